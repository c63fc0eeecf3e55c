// Discovery on layouts met in real repositories: templates named like records ("0000-template.md",
// "adr000-template.md"), collections in "architecture-decision-record(s)/" and "decision-records/" folders, and one
// folder per record ("2022-02-03-integration-testing/README.md", eclipse-edc/Connector).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname } from 'node:path';
import { join } from 'node:path';
import { engineModule, loadedWorkspace, sourceModule } from './engine-helpers.mjs';

function writeWorkspaceOutside(t, files) {
  const dir = mkdtempSync(join(tmpdir(), 'adr-lens-outside-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const nygard = (n, title) => `# ${n}. ${title}\n\nDate: 2024-01-02\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;
const placeholder = '# NUMBER. TITLE\n\nDate: DATE\n\n## Status\n\nSTATUS\n\n## Context\n\nSee ADR-0009.\n';
const madrTemplate = '---\nstatus: "{proposed | rejected | accepted}"\n---\n# {short title}\n\n## Context and Problem Statement\n\n{Describe}\n';

test('template file names: the word "template" after nothing but a number, a placeholder or tool words', () => {
  const { isTemplateFileName } = sourceModule('engine/discovery/collections.ts');
  const templates = [
    'template.md', 'TEMPLATE.md', '_template.md', 'adr-template.md', 'adr_template.md', 'adr-template-minimal.md',
    'adr-template-bare-minimal.md', '0000-template.md', 'adr000-template.md', 'adr-0000-template.md', '0000-adr-template.md',
    'XXXX-template.md', 'nnnn-template.md', 'decision-record-template.md', '0000-use-markdown-architectural-decision-records-template.md',
    'scs-XXXX-vN-decision-record-template.md', '0001-template.md', '0000-madr-template.md', 'template.markdown',
  ];
  const records = [
    '0000-use-markdown-architectural-decision-records.md', '0039-use-apache-velocity-as-template-engine.md',
    '0001-template-engine.md', '0002-use-pull-request-template.md', '0002-use-pull-request-templates.md', 'templates.md',
    'adr001-add-adr-log.md', '0000-madr-template-choice.md', 'phase-01-welcome-email-template.md', 'template.txt',
  ];
  assert.deepEqual(templates.filter((n) => !isTemplateFileName(n)), [], 'templates taken as records');
  assert.deepEqual(records.filter((n) => isTemplateFileName(n)), [], 'records taken as templates');
  // A collection's own template, named by what it is a template of (V-Sekai/manuals): in a collection only. Elsewhere
  // such a name is another kind of template, which may cite decisions.
  for (const n of ['present-proposal-template.md', 'proposal-template.md', 'pull_request_template.md']) {
    assert.ok(isTemplateFileName(n), n);
    assert.ok(!isTemplateFileName(n, false), n);
  }
  assert.ok(!isTemplateFileName('20240621-proposal-template.md'), 'a dated name is a record');
  // A collection's sample record numbered zero (devFancy/springboot-coupon-system's "000-sample-example.md").
  for (const n of ['000-sample-example.md', '0000-example.md']) assert.ok(isTemplateFileName(n) && !isTemplateFileName(n, false), n);
  for (const n of ['0001-example-app.md', '0003-use-sample-data.md', 'docs-examples.md']) assert.ok(!isTemplateFileName(n), n);
});

test('templates named like records are neither records nor judged (0000-template.md, adr000-template.md, MADR adr-template.md)', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0000-template.md': placeholder,
    'docs/adr/0000-adr-template.md': placeholder,
    'docs/adr/TEMPLATE.md': placeholder,
    'docs/adr/_template.md': placeholder,
    'docs/adr/0001-use-adrs.md': nygard(1, 'Use ADRs'),
    'docs/adr/0002-use-velocity-as-template-engine.md': nygard(2, 'Use Velocity as template engine'),
    'docs/architecture-decisions/adr000-template.md': '---\nid: ADR000\ntitle: ADR000: [TITLE]\n---\n\n# ADR000: [TITLE]\n\n## Context\n\nSee ADR-0123.\n',
    'docs/architecture-decisions/adr001-add-adr-log.md': '# ADR001: Add an ADR log\n\n## Status\n\nAccepted\n',
    'docs/architecture-decisions/adr002-catalog-format.md': '# ADR002: Catalog format\n\n## Status\n\nAccepted\n',
    'docs/decisions/adr-template.md': madrTemplate,
    'docs/decisions/0000-use-markdown-architectural-decision-records.md': '---\nstatus: accepted\ndate: 2024-01-02\n---\n# Use Markdown Architectural Decision Records\n\n## Context and Problem Statement\n\nx\n',
  });
  assert.deepEqual(engine.records().map((r) => r.path).sort(), [
    'docs/adr/0001-use-adrs.md',
    'docs/adr/0002-use-velocity-as-template-engine.md',
    'docs/architecture-decisions/adr001-add-adr-log.md',
    'docs/architecture-decisions/adr002-catalog-format.md',
    'docs/decisions/0000-use-markdown-architectural-decision-records.md',
  ]);
  for (const p of ['docs/adr/0000-template.md', 'docs/adr/0000-adr-template.md', 'docs/adr/TEMPLATE.md', 'docs/architecture-decisions/adr000-template.md', 'docs/decisions/adr-template.md']) {
    // No record, and not judged: a template, read only for the sections it lays out.
    assert.equal(engine.classify(p), 'template', p);
  }
  assert.deepEqual(engine.check().filter((d) => /template/.test(d.path)).map((d) => `${d.rule} ${d.path}`), []);
});

