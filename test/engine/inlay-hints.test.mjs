// Inlay hints: a decision's title (and its state when not in force) after a citation by id, where the writer did not
// already name it. Fixtures written for these tests.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const nygard = (n, title, status, extra = '') => `# ${n}. ${title}\n\nDate: 2026-01-0${n}\n\n## Status\n\n${status}\n\n## Context\n\nWhy.${extra}\n`;

const files = {
  'docs/adr/0001-use-postgresql-for-storage.md': nygard(1, 'Use PostgreSQL for storage', 'Superseded by [ADR-0002](0002-use-sqlite.md)'),
  'docs/adr/0002-use-sqlite.md': nygard(2, 'Use SQLite', 'Accepted\n\nSupersedes [1. Use PostgreSQL for storage](0001-use-postgresql-for-storage.md)', '\n\nSee ADR-1, [ADR-0001](0001-use-postgresql-for-storage.md) and ADR-0003.'),
  'docs/adr/0003-cache-responses-in-memory-for-a-long-time-with-a-long-title.md': nygard(3, 'Cache responses in memory for a very long time, with a long title', 'Proposed'),
  'docs/adr/0004-drop-the-queue.md': nygard(4, 'Drop the queue', 'Deprecated'),
  'docs/adr/0005-split-the-monolith.md': nygard(5, 'Split the monolith', 'Frobnicated'),
};

const hintsOf = (engine, path, text, options = {}) =>
  engine.inlayHints(path, { text, ...options }).map((h) => `${h.position.line}:${h.position.character} ${h.label}`);

describe('inlay hints', { skip }, () => {
  it('after an id in a code comment: the title, and the state of a decision not in force', () => {
    const code = [
      '// ADR-0002 governs this file',
      '// ADR-1 was the first choice',
      '// see ADR-0003 before changing the cache',
      '// ADR-4 is on hold',
      '// ADR-5 too',
    ].join('\n');
    const { engine } = workspace({ ...files, 'src/db.ts': code });
    assert.deepEqual(hintsOf(engine, 'src/db.ts', code), [
      '0:11 Use SQLite',
      '1:8 Use PostgreSQL for storage (superseded by ADR-0002)',
      '2:15 Cache responses in memory for a very long time… (proposed)',
      '3:8 Drop the queue (deprecated)',
      // A status no lifecycle maps: as written.
      '4:8 Split the monolith (Frobnicated)',
    ]);
    const [hint] = engine.inlayHints('src/db.ts', { text: code });
    assert.equal(hint.target, 'docs/adr/0002-use-sqlite.md');
    assert.deepEqual(hint.targetRange.start, { line: 0, character: 5 }); // the title's words, after "# 2. "
    assert.equal(hint.tooltip, 'ADR-0002: Use SQLite (Accepted)');
  });

  it('nothing where the writer named the decision: its title after the id, a link with words, a path with its title', () => {
    const code = [
      '// ADR-0002: Use SQLite, so ADR-2 again needs no hint on this line',
      '// ADR-0002 (Use SQLite)',
      '// ADR-0002 — use sqlite everywhere',
      '// see docs/adr/0002-use-sqlite.md',
      '// per [the storage decision](../docs/adr/0002-use-sqlite.md)',
      '// but [ADR-2](../docs/adr/0002-use-sqlite.md) alone gets one',
    ].join('\n');
    const { engine } = workspace({ ...files, 'src/db.ts': code });
    assert.deepEqual(hintsOf(engine, 'src/db.ts', code), ['5:46 Use SQLite']);
    // Wiki links in notes: an id alone gets its title, an alias is the writer's own name for it.
    const notes = 'See [[ADR-0002]] again.\nAnd [[ADR-0002|the storage call]].\n';
    const wiki = workspace({ ...files, 'notes/storage.md': notes }).engine;
    assert.deepEqual(hintsOf(wiki, 'notes/storage.md', notes, { scope: 'all' }), ['0:16 Use SQLite']);
  });

  it('a named decision that is not in force still says so, without its title again', () => {
    const code = '// ADR-0001 (Use PostgreSQL for storage) is why the schema looks so\n// see docs/adr/0001-use-postgresql-for-storage.md\n';
    const { engine } = workspace({ ...files, 'src/db.ts': code });
    assert.deepEqual(hintsOf(engine, 'src/db.ts', code), ['0:11 (superseded by ADR-0002)', '1:50 (superseded by ADR-0002)']);
  });

  it('a title in Markdown reads as plain text', () => {
    const code = '// ADR-0009\n';
    const { engine } = workspace({ ...files, 'docs/adr/0009-wrap-leases.md': nygard(9, 'Wrap `Lease<T>` in a **scoped** guard, per [RFC 7](https://example.com)', 'Accepted'), 'src/db.ts': code });
    assert.deepEqual(hintsOf(engine, 'src/db.ts', code), ['0:11 Wrap Lease<T> in a scoped guard, per RFC 7']);
  });

  it('one hint per decision and line', () => {
    const code = '// ADR-0002, ADR-2 and adr-0002 again\n// ADR-0002\n';
    const { engine } = workspace({ ...files, 'src/db.ts': code });
    assert.deepEqual(hintsOf(engine, 'src/db.ts', code), ['0:11 Use SQLite', '1:11 Use SQLite']);
  });

  it('only in the range asked for', () => {
    const code = '// ADR-0002\n\n\n// ADR-0003\n';
    const { engine } = workspace({ ...files, 'src/db.ts': code });
    const range = { start: { line: 2, character: 0 }, end: { line: 4, character: 0 } };
    assert.deepEqual(hintsOf(engine, 'src/db.ts', code, { range }), ['3:11 Cache responses in memory for a very long time… (proposed)']);
  });

  it('in documents and records only with scope "all"; never with "off"', () => {
    const readme = 'We use ADR-0002 and [the sqlite decision](docs/adr/0002-use-sqlite.md).\n';
    const { engine } = workspace({ ...files, 'README.md': readme, 'src/db.ts': '// ADR-0002\n' });
    assert.deepEqual(hintsOf(engine, 'README.md', readme), []);
    assert.deepEqual(hintsOf(engine, 'README.md', readme, { scope: 'all' }), ['0:15 Use SQLite']);
    assert.deepEqual(hintsOf(engine, 'src/db.ts', undefined, { scope: 'off' }), []);
    // In the record that replaced ADR-0001, being replaced by this very record goes without saying; no hint for
    // the relation whose link text is the title; the proposal it cites says it is one.
    assert.deepEqual(hintsOf(engine, 'docs/adr/0002-use-sqlite.md', undefined, { scope: 'all' }), [
      '14:9 Use PostgreSQL for storage',
      '14:70 Cache responses in memory for a very long time… (proposed)',
    ]);
  });

  it('no hint for a number several records share, an unknown id, or another project\'s decision', () => {
    const code = '// ADR-0007 is shared\n// ADR-0099 is unknown\n// see ADR-0002 of github.com/other/project\n';
    const { engine } = workspace({
      ...files,
      'docs/adr/0007-one.md': nygard(7, 'One', 'Accepted'),
      'docs/adr/0007-two.md': nygard(7, 'Two', 'Accepted'),
      'src/db.ts': code,
    });
    const hints = hintsOf(engine, 'src/db.ts', code);
    assert.ok(!hints.some((h) => h.startsWith('0:') || h.startsWith('1:')), hints.join('\n'));
  });
});
