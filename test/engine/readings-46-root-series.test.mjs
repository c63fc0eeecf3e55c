// A repository of proposals only, one folder per proposal right at its root, named by the proposal's id
// ("CIP-0001/README.md", as cardano-foundation/CIPs keeps them), and collections whose files are named by the id alone
// ("hips/hip-0001.md"). Fixtures written for these tests, in those shapes.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { diagnostics, engineAvailable, workspace } from '../fixtures/rules/harness.mjs';
import { loadedWorkspace, sourceModule } from './engine-helpers.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';
const { shapeOf, recordName } = sourceModule('engine/features/naming.ts');

const cip = (n, title, status, created = '2021-03-04') =>
  `---\nCIP: ${n}\nTitle: ${title}\nCategory: Tools\nStatus: ${status}\nAuthors:\n    - Ann Example <ann@example.com>\nCreated: ${created}\nLicense: CC-BY-4.0\n---\n\n## Abstract\n\nWhat CIP-${String(n).padStart(4, '0')} is about.\n\n## Motivation: why is this CIP necessary?\n\nx\n`;
const cps = (n, title) => `---\nCPS: ${n}\nTitle: ${title}\nStatus: Open\nCreated: 2022-01-02\n---\n\n## Abstract\n\nA problem.\n`;

const rootSeries = () => ({
  'README.md': '# Proposals\n\nSee CIP-0001 for the process.\n',
  'CIP-0001/README.md': cip(1, 'Proposal process', 'Active'),
  'CIP-0002/README.md': cip(2, 'Coin selection', 'Active'),
  'CIP-0003/README.md': cip(3, 'Key generation', 'Proposed'),
  'CIP-0003/diagram.md': '# A diagram kept with CIP-0003\n',
  'CIP-0004/README.md': cip(4, 'Checksums', 'Inactive (superseded by CIP-0002)'),
  // A proposal's own pages, laid out like a collection of proposals (the real CIP-0088 keeps "CIPs/0025/README.md"…).
  'CIP-0005/README.md': cip(5, 'Registration extensions', 'Proposed'),
  'CIP-0005/CIPs/0001/README.md': '# Extension for CIP-0001\n\nStatus: Proposed\n',
  'CIP-0005/CIPs/0002/README.md': '# Extension for CIP-0002\n\nStatus: Proposed\n',
  'CIP-0005/CIPs/0003/README.md': '# Extension for CIP-0003\n\nStatus: Proposed\n',
  'CIP-0005/cip-0099.md': '# Notes on CIP-0005\n',
  'CPS-0003/README.md': cps(3, 'Smart tokens'),
  'CPS-0005/README.md': cps(5, 'Wallet connectors'),
  'CPS-0007/README.md': cps(7, 'Voting'),
  'meetings/2022-05-24.md': '# Meeting\n\nWe talked about CIP-0002 and CIP-0041.\n',
  'docs/wallets.md': '# Wallets\n\nFollow CIP-0002 and CIP-0042.\n',
});

