// Discovery on layouts of the seventh audit: a docs folder whose pages carry a "Status:" line that is no decision
// status, sub-folders of a collection that are translations or archives numbering their own series, and pages of a
// numbered collection that are no records (an install how-to, an unaccented French template, an index, an explainer).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadedWorkspace, sourceModule } from './engine-helpers.mjs';

const nygard = (n, title, status = 'Accepted') => `# ${n}. ${title}\n\nDate: 2024-01-02\n\n## Status\n\n${status}\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;
const page = (title, line = '') => `# ${title}\n\n${line}\n\nSome prose about the system.\n`;

test('a docs/architecture folder is no collection when its "Status:" lines hold no status word or only a few pages have one', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/architecture/overview.md': page('Overview', '**Status:** mostly green, two gaps'),
    'docs/architecture/upload-flow.md': page('Upload flow', '- **Status**: chunked plus streaming'),
    'docs/architecture/glossary.md': page('Glossary'),
    'docs/architecture/adrs/0001-use-a-monolith.md': nygard(1, 'Use a monolith'),
    // Two pages with real status words among eight that have none: a docs folder still.
    'doc/architecture/a.md': page('A', 'Status: accepted'),
    'doc/architecture/b.md': page('B', 'Status: draft'),
    ...Object.fromEntries(['c', 'd', 'e', 'f', 'g', 'h'].map((n) => [`doc/architecture/${n}.md`, page(n.toUpperCase())])),
  });
  assert.deepEqual(engine.collections().map((c) => c.dir), ['docs/architecture/adrs']);
  assert.deepEqual(engine.records().map((r) => r.path), ['docs/architecture/adrs/0001-use-a-monolith.md']);
  assert.deepEqual(engine.check().map((d) => `${d.rule} ${d.path}`), []);
});

test('folders found only by their records\' statuses stay collections: a status after a date, in emphasis, in front matter', (t) => {
  const { engine } = loadedWorkspace(t, {
    // adr-tools' first record, its status written after a date, beside a template and one other page.
    'app/docs/architecture/0001-record-architecture-decisions.md': nygard(1, 'Record architecture decisions', '2020-11-23 - Proposed'),
    'app/docs/architecture/adr-template.md': nygard('NUMBER', 'TITLE', '[ISO 8601 Date] - Proposed'),
    'app/docs/architecture/sync.md': page('Sync'),
    'docs/architecture/001-a.md': nygard(1, 'A', '*Accepted and applied in v7*'),
    'docs/architecture/002-b.md': nygard(2, 'B', 'Implemented. Parts were superseded by ADR-003'),
    'docs/architecture/003-c.md': nygard(3, 'C', 'DRAFT'),
    'docs/architecture/004-d.md': nygard(4, 'D', 'Approved/Merged'),
    'docs/architecture-decisions/flag-sets.md': '---\nstatus: accepted\n---\n# Flag sets\n',
    'docs/architecture-decisions/keys.md': '---\nstatus: draft\n---\n# Keys\n',
    'documentation/adr/20221004-use-log4brains.md': '# Use log4brains\n\n- Status: accepted\n',
    'documentation/adr/20221005-use-madr.md': '# Use MADR\n\n- Status: accepted\n',
    'documentation/adr/index.md': '# Decisions\n',
  });
  assert.deepEqual(engine.collections().map((c) => c.dir), ['app/docs/architecture', 'docs/architecture', 'docs/architecture-decisions', 'documentation/adr']);
});

test('a sub-folder that numbers its own series (a translation, an archive) is a collection of its own: no duplicate-number error', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-versionar-apis.md': nygard(1, 'Versionar as APIs', 'Aceito'),
    'docs/adr/0002-nomear-recursos.md': nygard(2, 'Nomear recursos', 'Aceito'),
    'docs/adr/en/0001-version-the-apis.md': nygard(1, 'Version the APIs'),
    'docs/adr/en/0002-name-resources.md': nygard(2, 'Name resources'),
    'docs/architecture/adrs/0001-use-astro.md': nygard(1, 'Use Astro'),
    'docs/architecture/adrs/0002-use-workers.md': nygard(2, 'Use workers'),
    'docs/architecture/adrs/0003-use-d1.md': nygard(3, 'Use D1'),
    'docs/architecture/adrs/deprecated/0001-use-jwt.md': nygard(1, 'Use JWT', 'Deprecated'),
    'samples/adr-001-a.md': nygard('ADR-001', 'A'),
    'samples/adr-002-b.md': nygard('ADR-002', 'B'),
    'samples/pt-BR/adr-001-a.md': nygard('ADR-001', 'A'),
    'samples/pt-BR/adr-002-b.md': nygard('ADR-002', 'B'),
  });
  assert.deepEqual(engine.collections().map((c) => c.dir), [
    'docs/adr', 'docs/adr/en', 'docs/architecture/adrs', 'docs/architecture/adrs/deprecated', 'samples', 'samples/pt-BR',
  ]);
  assert.equal(engine.records().find((r) => r.path === 'docs/adr/en/0002-name-resources.md')?.collection, 'docs/adr/en');
  assert.deepEqual(engine.check().filter((d) => d.severity === 'error' || /duplicate/.test(d.rule)).map((d) => `${d.rule} ${d.path}`), []);
});

