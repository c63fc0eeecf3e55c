// Decision records written in AsciiDoc (".adoc"), in the shapes real repositories write them (fixtures written for
// these tests): adr-tools' layout with "= 3. Title" and "== Status" (cabinetoffice/GCGS-Central-Digital-Platform), an
// attribute header over a Markdown-style "#" title (kenmcneil/kenmcneil), an adr-tools fork's "=== 1. Title" over
// "Status::" labels (lbehnke/adr-tools), and adr-j's ".adr/adr.properties" (wfouche/jbang-adrs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const adoc = (n, title, status = 'Accepted', more = '') =>
  `= ${n}. ${title}\n\nDate: 2024-05-0${n}\n\n== Status\n\n${status}\n\n== Context\n\nSome context.${more}\n\n== Decision\n\nWe do it.\n\n== Consequences\n\nIt is done.\n`;
const queue = '= 3. Use a queue\nDate: 2024-05-06\n== Status\nSuperseded by link:0004-use-topics.adoc[ADR 0004]\n== Context\nJobs pile up.\n';
const collection = (extra = {}) => ({
  'docs/decisions/0001-record-decisions.adoc': adoc(1, 'Record decisions'),
  'docs/decisions/0002-use-a-database.adoc': adoc(2, 'Use a database'),
  'docs/decisions/0003-use-a-queue.adoc': queue,
  'docs/decisions/0004-use-topics.adoc': adoc(4, 'Use topics', 'Accepted', '\n\nIt replaces link:0003-use-a-queue.adoc[ADR 0003].'),
  ...extra,
});
const find = (engine, path) => engine.records().find((r) => r.path === path);

