// The CLI as a user meets it: spawn dist/cli.js, read stdout/stderr/exit code. JSON output is
// validated against engine/schemas.ts (exported by dist/engine.js) so any drift in shape fails here.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceModule } from './engine/engine-helpers.mjs';
import { cpuTimed } from './cpu-time.mjs';

const require = createRequire(import.meta.url);
const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(repo, 'dist', 'cli.js');
const examples = join(repo, 'examples');
const { schemas } = require('../dist/engine.js');
const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));

/** Runs the CLI without a terminal; colour variables cleared unless the test sets them. */
function run(args, options = {}) {
  const env = { ...process.env, NO_COLOR: '', FORCE_COLOR: '', ...options.env };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete env[k];
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: options.cwd ?? repo, env, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function json(result, schema) {
  let value;
  try {
    value = JSON.parse(result.stdout);
  } catch {
    assert.fail(`stdout is not JSON (exit ${result.code}):\n${result.stdout}\n${result.stderr}`);
  }
  const parsed = schema.safeParse(value);
  assert.ok(parsed.success, `output does not match its schema: ${parsed.error?.message}`);
  return value;
}

export function writeTree(root, files) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

const nygard = (n, title, status, body = '', date = '2025-01-0' + n) =>
  `# ${n}. ${title}\n\nDate: ${date}\n\n## Status\n\n${status}\n\n## Context\n\nWhy ${title.toLowerCase()} matters.${body}\n\n## Decision\n\nWe will ${title.toLowerCase()}.\n\n## Consequences\n\nSome follow.\n`;

let clean; // two tidy records, nothing to report
let broken; // a duplicate number: an error-severity finding
let nasty; // titles that would break Mermaid and DOT if unescaped

before(() => {
  const base = mkdtempSync(join(tmpdir(), 'adr-lens-cli-'));
  clean = join(base, 'clean');
  writeTree(clean, {
    'docs/adr/0001-record-decisions.md': nygard(1, 'Record decisions', 'Accepted'),
    'docs/adr/0002-use-sqlite.md': nygard(2, 'Use SQLite', 'Accepted', ' It builds on ADR-0001.'),
  });
  broken = join(base, 'broken');
  writeTree(broken, {
    'docs/adr/0001-record-decisions.md': nygard(1, 'Record decisions', 'Accepted'),
    'docs/adr/0002-use-sqlite.md': nygard(2, 'Use SQLite', 'Accepted'),
    'docs/adr/0002-use-postgres.md': nygard(2, 'Use Postgres', 'Accepted'),
  });
  nasty = join(base, 'nasty');
  writeTree(nasty, {
    'docs/adr/0001-quotes.md': nygard(1, 'Say "hello" <b>loudly</b> | pipe \\ back', 'Superseded by [2. Brackets](0002-brackets.md)'),
    'docs/adr/0002-brackets.md': nygard(2, 'Brackets ] [ and } { "and" `ticks`', 'Accepted\n\nSupersedes [1. Quotes](0001-quotes.md)'),
  });
});

after(() => {
  rmSync(dirname(clean), { recursive: true, force: true });
});

describe('usage', () => {
  test('--version prints the package version', () => {
    const r = run(['--version']);
    assert.equal(r.code, 0);
    assert.equal(r.stdout.trim(), pkg.version);
  });

  test('COMMAND --help prints that command\'s usage and exits 0; lsp and mcp too', () => {
    const check = run(['check', '--help']);
    assert.equal(check.code, 0, check.stderr);
    assert.match(check.stdout, /^Usage: adr-lens check \[PATHS\.\.\.\] \[--format text\|json\|sarif\|github\|gitlab\] \[--min-severity S\] \[--fix\]/);
    assert.equal(check.stderr, '');
    for (const c of ['list', 'show', 'search', 'graph', 'refs', 'explain', 'new']) {
      const r = run([c, '--help']);
      assert.equal(r.code, 0, `${c}: ${r.stderr}`);
      assert.match(r.stdout, new RegExp(`^Usage: adr-lens ${c}\\b`), c);
    }
    const lsp = spawnSync(process.execPath, [cli, 'lsp', '--help'], { cwd: repo, encoding: 'utf8', timeout: 30_000, input: '' });
    assert.equal(lsp.status, 0, lsp.stderr);
    assert.match(lsp.stdout, /^Usage: adr-lens lsp/);
    for (const argv of [[cli, 'mcp', '--help'], [cli, 'mcp', '--http', '-h'], [join(repo, 'dist', 'mcp-server.js'), '--help']]) {
      const mcp = spawnSync(process.execPath, argv, { cwd: repo, encoding: 'utf8', timeout: 30_000, input: '' });
      assert.equal(mcp.status, 0, `${argv.slice(1).join(' ')}: ${mcp.stderr}`);
      assert.match(mcp.stdout, /^Usage: adr-lens mcp /);
      for (const flag of ['--allow-writes', '--rate-limit', '--no-watch', '--http', '--no-cache']) assert.ok(mcp.stdout.includes(flag), flag);
    }
    const overview = run(['--help']).stdout;
    for (const flag of ['--allow-writes', '--rate-limit', '--no-watch']) assert.ok(overview.includes(flag), `adr-lens --help names the mcp option ${flag}`);
  });

  test('--help lists every command and the exit codes', () => {
    const r = run(['--help']);
    assert.equal(r.code, 0);
    for (const c of ['check', 'list', 'show', 'search', 'graph', 'refs', 'explain', 'new', 'lsp', 'mcp']) assert.match(r.stdout, new RegExp(`\\n  ${c}\\b`));
    assert.match(r.stdout, /Exit codes: 0 clean, 1 findings at error severity, 2 usage or runtime error/);
  });

  test('no command: usage on stderr, exit 2', () => {
    const r = run([]);
    assert.equal(r.code, 2);
    assert.equal(r.stdout, '');
    assert.match(r.stderr, /Usage: adr-lens <command>/);
  });

  test('an unknown command exits 2 and suggests the close one', () => {
    const r = run(['chekc', '--root', clean]);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /unknown command 'chekc'/);
    assert.match(r.stderr, /did you mean 'check'\?/);
  });

  test('an unknown option exits 2 naming it', () => {
    const r = run(['list', '--frobnicate', '--root', clean]);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /unknown option '--frobnicate' for 'list'/);
  });

  test('a bad --format value exits 2 listing the choices', () => {
    const r = run(['check', '--root', clean, '--format', 'xml']);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /--format must be one of text, json, sarif, github, gitlab \(got 'xml'\)/);
  });

  test('a bad --cursor or a negative --limit is a usage error, not an internal one', () => {
    for (const [args, message] of [
      [['search', 'booking', '--cursor', 'garbage'], /Invalid cursor "garbage"/],
      [['search', 'booking', '--cursor', 'null'], /Invalid cursor "null"/],
      [['search', 'booking', '--limit', '-1'], /--limit -1: a value starting with '-' reads as an option/],
    ]) {
      const r = run([...args, '--root', examples, '--no-cache']);
      assert.equal(r.code, 2, args.join(' '));
      assert.match(r.stderr, message);
      assert.doesNotMatch(r.stderr, /internal error|Please report|at \S+ \(/);
    }
  });

  test('an empty answer says why: no record of that status, or no more pages', () => {
    assert.match(run(['list', '--status', 'deprecated', '--root', examples, '--no-cache']).stdout, /^No deprecated decision records \(\d+ records in the workspace\)\./);
    const first = JSON.parse(run(['search', 'booking', '--limit', '100', '--json', '--root', examples, '--no-cache']).stdout);
    const past = Buffer.from(JSON.stringify({ o: first.total + 5 })).toString('base64url');
    const r = run(['search', 'booking', '--cursor', past, '--root', examples, '--no-cache']);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^No more results: \d+ decisions match "booking"/);
  });

  test('refs: paths from the workspace root, the citing file named, decisions not in force apart', (t) => {
    const root = mkdtempSync(join(tmpdir(), 'adr-lens-refs-'));
    t.after(() => rmSync(root, { recursive: true, force: true }));
    const rec = (n, title, status, body) => `# ${n}. ${title}\n\nDate: 2024-01-01\n\n## Status\n\n${status}\n\n## Decision\n\n${body}\n`;
    mkdirSync(join(root, 'docs/adr'), { recursive: true });
    mkdirSync(join(root, 'src/pool'), { recursive: true });
    writeFileSync(join(root, 'docs/adr/0001-pool.md'), rec(1, 'Pool', 'Accepted', 'The pool lives in [the pool](../../src/pool/pool.go).'));
    writeFileSync(join(root, 'docs/adr/0002-remote.md'), rec(2, 'Remote pool', 'Rejected', 'A remote `src/pool/` was weighed.'));
    writeFileSync(join(root, 'docs/adr/0003-nop.md'), rec(3, 'Nop pool', 'Accepted', 'A pool that does nothing.'));
    writeFileSync(join(root, 'src/pool/pool.go'), 'package pool\n');
    writeFileSync(join(root, 'src/pool/nop.go'), '// See ADR-0003.\npackage pool\n');
    const out = run(['refs', 'src/pool/', '--root', root, '--no-cache']).stdout;
    assert.match(out, /is governed by:\n(?:.*\n)*\s+ADR-0001 .* names src\/pool\/pool\.go\n/);
    assert.match(out, /ADR-0003 .* cited as ADR-0003 in src\/pool\/nop\.go/);
    assert.match(out, /also named by decisions not in force:\n\s+ADR-0002 +rejected .* names src\/pool\/ \(folder\)/);
  });

  test('a missing --root exits 2 naming the folder', () => {
    const r = run(['check', '--root', join(clean, 'no-such-dir')]);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /--root .*no-such-dir: no such directory/);
  });

  test('a --root that is a file exits 2', () => {
    const r = run(['list', '--root', join(clean, 'docs/adr/0001-record-decisions.md')]);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /not a directory/);
  });

  test('an unreadable --config exits 2; invalid JSON names the file', () => {
    const missing = run(['list', '--root', clean, '--config', join(clean, 'nope.json')]);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /--config .*nope\.json: cannot read/);
    writeFileSync(join(clean, '..', 'bad.json'), '{ "rules": ');
    const bad = run(['list', '--root', clean, '--config', join(clean, '..', 'bad.json')]);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /bad\.json: not valid JSON/);
  });
});

