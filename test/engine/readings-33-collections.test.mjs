// Collections of decision records that discovery did not find, checked against real repositories in session 33 (fixtures
// written for these tests, in the shapes those repositories keep).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const listed = (files) =>
  workspace(files)
    .engine.records()
    .map((r) => [r.path, r.lifecycle])
    .sort((a, b) => a[0].localeCompare(b[0]));

describe('record folders under a folder of any name', { skip }, () => {
  const rfc = (n, title, status) => `# Project RFC ${n}: ${title}\n- Status: [${status}](/README.md#${status.toLowerCase()})\n- Start Date: 2020-02-02\n\n## Summary\n\nWhy.\n`;

  it('reads numbered record folders whose pages declare statuses (hyperledger/aries-rfcs: concepts/0003-x/README.md)', () => {
    const files = {
      'concepts/0042-widgets/README.md': rfc('0042', 'Widgets', 'ACCEPTED'),
      'concepts/0043-gadgets/README.md': rfc('0043', 'Gadgets', 'ADOPTED'),
      'concepts/0044-sprockets/README.md': rfc('0044', 'Sprockets', 'PROPOSED'),
      'concepts/0044-sprockets/diagram.md': 'A drawing.\n',
      'README.md': '# RFCs\n\nThe process.\n',
    };
    assert.deepEqual(listed(files), [
      ['concepts/0042-widgets/README.md', 'accepted'],
      ['concepts/0043-gadgets/README.md', 'accepted'],
      ['concepts/0044-sprockets/README.md', 'proposed'],
    ]);
  });

  it('leaves numbered folders of guides alone: their pages state no status', () => {
    const files = {
      'tutorials/01-setup/README.md': '# Setup\n\nInstall it.\n',
      'tutorials/02-first-steps/README.md': '# First steps\n\nRun it.\n',
      'tutorials/03-next-steps/README.md': '# Next steps\n\nStatus of the project: fine.\n',
    };
    assert.deepEqual(listed(files), []);
  });
});

describe('record folders named by a long number alone', { skip }, () => {
  const adr = (id, title, state) => `---\nid: '${id}'\ntitle: ${title}\nstate: ${state}\ncreated: 2023-01-05\n---\n\n# ${title}\n\n## Context\n\nWhy.\n`;

  it('reads "src/adrs/4820193756/README.md" with its state in front matter (straw-hat-team/adr)', () => {
    const files = {
      'src/adrs/4820193756/README.md': adr('4820193756', 'Prefer tabs', 'Approved'),
      'src/adrs/1029384756/README.md': adr('1029384756', 'Prefer spaces', 'Rejected'),
      'src/index.md': '# Our decisions\n',
    };
    assert.deepEqual(listed(files), [
      ['src/adrs/1029384756/README.md', 'rejected'],
      ['src/adrs/4820193756/README.md', 'accepted'],
    ]);
  });

  it('leaves year folders alone ("notes/2023/README.md")', () => {
    const files = {
      'adrs/2023/README.md': '# What we did in 2023\n',
      'adrs/2024/README.md': '# What we did in 2024\n',
    };
    assert.deepEqual(listed(files), []);
  });
});

