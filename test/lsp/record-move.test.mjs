// Records renamed or renumbered through the language server over stdio: the duplicate-number quick fix renames the
// record's file in its workspace edit; workspace/willRenameFiles takes the links to a moved record along; the
// adrLens.updateLinksOnMove setting, and VS Code's Markdown doing Markdown's links itself.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startLspClient } from './lsp-client.mjs';
import { copyWorkspace } from './workspace.mjs';

const DUPLICATE = 'docs/adr/0006-cache-at-the-edge.md';
const duplicateRecord = '# 6. Cache at the edge\n\nDate: 2024-08-01\n\n## Status\n\nAccepted\n\n## Context\n\nResponses are slow far away.\n\n## Decision\n\nA CDN.\n\n## Consequences\n\nPurges.\n';
const editedPaths = (changes, root) => Object.keys(changes).map((uri) => decodeURIComponent(uri).slice(`file://${root}/`.length)).sort();

function setUp(ws) {
  ws.write(DUPLICATE, duplicateRecord);
  ws.write('docs/edge.md', '# Edge\n\nSee [the edge cache](adr/0006-cache-at-the-edge.md) and [the API](adr/0003-expose-a-rest-api.md).\n');
  ws.write('src/edge.ts', '// docs/adr/0006-cache-at-the-edge.md explains the headers\nexport const maxAge = 60;\n');
}

async function renumberAction(client) {
  const diagnostics = await client.waitForDiagnostics(DUPLICATE, (d) => d.some((x) => x.code === 'duplicate-number'));
  const finding = diagnostics.find((d) => d.code === 'duplicate-number');
  const actions = await client.codeActions(DUPLICATE, finding.range, { diagnostics: [finding] });
  return actions.find((a) => a.title.startsWith('Renumber 0006-cache-at-the-edge.md'));
}

describe('language server over stdio: renumbering and moving records', () => {
  let ws;
  let client;

  before(async () => {
    ws = copyWorkspace();
    setUp(ws);
    client = await startLspClient({ root: ws.root });
    await client.open(DUPLICATE);
  });

  after(async () => {
    await client?.stop();
    ws?.dispose();
  });

  it('announces the rename participant for records and folders', () => {
    const filters = client.initializeResult.capabilities.workspace.fileOperations.willRename.filters;
    assert.deepEqual(
      filters.map((f) => `${f.pattern.matches} ${f.pattern.glob}`),
      ['file **/*.{md,markdown,mdx,rst,adoc,txt}', 'folder **/*'],
    );
  });

  it('the duplicate-number quick fix: the rename, never over a file, then the edits, the renamed file by its new name', async () => {
    const action = await renumberAction(client);
    assert.ok(action, 'a renumber quick fix');
    assert.equal(action.title, 'Renumber 0006-cache-at-the-edge.md as ADR-0007 (rename to 0007-cache-at-the-edge.md, update 2 links)');
    const [rename, ...edits] = action.edit.documentChanges;
    assert.equal(rename.kind, 'rename');
    assert.ok(rename.oldUri.endsWith('/docs/adr/0006-cache-at-the-edge.md'), rename.oldUri);
    assert.ok(rename.newUri.endsWith('/docs/adr/0007-cache-at-the-edge.md'), rename.newUri);
    assert.deepEqual(rename.options, { overwrite: false, ignoreIfExists: false });
    assert.ok(edits.every((c) => c.textDocument && c.textDocument.version === null && c.edits.length > 0));
    const byFile = Object.fromEntries(edits.map((c) => [decodeURIComponent(c.textDocument.uri).slice(`file://${ws.root}/`.length), c.edits.map((e) => e.newText)]));
    assert.deepEqual(byFile, {
      'docs/adr/0007-cache-at-the-edge.md': ['7'],
      'docs/edge.md': ['adr/0007-cache-at-the-edge.md'],
      'src/edge.ts': ['docs/adr/0007-cache-at-the-edge.md'],
    });
  });

  it('willRenameFiles on the fix\'s own rename gives nothing more: its edits took the links along', async () => {
    const action = await renumberAction(client);
    const [rename] = action.edit.documentChanges;
    const answer = await client.connection.sendRequest('workspace/willRenameFiles', { files: [{ oldUri: rename.oldUri, newUri: rename.newUri }] });
    assert.equal(answer, null);
  });

  it('willRenameFiles: a record moved to another folder takes the links to it, and its own, along', async () => {
    const answer = await client.willRenameFiles([[DUPLICATE, 'docs/adr/edge/0006-cache-at-the-edge.md']]);
    assert.deepEqual(editedPaths(answer.changes, ws.root), ['docs/adr/0006-cache-at-the-edge.md', 'docs/edge.md', 'src/edge.ts'].filter((p) => p !== DUPLICATE));
    const texts = Object.values(answer.changes).flat().map((e) => e.newText).sort();
    assert.deepEqual(texts, ['adr/edge/0006-cache-at-the-edge.md', 'docs/adr/edge/0006-cache-at-the-edge.md']);
  });

  it('willRenameFiles: a folder of records renamed', async () => {
    const answer = await client.willRenameFiles([['docs/adr', 'docs/decisions']]);
    const paths = editedPaths(answer.changes, ws.root);
    assert.ok(paths.includes('README.md') && paths.includes('docs/edge.md') && paths.includes('src/edge.ts'), paths.join(', '));
    const readme = answer.changes[Object.keys(answer.changes).find((u) => u.endsWith('/README.md'))].map((e) => e.newText).sort();
    assert.deepEqual(readme, ['docs/decisions/0001-record-architecture-decisions.md', 'docs/decisions/0003-expose-a-rest-api.md']);
  });

  it('F2 on a decision\'s id: prepareRename gives the id, rename renumbers the record and every citation', async () => {
    await client.open('src/api/server.ts');
    const position = { line: 2, character: 25 };
    const prepared = await client.connection.sendRequest('textDocument/prepareRename', { textDocument: { uri: client.uri('src/api/server.ts') }, position });
    assert.deepEqual(prepared, { range: { start: { line: 2, character: 21 }, end: { line: 2, character: 29 } }, placeholder: 'ADR-0003' });
    const edit = await client.connection.sendRequest('textDocument/rename', { textDocument: { uri: client.uri('src/api/server.ts') }, position, newName: 'ADR-0010' });
    const [rename, ...edits] = edit.documentChanges;
    assert.equal(rename.kind, 'rename');
    assert.ok(rename.newUri.endsWith('/docs/adr/0010-expose-a-rest-api.md'), rename.newUri);
    const byFile = Object.fromEntries(edits.map((c) => [decodeURIComponent(c.textDocument.uri).slice(`file://${ws.root}/`.length), c.edits.map((e) => e.newText).sort()]));
    assert.deepEqual(byFile['src/api/server.ts'], ['ADR-0010']);
    assert.deepEqual(byFile['README.md'], ['docs/adr/0010-expose-a-rest-api.md']);
    assert.deepEqual(byFile['docs/adr/0010-expose-a-rest-api.md'], ['10']);
    assert.ok(byFile['docs/adr/0006-rate-limit-the-api.md'].includes('0010-expose-a-rest-api.md'), JSON.stringify(byFile));
    await assert.rejects(
      client.connection.sendRequest('textDocument/rename', { textDocument: { uri: client.uri('src/api/server.ts') }, position, newName: 'ADR-0005' }),
      /ADR-0005 is taken by docs\/adr\/0005-use-postgresql-for-storage\.md/,
    );
  });

  it('document highlights: the decision under the cursor, wherever this document names it', async () => {
    await client.open('README.md');
    const highlights = await client.connection.sendRequest('textDocument/documentHighlight', { textDocument: { uri: client.uri('README.md') }, position: { line: 7, character: 40 } });
    assert.deepEqual(highlights.map((h) => [h.range.start.line, h.range.start.character]), [[7, 37]]);
    assert.equal(highlights[0].kind, 1);
  });

  it('willRenameFiles: nothing for files that are no records', async () => {
    assert.equal(await client.willRenameFiles([['src/edge.ts', 'src/cdn.ts']]), null);
  });
});

