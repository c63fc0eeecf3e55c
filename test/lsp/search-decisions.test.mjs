// adrLens/searchDecisions: the engine's ranked search through the language server, for the extension's quick pick.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startLspClient } from './lsp-client.mjs';
import { copyWorkspace } from './workspace.mjs';

const search = (client, params) => client.connection.sendRequest('adrLens/searchDecisions', params);

describe('decision search over the language server', () => {
  let first;
  let second;
  let client;

  before(async () => {
    first = copyWorkspace();
    second = copyWorkspace();
    second.write('docs/adr/0009-shard-the-orders-table.md', '# 9. Shard the orders table\n\nDate: 2024-05-01\n\n## Status\n\nProposed\n\n## Context\n\nOne PostgreSQL node holds every order; sharding spreads them.\n');
    client = await startLspClient({ folders: [first.root, second.root] });
  });

  after(async () => {
    await client?.stop();
    first?.dispose();
    second?.dispose();
  });

  it('answers the best matches of every folder, with the record\'s uri, status, snippet and the decision in force', async () => {
    const { items } = await search(client, { query: 'sqlite' });
    const sqlite = items.filter((i) => i.id === 'ADR-0002');
    assert.equal(sqlite.length, 2, JSON.stringify(items.map((i) => `${i.id} ${i.uri}`)));
    assert.deepEqual(new Set(sqlite.map((i) => decodeURIComponent(i.uri).split('/docs/adr/')[0].replace('file://', ''))), new Set([first.root, second.root]));
    const [hit] = sqlite;
    assert.equal(hit.title, 'Use SQLite for storage');
    assert.equal(hit.lifecycle, 'superseded');
    assert.equal(hit.currentId, 'ADR-0005');
    assert.match(hit.snippet, /\*\*SQLite\*\*/i);
    for (let i = 1; i < items.length; i++) assert.ok(items[i - 1].score >= items[i].score, 'best first');
  });

  it('finds a record only one folder has, and keeps to the limit asked for', async () => {
    const { items } = await search(client, { query: 'sharding orders', limit: 1 });
    assert.equal(items.length, 1);
    assert.equal(items[0].id, 'ADR-0009');
    assert.ok(decodeURIComponent(items[0].uri).startsWith(`file://${second.root}/`));
  });

  it('answers nothing for a blank or missing query, and nothing for words no record has', async () => {
    assert.deepEqual(await search(client, { query: '   ' }), { items: [] });
    assert.deepEqual(await search(client, {}), { items: [] });
    assert.deepEqual(await search(client, { query: 'zzqxv' }), { items: [] });
  });
});
