// Readings checked against real repositories in session 30, each in the shape those records take (fixtures written
// for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const records = (files) => workspace(files).engine.records();
const rules = (files, rule) => workspace(files).engine.check().filter((d) => d.rule === rule);

describe('a repository of proposals kept at its root, their fields in a table', { skip }, () => {
  it('finds pages named by a series whose status is a Markdown table row ("| status | accepted |")', () => {
    const page = (n, title, status) =>
      `# XEP-000${n} - ${title}\n\n| XEP           | ${n}   |\n|---------------|-----|\n| title         | ${title} |\n| date-creation | 2014-08-0${n} |\n| status        | ${status} |\n\n## Introduction\n\nx\n`;
    const rs = records({
      'README.md': '# Enhancement proposals\n\nSee [XEP-0001](XEP-0001.md).\n',
      'XEP-0001.md': page(1, 'Purpose and guidelines', 'accepted'),
      'XEP-0002.md': page(2, 'Organisation', 'accepted'),
      'XEP-0003.md': page(3, 'Physical units', 'rejected'),
      'XEP-template.md': page(0, 'Title', 'draft'),
    });
    assert.deepEqual(
      rs.map((r) => [r.id, r.lifecycle, r.title.value]),
      [
        ['XEP-0001', 'accepted', 'Purpose and guidelines'],
        ['XEP-0002', 'accepted', 'Organisation'],
        ['XEP-0003', 'rejected', 'Physical units'],
      ],
    );
  });

  it('reads fields written as rows of an HTML table ("<tr><td> Status </td><td> Accepted </td></tr>")', () => {
    const page = (n, title, status) =>
      `# YEP ${n} - ${title}\n\n<table>\n<tr><td> Title </td><td> ${title} </td>\n<tr><td> Status </td><td> ${status} </td></tr>\n<tr><td> Author(s) </td>\n    <td>\n        A. Person &lt;a@example.org&gt;\n    </td>\n</tr>\n<tr><td> Created </td><td> Jul 20, 2021</td></tr>\n</table>\n\n## Abstract\n\nx\n`;
    const rs = records({
      'yep-0001.md': page(1, 'Purpose and Guidelines', 'Proposed'),
      'yep-0002.md': page(2, 'Add a plugin architecture', 'Accepted'),
      'yep-0003.md': page(3, 'Serving <code>run_exports</code> metadata in channels', 'Accepted'),
    });
    assert.deepEqual(
      rs.map((r) => [r.id, r.lifecycle, r.status?.value, r.dates.map((d) => d.iso), r.title.value]),
      [
        ['YEP-0001', 'proposed', 'Proposed', ['2021-07-20'], 'Purpose and Guidelines'],
        ['YEP-0002', 'accepted', 'Accepted', ['2021-07-20'], 'Add a plugin architecture'],
        ['YEP-0003', 'accepted', 'Accepted', ['2021-07-20'], 'Serving `run_exports` metadata in channels'],
      ],
    );
    // The status's range is the value in the row, as an editor shows it.
    const status = rs[0].status;
    const line = page(1, 'Purpose and Guidelines', 'Proposed').split('\n')[status.range.start.line];
    assert.equal(line.slice(status.range.start.character, status.range.end.character), 'Proposed');
  });

  it('does not take a page of notes with a "| Status |" column for a collection of records', () => {
    const rs = records({
      'notes-1.md': '# Notes 1\n\n| Task | Status |\n|---|---|\n| build | accepted |\n',
      'notes-2.md': '# Notes 2\n\n| Task | Status |\n|---|---|\n| ship | accepted |\n',
    });
    assert.deepEqual(rs, []);
  });
});

