// The workspace of a server started without --root. MCP clients that launch servers from one global configuration
// (Claude Desktop, Cursor, Windsurf, Zed…) start them in whatever folder they like, often the home folder or "/", and
// share the folders the user is working in as roots (roots/list). Without --root, the server serves the client's first
// folder root and follows the list when it changes; a client without roots gets the current directory, unless that is
// the whole disk or the home folder, which no one means to index.
import { statSync } from 'node:fs';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { RootsListChangedNotificationSchema, type Root } from '@modelcontextprotocol/sdk/types.js';
import { tooBroadReason, tooBroadToIndex } from '../engine/too-broad.js';
import { fileUriToPath } from '../engine/file-uri.js';

/** How long the client may take to list its roots before the current directory is served instead. */
const LIST_TIMEOUT_MS = 5000;

/** What to serve: a folder, or nothing and why (said to the agent by every request). */
export type RootChoice = { root: string; note: string } | { refused: string };

/**
 * The folder to serve of the roots a client listed: the first `file:` root that is a readable folder and neither the
 * whole disk nor the home folder. Undefined when none is (the caller falls back to the current directory).
 */
export function firstServableRoot(roots: readonly Pick<Root, 'uri'>[], isDirectory: (path: string) => boolean = readableDirectory): { root: string; skipped: string[] } | undefined {
  const skipped: string[] = [];
  for (const { uri } of roots) {
    const path = fileUriToPath(uri);
    if (path === undefined) skipped.push(`${uri} (not a local folder)`);
    else if (tooBroadToIndex(path)) skipped.push(`${path} (${tooBroadReason(tooBroadToIndex(path)!)})`);
    else if (!isDirectory(path)) skipped.push(`${path} (not a readable folder)`);
    else return { root: path, skipped };
  }
  return undefined;
}

/** The current directory as the fallback: served unless it is the whole disk or the home folder. */
export function currentDirectoryChoice(cwd: string, why: string): RootChoice {
  const broad = tooBroadToIndex(cwd);
  if (!broad) return { root: cwd, note: `${why}; serving the current directory` };
  return {
    refused:
      `ADR Lens does not index ${cwd}: it is ${tooBroadReason(broad)}, and ${why}. ` +
      'Start the server with --root DIR (the project folder), or from a client that shares its workspace roots.',
  };
}

/**
 * Asks the client for its roots once it is initialized, and again whenever it says they changed; calls `choose`
 * with the outcome each time (the first call settles what the first requests are served from).
 */
export function followClientRoots(server: Server, options: { cwd: string; choose: (choice: RootChoice) => void; timeoutMs?: number }): void {
  /** Asks in flight are numbered: when the roots change twice in quick succession, the last answer decides, whichever comes first. */
  let asked = 0;
  const ask = async (): Promise<void> => {
    const mine = ++asked;
    let roots: Root[];
    try {
      roots = (await server.listRoots(undefined, { timeout: options.timeoutMs ?? LIST_TIMEOUT_MS })).roots;
    } catch (error) {
      if (mine === asked) options.choose(currentDirectoryChoice(options.cwd, `the client did not list its roots (${listError(error)})`));
      return;
    }
    if (mine !== asked) return;
    const first = firstServableRoot(roots);
    if (!first) {
      const why = roots.length === 0 ? 'the client shares no roots' : `none of the client's roots is a project folder (${roots.map((r) => r.uri).join(', ')})`;
      options.choose(currentDirectoryChoice(options.cwd, why));
      return;
    }
    const others = roots.length - 1 - first.skipped.length;
    const notes = [
      first.skipped.length ? `left out ${first.skipped.join(', ')}` : '',
      others > 0 ? `${others} more root${others === 1 ? '' : 's'} not served (one workspace per server: start another with --root DIR)` : '',
    ].filter(Boolean);
    options.choose({ root: first.root, note: `serving the client's root ${first.root}${notes.length ? `; ${notes.join('; ')}` : ''}` });
  };
  const previous = server.oninitialized;
  server.oninitialized = () => {
    previous?.();
    if (!server.getClientCapabilities()?.roots) {
      options.choose(currentDirectoryChoice(options.cwd, 'the client shares no roots'));
      return;
    }
    void ask();
  };
  // Registered now, not once initialized: a client that says its roots changed right after "initialized" sends both in
  // one write, and the SDK looks the second's handler up before the first's has run.
  server.setNotificationHandler(RootsListChangedNotificationSchema, () => {
    if (server.getClientCapabilities()?.roots) void ask();
  });
}

/** One line for the log and the agent: a malformed answer fails the SDK's schema with a multi-line JSON report. */
function listError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return /^\s*[[{]/.test(message) || (error instanceof Error && error.name === 'ZodError') ? 'its answer is not a list of roots' : message.split('\n')[0]!;
}

function readableDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
