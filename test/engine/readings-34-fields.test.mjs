// Readings of header fields checked against real repositories in session 34, in the shapes those records take
// (fixtures written for these tests): a status key qualified by the series' name, a TOML header that only closes, a
// reStructuredText directive's options, a day in the status line, a status sentence, a day inside a template's
// instruction, a section heading where a title would be, HTML table rows indented.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const recordOf = (engine, path) => {
  const r = engine.records().find((x) => x.path === path);
  const found = engine.check().filter((d) => d.path === path).map((d) => d.rule);
  return { title: r.title.value, status: r.status?.value, lifecycle: r.lifecycle, dates: r.dates.map((d) => d.iso), found };
};
const read = (files, path) => recordOf(workspace(files).engine, path);
// The Rust RFC process's template beside its "text/" folder.
const rustTemplate = { '0000-template.md': '- Start Date: (fill me in with today\'s date, YYYY-MM-DD)\n- RFC Status: draft\n\n# Summary\n' };

describe('a status key qualified by the series\' name', { skip }, () => {
  const rfc = (n, slug, status) => [`text/000${n}-${slug}.md`, `- Start Date: 2023-04-0${n}\n- RFC Type: decision\n- RFC PR: https://example.org/pull/${n}\n- RFC Status: ${status}\n\n# Summary\n\nKeys are derived from content hashes.\n\n# Motivation\n\nFewer misses.\n`];
  it('"- RFC Status: approved" is the status field', () => {
    const files = Object.fromEntries([...Object.entries(rustTemplate), rfc(7, 'cache-keys', 'approved'), rfc(8, 'cold-starts', 'draft'), rfc(9, 'log-levels', 'approved')]);
    assert.deepEqual(read(files, 'text/0007-cache-keys.md'), { title: 'Cache keys', status: 'approved', lifecycle: 'accepted', dates: ['2023-04-07'], found: [] });
    assert.equal(read(files, 'text/0008-cold-starts.md').lifecycle, 'proposed');
  });
});

describe('a title from a template\'s section heading', { skip }, () => {
  const rfc = (n, slug, heading) => [`text/000${n}-${slug}.md`, `- Start Date: 2023-04-0${n}\n- RFC Type: decision\n- RFC Status: draft\n\n# ${heading}\n\nWho takes part.\n\n# Motivation\n\nFewer misses.\n`];
  it('is not the record\'s title: "Stakeholders", "Summary / Motivation" give way to the file name', () => {
    const files = Object.fromEntries([...Object.entries(rustTemplate), rfc(7, 'merge-plugins', 'Stakeholders'), rfc(8, 'debug-ids', 'Summary / Motivation'), rfc(9, 'log-levels', 'Summary')]);
    const { engine } = workspace(files);
    assert.equal(recordOf(engine, 'text/0007-merge-plugins.md').title, 'Merge plugins');
    assert.equal(recordOf(engine, 'text/0008-debug-ids.md').title, 'Debug ids');
    assert.equal(recordOf(engine, 'text/0009-log-levels.md').title, 'Log levels');
  });
});

describe('a TOML header with no opening "+++", closed by "---"', { skip }, () => {
  const sip = (n, slug, title, day) => [`docs/content/sips/0${n}-${slug}.md`, `title = "SIP 0${n} - ${title}"\ntemplate = "main"\ndate = "${day}T12:00:00Z"\n\n---\n\nSummary: We make it faster.\n\nOwner(s): a@example.org\n\nCreated: March 3, 2025\n\n# Background\n\nBuilds are slow.\n`];
  it('gives the title and the date; two records whose first heading is the same are no duplicates', () => {
    const files = Object.fromEntries([sip(31, 'faster-builds', 'Faster builds', '2025-03-31'), sip(32, 'smaller-images', 'Smaller images', '2025-04-02'), sip(33, 'plugin-cache', 'Plugin cache', '2025-05-02')]);
    const { engine } = workspace(files);
    const r = recordOf(engine, 'docs/content/sips/031-faster-builds.md');
    assert.equal(r.title, 'Faster builds');
    assert.ok(r.dates.includes('2025-03-31'), JSON.stringify(r.dates));
    assert.deepEqual(engine.check().filter((d) => d.rule === 'duplicate-title').map((d) => d.path), []);
  });
});

describe('a reStructuredText directive\'s options', { skip }, () => {
  it('":status:" and ":date:" under ".. decision::" are the record\'s fields', () => {
    const adr = (n, title, extra) => `ADR-00${n}: ${title}\n${'='.repeat(title.length + 8)}\n\n.. decision:: ${title}\n   :id: DEC_00${n}\n   :date: 2024-02-0${n}\n   :status: accepted\n${extra}\nContext\n-------\n\nQueues grow.\n\nDecision\n--------\n\nWe bound them.\n`;
    const files = { 'docs/adr/adr-001-bounded-queues.rst': adr(1, 'Bounded queues', ''), 'docs/adr/adr-002-fixed-pools.rst': adr(2, 'Fixed pools', '   :tags: memory\n') };
    const r = read(files, 'docs/adr/adr-001-bounded-queues.rst');
    assert.deepEqual([r.status, r.lifecycle, r.dates], ['accepted', 'accepted', ['2024-02-01']]);
    assert.deepEqual(r.found, []);
  });

  it('a proposal date and a status under a series\' own directive; a code block\'s options are not read', () => {
    const seed = (n, title) => `.. _seed-00${n}:\n\n${'='.repeat(title.length + 10)}\n000${n}: ${title}\n${'='.repeat(title.length + 10)}\n\n.. seed::\n   :number: 000${n}\n   :name: ${title}\n   :status: Accepted\n   :proposal_date: 2024-01-0${n}\n\nSummary\n-------\n\nWe add it.\n\n.. code-block:: yaml\n   :status: rejected\n\n   status: rejected\n`;
    const files = { 'seed/0001.rst': seed(1, 'Widget bus'), 'seed/0002.rst': seed(2, 'Widget log'), 'seed/0003.rst': seed(3, 'Widget log') };
    const { engine } = workspace({ '.adr-lens.json': JSON.stringify({ collections: ['seed'] }), ...files });
    const r = recordOf(engine, 'seed/0001.rst');
    assert.deepEqual([r.status, r.lifecycle, r.dates], ['Accepted', 'accepted', ['2024-01-01']]);
  });
});

