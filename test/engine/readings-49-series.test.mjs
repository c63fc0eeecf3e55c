// Proposal series the forty-ninth session's readings found missed or merged, in fixtures written for these tests: a
// series kept as one folder per proposal at the root ("slep007/proposal.rst"), standards kept as folders named by their
// id and filed by area ("spec/core/ics-002-x/README.md"), and a proposal's numbered parts ("cap-0071-01.md").
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

describe('a series at the root, one folder per proposal, its page "proposal.rst" (bed 49C)', { skip }, () => {
  const slep = (n, title, fields, body = 'Words.') => {
    const heading = `WEP${n}: ${title}`;
    return `.. _wep_${n}:\n\n${'='.repeat(heading.length)}\n${heading}\n${'='.repeat(heading.length)}\n\n:Author: A. Writer\n${fields}\n:Type: Standards Track\n\nAbstract\n########\n\n${body}\n`;
  };
  const files = () => ({
    'README.rst': 'Widget enhancement proposals\n============================\n\nSee the folders.\n',
    'index.rst': 'Index\n=====\n\n.. toctree::\n\n   wep000/proposal\n',
    'wep_template.rst': slep('XXX', 'Template', ':Status: Draft\n:Created: yyyy-mm-dd'),
    'wep000/proposal.rst': slep('000', 'Proposals and their process', ':Status: Accepted\n:Created: 2020-02-13'),
    'wep001/proposal.rst': slep('001', 'Widget data', ':Status: Withdrawn (superseded by :ref:`WEP002 <wep_002>`)\n:Created: 2018-12-12'),
    'wep002/proposal.rst': slep('002', 'Widget routing', ':Status: Final\n:Created: 2019-03'),
    'wep002/other.rst': 'Another way\n===========\n\n:Status: Draft\n\nA companion page.\n',
    'wep002/cases.py': 'print(1)\n',
    'wep003/proposal.rst': slep('003', 'Widget names', ':Status: Rejected\n:Created: 2020-10-03'),
  });

  it('names each proposal by its folder\'s series and number, its title without the id, with its status, day and successor', () => {
    const { engine } = workspace(files());
    assert.deepEqual(
      engine.records().map((r) => [r.path, r.id, r.title.value, r.lifecycle, r.dates[0]?.raw]),
      [
        ['wep000/proposal.rst', 'WEP-000', 'Proposals and their process', 'accepted', '2020-02-13'],
        ['wep001/proposal.rst', 'WEP-001', 'Widget data', 'rejected', '2018-12-12'],
        ['wep002/proposal.rst', 'WEP-002', 'Widget routing', 'accepted', '2019-03'],
        ['wep003/proposal.rst', 'WEP-003', 'Widget names', 'rejected', '2020-10-03'],
      ],
    );
    assert.deepEqual(engine.record('WEP-001').relations.map((r) => `${r.kind} ${r.targetKey}`), ['superseded-by wep-2']);
    assert.deepEqual(engine.getDecision('WEP-002').citedBy.map((c) => c.path), ['wep001/proposal.rst']);
  });

  it('a README beside "proposal.rst" is the folder\'s page; letters and a bare number are no series\' folders', () => {
    const { engine } = workspace({
      ...files(),
      'wep003/README.md': '# WEP003: Widget names\n\nStatus: Rejected\n',
    });
    assert.deepEqual(engine.records().map((r) => r.path).filter((p) => p.startsWith('wep003/')), ['wep003/README.md']);
    const chapters = {};
    for (const n of [1, 2, 3]) chapters[`py${n}/proposal.md`] = `# Python ${n}\n\nStatus: Accepted\n`;
    assert.deepEqual(workspace(chapters).engine.records().map((r) => r.path), []);
  });
});