describe('AsciiDoc records in a decision folder', { skip }, () => {
  it('lists them with title, status, date and the supersede written as a link: macro', () => {
    const { engine } = workspace(collection());
    assert.equal(engine.records().length, 4);
    const r = find(engine, 'docs/decisions/0003-use-a-queue.adoc');
    assert.equal(r.title.value, 'Use a queue');
    assert.deepEqual(r.title.range.start, { line: 0, character: 5 });
    assert.equal(r.lifecycle, 'superseded');
    assert.deepEqual(r.dates.map((d) => d.iso), ['2024-05-06']);
    const by = r.relations.filter((x) => x.kind === 'superseded-by');
    assert.deepEqual(by.map((x) => [x.href, x.range.start.line]), [['0004-use-topics.adoc', 3]]);
    assert.equal(by[0].targetKey, find(engine, 'docs/decisions/0004-use-topics.adoc').key);
    const topics = find(engine, 'docs/decisions/0004-use-topics.adoc');
    assert.equal(topics.lifecycle, 'accepted');
    assert.equal(topics.title.value, 'Use topics');
  });

  it('checks them quietly when they are whole, and flags a link: to a record that is not there', () => {
    const { engine } = workspace(collection());
    const quiet = (list) => list.filter((d) => d.rule !== 'missing-sections');
    assert.deepEqual(quiet(engine.check()).map((d) => `${d.path} ${d.rule}`), []);
    const broken = workspace(collection({ 'docs/decisions/0002-use-a-database.adoc': adoc(2, 'Use a database', 'Accepted', '\n\nSee xref:0009-gone.adoc[ADR 9].') })).engine.check();
    assert.deepEqual(quiet(broken).map((d) => `${d.path}:${d.range.start.line} ${d.rule}`), ['docs/decisions/0002-use-a-database.adoc:12 broken-link']);
  });

  it('reads xref: and <<file.adoc#,text>> relations, and an id cited in prose', () => {
    const { engine } = workspace(collection({
      'docs/decisions/0005-use-streams.adoc': '= 5. Use streams\n\nDate: 2024-06-01\n\n== Status\n\nAccepted\n\nSupersedes xref:0004-use-topics.adoc[ADR 0004]\n\n== Context\n\nAs <<0002-use-a-database.adoc#,the database record>> says, and ADR-0001 too.\n',
    }));
    const r = find(engine, 'docs/decisions/0005-use-streams.adoc');
    assert.deepEqual(r.relations.filter((x) => x.kind === 'supersedes').map((x) => x.range.start.line), [8]);
    const cited = r.references.map((x) => x.range.start.line).sort((a, b) => a - b);
    assert.ok(cited.includes(12), JSON.stringify(r.references));
    assert.ok(r.references.some((x) => x.kind === 'link' && x.href === '0002-use-a-database.adoc' && x.range.start.line === 12), JSON.stringify(r.references));
  });

  it('reads a status written as an attribute (":status: proposed") or a "Status:" line', () => {
    const { engine } = workspace(collection({
      'docs/decisions/0005-use-streams.adoc': '= 5. Use streams\n:status: proposed\n:date: 2024-06-01\n\n== Context\n\nx\n',
      'docs/decisions/0006-use-logs.adoc': '= 6. Use logs\n\nStatus: Rejected +\nDate: 2024-06-02\n\n== Context\n\nx\n',
    }));
    const streams = find(engine, 'docs/decisions/0005-use-streams.adoc');
    assert.deepEqual([streams.status?.value, streams.lifecycle, streams.dates.map((d) => d.iso)], ['proposed', 'proposed', ['2024-06-01']]);
    assert.deepEqual(streams.status.range.start, { line: 1, character: 9 });
    const logs = find(engine, 'docs/decisions/0006-use-logs.adoc');
    assert.deepEqual([logs.status?.value, logs.lifecycle], ['Rejected', 'rejected']);
  });

  it('does not take code in a listing block, a comment or an index page for records or relations', () => {
    const { engine } = workspace(collection({
      'docs/decisions/index.adoc': '= Decisions\n\ninclude::0001-record-decisions.adoc[]\n\ninclude::0002-use-a-database.adoc[]\n',
      'docs/decisions/0005-use-streams.adoc': '= 5. Use streams\n\nDate: 2024-06-01\n\n== Status\n\nAccepted\n\n== Context\n\n----\nSuperseded by link:0001-record-decisions.adoc[ADR 1]\n----\n\n// Superseded by ADR-0002\n',
    }));
    assert.equal(engine.records().length, 5);
    const r = find(engine, 'docs/decisions/0005-use-streams.adoc');
    assert.deepEqual(r.relations, []);
    assert.deepEqual(engine.check().filter((d) => d.rule !== 'missing-sections').map((d) => `${d.path} ${d.rule}`), []);
  });
});

describe('AsciiDoc collections in the shapes of adr-tools forks', { skip }, () => {
  it('takes the record\'s own "#" title under a header every record shares (kenmcneil/kenmcneil)', () => {
    const header = '= Decision Record\nA. Writer <a.writer@example.org>\n:sectanchors:\n:stylesheet: ../../style.css\nifdef::env-github[]\n:tip-caption: :bulb:\nendif::[]\n\n';
    const { engine } = workspace({
      'docs/architecture/decisions/0001-record-decisions.adoc': `${header}# 1. Record decisions\n\nDate: 2019-11-07\n\n## Status\n\nAccepted\n\n## Context\n\nx\n`,
      'docs/architecture/decisions/0002-use-a-cache.adoc': `${header}# 2. Use a cache\n\nDate: 2019-11-08\n\n== Status\n\nDeprecated\n\n== Context\n\nx\n`,
    });
    const titles = engine.records().map((r) => [r.title.value, r.lifecycle, r.dates.map((d) => d.iso)[0]]);
    assert.deepEqual(titles, [['Record decisions', 'accepted', '2019-11-07'], ['Use a cache', 'deprecated', '2019-11-08']]);
    assert.deepEqual(engine.check().filter((d) => d.rule !== 'missing-sections').map((d) => `${d.path} ${d.rule}`), []);
  });

  it('reads "=== 1. Title" over "Status::" labels in the folder .adr-dir names (lbehnke/adr-tools)', () => {
    const record = (n, title) => `=== ${n}. ${title}\n\nDate: 2024-10-18\n\nStatus::\n\nAccepted\n\nContext::\n\nx\n\nDecision::\n\ny\n\nConsequences::\n\nz\n`;
    const { engine } = workspace({ '.adr-dir': 'notes/arch\n', 'notes/arch/0001-record-decisions.adoc': record(1, 'Record decisions'), 'notes/arch/0002-use-asciidoc.adoc': record(2, 'Use AsciiDoc') });
    assert.deepEqual(engine.records().map((r) => [r.path, r.title.value, r.lifecycle]), [
      ['notes/arch/0001-record-decisions.adoc', 'Record decisions', 'accepted'],
      ['notes/arch/0002-use-asciidoc.adoc', 'Use AsciiDoc', 'accepted'],
    ]);
  });

  it('finds the folder adr-j\'s .adr/adr.properties names (wfouche/jbang-adrs)', () => {
    const { engine } = workspace({
      '.adr/adr.properties': '#Fri Feb 20 10:03:19 SAST 2026\ndateFormat=ISO_LOCAL_DATE\ndocPath=notes/arch\n',
      'notes/arch/0001-record-decisions.adoc': '= Record decisions\n:sectnums:\n\nDate: 2026-02-20\n\n== Status\n\nAccepted\n\n== Context\n\nx\n',
    });
    assert.deepEqual(engine.records().map((r) => [r.path, r.title.value, r.lifecycle]), [['notes/arch/0001-record-decisions.adoc', 'Record decisions', 'accepted']]);
  });
});

