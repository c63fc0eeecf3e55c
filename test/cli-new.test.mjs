// `adr-lens new`: the next-numbered record in the collection's format, a two-sided supersede,
// and the write bars (never overwrite, never outside a collection).
import { test, beforeEach, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, mkdirSync, writeFileSync, rmSync, readFileSync, readdirSync, symlinkSync, lstatSync, readlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectStdio, serverBundle } from './mcp/mcp-client.mjs';

const require = createRequire(import.meta.url);
const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(repo, 'dist', 'cli.js');
const { schemas } = require('../dist/engine.js');

const run = (args, cwd = repo) => {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd, env: { ...process.env, NO_COLOR: '1' }, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};

const RECORD_2 = `# 2. Use SQLite for the cache

Date: 2025-02-01

## Status

Accepted

## Context

The cache needs to survive restarts.

## Decision

We will keep it in SQLite.

## Consequences

One more file to back up.
`;

let root;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'adr-lens-new-'));
  const files = {
    '.adr-dir': 'doc/architecture\n',
    'doc/architecture/0001-record-architecture-decisions.md':
      '# 1. Record architecture decisions\n\nDate: 2025-01-01\n\n## Status\n\nAccepted\n\n## Context\n\nWe forget.\n\n## Decision\n\nWe write it down.\n\n## Consequences\n\nMore files.\n',
    'doc/architecture/0002-use-sqlite-for-the-cache.md': RECORD_2,
  };
  for (const [p, t] of Object.entries(files)) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), t);
  }
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const collection = () => join(root, 'doc/architecture');

test('creates the next-numbered record in the collection, in its format, and prints the path', () => {
  const r = run(['new', 'Cache', 'invalidation', 'by', 'event', '--root', root]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /^Created doc\/architecture\/0003-cache-invalidation-by-event\.md \(ADR-0003\)$/m);
  const text = readFileSync(join(collection(), '0003-cache-invalidation-by-event.md'), 'utf8');
  assert.match(text, /^# 3\. Cache invalidation by event$/m);
  assert.match(text, /^## Status$/m);
  assert.match(text, /^Date: \d{4}-\d{2}-\d{2}$/m);
  // The new record passes the checker: what `new` writes is a valid record.
  assert.equal(run(['check', '--root', root, '--format', 'json']).code, 0);
  const listed = JSON.parse(run(['list', '--root', root, '--json']).stdout);
  assert.ok(listed.decisions.some((d) => d.id === 'ADR-0003' && d.title === 'Cache invalidation by event'));
});

test('--supersedes writes both sides and reports the edited record', () => {
  const r = run(['new', 'Use Redis for the cache', '--supersedes', 'ADR-0002', '--root', root, '--json']);
  assert.equal(r.code, 0, r.stderr);
  const out = JSON.parse(r.stdout);
  assert.ok(schemas.NewOutputSchema.safeParse(out).success, r.stdout);
  assert.equal(out.created, 'doc/architecture/0003-use-redis-for-the-cache.md');
  assert.equal(out.id, 'ADR-0003');
  assert.deepEqual(out.edited, ['doc/architecture/0002-use-sqlite-for-the-cache.md']);
  const created = readFileSync(join(root, out.created), 'utf8');
  assert.match(created, /Supersedes \[.*\]\(0002-use-sqlite-for-the-cache\.md\)/);
  const old = readFileSync(join(collection(), '0002-use-sqlite-for-the-cache.md'), 'utf8');
  assert.match(old, /Superseded by \[.*\]\(0003-use-redis-for-the-cache\.md\)/);
  // The rest of the old record is intact.
  assert.ok(old.includes('## Context\n\nThe cache needs to survive restarts.\n\n## Decision\n\nWe will keep it in SQLite.'));
  const show = JSON.parse(run(['show', 'ADR-0002', '--root', root, '--json']).stdout);
  assert.equal(show.decision.decision.lifecycle, 'superseded');
  assert.equal(show.decision.current.id, 'ADR-0003');
  // Both sides agree, so the one-sided-supersede rule has nothing to say.
  const check = JSON.parse(run(['check', '--root', root, '--json']).stdout);
  assert.deepEqual(check.diagnostics.filter((d) => d.rule === 'one-sided-supersede'), []);
});

test('--supersedes with an unknown id exits 2, suggests ids, and writes nothing', () => {
  const r = run(['new', 'Anything', '--supersedes', 'ADR-0009', '--root', root]);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /unknown decision 'ADR-0009'/);
  assert.equal(readdirSync(collection()).length, 2);
  assert.equal(readFileSync(join(collection(), '0002-use-sqlite-for-the-cache.md'), 'utf8'), RECORD_2);
});

test('never overwrites: a name already taken (here by a dangling symlink) is refused', () => {
  const taken = join(collection(), '0003-cache-invalidation.md');
  symlinkSync(join(root, 'nowhere.md'), taken);
  const r = run(['new', 'Cache invalidation', '--root', root]);
  assert.equal(r.code, 2, r.stdout);
  assert.match(r.stderr, /0003-cache-invalidation\.md/);
  assert.match(r.stderr, /Refusing to (write|overwrite)/);
  assert.ok(lstatSync(taken).isSymbolicLink());
  assert.equal(readlinkSync(taken), join(root, 'nowhere.md'));
});

test('a second record with the same title gets the next number, not the same file', () => {
  assert.equal(run(['new', 'Same title', '--root', root]).code, 0);
  const again = run(['new', 'Same title', '--root', root]);
  assert.equal(again.code, 0, again.stderr);
  assert.match(again.stdout, /0004-same-title\.md/);
});

test('--collection must be a decision collection; a title is required', () => {
  const r = run(['new', 'Elsewhere', '--collection', 'src', '--root', root]);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /--collection src: not a decision collection \(collections: doc\/architecture\)/);
  assert.equal(run(['new', '--root', root]).code, 2);
  assert.equal(run(['new', 'Bad date', '--date', '01/02/2025', '--root', root]).code, 2);
});

