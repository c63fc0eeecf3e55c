// Titles, statuses and dates checked against real repositories in session 33, each in the shape those records take
// (fixtures written for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const records = (files) => workspace(files).engine.records();
const record = (files, path) => records(files).find((r) => r.path === path);
const rulesOn = (files, path) => workspace(files).engine.check().filter((d) => d.path === path).map((d) => d.rule).sort();
const dates = (r) => r.dates.map((d) => [d.kind, d.iso]);

describe('a title given by a field of the header', { skip }, () => {
  const rfc = (name, day) => `- Feature Name: ${name}\n- Start Date: 2020-10-${day}\n\n# Draft\n\nNote: this is a draft of the proposal.\n\n# Summary\n\nText.\n`;
  const numbered = (n, name) => `- Feature Name: ${name}\n- Start Date: 2020-07-0${n}\n\n# Summary\n\nText.\n`;

  it('a "# Draft" banner over the body is not the title the name field gives', () => {
    const files = {
      'book/rfcs/0001-lookup.md': numbered(1, 'Lookup'),
      'book/rfcs/0002-verify.md': numbered(2, 'Verify'),
      'book/rfcs/0003-track.md': numbered(3, 'Track'),
      'book/rfcs/0004-check.md': numbered(4, 'Check'),
      'book/rfcs/drafts/xxxx-alpha.md': rfc('Alpha widget', '05'),
      'book/rfcs/drafts/xxxx-beta.md': rfc('Beta widget', '06'),
    };
    const titles = records(files).map((r) => [r.path.split('/').pop(), r.title.value]);
    assert.deepEqual(titles.filter(([p]) => p.startsWith('xxxx')), [['xxxx-alpha.md', 'Alpha widget'], ['xxxx-beta.md', 'Beta widget']]);
    assert.ok(!rulesOn(files, 'book/rfcs/drafts/xxxx-alpha.md').includes('duplicate-title'));
  });

  it('"- **Name:** X", the colon inside the bold, leaves no marks in the title', () => {
    const meta = (name, colon) => `# Meta\n- **Name${colon} ${name}\n- **Start Date${colon} 2023-12-14\n- **Status${colon} Approved\n\n# Summary\n\nText.\n`;
    const files = {
      'rfcs/20231214-alpha-api.md': meta('Alpha API', ':**'),
      'rfcs/20220714-beta-api.md': meta('Beta API', '**:'),
      'rfcs/20221012-gamma-api.md': meta('Gamma API', '**:'),
      'rfcs/20230301-delta-api.md': meta('Delta API', '**:'),
    };
    assert.deepEqual(records(files).map((r) => r.title.value).sort(), ['Alpha API', 'Beta API', 'Delta API', 'Gamma API']);
  });
});

describe('a status chosen from the template\'s choices by striking out the others', { skip }, () => {
  const adr = (n, status) => `# Decision Record 00${n}: Choice ${n}\n\n## Status\n${status}\n\n## Last Updated\n2025-01-0${n}\n\n## Context\n\nText.\n\n## Decision\n\nText.\n`;
  const files = {
    'ADR/ADR-001-queue.md': adr(1, '<s>Proposed</s> | **Accepted** | <s>Deprecated</s> | <s>Superseded by [ADR-XXX]</s>'),
    'ADR/ADR-002-log.md': adr(2, '[~~Proposed~~ | **Accepted** | ~~Deprecated~~ | ~~Superseded by [ADR-XXX]~~]'),
    'ADR/ADR-003-gone.md': adr(3, '<del>Proposed</del> | <del>Accepted</del> | **Withdrawn** — moved to another series'),
  };

  it('the one left standing is the status, in either way of striking out', () => {
    assert.deepEqual(records(files).map((r) => [r.status?.value, r.lifecycle]), [['Accepted', 'accepted'], ['Accepted', 'accepted'], ['Withdrawn', 'rejected']]);
    assert.deepEqual(rulesOn(files, 'ADR/ADR-001-queue.md').filter((r) => r.endsWith('-status')), []);
  });

  it('the day under "## Last Updated" is when the record was last changed', () => {
    assert.deepEqual(dates(record(files, 'ADR/ADR-001-queue.md')), [['updated', '2025-01-01']]);
  });

  it('a choice of statuses nobody made is still a template\'s', () => {
    const r = record({ ...files, 'ADR/ADR-004-open.md': adr(4, '<s>Proposed</s> | **Accepted** | **Deprecated**') }, 'ADR/ADR-004-open.md');
    assert.notEqual(r.lifecycle, 'accepted');
  });
});