test('architecture-decision-record(s)/ and decision-records/ folders are collections (modernisation-platform, dnd-8th-5-backend)', (t) => {
  const { engine } = loadedWorkspace(t, {
    'architecture-decision-record/0001-record-architecture-decisions.md': nygard(1, 'Record architecture decisions'),
    'architecture-decision-record/0002-use-iam-federated-access.md': nygard(2, 'Use IAM federated access'),
    'services/api/architecture-decision-records/readme.md': '# Decisions\n',
    'services/api/architecture-decision-records/templates/template.md': placeholder,
    'services/api/architecture-decision-records/0001-record-architecture-decisions.md': nygard(1, 'Record architecture decisions'),
    'docs/decision-records/use-postgres.md': '# Use Postgres\n\nStatus: Accepted\n',
    'tools/decision-records/0001-first.md': nygard(1, 'First'),
    'notes/decision-records/overview.md': '# Not numbered: not a collection by this name alone\n',
  });
  assert.deepEqual(engine.collections().map((c) => c.dir), [
    'architecture-decision-record',
    'docs/decision-records',
    'services/api/architecture-decision-records',
    'tools/decision-records',
  ]);
  assert.deepEqual(engine.records().map((r) => r.path).sort(), [
    'architecture-decision-record/0001-record-architecture-decisions.md',
    'architecture-decision-record/0002-use-iam-federated-access.md',
    'docs/decision-records/use-postgres.md',
    'services/api/architecture-decision-records/0001-record-architecture-decisions.md',
    'tools/decision-records/0001-first.md',
  ]);
});

const edc = {
  'docs/developer/decision-records/README.md': '# Decision Records\n\n- [Integration Testing](2022-02-03-integration-testing/)\n',
  'docs/developer/decision-records/2022-02-03-integration-testing/README.md': '# Integration testing\n\n## Decision\n\nExtend the JUnit facility.\n',
  'docs/developer/decision-records/2022-02-07-tracing/README.md': '# Tracing\n\n## Decision\n\nUse OpenTelemetry.\n',
  'docs/developer/decision-records/2022-02-07-tracing/transfer_process.png': 'png',
  'docs/developer/decision-records/2022-11-09-api-refactoring/README.md': '# API refactoring\n\nSee [renaming](renaming.md).\n',
  'docs/developer/decision-records/2022-11-09-api-refactoring/renaming.md': '# Renaming\n\nA table of renamed endpoints.\n',
  'docs/developer/decision-records/2022-11-09-api-refactoring/documentation.md': '# Documentation\n',
  'docs/developer/decision-records/2022-11-09-api-refactoring/notes/more.md': '# More notes\n',
};

