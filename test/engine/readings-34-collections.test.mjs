// Readings checked against real repositories in session 34 (beds 97 and 98), in the shapes those collections take
// (fixtures written for these tests): records filed in a folder named for their state with no status line of their
// own (bytecodealliance/rfcs' "accepted/", seL4/rfcs' "src/implemented/"), a series of front-matter records at the root
// numbered in the front matter (valkey-io/valkey-rfc), a version folder holding one record of a series its siblings
// hold (fsharp/fslang-design), and a record whose file name misspells the series' prefix (quick-lint/quick-lint-js).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const listed = (files) => {
  const { engine } = workspace(files);
  return engine.records().map((r) => ({ path: r.path, id: r.id, lifecycle: r.lifecycle })).sort((a, b) => a.path.localeCompare(b.path));
};
const findings = (files, path) => {
  const { engine } = workspace(files);
  return engine.check().filter((d) => d.path === path).map((d) => `${d.rule}: ${d.message}`);
};

const rfc = (title) => `# ${title}\n\n## Summary\n\nWe change how ${title.toLowerCase()} work.\n\n## Motivation\n\nThey are slow.\n\n## Proposal\n\nDo it.\n`;

describe('records filed in a folder named for their state, with no status line', { skip }, () => {
  it('a lone "accepted/" folder of request-for-comments pages: each is a record, accepted', () => {
    const files = {
      'README.md': '# Requests\n\nWhen a request is merged, its file moves into the accepted folder.\n',
      'template-full.md': '# Title\n\n## Summary\n\n## Motivation\n',
      'accepted/fast-calls.md': rfc('Fast calls'),
      'accepted/small-heaps.md': rfc('Small heaps'),
      'accepted/quiet-logs.md': rfc('Quiet logs'),
    };
    const records = listed(files);
    assert.deepEqual(records.map((r) => [r.path, r.lifecycle]), [
      ['accepted/fast-calls.md', 'accepted'],
      ['accepted/quiet-logs.md', 'accepted'],
      ['accepted/small-heaps.md', 'accepted'],
    ]);
  });

  it('numbered pages in "implemented/" and "active/", dated by a "Proposed:" line: records, the folder their state', () => {
    const page = (title) => `# ${title}\n\n- Author: A. Writer\n- Proposed: 2019-01-04\n\n## Summary\n\nWe do ${title.toLowerCase()}.\n\n## Motivation\n\nNeeded.\n`;
    const files = {
      'src/introduction.md': '# Requests\n\nHow requests work.\n',
      'src/proposed/README.md': '# Proposed\n\nPut new requests here.\n',
      'src/implemented/README.md': '# Implemented\n\nDone ones.\n',
      'src/implemented/0020-small-runtime.md': page('A small runtime'),
      'src/implemented/0030-shared-stacks.md': page('Shared stacks'),
      'src/implemented/0050-tiny-kit.md': page('A tiny kit'),
      'src/active/0190-retire-boards.md': page('Retire old boards'),
    };
    const records = listed(files);
    assert.deepEqual(records.map((r) => r.path), ['src/active/0190-retire-boards.md', 'src/implemented/0020-small-runtime.md', 'src/implemented/0030-shared-stacks.md', 'src/implemented/0050-tiny-kit.md']);
    assert.deepEqual(records.filter((r) => r.path.includes('/implemented/')).map((r) => r.lifecycle), ['accepted', 'accepted', 'accepted']);
  });

  it('a lone "accepted/" folder of pages that are no proposals (notes, links) stays no collection', () => {
    const files = {
      'accepted/one.md': '# One\n\nSee the wiki.\n',
      'accepted/two.md': '# Two\n\nSee the tracker.\n',
      'accepted/three.md': '# Three\n\nA list of links.\n',
    };
    assert.deepEqual(listed(files), []);
  });
});

describe('a root series numbered in its front matter', { skip }, () => {
  const page = (n, status, title) => `---\nRFC: ${n}\nStatus: ${status}\n---\n\n# ${title} RFC\n\n## Abstract\n\nWe add ${title}.\n\n## Motivation\n\nUsers ask.\n`;
  it('pages named by subject carrying "RFC: N" and "Status:" are records, numbered from the front matter', () => {
    const files = {
      'README.md': page(1, 'Informational', 'Process'),
      'TEMPLATE.md': '---\nRFC: (PR number)\nStatus: (Change to Proposed when ready)\n---\n\n# Title\n',
      'Compression.md': page(14, 'Proposed', 'Compression'),
      'Tiering.md': page(15, 'Accepted', 'Tiering'),
      'Filters.md': page(16, 'Accepted', 'Filters'),
    };
    const records = listed(files);
    assert.deepEqual(records.map((r) => [r.path, r.lifecycle]), [
      ['Compression.md', 'proposed'],
      ['Filters.md', 'accepted'],
      ['Tiering.md', 'accepted'],
    ]);
    assert.deepEqual(records.map((r) => r.id).sort(), ['RFC-14', 'RFC-15', 'RFC-16']);
  });
});