describe('supersedes said of other records, or denied', { skip }, () => {
  const rec = (n, header, body = 'x') => `# ADR-${String(n).padStart(3, '0')}: Title ${n}\n\n**Status:** Accepted\n**Date:** 2026-03-01\n${header}\n\n## Context\n\n${body}\n`;
  const relationsOf = (header, body) => {
    const rs = records({ 'docs/adr/ADR-001-a.md': rec(1, ''), 'docs/adr/ADR-002-b.md': rec(2, ''), 'docs/adr/ADR-003-c.md': rec(3, ''), 'docs/adr/ADR-010-t.md': rec(10, header, body) });
    return rs.find((r) => r.number === 10).relations.map((x) => [x.kind, x.targetText, x.condition ?? '']);
  };

  it('reads no supersede where the record says it does not ("Does **not** supersede ADR-001")', () => {
    assert.deepEqual(relationsOf('', 'Parent decision ADR-001.\nDoes **not** supersede ADR-001.'), []);
  });

  it('reads "ADR-002 … is already superseded by ADR-003" after a bold sentence as a statement about ADR-002', () => {
    assert.deepEqual(relationsOf('', '**Does NOT supersede ADR-002.** ADR-002 (Streaming JSON) is\nalready superseded by ADR-003. Nothing further.'), []);
  });

  it('reads a supersede in an aside on a cited record as that record\'s ("depends on **ADR-003** (…; supersedes ADR-001)")', () => {
    assert.deepEqual(relationsOf('', 'This decision depends on **ADR-003** (drop ESP8266 support; supersedes ADR-001),\naccepted the same day.'), [['depends-on', 'ADR-003', '']]);
  });

  it('reads "Supersedes: Strengthens ADR-001" as extending it, and a partial supersession as partial', () => {
    assert.deepEqual(relationsOf('**Supersedes:** Strengthens ADR-001 (Static Buffer Allocation)'), [['extends', 'ADR-001', '']]);
    assert.deepEqual(relationsOf('**Supersedes:** ADR-002 (partially — ADR-002 remains the baseline; this adds auth)'), [['supersedes', 'ADR-002', 'in part']]);
    assert.deepEqual(relationsOf('**Supersedes:** ADR-001 (fully); continues the partial supersession of ADR-002 for admin endpoints'), [
      ['supersedes', 'ADR-001', ''],
      ['supersedes', 'ADR-002', 'in part'],
    ]);
  });

  it('reads "superseded by this ADR" in a related item after an aside or before another clause', () => {
    assert.deepEqual(relationsOf('', '## Related Decisions\n\n- **ADR-001** — the original design. Superseded by this ADR; content immutable, Status updated.'), [['supersedes', 'ADR-001', '']]);
    assert.deepEqual(relationsOf('', "## Related Decisions\n\n- **ADR-001 (Heap Tier Contract)**: superseded by this ADR's\n  decision (removal deferred).\n- **ADR-002 (Heap Gating)**: superseded by this ADR's decision, same terms as ADR-001."), [
      ['supersedes', 'ADR-001', ''],
      ['supersedes', 'ADR-002', ''],
    ]);
    assert.deepEqual(relationsOf('', "## Related\n\n- ADR-003 was superseded by this ADR's predecessor"), [['relates-to', 'ADR-003', '']]);
    assert.deepEqual(relationsOf('', '## Consequences\n\n- ADR-001 (WCAG 2.1 AA) is not replaced by this ADR; checks can be added.'), []);
  });
});

