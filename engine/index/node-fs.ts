// The facade imports the disk port from here; the implementation lives in engine/node-fs.ts.
export { createNodeFs } from '../node-fs.js';
