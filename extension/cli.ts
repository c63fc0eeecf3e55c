// Runs the bundled CLI (dist/cli.js) with the editor's own runtime. The CLI uses the same engine as
// the language server, and a child process keeps a slow or failing call away from the extension host.
import { execFile } from 'node:child_process';
import * as path from 'node:path';

export interface CliResult<T> {
  json: T;
  exitCode: number;
}

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | undefined,
    readonly stderr: string,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

const TIMEOUT_MS = 60_000;

export function cliPath(extensionPath: string): string {
  return path.join(extensionPath, 'dist', 'cli.js');
}

/** Environment that makes `process.execPath` behave as plain Node, in Electron and in a Node host alike. */
export function nodeEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ELECTRON_RUN_AS_NODE: '1', ...extra };
}

/**
 * Runs `node dist/cli.js <args> --json` and parses its JSON. Exit codes 0 and 1 (findings) both carry
 * a result; 2 (usage/runtime error) and anything unparsable reject with the CLI's own message.
 * `env` is what the folder's settings add (settings.ts `processEnv`): the CLI honours them as the servers do.
 */
export function runCliJson<T>(extensionPath: string, args: string[], cwd: string, env: Record<string, string>): Promise<CliResult<T>> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [cliPath(extensionPath), ...args, '--json'],
      { cwd, env: nodeEnv(env), timeout: TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024, windowsHide: true },
      (error, stdout, stderr) => {
        const exitCode = error ? (typeof error.code === 'number' ? error.code : undefined) : 0;
        if (exitCode === 0 || exitCode === 1) {
          try {
            resolve({ json: JSON.parse(stdout) as T, exitCode });
            return;
          } catch {
            // fall through: report what the CLI said
          }
        }
        const said = (stderr || stdout || (error ? error.message : '')).trim();
        reject(new CliError(`adr-lens ${args[0]} failed${exitCode !== undefined ? ` (exit ${exitCode})` : ''}: ${said}`, exitCode, stderr));
      },
    );
  });
}
