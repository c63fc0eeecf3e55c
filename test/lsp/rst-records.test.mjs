// reStructuredText records in the editor: the language server over stdio, as VS Code's client talks to it, on a
// workspace of ".rst" records (fixtures written for this test).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { startLspClient, positionOf } from './lsp-client.mjs';
import { tempDir } from '../temp-dir.mjs';

const edx = (n, title, status) =>
  `${String(n).padStart(4, '0')} ${title}\n${'#'.repeat(title.length + 5)}\n\nStatus\n******\n\n${status}\n\nContext\n*******\n\nx\n\nDecision\n********\n\ny\n\nConsequences\n************\n\nz\n`;

const FILES = {
  'docs/decisions/0001-use-kafka.rst': edx(1, 'Use Kafka', 'Superseded by :doc:`0002-use-pulsar`'),
  'docs/decisions/0002-use-pulsar.rst': `.. _Streaming platform:\n\n${edx(2, 'Use Pulsar', 'Accepted')}`,
  'docs/decisions/0004-queues.rst': edx(4, 'Queues', 'Accepted\n\nQueues live on the :ref:`streaming platform` we chose.'),
  'docs/decisions/0003-no-status.rst': '0003 No Status\n##############\n\nContext\n*******\n\nSee :doc:`0001-use-kafka`.\n\nDecision\n********\n\ny\n\nConsequences\n************\n\nz\n',
};

describe('language server over stdio: reStructuredText records', () => {
  let root;
  let client;

  before(async () => {
    root = tempDir('adr-lens-lsp-rst-');
    for (const [rel, text] of Object.entries(FILES)) {
      mkdirSync(dirname(join(root, rel)), { recursive: true });
      writeFileSync(join(root, rel), text);
    }
    client = await startLspClient({ root });
  });

  after(async () => {
    await client?.stop();
  });

  it('reports what is wrong in an RST record, and fixes it in RST', async () => {
    const path = 'docs/decisions/0003-no-status.rst';
    await client.open(path, FILES[path]);
    const diagnostics = await client.waitForDiagnostics(path, (d) => d.some((x) => x.code === 'missing-status'));
    const missing = diagnostics.find((d) => d.code === 'missing-status');
    const actions = await client.codeActions(path, missing.range, { diagnostics: [missing] });
    const edits = Object.values(actions.find((a) => a.edit)?.edit.changes ?? {}).flat();
    assert.deepEqual(edits.map((e) => e.newText), ['Status\n******\n\nProposed\n\n']);
    // Also: ADR-0001 is superseded, and this record cites it.
    assert.ok(diagnostics.some((d) => d.code === 'citing-superseded' && /ADR-0002/.test(d.message)), JSON.stringify(diagnostics.map((d) => d.message)));
  });

  it('hovers and goes to the record a ":doc:" link names', async () => {
    const path = 'docs/decisions/0001-use-kafka.rst';
    await client.open(path, FILES[path]);
    const at = positionOf(FILES[path], '0002-use-pulsar');
    const hover = await client.hover(path, at);
    assert.match(JSON.stringify(hover.contents), /Use Pulsar/);
    const targets = await client.definition(path, at);
    assert.ok(targets.some((t) => decodeURIComponent(t.uri ?? t.targetUri).endsWith('/docs/decisions/0002-use-pulsar.rst')), JSON.stringify(targets));
  });

  it('completes the document name a ":doc:" link is given, as the backtick is typed', async () => {
    const path = 'docs/decisions/0003-no-status.rst';
    await client.open(path, FILES[path]);
    const line = FILES[path].split('\n').findIndex((l) => l.startsWith('See'));
    await client.type(path, { line, character: 0 }, 'Also :doc:`');
    const items = await client.completion(path, { line, character: 'Also :doc:`'.length }, '`');
    const pulsar = items.find((i) => i.label === '0002-use-pulsar');
    assert.ok(pulsar, JSON.stringify(items.map((i) => i.label)));
    assert.equal(pulsar.textEdit.newText, '0002-use-pulsar`');
    assert.deepEqual(pulsar.textEdit.range ?? pulsar.textEdit.insert, { start: { line, character: 11 }, end: { line, character: 11 } });
  });

  it('hovers and goes to the record whose label a ":ref:" link names', async () => {
    const path = 'docs/decisions/0004-queues.rst';
    await client.open(path, FILES[path]);
    const at = positionOf(FILES[path], 'streaming platform');
    const hover = await client.hover(path, at);
    assert.match(JSON.stringify(hover.contents), /Use Pulsar/);
    const targets = await client.definition(path, at);
    assert.ok(targets.some((t) => decodeURIComponent(t.uri ?? t.targetUri).endsWith('/docs/decisions/0002-use-pulsar.rst')), JSON.stringify(targets));
    const diagnostics = await client.waitForDiagnostics(path, () => true);
    assert.deepEqual(diagnostics.filter((d) => d.code === 'broken-link'), []);
  });
});