describe('record folders named by their subject', { skip }, () => {
  const rfc = (title, state) => `---\ncreation_date: 2023-02-01\nowners:\n- someone\nstate: ${state}\nsummary: ${title} in a line.\n---\n\n# ${title}\n\n## Problem statement\n\nWhy.\n`;

  it('reads a repository of RFCs kept as "<subject>/README.md" with "state:" in front matter (giantswarm/rfc)', () => {
    const files = {
      'README.md': '# rfc\n\nOur RFCs.\n',
      'app-naming/README.md': rfc('Name apps by team', 'approved'),
      'cluster-upgrades/README.md': rfc('Upgrade clusters on a schedule', 'review'),
      'mail-routing/README.md': rfc('Route mail to chat', 'obsolete'),
      'mail-routing/diagram.md': 'A drawing.\n',
      'template/README.md': rfc('Title', 'review'),
      '.github/README.md': '# CI\n',
    };
    assert.deepEqual(listed(files), [
      ['app-naming/README.md', 'accepted'],
      ['cluster-upgrades/README.md', 'proposed'],
      ['mail-routing/README.md', 'deprecated'],
    ]);
  });

  it('reads "doc/<subject>/index.md" pages with bold status and date lines, at two depths (GIG-Cymru-NHS-Wales)', () => {
    const record = (title, status) => `# ${title}\n\n**Status**: ${status}\n**Date**: 2025-03-01\n\n## Situation - Context and Problem Statement\n\nWhy.\n`;
    const files = {
      'mkdocs.yml': 'docs_dir: doc\n',
      'doc/index.md': '# Architecture\n\n## Decisions\n',
      'doc/use-queue/index.md': record('Use a queue', 'proposed'),
      'doc/pick-db/index.md': record('Pick a database', 'accepted'),
      'doc/host-in-region/index.md': record('Host in one region', 'pending'),
      'doc/pick-cloud/index.md': record('Pick a cloud', 'first sketch, work in progress, request for collaboration'),
      'doc/meta/lint/index.md': record('Lint the pages', 'accepted'),
      'doc/meta/spell/index.md': record('Spell-check the pages', 'proposed'),
      'doc/meta/text-diagrams/index.md': record('Draw diagrams as text', 'pending'),
      'doc/assets/logo.md': 'Logo.\n',
    };
    assert.deepEqual(listed(files), [
      ['doc/host-in-region/index.md', 'proposed'],
      ['doc/meta/lint/index.md', 'accepted'],
      ['doc/meta/spell/index.md', 'proposed'],
      ['doc/meta/text-diagrams/index.md', 'proposed'],
      ['doc/pick-cloud/index.md', 'unknown'],
      ['doc/pick-db/index.md', 'accepted'],
      ['doc/use-queue/index.md', 'proposed'],
    ]);
  });

  it('leaves design pages alone whose status lines have no date beside them', () => {
    const page = (title, status) => `# ${title}\n\n**Status**: ${status}\n\nSome text.\n`;
    const files = {
      'design/cache/README.md': page('Cache', 'mostly green'),
      'design/queue/README.md': page('Queue', 'needs a second look'),
      'design/store/README.md': page('Store', 'fine for now'),
    };
    assert.deepEqual(listed(files), []);
  });

  it("leaves a design team's prototypes alone: a status, but no date line (alphagov/forms' design/prototype-version-1/)", () => {
    const page = (n) => `# Prototype ${n}\n\nDays tested: *2022-05-0${n}*\n\n## Status\n\nSuperseded by [prototype ${n + 1}](../prototype-${n + 1})\n`;
    const files = { 'design/prototype-1/README.md': page(1), 'design/prototype-2/README.md': page(2), 'design/prototype-3/README.md': page(3) };
    assert.deepEqual(listed(files), []);
  });

  it('leaves a docs site of page folders alone when few of its pages state a status', () => {
    const page = (title, extra = '') => `# ${title}\n\n${extra}Some text.\n`;
    const files = {
      'docs/install/index.md': page('Install'),
      'docs/configure/index.md': page('Configure', '**Status**: accepted\n\n'),
      'docs/upgrade/index.md': page('Upgrade'),
      'docs/faq/index.md': page('FAQ'),
    };
    assert.deepEqual(listed(files), []);
  });
});

describe("a series' folder of numbered folders", { skip }, () => {
  const ite = (n, title) => `= ITE-${n}: ${title}\n:source-highlighter: pygments\n\n[cols="2"]\n|===\n| Status\n| Accepted\n\n| Created\n| 2019-09-30\n|===\n\n== Abstract\n\nWhy.\n`;

  it('reads "ITE/<n>/README.adoc" as the series\' records, numbered by their folders (in-toto/ITE)', () => {
    const files = {
      'README.md': '# Enhancements\n',
      'ITE/1/README.adoc': ite(1, 'Layouts'),
      'ITE/1/workflow.png': 'png',
      'ITE/2/README.adoc': ite(2, 'Signing'),
      'ITE/4/README.adoc': ite(4, 'Attestations'),
      'ITE-template/0000/README.adoc': ite(0, 'Title'),
    };
    const { engine } = workspace(files);
    assert.deepEqual(
      engine.records().map((r) => [r.path, r.id]).sort(),
      [
        ['ITE/1/README.adoc', 'ITE-1'],
        ['ITE/2/README.adoc', 'ITE-2'],
        ['ITE/4/README.adoc', 'ITE-4'],
      ],
    );
  });

  it('leaves chapters numbered alone in another folder ("book/1/README.md")', () => {
    const files = {
      'book/1/README.md': '# Start\n',
      'book/2/README.md': '# Middle\n',
      'book/3/README.md': '# End\n',
    };
    assert.deepEqual(listed(files), []);
  });
});