describe('dates under labels of their own', { skip }, () => {
  it('"Original Proposition Date" in a header table is the day the record was proposed', () => {
    const rfc = (n, label, day) => `# RFC-00${n}: Market ${n}\n\n| | |\n| --- | --- |\n| **${label}** | ${day} |\n| **Revision Date** | 04.06.2025 |\n| **Description** | A thing. |\n\n## Summary\n\nText.\n`;
    const files = {
      'rfcs/0014-a.md': rfc(14, 'Start Date', '01.06.2023'),
      'rfcs/0015-a.md': rfc(15, 'Start Date', '01.07.2023'),
      'rfcs/0016-a.md': rfc(16, 'Start Date', '01.08.2023'),
      'rfcs/0017-b.md': rfc(17, 'Original Proposition Date', '05.08.2023'),
    };
    assert.deepEqual(dates(record(files, 'rfcs/0017-b.md')), [['created', '2023-08-05'], ['updated', '2025-06-04']]);
    assert.ok(!rulesOn(files, 'rfcs/0017-b.md').includes('missing-date'));
  });

  it('"Initial date" is when the record was decided, "Updated" when it was revised', () => {
    const files = {
      'adr/007-other.md': '# 7. Other\n\nDate: 2022-12-01\n\n## Status\n\nAccepted\n\n## Decision\nText.\n',
      'adr/008-load-testing.md': '# 8. Load testing\n\nInitial date: 2022-12-21\nUpdated: 2025-01-07\n\n## Status\n\nAccepted\n\n## Decision\nText.\n',
    };
    assert.deepEqual(dates(record(files, 'adr/008-load-testing.md')), [['created', '2022-12-21'], ['updated', '2025-01-07']]);
  });
});

describe('a record wrapped whole in a fence', { skip }, () => {
  it('an agent\'s "````markdown" fence around the whole record hides neither its title nor its status', () => {
    const files = {
      'docs/decisions/adr-006-other.md': '# ADR-006: Other\n\nDate: 2024-01-01\n\n## Status\n\nAccepted\n\n## Context\n\nText.\n\n## Decision\n\nText.\n\n## Consequences\n\nText.\n',
      'docs/decisions/adr-007-schema-evolution.md': '````markdown\n# ADR-007: Schema evolution\n\nDate: 2024-01-02\n\n## Status\n\nAccepted\n\n## Context\n\nText.\n\n## Decision\n\nText.\n\n## Consequences\n\nText.\n\n```ts\nconst x = 1;\n```\n````\n',
    };
    const r = record(files, 'docs/decisions/adr-007-schema-evolution.md');
    assert.deepEqual([r.title.value, r.lifecycle], ['Schema evolution', 'accepted']);
    assert.deepEqual(rulesOn(files, 'docs/decisions/adr-007-schema-evolution.md'), []);
  });

  it('also when the fence closes before the record\'s last sections; an example in such a fence above a page\'s own title stays code', () => {
    const files = {
      'docs/decisions/adr-006-other.md': '# ADR-006: Other\n\nDate: 2024-01-01\n\n## Status\n\nAccepted\n\n## Context\n\nText.\n\n## Decision\n\nText.\n\n## Consequences\n\nText.\n',
      'docs/decisions/adr-007-schema-evolution.md': '````markdown\n# ADR-007: Schema evolution\n\nDate: 2024-01-02\n\n## Status\n\nAccepted\n\n## Context\n\n```ts\nconst x = 1;\n```\n\n## Decision\n\nText.\n````\n\n## Consequences\n\n```json\n{}\n```\n',
      'docs/decisions/adr-008-real.md': '````markdown\n# ADR-XXX: Example\n\n## Status\n\nProposed\n````\n\n# ADR-008: Real title\n\nDate: 2024-01-03\n\n## Status\n\nAccepted\n\n## Context\n\nText.\n\n## Decision\n\nText.\n\n## Consequences\n\nText.\n',
    };
    assert.deepEqual(records(files).map((r) => [r.title.value, r.lifecycle]), [['Other', 'accepted'], ['Schema evolution', 'accepted'], ['Real title', 'accepted']]);
    assert.deepEqual(rulesOn(files, 'docs/decisions/adr-007-schema-evolution.md'), []);
  });
});