describe('titles and statuses left as the template wrote them', { skip }, () => {
  it('takes the heading right under an "Architectural Decision Record" banner as the title, and reads the date under it', () => {
    const [r] = records({
      'ADR/ADR002.md': '[< PREV](ADR001.md) | [NEXT >](ADR003.md)\n\n---\n\n# Architectural Decision Record\n## Utilization of Event-Driven Architecture\nDate: 15.09.2023\n\n## Status\nAccepted\n\n## Context\n\nx\n',
      'ADR/ADR003.md': '# Architectural Decision Record\n## Use user centric events\nDate: 16.09.2023\n\n## Status\nAccepted\n\n## Context\n\nx\n',
    });
    assert.equal(r.title.value, 'Utilization of Event-Driven Architecture');
    assert.deepEqual(r.dates.map((d) => d.iso), ['2023-09-15']);
  });

  it('names a record whose "# ADR Title" was never filled in by its file, and reads "proposed / accepted / superseded" as no status chosen', () => {
    const rs = records({
      'ADRs/ADR04 IAM system.md': '# ADR Title\n\n**Status** : proposed / accepted / superseded\n\n**Date** : 20.02.2024\n\n## Context\n\nx\n',
      'ADRs/ADR05 Role based access.md': '# ADR Title\n\n**Status** : [Accepted/Deprecated]\n\n**Date** : 20.02.2024\n\n## Context\n\nx\n',
      'ADRs/ADR07 System database.md': '# System database\n\n**Status** : Accepted/Implemented\n\n**Date** : 20.02.2024\n\n## Context\n\nx\n',
    });
    assert.deepEqual(
      rs.map((r) => [r.title.value, r.lifecycle]),
      [
        ['IAM system', 'unknown'],
        ['Role based access', 'unknown'],
        ['System database', 'accepted'],
      ],
    );
  });
});

describe('successors and predecessors named as files or listed', { skip }, () => {
  const rec = (n, title, extra = '') => `# ${n}. ${title}\n\nDate: 2022-10-18\n\n## Status\n\nAccepted\n${extra}\n## Context\n\nx\n`;

  it('reads every item of a list under "Supersedes:", not only the first', () => {
    const files = {
      'doc/adr/0006-url-format.md': rec(6, 'URL format', '\nSuperseded by [12. MVP mobile only](0012-mvp-mobile-only.md)\n'),
      'doc/adr/0007-qr-code.md': rec(7, 'QR code', '\nSuperseded by [12. MVP mobile only](0012-mvp-mobile-only.md)\n'),
      'doc/adr/0008-sse.md': rec(8, 'SSE', '\nSuperseded by [12. MVP mobile only](0012-mvp-mobile-only.md)\n'),
      'doc/adr/0012-mvp-mobile-only.md': rec(12, 'MVP mobile only', '\nSupersedes:\n\n- [6. URL format](0006-url-format.md)\n- [7. QR code](0007-qr-code.md)\n- [8. SSE](0008-sse.md)\n'),
    };
    const r = workspace(files).engine.records().find((x) => x.number === 12);
    assert.deepEqual(r.relations.map((x) => [x.kind, x.targetText]), [
      ['supersedes', '[6. URL format](0006-url-format.md)'],
      ['supersedes', '[7. QR code](0007-qr-code.md)'],
      ['supersedes', '[8. SSE](0008-sse.md)'],
    ]);
    assert.deepEqual(rules(files, 'one-sided-supersede'), []);
  });

  it('reads "status: superseded by 0006-x.md" in front matter as naming the successor', () => {
    const files = {
      'docs/adr/0004-signed-urls.md': '---\nstatus: superseded by 0006-sealed-tokens.md\n---\n\n# Signed URLs in email\n\nWe send links.\n',
      'docs/adr/0005-artifact-reuse.md': '---\nstatus: accepted\n---\n\n# Artifact reuse\n\nx\n',
      'docs/adr/0006-sealed-tokens.md': '---\nstatus: accepted\nsupersedes: [0004-signed-urls.md]\n---\n\n# Sealed download tokens\n\nx\n',
    };
    assert.deepEqual(rules(files, 'one-sided-supersede'), []);
    assert.equal(records(files).find((x) => x.number === 4).relations[0]?.kind, 'superseded-by');
  });
});

