// Shapes met in the forty-eighth session's readings of real repositories, in fixtures written for these tests.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

describe('links kept under a series\' former letters', { skip }, () => {
  const erc = (n, body) => `---\neip: ${n}\ntitle: Token ${n}\nstatus: Final\ntype: Standards Track\ncategory: ERC\ncreated: 2020-01-02\n---\n\n## Abstract\n\n${body}\n`;
  const files = () => ({
    'ERCS/erc-20.md': erc(20, 'A token.'),
    'ERCS/erc-721.md': erc(721, 'Like [ERC-20](./eip-20.md) and [the contract](../assets/eip-721/Token.sol).\n\nSee [the page](./eip-20).'),
    'ERCS/erc-1155.md': erc(1155, 'Unlike [EIP-155](./eip-155.md) and [the lost asset](../assets/eip-721/Gone.sol), or [ERC-7](./erc-7.md).'),
    'assets/erc-721/Token.sol': 'contract Token {}\n',
  });

  it('a link named by the former letters reaches the record or file named by the collection\'s', () => {
    const { engine } = workspace(files());
    const broken = engine.check().filter((d) => d.rule === 'broken-link').map((d) => `${d.path} ${d.message.split('"')[1]}`);
    assert.deepEqual(broken, ['ERCS/erc-1155.md ./eip-155.md', 'ERCS/erc-1155.md ../assets/eip-721/Gone.sol', 'ERCS/erc-1155.md ./erc-7.md']);
  });

  it('such a link cites the record, for who-cites and go to definition', () => {
    const { engine } = workspace(files());
    assert.deepEqual(engine.getDecision('ERC-20').citedBy.map((c) => `${c.path}:${c.range.start.line}`), ['ERCS/erc-721.md:11']);
    const at = engine.definition('ERCS/erc-721.md', { line: 11, character: 10 });
    assert.deepEqual(at.map((l) => l.path), ['ERCS/erc-20.md']);
  });

  it('outside a collection, or in a collection of other letters, the link stays broken', () => {
    const { engine } = workspace({
      'docs/adr/0001-x.md': '# 1. X\n\nDate: 2024-01-02\n\n## Status\n\nAccepted\n\n## Context\n\nSee [RFC 2](./rfc-2.md).\n\n## Decision\n\nx\n\n## Consequences\n\nx\n',
      'docs/adr/0002-y.md': '# 2. Y\n\nDate: 2024-01-02\n\n## Status\n\nAccepted\n\n## Context\n\nY.\n\n## Decision\n\nx\n\n## Consequences\n\nx\n',
      'docs/rfc/rfc-2.md': '# RFC 2: Y\n\nStatus: Accepted\n\nY.\n',
    });
    const broken = engine.check().filter((d) => d.rule === 'broken-link').map((d) => d.message.split('"')[1]);
    assert.deepEqual(broken, ['./rfc-2.md']);
  });
});

describe('a status written in an admonition box', { skip }, () => {
  const record = (n, box) => `# ADR-00${n}: Use thing ${n}\n\n${box}\n\n## Context\n\nx\n\n## Decision\n\ny\n`;

  it('MkDocs and Docusaurus boxes titled by the field, or by the key over the value', () => {
    const { engine } = workspace({
      'docs/adr/adr-001-a.md': record(1, '!!! info "Status: Accepted"'),
      'docs/adr/adr-002-b.md': record(2, '!!! warning "Status"\n\n    Superseded by [ADR-003](adr-003-c.md)'),
      'docs/adr/adr-003-c.md': record(3, '??? note "Status"\n    Proposed'),
      'docs/adr/adr-004-d.md': record(4, ':::info Status\nRejected\n:::'),
      'docs/adr/adr-005-e.md': record(5, ':::tip Status: Deprecated\nNo longer used.\n:::'),
    });
    assert.deepEqual(engine.records().map((r) => [r.id, r.lifecycle, r.status?.value]), [
      ['ADR-001', 'accepted', 'Accepted'],
      ['ADR-002', 'superseded', 'Superseded'],
      ['ADR-003', 'proposed', 'Proposed'],
      ['ADR-004', 'rejected', 'Rejected'],
      ['ADR-005', 'deprecated', 'Deprecated'],
    ]);
    const { range } = engine.record('ADR-001').status;
    assert.deepEqual([range.start.line, range.start.character, range.end.character], [2, 18, 26]);
    assert.deepEqual(engine.record('ADR-002').relations.map((r) => `${r.kind} ${r.targetKey}`), ['superseded-by adr-3']);
    const second = engine.record('ADR-002').status.range;
    assert.deepEqual([second.start.line, second.start.character], [4, 4]);
  });

  it('a box titled otherwise, or a key box with a sentence under it, gives no status', () => {
    const { engine } = workspace({
      'docs/adr/adr-001-a.md': record(1, '!!! note "Read this first"\n    Accepted'),
      'docs/adr/adr-002-b.md': record(2, '!!! note "Status"\nAccepted by the board on Monday, see below.'),
    });
    assert.deepEqual(engine.records().map((r) => r.lifecycle), ['unknown', 'unknown']);
  });
});

describe('the language server\'s answers on real collections (bed 48B)', { skip }, () => {
  const nygard = (n, title, status, decision = 'We do it.') => `# ${n}. ${title}\n\nDate: 2022-04-13\n\n## Status\n\n${status}\n\n## Context\n\nSome context.\n\n## Decision\n\n${decision}\n\n## Consequences\n\nSome.\n`;

  it('a record superseded by two, one of them accepted, is not said to stay in force', () => {
    const { engine } = workspace({
      'docs/adr/0001-single-state.md': nygard(1, 'Single state', 'Superseded by [ADR 2](0002-local-state.md) and [ADR 3](0003-stateless.md)'),
      'docs/adr/0002-local-state.md': nygard(2, 'Local state', 'Accepted'),
      'docs/adr/0003-stateless.md': nygard(3, 'Stateless', 'Draft'),
    });
    assert.deepEqual(engine.check().filter((d) => d.rule === 'superseded-by-unaccepted'), []);
    assert.equal(engine.currentDecision(engine.record('ADR-0001')).id, 'ADR-0002');
  });

  it('a record superseded by a draft alone still is', () => {
    const { engine } = workspace({
      'docs/adr/0001-single-state.md': nygard(1, 'Single state', 'Superseded by [ADR 3](0003-stateless.md)'),
      'docs/adr/0003-stateless.md': nygard(3, 'Stateless', 'Draft'),
    });
    assert.equal(engine.check().filter((d) => d.rule === 'superseded-by-unaccepted').length, 1);
  });
});

describe('what a hover quotes of the decision (bed 48B)', { skip }, () => {
  const quoted = (files, path) => {
    const { engine } = workspace(files);
    const r = engine.records().find((x) => x.path === path);
    const hover = engine.hover(path, r.title.range.start);
    return hover.contents.split('\n').find((l) => l.startsWith('> '));
  };

  it('past a connective paragraph ("_Therefore_") to what follows it', () => {
    const text = '# 10. Use direct connection\n\n## Status\n\nAccepted\n\n## Context\n\n* Not ready.\n\n## Decision\n\n_Therefore_\n\nWe connect to the node directly.\n\n## Consequences\n\nFewer.\n';
    assert.equal(quoted({ 'docs/adr/0010-direct.md': text, 'docs/adr/0011-x.md': text.replace('10.', '11.') }, 'docs/adr/0010-direct.md'), '> We connect to the node directly.');
  });

  it('a section named "Decisions", in Markdown and in reStructuredText, past titles and their underlines', () => {
    const files = {
      'docs/decisions/0007-tagging.rst': '7. Tagging app\n==============\n\nContext\n-------\n\nWe need tags.\n\nDecisions\n---------\n\nThe tagging code stands alone.\n',
      'docs/decisions/0008-auto.rst': '8. Auto tagging\n===============\n\nContext\n-------\n\nWe need tags.\n\nDecision\n--------\n\nEvents\n~~~~~~\n\nAn event is sent for every course.\n',
      'docs/decisions/0009-plural.md': '# 9. Plural\n\n## Context\n\nSome context.\n\n## Decisions\n\nWe use plural headings.\n',
    };
    assert.equal(quoted(files, 'docs/decisions/0007-tagging.rst'), '> The tagging code stands alone.');
    assert.equal(quoted(files, 'docs/decisions/0008-auto.rst'), '> An event is sent for every course.');
    assert.equal(quoted(files, 'docs/decisions/0009-plural.md'), '> We use plural headings.');
  });

  it('a decision that is one short sentence is still quoted', () => {
    const text = '# 3. Use Go\n\n## Status\n\nAccepted\n\n## Decision\n\n**So be it.**\n\n## Consequences\n\nx\n';
    assert.equal(quoted({ 'docs/adr/0003-go.md': text, 'docs/adr/0004-y.md': text.replace('3.', '4.') }, 'docs/adr/0003-go.md'), '> **So be it.**');
  });
});