test('an empty workspace gets docs/adr/0001-…', () => {
  const empty = mkdtempSync(join(tmpdir(), 'adr-lens-new-empty-'));
  try {
    const r = run(['new', 'First decision', '--root', empty]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /Created docs\/adr\/0001-first-decision\.md/);
    assert.match(readFileSync(join(empty, 'docs/adr/0001-first-decision.md'), 'utf8'), /First decision/);
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});

test('--supersedes with an id two collections share and no record of it in the target collection exits 2 naming both', () => {
  const ws = mkdtempSync(join(tmpdir(), 'adr-lens-new-two-'));
  try {
    const files = {
      '.adr-lens.json': '{ "collections": ["docs/adr", "a/docs/adr", "b/docs/adr"] }',
      'docs/adr/0002-root.md': RECORD_2,
      'a/docs/adr/0001-a.md': RECORD_2.replace('# 2. Use SQLite', '# 1. Use SQLite'),
      'b/docs/adr/0001-b.md': RECORD_2.replace('# 2. Use SQLite', '# 1. Use SQLite'),
    };
    for (const [p, t] of Object.entries(files)) {
      mkdirSync(dirname(join(ws, p)), { recursive: true });
      writeFileSync(join(ws, p), t);
    }
    const r = run(['new', 'Replace it', '--supersedes', 'ADR-0001', '--collection', 'docs/adr', '--root', ws]);
    assert.equal(r.code, 2, r.stdout);
    assert.match(r.stderr, /a\/docs\/adr\/0001-a\.md/);
    assert.match(r.stderr, /b\/docs\/adr\/0001-b\.md/);
    assert.deepEqual(readdirSync(join(ws, 'docs/adr')), ['0002-root.md']);
    assert.equal(readFileSync(join(ws, 'a/docs/adr/0001-a.md'), 'utf8'), files['a/docs/adr/0001-a.md']);
    // In the collection that holds it, the id is that collection's record.
    const ok = run(['new', 'Replace a', '--supersedes', 'ADR-0001', '--collection', 'a/docs/adr', '--root', ws, '--json']);
    assert.equal(ok.code, 0, ok.stderr);
    assert.deepEqual(JSON.parse(ok.stdout).edited, ['a/docs/adr/0001-a.md']);
  } finally {
    rmSync(ws, { recursive: true, force: true });
  }
});

test('--date must be a day the calendar has: 2020-13-45 and 2024-02-30 exit 2 and write nothing; a real one is written', () => {
  for (const [date, reason] of [['2020-13-45', /month 13, which does not exist/], ['2024-02-30', /day 30, but 2024-02 has 29 days/], ['yesterday', /YYYY-MM-DD/]]) {
    const r = run(['new', 'Bad date', '--date', date, '--root', root]);
    assert.equal(r.code, 2, `${date}: ${r.stdout}`);
    assert.match(r.stderr, /--date/);
    assert.match(r.stderr, reason);
    assert.doesNotMatch(r.stderr, /internal error|at .*\.js:\d+/);
    assert.equal(readdirSync(collection()).length, 2, date);
  }
  const ok = run(['new', 'Leap day', '--date', '2024-02-29', '--root', root]);
  assert.equal(ok.code, 0, ok.stderr);
  assert.match(readFileSync(join(collection(), '0003-leap-day.md'), 'utf8'), /^Date: 2024-02-29$/m);
});

test('MADR 4 front matter (JabRef): a successor is listed accepted, and --date is written', () => {
  const ws = mkdtempSync(join(tmpdir(), 'adr-lens-new-jabref-'));
  try {
    const record = (n, title) => `---\nnav_order: ${n}\nparent: Decision Records\n---\n\n# ${title}\n\n## Context and Problem Statement\n\nx\n\n## Decision Outcome\n\nChosen option: "A".\n`;
    const files = {
      'docs/decisions/0000-use-markdown-architectural-decision-records.md': record(0, 'Use Markdown ADRs'),
      'docs/decisions/0001-use-crowdin-for-translations.md': record(1, 'Use Crowdin for translations'),
      'docs/decisions/0002-use-slf4j-for-logging.md': record(2, 'Use SLF4J for logging'),
      'docs/decisions/adr-template.md':
        '---\ntitle: ADR Template\nnav_order: 100\nparent: Decision Records\n# status: "{proposed | rejected | accepted | deprecated | … | superseded by ADR-0123"\n# date: {YYYY-MM-DD when the decision was last updated}\n---\n# {short title, representative of solved problem and found solution}\n\n## Context and Problem Statement\n\n{Describe the context}\n\n## Decision Outcome\n\nChosen option: "{title of option 1}", because {justification}.\n',
    };
    for (const [p, t] of Object.entries(files)) {
      mkdirSync(dirname(join(ws, p)), { recursive: true });
      writeFileSync(join(ws, p), t);
    }
    const bad = run(['new', 'Replace crowdin', '--supersedes', 'ADR-0001', '--date', '2024-02-30', '--root', ws]);
    assert.equal(bad.code, 2);
    assert.equal(readdirSync(join(ws, 'docs/decisions')).length, 4);
    const r = run(['new', 'Replace crowdin', '--supersedes', 'ADR-0001', '--date', '2024-02-29', '--root', ws, '--json']);
    assert.equal(r.code, 0, r.stderr);
    const created = readFileSync(join(ws, JSON.parse(r.stdout).created), 'utf8');
    assert.match(created, /^status: accepted$/m);
    assert.match(created, /^date: 2024-02-29$/m);
    const listed = JSON.parse(run(['list', '--root', ws, '--json']).stdout).decisions;
    const successor = listed.find((d) => d.id === 'ADR-0003');
    assert.equal(successor.title, 'Replace crowdin');
    assert.equal(successor.lifecycle, 'accepted');
    assert.equal(successor.date, '2024-02-29');
    assert.equal(listed.find((d) => d.id === 'ADR-0001').lifecycle, 'superseded');
    const check = JSON.parse(run(['check', '--root', ws, '--json']).stdout);
    assert.deepEqual(check.diagnostics.filter((d) => d.rule === 'superseded-by-unaccepted' || d.path.includes('0003-')), []);
  } finally {
    rmSync(ws, { recursive: true, force: true });
  }
});

test('MCP new_decision: an impossible date is an isError answer and writes nothing; a real one is the record\'s date', { skip: !existsSync(serverBundle) && 'dist/mcp-server.js not built' }, async () => {
  const conn = await connectStdio({ root, args: ['--allow-writes', '--no-watch'] });
  try {
    const bad = await conn.client.callTool({ name: 'new_decision', arguments: { title: 'Bad date', date: '2024-02-30' } });
    assert.equal(bad.isError, true);
    assert.match(bad.content.map((c) => c.text).join('\n'), /2024-02-30.*day 30, but 2024-02 has 29 days/);
    assert.equal(readdirSync(collection()).length, 2);
    const ok = await conn.client.callTool({ name: 'new_decision', arguments: { title: 'Leap day', date: '2024-02-29' } });
    assert.equal(ok.isError, undefined);
    assert.match(readFileSync(join(root, ok.structuredContent.created), 'utf8'), /^Date: 2024-02-29$/m);
  } finally {
    await conn.close();
  }
});

test('new refuses a title with a control character and says which; tabs and line breaks still become spaces (robustness audit 6, finding 11)', () => {
  const r = run(['new', 'Use \u001b[31mred\u0007 text', '--root', root]);
  assert.equal(r.code, 2, r.stdout);
  assert.match(r.stderr, /control character, U\+001B \(ESC\), at character 5/);
  assert.doesNotMatch(r.stderr, /\u001b\[31m/, 'the error message does not send the escape either');
  assert.equal(readdirSync(collection()).length, 2, 'nothing written');
  const ok = run(['new', 'Tabs\tand\nlines', '--root', root]);
  assert.equal(ok.code, 0, ok.stderr);
  assert.match(readFileSync(join(root, 'doc/architecture/0003-tabs-and-lines.md'), 'utf8'), /^# 3\. Tabs and lines$/m);
});

test('MCP new_decision: a NUL in the title is an isError answer naming it, and writes nothing (robustness audit 6, finding 11)', { skip: !existsSync(serverBundle) && 'dist/mcp-server.js not built' }, async () => {
  const conn = await connectStdio({ root, args: ['--allow-writes', '--no-watch'] });
  try {
    const bad = await conn.client.callTool({ name: 'new_decision', arguments: { title: 'nul\u0000byte \u001b[31mred\u0007' } });
    assert.equal(bad.isError, true);
    assert.match(bad.content.map((c) => c.text).join('\n'), /control character, U\+0000 \(NUL\), at character 4/);
    assert.equal(readdirSync(collection()).length, 2);
    const c1 = await conn.client.callTool({ name: 'new_decision', arguments: { title: 'csi\u009b2J' } });
    assert.equal(c1.isError, true);
    assert.match(c1.content.map((c) => c.text).join('\n'), /U\+009B/);
  } finally {
    await conn.close();
  }
});