describe('TOML front matter of Hugo and Zola sites', { skip }, () => {
  const page = (n, title, h1 = `# ADR-000${n}: ${title}`) =>
    `+++\n# /*\n#    \\\\ SPIKE: Secure your secrets. — https://example.org/\n# */\n\ntitle = "ADR-000${n}: ${title}"\nweight = ${n}\ndate = 2024-11-0${n}\n\n[extra]\nstatus = "accepted"\n+++\n\n${h1}\n\nx\n`;

  it('reads title, date and status from "+++" front matter, not its comment lines', () => {
    const rs = records({
      'docs/adrs/adr-0001.md': page(1, 'Display secrets in plain text'),
      'docs/adrs/adr-0002.md': page(2, 'Use a static site'),
      'docs/adrs/20240510-adr-0003-keep-things-minimal.md': page(3, 'Keep Things Minimal', '# Keep Things Minimal'),
    });
    assert.deepEqual(
      rs.map((r) => [r.id, r.title.value, r.lifecycle, r.dates.map((d) => d.iso)]),
      [
        ['ADR-0001', 'Display secrets in plain text', 'accepted', ['2024-11-01']],
        ['ADR-0002', 'Use a static site', 'accepted', ['2024-11-02']],
        ['ADR-0003', 'Keep Things Minimal', 'accepted', ['2024-11-03']],
      ],
    );
  });

  it('reports broken TOML front matter at its line and still reads the simple fields', () => {
    const files = {
      'docs/adrs/adr-0001.md': '+++\ntitle = "ADR-0001: Broken"\nstatus = "accepted"\ntags = [unclosed\n+++\n\n# ADR-0001: Broken\n\nx\n',
      'docs/adrs/adr-0002.md': page(2, 'Fine'),
    };
    const r = records(files).find((x) => x.number === 1);
    assert.equal(r.lifecycle, 'accepted');
    const [d] = rules(files, 'invalid-front-matter');
    assert.match(d.message, /not valid TOML/);
  });
});

