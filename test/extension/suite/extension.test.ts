// The extension as a user meets it: it activates in a workspace with decisions, lists them in the
// Decisions view, and New Decision writes a record in the collection's own format.
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { AdrLensApi } from '../../../extension/main.js';
import { activateExtension, EXTENSION_ID, fileUri, waitFor } from './helpers.js';

export function defineExtensionTests(): void {
  suite('ADR Lens extension', () => {
    let api: AdrLensApi;

    suiteSetup(async () => {
      api = await activateExtension();
    });

    test('activates from the workspace and declares how it runs', () => {
      const ext = vscode.extensions.getExtension(EXTENSION_ID);
      assert.ok(ext?.isActive, 'extension is not active');
      assert.deepEqual(ext.packageJSON.extensionKind, ['workspace']);
      assert.equal(ext.packageJSON.capabilities.virtualWorkspaces.supported, false);
      assert.equal(ext.packageJSON.capabilities.untrustedWorkspaces.supported, 'limited');
    });

    test('registers its commands', async () => {
      const commands = await vscode.commands.getCommands(true);
      for (const id of ['adrLens.newDecision', 'adrLens.supersedeDecision', 'adrLens.restartServer', 'adrLens.showOutput', 'adrLens.showReferences', 'adrLens.fixAllInWorkspace', 'adrLens.searchDecisions', 'adrLens.groupDecisionsByCollection', 'adrLens.groupDecisionsByStatus', 'adrLens.showGraph', 'adrLens.saveGraph']) {
        assert.ok(commands.includes(id), `command ${id} is missing`);
      }
    });

    test('the Decisions view lists every record, grouped by status', async () => {
      const decisions = await api.listDecisions();
      const byId = new Map(decisions.map((d) => [d.id, d]));
      // 0005-rename-ticket-states.md is titled "7. …" in the fixture (a planted number mismatch): the file name wins.
      assert.deepEqual(
        [...byId.keys()].sort(),
        ['ADR-0001', 'ADR-0002', 'ADR-0003', 'ADR-0004', 'ADR-0005', 'ADR-0006'],
        `listed: ${decisions.map((d) => `${d.id} ${d.path}`).join(', ')}`,
      );
      assert.equal(byId.get('ADR-0005')?.path, 'docs/adr/0005-rename-ticket-states.md');
      assert.equal(byId.get('ADR-0002')?.lifecycle, 'superseded');
      assert.equal(byId.get('ADR-0003')?.lifecycle, 'proposed');
      assert.equal(byId.get('ADR-0006')?.lifecycle, 'rejected');
      // The first listing came from the language server, which had the workspace loaded: no second load beside it.
      assert.equal(api.decisions.firstListedBy(vscode.workspace.workspaceFolders![0]!), 'language server');

      const groups = await api.decisions.getChildren();
      const labels = groups.map((g) => (g.kind === 'decision' ? g.id : `${g.label} ${g.decisions.length}`));
      assert.deepEqual(labels, ['Accepted 3', 'Proposed 1', 'Superseded 1', 'Rejected 1']);

      const accepted = groups[0];
      const children = await api.decisions.getChildren(accepted);
      const item = api.decisions.getTreeItem(children[0]);
      assert.equal(item.label, 'ADR-0001 Record architecture decisions');
      assert.match(String(item.description), /^\d{4}-\d{2}-\d{2}$/);
      assert.equal(item.command?.command, 'vscode.open');
      assert.equal((item.command?.arguments?.[0] as vscode.Uri).fsPath, fileUri('docs/adr/0001-record-architecture-decisions.md').fsPath);
      const tooltip = item.tooltip instanceof vscode.MarkdownString ? item.tooltip.value : String(item.tooltip);
      assert.match(tooltip, /docs\/adr\/0001-record-architecture-decisions\.md/);
    });

    test('Group Decisions by Collection groups the view by collection, each decision saying its status, and back', async () => {
      await api.listDecisions();
      const label = (n: Awaited<ReturnType<typeof api.decisions.getChildren>>[number]) => (n.kind === 'decision' ? n.id : `${n.label} ${n.decisions.length}`);
      try {
        await vscode.commands.executeCommand('adrLens.groupDecisionsByCollection');
        const groups = await api.decisions.getChildren();
        assert.deepEqual(groups.map(label), ['docs/adr 6']);
        assert.equal(api.decisions.getTreeItem(groups[0]!).description, '6 · 3 accepted');
        const children = await api.decisions.getChildren(groups[0]);
        assert.deepEqual(children.map(label), ['ADR-0001', 'ADR-0002', 'ADR-0003', 'ADR-0004', 'ADR-0005', 'ADR-0006']);
        const superseded = api.decisions.getTreeItem(children[1]!);
        assert.match(String(superseded.description), /^Superseded\b.* · \d{4}-\d{2}-\d{2}$/);
        assert.equal((superseded.iconPath as vscode.ThemeIcon).id, 'history');
      } finally {
        await vscode.commands.executeCommand('adrLens.groupDecisionsByStatus');
      }
      assert.deepEqual((await api.decisions.getChildren()).map(label), ['Accepted 3', 'Proposed 1', 'Superseded 1', 'Rejected 1']);
    });

    test('New Decision creates the next record, two-sided supersede, and opens it', async () => {
      await createsSuccessorOf0003(() =>
        vscode.commands.executeCommand<vscode.Uri | undefined>('adrLens.newDecision', {
          title: 'Use Redis for the session cache',
          supersedes: 'ADR-0003',
        }),
      );
    });

    for (const from of ['a Decisions view item', 'the record in the active editor']) {
      test(`Supersede with New Decision, from ${from}, writes the successor and marks the old record`, async () => {
        await api.decisions.refresh();
        let target: object = { newTitle: 'Use Redis for the session cache' };
        if (from === 'a Decisions view item') {
          const groups = await api.decisions.getChildren();
          const proposed = groups.find((g) => g.kind === 'group' && g.lifecycle === 'proposed');
          assert.ok(proposed, 'no Proposed group');
          const item = (await api.decisions.getChildren(proposed)).find((d) => d.kind === 'decision' && d.id === 'ADR-0003');
          assert.ok(item, 'ADR-0003 is not in the Proposed group');
          assert.equal(api.decisions.getTreeItem(item).contextValue, 'adrLens.decision');
          target = { ...item, ...target };
        } else {
          await vscode.window.showTextDocument(fileUri('docs/adr/0003-write-services-in-go.md'));
        }
        await createsSuccessorOf0003(() => vscode.commands.executeCommand<vscode.Uri | undefined>('adrLens.supersedeDecision', target));
      });
    }

    /** Runs a command that should write ADR-0007 superseding ADR-0003, checks the result, and undoes it. */
    async function createsSuccessorOf0003(run: () => Thenable<vscode.Uri | undefined>): Promise<void> {
      const superseded = fileUri('docs/adr/0003-write-services-in-go.md');
      const before = await vscode.workspace.fs.readFile(superseded);
      const created = await run();
      try {
        await checkNewDecision(created);
      } finally {
        // Leave the workspace as the other tests expect it, whatever their order.
        await vscode.commands.executeCommand('workbench.action.closeAllEditors');
        if (created) await vscode.workspace.fs.delete(created, { useTrash: false }).then(undefined, () => undefined);
        await vscode.workspace.fs.writeFile(superseded, before);
        await api.decisions.refresh();
      }
    }

    async function checkNewDecision(created: vscode.Uri | undefined): Promise<void> {
      assert.ok(created, 'New Decision returned no file');
      const name = path.basename(created.fsPath);
      assert.match(name, /^0007-use-redis-for-the-session-cache\.md$/);
      assert.equal(path.dirname(created.fsPath), fileUri('docs/adr').fsPath);

      const text = new TextDecoder().decode(await vscode.workspace.fs.readFile(created));
      assert.match(text, /^# 7\. Use Redis for the session cache$/m);
      assert.match(text, /Supersedes .*0003/);
      const old = new TextDecoder().decode(await vscode.workspace.fs.readFile(fileUri('docs/adr/0003-write-services-in-go.md')));
      assert.match(old, /Superseded by .*0007/);

      await waitFor('the new record in the active editor', () => vscode.window.activeTextEditor?.document.uri.fsPath === created.fsPath);
      const listed = await waitFor('the new record in the Decisions view', async () =>
        (await api.listDecisions()).find((d) => d.id === 'ADR-0007'),
      );
      assert.equal(listed.title, 'Use Redis for the session cache');
    }
  });
}