describe('completing an id two collections share (bed 48B)', { skip }, () => {
  const rec = (n, title) => `# ADR-00${n}: ${title}\n\nStatus: Approved\n\n## Decision\n\n${title}.\n`;
  const files = () => ({
    'docs/architecture/001-rendering.md': rec(1, 'Frontend as a service'),
    'docs/architecture/002-react.md': rec(2, 'React') + '\nSee ADR-00\n',
    'docs/architecture/review/001-modi.md': rec(1, 'MoDI proof of concept'),
    'docs/architecture/review/002-other.md': rec(2, 'Other'),
    'src/a.ts': '// See ADR-00\n',
  });
  const items = (engine, path, line, text) => engine.completion(path, { line, character: text.length }, text).filter((i) => i.label.startsWith('ADR-001'));

  it('in Markdown, the one a bare id would not mean is inserted as a link to it', () => {
    const { engine } = workspace(files());
    const got = items(engine, 'docs/architecture/002-react.md', 8, 'See ADR-00').map((i) => [i.labelDescription, i.insertText]);
    assert.deepEqual(got, [['Frontend as a service', 'ADR-001'], ['MoDI proof of concept', '[ADR-001](review/001-modi.md)']]);
  });

  it('in a code comment, with its path from the workspace root', () => {
    const { engine } = workspace(files());
    const got = items(engine, 'src/a.ts', 0, '// See ADR-00').map((i) => i.insertText).sort();
    assert.equal(got.length, 2);
    assert.ok(got.includes('ADR-001 (docs/architecture/review/001-modi.md)') || got.includes('ADR-001 (docs/architecture/001-rendering.md)'), got.join(' | '));
    assert.ok(got.includes('ADR-001'));
  });
});

describe('fixes that edit what the writer wrote (bed 48A)', { skip }, () => {
  it('a link target in parentheses of its own is fixed whole, so it stays a link', () => {
    const rfc = (n, title, body = '') => `# RFC ${n}: ${title}\n\n**Status:** Accepted\n\n${body}\n`;
    const { engine } = workspace({
      'rfcs/001-graph/README.md': rfc(1, 'Graph'),
      'rfcs/002-model/README.md': rfc(2, 'Model', 'As described in [RFC #1]((../001-graph/README.md)). More text.'),
      'rfcs/003-other/README.md': rfc(3, 'Other'),
    });
    const [finding] = engine.check().filter((d) => d.rule === 'broken-link');
    const [fix] = finding.fixes;
    assert.equal(fix.isPreferred, true);
    const line = 'As described in [RFC #1]((../001-graph/README.md)). More text.';
    const [edit] = fix.edits;
    const fixed = line.slice(0, edit.range.start.character) + edit.newText + line.slice(edit.range.end.character);
    assert.equal(fixed, 'As described in [RFC #1](../001-graph/README.md). More text.');
  });
});

describe('moving a record leaves a link pinned to a commit (bed 48A)', { skip }, () => {
  const files = (remote) => ({
    ...(remote ? { '.git/config': '[remote "origin"]\n\turl = https://github.com/acme/shop.git\n' } : {}),
    'docs/adr/0001-decision-1.md': '# 1. Decision 1\n\nDate: 2024-01-01\n\n## Status\n\nAccepted\n\n## Context\n\nx\n',
    'docs/adr/0002-decision-2.md': '# 2. Decision 2\n\nDate: 2024-01-02\n\n## Status\n\nAccepted\n\n## Context\n\nx\n',
    'docs/guide/README.md': '# Guide\n\nSee [as first written](https://github.com/acme/shop/blob/9e1161a6e6d83c271e06afbaec6fa0cca505c219/docs/adr/0001-decision-1.md#context), [now](https://github.com/acme/shop/blob/main/docs/adr/0001-decision-1.md) and [ADR 1](../adr/0001-decision-1.md).\n',
  });
  for (const remote of [true, false]) {
    it(remote ? 'with the repository\'s remote: the branch link and the relative one follow, the commit\'s stays' : 'without a remote: the commit\'s link is neither rewritten nor left to look at', () => {
      const { engine } = workspace(files(remote));
      const plan = engine.planMoves([{ from: 'docs/adr/0001-decision-1.md', to: 'docs/adr/0001-first-decision.md' }]);
      const texts = plan.edits.map((e) => e.newText);
      assert.ok(!texts.some((t) => t.includes('9e1161a')), texts.join(' | '));
      assert.ok(texts.includes('../adr/0001-first-decision.md'), texts.join(' | '));
      if (remote) assert.ok(texts.some((t) => t.includes('blob/main/docs/adr/0001-first-decision.md')), texts.join(' | '));
      assert.equal(plan.left, remote ? 0 : 1, 'without a remote, only the branch link is left to look at');
    });
  }
});

describe('a record named like a companion page, with no record beside it to go with (bed 48C)', { skip }, () => {
  const nygard = (n, title) => `# ${n}. ${title}\n\nDate: 2024-0${n}-01\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;

  it('"0002-release-summary.md" alone with its number is a record; beside 0002-x.md it is the companion', () => {
    const alone = workspace({ 'docs/adr/0001-use-postgres.md': nygard(1, 'Use Postgres'), 'docs/adr/0002-release-summary.md': nygard(2, 'Publish a release summary') }).engine;
    assert.deepEqual(alone.records().map((r) => r.id), ['ADR-0001', 'ADR-0002']);
    const beside = workspace({
      'docs/adr/0001-use-postgres.md': nygard(1, 'Use Postgres'),
      'docs/adr/0002-split-the-api.md': nygard(2, 'Split the API'),
      'docs/adr/0002-api-summary.md': '# API summary\n\nThe short version of ADR 2, for readers in a hurry.\n',
    }).engine;
    assert.deepEqual(beside.records().map((r) => r.path), ['docs/adr/0001-use-postgres.md', 'docs/adr/0002-split-the-api.md']);
  });

  it('a proposal series: "MSC2946: Spaces Summary" is found with the others', () => {
    const msc = (n, title) => `# MSC${n}: ${title}\n\nThis MSC proposes ${title.toLowerCase()}.\n\n## Proposal\n\nx\n\n## Potential issues\n\ny\n`;
    const { engine } = workspace({
      'proposals/1772-groups-as-rooms.md': msc(1772, 'Groups as rooms'),
      'proposals/2946-spaces-summary.md': msc(2946, 'Spaces Summary'),
      'proposals/3083-restricted-rooms.md': msc(3083, 'Restricted rooms'),
      'proposals/3266-room-summary.md': msc(3266, 'Room Summary API'),
    });
    assert.deepEqual(engine.records().map((r) => r.title.value), ['Groups as rooms', 'Spaces Summary', 'Restricted rooms', 'Room Summary API']);
  });
});

describe('a series naming itself in titles without a hyphen, and only from some number on (bed 48C)', { skip }, () => {
  it('"# MSC1772: Matrix spaces" in proposals/1772-x.md: MSC ids, cited as MSC1772', () => {
    const files = {};
    // The first proposals have titles alone; the later ones name themselves.
    for (const n of [1219, 1442, 1466, 1501, 1690, 1700, 1708]) files[`proposals/${n}-early-${n}.md`] = `Early proposal ${n}\n\nText.\n`;
    for (const n of [1772, 2174, 2946, 3083, 3266, 3401, 3575]) files[`proposals/${n}-later-${n}.md`] = `# MSC${n}: Later proposal ${n}\n\nThis MSC builds on MSC1772 and [MSC1772](https://github.com/matrix-org/matrix-doc/pull/1772).\n`;
    const { engine } = workspace(files);
    assert.ok(engine.records().every((r) => r.id.startsWith('MSC-')), engine.records().map((r) => r.id).join(' '));
    assert.equal(engine.record('MSC1772')?.title.value, 'Later proposal 1772');
    assert.ok(engine.getDecision('MSC1772').citedBy.some((c) => c.path === 'proposals/3083-later-3083.md'));
  });
});

