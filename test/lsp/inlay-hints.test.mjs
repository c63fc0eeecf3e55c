// Inlay hints from the language server over stdio: a cited decision's title after its id in code, pointing at the
// record; the adrLens.inlayHints setting; hints asked for again when a record changes or the setting does.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { startLspClient } from './lsp-client.mjs';
import { copyWorkspace } from './workspace.mjs';

const labels = (hints) => hints.map((h) => `${h.position.line}:${h.position.character} ${h.label.map((p) => p.value).join('')}`);
/** Resolves on the server's next workspace/inlayHint/refresh, or rejects after `ms`. */
const refreshed = (client, ms = 10000) =>
  Promise.race([once(client, 'inlayHintRefresh'), new Promise((_, reject) => setTimeout(() => reject(new Error('no inlay hint refresh')), ms).unref())]);

describe('language server over stdio: inlay hints', () => {
  let ws;
  let client;

  before(async () => {
    ws = copyWorkspace();
    client = await startLspClient({ root: ws.root });
    await client.waitForDiagnostics('README.md', (d) => d.length > 0);
  });

  after(async () => {
    await client?.stop();
    ws?.dispose();
  });

  it('announces inlay hints', () => {
    assert.ok(client.initializeResult.capabilities.inlayHintProvider);
  });

  it('after an id in a code comment: the title, the state when replaced, and the record to open', async () => {
    await client.open('src/storage/sqlite.ts');
    const hints = await client.inlayHints('src/storage/sqlite.ts');
    assert.deepEqual(labels(hints), ['1:15 Use SQLite for storage (superseded by ADR-0005)']);
    const [part] = hints[0].label;
    assert.ok(decodeURIComponent(part.location.uri).endsWith('/docs/adr/0002-use-sqlite-for-storage.md'), part.location.uri);
    assert.equal(part.location.range.start.line, 0);
    assert.match(part.tooltip, /^ADR-0002: Use SQLite for storage/);
    assert.equal(hints[0].paddingLeft, true);
  });

  it('follows the open document as it is typed, not as it is on disk', async () => {
    await client.replace('src/storage/sqlite.ts', '// ADR-0004 first, then\n// ADR-0005: Use PostgreSQL for storage\n');
    assert.deepEqual(labels(await client.inlayHints('src/storage/sqlite.ts')), ['0:11 Cache responses in memory (superseded by ADR-0006)']);
  });

  it('a changed title is asked for again and shown', async () => {
    const record = 'docs/adr/0004-cache-responses-in-memory.md';
    await client.open(record);
    const text = (await import('node:fs')).readFileSync(client.file(record), 'utf8');
    const refresh = refreshed(client);
    await client.replace(record, text.replace('# 4. Cache responses in memory', '# 4. Cache responses at the edge'));
    await refresh;
    assert.deepEqual(labels(await client.inlayHints('src/storage/sqlite.ts')), ['0:11 Cache responses at the edge (superseded by ADR-0006)']);
  });

  it('adrLens.inlayHints: "off" shows none, "all" adds documents; each change asks the editor again', async () => {
    let refresh = refreshed(client);
    await client.changeSettings({ inlayHints: 'off' });
    await refresh;
    assert.deepEqual(await client.inlayHints('src/storage/sqlite.ts'), []);

    refresh = refreshed(client);
    await client.changeSettings({ inlayHints: 'all' });
    await refresh;
    await client.open('README.md');
    const readme = labels(await client.inlayHints('README.md'));
    assert.ok(readme.some((l) => /Use SQLite for storage \(superseded by ADR-0005\)/.test(l)), readme.join('\n'));
    assert.equal(labels(await client.inlayHints('src/storage/sqlite.ts')).length, 1);
  });
});
