// New records planned in every collection of 104 real repositories, then judged: each case below made `adr new` write
// a record that its own `check` flagged, or that lost part of the template (fixtures are invented in those shapes).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadedWorkspace, sourceModule } from './engine-helpers.mjs';

const { shapeOf } = sourceModule('engine/features/naming.ts');

const plan = (engine, request) => engine.planNewRecord({ title: 'Cache parsed grammars', ...request });
/** The findings on the planned record once it is in the workspace, as an editor buffer would put it. */
function findingsOn(engine, p) {
  engine.update(p.path, p.content);
  return engine.diagnosticsFor(p.path).map((d) => d.rule);
}

const tableRecord = (n, title, status, date) =>
  `# ADR-${String(n).padStart(4, '0')}: ${title}\n\n| | |\n|---|---|\n| **Status** | ${status} |\n| **Date** | ${date} |\n| **Owner** | Team ${n} |\n\n## Context\n\nWhy ${n}.\n\n## Decision\n\nWhat ${n}.\n\n## Consequences\n\nSo ${n}.\n`;

test('a collection writing its fields in a table gets a table with the new status and date, not a record without either', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-pick-a-parser.md': tableRecord(1, 'Pick a parser', 'Accepted', '2025-03-01'),
    'docs/adr/0002-split-the-server.md': tableRecord(2, 'Split the server', 'Accepted (phase 1 done)', '2025-04-01'),
  });
  const p = plan(engine, {});
  assert.match(p.content, /^\| \*\*Status\*\* \| Proposed \|$/m);
  assert.match(p.content, /^\| \*\*Date\*\* \| \d{4}-\d{2}-\d{2} \|$/m);
  assert.match(p.content, /^\| \*\*Owner\*\* \| {2}\|$/m, 'another record’s value is emptied, its row kept');
  assert.match(p.content, /^\| \| \|\n\|---\|---\|$/m, 'the table’s header and delimiter stay');
  assert.deepEqual(findingsOn(engine, p), []);
  assert.equal(engine.record(p.path).lifecycle, 'proposed');

  const successor = plan(engine, { supersedes: 'ADR-0002' });
  assert.match(successor.content, /^\| \*\*Supersedes\*\* \| \[ADR-0002\]\(0002-split-the-server\.md\) \|$/m);
  assert.doesNotMatch(successor.content, /^Supersedes /m, 'no second supersedes line under the title');
});

test('a template titled "# 1. Title" numbers the new record', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0000-template.md': '# 1. Title\n\n## Status\n\nProposed\n\n## Context\n\n## Decision\n\n## Consequences\n',
    'docs/adr/0001-record-decisions.md': '# 1. Record decisions\n\nDate: 2024-01-01\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n',
    'docs/adr/0002-use-go.md': '# 2. Use Go\n\nDate: 2024-01-02\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n',
  });
  const p = plan(engine, {});
  assert.equal(p.path, 'docs/adr/0003-cache-parsed-grammars.md');
  assert.match(p.content, /^# 3\. Cache parsed grammars$/m);
  assert.ok(!findingsOn(engine, p).includes('number-mismatch'));
});

test('names numbered after the slug ("implement-cli_001.md") give the next one that shape; a lone "node-18" does not', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/architecture/decisions/record-architecture-decisions_000.md': tableRecord(0, 'Record architecture decisions', 'Accepted', '2024-01-01').replace(/^# ADR-0000: /, '# '),
    'docs/architecture/decisions/implement-cli-framework_001.md': tableRecord(1, 'Implement CLI framework', 'Accepted', '2024-02-01').replace(/^# ADR-0001: /, '# '),
  });
  const p = plan(engine, {});
  assert.equal(p.path, 'docs/architecture/decisions/cache-parsed-grammars_002.md');
  assert.ok(!findingsOn(engine, p).includes('duplicate-number'));
  assert.equal(shapeOf('upgrade-to-node-18', '.md', undefined, 4).pattern.kind, 'number-last');
  const plain = loadedWorkspace(t, {
    'decisions/use-postgres.md': '# Use Postgres\n\nStatus: Accepted\n',
    'decisions/use-redis.md': '# Use Redis\n\nStatus: Accepted\n',
    'decisions/upgrade-to-node-18.md': '# Upgrade to Node 18\n\nStatus: Accepted\n',
    '.adr-lens.json': '{ "collections": ["decisions"] }',
  }).engine;
  assert.equal(plan(plain, {}).path, 'decisions/cache-parsed-grammars.md');
});

