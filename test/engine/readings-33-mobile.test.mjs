// Readings checked against mobile and client-app repositories in session 33, each in the shape those records take
// (fixtures written for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const nygard = (n, title, status = 'Accepted') =>
  `# ${n}. ${title}\n\nDate: 2024-01-0${n}\n\n## Status\n\n${status}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nThen.\n`;
const read = (files) => workspace(files).engine.records();
const brief = (r) => [r.path.split('/').pop(), r.id, r.title.value, r.status?.value ?? null, r.lifecycle];
const on = (list, path) => list.filter((d) => d.path === path).map((d) => d.rule);

describe('a folder named for architecture design records', { skip }, () => {
  it('finds MADR files in architecture-design-record/', () => {
    const madr = (n, title) => `---\nStatus: Decided\n---\n# MADR_0${n} - ${title}\n\n## Context and Problem Statement\n\nWhy.\n\n## Decision Outcome\n\nWhat.\n`;
    const records = read({
      'documents/architecture-design-record/MADR_01 - App Pattern.md': madr(1, 'App Pattern'),
      'documents/architecture-design-record/MADR_02 - Storage.md': madr(2, 'Storage'),
      'documents/architecture-design-record/MADR_03 - Navigation.md': madr(3, 'Navigation'),
    });
    assert.deepEqual(records.map((r) => [r.path.split('/').pop(), r.lifecycle]), [
      ['MADR_01 - App Pattern.md', 'accepted'],
      ['MADR_02 - Storage.md', 'accepted'],
      ['MADR_03 - Navigation.md', 'accepted'],
    ]);
  });
});

describe('AsciiDoc records loose in docs/', { skip }, () => {
  const adoc = (n, title) => `= ADR 00${n} - ${title}\n\n== Context\n\nWhy.\n\n== Decision\n\nWhat.\n`;
  it('takes numbered pages whose titles all say "ADR NNN", beside an XXX template, as a collection', () => {
    const records = read({
      'docs/001-ci.adoc': adoc(1, 'CI strategy'),
      'docs/002-db.adoc': adoc(2, 'Database'),
      'docs/003-ui.adoc': adoc(3, 'UI layer'),
      'docs/XXX-template.adoc': '= ADR XXX - Title\n\n== Decision\n',
      'docs/setup.adoc': '= Setup\n\nInstall it.\n',
    });
    assert.deepEqual(records.map((r) => r.path), ['docs/001-ci.adoc', 'docs/002-db.adoc', 'docs/003-ui.adoc']);
  });

  it('leaves numbered AsciiDoc chapters alone', () => {
    const records = read({
      'docs/01-intro.adoc': '= Introduction\n\nHello.\n',
      'docs/02-install.adoc': '= Installation\n\nSteps.\n',
      'docs/03-usage.adoc': '= Usage\n\nRun it.\n',
    });
    assert.deepEqual(records.map((r) => r.path), []);
  });
});

describe('titles', { skip }, () => {
  it("a heading that is only the file's name gives the slug, without the number or the extension", () => {
    const records = read({
      'docs/adr/0001-shared-core.md': '### 📄 0001-shared-core.md\n\n**Status:** Accepted\n\n**Context:** Two apps.\n\n**Decision:** One core.\n',
      'docs/adr/0002-shared-view-models.md': '### 📄 0002-shared-view-models.md\n\n**Status:** Accepted\n\n**Context:** One UI layer on two platforms.\n\n**Decision:** View models live in the shared module.\n',
    });
    assert.deepEqual(records.map((r) => r.title.value), ['Shared core', 'Shared view models']);
  });

  it('a first H1 that is only the kind word is a label; the next H1 is the title', () => {
    const rfc = (date, title) => `# ${title}\n\n- Start Date: ${date}\n- Status: **Active**\n\n## Summary\n\nText.\n`;
    const records = read({
      'README.md': '# RFCs\n\nProposals for the project.\n',
      '0000-template.md': '# RFC Template\n\n- Start Date: (fill me in)\n',
      'text/0001-menus.md': rfc('2025-01-01', 'Menus'),
      'text/0002-tray.md': rfc('2025-02-01', 'Tray icons'),
      'text/0003-clipboard.md': '# RFC\n\n- Start Date: 2025-08-07\n- Status: **Active**\n\n# Clipboard rework\n\n## Summary\n\nText.\n',
    });
    assert.deepEqual(records.find((r) => r.path === 'text/0003-clipboard.md').title.value, 'Clipboard rework');
  });
});