describe('a series of proposals in folders at the workspace root', { skip }, () => {
  it('lists the folders named by its prefix as its proposals, numbered by their folders, and nothing else', () => {
    const { engine } = workspace(rootSeries());
    assert.deepEqual(
      engine.records().map((r) => [r.path, r.id, r.title.value, r.lifecycle]),
      [
        ['CIP-0001/README.md', 'CIP-0001', 'Proposal process', 'accepted'],
        ['CIP-0002/README.md', 'CIP-0002', 'Coin selection', 'accepted'],
        ['CIP-0003/README.md', 'CIP-0003', 'Key generation', 'proposed'],
        ['CIP-0004/README.md', 'CIP-0004', 'Checksums', 'deprecated'],
        ['CIP-0005/README.md', 'CIP-0005', 'Registration extensions', 'proposed'],
      ],
      'not the problem statements (CPS-), not a proposal\'s own pages, not the meetings\' notes',
    );
    const [collection] = engine.collections();
    assert.equal(engine.collections().length, 1, 'the pages inside CIP-0005 are not a collection of their own');
    assert.equal(collection.dir, '');
    assert.equal(collection.prefix, 'CIP');
    assert.equal(collection.proposals, true);
    const inactive = engine.records()[3];
    assert.equal(engine.currentDecision(inactive).id, 'CIP-0002', '"Inactive (superseded by CIP-0002)" names the proposal in force');
  });

  it('reads citations with the series\' prefix: known ids resolve, an unknown one is flagged', () => {
    const { engine } = workspace(rootSeries());
    const unknown = engine.check().filter((d) => d.rule === 'unknown-reference').map((d) => `${d.path}: ${d.message.split(' ')[0]}`);
    assert.deepEqual(unknown, ['docs/wallets.md: CIP-0042']);
  });

  it('writes a new proposal as the next id\'s folder, not a folder named by its title', () => {
    const { engine } = workspace(rootSeries());
    const plan = engine.planNewRecord({ title: 'Faster hashing' });
    assert.equal(plan.path, 'CIP-0006/README.md');
    assert.equal(plan.id, 'CIP-0006');
    assert.match(plan.content, /^Title: Faster hashing$/m);
  });

  it('needs three folders of one prefix, most stating a status: two are not a series, nor numbered weeks\' notes', () => {
    const two = { 'CIP-0001/README.md': cip(1, 'A', 'Active'), 'CIP-0002/README.md': cip(2, 'B', 'Active'), 'CPS-0001/README.md': cps(1, 'C') };
    assert.deepEqual(workspace(two).engine.records(), []);
    const unstated = Object.fromEntries([1, 2, 3, 4].map((n) => [`RFC-000${n}/README.md`, `# RFC ${n}\n\nSome text.\n`]));
    assert.deepEqual(workspace(unstated).engine.records(), []);
    const weeks = Object.fromEntries([1, 2, 3].map((n) => [`week-${n}/README.md`, `# Week ${n}\n\nStatus: done\n`]));
    assert.deepEqual(workspace(weeks).engine.records(), []);
  });

  it('leaves a collection found elsewhere as it was, and finds the root series beside it', () => {
    const files = {
      ...rootSeries(),
      'docs/adr/0001-record-architecture-decisions.md': '# 1. Record architecture decisions\n\nDate: 2020-01-01\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n',
    };
    const { engine } = workspace(files);
    assert.deepEqual(engine.collections().map((c) => [c.dir, c.prefix]), [['', 'CIP'], ['docs/adr', 'ADR']]);
    assert.deepEqual(engine.records().map((r) => r.id), ['CIP-0001', 'CIP-0002', 'CIP-0003', 'CIP-0004', 'CIP-0005', 'ADR-0001']);
  });
});

describe('collections whose names are the ids alone', { skip }, () => {
  it('reads "hip-0001", "CIP-0001", "1" and "gep-1748" as ids, "upgrade-to-node-18" still as a name ending in a number', () => {
    assert.deepEqual(shapeOf('hip-0001', '.md', undefined, 4).pattern, { kind: 'id', prefix: 'hip-', width: 4, separator: '', wordSeparator: '-', extension: '.md' });
    assert.equal(shapeOf('CIP-0001', '.md', 'README.md', 4).pattern.kind, 'id');
    assert.equal(shapeOf('1', '.adoc', 'README.adoc', 1).pattern.kind, 'id');
    assert.equal(shapeOf('gep-1748', '.md', 'index.md', 1).pattern.width, 1, 'unpadded numbers stay unpadded');
    assert.equal(shapeOf('upgrade-to-node-18', '.md', undefined, 4).pattern.kind, 'number-last');
    assert.equal(shapeOf('0003-use-x', '.md', undefined, 4).pattern.kind, 'numbered');
    const hip = shapeOf('hip-0001', '.md', undefined, 4).pattern;
    assert.deepEqual(recordName(hip, 12, 'release-cadence', '2026-12-03', new Date()), { stem: 'hip-0012', path: 'hip-0012.md' });
  });

  it('names a new HIP "hips/hip-0004.md", and skips an id whose file is there', (t) => {
    const hip = (n) => `---\nhip: "000${n}"\ntitle: "Title ${n}"\nauthors: [ "Ann <ann@example.com>" ]\ncreated: "2020-08-13"\ntype: "process"\nstatus: "accepted"\n---\n\n## Abstract\n\nx\n`;
    const { engine } = loadedWorkspace(t, { 'hips/hip-0001.md': hip(1), 'hips/hip-0002.md': hip(2), 'hips/hip-0003.md': hip(3) });
    const plan = engine.planNewRecord({ title: 'Release cadence' });
    assert.equal(plan.path, 'hips/hip-0004.md');
    assert.equal(plan.id, 'HIP-0004');
    engine.update(plan.path, plan.content);
    assert.deepEqual(engine.diagnosticsFor(plan.path).filter((d) => d.severity === 'error' || d.severity === 'warning').map((d) => d.rule), []);
  });
});

