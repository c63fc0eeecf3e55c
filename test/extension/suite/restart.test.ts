// A language server that dies comes back on its own, and answers again.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { AdrLensApi } from '../../../extension/main.js';
import { activateExtension, hoverText, openDocument, positionOf, waitFor } from './helpers.js';

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
  });
}
