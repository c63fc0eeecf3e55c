// After publishing the open documents, the language server judges the whole workspace, which takes ~0.5 s on 10,000
// records and holds up every request behind it. A hover sent the moment the first diagnostics arrive is answered
// first; the rest of the workspace is published once the editor is quiet.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startLspClient, positionOf } from './lsp-client.mjs';
import { copyWorkspace } from './workspace.mjs';

const RECORD = 'docs/adr/0004-cache-responses-in-memory.md';

test('a hover right after the first diagnostics is answered before the rest of the workspace is published', async (t) => {
  const ws = copyWorkspace();
  const client = await startLspClient({ root: ws.root, env: { ADR_LENS_CACHE: 'off' } });
  t.after(async () => {
    await client.stop();
    ws.dispose();
  });
  const events = [];
  client.on('diagnostics', (p) => events.push(p.uri.endsWith(RECORD) ? 'open record' : 'workspace'));
  const rest = client.waitForPublish((p) => !p.uri.endsWith(RECORD));
  await client.open(RECORD);
  await client.waitForDiagnostics(RECORD);
  const hovered = await client.hover(RECORD, positionOf(client.text(RECORD), 'ADR-0002'));
  events.push('hover');
  assert.match(hovered?.contents.value ?? '', /ADR-0002/);
  await rest;
  assert.deepEqual(events.slice(0, events.indexOf('hover') + 1).filter((e) => e !== 'open record'), ['hover'], events.join(', '));
  assert.ok(events.includes('workspace'), 'the rest of the workspace is published after all');
});
