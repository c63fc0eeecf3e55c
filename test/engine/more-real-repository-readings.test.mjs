// Readings checked against real repositories in session 15, each in the shape those records take (fixtures written
// for these tests): pages attached to a record by a lettered number beside it.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyFix, diagnostics, engineAvailable, none, one, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const madr = (title, status) => `---\nstatus: ${status}\ndate: 2025-01-01\n---\n# ${title}\n\n## Context and Problem Statement\n\nWhy.\n\n## Decision Outcome\n\nWhat.\n`;
const approval = (n) => `---\nnav_order: ADR.${n}D\n---\n\n# Decision Approval Record List\n\n## Approval of ADR.${n}\n\n| Name | Value |\n|---|---|\n| Decision | Accepted |\n| Decision date | 2025-10-23 |\n`;

describe('a lettered page beside a record of the same name (ctekinay/aion-ainstein "0012D-use-cim.md" beside "0012-use-cim.md")', { skip }, () => {
  const files = {
    'doc/decisions/0011-use-standard-functions.md': madr('Use a standard for business functions', 'accepted'),
    'doc/decisions/0011D-use-standard-functions.md': approval(11),
    'doc/decisions/0012-use-cim.md': madr('Use CIM as domain language', 'proposed'),
    'doc/decisions/0012D-use-cim.md': approval(12),
    // A lettered record with a name of its own is a record.
    'doc/decisions/0013a-use-tls.md': madr('Use TLS between services', 'accepted'),
  };

  it('is the record\'s page, not a record: no duplicate titles, no duplicate numbers', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => r.path), [
      'doc/decisions/0011-use-standard-functions.md',
      'doc/decisions/0012-use-cim.md',
      'doc/decisions/0013a-use-tls.md',
    ]);
    none(files, 'duplicate-title');
    none(files, 'duplicate-number');
  });

  it('is a record again when the record of its name goes, and a page again when it comes back', () => {
    const { engine, fs } = workspace(files);
    const paths = () => engine.records().map((r) => r.path);
    fs.delete('doc/decisions/0012-use-cim.md');
    assert.equal(engine.update('doc/decisions/0012-use-cim.md').recordsChanged, true);
    assert.ok(paths().includes('doc/decisions/0012D-use-cim.md'), `${paths()}`);
    fs.write('doc/decisions/0012-use-cim.md', files['doc/decisions/0012-use-cim.md']);
    engine.update('doc/decisions/0012-use-cim.md');
    assert.ok(!paths().includes('doc/decisions/0012D-use-cim.md'), `${paths()}`);
    assert.ok(paths().includes('doc/decisions/0012-use-cim.md'), `${paths()}`);
  });
});

describe('many records of one title (18 pages titled "Decision Approval Record List")', { skip }, () => {
  it('a message names three of the others and counts the rest; each is still a related location', () => {
    const files = {};
    for (let n = 1; n <= 6; n++) files[`docs/adr/000${n}-page-${n}.md`] = `# ${n}. Decision Approval Record List\n\nDate: 2025-01-0${n}\n\n## Status\n\nAccepted\n`;
    const found = diagnostics(files, 'duplicate-title');
    assert.equal(found.length, 6);
    const first = found.find((d) => d.path === 'docs/adr/0001-page-1.md');
    assert.match(first.message, /^ADR-0001 has the same title as ADR-0002, ADR-0003, ADR-0004 and 2 more: /);
    assert.equal(first.related.length, 5);
  });
});

describe('Dutch statuses (SimonDingemans/Escape-Room-AGV "#### Status" / "Deels afgekeurd")', { skip }, () => {
  const record = (n, status) => `### ADR-00${n} Keuze ${n}\n\nDatum: 2025-05-0${n}\n\n#### Status\n\n${status}\n\n#### Context\n\nWaarom.\n`;
  const files = {
    'docs/adr/adr-001-a.md': record(1, 'Geaccepteerd'),
    'docs/adr/adr-002-b.md': record(2, 'Afgekeurd'),
    'docs/adr/adr-003-c.md': record(3, 'Deels afgekeurd'),
    'docs/adr/adr-004-d.md': record(4, 'Partially rejected'),
  };

  it('"Afgekeurd" is rejected; rejected in part ("Deels afgekeurd", "Partially rejected") is in force for the rest', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => `${r.id} ${r.lifecycle}`), ['ADR-001 accepted', 'ADR-002 rejected', 'ADR-003 accepted', 'ADR-004 accepted']);
    none(files, 'unknown-status');
  });
});