describe('statuses of that lifecycle', { skip }, () => {
  it('reads "Inactive" as no longer in force, and the successor an aside names as the one in force', () => {
    const files = {
      'hips/hip-0001.md': '---\nhip: 1\ntitle: A\nstatus: Inactive (abandoned for lack of interest)\n---\n\n# A\n',
      'hips/hip-0002.md': '---\nhip: 2\ntitle: B\nstatus: Inactive (superseded by HIP-0003)\n---\n\n# B\n',
      'hips/hip-0003.md': '---\nhip: 3\ntitle: C\nstatus: Active\nsupersedes: HIP-0002\n---\n\n# C\n',
      'hips/hip-0004.md': '---\nhip: 4\ntitle: D\nstatus: Accepted (deprecated flags removed)\n---\n\n# D\n',
      // algorandfoundation/ARCs: a draft left for months is "Idle", as an EIP is "Stagnant".
      'hips/hip-0005.md': '---\nhip: 5\ntitle: E\nstatus: Idle\n---\n\n# E\n',
    };
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => [r.id, r.lifecycle]), [['HIP-0001', 'deprecated'], ['HIP-0002', 'deprecated'], ['HIP-0003', 'accepted'], ['HIP-0004', 'accepted'], ['HIP-0005', 'rejected']]);
    assert.equal(engine.currentDecision(engine.records()[1]).id, 'HIP-0003');
    assert.deepEqual(engine.check().filter((d) => d.rule === 'unknown-status' || d.rule === 'one-sided-supersede').map((d) => `${d.rule} ${d.path}`), []);
  });
});

