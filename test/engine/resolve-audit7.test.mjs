// Resolving a citation or relation to a record (audit 7): a link naming another file than its text's id, successors
// named by file stem, another project's id next to its address, and an id several records of a collection share.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadedWorkspace, positionOf } from './engine-helpers.mjs';

const record = (n, title, status, extra = '', date = '') =>
  `# ${n}. ${title}\n\n${date ? `Date: ${date}\n\n` : ''}## Status\n\n${status}\n\n## Context\n\n${extra || 'Some context.'}\n\n## Decision\n\nWe do it.\n`;

const rulesOf = (engine, path) => engine.check().filter((d) => d.path === path).map((d) => d.rule);
const successorOf = (engine, id) => (engine.getDecision(id)?.supersedeChain ?? []).slice(1);

test('a supersede link naming another record file than its id is not followed to the record the id lands on', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-security-notes.md': record(1, 'Security notes in a wiki', 'Superseded by [ADR 2](https://github.com/acme/shop/blob/main/docs/adr/0002-security-notes.md)'),
    'docs/adr/0002-file-uploads.md': record(2, 'Upload files to a bucket', 'Proposed'),
    'docs/adr/0003-security-notes.md': record(3, 'Security notes in the repository', 'Accepted', 'Replaces the wiki of ADR 1.'),
  });
  assert.deepEqual(successorOf(engine, 'ADR-0001'), []);
  const all = engine.check();
  assert.equal(all.filter((d) => d.rule === 'one-sided-supersede' || d.rule === 'superseded-by-unaccepted').length, 0);
  assert.equal(all.filter((d) => d.rule === 'citing-superseded' && /ADR-0002/.test(d.message)).length, 0);
  // The successor it names is no record here: the reader is told so.
  const missing = all.filter((d) => d.rule === 'superseded-without-successor' && d.path === 'docs/adr/0001-security-notes.md');
  assert.equal(missing.length, 1);
  assert.match(missing[0].message, /ADR 2/);
});

test('a misspelt file name in a link still resolves by the id of its text', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-use-mysql.md': record(1, 'Use MySQL', 'Superseded by [ADR-2](0002-use-postgress.md)'),
    'docs/adr/0002-use-postgres.md': record(2, 'Use Postgres', 'Accepted\n\nSupersedes [ADR-1](0001-use-mysql.md)'),
  });
  assert.deepEqual(successorOf(engine, 'ADR-0001'), ['ADR-0002']);
});

test('a successor linked by its file stem at a wrong path resolves to the record with that stem', (t) => {
  const { engine } = loadedWorkspace(t, {
    'doc/adr/0001-test-with-snapshots.md': record(1, 'Test with snapshots', 'Superseded by [0002-test-the-dom](doc/adr/0002-test-the-dom.md).'),
    'doc/adr/0002-test-the-dom.md': record(2, 'Test the DOM', 'Accepted', 'In [0001-test-with-snapshots](0001-test-with-snapshots.md) we chose snapshots.'),
  });
  assert.deepEqual(successorOf(engine, 'ADR-0001'), ['ADR-0002']);
  // The successor is not told it cites a superseded decision that names no successor.
  assert.deepEqual(rulesOf(engine, 'doc/adr/0002-test-the-dom.md').filter((r) => r === 'citing-superseded'), []);
});

test('a successor named by a bare file stem resolves, in the citing record\'s collection first', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-run-over-stdio.md': '---\nstatus: superseded\nsuperseded-by: 0002-serve-over-http\n---\n# 1. Run over stdio\n\n## Context\n\nx\n',
    'docs/adr/0002-serve-over-http.md': record(2, 'Serve over HTTP', 'Accepted'),
    'other/adr/0002-serve-over-http.md': record(2, 'Serve over HTTP elsewhere', 'Accepted'),
    'other/adr/0001-start.md': record(1, 'Start', 'Accepted'),
  });
  assert.equal(engine.getDecision('docs/adr/0001-run-over-stdio.md').current?.path, 'docs/adr/0002-serve-over-http.md');
  assert.deepEqual(rulesOf(engine, 'docs/adr/0001-run-over-stdio.md').filter((r) => r === 'superseded-without-successor'), []);
});

test('a successor named by a stem no record has is reported by superseded-without-successor', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-run-over-stdio.md': '---\nstatus: superseded\nsuperseded-by: 0009-serve-over-grpc\n---\n# 1. Run over stdio\n\n## Context\n\nx\n',
    'docs/adr/0002-serve-over-http.md': record(2, 'Serve over HTTP', 'Accepted'),
  });
  const found = engine.check().filter((d) => d.rule === 'superseded-without-successor');
  assert.equal(found.length, 1);
  assert.match(found[0].message, /0009-serve-over-grpc/);
});