test('one folder per record: a dated or numbered folder holding README.md is the record, its other Markdown attachments', (t) => {
  const { engine } = loadedWorkspace(t, {
    ...edc,
    'docs/adr/0001-use-adrs.md': nygard(1, 'Use ADRs'),
    'docs/adr/0002-use-kafka/index.md': nygard(2, 'Use Kafka'),
    'docs/adr/0002-use-kafka/benchmark.md': '# Benchmark\n',
    'docs/adr/0003-use-x/README.md': nygard(3, 'Use X'),
    'docs/adr/0003-use-x/index.md': '# Generated page\n',
  });
  assert.deepEqual(engine.collections().map((c) => c.dir), ['docs/adr', 'docs/developer/decision-records']);
  assert.deepEqual(engine.records().map((r) => r.path).sort(), [
    'docs/adr/0001-use-adrs.md',
    'docs/adr/0002-use-kafka/index.md',
    'docs/adr/0003-use-x/README.md',
    'docs/developer/decision-records/2022-02-03-integration-testing/README.md',
    'docs/developer/decision-records/2022-02-07-tracing/README.md',
    'docs/developer/decision-records/2022-11-09-api-refactoring/README.md',
  ]);
  for (const p of ['docs/developer/decision-records/2022-11-09-api-refactoring/renaming.md', 'docs/developer/decision-records/2022-11-09-api-refactoring/notes/more.md', 'docs/adr/0002-use-kafka/benchmark.md', 'docs/adr/0003-use-x/index.md']) {
    assert.notEqual(engine.classify(p), 'record', p);
  }
  // (Here the titles carry the numbers; ids from the folder name alone are the todo test below.)
  assert.deepEqual(engine.records().filter((r) => r.path.startsWith('docs/adr/')).map((r) => r.id), ['ADR-0001', 'ADR-0002', 'ADR-0003']);
});

test('one folder per record: ids follow the folder name, an ISO date is no number', (t) => {
  const { engine } = loadedWorkspace(t, { ...edc, 'docs/adr/0001-use-adrs.md': nygard(1, 'Use ADRs'), 'docs/adr/0002-use-kafka/README.md': '# Use Kafka\n\n## Status\n\nAccepted\n' });
  assert.equal(engine.records().find((r) => r.path === 'docs/adr/0002-use-kafka/README.md')?.id, 'ADR-0002');
  const ids = engine.records().filter((r) => r.collection === 'docs/developer/decision-records').map((r) => r.id);
  assert.equal(new Set(ids).size, ids.length, `ids are unique: ${ids}`);
  assert.ok(ids.includes('2022-02-07-tracing'), `${ids}`);
  assert.deepEqual(engine.check().filter((d) => /duplicate/.test(d.rule)).map((d) => `${d.rule} ${d.path}`), []);
});

test('other layouts keep their records: numbered category folders, a record-named folder without README, the collection README', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/README.md': '# Decisions\n',
    'docs/adr/01-backend/0001-use-postgres.md': nygard(1, 'Use Postgres'),
    'docs/adr/01-backend/0002-use-kafka.md': nygard(2, 'Use Kafka'),
    'docs/adr/02-frontend/README.md': '# Frontend decisions\n\n- [3](0003-use-react.md)\n',
    'docs/adr/02-frontend/0003-use-react.md': nygard(3, 'Use React'),
    'docs/adr/0004-use-x/decision.md': nygard(4, 'Use X'),
    'docs/adr/2023/0005-use-y.md': nygard(5, 'Use Y'),
    'docs/adr/2024/README.md': '# Decisions of 2024\n',
  });
  const paths = engine.records().map((r) => r.path);
  for (const p of ['docs/adr/01-backend/0001-use-postgres.md', 'docs/adr/01-backend/0002-use-kafka.md', 'docs/adr/02-frontend/0003-use-react.md', 'docs/adr/0004-use-x/decision.md', 'docs/adr/2023/0005-use-y.md']) {
    assert.ok(paths.includes(p), `${p} in ${paths}`);
  }
  assert.ok(!paths.includes('docs/adr/README.md') && !paths.includes('docs/adr/2024/README.md'), `${paths}`);
});

test('a README.md added to or removed from a record folder turns its other Markdown into attachments and back', (t) => {
  const { root, engine } = loadedWorkspace(t, {
    'docs/adr/0001-use-adrs.md': nygard(1, 'Use ADRs'),
    'docs/adr/0002-use-kafka/notes.md': '# Notes on Kafka\n',
  });
  const recordPaths = () => engine.records().map((r) => r.path).sort();
  assert.deepEqual(recordPaths(), ['docs/adr/0001-use-adrs.md', 'docs/adr/0002-use-kafka/notes.md']);
  writeFileSync(join(root, 'docs/adr/0002-use-kafka/README.md'), nygard(2, 'Use Kafka'));
  assert.equal(engine.update('docs/adr/0002-use-kafka/README.md').recordsChanged, true);
  assert.deepEqual(recordPaths(), ['docs/adr/0001-use-adrs.md', 'docs/adr/0002-use-kafka/README.md']);
  rmSync(join(root, 'docs/adr/0002-use-kafka/README.md'));
  assert.equal(engine.update('docs/adr/0002-use-kafka/README.md').recordsChanged, true);
  assert.deepEqual(recordPaths(), ['docs/adr/0001-use-adrs.md', 'docs/adr/0002-use-kafka/notes.md']);
});

