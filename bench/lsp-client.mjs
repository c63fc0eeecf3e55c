// A minimal LSP client over stdio for the benchmark: spawns the server bundle, answers the
// server's own requests the way an editor would, and lets callers await notifications.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const rpc = require('vscode-jsonrpc/node');

export function startLspServer(serverPath, { cwd, env = process.env, args = [] } = {}) {
  const child = spawn(process.execPath, [serverPath, '--stdio', ...args], { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr = (stderr + d).slice(-4000);
  });
  const connection = rpc.createMessageConnection(new rpc.StreamMessageReader(child.stdout), new rpc.StreamMessageWriter(child.stdin));
  const waiters = new Set();
  const diagnostics = [];
  connection.onNotification('textDocument/publishDiagnostics', (params) => {
    const event = { at: performance.now(), ...params };
    diagnostics.push(event);
    for (const w of [...waiters]) {
      if (w.match(event)) {
        waiters.delete(w);
        clearTimeout(w.timer);
        w.resolve(event);
      }
    }
  });
  connection.onNotification(() => {});
  // workspace/configuration wants one answer per item; everything else (registerCapability,
  // workDoneProgress/create, codeLens/refresh, …) is acknowledged with null.
  connection.onRequest((method, params) => (method === 'workspace/configuration' ? params.items.map(() => null) : null));
  connection.listen();

  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));

  /** Resolves with the next publishDiagnostics matching `match`, or rejects after `timeoutMs`. */
  function nextDiagnostics(match = () => true, timeoutMs = 10_000) {
    return new Promise((resolve, reject) => {
      const w = { match, resolve };
      w.timer = setTimeout(() => {
        waiters.delete(w);
        reject(new Error(`no publishDiagnostics within ${timeoutMs} ms${stderr ? `; server stderr: ${stderr.slice(-400)}` : ''}`));
      }, timeoutMs);
      waiters.add(w);
    });
  }

  function peakRssMB() {
    try {
      const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      return m ? Number(m[1]) / 1024 : NaN;
    } catch {
      return NaN;
    }
  }

  let stopping;
  /** Shut the server down (once; later calls wait for the first). */
  function stop() {
    stopping ??= shutDown();
    return stopping;
  }

  async function shutDown() {
    try {
      await Promise.race([connection.sendRequest('shutdown'), new Promise((r) => setTimeout(r, 2000))]);
      connection.sendNotification('exit');
    } catch {
      // already gone
    }
    const done = await Promise.race([exited, new Promise((r) => setTimeout(() => r(undefined), 3000))]);
    if (!done) child.kill('SIGKILL');
    connection.dispose();
  }

  return { child, connection, diagnostics, nextDiagnostics, peakRssMB, stop, exited, stderr: () => stderr };
}