describe('a new record written as the collection writes its records (bed 48A)', { skip }, () => {
  it('a table with its keys on top gets the new record\'s day and status in its row, and no status line of its own', () => {
    const { engine } = workspace({
      'docs/adrs/0001-decision-1.md': '# Decision 1\n\nStatus: Accepted\nDate: 01/17/2023\n\n### Context\n\nx\n',
      'docs/adrs/0002-agreement-info.md': '# TITLE: Agreement info\n\n| CREATED DATE | LAST UPDATED | STATUS | AUTHOR | STAKEHOLDERS |\n| :---: | :---: | :---: | :---: | :---: |\n| 06/21/2023 | 11/16/2023 | Accepted | @alice | @team |\n\n## CONTEXT AND PROBLEM STATEMENT\n\nx\n',
    });
    const plan = engine.planNewRecord({ title: 'Quotas per service', date: '2026-12-13' });
    assert.match(plan.content, /\| 12\/13\/2026 \| 12\/13\/2026 \| Proposed \| \| \|\n/);
    assert.doesNotMatch(plan.content, /06\/21\/2023|@alice|^Status:/m);
  });

  it('the day in the latest records\' style when they agree and it reads back as that day, else ISO', () => {
    const nygard = (n, day) => `# ${n}. Decision ${n}\n\nDate: ${day}\n\n## Status\n\nAccepted\n\n## Context\n\nx\n`;
    const dayOf = (files, date) => /Date: (.+)/.exec(workspace(files).engine.planNewRecord({ title: 'Next', date }).content)?.[1];
    assert.equal(dayOf({ 'docs/adr/0001-a.md': nygard(1, '2024-01-02'), 'docs/adr/0002-b.md': nygard(2, '7 January 2025'), 'docs/adr/0003-c.md': nygard(3, '11 August 2025') }, '2026-12-03'), '2026-12-03');
    assert.equal(dayOf({ 'docs/adr/0001-a.md': nygard(1, '2024-01-02'), 'docs/adr/0002-b.md': nygard(2, '7 January 2025'), 'docs/adr/0003-c.md': nygard(3, '11 August 2025'), 'docs/adr/0004-d.md': nygard(4, '12 August 2025') }, '2026-12-03'), '3 December 2026');
    assert.equal(dayOf({ 'docs/adr/0001-a.md': nygard(1, 'Jan 5, 2024') }, '2026-07-22'), 'Jul 22, 2026');
    assert.equal(dayOf({ 'docs/adr/0001-a.md': nygard(1, '21.06.2023') }, '2026-07-02'), '02.07.2026');
    // Read day first, "12/03/2026" would be March 12: written as ISO instead.
    assert.equal(dayOf({ 'docs/adr/0001-a.md': nygard(1, '06/21/2023') }, '2026-12-03'), '2026-12-03');
    assert.equal(dayOf({ 'docs/adr/0001-a.md': nygard(1, '03/03/2023') }, '2026-12-13'), '2026-12-13');
  });
});

describe('setting a status where the record writes none (bed 48A)', { skip }, () => {
  it('beside a "Last updated:" line, a "Status:" line the parser reads back', async () => {
    const { applyEdits } = await import('../fixtures/rules/harness.mjs');
    const files = {
      'adr/logging.md': '# Logging\n\nLast updated: 29/06/20\n\n---\n\nWe ship logs to Elasticsearch.\n',
      'adr/secrets.md': '# Secrets\n\n**Last updated:** 01/07/20\n\n---\n\nWe keep secrets in the vault.\n',
      'adr/metrics.md': '# Metrics\n\n**Status:** Accepted\n\nWe count things.\n',
    };
    const { engine } = workspace(files);
    for (const [path, line] of [['adr/logging.md', 'Status: Deprecated'], ['adr/secrets.md', '**Status:** Deprecated']]) {
      const plan = engine.planStatusChange(path, 'deprecated');
      const after = applyEdits(files[path], plan.edits);
      assert.ok(after.split('\n').includes(line), after);
      const again = workspace({ ...files, [path]: after }).engine;
      assert.equal(again.record(again.records().find((r) => r.path === path).id).lifecycle, 'deprecated');
    }
  });
});

describe('a status in a metadata table (bed 48A)', { skip }, () => {
  it('is changed inside its cell: the padding and the closing pipe stay', async () => {
    const { applyEdits } = await import('../fixtures/rules/harness.mjs');
    const design = (n, status) => `# Design ${n}\n\n| Metadata | Value                 |\n|----------|-----------------------|\n| Date     | 2024-01-0${n}            |\n| Status   | ${status.padEnd(22)}|\n\n## Context and Problem Statement\n\nx\n`;
    const files = { 'adr/ADR-1.md': design(1, 'Implemented'), 'adr/ADR-2.md': design(2, 'Approved') };
    const { engine } = workspace(files);
    const after = applyEdits(files['adr/ADR-1.md'], engine.planStatusChange('ADR-1', 'deprecated').edits);
    assert.ok(after.includes('\n| Status   | Deprecated            |\n'), after);
  });
});

describe('citing a superseded decision by a link with words of its own (bed 48B)', { skip }, () => {
  it('the fix is offered, not preferred, when the link text says something of the old decision', () => {
    const adr = (n, title, status) => `# ADR-0${n}: ${title}\n\n## Status\n\n${status}\n\n## Context\n\nx\n`;
    const { engine } = workspace({
      'docs/architecture/016-react-context.md': adr(16, 'Avoid React Context', 'Superseded by [ADR-028](028-react-context.md)'),
      'docs/architecture/028-react-context.md': adr(28, 'React Context API', 'Accepted\n\nSupersedes [ADR-016](016-react-context.md)'),
      'README.md': '# Dotcom\n\n- Prop drilling (and [why we do not use React Context](docs/architecture/016-react-context.md))\n- See [ADR 16](docs/architecture/016-react-context.md).\n',
    });
    const fixes = engine.check().filter((d) => d.rule === 'citing-superseded').map((d) => [d.range.start.line, d.fixes.map((f) => f.isPreferred)]);
    assert.deepEqual(fixes, [[2, [false]], [3, [true]]]);
  });
});

describe('a fix writes an id as the text spells ids (bed 48B)', { skip }, () => {
  it('"[ADR005 …](ADR015-….md)": "Change the text to ADR015"', () => {
    const { engine } = workspace({
      'docs/architecture/ADR005-Incremental-lexing.md': '# ADR005: Incremental lexing\n\n**Status:** Accepted\n\nx\n',
      'docs/architecture/ADR015-Logging-and-tracing.md': '# ADR015: Logging and tracing\n\n**Status:** Accepted\n\nx\n',
      'docs/TRACING.md': '# Tracing\n\nSee [ADR005 Logging and tracing](architecture/ADR015-Logging-and-tracing.md) for details.\n',
    });
    const [finding] = engine.check().filter((d) => d.rule === 'link-id-mismatch');
    const change = finding.fixes.find((f) => f.title.startsWith('Change the text'));
    assert.equal(change.title, 'Change the text to ADR015');
    assert.equal(change.edits[0].newText, 'ADR015');
  });
});

describe('a page\'s link naming a record\'s file from the wrong folder (bed 48B)', { skip }, () => {
  it('is broken, and the record is named: "architecture/026-x.md" from docs/contributing/', () => {
    const adr = (n, title) => `# ${n}. ${title}\n\nDate: 2024-01-0${n}\n\n## Status\n\nAccepted\n\n## Context\n\nx\n`;
    const { engine } = workspace({
      'docs/architecture/025-react.md': adr(25, 'React'),
      'docs/architecture/026-partial-hydration.md': adr(26, 'Partial hydration'),
      'docs/contributing/how-to.md': '# How-tos\n\nRead more in our\n[Partial Hydration](architecture/026-partial-hydration.md)\ndecision document, and [the guide](guide/missing.md).\n',
    });
    const found = engine.check().filter((d) => d.rule === 'broken-link').map((d) => d.message);
    assert.deepEqual(found, ['Link "architecture/026-partial-hydration.md" points to docs/contributing/architecture/026-partial-hydration.md, which does not exist: did you mean docs/architecture/026-partial-hydration.md?']);
  });
});