describe('a day written in the status line', { skip }, () => {
  it('"Accepted. 07-05-2026." is the status and the day it was accepted', () => {
    const page = '# ADR-9: Name format\n\n## Status\n\nAccepted. 07-05-2026.\n\n## Context\n\nNames are long.\n\n## Decision\n\nShorten them.\n';
    const other = '# ADR-8: Id format\n\nDate: 2026-05-01\n\n## Status\n\nAccepted\n\n## Context\n\nIds.\n\n## Decision\n\nShorten them.\n';
    const r = read({ 'docs/adr/ADR-009-name-format.md': page, 'docs/adr/ADR-008-id-format.md': other }, 'docs/adr/ADR-009-name-format.md');
    assert.deepEqual([r.status, r.lifecycle, r.dates, r.found], ['Accepted', 'accepted', ['2026-05-07'], []]);
  });
});

describe('a status written as a sentence', { skip }, () => {
  const keep = (n, status) => [`proposals/KEEP-000${n}-x${n}.md`, `# Checked arithmetic ${n}\n\n* **Type**: Design proposal\n* **Author**: A. Writer\n* **Status**: ${status}\n\n## Summary\n\nOverflow checks.\n`];
  it('finds the status word past a version number or a bold span', () => {
    const files = Object.fromEntries([
      keep(1, 'Checked operators are **stable in 3.1**, wrapping ones experimental in 3.0.'),
      keep(4, 'Implemented in 2.0'),
      keep(2, 'Partially stable in 1.5, see details below'),
      keep(3, 'Accepted'),
    ]);
    const { engine } = workspace(files);
    const one = recordOf(engine, 'proposals/KEEP-0001-x1.md');
    const two = recordOf(engine, 'proposals/KEEP-0002-x2.md');
    assert.deepEqual([one.lifecycle, one.found], ['accepted', []]);
    assert.deepEqual([two.lifecycle, two.found], ['accepted', []]);
  });

  it('"Previewing" is accepted: shipped in a preview package before a release', () => {
    const files = Object.fromEntries([keep(1, '**Previewing**'), keep(2, 'Accepted'), keep(3, 'Accepted')]);
    assert.deepEqual(read(files, 'proposals/KEEP-0001-x1.md').lifecycle, 'accepted');
  });

  it('a sentence with no status in bold stays unknown, shown as written up to its first clause', () => {
    const files = Object.fromEntries([keep(1, 'Waiting on **the compiler team**'), keep(2, 'Accepted'), keep(3, 'Accepted')]);
    const r = read(files, 'proposals/KEEP-0001-x1.md');
    assert.deepEqual([r.status, r.lifecycle], ['Waiting on', 'unknown']);
  });
});

describe('a day written inside the template\'s instruction', { skip }, () => {
  it('"- Start Date: (fill in today\'s date: 2021-06-01)" is the record\'s day, and not an invalid one', () => {
    const rfc = (n, day) => [`text/000${n}-x${n}.md`, `# Meta\n- Name: Widget ${n}\n- Start Date: ${day}\n- Status: Approved\n- RFC Pull Request: (leave blank)\n\n# Summary\n\nWidgets.\n\n# Motivation\n\nWhy.\n`];
    const files = Object.fromEntries([...Object.entries(rustTemplate), rfc(1, "(fill in today's date: 2021-06-01)"), rfc(2, '2021-06-02'), rfc(3, '2021-06-03')]);
    const r = read(files, 'text/0001-x1.md');
    assert.deepEqual([r.dates, r.found], [['2021-06-01'], []]);
  });
});

describe('HTML table rows indented', { skip }, () => {
  it('are header fields still: an indent inside an HTML block makes no code block', () => {
    const cep = (n, title, indent) => [`cep-000${n}.md`, `# CEP ${n} - ${title}\n\n<table>\n${indent}<tr><td> Title </td><td>${title}</td>\n${indent}<tr><td> Status </td><td>Accepted</td></tr>\n${indent}<tr><td> Created </td><td> Mar ${n}, 2022</td></tr>\n</table>\n\n## Abstract\n\nMirrors.\n`];
    const files = Object.fromEntries([cep(1, 'Mirror channels', '    '), cep(2, 'Channel notices', ''), cep(3, 'Lock files', '')]);
    const r = read(files, 'cep-0001.md');
    assert.deepEqual([r.status, r.lifecycle, r.dates, r.found], ['Accepted', 'accepted', ['2022-03-01'], []]);
  });
});
