// A workspace folder below the top of its git work tree (an editor opened on services/billing of a monorepo): the
// client's file watchers cover the folder only, so the server itself watches the ignore files git applies from above
// it (the .gitignore files up to the top, the repository's info/exclude). Editing one changes which files count,
// with no notification from the client.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { startLspClient } from './lsp-client.mjs';
import { copyWorkspace } from './workspace.mjs';

const CITING = 'gen-out/api.go';
const cites = (d) => d.some((x) => /ADR-0098/.test(x.message));

describe('language server on a folder below the top of its git work tree', () => {
  const clients = [];
  after(async () => {
    for (const c of clients) await c.stop();
  });

  it('a .gitignore above the folder, or info/exclude, edited on disk withdraws the findings of what it ignores, and brings them back', async () => {
    const ws = copyWorkspace();
    mkdirSync(ws.path('.git/info'), { recursive: true });
    ws.write('.git/info/exclude', '# nothing\n');
    ws.write(`services/billing/${CITING}`, 'package api\n\n// Follows ADR-0098.\n');
    const client = await startLspClient({ root: ws.path('services/billing'), env: { ADR_LENS_CACHE: 'off' } });
    clients.push(client);
    assert.ok(cites(await client.waitForDiagnostics(CITING, cites)));

    // Nothing tells the server: the client watches only the folder.
    ws.write('.gitignore', 'gen-out/\n');
    assert.deepEqual(await client.waitForDiagnostics(CITING, (d) => d.length === 0), []);
    ws.remove('.gitignore');
    assert.ok(cites(await client.waitForDiagnostics(CITING, cites)));
    ws.write('services/.gitignore', '/billing/gen-out/\n');
    assert.deepEqual(await client.waitForDiagnostics(CITING, (d) => d.length === 0), []);
    ws.write('services/.gitignore', '# nothing\n');
    assert.ok(cites(await client.waitForDiagnostics(CITING, cites)));
    ws.write('.git/info/exclude', 'gen-out/\n');
    assert.deepEqual(await client.waitForDiagnostics(CITING, (d) => d.length === 0), []);
    const records = await client.workspaceSymbols('Stripe');
    assert.ok(records.some((s) => /Stripe/.test(s.name)), 'the folder’s records are still read');
  });
});
