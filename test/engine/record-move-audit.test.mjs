// planMoves over the shapes real repositories gave (the s43 move audit: 15 public repositories, their records moved,
// renamed and their collections renamed). Fixtures written for these tests, in the shape each repository had.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyEdits, engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const nygard = (n, title, status, extra = '') => `# ${n}. ${title}\n\nDate: 2024-03-0${n}\n\n## Status\n\n${status}\n\n## Context\n\nWhy.${extra}\n`;

/** The files after a plan's edits (by the paths before the moves), then its renames (files or folders). */
function applyPlan(files, edits, renames = []) {
  const next = { ...files };
  const byPath = new Map();
  for (const e of edits) byPath.set(e.path, [...(byPath.get(e.path) ?? []), e]);
  for (const [path, list] of byPath) {
    assert.ok(path in files, `an edit to ${path}, which is no file`);
    next[path] = applyEdits(files[path], list);
  }
  for (const { from, to } of renames) {
    for (const path of Object.keys(next)) {
      if (path !== from && !path.startsWith(`${from}/`)) continue;
      next[to + path.slice(from.length)] = next[path];
      delete next[path];
    }
  }
  return next;
}

const planned = (files, moves) => {
  const plan = workspace(files).engine.planMoves(moves);
  return { plan, after: applyPlan(files, plan.edits, moves) };
};

describe('moving a folder of records: links to the folder and to what else it holds', { skip }, () => {
  // npryce/adr-tools, adr/madr, navikt/helseopplysninger, ministryofjustice/modernisation-platform: the README or the
  // docs' front page links to the collection's folder ("doc/adr/", "./adrs"), or to the index page in it.
  const files = {
    'doc/adr/0001-record-architecture-decisions.md': nygard(1, 'Record architecture decisions', 'Accepted'),
    'doc/adr/0002-write-it-in-go.md': nygard(2, 'Write it in Go', 'Accepted', '\n\nAfter [1. Record](0001-record-architecture-decisions.md).'),
    'doc/adr/README.md': '# Decisions\n\n* [1. Record architecture decisions](0001-record-architecture-decisions.md)\n* [2. Write it in Go](0002-write-it-in-go.md)\n\nBack to [the project](../../README.md).\n',
    'doc/adr/diagrams/flow.svg': '<svg/>',
    'README.md': '# Tool\n\nOur decisions are in [doc/adr](doc/adr/), listed in [the log](doc/adr/README.md) and [here](./doc/adr), with [a diagram](doc/adr/diagrams/flow.svg).\nWhy Go: [ADR 2](doc/adr/0002-write-it-in-go.md).\n',
    'docs/index.md': '# Site\n\nSee [the decisions](../doc/adr/) and [the list][list].\n\n[list]: ../doc/adr/README.md\n',
    // ministryofjustice/modernisation-platform: a page that cites no record, only the folder.
    'docs/contributing.md': '# Contributing\n\nWrite new decisions in [the decision folder](../doc/adr).\n',
  };

  it('a collection renamed: links to its folder, its index page and its other files follow', () => {
    const moves = [{ from: 'doc/adr', to: 'doc/decisions' }];
    const { after } = planned(files, moves);
    assert.equal(
      after['README.md'],
      '# Tool\n\nOur decisions are in [doc/adr](doc/decisions/), listed in [the log](doc/decisions/README.md) and [here](./doc/decisions), with [a diagram](doc/decisions/diagrams/flow.svg).\nWhy Go: [ADR 2](doc/decisions/0002-write-it-in-go.md).\n',
    );
    assert.equal(after['docs/index.md'], '# Site\n\nSee [the decisions](../doc/decisions/) and [the list][list].\n\n[list]: ../doc/decisions/README.md\n');
    assert.equal(after['docs/contributing.md'], '# Contributing\n\nWrite new decisions in [the decision folder](../doc/decisions).\n');
    // Inside the folder nothing changes: its pages move together, at the same depth.
    assert.equal(after['doc/decisions/README.md'], files['doc/adr/README.md']);
  });

  it('a collection moved up a level: the index page it holds keeps its own links working', () => {
    const moves = [{ from: 'doc/adr', to: 'decisions' }];
    const { after } = planned(files, moves);
    assert.match(after['decisions/README.md'], /Back to \[the project\]\(\.\.\/README\.md\)\./);
    assert.match(after['README.md'], /\[doc\/adr\]\(decisions\/\)/);
    assert.match(after['docs/index.md'], /\[list\]: \.\.\/decisions\/README\.md/);
  });

  it('a record written as its folder\'s page moved: links to its folder and to the files beside it follow', () => {
    // cardano-foundation/CIPs (CIP-0088): a table links each extension by its folder and by the schema file in it.
    const cip = (n, title, extra = '') => `# CIP ${n}: ${title}\n\nStatus: Active\n\n## Context\n\nWhy.${extra}\n`;
    const cips = {
      'CIP-0088/README.md': '# CIP-88\n\n| CIP | Schema | Page |\n|---|---|---|\n| 25 | [v1.cddl](./CIPs/0025/v1.cddl) | [CIP-25](./CIPs/0025) |\n',
      'CIP-0088/CIPs/0025/README.md': cip(25, 'Token metadata', ' See [the schema](v1.cddl).'),
      'CIP-0088/CIPs/0025/v1.cddl': 'schema = {}\n',
      'CIP-0088/CIPs/0026/README.md': cip(26, 'Fungible tokens'),
      'CIP-0088/CIPs/0027/README.md': cip(27, 'Royalties', ' After [CIP 25](../0025/README.md).'),
    };
    const moves = [{ from: 'CIP-0088/CIPs/0025', to: 'CIP-0088/CIPs/archive/0025' }];
    const { after } = planned(cips, moves);
    assert.match(after['CIP-0088/README.md'], /\[v1\.cddl\]\(\.\/CIPs\/archive\/0025\/v1\.cddl\) \| \[CIP-25\]\(\.\/CIPs\/archive\/0025\) \|/);
    assert.match(after['CIP-0088/CIPs/0027/README.md'], /\[CIP 25\]\(\.\.\/archive\/0025\/README\.md\)/);
    assert.match(after['CIP-0088/CIPs/archive/0025/README.md'], /See \[the schema\]\(v1\.cddl\)\./);
  });

  it('a single record moved: links to other files of its folder are none of its business', () => {
    const moves = [{ from: 'doc/adr/0002-write-it-in-go.md', to: 'doc/adr/0002-write-it-in-rust.md' }];
    const { plan } = planned(files, moves);
    assert.deepEqual(
      plan.edits.map((e) => `${e.path} ${e.newText}`).sort(),
      ['README.md doc/adr/0002-write-it-in-rust.md', 'doc/adr/README.md 0002-write-it-in-rust.md'],
    );
  });
});