describe('more ways to write a status, a day and a supersede', { skip }, () => {
  const one = (text, path = 'docs/adr/0003-x.md') => {
    const filler = (n) => `# ${n}. Filler\n\nDate: 2024-01-0${n}\n\n## Status\n\nAccepted\n\n## Context\n\nx\n`;
    const dir = path.slice(0, path.lastIndexOf('/'));
    return records({ [`${dir}/0001-f.md`]: filler(1), [`${dir}/0002-g.md`]: filler(2), [path]: text }).find((r) => r.path === path);
  };
  const read = (r) => [r.title.value, r.status?.value, r.lifecycle, r.dates.map((d) => d.iso)];

  it('reads a status given as the first item of a list nested under "- Status:"', () => {
    assert.deepEqual(read(one('# ADR-0003: New\n\n- Status:\n  - accepted\n  - Supersedes [ADR-0001](0001-f.md)\n- Date: 2024-12-01\n\n## Context\n\nx\n')), ['New', 'accepted', 'accepted', ['2024-12-01']]);
  });

  it('reads a bold key with an emoji and a dash ("**⏰ Status** - Open for discussions")', () => {
    assert.deepEqual(read(one('# Monorepo\n\n**⏰ Status** - Open for discussions\n\n## Context\n\nx\n')), ['Monorepo', 'Open', 'proposed', []]);
  });

  it('reads a change log entry whose day follows the state without brackets ("* [approved](…) 2026-07-27")', () => {
    assert.deepEqual(read(one('# Seam\n\n## Change Log\n\n* [approved](/docs/plans/notes#seam) 2026-07-27\n\n## Context\n\nx\n')), ['Seam', 'approved', 'accepted', ['2026-07-27']]);
  });

  it('reads "Date 2022-11-5" without its colon, a "## Dates" section, and a heading that is a day', () => {
    assert.deepEqual(one('# ADR-003 Thing\n\nDate 2022-11-5\n\n## Status\n\nAccepted\n\n## Context\n\nx\n').dates.map((d) => d.iso), ['2022-11-05']);
    assert.deepEqual(one('# 3. Something\n\n## Dates\n\n2021-10-21\n\n## Status\n\nAccepted\n\n## Context\n\nx\n').dates.map((d) => d.iso), ['2021-10-21']);
    assert.deepEqual(one('# Data operations\n\n#### 22nd February, 2022\n\n## Status\n\nAccepted\n\n## Context\n\nx\n').dates.map((d) => d.iso), ['2022-02-22']);
    // A heading further down that is a day is a section's ("### 2022-03-01" in a log), not the record's day.
    assert.deepEqual(one('# Data operations\n\n## Status\n\nAccepted\n\n## Log\n\n### 2022-03-01\n\nx\n').dates.map((d) => d.iso), []);
  });

  it('finds records kept in an agent\'s hidden folder (".claude/adrs/")', () => {
    const page = (n) => `---\ntitle: 'ADR-00${n}: Thing ${n}'\nstatus: 'accepted'\n---\n\n## Context\n\nx\n`;
    const rs = records({ '.claude/adrs/adr-001-a.md': page(1), '.claude/adrs/adr-002-b.md': page(2), '.claude/settings.md': '# Settings\n', '.venv/adrs/adr-001-x.md': page(1) });
    assert.deepEqual(rs.map((r) => r.path), ['.claude/adrs/adr-001-a.md', '.claude/adrs/adr-002-b.md']);
  });

  it('reads "parts of" before a Supersedes list as holding for every record listed, and "(specifically the … decision)" as a part', () => {
    const rs = records({
      'docs/adr/ADR-001-a.md': '# ADR-001: A\n\n**Status:** Accepted\n',
      'docs/adr/ADR-002-b.md': '# ADR-002: B\n\n**Status:** Accepted\n',
      'docs/adr/ADR-003-c.md': '# ADR-003: C\n\n**Status:** Accepted\n',
      'docs/adr/ADR-010-t.md': '# ADR-010: T\n\n**Status:** Accepted\n- **Supersedes**: parts of ADR-001 (Groth16 adoption), ADR-002 (Noir migration)\n',
      'docs/adr/ADR-011-u.md': '# ADR-011: U\n\n**Status:** Accepted\n**Supersedes:** ADR-003 (specifically the "Removal of the override" decision)\n',
    });
    const rel = (n) => rs.find((r) => r.number === n).relations.map((x) => [x.kind, x.targetText, x.condition ?? '']);
    assert.deepEqual(rel(10), [
      ['supersedes', 'ADR-001', 'in part'],
      ['supersedes', 'ADR-002', 'in part'],
    ]);
    assert.deepEqual(rel(11), [['supersedes', 'ADR-003', 'in part']]);
  });

  it('pairs "deprecates [ADR 006]" with "is deprecated by [ADR 007]", and reads the French "est superseded par le présent ADR"', () => {
    const files = {
      'docs/adrs/adr-006.md': '# ADR 006: Message service\n\n## Status\n\nDeprecated\n\n## Links\n\n- is deprecated by [ADR 007](adr-007.md)\n',
      'docs/adrs/adr-007.md': '# ADR 007: Deprecating the message service\n\n## Status\n\nAccepted\n\n## Links\n\n- deprecates [ADR 006](adr-006.md)\n',
      'docs/adrs/adr-008.md': '# ADR 008: Modèle explicatif\n\n**Statut : Superseded by [ADR 009](adr-009.md)**\n',
      'docs/adrs/adr-009.md': "# ADR 009: Modèle de prévision\n\n**Statut :** Accepted\n\n### Statut de l'ADR 008\n\nLe modèle de l'[ADR 008](adr-008.md) est **superseded** par le présent ADR.\n",
    };
    assert.deepEqual(rules(files, 'one-sided-supersede'), []);
  });
});

