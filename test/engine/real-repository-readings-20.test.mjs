// Readings checked against real repositories in session 20, each in the shape those records take (fixtures written
// for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const rules = (files, rule) => workspace(files).engine.check().filter((d) => d.rule === rule);
const record = (files, id) => workspace(files).engine.records().find((r) => r.id === id);

describe('a record written before the decision that replaced the one it cites (windlasstech/slsa-builder)', { skip }, () => {
  const rec = (title, status, day, body) => `# ${title}\n\n* Status: ${status}\n* Date: ${day}\n\n## Context\n\n${body}\n\n## Decision\n\nWhat.\n`;
  const files = {
    'docs/decisions/0020-pin-builder-by-tag.md': rec('Pin the builder by tag', 'Superseded by [ADR 0028](0028-pin-builder-by-sha.md)', '2026-07-01', 'Why.'),
    'docs/decisions/0022-npm-entrypoint.md': rec('Use an npm entry point', 'Accepted', '2026-07-02', 'ADR 0020 decided that builder ids name the tag.'),
    'docs/decisions/0028-pin-builder-by-sha.md': rec('Pin the builder by SHA', 'Accepted', '2026-07-04', 'Supersedes [ADR 0020](0020-pin-builder-by-tag.md).'),
    'docs/decisions/0030-later.md': rec('A later decision', 'Accepted', '2026-07-09', 'We keep ADR 0020 as it was.'),
    'docs/guide.md': '# Guide\n\nBuilders follow ADR 0020.\n',
  };

  it('cites the decision of its time: no finding in the older record, one in the later record and the living page', () => {
    assert.deepEqual(rules(files, 'citing-superseded').map((d) => d.path).sort(), ['docs/decisions/0030-later.md', 'docs/guide.md']);
  });

  it('tells the order by date when the records are in different collections', () => {
    const other = {
      'docs/adr/0001-pin-by-tag.md': rec('Pin by tag', 'Superseded by [ADR-0002](0002-pin-by-sha.md)', '2024-01-01', 'Why.'),
      'docs/adr/0002-pin-by-sha.md': rec('Pin by SHA', 'Accepted', '2024-06-01', 'Supersedes [ADR-0001](0001-pin-by-tag.md).'),
      'services/api/docs/adr/0007-api-builds.md': rec('API builds', 'Accepted', '2024-03-01', 'See [ADR-0001](../../../../docs/adr/0001-pin-by-tag.md).'),
      'services/web/docs/adr/0009-web-builds.md': rec('Web builds', 'Accepted', '2024-09-01', 'See [ADR-0001](../../../../docs/adr/0001-pin-by-tag.md).'),
    };
    assert.deepEqual(rules(other, 'citing-superseded').map((d) => d.path), ['services/web/docs/adr/0009-web-builds.md']);
  });
});
