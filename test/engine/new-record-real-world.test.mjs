// New records written into collections shaped like real repositories (audit 6): file names in the collection's
// own pattern, a supersede that leaves nothing for `check` to flag, ids shared by two collections, and the
// collection's own template, labels and language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { engineModule } from './engine-helpers.mjs';
import { tempDir } from '../temp-dir.mjs';

const { createEngine, applyNewRecordPlan } = engineModule;
const TODAY = new Date('2026-03-04T05:06:07Z');

function workspace(files) {
  const root = tempDir('adr-lens-new-rw-');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const nygard = (n, title, status = 'Accepted') => `# ${n}. ${title}\n\nDate: 2024-01-0${n}\n\n## Status\n\n${status}\n\n## Context\n\nc\n\n## Decision\n\nd\n\n## Consequences\n\ne\n`;
const bullets = (title, status = 'accepted') => `# ${title}\n\n- Status: ${status}\n- Date: 2020-09-24\n\n## Context and Problem Statement\n\nx\n\n## Decision Outcome\n\nChosen option: "A".\n`;

/** Plans, writes and reloads; returns the plan, the diagnostics before and after, and the engine after. */
function write(root, request) {
  const before = createEngine({ root });
  before.load();
  const found = before.check().map(key);
  const plan = before.planNewRecord({ date: '2026-03-04', ...request });
  applyNewRecordPlan(root, plan, { collections: before.collections().map((c) => c.dir) });
  const after = createEngine({ root });
  after.load();
  // A citation of a decision that is now superseded is hinted on purpose (citing-superseded): the supersede is real.
  const added = after.check().filter((d) => d.rule !== 'citing-superseded').map(key).filter((k) => !found.includes(k));
  return { plan, added, engine: after };
}
const key = (d) => `${d.path}:${d.range.start.line} ${d.rule}`;
const read = (root, path) => readFileSync(join(root, path), 'utf8');

test('file names follow the collection: prefix and its case, separator, width', () => {
  const cases = [
    [{ 'docs/architecture/adr-001-first.md': nygard(1, 'First'), 'docs/architecture/adr-002-second.md': nygard(2, 'Second') }, 'docs/architecture/adr-003-use-a-queue.md'],
    [{ 'docs/adr/ADR-0001-first.md': nygard(1, 'First'), 'docs/adr/ADR-0002-second.md': nygard(2, 'Second') }, 'docs/adr/ADR-0003-use-a-queue.md'],
    [{ 'docs/adr/adr014-first.md': nygard(14, 'First'), 'docs/adr/adr001-second.md': nygard(1, 'Second') }, 'docs/adr/adr015-use-a-queue.md'],
    [{ 'docs/adr/0012_first_one.md': nygard(12, 'First'), 'docs/adr/0013_second_one.md': nygard(13, 'Second') }, 'docs/adr/0014_use_a_queue.md'],
    [{ 'content/ADR-7-first.md': nygard(7, 'First'), 'content/ADR-102-second.md': nygard(2, 'Second'), 'content/ADR-316-third.md': nygard(3, 'Third'), '.adr-dir': 'content\n' }, 'content/ADR-317-use-a-queue.md'],
  ];
  for (const [files, expected] of cases) {
    const root = workspace(files);
    const engine = createEngine({ root });
    engine.load();
    const plan = engine.planNewRecord({ title: 'Use a queue', date: '2026-03-04' });
    assert.equal(plan.path, expected, Object.keys(files).join(', '));
  }
});

test('date-named collections get today\'s date in their shape, never a new 0001 numbering', () => {
  const log4brains = workspace({
    '.log4brains.yml': 'project:\n  adrFolder: ./docs/adr\n',
    'docs/adr/20200924-use-markdown.md': bullets('Use Markdown'),
    'docs/adr/20200927-avoid-default-exports.md': bullets('Avoid default exports'),
  });
  const { plan, added, engine } = write(log4brains, { title: 'Use a queue' });
  assert.equal(plan.path, 'docs/adr/20260304-use-a-queue.md');
  assert.equal(plan.id, '20260304-use-a-queue');
  assert.equal(engine.record(plan.path)?.id, plan.id, 'the id the plan announces is the one the index reads');
  assert.deepEqual(added, []);
  // The same title on the same day: a free name beside it, still dated.
  const again = createEngine({ root: log4brains }).planNewRecord({ title: 'Use a queue', date: '2026-03-04' });
  assert.equal(again.path, 'docs/adr/20260304-use-a-queue-2.md');

  const timestamps = workspace({ 'docs/decisions/20260805163000-first.md': bullets('First'), 'docs/decisions/20260806101500-second.md': bullets('Second') });
  const engine2 = createEngine({ root: timestamps });
  engine2.load();
  assert.match(engine2.planNewRecord({ title: 'Use a queue', date: '2026-03-04' }).path, /^docs\/decisions\/20260304\d{6}-use-a-queue\.md$/);
});

test('folder-per-record collections get a folder with a README; hydra\'s date_number names keep both', () => {
  const edc = workspace({
    'docs/decision-records/2022-02-03-tracing/README.md': '# Tracing\n\n## Decision\n\nUse OpenTelemetry.\n',
    'docs/decision-records/2022-02-07-metrics/README.md': '# Metrics\n\n## Decision\n\nUse Micrometer.\n',
  });
  const { plan, engine } = write(edc, { title: 'Use a queue', collection: 'docs/decision-records' });
  assert.equal(plan.path, 'docs/decision-records/2026-03-04-use-a-queue/README.md');
  assert.equal(engine.record(plan.path)?.id, '2026-03-04-use-a-queue');

  const hydra = workspace({
    'docs/adr/2024-01-01_001-thing.md': nygard(1, 'Thing 1'),
    'docs/adr/2024-01-02_002-thing.md': nygard(2, 'Thing 2'),
  });
  const h = write(hydra, { title: 'Use a queue' });
  assert.equal(h.plan.path, 'docs/adr/2026-03-04_003-use-a-queue.md');
  assert.equal(h.engine.record(h.plan.path)?.number, 3);
});

test('adr-tools collections keep 0001-slug.md names', () => {
  const root = workspace({ 'doc/adr/0001-record.md': nygard(1, 'Record'), '.adr-dir': 'doc/adr\n' });
  const { plan } = write(root, { title: 'Use a queue' });
  assert.equal(plan.path, 'doc/adr/0002-use-a-queue.md');
});

test('a superseding record starts accepted in the collection\'s words, so check has nothing new to say', () => {
  const madr3 = workspace({
    'docs/decisions/0001-choice.md': '---\nstatus: accepted\ndate: 2024-01-01\n---\n\n# Choice\n\n## Context and Problem Statement\n\nx\n',
    'docs/decisions/0002-other.md': '---\nstatus: proposed\ndate: 2024-01-02\n---\n\n# Other\n\n## Context and Problem Statement\n\nx\n\nSee ADR-0001.\n',
  });
  const { plan, added, engine } = write(madr3, { title: 'Replace choice', supersedes: 'ADR-0001' });
  assert.match(plan.content, /^status: accepted$/m);
  assert.deepEqual(added, []);
  assert.equal(engine.getDecision('ADR-0001').current?.id, plan.id);
  // An ordinary new record is still a proposal.
  assert.match(createEngine({ root: madr3 }).planNewRecord({ title: 'Another' }).content, /^status: proposed$/m);

  const shouting = workspace({ 'docs/adr/0001-a.md': nygard(1, 'A', 'ACCEPTED'), 'docs/adr/0002-b.md': nygard(2, 'B', 'PROPOSED'), 'docs/adr/0003-c.md': '# C\n\n**Status:** PROPOSED\n\n## Context\n\nx\n' });
  const s = write(shouting, { title: 'Replace A', supersedes: 'ADR-0001' });
  assert.match(s.plan.content, /ACCEPTED/);
  assert.deepEqual(s.added, []);
});

test('a Portuguese collection gets its own status words on both sides of a supersede', () => {
  const root = workspace({
    '.adr-dir': 'doc/adr\n',
    'doc/adr/0001-decisao-1.md': '# 1. Decisão 1\n\nData: 2017-10-31\n\n## Status\n\nAceito\n\n## Contexto\n\nC.\n\n## Decisão\n\nD.\n\n## Consequências\n\nE.\n',
    'doc/adr/0002-decisao-2.md': '# 2. Decisão 2\n\nData: 2017-10-31\n\n## Status\n\nAceito\n\n## Contexto\n\nC.\n\n## Decisão\n\nD.\n\n## Consequências\n\nE.\n',
  });
  const { plan, added, engine } = write(root, { title: 'Substituir X', supersedes: 'ADR-0002' });
  assert.match(plan.content, /^Aceito$/m);
  assert.match(plan.content, /^Substitui \[2\. Decisão 2\]\(0002-decisao-2\.md\)$/m);
  assert.match(read(root, 'doc/adr/0002-decisao-2.md'), /^Substituído por \[3\. Substituir X\]\(0003-substituir-x\.md\)$/m);
  assert.equal(engine.getDecision('ADR-0002').decision.lifecycle, 'superseded');
  assert.equal(engine.getDecision('ADR-0002').current?.id, 'ADR-0003');
  assert.deepEqual(added, []);
});

test('--supersedes with an id two collections share takes the target collection\'s record, or names the candidates', () => {
  const files = {
    '.adr-lens.json': '{ "collections": ["docs/adr", "services/billing/docs/adr", "services/shop/docs/adr"] }',
    'docs/adr/0001-root-one.md': nygard(1, 'Root one'),
    'services/billing/docs/adr/0001-billing-one.md': nygard(1, 'Billing one'),
    'services/shop/docs/adr/0001-shop-one.md': nygard(1, 'Shop one'),
  };
  const root = workspace(files);
  const { plan } = write(root, { title: 'Replace billing one', supersedes: 'ADR-0001', collection: 'services/billing/docs/adr' });
  assert.equal(plan.path, 'services/billing/docs/adr/0002-replace-billing-one.md');
  assert.deepEqual(plan.edits.map((e) => e.path), ['services/billing/docs/adr/0001-billing-one.md']);
  assert.equal(read(root, 'docs/adr/0001-root-one.md'), files['docs/adr/0001-root-one.md']);

  // No collection given: the default one holds an ADR-0001, so that one is meant.
  const engine = createEngine({ root });
  engine.load();
  assert.deepEqual(engine.planNewRecord({ title: 'Replace root one', supersedes: 'ADR-0001' }).edits.map((e) => e.path), ['docs/adr/0001-root-one.md']);
  // By path it is never ambiguous.
  const byPath = engine.planNewRecord({ title: 'Replace shop one', supersedes: 'services/shop/docs/adr/0001-shop-one.md' });
  assert.equal(byPath.path, 'services/shop/docs/adr/0002-replace-shop-one.md');
  assert.deepEqual(byPath.edits.map((e) => e.path), ['services/shop/docs/adr/0001-shop-one.md']);

  // A collection without that id: refuse, naming the candidates, instead of editing another folder's record.
  const two = workspace({
    '.adr-lens.json': '{ "collections": ["docs/adr", "services/billing/docs/adr", "services/shop/docs/adr"] }',
    'docs/adr/0002-root-two.md': nygard(2, 'Root two'),
    'services/billing/docs/adr/0001-billing-one.md': nygard(1, 'Billing one'),
    'services/shop/docs/adr/0001-shop-one.md': nygard(1, 'Shop one'),
  });
  const e2 = createEngine({ root: two });
  e2.load();
  assert.throws(
    () => e2.planNewRecord({ title: 'X', supersedes: 'ADR-0001', collection: 'docs/adr' }),
    (err) => err.name === 'NewRecordError' && /services\/billing\/docs\/adr\/0001-billing-one\.md/.test(err.message) && /services\/shop\/docs\/adr\/0001-shop-one\.md/.test(err.message),
  );
});