describe('a Docusaurus page\'s "slug: N" is its address, not a series (bed 48D)', { skip }, () => {
  it('records keep ADR ids, and "[ADR 3](/adr/3)" resolves', () => {
    const page = (n, status) => `---\nslug: ${n}\ntitle: |\n  ${n}. Decision number ${n}\nauthors:\n- name: Team\ntags: [Accepted]\n---\n\n## Status\n\n${status}\n\n## Context\n\nx\n\n## Decision\n\ny\n`;
    const { engine } = workspace({
      'docs/website/adr/001-record-1.md': page(1, 'Accepted'),
      'docs/website/adr/002-record-2.md': page(2, 'Superseded by [ADR 3](/adr/3)'),
      'docs/website/adr/003-record-3.md': page(3, 'Accepted'),
    });
    assert.deepEqual(engine.records().map((r) => r.id), ['ADR-001', 'ADR-002', 'ADR-003']);
    assert.equal(engine.currentDecision(engine.record('ADR-002')).id, 'ADR-003');
  });
});

describe('another project\'s decision, its address a comment line further down (bed 48D)', { skip }, () => {
  it('an empty comment line between the id and the address does not make it ours', () => {
    const adr = '# ADR-013: Fibre API\n\n## Status\n\nProposed\n\n## Context\n\nx\n';
    const url = 'https://github.com/celestiaorg/celestia-app/blob/main/docs/architecture/adr-013-non-interactive-default-rules.md';
    const { engine } = workspace({
      '.git/config': '[remote "origin"]\n\turl = https://github.com/celestiaorg/celestia-node.git\n',
      'docs/architecture/adr-013-fibre-api.md': adr,
      'docs/architecture/adr-014-other.md': adr.replace(/013/g, '014').replace('Fibre API', 'Other'),
      'blob/proof.go': `package blob\n\nfunc width(n int) int {\n\t// the subtree roots width is defined in ADR-013:\n\t//\n\t//${url}\n\treturn n\n}\n`,
      'blob/mine.go': 'package blob\n\n// Follows ADR-013.\n//\n// See the notes.\nfunc f() {}\n',
    });
    assert.deepEqual(engine.getDecision('ADR-013').citedBy.map((c) => c.path), ['blob/mine.go']);
  });
});

describe('a glossary beside the records (bed 48C)', { skip }, () => {
  it('"frontend-glossary.md" and "terminology.rst" are pages of definitions, not records', () => {
    const nygard = (n) => `# ${n}. Decision number ${n}\n\nDate: 2024-01-0${n}\n\n## Status\n\nAccepted\n\n## Context\n\nx\n`;
    const { engine } = workspace({
      'docs/decisions/0001-decision-1.md': nygard(1),
      'docs/decisions/0002-decision-2.md': nygard(2),
      'docs/decisions/frontend-glossary.md': '# Frontend Glossary\n\n## High level concepts\n\nHost\n: The site loading a module.\n',
      'docs/decisions/terminology.md': '# Terminology\n\nGuest: the module being loaded.\n',
    });
    assert.deepEqual(engine.records().map((r) => r.path), ['docs/decisions/0001-decision-1.md', 'docs/decisions/0002-decision-2.md']);
  });
});

describe('an id given as an example (bed 48C)', { skip }, () => {
  it('"(ADR 9, for example)", "e.g. ADR-0099" are no missing records; a plain citation still is', () => {
    const nygard = (n) => `# ${n}. Decision ${n}\n\nDate: 2024-01-0${n}\n\n## Status\n\nAccepted\n\n## Context\n\nx\n`;
    const { engine } = workspace({
      'doc/adr/0001-record.md': nygard(1),
      'doc/adr/0002-shell.md': nygard(2),
      'README.md': '# mytool\n\nTo supersede a previous one (ADR 9, for example), use -s.\nThis flags ADR 9 as superseded.\n\nName it, e.g. ADR-0099, in the commit.\n\nSee ADR-0007 for the layout.\n',
    });
    const found = engine.check().filter((d) => d.rule === 'unknown-reference').map((d) => d.message.split(' does not')[0]);
    assert.deepEqual(found, ['ADR-0007']);
  });
});

describe('a link to a file .gitignore names (bed 48C)', { skip }, () => {
  it('is built, not broken; another missing file still is', () => {
    const nygard = (n) => `# ${n}. Decision ${n}\n\nDate: 2024-01-0${n}\n\n## Status\n\nAccepted\n\n## Context\n\nSee [the index](index.md) and [gone](gone.md).\n`;
    const { engine } = workspace({
      '.gitignore': 'ADR/index.md\n',
      'ADR/0001-a.md': nygard(1),
      'ADR/0002-b.md': nygard(2),
      'hack/generate-adr-index': '#!/bin/sh\n# Generate ADR/index.md with a list of all records\n',
    });
    const found = engine.check().filter((d) => d.rule === 'broken-link').map((d) => `${d.path} ${d.message.split('"')[1]}`);
    assert.deepEqual(found, ['ADR/0001-a.md gone.md', 'ADR/0002-b.md gone.md']);
  });
});

describe('reStructuredText: "replaced with" a :ref: label that ends like a file name (bed 48C)', { skip }, () => {
  it('names the successor, so the record is not superseded without one', () => {
    const oep = (n, title, status, extra = '') => `.. _OEP-${n} ${title}:\n\nOEP-${n}: ${title}\n${'#'.repeat(40)}\n\n.. list-table::\n   :widths: 25 75\n\n   * - Status\n     - ${status}\n   * - Created\n     - 2016-04-21\n\n${extra}Abstract\n********\n\nText.\n`;
    const { engine } = workspace({
      'oeps/archived/oep-0002-metadata.rst': oep(2, 'Repository Metadata', 'Replaced', '.. warning::\n\n   This OEP has been replaced with :ref:`Release Data in catalog-info.yaml`.\n\n'),
      'oeps/processes/oep-0003-other.rst': oep(3, 'Other', 'Accepted'),
      'oeps/processes/oep-0004-other.rst': oep(4, 'Another', 'Accepted'),
      'oeps/processes/oep-0003/decisions/0001-release-data.rst': '.. _Release Data in catalog-info.yaml:\n\n0001 Release Data in catalog-info.yaml\n######################################\n\nStatus\n******\n\nAccepted\n\nDecision\n********\n\nKeep it there.\n',
    });
    assert.deepEqual(engine.check().filter((d) => d.rule === 'superseded-without-successor'), []);
    assert.equal(engine.currentDecision(engine.record('OEP-0002')).path, 'oeps/processes/oep-0003/decisions/0001-release-data.rst');
  });
});

describe('what an agent is quoted of a decision (beds 48D, 48E)', { skip }, async () => {
  const { decisionText } = await import('../../dist/engine.js');

  it('reStructuredText: the section under an underlined "Decision"', () => {
    const rst = '========================\nToken Null After Refresh\n========================\n\nStatus\n------\n\nAccepted\n\nContext\n-------\n\nTokens go null.\n\nDecision\n--------\n\nWe treat a null token as a failed refresh.\n\nConsequences\n------------\n\nFewer retries.\n';
    assert.equal(decisionText(rst).text, 'We treat a null token as a failed refresh.');
  });

  it('past a "### Problem Statement" that opens the Decision section, to what was decided', () => {
    const md = '# ADR 007: Error Management\n\n## Status\n\nAccepted\n\n## Decision\n\n### Problem Statement\n\nThe current design uses `anomaly`.\n\n### Proposed Design\n\nDefine all errors with `flex-error`.\n\n## Consequences\n\nx\n';
    assert.equal(decisionText(md).text, 'Define all errors with `flex-error`.');
    // Prose before the sub-sections is the decision itself: all of it is kept.
    const lead = md.replace('## Decision\n\n', '## Decision\n\nWe switch to `flex-error`.\n\n');
    assert.match(decisionText(lead).text, /^We switch to `flex-error`\.\n\n### Problem Statement/);
  });

  it('a code block\'s "# comment" is no heading', () => {
    const md = '# 3. Use make\n\n## Decision\n\n```sh\n# build it\nmake\n```\n\nWe build with make.\n\n## Consequences\n\nx\n';
    assert.match(decisionText(md).text, /We build with make\.$/);
  });
});

describe('a docs site\'s copy of the records, front matter added (bed 48B)', { skip }, () => {
  it('"docs/src/content/docs/adr/" beside "docs/adr/": listed once, and its pages cite nothing', () => {
    const adr = (n, title, extra = '') => `# ADR-000${n}: ${title}\n\n## Status\n\n${extra || 'Accepted'}\n\n## Context\n\nx\n\n## Decision\n\ny\n`;
    const files = {
      'docs/adr/0001-parser.md': adr(1, 'Use a parser'),
      'docs/adr/0002-namespace.md': adr(2, 'Runtime namespace', 'Superseded by [ADR-0003](0003-exports.md)'),
      'docs/adr/0003-exports.md': adr(3, 'Subpath exports', 'Accepted\n\nSupersedes [ADR-0002](0002-namespace.md)'),
    };
    for (const [path, text] of Object.entries({ ...files })) {
      files[path.replace('docs/adr/', 'docs/src/content/docs/adr/')] = `---\ntitle: "${/# (.+)/.exec(text)[1]}"\ndescription: Architecture Decision Record\n---\n\n${text.replace('\nx\n', '\nx, as ADR-0002 put it.\n')}`;
    }
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => r.path), ['docs/adr/0001-parser.md', 'docs/adr/0002-namespace.md', 'docs/adr/0003-exports.md']);
    assert.deepEqual(engine.check(), []);
    assert.ok(engine.getDecision('ADR-0002').citedBy.every((c) => c.path.startsWith('docs/adr/')));
  });
});

