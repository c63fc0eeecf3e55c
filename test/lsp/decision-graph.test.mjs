// adrLens/decisionGraph: the arc diagram of a folder's decisions through the language server, for the extension's
// Decision Graph view.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';
import { startLspClient } from './lsp-client.mjs';
import { copyWorkspace } from './workspace.mjs';

const rows = (svg) => [...svg.matchAll(/<g class="row([^"]*)" data-id="([^"]+)" data-path="([^"]+)"/g)].map(([, cls, id, path]) => ({ id, path, classes: cls.trim().split(/\s+/).filter(Boolean) }));

describe('decision graph over the language server', () => {
  let ws;
  let client;
  let changes = 0;
  const graph = (params) => client.connection.sendRequest('adrLens/decisionGraph', params);

  before(async () => {
    ws = copyWorkspace();
    client = await startLspClient({ root: ws.root, initializationOptions: { decisionsChanged: true } });
    client.connection.onNotification('adrLens/decisionsChanged', () => changes++);
  });

  after(async () => {
    await client?.stop();
    ws?.dispose();
  });

  it('draws the collection of the record asked about, with that record marked even when it has no relation', async () => {
    const answer = await graph({ uri: client.uri('docs/adr/0001-record-architecture-decisions.md') });
    assert.equal(decodeURIComponent(answer.folderUri), `file://${ws.root}`);
    assert.deepEqual(answer.collections, ['docs/adr', 'services/billing/docs/decisions']);
    assert.equal(answer.collection, 'docs/adr');
    assert.equal(answer.all, false);
    assert.equal(answer.highlight, 'ADR-0001');
    const drawn = rows(answer.svg);
    assert.deepEqual(drawn.map((r) => r.id), ['ADR-0001', 'ADR-0002', 'ADR-0003', 'ADR-0004', 'ADR-0005', 'ADR-0006']);
    assert.deepEqual(drawn[0].classes, ['highlight']);
    assert.deepEqual(drawn[1].classes, ['retired'], 'ADR-0002 is superseded');
    assert.equal(answer.decisions, 6);
    assert.equal(answer.relations, 3, '5 supersedes 2, 6 supersedes 4 and amends 3');
    assert.equal((answer.svg.match(/<path class="edge [^"]*" d="M[^"]* C/g) ?? []).length, 3, "one arc per relation (the legend draws straight lines)");
  });

  it('draws every collection when asked for none, the other collection\'s ids qualified', async () => {
    const answer = await graph({ uri: client.uri('docs/adr/0002-use-sqlite-for-storage.md'), collection: null, all: true });
    assert.equal(answer.collection, null);
    assert.equal(answer.highlight, 'ADR-0002');
    const ids = rows(answer.svg).map((r) => r.id);
    assert.equal(ids.length, 9);
    assert.ok(ids.includes('services/billing/docs/decisions/ADR-0003'), ids.join(' '));
    assert.match(answer.svg, />services\/billing\/docs\/decisions</, 'a heading per collection');
  });

  it('keeps to a collection named, and leaves decisions without relations out unless all are asked for', async () => {
    const related = await graph({ collection: 'docs/adr' });
    assert.deepEqual(rows(related.svg).map((r) => r.id), ['ADR-0002', 'ADR-0003', 'ADR-0004', 'ADR-0005', 'ADR-0006']);
    assert.equal(related.highlight, undefined);
    const all = await graph({ collection: 'docs/adr', all: true });
    assert.equal(all.decisions, 6);
    const billing = await graph({ uri: client.uri('src/storage/sqlite.ts'), collection: 'services/billing/docs/decisions', all: true });
    assert.deepEqual(rows(billing.svg).map((r) => r.path), [
      'services/billing/docs/decisions/0001-use-stripe-for-payments.md',
      'services/billing/docs/decisions/0002-store-invoices-as-pdf.md',
      'services/billing/docs/decisions/0003-retry-failed-charges.md',
    ]);
  });

  it('falls back to every collection for an unknown one, and answers null outside the workspace', async () => {
    const unknown = await graph({ collection: 'no/such/folder', all: true });
    assert.equal(unknown.collection, null);
    assert.equal(unknown.decisions, 9);
    assert.equal(await graph({ uri: 'file:///nowhere/at/all.md' }), null);
  });

  it('follows an open editor: a relation typed in is drawn on the next request', async () => {
    const path = 'docs/adr/0001-record-architecture-decisions.md';
    const text = ws.read(path).replace('Accepted', 'Accepted\n\nAmends [3. Expose a REST API](0003-expose-a-rest-api.md)');
    await client.open(path, ws.read(path));
    const before = changes;
    await client.replace(path, text);
    // The server says so (the Decision Graph view redraws on it), once for the burst.
    for (let i = 0; i < 100 && changes === before; i++) await new Promise((r) => setTimeout(r, 20));
    assert.equal(changes, before + 1, 'adrLens/decisionsChanged after a relation was typed');
    const answer = await graph({ collection: 'docs/adr' });
    assert.equal(answer.relations, 4);
    assert.ok(rows(answer.svg).some((r) => r.id === 'ADR-0001'));
  });
});

describe('decision graph of one folder of several', () => {
  it('draws the folder a folder URI names, and the first folder when none is named', async () => {
    const first = copyWorkspace();
    const second = copyWorkspace();
    second.write('docs/adr/0007-shard-orders.md', '# 7. Shard orders\n\nDate: 2024-08-01\n\n## Status\n\nAccepted\n\nAmends [5. Use PostgreSQL for storage](0005-use-postgresql-for-storage.md)\n');
    const client = await startLspClient({ folders: [first.root, second.root] });
    try {
      const graph = (params) => client.connection.sendRequest('adrLens/decisionGraph', params);
      const secondUri = pathToFileURL(second.root).href;
      for (const uri of [secondUri, `${secondUri}/`]) {
        const answer = await graph({ uri, collection: 'docs/adr' });
        assert.equal(decodeURIComponent(answer.folderUri), decodeURIComponent(secondUri), uri);
        assert.equal(answer.relations, 4, 'the second folder has the amendment');
        assert.equal(answer.highlight, undefined);
      }
      const none = await graph({ collection: 'docs/adr' });
      assert.equal(decodeURIComponent(none.folderUri), decodeURIComponent(pathToFileURL(first.root).href));
      assert.equal(none.relations, 3);
    } finally {
      await client.stop();
      first.dispose();
      second.dispose();
    }
  });
});