describe('pages beside the records, and lists of records to come', { skip }, () => {
  const rec = (n, title) => `# ${n}. ${title}\n\nDate: 2024-01-0${n}\n\n## Status\n\nAccepted\n\n## Context\n\nx\n`;

  it('leaves out guides, diagrams, glossaries and supplements kept among the records', () => {
    const rs = records({
      'docs/adr/0001-a.md': rec(1, 'A'),
      'docs/adr/0002-b.md': rec(2, 'B'),
      'docs/adr/0047-supplemental-external-review.md': '# AD047 Supplemental: notes for an external review\n\nx\n',
      'docs/adr/MIGRATION_GUIDE.md': '# Migration guide\n\nx\n',
      'docs/adr/ARCHITECTURE_DIAGRAM.md': '# Architecture diagram\n\nx\n',
      'docs/adr/ADR_DATE_VERIFICATION.md': '# ADR date verification\n\nx\n',
    });
    assert.deepEqual(rs.map((r) => r.path), ['docs/adr/0001-a.md', 'docs/adr/0002-b.md']);
  });

  it('takes letters of the team\'s own before the file\'s number out of the title ("AD047: …" in 0047-x.md)', () => {
    const rs = records({ 'docs/adr/0001-a.md': rec(1, 'A'), 'docs/adr/0047-playback.md': '# AD047: Scheduled pattern playback\n\n**Status:** Accepted\n', 'docs/adr/0048-other.md': '# AD012: Mentioned elsewhere\n\n**Status:** Accepted\n' });
    assert.deepEqual(rs.map((r) => r.title.value), ['A', 'Scheduled pattern playback', 'AD012: Mentioned elsewhere']);
  });

  it('does not report ids listed under a reStructuredText "Planned ADRs" heading, or after a sentence saying they are planned', () => {
    const index = 'ADR index\n=========\n\nPlanned ADRs\n============\n\nThe following ADRs are planned for future decisions:\n\n- **ADR-005**: Execution strategy\n- **ADR-006**: Testing approach\n';
    const lead = '# Index\n\nThe following ADRs are planned for future decisions:\n\n- **ADR-007**: Logging\n';
    const files = { 'docs/adr/adr-001-a.rst': 'ADR-001: A\n==========\n\n:Status: Accepted\n', 'docs/adr/adr-002-b.rst': 'ADR-002: B\n==========\n\n:Status: Accepted\n', 'docs/adr/index.rst': index, 'docs/notes.md': lead };
    assert.deepEqual(rules(files, 'unknown-reference'), []);
  });

  it('does not ask a proposal replaced by another proposal to restore its status', () => {
    const files = {
      'proposals/0436-halve-rent.md': "---\nsimd: '0436'\ntitle: Halve rent\nstatus: Idea\nsuperseded-by: '0437'\n---\n\n## Summary\n\nx\n",
      'proposals/0437-rent-schedule.md': "---\nsimd: '0437'\ntitle: Rent schedule\nstatus: Idea\n---\n\n## Summary\n\nx\n",
      'proposals/0438-other.md': "---\nsimd: '0438'\ntitle: Other\nstatus: Activated\n---\n\n## Summary\n\nx\n",
    };
    assert.deepEqual(rules(files, 'superseded-by-unaccepted'), []);
    assert.equal(records(files).find((r) => r.number === 438).lifecycle, 'accepted');
  });
});

