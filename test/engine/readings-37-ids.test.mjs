// Readings of session 37: ids that carry a year segment ("ADR-2026-001"), and the dates that must not be read as one.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';
import { sourceModule } from './engine-helpers.mjs';

const { scanMarkdownLine, createReferenceScanner } = sourceModule('engine/parse/references.ts');
const { parseDecisionId, numberFromFileName } = sourceModule('engine/keys.ts');
const scanner = createReferenceScanner(['ADR']);
/** A key with a year segment: "adr-2025-3". */
const YEAR_KEY = /-(?:19|20)\d\d-\d+$/;

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const ids = (engine) => engine.records().map((r) => `${r.path.replace(/^.*\//, '')} ${r.id} ${r.key} ${r.title.value}`).sort();
const rules = (engine, rule) => engine.check().filter((d) => d.rule === rule).map((d) => `${d.path.replace(/^.*\//, '')}:${d.range.start.line + 1} ${d.message.slice(0, 40)}`);

describe('ids with a year segment', { skip }, () => {
  // Savelii-Systems/software-architecture-journey: "2026-001-why-go-detailed.md" titled "# ADR-2026-001: …" and its
  // sibling 2026-002 read as one id ADR-2026 twice, with a false duplicate-number.
  const yearly = (n, title) => `# ADR-2026-${n}: ${title}\n\n## Status\nAccepted (2026-01-15)\n\n## Context\nSome text.\n`;
  const savelii = {
    'docs/adr/2026-004-four.md': yearly('004', 'Pick the fourth road'),
    'docs/adr/2026-005-five.md': yearly('005', 'Pick the fifth road'),
  };

  it('reads the year and the sequence from the title and the file name', () => {
    const { engine } = workspace(savelii);
    assert.deepEqual(ids(engine), [
      '2026-004-four.md ADR-2026-004 adr-2026-4 Pick the fourth road',
      '2026-005-five.md ADR-2026-005 adr-2026-5 Pick the fifth road',
    ]);
    assert.deepEqual(rules(engine, 'duplicate-number'), []);
  });

  it('tells apart two records of different years with the same sequence number', () => {
    const { engine } = workspace({
      'docs/adr/2025-001-a.md': '# ADR-2025-001: First of last year\n\n## Status\nAccepted\n',
      'docs/adr/2026-001-b.md': '# ADR-2026-001: First of this year\n\n## Status\nAccepted\n',
    });
    assert.deepEqual(ids(engine).map((l) => l.split(' ').slice(0, 3).join(' ')), ['2025-001-a.md ADR-2025-001 adr-2025-1', '2026-001-b.md ADR-2026-001 adr-2026-1']);
    assert.deepEqual(rules(engine, 'duplicate-number'), []);
  });

  it('reads a year-numbered file name under a title without an id', () => {
    const { engine } = workspace({ 'docs/adr/2026-007-seven.md': '# Pick the seventh road\n\n## Status\nAccepted\n' });
    assert.deepEqual(ids(engine), ['2026-007-seven.md ADR-2026-007 adr-2026-7 Pick the seventh road']);
  });

  // watchout/hotel-kanri: day-named files whose id is a "**Doc-ID**: ADR-2025-003" field, cited as ADR-2025-003 elsewhere.
  const withField = (n, title) => `# ${title}\n\n**Doc-ID**: ADR-2025-${n}\n**Status**: Active\n\n---\n\n## Decision\nSome text.\n`;
  const hotel = {
    'docs/adr/2025-01-28_access-policy.v1.md': withField('003', 'Access policy'),
    'docs/adr/2025-01-28_migrations.v1.md': withField('004', 'Migrations'),
    'docs/specs/media.md': '# Media\n\nFollows ADR-2025-003 and adr-2025-004; see also [the policy](../adr/2025-01-28_access-policy.v1.md).\n\nNot ADR-2025-009.\n',
  };

  it('takes the id from an id field', () => {
    const { engine } = workspace(hotel);
    assert.deepEqual(ids(engine), ['2025-01-28_access-policy.v1.md ADR-2025-003 adr-2025-3 Access policy', '2025-01-28_migrations.v1.md ADR-2025-004 adr-2025-4 Migrations']);
  });

  it('links citations of the id, in any case and by file, and flags an unknown one', () => {
    const { engine } = workspace(hotel);
    assert.deepEqual(engine.getDecision('ADR-2025-003').citedBy.map((c) => c.path), ['docs/specs/media.md', 'docs/specs/media.md']);
    assert.deepEqual(engine.getDecision('adr-2025-004').citedBy.map((c) => c.path), ['docs/specs/media.md']);
    assert.deepEqual(rules(engine, 'unknown-reference'), ['media.md:5 ADR-2025-009 does not match any decision']);
    const hover = engine.hover('docs/specs/media.md', { line: 2, character: 10 });
    assert.match(JSON.stringify(hover), /Access policy/);
  });

  // hotel-kanri's ADR-2025-002 is kept beside the collection, not in it: its own "**Doc-ID**:" line and the pages of
  // its folder cite a document of the workspace, no missing record. Elsewhere the id is still unknown.
  it('takes an id field outside the collection as the id defined there, for its folder', () => {
    const { engine } = workspace({
      ...hotel,
      'docs/saas/strategy.v1.md': withField('002', 'Migration strategy'),
      'docs/saas/plan.md': '# Plan\n\n**Linked-Docs**: ADR-2025-002\n',
      'docs/other/notes.md': '# Notes\n\nSee ADR-2025-002.\n',
    });
    assert.deepEqual(rules(engine, 'unknown-reference').filter((l) => l.includes('2025-002')), ['notes.md:3 ADR-2025-002 does not match any decision']);
  });

  it('reads no year segment in a workspace whose records have none', () => {
    const { engine } = workspace({
      'docs/adr/0001-a.md': '# ADR-0001: A\n\n## Status\nAccepted\n',
      'docs/notes.md': '# Notes\n\nAn example id: ADR-2025-001. See ADR-0001.\n',
    });
    assert.deepEqual(rules(engine, 'unknown-reference'), []);
  });
});