describe('a link to a top folder, written from the record (bed 48D)', { skip }, () => {
  const rec = (n, body) => `# ${n}. Probe ${n}\n\nDate: 2024-05-06\n\n## Status\n\nAccepted\n\n## Decision\n\n${body}\n`;
  it('"[internal](../../internal/)" governs that folder, not all below it; "../../internal/engine/" does', () => {
    const { engine } = workspace({
      'docs/adr/0001-probe.md': rec(1, 'Calls go through [the engine](../../internal/engine/); packages live inside [internal](../../internal/).'),
      'docs/adr/0002-other.md': rec(2, 'x'),
      'internal/netx/netx.go': 'package netx\n',
      'internal/engine/session.go': 'package engine\n',
    });
    assert.deepEqual(engine.decisionsForPath('internal/netx/netx.go'), []);
    assert.deepEqual(engine.decisionsForPath('internal/engine/session.go').map((g) => g.decision.id), ['ADR-0001']);
  });

  it('a package\'s own folder, climbed to from its records, still governs below', () => {
    const { engine } = workspace({
      'services/pay/docs/adr/0001-ledger.md': rec(1, 'All of [the code](../../src/) writes to the ledger.'),
      'services/pay/docs/adr/0002-other.md': rec(2, 'x'),
      'services/pay/src/ledger/write.ts': 'export {};\n',
    });
    assert.deepEqual(engine.decisionsForPath('services/pay/src/ledger/write.ts').map((g) => g.decision.id), ['ADR-0001']);
  });
});

describe('a module named with dots (bed 48D)', { skip }, () => {
  const rec = (n, body) => `# ${n}. Modules ${n}\n\nDate: 2024-05-06\n\n## Status\n\nAccepted\n\n## Decision\n\n${body}\n`;
  it('governs its source file, wherever the sources are, or its folder; a dotted name that is nothing here governs nothing', () => {
    const { engine } = workspace({
      'docs/adr/0001-chain.md': rec(1, 'The chain layer lives in `Hydra.Chain.Direct`; helpers in ``openedx_learning.lib.fields`` and `Hydra.Network`.\nWe read `java.util.List` and `api.example.com`.'),
      'docs/adr/0002-other.md': rec(2, 'x'),
      'hydra-node/src/Hydra/Chain/Direct.hs': 'module Hydra.Chain.Direct where\n',
      'hydra-node/src/Hydra/Chain/Direct/State.hs': 'module Hydra.Chain.Direct.State where\n',
      'openedx_learning/lib/fields.py': 'x = 1\n',
    });
    for (const path of ['hydra-node/src/Hydra/Chain/Direct.hs', 'hydra-node/src/Hydra/Chain/Direct/State.hs', 'openedx_learning/lib/fields.py']) {
      assert.deepEqual(engine.decisionsForPath(path).map((g) => g.decision.id), ['ADR-0001'], path);
    }
    assert.deepEqual(engine.check().filter((d) => d.rule === 'stale-code-path'), []);
    assert.deepEqual(engine.getDecision('ADR-0001').codePaths.sort(), ['hydra-node/src/Hydra/Chain/Direct', 'hydra-node/src/Hydra/Chain/Direct.hs', 'openedx_learning/lib/fields.py']);
  });
});

describe('a code comment\'s path from a folder above its own (examples/)', { skip }, () => {
  it('"docs/decisions/0002-x.rst" in services/search/indexer/ is the search service\'s record, not broken', () => {
    const rst = (n, title) => `${n}. ${title}\n${'='.repeat(30)}\n\nStatus\n------\n\nAccepted\n`;
    const { engine } = workspace({
      'docs/adr/0001-a.md': '# 1. A\n\nDate: 2024-01-01\n\n## Status\n\nAccepted\n',
      'services/search/docs/decisions/0001-use-opensearch.rst': rst(1, 'Use OpenSearch'),
      'services/search/docs/decisions/0002-index-nightly.rst': rst(2, 'Index nightly'),
      'services/search/indexer/index.py': '"""Why: docs/decisions/0002-index-nightly.rst."""\n',
      'services/search/api/handler.py': '# See ../docs/decisions/0001-use-opensearch.rst and docs/decisions/0001-use-opensearch.rst.\n',
    });
    assert.deepEqual(engine.check().filter((d) => d.rule === 'broken-link'), []);
  });
});

describe('renumbering a record its site lists by number (bed 48A)', { skip }, () => {
  it('"nav_order: 2" follows the number; another field of that value does not', () => {
    const madr = (n) => `---\nnav_order: ${n}\nparent: Decision Records\nreviewers: 2\n---\n# Use thing ${n}\n\n## Context and Problem Statement\n\nx\n`;
    const { engine } = workspace({ 'docs/decisions/0001-use-thing-1.md': madr(1), 'docs/decisions/0002-use-thing-2.md': madr(2), 'docs/decisions/0003-use-thing-3.md': madr(3) });
    const plan = engine.planRenumber('ADR-0002', 7);
    const own = plan.edits.filter((e) => e.path === 'docs/decisions/0002-use-thing-2.md');
    assert.deepEqual(own.map((e) => [e.range.start.line, e.newText]), [[1, '7']]);
  });
});

describe('a template\'s comments asking to be removed (bed 48A)', { skip }, () => {
  it('the block over the title goes from the new record; other guidance stays', () => {
    const madr = (n) => `---\nstatus: accepted\nnav_order: ${n}\nparent: Decision Records\n---\n# Use thing ${n}\n\n## Context and Problem Statement\n\nx\n`;
    const template = '---\ntitle: ADR Template\nnav_order: 100\nparent: Decision Records\n---\n<!-- We need to disable MD025 for the homepage. -->\n<!-- Remove these three lines when creating a real ADR - and keep the title consistent. -->\n<!-- markdownlint-disable-next-line MD025 -->\n# {short title}\n\n## Context and Problem Statement\n\n{Describe the context.}\n\n<!-- This is an optional element. Feel free to remove. -->\n## Decision Drivers\n\n* {driver}\n';
    const { engine } = workspace({ 'docs/decisions/0001-a.md': madr(1), 'docs/decisions/0002-b.md': madr(2), 'docs/decisions/adr-template.md': template });
    const { content } = engine.planNewRecord({ title: 'Pick a thing', date: '2026-12-03' });
    assert.match(content, /^---\n(?:.*\n){1,6}---\n# Pick a thing\n/);
    assert.doesNotMatch(content, /Remove these three lines|MD025/);
    assert.match(content, /<!-- This is an optional element\. Feel free to remove\. -->/);
  });
});

describe('a file named without an extension, written as code (bed 48E)', { skip }, () => {
  it('"`src/adr-help`" governs that file when there is one; "`text/plain`" governs nothing', () => {
    const nygard = (n, body) => `# ${n}. Help ${n}\n\nDate: 2024-01-0${n}\n\n## Status\n\nAccepted\n\n## Decision\n\n${body}\n`;
    const { engine } = workspace({
      'doc/adr/0001-help.md': nygard(1, 'Help lives in `src/adr-help` and `bin/run`, served as `text/plain`.'),
      'doc/adr/0002-x.md': nygard(2, 'x'),
      'src/adr-help': '#!/bin/sh\n',
      'bin/run': '#!/bin/sh\n',
    });
    for (const path of ['src/adr-help', 'bin/run']) assert.deepEqual(engine.decisionsForPath(path).map((g) => g.decision.id), ['ADR-0001'], path);
    assert.deepEqual(engine.getDecision('ADR-0001').codePaths.sort(), ['bin/run', 'src/adr-help']);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'stale-code-path'), []);
  });
});

