// Readings checked against real repositories in session 33 by the lead, in the shapes those records take (fixtures
// written for these tests): proposals whose header is a fenced preamble (stellar/stellar-protocol's CAPs and SEPs), and
// files numbered as parts of one proposal ("cap-0046-01.md" …).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const config = { '.adr-lens.json': JSON.stringify({ collections: ['core'], idPrefixes: ['CAP'] }) };
const read = (files, path) => {
  const { engine } = workspace({ ...config, ...files });
  const r = engine.records().find((x) => x.path === path);
  const found = engine.check().filter((d) => d.path === path).map((d) => d.rule);
  return { id: r.id, title: r.title.value, status: r.status?.value, lifecycle: r.lifecycle, dates: r.dates.map((d) => d.iso), found };
};
const summary = '\n## Simple Summary\n\nWe add a widget.\n\n## Motivation\n\nWidgets help.\n';

describe('a proposal header written as a fenced preamble', { skip }, () => {
  it('reads the fields of a block under "## Preamble" as the header: title, status, date', () => {
    const page = '## Preamble\n\n```\nCAP: 0003\nTitle: Widget fees\nAuthor: A. Writer\nStatus: Final\nCreated: 2018-05-15\nDiscussion: https://example.org/3\n  https://example.org/3b\nProtocol version: 10\n```\n' + summary;
    assert.deepEqual(read({ 'core/cap-0003.md': page }, 'core/cap-0003.md'), { id: 'CAP-0003', title: 'Widget fees', status: 'Final', lifecycle: 'accepted', dates: ['2018-05-15'], found: [] });
  });

  it('under a title, in a block marked as text', () => {
    const page = '# CAP-0004: Widget limits\n\n## Preamble\n\n```text\nCAP: 0004\nTitle: Widget limits\nStatus: Draft\nCreated: 2020-07-06\n```\n' + summary;
    assert.deepEqual(read({ 'core/cap-0004.md': page }, 'core/cap-0004.md'), { id: 'CAP-0004', title: 'Widget limits', status: 'Draft', lifecycle: 'proposed', dates: ['2020-07-06'], found: [] });
  });

  it('at the very top without a heading, when it opens with the proposal\'s number; indented working-group lines are part of it', () => {
    const page = '```\nCAP: 0049\nTitle: Widget wrappers\nWorking Group:\n    Owner: A. Writer\n    Authors:\nStatus: Rejected\nCreated: 2022-05-05\nDiscussion:\n```\n' + summary;
    assert.deepEqual(read({ 'core/cap-0049.md': page }, 'core/cap-0049.md'), { id: 'CAP-0049', title: 'Widget wrappers', status: 'Rejected', lifecycle: 'rejected', dates: ['2022-05-05'], found: [] });
  });

  it('leaves other code blocks code: a configuration example is no header', () => {
    const page = '# 5. Configure widgets\n\nDate: 2024-01-05\n\n## Status\n\nAccepted\n\n## Decision\n\n```yaml\nstatus: rejected\ntitle: example\ncreated: 1999-01-01\n```\n';
    const top = '```\nstatus: rejected\ntitle: Not a header\n```\n\n# 6. Keep widgets\n\nDate: 2024-01-06\n\n## Status\n\nAccepted\n';
    const files = { 'core/0005-configure-widgets.md': page, 'core/0006-keep-widgets.md': top };
    const five = read(files, 'core/0005-configure-widgets.md');
    assert.deepEqual([five.title, five.status, five.dates], ['Configure widgets', 'Accepted', ['2024-01-05']]);
    const six = read(files, 'core/0006-keep-widgets.md');
    assert.deepEqual([six.title, six.status], ['Keep widgets', 'Accepted']);
  });
});

describe('files numbered as parts of one proposal', { skip }, () => {
  const part = (n, title) => `## Preamble\n\n\`\`\`\nCAP: 0046-0${n}\nTitle: ${title}\nStatus: Final\nCreated: 2022-10-2${n}\n\`\`\`\n` + summary;
  it('are no duplicates of one another, nor of the whole they are parts of', () => {
    const { engine } = workspace({
      ...config,
      'core/cap-0046.md': part(0, 'Widget platform'),
      'core/cap-0046-01.md': part(1, 'Widget runtime'),
      'core/cap-0046-02.md': part(2, 'Widget storage'),
      'core/cap-0046-03.md': part(3, 'Widget fees'),
    });
    assert.deepEqual(engine.check().filter((d) => d.rule === 'duplicate-number').map((d) => d.path), []);
  });

  it('two records that share a number by mistake are still reported', () => {
    const nygard = (n, title) => `# ${n}. ${title}\n\nDate: 2024-01-0${n}\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n`;
    const { engine } = workspace({ ...config, 'core/0007-use-a-queue.md': nygard(7, 'Use a queue'), 'core/0007-use-a-log.md': nygard(7, 'Use a log'), 'core/0007-01.md': nygard(7, 'Part') });
    assert.equal(engine.check().filter((d) => d.rule === 'duplicate-number').length, 2);
  });
});