describe('check', () => {
  test('a clean workspace: exit 0 and a summary line', () => {
    const r = run(['check', '--root', clean]);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.equal(r.stdout.trim(), 'No problems found in 2 decision records.');
  });

  test('an error-severity finding: exit 1, path:line:col severity rule message', () => {
    const r = run(['check', '--root', broken]);
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.match(r.stdout, /^docs\/adr\/0002-use-(sqlite|postgres)\.md:1:\d+ error duplicate-number .+$/m);
    assert.match(r.stdout, /\d+ problems? \(\d+ errors?, \d+ warnings?.*\) in \d+ files?; 3 decision records checked\.$/m);
  });

  test('--format json matches the schema, counts agree, exit code still 1', () => {
    const r = run(['check', '--root', broken, '--format', 'json']);
    assert.equal(r.code, 1);
    const out = json(r, schemas.CheckOutputSchema);
    assert.ok(out.diagnostics.some((d) => d.rule === 'duplicate-number' && d.severity === 'error'));
    assert.equal(out.summary.errors, out.diagnostics.filter((d) => d.severity === 'error').length);
    assert.equal(out.summary.files, new Set(out.diagnostics.map((d) => d.path)).size);
    // --json is the same as --format json
    assert.deepEqual(JSON.parse(run(['check', '--root', broken, '--json']).stdout), out);
  });

  test('the example workspace reports each planted defect at its line', () => {
    const r = run(['check', '--root', examples]);
    assert.equal(r.code, 0, 'planted defects are warnings, infos and hints, not errors:\n' + r.stdout);
    const expected = [
      /^docs\/adr\/0005-cache-timetables-in-redis\.md:1:\d+ info missing-date /m,
      /^docs\/adr\/0007-price-fares-in-the-booking-service\.md:7:1 warning unknown-status .*Acepted/m,
      /^docs\/adr\/0007-price-fares-in-the-booking-service\.md:\d+:\d+ warning unknown-reference .*ADR-0042/m,
      /^docs\/adr\/0007-price-fares-in-the-booking-service\.md:\d+:\d+ warning stale-code-path .*src\/legacy\/fare_engine\.py/m,
      /^docs\/adr\/0008-single-page-seat-picker\.md:\d+:\d+ warning one-sided-supersede /m,
      /^src\/events\/publisher\.py:\d+:\d+ hint citing-superseded .*ADR-0006/m,
    ];
    for (const re of expected) assert.match(r.stdout, re);
  });

  test('paths limit the report to those files and folders', () => {
    const r = run(['check', '--root', examples, '--format', 'json', 'docs/adr/0007-price-fares-in-the-booking-service.md', 'src']);
    const out = json(r, schemas.CheckOutputSchema);
    assert.ok(out.diagnostics.length > 0);
    for (const d of out.diagnostics) assert.match(d.path, /^(docs\/adr\/0007-|src\/)/);
  });

  test('a path that does not exist exits 2', () => {
    const r = run(['check', '--root', clean, 'docs/nowhere']);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /docs\/nowhere: no such file or folder/);
  });

  test('a path outside the root exits 2', () => {
    const r = run(['check', '--root', join(clean, 'docs'), join(clean, '..')]);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /outside the workspace root/);
  });
});