describe('a status log with a later edit, and MADR sections under a Nygard status', { skip }, () => {
  it('dates a record by its acceptance, not by a later "Amended" entry', () => {
    const rs = records({
      'doc/adr/0001-a.md': '# 1. A\n\n## Status\n\n- 2024-01-02: Accepted\n\n## Context\n\nx\n',
      'doc/adr/0023-children-first-api.md': '# 23. Children‑First API\n\n## Status\n\n- 2025‑08‑19: Accepted\n- 2026-03-18: Amended: update tab examples\n\n## Context\n\nx\n',
    });
    const r = rs.find((x) => x.number === 23);
    assert.equal(r.lifecycle, 'accepted');
    assert.deepEqual(r.dates.map((d) => d.iso), ['2025-08-19']);
  });

  it('does not ask a record laid out as MADR for the Consequences section its Nygard neighbours have', () => {
    const nygard = (n, t) => `# ${n}. ${t}\n\nDate: 2024-01-0${n}\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;
    const files = {
      'doc/adr/0001-a.md': nygard(1, 'A'),
      'doc/adr/0002-b.md': nygard(2, 'B'),
      'doc/adr/0003-c.md': nygard(3, 'C'),
      'doc/adr/0007-pact.md': '# 7. Using Pact\n\nDate: 2024-01-07\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision Drivers\n\n- a\n\n## Considered Options\n\n- b\n\n## Decision Outcome\n\nc\n',
      'doc/adr/0008-no-consequences.md': '# 8. No consequences\n\nDate: 2024-01-08\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n',
    };
    assert.deepEqual(rules(files, 'missing-sections').map((d) => d.path), ['doc/adr/0008-no-consequences.md']);
  });
});

describe('more proposal collections', { skip }, () => {
  it('finds Celo-style "CIPs/cip-0001.md" proposals, and advises a successor by their own kind of id', () => {
    const cip = (n, status) => `---\ncip: ${n}\ntitle: Proposal ${n}\nstatus: ${status}\ncreated: 2020-11-18\n---\n\n## Simple Summary\n\nx\n`;
    const files = { 'CIPs/cip-0001.md': cip(1, 'Final'), 'CIPs/cip-0003.md': cip(3, 'Final'), 'CIPs/cip-0020.md': cip(20, 'Superseded'), 'CIPs/cip-0004.md': cip(4, 'Draft') };
    assert.deepEqual(records(files).map((r) => [r.id, r.lifecycle]), [
      ['CIP-0001', 'accepted'],
      ['CIP-0003', 'accepted'],
      ['CIP-0004', 'proposed'],
      ['CIP-0020', 'superseded'],
    ]);
    assert.match(rules(files, 'superseded-without-successor')[0].message, /"Superseded by \[CIP-NNNN\]\(…\)"/);
  });

  it('finds a Rust-style RFC "text/" folder that holds its own 0000-template.md', () => {
    const rfc = (title) => `# ${title}\n\n## Timeline\n\n- Started: 2023-06-16\n- Accepted: 2023-07-28\n\n## Summary\n\nx\n`;
    const rs = records({ 'README.md': '# RFCs\n', 'text/0000-template.md': rfc('Template'), 'text/0005-is-operator.md': rfc('`is` Operator'), 'text/0009-no-whitespace.md': rfc('No whitespace'), 'text/0019-strict.md': rfc('Strict validation') });
    assert.deepEqual(rs.map((r) => r.id), ['RFC-0005', 'RFC-0009', 'RFC-0019']);
  });
});

describe('days on documentation sites', { skip }, () => {
  it('reads a change log entry with a note after its day, and a day heading under the title repeated as a heading', () => {
    const rs = records({
      'docs/adr/0001-seam.md': '---\nsidebar_position: 1\ntitle: "ADR 0001: Seam"\n---\n\n# ADR 0001: Seam\n\n## Change Log\n\n* [approved](/docs/notes#seam) 2026-07-27 — core approach\n* [pending](/docs/notes#seam) — deferred part\n\n## Context\n\nx\n',
      'docs/adr/0002-other.md': '---\ntitle: "ADR 0002: Other"\n---\n\n# ADR 0002: Other\n\n## Change Log\n\n* [pending](/docs/notes#other) 2026-07-28\n\n## Context\n\nx\n',
      'docs/docs/decisions/data-operations.md': '---\nid: data-operations\ntitle: Removal of data operations\n---\n\n## Removal of data operations\n\n#### 22nd February, 2022\n\nWhen changing the state machine, we had issues.\n',
      'docs/docs/decisions/lists-profiling.md': '---\nid: lists-profiling\ntitle: Addition of lists profiling\n---\n\n#### February 16, 2022\n\nx\n',
    });
    assert.deepEqual(
      rs.map((r) => [r.path.split('/').pop(), r.lifecycle, r.dates.map((d) => d.iso)]),
      [
        ['0001-seam.md', 'accepted', ['2026-07-27']],
        ['0002-other.md', 'proposed', ['2026-07-28']],
        ['data-operations.md', 'unknown', ['2022-02-22']],
        ['lists-profiling.md', 'unknown', ['2022-02-16']],
      ],
    );
  });
});

