// Nygard / adr-tools and free-form records read in session 40 (fixtures written for these tests, in the shapes the
// records had).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const findings = (engine, rule) => engine.check().filter((d) => d.rule === rule).map((d) => `${d.path}:${d.range.start.line + 1}`);
const record = (engine, path) => engine.records().find((r) => r.path === path);
const relations = (engine, path) => record(engine, path).relations.map((r) => `${r.kind} ${r.targetKey ?? r.href}${r.condition ? ` (${r.condition})` : ''}`);
const cited = (engine, path) => record(engine, path).references.filter((r) => r.targetKey || r.href).map((r) => `${r.range.start.line + 1}: ${r.href ?? r.targetKey}`);

const nygard = (n, title, status, context = 'Text.') => `# ${n}. ${title}\n\nDate: 2021-03-0${n}\n\n## Status\n\n${status}\n\n## Context\n\n${context}\n\n## Decision\n\nText.\n\n## Consequences\n\nText.\n`;

describe('a Markdown link wrapped over two lines (hard-wrapped prose, e.g. Prettier\'s proseWrap)', { skip }, () => {
  // The shape prettier's "proseWrap: always" and editors' hard wrap leave in hand-kept adr-tools trees: the link's text
  // breaks at a space, the rest of the text and "(target)" on the next line.
  const files = (extra = {}) => ({
    'doc/adr/0001-keep-a-decision-log.md': nygard(1, 'Keep a decision log', 'Accepted'),
    'doc/adr/0002-store-sessions-in-files.md': nygard(2, 'Store sessions in files', 'Superseded by [the shared session\nstore](0004-store-sessions-in-a-shared-store.md)'),
    'doc/adr/0003-cache-pages-at-the-edge.md': nygard(3, 'Cache pages at the edge', 'Accepted', 'The sessions kept as\n[the earlier record](0002-store-sessions-in-files.md) says are too slow to read.'),
    'doc/adr/0004-store-sessions-in-a-shared-store.md': nygard(4, 'Store sessions in a shared store', 'Accepted\n\nSupersedes [Store sessions\nin files](0002-store-sessions-in-files.md)', 'We cache pages as [the edge\ncaching record](0003-cache-pages-at-the-edge.md) decided.'),
    ...extra,
  });

  it('reads the link as one citation of the file it targets', () => {
    const { engine } = workspace(files());
    assert.deepEqual(cited(engine, 'doc/adr/0004-store-sessions-in-a-shared-store.md'), ['10: 0002-store-sessions-in-files.md', '15: 0003-cache-pages-at-the-edge.md']);
    assert.deepEqual(cited(engine, 'doc/adr/0003-cache-pages-at-the-edge.md'), ['12: 0002-store-sessions-in-files.md']);
  });

  it('reads the verb before the link\'s opening bracket as the relation, on both sides', () => {
    const { engine } = workspace(files());
    assert.deepEqual(relations(engine, 'doc/adr/0002-store-sessions-in-files.md'), ['superseded-by 0004-store-sessions-in-a-shared-store.md']);
    assert.deepEqual(relations(engine, 'doc/adr/0004-store-sessions-in-a-shared-store.md'), ['supersedes 0002-store-sessions-in-files.md']);
    assert.deepEqual(findings(engine, 'one-sided-supersede'), []);
  });

  it('reads an id in the first line\'s part of the text once, with the link\'s target', () => {
    const old = nygard(2, 'Store sessions in files', 'Superseded by [ADR-0004: Store sessions in a\nshared store](0004-store-sessions-in-a-shared-store.md)');
    const { engine } = workspace(files({ 'doc/adr/0002-store-sessions-in-files.md': old }));
    assert.deepEqual(cited(engine, 'doc/adr/0002-store-sessions-in-files.md'), ['8: 0004-store-sessions-in-a-shared-store.md']);
    assert.deepEqual(relations(engine, 'doc/adr/0002-store-sessions-in-files.md'), ['superseded-by adr-4']);
  });

  it('reports a wrapped link to a missing file as broken, on the line of its target', () => {
    const gone = nygard(3, 'Cache pages at the edge', 'Accepted', 'As\n[the retired\nrecord](0009-gone.md) says.');
    const { engine } = workspace(files({ 'doc/adr/0003-cache-pages-at-the-edge.md': gone }));
    assert.deepEqual(findings(engine, 'broken-link'), ['doc/adr/0003-cache-pages-at-the-edge.md:13']);
  });

  it('reads a README\'s wrapped list item as a link, checked like any other', () => {
    const readme = '# Decisions\n\n* [Store sessions in a shared\n  store](0004-store-sessions-in-a-shared-store.md)\n* [A record since\n  removed](0009-gone.md)\n';
    const { engine } = workspace(files({ 'doc/adr/README.md': readme }));
    assert.deepEqual(findings(engine, 'broken-link'), ['doc/adr/README.md:6']);
  });

  it('leaves a closed bracket and a link on the next line apart: "[x]" then "[y](…)"', () => {
    const text = nygard(3, 'Cache pages at the edge', 'Accepted', 'A checked box [x]\nand [the first record](0001-keep-a-decision-log.md).');
    const { engine } = workspace(files({ 'doc/adr/0003-cache-pages-at-the-edge.md': text }));
    assert.deepEqual(cited(engine, 'doc/adr/0003-cache-pages-at-the-edge.md'), ['12: 0001-keep-a-decision-log.md']);
  });
});

