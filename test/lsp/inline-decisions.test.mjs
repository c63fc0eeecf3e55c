// Decisions kept as entries of a decision log, driven through the built language server as an editor would: a code
// comment citing an entry hovers it, goes to its heading, and the entry's heading finds its citations.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startLspClient, positionOf, serverBuilt } from './lsp-client.mjs';
import { copyWorkspace } from './workspace.mjs';

const LOG = 'docs/adr-log.md';
const entry = (n, title) => `### ADR-10${n}: ${title} (2025-11-2${n})\n\n**Status**: ✅ APPROVED\n\n**Decision**:\n${title} is what we do.\n\n---\n`;
const log = `# Decision log\n\n${[1, 2, 3, 4, 5, 6].map((n) => entry(n, `Choice number ${n}`)).join('\n')}`;

describe('language server on a decision log', { skip: serverBuilt() ? false : 'dist/language-server.js not built' }, () => {
  let ws;
  let client;
  before(async () => {
    ws = copyWorkspace();
    ws.write(LOG, log);
    ws.write('src/bus.py', '# Per ADR-103 the bus is synchronous.\nBUS = 1\n');
    client = await startLspClient({ root: ws.root });
    await client.open('src/bus.py', '# Per ADR-103 the bus is synchronous.\nBUS = 1\n', 'python');
  });
  after(async () => {
    await client?.stop();
    ws?.dispose();
  });

  it('hovers the entry a code comment cites, with a link to its line', async () => {
    const hover = await client.hover('src/bus.py', positionOf(client.text('src/bus.py'), 'ADR-103'));
    const line = log.split('\n').findIndex((l) => l.startsWith('### ADR-103')) + 1;
    assert.equal(hover.contents.kind, 'markdown');
    assert.match(hover.contents.value, /^\*\*ADR-103 — Choice number 3\*\*\n\nAPPROVED · 2025-11-23\n\n> Choice number 3 is what we do\.\n/);
    assert.match(hover.contents.value, new RegExp(`\\(\\.\\./docs/adr-log\\.md#L${line}\\)$`));
    // Known to the diagnostics as well: no unknown-reference on the comment.
    assert.deepEqual(await client.waitForDiagnostics('src/bus.py'), []);
  });

  it('goes to the entry heading, and finds the citations from it', async () => {
    const [location] = await client.definition('src/bus.py', positionOf(client.text('src/bus.py'), 'ADR-103'));
    const line = log.split('\n').findIndex((l) => l.startsWith('### ADR-103'));
    assert.equal(location.uri, client.uri(LOG));
    assert.equal(location.range.start.line, line);
    const refs = await client.references(LOG, { line, character: 6 }, false);
    assert.deepEqual(refs.map((r) => r.uri), [client.uri('src/bus.py')]);
  });
});
