// Record metadata kept in tables, in the shapes real repositories write them (fixtures written for these tests): a
// proposal series whose reStructuredText pages open with a ".. list-table::" or a grid table of fields
// (openedx/openedx-proposals' OEPs, "oeps/<area>/oep-0045-x.rst"), and AsciiDoc design documents whose metadata
// table puts each cell on a line of its own (in-toto/ITE's "ITE/<n>/README.adoc").
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const find = (engine, path) => engine.records().find((r) => r.path === path);
const fieldsOf = (r) => ({ id: r.id, title: r.title?.value, status: r.status?.value, lifecycle: r.lifecycle, dates: r.dates.map((d) => d.iso) });

/** An OEP page whose header is a list-table, one row a "* - key" line over a "  - value" line. */
const listTableOep = (n, title, rows) =>
  `.. _OEP-${n} ${title}:\n\nOEP-${n}: ${title}\n${'#'.repeat(title.length + 8)}\n\n.. list-table::\n   :widths: 25 75\n\n` +
  rows.map(([k, v]) => `   * - ${k}\n     - ${v}\n`).join('') +
  `\nAbstract\n********\n\nWe cache the pages.\n\nSpecification\n*************\n\nEvery page is cached for an hour.\n`;

/** An OEP page whose header is a grid table ("+----+----+" borders between "| key | value |" rows). */
const gridTableOep = (n, title, rows) => {
  const border = `+${'-'.repeat(15)}+${'-'.repeat(50)}+`;
  return `.. _OEP-${n} ${title}:\n\nOEP-${n}: ${title}\n${'#'.repeat(title.length + 8)}\n\n${border}\n` +
    rows.map(([k, v]) => `| ${k.padEnd(14)}| ${v.padEnd(49)}|\n${border}\n`).join('') +
    `\nAbstract\n********\n\nWe sign the builds.\n\nSpecification\n*************\n\nEvery build is signed.\n`;
};

const oeps = {
  'oeps/architecture/oep-0012-arch-cache.rst': listTableOep(12, 'Cache rendered pages', [['Status', 'Accepted'], ['Created', '2021-03-04'], ['Type', 'Architecture']]),
  'oeps/architecture/oep-0014-arch-sign.rst': gridTableOep(14, 'Sign the builds', [['Title', 'Sign the builds'], ['Status', 'Provisional'], ['Created', '2022-05-06']]),
  'oeps/archived/oep-0007-bp-old-cache.rst': gridTableOep(7, 'Cache in memory', [['Status', 'Replaced by :ref:`OEP-12 <OEP-12 Cache rendered pages>`'], ['Created', '2016-01-02']]),
  'oeps/best-practices/oep-0016-bp-logs.rst': listTableOep(16, 'Write structured logs', [['Status', 'Needs Revision'], ['Created', '2023-07-08'], ['Replaces', ':ref:`OEP-7 <OEP-7 Cache in memory>`']]),
};

