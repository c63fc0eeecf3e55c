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