describe('what the new discovery readings leave alone, and how they read', { skip }, () => {
  it('a folder of feature specifications with statuses is no collection (spec-kit\'s specs/NNN-x/README.md)', () => {
    const pack = (n, title) => `# Feature Pack 00${n}: ${title}\n\nStatus: Implemented\n\nThis pack moves the runtime on.\n\n## Scope\n\n- one\n`;
    const { engine } = workspace({
      'specs/001-baseline/README.md': pack(1, 'Baseline'),
      'specs/002-compose/README.md': pack(2, 'Compose runtime'),
      'specs/003-postgres/README.md': pack(3, 'Postgres'),
      'specs/004-nats/README.md': pack(4, 'NATS'),
    });
    assert.deepEqual(engine.records().map((r) => r.path), []);
  });

  it('improvement proposals named by their series (aips/aip-001-x.md) are proposals: no ADR template\'s sections asked of them', () => {
    const aip = (n, title) => `---\naip: ${n}\ntitle: ${title}\nStatus: Accepted\ncreated: 2023-01-0${n}\n---\n\n# AIP-${n} - ${title}\n\n## Summary\n\nWe change widgets.\n\n## Specification\n\nThe widget does it.\n`;
    const { engine } = workspace({
      'aips/aip-001-widget-fees.md': aip(1, 'Widget fees'),
      'aips/aip-002-widget-limits.md': aip(2, 'Widget limits'),
      'aips/aip-003-widget-names.md': aip(3, 'Widget names'),
      'aips/aip-004-widget-keys.md': aip(4, 'Widget keys'),
    });
    assert.deepEqual(engine.records().map((r) => `${r.id} ${r.lifecycle}`).sort(), ['AIP-001 accepted', 'AIP-002 accepted', 'AIP-003 accepted', 'AIP-004 accepted']);
    // A collection of proposals: the rules weigh its pages as proposals (no ADR template's sections, "0000" a draft).
    assert.deepEqual(engine.collections().map((c) => [c.dir, c.prefix, !!c.proposals]), [['aips', 'AIP', true]]);
    assert.deepEqual(engine.check().map((d) => `${d.path} ${d.rule}`), []);
  });
});

describe('a proposal series filed by area', { skip }, () => {
  it('reads an area named like a decisions folder as part of the series: a proposal\'s companion pages are no records', () => {
    const oep = (n, title) =>
      `OEP-${n}: ${title}\n${'#'.repeat(title.length + 8)}\n\n.. list-table::\n\n   * - Status\n     - Accepted\n   * - Created\n     - 2021-03-0${n}\n\nAbstract\n********\n\nWe do it.\n`;
    const { engine } = workspace({
      'oeps/architectural-decisions/oep-0001-arch-cache.rst': oep(1, 'Cache pages'),
      'oeps/architectural-decisions/oep-0002-arch-events.rst': oep(2, 'Send events'),
      'oeps/architectural-decisions/oep-0002/xapi-events.rst': 'xAPI events\n###########\n\nThe events in xAPI form.\n',
      'oeps/best-practices/oep-0003-bp-logs.rst': oep(3, 'Write logs'),
      'oeps/best-practices/oep-0004-bp-tests.rst': oep(4, 'Write tests'),
    });
    assert.deepEqual(engine.records().map((r) => r.id).sort(), ['OEP-0001', 'OEP-0002', 'OEP-0003', 'OEP-0004']);
  });
});

describe('record folders under a folder of any name', { skip }, () => {
  it('carrying the Rust RFC template\'s "- Start Date:" are proposals: no ADR template\'s sections asked of them', () => {
    const rfc = (n, title) => `# Widget RFC 000${n}: ${title}\n\n- Authors: A. Writer\n- Status: [ACCEPTED](/README.md#accepted)\n- Since: 2019-01-1${n}\n- Start Date: 2018-11-0${n}\n\n## Summary\n\nWe do it.\n\n## Motivation\n\nIt helps.\n\n## Reference\n\nThe details.\n`;
    const { engine } = workspace({
      'concepts/0001-agents/README.md': rfc(1, 'Agents'),
      'concepts/0002-wallets/README.md': rfc(2, 'Wallets'),
      'concepts/0003-keys/README.md': rfc(3, 'Keys'),
      'concepts/0004-routes/README.md': rfc(4, 'Routes'),
    });
    assert.deepEqual(engine.collections().map((c) => [c.dir, !!c.proposals]), [['concepts', true]]);
    assert.equal(engine.records().length, 4);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'missing-sections').map((d) => d.path), []);
  });
});