describe('searching by a commit subject (bed 48E)', { skip }, () => {
  it('the commit type and the pull request number are no words of the query', () => {
    const rec = (title, body) => `# ${title}\n\n## Decision\n\n${body}\n`;
    const { engine } = workspace({
      'docs/developer/decision-records/2023-12-19-token-handling-refactor/README.md': rec('Token handling refactor', 'We refactor token handling: a refactor of the refactor, parsing keys with a registry.'),
      'docs/developer/decision-records/2026-07-24-transformers-registry/README.md': rec('Registry storage', 'Transformers are kept in a map.'),
    });
    const [first] = engine.search('refactor: use a Map (#5929)').items;
    assert.equal(first.decision.title, 'Registry storage');
    // A query that is only such words is searched as written.
    assert.equal(engine.search('refactor').items[0].decision.title, 'Token handling refactor');
  });
});

describe('a code path that is the text of a link to another repository (bed 48E)', { skip }, () => {
  it('is that repository\'s file, not this workspace\'s; a link to a file here still names it', () => {
    const rec = (n, body) => `# ADR-0${n}: Retry ${n}\n\n## Status\n\nAccepted\n\n## Decision\n\n${body}\n`;
    const { engine } = workspace({
      '.git/config': '[remote "origin"]\n\turl = https://github.com/DependencyTrack/hyades-apiserver.git\n',
      'docs/adr/021-retry.md': rec(21, 'Renovate ships it in [`lib/util/http/retry-after.ts`][renovate] and [`lib/util/x.ts`](https://github.com/renovatebot/renovate/blob/main/lib/util/x.ts); ours is [`src/retry.ts`](../../src/retry.ts).\n\n[renovate]: https://github.com/renovatebot/renovate/blob/main/lib/util/http/retry-after.ts'),
      'docs/adr/022-other.md': rec(22, 'x'),
      'lib/util/http/retry-after.ts': 'export {};\n',
      'lib/util/x.ts': 'export {};\n',
      'src/retry.ts': 'export {};\n',
    });
    assert.deepEqual(engine.decisionsForPath('lib/util/http/retry-after.ts'), []);
    assert.deepEqual(engine.decisionsForPath('lib/util/x.ts'), []);
    assert.deepEqual(engine.decisionsForPath('src/retry.ts').map((g) => g.decision.id), ['ADR-021']);
  });
});