describe('moving records: a link that still reaches its file is left as written', { skip }, () => {
  // hashgraph/hedera-improvement-proposal: with HIP/ renamed, records' links to ../assets still reached their files,
  // yet were rewritten: "%20(proposed).pdf" to "%20%28proposed%29.pdf", "./../assets/x.png" to "../assets/x.png".
  const hip = (n, title, status, body) => `---\nhip: ${n}\ntitle: ${title}\nstatus: ${status}\ncreated: 2024-01-0${n}\n---\n\n## Abstract\n\n${body}\n`;
  const files = {
    'HIP/hip-1.md': hip(1, 'Process', 'Active', 'See [the slides](../assets/hip-1/Process%20overview%20(draft).pdf) and ![flow](./../assets/hip-1/flow.png).'),
    'HIP/hip-2.md': hip(2, 'Fees', 'Accepted', 'After [HIP-1](./hip-1.md), see ![fees](/assets/hip-2/fees.png).'),
    'HIP/hip-3.md': hip(3, 'Tokens', 'Accepted', 'Beside [HIP-2](hip-2.md).'),
    'assets/hip-1/Process overview (draft).pdf': 'pdf',
    'assets/hip-1/flow.png': 'png',
    'assets/hip-2/fees.png': 'png',
    'docs/guide.md': '# Guide\n\nThe process: [HIP-1](/HIP/hip-1.md).\n',
    'README.md': '# HIPs\n\nStart with [HIP-1](HIP/hip-1.md).\n',
  };

  it('a collection renamed at the same depth edits only the links from outside it', () => {
    const moves = [{ from: 'HIP', to: 'hips' }];
    const { plan, after } = planned(files, moves);
    assert.deepEqual(plan.edits.map((e) => `${e.path} ${e.newText}`).sort(), ['README.md hips/hip-1.md', 'docs/guide.md /hips/hip-1.md']);
    assert.equal(after['hips/hip-1.md'], files['HIP/hip-1.md']);
    assert.equal(after['hips/hip-2.md'], files['HIP/hip-2.md']);
  });

  it('a record moved deeper rewrites what no longer reaches, in the form it was written', () => {
    const moves = [{ from: 'HIP/hip-1.md', to: 'HIP/archive/hip-1.md' }];
    const { plan, after } = planned(files, moves);
    assert.match(after['HIP/archive/hip-1.md'], /\[the slides\]\(\.\.\/\.\.\/assets\/hip-1\/Process%20overview%20\(draft\)\.pdf\)/);
    assert.match(after['HIP/archive/hip-1.md'], /!\[flow\]\(\.\.\/\.\.\/assets\/hip-1\/flow\.png\)/);
    assert.equal(plan.edits.filter((e) => e.path === 'HIP/hip-2.md').length, 1, 'only the link to the moved record');
    // A path from the root stays one.
    assert.equal(after['docs/guide.md'], '# Guide\n\nThe process: [HIP-1](/HIP/archive/hip-1.md).\n');
  });
});