describe('dates and four-digit numbers stay as they were', { skip }, () => {
  it('keeps record 2026 of a big collection', () => {
    const { engine } = workspace({
      'docs/adr/2025-x.md': '# ADR-2025: Before\n\n## Status\nAccepted\n',
      'docs/adr/2026-y.md': '# ADR-2026: After\n\n## Status\nAccepted\n\nFollows ADR-2025.\n',
    });
    assert.deepEqual(ids(engine), ['2025-x.md ADR-2025 adr-2025 Before', '2026-y.md ADR-2026 adr-2026 After']);
    assert.deepEqual(engine.getDecision('ADR-2025').citedBy.map((c) => c.path), ['docs/adr/2026-y.md']);
  });

  it('keeps day-named files named by their day', () => {
    const { engine } = workspace({
      'docs/decisions/2026-01-15-pick-a-road.md': '# Pick a road\n\n## Status\nAccepted\n',
      'docs/decisions/20260116-pick-a-car.md': '# Pick a car\n\n## Status\nAccepted\n',
    });
    for (const r of engine.records()) {
      assert.ok(!/-20\d\d-\d/.test(r.key), `${r.path} read as ${r.key}`);
      assert.equal(r.number === undefined || r.number > 2000, true, `${r.path} numbered ${r.number}`);
    }
  });

  it('reads a date after an id as a date', () => {
    const { engine } = workspace({
      'docs/adr/0012-a.md': '# ADR-0012: A\n\n## Status\nAccepted\n',
      'docs/notes.md': '# Notes\n\nSee ADR 0012 (2026-01-15) and ADR-0012 2026-01-15.\n',
    });
    assert.deepEqual(engine.getDecision('ADR-0012').citedBy.map((c) => c.path), ['docs/notes.md', 'docs/notes.md']);
    assert.deepEqual(rules(engine, 'unknown-reference'), []);
  });

  // A table: no day, month or timestamp written after an id is read as a year-segment id, in a workspace that has them.
  it('never reads a date as a year-segment id in a workspace with year-segment ids', () => {
    const dates = [];
    for (const y of ['1999', '2024', '2026']) {
      for (const m of ['01', '09', '12']) {
        for (const d of ['01', '15', '31']) dates.push(`${y}-${m}-${d}`, `${y}${m}${d}`);
        dates.push(`${y}-${m}`);
      }
    }
    const lines = dates.map((d) => `- ADR-${d} and ADR ${d} and on ${d}.`).join('\n');
    const { engine } = workspace({
      'docs/adr/2026-001-a.md': '# ADR-2026-001: A\n\n## Status\nAccepted\n',
      'docs/notes.md': `# Notes\n\n${lines}\n`,
    });
    const unknown = engine.check().filter((d) => d.rule === 'unknown-reference').map((d) => d.message.split(' ')[0]);
    assert.deepEqual(unknown.filter((id) => /^ADR-(?:19|20)\d\d-\d{3}$/.test(id)), []);
  });

  it('property: a written day after a prefix is never a year-segment key', () => {
    const day = fc.tuple(fc.integer({ min: 1900, max: 2099 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), fc.constantFrom('-', '', '/', '.'), fc.constantFrom('-', '_', ' ', ''));
    fc.assert(fc.property(day, ([y, m, d, sep, after]) => {
      const written = `${y}${sep}${String(m).padStart(2, '0')}${sep}${String(d).padStart(2, '0')}`;
      const scan = scanMarkdownLine(`See ADR${after}${written} and adr${after}${written}.`, 0, scanner);
      for (const r of scan.references) assert.ok(!YEAR_KEY.test(r.targetKey ?? ''), `${written} read as ${r.targetKey}`);
      const parsed = parseDecisionId(`ADR${after}${written}`);
      assert.ok(!parsed || !YEAR_KEY.test(parsed.key), `${written} parsed as ${parsed?.key}`);
      if (sep === '-' || sep === '') assert.equal(numberFromFileName(`${written}-a-title.md`, ['ADR']), undefined);
    }), { numRuns: 400 });
  });

  it('reads the year-segment id itself, in prose and as id text', () => {
    const keys = scanMarkdownLine('Per ADR-2025-003, adr-2025-004 and ADR-2024-0012; not ADR-2025-003-x or ADR 2025-003.', 0, scanner).references.map((r) => r.targetKey);
    assert.deepEqual(keys, ['adr-2025-3', 'adr-2025-4', 'adr-2024-12']);
    assert.deepEqual(parseDecisionId('ADR-2025-003'), { prefix: 'ADR-2025', number: 3, key: 'adr-2025-3' });
    assert.equal(parseDecisionId('ADR-2026')?.key, 'adr-2026');
  });
});
