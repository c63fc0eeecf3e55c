// Starts the MCP server: `node dist/mcp-server.js …` and `adr-lens mcp …` both land here.
import { readFileSync, statSync } from 'node:fs';
import { parseArgs, UsageError, USAGE, type ServerArgs } from './args.js';
import { startWarmEngine } from './warm-engine.js';
import { configProblemLine, defaultCacheDirectory, snapshotNote } from '../engine/index.js';
import { stderrAudit } from './audit.js';
import { serveStdio } from './stdio.js';
import { isLoopbackHost } from './http-guard.js';
import { currentDirectoryChoice, followClientRoots } from './client-roots.js';
import { servedRoot } from './served-root.js';
import { tooBroadReason, tooBroadToIndex } from '../engine/too-broad.js';
import type { WarmEngine } from './warm-engine.js';

const log = (line: string) => process.stderr.write(`adr-lens mcp: ${line}\n`);
/** Without --root, how long requests may wait for a client to finish initializing before the current directory is served. */
const UNSETTLED_MS = 10_000;

/** Runs until the client goes away or a signal arrives. Resolves to an exit code for startup failures. */
export async function runMcpServer(argv: string[]): Promise<number> {
  let args: ServerArgs;
  try {
    args = parseArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      log(`${error.message}\n${USAGE.trimEnd()}`);
      return 2;
    }
    throw error;
  }
  if (args.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (args.http && !process.env.ADR_LENS_TOKEN && !isLoopbackHost(args.host)) {
    log(`refusing to bind ${args.host} without a token: set ADR_LENS_TOKEN to a secret clients send as "Authorization: Bearer <token>", or bind 127.0.0.1.`);
    return 2;
  }
  if (args.http && args.allowWrites && !process.env.ADR_LENS_TOKEN) {
    // Every process of this machine, other users' too, can reach a loopback port: without a token any of them could
    // write records into this workspace.
    log('refusing to offer new_decision over HTTP without a token: set ADR_LENS_TOKEN to a secret clients send as "Authorization: Bearer <token>", or serve writes over stdio.');
    return 2;
  }
  try {
    if (!statSync(args.root).isDirectory()) throw new Error('not a directory');
  } catch {
    log(`--root ${args.root} is not a readable directory.`);
    return 2;
  }
  let sessionConfig: unknown;
  if (args.config) {
    try {
      sessionConfig = JSON.parse(readFileSync(args.config, 'utf8'));
    } catch (error) {
      log(`--config ${args.config}: ${(error as Error).message}. Give a JSON file in the .adr-lens.json format.`);
      return 2;
    }
  }

  const startAt = (root: string) =>
    startWarmEngine({ root, sessionConfig, watch: args.watch, log, cacheDirectory: args.cache ? defaultCacheDirectory() : undefined });
  // Without a watcher the server serves the workspace as it was at startup: that one loads first. With one, loading
  // waits until the transport is up: the client's initialize is answered without waiting for the workspace, and tool
  // calls await the load.
  const announceLoad = (warm: WarmEngine, root: string, announce: (records: number) => string) => {
    const load = () => {
      try {
        const loaded = warm.ensureLoaded();
        for (const p of loaded.configProblems) log(`config ${configProblemLine(p)}`);
        log(announce(loaded.records) + snapshotNote(warm.engine.loadReport()));
        warm.warmInBackground();
      } catch (error) {
        log(`could not load ${root}: ${(error as Error).message}; each request retries.`);
      }
    };
    if (args.watch) setImmediate(load);
    else load();
  };
  const writes = args.allowWrites ? ', writes allowed' : '';
  const audit = stderrAudit;
  let stop: () => Promise<void>;
  if (args.http) {
    // One index serves every HTTP client, so no client's roots decide it: --root, or the current directory.
    const broad = args.rootGiven ? undefined : tooBroadToIndex(args.root);
    if (broad) {
      log(`refusing to serve ${args.root}: it is ${tooBroadReason(broad)}. Give the project folder with --root DIR.`);
      return 2;
    }
    const warm = startAt(args.root);
    if (!args.watch) warm.ensureLoaded();
    // Imported on demand: the HTTP stack (express and its dependencies) is not needed over stdio.
    const { serveHttp } = await import('./http.js');
    const http = await serveHttp(warm, { host: args.host, port: args.port, allowWrites: args.allowWrites, audit, log, rateLimit: args.rateLimit, token: process.env.ADR_LENS_TOKEN });
    announceLoad(warm, args.root, (records) => `listening on ${http.url} (${records} records in ${args.root}${writes})`);
    stop = async () => {
      await http.close();
      warm.close();
    };
  } else {
    const overStdio = (root: string) => (records: number) => `serving ${records} records from ${root} over stdio${writes}`;
    if (args.rootGiven) {
      const warm = startAt(args.root);
      if (!args.watch) warm.ensureLoaded();
      const stopStdio = await serveStdio(warm, { allowWrites: args.allowWrites, audit });
      announceLoad(warm, args.root, overStdio(args.root));
      stop = async () => {
        await stopStdio();
        warm.close();
      };
    } else {
      const served = servedRoot({
        start: startAt,
        log,
        started: (warm, root, note) => {
          log(note);
          announceLoad(warm, root, overStdio(root));
        },
      });
      const cwd = args.root;
      const stopStdio = await serveStdio(served, {
        allowWrites: args.allowWrites,
        audit,
        beforeConnect: (server) => followClientRoots(server, { cwd, choose: (choice) => served.settle(choice) }),
      });
      // A client that never says it is initialized would otherwise hold its requests forever.
      setTimeout(() => {
        if (!served.settled) served.settle(currentDirectoryChoice(cwd, 'the client did not finish initializing'));
      }, UNSETTLED_MS).unref();
      stop = async () => {
        await stopStdio();
        served.close();
      };
    }
    // The client owns our lifetime: when it closes stdin, we are done.
    process.stdin.once('end', () => void shutdown('stdin closed'));
    process.stdin.once('close', () => void shutdown('stdin closed'));
  }

  let stopping = false;
  const shutdown = async (why: string) => {
    if (stopping) return;
    stopping = true;
    log(`shutting down (${why})`);
    const force = setTimeout(() => process.exit(0), 8000);
    force.unref();
    try {
      await stop();
    } catch {
      // already closing; nothing to save
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  // A long-running server outlives one bad request: log and keep serving.
  process.on('uncaughtException', (error) => log(`unexpected error (still serving): ${error.stack ?? error.message}`));
  process.on('unhandledRejection', (error) => log(`unexpected error (still serving): ${(error as Error)?.stack ?? String(error)}`));
  return 0;
}
