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
  // The date asked for is written all the same: neither the records nor the template keep one in front matter, so
  // under the title.
  assert.match(plan.content, /^---\nparent: Decisions\nnav_order: 3\n---\n# Use a queue\n\nDate: 2026-03-04\n\n## Context and Problem Statement\n\n\{Describe/);
  assert.match(plan.content, /^## Considered Options$/m);
  assert.doesNotMatch(plan.content, /^status:|ADR-0003:|[ \t]$/m);
  // No missing-status on the untouched records: the new one states no status either (none was asked for).
  assert.deepEqual(added, []);

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
  assert.match(c.plan.content, /^# ADR 2: Use a queue\n\n## Changelog\n\n- 2026-03-04: Initial draft\n\n## Status\n\nAccepted\n\nSupersedes \[ADR-0*1\]\(adr-001-thing\.md\)\n/);
  assert.deepEqual(c.added, []);

  const backstage = workspace({
    'docs/adr/adr001-first.md': "---\nid: adrs-adr001\ntitle: 'ADR001: First'\ndescription: First\n---\n\n## Context\n\nx\n",
    'docs/adr/adr000-template.md': "---\nid: adrs-adr000\ntitle: ADR000: [TITLE]\ndescription: Architecture Decision Record (ADR) for [TITLE] [DESCRIPTION]\n---\n\n## Context\n\n<!-- why -->\n",
  });
  const b = write(backstage, { title: 'Use a queue' });
  assert.match(b.plan.content, /^---\nid: adrs-adr002\ntitle: 'ADR002: Use a queue'\ndescription:\n---\n\nDate: 2026-03-04\n\n## Context\n/);
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

test('a template that escapes its placeholders (MDX: "# ADR \\{ADR-NUMBER\\}: \\{TITLE\\}") is filled without its escapes', () => {
  const template = '# ADR \\{ADR-NUMBER\\}: \\{TITLE\\}\n\n## Changelog\n\n- \\{date\\}: \\{changelog\\}\n\n## Status\n\n> A decision may be "proposed" or "accepted".\n\n\\{Deprecated|Proposed|Accepted\\}\n\n## Context\n\n> context\n\n## Decision\n\n> decision\n\n## Consequences\n\n> consequences\n\n## References\n\n- \\{reference link\\}\n';
  const ibc = () => workspace({
    'docs/architecture/adr-026-ibc-client-recovery.md': '# ADR 026: IBC client recovery mechanisms\n\n## Changelog\n\n- 2024-01-10: Initial draft\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n',
    'docs/architecture/adr-027-ibc-wasm.md': '# ADR 27: Add support for Wasm based light client\n\n## Changelog\n\n- 26/11/2020: Initial Draft\n\n## Status\n\n*Accepted*\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n',
    'docs/architecture/adr.template.md': template,
  });
  const title = 'Use "gRPC" for <relayer> & stuff';
  const root = ibc();
  const { plan, added, engine } = write(root, { title, date: '2024-05-06' });
  assert.equal(plan.path, 'docs/architecture/adr-028-use-grpc-for-relayer-stuff.md');
  assert.match(plan.content, /^# ADR 28: Use "gRPC" for <relayer> & stuff\n\n## Changelog\n\n- 2024-05-06: Initial draft\n\n## Status\n\nProposed\n\n## Context\n/);
  assert.doesNotMatch(plan.content, /\\\{(ADR|date|changelog|TITLE|Deprecated)/);
  // The template's guidance keeps its escapes: an unescaped "{reference link}" would break the MDX site.
  assert.match(plan.content, /^- \\\{reference link\\\}$/m);
  const decision = engine.getDecision('ADR-028');
  assert.equal(decision.decision.title, title);
  assert.deepEqual(decision.dates.map((d) => d.iso), ['2024-05-06']);
  assert.deepEqual(added, []);

  const successor = write(ibc(), { title: 'Replace Wasm', supersedes: 'ADR-027' });
  assert.match(successor.plan.content, /^# ADR 28: Replace Wasm\n\n## Changelog\n\n- 2026-03-04: Initial draft\n\n## Status\n\nAccepted\n\nSupersedes \[ADR-027\]\(adr-027-ibc-wasm\.md\)\n/);
  assert.equal(successor.engine.getDecision('ADR-028').decision.lifecycle, 'accepted');
});

test('a date must be a real calendar day; the date asked for is written even where the model has no date field', () => {
  const root = workspace({ 'docs/adr/0001-first.md': nygard(1, 'First'), 'docs/adr/0002-second.md': nygard(2, 'Second') });
  const engine = createEngine({ root });
  engine.load();
  for (const [date, reason] of [['2020-13-45', /month 13, which does not exist/], ['2024-02-30', /day 30, but 2024-02 has 29 days/], ['2023-02-29', /day 29, but 2023-02 has 28 days/], ['yesterday', /YYYY-MM-DD/]]) {
    assert.throws(() => engine.planNewRecord({ title: 'X', date }), (e) => e.name === 'NewRecordError' && reason.test(e.message), date);
  }
  assert.match(engine.planNewRecord({ title: 'X', date: '2024-02-29' }).content, /^Date: 2024-02-29$/m);

  // Latest record with no date and no status anywhere: "Date:" under the title, as adr-tools writes it.
  const bare = workspace({
    'docs/adr/0001-first.md': '# First\n\n## Context\n\nx\n\n## Decision\n\ny\n',
    'docs/adr/0002-second.md': '# Second\n\n## Context\n\nx\n\n## Decision\n\ny\n',
  });
  const b = write(bare, { title: 'Use a queue', date: '2024-05-06' });
  assert.deepEqual(b.engine.getDecision('ADR-0003').dates.map((d) => d.iso), ['2024-05-06']);
  // A status field without a date beside it: the date takes the field's shape.
  const fields = workspace({
    'docs/adr/0001-first.md': '# First\n\n* **Status:** Accepted\n\n## Context\n\nx\n',
    'docs/adr/0002-second.md': '# Second\n\n* **Status:** Accepted\n\n## Context\n\nx\n',
  });
  const f = write(fields, { title: 'Use a queue', date: '2024-05-06' });
  assert.match(f.plan.content, /^\* \*\*Status:\*\* \S+\n\* \*\*Date:\*\* 2024-05-06$/m);
  assert.deepEqual(f.engine.getDecision('ADR-0003').dates.map((d) => d.iso), ['2024-05-06']);
});

test('a successor is written accepted in every model: front matter, a Status section, or no status place at all', () => {
  // JabRef (MADR 4): the template keeps status and date as commented-out options, the records use neither.
  const record = (n, status) => `---\nnav_order: ${n}\nparent: Decision Records\n${status ? `status: ${status}\n` : ''}---\n\n# Choice ${n}\n\n## Context and Problem Statement\n\nProblem ${n}.\n\n## Decision Outcome\n\nChosen option: "A".\n`;
  const jabref = workspace({
    'docs/decisions/0001-use-crowdin.md': record(1),
    'docs/decisions/0002-use-slf4j.md': record(2),
    'docs/decisions/0003-use-gradle.md': record(3, 'accepted'),
    'docs/decisions/0004-use-mariadb.md': record(4),
    'docs/decisions/0005-utf8-only.md': record(5),
    'docs/decisions/0006-translated-strings.md': record(6),
    'docs/decisions/adr-template.md':
      '---\n# Configuration for the Jekyll template "Just the Docs"\ntitle: ADR Template\n\n# Replace this with the number of the ADR\nnav_order: 100\n\n# Keep this\nparent: Decision Records\n\n# These are optional metadata elements. Feel free to remove any of them.\n# status: "{proposed | rejected | accepted | deprecated | … | superseded by ADR-0123"\n# date: {YYYY-MM-DD when the decision was last updated}\n---\n# {short title, representative of solved problem and found solution}\n\n## Context and Problem Statement\n\n{Describe the context and problem statement}\n\n## Decision Outcome\n\nChosen option: "{title of option 1}", because {justification}.\n',
  });
  const j = write(jabref, { title: 'Replace crowdin', supersedes: 'ADR-0001', date: '2024-02-29' });
  assert.match(j.plan.content, /^---\n(?:[a-z_]+: .*\n)*---\n/);
  assert.match(j.plan.content, /^status: accepted$/m);
  assert.match(j.plan.content, /^date: 2024-02-29$/m);
  assert.match(j.plan.content, /^nav_order: 7$/m);
  const successor = j.engine.getDecision('ADR-0007').decision;
  assert.equal(successor.lifecycle, 'accepted');
  assert.equal(successor.title, 'Replace crowdin');
  assert.equal(j.engine.getDecision('ADR-0001').current?.id, 'ADR-0007');
  // Nothing new but what moved down a line in the old record with its new status ("missing-date", like its neighbours).
  assert.deepEqual(j.added.filter((k) => !/^docs\/decisions\/0001-use-crowdin\.md:\d+ missing-date$/.test(k)), []);
  // A plain new record follows the collection: no status, as most of its records; an explicit status is written.
  assert.doesNotMatch(write(jabref, { title: 'Plain' }).plan.content, /^status:/m);
  assert.match(write(jabref, { title: 'Asked', status: 'proposed' }).plan.content, /^status: proposed$/m);

  // No front matter, no status field or section in the latest record: the status goes where the format keeps it.
  const bare = workspace({
    'docs/adr/0001-first.md': '# First\n\nDate: 2024-01-01\n\n## Context\n\nx\n\n## Decision\n\ny\n',
    'docs/adr/0002-second.md': '# Second\n\nDate: 2024-01-02\n\n## Context\n\nx\n\n## Decision\n\ny\n',
  });
  const b = write(bare, { title: 'Use a queue', supersedes: 'ADR-0002' });
  const bd = b.engine.getDecision('ADR-0003').decision;
  assert.equal(bd.lifecycle, 'accepted', b.plan.content);
  assert.equal(b.engine.getDecision('ADR-0002').current?.id, 'ADR-0003');
  const madr2 = workspace({
    'docs/adr/0001-first.md': '# First\n\n* Deciders: ana\n* Date: 2024-01-01\n\n## Context and Problem Statement\n\nx\n',
    'docs/adr/0002-second.md': '# Second\n\n* Deciders: bo\n* Date: 2024-01-02\n\n## Context and Problem Statement\n\nx\n',
  });
  const m = write(madr2, { title: 'Use a queue', supersedes: 'ADR-0002' });
  assert.match(m.plan.content, /^\* Status: accepted$/im);
  assert.equal(m.engine.getDecision('ADR-0003').decision.lifecycle, 'accepted');
});

test('a template\'s leading comment of several lines is left out whole (never an unclosed "<!--"); "[Number]" and "# 0. Template" are number places', () => {
  const alphagov = workspace({
    'docs/architecture/decisions/0001-first.md': nygard(1, 'First'),
    'docs/architecture/decisions/0002-second.md': nygard(2, 'Second'),
    'docs/architecture/decisions/0000-TEMPLATE.md': '<!--\nUsing this template:\n\n1. Clone this file.\n\nFor guidance read:\nhttps://cognitect.com/blog/2011/11/15/documenting-architecture-decisions\n-->\n\n# 0. Template\n\nDate: YYYY-MM-DD\n\n## Status\n\nProposed\n\n## Context\n\n<!-- why -->\n\n## Decision\n\n<!-- what -->\n\n## Consequences\n\n<!-- then -->\n',
  });
  const a = write(alphagov, { title: 'Use a queue' });
  assert.match(a.plan.content, /^# 3\. Use a queue\n\nDate: 2026-03-04\n\n## Status\n/);
  assert.equal(a.engine.getDecision('ADR-0003').decision.title, 'Use a queue');
  assert.deepEqual(a.added, []);
  // A licence header is kept whole.
  const reuse = workspace({
    'docs/adr/0001-first.md': nygard(1, 'First'),
    'docs/adr/0002-second.md': nygard(2, 'Second'),
    'docs/adr/template.md': '<!--\nSPDX-FileCopyrightText: 2024 Someone\nSPDX-License-Identifier: CC-BY-4.0\n-->\n# ADR [Number]: [Title]\n\nDate: YYYY-MM-DD\n\n## Status\n\nProposed\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n',
  });
  const r = write(reuse, { title: 'Use a queue' });
  assert.match(r.plan.content, /^<!--\nSPDX-FileCopyrightText: 2024 Someone\nSPDX-License-Identifier: CC-BY-4\.0\n-->\n# ADR 3: Use a queue\n/);
  assert.equal(r.engine.getDecision('ADR-0003').decision.title, 'Use a queue');
});

test('a front matter collection modelled on its latest record: the new record\'s own id, none of the model\'s subheadings; the old record says superseded in front matter and Status section alike', () => {
  // BrighterCommand+Brighter: "id:" is the file stem, and the "## Status" section mirrors the front matter status.
  const brighter = (n, slug, title, decision) =>
    `---\nid: ${slug}\ntitle: "${title}"\nstatus: Accepted\nauthor:\n  - "Ian Cooper"\ncreated: 2026-0${n}-01\nsummary: "What ${title} decided."\ntags:\n  - "lifetime"\n---\n\n# ${n}. ${title}\n\nDate: 2026-0${n}-01\n\n## Status\n\nAccepted\n\n## Context\n\nc\n\n## Decision\n\n${decision}\n\n## Consequences\n\n### Positive\n\n- p\n\n### Negative\n\n- n\n\n## References\n`;
  const root = workspace({
    'docs/adr/0001-box-database-migration.md': brighter(1, '0001-box-database-migration', 'Box Database Migration', 'We migrate boxes.'),
    'docs/adr/0002-pipeline-validation.md': brighter(2, '0002-pipeline-validation', 'Pipeline Validation', 'We validate.'),
    'docs/adr/0003-factory-registry-ownership.md': brighter(3, '0003-factory-registry-ownership', 'Ownership and disposal cascade', 'Disposal follows ownership.\n\n### The registry owns its factories\n\nIt does.\n\n### A non-creator does not dispose\n\nNo.'),
  });
  const { plan, added, engine } = write(root, { title: 'Replace box migration runner with DbUp', supersedes: 'docs/adr/0001-box-database-migration.md' });
  assert.equal(plan.path, 'docs/adr/0004-replace-box-migration-runner-with-dbup.md');
  assert.match(plan.content, /^id: 0004-replace-box-migration-runner-with-dbup$/m, 'the id is the new record\'s stem, not the model\'s');
  assert.doesNotMatch(plan.content, /factory-registry|registry owns|non-creator|What Ownership/);
  assert.match(plan.content, /^## Decision\n\n## Consequences\n\n### Positive\n\n### Negative\n\n## References\n$/m, 'the collection\'s own subheadings stay');
  assert.match(plan.content, /^created: 2026-03-04$/m);
  const old = read(root, 'docs/adr/0001-box-database-migration.md');
  assert.match(old, /^status: Superseded by ADR-0004$/m);
  assert.match(old, /^## Status\n\nSuperseded by \[ADR-0004\]\(0004-replace-box-migration-runner-with-dbup\.md\)\n/m, 'the Status section no longer says Accepted');
  assert.doesNotMatch(old, /^Accepted$/m);
  assert.equal(engine.getDecision('docs/adr/0001-box-database-migration.md').current?.id, 'ADR-0004');
  assert.deepEqual(added, []);

  // A value naming the model by number stays a short identifier; prose mentioning the number is the model's own.
  const ids = workspace({
    'docs/adr/0001-a.md': '---\nadr: "0001"\nkey: ADR-0001\nnote: see ADR-0001 for the story\nlayout: adr\n---\n\n# A\n\n## Context\n\nx\n',
    'docs/adr/0002-b.md': '---\nadr: "0002"\nkey: ADR-0002\nnote: see ADR-0002 for the story\nlayout: adr\n---\n\n# B\n\n## Context\n\nx\n',
  });
  const i = write(ids, { title: 'Use a queue' });
  assert.match(i.plan.content, /^---\nadr: "0003"\nkey: ADR-0003\nnote:\nlayout: adr\n---\n/);
});

test('a superseding record is "Accepted" where the collection uses the word, though "Implemented" is commoner (cometbft)', () => {
  const adr = (n, status) => `# ADR ${String(n).padStart(3, '0')}: Thing ${n}\n\n## Changelog\n\n- 2024-01-0${n}: Initial draft\n\n## Status\n\n${status}\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;
  const root = workspace({
    'docs/adr/adr-001-a.md': adr(1, 'Implemented'),
    'docs/adr/adr-002-b.md': adr(2, 'Implemented'),
    'docs/adr/adr-003-c.md': adr(3, 'Implemented'),
    'docs/adr/adr-004-d.md': adr(4, 'Accepted'),
    'docs/adr/adr-005-e.md': adr(5, 'Proposed'),
  });
  const { plan, added } = write(root, { title: 'Remove the nop mempool', supersedes: 'ADR-001' });
  assert.match(plan.content, /^## Status\n\nAccepted\n\nSupersedes /m);
  assert.doesNotMatch(plan.content, /Implemented/);
  assert.deepEqual(added, []);
  // Without "Accepted" anywhere: a word for a decision taken ("Approved", nats-io), never one for work done, which a
  // record written a moment ago has not seen (the forty-eighth session's readings).
  const only = workspace({ 'docs/adr/adr-001-a.md': adr(1, 'Implemented'), 'docs/adr/adr-002-b.md': adr(2, 'Implemented') });
  assert.match(write(only, { title: 'Replace A', supersedes: 'ADR-001' }).plan.content, /^## Status\n\nAccepted\n/m);
  const approved = workspace({ 'docs/adr/adr-001-a.md': adr(1, 'Implemented'), 'docs/adr/adr-002-b.md': adr(2, 'Implemented'), 'docs/adr/adr-003-c.md': adr(3, 'Approved') });
  assert.match(write(approved, { title: 'Replace A', supersedes: 'ADR-001' }).plan.content, /^## Status\n\nApproved\n/m);
});

test('a template file that describes the template (SAP cloud-sdk-js) is not filled in: the latest record is the model, and the new record has one H1', () => {
  const record = (title) => `# ${title}\n\n## Status\n\naccepted\n\n## Context\n\nc\n\n## Decision\n\nd\n\n## Consequences\n\ne\n`;
  const root = workspace({
    'knowledge-base/adr/0031-resilience.md': record('Resilience'),
    'knowledge-base/adr/0032-monorepo-tooling.md': `${record('Decision on Monorepo Tooling')}\n# Appendix\n\n## Option A - Temporal.js\n\nt\n`,
    'knowledge-base/adr/template.md':
      '# ADR template by Michael Nygard\n\nThis is based on the template in [Documenting architecture decisions - Michael Nygard](http://thinkrelevance.com/blog/2011/11/15/documenting-architecture-decisions).\n\nIn each ADR file, write these sections:\n\n# Title\n\n## Status\n\nWhat is the status, such as active, outdated -> one sentence reason, superseded -> link to followup ADR.\n\n## Context\n\nWhat is the issue that we\'re seeing that is motivating this decision or change?\n\n## Decision\n\nWhat is the change that we\'re proposing and/or doing?\n\n## Consequences\n\nWhat becomes easier or more difficult to do because of this change?\n\n# Appendix [Optional]\n\nDetails on the discussion leading to the decision.\n\n## Option A\n\n## Option B\n\n...\n',
  });
  const { plan, added } = write(root, { title: 'Use pnpm workspaces for the monorepo', supersedes: '32' });
  assert.equal(plan.path, 'knowledge-base/adr/0033-use-pnpm-workspaces-for-the-monorepo.md');
  assert.equal(plan.content.match(/^# /gm)?.length, 1, plan.content);
  assert.match(plan.content, /^# Use pnpm workspaces for the monorepo\n\nDate: 2026-03-04\n\n## Status\n\naccepted\n\nSupersedes \[ADR-0032\]\(0032-monorepo-tooling\.md\)\n\n## Context\n\n## Decision\n\n## Consequences\n/);
  assert.doesNotMatch(plan.content, /based on the template|In each ADR file|What is the|Title|Temporal/);
  assert.deepEqual(added, []);

  // A fillable template with a plain title word stays the model ("# Title" is its placeholder).
  const fillable = workspace({
    'docs/adr/0001-a.md': record('A'),
    'docs/adr/template.md': '# Title\n\n## Status\n\nproposed\n\n## Context\n\nWhat is the issue?\n\n## Decision\n\nWhat is the change?\n\n## Consequences\n\nWhat becomes easier?\n',
  });
  assert.match(write(fillable, { title: 'Use a queue' }).plan.content, /^# Use a queue\n[\s\S]*^What is the issue\?$/m);
});
