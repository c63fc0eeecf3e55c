// One version for --version and SARIF's tool.driver: the package's own.
import { version } from '../package.json';

export const CLI_VERSION: string = version;
