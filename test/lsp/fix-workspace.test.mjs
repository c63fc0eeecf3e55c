// "ADR Lens: Fix All Decision Problems in Workspace": workspace/executeCommand on the built server, which answers
// with one workspace/applyEdit holding the fixes that need no reader (the same ones `adr-lens check --fix` applies).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLspClient } from './lsp-client.mjs';
import { tempDir } from '../temp-dir.mjs';

const require = createRequire(import.meta.url);
const { TextDocument } = require('vscode-languageserver-textdocument');
const CLI = resolve(dirname(fileURLToPath(import.meta.url)), '../../dist/cli.js');

const COMMAND = 'adrLens.fixAllInWorkspace';
const nygard = (n, title, status) =>
  `# ${n}. ${title}\n\nDate: 2025-01-0${n}\n\n## Status\n\n${status}\n\n## Context\n\nWhy.\n\n## Decision\n\nWe will.\n\n## Consequences\n\nSome.\n`;

describe('language server: fix all in the workspace', () => {
  let root;
  let client;
  const edited = (edit) => Object.keys(edit.changes).map((uri) => decodeURIComponent(uri).replace(/^.*\/docs\//, 'docs/').replace(/^.*\/src\//, 'src/')).sort();

  before(async () => {
    root = tempDir('adr-lens-lsp-fixall-');
    const files = {
      'docs/adr/0001-use-rabbitmq.md': nygard(1, 'Use RabbitMQ', 'Accepted'),
      'docs/adr/0002-use-kafka.md': nygard(2, 'Use Kafka', 'Accepted\n\nSupersedes [ADR-0001](0001-use-rabbitmq.md)'),
      'docs/adr/0003-log-as-json.md': nygard(3, 'Log as JSON', 'Acepted'),
      'docs/adr/0004-short.md': '# 4. Short\n\nDate: 2025-01-04\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n',
      'src/queue.py': '# Publishes to RabbitMQ, as decided in ADR-0001.\n',
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    client = await startLspClient({ root });
  });

  after(async () => {
    await client?.stop();
  });

  it('announces the command', () => {
    assert.deepEqual(client.initializeResult.capabilities.executeCommandProvider.commands, [COMMAND]);
  });

  it('sends one edit with the fixes that need no reader, and answers what it fixed', async () => {
    // Open with an unsaved change: the fix is computed on what the editor holds, not on the disk.
    await client.open('docs/adr/0003-log-as-json.md', nygard(3, 'Log as JSON', 'Acepted').replace('Why.', 'Why, unsaved.'));
    await client.waitForDiagnostics('docs/adr/0003-log-as-json.md', (ds) => ds.some((d) => d.code === 'unknown-status'));
    const answer = await client.executeCommand(COMMAND);
    assert.deepEqual(answer, { findings: 2, files: 2, applied: true });
    assert.equal(client.appliedEdits.length, 1);
    const { label, edit } = client.appliedEdits[0];
    assert.equal(label, 'Fix 2 decision record problems');
    // The reciprocal "Superseded by" and the misspelt status; not the hint on the code comment (ADR-0001 is not
    // superseded until its record says so, and a hint is a suggestion anyway), nor 0004's missing sections (a scaffold).
    assert.deepEqual(edited(edit), ['docs/adr/0001-use-rabbitmq.md', 'docs/adr/0003-log-as-json.md']);
    const all = Object.values(edit.changes).flat();
    assert.ok(all.some((e) => /Superseded by \[ADR-0002\]\(0002-use-kafka\.md\)/.test(e.newText)), JSON.stringify(all));
    assert.ok(all.some((e) => e.newText === 'Accepted'), JSON.stringify(all));
    assert.ok(client.shown.some((m) => /fixed 2 decision record problems in 2 files/.test(m.message)), JSON.stringify(client.shown));
  });

  it('says so when there is nothing to fix without a reader, and sends no edit', async () => {
    client.appliedEdits.length = 0;
    await client.replace('docs/adr/0003-log-as-json.md', nygard(3, 'Log as JSON', 'Accepted'));
    writeFileSync(join(root, 'docs/adr/0001-use-rabbitmq.md'), nygard(1, 'Use RabbitMQ', 'Superseded by [ADR-0002](0002-use-kafka.md)'));
    await client.filesChanged([{ path: 'docs/adr/0001-use-rabbitmq.md', type: 'changed' }]);
    // Now ADR-0001 is superseded and the code comment cites it: a hint with a fix, which stays a suggestion.
    await client.waitForDiagnostics('src/queue.py', (ds) => ds.some((d) => d.code === 'citing-superseded'));
    const shownBefore = client.shown.length;
    const answer = await client.executeCommand(COMMAND);
    assert.deepEqual(answer, { findings: 0, files: 0, applied: false });
    assert.equal(client.appliedEdits.length, 0);
    assert.match(client.shown.slice(shownBefore).map((m) => m.message).join('\n'), /nothing to fix without a reader/);
  });
});

describe('language server: fix all in the file, beside the quick fixes', () => {
  let root;
  let client;

  before(async () => {
    root = tempDir('adr-lens-lsp-fixfile-');
    mkdirSync(join(root, 'docs/adr'), { recursive: true });
    writeFileSync(join(root, 'docs/adr/0001-a.md'), nygard(1, 'A', 'Accepted'));
    client = await startLspClient({ root });
  });

  after(async () => {
    await client?.stop();
  });

  it('offers "Fix all N problems in this file" with every fix, once two or more can be fixed', async () => {
    const rel = 'docs/adr/0002-two-problems.md';
    await client.open(rel, nygard(7, 'Two problems', 'Acepted'));
    const published = await client.waitForDiagnostics(rel, (ds) => ['unknown-status', 'number-mismatch'].every((c) => ds.some((d) => d.code === c)));
    const status = published.find((d) => d.code === 'unknown-status');
    const actions = await client.codeActions(rel, status.range, { diagnostics: [status], only: ['quickfix'] });
    assert.equal(actions[0].title, 'Change the status to "accepted"');
    const whole = actions.find((a) => /^Fix all 2 ADR Lens problems in this file$/.test(a.title));
    assert.ok(whole, JSON.stringify(actions.map((a) => a.title)));
    assert.equal(whole.kind, 'quickfix');
    assert.deepEqual(Object.values(whole.edit.changes).flat().map((e) => e.newText).sort(), ['2', 'Accepted']);

    await client.replace(rel, nygard(2, 'Two problems', 'Acepted'));
    const one = await client.waitForDiagnostics(rel, (ds) => !ds.some((d) => d.code === 'number-mismatch'), { fresh: true });
    const onlyStatus = await client.codeActions(rel, one.find((d) => d.code === 'unknown-status').range, { diagnostics: one, only: ['quickfix'] });
    assert.ok(!onlyStatus.some((a) => /^Fix all/.test(a.title)), 'one problem: its own quick fix is enough');
  });
});

describe('language server: fix all in the workspace, with a folder nested in another', () => {
  let outer;
  let client;

  before(async () => {
    outer = tempDir('adr-lens-lsp-nested-');
    const inner = join(outer, 'services/billing');
    for (const [path, text] of Object.entries({
      'docs/adr/0001-a.md': nygard(1, 'A', 'Acepted'),
      'services/billing/docs/adr/0001-b.md': nygard(1, 'B', 'Acepted'),
    })) {
      mkdirSync(dirname(join(outer, path)), { recursive: true });
      writeFileSync(join(outer, path), text);
    }
    client = await startLspClient({ folders: [outer, inner] });
  });

  after(async () => {
    await client?.stop();
  });

  it('fixes a file both folders hold once, and counts it once', async () => {
    await client.open('docs/adr/0001-a.md');
    await client.waitForDiagnostics('docs/adr/0001-a.md', (ds) => ds.some((d) => d.code === 'unknown-status'));
    const answer = await client.executeCommand(COMMAND);
    assert.deepEqual(answer, { findings: 2, files: 2, applied: true });
    const changes = client.appliedEdits.at(-1).edit.changes;
    for (const list of Object.values(changes)) assert.equal(list.length, 1, JSON.stringify(changes));
  });
});

describe('language server: fix all in the workspace, when one pass is not enough', () => {
  // Three problems in 0001 and 0003 need two passes, as `check --fix` makes them: the misspelt status and the missing
  // "Superseded by" touch the same line of 0001 (itself with CRLF line endings, closed), and "#7. Log as JSON" is no
  // title until its space is added, after which its number is wrong (0003, open with an unsaved change).
  const files = {
    'docs/adr/0001-use-rabbitmq.md': nygard(1, 'Use RabbitMQ', 'Acepted').replace(/\n/g, '\r\n'),
    'docs/adr/0002-use-kafka.md': nygard(2, 'Use Kafka', 'Accepted\n\nSupersedes [ADR-0001](0001-use-rabbitmq.md)'),
    'docs/adr/0003-log-as-json.md': nygard(3, 'Log as JSON', 'Accepted').replace('# 3.', '#7.'),
    'docs/adr/0004-trace-requests.md': nygard(4, 'Trace requests', 'Accepted'),
  };
  const open = { 'docs/adr/0003-log-as-json.md': files['docs/adr/0003-log-as-json.md'].replace('Why.', 'Why, unsaved.') };
  let root;
  let client;

  before(async () => {
    root = tempDir('adr-lens-lsp-fixpasses-');
    writeTree(root, files);
    client = await startLspClient({ root });
    for (const [path, text] of Object.entries(open)) await client.open(path, text);
    await client.waitForDiagnostics('docs/adr/0003-log-as-json.md', (ds) => ds.some((d) => d.code === 'missing-title'));
  });

  after(async () => {
    await client?.stop();
  });

  it('sends one edit that takes every file where `adr-lens check --fix` takes it, and counts what it fixed', async () => {
    // What the CLI writes, run on a copy of what the editor holds (its buffers, the disk for the rest).
    const copy = tempDir('adr-lens-lsp-fixpasses-cli-');
    writeTree(copy, { ...files, ...open });
    const cli = spawnSync(process.execPath, [CLI, 'check', '--root', copy, '--fix', '--json', '--no-cache'], { encoding: 'utf8', timeout: 60_000 });
    const fixed = JSON.parse(cli.stdout).fixed;
    assert.equal(fixed.findings, 4, cli.stdout);

    const answer = await client.executeCommand(COMMAND);
    assert.deepEqual(answer, { findings: fixed.findings, files: fixed.files.length, applied: true });
    assert.equal(client.appliedEdits.length, 1);
    const { label, edit } = client.appliedEdits[0];
    assert.equal(label, 'Fix 4 decision record problems');
    const held = { ...files, ...open };
    const after = { ...held };
    for (const [uri, edits] of Object.entries(edit.changes)) {
      const path = relative(root, fileURLToPath(uri)).split('\\').join('/');
      after[path] = TextDocument.applyEdits(TextDocument.create(uri, 'markdown', 1, held[path]), edits);
    }
    assert.equal(Object.keys(edit.changes).length, fixed.files.length);
    for (const path of Object.keys(files)) assert.equal(after[path], readFileSync(join(copy, path), 'utf8'), path);
    assert.ok(client.shown.some((m) => /fixed 4 decision record problems in 2 files \(one step to undo\)\.$/.test(m.message)), JSON.stringify(client.shown));
    // The passes ran in memory only: the disk is untouched, and the server is back on the texts the editor holds (this
    // client applies nothing), so asking again plans the same edit from them.
    for (const [path, text] of Object.entries(files)) assert.equal(readFileSync(join(root, path), 'utf8'), text, path);
    assert.deepEqual(await client.executeCommand(COMMAND), answer);
    assert.deepEqual(client.appliedEdits[1].edit, edit);
  });
});

describe('language server: fix all in the workspace, with a fix its file cannot take', () => {
  // A read-only record (a file not checked out, in Perforce or by a lock) is left alone, as `check --fix` leaves it:
  // the user is told its fix was not applied, once, even when it lies in a folder nested in another.
  let outer;
  let client;

  before(async () => {
    outer = tempDir('adr-lens-lsp-readonly-');
    writeTree(outer, {
      'docs/adr/0001-a.md': nygard(1, 'A', 'Acepted'),
      'services/billing/docs/adr/0001-b.md': nygard(1, 'B', 'Acepted'),
    });
    chmodSync(join(outer, 'services/billing/docs/adr/0001-b.md'), 0o444);
    client = await startLspClient({ folders: [outer, join(outer, 'services/billing')] });
  });

  after(async () => {
    await client?.stop();
  });

  it('counts a fix left in a file of a nested folder once', async () => {
    await client.open('docs/adr/0001-a.md');
    await client.waitForDiagnostics('docs/adr/0001-a.md', (ds) => ds.some((d) => d.code === 'unknown-status'));
    const shownBefore = client.shown.length;
    assert.deepEqual(await client.executeCommand(COMMAND), { findings: 1, files: 1, applied: true });
    const told = client.shown.slice(shownBefore).map((m) => m.message).join('\n');
    assert.match(told, /fixed 1 decision record problem in 1 file \(one step to undo\)\. 1 more has a fix not applied/);
  });

  it('says a fix was left when it is the only one, rather than that there is nothing to fix', async () => {
    await client.replace('docs/adr/0001-a.md', nygard(1, 'A', 'Accepted'));
    await client.waitForDiagnostics('docs/adr/0001-a.md', (ds) => !ds.some((d) => d.code === 'unknown-status'), { fresh: true });
    const shownBefore = client.shown.length;
    assert.deepEqual(await client.executeCommand(COMMAND), { findings: 0, files: 0, applied: false });
    const told = client.shown.slice(shownBefore).map((m) => m.message).join('\n');
    assert.doesNotMatch(told, /nothing to fix/);
    assert.match(told, /1 problem has a fix not applied/);
  });
});

function writeTree(root, tree) {
  for (const [path, text] of Object.entries(tree)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}