describe('standards kept as folders named by their id, filed by area, numbered in their front matter (bed 49C)', { skip }, () => {
  const wsp = (n, title, stage, requires = '') => `---\nwsp: ${n}\ntitle: ${title}\nstage: ${stage}\ncategory: Widgets\nrequires: ${requires}\nauthor: A. Writer <a@example.org>\ncreated: 2019-0${n % 9 || 1}-1${n % 10}\n---\n\n## Synopsis\n\nHow widgets do ${title.toLowerCase()}.\n`;
  const base = () => ({
    'README.md': '# Widget protocol\n\nSee WSP-2.\n',
    'spec/wsp-001-standard/README.md': wsp(1, 'Standard of standards', 'draft'),
    'spec/v2/README.md': '# Version 2\n\nThe second version of the standards.\n',
    'spec/core/wsp-002-client-rules/README.md': wsp(2, 'Client rules', 'draft', '3'),
    'spec/core/wsp-003-connections/README.md': wsp(3, 'Connections', 'Draft', '2'),
    'spec/app/wsp-020-transfers/README.md': wsp(20, 'Transfers', 'candidate', '2, 3'),
    'spec/app/wsp-020-transfers/deprecated/README.md': '# Transfers, the old way\n\nNo longer used.\n',
  });

  it('each page is a proposal of the series its folders name, with its title, stage and day; the areas are its collections', () => {
    // Its sections at the first level, "# Synopsis" first: the front matter names it.
    const files = () => ({ ...base(), 'spec/core/wsp-003-connections/README.md': wsp(3, 'Connections', 'Draft', '2').replace('## Synopsis', '# Synopsis') });
    const { engine } = workspace(files());
    assert.deepEqual(
      engine.records().map((r) => [r.path, r.id, r.title.value, r.lifecycle, r.dates[0]?.iso]),
      [
        ['spec/wsp-001-standard/README.md', 'WSP-001', 'Standard of standards', 'proposed', '2019-01-11'],
        ['spec/app/wsp-020-transfers/README.md', 'WSP-020', 'Transfers', 'proposed', '2019-02-10'],
        ['spec/core/wsp-002-client-rules/README.md', 'WSP-002', 'Client rules', 'proposed', '2019-02-12'],
        ['spec/core/wsp-003-connections/README.md', 'WSP-003', 'Connections', 'proposed', '2019-03-13'],
      ],
    );
    assert.deepEqual(engine.record('WSP-020').relations.map((r) => `${r.kind} ${r.targetKey}`), ['depends-on wsp-2', 'depends-on wsp-3']);
    assert.deepEqual(engine.getDecision('WSP-002').citedBy.map((c) => c.path).sort(), ['README.md', 'spec/app/wsp-020-transfers/README.md', 'spec/core/wsp-003-connections/README.md']);
    // Folders named so whose pages do not give their number in the series' field are no proposals.
    const unnumbered = {};
    for (const [k, v] of Object.entries(files())) unnumbered[k] = v.replace(/^wsp: \d+\n/m, '');
    assert.deepEqual(workspace(unnumbered).engine.records().map((r) => r.path), []);
    const mismatched = {};
    for (const [k, v] of Object.entries(files())) mismatched[k] = v.replace(/^wsp: (\d+)\n/m, (_, n) => `wsp: ${Number(n) + 100}\n`);
    assert.deepEqual(workspace(mismatched).engine.records().map((r) => r.path), []);
  });
});

describe('a proposal\'s parts, each numbered after it in its file name and its preamble (bed 49B)', { skip }, () => {
  const wap = (n, title, status = 'Final', body = 'Widgets.') => `\`\`\`\nWAP: ${n}\nTitle: ${title}\nStatus: ${status}\nCreated: 2025-09-1${n.length % 10}\n\`\`\`\n\n## Summary\n\n${body}\n`;
  const files = () => ({
    'core/wap-0070.md': wap('0070', 'Widget basics'),
    'core/wap-0071.md': wap('0071', 'Widget delegation'),
    'core/wap-0071-01.md': wap('0071-01', 'Delegation for custom widgets'),
    'core/wap-0071-02.md': `## Preamble\n\n${wap('WAP-0071-02 (formerly 0080)', 'Delegation for bound widgets')}`,
    'core/wap-0072.md': wap('0072', 'Widget limits', 'Draft', 'Builds on WAP-71 and [its first part](./wap-0071-01.md).'),
  });

  it('are proposals of their own, listed after the whole, which keeps its id: "WAP-71" is the whole', () => {
    const { engine } = workspace(files());
    assert.deepEqual(engine.records().map((r) => [r.id, r.title.value]), [
      ['WAP-0070', 'Widget basics'],
      ['WAP-0071', 'Widget delegation'],
      ['WAP-0071-01', 'Delegation for custom widgets'],
      ['WAP-0071-02', 'Delegation for bound widgets'],
      ['WAP-0072', 'Widget limits'],
    ]);
    assert.equal(engine.getDecision('WAP-71').decision.path, 'core/wap-0071.md');
    assert.equal(engine.getDecision('WAP-0071-01').decision.path, 'core/wap-0071-01.md');
    assert.deepEqual(engine.getDecision('WAP-71').citedBy.map((c) => c.path), ['core/wap-0072.md']);
    assert.deepEqual(engine.getDecision('WAP-0071-01').citedBy.map((c) => c.path), ['core/wap-0072.md']);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'duplicate-number').map((d) => d.path), []);
    // Named as a part, numbered as the whole in its header: one more page of WAP-71, which duplicate-number weighs.
    const { engine: other } = workspace({ ...files(), 'core/wap-0071-03.md': wap('0071', 'Delegation again') });
    assert.equal(other.records().find((r) => r.path === 'core/wap-0071-03.md').id, 'WAP-0071');
  });
});