describe('moving records an MkDocs nav lists (bed 48A)', { skip }, async () => {
  const { applyEdits } = await import('../fixtures/rules/harness.mjs');
  const nygard = (n) => `# ADR-000${n} Decision ${n}\n\nDate: 2024-01-0${n}\n\n## Status\n\nAccepted\n\n## Context\n\nx\n`;
  const files = (config) => ({
    'site/mkdocs.yml': config,
    'site/pages/adr/ADR-0001-decision-1.md': nygard(1),
    'site/pages/adr/ADR-0002-decision-2.md': nygard(2),
  });
  const config = 'site_name: Demo\ndocs_dir: pages\nnav:\n  - Home: index.md\n  - ADRs:\n      - 0001 Decision 1: adr/ADR-0001-decision-1.md\n      - "adr/ADR-0002-decision-2.md"\n';

  it('a record renamed: its nav entry follows, in the docs folder the config names', () => {
    const { engine } = workspace(files(config));
    const plan = engine.planMoves([{ from: 'site/pages/adr/ADR-0002-decision-2.md', to: 'site/pages/adr/ADR-0002-second.md' }]);
    const after = applyEdits(config, plan.edits.filter((e) => e.path === 'site/mkdocs.yml'));
    assert.equal(after, config.replace('"adr/ADR-0002-decision-2.md"', '"adr/ADR-0002-second.md"'));
  });

  it('the folder moved: every entry in it follows; a page outside stays', () => {
    const { engine } = workspace(files(config));
    const plan = engine.planMoves([{ from: 'site/pages/adr', to: 'site/pages/decisions' }]);
    const after = applyEdits(config, plan.edits.filter((e) => e.path === 'site/mkdocs.yml'));
    assert.equal(after, config.replace(/adr\//g, 'decisions/'));
  });
});

describe('moving a record a link names by its file name (bed 48A)', { skip }, async () => {
  const { applyEdits } = await import('../fixtures/rules/harness.mjs');
  it('the link text that is the old file name, or its stem, becomes the new one; other text stays', () => {
    const rfc = (title, body = '') => `# ${title}\n\n## Summary\n\nx\n${body}`;
    const citing = 'See [20251105-use-cobra-instead-of-mitchellh.md](20251105-use-cobra-instead-of-mitchellh.md), [20251105-use-cobra-instead-of-mitchellh](20251105-use-cobra-instead-of-mitchellh.md) and [the CLI RFC](20251105-use-cobra-instead-of-mitchellh.md).\n';
    const files = { 'rfc/20251105-use-cobra-instead-of-mitchellh.md': rfc('Use Cobra'), 'rfc/20251201-other.md': rfc('Other', citing), 'rfc/20251202-third.md': rfc('Third') };
    const { engine } = workspace(files);
    const plan = engine.planMoves([{ from: 'rfc/20251105-use-cobra-instead-of-mitchellh.md', to: 'rfc/20251105-use-cobra-cli.md' }]);
    const after = applyEdits(files['rfc/20251201-other.md'], plan.edits.filter((e) => e.path === 'rfc/20251201-other.md'));
    assert.match(after, /See \[20251105-use-cobra-cli\.md\]\(20251105-use-cobra-cli\.md\), \[20251105-use-cobra-cli\]\(20251105-use-cobra-cli\.md\) and \[the CLI RFC\]\(20251105-use-cobra-cli\.md\)\./);
  });
});

describe('a file the next sentence moves (bed 48D)', { skip }, () => {
  it('"… currently defined in `x`. … we propose to move this file to `y`.": x is no stale path; an unmoved missing one is', () => {
    const text = '# 1. V5 transaction\n\nDate: 2021-03-11\n\n## Status\n\nAccepted\n\n## Decision\n\n`ShieldedData` is currently defined in `chain/src/transaction/shielded_data.rs`. As this is Sapling specific we propose to move this file to `chain/src/sapling/shielded_data.rs`.\n\nThe parser stays in `chain/src/transaction/parse.rs`.\n';
    const { engine } = workspace({ 'docs/adr/0001-v5.md': text, 'docs/adr/0002-x.md': text.replace('1. V5', '2. X').replace(/`chain[^`]*`/g, 'x'), 'chain/src/sapling/shielded_data.rs': '// x\n', 'chain/src/lib.rs': '// x\n' });
    const stale = engine.check().filter((d) => d.rule === 'stale-code-path').map((d) => d.message.split(' ')[2].replace(/,$/, ''));
    assert.deepEqual(stale, ['chain/src/transaction/parse.rs']);
  });
});

describe('design documents that state their status (bed 48D)', { skip }, () => {
  const dd = (n, title, rows) => `# ${title}\n\n|              |                  |\n|--------------|------------------|\n| Author       | @alice           |\n| Last-Updated | 202${n}-06-29       |\n${rows}\n## Abstract\n\nx\n`;
  it('"docs/design/dd-002-x.md" with "| Status | approved |": a DD series, "historic" and "Obsoleted-by" read', () => {
    const { engine } = workspace({
      'docs/design/README.md': '# Design documents\n\nThey document the why of specific choices.\n',
      'docs/design/dd-001-netx.md': dd(1, 'Network extensions', '| Status       | historic         |\n| Obsoleted-by | [dd-002-step-by-step.md](dd-002-step-by-step.md) |\n'),
      'docs/design/dd-002-step-by-step.md': dd(2, 'Step-by-step measurements', '| Status       | approved         |\n| Obsoletes    | [dd-001-netx.md](dd-001-netx.md) |\n'),
      'docs/design/dd-003-throttling.md': dd(3, 'Throttling', '| Status       | approved         |\n'),
    });
    assert.deepEqual(engine.records().map((r) => [r.id, r.lifecycle]), [['DD-001', 'deprecated'], ['DD-002', 'accepted'], ['DD-003', 'accepted']]);
    assert.equal(engine.currentDecision(engine.record('DD-001')).id, 'DD-002');
  });

  it('design notes stating no status are no collection', () => {
    const { engine } = workspace({
      'docs/design/overview.md': '# Overview\n\nHow the parts fit.\n',
      'docs/design/storage.md': '# Storage\n\nTables and indexes.\n',
      'docs/design/api.md': '# API\n\nEndpoints.\n',
    });
    assert.deepEqual(engine.records(), []);
  });
});

describe('relation links written as the collection writes them (bed 48A)', { skip }, () => {
  const nygard = (n, title, status) => `# ${n}. ${title}\n\nDate: 2024-01-0${n}\n\n## Status\n\n${status}\n\n## Context\n\nx\n`;
  it('"[ADR-0001](./0001-x.md)" in the collection: the new record and the old one\'s status are linked so', () => {
    const { engine } = workspace({
      'docs/adr/0001-python.md': nygard(1, 'Python 3.9', 'Superseded by [ADR-0002](./0002-python-policy.md)'),
      'docs/adr/0002-python-policy.md': nygard(2, 'Python policy', 'Accepted\n\nReplaces: [ADR-0001](./0001-python.md)'),
      'docs/adr/0003-minimum-python.md': nygard(3, 'Minimum Python', 'Accepted'),
    });
    const plan = engine.planNewRecord({ title: 'Newer Python', supersedes: 'ADR-0003', date: '2026-12-03' });
    assert.match(plan.content, /Supersedes \[ADR-0003\]\(\.\/0003-minimum-python\.md\)/);
    assert.deepEqual(plan.edits.map((e) => e.newText), ['Superseded by [ADR-0004](./0004-newer-python.md)']);
  });

  it('without a habit, adr-tools\' "N. Title" for its records, on both sides', () => {
    const { engine } = workspace({ 'docs/adr/0001-a.md': nygard(1, 'Record decisions', 'Accepted'), 'docs/adr/0002-b.md': nygard(2, 'Use Go', 'Accepted') });
    const plan = engine.planNewRecord({ title: 'Use Rust', supersedes: 'ADR-0002', date: '2026-12-03' });
    assert.match(plan.content, /Supersedes \[2\. Use Go\]\(0002-b\.md\)/);
    assert.deepEqual(plan.edits.map((e) => e.newText), ['Superseded by [3. Use Rust](0003-use-rust.md)']);
  });
});

describe('superseding a part of a record, listed under "Supersedes:" (bed 48C)', { skip }, () => {
  it('the part named in the item makes it "in part", front matter\'s unqualified list included; the other item is whole', () => {
    const rec = (n, title, extra = '', body = '') => `---\ntitle: "${n}. ${title}"\nstatus: Accepted\n${extra}---\n\n# ${n}. ${title}\n\nDate: 2024-06-05\n\n## Status\n\nAccepted\n${body}\n## Context\n\nx\n`;
    const { engine } = workspace({
      'ADR/0008-environment-provisioning.md': rec(8, 'Environment provisioning'),
      'ADR/0032-decoupling-deployment.md': rec(32, 'Decoupling deployment'),
      'ADR/0042-provisioning.md': rec(42, 'Provisioning clusters', 'supersedes: ["0008", "0032"]\n', '\nSupersedes:\n\n- [ADR 08. Environment Provisioning](0008-environment-provisioning.html)\n- Environment provisioning parts of [ADR 32. Decoupling Deployment](0032-decoupling-deployment.html)\n'),
    });
    assert.deepEqual(engine.record('ADR-0042').relations.map((r) => [r.kind, r.targetKey, r.condition ?? null]), [['supersedes', 'adr-8', null], ['supersedes', 'adr-32', 'in part']]);
    assert.equal(engine.currentDecision(engine.record('ADR-0032')).id, 'ADR-0032');
    assert.equal(engine.currentDecision(engine.record('ADR-0008')).id, 'ADR-0042');
  });
});

describe('a quoted status over a relation line (bed 48G)', { skip }, () => {
  it('"> Accepted" over "Supersedes [1. Use Foo](…)" is accepted, the status "Accepted"; "Superseded by" under a quote is the status', () => {
    const { engine } = workspace({
      'ADR/ADR001-use-foo.md': '# ADR001: Use Foo\n\nDate: 2024-01-01\n\n## Status\n\n> Accepted\n\nSuperseded by [ADR002](ADR002-drop-foo.md)\n\n## Context\n\nx\n',
      'ADR/ADR002-drop-foo.md': '# ADR002: Drop Foo\n\nDate: 2024-02-01\n\n## Status\n\n> Accepted\n\nSupersedes [1. Use Foo](ADR001-use-foo.md)\n\n## Context\n\nFoo.\n',
    });
    assert.deepEqual(engine.records().map((r) => [r.id, r.status?.value, r.lifecycle]), [['ADR-001', 'Superseded', 'superseded'], ['ADR-002', 'Accepted', 'accepted']]);
  });
});

describe('reStructuredText roles of another project\'s inventory (bed 48H)', { skip }, () => {
  it('":external+neps:doc:`NEP19 <nep-0019-rng-policy>`" is no local link; ":doc:`x <0001-y>`" still is', () => {
    const nxep = (n, title, body) => `${'='.repeat(30)}\nNXEP ${n} — ${title}\n${'='.repeat(30)}\n\n:Author: A\n:Status: Accepted\n:Type: Standards Track\n:Created: 2021-01-0${n}\n\nAbstract\n--------\n\n${body}\n`;
    const { engine } = workspace({
      'doc/developer/nxeps/nxep-0001.rst': nxep(1, 'Governance', 'According to :external+neps:doc:`NEP19 <nep-0019-rng-policy>` and :external+numpy:ref:`random-quick-start`.'),
      'doc/developer/nxeps/nxep-0002.rst': nxep(2, 'Random', 'See :doc:`the first <nxep-0001>` and :doc:`missing <nxep-0009>`.'),
      'doc/developer/nxeps/nxep-0003.rst': nxep(3, 'Other', 'x'),
    });
    const broken = engine.check().filter((d) => d.rule === 'broken-link').map((d) => `${d.path} ${d.message.split('"')[1]}`);
    assert.deepEqual(broken, ['doc/developer/nxeps/nxep-0002.rst nxep-0009']);
  });
});

describe('a template\'s comments in what an agent is quoted (bed 48H)', { skip }, async () => {
  const { decisionText } = await import('../../dist/engine.js');
  it('HTML comments, on one line or several, are no part of the decision', () => {
    const md = '# KEP-100: Widget queue\n\n## Proposal\n\n<!--\nThis is where we get down to the specifics of what the proposal actually is.\n-->\n\nWidgets wait in a queue until quota is free. <!-- keep short -->\n\n### User Stories (Optional)\n\n<!-- Detail the things that people will be able to do. -->\n\n## Design Details\n\nx\n';
    assert.equal(decisionText(md).text, 'Widgets wait in a queue until quota is free.\n\n### User Stories (Optional)');
  });
});

describe('renumbering a record numbered in more places (bed 48G)', { skip }, () => {
  it('a Doxygen anchor in its title and its series field in front matter follow the number', () => {
    const { engine } = workspace({
      'docs/adr/0001-use-modules.md': '# 1) Use modules {#adr_0001}\n\nDate: 2024-01-01\n\n## Status\n\nAccepted\n\n## Context\n\nx\n',
      'docs/adr/0002-use-domains.md': '# 2) Use domains {#adr_0002}\n\nDate: 2024-01-02\n\n## Status\n\nAccepted\n\n## Context\n\nAfter [ADR 1](@ref adr_0001).\n',
      'docs/decisions/0001-a.md': '---\nadr: "0001"\nstatus: Accepted\n---\n\n# 0001 - A\n\nx\n',
      'docs/decisions/0002-b.md': '---\nadr: "0002"\nstatus: Accepted\nsize: 2\n---\n\n# 0002 - B\n\nx\n',
    });
    const title = engine.planRenumber('docs/adr/0001-use-modules.md', 5).edits.filter((e) => e.path === 'docs/adr/0001-use-modules.md');
    assert.deepEqual(title.map((e) => e.newText).sort(), ['0005', '5']);
    const fm = engine.planRenumber('docs/decisions/0002-b.md', 7).edits.filter((e) => e.path === 'docs/decisions/0002-b.md');
    assert.deepEqual(fm.map((e) => [e.range.start.line, e.newText]).sort(), [[1, '0007'], [6, '0007']]);
  });
});

describe('a successor named by its file alone (bed 48F)', { skip }, () => {
  const page = (title, body = '') => `# ${title}\n\n${body}## Context\n\nx\n`;
  it('"Status: superseded by 20220228-plan-three.md" and "# Superseded by <x.md>: Title" name it; "rename 0007-old.md" does not', () => {
    const { engine } = workspace({
      'decisions/20220224-plan-two.md': page('Plan two', '- Status: superseded by 20220228-plan-three.md\n\n'),
      'decisions/20220228-plan-three.md': page('Plan three', '- Status: accepted\n- Supersedes 20220224-plan-two.md\n- Supersedes 20250410-recommender.md\n\nWe rename 20250301-old-stack.md later.\n\n'),
      'decisions/20250410-recommender.md': page('Superseded by <20220228-plan-three.md>: Phoenix-Based Recommender'),
      'decisions/20250301-old-stack.md': page('Draft: Old stack'),
    });
    const byPath = (p) => engine.records().find((r) => r.path === `decisions/${p}`);
    assert.deepEqual([byPath('20220224-plan-two.md').lifecycle, engine.currentDecision(byPath('20220224-plan-two.md')).path], ['superseded', 'decisions/20220228-plan-three.md']);
    const rec = byPath('20250410-recommender.md');
    assert.deepEqual([rec.title.value, rec.status?.value, rec.lifecycle, engine.currentDecision(rec).path], ['Phoenix-Based Recommender', 'Superseded', 'superseded', 'decisions/20220228-plan-three.md']);
    assert.deepEqual(engine.getDecision('decisions/20250301-old-stack.md').citedBy, []);
    assert.deepEqual(engine.check().filter((d) => d.rule !== 'missing-date' && d.rule !== 'missing-sections'), []);
  });
});

describe('a status kept in a change log (bed 48G)', { skip }, async () => {
  const { applyEdits } = await import('../fixtures/rules/harness.mjs');
  const record = '# System Events ADR\n\n## Change Log\n\n- [pending](https://example.org/pull/1) (2022-06-01)\n- [approved](https://example.org/pull/2) (2022-07-12) - ADR 0001 is now officially approved.\n\n## Context\n\nx\n';
  it('a new status is a new entry after the last; the history stays, and reads back', () => {
    const files = { 'adr/0001-system-events.md': record, 'adr/0002-other.md': record.replace('System Events', 'Other') };
    const { engine } = workspace(files);
    const after = applyEdits(record, engine.planStatusChange('ADR-0001', 'deprecated').edits);
    assert.match(after, /\n- \[approved\]\(https:\/\/example\.org\/pull\/2\) \(2022-07-12\) - ADR 0001 is now officially approved\.\n- deprecated \(\d{4}-\d{2}-\d{2}\)\n\n## Context/);
    const again = workspace({ ...files, 'adr/0001-system-events.md': after }).engine;
    assert.equal(again.record('ADR-0001').lifecycle, 'deprecated');
  });

  it('superseded, with a link to the successor, not a link inside the entry\'s link', () => {
    const files = { 'adr/0001-system-events.md': record, 'adr/0002-other.md': record.replace('System Events', 'Other') };
    const plan = workspace(files).engine.planNewRecord({ title: 'System events v2', supersedes: 'ADR-0001', date: '2026-12-03' });
    const edited = applyEdits(record, plan.edits.filter((e) => e.path === 'adr/0001-system-events.md'));
    assert.match(edited, /\n- superseded by \[[^\]]+\]\(0003-system-events-v2\.md\) \(\d{4}-\d{2}-\d{2}\)\n/);
    assert.doesNotMatch(edited, /\]\([^)]*\)\]\(/);
  });
});

describe('setting the status of a superseded record (bed 48G)', { skip }, () => {
  const nygard = (n, title, status) => `# ${n}. ${title}\n\nDate: 2024-01-0${n}\n\n## Status\n\n${status}\n\n## Context\n\nx\n`;
  it('says which successor confirms it, or that none does', () => {
    const oneSided = workspace({ 'adr/0001-a.md': nygard(1, 'A', 'Superseded by [2. B](0002-b.md)'), 'adr/0002-b.md': nygard(2, 'B', 'Accepted') }).engine;
    assert.throws(() => oneSided.planStatusChange('ADR-0001', 'deprecated'), /ADR-0001 is marked superseded by ADR-0002 in its status line, which names its successor: edit that line in adr\/0001-a\.md by hand/);
    const both = workspace({ 'adr/0001-a.md': nygard(1, 'A', 'Superseded by [2. B](0002-b.md)'), 'adr/0002-b.md': nygard(2, 'B', 'Accepted\n\nSupersedes [1. A](0001-a.md)') }).engine;
    assert.throws(() => both.planStatusChange('ADR-0001', 'deprecated'), /ADR-0001 is superseded, and ADR-0002 says so too: change the "Supersedes" of adr\/0002-b\.md first/);
  });
});

describe('a record opening with a question heading (bed 48F)', { skip }, () => {
  it('"## What is the context of the proposal?" is no title: the file names it, and missing-title says so', () => {
    const { engine } = workspace({
      'decisions/20241229-one-prototyping-stack.md': '## What is the context of the proposal?\n\nPrototyping matters.\n\n## What is the problem being solved?\n\nx\n\n## Status\n\nProposed\n',
      'decisions/20241230-second.md': '# Second decision\n\n## Status\n\nAccepted\n',
    });
    assert.equal(engine.records()[0].title.value, 'One prototyping stack');
    assert.deepEqual(engine.check().filter((d) => d.rule === 'missing-title').map((d) => d.path), ['decisions/20241229-one-prototyping-stack.md']);
  });
});

describe('an RFC process\'s text/ inside rfcs/ (bed 48G)', { skip }, () => {
  it('"rfcs/text/0001-x.md" is the series, with no template beside it (elastic/ecs)', () => {
    const rfc = (n) => `# 000${n}: Topic ${n}\n<!--^ The team will assign a unique RFC number upon merging.-->\n\n- Stage: **3 (finished)**\n- Date: **2021-08-1${n}**\n\nThis RFC proposes topic ${n}.\n`;
    const files = {};
    for (const n of [1, 2, 3]) files[`rfcs/text/000${n}-topic-${n}.md`] = rfc(n);
    assert.deepEqual(workspace(files).engine.records().map((r) => r.id), ['RFC-0001', 'RFC-0002', 'RFC-0003']);
    // A "text/" folder of other things is none.
    const other = {};
    for (const n of [1, 2, 3]) other[`site/text/000${n}-page-${n}.md`] = `# Page ${n}\n\nWords.\n`;
    assert.deepEqual(workspace(other).engine.records(), []);
  });
});

describe('a proposal series in reStructuredText with a resolution (bed 48H)', { skip }, () => {
  it('"SKIP 3 — …" titles name the series; ":Status: Final" over ":Resolution: Rejected" is rejected', () => {
    const skip = (n, title, fields, body = 'x') => `.. _skip_${n}:\n\n${'='.repeat(30)}\nSKIP ${n} — ${title}\n${'='.repeat(30)}\n\n:Author: A. Author\n${fields}\n:Type: Standards Track\n:Created: 2021-07-1${n}\n\nAbstract\n--------\n\n${body}\n`;
    const { engine } = workspace({
      'doc/source/skips/1-governance.rst': skip(1, 'Governance', ':Status: Final\n:Resolution: Accepted'),
      'doc/source/skips/3-old-plan.rst': skip(3, 'Old release plan', ':Status: Final\n:Resolved: 2021-09-13\n:Resolution: Rejected'),
      'doc/source/skips/4-new-plan.rst': skip(4, 'New release plan', ':Status: Draft', 'Given the rejection of :ref:`SKIP-3 <skip_3>`, a new plan.'),
      'doc/source/skips/template.rst': skip(0, 'Template', ':Status: Draft'),
    });
    assert.deepEqual(engine.records().map((r) => [r.id, r.lifecycle]), [['SKIP-1', 'accepted'], ['SKIP-3', 'rejected'], ['SKIP-4', 'proposed']]);
    assert.deepEqual(engine.getDecision('SKIP-3').citedBy.map((c) => c.path), ['doc/source/skips/4-new-plan.rst']);
  });
});
