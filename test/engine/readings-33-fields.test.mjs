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