describe('link destinations as CommonMark reads them', { skip }, () => {
  it('a bibliography line ("[@key]: "Title." : notes <url>") is a paragraph, not a link definition (V-Sekai)', () => {
    const files = {
      'decisions/20210212-use-a-log.md': '# Use a log\n\n## Status\n\nAccepted\n\n## References\n\n[@log_2024]: "Log4brains." : knowledge base. <https://github.com/thomvaill/log4brains>\n[@adr_2024]: "ADR tools." : tools for ADRs. <https://adr.github.io>\n[@near]: [20210213-use-b.md](20210213-use-b.md) — the next record.\n',
      'decisions/20210213-use-b.md': '# Use B\n\n## Status\n\nAccepted\n',
    };
    none(files, 'broken-link');
  });

  it('a definition with a title, or an angled destination, is still a link that is checked', () => {
    const files = {
      'docs/adr/0001-use-a.md': '# 1. Use A\n\nDate: 2024-01-01\n\n## Status\n\nAccepted\n\nSee [b][] and [c][].\n\n[b]: 0002-gone.md "B"\n[c]: <0003 gone.md>\n',
    };
    const found = diagnostics(files, 'broken-link');
    assert.deepEqual(found.map((d) => d.range.start.line + 1), [11, 12]);
  });

  it('backslash escapes in a destination stand for the character (ris-backend-service "0004-\\[Superseded\\]use-java-17.md")', () => {
    const files = {
      'doc/adr/0004-[Superseded]use-java-17.md': '# 4. Use Java 17\n\nDate: 2022-01-01\n\n## Status\n\nSuperseded by [22. Use Java 21](0022-use-java-21.md)\n',
      'doc/adr/0022-use-java-21.md': '# 22. Use Java 21\n\nDate: 2024-01-01\n\n## Status\n\nAccepted\n\nSupersedes [4. Use Java 17](0004-\\[Superseded\\]use-java-17.md)\n',
    };
    none(files, 'broken-link');
    none(files, 'one-sided-supersede');
  });
});

describe('a link to a record since renumbered (Brighter "0034-provide-dlq-where-missing.md", now 0045-…)', { skip }, () => {
  const record = (n, title, body = '') => `# ${n}. ${title}\n\nDate: 2024-01-01\n\n## Status\n\nAccepted\n\n${body}`;
  const files = {
    'docs/adr/0034-optimise-reads.md': record(34, 'Optimise reads'),
    'docs/adr/0045-provide-dlq-where-missing.md': record(45, 'Provide DLQ where missing'),
    'docs/adr/0046-direct-send.md': record(46, 'Direct send', 'See [0034-provide-dlq-where-missing.md](0034-provide-dlq-where-missing.md).\n'),
    'specs/0010-dlq/README.md': '# DLQ\n\n- [ADR 0034: Provide DLQ Where Missing](../../docs/adr/0034-provide-dlq-where-missing.md)\n',
  };

  it('suggests the record of the same name under its new number, not the number\'s new record, and fixes it without asking', () => {
    const found = diagnostics(files, 'broken-link');
    assert.equal(found.length, 2);
    for (const d of found) {
      assert.match(d.message, /did you mean docs\/adr\/0045-provide-dlq-where-missing\.md\?$/);
      assert.equal(d.fixes?.[0]?.isPreferred, true);
      assert.equal(applyFix(files, d.fixes[0])[d.path].includes('0045-provide-dlq-where-missing.md'), true);
    }
  });
});

describe('a successor linked by its old file name (alphagov/gsp "Superseded by [ADR028](ADR028-docker-tools.md)", now ADR028-container-tools.md)', { skip }, () => {
  const files = {
    'docs/adr/ADR012-docker-image-repositories.md': '# ADR012: Docker image repositories\n\n## Status\n\nSuperseded by [ADR028](ADR028-docker-tools.md)\n\n## Context\n\nImages.\n',
    // As in gsp, the successor does not say what it supersedes.
    'docs/adr/ADR028-container-tools.md': '# ADR028: Container Tools\n\n## Status\n\nAccepted\n\n## Context\n\nDocker.\n',
    'docs/adr/ADR030-registry.md': '# ADR030: Registry\n\n## Status\n\nAccepted\n\n## Context\n\nAs ADR012 said, images need a home.\n',
  };

  it('is the record of that number whose title shares a word with the old name: the chain and its hints follow it', () => {
    const { engine } = workspace(files);
    const old = engine.records().find((r) => r.id === 'ADR-012');
    assert.equal(engine.currentDecision(old).id, 'ADR-028');
    assert.equal(old.lifecycle, 'superseded');
    const hints = diagnostics(files, 'citing-superseded');
    assert.equal(hints.length, 1);
    assert.match(hints[0].message, /superseded by ADR-028/);
    // The one-sided supersede is real, and now reported on the record that names its successor.
    assert.match(one(files, 'one-sided-supersede').message, /^ADR-012 says it is superseded by ADR-028, but ADR-028 does not say/);
  });
});

