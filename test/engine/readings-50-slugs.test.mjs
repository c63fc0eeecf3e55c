// Shapes met in the fiftieth session's readings of real repositories, in fixtures written for these tests: a citation
// written as a record's id and file name, where the record holding that number now has another name.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';
const record = (id, title, fields) => `# ${id}: ${title}\n\n${fields}\n\n## Decision\n\nx\n`;
const findings = (engine) => engine.check().map((d) => `${d.path} ${d.rule}${d.fixes?.length ? ' (fixable)' : ''}`);
const relations = (engine, id) => engine.getDecision(id).relations.map((r) => `${r.kind} ${r.targetText}${r.resolved ? ` → ${r.targetId}` : ' (none)'}`);
const citers = (engine, id) => engine.getDecision(id).citedBy.map((c) => c.path);

describe('a record split in two, the part that kept the number saying it supersedes the old whole', { skip }, () => {
  const files = () => ({
    'docs/adr/ADR-003-cache-reads.md': record('ADR-003', 'Cache Reads', 'Status: Accepted\nDate: 2025-01-03\nSupersedes: ADR-003-cache-and-queue-strategy'),
    'docs/adr/ADR-004-queue-writes.md': record('ADR-004', 'Queue Writes', 'Status: Superseded\nDate: 2025-01-03\nSupersedes: ADR-003-cache-and-queue-strategy\nSuperseded-by: ADR-009-queue-service'),
    'docs/adr/ADR-009-queue-service.md': record('ADR-009', 'Queue Service', 'Status: Accepted\nDate: 2025-06-01\nSupersedes: ADR-004'),
  });

  it('the old name is a record no longer there: neither part is superseded by the other, and there is nothing to fix', () => {
    const { engine } = workspace(files());
    assert.deepEqual(relations(engine, 'ADR-003'), ['supersedes ADR-003-cache-and-queue-strategy (none)']);
    assert.deepEqual(relations(engine, 'ADR-004'), ['supersedes ADR-003-cache-and-queue-strategy (none)', 'superseded-by ADR-009-queue-service → ADR-009']);
    const kept = engine.getDecision('ADR-003');
    assert.equal(kept.current, undefined, 'ADR-003 is in force, not superseded through ADR-004');
    assert.deepEqual(kept.supersedeChain, []);
    assert.deepEqual(citers(engine, 'ADR-003'), []);
    assert.deepEqual(findings(engine), []);
  });
});

describe('a successor named by its number and a name that number no longer has', { skip }, () => {
  const files = () => ({
    'docs/adr/ADR-005-session-store.md': record('ADR-005', 'Session Store', 'Status: Superseded\nDate: 2025-01-05\nSuperseded-by: ADR-008-logging-standard (moved to the handbook)'),
    'docs/adr/ADR-008-metrics-pipeline.md': record('ADR-008', 'Metrics Pipeline', 'Status: Accepted\nDate: 2025-01-08'),
  });

  it('the successor is not the record holding the number now: no one-sided supersession to fix, the name points nowhere', () => {
    const { engine } = workspace(files());
    assert.deepEqual(relations(engine, 'ADR-005'), ['superseded-by ADR-008-logging-standard (none)']);
    assert.equal(engine.getDecision('ADR-005').current, undefined);
    assert.deepEqual(citers(engine, 'ADR-008'), []);
    assert.deepEqual(findings(engine), ['docs/adr/ADR-005-session-store.md superseded-without-successor']);
    assert.match(engine.check()[0].message, /superseded by ADR-008-logging-standard, which is no decision record/);
  });

  it('a name only misspelt, abbreviated, older but sharing a word, or of one word still means the record of the number', () => {
    const successor = (n, name) => record(`ADR-02${n}`, `Old ${n}`, `Status: Superseded\nDate: 2024-01-0${n}\nSuperseded-by: ${name}`);
    const { engine } = workspace({
      ...files(),
      'docs/adr/ADR-006-use-postgresql.md': record('ADR-006', 'Use PostgreSQL', 'Status: Accepted\nDate: 2025-01-06\nSupersedes: ADR-021'),
      'docs/adr/ADR-007-database-choice.md': record('ADR-007', 'Database Choice', 'Status: Accepted\nDate: 2025-01-07\nSupersedes: ADR-022'),
      'docs/adr/ADR-010-container-tools.md': record('ADR-010', 'Container Tools', 'Status: Accepted\nDate: 2025-01-10\nSupersedes: ADR-023'),
      'docs/adr/ADR-012-use-rabbitmq.md': record('ADR-012', 'Use RabbitMQ', 'Status: Accepted\nDate: 2025-01-12\nSupersedes: ADR-024'),
      'docs/adr/ADR-021-old-1.md': successor(1, 'ADR-006-use-postgres'),
      'docs/adr/ADR-022-old-2.md': successor(2, 'ADR-007-db'),
      'docs/adr/ADR-023-old-3.md': successor(3, 'ADR-010-docker-tools'),
      'docs/adr/ADR-024-old-4.md': successor(4, 'ADR-012-kafka'),
    });
    assert.deepEqual(['ADR-021', 'ADR-022', 'ADR-023', 'ADR-024'].map((id) => relations(engine, id)[0]), [
      'superseded-by ADR-006-use-postgres → ADR-006',
      'superseded-by ADR-007-db → ADR-007',
      'superseded-by ADR-010-docker-tools → ADR-010',
      'superseded-by ADR-012-kafka → ADR-012',
    ]);
    // Failing without the change: ADR-008-logging-standard was ADR-008 too.
    assert.deepEqual(findings(engine), ['docs/adr/ADR-005-session-store.md superseded-without-successor']);
  });
});
