// Readings of session 43 (helper "tmpl"): decision records that are really templates, kept among the records under a
// record's name (fixtures written for these tests, in the shapes the records had).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const rulesOf = (engine) => engine.check().map((d) => `${d.rule} ${d.path}`).sort();
const listed = (engine) => engine.list().items.map((d) => `${d.id} ${d.lifecycle}`);

describe('a template kept as record 0, named like the records ("adr_0000.md") and titled by what to write', { skip }, () => {
  // iteratec/TeamDojo docs/adr/adr_0000.md beside adr_0001.md … adr_0005.md: its README says number 0 is reserved for
  // the example template. Its title says what kind of title to write ("Short present tense imperative phrase, less
  // than 50 characters, like a email subject"), its status cell is every status joined by "or", the last linking to a
  // file of the template's own number, its date "YYYY-MM-DD", its author "John Doe", and a MkDocs admonition calls it
  // an example template.
  const rec = (n, title, status, date, extra = '') =>
    `<!--\nSPDX-License-Identifier: Apache-2.0\n-->\n# ADR-000${n}: ${title}\n\n| <!-- --> | <!-- --> |\n|---|---|\n| **Status**: | ${status} |\n| **Date**: | ${date} |\n| **Author(s)**: | ${n === 0 ? 'Jane Roe <jane@example.org>' : 'Kim Lee <kim@example.org>'} |\n${extra}\n## Context\n\nWhy it came up.\n\n## Decision\n\nWhat we do.\n\n## Consequences\n\nWhat follows.\n`;
  const files = {
    'docs/adr/README.md': '# Decisions\n\nNumbers run from 0001; 0000 is kept for the template, `adr_0000.md`.\n',
    'docs/adr/adr_0000.md': rec(0, 'Short present tense imperative phrase, under 50 characters, like a commit subject', 'PROPOSED or ACCEPTED or REJECTED or DEPRECATED or SUPERSEDES [ADR-0000](ADR-0000.md)', 'YYYY-MM-DD', '\n!!! note "Example Template"\n    Copy this file and change what it says.\n'),
    'docs/adr/adr_0001.md': rec(1, 'Extend the generated code in subclasses', 'ACCEPTED', '2021-05-11'),
    'docs/adr/adr_0002.md': rec(2, 'Optional fields for entity updates', 'ACCEPTED', '2021-12-13'),
    'docs/adr/adr_0003.md': rec(3, 'Translate stored content', 'ACCEPTED', '2022-05-04'),
  };

  it('lists the decisions without the template', () => {
    const { engine } = workspace(files);
    assert.deepEqual(listed(engine), ['ADR-0001 accepted', 'ADR-0002 accepted', 'ADR-0003 accepted']);
  });

  it('reports nothing about the template: no status or date to add, and its example link is no broken link', () => {
    const { engine } = workspace(files);
    assert.deepEqual(rulesOf(engine), []);
  });

  it('takes other wordings of a title still to write; a record 0 titled otherwise is a decision, with its findings', () => {
    for (const title of ['Short noun phrase describing the decision', 'Short declarative title — the decision, not the topic']) {
      const { engine } = workspace({ ...files, 'docs/adr/adr_0000.md': rec(0, title, 'Proposed | Accepted | Superseded by [ADR-NNNN](NNNN-x.md)', 'YYYY-MM-DD') });
      assert.deepEqual(listed(engine), ['ADR-0001 accepted', 'ADR-0002 accepted', 'ADR-0003 accepted'], title);
    }
    const { engine } = workspace({ ...files, 'docs/adr/adr_0000.md': rec(0, 'Short-lived tokens for service names', 'ACCEPTED', '2021-05-01') });
    assert.deepEqual(listed(engine), ['ADR-0000 accepted', 'ADR-0001 accepted', 'ADR-0002 accepted', 'ADR-0003 accepted']);
    // A record 0 that is a decision keeps its findings.
    const decided = workspace({ ...files, 'docs/adr/adr_0000.md': rec(0, 'Record architecture decisions', 'ACCEPTED', '2021-05-01', '\nSee [the log](ADR-log.md).\n') }).engine;
    assert.deepEqual(listed(decided), ['ADR-0000 accepted', 'ADR-0001 accepted', 'ADR-0002 accepted', 'ADR-0003 accepted']);
    assert.deepEqual(rulesOf(decided), ['broken-link docs/adr/adr_0000.md']);
    // Nor is a series' index page among its first numbers a template whose links are examples.
    const index = workspace({ ...files, 'docs/adr/adr_0000.md': '# ADR-0000: ADR index\n\n- [ADR-0001](adr_0001.md)\n- [ADR-0004](adr_0004.md)\n' }).engine;
    assert.deepEqual(rulesOf(index).filter((r) => r.startsWith('broken-link')), ['broken-link docs/adr/adr_0000.md']);
  });
});

