// "ADR Lens: Show Decision Graph": the language server's arc diagram in a webview, opened from a record, from the
// Decisions view, and kept up to date when a record changes on disk.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as vscode from 'vscode';
import type { AdrLensApi } from '../../../extension/main.js';
import { activateExtension, fileUri, openDocument, waitFor } from './helpers.js';

const KAFKA = 'docs/adr/0004-use-kafka-for-events.md';
const GO = 'docs/adr/0003-write-services-in-go.md';

export function defineGraphTests(): void {
  suite('Decision Graph', () => {
    let api: AdrLensApi;

    suiteSetup(async () => {
      api = await activateExtension();
      await waitFor('a running language server', () => api.serverRunning());
    });

    suiteTeardown(async () => {
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    });

    test('opens on the record in the editor: its collection, the record marked, each row a link to its file', async () => {
      await openDocument(KAFKA);
      await vscode.commands.executeCommand('adrLens.showGraph');
      // Other suites' records (a New Decision undone) may still be going: wait for the graph of the fixture itself.
      const view = await waitFor('the graph of the open record', () => {
        const v = api.decisionGraph();
        return v?.shown?.highlight === 'ADR-0004' && v.shown.decisions === 2 ? v : undefined;
      });
      const shown = view.shown!;
      assert.equal(shown.collection, 'docs/adr');
      assert.equal(shown.decisions, 2, 'only 0004 and the 0002 it supersedes have a relation');
      assert.equal(shown.relations, 1);
      assert.equal(vscode.Uri.parse(shown.folderUri).fsPath, fileUri('').fsPath.replace(/[\\/]$/, ''));
      assert.match(view.html, /data-path="docs\/adr\/0002-use-rabbitmq-for-events\.md"/);
      assert.match(view.html, /<g class="row highlight" data-id="ADR-0004"/);
      assert.match(view.html, /<g class="row retired" data-id="ADR-0002"/);
      assert.match(view.html, /Content-Security-Policy" content="default-src 'none';[^"]*script-src 'nonce-[A-Za-z0-9+/=]+'/);
      assert.doesNotMatch(view.html, /id="folder"/, 'one folder: nothing to pick');
      // The view's script at least parses (a syntax error there leaves a picture nothing can be clicked in).
      const script = /<script nonce="[^"]+">([\s\S]*?)<\/script>/.exec(view.html)?.[1];
      assert.ok(script, 'no script in the view');
      assert.doesNotThrow(() => new Function('acquireVsCodeApi', 'document', script));
      // The title reaches the tab a moment after it is set.
      await waitFor('the tab named after the collection', () => {
        const tab = vscode.window.tabGroups.activeTabGroup.activeTab;
        return tab?.input instanceof vscode.TabInputWebview && tab.label === 'Decision Graph: docs/adr';
      });
    });

    test('opens from a Decisions view item, keeping a decision without relations in sight', async () => {
      const groups = await api.decisions.getChildren();
      const proposed = groups.find((g) => g.kind !== 'decision' && g.label === 'Proposed');
      assert.ok(proposed, 'no Proposed group');
      const [item] = await api.decisions.getChildren(proposed);
      assert.equal(item?.kind, 'decision');
      await vscode.commands.executeCommand('adrLens.showGraph', item);
      const view = await waitFor('the graph of ADR-0003', () => {
        const v = api.decisionGraph();
        return v?.shown?.highlight === 'ADR-0003' && v.shown.decisions === 3 ? v : undefined;
      });
      assert.deepEqual([...view.html.matchAll(/data-id="([^"]+)"/g)].map((m) => m[1]), ['ADR-0002', 'ADR-0003', 'ADR-0004']);
    });

    test('opens from a collection of the Decisions view grouped by collection: that collection, nothing marked', async () => {
      try {
        await vscode.commands.executeCommand('adrLens.groupDecisionsByCollection');
        const [group] = await api.decisions.getChildren();
        assert.equal(group?.kind, 'collection');
        assert.equal(api.decisions.getTreeItem(group!).contextValue, 'adrLens.collectionGroup');
        await vscode.commands.executeCommand('adrLens.showGraph', group);
        const view = await waitFor('the graph of docs/adr', () => {
          const v = api.decisionGraph();
          return v?.shown && v.shown.highlight === undefined && v.shown.collection === 'docs/adr' ? v : undefined;
        });
        assert.equal(view.shown!.decisions, 2);
      } finally {
        await vscode.commands.executeCommand('adrLens.groupDecisionsByStatus');
      }
    });

    test('follows a record changed on disk: a relation written in is drawn', async () => {
      const path = fileUri(GO).fsPath;
      const original = fs.readFileSync(path, 'utf8');
      try {
        fs.writeFileSync(path, original.replace('Proposed', 'Proposed\n\nAmends [1. Record architecture decisions](0001-record-architecture-decisions.md)'));
        const view = await waitFor('the new relation drawn', () => {
          const v = api.decisionGraph();
          return v?.shown?.relations === 2 && v.html.includes('data-id="ADR-0001"') ? v : undefined;
        });
        assert.match(view.html, /class="edge k-amends"/);
      } finally {
        fs.writeFileSync(path, original);
      }
      await waitFor('the graph back as it was', () => api.decisionGraph()?.shown?.relations === 1);
    });

    test('takes choices from a keybinding or another extension: every decision, every collection', async () => {
      await openDocument(KAFKA);
      await vscode.commands.executeCommand('adrLens.showGraph', { all: true, collection: null });
      const view = await waitFor('the graph of every decision', () => {
        const v = api.decisionGraph();
        return v?.shown?.all && v.shown.decisions === 6 ? v : undefined;
      });
      assert.equal(view.shown!.collection, null);
      assert.equal(view.shown!.highlight, 'ADR-0004');
      assert.match(view.html, /<input type="checkbox" id="all" checked>/);
      assert.match(view.html, /<option value="" selected>All collections<\/option>/);
    });

    test('beside an editor it follows the record there, in the collections picked', async () => {
      await vscode.window.showTextDocument(fileUri(GO), { viewColumn: vscode.ViewColumn.Beside, preview: false });
      const view = await waitFor('the graph following ADR-0003', () => {
        const v = api.decisionGraph();
        return v?.shown?.highlight === 'ADR-0003' ? v : undefined;
      });
      assert.equal(view.shown!.collection, null, 'the collections picked (all of them) stay');
      assert.match(view.html, /<g class="row highlight" data-id="ADR-0003"/);
      await vscode.window.showTextDocument(fileUri('docs/adr/0001-record-architecture-decisions.md'), { viewColumn: vscode.ViewColumn.Two, preview: false });
      await waitFor('the graph following ADR-0001', () => api.decisionGraph()?.shown?.highlight === 'ADR-0001');
    });

    test('Save Decision Graph as SVG writes the picture shown, standalone', async () => {
      const shown = api.decisionGraph()?.shown;
      assert.ok(shown, 'no graph shown');
      const target = fileUri('decision-graph-saved.svg');
      try {
        const written = await vscode.commands.executeCommand<vscode.Uri | undefined>('adrLens.saveGraph', target);
        assert.equal(written?.fsPath, target.fsPath);
        const text = fs.readFileSync(target.fsPath, 'utf8');
        assert.equal(text, shown.svg);
        assert.match(text, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
        assert.match(text, /var\(--adr-accepted,#[0-9a-f]{3,6}\)/i, 'colours of its own where no theme sets them');
      } finally {
        fs.rmSync(target.fsPath, { force: true });
      }
    });

    test('closes with its tab', async () => {
      const tab = vscode.window.tabGroups.all.flatMap((g) => g.tabs).find((t) => t.input instanceof vscode.TabInputWebview && t.label.startsWith('Decision Graph'));
      assert.ok(tab, 'no Decision Graph tab');
      await vscode.window.tabGroups.close(tab);
      await waitFor('the view gone', () => api.decisionGraph() === undefined || undefined);
    });
  });
}