describe('a status written before the title (V-Sekai "# Accepted: OIT in Godot Engine")', { skip }, () => {
  const files = {
    'decisions/20210811-godot-transparency.md': '# Accepted: OIT in Godot Engine\n\n### Context and Problem Statement\n\nRender hair well.\n',
    'decisions/20210812-use-k3s.md': '# Draft: Use K3S\n\n- Status: accepted\n- Deciders: V-Sekai\n\n## Context and Problem Statement\n\nHosts.\n',
    'decisions/20210813-ports.md': '# Ports: which to open\n\n## Status\n\nProposed\n',
  };

  it('is the status when the record states none elsewhere, and is never part of the title', () => {
    const { engine } = workspace(files);
    const byPath = Object.fromEntries(engine.records().map((r) => [r.path, r]));
    const oit = byPath['decisions/20210811-godot-transparency.md'];
    assert.equal(oit.title.value, 'OIT in Godot Engine');
    assert.deepEqual(oit.title.range, { start: { line: 0, character: 12 }, end: { line: 0, character: 31 } });
    assert.equal(oit.lifecycle, 'accepted');
    assert.deepEqual(oit.status.range, { start: { line: 0, character: 2 }, end: { line: 0, character: 10 } });
    const k3s = byPath['decisions/20210812-use-k3s.md'];
    assert.equal(k3s.title.value, 'Use K3S');
    assert.equal(k3s.lifecycle, 'accepted', 'the status field wins over the word before the title');
    // A word that is no status stays in the title.
    assert.equal(byPath['decisions/20210813-ports.md'].title.value, 'Ports: which to open');
    none(files, 'missing-status');
  });
});

describe('a status badge whose alt text names the picture (uktrade "[![Generic badge](https://badgen.net/badge/ADR/approved/green/)](…)")', { skip }, () => {
  const record = (n, badge) => `# ADR-00${n}: Choice ${n}\n\n## Status\n\n${badge}\n\n## Context\n\nWhy.\n`;
  const files = {
    'docs/adr/adr-001-a.md': record(1, '[![Generic badge](https://badgen.net/badge/ADR/approved/green/)](https://example.com/adr/README.md)'),
    'docs/adr/adr-002-b.md': record(2, '![status](https://img.shields.io/badge/status-partially_accepted-yellow)'),
    'docs/adr/adr-003-c.md': record(3, '![Badge](https://img.shields.io/badge/rejected-red)'),
    'docs/adr/adr-004-d.md': record(4, '![Proposed](https://img.shields.io/badge/adr-accepted-green)'),
  };

  it('is read from the badge\'s message in its address; an alt text that is a status still wins', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => `${r.id} ${r.lifecycle} ${r.status?.value}`), [
      'ADR-001 accepted approved',
      'ADR-002 accepted partially accepted',
      'ADR-003 rejected rejected',
      'ADR-004 proposed Proposed',
    ]);
    none(files, 'unknown-status');
  });
});

describe('Chinese and Japanese records (luchenqun/cosmos-sdk-docs, kani3camp/mine-party shapes)', { skip }, () => {
  const zh = (n, status, log = '') => `# ADR ${n}: 标题 ${n}\n\n## 变更日志\n\n* 2020年4月24日：初稿${log}\n\n## 状态\n\n${status}\n\n## 背景\n\n原因。\n`;
  const files = {
    'docs/architecture/adr-020-a.md': zh('020', '建议中'),
    'docs/architecture/adr-021-b.md': zh('021', '草案'),
    'docs/architecture/adr-022-c.md': zh('022', '被 ADR-045 取代', '\n* 2021年9月14日：被ADR-045取代'),
    'docs/architecture/adr-023-d.md': zh('023', '已实施的提案'),
    'docs/architecture/adr-045-e.md': zh('045', '已接受\n\n本决定取代了ADR-022的做法。'),
  };

  it('reads the statuses, the passive "被 ADR-045 取代" as superseded by ADR-045, and 年月日 dates in a 变更日志', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => `${r.id} ${r.lifecycle} ${r.dates[0]?.iso}`), [
      'ADR-020 proposed 2020-04-24',
      'ADR-021 proposed 2020-04-24',
      'ADR-022 superseded 2020-04-24',
      'ADR-023 accepted 2020-04-24',
      'ADR-045 accepted 2020-04-24',
    ]);
    const old = engine.records().find((r) => r.id === 'ADR-022');
    assert.equal(engine.currentDecision(old).id, 'ADR-045');
    none(files, 'unknown-status');
    none(files, 'missing-date');
    // ADR-045 cites ADR-022 against the words around it ("取代了ADR-022的"): a citation, so it counts.
    assert.ok(engine.records().find((r) => r.id === 'ADR-045').references.some((r) => r.targetKey === 'adr-22'));
  });

  it('an id against Japanese or Korean words is a citation; a counter after the number is a count', () => {
    const { engine } = workspace({
      'docs/adr/0001-x.md': '# 1. 方針\n\n日付: 2023年12月1日\n\n## ステータス\n\n承認\n\nADR-0002の決定を参照。ADR36件。ADR-0003를 사용한다.\n',
      'docs/adr/0002-y.md': '# 2. Y\n\nDate: 2023-01-01\n\n## Status\n\nAccepted\n',
      'docs/adr/0003-z.md': '# 3. Z\n\n날짜: 2024년 3월 5일\n\n## Status\n\nAccepted\n',
    });
    const [first, , third] = engine.records();
    assert.deepEqual(first.references.map((r) => r.text), ['ADR-0002', 'ADR-0003']);
    assert.equal(first.dates[0].iso, '2023-12-01');
    assert.equal(third.dates[0].iso, '2024-03-05');
  });
});

