import pkg from '../package.json';

export const SERVER_NAME = 'adr-lens';
export const SERVER_VERSION: string = pkg.version;
