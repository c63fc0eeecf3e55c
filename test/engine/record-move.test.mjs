// Records renamed, moved or renumbered: the links to them follow (engine.planMoves, the duplicate-number quick fix).
// Fixtures written for these tests.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyEdits, engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const nygard = (n, title, status, extra = '', date = '') => `# ${n}. ${title}\n\n${date ? `Date: ${date}\n\n` : ''}## Status\n\n${status}\n\n## Context\n\nWhy.${extra}\n`;

/** The files after a plan's edits (by the paths before the moves), then its renames (files or folders). */
function applyPlan(files, edits, renames = []) {
  const next = { ...files };
  const byPath = new Map();
  for (const e of edits) byPath.set(e.path, [...(byPath.get(e.path) ?? []), e]);
  for (const [path, list] of byPath) {
    assert.ok(path in files, `an edit to ${path}, which is no file`);
    next[path] = applyEdits(files[path], list);
  }
  for (const { from, to } of renames) {
    for (const path of Object.keys(next)) {
      if (path !== from && !path.startsWith(`${from}/`)) continue;
      const moved = to + path.slice(from.length);
      assert.ok(!(moved in next), `a rename over ${moved}`);
      next[moved] = next[path];
      delete next[path];
    }
  }
  return next;
}

const findings = (files, ...rules) =>
  workspace(files)
    .engine.check()
    .filter((d) => rules.includes(d.rule))
    .map((d) => `${d.rule} ${d.path}:${d.range.start.line + 1}`)
    .sort();