describe('a link to a record that moved with its name, when a later record shares its words (guardian "historic-adrs/016-react-context-api.md", 028-react-context-api.md)', { skip }, () => {
  it('suggests the moved record, not the later one', () => {
    const files = {
      'docs/adr/historic-adrs/016-react-context-api.md': '# React Context API\n\nDate: 2019-01-01\n\n## Status\n\nSuperseded\n',
      'docs/adr/028-react-context-api.md': '# React Context API\n\nDate: 2023-01-01\n\n## Status\n\nAccepted\n',
      'docs/adr/029-use-x.md': '# Use X\n\nDate: 2023-02-01\n\n## Status\n\nAccepted\n',
      'README.md': 'Why we did not use [React Context](docs/adr/016-react-context-api.md).\n',
    };
    const found = diagnostics(files, 'broken-link');
    assert.equal(found.length, 1, JSON.stringify(found));
    assert.match(found[0].message, /did you mean docs\/adr\/historic-adrs\/016-react-context-api\.md\?$/);
  });
});

describe('dates and pages seen in the sixth set', { skip }, () => {
  it('a "## Date" section (zarvent/v2m-lab, "## Fecha" too) and a day alone under the title (DFE-Digital) date the record', () => {
    const files = {
      'docs/adr/001-fastapi.md': '# ADR-001: FastAPI\n\n## Status\n\nAccepted\n\n## Date\n\n2025-01-15\n\n## Context\n\nWhy.\n',
      'docs/adr/002-orquestador.md': '# ADR-002: Orquestador\n\n## Estado\n\nAceptada\n\n## Fecha\n\n**2025-02-01**\n\n## Contexto\n\nPor qué.\n',
      'docs/adr/003-oidc.md': '# 3. Create an OIDC server\n\n27 July 2022\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n',
      // A sentence that starts with a day is prose, not the record's date.
      'docs/adr/004-prose.md': '# 4. Prose\n\n2022-01-01 was the day we met, and the rest is history.\n\n## Status\n\nAccepted\n',
      // A month and its year (zooniverse): dated, as written, with no one day.
      'docs/adr/005-month.md': '# 5. Month\n\nOctober 2023\n\n## Status\n\nAccepted\n',
    };
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => `${r.id} ${r.dates[0]?.iso} ${r.dates[0]?.raw}`), [
      'ADR-001 2025-01-15 2025-01-15',
      'ADR-002 2025-02-01 **2025-02-01**',
      'ADR-003 2022-07-27 27 July 2022',
      'ADR-004 undefined undefined',
      'ADR-005 undefined October 2023',
    ]);
    assert.deepEqual(diagnostics(files, 'missing-date').map((d) => d.path), ['docs/adr/004-prose.md']);
  });

  it('a PROCESS.md beside the records is a page about them (cosmos-sdk), not a record', () => {
    const { engine } = workspace({
      'docs/architecture/adr-001-a.md': '# ADR 001: A\n\n## Changelog\n\n- 2020-01-01: created\n\n## Status\n\nAccepted\n',
      'docs/architecture/adr-002-b.md': '# ADR 002: B\n\n## Changelog\n\n- 2020-02-01: created\n\n## Status\n\nProposed\n',
      'docs/architecture/PROCESS.md': '# ADR Creation Process\n\n1. Copy the template.\n',
    });
    assert.deepEqual(engine.records().map((r) => r.path), ['docs/architecture/adr-001-a.md', 'docs/architecture/adr-002-b.md']);
  });
});

describe('a record file that lost its .md (SmartBear/git-en-boite "doc/adr/0016-handle-concurrent-git-operations")', { skip }, () => {
  const nygard = (n, title) => `# ${n}. ${title}\n\nDate: 2021-05-04\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nThen.\n`;
  const files = {
    'doc/adr/0015-remove-postgres-for-now.md': `${nygard(15, 'Remove Postgres for now')}\nSee [16](0016-handle-concurrent-git-operations) and ADR-16.\n`,
    'doc/adr/0016-handle-concurrent-git-operations': nygard(16, 'Handle concurrent git operations'),
    'doc/adr/20230123-embeddings-for-resources': '# Draft: Create embeddings\n\n## Context\n\nWhy.\n',
    // Not records: another extension, no words after the number, not at the collection's top.
    'doc/adr/0008-hexagonal-architecture.jpg': new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
    'doc/adr/0001-init': '#!/bin/sh\necho init\n',
    'doc/adr/scripts/0002-make-the-index': '#!/bin/sh\n',
  };

  it('is read as a record, so its id and the links to it resolve, and is told to take its extension back', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => `${r.path} ${r.id}`), [
      'doc/adr/0015-remove-postgres-for-now.md ADR-0015',
      'doc/adr/0016-handle-concurrent-git-operations ADR-0016',
      'doc/adr/20230123-embeddings-for-resources 20230123-embeddings-for-resources',
    ]);
    none(files, 'broken-link');
    none(files, 'unknown-reference');
    const found = diagnostics(files, 'record-without-extension');
    assert.deepEqual(found.map((d) => d.path), ['doc/adr/0016-handle-concurrent-git-operations', 'doc/adr/20230123-embeddings-for-resources']);
    assert.match(found[0].message, /^ADR-0016 is in "0016-handle-concurrent-git-operations", without the \.md extension: rename it to "0016-handle-concurrent-git-operations\.md"/);
  });
});

