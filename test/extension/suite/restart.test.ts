// A language server that dies comes back on its own, and answers again.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as vscode from 'vscode';
import type { AdrLensApi } from '../../../extension/main.js';
import { activateExtension, hoverText, openDocument, positionOf, waitFor } from './helpers.js';

/** Language server processes this extension host runs (Linux: read from /proc); undefined elsewhere. */
function serverProcesses(): number[] | undefined {
  if (process.platform !== 'linux') return undefined;
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent pid is the fourth field, after a command name that may hold spaces and parentheses.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (parent === process.pid && cmdline.includes('language-server.js')) pids.push(Number(entry));
    } catch {
      // the process ended while it was read
    }
  }
  return pids;
}

export function defineRestartTests(): void {
  suite('ADR Lens language server restart', () => {
    let api: AdrLensApi;

    suiteSetup(async () => {
      api = await activateExtension();
    });

    test('killing the server process brings a restart', async () => {
      const pid = await waitFor('a running language server', () => api.serverPid());
      const restartsBefore = api.serverRestarts();
      process.kill(pid, 'SIGKILL');
      const newPid = await waitFor('the language server to come back', () =>
        api.serverRestarts() > restartsBefore && api.serverRunning() ? api.serverPid() : undefined,
      );
      assert.notEqual(newPid, pid);

      const doc = await openDocument('src/events/publisher.ts');
      const at = positionOf(doc, 'ADR-0002', 2);
      const text = await waitFor('a hover from the restarted server', async () =>
        hoverText(await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', doc.uri, at)),
      );
      assert.match(text, /Use RabbitMQ for ticket events/);
    });

    test('Restart Language Server replaces the process', async () => {
      const pid = await waitFor('a running language server', () => api.serverPid());
      await vscode.commands.executeCommand('adrLens.restartServer');
      const newPid = await waitFor('a new language server', () => (api.serverRunning() && api.serverPid() !== pid ? api.serverPid() : undefined));
      assert.notEqual(newPid, pid);
    });

    test('turning ADR Lens off and on during a restart leaves one language server, running', async () => {
      const pid = await waitFor('a running language server', () => api.serverPid());
      const config = vscode.workspace.getConfiguration('adrLens');
      // Not awaited: the setting changes while the restart stops the old server and starts the new one.
      const restarting = vscode.commands.executeCommand('adrLens.restartServer');
      await config.update('enable', false, vscode.ConfigurationTarget.Workspace);
      await config.update('enable', undefined, vscode.ConfigurationTarget.Workspace);
      await restarting;
      const newPid = await waitFor('the language server running again', () => (api.serverRunning() && api.serverPid() !== pid ? api.serverPid() : undefined));
      const doc = await openDocument('src/events/publisher.ts');
      const at = positionOf(doc, 'ADR-0002', 2);
      const text = await waitFor('a hover from the language server', async () =>
        hoverText(await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', doc.uri, at)),
      );
      assert.match(text, /Use RabbitMQ for ticket events/);
      if (serverProcesses() !== undefined) {
        // A client left starting on its own would run a second server (or none) beside the one the extension holds.
        const only = await waitFor('one language server process', () => (serverProcesses()?.length === 1 ? serverProcesses() : undefined), 10_000);
        assert.deepEqual(only, [newPid]);
      }
    });
  });
}