describe('AsciiDoc records cited from other files', { skip }, () => {
  it('resolves a Markdown link to an .adoc record and flags a missing one', () => {
    const ok = workspace(collection({ 'README.md': '# Project\n\nSee [the queue](docs/decisions/0003-use-a-queue.adoc).\n' })).engine.check();
    assert.deepEqual(ok.filter((d) => d.path === 'README.md' && d.rule !== 'citing-superseded').map((d) => d.rule), []);
    const bad = workspace(collection({ 'README.md': '# Project\n\nSee [the queue](docs/decisions/0009-gone.adoc).\n' })).engine.check();
    assert.deepEqual(bad.filter((d) => d.path === 'README.md').map((d) => d.rule), ['broken-link']);
  });

  it('reads ids and links cited in another AsciiDoc page', () => {
    const { engine } = workspace(collection({ 'docs/guide.adoc': '= Guide\n\nWe follow ADR-0004 and link:decisions/0002-use-a-database.adoc[the database record].\n\nSee ADR-0042 too.\n' }));
    const found = engine.check().filter((d) => d.path === 'docs/guide.adoc').map((d) => `${d.range.start.line} ${d.rule}`);
    assert.deepEqual(found, ['4 unknown-reference']);
  });
});

describe('a new record in an AsciiDoc collection', { skip }, () => {
  it('is written as AsciiDoc, named .adoc, in the collection\'s own shape', () => {
    const { engine } = workspace(collection());
    const plan = engine.planNewRecord({ title: 'Use a cache', date: '2026-03-04' });
    assert.equal(plan.path, 'docs/decisions/0005-use-a-cache.adoc');
    assert.match(plan.content, /^= 5\. Use a cache\n/);
    assert.match(plan.content, /\n== Status\n\n/);
    assert.doesNotMatch(plan.content, /^#/m);
  });

  it('links a successor and its predecessor with link: macros the parser reads back', () => {
    const { engine } = workspace(collection());
    const plan = engine.planNewRecord({ title: 'Use a cache', date: '2026-03-04', supersedes: '2' });
    // Labelled by id, as the collection's own relation links are ("It replaces link:0003-use-a-queue.adoc[ADR 0003]").
    assert.match(plan.content, /\nSupersedes link:0002-use-a-database\.adoc\[ADR-0002\]\n/);
    assert.deepEqual(plan.edits.map((e) => [e.path, e.newText]), [['docs/decisions/0002-use-a-database.adoc', 'Superseded by link:0005-use-a-cache.adoc[ADR-0005]']]);
  });
});
