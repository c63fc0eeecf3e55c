// Entry of dist/cli.js: the V8 flags of one-shot runs, then the CLI itself (dist/cli-main.js) through the code cache.
import { runBundle } from '../boot/run-bundle.js';
import { oneShotV8Flags } from './young-generation.js';

runBundle({ dir: __dirname, main: 'cli-main.js', v8Flags: oneShotV8Flags(process.argv.slice(2)) });
