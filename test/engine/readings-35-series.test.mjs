// Readings of series of records in systems and developer-tool repositories, checked in session 35 (fixtures written for
// these tests, in the shapes those records take).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

describe('a reference document series naming its successor by number (tock)', { skip }, () => {
  const trd = (n, title, status, extra = '') => `${title}\n${'='.repeat(title.length)}\n\n**TRD:** ${n} <br/>\n**Status:** ${status} <br/>\n${extra}**Author:** A. Writer <br/>\n\nAbstract\n--------\n\nHow ${title.toLowerCase()} work.\n`;
  const files = {
    'doc/reference/trd1-process.md': trd(1, 'Document Process', 'Final'),
    'doc/reference/trd7-timers.md': trd(7, 'Timer Interface', 'Obsolete', '**Obsoleted By:** 9 <br/>\n'),
    'doc/reference/trd9-timers.md': trd(9, 'Timer Interface Again', 'Final', '**Obsoletes:** 7 <br/>\n'),
    'doc/reference/trd11-sensors.md': trd(11, 'Sensor Interface', 'Draft', '**Obsoleted By:** xxx <br/>\n'),
  };
  it('"Obsoleted By: 9" names the record that replaces it', () => {
    const { engine } = workspace(files);
    const r = engine.records().find((x) => x.path === 'doc/reference/trd7-timers.md');
    assert.ok(r, engine.records().map((x) => x.path).join());
    assert.deepEqual(r.relations.filter((x) => x.kind === 'superseded-by').map((x) => x.targetKey), ['trd-9']);
  });
  it('"Obsoletes: 7" names the record it replaces, and a placeholder names none', () => {
    const { engine } = workspace(files);
    const r9 = engine.records().find((x) => x.path === 'doc/reference/trd9-timers.md');
    assert.deepEqual(r9.relations.filter((x) => x.kind === 'supersedes').map((x) => x.targetKey), ['trd-7']);
    const r11 = engine.records().find((x) => x.path === 'doc/reference/trd11-sensors.md');
    assert.deepEqual(r11.relations.filter((x) => x.kind === 'superseded-by'), []);
  });
});

describe('requests for comments filed in lifecycle folders (seL4)', { skip }, () => {
  const rfc = (title, day) => `<!--\n  Licence header.\n-->\n\n# ${title}\n\n- Author: A. Writer\n- Proposed: ${day}\n\n## Summary\n\nWe change ${title.toLowerCase()}.\n\n## Motivation\n\nReasons.\n`;
  const files = {
    'README.md': '# Widget Kernel Request for Comments (RFC) Process\n\nHow to propose a change.\n',
    '0000-template.md': '# RFC title\n\n- Author: name\n- Proposed: YYYY-MM-DD\n\n## Summary\n',
    'src/introduction.md': '# Introduction\n\nThe RFCs of the widget kernel.\n',
    'src/proposed/README.md': '# Proposed RFCs\n\nRFCs under discussion are filed here.\n',
    'src/active/README.md': '# Active RFCs\n\nApproved RFCs under implementation are filed here.\n',
    'src/active/0110-widget-handlers.md': rfc('Widget handlers', '2022-07-22'),
    'src/active/0130-widget-replies.md': rfc('Widget replies', '2022-11-04'),
    'src/implemented/README.md': '# Implemented RFCs\n',
    'src/implemented/0010-process.md': rfc('An RFC process', '2019-01-01'),
    'src/implemented/0020-runtime.md': rfc('A small runtime', '2019-01-04'),
    'src/implemented/0030-storage.md': rfc('Thread storage', '2019-02-04'),
  };
  it('a record with no status line in "active/" beside status folders is in force', () => {
    const { engine } = workspace(files);
    const r = engine.records().find((x) => x.path === 'src/active/0110-widget-handlers.md');
    assert.ok(r, engine.records().map((x) => x.path).join());
    assert.equal(r.lifecycle, 'accepted');
  });
  it('the records take the RFC ids the series\' README names them by', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((x) => x.id).sort(), ['RFC-0010', 'RFC-0020', 'RFC-0030', 'RFC-0110', 'RFC-0130']);
  });
});

describe('a series of design proposals in reStructuredText named by number alone (pigweed SEEDs)', { skip }, () => {
  const seed = (n, title, status, day) => {
    const head = `${String(n).padStart(4, '0')}: ${title}`;
    return `.. _seed-${String(n).padStart(4, '0')}:\n\n${'='.repeat(head.length)}\n${head}\n${'='.repeat(head.length)}\n.. seed::\n   :number: ${n}\n   :name: ${title}\n   :status: ${status}\n   :proposal_date: ${day}\n   :authors: A. Writer\n\n-------\nSummary\n-------\nWe propose ${title.toLowerCase()}.\n`;
  };
  const files = {
    'docs/index.rst': 'Widgets\n=======\n\nThe widget library.\n',
    'seed/0101.rst': seed(101, 'Widget configuration', 'Accepted', '2023-02-06'),
    'seed/0102.rst': seed(102, 'Widget documentation', 'Accepted', '2023-02-10'),
    'seed/0103.rst': seed(103, 'Widget storage', 'Open', '2023-08-16'),
    'seed/0104.rst': seed(104, 'Widget wake locks', 'Rejected', '2025-01-31'),
  };
  it('the SEEDs are records, named SEED-NNNN, with the status and title their directive and heading give', () => {
    const { engine } = workspace(files);
    const got = engine.records().map((r) => [r.id, r.lifecycle, r.title?.value ?? r.title]).sort((a, b) => a[0].localeCompare(b[0]));
    assert.deepEqual(got, [
      ['SEED-0101', 'accepted', 'Widget configuration'], ['SEED-0102', 'accepted', 'Widget documentation'],
      ['SEED-0103', 'proposed', 'Widget storage'], ['SEED-0104', 'rejected', 'Widget wake locks'],
    ]);
  });
  it('a folder named "seed" of pages that state no status is no series', () => {
    const { engine } = workspace({ 'seed/0001.md': '# Users\n\nRows of users.\n', 'seed/0002.md': '# Groups\n\nRows of groups.\n', 'seed/0003.md': '# Roles\n\nRows of roles.\n' });
    assert.deepEqual(engine.records().map((r) => r.path), []);
  });
});

describe('statuses that say the decision is being built (sentry, Kotlin)', { skip }, () => {
  const read = (status) => {
    const rfc = (s) => `- Start Date: 2023-04-01\n- RFC Type: decision\n- RFC PR: https://example.org/pull/7\n- RFC Status: ${s}\n\n# Summary\n\nKeys come from content hashes.\n`;
    const { engine } = workspace({ 'rfcs/0007-cache-keys.md': rfc(status), 'rfcs/0008-cache-tiers.md': rfc('approved'), 'rfcs/0009-cache-sizes.md': rfc('draft') });
    const r = engine.records().find((x) => x.path === 'rfcs/0007-cache-keys.md');
    return { lifecycle: r?.lifecycle, found: engine.check().filter((d) => d.path === 'rfcs/0007-cache-keys.md').map((d) => d.rule) };
  };
  it('"implementation" is approved and being built', () => {
    const { lifecycle, found } = read('implementation');
    assert.equal(lifecycle, 'accepted');
    assert.ok(!found.includes('unknown-status'), found.join());
  });
  it('"Working on the implementation, it\'s not public yet" is too', () => {
    const { lifecycle, found } = read('Working on the implementation, it\'s not public yet');
    assert.equal(lifecycle, 'accepted');
    assert.ok(!found.includes('unknown-status'), found.join());
  });
});