describe('a template copied as "adr-000.md", its number a slot in brackets: "# ADR-[000]: [Short Title of Decision]"', { skip }, () => {
  // fevunge/tache-cli docs/adr/adr-000.md, the collection's only file: the template with its author and day filled in
  // and everything else left to write ("**We will [decision].**", "Reason 1", "[Link to related issue/PR](url)").
  const template = '# ADR-[000]: [Short Title of Decision]\n\n**Status:** Proposed\n**Date:** 2026-03-31\n**Deciders:** [sam](https://github.com/sam)\n\n---\n\n## Context\n\n> Describe the problem and the forces at play.\n\n## Decision\n\n**We will [decision].**\n\n## Consequences\n\n### Positive\n- Benefit 1\n\n## References\n\n- [Link to related issue/PR](url)\n- [Link to superseded ADR](url)\n';

  it('reads the label with its slot as no part of the title, and lists no decision', () => {
    const { engine } = workspace({ 'docs/adr/adr-000.md': template });
    assert.deepEqual(engine.records().map((r) => r.title.value), ['Short Title of Decision']);
    assert.deepEqual(listed(engine), []);
    assert.deepEqual(rulesOf(engine), []);
  });

  it('lists the records written from it', () => {
    const { engine } = workspace({
      'docs/adr/adr-000.md': template,
      'docs/adr/adr-001.md': '# ADR-001: Use SQLite for the task store\n\n**Status:** Accepted\n**Date:** 2026-04-02\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n',
    });
    assert.deepEqual(listed(engine), ['ADR-001 accepted']);
    assert.deepEqual(rulesOf(engine), []);
  });
});

describe('titles written from a template titled "# [000] Title": the file\'s number in brackets', { skip }, () => {
  // Momics/iroh-http docs/adr/007-cross-runtime-test-strategy.md: "# [007] Cross-runtime HTTP compliance test
  // strategy" under front matter whose id is "007", as its _template.md ("# [000] Title") has it.
  const rec = (n, title, status) =>
    `---\nid: "00${n}"\ntitle: "${title}"\nstatus: ${status}\ndate: 2026-04-1${n}\n---\n\n# [00${n}] ${title}\n\n## Context\n\nWhy.\n\n## Decisions\n\nWhat.\n\n## Consequences\n\nSo.\n`;
  const files = {
    'docs/adr/_template.md': '---\nid: "000"\ntitle: "Short title for the decision"\nstatus: open\ndate: YYYY-MM-DD\n---\n\n# [000] Title\n\n## Context\n\nWhat prompted it.\n\n## Decisions\n\nWhen resolved, the decision.\n\n## Consequences\n\nWhat it affects.\n',
    'docs/adr/001-peer-identity.md': rec(1, 'Peer identity in the fetch API', 'accepted'),
    'docs/adr/002-capability-urls.md': rec(2, 'URLs as capability references', 'rejected'),
  };

  it('reads the title without the bracketed number, and the number as the record\'s', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => `${r.id} ${r.number} ${r.title.value}`), ['ADR-001 1 Peer identity in the fetch API', 'ADR-002 2 URLs as capability references']);
  });

  it('keeps a bracketed number that is not the file\'s in the title', () => {
    const { engine } = workspace({ ...files, 'docs/adr/002-capability-urls.md': rec(2, 'URLs as capability references', 'rejected').replace('# [002]', '# [42]') });
    assert.equal(engine.records().find((r) => r.id === 'ADR-002').title.value, '[42] URLs as capability references');
    assert.equal(engine.records().find((r) => r.id === 'ADR-001').title.value, 'Peer identity in the fetch API');
  });
});