describe('a new record among records titled in a way of their own', { skip }, () => {
  const record = (title, n) => `# ${title}\n\nDate: 2024-01-0${n}\n\n## Status\n\nAccepted\n\n## Context\n\nWhy ${n}.\n\n## Decision\n\nWhat ${n}.\n\n## Consequences\n\nSo ${n}.\n`;

  it('is titled as they are ("# ADR-004: …"), where adr-tools\' "# 4. …" would be a title none of them has', (t) => {
    const files = Object.fromEntries([1, 2, 3].map((n) => [`docs/adr/ADR-00${n}.md`, record(`ADR-00${n}: Title ${n}`, n)]));
    const { engine } = loadedWorkspace(t, files);
    const plan = engine.planNewRecord({ title: 'Use a queue' });
    assert.equal(plan.path, 'docs/adr/ADR-004.md');
    assert.match(plan.content, /^# ADR-004: Use a queue$/m);
    engine.update(plan.path, plan.content);
    assert.deepEqual(engine.diagnosticsFor(plan.path).filter((d) => d.severity !== 'hint' && d.severity !== 'info').map((d) => d.rule), []);
  });

  it('keeps adr-tools\' own template for records adr-tools titled', (t) => {
    const files = Object.fromEntries([1, 2, 3].map((n) => [`docs/adr/000${n}-title-${n}.md`, record(`${n}. Title ${n}`, n)]));
    const { engine } = loadedWorkspace(t, files);
    const plan = engine.planNewRecord({ title: 'Use a queue' });
    assert.equal(plan.path, 'docs/adr/0004-use-a-queue.md');
    assert.match(plan.content, /^# 4\. Use a queue$/m);
    assert.match(plan.content, /What is the issue that motivates this decision\?/);
  });
});

describe('proposal communities\' habits (bed 46)', { skip }, () => {
  const nygard = (title, status, body = '') => `# ${title}\n\nDate: 2024-01-10\n\n## Status\n\n${status}\n\n## Context\n\nx${body}\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;

  it('"Stale" is an abandoned proposal, not "Stable" misspelt: no fix puts it in force', () => {
    const { engine } = workspace({ 'docs/adr/0001-a.md': nygard('1. A', 'Stale'), 'docs/adr/0002-b.md': nygard('2. B', 'Accepted') });
    assert.deepEqual(engine.records().map((r) => r.lifecycle), ['rejected', 'accepted']);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'unknown-status'), []);
  });

  it('a title numbered as the outline\'s part 1 ("# 1. Title" over "## 1.1", "## 1.2") is no number to match the file\'s', () => {
    const outlined = '---\nstatus: accepted\ndate: 2024-02-25\n---\n\n# 1. Field selectors per datatype\n\n## 1.1 Motivation\n\nText.\n\n### 1.1.1 Template Haskell\n\nText.\n\n## 1.2 Proposed Change\n\nText.\n';
    const { engine } = workspace({ 'docs/adr/0512-field-selectors.md': outlined, 'docs/adr/0282-dot-syntax.md': '---\nstatus: accepted\ndate: 2024-01-10\n---\n\n# Dot syntax\n\n## Motivation\n\nText.\n' });
    assert.deepEqual(engine.records().map((r) => [r.id, r.title.value]), [['ADR-0282', 'Dot syntax'], ['ADR-0512', 'Field selectors per datatype']]);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'number-mismatch'), []);
    // Still a mismatch when the sections are not its parts.
    const plain = workspace({ 'docs/adr/0512-x.md': '---\nstatus: accepted\ndate: 2024-02-25\n---\n\n# 1. X\n\n## Motivation\n\nText.\n' });
    assert.equal(plain.engine.check().filter((d) => d.rule === 'number-mismatch').length, 1);
  });

  it('"This ACP supersedes [ADR-0001]" supersedes the whole record, as "This ADR supersedes" does; "this cache supersedes" a part', () => {
    const files = (sentence) => ({ 'docs/adr/0001-old.md': nygard('1. Old', 'Superseded by [ADR-0002](0002-new.md)'), 'docs/adr/0002-new.md': nygard('2. New', 'Accepted', `\n\n${sentence}`) });
    const condition = (sentence) => workspace(files(sentence)).engine.records()[1].relations.filter((r) => r.kind === 'supersedes').map((r) => r.condition ?? 'whole');
    assert.deepEqual(condition('This ACP supersedes [ADR-0001](0001-old.md).'), ['whole']);
    assert.deepEqual(condition('This SIMD supersedes [ADR-0001](0001-old.md).'), ['whole']);
    assert.deepEqual(condition('This cache layer supersedes [ADR-0001](0001-old.md) for reads.'), ['in part']);
  });
});

describe('proposal series read by their metadata (bed 46)', { skip }, () => {
  it('reads a metadata table\'s Title row, and a table whose delimiter row has one hyphen a cell ("| :- | :- |")', () => {
    const acp = (n, title, status, rule) => `| ACP | ${n} |\n| ${rule} | ${rule} |\n| **Title** | ${title} |\n| **Author(s)** | Ann |\n| **Status** | ${status} |\n| **Track** | Standards |\n\n## Abstract\n\nx\n`;
    const { engine } = workspace({
      'ACPs/13-subnet-only-validators/README.md': acp(13, 'Subnet-Only Validators (SOVs)', 'Stale', ':-'),
      'ACPs/20-ed25519-p2p/README.md': acp(20, 'Ed25519 p2p', 'Proposed', ':---'),
      'ACPs/23-p-chain-native-transfers/README.md': acp(23, 'P-Chain Native Transfers', 'Activated', '-'),
    });
    assert.deepEqual(engine.records().map((r) => [r.id, r.title.value, r.lifecycle]), [
      ['ACP-13', 'Subnet-Only Validators (SOVs)', 'rejected'],
      ['ACP-20', 'Ed25519 p2p', 'proposed'],
      ['ACP-23', 'P-Chain Native Transfers', 'accepted'],
    ]);
    assert.deepEqual(engine.check().filter((d) => ['missing-title', 'missing-status', 'unknown-status'].includes(d.rule)), []);
  });

  it('takes a series from the front matter key numbering its records ("simd: \'0088\'" in "proposals/0088-x.md")', () => {
    const simd = (n, title, extra = '') => `---\nsimd: '${n}'\ntitle: ${title}\nauthors:\n  - Ann\ncategory: Standard\ntype: Core\nstatus: Activated\ncreated: 2023-11-07\n${extra}---\n\n## Summary\n\nx\n`;
    const { engine } = workspace({
      'proposals/0088-enable-core-bpf.md': simd('0088', 'Enable Core BPF'),
      'proposals/0140-migrate-config.md': simd('0140', 'Migrate Config', 'extends: SIMD-0088\n'),
      'proposals/0495-upgrade.md': simd('0495', 'Upgrade procedure') + '\nAs SIMD-0088 and SIMD-0999 say.\n',
    });
    assert.deepEqual(engine.records().map((r) => r.id), ['SIMD-0088', 'SIMD-0140', 'SIMD-0495']);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'unknown-reference').map((d) => d.message.split(' ')[0]), ['SIMD-0999']);
  });

  it('keeps the front matter\'s title over a heading that is its last words ("# Events" under "Title: Non-Fungible Token Events")', () => {
    const nep = (n, title, body) => `---\nNEP: ${n}\nTitle: ${title}\nStatus: Final\nCreated: 08-Sep-2021\n---\n\n${body}`;
    const { engine } = workspace({
      'neps/nep-0256.md': nep(256, 'Non-Fungible Token Events', '# Events\n\nx\n'),
      'neps/nep-0297.md': nep(297, 'Events', '## Summary\n\nx\n'),
      'neps/nep-0300.md': nep(300, 'Storage', '# Storage staking\n\nx\n'),
    });
    assert.deepEqual(engine.records().map((r) => r.title.value), ['Non-Fungible Token Events', 'Events', 'Storage staking']);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'duplicate-title'), []);
  });
});

