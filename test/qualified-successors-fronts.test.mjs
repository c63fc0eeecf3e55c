// A decision superseded in part, read through the fronts: `adr-lens show` (text and JSON, checked against the
// schema) and the MCP server's get_decision (structured content, checked by the SDK client against the tool's
// outputSchema, and its text).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempDir } from './temp-dir.mjs';
import { connectStdio } from './mcp/mcp-client.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(repo, 'dist', 'cli.js');
const { ShowOutputSchema } = createRequire(import.meta.url)(join(repo, 'dist', 'engine.js')).schemas;

const nygard = (n, title, status, body = 'What we do.') =>
  `# ${n}. ${title}\n\nDate: 2024-0${n}-01\n\n## Status\n\n${status}\n\n## Context\n\nWhy.\n\n## Decision\n\n${body}\n\n## Consequences\n\nWhat follows.\n`;

function workspaceDir() {
  const root = tempDir('adr-lens-qualified-');
  const files = {
    'doc/adr/0001-store-events-in-postgres.md': nygard(1, 'Store events in Postgres', 'Accepted', 'Events live in `src/store.ts`.'),
    'src/store.ts': 'export const store = 1;\n',
    'doc/adr/0002-archive-old-events.md': nygard(2, 'Archive old events', 'Accepted', 'This supersedes some aspects of [ADR-1](0001-store-events-in-postgres.md).'),
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, dirname(path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const show = (root, ...args) => spawnSync(process.execPath, [cli, 'show', 'ADR-0001', '--root', root, '--no-cache', ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

describe('a decision superseded in part', () => {
  const root = workspaceDir();

  it('adr-lens show names the record that supersedes part of it', () => {
    const r = show(root);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /^ {2}also {5}superseded \(in part\) by ADR-0002: Archive old events \(accepted\)$/m);
  });

  it('adr-lens show --json gives it as qualifiedSuccessors, valid against the schema', () => {
    const r = show(root, '--json');
    assert.equal(r.status, 0, r.stderr);
    const out = ShowOutputSchema.parse(JSON.parse(r.stdout));
    assert.deepEqual(out.decision.qualifiedSuccessors.map((q) => [q.id, q.condition]), [['ADR-0002', 'in part']]);
  });

  it('adr-lens refs names it beside a decision that governs the path', () => {
    const r = spawnSync(process.execPath, [cli, 'refs', 'src/store.ts', '--root', root, '--no-cache'], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /^ {2}ADR-0001 {2}accepted {2}Store events in Postgres \(also superseded by ADR-0002 in part\) {2}names src\/store\.ts$/m);
  });

  describe('MCP get_decision and decisions_for_path', () => {
    let conn;
    before(async () => (conn = await connectStdio({ root, args: ['--no-cache'] })));
    after(() => conn?.close());

    it('tells the agent in its structured result and its text', async () => {
      const result = await conn.client.callTool({ name: 'get_decision', arguments: { id: 'ADR-1', body: 'none' } });
      assert.ok(!result.isError);
      assert.deepEqual(result.structuredContent.decision.qualifiedSuccessors.map((q) => [q.id, q.condition]), [['ADR-0002', 'in part']]);
      assert.match(result.content[0].text, /^Also superseded \(in part\) by ADR-0002 \[accepted\] Archive old events: read it before relying on this decision\.$/m);
        });

    it('decisions_for_path gives the ids beside the governing decision', async () => {
      const result = await conn.client.callTool({ name: 'decisions_for_path', arguments: { path: 'src/store.ts' } });
      assert.ok(!result.isError);
      assert.deepEqual(result.structuredContent.governing.map((g) => [g.decision.id, g.qualifiedSuccessors]), [['ADR-0001', [{ id: 'ADR-0002', condition: 'in part' }]]]);
      assert.match(result.content[0].text, /\(exact: src\/store\.ts\); also superseded by ADR-0002 \(in part\)$/m);
        });

    it('review_change tells the reviewer to read the partial successor too', async () => {
      const prompt = await conn.client.getPrompt({ name: 'review_change', arguments: { paths: 'src/store.ts' } });
      const text = prompt.messages[0].content.text;
      assert.match(text, /^## ADR-0001 \[Accepted\] Store events in Postgres — doc\/adr\/0001-store-events-in-postgres\.md\nGoverns: src\/store\.ts \(exact: src\/store\.ts\)\nAlso superseded by ADR-0002 \[accepted\] Archive old events \(in part\): read them with get_decision where they overlap\.$/m);
    });
  });
});
