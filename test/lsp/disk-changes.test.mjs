// Files changed on disk while the server runs (git, other tools): a folder deleted as one event takes its code
// and Markdown with it; an open record deleted on disk goes with its file unless it was edited, when it stays what its
// buffer says until it is closed.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { renameSync, rmSync } from 'node:fs';
import { startLspClient, positionOf } from './lsp-client.mjs';
import { copyWorkspace } from './workspace.mjs';

const R0002 = 'docs/adr/0002-use-sqlite-for-storage.md';
const R0005 = 'docs/adr/0005-use-postgresql-for-storage.md';

describe('language server following deletions on disk', () => {
  const clients = [];
  const workspaces = [];
  after(async () => {
    for (const c of clients) await c.stop();
    for (const w of workspaces) w.dispose();
  });
  async function start() {
    const ws = copyWorkspace();
    workspaces.push(ws);
    const client = await startLspClient({ root: ws.root });
    clients.push(client);
    return { ws, client };
  }

  it('a folder deleted as one event clears the diagnostics of the code files under it', async () => {
    const { ws, client } = await start();
    ws.write('src/pay/pay.go', 'package pay\n\n// Charges follow ADR-0099.\n');
    await client.filesChanged([{ path: 'src/pay/pay.go', type: 'created' }]);
    await client.waitForDiagnostics('src/pay/pay.go', (d) => d.some((x) => /ADR-0099/.test(x.message)));
    rmSync(ws.path('src/pay'), { recursive: true });
    await client.filesChanged([{ path: 'src/pay', type: 'deleted' }]);
    const after = await client.waitForDiagnostics('src/pay/pay.go', (d) => d.length === 0);
    assert.deepEqual(after, []);
  });

  it('a folder moved on disk as two events (the folder gone, the folder come) moves its records and code along', async () => {
    const { ws, client } = await start();
    ws.write('src/pay/pay.go', 'package pay\n\n// Charges follow ADR-0099.\n');
    await client.filesChanged([{ path: 'src/pay/pay.go', type: 'created' }]);
    await client.waitForDiagnostics('src/pay/pay.go', (d) => d.some((x) => /ADR-0099/.test(x.message)));
    // The editor reports a folder renamed on disk (git mv, a file manager) as one deletion and one creation.
    renameSync(ws.path('src/pay'), ws.path('src/billing'));
    await client.filesChanged([{ path: 'src/pay', type: 'deleted' }, { path: 'src/billing', type: 'created' }]);
    await client.waitForDiagnostics('src/pay/pay.go', (d) => d.length === 0);
    await client.waitForDiagnostics('src/billing/pay.go', (d) => d.some((x) => /ADR-0099/.test(x.message)));
    // A collection renamed on disk: its records' findings move with them.
    await client.waitForDiagnostics('docs/adr/0006-rate-limit-the-api.md', (d) => d.some((x) => x.code === 'one-sided-supersede'));
    renameSync(ws.path('docs/adr'), ws.path('docs/decisions'));
    await client.filesChanged([{ path: 'docs/adr', type: 'deleted' }, { path: 'docs/decisions', type: 'created' }]);
    await client.waitForDiagnostics('docs/adr/0006-rate-limit-the-api.md', (d) => d.length === 0);
    await client.waitForDiagnostics('docs/decisions/0006-rate-limit-the-api.md', (d) => d.some((x) => x.code === 'one-sided-supersede'));
    const symbols = await client.workspaceSymbols('REST');
    assert.ok(symbols.some((x) => x.location.uri.endsWith('/docs/decisions/0003-expose-a-rest-api.md')), JSON.stringify(symbols.map((x) => x.location.uri)));
  });

  it('a .gitignore written on disk withdraws the findings of the files it ignores, and its removal brings them back', async () => {
    const { ws, client } = await start();
    ws.write('gen-out/api.go', 'package api\n\n// Follows ADR-0098.\n');
    await client.filesChanged([{ path: 'gen-out/api.go', type: 'created' }]);
    await client.waitForDiagnostics('gen-out/api.go', (d) => d.some((x) => /ADR-0098/.test(x.message)));
    ws.write('.gitignore', 'gen-out/\n');
    await client.filesChanged([{ path: '.gitignore', type: 'created' }]);
    assert.deepEqual(await client.waitForDiagnostics('gen-out/api.go', (d) => d.length === 0), []);
    ws.remove('.gitignore');
    await client.filesChanged([{ path: '.gitignore', type: 'deleted' }]);
    await client.waitForDiagnostics('gen-out/api.go', (d) => d.some((x) => /ADR-0098/.test(x.message)));
  });

  it("a collection's template written on disk re-judges its records' sections", async () => {
    const { ws, client } = await start();
    const record = 'docs/adr/0099-keep-it-short.md';
    ws.write(record, '# 99. Keep it short\n\nDate: 2026-01-05\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n');
    await client.filesChanged([{ path: record, type: 'created' }]);
    await client.waitForDiagnostics(record, (d) => d.some((x) => /lacks the "Consequences" section/.test(x.message)));
    // The team's template has no consequences: its records are not asked for them.
    ws.write('docs/adr/template.md', '# NUMBER. TITLE\n\nDate: DATE\n\n## Status\n\nSTATUS\n\n## Context\n\n## Decision\n');
    await client.filesChanged([{ path: 'docs/adr/template.md', type: 'created' }]);
    const after = await client.waitForDiagnostics(record, (d) => !d.some((x) => /lacks the/.test(x.message)));
    assert.ok(!after.some((x) => x.code === 'missing-sections'), JSON.stringify(after));
  });

  it('an open record edited and then deleted on disk keeps its symbol, hover and citations until it is closed', async () => {
    const { ws, client } = await start();
    await client.open(R0002);
    await client.replace(R0002, client.text(R0002).replace('## Context', '## Context\n\nUnsaved words.'));
    ws.remove(R0002);
    await client.filesChanged([{ path: R0002, type: 'deleted' }]);
    const symbols = await client.workspaceSymbols('0002');
    assert.ok(symbols.some((s) => /ADR-0002: Use SQLite/.test(s.name)), JSON.stringify(symbols));
    const hover = await client.hover(R0002, positionOf(client.text(R0002), 'SQLite'));
    assert.match(hover?.contents.value ?? '', /ADR-0002/);
    await client.close(R0002);
    const gone = await client.workspaceSymbols('0002');
    assert.ok(!gone.some((s) => /SQLite/.test(s.name)), JSON.stringify(gone));
  });

  it('an open record that only shows its file goes when the file is deleted, and comes back with it or when edited', async () => {
    const { ws, client } = await start();
    const text = ws.read(R0002);
    await client.open(R0002);
    const hasSqlite = async () => (await client.workspaceSymbols('0002')).some((s) => /ADR-0002: Use SQLite/.test(s.name));
    assert.ok(await hasSqlite());
    ws.remove(R0002);
    await client.filesChanged([{ path: R0002, type: 'deleted' }]);
    assert.equal(await hasSqlite(), false, 'a deleted record stays while a tab VS Code no longer shows keeps its document');
    // 0005 says it supersedes 0002, which is gone now.
    await client.open(R0005);
    await client.waitForDiagnostics(R0005, (d) => d.some((x) => /ADR-0002|0002-use-sqlite/.test(x.message)));
    // A config change reads the folder again: the orphan does not come back from its buffer.
    ws.write('.adr-lens.json', '{}\n');
    await client.filesChanged([{ path: '.adr-lens.json', type: 'created' }]);
    await client.waitForPublish(() => true);
    assert.equal(await hasSqlite(), false);
    ws.write(R0002, text);
    await client.filesChanged([{ path: R0002, type: 'created' }]);
    assert.ok(await hasSqlite(), 'back on disk');
    ws.remove(R0002);
    await client.filesChanged([{ path: R0002, type: 'deleted' }]);
    assert.equal(await hasSqlite(), false);
    await client.type(R0002, { line: 1, character: 0 }, 'Kept as typed.\n');
    const typed = await (async () => {
      for (let i = 0; i < 50; i++) {
        if (await hasSqlite()) return true;
        await new Promise((r) => setTimeout(r, 20));
      }
      return false;
    })();
    assert.ok(typed, 'an edited buffer is the user\'s work: it counts again');
  });
});

