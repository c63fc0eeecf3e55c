// Entry of dist/language-server.js: the language server itself (dist/language-server-main.js) through the code cache.
import { runBundle } from '../boot/run-bundle.js';

runBundle({ dir: __dirname, main: 'language-server-main.js' });