describe('SARIF', () => {
  let sarif;
  let diagnostics;
  before(() => {
    const r = run(['check', '--root', examples, '--format', 'sarif']);
    assert.equal(r.code, 0, r.stderr);
    sarif = JSON.parse(r.stdout);
    diagnostics = JSON.parse(run(['check', '--root', examples, '--json']).stdout).diagnostics;
  });

  test('is SARIF 2.1.0 with the tool and its rules', () => {
    assert.equal(sarif.version, '2.1.0');
    assert.match(sarif.$schema, /sarif-2\.1\.0/);
    assert.equal(sarif.runs.length, 1);
    const driver = sarif.runs[0].tool.driver;
    assert.equal(driver.name, 'ADR Lens');
    assert.equal(driver.version, pkg.version);
    assert.ok(driver.rules.length >= 15, `expected the full rule set, got ${driver.rules.length}`);
    for (const rule of driver.rules) {
      assert.match(rule.id, /\S/);
      assert.match(rule.name, /^[a-z0-9-]+$/);
      assert.ok(rule.shortDescription.text && rule.fullDescription.text, `rule ${rule.id} lacks descriptions`);
      assert.match(rule.helpUri, /^https:\/\/.+\.md$/);
      assert.ok(['error', 'warning', 'note', 'none'].includes(rule.defaultConfiguration.level));
    }
    assert.equal(new Set(driver.rules.map((r) => r.id)).size, driver.rules.length, 'rule ids are unique');
  });

  test('results point at rules, relative files and 1-based regions', () => {
    const { results, tool } = sarif.runs[0];
    assert.equal(results.length, diagnostics.length);
    for (const result of results) {
      assert.equal(tool.driver.rules[result.ruleIndex].id, result.ruleId);
      assert.ok(['error', 'warning', 'note'].includes(result.level));
      assert.ok(result.message.text);
      const loc = result.locations[0].physicalLocation;
      assert.equal(loc.artifactLocation.uriBaseId, '%SRCROOT%');
      assert.doesNotMatch(loc.artifactLocation.uri, /^(\/|file:|[a-zA-Z]:)/);
      const { startLine, startColumn, endLine, endColumn } = loc.region;
      assert.ok(startLine >= 1 && startColumn >= 1, 'regions are 1-based');
      assert.ok(endLine > startLine || (endLine === startLine && endColumn > startColumn), 'regions are not empty');
      assert.ok(Object.values(result.partialFingerprints)[0]?.length >= 16);
    }
  });

  test('the typo in ADR-0007 sits on line 7 in SARIF, line 6 (0-based) in JSON', () => {
    const result = sarif.runs[0].results.find((r) => /Acepted/.test(r.message.text));
    assert.ok(result, 'unknown-status result present');
    assert.equal(result.locations[0].physicalLocation.artifactLocation.uri, 'examples/docs/adr/0007-price-fares-in-the-booking-service.md', 'from the checkout (the working folder) the examples are under');
    assert.equal(result.locations[0].physicalLocation.region.startLine, 7);
    assert.equal(result.level, 'warning');
    const d = diagnostics.find((x) => /Acepted/.test(x.message));
    assert.equal(d.range.start.line, 6);
  });

  test('a --root below the checkout gives URIs from the checkout, as the github and gitlab formats give paths', (t) => {
    const checkout = mkdtempSync(join(tmpdir(), 'adr-lens-sarif-root-'));
    t.after(() => rmSync(checkout, { recursive: true, force: true }));
    mkdirSync(join(checkout, 'docs/decisions'), { recursive: true });
    writeFileSync(join(checkout, 'docs/decisions/0001-use-x.md'), '# 1. Use X\n\nDate: 2024-01-01\n\n## Status\n\nAcepted\n\n## Context\n\nc\n\n## Decision\n\nd\n\n## Consequences\n\ne\n');
    const env = { GITHUB_WORKSPACE: undefined, CI_PROJECT_DIR: undefined };
    const uris = (args) => JSON.parse(run(args, { cwd: checkout, env }).stdout).runs[0].results.map((r) => r.locations[0].physicalLocation.artifactLocation.uri);
    assert.deepEqual(uris(['check', '--root', 'docs', '--format', 'sarif', '--no-cache']), ['docs/decisions/0001-use-x.md']);
    const github = run(['check', '--root', 'docs', '--format', 'github', '--no-cache'], { cwd: checkout, env }).stdout;
    assert.match(github, /file=docs\/decisions\/0001-use-x\.md,/);
  });

  test('rules say what they check; a path with "#" or "?" is a path; one finding three times on a line is three alerts', (t) => {
    for (const rule of sarif.runs[0].tool.driver.rules) {
      assert.doesNotMatch(rule.fullDescription.text, /^Default severity/, rule.name);
      assert.doesNotMatch(rule.help.text, /^#|```/m, rule.name);
    }
    const root = mkdtempSync(join(tmpdir(), 'adr-lens-sarif-'));
    t.after(() => rmSync(root, { recursive: true, force: true }));
    mkdirSync(join(root, 'docs/adr'), { recursive: true });
    mkdirSync(join(root, 'notes/c#'), { recursive: true });
    writeFileSync(join(root, 'docs/adr/0001-x.md'), '# 1. X\n\nDate: 2024-01-01\n\n## Status\n\nAccepted\n\n## Context\n\nThe `gone/a.ts`, `gone/a.ts` and `gone/a.ts` file.\n\n## Decision\n\nD.\n\n## Consequences\n\nE.\n');
    writeFileSync(join(root, 'notes/c#/design?v=1 100%.md'), 'See ADR-0042.\n');
    const out = JSON.parse(run(['check', '--root', root, '--format', 'sarif', '--no-cache']).stdout).runs[0].results;
    const note = out.find((r) => r.ruleId && /ADR-0042/.test(r.message.text));
    assert.equal(note.locations[0].physicalLocation.artifactLocation.uri, 'notes/c%23/design%3Fv%3D1%20100%25.md');
    // Three identical findings on one line (k1s0 names one missing folder three times in a sentence).
    const { toSarif } = sourceModule('cli/render/sarif.ts');
    const d = (character) => ({ path: 'a.md', range: { start: { line: 3, character }, end: { line: 3, character: character + 5 } }, severity: 'warning', ruleId: 'ADR019', rule: 'stale-code-path', message: 'gone' });
    const three = toSarif({ diagnostics: [d(1), d(20), d(40)], rules: [], version: '0', lineText: () => 'the line' }).runs[0].results;
    assert.equal(new Set(three.map((r) => r.partialFingerprints['adrLens/v1'])).size, 3);
    // The first keeps the fingerprint it had, so alerts already open stay open.
    const one = toSarif({ diagnostics: [d(1)], rules: [], version: '0', lineText: () => 'the line' }).runs[0].results;
    assert.equal(one[0].partialFingerprints['adrLens/v1'], three[0].partialFingerprints['adrLens/v1']);
  });

  test('fingerprints are stable between runs and distinct between results', () => {
    const again = JSON.parse(run(['check', '--root', examples, '--format', 'sarif']).stdout);
    const prints = (s) => s.runs[0].results.map((r) => JSON.stringify(r.partialFingerprints));
    assert.deepEqual(prints(again), prints(sarif));
    assert.equal(new Set(prints(sarif)).size, sarif.runs[0].results.length);
  });
});

describe('colour', () => {
  const ESC = '\u001b[';
  test('no colour when piped', () => {
    const r = run(['check', '--root', broken]);
    assert.ok(!r.stdout.includes(ESC));
  });

  test('FORCE_COLOR colours, NO_COLOR wins over it', () => {
    assert.ok(run(['check', '--root', broken], { env: { FORCE_COLOR: '1' } }).stdout.includes(ESC));
    assert.ok(!run(['check', '--root', broken], { env: { FORCE_COLOR: '1', NO_COLOR: '1' } }).stdout.includes(ESC));
  });

  const hasScript = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;
  test('on a real terminal: colour, unless NO_COLOR is set', { skip: !hasScript && 'util-linux script(1) not available' }, () => {
    const inTty = (env) =>
      spawnSync('script', ['-qec', `"${process.execPath}" "${cli}" check --root "${broken}"`, '/dev/null'], {
        encoding: 'utf8',
        env: { ...process.env, FORCE_COLOR: '', NO_COLOR: '', TERM: 'xterm', ...env },
      }).stdout;
    const coloured = inTty({});
    assert.match(coloured, /duplicate-number/);
    assert.ok(coloured.includes(ESC), 'a TTY gets colour');
    const plain = inTty({ NO_COLOR: '1' });
    assert.match(plain, /duplicate-number/);
    assert.ok(!plain.includes(ESC), 'NO_COLOR turns it off');
  });
});

describe('list, show, search', () => {
  test('list --json: every record, superseded ones pointing at the current decision', () => {
    const out = json(run(['list', '--root', examples, '--json']), schemas.ListOutputSchema);
    assert.equal(out.total, out.decisions.length);
    assert.equal(out.decisions.length, 15);
    const adr3 = out.decisions.find((d) => d.path === 'docs/adr/0003-publish-booking-events-over-rabbitmq.md');
    assert.equal(adr3.id, 'ADR-0003');
    assert.equal(adr3.lifecycle, 'superseded');
    assert.equal(adr3.currentId, 'ADR-0006');
    const collections = new Set(out.decisions.map((d) => d.collection));
    assert.deepEqual([...collections].sort(), ['docs/adr', 'services/mobile/architecture', 'services/payments/docs/decisions', 'services/search/docs/decisions']);
  });

  test('list text shows ids, statuses and titles; --status filters', () => {
    const r = run(['list', '--root', examples]);
    assert.equal(r.code, 0);
    assert.match(r.stdout, /ADR-0006 +accepted +2024-02-20 +Move booking events to Kafka/);
    assert.match(r.stdout, /15 decision records in 4 collections\./);
    const superseded = json(run(['list', '--root', examples, '--status', 'superseded', '--json']), schemas.ListOutputSchema);
    assert.deepEqual(superseded.decisions.map((d) => d.id), ['ADR-0003', 'ADR-0004']);
    assert.equal(run(['list', '--root', examples, '--status', 'bogus']).code, 2);
    // A status word as records write it means its lifecycle, as list_decisions reads it.
    const draft = json(run(['list', '--root', examples, '--status', 'Draft', '--json', '--no-cache']), schemas.ListOutputSchema);
    const proposed = json(run(['list', '--root', examples, '--status', 'proposed', '--json', '--no-cache']), schemas.ListOutputSchema);
    assert.ok(proposed.decisions.length > 0);
    assert.deepEqual(draft.decisions, proposed.decisions);
    assert.equal(run(['search', 'queue', '--root', examples, '--status', 'Approved', '--no-cache']).code, 0);
  });

  test('show ID: record, current decision, who cites it', () => {
    const r = run(['show', 'ADR-0003', '--root', examples]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^ADR-0003: Publish booking events over RabbitMQ$/m);
    assert.match(r.stdout, /current +ADR-0006: Move booking events to Kafka/);
    assert.match(r.stdout, /src\/events\/publisher\.py:\d+/);
    const out = json(run(['show', 'adr-3', '--root', examples, '--json']), schemas.ShowOutputSchema);
    assert.equal(out.decision.decision.id, 'ADR-0003');
    assert.equal(out.decision.current?.id, 'ADR-0006');
    assert.ok(out.decision.citedBy.some((c) => c.path === 'src/events/publisher.py'));
  });

  test('show ID when another collection numbers a record the same: this folder first, the other named', () => {
    const r = run(['show', 'ADR-0001', '--root', examples]);
    assert.match(r.stdout, /file +docs\/adr\/0001-record-architecture-decisions\.md/);
    assert.match(r.stdout, /also +ADR-0001 is also services\/payments\/docs\/decisions\/0001-use-stripe-for-card-payments\.md \(Use Stripe for card payments\)/);
    const other = json(run(['show', 'services/payments/docs/decisions/0001-use-stripe-for-card-payments.md', '--root', examples, '--json']), schemas.ShowOutputSchema);
    assert.equal(other.decision.decision.title, 'Use Stripe for card payments');
    assert.deepEqual(other.decision.sameId.map((d) => d.path), ['docs/adr/0001-record-architecture-decisions.md', 'services/search/docs/decisions/0001-use-opensearch-for-timetable-search.rst']);
  });

  test('show with an unknown id exits 2 and suggests close ones', () => {
    const r = run(['show', 'ADR-0060', '--root', examples]);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /unknown decision 'ADR-0060'/);
    assert.match(r.stderr, /did you mean .*ADR-00\d\d/);
    assert.equal(run(['show', '--root', examples]).code, 2);
  });

  test('search ranks the matching decision first', () => {
    const out = json(run(['search', 'kafka', 'replay', '--root', examples, '--json']), schemas.SearchOutputSchema);
    assert.ok(out.results.length > 0);
    assert.equal(out.results[0].decision.id, 'ADR-0006');
    const text = run(['search', 'kafka', '--root', examples]);
    assert.match(text.stdout, /^ADR-0006 +accepted +Move booking events to Kafka/m);
    assert.match(run(['search', 'zzzyzzx', '--root', examples]).stdout, /No decisions match "zzzyzzx"/);
    assert.equal(run(['search', '--root', examples]).code, 2);
  });

  test('search pages with --limit and --cursor', () => {
    const first = json(run(['search', 'booking', '--limit', '2', '--root', examples, '--json']), schemas.SearchOutputSchema);
    assert.equal(first.results.length, 2);
    assert.ok(first.total > 2 && first.nextCursor, 'more than one page');
    const second = json(run(['search', 'booking', '--limit', '2', '--cursor', first.nextCursor, '--root', examples, '--json']), schemas.SearchOutputSchema);
    const ids = (o) => o.results.map((h) => h.decision.path);
    assert.equal(ids(second).filter((p) => ids(first).includes(p)).length, 0, 'pages do not repeat');
    assert.equal(run(['search', 'booking', '--limit', 'ten', '--root', examples]).code, 2);
  });
});

