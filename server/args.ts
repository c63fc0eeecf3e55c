// Command line of dist/mcp-server.js (and `adr-lens mcp`). Errors name the flag and the fix.
import { resolve } from 'node:path';
import { isLoopbackHost, MIN_TOKEN_LENGTH } from './http-guard.js';

export interface ServerArgs {
  root: string;
  /** --root was given: the client's roots are not asked for (client-roots.ts). */
  rootGiven: boolean;
  config?: string;
  allowWrites: boolean;
  http: boolean;
  host: string;
  port: number;
  /** Sustained requests per second per client in HTTP mode (bursts up to twice that). */
  rateLimit: number;
  watch: boolean;
  /** Take unchanged files from the last run's snapshot, and leave one (see engine/snapshot-store.ts). */
  cache: boolean;
  /** `--help`: print USAGE on stdout and exit 0, before any other flag is judged. */
  help: boolean;
}

export const USAGE = `Usage: adr-lens mcp [--root DIR] [--config PATH] [--allow-writes] [--http [--host 127.0.0.1] [--port 7331] [--rate-limit 50]] [--no-watch] [--no-cache]
   (or: node dist/mcp-server.js with the same options)

Runs the ADR Lens MCP server for one workspace, on stdio unless --http is given.

  --root DIR        workspace to serve (default: over stdio, the first folder the client
                    shares as a root, else the current directory; never the home folder
                    or the whole disk unless named here)
  --config PATH     session config (.adr-lens.json format) used when the workspace has none of its own
  --allow-writes    offer the write tools: new_decision, set_decision_status, fix_decisions,
                    renumber_decision (also ADR_LENS_MCP_ALLOW_WRITES=1)
  --http            serve Streamable HTTP on /mcp instead of stdio
  --host HOST       address to bind (default 127.0.0.1; any other address needs ADR_LENS_TOKEN,
                    at least ${MIN_TOKEN_LENGTH} characters, as does --allow-writes; a token set is
                    asked for on 127.0.0.1 too)
  --port PORT       port to bind (default 7331; 0 picks a free one)
  --rate-limit N    requests per second per client (default 50)
  --no-watch        do not follow file changes on disk
  --no-cache        neither read nor write the workspace snapshot in ~/.cache/adr-lens
                    (ADR_LENS_CACHE_DIR moves it; ADR_LENS_CACHE=off turns it and
                    the code cache off)
  -h, --help        this help
`;

export class UsageError extends Error {}

export function parseArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): ServerArgs {
  const args: ServerArgs = {
    root: process.cwd(),
    rootGiven: false,
    allowWrites: env.ADR_LENS_MCP_ALLOW_WRITES === '1' || env.ADR_LENS_MCP_ALLOW_WRITES === 'true',
    http: false,
    host: '127.0.0.1',
    port: 7331,
    rateLimit: 50,
    watch: true,
    cache: true,
    help: false,
  };
  // Asking for help is never a mistake, whatever else is on the line.
  if (argv.includes('--help') || argv.includes('-h')) return { ...args, help: true };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const [name, inline] = flag.startsWith('--') && flag.includes('=') ? [flag.slice(0, flag.indexOf('=')), flag.slice(flag.indexOf('=') + 1)] : [flag, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new UsageError(`${name} needs a value.`);
      return v;
    };
    const number = (min: number, max: number) => {
      const raw = value();
      const n = Number(raw);
      if (!Number.isInteger(n) || n < min || n > max) throw new UsageError(`${name} must be a whole number from ${min} to ${max}, not "${raw}".`);
      return n;
    };
    switch (name) {
      case '--root': args.root = resolve(value()); args.rootGiven = true; break;
      case '--config': args.config = resolve(value()); break;
      case '--allow-writes': args.allowWrites = true; break;
      case '--http': args.http = true; break;
      case '--stdio': args.http = false; break;
      case '--host': args.host = value(); break;
      case '--port': args.port = number(0, 65535); break;
      case '--rate-limit': args.rateLimit = number(1, 100000); break;
      case '--no-watch': args.watch = false; break;
      case '--no-cache': args.cache = false; break;
      default: throw new UsageError(`Unknown argument "${flag}".`);
    }
  }
  // A token set is a token asked for (on loopback too); a short one can be guessed (clients send it trimmed).
  const token = env.ADR_LENS_TOKEN;
  if (args.http && token && token.trim().length < MIN_TOKEN_LENGTH) {
    throw new UsageError(`ADR_LENS_TOKEN is too short: ${token.trim().length} characters without surrounding spaces, at least ${MIN_TOKEN_LENGTH} needed. Use a random secret, e.g. \`openssl rand -hex 32\`${isLoopbackHost(args.host) ? ', or unset it on 127.0.0.1' : ', or bind 127.0.0.1'}.`);
  }
  return args;
}
