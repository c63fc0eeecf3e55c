// A decision superseded only in part, or only once another is accepted, stays in force; the records that take part of
// it (or will take it) are told wherever the decision is read: its detail (CLI show, MCP get_decision), hovers and
// its CodeLens.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const nygard = (n, title, status, body = 'What we do.') =>
  `# ${n}. ${title}\n\nDate: 2024-0${n}-01\n\n## Status\n\n${status}\n\n## Context\n\nWhy it came up.\n\n## Decision\n\n${body}\n\n## Consequences\n\nWhat follows.\n`;

const files = () => ({
  'doc/adr/0001-store-events-in-postgres.md': nygard(1, 'Store events in Postgres', 'Accepted'),
  // Said on the successor's side only, in prose.
  'doc/adr/0002-archive-old-events.md': nygard(2, 'Archive old events', 'Accepted', 'This supersedes some aspects of [ADR-1](0001-store-events-in-postgres.md): events older than a year move to object storage.'),
  // A proposal, on condition.
  'doc/adr/0003-move-events-to-kafka.md': nygard(3, 'Move events to Kafka', 'Proposed\n\nSupersedes [1. Store events in Postgres](0001-store-events-in-postgres.md) when accepted'),
  'doc/adr/0004-use-json-schema.md': nygard(4, 'Use JSON Schema', 'Accepted'),
  'doc/adr/0005-use-avro.md': nygard(5, 'Use Avro', 'Accepted\n\nSupersedes [4. Use JSON Schema](0004-use-json-schema.md)'),
  'doc/adr/0006-name-topics.md': nygard(6, 'Name topics', 'Accepted\n\nSuperseded in part by [7. Name topics per tenant](0007-name-topics-per-tenant.md)'),
  'doc/adr/0007-name-topics-per-tenant.md': nygard(7, 'Name topics per tenant', 'Accepted'),
  'src/events/store.ts': '// ADR-0001: events live in Postgres\nexport const store = 1;\n',
});

const qualified = (engine, id) => (engine.getDecision(id).qualifiedSuccessors ?? []).map((q) => `${q.id} ${q.condition}`);

describe('records that supersede a decision in part or on a condition', { skip }, () => {
  it('are listed in its detail, from either side, in number order', () => {
    const { engine } = workspace(files());
    assert.deepEqual(qualified(engine, 'ADR-0001'), ['ADR-0002 in part', 'ADR-0003 when accepted']);
    assert.deepEqual(qualified(engine, 'ADR-0006'), ['ADR-0007 in part']);
    // Still in force: no current decision other than itself.
    assert.equal(engine.getDecision('ADR-0001').current, undefined);
    assert.equal(engine.getDecision('ADR-0001').decision.lifecycle, 'accepted');
  });

  it('leave out an outright successor, and the successors themselves have none', () => {
    const { engine } = workspace(files());
    assert.deepEqual(qualified(engine, 'ADR-0004'), []);
    assert.equal(engine.getDecision('ADR-0004').current.id, 'ADR-0005');
    for (const id of ['ADR-0002', 'ADR-0003', 'ADR-0005', 'ADR-0007']) assert.equal(engine.getDecision(id).qualifiedSuccessors, undefined, id);
  });

  it('show in the hover of a citation and in the record\'s CodeLens', () => {
    const { engine } = workspace(files());
    const hover = engine.hover('src/events/store.ts', { line: 0, character: 5 });
    assert.match(hover.contents, /Also superseded by ADR-0002 \(in part\), ADR-0003 \(when accepted\)/);
    const [lens] = engine.codeLenses('doc/adr/0001-store-events-in-postgres.md');
    assert.match(lens.title, /· superseded by ADR-0002 \(in part\), ADR-0003 \(when accepted\)$/);
    // The other way round, in the successors' lenses, from either side.
    const lensOf = (path) => engine.codeLenses(path)[0].title;
    assert.match(lensOf('doc/adr/0002-archive-old-events.md'), /· supersedes ADR-0001 \(in part\)$/);
    assert.match(lensOf('doc/adr/0003-move-events-to-kafka.md'), /· supersedes ADR-0001 \(when accepted\)$/);
    assert.match(lensOf('doc/adr/0007-name-topics-per-tenant.md'), /· supersedes ADR-0006 \(in part\)$/);
    assert.match(lensOf('doc/adr/0005-use-avro.md'), /· supersedes ADR-0004$/);
    const [plain] = engine.codeLenses('doc/adr/0004-use-json-schema.md');
    assert.doesNotMatch(plain.title, /\(in part\)|when accepted/);
  });

  it('are named beside the decision among those that govern a path', () => {
    const { engine } = workspace(files());
    const governing = engine.withQualifiedSuccessors(engine.decisionsForPath('src/events/store.ts'));
    assert.equal(engine.decisionsForPath('src/events/store.ts')[0].qualifiedSuccessors, undefined, 'left to the page a front shows');
    assert.deepEqual(governing.map((g) => [g.decision.id, g.qualifiedSuccessors]), [['ADR-0001', [{ id: 'ADR-0002', condition: 'in part' }, { id: 'ADR-0003', condition: 'when accepted' }]]]);
  });

  it('leave out a rejected proposal, whatever it said it would take', () => {
    const f = files();
    f['doc/adr/0003-move-events-to-kafka.md'] = nygard(3, 'Move events to Kafka', 'Rejected\n\nSupersedes [1. Store events in Postgres](0001-store-events-in-postgres.md) when accepted');
    const { engine } = workspace(f);
    assert.deepEqual(qualified(engine, 'ADR-0001'), ['ADR-0002 in part']);
  });

  it('follow the workspace: the claim edited away, the successor gone', () => {
    const { engine, fs } = workspace(files());
    fs.write('doc/adr/0002-archive-old-events.md', nygard(2, 'Archive old events', 'Accepted', 'Events older than a year move to object storage.'));
    engine.update('doc/adr/0002-archive-old-events.md');
    assert.deepEqual(qualified(engine, 'ADR-0001'), ['ADR-0003 when accepted']);
    fs.delete('doc/adr/0003-move-events-to-kafka.md');
    engine.remove('doc/adr/0003-move-events-to-kafka.md');
    assert.deepEqual(qualified(engine, 'ADR-0001'), []);
  });
});