describe('an adr-tools link "[3. Title](…)" wrapped after its number', { skip }, () => {
  it('is one relation, not also one to the bare number before the break', () => {
    const { engine } = workspace({
      'doc/adr/0003-serve-files-from-disk.md': nygard(3, 'Serve files from disk', 'Superseded by [5. Serve files from a\nbucket](0005-serve-files-from-a-bucket.md)'),
      'doc/adr/0005-serve-files-from-a-bucket.md': nygard(5, 'Serve files from a bucket', 'Accepted\n\nSupersedes [3. Serve files\nfrom disk](0003-serve-files-from-disk.md)'),
    });
    assert.deepEqual(relations(engine, 'doc/adr/0005-serve-files-from-a-bucket.md'), ['supersedes 0003-serve-files-from-disk.md']);
    assert.deepEqual(relations(engine, 'doc/adr/0003-serve-files-from-disk.md'), ['superseded-by 0005-serve-files-from-a-bucket.md']);
    assert.deepEqual(findings(engine, 'one-sided-supersede'), []);
  });
});

describe('another project\'s records, named as the document\'s link to one of them names them', { skip }, () => {
  // shimo4228/claude-harness (docs/adr/0019-…): "[AKC ADR-0017](https://github.com/…/agent-knowledge-cycle/…/0017-….md)",
  // then unlinked "AKC ADR-0017 で coin され", "AKC ADR-0005:86-90": the other project's records, not this one's.
  const cites = (body) => nygard(3, 'Gate on intent', 'Accepted', body);
  const files = (body) => ({
    'docs/adr/0001-keep-a-decision-log.md': nygard(1, 'Keep a decision log', 'Accepted'),
    'docs/adr/0002-review-every-change.md': nygard(2, 'Review every change', 'Accepted'),
    'docs/adr/0003-gate-on-intent.md': cites(body),
  });
  const elsewhere = (engine) => record(engine, 'docs/adr/0003-gate-on-intent.md').references.filter((r) => r.kind === 'id').map((r) => `${r.text} ${r.elsewhere ?? 'here'}`);

  it('reads an acronym the link gives before an id, at any number, as that project\'s', () => {
    const body = 'We anchor on [PQR ADR-0002](https://github.com/someone/pqr-tools/blob/main/docs/adr/0002-gates.md).\n\nAs PQR ADR-0002 says, and PQR ADR-0009 adds, our own ADR-0002 stands.';
    const { engine } = workspace(files(body));
    assert.deepEqual(elsewhere(engine), ['ADR-0002 github.com/someone/pqr-tools', 'ADR-0009 github.com/someone/pqr-tools', 'ADR-0002 here']);
    assert.deepEqual(findings(engine, 'unknown-reference'), []);
  });

  it('reads the repository\'s own name before an id the same way', () => {
    const body = 'As [pqr-tools ADR-0002](https://github.com/someone/pqr-tools/blob/main/docs/adr/0002-gates.md) says.\n\npqr-tools ADR-0007 goes further.';
    const { engine } = workspace(files(body));
    assert.deepEqual(elsewhere(engine), ['ADR-0007 github.com/someone/pqr-tools']);
    assert.deepEqual(findings(engine, 'unknown-reference'), []);
  });

  it('takes no word of a sentence for a name: "[See ADR-0002](…)" then "See ADR-0009"', () => {
    const body = '[See ADR-0002](https://github.com/someone/pqr-tools/blob/main/docs/adr/0002-gates.md) there.\n\nSee ADR-0009 here.';
    const { engine } = workspace(files(body));
    assert.deepEqual(elsewhere(engine), ['ADR-0009 here']);
    assert.deepEqual(findings(engine, 'unknown-reference'), ['docs/adr/0003-gate-on-intent.md:13']);
  });
});

