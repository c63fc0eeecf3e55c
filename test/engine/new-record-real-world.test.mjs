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

test('a collection\'s template file is the new record\'s model: its front matter keys and headings, filled in', () => {
  const record = (n) => `---\nparent: Decisions\nnav_order: ${n}\n---\n# Choice ${n}\n\n## Context and Problem Statement\n\nProblem ${n}.\n\n## Considered Options\n\n* A\n\n## Decision Outcome\n\nChosen option: "A", because it is simpler.\n`;
  const root = workspace({
    'docs/decisions/0001-choice-1.md': record(1),
    'docs/decisions/0002-choice-2.md': record(2),
    'docs/decisions/adr-template.md':
      '---\n# Just the Docs\nparent: Decisions\nnav_order: 100\ntitle: ADR Template\nstatus: "{proposed | accepted}"\n---\n# {short title, representative of solved problem and found solution}\n\n## Context and Problem Statement\n\n{Describe the context and problem statement}\n\n## Considered Options\n\n* {title of option 1}\n\n## Decision Outcome\n\nChosen option: "{title of option 1}", because {justification}.\n',
  });
  const { plan, added } = write(root, { title: 'Use a queue' });
  // Keys the records use (parent, nav_order), numbered; the template's optional ones the records dropped stay out.
  assert.match(plan.content, /^---\nparent: Decisions\nnav_order: 3\n---\n# Use a queue\n\n## Context and Problem Statement\n\n\{Describe/);
  assert.match(plan.content, /^## Considered Options$/m);
  assert.doesNotMatch(plan.content, /^status:|ADR-0003:|[ \t]$/m);
  // No missing-status on the untouched records: the new one states no status either. Like its neighbours it has no
  // date, which check notes for all of them alike.
  assert.deepEqual(added, ['docs/decisions/0003-use-a-queue.md:4 missing-date']);

  const spanish = workspace({
    'docs/adr/0001-uno.md': '# 0001 - Uno\n\n- Estado: aceptado\n- Fecha: 16/02/26\n\n## Contexto\n\nC.\n\n## Decisión\n\nD.\n\n## Consecuencias\n\nE.\n',
    'docs/adr/PLANTILLA.md': '# NNNN - Título\n\n- Estado: propuesto\n- Fecha: dd/mm/aa\n\n## Contexto\n\n¿Qué problema?\n\n## Decisión\n\n¿Qué decidimos?\n\n## Consecuencias\n\n¿Qué cambia?\n',
  });
  const es = write(spanish, { title: 'Usar una cola', supersedes: 'ADR-0001' });
  assert.match(es.plan.content, /^# 0002 - Usar una cola\n\n- Estado: aceptado\n- Reemplaza a: \[ADR-0001\]\(0001-uno\.md\)\n- Fecha: 2026-03-04\n\n## Contexto\n/);
  assert.match(read(spanish, 'docs/adr/0001-uno.md'), /^- Estado: reemplazado por \[ADR-0002\]\(0002-usar-una-cola\.md\)$/m);
  assert.equal(es.engine.getDecision('ADR-0001').current?.id, 'ADR-0002');
  assert.deepEqual(es.added, []);
});

test('without a template the latest record gives the shape: title line, labels and headings in its language', () => {
  const root = workspace({
    'docs/adr/ADR-0002-first.md': '# ADR-0002: Erste\n\n- ステータス: Accepted\n- 起票日: 2024-01-02\n\n## コンテキスト\n\nx\n\n## 決定\n\ny\n\n## 帰結\n\nz\n',
    'docs/adr/ADR-0003-second.md': '# ADR-0003: Zweite\n\n- ステータス: Proposed\n- 起票日: 2024-01-03\n\n## コンテキスト\n\nx\n\n## 決定\n\ny\n\n## 帰結\n\nz\n',
  });
  const { plan, added } = write(root, { title: 'Use a queue' });
  assert.equal(plan.path, 'docs/adr/ADR-0004-use-a-queue.md');
  assert.equal(plan.content, '# ADR-0004: Use a queue\n\n- ステータス: Proposed\n- 起票日: 2026-03-04\n\n## コンテキスト\n\n## 決定\n\n## 帰結\n');
  assert.deepEqual(added, []);

  const hydra = workspace({
    'docs/adr/2024-01-01_001-thing.md': '---\nslug: 1\ntitle: |\n  1. Thing 1\nauthors: [alice]\ntags: [Accepted]\n---\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n',
    'docs/adr/2024-01-02_002-thing.md': '---\nslug: 2\ntitle: |\n  2. Thing 2\nauthors: [bob]\ntags: [Accepted]\n---\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n',
  });
  const h = write(hydra, { title: 'Use a queue', supersedes: 'ADR-0001' });
  assert.match(h.plan.content, /^---\nslug: 3\ntitle: \|\n  3\. Use a queue\nauthors:\ntags: \[Accepted\]\n---\n\n## Status\n\nAccepted\n\nSupersedes \[1\. Thing 1\]\(2024-01-01_001-thing\.md\)\n/);
  assert.deepEqual(h.added, []);
});

test('category series do not outvote the collection\'s own; template number and date placeholders are filled; a date-named successor is linked', () => {
  const k1s0 = workspace({
    'docs/adr/ADR-0001-first.md': nygard(1, 'First'),
    'docs/adr/ADR-SEC-001-a.md': '# ADR-SEC-001: A\n\n- Status: Accepted\n',
    'docs/adr/ADR-SEC-002-b.md': '# ADR-SEC-002: B\n\n- Status: Accepted\n',
    'docs/adr/ADR-OPS-001-c.md': '# ADR-OPS-001: C\n\n- Status: Accepted\n',
  });
  assert.equal(write(k1s0, { title: 'Use a queue' }).plan.path, 'docs/adr/ADR-0002-use-a-queue.md');

  const cometbft = workspace({
    'docs/adr/adr-001-thing.md': '# ADR 001: Thing\n\n## Changelog\n\n- 2024-01-02: Initial draft\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n',
    'docs/adr/adr-template.md': '# ADR {ADR-NUMBER}: {TITLE}\n\n## Changelog\n\n- {date}: {changelog}\n\n## Status\n\n{Accepted|Rejected}\n\n## Context\n\n> context\n\n## Decision\n\n> decision\n\n## Consequences\n\n> consequences\n',
  });
  const c = write(cometbft, { title: 'Use a queue', supersedes: 'docs/adr/adr-001-thing.md' });
  assert.equal(c.plan.path, 'docs/adr/adr-002-use-a-queue.md');
  assert.match(c.plan.content, /^# ADR 2: Use a queue\n\n## Changelog\n\n- 2026-03-04: \{changelog\}\n\n## Status\n\nAccepted\n\nSupersedes \[ADR-0*1\]\(adr-001-thing\.md\)\n/);
  assert.deepEqual(c.added, []);

  const backstage = workspace({
    'docs/adr/adr001-first.md': "---\nid: adrs-adr001\ntitle: 'ADR001: First'\ndescription: First\n---\n\n## Context\n\nx\n",
    'docs/adr/adr000-template.md': "---\nid: adrs-adr000\ntitle: ADR000: [TITLE]\ndescription: Architecture Decision Record (ADR) for [TITLE] [DESCRIPTION]\n---\n\n## Context\n\n<!-- why -->\n",
  });
  const b = write(backstage, { title: 'Use a queue' });
  assert.match(b.plan.content, /^---\nid: adrs-adr002\ntitle: 'ADR002: Use a queue'\ndescription:\n---\n/);
  assert.deepEqual(b.added.filter((k) => !/missing-date|missing-status/.test(k)), []);

  const zlv = workspace({
    'docs/decisions/20260805142324-premier.md': '---\nstatut: accepté\ndate: 2026-08-05\n---\n\n# Premier\n\n## Contexte et problématique\n\nx\n',
    'docs/decisions/20260806142324-second.md': '---\nstatut: accepté\ndate: 2026-08-06\n---\n\n# Second\n\n## Contexte et problématique\n\nx\n',
  });
  const z = write(zlv, { title: 'Remplacer', supersedes: '20260805142324-premier' });
  assert.match(z.plan.content, /^statut: accepté$/m);
  assert.match(read(zlv, 'docs/decisions/20260805142324-premier.md'), /^statut: remplacé par \[\d{14}-remplacer\]\(\d{14}-remplacer\.md\)$/m);
  assert.equal(z.engine.getDecision('20260805142324-premier').current?.id, z.plan.id);
  assert.deepEqual(z.added, []);
});
