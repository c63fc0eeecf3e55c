// Several workspace folders: one engine per folder, each document judged by the folder that holds it.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startLspClient, positionOf } from './lsp-client.mjs';
import { copyWorkspace } from './workspace.mjs';

const R0004 = 'docs/adr/0004-cache-responses-in-memory.md';
const messages = (diagnostics) => diagnostics.map((d) => d.message).join('\n');

describe('language server with two workspace folders', () => {
  let first;
  let second;
  let client;

  before(async () => {
    first = copyWorkspace();
    second = copyWorkspace();
    // Only the second folder has a record 0009, so only the first reports ADR-0009 as unknown.
    second.write('docs/adr/0009-use-a-distributed-cache.md', '# 9. Use a distributed cache\n\nDate: 2024-03-01\n\n## Status\n\nRejected\n');
    client = await startLspClient({ folders: [first.root, second.root] });
  });

  after(async () => {
    await client?.stop();
    first?.dispose();
    second?.dispose();
  });

  it('judges each folder on its own records', async () => {
    await client.open(first.path(R0004));
    await client.open(second.path(R0004));
    await client.waitForDiagnostics(first.path(R0004), (d) => /ADR-0009/.test(messages(d)));
    const inSecond = await client.waitForDiagnostics(second.path(R0004), (d) => d.length > 0 || true);
    assert.doesNotMatch(messages(inSecond), /ADR-0009/);
  });

  it('resolves definitions inside the folder of the document', async () => {
    const text = client.text(second.path(R0004));
    const [location] = await client.definition(second.path(R0004), positionOf(text, 'ADR-0009'));
    assert.ok(decodeURIComponent(location.uri).startsWith(`file://${second.root}/`), location.uri);
    assert.ok(location.uri.endsWith('0009-use-a-distributed-cache.md'));
  });

  it('ignores documents outside every folder', async () => {
    const outside = copyWorkspace();
    try {
      await client.open(outside.path(R0004));
      assert.equal(await client.hover(outside.path(R0004), positionOf(client.text(outside.path(R0004)), 'ADR-0002')), null);
      assert.equal(client.diagnostics(outside.path(R0004)), undefined);
    } finally {
      await client.close(outside.path(R0004));
      outside.dispose();
    }
  });
});

describe('language server with the whole disk as a workspace folder', () => {
  it('does not index "/" (it would hold every request for minutes), says so, and serves the project folder', async (t) => {
    const project = copyWorkspace();
    t.after(() => project.dispose());
    const client = await startLspClient({ folders: [project.root, '/'] });
    t.after(() => client.stop());
    await client.open(project.path(R0004));
    const diagnostics = await client.waitForDiagnostics(project.path(R0004), (d) => /ADR-0009/.test(messages(d)));
    assert.ok(diagnostics.length > 0);
    assert.ok(client.shown.some((m) => /does not index \/: it is the root of the file system/.test(m.message)), JSON.stringify(client.shown));
  });
});
