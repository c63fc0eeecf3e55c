// Readings checked against the docs-site repositories of session 35's bed 102 (Antora, Docusaurus, Sphinx, MkDocs), in
// the shapes those records take (fixtures written for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

describe('an Antora module resolves xrefs and includes from its own folders (vshn)', { skip }, () => {
  const pages = 'docs/modules/ROOT/pages';
  const page = (n, body) => `= ADR 000${n} - Pick ${n}\n:adr_status: accepted\n\ninclude::partial$meta.adoc[]\n\n== Decision\n${body}\n`;
  const site = (body, withAntora = true) => ({
    ...(withAntora ? { 'docs/antora.yml': 'name: widgets\nversion: ~\n' } : {}),
    'docs/modules/ROOT/partials/meta.adoc': '|Status|{adr_status}\n',
    'docs/modules/ROOT/pages/guide.adoc': '= Guide\n\nHow we work.\n',
    [`${pages}/adr/0001-pick-1.adoc`]: page(1, body),
    [`${pages}/adr/0002-pick-2.adoc`]: page(2, 'See xref:adr/0001-pick-1.adoc[ADR 1].'),
  });
  const broken = (files) => workspace(files).engine.check().filter((d) => d.rule === 'broken-link');

  it('"partial$x" is the module\'s partials/x and "xref:adr/x.adoc" is pages/adr/x.adoc', () => {
    assert.deepEqual(broken(site('See xref:adr/0002-pick-2.adoc[ADR 2] and xref:guide.adoc[the guide].')), []);
  });

  it('a module or family prefix names the same folders ("ROOT:page$guide.adoc", "ROOT:partial$meta.adoc")', () => {
    assert.deepEqual(broken(site('See xref:ROOT:guide.adoc[the guide] and xref:ROOT:page$adr/0002-pick-2.adoc[ADR 2].\n\ninclude::ROOT:partial$meta.adoc[]')), []);
  });

  it('an xref with no file extension is an anchor of the page', () => {
    assert.deepEqual(broken(site('[[sync-state]]\nThe sync state.\n\nSee xref:sync-state[the state].')), []);
  });

  it('a really broken xref is reported at the module path', () => {
    const found = broken(site('See xref:adr/0009-gone.adoc[ADR 9].'));
    assert.equal(found.length, 1);
    assert.match(found[0].message, /points to docs\/modules\/ROOT\/pages\/adr\/0009-gone\.adoc, which does not exist/);
  });

  it('another component\'s page is not ours to check', () => {
    assert.deepEqual(broken(site('See xref:other-docs:ROOT:intro.adoc[the intro].')), []);
  });

  it('without antora.yml the links are read from the page\'s folder, as before', () => {
    const found = broken(site('See xref:adr/0002-pick-2.adoc[ADR 2].', false));
    assert.ok(found.some((d) => /pages\/adr\/adr\/0002-pick-2\.adoc/.test(d.message)), found.map((d) => d.message).join('\n'));
  });
});

describe('AsciiDoc attributes with a prefix hold the fields (vshn)', { skip }, () => {
  it('":adr_status:" and ":adr_date:" are the record\'s status and date', () => {
    const rec = (n, status) => `= ADR 000${n} - Choice ${n}\n:adr_date:   2025-01-0${n}\n:adr_status: ${status}\n:toc: left\n\n== Decision\nWe pick option ${n}.\n`;
    const { engine } = workspace({ 'docs/adr/0001-choice-1.adoc': rec(1, 'implemented'), 'docs/adr/0002-choice-2.adoc': rec(2, 'draft'), 'docs/adr/0003-choice-3.adoc': rec(3, 'rejected') });
    const byPath = Object.fromEntries(engine.records().map((r) => [r.path, r]));
    assert.equal(byPath['docs/adr/0001-choice-1.adoc'].lifecycle, 'accepted');
    assert.equal(byPath['docs/adr/0002-choice-2.adoc'].lifecycle, 'proposed');
    assert.equal(byPath['docs/adr/0003-choice-3.adoc'].lifecycle, 'rejected');
    assert.equal(byPath['docs/adr/0001-choice-1.adoc'].dates[0]?.iso, '2025-01-01');
  });

  it('an attribute that only ends like a field name is a setting (":page_status_icon:")', () => {
    const { engine } = workspace({ 'docs/adr/0001-choice-1.adoc': '= ADR 0001 - Choice 1\n:status: accepted\n:page-status-icon: yes\n\n== Decision\nx\n', 'docs/adr/0002-choice-2.adoc': '= ADR 0002 - Choice 2\n:status: accepted\n\n== Decision\ny\n' });
    assert.equal(engine.records().find((r) => r.path === 'docs/adr/0001-choice-1.adoc').status?.value, 'accepted');
  });
});