describe('graph, refs, explain', () => {
  test('graph --format json: the supersede edge between ADR-0006 and ADR-0003', () => {
    const out = json(run(['graph', '--root', examples, '--format', 'json']), schemas.GraphOutputSchema);
    // Ids repeat across collections (the payments service has its own ADR-0003), so find nodes by file.
    const node = (path) => out.graph.nodes.find((n) => n.path === path);
    const adr3 = node('docs/adr/0003-publish-booking-events-over-rabbitmq.md');
    const adr6 = node('docs/adr/0006-move-booking-events-to-kafka.md');
    assert.equal(adr3?.lifecycle, 'superseded');
    assert.ok(adr6);
    assert.ok(
      out.graph.edges.some((e) => (e.from === adr6.id && e.to === adr3.id && e.kind === 'supersedes') || (e.from === adr3.id && e.to === adr6.id && e.kind === 'superseded-by')),
      JSON.stringify(out.graph.edges),
    );
    const ids = out.graph.nodes.map((n) => n.id);
    assert.equal(new Set(ids).size, ids.length, 'node ids are unique');
  });

  test('mermaid escapes titles: no raw quote, angle bracket or pipe inside a label', () => {
    const r = run(['graph', '--root', nasty]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^flowchart LR$/m);
    const labels = [...r.stdout.matchAll(/^ {2}n\d+\["(.*)"\]$/gm)].map((m) => m[1]);
    assert.equal(labels.length, 2, r.stdout);
    for (const label of labels) assert.doesNotMatch(label, /["<>|]/);
    assert.ok(labels.some((l) => l.includes('Say #quot;hello#quot; #lt;b#gt;loudly#lt;/b#gt; #124; pipe')), labels.join('\n'));
    assert.match(r.stdout, /^ {2}n\d+ -(->|\.->)\|"(supersedes|superseded-by)[^"]*"\| n\d+$/m);
  });

  test('dot escapes titles: quotes and backslashes inside labels', () => {
    const r = run(['graph', '--root', nasty, '--format', 'dot']);
    assert.equal(r.code, 0);
    assert.match(r.stdout, /^digraph decisions \{/);
    assert.match(r.stdout, /label="ADR-0001\\nSay \\"hello\\" <b>loudly<\/b> \| pipe \\\\ back"/);
    // Every line inside the braces is a complete statement: quotes balance once escapes are removed.
    for (const line of r.stdout.split('\n').slice(1, -2)) {
      const unescaped = line.replace(/\\\\/g, '').replace(/\\"/g, '');
      assert.equal((unescaped.match(/"/g) ?? []).length % 2, 0, line);
    }
  });

  test('refs PATH: decisions that govern a code file', () => {
    const out = json(run(['refs', 'src/bookings/repository.ts', '--root', examples, '--json']), schemas.RefsOutputSchema);
    assert.equal(out.path, 'src/bookings/repository.ts');
    const ids = out.governing.map((g) => g.decision.id);
    assert.ok(ids.includes('ADR-0002'), ids.join(', '));
    const text = run(['refs', 'src/bookings/repository.ts', '--root', examples]);
    assert.match(text.stdout, /^src\/bookings\/repository\.ts is governed by:$/m);
    assert.match(text.stdout, /ADR-0002 +accepted +Use PostgreSQL for bookings/);
    assert.match(run(['refs', 'src/nothing-here.txt', '--root', examples]).stdout, /No decision names or is cited by src\/nothing-here\.txt/);
  });

  test('explain RULE prints the doc page; JSON matches the schema', () => {
    const r = run(['explain', 'unknown-status', '--root', clean]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^ADR003 unknown-status +default: warning/m);
    const out = json(run(['explain', 'ADR003', '--root', clean, '--json']), schemas.ExplainOutputSchema);
    assert.equal(out.rule.name, 'unknown-status');
    assert.ok(out.rule.doc.length > 100, 'a real doc page');
    assert.ok(r.stdout.includes(out.rule.doc.trim().split('\n')[0]));
  });

  test('explain --json without a rule lists every rule, in the shape engine/schemas.ts gives', () => {
    const { ExplainListOutputSchema } = schemas;
    const r = run(['explain', '--root', clean, '--json']);
    assert.equal(r.code, 0, r.stderr);
    const out = json(r, ExplainListOutputSchema.strict());
    const text = run(['explain', '--root', clean]).stdout;
    assert.equal(out.rules.length, text.split('\n').filter((l) => /^  ADR\d{3} /.test(l)).length);
    const oneSided = out.rules.find((rule) => rule.name === 'one-sided-supersede');
    assert.deepEqual(oneSided && { id: oneSided.id, defaultSeverity: oneSided.defaultSeverity }, { id: 'ADR010', defaultSeverity: 'warning' });
    assert.ok(out.rules.every((rule) => !('doc' in rule)), 'the list leaves the pages to explain RULE');
  });

  test('explain without a rule lists them; an unknown rule exits 2 with a suggestion', () => {
    const all = run(['explain', '--root', clean]);
    assert.equal(all.code, 0);
    assert.match(all.stdout, /ADR010 +one-sided-supersede +warning/);
    const r = run(['explain', 'unknown-statsu', '--root', clean]);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /unknown rule 'unknown-statsu'/);
    assert.match(r.stderr, /did you mean 'unknown-status'/);
  });
});

test('the example workspace and the repository ADRs exist where the demo and CI expect them', () => {
  assert.ok(existsSync(join(examples, '.adr-dir')));
  assert.ok(existsSync(join(repo, 'docs', 'adr', '0001-record-architecture-decisions.md')));
});

test("CI's own check: adr-lens check --root . docs/adr exits 0", () => {
  const r = run(['check', '--root', '.', 'docs/adr']);
  assert.equal(r.code, 0, r.stdout + r.stderr);
});

test('check in a workspace without decision records says where it looked, and exits 0', () => {
  const empty = mkdtempSync(join(tmpdir(), 'adr-lens-empty-'));
  try {
    writeTree(empty, { 'src/index.ts': '// nothing to see\n' });
    const r = run(['check', '--root', empty]);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /No problems found in 0 decision records/);
    assert.match(r.stderr, /No decision collection found under .*docs\/adr.*adr-lens new/s);
    const withRecords = run(['check', '--root', examples]);
    assert.doesNotMatch(withRecords.stderr, /No decision collection found/);
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});

test('a reader that stops early (adr-lens list | head -1) ends the CLI quietly, not with an EPIPE crash', () => {
  // Output well past a pipe buffer (64 KB), so the CLI is still writing when head has gone.
  const big = mkdtempSync(join(tmpdir(), 'adr-lens-pipe-'));
  try {
    const files = {};
    for (let n = 1; n <= 1500; n++) {
      const id = String(n).padStart(4, '0');
      files[`docs/adr/${id}-decision-number-${n}-about-something-long-enough.md`] = nygard(1, `Decision number ${n} about something long enough`, 'Accepted').replace('# 1.', `# ${n}.`);
    }
    writeTree(big, files);
    const r = spawnSync('sh', ['-c', `"${process.execPath}" "${cli}" list --root "${big}" | head -1`], { encoding: 'utf8', timeout: 120_000 });
    assert.equal(r.status, 0);
    assert.match(r.stdout, /docs\/adr/);
    assert.doesNotMatch(r.stderr, /EPIPE|Unhandled/);
  } finally {
    rmSync(big, { recursive: true, force: true });
  }
});

describe('workspace text reaches the terminal as text (robustness audit 6, finding 4)', () => {
  // An OSC 52 clipboard write and a clear-screen in a title; a file name whose newline would forge a `check` finding.
  const OSC52 = '\u001b]52;c;ZWNobyBwd25lZA==\u0007';
  const CLEAR = '\u001b[2J';
  const FORGED = '0002-x\nSECURITY.md:1:1 error critical-vuln Forged finding.md';
  let hostile;
  before(() => {
    hostile = mkdtempSync(join(tmpdir(), 'adr-lens-escapes-'));
    writeTree(hostile, {
      'docs/adr/0001-x.md': `# 1. Title ${OSC52} ${CLEAR} CLEAR\u009b31m\u202eevil\n\nDate: 2024-01-01\n\n## Status\n\nAccepted\n\n## Context\n\nBody\twith a tab ${CLEAR} and a bell\u0007.\n\nIt governs \`src/app.ts\`.\n`,
      [`docs/adr/${FORGED}`]: '# 2. B\n\nDate: 2024-01-01\n\nSee ADR-0001.\n',
    });
  });
  after(() => rmSync(hostile, { recursive: true, force: true }));

  /** No C0 control but tab and newline, no DEL, no C1, no bidirectional override in what a command printed. */
  const assertInert = (text, what) => {
    const bad = text.match(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    assert.equal(bad, null, `${what} printed U+${bad?.[0].charCodeAt(0).toString(16).padStart(4, '0')}:\n${JSON.stringify(text)}`);
  };

  for (const args of [['list'], ['search', 'Title'], ['show', 'ADR-0001'], ['graph'], ['graph', '--format', 'dot'], ['graph', '--format', 'mermaid'], ['check'], ['refs', 'src/app.ts']]) {
    test(`${args.join(' ')} shows control characters instead of sending them`, () => {
      const r = run([...args, '--root', hostile]);
      assert.ok(r.code === 0 || r.code === 1, r.stderr);
      assertInert(r.stdout, args.join(' '));
      assertInert(r.stderr, args.join(' '));
    });
  }

  test('the escapes are visible, and a newline in a file name forges no finding line', () => {
    const listed = run(['list', '--root', hostile]).stdout;
    assert.match(listed, /Title \\x1b\]52;c;ZWNobyBwd25lZA==\\x07 \\x1b\[2J CLEAR\\x9b31m\\u202eevil/);
    assert.ok(listed.includes('docs/adr/0002-x\\nSECURITY.md:1:1 error critical-vuln Forged finding.md'));
    const checked = run(['check', '--root', hostile]).stdout;
    assert.ok(!checked.split('\n').some((line) => line.startsWith('SECURITY.md')), checked);
    assert.match(checked, /^docs\/adr\/0002-x\\nSECURITY\.md:1:1 error critical-vuln Forged finding\.md:1:6 warning missing-status /m);
    // A body keeps its lines and tabs.
    const shown = run(['show', 'ADR-0001', '--root', hostile]).stdout;
    assert.match(run(['refs', 'src/app.ts', '--root', hostile]).stdout, /ADR-0001 +accepted +Title \\x1b\]52;/);
    assert.ok(shown.includes('## Context\n\nBody\twith a tab \\x1b[2J and a bell\\x07.'), shown);
  });

  test('JSON stays as it was: the control characters escaped by JSON itself', () => {
    const out = json(run(['list', '--json', '--root', hostile]), schemas.ListOutputSchema);
    assert.ok(out.decisions.some((d) => d.title.includes(OSC52)));
    assert.ok(out.decisions.some((d) => d.path === `docs/adr/${FORGED}`));
  });

  test('the colours the CLI adds itself still work', () => {
    const r = run(['list', '--root', hostile], { env: { FORCE_COLOR: '1' } });
    assert.ok(r.stdout.includes('\u001b[32maccepted\u001b[39m'), JSON.stringify(r.stdout));
    assert.ok(r.stdout.includes('\\x1b]52;'));
  });
});

describe('list is linear in the number of records (robustness audit 6, finding 7)', () => {
  const summary = (n, collection) => ({
    id: `ADR-${n}`, key: `adr-${n}`, number: n, title: `Decision ${n}`, status: 'Accepted', lifecycle: 'accepted',
    date: '2024-01-01', path: `${collection}/${n}.md`, collection, tags: [],
  });
  const listWith = (decisions) => {
    const { list } = sourceModule('cli/commands/list.ts');
    let written = 0;
    let lines = 0;
    const engine = {
      list: ({ limit, cursor }) => {
        const from = Number(cursor ?? 0);
        const items = decisions.slice(from, from + limit);
        return { items, total: decisions.length, ...(from + limit < decisions.length ? { nextCursor: String(from + limit) } : {}) };
      },
      records: () => decisions,
      collections: () => [],
    };
    const palette = new Proxy({}, { get: () => (s) => s });
    const ctx = {
      args: { positionals: [], values: {} },
      json: false,
      io: { out: (text) => ((written += text.length), (lines += text.split('\n').length - 1)), err: () => {}, colour: palette, errColour: palette, cwd: '/', env: {} },
      workspace: () => ({ engine, load: () => ({}), root: '/' }),
    };
    const { result, ms } = cpuTimed(() => list(ctx));
    assert.equal(result, 0);
    return { ms, written, lines };
  };

  test('150,000 records, one per collection: no RangeError from Math.max(...array)', () => {
    const decisions = Array.from({ length: 150_000 }, (_, i) => summary(i + 1, `c${i}`));
    const { lines } = listWith(decisions);
    assert.equal(lines, 150_000 * 3 - 1 + 2);
  });

  test('60,000 records in one collection take well under the seconds a copy per record took', () => {
    const decisions = Array.from({ length: 60_000 }, (_, i) => summary(i + 1, 'docs/adr'));
    const { ms, lines } = listWith(decisions);
    assert.equal(lines, 1 + 60_000 + 2);
    assert.ok(ms < 4000, `list took ${Math.round(ms)} ms of CPU`);
  });
});

test('a record whose file name is not valid UTF-8 is reported as that, not as a permission problem (robustness audit 6, finding 12)', (t) => {
  const root = mkdtempSync(join(tmpdir(), 'adr-lens-badname-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  writeTree(root, { 'docs/adr/0001-a.md': nygard(1, 'A', 'Accepted') });
  const bad = Buffer.concat([Buffer.from(join(root, 'docs/adr/0002-bad')), Buffer.from([0xff]), Buffer.from('.md')]);
  try {
    writeFileSync(bad, nygard(2, 'B', 'Accepted'));
  } catch {
    t.skip('this file system refuses names that are not UTF-8');
    return;
  }
  const r = run(['check', '--root', root]);
  const line = r.stdout.split('\n').find((l) => l.includes('unreadable-file'));
  assert.ok(line, r.stdout);
  assert.match(line, /file name is not valid UTF-8/);
  assert.doesNotMatch(line, /permissions/);
  assert.match(line, /Rename the file/);
});