test('a folder named like a collection holds unnumbered records when they declare a status; other folders do not', (t) => {
  const record = (title, status) => `---\nstatus: ${status}\ncreated: 2026-04-01\nauthor: "@toddbaert"\n---\n# ${title}\n\n## Context and Problem Statement\n\nx\n\n## Decision Outcome\n\ny\n`;
  const { engine } = loadedWorkspace(t, {
    'docs/architecture-decisions/flag-set-support.md': record('Flag set support', 'accepted'),
    'docs/architecture-decisions/duplicate-flag-keys.md': record('Duplicate flag keys', 'proposed'),
    'docs/architecture-decisions/README.md': '# Decisions\n\nStatus: see each record.\n',
    'docs/guides/setup.md': '---\nstatus: draft\n---\n# Setup\n',
    'docs/guides/usage.md': '---\nstatus: draft\n---\n# Usage\n',
    'architecture/decisions/notes.md': '# Notes\n\nNo status here.\n',
    'architecture/decisions/more-notes.md': '# More notes\n',
  });
  assert.deepEqual(engine.collections().map((c) => c.dir), ['docs/architecture-decisions']);
  assert.deepEqual(engine.list().items.map((d) => `${d.id} ${d.lifecycle}`), ['duplicate-flag-keys proposed', 'flag-set-support accepted']);
});

test('docs/architecture and decision-log folders are collections when their records declare statuses; index pages and resources are not records', (t) => {
  const adr = (n, title) => `# ${n}. ${title}\n\nDate: 2024-01-02\n\n## Status\n\nAccepted\n\n## Context\n\nx\n`;
  const { engine } = loadedWorkspace(t, {
    'app/docs/architecture/0001-record-architecture-decisions.md': adr(1, 'Record architecture decisions'),
    'docs/architecture-decision-log/0001-modular-monolith.md': adr(1, 'Modular monolith'),
    'docs/architecture-decision-log/0002-cqrs.md': adr(2, 'CQRS'),
    'guide/docs/architecture/01_introduction.md': '# Introduction and goals\n\nArc42 chapter one.\n',
    'guide/docs/architecture/02_constraints.md': '# Constraints\n\nArc42 chapter two.\n',
    'docs/decisions/000-index.md': '# Index\n\n- [ADR-1](001-a.md)\n',
    'docs/decisions/001-a.md': adr(1, 'A'),
    'docs/decisions/resources/ADR-1/profile-files.md': '# Profile files\n\nNotes for ADR-1.\n',
  });
  assert.deepEqual(engine.collections().map((c) => c.dir), ['app/docs/architecture', 'docs/architecture-decision-log', 'docs/decisions']);
  assert.deepEqual(engine.records().map((r) => r.path).sort(), [
    'app/docs/architecture/0001-record-architecture-decisions.md',
    'docs/architecture-decision-log/0001-modular-monolith.md',
    'docs/architecture-decision-log/0002-cqrs.md',
    'docs/decisions/001-a.md',
  ]);
});

test('a workspace that is itself a collection ("adr-lens check --root docs/adr") reads its records; a folder of notes does not', (t) => {
  const rec = (n, title) => `# ${n}. ${title}\n\nDate: 2024-01-01\n\n## Status\n\nAccepted\n`;
  const { engine } = loadedWorkspace(t, { '0001-record-architecture-decisions.md': rec(1, 'Record architecture decisions'), '0002-use-x.md': rec(2, 'Use X'), 'README.md': '# Decisions\n' });
  assert.deepEqual(engine.collections().map((c) => c.dir), ['']);
  assert.deepEqual(engine.list().items.map((d) => d.id), ['ADR-0001', 'ADR-0002']);
  // Numbered notes without statuses are not decisions.
  const notes = loadedWorkspace(t, { '01-intro.md': '# Intro\n\nText.\n', '02-setup.md': '# Setup\n\nText.\n' });
  assert.deepEqual(notes.engine.collections(), []);
});