describe('a docs site\'s copy of a collection (pocket)', { skip }, () => {
  const rec = (n) => `# ADR-00${n}: Topic ${n}\n\n## Status\n\nAccepted\n\n## Decision\n\nWe do ${n}.\n`;
  it('files identical to another collection\'s, by name and text, are no second collection', () => {
    const { engine } = workspace({
      'docs/adr/adr-001-topic.md': rec(1), 'docs/adr/adr-002-topic.md': rec(2),
      'website/docs/adr/adr-001-topic.md': rec(1), 'website/docs/adr/adr-002-topic.md': rec(2),
    });
    assert.deepEqual(engine.records().map((r) => r.path).sort(), ['docs/adr/adr-001-topic.md', 'docs/adr/adr-002-topic.md']);
  });

  it('a copy that differs is still a collection of its own, unless it is a site\'s pages of the same titles', () => {
    const { engine } = workspace({
      'docs/adr/adr-001-topic.md': rec(1), 'docs/adr/adr-002-topic.md': rec(2),
      'handbook/adr/adr-001-topic.md': rec(1), 'handbook/adr/adr-002-topic.md': rec(2) + '\nEdited for the handbook.\n',
    });
    assert.equal(engine.records().length, 4);
    // A site's folder of pages (the forty-eighth session's python2ts: front matter added, a line changed).
    const site = workspace({
      'docs/adr/adr-001-topic.md': rec(1), 'docs/adr/adr-002-topic.md': rec(2),
      'website/docs/adr/adr-001-topic.md': rec(1), 'website/docs/adr/adr-002-topic.md': rec(2) + '\nEdited for the site.\n',
    }).engine;
    assert.equal(site.records().length, 2);
    const retitled = workspace({
      'docs/adr/adr-001-topic.md': rec(1), 'docs/adr/adr-002-topic.md': rec(2),
      'website/docs/adr/adr-001-topic.md': rec(1), 'website/docs/adr/adr-002-topic.md': rec(2).replace('Topic 2', 'Another topic'),
    }).engine;
    assert.equal(retitled.records().length, 4);
  });
});

describe('dates and statuses in other shapes', { skip }, () => {
  const three = (first) => ({
    'docs/adr/ADR-001-a.md': first,
    'docs/adr/ADR-002-b.md': '# ADR-002: B\n\n**Status**: Accepted\n**Date**: 2025-01-02\n\n## Context\nx\n',
    'docs/adr/ADR-003-c.md': '# ADR-003: C\n\n**Status**: Accepted\n**Date**: 2025-01-03\n\n## Context\nx\n',
  });
  const first = (text) => workspace(three(text)).engine.records().find((r) => r.path === 'docs/adr/ADR-001-a.md');

  it('a closing italic date "_March 5, 2025_" dates the record (lumehaven)', () => {
    assert.equal(first('# ADR-001: A\n\n## Status\n\nAccepted\n\n## Decision\n\ny\n\n_March 5, 2025_\n').dates[0]?.iso, '2025-03-05');
    assert.equal(first('# ADR-001: A\n\n## Status\n\nAccepted\n\n## Decision\n\ny\n\n_March 5, 2025 — amended April 2, 2025_\n').dates[0]?.iso, '2025-03-05');
  });

  it('a closing italic line that only mentions a day is no date', () => {
    assert.equal(first('# ADR-001: A\n\n## Status\n\nAccepted\n\n## Decision\n\ny\n\n_Reviewed after the March 5, 2025 outage_\n').dates.length, 0);
  });

  it('the Chinese label for "last updated" on a "·" row is a date (langchain4android)', () => {
    const r = first('# ADR-001: A\n\n> **状态**: 已接受 · **优先级**: P0 · **最后更新**: 2025-02-01\n\n## 背景\nx\n');
    assert.equal(r.dates[0]?.iso, '2025-02-01');
  });

  it('"fully implemented" in Chinese is accepted (langchain4android)', () => {
    const { engine } = workspace(three('# ADR-001: A\n\n> **状态**: 已全面实施\n> **日期**: 2025-01-01\n\n## 背景\nx\n'));
    assert.equal(engine.records().find((r) => r.path === 'docs/adr/ADR-001-a.md').lifecycle, 'accepted');
    assert.ok(!engine.check().some((d) => d.rule === 'unknown-status'));
  });

  it('a transition "Draft -> Accepted" is read as its last state, and its supersede counts (openedx-aspects)', () => {
    const { engine } = workspace({
      'docs/decisions/0001-a.rst': '1. Use a queue\n##############\n\nStatus\n******\n\nAccepted\n\nContext\n*******\n\nText.\n',
      'docs/decisions/0002-b.rst': '2. Use two queues\n#################\n\nStatus\n******\n\nDraft -> Accepted\n\nContext\n*******\n\nText.\n\nSupersedes `ADR 1 Use a queue`_.\n\n.. _ADR 1 Use a queue: 0001-a.html\n',
    });
    const second = engine.records().find((r) => r.path === 'docs/decisions/0002-b.rst');
    assert.equal(second.lifecycle, 'accepted');
    assert.ok(engine.check().some((d) => d.rule === 'one-sided-supersede' || d.rule === 'status-superseded-mismatch'), engine.check().map((d) => d.rule).join());
  });
});