test('a template’s relation is its own: "superseded-by" naming a real record is not copied into the new one', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/decisions/adr-template.md': '---\ntitle: "{short title}"\nstatus: "{proposed | accepted}"\nsuperseded-by: "0000-use-madr.md"\ndate: YYYY-MM-DD\n---\n\n# {short title}\n\n## Context and Problem Statement\n\n## Decision Outcome\n',
    // Records without front matter: the template's keys are all the collection has to go by.
    'docs/decisions/0000-use-madr.md': '# Use MADR\n\nStatus: accepted\n\nDate: 2024-01-01\n\n## Context and Problem Statement\n\nx\n\n## Decision Outcome\n\ny\n',
  });
  const p = plan(engine, {});
  assert.match(p.content, /^superseded-by:$/m);
  assert.doesNotMatch(p.content, /0001-use-madr|0000-use-madr/);
  assert.deepEqual(findingsOn(engine, p), []);
});

test('a template’s HTML comments under the title stay whole: a field-like line inside one no longer loses its "-->"', (t) => {
  const template = [
    '# Imperative title',
    '',
    '<!--',
    '  Adapted from MADR. Guide: docs/guide.md.',
    '  Remove this comment before submitting.',
    '-->',
    '',
    '- Status: proposed',
    '- Date: YYYY-MM-DD',
    '- Decision-makers: a team or a person',
    '<!-- Optional: - Supersedes: [ADR NNNN](NNNN-slug.md) -->',
    '',
    '## Context and Problem Statement',
    '',
    'Describe the problem.',
    '',
    '## Decision Outcome',
    '',
    'Chosen option.',
    '',
  ].join('\n');
  const { engine } = loadedWorkspace(t, {
    'docs/adr/TEMPLATE.md': template,
    'docs/adr/0001-use-helm.md': '# Use Helm\n\n- Status: accepted\n- Date: 2024-01-01\n\n## Context and Problem Statement\n\nx\n\n## Decision Outcome\n\ny\n',
  });
  const p = plan(engine, {});
  assert.ok(p.content.includes('  Adapted from MADR. Guide: docs/guide.md.\n'), p.content);
  assert.ok(p.content.includes('<!-- Optional: - Supersedes: [ADR NNNN](NNNN-slug.md) -->\n'), p.content);
  assert.deepEqual(findingsOn(engine, p), []);
  assert.deepEqual(engine.record(p.path).sections.filter((s) => s.level === 2).map((s) => s.heading), ['Context and Problem Statement', 'Decision Outcome']);
});

test('a collection whose records have statuses gets one in the new record even when its latest record has none', (t) => {
  const nygard = (n, title, status) => `# ${n}. ${title}\n\nDate: 2024-01-0${n}\n\n${status ? `## Status\n\n${status}\n\n` : ''}## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-a.md': nygard(1, 'A', 'Accepted'),
    'docs/adr/0002-b.md': nygard(2, 'B', 'Accepted'),
    'docs/adr/0003-c.md': nygard(3, 'C', 'Accepted'),
    // A front matter keeps adr-tools' own template out of it: the new record is modelled on the latest one.
    'docs/adr/0004-d.md': `---\nsidebar_position: 4\n---\n${nygard(4, 'D', undefined)}`,
  });
  const p = plan(engine, {});
  assert.ok(!findingsOn(engine, p).includes('missing-status'), p.content);
});