describe('ghc-proposals\' habits (bed 46)', { skip }, () => {
  it('a page left where a record was ("This document was moved to …") is not asked for a title', () => {
    const record = (n, title) => `---\nstatus: accepted\ndate: 2017-05-01\n---\n\n# ${title}\n\n## Motivation\n\nx\n`;
    const { engine } = workspace({
      'docs/adr/0004-hex-floats.md': 'This document was moved to https://github.com/acme/proposals/blob/master/docs/adr/0037-hex-floats.md\n',
      'docs/adr/0037-hex-floats.md': record(37, 'Hexadecimal floats'),
      'docs/adr/0076-numeric-underscores.md': record(76, 'Numeric underscores'),
    });
    assert.deepEqual(engine.check().filter((d) => d.rule === 'missing-title'), []);
    assert.deepEqual(engine.list().items.map((d) => d.id), ['ADR-0037', 'ADR-0076']);
  });

  it('reads a reStructuredText record\'s ".. date-accepted:: 2018-10-22" directive as its day', () => {
    const rst = (title, directives) => `${title}\n${'='.repeat(title.length)}\n\n${directives}\nThis proposal introduces something.\n\nMotivation\n==========\n\nText.\n`;
    const { engine } = workspace({
      'proposals/0111-linear-types.rst': rst('Linear Types', '.. author:: Ann Example\n.. date-accepted:: 2018-10-22\n.. ticket-url:: https://example.com/1\n'),
      'proposals/0282-record-dot.rst': rst('Record Dot Syntax', '.. author:: Bob\n.. date-accepted:: 2020-05-01\n'),
      'proposals/0302-cases.rst': rst('Multi-way lambda', '..  date-accepted:: 2020-06-02\n'),
    });
    assert.deepEqual(engine.records().map((r) => [r.title.value, r.dates[0]?.iso]), [['Linear Types', '2018-10-22'], ['Record Dot Syntax', '2020-05-01'], ['Multi-way lambda', '2020-06-02']]);
    const [linear] = engine.records();
    const text = '.. date-accepted:: 2018-10-22';
    assert.equal(linear.dates[0].range.start.character, text.indexOf('2018'), 'the day is found where it is written');
  });
});

