// Bad input must never hang or kill the server: huge and binary files, bursts of edits, records
// deleted while open, requests about documents it does not know. After each, it still answers.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startLspClient, positionOf } from './lsp-client.mjs';
import { copyWorkspace } from './workspace.mjs';

const R0002 = 'docs/adr/0002-use-sqlite-for-storage.md';
const R0004 = 'docs/adr/0004-cache-responses-in-memory.md';
const R0005 = 'docs/adr/0005-use-postgresql-for-storage.md';
const messages = (diagnostics) => diagnostics.map((d) => d.message).join('\n');

describe('language server robustness', () => {
  let ws;
  let client;

  before(async () => {
    ws = copyWorkspace();
    client = await startLspClient({ root: ws.root });
    await client.open(R0004);
    await client.waitForDiagnostics(R0004, (d) => /ADR-0009/.test(messages(d)));
  });

  after(async () => {
    await client?.stop();
    ws?.dispose();
  });

  async function stillAnswers() {
    assert.ok(client.alive, `server died:\n${client.stderr}`);
    const hover = await client.hover(R0004, positionOf(client.text(R0004), 'ADR-0002'));
    assert.match(hover?.contents.value ?? '', /Use SQLite for storage/);
  }

  it('survives a 5 MB Markdown file on disk and open in the editor', async () => {
    const big = 'docs/adr/0010-huge.md';
    const paragraph = 'Lorem ipsum dolor sit amet, ADR-0002 consectetur adipiscing elit. '.repeat(20) + '\n\n';
    const text = '# 10. Huge\n\n## Status\n\nAccepted\n\n' + paragraph.repeat(Math.ceil((5 * 1024 * 1024) / paragraph.length));
    ws.write(big, text);
    await client.filesChanged([{ path: big, type: 'created' }]);
    await client.open(big, text);
    await client.waitForDiagnostics(big);
    await client.type(big, { line: 2, character: 0 }, 'x');
    await client.hover(big, { line: 10, character: 30 });
    await client.documentSymbols(big);
    await client.close(big);
    await stillAnswers();
  });

  it('survives a binary file named .md', async () => {
    const binary = 'docs/adr/0011-binary.md';
    const bytes = Buffer.alloc(64 * 1024);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) % 256;
    ws.write(binary, bytes);
    await client.filesChanged([{ path: binary, type: 'created' }]);
    await client.open(binary, bytes.toString('latin1'));
    await client.hover(binary, { line: 0, character: 3 });
    await client.completion(binary, { line: 0, character: 1 });
    await client.codeLenses(binary);
    await client.close(binary);
    await stillAnswers();
  });

  it('keeps up with 100 edits a second for three seconds and ends on the final text', async () => {
    const at = positionOf(client.text(R0004), 'We will cache');
    for (let i = 0; i < 300; i++) {
      await client.type(R0004, at, i % 2 ? ' ' : 'x');
      await new Promise((r) => setTimeout(r, 10));
    }
    await client.type(R0004, at, 'See ADR-0088. ');
    const diagnostics = await client.waitForDiagnostics(R0004, (d) => /ADR-0088/.test(messages(d)));
    const unknown = diagnostics.find((d) => /ADR-0088/.test(d.message));
    const line = client.text(R0004).split('\n')[unknown.range.start.line];
    assert.equal(line.slice(unknown.range.start.character, unknown.range.end.character), 'ADR-0088', 'ranges match the final buffer');
    await stillAnswers();
  });

  it('survives a record deleted on disk while it is open', async () => {
    await client.open(R0005);
    ws.remove(R0005);
    await client.filesChanged([{ path: R0005, type: 'deleted' }]);
    await client.hover(R0005, { line: 0, character: 5 });
    await client.codeLenses(R0005);
    await client.type(R0005, { line: 1, character: 0 }, '\nSee ADR-0002.\n');
    await client.close(R0005);
    // With 0005 gone for good, the record that named it as successor now points nowhere.
    await client.open(R0002);
    await client.hover(R0002, positionOf(client.text(R0002), 'Use PostgreSQL'));
    await stillAnswers();
  });

  it('answers requests about unknown, outside or non-file documents with nothing, not an error', async () => {
    assert.equal(await client.hover('/definitely/not/in/the/workspace.md', { line: 0, character: 0 }), null);
    assert.deepEqual(await client.definition('docs/adr/never-opened.md', { line: 999, character: 999 }), []);
    const untitled = await client.connection.sendRequest('textDocument/hover', { textDocument: { uri: 'untitled:Untitled-1' }, position: { line: 0, character: 0 } });
    assert.equal(untitled, null);
    assert.equal(await client.hover(R0004, { line: 10_000, character: 10_000 }), null);
    await stillAnswers();
  });

  it('answers a request the engine chokes on with nothing and logs it, instead of dying', async () => {
    const result = await client.connection.sendRequest('textDocument/hover', { textDocument: { uri: client.uri(R0004) }, position: null });
    assert.equal(result, null);
    assert.ok(client.logs.some((l) => l.type === 1 && /^hover failed: /.test(l.message)), 'the failure is logged to the output channel');
    const completion = await client.connection.sendRequest('textDocument/completion', { textDocument: { uri: client.uri(R0004) }, position: { line: 'x' } });
    assert.ok(completion === null || Array.isArray(completion));
    await stillAnswers();
  });

  it('ignores malformed notifications and settings', async () => {
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: 'not a uri', type: 2 }, { uri: 'untitled:x', type: 3 }] });
    await client.changeSettings({ enable: 'yes', rules: 'all of them', collections: 42 });
    await client.changeSettings({});
    await stillAnswers();
  });
});

describe('language server over node IPC (how the VS Code extension starts it)', () => {
  it('initializes and publishes diagnostics', async () => {
    const { fork } = await import('node:child_process');
    const { createRequire } = await import('node:module');
    const { SERVER_BUNDLE } = await import('./lsp-client.mjs');
    const rpc = createRequire(import.meta.url)('vscode-languageserver-protocol/node');
    const ws = copyWorkspace();
    const child = fork(SERVER_BUNDLE, ['--node-ipc'], { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    const connection = rpc.createProtocolConnection(new rpc.IPCMessageReader(child), new rpc.IPCMessageWriter(child));
    const published = new Promise((resolvePublished) =>
      connection.onNotification(rpc.PublishDiagnosticsNotification.type, (p) => {
        if (p.uri.endsWith('/README.md') && p.diagnostics.length) resolvePublished(p);
      }),
    );
    connection.onRequest(rpc.RegistrationRequest.type, () => null);
    connection.listen();
    try {
      const rootUri = new URL(`file://${ws.root}`).href;
      const result = await connection.sendRequest(rpc.InitializeRequest.type, { processId: process.pid, rootUri, workspaceFolders: [{ uri: rootUri, name: 'ws' }], capabilities: {} });
      assert.equal(result.serverInfo.name, 'ADR Lens');
      await connection.sendNotification(rpc.InitializedNotification.type, {});
      // A server that never publishes fails the test instead of hanging the suite.
      let timer;
      const timeout = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('no diagnostics for README.md within 20 s')), 20_000)));
      const p = await Promise.race([published, timeout]).finally(() => clearTimeout(timer));
      assert.match(p.diagnostics.map((d) => d.message).join('\n'), /ADR-0002/);
    } finally {
      connection.dispose();
      child.kill();
      ws.dispose();
    }
  });
});