test('a link to a folder record\'s page on the code host ("…/tree/main/docs/decision-records/2022-02-03-x") cites that record', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/decision-records/2022-02-03-tracing/README.md': '# Tracing\n\n## Decision\n\nWe trace.\n',
    'docs/decision-records/2023-01-01-metrics/README.md': '# Metrics\n\n## Decision\n\nWe count.\n',
    'extensions/callback/README.md': 'See the [decision record](https://github.com/acme/connector/tree/main/docs/decision-records/2022-02-03-tracing).\n',
  });
  const record = engine.records().find((r) => r.path.includes('tracing'));
  assert.deepEqual(engine.getDecision(record.id).citedBy.map((c) => c.path), ['extensions/callback/README.md']);
  assert.match(engine.codeLenses('extensions/callback/README.md')[0]?.title ?? '', /Governed by 2022-02-03-tracing/);
});

test('symlinks out of the workspace are not part of it: a linked record or folder outside is never read nor served', (t) => {
  const outside = writeWorkspaceOutside(t, { 'secret.md': '# 9. Secret\n\n## Status\n\nAccepted\n\npassword=hunter2\n', 'more/0003-x.md': '# 3. X\n\n## Status\n\nAccepted\n' });
  const { root } = loadedWorkspace(t, { 'docs/adr/0001-a.md': '# 1. A\n\n## Status\n\nAccepted\n', 'docs/notes.md': 'Inside.\n' });
  symlinkSync(join(outside, 'secret.md'), join(root, 'docs/adr/0002-notes.md'));
  symlinkSync(join(outside, 'more'), join(root, 'docs/adr/linked'));
  symlinkSync(join(root, 'docs/notes.md'), join(root, 'docs/adr/0004-inside.md'));
  const engine = engineModule.createEngine({ root, cache: false });
  engine.load();
  assert.deepEqual(engine.records().map((r) => r.path).sort(), ['docs/adr/0001-a.md', 'docs/adr/0004-inside.md']);
  assert.equal(engine.getDecision('ADR-0002'), undefined);
  assert.doesNotMatch(JSON.stringify(engine.search('hunter2')), /hunter2/);
  // Told of the link later, as a file watcher would: still not read.
  engine.update('docs/adr/0002-notes.md');
  assert.equal(engine.getDecision('ADR-0002'), undefined);
});

test('one category record ("ADR-SEC-001-x.md") among records named by number alone does not rename the collection', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-retry-calls.md': nygard(1, 'Retry calls'),
    'docs/adr/0002-cache-tokens.md': nygard(2, 'Cache tokens'),
    'docs/adr/ADR-SEC-001-keycloak.md': nygard('ADR-SEC-001', 'Keycloak'),
    'src/a.ts': '// ADR-0002 and ADR-SEC-001\n',
  });
  assert.deepEqual(engine.records().map((d) => d.id), ['ADR-0001', 'ADR-SEC-001', 'ADR-0002']);
  assert.deepEqual(engine.check().map((d) => `${d.rule} ${d.path}`), []);
  // Records that all carry categories keep the most used one, as before.
  const { engine: series } = loadedWorkspace(t, {
    'docs/adr/ADR-SEC-001-a.md': nygard('ADR-SEC-001', 'A'),
    'docs/adr/ADR-SEC-002-b.md': nygard('ADR-SEC-002', 'B'),
    'docs/adr/ADR-OPS-001-c.md': nygard('ADR-OPS-001', 'C'),
  });
  assert.equal(series.collections()[0].prefix, 'ADR-SEC');
});

test('an .adr-dir naming a hidden folder (".adr") is followed: its records are found, and a new one is classified a record', (t) => {
  const { engine } = loadedWorkspace(t, {
    '.adr-dir': '.adr\n',
    '.adr/0001-keep-a-log.md': nygard(1, 'Keep a log'),
    '.adr/0002-use-queues.md': nygard(2, 'Use queues'),
    '.other/0003-not-a-record.md': nygard(3, 'Hidden elsewhere'),
  });
  assert.deepEqual(engine.records().map((r) => r.path), ['.adr/0001-keep-a-log.md', '.adr/0002-use-queues.md']);
  assert.equal(engine.classify('.adr/0003-next.md'), 'record');
});