describe('RFCs filed by their state (bed 46)', { skip }, () => {
  it('finds "active-rfcs/" beside the series\' "0000-template.md": RFCs, accepted, as the folder says', () => {
    const rfc = (date, title) => `- Start Date: ${date}\n- Target Major Version: 3.x\n- Reference Issues: (fill in)\n\n# Summary\n\n${title}.\n\n# Motivation\n\nx\n`;
    const { engine } = workspace({
      '0000-template.md': '- Start Date: (fill me in with today\'s date, YYYY-MM-DD)\n\n# Summary\n\nBrief explanation.\n',
      'README.md': '# RFCs\n\nSee active-rfcs.\n',
      'active-rfcs/0001-new-slot-syntax.md': rfc('2019-01-14', 'New slot syntax'),
      'active-rfcs/0002-slot-shorthand.md': rfc('2019-01-16', 'Slot shorthand'),
      'active-rfcs/0003-dynamic-arguments.md': rfc('2019-01-16', 'Dynamic arguments'),
    });
    assert.deepEqual(engine.records().map((r) => [r.id, r.lifecycle, r.dates[0]?.iso]), [['RFC-0001', 'accepted', '2019-01-14'], ['RFC-0002', 'accepted', '2019-01-16'], ['RFC-0003', 'accepted', '2019-01-16']]);
  });

  it('reads "Dropped" as given up and "To be reviewed" as proposed (bazelbuild/proposals)', () => {
    const record = (n, status) => `# ${n}. Design ${n}\n\nDate: 2018-06-18\n\n## Status\n\n${status}\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;
    const { engine } = workspace({ 'docs/adr/0001-a.md': record(1, 'Dropped'), 'docs/adr/0002-b.md': record(2, 'To be reviewed') });
    assert.deepEqual(engine.records().map((r) => r.lifecycle), ['rejected', 'proposed']);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'unknown-status'), []);
  });
});

describe('a record that says it was superseded, opening its first section (bed 46)', { skip }, () => {
  it('is superseded, as its relation says, where it states no status', () => {
    const { engine } = workspace({
      'docs/adr/0001-holdings.md': '# ADR 001: Holdings service\n\n## Purpose\nThis ADR proposes a now deprecated approach, which has been superseded by [ADR 002](0002-locations.md).\n\n## Motivation\n\nText.\n',
      'docs/adr/0002-locations.md': '# ADR 002: Locations\n\n## Purpose\nWhere things are.\n\n## Motivation\n\nText about ADR 001.\n',
      // Further down, about something else: no word on the record's own state.
      'docs/adr/0003-storage.md': '# ADR 003: Storage\n\n## Purpose\nWhere data lives.\n\n## Notes\n\nThe old cache was superseded by [ADR 002](0002-locations.md).\n',
    });
    assert.deepEqual(engine.records().map((r) => [r.id, r.lifecycle]), [['ADR-0001', 'superseded'], ['ADR-0002', 'unknown'], ['ADR-0003', 'unknown']]);
  });
});

describe('paths in an indented code block (bed 46, emberjs/rfcs)', { skip }, () => {
  it('are an example, as a fenced block\'s are; a list item\'s indented continuation is still read', () => {
    const record = (context) => `# 1. Import CSS from JavaScript\n\nDate: 2024-01-01\n\n## Status\n\nAccepted\n\n## Context\n\n${context}\n\n## Decision\n\nDo it.\n\n## Consequences\n\nNone.\n`;
    const stale = (context) => diagnostics({ 'docs/adr/0001-import-css.md': record(context), 'src/index.js': 'x\n' }, 'stale-code-path').map((d) => d.range.start.line);
    assert.deepEqual(stale('A module that needs a stylesheet imports it, like:\n\n    import \'../../styles/button.css\';\n\nor, fenced:\n\n```js\nimport \'../../styles/card.css\';\n```'), []);
    assert.equal(stale('1. Move the styles\n\n    into `src/styles/button.css` first.').length, 1, 'a list item\'s second paragraph');
    assert.equal(stale('We keep them in `src/styles/button.css`.').length, 1, 'prose');
  });
});