describe('a version folder holding one record of the series its siblings hold', { skip }, () => {
  const page = (n, title) => `# F# RFC FS-${n} - ${title}\n\nThe design for ${title.toLowerCase()}.\n\n## Summary\n\nWe add it.\n`;
  const files = {
    'RFCs/FS-1010-one.md': page(1010, 'One'),
    'RFCs/FS-1011-two.md': page(1011, 'Two'),
    'RFCs/FS-1012-three.md': page(1012, 'Three'),
    'v1/FS-1001-alpha.md': page(1001, 'Alpha'),
    'v1/FS-1002-beta.md': page(1002, 'Beta'),
    'v2/FS-1003-gamma.md': page(1003, 'Gamma'),
    'v2/FS-1004-delta.md': page(1004, 'Delta'),
    'v3/FS-1005-epsilon.md': page(1005, 'Epsilon'),
  };
  it('is a record of that series', () => {
    const records = listed(files);
    assert.ok(records.some((r) => r.path === 'v3/FS-1005-epsilon.md' && r.id === 'FS-1005'), JSON.stringify(records));
  });
  it('its title is no reference to another record', () => {
    assert.deepEqual(findings(files, 'v3/FS-1005-epsilon.md').filter((f) => f.startsWith('unknown-reference')), []);
  });
});

describe('a file name misspelling the series prefix', { skip }, () => {
  it('"ARD003-c.md" titled "# ADR003: C" beside ADR001 and ADR002 is ADR-003', () => {
    const page = (n, title) => `# ADR00${n}: ${title}\n\n**Status**: Accepted\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n`;
    const files = {
      'docs/architecture/README.md': '# Architecture\n\nThe decisions below.\n',
      'docs/architecture/ADR001-alpha.md': page(1, 'Alpha'),
      'docs/architecture/ADR004-delta.md': page(4, 'Delta'),
      'docs/architecture/ADR002-beta.md': page(2, 'Beta'),
      'docs/architecture/ARD003-gamma.md': page(3, 'Gamma'),
    };
    const records = listed(files);
    assert.ok(records.some((r) => r.path === 'docs/architecture/ARD003-gamma.md' && r.id === 'ADR-003'), JSON.stringify(records));
  });
});

describe('a numbered series with its own prefix among other reference pages', { skip }, () => {
  const page = (n, title, status) => `${title}\n========\n\n**TRD:** ${n} <br/>\n**Working Group:** Core<br/>\n**Status:** ${status} <br/>\n\nAbstract\n--------\n\nThis document describes ${title.toLowerCase()}.\n`;
  it('pages giving their own number in a field of the series\' name ("**TRD:** 104") are records of that series', () => {
    const files = {
      'doc/reference/README.md': '# Reference\n\n- [TRD 1](trd1-process.md)\n',
      'doc/reference/trd1-process.md': page(1, 'Reference documents', 'Final'),
      'doc/reference/trd101-timers.md': page(101, 'Timers', 'Obsolete'),
      'doc/reference/trd102-pins.md': page(102, 'Pins', 'Draft'),
      'doc/reference/trd103-calls.md': page(103, 'Calls', 'Draft'),
      'doc/reference/trd-bus.md': page('', 'Bus', 'Draft'),
      'doc/reference/trd-radio.md': page('', 'Radio', 'Draft'),
      'doc/reference/trd-keys.md': page('', 'Keys', 'Draft'),
    };
    const records = listed(files);
    assert.deepEqual(records.filter((r) => /trd\d/.test(r.path)).map((r) => [r.id, r.lifecycle]), [['TRD-1', 'accepted'], ['TRD-101', 'deprecated'], ['TRD-102', 'proposed'], ['TRD-103', 'proposed']]);
  });
  it('numbered reference pages without such a field stay no series', () => {
    const plain = (title) => `${title}\n========\n\nThis document describes ${title.toLowerCase()}.\n`;
    const files = {
      'doc/reference/trd1-process.md': plain('Process'),
      'doc/reference/trd101-timers.md': plain('Timers'),
      'doc/reference/trd102-pins.md': plain('Pins'),
      'doc/reference/trd-bus.md': plain('Bus'),
      'doc/reference/trd-radio.md': plain('Radio'),
      'doc/reference/trd-keys.md': plain('Keys'),
      'doc/reference/trd-clocks.md': plain('Clocks'),
    };
    assert.deepEqual(listed(files), []);
  });
});

describe('the Rust RFC process\'s "text/" beside a plain template', { skip }, () => {
  it('numbered pages opening with Summary and Motivation are proposals', () => {
    const files = {
      'README.md': '# Requests for comments\n\nCopy template.md into text/.\n',
      'template.md': '# Title\n\n- RFC PR:\n\n## Summary\n\n## Motivation\n',
      'text/0002-drop-ranges.md': rfc('Drop ranges'),
      'text/0003-fewer-copies.md': rfc('Fewer copies'),
      'text/0004-batch-messages.md': rfc('Batch messages'),
    };
    assert.deepEqual(listed(files).map((r) => r.path), ['text/0002-drop-ranges.md', 'text/0003-fewer-copies.md', 'text/0004-batch-messages.md']);
  });
});