test('sub-folders that continue the parent\'s series stay in it; one clash in a category folder is still a duplicate number', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0003-use-x.md': nygard(3, 'Use X'),
    'docs/adr/0004-use-y.md': nygard(4, 'Use Y'),
    // An archive of retired records with the series' own numbers (SAP/cloud-sdk-js "outdated/").
    'docs/adr/outdated/0001-use-a.md': nygard(1, 'Use A', 'Deprecated'),
    'docs/adr/outdated/0002-use-b.md': nygard(2, 'Use B', 'Deprecated'),
    // Category folders of one series, one record numbered twice by mistake.
    'docs/adr/backend/0005-use-postgres.md': nygard(5, 'Use Postgres'),
    'docs/adr/backend/0006-use-kafka.md': nygard(6, 'Use Kafka'),
    'docs/adr/frontend/0004-use-react.md': nygard(4, 'Use React'),
    'docs/adr/frontend/0007-use-vite.md': nygard(7, 'Use Vite'),
    // One folder per record.
    'docs/adr/0008-use-z/README.md': nygard(8, 'Use Z'),
    'docs/adr/0008-use-z/notes.md': '# Notes\n',
  });
  assert.deepEqual(engine.collections().map((c) => c.dir), ['docs/adr']);
  assert.equal(engine.records().length, 9);
  assert.deepEqual(engine.check().filter((d) => d.rule === 'duplicate-number').map((d) => d.path), ['docs/adr/frontend/0004-use-react.md']);
});

test('sub-folders that restart the numbering each make a series of their own, the parent holding none', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/README.md': '# Decisions\n',
    'docs/adr/payments/0001-use-stripe.md': nygard(1, 'Use Stripe'),
    'docs/adr/payments/0002-retry-charges.md': nygard(2, 'Retry charges'),
    'docs/adr/search/0001-use-opensearch.md': nygard(1, 'Use OpenSearch'),
    'docs/adr/search/0002-index-nightly.md': nygard(2, 'Index nightly'),
  });
  assert.deepEqual(engine.collections().map((c) => c.dir), ['docs/adr', 'docs/adr/payments', 'docs/adr/search']);
  assert.deepEqual(engine.check().filter((d) => d.rule === 'duplicate-number'), []);
});

test('pages of a collection that are no records: an install how-to, an unaccented "modele" template, a zero-numbered index or explainer', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-record-decisions.md': nygard(1, 'Record decisions'),
    'docs/adr/0002-pin-actions.md': nygard(2, 'Pin actions'),
    'docs/adr/install.md': '# Installation\n\nInstall the tools with your package manager.\n',
    'docs/decisions/0000-modele-adr.md': '---\nstatut: "{proposé | rejeté | accepté}"\ndate: {AAAA-MM-JJ}\n---\n# {titre}\n\n## Contexte\n\n{texte}\n',
    'docs/decisions/0001-choisir-un-modele.md': nygard(1, 'Choisir un modèle', 'Accepté'),
    'docs/decisions/0002-licence.md': nygard(2, 'Licence', 'Accepté'),
    'docs/ADRs/00-ADR-ExplicacionesBasicas.md': '# ¿Qué es un ADR?\n\nUn documento que describe una decisión.\n',
    'docs/ADRs/01-ADR-usar-postgres.md': nygard(1, 'Usar Postgres', 'Aceptado'),
    'notes/adr/ADR-000-索引.md': '# 索引\n\n- ADR-001\n',
    'notes/adr/ADR-001-撮合.md': nygard('ADR-001', '撮合'),
  });
  const paths = engine.records().map((r) => r.path).sort();
  assert.deepEqual(paths, [
    'docs/ADRs/01-ADR-usar-postgres.md',
    'docs/adr/0001-record-decisions.md',
    'docs/adr/0002-pin-actions.md',
    'docs/decisions/0001-choisir-un-modele.md',
    'docs/decisions/0002-licence.md',
    'notes/adr/ADR-001-撮合.md',
  ]);
  // No record, and not judged: a template, read only for the sections it lays out.
  assert.equal(engine.classify('docs/decisions/0000-modele-adr.md'), 'template');
});

test('template and page names: "modele" and tool words after the template word; zero-numbered pages about the collection', () => {
  const { isTemplateFileName } = sourceModule('engine/discovery/collections.ts');
  for (const name of ['0000-modele-adr.md', 'modele.md', '0000-template-adr.md', 'adr-modele.md', '0000-template-madr-short.md']) assert.ok(isTemplateFileName(name), name);
  for (const name of ['0001-choisir-un-modele.md', '0001-template-engine.md', '0000-madr-template-choice.md', '0003-modele-de-donnees.md']) assert.ok(!isTemplateFileName(name), name);
  const { isRecordFile } = sourceModule('engine/discovery/collections.ts');
  for (const name of ['install.md', 'INSTALL.md', 'installation.md', 'setup.md', 'usage.md', 'contributing.md', 'getting-started.md', 'glossary.md', '000-index.md', 'ADR-000-索引.md', '00-ADR-ExplicaiconesBasicas.md', '0000-adr-introduction.md']) {
    assert.ok(!isRecordFile('docs/adr', `docs/adr/${name}`), name);
  }
  for (const name of ['0000-use-markdown-architectural-decision-records.md', '000-architecture-decision-records.md', '000-technical-review-records.md', '0001-install-with-nix.md', 'flag-set-support.md', 'setup-ci-pipeline.md', '20250826-structural-address-format.md', 'adr-draft-spectrum-spec.md']) {
    assert.ok(isRecordFile('docs/adr', `docs/adr/${name}`), name);
  }
});