describe('records in Czech and Polish, and unnumbered records named "adr-<topic>.md"', { skip }, () => {
  it('reads Czech statuses and creation days, and leaves out a template named "vzor"', () => {
    const rec = (title, status, day) => `# ${title}\n\nDatum vytvoření: ${day}\n\n## Status\n${status}\n\n## Context\nx\n\n## Decision\ny\n\n## Consequences\nz\n`;
    const rs = records({
      'ADR/README.md': '# Architektonická rozhodnutí\n\n- [Celková architektura](celkova-architektura.md)\n',
      'ADR/ADR_vzor.md': '# Název\n\nDatum vytvoření: \n\n## Status\nNávrh | Přijato | Zamítnuto\n',
      'ADR/celkova-architektura.md': rec('Rozhodnutí o celkové architektuře', 'Návrh', '03.01.2024'),
      'ADR/integrace-sms.md': rec('Rozhodnutí o integraci SMS', 'Přijato', '28.12.2023'),
      'ADR/nasazeni-systemu.md': rec('Rozhodnutí o nasazení', 'Nahrazeno [ADR](integrace-sms.md)', '30.12.2023'),
    });
    assert.deepEqual(rs.map((r) => [r.path, r.lifecycle, r.dates.map((d) => d.iso)]), [
      ['ADR/celkova-architektura.md', 'proposed', ['2024-01-03']],
      ['ADR/integrace-sms.md', 'accepted', ['2023-12-28']],
      ['ADR/nasazeni-systemu.md', 'superseded', ['2023-12-30']],
    ]);
    assert.equal(rs[2].relations[0]?.kind, 'superseded-by');
  });

  it('reads Polish statuses and sections', () => {
    const rec = (n, status) => `# ${n}. Decyzja ${n}\n\nData: 2024-05-0${n}\n\n## Status\n\n${status}\n\n## Kontekst\n\nx\n\n## Decyzja\n\ny\n\n## Konsekwencje\n\nz\n`;
    const files = { 'docs/adr/0001-a.md': rec(1, 'Zaakceptowana'), 'docs/adr/0002-b.md': rec(2, 'Zastąpiona przez [ADR-0003](0003-c.md)'), 'docs/adr/0003-c.md': rec(3, 'Proponowany\n\nZastępuje [ADR-0002](0002-b.md)') };
    assert.deepEqual(records(files).map((r) => r.lifecycle), ['accepted', 'superseded', 'proposed']);
    assert.deepEqual(rules(files, 'missing-sections'), []);
    assert.deepEqual(rules(files, 'one-sided-supersede'), []);
  });

  it('finds unnumbered records named "adr-<topic>.md" in an "ADRs" folder, shaped as decisions', () => {
    const rec = (title) => `# ${title}\n\n## Summary\n\nx\n\n### Alternatives\n\n- a\n- b\n\n## Decision\n\nAlternative selected: a\n`;
    const rs = records({ 'ADRs/README.md': '# Architecture Decision Records\n', 'ADRs/adr-cloud.md': rec('Cloud provider'), 'ADRs/adr-api-gw.md': rec('API gateway'), 'ADRs/adr-analytics.md': rec('Analytics') });
    assert.deepEqual(rs.map((r) => r.title.value), ['Analytics', 'API gateway', 'Cloud provider']);
    // Notes named otherwise in a folder of that name are not records.
    assert.deepEqual(records({ 'ADRs/notes.md': rec('Notes'), 'ADRs/ideas.md': rec('Ideas'), 'ADRs/adr-one.md': rec('One') }), []);
  });
});
