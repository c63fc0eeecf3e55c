// adr-lens: the command-line front on the engine. Parses, dispatches, maps failures to exit codes.
// Started by cli/bin.ts (dist/cli.js), which sets the V8 flags of one-shot runs first.
import { mainWorkDone } from '../boot/code-cache-hook.js';
import { parseCommandLine, PASSTHROUGH_COMMANDS } from './args.js';
import { InvalidCursorError } from '../engine/index.js';
import { check } from './commands/check.js';
import { explain } from './commands/explain.js';
import { graph } from './commands/graph.js';
import { list } from './commands/list.js';
import { newRecord } from './commands/new.js';
import { setStatus } from './commands/status.js';
import { move, renumber } from './commands/renumber.js';
import { refs } from './commands/refs.js';
import { search } from './commands/search.js';
import { lsp, mcp } from './commands/servers.js';
import { show } from './commands/show.js';
import { createContext, type Command } from './context.js';
import { EXIT_OK, EXIT_USAGE, RuntimeError, UsageError } from './errors.js';
import { COMMAND_USAGE, USAGE } from './help.js';
import { processIo, type Io } from './io.js';
import { safeLines } from './render/safe-text.js';
import { CLI_VERSION } from './version.js';

const COMMANDS: Record<string, Command> = { check, list, show, search, graph, refs, explain, new: newRecord, status: setStatus, renumber, mv: move, lsp, mcp };

export async function run(argv: string[], io: Io): Promise<number> {
  try {
    const args = parseCommandLine(argv);
    if (args.values.version && !(args.command && PASSTHROUGH_COMMANDS.has(args.command))) {
      io.out(CLI_VERSION + '\n');
      return EXIT_OK;
    }
    if (!args.command || args.command === 'help' || (args.values.help && !PASSTHROUGH_COMMANDS.has(args.command))) {
      if (!args.command && !args.values.help) {
        io.err(USAGE);
        return EXIT_USAGE;
      }
      io.out((args.command && COMMAND_USAGE[args.command]) || USAGE);
      return EXIT_OK;
    }
    // The language server is not ours to teach flags to; the MCP server answers --help itself.
    if (args.command === 'lsp' && args.values.help) {
      io.out(COMMAND_USAGE.lsp!);
      return EXIT_OK;
    }
    const ctx = createContext(args, io);
    const code = await COMMANDS[args.command]!(ctx);
    // After the output: a failed write costs the next run its head start, never this run its answer.
    const opened = ctx.openedWorkspace();
    opened?.saveSnapshot();
    // A run that read a workspace compiled what the next one will need: the moment for the code cache.
    if (opened) mainWorkDone();
    return code;
  } catch (err) {
    // Messages name files, collections and ids from the workspace: shown, never sent to the terminal as commands.
    const c = io.errColour;
    if (err instanceof UsageError) {
      io.err(`${c.red('adr-lens: error:')} ${safeLines(err.message)}\n`);
      io.err(err.hint ? `${safeLines(err.hint)}\n` : `Run 'adr-lens --help' for usage.\n`);
      return EXIT_USAGE;
    }
    // A cursor from another query or run ("null", what `jq -r .nextCursor` prints on the last page): the user's input.
    if (err instanceof InvalidCursorError) {
      io.err(`${c.red('adr-lens: error:')} ${safeLines(err.message)}\n`);
      io.err(`Leave out --cursor for the first page; a cursor is only good for the query that gave it.\n`);
      return EXIT_USAGE;
    }
    if (err instanceof RuntimeError) {
      io.err(`${c.red('adr-lens: error:')} ${safeLines(err.message)}\n`);
      return EXIT_USAGE;
    }
    // A bug, not a user mistake: say so, with the stack for the report.
    io.err(`${c.red('adr-lens: internal error:')} ${safeLines(err instanceof Error ? (err.stack ?? err.message) : String(err))}\n`);
    io.err('Please report this at https://github.com/adr-lens/adr-lens/issues\n');
    return EXIT_USAGE;
  }
}

run(process.argv.slice(2), processIo()).then((code) => {
  process.exitCode = code;
});
