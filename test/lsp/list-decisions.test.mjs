// adrLens/listDecisions: every decision of a folder from the language server's loaded workspace, for the Decisions
// view's first listing. It must say what `adr-lens list --json` says of the same folder.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startLspClient } from './lsp-client.mjs';
import { copyWorkspace } from './workspace.mjs';

const cli = resolve(dirname(fileURLToPath(import.meta.url)), '../../dist/cli.js');

describe('decisions listed by the language server', () => {
  let first;
  let second;
  let client;
  const list = (params) => client.connection.sendRequest('adrLens/listDecisions', params);

  before(async () => {
    first = copyWorkspace();
    second = copyWorkspace();
    second.write('docs/adr/0007-shard-orders.md', '# 7. Shard orders\n\nDate: 2024-08-01\n\n## Status\n\nProposed\n\n## Context\n\nWhy.\n');
    client = await startLspClient({ folders: [first.root, second.root] });
  });

  after(async () => {
    await client?.stop();
    first?.dispose();
    second?.dispose();
  });

  it('answers for a folder what adr-lens list --json answers for it', async () => {
    for (const ws of [first, second]) {
      const served = await list({ uri: pathToFileURL(ws.root).href });
      const byCli = JSON.parse(spawnSync(process.execPath, [cli, 'list', '--json', '--no-cache', '--root', ws.root], { encoding: 'utf8', env: { ...process.env, ADR_LENS_CACHE: 'off' } }).stdout);
      assert.deepEqual(served.decisions, byCli.decisions);
    }
    const served = await list({ uri: pathToFileURL(second.root).href });
    assert.ok(served.decisions.some((d) => d.id === 'ADR-0007' && d.lifecycle === 'proposed'));
    assert.ok(served.decisions.some((d) => d.collection === 'services/billing/docs/decisions'), 'every collection');
  });

  it('answers null for a folder it does not serve, or a file inside one', async () => {
    assert.equal(await list({ uri: 'file:///nowhere/at/all' }), null);
    assert.equal(await list({ uri: pathToFileURL(`${first.root}/docs/adr`).href }), null);
    assert.equal(await list({}), null);
  });
});
