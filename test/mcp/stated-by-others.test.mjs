// A relation only the other record states: ADR-0001 says "Superseded by ADR-0002", ADR-0002 says nothing of it. The
// engine's getDecision gives the citing relation's kind; `adr-lens show` and the MCP tool get_decision say that ADR-0002
// supersedes ADR-0001, as ADR-0001 says (filecoin-project/FIPs, wellcomecollection/docs).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { connectStdio, repoRoot } from './mcp-client.mjs';
import { tempDir } from '../temp-dir.mjs';

const record = (n, title, status) => `# ${n}. ${title}\n\nDate: 202${n}-01-01\n\n## Status\n\n${status}\n\n## Context\n\nc\n\n## Decision\n\nd\n\n## Consequences\n\ne\n`;
const files = {
  'docs/adr/0001-use-mysql.md': record(1, 'Use MySQL', 'Superseded by [ADR-0002](0002-use-postgres.md)'),
  'docs/adr/0002-use-postgres.md': record(2, 'Use Postgres', 'Accepted'),
  // Both sides said: nothing to add.
  'docs/adr/0003-use-redis.md': record(3, 'Use Redis', 'Superseded by [ADR-0004](0004-use-valkey.md)'),
  'docs/adr/0004-use-valkey.md': record(4, 'Use Valkey', 'Accepted\n\nSupersedes [ADR-0003](0003-use-redis.md)'),
  'notes.md': '# Notes\n\nADR-0002 replaced ADR-0001.\n',
};

describe('a relation only the other record states', () => {
  let root;
  before(() => {
    root = tempDir('adr-lens-stated-');
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(root, dirname(path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  const show = (id, json = false) => spawnSync(process.execPath, [join(repoRoot, 'dist/cli.js'), 'show', id, '--root', root, '--no-cache', ...(json ? ['--json'] : [])], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

  it('show --json gives each citing relation\'s kind; show lists the relation, marked as the other record\'s word', () => {
    const json = JSON.parse(show('ADR-0002', true).stdout).decision;
    assert.deepEqual(json.citedBy.map((c) => [c.path, c.fromId ?? null, c.kind ?? null]), [['docs/adr/0001-use-mysql.md', 'ADR-0001', 'superseded-by'], ['notes.md', null, null]]);
    const text = show('ADR-0002').stdout;
    assert.match(text, /^Relations\n {2}supersedes ADR-0001 \(as ADR-0001 says\)$/m);
    const both = show('ADR-0004').stdout;
    assert.deepEqual(both.split('\n').filter((l) => /^ {2}supersedes/.test(l)), ['  supersedes ADR-0003'], 'said on both sides: once');
  });

  it('get_decision says it too, in its text and its structured citations', async () => {
    const { client, close } = await connectStdio({ root });
    try {
      const answer = await client.callTool({ name: 'get_decision', arguments: { id: 'ADR-0002', body: 'none' } });
      assert.equal(answer.isError, undefined);
      assert.match(answer.content[0].text, /^supersedes ADR-0001 \(as ADR-0001 says; this record does not\)$/m);
      assert.equal(answer.structuredContent.decision.citedBy.find((c) => c.fromId === 'ADR-0001')?.kind, 'superseded-by');
      const both = await client.callTool({ name: 'get_decision', arguments: { id: 'ADR-0004', body: 'none' } });
      assert.doesNotMatch(both.content[0].text, /says; this record does not/);
    } finally {
      await close();
    }
  });
});
