// reStructuredText records through the MCP server, as an agent's client sees them: the SDK Client over stdio on a
// workspace of ".rst" records (fixtures written for this test).
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { connectStdio, serverBundle } from './mcp-client.mjs';

const FILES = {
  'docs/decisions/0001-use-kafka.rst':
    '0001 Use Kafka for ticket events\n################################\n\n:Status: Superseded by :doc:`0002-use-pulsar`\n:Date: 2024-01-10\n\nContext\n*******\n\nEvents need replay.\n\nDecision\n********\n\nKafka, in ``services/events/``.\n',
  'docs/decisions/0002-use-pulsar.rst':
    '0002 Use Pulsar for ticket events\n#################################\n\n:Status: Accepted\n:Date: 2024-06-02\n\nContext\n*******\n\nTiered storage. Supersedes :doc:`0001-use-kafka`.\n\nDecision\n********\n\nPulsar, in ``services/events/``.\n',
  'services/events/consumer.py': '# Consumes ticket events as ADR-0001 set out.\nprint("x")\n',
};

describe('MCP server over stdio: reStructuredText records', { skip: !existsSync(serverBundle) && 'dist/mcp-server.js not built' }, () => {
  let dir;
  let conn;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'adr-lens-mcp-rst-'));
    for (const [rel, text] of Object.entries(FILES)) {
      mkdirSync(dirname(join(dir, rel)), { recursive: true });
      writeFileSync(join(dir, rel), text);
    }
    conn = await connectStdio({ root: dir, args: ['--no-cache'] });
  });

  after(async () => {
    await conn?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('search finds an RST record, and get_decision follows its :doc: successor', async () => {
    const found = await conn.client.callTool({ name: 'search_decisions', arguments: { query: 'tiered storage' } });
    assert.equal(found.structuredContent.results[0].decision.id, 'ADR-0002');
    const old = await conn.client.callTool({ name: 'get_decision', arguments: { id: 'ADR-0001' } });
    const { decision } = old.structuredContent;
    assert.equal(decision.decision.lifecycle, 'superseded');
    assert.equal(decision.current.id, 'ADR-0002');
    assert.ok(decision.relations.some((r) => r.kind === 'superseded-by' && r.targetId === 'ADR-0002'), JSON.stringify(decision.relations));
  });

  it('decisions_for_path names the RST records that govern code, and check_decisions the code citing the old one', async () => {
    const governing = await conn.client.callTool({ name: 'decisions_for_path', arguments: { path: 'services/events/consumer.py' } });
    const ids = governing.structuredContent.governing.map((g) => g.decision.id).sort();
    assert.deepEqual(ids, ['ADR-0001', 'ADR-0002']);
    const checked = await conn.client.callTool({ name: 'check_decisions', arguments: { minSeverity: 'hint' } });
    const findings = checked.structuredContent.diagnostics;
    assert.ok(findings.some((f) => f.rule === 'citing-superseded' && f.path === 'services/events/consumer.py'), JSON.stringify(checked.structuredContent).slice(0, 600));
  });
});