describe('files named by month and day', { skip }, () => {
  const files = {
    'ADR/README.md': '# Decision records\n\nRecords are named by the day they were started and their topic.\n',
    'ADR/3-14-cache.md': '# Cache\n\nWe keep a local cache.\n',
    'ADR/10-2-logging.md': '# Logging\n\nWe log to stdout.\n',
    'ADR/10-2-retries.md': '# Retries\n\nWe retry three times.\n',
  };
  it('are not numbered records, and two started on the same day are no duplicate', () => {
    const { engine } = workspace(files);
    const records = engine.records();
    assert.equal(records.length, 3);
    assert.ok(records.every((r) => !/^ADR-(3|10)$/.test(r.id)), JSON.stringify(records.map((r) => r.id)));
    assert.deepEqual(engine.check().filter((d) => d.rule === 'duplicate-number'), []);
  });

  it('numbered records with small numbers stay numbered', () => {
    const records = read({
      'docs/adr/1-use-x.md': nygard(1, 'Use X'),
      'docs/adr/2-use-y.md': nygard(2, 'Use Y'),
      'docs/adr/3-use-z.md': nygard(3, 'Use Z'),
    });
    assert.deepEqual(records.map((r) => r.id), ['ADR-1', 'ADR-2', 'ADR-3']);
  });
});

describe('templates', { skip }, () => {
  it('0000-template-<word>-adr.md is the template, not a record', () => {
    const { engine } = workspace({
      'docs/adr/0001-use-x.md': nygard(1, 'Use X'),
      'docs/adr/0000-template-lightweight-adr.md':
        '# Decision record template\n\nWrite these sections:\n\n# Title\n\n## Status\n\nWhat is the status, such as proposed or accepted?\n',
    });
    assert.deepEqual(engine.records().map((r) => r.path), ['docs/adr/0001-use-x.md']);
    assert.deepEqual(on(engine.check(), 'docs/adr/0000-template-lightweight-adr.md'), []);
  });
});

describe('dated status logs without a colon', { skip }, () => {
  const record = (log) => `# 1. Use widgets\n\nDate: 2023-05-30\n\n## Status\n\n${log}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nThen.\n`;
  for (const [name, log] of [
    ['a blank line between entries', '2023-05-30 proposed\n\n2023-06-02 deprecated'],
    ['one entry a line', '2023-05-30 proposed\n2023-06-02 deprecated'],
    ['bulleted entries', '- 2023-05-30 proposed\n- 2023-06-02 deprecated'],
  ]) {
    it(`reads the last entry (${name})`, () => {
      const [r] = read({ 'docs/adr/0001-use-widgets.md': record(log) });
      assert.equal(r.lifecycle, 'deprecated');
    });
  }

  it('a single entry is read as before', () => {
    const [r] = read({ 'docs/adr/0001-use-widgets.md': record('2023-05-30 accepted') });
    assert.equal(r.lifecycle, 'accepted');
  });
});

describe('a kind word before the colon of a title', { skip }, () => {
  it('"# RFC: …" names the kind, not the status', () => {
    const rfc = (n, title) => `---\ntitle: ${title}\ndate: 2022-09-0${n}\n---\n# RFC00${n}: ${title}\n\n## Summary\n\nText.\n`;
    const records = read({
      'proposals/0043-a.md': rfc(43 - 40, 'Smaller bundles'),
      'proposals/0044-b.md': rfc(44 - 40, 'Typed events'),
      'proposals/0042-faster-start.md': '---\ntitle: Faster start\ndate: 2022-09-09\n---\n# RFC: faster start for the runtime\n\n## Summary\n\nText.\n',
    });
    const r = records.find((x) => x.path === 'proposals/0042-faster-start.md');
    assert.equal(r.status?.value ?? null, null);
    assert.equal(r.lifecycle, records.find((x) => x.path === 'proposals/0043-a.md').lifecycle);
  });
});