describe('a reStructuredText field list under an authors line written as a section title', { skip }, () => {
  it('"Authors (in order of …): …" is a field over the others, not the first section', () => {
    const ape = (n, authors) => `Storage plan ${n}\n===============\n\n${authors}\n${'-'.repeat(authors.length)}\n\n:date-created: 2024 11 04\n:date-accepted: 2025 05 2${n}\n:status: Accepted\n\nAbstract\n--------\n\nText.\n`;
    const files = {
      'APE21.rst': ape(1, 'Author: C. Person'),
      'APE22.rst': ape(2, 'Authors: A. Person'),
      'APE23.rst': ape(3, 'Authors (alphabetical): A. Person, B. Person'),
    };
    const r = record(files, 'APE23.rst');
    assert.deepEqual([r.status?.value, r.lifecycle], ['Accepted', 'accepted']);
    assert.ok(dates(r).some(([, iso]) => iso === '2025-05-23'), JSON.stringify(dates(r)));
    assert.deepEqual(rulesOn(files, 'APE23.rst').filter((x) => x.startsWith('missing-')), []);
  });
});

describe('a change log dated to the month', { skip }, () => {
  it('"- August, 2023: Initial design" dates the record to its month', () => {
    const doc = (n, entry, status = 'Accepted') => `# Design Doc 00${n}: Part ${n}\n\n## Changelog\n\n- ${entry}: Initial design\n\n## Status\n\n${status}\n\n## Context\n\nText.\n\n## Decision\n\nText.\n\n## Consequences\n\nText.\n`;
    const files = {
      'docs/design_docs/007-a.md': doc(7, 'Jan 20, 2021'),
      'docs/design_docs/008-b.md': doc(8, 'Jan 27, 2021'),
      'docs/design_docs/012-c.md': doc(12, 'August, 2023'),
    };
    assert.deepEqual(record(files, 'docs/design_docs/012-c.md').dates.map((d) => [d.kind, d.raw, d.iso]), [['created', 'August, 2023', undefined]]);
    assert.ok(!rulesOn(files, 'docs/design_docs/012-c.md').includes('missing-date'));
  });
});

describe("MADR 2's title placeholder left in square brackets", { skip }, () => {
  it('is kept as written and reported as the placeholder, in English and in French', () => {
    const nygard = (t) => `# ${t}\n\nDate: 2024-01-01\n\n## Status\n\nAccepted\n\n## Context\n\nText.\n\n## Decision\n\nText.\n\n## Consequences\n\nText.\n`;
    for (const placeholder of ['[short title of solved problem and solution]', '[titre du problème résolu et de sa solution]']) {
      const files = { 'docs/decisions/ADR-001-a.md': nygard('Alpha'), 'docs/decisions/ADR-002-login.md': nygard(placeholder), 'docs/decisions/ADR-003-c.md': nygard('[Gamma]') };
      assert.deepEqual(records(files).map((r) => r.title.value), ['Alpha', placeholder, 'Gamma']);
      const found = workspace(files).engine.check().filter((d) => d.rule === 'missing-title');
      assert.deepEqual(found.map((d) => [d.path, d.fixes[0].edits[0].newText]), [['docs/decisions/ADR-002-login.md', 'Login']]);
    }
  });
});