describe('language server over stdio: settings and clients that limit link updates', () => {
  let ws;

  before(() => {
    ws = copyWorkspace();
    setUp(ws);
  });

  after(() => ws?.dispose());

  it('VS Code\'s Markdown updating links itself: only the other files are edited here', async () => {
    const client = await startLspClient({ root: ws.root, otherSettings: { 'markdown.updateLinksOnFileMove.enabled': 'always' } });
    try {
      await client.waitForDiagnostics('README.md', () => true);
      const answer = await client.willRenameFiles([[DUPLICATE, 'docs/adr/edge/0006-cache-at-the-edge.md']]);
      assert.deepEqual(editedPaths(answer.changes, ws.root), ['src/edge.ts']);
    } finally {
      await client.stop();
    }
  });

  it('adrLens.updateLinksOnMove false: no edits on a move', async () => {
    const client = await startLspClient({ root: ws.root, settings: { updateLinksOnMove: false } });
    try {
      await client.waitForDiagnostics('README.md', () => true);
      assert.equal(await client.willRenameFiles([[DUPLICATE, 'docs/adr/edge/0006-cache-at-the-edge.md']]), null);
    } finally {
      await client.stop();
    }
  });

  it('a client that cannot rename files in an edit is not offered the renumbering', async () => {
    const client = await startLspClient({ root: ws.root, workspaceEdit: { documentChanges: false } });
    try {
      await client.open(DUPLICATE);
      const diagnostics = await client.waitForDiagnostics(DUPLICATE, (d) => d.some((x) => x.code === 'duplicate-number'));
      const finding = diagnostics.find((d) => d.code === 'duplicate-number');
      const actions = await client.codeActions(DUPLICATE, finding.range, { diagnostics: [finding] });
      assert.deepEqual(actions.filter((a) => /^Renumber/.test(a.title)), []);
    } finally {
      await client.stop();
    }
  });
});

describe('language server over stdio: links a move cannot carry along', () => {
  let ws;

  before(() => {
    ws = copyWorkspace();
    setUp(ws);
    // No git remote in the copy: an address on a code host may be this repository's or another's.
    ws.write('docs/hosted.md', '# Hosted\n\nUpstream: https://github.com/acme/shop/blob/main/docs/adr/0006-cache-at-the-edge.md\n');
  });

  after(() => ws?.dispose());

  it('willRenameFiles edits what it can and warns where the rest are', async () => {
    const client = await startLspClient({ root: ws.root });
    try {
      await client.waitForDiagnostics('README.md', () => true);
      const warned = new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no window/showMessage within 10 s')), 10_000);
        client.once('showMessage', (p) => (clearTimeout(timer), resolve(p)));
      });
      const answer = await client.willRenameFiles([[DUPLICATE, 'docs/adr/edge/0006-cache-at-the-edge.md']]);
      assert.deepEqual(editedPaths(answer.changes, ws.root), ['docs/edge.md', 'src/edge.ts']);
      const shown = await warned;
      assert.equal(shown.type, 2, 'a warning');
      assert.match(shown.message, /^ADR Lens: 1 link to it is written in a form ADR Lens cannot rewrite .*check it by hand: docs\/hosted\.md:3\.$/);
    } finally {
      await client.stop();
    }
  });
});