describe('language server taking in a burst of changes on disk (a branch switched)', () => {
  it('reads the workspace again when that is quicker, and ends with the answers of a fresh start', async () => {
    const ws = copyWorkspace();
    const client = await startLspClient({ root: ws.root, env: { ADR_LENS_CACHE: 'off' } });
    try {
      await client.waitForPublish(() => true);
      const changes = [];
      for (let i = 0; i < 400; i++) {
        const path = `src/gen/mod${i}.go`;
        ws.write(path, `package gen\n\n// Follows ADR-0002 and ADR-09${String(i).padStart(2, '0')}.\n`);
        changes.push({ path, type: 'created' });
      }
      await client.filesChanged(changes);
      const last = await client.waitForDiagnostics('src/gen/mod399.go', (d) => d.length > 0, { timeout: 20_000 });
      assert.ok(last.some((d) => /ADR-09399|ADR-0399/.test(d.message) || /does not match/.test(d.message)), JSON.stringify(last));
      const fresh = await startLspClient({ root: ws.root, env: { ADR_LENS_CACHE: 'off' } });
      try {
        const want = await fresh.waitForDiagnostics('src/gen/mod123.go', (d) => d.length > 0, { timeout: 20_000 });
        const got = await client.waitForDiagnostics('src/gen/mod123.go', (d) => d.length > 0);
        assert.deepEqual(got.map((d) => d.message).sort(), want.map((d) => d.message).sort());
      } finally {
        await fresh.stop();
      }
    } finally {
      await client.stop();
      ws.dispose();
    }
  });
});

describe('language server following a record without its extension (record-without-extension)', () => {
  it('takes in a record that lost its .md, and its rename back, as the files on disk say', async () => {
    const ws = copyWorkspace();
    const client = await startLspClient({ root: ws.root });
    try {
      await client.waitForPublish(() => true);
      const bare = 'docs/adr/0042-keep-the-cache-warm';
      const text = '# 42. Keep the cache warm\n\nDate: 2026-02-01\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n';
      ws.write(bare, text);
      await client.filesChanged([{ path: bare, type: 'created' }]);
      await client.waitForDiagnostics(bare, (d) => d.some((x) => x.code === 'record-without-extension'));
      // The rename the rule asks for: an editor's watcher reports the old name deleted and the new one created.
      ws.remove(bare);
      ws.write(`${bare}.md`, text);
      await client.filesChanged([{ path: bare, type: 'deleted' }, { path: `${bare}.md`, type: 'created' }]);
      assert.deepEqual(await client.waitForDiagnostics(bare, (d) => d.length === 0), []);
      const renamed = client.diagnostics(`${bare}.md`) ?? [];
      assert.ok(!renamed.some((x) => /0042|record-without-extension/.test(`${x.code} ${x.message}`)), JSON.stringify(renamed));
      const symbols = await client.workspaceSymbols('0042');
      assert.equal(symbols.filter((s) => /Keep the cache warm/.test(s.name)).length, 1, JSON.stringify(symbols));
    } finally {
      await client.stop();
      ws.dispose();
    }
  });
});