describe('renumbering a record that shares its number', { skip }, () => {
  const files = {
    'docs/adr/0001-use-kafka.md': nygard(1, 'Use Kafka', 'Accepted', '\n\nBeside [the Redis cache](0001-use-redis.md), [ADR-0001](./0001-use-redis.md#context) and ADR-0001.'),
    'docs/adr/0001-use-redis.md': nygard(1, 'Use Redis', 'Accepted', '\n\nSee [kafka](0001-use-kafka.md).'),
    'docs/adr/0002-drop-redis.md': nygard(2, 'Drop Redis', 'Accepted\n\nSupersedes [1. Use Redis](0001-use-redis.md)', '\n\nSee [[0001-use-redis]] and [[0001-use-redis|the cache]].'),
    'docs/guide.md': '# Guide\n\nSee [Redis](adr/0001-use-redis.md), [root](/docs/adr/0001-use-redis.md) and [the cache][c].\n\n[c]: adr/0001-use-redis.md "cache"\n',
    'src/cache.ts': '// Why: docs/adr/0001-use-redis.md, or ../docs/adr/0001-use-redis.md; ADR-0001 is the queue.\nexport const cache = 1;\n',
  };

  it('renames the file to the free number, renumbers its title and every link to it', () => {
    const { engine } = workspace(files);
    const [finding] = engine.check().filter((d) => d.rule === 'duplicate-number');
    assert.equal(finding.path, 'docs/adr/0001-use-redis.md');
    const [fix] = engine.codeActions(finding.path, finding.range);
    assert.equal(fix.title, 'Renumber 0001-use-redis.md as ADR-0003 (rename to 0003-use-redis.md, update 10 links)');
    assert.deepEqual(fix.renames, [{ from: 'docs/adr/0001-use-redis.md', to: 'docs/adr/0003-use-redis.md' }]);
    const after = applyPlan(files, fix.edits, fix.renames);
    assert.equal(after['docs/adr/0003-use-redis.md'].split('\n')[0], '# 3. Use Redis');
    assert.match(after['docs/adr/0001-use-kafka.md'], /Beside \[the Redis cache\]\(0003-use-redis\.md\), \[ADR-0003\]\(\.\/0003-use-redis\.md#context\) and ADR-0001\./);
    assert.match(after['docs/adr/0002-drop-redis.md'], /Supersedes \[3\. Use Redis\]\(0003-use-redis\.md\)/);
    assert.match(after['docs/adr/0002-drop-redis.md'], /See \[\[0003-use-redis\]\] and \[\[0003-use-redis\|the cache\]\]\./);
    assert.equal(after['docs/guide.md'], '# Guide\n\nSee [Redis](adr/0003-use-redis.md), [root](/docs/adr/0003-use-redis.md) and [the cache][c].\n\n[c]: adr/0003-use-redis.md "cache"\n');
    // The bare id meant the record that keeps the number, and still does.
    assert.equal(after['src/cache.ts'].split('\n')[0], '// Why: docs/adr/0003-use-redis.md, or ../docs/adr/0003-use-redis.md; ADR-0001 is the queue.');
    assert.deepEqual(findings(after, 'duplicate-number', 'broken-link', 'unknown-reference', 'number-mismatch', 'link-id-mismatch'), []);
  });

  it('renumbers the number cell of an index table row that links the record, and no other cell', () => {
    const indexed = {
      ...files,
      'docs/adr/README.md': '# Decisions\n\n| No. | Decision | Status |\n| --- | --- | --- |\n| 0001 | [Use Kafka](0001-use-kafka.md) | Accepted |\n| 0001 | [Use Redis](0001-use-redis.md) | Accepted |\n| 0002 | [Drop Redis](0002-drop-redis.md) | 1 |\n',
    };
    const { engine } = workspace(indexed);
    const [finding] = engine.check().filter((d) => d.rule === 'duplicate-number');
    const [fix] = engine.codeActions(finding.path, finding.range);
    const after = applyPlan(indexed, fix.edits, fix.renames);
    assert.equal(
      after['docs/adr/README.md'],
      '# Decisions\n\n| No. | Decision | Status |\n| --- | --- | --- |\n| 0001 | [Use Kafka](0001-use-kafka.md) | Accepted |\n| 0003 | [Use Redis](0003-use-redis.md) | Accepted |\n| 0002 | [Drop Redis](0002-drop-redis.md) | 1 |\n',
    );
  });

  it('offers to renumber the other instead when the dates do not tell which came first', () => {
    const { engine } = workspace(files);
    const [finding] = engine.check().filter((d) => d.rule === 'duplicate-number');
    const titles = engine.codeActions(finding.path, finding.range).map((a) => a.title);
    assert.deepEqual(titles, [
      'Renumber 0001-use-redis.md as ADR-0003 (rename to 0003-use-redis.md, update 10 links)',
      'Renumber 0001-use-kafka.md as ADR-0003 (rename to 0003-use-kafka.md, update 1 link), instead',
    ]);
    const other = engine.codeActions(finding.path, finding.range)[1];
    const after = applyPlan(files, other.edits, other.renames);
    assert.equal(after['docs/adr/0003-use-kafka.md'].split('\n')[0], '# 3. Use Kafka');
    assert.match(after['docs/adr/0001-use-redis.md'], /See \[kafka\]\(0003-use-kafka\.md\)\./);
    // Links to the record that keeps its number are left as they were.
    assert.match(after['docs/adr/0003-use-kafka.md'], /\[ADR-0001\]\(\.\/0001-use-redis\.md#context\)/);
    assert.deepEqual(findings(after, 'duplicate-number', 'broken-link'), []);
  });

  it('offers only the dated order when the dates tell it', () => {
    const dated = {
      'docs/adr/0001-use-kafka.md': nygard(1, 'Use Kafka', 'Accepted', '', '2026-01-02'),
      'docs/adr/0001-use-redis.md': nygard(1, 'Use Redis', 'Accepted', '', '2026-01-01'),
    };
    const { engine } = workspace(dated);
    const [finding] = engine.check().filter((d) => d.rule === 'duplicate-number');
    assert.equal(finding.path, 'docs/adr/0001-use-kafka.md');
    assert.deepEqual(
      engine.codeActions(finding.path, finding.range).filter((a) => a.rule === 'duplicate-number').map((a) => a.title),
      ['Renumber 0001-use-kafka.md as ADR-0002 (rename to 0002-use-kafka.md)'],
    );
  });

  it('keeps the width and the prefix the file name and the title write', () => {
    const prefixed = {
      'architecture/decisions/ADR-007-audit-log.md': '# ADR-007: Audit log\n\nStatus: Accepted\n\n## Context\n\nWhy.\n',
      'architecture/decisions/ADR-007-event-store.md': '# ADR-007: Event store\n\nStatus: Accepted\n\n## Context\n\nWhy.\n',
      'architecture/decisions/ADR-012-retention.md': '# ADR-012: Retention\n\nStatus: Accepted\n\n## Context\n\nSee [ADR-007](ADR-007-event-store.md).\n',
    };
    const { engine } = workspace(prefixed);
    const [finding] = engine.check().filter((d) => d.rule === 'duplicate-number');
    const [fix] = engine.codeActions(finding.path, finding.range);
    assert.deepEqual(fix.renames, [{ from: 'architecture/decisions/ADR-007-event-store.md', to: 'architecture/decisions/ADR-013-event-store.md' }]);
    const after = applyPlan(prefixed, fix.edits, fix.renames);
    assert.equal(after['architecture/decisions/ADR-013-event-store.md'].split('\n')[0], '# ADR-013: Event store');
    assert.match(after['architecture/decisions/ADR-012-retention.md'], /See \[ADR-013\]\(ADR-013-event-store\.md\)\./);
    assert.deepEqual(findings(after, 'duplicate-number', 'broken-link', 'number-mismatch'), []);
  });

  it('renames the folder of a record written as its folder\'s page', () => {
    const folders = {
      'rfcs/0004-sharding/README.md': '# RFC 4: Sharding\n\nStatus: Accepted\n\n## Context\n\nWhy.\n',
      'rfcs/0004-tracing/README.md': '# RFC 4: Tracing\n\nStatus: Accepted\n\n## Context\n\nWhy.\n',
      'rfcs/0005-quotas/README.md': '# RFC 5: Quotas\n\nStatus: Accepted\n\n## Context\n\nSee [tracing](../0004-tracing/README.md).\n',
    };
    const { engine } = workspace(folders);
    const [finding] = engine.check().filter((d) => d.rule === 'duplicate-number');
    assert.ok(finding, 'a duplicate-number finding');
    const [fix] = engine.codeActions(finding.path, finding.range);
    const renamed = fix.renames[0];
    assert.match(renamed.from, /^rfcs\/0004-(sharding|tracing)$/);
    assert.equal(renamed.to, renamed.from.replace('0004', '0006'));
    const after = applyPlan(folders, fix.edits, fix.renames);
    assert.deepEqual(findings(after, 'duplicate-number', 'broken-link'), []);
  });

  it('gives no renaming fix where numbers are months (yymm): a later number would misdate the record', () => {
    const months = {
      'docs/arch/adr-2502-search.md': '# ADR 2502: Search\n\nStatus: Accepted\n\n## Context\n\nWhy.\n',
      'docs/arch/adr-2502-export.md': '# ADR 2502: Export\n\nStatus: Accepted\n\n## Context\n\nWhy.\n',
      'docs/arch/adr-2503-import.md': '# ADR 2503: Import\n\nStatus: Accepted\n\n## Context\n\nWhy.\n',
      'docs/arch/adr-2504-audit.md': '# ADR 2504: Audit\n\nStatus: Accepted\n\n## Context\n\nWhy.\n',
    };
    const { engine } = workspace(months);
    const found = engine.check().filter((d) => d.rule === 'duplicate-number');
    assert.equal(found.length, 1);
    assert.deepEqual(engine.codeActions(found[0].path, found[0].range), []);
  });
});

describe('planRenumber: a record given another number', { skip }, () => {
  const files = {
    'docs/adr/0001-use-postgres.md': nygard(1, 'Use Postgres', 'Superseded by ADR-0002'),
    'docs/adr/0002-use-sqlite.md': nygard(2, 'Use SQLite', 'Accepted\n\nSupersedes ADR-0001', '\n\nSee [ADR-1](0001-use-postgres.md) and ADR 1.'),
    'src/db.ts': '// ADR-0001 chose the driver; ADR-0002 the file.\nexport const db = 1;\n',
  };

  it('a record no other shares its number with: every citation of its id follows, bare ids included', () => {
    const { engine } = workspace(files);
    const plan = engine.planRenumber('ADR-0001', 7);
    assert.deepEqual([plan.id, plan.newId, plan.number], ['ADR-0001', 'ADR-0007', 7]);
    assert.deepEqual(plan.renames, [{ from: 'docs/adr/0001-use-postgres.md', to: 'docs/adr/0007-use-postgres.md' }]);
    const after = applyPlan(files, plan.edits, plan.renames);
    assert.match(after['docs/adr/0002-use-sqlite.md'], /Supersedes ADR-0007\n/);
    assert.match(after['docs/adr/0002-use-sqlite.md'], /See \[ADR-7\]\(0007-use-postgres\.md\) and ADR 7\./);
    assert.equal(after['src/db.ts'].split('\n')[0], '// ADR-0007 chose the driver; ADR-0002 the file.');
    assert.deepEqual(findings(after, 'unknown-reference', 'broken-link', 'one-sided-supersede', 'number-mismatch', 'duplicate-number'), []);
  });

  it('refuses a number another record of the collection has; the next number when none is given', () => {
    const { engine, } = workspace(files);
    assert.throws(() => engine.planRenumber('ADR-0001', 2), /ADR-0002 is taken by docs\/adr\/0002-use-sqlite\.md/);
    assert.equal(engine.planRenumber('docs/adr/0001-use-postgres.md').number, 3);
    assert.equal(engine.planRenumber('ADR-0042'), undefined);
  });
});

describe('rename (F2) on a decision\'s id, and its highlights in a document', { skip }, () => {
  const files = {
    'docs/adr/0001-use-postgres.md': nygard(1, 'Use Postgres', 'Superseded by ADR-0002'),
    'docs/adr/0002-use-sqlite.md': nygard(2, 'Use SQLite', 'Accepted\n\nSupersedes ADR-0001', '\n\nSee [the old one](0001-use-postgres.md), ADR-1 and ADR-0001.'),
    'src/db.ts': '// ADR-0001 chose the driver.\nexport const db = 1;\n',
  };
  const at = (text, needle, line) => ({ line, character: text.split('\n')[line].indexOf(needle) + 1 });

  it('on an id in code: the id is the range, the record\'s id the placeholder; the new name renumbers everywhere', () => {
    const { engine } = workspace(files);
    const pos = at(files['src/db.ts'], 'ADR-0001', 0);
    assert.deepEqual(engine.renameTarget('src/db.ts', pos), { range: { start: { line: 0, character: 3 }, end: { line: 0, character: 11 } }, placeholder: 'ADR-0001' });
    const plan = engine.planRename('src/db.ts', pos, 'ADR-0005');
    assert.equal(plan.newId, 'ADR-0005');
    const after = applyPlan(files, plan.edits, plan.renames);
    assert.equal(after['src/db.ts'].split('\n')[0], '// ADR-0005 chose the driver.');
    assert.match(after['docs/adr/0002-use-sqlite.md'], /See \[the old one\]\(0005-use-postgres\.md\), ADR-5 and ADR-0005\./);
    assert.match(after['docs/adr/0005-use-postgres.md'], /^# 5\. Use Postgres/);
    assert.deepEqual(findings(after, 'unknown-reference', 'broken-link', 'number-mismatch'), []);
    assert.throws(() => engine.planRename('src/db.ts', pos, 'Postgres'), /has no number/);
    assert.throws(() => engine.planRename('src/db.ts', pos, '2'), /is taken/);
  });

  it('on a record\'s title: its number; nothing to rename on a link\'s words or in plain prose', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.renameTarget('docs/adr/0002-use-sqlite.md', { line: 0, character: 5 }), { range: { start: { line: 0, character: 2 }, end: { line: 0, character: 3 } }, placeholder: 'ADR-0002' });
    const text = files['docs/adr/0002-use-sqlite.md'];
    const line = text.split('\n').findIndex((l) => l.startsWith('See '));
    assert.equal(engine.renameTarget('docs/adr/0002-use-sqlite.md', at(text, 'the old one', line)), undefined);
    assert.equal(engine.renameTarget('docs/adr/0002-use-sqlite.md', { line: 4, character: 1 }), undefined);
  });

  it('highlights every citation of the decision under the cursor in the document, not others', () => {
    const { engine } = workspace(files);
    const text = files['docs/adr/0002-use-sqlite.md'];
    const line = text.split('\n').findIndex((l) => l.startsWith('See '));
    const ranges = engine.documentHighlights('docs/adr/0002-use-sqlite.md', at(text, 'ADR-1', line));
    const written = ranges.map((r) => text.split('\n')[r.start.line].slice(r.start.character, r.end.character));
    assert.deepEqual(written, ['ADR-0001', '[the old one](0001-use-postgres.md)', 'ADR-1', 'ADR-0001']);
    const own = engine.documentHighlights('docs/adr/0002-use-sqlite.md', { line: 0, character: 5 });
    assert.deepEqual(own.map((r) => r.start.line), [0]);
  });
});

describe('moving records: planMoves', { skip }, () => {
  const files = {
    'docs/adr/0001-use-postgres.md': nygard(1, 'Use Postgres', 'Superseded by [ADR-0002](0002-use-sqlite.md)', '\n\n![schema](../images/schema.png) and [the code](../../src/db.ts).'),
    'docs/adr/0002-use-sqlite.md': nygard(2, 'Use SQLite', 'Accepted\n\nSupersedes [ADR-0001](0001-use-postgres.md)', '\n\nSee [[0001-use-postgres]].'),
    'docs/images/schema.png': 'png',
    'docs/site/decisions.md': '# Decisions\n\n- [Postgres](../adr/0001-use-postgres.html)\n- [SQLite](../adr/0002-use-sqlite.md)\n',
    'src/db.ts': '// docs/adr/0001-use-postgres.md says why\nexport const db = 1;\n',
    'README.md': '# App\n\nWe chose [SQLite](docs/adr/0002-use-sqlite.md#decision).\n',
  };

  it('a record moved to another folder: links to it from everywhere, and its own relative links', () => {
    const { engine } = workspace(files);
    const plan = engine.planMoves([{ from: 'docs/adr/0001-use-postgres.md', to: 'docs/adr/archive/0001-use-postgres.md' }]);
    const after = applyPlan(files, plan.edits, [{ from: 'docs/adr/0001-use-postgres.md', to: 'docs/adr/archive/0001-use-postgres.md' }]);
    assert.match(after['docs/adr/archive/0001-use-postgres.md'], /Superseded by \[ADR-0002\]\(\.\.\/0002-use-sqlite\.md\)/);
    assert.match(after['docs/adr/archive/0001-use-postgres.md'], /!\[schema\]\(\.\.\/\.\.\/images\/schema\.png\) and \[the code\]\(\.\.\/\.\.\/\.\.\/src\/db\.ts\)\./);
    assert.match(after['docs/adr/0002-use-sqlite.md'], /Supersedes \[ADR-0001\]\(archive\/0001-use-postgres\.md\)/);
    // A wiki link finds the record by its name, wherever it is.
    assert.match(after['docs/adr/0002-use-sqlite.md'], /See \[\[0001-use-postgres\]\]\./);
    assert.equal(after['src/db.ts'].split('\n')[0], '// docs/adr/archive/0001-use-postgres.md says why');
    assert.deepEqual(findings(after, 'broken-link', 'one-sided-supersede'), []);
  });

  it('a folder of records renamed: links from outside follow, links between its records stay', () => {
    const { engine } = workspace(files);
    const moves = [{ from: 'docs/adr', to: 'docs/decisions' }];
    const plan = engine.planMoves(moves);
    assert.equal(plan.edits.filter((e) => e.path.startsWith('docs/adr/')).length, 0, 'records linking each other need no edit');
    const after = applyPlan(files, plan.edits, moves);
    assert.match(after['README.md'], /\[SQLite\]\(docs\/decisions\/0002-use-sqlite\.md#decision\)/);
    assert.equal(after['src/db.ts'].split('\n')[0], '// docs/decisions/0001-use-postgres.md says why');
    assert.match(after['docs/site/decisions.md'], /\[Postgres\]\(\.\.\/decisions\/0001-use-postgres\.html\)/);
    assert.deepEqual(findings(after, 'broken-link'), []);
  });

  it('a record renamed in its folder keeps how each link is written (a built page, escapes)', () => {
    const spaced = { ...files, 'docs/adr/0002-use sqlite.md': files['docs/adr/0002-use-sqlite.md'] };
    delete spaced['docs/adr/0002-use-sqlite.md'];
    spaced['docs/adr/0001-use-postgres.md'] = spaced['docs/adr/0001-use-postgres.md'].replace('(0002-use-sqlite.md)', '(0002-use%20sqlite.md)');
    spaced['docs/site/decisions.md'] = spaced['docs/site/decisions.md'].replace('0002-use-sqlite.md', '0002-use%20sqlite.md');
    spaced['README.md'] = '# App\n\nWe chose [SQLite](docs/adr/0002-use%20sqlite.md#decision).\n';
    const { engine } = workspace(spaced);
    const moves = [{ from: 'docs/adr/0002-use sqlite.md', to: 'docs/adr/0002-use embedded sqlite.md' }];
    const after = applyPlan(spaced, engine.planMoves(moves).edits, moves);
    assert.match(after['docs/site/decisions.md'], /\[SQLite\]\(\.\.\/adr\/0002-use%20embedded%20sqlite\.md\)/);
    assert.match(after['README.md'], /\(docs\/adr\/0002-use%20embedded%20sqlite\.md#decision\)/);
    const moved = { ...files };
    const html = [{ from: 'docs/adr/0001-use-postgres.md', to: 'docs/adr/0001-use-postgresql.md' }];
    const renamed = applyPlan(moved, workspace(moved).engine.planMoves(html).edits, html);
    assert.match(renamed['docs/site/decisions.md'], /\[Postgres\]\(\.\.\/adr\/0001-use-postgresql\.html\)/);
    assert.match(renamed['docs/adr/0002-use-sqlite.md'], /See \[\[0001-use-postgresql\]\]\./);
  });

  it('a target in angle brackets keeps its blanks and parentheses bare, unless its writer escaped them', () => {
    const record = nygard(2, 'Use SQLite', 'Accepted');
    const bracketed = {
      'docs/adr/0001-use-postgres.md': nygard(1, 'Use Postgres', 'Superseded by [ADR-0002](<0002-use sqlite.md>)', '\n\n[escaped](<0002-use%20sqlite.md>) and [plain](0002-use%20sqlite.md).'),
      'docs/adr/0002-use sqlite.md': record,
      'docs/guide.md': '# Guide\n\n[SQLite](<adr/0002-use sqlite.md#decision>) and [the same][s].\n\n[s]: <adr/0002-use sqlite.md> "SQLite"\n',
    };
    const moves = [{ from: 'docs/adr/0002-use sqlite.md', to: 'docs/decisions/0002-use sqlite (embedded).md' }];
    const after = applyPlan(bracketed, workspace(bracketed).engine.planMoves(moves).edits, moves);
    const first = after['docs/adr/0001-use-postgres.md'];
    assert.match(first, /Superseded by \[ADR-0002\]\(<\.\.\/decisions\/0002-use sqlite \(embedded\)\.md>\)/);
    assert.match(first, /\[escaped\]\(<\.\.\/decisions\/0002-use%20sqlite%20%28embedded%29\.md>\) and \[plain\]\(\.\.\/decisions\/0002-use%20sqlite%20%28embedded%29\.md\)/);
    assert.match(after['docs/guide.md'], /\[SQLite\]\(<decisions\/0002-use sqlite \(embedded\)\.md#decision>\)/);
    assert.match(after['docs/guide.md'], /\[s\]: <decisions\/0002-use sqlite \(embedded\)\.md> "SQLite"/);
    assert.deepEqual(findings(after, 'broken-link'), []);
  });

  it('a record renamed in its folder keeps its links to itself working, and leaves its other links as written', () => {
    const own = { ...files, 'docs/adr/0002-use-sqlite.md': files['docs/adr/0002-use-sqlite.md'] + '\nAs [said above](0002-use-sqlite.md#context) and [./](./0001-use-postgres.md).\n' };
    const moves = [{ from: 'docs/adr/0002-use-sqlite.md', to: 'docs/adr/0002-use-sqlite-files.md' }];
    const after = applyPlan(own, workspace(own).engine.planMoves(moves).edits, moves);
    assert.match(after['docs/adr/0002-use-sqlite-files.md'], /As \[said above\]\(0002-use-sqlite-files\.md#context\) and \[\.\/\]\(\.\/0001-use-postgres\.md\)\./);
    assert.deepEqual(findings(after, 'broken-link'), []);
  });

  it('nothing for moves that carry no record', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.planMoves([{ from: 'src/db.ts', to: 'src/store.ts' }]), { edits: [], left: 0, leftAt: [] });
    assert.deepEqual(engine.planMoves([{ from: 'docs/adr/0001-use-postgres.md', to: 'docs/adr/0001-use-postgres.md' }]), { edits: [], left: 0, leftAt: [] });
  });

  it('property: any record moved to any folder or name leaves no link broken', () => {
    const targets = ['docs/adr', 'docs/adr/archive', 'docs', 'architecture/decisions', 'docs/adr/old/superseded'];
    const names = ['0001-use-postgres.md', '0002-use-sqlite.md'];
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.constantFrom(...targets), fc.constantFrom('', '-renamed'), (name, folder, suffix) => {
        const from = `docs/adr/${name}`;
        const to = `${folder}/${name.replace('.md', `${suffix}.md`)}`;
        if (from === to) return;
        const { engine } = workspace(files);
        const plan = engine.planMoves([{ from, to }]);
        assert.equal(plan.left, 0);
        const after = applyPlan(files, plan.edits, [{ from, to }]);
        assert.deepEqual(findings(after, 'broken-link', 'one-sided-supersede', 'unknown-reference'), []);
      }),
      { numRuns: 40 },
    );
  });
});
