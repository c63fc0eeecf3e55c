// `check --fix` (the editor's "fix all", from the command line) and `check --format github` (workflow commands that
// annotate a GitHub Actions run), driven through the built CLI as a user or a workflow step runs it.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { chmodSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempDir } from './temp-dir.mjs';
import { sourceModule } from './engine/engine-helpers.mjs';

const require = createRequire(import.meta.url);
const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(repo, 'dist', 'cli.js');
const { schemas } = require('../dist/engine.js');

function run(args, { cwd = repo, env = {} } = {}) {
  const merged = { ...process.env, NO_COLOR: '1', GITHUB_WORKSPACE: '', ...env };
  const r = spawnSync(process.execPath, [cli, ...args, '--no-cache'], { cwd, env: merged, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function writeTree(root, files) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

const nygard = (n, title, status, body = '') =>
  `# ${n}. ${title}\n\nDate: 2025-01-0${n}\n\n## Status\n\n${status}\n\n## Context\n\nWhy ${title.toLowerCase()} matters.${body}\n\n## Decision\n\nWe will ${title.toLowerCase()}.\n\n## Consequences\n\nSome follow.\n`;

/** Three mechanical problems (a one-sided supersede, a misspelt status, a title number) and a hint in code. */
function fixable() {
  const root = tempDir('adr-lens-fix-');
  writeTree(root, {
    'docs/adr/0001-use-rabbitmq.md': nygard(1, 'Use RabbitMQ', 'Accepted'),
    'docs/adr/0002-use-kafka.md': nygard(2, 'Use Kafka', 'Accepted\n\nSupersedes [ADR-0001](0001-use-rabbitmq.md)'),
    'docs/adr/0003-log-as-json.md': nygard(3, 'Log as JSON', 'Acepted'),
    'docs/adr/0004-trace-requests.md': nygard(7, 'Trace requests', 'Proposed'),
    'src/queue.py': '# Publishes to RabbitMQ, as decided in ADR-0001.\n',
  });
  return root;
}

const read = (root, path) => readFileSync(join(root, path), 'utf8');

describe('check --fix', () => {
  test('applies the mechanical fixes, reports what is left, and leaves a hint for a reader', () => {
    const root = fixable();
    const before = run(['check', '--root', root, '--json']);
    const rules = JSON.parse(before.stdout).diagnostics.map((d) => d.rule).sort();
    // The code comment cites ADR-0001, which is not superseded until its record says so.
    assert.deepEqual(rules, ['number-mismatch', 'one-sided-supersede', 'unknown-status']);

    assert.match(run(['check', '--root', root]).stdout, /\n3 of them can be fixed with 'adr-lens check --fix'\.\n$/);
    const r = run(['check', '--root', root, '--fix']);
    assert.equal(r.code, 0, r.stderr);
    assert.doesNotMatch(r.stdout, /can be fixed/);
    assert.match(r.stderr, /^Fixed 3 problems in 3 files: docs\/adr\/0001-use-rabbitmq\.md, docs\/adr\/0003-log-as-json\.md, docs\/adr\/0004-trace-requests\.md\.\n$/);
    assert.match(read(root, 'docs/adr/0001-use-rabbitmq.md'), /## Status\n\nSuperseded by \[ADR-0002\]\(0002-use-kafka\.md\)\n/);
    assert.match(read(root, 'docs/adr/0003-log-as-json.md'), /## Status\n\nAccepted\n/);
    assert.match(read(root, 'docs/adr/0004-trace-requests.md'), /^# 4\. Trace requests\n/);
    // Now it is: the code comment may mean the old decision on purpose, a hint reported and not rewritten.
    assert.equal(read(root, 'src/queue.py'), '# Publishes to RabbitMQ, as decided in ADR-0001.\n');
    assert.match(r.stdout, /^src\/queue\.py:1:\d+ hint citing-superseded ADR-0001 is superseded by ADR-0002/m);
    assert.match(r.stdout, /1 problem \(0 errors, 0 warnings, 1 hint\) in 1 file/);

    const again = run(['check', '--root', root, '--fix']);
    assert.equal(again.stderr, 'Nothing to fix.\n');
  });

  test('--json adds what was fixed, in the schema engine/schemas.ts gives; the diagnostics are what is left', () => {
    const root = fixable();
    const r = run(['check', '--root', root, '--fix', '--json']);
    const out = JSON.parse(r.stdout);
    const parsed = schemas.CheckOutputSchema.safeParse(out);
    assert.ok(parsed.success, parsed.error?.message);
    assert.deepEqual(out.fixed, { findings: 3, files: ['docs/adr/0001-use-rabbitmq.md', 'docs/adr/0003-log-as-json.md', 'docs/adr/0004-trace-requests.md'] });
    assert.deepEqual(out.diagnostics.map((d) => d.rule), ['citing-superseded']);
    assert.equal(r.stderr, '');
    assert.equal(JSON.parse(run(['check', '--root', root, '--json']).stdout).fixed, undefined, 'no "fixed" without --fix');
  });

  test('paths limit the fixes to the findings in them', () => {
    const root = fixable();
    const r = run(['check', 'docs/adr/0003-log-as-json.md', '--root', root, '--fix']);
    assert.match(r.stderr, /^Fixed 1 problem in 1 file: docs\/adr\/0003-log-as-json\.md\.\n$/);
    assert.match(read(root, 'docs/adr/0001-use-rabbitmq.md'), /## Status\n\nAccepted\n/);
    assert.match(read(root, 'docs/adr/0004-trace-requests.md'), /^# 7\. Trace requests\n/);
  });

  test('a fix that is a choice is left for a reader: a guessed status, a title from the file name, empty sections', () => {
    const root = tempDir('adr-lens-fix-choices-');
    const short = '# 1. Short\n\nDate: 2025-01-01\n\n## Status\n\nAcepted\n\n## Context\n\nWhy.\n';
    // Years old and never given a status: "Proposed" is what the editor's quick fix offers, not a fact to write in bulk.
    const noStatus = '# 2. No status\n\nDate: 2019-01-01\n\n## Context\n\nWhy.\n\n## Decision\n\nWe will.\n\n## Consequences\n\nSome.\n';
    const noTitle = 'Date: 2025-01-03\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n## Decision\n\nWe will.\n\n## Consequences\n\nSome.\n';
    writeTree(root, {
      'docs/adr/0001-short.md': short,
      'docs/adr/0002-no-status.md': noStatus,
      'docs/adr/0003-no-title.md': noTitle,
      'docs/adr/0004-b.md': nygard(4, 'B', 'Accepted'),
    });
    const before = JSON.parse(run(['check', '--root', root, '--json']).stdout).diagnostics;
    for (const rule of ['missing-sections', 'missing-status', 'missing-title']) {
      assert.ok(before.some((d) => d.rule === rule && d.fixes?.length && !d.fixes.some((f) => f.mechanical)), `${rule}: ${JSON.stringify(before)}`);
    }
    const r = run(['check', '--root', root, '--fix']);
    assert.match(r.stderr, /^Fixed 1 problem in 1 file/);
    assert.equal(read(root, 'docs/adr/0001-short.md'), short.replace('Acepted', 'Accepted'));
    assert.equal(read(root, 'docs/adr/0002-no-status.md'), noStatus);
    assert.equal(read(root, 'docs/adr/0003-no-title.md'), noTitle);
    for (const rule of ['missing-sections', 'missing-status', 'missing-title']) assert.match(r.stdout, new RegExp(rule));
  });

  test('a status word that is another word, not a typo, is not "corrected" in bulk: "Supersedes", "Denied", "Inactive"', () => {
    const root = tempDir('adr-lens-fix-status-words-');
    // "Supersedes" alone under Status is one letter from "Superseded": the fix turned the relation around and, with the
    // other side's "Superseded by" added in the same run, left a supersede cycle where there was none.
    const newer = nygard(2, 'Kafka', 'Supersedes [ADR-0001](0001-rabbit.md)');
    const denied = nygard(3, 'Denied', 'Denied'); // two edits from "Decided": rejected would become accepted
    const inactive = nygard(4, 'Inactive', 'Inactive'); // two edits from "Active"
    writeTree(root, {
      'docs/adr/0001-rabbit.md': nygard(1, 'Rabbit', 'Accepted'),
      'docs/adr/0002-kafka.md': newer,
      'docs/adr/0003-denied.md': denied,
      'docs/adr/0004-inactive.md': inactive,
      'docs/adr/0005-typos.md': nygard(5, 'Typos', 'Rejceted'),
    });
    const r = run(['check', '--root', root, '--fix']);
    assert.equal(read(root, 'docs/adr/0002-kafka.md'), newer);
    assert.equal(read(root, 'docs/adr/0003-denied.md'), denied);
    assert.equal(read(root, 'docs/adr/0004-inactive.md'), inactive);
    assert.match(read(root, 'docs/adr/0001-rabbit.md'), /Superseded by \[ADR-0002\]/);
    assert.match(read(root, 'docs/adr/0005-typos.md'), /## Status\n\nRejected\n/, 'two letters swapped is a typo');
    assert.doesNotMatch(r.stdout, /supersede-cycle/);
    assert.doesNotMatch(r.stdout, /did you mean "Superseded"/);
    // Still offered to a reader, who can tell "Denied" from "Decided".
    const left = JSON.parse(run(['check', '--root', root, '--json']).stdout).diagnostics.filter((d) => d.rule === 'unknown-status');
    assert.ok(left.some((d) => d.path === 'docs/adr/0003-denied.md' && d.fixes.length === 1 && !d.fixes[0].mechanical), JSON.stringify(left));
  });

  test('a read-only record is left alone, and the run says so', () => {
    const root = fixable();
    chmodSync(join(root, 'docs/adr/0003-log-as-json.md'), 0o444);
    // The closing line promises what --fix does: not the fix it will leave alone.
    assert.match(run(['check', '--root', root]).stdout, /\n2 of them can be fixed with 'adr-lens check --fix'\.\n$/);
    const r = run(['check', '--root', root, '--fix']);
    assert.match(r.stderr, /^Fixed 2 problems in 2 files: docs\/adr\/0001-use-rabbitmq\.md, docs\/adr\/0004-trace-requests\.md\.\nLeft alone: docs\/adr\/0003-log-as-json\.md \(it is read-only\); 1 problem there still has a fix\.\n$/);
    assert.match(read(root, 'docs/adr/0003-log-as-json.md'), /Acepted/);
    const json = JSON.parse(run(['check', '--root', root, '--fix', '--json']).stdout);
    assert.deepEqual(json.fixed, { findings: 0, files: [], skipped: [{ path: 'docs/adr/0003-log-as-json.md', reason: 'it is read-only', findings: 1 }] });
    assert.ok(schemas.CheckOutputSchema.safeParse(json).success);
  });

  test('a CRLF record keeps its line endings', () => {
    const root = tempDir('adr-lens-fix-crlf-');
    writeTree(root, { 'docs/adr/0001-a.md': nygard(1, 'A', 'Acepted').replace(/\n/g, '\r\n') });
    run(['check', '--root', root, '--fix']);
    const text = read(root, 'docs/adr/0001-a.md');
    assert.match(text, /## Status\r\n\r\nAccepted\r\n/);
    assert.ok(!/[^\r]\n/.test(text), 'a bare LF crept in');
  });
});

describe('check --min-severity', () => {
  test('reports only findings that severe or more, in every format; counts what it reports; fixes only those', () => {
    const root = fixable();
    writeTree(root, { 'docs/adr/0005-undated.md': '# 5. Undated\n\n## Status\n\nAccepted\n\n## Context\n\nC.\n\n## Decision\n\nD.\n\n## Consequences\n\nE.\n' });
    const all = JSON.parse(run(['check', '--root', root, '--json']).stdout);
    assert.ok(all.diagnostics.some((d) => d.severity === 'info'), 'missing-date is an info');
    const warnings = JSON.parse(run(['check', '--root', root, '--json', '--min-severity', 'warning']).stdout);
    assert.ok(warnings.diagnostics.length > 0 && warnings.diagnostics.every((d) => d.severity === 'error' || d.severity === 'warning'));
    assert.equal(warnings.summary.infos, 0);
    assert.equal(warnings.diagnostics.length, all.diagnostics.filter((d) => d.severity === 'warning').length);
    assert.deepEqual(warnings.omitted, { below: 'warning', count: 1 }, 'JSON says what was left out');
    assert.ok(schemas.CheckOutputSchema.safeParse(warnings).success);
    assert.equal(all.omitted, undefined);
    const text = run(['check', '--root', root, '--min-severity', 'warning']).stdout;
    assert.doesNotMatch(text, / info missing-date /);
    assert.match(text, / warning unknown-status /);
    const github = run(['check', '--root', root, '--format', 'github', '--min-severity', 'warning']).stdout;
    assert.doesNotMatch(github, /^::notice /m);

    const errorsOnly = run(['check', '--root', root, '--min-severity', 'error', '--fix']);
    assert.equal(errorsOnly.stderr, 'Nothing to fix.\n', 'the warnings are not reported, so not fixed');
    assert.match(read(root, 'docs/adr/0003-log-as-json.md'), /Acepted/);
    assert.match(errorsOnly.stdout, /^No problems at error severity or above in 5 decision records \(\d+ findings below error not shown\)\.$/m);
    assert.match(text, /checked \(1 finding below warning not shown\)\.$/m);

    const bad = run(['check', '--root', root, '--min-severity', 'critical']);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--min-severity must be one of error, warning, info, hint \(got 'critical'\)/);
  });
});

describe('fixAllEdits (engine)', () => {
  const { fixAllEdits } = sourceModule('engine/features/fix-all.ts');

  test('unattended: only a mechanical fix, preferred or not; the editor\'s fix all takes the preferred one', () => {
    const lone = { title: 'l', edits: [{ path: 'b.md', range: at(1, 0, 3), newText: 'L' }] };
    const guess = { title: 'g', edits: [{ path: 'b.md', range: at(1, 0, 3), newText: 'G' }], isPreferred: true };
    const mechanical = { title: 'm', edits: [{ path: 'b.md', range: at(1, 0, 3), newText: 'M' }], mechanical: true };
    assert.equal(fixAllEdits([finding('b.md', [lone])], { unattended: true }).edits.length, 0);
    assert.equal(fixAllEdits([finding('b.md', [guess])], { unattended: true }).edits.length, 0);
    assert.deepEqual(fixAllEdits([finding('b.md', [guess, mechanical])], { unattended: true }).edits.map((e) => e.newText), ['M']);
    assert.deepEqual(fixAllEdits([finding('b.md', [guess, mechanical])]).edits.map((e) => e.newText), ['G']);
    assert.deepEqual(fixAllEdits([finding('b.md', [lone])]).edits.map((e) => e.newText), ['L']);
  });
  const at = (line, a, b = a) => ({ start: { line, character: a }, end: { line, character: b } });
  const finding = (path, fixes) => ({ path, range: at(0, 0), severity: 'warning', ruleId: 'ADR000', rule: 'x', message: 'm', fixes });

  test('takes the preferred fix, or a lone one; not a choice among several', () => {
    const preferred = { title: 'p', edits: [{ path: 'a.md', range: at(1, 0, 3), newText: 'P' }], isPreferred: true };
    const other = { title: 'o', edits: [{ path: 'a.md', range: at(2, 0, 3), newText: 'O' }] };
    const lone = { title: 'l', edits: [{ path: 'b.md', range: at(1, 0, 3), newText: 'L' }] };
    const choice = [
      { title: 'c1', edits: [{ path: 'c.md', range: at(1, 0), newText: '1' }] },
      { title: 'c2', edits: [{ path: 'c.md', range: at(1, 0), newText: '2' }] },
    ];
    const { edits, fixed } = fixAllEdits([finding('a.md', [other, preferred]), finding('b.md', [lone]), finding('c.md', choice), finding('d.md', undefined)]);
    assert.deepEqual(edits.map((e) => e.newText), ['P', 'L']);
    assert.deepEqual(fixed.map((d) => d.path), ['a.md', 'b.md']);
  });

  test('a fix touching an edit already taken waits, whole, for the next pass', () => {
    const first = { title: '1', edits: [{ path: 'a.md', range: at(3, 0, 5), newText: 'one' }] };
    // Two-sided: its first edit is elsewhere, its second touches the first fix. Neither half is taken.
    const twoSided = {
      title: '2',
      edits: [
        { path: 'b.md', range: at(0, 0), newText: 'two' },
        { path: 'a.md', range: at(3, 5), newText: 'two' },
      ],
    };
    const sameFileElsewhere = { title: '3', edits: [{ path: 'a.md', range: at(4, 0, 1), newText: 'three' }] };
    const { edits, fixed } = fixAllEdits([finding('a.md', [first]), finding('b.md', [twoSided]), finding('a.md', [sameFileElsewhere])]);
    assert.deepEqual(edits.map((e) => e.newText), ['one', 'three']);
    assert.equal(fixed.length, 2);
  });
});

describe('check --format github', () => {
  const root = () => {
    const dir = tempDir('adr-lens-annotations-');
    writeTree(dir, {
      'docs/adr/0001-use-sqlite.md': nygard(1, 'Use SQLite', 'Accepted'),
      'docs/adr/0001-use-postgres.md': nygard(1, 'Use Postgres', 'Acepted'),
      'docs/adr/0002-no-date.md': '# 2. No date\n\n## Status\n\nAccepted\n\n## Context\n\nSee ADR-0009.\n',
    });
    return dir;
  };

  test('one workflow command per finding: severity, 1-based position, rule title; the exit code of text', () => {
    const dir = root();
    const r = run(['check', '--root', dir, '--format', 'github'], { cwd: dir });
    assert.equal(r.code, 1, 'an error-severity finding still fails the step');
    const lines = r.stdout.trimEnd().split('\n');
    const commands = lines.filter((l) => l.startsWith('::'));
    const json = JSON.parse(run(['check', '--root', dir, '--json']).stdout).diagnostics;
    assert.equal(commands.length, json.length);
    assert.ok(commands.some((l) => /^::error file=docs\/adr\/0001-use-sqlite\.md,line=1,endLine=1,col=6,endColumn=15,title=ADR Lens ADR006 duplicate-number::/.test(l)), r.stdout);
    assert.ok(commands.some((l) => /^::warning file=docs\/adr\/0001-use-postgres\.md,line=7,endLine=7,col=1,endColumn=7,title=ADR Lens ADR003 unknown-status::Status "Acepted" .* \(fixable\)$/.test(l)), r.stdout);
    assert.ok(commands.some((l) => /^::notice file=docs\/adr\/0002-no-date\.md,line=1,.*title=ADR Lens ADR004 missing-date::/.test(l)), r.stdout);
    assert.equal(lines.at(-1), '5 problems (1 error, 3 warnings, 1 info) in 3 files; 3 decision records checked.');
  });

  test('paths are relative to the checkout (GITHUB_WORKSPACE) when the root lies below it', () => {
    const dir = root();
    const r = run(['check', '--root', join(dir, 'docs'), '--format', 'github'], { env: { GITHUB_WORKSPACE: dir } });
    assert.match(r.stdout, /^::error file=docs\/adr\/0001-use-sqlite\.md,/m);
    const outside = run(['check', '--root', dir, '--format', 'github'], { env: { GITHUB_WORKSPACE: join(dir, 'docs') } });
    assert.match(outside.stdout, /^::error file=docs\/adr\/0001-use-sqlite\.md,/m, 'a root above the checkout keeps root-relative paths');
  });

  test('a file name or message cannot forge a second command or split a property', () => {
    const { formatGithubAnnotation } = sourceModule('cli/render/github.ts');
    const line = formatGithubAnnotation(
      {
        path: 'x',
        range: { start: { line: 2, character: 0 }, end: { line: 4, character: 3 } },
        severity: 'hint',
        ruleId: 'ADR016',
        rule: 'citing-superseded',
        message: 'first\n::error file=SECURITY.md::forged 100%\r',
      },
      'docs/a,b:c\n::add-mask::x.md',
    );
    assert.equal(line.split('\n').length, 1);
    assert.equal(
      line,
      '::notice file=docs/a%2Cb%3Ac%0A%3A%3Aadd-mask%3A%3Ax.md,line=3,endLine=5,title=ADR Lens ADR016 citing-superseded::first%0A::error file=SECURITY.md::forged 100%25%0D',
    );
  });
});

describe('check --format gitlab', () => {
  test('paths keep the folder between the checkout and the root: one named "..notes", a checkout named through a symbolic link', () => {
    const dir = tempDir('adr-lens-codequality-paths-');
    writeTree(dir, { '..notes/docs/adr/0001-a.md': nygard(1, 'A', 'Acepted'), 'svc/docs/adr/0001-a.md': nygard(1, 'A', 'Acepted') });
    const paths = (root, env) => JSON.parse(run(['check', '--root', root, '--format', 'gitlab'], { env }).stdout).map((i) => i.location.path);
    assert.deepEqual(paths(join(dir, '..notes'), { CI_PROJECT_DIR: dir }), ['..notes/docs/adr/0001-a.md']);
    const link = `${dir}-link`;
    symlinkSync(dir, link);
    try {
      // The root comes from the working folder, which the system gives with the link resolved; CI_PROJECT_DIR does not.
      const r = run(['check', '--root', 'svc', '--format', 'gitlab'], { cwd: link, env: { CI_PROJECT_DIR: link } });
      assert.deepEqual(JSON.parse(r.stdout).map((i) => i.location.path), ['svc/docs/adr/0001-a.md']);
    } finally {
      rmSync(link);
    }
  });

  test('a Code Quality report: one issue per finding, stable distinct fingerprints, paths from CI_PROJECT_DIR', () => {
    const dir = tempDir('adr-lens-codequality-');
    writeTree(dir, {
      'docs/adr/0001-use-sqlite.md': nygard(1, 'Use SQLite', 'Accepted'),
      'docs/adr/0001-use-postgres.md': nygard(1, 'Use Postgres', 'Acepted'),
      'docs/adr/0002-no-date.md': '# 2. No date\n\n## Status\n\nAccepted\n\n## Context\n\nSee ADR-0009 and ADR-0009.\n',
    });
    const r = run(['check', '--root', join(dir, 'docs'), '--format', 'gitlab'], { env: { CI_PROJECT_DIR: dir } });
    assert.equal(r.code, 1, 'an error-severity finding still fails the job');
    const issues = JSON.parse(r.stdout);
    const json = JSON.parse(run(['check', '--root', join(dir, 'docs'), '--json']).stdout).diagnostics;
    assert.equal(issues.length, json.length);
    for (const issue of issues) {
      assert.equal(issue.type, 'issue');
      assert.match(issue.check_name, /^adr-lens\/[a-z-]+$/);
      assert.equal(typeof issue.description, 'string');
      assert.match(issue.fingerprint, /^[0-9a-f]{32}$/);
      assert.ok(['info', 'minor', 'major', 'critical', 'blocker'].includes(issue.severity));
      assert.match(issue.location.path, /^docs\/adr\//, 'relative to the project, not to --root');
      assert.ok(issue.location.lines.begin >= 1 && issue.location.lines.end >= issue.location.lines.begin);
    }
    assert.equal(new Set(issues.map((i) => i.fingerprint)).size, issues.length, 'the same citation twice on a line is two issues');
    const duplicate = issues.find((i) => i.check_name === 'adr-lens/duplicate-number');
    assert.deepEqual({ severity: duplicate.severity, path: duplicate.location.path, begin: duplicate.location.lines.begin }, { severity: 'major', path: 'docs/adr/0001-use-sqlite.md', begin: 1 });
    assert.equal(issues.find((i) => i.check_name === 'adr-lens/unknown-status').severity, 'minor');
    assert.equal(issues.find((i) => i.check_name === 'adr-lens/missing-date').severity, 'info');
    const again = JSON.parse(run(['check', '--root', join(dir, 'docs'), '--format', 'gitlab'], { env: { CI_PROJECT_DIR: dir } }).stdout);
    assert.deepEqual(again.map((i) => i.fingerprint), issues.map((i) => i.fingerprint), 'stable between runs');
  });
});

describe('CI formats read lines as the engine does', () => {
  test('a range ending at the start of a line does not cover that line; an empty or one-line range is its own line', () => {
    const { lastLine } = sourceModule('cli/render/checkout-paths.ts');
    const at = (l1, c1, l2, c2) => ({ start: { line: l1, character: c1 }, end: { line: l2, character: c2 } });
    assert.equal(lastLine(at(3, 0, 5, 0)), 4);
    assert.equal(lastLine(at(3, 0, 5, 2)), 5);
    assert.equal(lastLine(at(3, 4, 3, 4)), 3);
    assert.equal(lastLine(at(3, 0, 4, 0)), 3);
    const { formatGithubAnnotation } = sourceModule('cli/render/github.ts');
    const line = formatGithubAnnotation({ path: 'x', range: at(2, 0, 4, 0), severity: 'warning', ruleId: 'ADR014', rule: 'missing-sections', message: 'm' }, 'x');
    assert.match(line, /,line=3,endLine=4,title=/);
  });

  test('SARIF and Code Quality fingerprints of a record with lone CR line breaks are those of the same record with LF', () => {
    const text = nygard(1, 'Use Postgres', 'Acepted', ' See ADR-0009.');
    const prints = (eol, format) => {
      const dir = tempDir('adr-lens-cr-');
      writeTree(dir, { 'docs/adr/0001-use-postgres.md': text.replace(/\n/g, eol) });
      const out = JSON.parse(run(['check', '--root', dir, '--format', format]).stdout);
      return format === 'sarif' ? out.runs[0].results.map((r) => r.partialFingerprints['adrLens/v1']) : out.map((i) => i.fingerprint);
    };
    for (const format of ['sarif', 'gitlab']) {
      const lf = prints('\n', format);
      assert.ok(lf.length >= 2);
      assert.deepEqual(prints('\r', format), lf, format);
    }
  });
});


describe('"(fixable)" is said only of what --fix fixes', () => {
  test('a fix to look at first is "(fix in the editor)", and the count of fixable ones matches', () => {
    const root = tempDir('adr-lens-fixnote-');
    {
      const write = (path, text) => {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      };
      const nygard = (n, title, status) => `# ${n}. ${title}\n\nDate: 2024-01-0${n}\n\n## Status\n\n${status}\n\n## Context\n\nx\n`;
      write('docs/adr/0001-queue.md', nygard(1, 'Use a queue', 'Superseded by [ADR 2](0002-stream.md)'));
      write('docs/adr/0002-stream.md', nygard(2, 'Use a stream', 'Acepted\n\nSupersedes [ADR 1](0001-queue.md)'));
      write('src/a.py', '# ADR-0001: the queue\n');
      const r = spawnSync(process.execPath, [cli, 'check', '--no-cache', '--root', root], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
      const lines = r.stdout.split('\n');
      assert.ok(lines.some((l) => /unknown-status .* \(fixable\)$/.test(l)), r.stdout);
      assert.ok(lines.some((l) => /^src\/a\.py:.* citing-superseded .* \(fix in the editor\)$/.test(l)), r.stdout);
      const fixable = lines.filter((l) => l.endsWith('(fixable)')).length;
      assert.match(r.stdout, new RegExp(`${fixable} of them can be fixed with 'adr-lens check --fix'`));
    }
  });
});