describe('a proposal filed under another name, numbered in the series by its front matter (bed 46, xmtp/XIPs)', { skip }, () => {
  it('"xrc-19-x.md" with "xip: 19" and "z-stagnant_xip-14-x.md" are XIP-19 and XIP-14; a page without the key is not one', () => {
    const xip = (n, title, status = 'Final', extra = '') => `---\nxip: ${n}\ntitle: ${title}\nauthor: Ann\nstatus: ${status}\ntype: Standards\ncreated: 2023-02-1${n % 10}\n${extra}---\n\n## Abstract\n\nx\n`;
    const files = {
      'XIPs/xip-1-one.md': xip(1, 'One'),
      'XIPs/xip-2-two.md': xip(2, 'Two'),
      'XIPs/xip-3-three.md': xip(3, 'Three'),
      'XIPs/xip-4-four.md': xip(4, 'Four'),
      'XIPs/xip-5-five.md': xip(5, 'Five'),
      'XIPs/xip-6-six.md': xip(6, 'Six'),
      'XIPs/xip-9-composite.md': xip(9, 'Composite content type', 'Final', 'superseded-by: XIP-19\n'),
      'XIPs/xrc-19-deprecate-composite.md': xip(19, 'Deprecate the composite codec', 'Final', 'replaces: XIP-9\n'),
      'XIPs/z-stagnant_xip-14-context.md': xip(14, 'Conversation context', 'Stagnant'),
      'XIPs/notes-on-naming.md': '---\ntitle: Notes\n---\n\n# Notes on naming\n\nSee XIP-1.\n',
    };
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => `${r.id} ${r.path}`), [
      'XIP-1 XIPs/xip-1-one.md',
      'XIP-2 XIPs/xip-2-two.md',
      'XIP-3 XIPs/xip-3-three.md',
      'XIP-4 XIPs/xip-4-four.md',
      'XIP-5 XIPs/xip-5-five.md',
      'XIP-6 XIPs/xip-6-six.md',
      'XIP-9 XIPs/xip-9-composite.md',
      'XIP-14 XIPs/z-stagnant_xip-14-context.md',
      'XIP-19 XIPs/xrc-19-deprecate-composite.md',
    ]);
    assert.equal(engine.currentDecision(engine.records()[6]).id, 'XIP-19');
  });
});