describe('a link\'s text ending one line and its "(target)" opening the next', { skip }, () => {
  // Not a link to CommonMark (nothing may stand between "]" and "("), shown with its brackets and path; its reader still
  // sees which record the author linked. The brief's second wrapped shape.
  const files = (status) => ({
    'doc/adr/0003-queue-jobs-in-the-database.md': nygard(3, 'Queue jobs in the database', status),
    'doc/adr/0006-queue-jobs-in-a-broker.md': nygard(6, 'Queue jobs in a broker', 'Accepted\n\nSupersedes [3. Queue jobs in the database](0003-queue-jobs-in-the-database.md)'),
  });

  it('names the record linked, and the relation the verb before the "[" says', () => {
    const { engine } = workspace(files('Superseded by [Queue jobs in a broker]\n(0006-queue-jobs-in-a-broker.md)'));
    assert.deepEqual(cited(engine, 'doc/adr/0003-queue-jobs-in-the-database.md'), ['8: 0006-queue-jobs-in-a-broker.md']);
    assert.deepEqual(relations(engine, 'doc/adr/0003-queue-jobs-in-the-database.md'), ['superseded-by 0006-queue-jobs-in-a-broker.md']);
    assert.deepEqual(findings(engine, 'one-sided-supersede'), []);
  });

  it('reads an id in the text once, with the target', () => {
    const { engine } = workspace(files('Superseded by [ADR-0006: Queue jobs in a broker]\n(0006-queue-jobs-in-a-broker.md)'));
    assert.deepEqual(cited(engine, 'doc/adr/0003-queue-jobs-in-the-database.md'), ['8: 0006-queue-jobs-in-a-broker.md']);
    assert.deepEqual(relations(engine, 'doc/adr/0003-queue-jobs-in-the-database.md'), ['superseded-by adr-6']);
  });

  it('leaves a bracket and an aside apart: "[1]\\n(see below)", "[x]\\n(a note)"', () => {
    const { engine } = workspace(files('Accepted [1]\n(see below), as agreed [x]\n(a note.md is no path)'));
    assert.deepEqual(cited(engine, 'doc/adr/0003-queue-jobs-in-the-database.md'), []);
  });
});

describe('a wrapped link whose second line starts with inline code', { skip }, () => {
  // alphagov/govuk-infrastructure (docs/architecture/decisions/0004-…): "[ALBs for `Ingress` resources and NLBs for\n
  // `Service` resources](https://…)"; the same shape with a record's file as the target.
  it('is still the link', () => {
    const { engine } = workspace({
      'doc/adr/0001-keep-a-decision-log.md': nygard(1, 'Keep a decision log', 'Accepted'),
      'doc/adr/0002-name-services-by-team.md': nygard(2, 'Name services by team', 'Accepted', 'As [the log that keeps `decisions`\n`close` to code](0001-keep-a-decision-log.md) says.'),
    });
    assert.deepEqual(cited(engine, 'doc/adr/0002-name-services-by-team.md'), ['12: 0001-keep-a-decision-log.md']);
  });
});

describe('"Depreciated" as a status', { skip }, () => {
  // Ensembl/decisions (doc/adr/0014-breakpoints.md): "## Status\n\nDepreciated.", the usual misspelling of deprecated.
  it('is deprecated, as "Superceded" is superseded', () => {
    const { engine } = workspace({ 'doc/adr/0004-pin-the-toolchain.md': nygard(4, 'Pin the toolchain', 'Depreciated.') });
    assert.equal(record(engine, 'doc/adr/0004-pin-the-toolchain.md').lifecycle, 'deprecated');
    assert.deepEqual(findings(engine, 'unknown-status'), []);
  });
});

describe('a Japanese status naming its successor with the English verb', { skip }, () => {
  // shimo4228/claude-harness (docs/adr/0009-…, 0028-…): "accepted（… は維持。…だけ\n[ADR-0035](…) で supersede）",
  // "… は [ADR-0035](…) が supersede": the part named was replaced by ADR-0035, the rest is in force.
  const ja = (n, title, status) => `# ADR-00${n}: ${title}\n\n## Status\n\n${status}\n\n## Context\n\nText.\n\n## Decision\n\nText.\n\n## Consequences\n\nText.\n`;
  const files = (status) => ({
    'docs/adr/0009-gate-the-release.md': ja('09', 'Gate the release', status),
    'docs/adr/0035-remind-before-commit.md': ja(35, 'Remind before commit', 'accepted'),
  });
  const read = (status) => {
    const { engine } = workspace(files(status));
    return [record(engine, 'docs/adr/0009-gate-the-release.md').lifecycle, ...relations(engine, 'docs/adr/0009-gate-the-release.md'), ...findings(engine, 'status-superseded-mismatch')];
  };

  it('reads "で supersede" after the citation as superseded by it, in part when the status keeps the rest', () => {
    assert.deepEqual(read('accepted（リリース判定は維持。承認の段だけ\n[ADR-0035](0035-remind-before-commit.md) で supersede）'), ['accepted', 'superseded-by adr-35 (in part)']);
    assert.deepEqual(read('superseded（[ADR-0035](0035-remind-before-commit.md) で supersede）'), ['superseded', 'superseded-by adr-35']);
  });

  it('reads "が supersede" in the status the same way', () => {
    assert.deepEqual(read('accepted — 判定の段は維持。承認の段は [ADR-0035](0035-remind-before-commit.md) が supersede'), ['accepted', 'superseded-by adr-35 (in part)']);
  });

  it('reads no relation from "が supersede" in prose about two other records', () => {
    const { engine } = workspace({
      ...files('accepted'),
      'docs/adr/0009-gate-the-release.md': ja('09', 'Gate the release', 'accepted').replace('## Context\n\nText.', '## Context\n\n[ADR-0035](0035-remind-before-commit.md) が supersede した記録を読む。'),
    });
    assert.deepEqual(relations(engine, 'docs/adr/0009-gate-the-release.md'), []);
  });
});