describe('a day-named record named bare in a relation field (V-Sekai "Supersedes: 20260423-x.md, [20260421-y.md](…)")', { skip }, () => {
  const files = {
    'decisions/20260424-asset-delivery-decision.md': '# Asset delivery adopted\n\nSupersedes: 20260423-asset-delivery-benchmark.md, [20260421-asset-delivery-benchmark.md](20260421-asset-delivery-benchmark.md)\n\n## Decision\n\nx\n',
    'decisions/20260423-asset-delivery-benchmark.md': '# Asset delivery benchmark\n\n**Superseded by: 20260424-asset-delivery-decision.md**\n\n## Context\n\nx\n',
    'decisions/20260421-asset-delivery-benchmark.md': '# First benchmark\n\nSuperseded by: [20260424-asset-delivery-decision.md](20260424-asset-delivery-decision.md)\n\n## Context\n\nx\n',
  };

  it('is a relation beside the linked one, both sides of each supersede agree', () => {
    const { engine } = workspace(files);
    const decision = engine.records().find((r) => r.path.endsWith('20260424-asset-delivery-decision.md'));
    assert.deepEqual(decision.relations.map((r) => `${r.kind} ${r.targetText}`).sort(), [
      'supersedes 20260423-asset-delivery-benchmark.md',
      'supersedes [20260421-asset-delivery-benchmark.md](20260421-asset-delivery-benchmark.md)',
    ]);
    none(files, 'one-sided-supersede');
  });
});

describe('a change log of states (EdgeX "## Change Log" / "- [approved](…/pull/795) (2022-07-12)")', { skip }, () => {
  const record = (n, log) => `# ADR ${n}\n### Submitters\n- Ann (Intel)\n\n## Change Log\n${log}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n`;
  const files = {
    'docs/adr/0024-system-events.md': record(24, '- [approved](https://github.com/o/r/pull/795) (2022-07-12)'),
    'docs/adr/0026-common-config.md': record(26, '- [original](https://github.com/o/r/pull/909) - approved (2023-01-03)\n- [revised](https://github.com/o/r/pull/1025) - approved (2023-04-17)\n  - Revised for the provider.'),
    'docs/adr/0028-auth.md': record(28, '\n- [proposed](https://github.com/o/r/pull/659) (2021-12-28)\n- [approved](https://github.com/o/r/pull/966) (2023-02-18)'),
    'docs/adr/0030-harness.md': record(30, '<!--\nState is one of: pending, approved, amended, deprecated.\n- [approved](URL of PR) (2022-04-01)\n-->'),
    'docs/adr/0031-pending.md': record(31, '- [pending](https://github.com/o/r/pull/1) (2024-01-02)'),
  };

  it('gives the record the state of its latest entry and that day; a log only in a comment gives none', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => `${r.id} ${r.lifecycle} ${r.status?.value} ${r.dates[0]?.iso}`), [
      'ADR-0024 accepted approved 2022-07-12',
      'ADR-0026 accepted approved 2023-04-17',
      'ADR-0028 accepted approved 2023-02-18',
      'ADR-0030 unknown undefined undefined',
      'ADR-0031 proposed pending 2024-01-02',
    ]);
    assert.deepEqual(diagnostics(files, 'missing-status').map((d) => d.path), ['docs/adr/0030-harness.md']);
  });
});

describe('unnumbered records in topic folders under a folder named for them (Unleash "contributing/ADRs/back-end/naming.md", MohETS "docs/ADR/iteration1/")', { skip }, () => {
  const labelled = (title) => `---\ntitle: "ADR: ${title}"\n---\n\n## Background\n\nWhy.\n\n## Decision\n\nWhat.\n`;
  it('are records when their titles call them decision records, or their heads declare a status (in French too)', () => {
    const { engine } = workspace({
      'contributing/ADRs/ADRs.md': '---\ntitle: ADR Overview\n---\n\n* [Naming](/contributing/ADRs/back-end/naming)\n',
      'contributing/ADRs/back-end/naming.md': labelled('Naming'),
      'contributing/ADRs/back-end/preferred-export.md': labelled('Preferred export'),
      'contributing/ADRs/front-end/preferred-export.md': labelled('Preferred export'),
      'docs/ADR/iteration1/database_choice.md': '# Utilisation de PostgreSQL\n\n## Statut\n\n**Proposed**\n\n## Contexte\n\nPourquoi.\n',
      'docs/ADR/iteration2/api_style.md': '# Utilisation de REST\n\n## Statut\n\n**Accepted**\n\n## Contexte\n\nPourquoi.\n',
      'docs/ADR/adr_template.md': '# Title\n\n## Statut\n\n**Proposed|Accepted**\n',
    });
    assert.deepEqual(engine.records().map((r) => `${r.collection} ${r.path} ${r.lifecycle}`), [
      'contributing/ADRs contributing/ADRs/back-end/naming.md unknown',
      'contributing/ADRs contributing/ADRs/back-end/preferred-export.md unknown',
      'contributing/ADRs contributing/ADRs/front-end/preferred-export.md unknown',
      'docs/ADR docs/ADR/iteration1/database_choice.md proposed',
      'docs/ADR docs/ADR/iteration2/api_style.md accepted',
    ]);
    const dup = diagnostics({
      'contributing/ADRs/back-end/naming.md': labelled('Naming'),
      'contributing/ADRs/back-end/preferred-export.md': labelled('Preferred export'),
      'contributing/ADRs/front-end/preferred-export.md': labelled('Preferred export'),
    }, 'duplicate-title');
    // Two records of one id: the message names the other by its path.
    assert.match(dup[0].message, /^preferred-export has the same title as contributing\/ADRs\/front-end\/preferred-export\.md:/);
  });

  it('a folder of that name whose subfolders hold other pages is no collection', () => {
    const { engine } = workspace({
      'notes/decisions/meetings/2024-01-02.md': '# Weekly meeting\n\nWe talked.\n',
      'notes/decisions/meetings/2024-01-09.md': '# Weekly meeting\n\nWe talked again.\n',
    });
    assert.deepEqual(engine.records(), []);
  });
});