describe('a day\'s field under the first section heading (bed 46, wellcomecollection/docs)', { skip }, () => {
  it('dates a record that gives no day above it, so the older of two with one number keeps it', () => {
    const rfc = (n, title, modified, section = 'Purpose') => `# RFC ${n}: ${title}\n\n## ${section}\nThis RFC proposes ${title.toLowerCase()}.\n\n**Last modified:** ${modified}\n\n## Background\n\nText.\n`;
    const { engine } = workspace({
      'rfcs/061-content-api/README.md': rfc('061', 'Content API', '2024-07-03T09:00:00+00:00'),
      'rfcs/062-content-search/README.md': rfc('062', 'Content search', '2024-11-18T10:00:00+00:00'),
      'rfcs/062-knowledge-graph/README.md': rfc('062', 'Knowledge graph', '2024-10-11T11:15:29+00:00'),
    });
    assert.deepEqual(engine.records().map((r) => [r.path.split('/')[1], r.dates[0]?.iso]), [['061-content-api', '2024-07-03'], ['062-content-search', '2024-11-18'], ['062-knowledge-graph', '2024-10-11']]);
    const [duplicate] = engine.check().filter((d) => d.rule === 'duplicate-number');
    assert.equal(duplicate.path, 'rfcs/062-content-search/README.md', 'the later record gives up the number');
  });

  it('reads no day from a later section, nor from a line that is no field', () => {
    const record = (body) => `# ADR 1: Use queues\n\n## Context\nWe need queues.\n\n${body}\n`;
    const dayOf = (body) => workspace({ 'docs/adr/0001-use-queues.md': record(body), 'docs/adr/0002-x.md': '# ADR 2: X\n\nDate: 2020-01-01\n\n## Status\n\nAccepted\n' }).engine.records()[0].dates[0]?.iso;
    assert.equal(dayOf('## Notes\n\n**Date:** 2021-05-06'), undefined);
    assert.equal(dayOf('It ran until 2021-05-06 in production.'), undefined);
    assert.equal(dayOf('Date: 2021-05-06'), '2021-05-06');
  });
});

describe('bed 46, application repositories', { skip }, () => {
  it('reads front matter "builds-on:" as the record it extends (gustavovalverde/zentity)', () => {
    const madr = (title, extra = '') => `---\nstatus: "accepted"\ndate: "2026-01-04"\n${extra}---\n\n# ${title}\n\n## Context and Problem Statement\n\nx\n\n## Decision Outcome\n\ny\n`;
    const { engine } = workspace({
      'docs/adr/0003-sealed-profile.md': madr('Sealed profile'),
      'docs/adr/0004-consent-disclosure.md': madr('Consent-based disclosure', 'builds-on: "[ADR](0003-sealed-profile.md)"\n'),
    });
    assert.deepEqual(engine.records()[1].relations.map((r) => [r.kind, r.href ?? r.targetKey]), [['extends', '0003-sealed-profile.md']]);
    assert.deepEqual(engine.graph().edges.map((e) => [e.from, e.kind, e.to]), [['ADR-0004', 'extends', 'ADR-0003']]);
  });

  it('reads Finnish "Päiväys", "Päivämäärä" and "Pvm" as the date (PekkaKiviahde/ennuste-app)', () => {
    const record = (key) => `# ADR-001: Keycloak\n\n**Tila:** Accepted\n**${key}:** 2026-01-03\n\n## Konteksti\n\nx\n`;
    for (const key of ['Päiväys', 'Päivämäärä', 'Pvm']) {
      const { engine } = workspace({ 'docs/adr/ADR-001-keycloak.md': record(key), 'docs/adr/ADR-002-x.md': '# ADR-002: X\n\n**Tila:** Accepted\n' });
      assert.equal(engine.records()[0].dates[0]?.iso, '2026-01-03', key);
    }
  });

  it('leaves open questions and a roadmap beside the records out of them', () => {
    const { engine } = workspace({
      'docs/decisions/0001-use-postgres.md': '# 1. Use Postgres\n\nDate: 2026-01-02\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n',
      'docs/decisions/open-questions.md': '# Open questions / TODO\n\n- [ ] Which purge window?\n',
      'docs/decisions/questions.md': '# Questions\n\nSome questions.\n',
      'docs/decisions/roadmap.md': '# Roadmap\n\n- Q1: x\n',
    });
    assert.deepEqual(engine.records().map((r) => r.path), ['docs/decisions/0001-use-postgres.md']);
  });
});
