// The servers and snapshots: the language server and the MCP server each leave a snapshot after their first load,
// the next start takes every unchanged file from it (and says so in its log), and answers as a start without one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLspClient } from './lsp/lsp-client.mjs';
import { copyWorkspace } from './lsp/workspace.mjs';
import { connectStdio } from './mcp/mcp-client.mjs';

/** The basic fixture, copied, with hour-old files (files written moments ago are never snapshotted). */
function oldWorkspace(t) {
  const ws = copyWorkspace();
  const cache = mkdtempSync(join(tmpdir(), 'adr-lens-cache-'));
  t.after(() => {
    ws.dispose();
    rmSync(cache, { recursive: true, force: true });
  });
  const hourAgo = Date.now() / 1000 - 3600;
  for (const f of readdirSync(ws.root, { recursive: true })) utimesSync(join(ws.root, String(f)), hourAgo, hourAgo);
  return { ws, cache };
}

async function until(predicate, what, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const snapshotWritten = (cache) => existsSync(join(cache, 'snapshots')) && readdirSync(join(cache, 'snapshots')).some((f) => f.endsWith('.bin'));
/** The MCP server leaves an answers file beside its snapshot (once its search index is built). */
const answersWritten = (cache) => existsSync(join(cache, 'snapshots')) && readdirSync(join(cache, 'snapshots')).some((f) => f.endsWith('.answers.bin'));

test('language server: the second start loads from the first one\'s snapshot and publishes the same diagnostics', async (t) => {
  const { ws, cache } = oldWorkspace(t);
  const record = 'docs/adr/0004-cache-responses-in-memory.md';
  const session = async () => {
    const client = await startLspClient({ root: ws.root, env: { ADR_LENS_CACHE_DIR: cache } });
    await client.open(record);
    const diagnostics = await client.waitForDiagnostics(record);
    const hover = await client.hover(record, { line: 0, character: 4 });
    return { client, diagnostics, hover };
  };
  const first = await session();
  await until(() => snapshotWritten(cache), 'the snapshot');
  const firstLog = first.client.logs.map((l) => l.message).join('\n');
  await first.client.stop();
  assert.doesNotMatch(firstLog, /unchanged since the last snapshot/);

  const second = await session();
  const secondLog = second.client.logs.map((l) => l.message).join('\n');
  // Its first diagnostics came from the snapshot's findings; the first edit is judged against the records read in since.
  await second.client.type(record, { line: 2, character: 0 }, 'See ADR-0999, which nobody wrote.\n');
  const typed = await second.client.waitForDiagnostics(record, (d) => d.some((x) => x.message.includes('ADR-0999')), { fresh: true });
  const text = second.client.text(record);
  await second.client.replace(record, text.replace('See ADR-0999, which nobody wrote.\n', ''));
  const untyped = await second.client.waitForDiagnostics(record, (d) => !d.some((x) => x.message.includes('ADR-0999')), { fresh: true });
  await second.client.stop();
  assert.match(secondLog, /every file unchanged since the last snapshot/);
  assert.deepEqual(second.diagnostics, first.diagnostics);
  assert.deepEqual(second.hover, first.hover);
  assert.equal(typed.length, first.diagnostics.length + 1);
  assert.deepEqual(untyped, first.diagnostics);
  assert.ok(first.diagnostics.length > 0, 'the fixture record has findings');

  // A buffer with unsaved changes when the server starts (an editor restoring its session) wins over the snapshot.
  const third = await startLspClient({ root: ws.root, env: { ADR_LENS_CACHE_DIR: cache } });
  await third.open(record, `${ws.read(record)}\nSee ADR-0998, unsaved.\n`);
  const unsaved = await third.waitForDiagnostics(record, (d) => d.some((x) => x.message.includes('ADR-0998')));
  await third.stop();
  assert.equal(unsaved.length, first.diagnostics.length + 1);
});

test('language server: --no-cache reads and writes no snapshot', async (t) => {
  const { ws, cache } = oldWorkspace(t);
  const record = 'docs/adr/0004-cache-responses-in-memory.md';
  const client = await startLspClient({ root: ws.root, env: { ADR_LENS_CACHE_DIR: cache }, args: ['--stdio', '--no-cache'] });
  await client.open(record);
  await client.waitForDiagnostics(record);
  // The other start writes its snapshot once the workspace is judged, right after the first publish.
  await new Promise((r) => setTimeout(r, 1000));
  await client.stop();
  assert.equal(snapshotWritten(cache), false);
});

test('MCP server: the second start takes every file from the snapshot and answers the same; --no-cache reads none', async (t) => {
  const { ws, cache } = oldWorkspace(t);
  const env = { ADR_LENS_CACHE_DIR: cache };
  const ask = async (args = []) => {
    const s = await connectStdio({ root: ws.root, env, args });
    const calls = [
      ['search_decisions', { query: 'storage' }],
      ['list_decisions', {}],
      ['get_decision', { id: 'ADR-0002' }],
      ['check_decisions', {}],
      ['decisions_for_path', { path: 'src' }],
    ];
    const out = [];
    for (const [name, args] of calls) out.push((await s.client.callTool({ name, arguments: args })).structuredContent);
    return { s, out };
  };
  const first = await ask();
  await until(() => snapshotWritten(cache) && answersWritten(cache), 'the snapshot and its answers file');
  await first.s.close();
  assert.doesNotMatch(first.s.stderr(), /unchanged since the last snapshot/);

  // Every file unchanged: the first calls (search, list) are answered before any record is decoded; get_decision reads them in.
  const second = await ask();
  await until(() => /serving/.test(second.s.stderr()), 'the load line');
  await second.s.close();
  assert.match(second.s.stderr(), /every file unchanged since the last snapshot; records are read in when first needed/);
  assert.deepEqual(second.out, first.out);

  // An edit between the two starts is read from disk.
  writeFileSync(ws.path('docs/adr/0002-use-sqlite-for-storage.md'), ws.read('docs/adr/0002-use-sqlite-for-storage.md') + '\nSee ADR-0999.\n');
  const third = await ask();
  await until(() => /serving/.test(third.s.stderr()), 'the load line');
  await third.s.close();
  assert.match(third.s.stderr(), /\d+ of \d+ files unchanged since the last snapshot/);
  assert.ok(JSON.stringify(third.out[3]).includes('ADR-0999'));

  const fourth = await ask(['--no-cache']);
  await until(() => /serving/.test(fourth.s.stderr()), 'the load line');
  await fourth.s.close();
  assert.doesNotMatch(fourth.s.stderr(), /snapshot/);
  assert.deepEqual(fourth.out, third.out);
});