describe('annexes of a record, named after it (cosmos-sdk "adr-050-sign-mode-textual-annex1.md")', { skip }, () => {
  const record = (title) => `# ${title}\n\n## Changelog\n\n- 2022-01-01: created\n\n## Status\n\nAccepted\n`;
  const files = {
    'docs/architecture/adr-050-sign-mode-textual.md': record('ADR 050: SIGN_MODE_TEXTUAL'),
    'docs/architecture/adr-050-sign-mode-textual-annex1.md': record('ADR 050: SIGN_MODE_TEXTUAL: Annex 1 Value Renderers'),
    'docs/architecture/adr-050-sign-mode-textual-annex2.md': record('ADR 050: SIGN_MODE_TEXTUAL: Annex 2 XXX'),
    'docs/architecture/adr-051-security-addendum.md': record('ADR 051: Security addendum'),
  };

  it('are pages of that record, not records sharing its number; an annex-named record without its record stays one', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => r.path), ['docs/architecture/adr-050-sign-mode-textual.md', 'docs/architecture/adr-051-security-addendum.md']);
    none(files, 'duplicate-number');
  });

  it('become records when their record goes', () => {
    const { engine, fs } = workspace(files);
    fs.delete('docs/architecture/adr-050-sign-mode-textual.md');
    engine.update('docs/architecture/adr-050-sign-mode-textual.md');
    assert.ok(engine.records().some((r) => r.path.endsWith('annex1.md')));
  });
});

describe('a backup of the docs (watchout/hotel-kanri "backups/docs-reorganization-20250912/…/adr/")', { skip }, () => {
  it('is no second collection', () => {
    const record = '# ADR-0001: API client\n\nDate: 2025-01-03\n\n## Status\n\nAccepted\n';
    const { engine } = workspace({
      'docs/01_systems/common/adr/0001-api-client.md': record,
      'backups/docs-reorganization-20250912_163901/01_systems/common/adr/0001-api-client.md': record,
    });
    assert.deepEqual(engine.records().map((r) => r.path), ['docs/01_systems/common/adr/0001-api-client.md']);
  });
});

describe('a link target that says what to put there ("[LibRecommender](URL_TO_LIBRECOMMENDER)", "[docs](URL)")', { skip }, () => {
  it('is a placeholder, not a broken link; a file named in capitals is still checked', () => {
    const files = {
      'docs/adr/0001-use-a.md': '# 1. Use A\n\nDate: 2024-01-01\n\n## Status\n\nAccepted\n\nSee [LibRecommender](URL_TO_LIBRECOMMENDER), [docs](URL) and [the notes](NOTES.md).\n',
    };
    assert.deepEqual(diagnostics(files, 'broken-link').map((d) => d.message.split(' points')[0]), ['Link "NOTES.md"']);
  });
});