describe('moving records: links to files on the code host', { skip }, () => {
  // cometbft/cometbft links the tendermint/tendermint records its own were copied from, by the same file names;
  // hashgraph/hedera-improvement-proposal links a fork's copy. Renaming or moving this repository's record rewrote
  // those addresses as if they named it ("…/tendermint/blob/main/docs/architecture/adr-047-x.md" to "…-renamed.md",
  // a collection renamed turning "…/docs/architecture/…" into "…/docs/decisions/…").
  const files = {
    '.git/config': '[remote "origin"]\n\turl = git@github.com:acme/node.git\n',
    'docs/architecture/adr-001-use-adrs.md': nygard(1, 'Use ADRs', 'Accepted'),
    'docs/architecture/adr-047-evidence.md': nygard(
      2,
      'Evidence',
      'Accepted',
      '\n\nForked from [upstream\'s ADR 47](https://github.com/upstream/node/blob/main/docs/architecture/adr-047-evidence.md).',
    ),
    'docs/rfc.md': '# RFC\n\nSee [ADR 47](https://github.com/acme/node/blob/main/docs/architecture/adr-047-evidence.md#decision) and [the old one](https://github.com/upstream/node/blob/main/docs/architecture/adr-047-evidence.md).\n',
    'src/evidence.go': '// See https://github.com/acme/node/blob/main/docs/architecture/adr-047-evidence.md\npackage evidence\n',
  };

  it('another repository\'s file of the same name is left as it is; this repository\'s follows the record', () => {
    for (const moves of [
      [{ from: 'docs/architecture/adr-047-evidence.md', to: 'docs/architecture/adr-047-light-client-evidence.md' }],
      [{ from: 'docs/architecture', to: 'docs/decisions' }],
    ]) {
      const { plan, after } = planned(files, moves);
      // The links to upstream's file are not links to this record: nothing to check by hand.
      assert.equal(plan.left, 0);
      const to = moves[0].to.endsWith('.md') ? moves[0].to : `${moves[0].to}/adr-047-evidence.md`;
      assert.equal(
        after['docs/rfc.md'],
        `# RFC\n\nSee [ADR 47](https://github.com/acme/node/blob/main/${to}#decision) and [the old one](https://github.com/upstream/node/blob/main/docs/architecture/adr-047-evidence.md).\n`,
      );
      assert.match(after[to], /\[upstream's ADR 47\]\(https:\/\/github\.com\/upstream\/node\/blob\/main\/docs\/architecture\/adr-047-evidence\.md\)/);
      assert.equal(after['src/evidence.go'].split('\n')[0], `// See https://github.com/acme/node/blob/main/${to}`);
    }
  });

  it('without a git remote no repository is known to be another\'s: their links are counted for a look by hand', () => {
    const { '.git/config': _remote, ...unknown } = files;
    const moves = [{ from: 'docs/architecture/adr-047-evidence.md', to: 'docs/architecture/adr-047-light-client-evidence.md' }];
    const { plan, after } = planned(unknown, moves);
    assert.equal(plan.left, 3, 'the acme and upstream links of docs/rfc.md, and the code comment\'s');
    assert.deepEqual(
      plan.leftAt.map((l) => `${l.path}:${l.line}`).sort(),
      ['docs/rfc.md:2', 'docs/rfc.md:2', 'src/evidence.go:0'],
      'each at its document and 0-based line',
    );
    assert.equal(after['docs/rfc.md'], unknown['docs/rfc.md']);
  });
});
