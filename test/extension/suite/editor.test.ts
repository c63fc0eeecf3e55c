// Editor features served by the language server, asserted on what a user sees: diagnostics, hover
// text, go to definition, completion, a quick fix that edits the record, and the workspace-wide fix.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as vscode from 'vscode';
import { activateExtension, diagnosticsText, fileUri, hoverText, openDocument, positionOf, waitFor, workspaceRoot } from './helpers.js';

export function defineEditorTests(): void {
  suite('ADR Lens in the editor', () => {
    suiteSetup(async () => {
      await activateExtension();
    });

    test('an unknown decision id is reported on the record that cites it', async () => {
      const doc = await openDocument('docs/adr/0003-write-services-in-go.md');
      const diagnostic = await waitFor(`a diagnostic on ADR-0042 in ${doc.uri.fsPath}`, () =>
        vscode.languages.getDiagnostics(doc.uri).find((d) => /ADR-0042/.test(d.message)),
      );
      assert.equal(diagnostic.severity, vscode.DiagnosticSeverity.Warning, diagnosticsText(doc.uri));
      assert.equal(diagnostic.range.start.line, positionOf(doc, 'ADR-0042').line);
    });

    test('code citing a superseded decision gets a hint naming the current one', async () => {
      const doc = await openDocument('src/events/publisher.ts');
      const diagnostic = await waitFor(`a diagnostic on ADR-0002 in ${doc.uri.fsPath}`, () =>
        vscode.languages.getDiagnostics(doc.uri).find((d) => /ADR-0002/.test(d.message)),
      );
      assert.match(diagnostic.message, /superseded by ADR-0004/i);
    });

    test('hover on a citation shows the decision, its status and the current one', async () => {
      const doc = await openDocument('src/events/publisher.ts');
      const at = positionOf(doc, 'ADR-0002', 2);
      const text = await waitFor('a hover on ADR-0002', async () =>
        hoverText(await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', doc.uri, at)),
      );
      assert.match(text, /Use RabbitMQ for ticket events/);
      assert.match(text, /superseded/i);
      assert.match(text, /ADR-0004/);
    });

    test('an inlay hint after a cited id gives the decision\'s title and state, and opens the record', async () => {
      const doc = await openDocument('src/events/publisher.ts');
      const whole = new vscode.Range(0, 0, doc.lineCount, 0);
      const hints = await waitFor('an inlay hint after ADR-0002', async () => {
        const found = await vscode.commands.executeCommand<vscode.InlayHint[]>('vscode.executeInlayHintProvider', doc.uri, whole);
        return found?.length ? found : undefined;
      });
      const hint = hints[0];
      const end = positionOf(doc, 'ADR-0002');
      assert.deepEqual([hint.position.line, hint.position.character], [end.line, end.character + 'ADR-0002'.length]);
      const parts = typeof hint.label === 'string' ? [{ value: hint.label, location: undefined }] : hint.label;
      assert.equal(parts.map((p) => p.value).join(''), 'Use RabbitMQ for ticket events (superseded by ADR-0004)');
      assert.equal(parts[0]!.location?.uri.fsPath, fileUri('docs/adr/0002-use-rabbitmq-for-events.md').fsPath);

      // The setting reaches the server and the editor asks again: none with "off", back with the default.
      const config = vscode.workspace.getConfiguration('adrLens');
      try {
        await config.update('inlayHints', 'off', vscode.ConfigurationTarget.Workspace);
        await waitFor('no inlay hints with adrLens.inlayHints off', async () => {
          const found = await vscode.commands.executeCommand<vscode.InlayHint[]>('vscode.executeInlayHintProvider', doc.uri, whole);
          return found?.length === 0;
        });
      } finally {
        await config.update('inlayHints', undefined, vscode.ConfigurationTarget.Workspace);
      }
      await waitFor('the inlay hint back', async () => {
        const found = await vscode.commands.executeCommand<vscode.InlayHint[]>('vscode.executeInlayHintProvider', doc.uri, whole);
        return found?.length === 1;
      });
    });

    test('go to definition jumps to the record title', async () => {
      const doc = await openDocument('src/events/publisher.ts');
      const at = positionOf(doc, 'ADR-0002', 3);
      const locations = await waitFor('a definition for ADR-0002', async () => {
        const found = await vscode.commands.executeCommand<Array<vscode.Location | vscode.LocationLink>>('vscode.executeDefinitionProvider', doc.uri, at);
        return found?.length ? found : undefined;
      });
      const first = locations[0];
      const uri = 'targetUri' in first ? first.targetUri : first.uri;
      const range = 'targetUri' in first ? (first.targetSelectionRange ?? first.targetRange) : first.range;
      assert.equal(uri.fsPath, fileUri('docs/adr/0002-use-rabbitmq-for-events.md').fsPath);
      assert.equal(range.start.line, 0);
    });

    test('completion after "ADR-" offers decisions with their titles', async () => {
      const doc = await openDocument('notes.md');
      const end = positionOf(doc, 'ADR-', 4);
      const list = await waitFor('completion items after ADR-', async () => {
        const items = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', doc.uri, end, '-');
        return items?.items.some((i) => /ADR-0004/.test(labelOf(i))) ? items : undefined;
      });
      const kafka = list.items.find((i) => /ADR-0004/.test(labelOf(i)));
      assert.ok(kafka);
      assert.match(`${labelOf(kafka)} ${typeof kafka.label === 'string' ? '' : (kafka.label.description ?? '')} ${kafka.detail ?? ''}`, /Kafka/);
      assert.ok(list.items.some((i) => /ADR-0001/.test(labelOf(i))), 'ADR-0001 is not offered');
    });

    test('a quick fix applied changes the record', async () => {
      const doc = await openDocument('docs/adr/0005-rename-ticket-states.md');
      const original = doc.getText();
      const diagnostic = await waitFor('the number-mismatch diagnostic', () =>
        vscode.languages.getDiagnostics(doc.uri).find((d) => /file name says 5/.test(d.message)),
      );
      const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', doc.uri, diagnostic.range, vscode.CodeActionKind.QuickFix.value);
      const fix = actions?.find((a) => a.edit && /title number to 5/.test(a.title));
      assert.ok(fix?.edit, `no quick fix offered; got: ${(actions ?? []).map((a) => a.title).join(' | ')}`);
      try {
        assert.ok(await vscode.workspace.applyEdit(fix.edit), 'the edit was not applied');
        assert.equal(doc.lineAt(0).text, '# 5. Rename ticket states');
        await doc.save();
        await waitFor('the diagnostic to go away', () => !vscode.languages.getDiagnostics(doc.uri).some((d) => /file name says 5/.test(d.message)));
      } finally {
        // Leave the workspace as the other tests expect it, whatever their order.
        await restoreDocument(doc, original);
      }
    });

    test('Fix All Decision Problems in Workspace fixes what needs no reader, in one edit, and leaves hints', async () => {
      const record = await openDocument('docs/adr/0005-rename-ticket-states.md');
      const code = await openDocument('src/events/publisher.ts');
      const [recordText, codeText] = [record.getText(), code.getText()];
      await waitFor('the number-mismatch diagnostic', () => vscode.languages.getDiagnostics(record.uri).find((d) => /file name says 5/.test(d.message)));
      await waitFor('the citing-superseded hint', () => vscode.languages.getDiagnostics(code.uri).find((d) => /ADR-0002 is superseded/.test(d.message)));
      try {
        const answer = await vscode.commands.executeCommand<{ findings: number; files: number; applied: boolean }>('adrLens.fixAllInWorkspace');
        assert.deepEqual(answer, { findings: 1, files: 1, applied: true });
        assert.equal(record.lineAt(0).text, '# 5. Rename ticket states');
        assert.equal(code.getText(), codeText, 'a hint is a suggestion: the code comment stays as written');
        await record.save();
        await waitFor('the diagnostic to go away', () => !vscode.languages.getDiagnostics(record.uri).some((d) => /file name says 5/.test(d.message)));
      } finally {
        await restoreDocument(record, recordText);
      }
    });

    test('the light bulb on a status line changes the status, and offers to supersede a decision in force', async () => {
      const proposed = await openDocument('docs/adr/0003-write-services-in-go.md');
      const original = proposed.getText();
      const line = positionOf(proposed, 'Proposed').line;
      const actions = await waitFor('status changes on the Proposed line', async () => {
        const found = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', proposed.uri, new vscode.Range(line, 0, line, 0));
        return found?.some((a) => /Change status/.test(a.title)) ? found : undefined;
      });
      const titles = actions.map((a) => a.title);
      assert.ok(titles.includes('Change status to "Accepted"') && titles.includes('Change status to "Rejected"'), titles.join(' | '));
      assert.ok(!actions.some((a) => a.command?.command === 'adrLens.supersedeDecision'), 'a proposal is accepted or rejected, not superseded');
      const accept = actions.find((a) => a.title === 'Change status to "Accepted"')!;
      try {
        assert.ok(accept.edit && (await vscode.workspace.applyEdit(accept.edit)), 'the edit was not applied');
        assert.equal(proposed.lineAt(line).text, 'Accepted');
      } finally {
        await restoreDocument(proposed, original);
      }

      const accepted = await openDocument('docs/adr/0004-use-kafka-for-events.md');
      const acceptedLine = positionOf(accepted, 'Accepted').line;
      const onAccepted = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', accepted.uri, new vscode.Range(acceptedLine, 0, acceptedLine, 0));
      const supersede = onAccepted?.find((a) => a.command?.command === 'adrLens.supersedeDecision');
      assert.ok(supersede, (onAccepted ?? []).map((a) => a.title).join(' | '));
      assert.equal(supersede.title, 'Supersede ADR-0004 with a new decision…');
      assert.deepEqual(supersede.command!.arguments, [{ id: 'ADR-0004', folder: workspaceRoot().fsPath }]);
    });

    test('Search Decisions finds a record by words of its body, and opens the one chosen', async () => {
      const api = await activateExtension();
      const hits = await waitFor('search results for "replaying"', async () => {
        const found = await api.searchDecisions('replaying');
        return found?.length ? found : undefined;
      });
      assert.deepEqual(hits.map((h) => h.id), ['ADR-0004', 'ADR-0002']);
      assert.equal(vscode.Uri.parse(hits[0].uri).fsPath, fileUri('docs/adr/0004-use-kafka-for-events.md').fsPath);
      assert.equal(hits[1].currentId, 'ADR-0004');
      assert.match(hits[0].snippet, /\*\*replaying\*\*/);

      await openDocument('notes.md');
      // The command shows a quick pick filled with the query; accepting it opens the best match.
      const shown = vscode.commands.executeCommand('adrLens.searchDecisions', 'replaying');
      await waitFor('the best match opened from the quick pick', async () => {
        await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
        return vscode.window.activeTextEditor?.document.uri.fsPath.endsWith('0004-use-kafka-for-events.md');
      });
      await shown;
    });

    test('the Decisions view shows a title as it is typed, from the language server, and the saved one again on revert', async () => {
      const api = await activateExtension();
      await waitFor('a running language server', () => api.serverRunning());
      const folder = vscode.workspace.workspaceFolders![0]!;
      const doc = await openDocument('docs/adr/0004-use-kafka-for-events.md');
      const editor = await vscode.window.showTextDocument(doc);
      const title = positionOf(doc, 'Use Kafka for ticket events');
      const titleOf = async () => (await api.decisions.getDecisions()).find((d) => d.id === 'ADR-0004')?.title;
      try {
        await editor.edit((e) => e.replace(new vscode.Range(title, title.translate(0, 'Use Kafka'.length)), 'Use Redpanda'));
        assert.ok(doc.isDirty, 'the edit is typed, not saved');
        await waitFor('the typed title in the view', async () => ((await titleOf()) === 'Use Redpanda for ticket events' ? true : undefined));
        assert.equal(api.decisions.lastListedBy(folder), 'language server', 'the CLI reads the disk, which still has the old title');
      } finally {
        await vscode.commands.executeCommand('workbench.action.files.revert');
      }
      await waitFor('the saved title back in the view', async () => ((await titleOf()) === 'Use Kafka for ticket events' ? true : undefined));
      // Refresh reads the disk, as a user asks it to after changes the editor may not have heard of.
      await api.listDecisions();
      assert.equal(api.decisions.lastListedBy(folder), 'CLI');
    });

    test('a record written on disk by another tool is picked up without an editor', async () => {
      // Not opened in an editor: only the server's file watchers can tell it about this file.
      const citing = await openDocument('notes.md');
      const path = fileUri('docs/adr/0009-adopt-grpc-internally.md').fsPath;
      fs.writeFileSync(path, '# 9. Adopt gRPC internally\n\nDate: 2026-11-22\n\n## Status\n\nAccepted\n\n## Context\n\nSee ADR-0077.\n\n## Decision\n\ngRPC.\n\n## Consequences\n\nNone.\n');
      try {
        const uri = vscode.Uri.file(path);
        await waitFor('a diagnostic on ADR-0077 in the new record', () =>
          vscode.languages.getDiagnostics(uri).find((d) => /ADR-0077/.test(d.message)),
        );
      } finally {
        fs.rmSync(path, { force: true });
      }
      assert.ok(citing.uri.fsPath.endsWith('notes.md'));
    });

    test('a record in reStructuredText is served like a Markdown one: diagnostics, a hint and a hover on ":doc:" links', async () => {
      const path = fileUri('docs/adr/0011-serve-search-from-opensearch.rst').fsPath;
      const text = '0011 Serve search from OpenSearch\n#################################\n\n:Status: Accepted\n:Date: 2026-11-29\n\nContext\n*******\n\nEvents follow :doc:`0002-use-rabbitmq-for-events`; see :doc:`0099-gone`.\n\nDecision\n********\n\nOpenSearch.\n\nConsequences\n************\n\nAn index.\n';
      fs.writeFileSync(path, text);
      try {
        const doc = await openDocument('docs/adr/0011-serve-search-from-opensearch.rst');
        assert.equal(doc.languageId, 'restructuredtext');
        await waitFor(`a broken-link diagnostic and a citing-superseded hint in ${doc.uri.fsPath}`, () => {
          const found = vscode.languages.getDiagnostics(doc.uri);
          return found.some((d) => /0099-gone/.test(d.message)) && found.some((d) => /ADR-0002 is superseded by ADR-0004/.test(d.message)) ? found : undefined;
        });
        const hover = await waitFor('a hover on the :doc: link', async () =>
          hoverText(await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', doc.uri, positionOf(doc, '0002-use-rabbitmq', 3))),
        );
        assert.match(hover, /Use RabbitMQ for ticket events/);
      } finally {
        await vscode.commands.executeCommand('workbench.action.closeAllEditors');
        fs.rmSync(path, { force: true });
      }
    });

    test('a record in MDX is served: opened without an MDX extension installed, it gets its diagnostics and a hover', async () => {
      const path = fileUri('docs/adr/0012-render-the-log-as-a-site.mdx').fsPath;
      const text = "---\nstatus: accepted\ndate: 2026-11-29\n---\n\nimport Tabs from '@theme/Tabs';\n\n# 12. Render the log as a site\n\n## Context\n\nEvents follow [ADR-0002](0002-use-rabbitmq-for-events.md) and ADR-0098.\n\n## Decision\n\n<Tabs>A site.</Tabs>\n\n## Consequences\n\nPages.\n";
      fs.writeFileSync(path, text);
      try {
        const doc = await openDocument('docs/adr/0012-render-the-log-as-a-site.mdx');
        await waitFor(`an unknown-reference diagnostic and a citing-superseded hint in ${doc.uri.fsPath}`, () => {
          const found = vscode.languages.getDiagnostics(doc.uri);
          return found.some((d) => /ADR-0098/.test(d.message)) && found.some((d) => /ADR-0002 is superseded by ADR-0004/.test(d.message)) ? found : undefined;
        });
        const hover = await waitFor('a hover on the ADR-0002 link', async () =>
          hoverText(await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', doc.uri, positionOf(doc, 'ADR-0002', 3))),
        );
        assert.match(hover, /Use RabbitMQ for ticket events/);
      } finally {
        await vscode.commands.executeCommand('workbench.action.closeAllEditors');
        fs.rmSync(path, { force: true });
      }
    });

    test('a record that lost its .md is reported, and its rename back is seen on disk', async () => {
      // Neither file is opened: the editor's watchers (the server's globs) are all that can report them.
      const api = await activateExtension();
      const bare = fileUri('docs/adr/0010-keep-the-cache-warm').fsPath;
      const text = '# 10. Keep the cache warm\n\nDate: 2026-11-22\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n';
      fs.writeFileSync(bare, text);
      try {
        await waitFor('record-without-extension on the file', () =>
          vscode.languages.getDiagnostics(vscode.Uri.file(bare)).find((d) => d.code !== undefined && /record-without-extension/.test(JSON.stringify(d.code))),
        );
        fs.renameSync(bare, `${bare}.md`);
        await waitFor('the old name cleared', () => (vscode.languages.getDiagnostics(vscode.Uri.file(bare)).length === 0 ? true : undefined));
        const listed = await waitFor('one record 10, under its new name', async () => {
          const tens = (await api.listDecisions()).filter((d) => /Keep the cache warm/.test(d.title));
          return tens.length === 1 && tens[0]!.path.endsWith('.md') ? tens : undefined;
        });
        assert.equal(listed[0]!.path, 'docs/adr/0010-keep-the-cache-warm.md');
      } finally {
        fs.rmSync(bare, { force: true });
        fs.rmSync(`${bare}.md`, { force: true });
      }
    });
  });
}

/** Puts a document's original text back, on disk too. */

/** Renumbering a record that shares its number, then moving it: the links to it follow, through VS Code's own edits. */
export function defineRecordMoveTests(): void {
  suite('ADR Lens: records renumbered and moved', () => {
    const created = ['docs/adr/0004-stream-events-with-nats.md', 'docs/streaming.md'];

    suiteSetup(async () => {
      await activateExtension();
    });

    test('F2 on a cited id renumbers the decision everywhere; its other mentions in the document are highlighted', async () => {
      const doc = await openDocument('src/events/publisher.ts');
      const at = positionOf(doc, 'ADR-0002', 3);
      const edit = await waitFor('a rename edit for ADR-0002', async () =>
        await vscode.commands.executeCommand<vscode.WorkspaceEdit>('vscode.executeDocumentRenameProvider', doc.uri, at, 'ADR-0012'),
      );
      const texts = edit.entries().flatMap(([uri, edits]) => edits.map((e) => `${vscode.workspace.asRelativePath(uri)} ${e.newText}`));
      assert.ok(texts.includes('src/events/publisher.ts ADR-0012'), texts.join(' | '));
      assert.ok(texts.some((t) => /^docs\/adr\/0012-use-rabbitmq-for-events\.md 12$/.test(t)), texts.join(' | '));
      const highlights = await vscode.commands.executeCommand<vscode.DocumentHighlight[]>('vscode.executeDocumentHighlights', doc.uri, at);
      assert.ok(highlights?.some((h) => h.range.start.line === at.line), JSON.stringify(highlights));
    });

    test('the duplicate-number quick fix renames the record and its links; moving it takes them along again', async () => {
      const record = '# 4. Stream events with NATS\n\nDate: 2026-11-30\n\n## Status\n\nProposed\n\n## Context\n\nKafka is heavy for the edge.\n\n## Decision\n\nNATS at the edge.\n\n## Consequences\n\nTwo brokers.\n';
      fs.writeFileSync(fileUri(created[0]!).fsPath, record);
      fs.writeFileSync(fileUri(created[1]!).fsPath, '# Streaming\n\nAt the edge we [stream with NATS](adr/0004-stream-events-with-nats.md).\n');
      const leftovers: vscode.Uri[] = created.map(fileUri);
      try {
        const doc = await openDocument(created[0]!);
        const diagnostic = await waitFor('the duplicate-number finding', () => vscode.languages.getDiagnostics(doc.uri).find((d) => d.code === 'duplicate-number' || (typeof d.code === 'object' && d.code.value === 'duplicate-number')));
        // streaming.md was written on disk, not opened: the fix counts its link once the server has heard of it.
        let titles: string[] = [];
        const fix = await waitFor(`the renumber fix, with the link to it (last: ${titles.join(' | ')})`, async () => {
          const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', doc.uri, diagnostic.range, vscode.CodeActionKind.QuickFix.value);
          titles = (actions ?? []).map((a) => a.title);
          return actions?.find((a) => a.edit && /^Renumber 0004-stream-events-with-nats\.md as ADR-\d+ .*update 1 link\)$/.test(a.title));
        });
        assert.ok(fix.edit);
        const number = /as ADR-(\d+)/.exec(fix.title)![1]!;
        const renamed = `docs/adr/${number}-stream-events-with-nats.md`;
        leftovers.push(fileUri(renamed));
        assert.match(fix.title, new RegExp(`rename to ${number}-stream-events-with-nats\\.md, update 1 link\\)$`));
        const planned = fix.edit.entries().map(([uri, edits]) => `${uri.toString()}: ${edits.map((e) => e.newText).join(', ')}`).join('; ');
        assert.ok(fs.existsSync(fileUri(created[0]!).fsPath), 'the record is not there');
        assert.ok(await vscode.workspace.applyEdit(fix.edit), `the renumbering was not applied: ${planned}`);
        await vscode.workspace.saveAll(false);
        assert.ok(!fs.existsSync(fileUri(created[0]!).fsPath), 'the old file is still there');
        const moved = await vscode.workspace.openTextDocument(fileUri(renamed));
        assert.equal(moved.lineAt(0).text, `# ${Number(number)}. Stream events with NATS`);
        const streaming = await vscode.workspace.openTextDocument(fileUri(created[1]!));
        assert.match(streaming.getText(), new RegExp(`\\[stream with NATS\\]\\(adr/${number}-stream-events-with-nats\\.md\\)`));

        // Moved into a folder of its own, as from the Explorer: the language server's rename participant edits the link.
        const archived = `docs/adr/edge/${number}-stream-events-with-nats.md`;
        leftovers.push(fileUri(archived), fileUri('docs/adr/edge'));
        const move = new vscode.WorkspaceEdit();
        move.renameFile(fileUri(renamed), fileUri(archived));
        assert.ok(await vscode.workspace.applyEdit(move), 'the move was not applied');
        await waitFor('the link to follow the move', () => streaming.getText().includes(`](adr/edge/${number}-stream-events-with-nats.md)`));
        await vscode.workspace.saveAll(false);
      } finally {
        await vscode.workspace.saveAll(false);
        await vscode.commands.executeCommand('workbench.action.closeAllEditors');
        // Deleted through VS Code, which lets go of the documents its edits opened (a file deleted behind an open
        // document's back stays what the document says).
        const cleanUp = new vscode.WorkspaceEdit();
        // Files only: the folder goes with fs below (VS Code reads a folder deleted in an edit as a file, and logs it).
        for (const uri of leftovers) if (fs.existsSync(uri.fsPath) && fs.statSync(uri.fsPath).isFile()) cleanUp.deleteFile(uri, { ignoreIfNotExists: true });
        await vscode.workspace.applyEdit(cleanUp);
        for (const uri of leftovers) fs.rmSync(uri.fsPath, { recursive: true, force: true });
        // The next suites count the records: wait until the server has seen this one go.
        const api = await activateExtension();
        await waitFor('the NATS record gone from the index', async () => (await api.searchDecisions('NATS'))?.length === 0);
      }
    });
  });
}

async function restoreDocument(doc: vscode.TextDocument, text: string): Promise<void> {
  if (doc.getText() === text) return;
  const edit = new vscode.WorkspaceEdit();
  edit.replace(doc.uri, new vscode.Range(doc.positionAt(0), doc.positionAt(doc.getText().length)), text);
  await vscode.workspace.applyEdit(edit);
  await doc.save();
}

function labelOf(item: vscode.CompletionItem): string {
  return typeof item.label === 'string' ? item.label : item.label.label;
}
