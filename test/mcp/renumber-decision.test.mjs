// The MCP tool renumber_decision (with writes on): a record that two branches numbered alike takes its free number,
// with its file, title and the links to it; a number taken or a record that shares none is refused; the next call
// sees the result. Over stdio with the SDK client.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { connectStdio, copyFixture } from './mcp-client.mjs';

const text = (result) => result.content.map((c) => c.text ?? '').join('\n');

describe('MCP renumber_decision', () => {
  it('is listed only with writes on, as an idempotent edit that renames files', async (t) => {
    const ws = copyFixture('basic');
    t.after(ws.cleanup);
    const readOnly = await connectStdio({ root: ws.dir });
    try {
      const { tools } = await readOnly.client.listTools();
      assert.ok(!tools.some((tool) => tool.name === 'renumber_decision'));
    } finally {
      await readOnly.close();
    }
    const conn = await connectStdio({ root: ws.dir, args: ['--allow-writes'] });
    try {
      const { tools } = await conn.client.listTools();
      const tool = tools.find((x) => x.name === 'renumber_decision');
      assert.ok(tool, 'renumber_decision is listed');
      assert.deepEqual(tool.annotations, { title: 'Renumber a decision', readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false });
      assert.deepEqual(tool.inputSchema.required, ['id']);
      assert.ok(tool.outputSchema.properties.newId);
    } finally {
      await conn.close();
    }
  });

  it('renumbers a duplicate to its free number with the links to it; refuses what it should; the next call sees it', async (t) => {
    const ws = copyFixture('basic');
    t.after(ws.cleanup);
    const duplicate = 'docs/adr/0006-cache-at-the-edge.md';
    writeFileSync(join(ws.dir, duplicate), '# 6. Cache at the edge\n\nDate: 2024-08-01\n\n## Status\n\nAccepted\n\n## Context\n\nFar away.\n\n## Decision\n\nA CDN.\n\n## Consequences\n\nPurges.\n');
    writeFileSync(join(ws.dir, 'docs/edge.md'), '# Edge\n\nSee [the edge cache](adr/0006-cache-at-the-edge.md).\n');
    const conn = await connectStdio({ root: ws.dir, args: ['--allow-writes', '--no-cache'] });
    try {
      const found = await conn.client.callTool({ name: 'check_decisions', arguments: {} });
      assert.ok(found.structuredContent.diagnostics.some((d) => d.rule === 'duplicate-number' && d.path === duplicate), text(found));

      const taken = await conn.client.callTool({ name: 'renumber_decision', arguments: { id: duplicate, number: 5 } });
      assert.equal(taken.isError, true);
      assert.match(text(taken), /ADR-0005 is taken by docs\/adr\/0005-use-postgresql-for-storage\.md/);

      const done = await conn.client.callTool({ name: 'renumber_decision', arguments: { id: duplicate } });
      assert.equal(done.isError, undefined, text(done));
      assert.deepEqual(done.structuredContent, {
        id: 'ADR-0006',
        path: duplicate,
        number: 7,
        newId: 'ADR-0007',
        renamed: [{ from: duplicate, to: 'docs/adr/0007-cache-at-the-edge.md' }],
        edited: [duplicate, 'docs/edge.md'],
        leftAt: [],
      });
      assert.ok(!existsSync(join(ws.dir, duplicate)));
      assert.match(readFileSync(join(ws.dir, 'docs/adr/0007-cache-at-the-edge.md'), 'utf8'), /^# 7\. Cache at the edge/);
      assert.equal(readFileSync(join(ws.dir, 'docs/edge.md'), 'utf8'), '# Edge\n\nSee [the edge cache](adr/0007-cache-at-the-edge.md).\n');

      const seen = await conn.client.callTool({ name: 'get_decision', arguments: { id: 'ADR-0007', body: 'none' } });
      assert.equal(seen.structuredContent.decision.decision.path, 'docs/adr/0007-cache-at-the-edge.md');
      const after = await conn.client.callTool({ name: 'check_decisions', arguments: {} });
      assert.ok(!after.structuredContent.diagnostics.some((d) => d.rule === 'duplicate-number'), text(after));
      // Called again: the record shares its number with none now, so it asks which number rather than renumber twice.
      const again = await conn.client.callTool({ name: 'renumber_decision', arguments: { id: 'ADR-0007' } });
      assert.equal(again.isError, true);
      assert.match(text(again), /shares its number with no other record/);
    } finally {
      await conn.close();
    }
  });
});