describe('reStructuredText proposals whose fields are a table (OEPs)', { skip }, () => {
  it('reads the rows of a list-table as the header fields', () => {
    const { engine } = workspace({ ...oeps, '.adr-lens.json': JSON.stringify({ collections: ['oeps/architecture', 'oeps/archived', 'oeps/best-practices'], idPrefixes: ['OEP'] }) });
    assert.deepEqual(fieldsOf(find(engine, 'oeps/architecture/oep-0012-arch-cache.rst')), { id: 'OEP-0012', title: 'Cache rendered pages', status: 'Accepted', lifecycle: 'accepted', dates: ['2021-03-04'] });
    const r = find(engine, 'oeps/architecture/oep-0012-arch-cache.rst');
    // The value's place is the RST file's own: "Accepted" on the row's second line.
    assert.deepEqual(r.status.range.start, { line: 9, character: 7 });
  });

  it('reads the rows of a grid table as the header fields', () => {
    const { engine } = workspace({ ...oeps, '.adr-lens.json': JSON.stringify({ collections: ['oeps/architecture', 'oeps/archived', 'oeps/best-practices'], idPrefixes: ['OEP'] }) });
    assert.deepEqual(fieldsOf(find(engine, 'oeps/architecture/oep-0014-arch-sign.rst')), { id: 'OEP-0014', title: 'Sign the builds', status: 'Provisional', lifecycle: 'proposed', dates: ['2022-05-06'] });
  });

  it('reads "Replaced by" in the status row and a "Replaces" row as the supersede, both ways', () => {
    const { engine } = workspace({ ...oeps, '.adr-lens.json': JSON.stringify({ collections: ['oeps/architecture', 'oeps/archived', 'oeps/best-practices'], idPrefixes: ['OEP'] }) });
    const old = find(engine, 'oeps/archived/oep-0007-bp-old-cache.rst');
    assert.equal(old.lifecycle, 'superseded');
    assert.deepEqual(old.relations.filter((x) => x.kind === 'superseded-by').map((x) => x.targetKey), ['oep-12']);
    const logs = find(engine, 'oeps/best-practices/oep-0016-bp-logs.rst');
    assert.deepEqual(logs.relations.filter((x) => x.kind === 'supersedes').map((x) => x.targetKey), ['oep-7']);
  });

  it('finds the OEPs without configuration, numbered by their "oep-" prefix', () => {
    const { engine } = workspace(oeps);
    const listed = engine.records().map((r) => `${r.id} ${r.status?.value}`).sort();
    assert.deepEqual(listed, ['OEP-0007 Replaced', 'OEP-0012 Accepted', 'OEP-0014 Provisional', 'OEP-0016 Needs Revision'].sort());
  });

  it('keeps the decisions an OEP holds in its own folder as they were', () => {
    const decision = (n, title) => `${n}. ${title}\n${'#'.repeat(title.length + 4)}\n\nStatus\n******\n\nAccepted\n\nContext\n*******\n\nWhy.\n\nDecision\n********\n\nWhat.\n`;
    const { engine } = workspace({
      ...oeps,
      'oeps/architecture/oep-0012/decisions/0001-use-a-cdn.rst': decision(1, 'Use a CDN'),
      'oeps/architecture/oep-0012/decisions/0002-purge-on-write.rst': decision(2, 'Purge on write'),
    });
    const adr = find(engine, 'oeps/architecture/oep-0012/decisions/0002-purge-on-write.rst');
    assert.deepEqual([adr.id, adr.title.value, adr.lifecycle], ['ADR-0002', 'Purge on write', 'accepted']);
    // They are ADRs, not proposals: held to their template's sections (this one has no Consequences).
    const missing = engine.check().filter((d) => d.path === adr.path && d.rule === 'missing-sections');
    assert.equal(missing.length, 1, JSON.stringify(engine.check().filter((d) => d.path === adr.path).map((d) => d.message)));
    assert.match(missing[0].message, /Consequences/);
  });

  it('leaves a list-table of more than two columns alone', () => {
    const page = `OEP-20: Roles\n#############\n\n.. list-table::\n\n   * - Status\n     - Accepted\n     - Draft\n   * - Created\n     - 2020-01-01\n     - 2020-02-02\n\nAbstract\n********\n\nRoles.\n`;
    const { engine } = workspace({ 'oeps/processes/oep-0020-roles.rst': page, '.adr-lens.json': JSON.stringify({ collections: ['oeps/processes'], idPrefixes: ['OEP'] }) });
    const r = find(engine, 'oeps/processes/oep-0020-roles.rst');
    assert.equal(r.status, undefined);
  });
});

/** An ITE: a title, attributes, then a metadata table whose cells stand one to a line, a blank line between rows. */
const ite = (n, status, created) =>
  `= ITE-${n}: Attest the builds\n:toc: preamble\n\n.Metadata\n[cols="2"]\n|===\n| ITE\n| ${n}\n\n| Title\n| Attest the builds\n\n| Status\n| ${status}\n\n| Type\n| Standards\n\n| Created\n| ${created}\n\n|===\n\n[[abstract]]\n== Abstract\n\nWe attest every build.\n\n== Specification\n\nThe attestation is signed.\n`;

describe('AsciiDoc design documents whose fields are a table of one cell a line (ITEs)', { skip }, () => {
  const config = JSON.stringify({ collections: ['ITE'], idPrefixes: ['ITE'] });

  it('reads the status and the date from the table', () => {
    const { engine } = workspace({ 'ITE/1/README.adoc': ite(1, 'Accepted ', '2019-09-30'), 'ITE/2/README.adoc': ite(2, 'Draft', '2023-01-07'), '.adr-lens.json': config });
    const one = find(engine, 'ITE/1/README.adoc');
    assert.deepEqual([one.status?.value, one.lifecycle, one.dates.map((d) => d.iso)], ['Accepted', 'accepted', ['2019-09-30']]);
    assert.deepEqual(one.status.range.start, { line: 13, character: 2 });
    const two = find(engine, 'ITE/2/README.adoc');
    assert.deepEqual([two.status?.value, two.lifecycle], ['Draft', 'proposed']);
  });

  it('reads a row written on one line ("| Status | Accepted") the same way', () => {
    const page = ite(3, 'Draft', '2020-01-01').replace('| Status\n| Draft\n', '| Status | Accepted\n');
    const { engine } = workspace({ 'ITE/3/README.adoc': page, '.adr-lens.json': config });
    assert.equal(find(engine, 'ITE/3/README.adoc').status?.value, 'Accepted');
  });
});

describe('reStructuredText indirect targets', { skip }, () => {
  it('reads ".. _Name: `other-target`_" as a name for another target, no file to link', () => {
    const page = listTableOep(21, 'Report security issues', [['Status', 'Accepted'], ['Created', '2022-10-25']]) + '\nSee the `Releases`_.\n\n.. _release-notes:\n\nNotes.\n\n.. _Releases: `release-notes`_\n';
    const { engine } = workspace({ 'oeps/processes/oep-0021-proc-security.rst': page, '.adr-lens.json': JSON.stringify({ collections: ['oeps/processes'], idPrefixes: ['OEP'] }) });
    assert.deepEqual(engine.check().filter((d) => d.rule === 'broken-link').map((d) => d.message), []);
  });
});