describe('readings from a seventh set of real repositories', { skip }, () => {
  it('"# ADR 2022-10-17: T" is a day label, not ADR-2022 (actions-runner-controller); "# ADR #001: T" is ADR-001 (celestia-node)', () => {
    const { engine } = workspace({
      'docs/adrs/2022-10-17-runner-image.md': '# ADR 2022-10-17: Produce the runner image\n\n**Date**: 2022-10-17\n\n**Status**: Done\n',
      'docs/adrs/2023-02-10-limit-runners.md': '# ADR 2023-02-10: Limit runners\n\n**Date**: 2023-02-10\n\n**Status**: Done\n',
      'docs/adr/adr-001-devnet.md': '# ADR #001: Devnet Celestia Node\n\n## Status\n\nAccepted\n',
    });
    assert.deepEqual(engine.records().map((r) => `${r.id} | ${r.title.value}`), [
      'ADR-001 | Devnet Celestia Node',
      '2022-10-17-runner-image | Produce the runner image',
      '2023-02-10-limit-runners | Limit runners',
    ]);
  });

  it('templates named with a placeholder day or number are templates (yyyy-mm-dd-TEMPLATE.md, ADRXXX-…-template.md)', () => {
    const { engine } = workspace({
      'docs/adrs/2022-10-17-runner-image.md': '# Produce the runner image\n\n**Date**: 2022-10-17\n\n**Status**: Accepted\n',
      'docs/adrs/yyyy-mm-dd-TEMPLATE.md': '# Title\n\n**Date**: YYYY-MM-DD\n\n**Status**: Proposed\n',
      'ADR/ADR001-use-x.md': '# ADR001: Use X\n\nDate: 2024-01-01\n\n## Status\n\nAccepted\n',
      'ADR/ADRXXX-architecture-decision-record-template.md': '# ADRXXX: Decision Record Title\n\nDate: YYYY-MM-DD\n\n## Status\n\n> Accepted or Rejected\n',
    });
    assert.deepEqual(engine.records().map((r) => r.path), ['ADR/ADR001-use-x.md', 'docs/adrs/2022-10-17-runner-image.md']);
  });

  it('a status heading with its value, among the sections ("### Status: **Approved**"); "Discussing", "Discarded", "Superceeded by"', () => {
    const files = {
      'documentation/adr/0002_big_query.md': '# 2. Use BigQuery\n\n## Prologue\n\nWe decided.\n\n### Status: **Approved**\n\n## Discussion\n\nx\n',
      'documentation/adr/0003_git_workflow.md': '# 3. Git workflow\n\n## Prologue\n\nx\n\n### Status: **discussing**\n\n## Discussion\n\ny\n',
      'documentation/adr/0004_header_commit.md': '# 4. Header commit\n\n## Status\n\nDiscarded\n',
      'documentation/adr/0005_old.md': '# 5. Old\n\n## Status\n\nSuperceeded by [ADR 6](0006_new.md)\n',
      'documentation/adr/0006_new.md': '# 6. New\n\n## Status\n\nAccepted\n\nSupersedes [ADR 5](0005_old.md)\n',
    };
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => `${r.id} ${r.lifecycle}`), ['ADR-0002 accepted', 'ADR-0003 proposed', 'ADR-0004 rejected', 'ADR-0005 superseded', 'ADR-0006 accepted']);
    none(files, 'unknown-status');
    none(files, 'missing-status');
    none(files, 'one-sided-supersede');
  });

  it('pages about the collection: intro.md, overview.md, and the page named after its folder (docs/architecture/architecture.md)', () => {
    const record = (n) => `# ADR ${n}: Choice\n\n## Changelog\n\n- 2020-01-0${n}: created\n\n## Status\n\nAccepted\n`;
    const { engine } = workspace({
      'docs/architecture/adr-001-a.md': record(1),
      'docs/architecture/adr-002-b.md': record(2),
      'docs/architecture/architecture.md': '# Architecture\n\nThis document describes the architecture.\n',
      'docs/architecture/intro.md': '# Overview\n\nThe ADRs of this project.\n',
    });
    assert.deepEqual(engine.records().map((r) => r.path), ['docs/architecture/adr-001-a.md', 'docs/architecture/adr-002-b.md']);
  });

  it('change log days in braces ("{8/18/22}") or with "of" ("27th of June, 2024") date the record (interchain-security)', () => {
    const record = (day) => `# ADR 012: Releasing\n\n## Changelog\n\n* ${day}: Initial draft\n\n## Status\n\nAccepted\n`;
    const { engine } = workspace({ 'docs/adrs/adr-012-a.md': record('{8/18/22}'), 'docs/adrs/adr-019-b.md': record('27th of June, 2024') });
    assert.deepEqual(engine.records().map((r) => r.dates[0]?.iso), ['2022-08-18', '2024-06-27']);
  });

  it('sections written at level 1 and no title (raster-foundry "# Context", "# Decision"): no title, not "Context"', () => {
    const files = {
      'docs/architecture/adr-0009-ci-server.md': '# Context\n\nWhy.\n\n# Decision\n\nWhat.\n\n# Consequences\n\nThen.\n',
      'docs/architecture/adr-0017-exports.md': '# Context\n\nWhy.\n\n# Decision\n\nWhat.\n',
    };
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => r.title.value), ['Ci server', 'Exports']);
    none(files, 'duplicate-title');
  });

  it('"State: accepted" is the status (it-at-m/refarch); "State: the cache is warm" is not', () => {
    const { engine } = workspace({
      'docs/architecture/adr/001-gateway.md': '# ADR001 - Separate Gateway\n\nState: accepted\n\n## Context\n\nx\n',
      'docs/architecture/adr/002-cache.md': '# ADR002 - Cache\n\nState: the cache is warm\n\n## Status\n\nProposed\n',
    });
    assert.deepEqual(engine.records().map((r) => `${r.id} ${r.lifecycle}`), ['ADR-001 accepted', 'ADR-002 proposed']);
  });

  it('a title shows what its Markdown renders: links as their text, emphasis around it dropped, entities decoded', () => {
    const { engine } = workspace({
      'docs/adr/0017-go-orm.md': '# 17. Use [sqlx](https://github.com/jmoiron/sqlx) for Go Database Access\n\nDate: 2020-01-01\n',
      'docs/adr/0028-rtl.md': '# 28. *Use react-testing-library in place of Enzyme*\n\nDate: 2020-01-01\n',
      'docs/adr/0004-paas.md': '# 4. Environments after GOV&#46;UK PaaS migration &amp; after\n\nDate: 2020-01-01\n',
    });
    assert.deepEqual(engine.records().map((r) => r.title.value), [
      'Environments after GOV.UK PaaS migration & after',
      'Use sqlx for Go Database Access',
      'Use react-testing-library in place of Enzyme',
    ]);
  });

  it('"(Note: This metric superceded by [ADR23](…))": part of the record, not the record, is superseded (paas-team-manual)', () => {
    const files = {
      'adr/ADR021-capacity.md': '# ADR021: Capacity\n\n## Status\n\nAccepted\n\n## Consequences\n\n- idle CPU < 50% (Note: This metric superceeded by [ADR23](ADR023-idle-cpu.md))\n',
      'adr/ADR023-idle-cpu.md': '# ADR023: Idle CPU\n\n## Status\n\nAccepted\n',
    };
    const { engine } = workspace(files);
    assert.equal(engine.records()[0].lifecycle, 'accepted');
    assert.equal(engine.records()[0].relations[0]?.condition, 'in part');
    none(files, 'status-superseded-mismatch');
    none(files, 'one-sided-supersede');
  });

  it('a trailer of fields after the last rule dates a record ("---" / "**Date**: 2025-01-26", as an agent writes them)', () => {
    const { engine } = workspace({
      'docs/adr/0001-favicon.md': '# ADR-0001: Favicon\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n---\n\n**Date**: 2025-01-26\n**Author**: Claude Code\n',
      // A rule in the middle, fields far above the end: no trailer. (Its date is read all the same, as a day's field in
      // the first section: bed 46, wellcomecollection/docs.)
      'docs/adr/0002-other.md': '# ADR-0002: Other\n\n## Status\n\nAccepted\n\n---\n\nDate: 2025-01-27\n\n## Context\n\n' + 'Text.\n'.repeat(20),
      // The same in the second section: neither a trailer nor the first section's.
      'docs/adr/0003-third.md': '# ADR-0003: Third\n\n## Status\n\nAccepted\n\n## Context\n\n---\n\nDate: 2025-01-28\n\n## Decision\n\n' + 'Text.\n'.repeat(20),
    });
    assert.deepEqual(engine.records().map((r) => r.dates[0]?.iso), ['2025-01-26', '2025-01-27', undefined]);
  });

  it('front matter "stage: draft" is the status when it names one and no "status" is given (tytsxai/exchange-platform)', () => {
    const { engine } = workspace({
      'docs/adr/ADR-001-a.md': '---\ntitle: A\nstage: draft\n---\n\n# ADR-001 A\n',
      'docs/adr/ADR-002-b.md': '---\ntitle: B\nstage: production\n---\n\n# ADR-002 B\n\n## Status\n\nAccepted\n',
      'docs/adr/ADR-003-c.md': '---\nstatus: accepted\nstage: draft\n---\n\n# ADR-003 C\n',
    });
    assert.deepEqual(engine.records().map((r) => `${r.id} ${r.lifecycle} ${r.status?.value}`), ['ADR-001 proposed draft', 'ADR-002 accepted Accepted', 'ADR-003 accepted accepted']);
  });

  it('an unknown status is shown mapped to the lifecycle its word suggests ("Merged": accepted, "Scrapped": rejected)', () => {
    const merged = one({ 'docs/adr/0001-a.md': '# 1. A\n\nDate: 2020-01-01\n\n## Status\n\nMerged\n' }, 'unknown-status');
    assert.match(merged.message, /\{"statuses": \{"merged": "accepted"\}\}/);
    // ("Dropped" is known now: bazelbuild/proposals.)
    const scrapped = one({ 'docs/adr/0001-a.md': '# 1. A\n\nDate: 2020-01-01\n\n## Status\n\nScrapped\n' }, 'unknown-status');
    assert.match(scrapped.message, /\{"statuses": \{"scrapped": "rejected"\}\}/);
  });
});

describe('a page elsewhere listing a collection\'s records (paas-team-manual "source/index.html.md")', { skip }, () => {
  it('is no citer of superseded decisions; a page citing a few of them is', () => {
    const files = {};
    for (let n = 1; n <= 10; n++) {
      const status = n === 1 ? 'Superseded by [ADR002](ADR002-b.md)' : n === 2 ? 'Accepted\n\nSupersedes [ADR001](ADR001-a.md)' : 'Accepted';
      files[`adr/ADR00${n}-${String.fromCharCode(96 + n)}.md`.replace('ADR0010', 'ADR010')] = `# ADR0${String(n).padStart(2, '0')}: ${n}\n\nDate: 2020-01-01\n\n## Status\n\n${status}\n`;
    }
    const list = Object.keys(files).map((p) => `- [${p.split('/')[1].slice(0, 6)}](${p})`).join('\n');
    files['index.md'] = `# Team manual\n\n## Decisions\n\n${list}\n`;
    files['guide.md'] = '# Guide\n\nWe follow [ADR001](adr/ADR001-a.md).\n';
    assert.deepEqual(diagnostics(files, 'citing-superseded').map((d) => d.path), ['guide.md']);
  });
});
