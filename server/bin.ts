// Entry of dist/mcp-server.js: the MCP server itself (dist/mcp-server-main.js) through the code cache.
import { runBundle } from '../boot/run-bundle.js';

runBundle({ dir: __dirname, main: 'mcp-server-main.js' });