test('another project\'s ADR with its address on the next line does not resolve to the local record', (t) => {
  const { root, engine } = loadedWorkspace(t, {
    'docs/adr/0001-use-queues.md': record(1, 'Use queues', 'Superseded by [ADR-0002](0002-use-streams.md)'),
    'docs/adr/0002-use-streams.md': record(2, 'Use streams', 'Accepted\n\nSupersedes [ADR-0001](0001-use-queues.md)'),
    'src/denom.go':
      'package x\n\n// Denoms are traced as in ADR 001 of the upstream SDK\n// (https://github.com/cosmos/cosmos-sdk/blob/main/docs/architecture/adr-001-coin-source-tracing.md).\ntype Denom struct{}\n\n// Our own queue choice: ADR-0001.\n',
  });
  const upstream = positionOf(root, 'src/denom.go', 'ADR 001', 2);
  assert.deepEqual(engine.definition('src/denom.go', upstream), []);
  assert.equal(engine.hover('src/denom.go', upstream), undefined);
  const diagnostics = engine.check().filter((d) => d.path === 'src/denom.go');
  // The local citation further down is still one.
  assert.deepEqual(diagnostics.map((d) => [d.rule, d.range.start.line]), [['citing-superseded', 6]]);
  const cited = engine.getDecision('ADR-0001').citedBy.filter((c) => c.path === 'src/denom.go');
  assert.deepEqual(cited.map((c) => c.range.start.line), [6]);
});

test('an id several records of a collection share resolves to the one duplicate-number says keeps it', (t) => {
  const { root, engine } = loadedWorkspace(t, {
    'docs/adr/0005-alpha-caching.md': record(5, 'Alpha caching', 'Accepted', '', '2024-03-01'),
    'docs/adr/0005-zebra-logging.md': record(5, 'Zebra logging', 'Accepted', '', '2023-01-01'),
    'src/app.ts': '// Logging follows ADR-0005.\nexport {};\n',
  });
  const dup = engine.check().filter((d) => d.rule === 'duplicate-number');
  assert.equal(dup.length, 1);
  assert.equal(dup[0].path, 'docs/adr/0005-alpha-caching.md');
  const zebra = engine.getDecision('docs/adr/0005-zebra-logging.md');
  assert.deepEqual(zebra.citedBy.map((c) => c.path), ['src/app.ts']);
  assert.deepEqual(engine.getDecision('docs/adr/0005-alpha-caching.md').citedBy, []);
  assert.equal(engine.getDecision('ADR-0005').decision.path, 'docs/adr/0005-zebra-logging.md');
  const links = engine.documentLinks('src/app.ts');
  assert.equal(links[0].target, 'docs/adr/0005-zebra-logging.md');
  // Definition still offers both, for the reader to choose.
  const at = positionOf(root, 'src/app.ts', 'ADR-0005', 1);
  assert.equal(engine.definition('src/app.ts', at).length, 2);
});

test('a record calling the cited decision "the prior decision" is not told it cites a superseded one', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-notes-in-wiki.md': record(1, 'Notes in a wiki', 'Superseded by [ADR-2](0002-notes-in-repo.md)'),
    'docs/adr/0002-notes-in-repo.md': record(2, 'Notes in the repository', 'Accepted'),
    'docs/guide.md': '# Guide\n\nThe [prior decision](adr/0001-notes-in-wiki.md) kept notes in a wiki.\n\nNotes follow ADR-0001.\n',
  });
  const hints = engine.check().filter((d) => d.rule === 'citing-superseded' && d.path === 'docs/guide.md');
  assert.deepEqual(hints.map((d) => d.range.start.line), [4]);
});

test('an id beside the project\'s own decision site or its own repository on the code host is still its own decision', (t) => {
  const { root, engine } = loadedWorkspace(t, {
    'docs/adr/0001-use-queues.md': record(1, 'Use queues', 'Accepted'),
    'src/site.go': 'package jobs\n\n// Jobs go on a queue, see ADR-0001 (https://adr.acme.dev/adr/0001-use-queues.md).\n',
    'src/own.go': 'package jobs\n\n// ADR-0001, https://github.com/acme/jobs/blob/main/docs/adr/0001-use-queues.md\n',
    'src/upstream.go': 'package jobs\n\n// ADR-0001 of the SDK: https://github.com/other/sdk/blob/main/docs/adr/adr-001-x.md\n',
  });
  const cites = (path) => engine.documentLinks(path).filter((l) => l.target?.endsWith('0001-use-queues.md')).length;
  assert.equal(cites('src/site.go'), 1, 'a decision site is not a code host: the id is ours');
  assert.equal(cites('src/upstream.go'), 0, 'another repository on the code host: not ours');
  void root;
  assert.ok(engine.getDecision('ADR-0001').citedBy.some((c) => c.path === 'src/site.go'));
});

test('with the workspace\'s git remote, an id beside its own repository\'s address resolves', (t) => {
  const { engine } = loadedWorkspace(t, {
    '.git/config': '[remote "origin"]\n\turl = git@github.com:acme/jobs.git\n',
    'docs/adr/0001-use-queues.md': record(1, 'Use queues', 'Accepted'),
    'src/own.go': 'package jobs\n\n// ADR-0001 is https://github.com/acme/jobs/blob/main/docs/adr/0001-use-queues.md\n',
  });
  assert.ok(engine.getDecision('ADR-0001').citedBy.some((c) => c.path === 'src/own.go' && c.range.start.character === 3));
});

test('an upstream id whose address is on the line before is the upstream\'s too', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0031-local.md': record(31, 'Local thing', 'Accepted'),
    'src/router.go': 'package r\n\n// See https://github.com/cosmos/cosmos-sdk/blob/main/docs/architecture/adr-031-msg-service.md\n// Router follows ADR 031.\n// Unrelated: ADR 032.\n',
  });
  assert.equal(engine.getDecision('ADR-0031').citedBy.length, 0);
  assert.deepEqual(engine.check().filter((d) => d.path === 'src/router.go').map((d) => d.message.split(' does')[0]), ['ADR 032']);
});
