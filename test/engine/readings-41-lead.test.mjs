// Readings of session 41 (the lead's own): shapes met while probing real records, in fixtures written for these tests.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const accepted = (n, title) =>
  `# ADR-${String(n).padStart(4, '0')}: ${title}\n\n**Status:** Accepted\n**Date:** 2026-01-0${n % 9 + 1}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n`;

describe('a status superseded by words, then amended by records', { skip }, () => {
  // A shape of Chinese-and-English logs (an "AgentArbor" repository's docs/adr/…/ADR-0001-…md): "Superseded by the
  // current repository structure and amended by [ADR-0002](…), [ADR-0004](…), and [ADR-0010](…)." The successor is
  // the words before "and amended by"; the records after it amend.
  const files = (status) => ({
    'docs/adr/ADR-0001-layout.md': `# ADR-0001: Repository layout\n\n**Date:** 2026-01-01\n\n## Status\n\n${status}\n\n## Context\n\nWhy.\n`,
    'docs/adr/ADR-0002-two.md': accepted(2, 'Protocol boundary'),
    'docs/adr/ADR-0004-four.md': accepted(4, 'Native workspace'),
  });

  it('quotes only the successor\'s words, and reads the amendments', () => {
    const { engine } = workspace(files('Superseded by the current repository structure and amended by [ADR-0002](ADR-0002-two.md) and [ADR-0004](ADR-0004-four.md).'));
    const record = engine.records().find((r) => r.id === 'ADR-0001');
    assert.deepEqual(record.relations.map((r) => `${r.kind} ${r.targetKey}`), ['amended-by adr-2', 'amended-by adr-4']);
    const found = engine.check().filter((d) => d.rule === 'superseded-without-successor');
    assert.equal(found.length, 1);
    assert.match(found[0].message, /superseded by "the current repository structure", which is no decision record/);
  });

  it('cuts at ", later refined by" and "; extended by" the same way, and keeps words that merely mention amending', () => {
    const quoted = (status) => /superseded by "([^"]*)"/.exec(workspace(files(status)).engine.check().find((d) => d.rule === 'superseded-without-successor')?.message ?? '')?.[1];
    assert.equal(quoted('Superseded by the platform team\'s runbook, later refined by [ADR-0002](ADR-0002-two.md).'), 'the platform team\'s runbook');
    assert.equal(quoted('Superseded by the hosted gateway; extended by [ADR-0004](ADR-0004-four.md)'), 'the hosted gateway');
    assert.equal(quoted('Superseded by the amended billing flow'), 'the amended billing flow');
  });
});

describe('changelog fragments link as the CHANGELOG they are rendered into', { skip }, () => {
  // lusoris/vmaf: "changelog.d/added/<task>.md" fragments (and a "_pre_fragment_legacy.md" archive), concatenated into
  // the root's CHANGELOG.md at release, link "[ADR-0220](docs/adr/0220-x.md)": from the root, where they end up.
  const nygard = (n, title) => `# ${n}. ${title}\n\nDate: 2024-01-0${n}\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nOk.\n`;
  const files = (extra) => ({
    'CHANGELOG.md': '# Changelog\n',
    'docs/adr/0001-gate-releases-on-parity.md': nygard(1, 'Gate releases on parity'),
    'docs/adr/0002-vendor-the-encoder.md': nygard(2, 'Vendor the encoder'),
    'docs/guides/release.md': '# Releasing\n\nSee [ADR-0002](docs/adr/0002-vendor-the-encoder.md).\n',
    ...extra,
  });
  const brokenIn = (engine, prefix) => engine.check().filter((d) => d.rule === 'broken-link' && d.path.startsWith(prefix));
  const citers = (engine, id) => engine.getDecision(id).citedBy.map((c) => c.path).sort();

  it('a fragment\'s root-relative link is no broken link, and cites its record', () => {
    const { engine } = workspace(files({
      'changelog.d/added/0042-parity-gate.md': '- Parity gate in CI ([ADR-0001](docs/adr/0001-gate-releases-on-parity.md)).\n',
      'changelog.d/_pre_fragment_legacy.md': '## Unreleased\n\n- Vendored encoder ([ADR-0002](docs/adr/0002-vendor-the-encoder.md)).\n',
      'newsfragments/17.feature.md': 'Encoder vendored, see [the record](docs/adr/0002-vendor-the-encoder.md).\n',
      'packages/cli/changelog.d/1.md': '- Uses the gate ([ADR-1](../../docs/adr/0001-gate-releases-on-parity.md)).\n',
    }));
    assert.deepEqual(brokenIn(engine, 'changelog.d').concat(brokenIn(engine, 'newsfragments'), brokenIn(engine, 'packages')), []);
    assert.deepEqual(citers(engine, 'ADR-0001'), ['changelog.d/added/0042-parity-gate.md', 'packages/cli/changelog.d/1.md']);
    // The guide cites it by its id, though its link misses.
    assert.deepEqual(citers(engine, 'ADR-0002'), ['changelog.d/_pre_fragment_legacy.md', 'docs/guides/release.md', 'newsfragments/17.feature.md']);
    // Any other document reads its links from its own folder, as before.
    const guide = brokenIn(engine, 'docs/guides');
    assert.equal(guide.length, 1);
    assert.match(guide[0].message, /points to docs\/guides\/docs\/adr\/0002-vendor-the-encoder\.md, which does not exist/);
  });

  it('so do the pieces of any page, in a folder named for its fragments', () => {
    // lusoris/vmaf's docs/adr/_index_fragments/*.md, concatenated into docs/adr/README.md: "../research/x.md" from there.
    const { engine } = workspace(files({
      'docs/research/0001-parity-study.md': '# Parity study\n',
      'docs/adr/_index_fragments/0001-gate.md': '- [ADR-0001](0001-gate-releases-on-parity.md): gate on parity ([study](../research/0001-parity-study.md)).\n',
      'docs/adr/_index_fragments/0002-vendor.md': '- [ADR-0002](0002-vendored-encoder.md): vendored.\n',
    }));
    const found = brokenIn(engine, 'docs/adr/_index_fragments');
    assert.deepEqual(found.map((d) => d.path), ['docs/adr/_index_fragments/0002-vendor.md']);
    assert.match(found[0].message, /points to docs\/adr\/0002-vendored-encoder\.md, which does not exist/);
    assert.deepEqual(citers(engine, 'ADR-0001'), ['docs/adr/_index_fragments/0001-gate.md']);
  });

  it('a fragment\'s link broken both ways is told and fixed as the rendered CHANGELOG reads it', () => {
    const { engine } = workspace(files({
      'changelog.d/added/0043-x.md': '- Parity ([ADR-0001](../docs/adr/0001-gate-releases-on-parity.md)).\n- Renamed ([ADR-0002](docs/adr/0002-vendor-encoder.md)).\n',
    }));
    const found = brokenIn(engine, 'changelog.d');
    assert.equal(found.length, 2);
    assert.deepEqual(found.map((d) => d.fixes?.[0]?.edits?.[0]?.newText), ['docs/adr/0001-gate-releases-on-parity.md', '0002-vendor-the-encoder.md']);
    assert.match(found[1].message, /points to docs\/adr\/0002-vendor-encoder\.md, which does not exist/);
  });
});

describe('a path quoted from the project a record was inherited from', { skip }, () => {
  // m2ux/concept-rag's docs/architecture/adr0002-…md, inherited from the project it forked: "[Source: lance-mcp
  // `src/lancedb/client.ts`, lines 17-22]" after a quoted block. The project's name between the label and the path says
  // whose file it is; a path given as this project's own stays judged.
  const rec = (n, body) => `# ADR-000${n}: Vector storage\n\n**Status:** Accepted\n**Date:** 2024-01-0${n}\n\n## Context\n\nInherited from the upstream lance-mcp project.\n\n## Decision\n\n${body}\n`;
  const stale = (body) => {
    const { engine } = workspace({ 'docs/adr/0001-runtime.md': rec(1, 'Node.'), 'docs/adr/0002-vector-storage.md': rec(2, body), 'src/index.ts': 'export {};\n' });
    return engine.check().filter((d) => d.rule === 'stale-code-path').map((d) => d.message.replace(/,.*$/, ''));
  };

  it('is the other project\'s file', () => {
    assert.deepEqual(stale('```ts\nconst table = await db.openTable("chunks");\n```\n[Source: lance-mcp `src/lancedb/client.ts`, lines 17-22]'), []);
    assert.deepEqual(stale('Seeding as upstream: **vector-kit**\'s `src/seed.ts` does.'), []);
  });

  it('a path of this project\'s is still judged', () => {
    assert.deepEqual(stale('**Script**: `src/seed.ts`'), ['ADR-0002 names src/seed.ts']);
    assert.deepEqual(stale('Source: `src/seed.ts`, lines 3-9'), ['ADR-0002 names src/seed.ts']);
  });
});

describe('a relation naming two records joined by "and" in other words', { skip }, () => {
  // UIT-GO/ARCHITECTURE (a helper's reading of session 41): "Thay thế ADR-0003 và ADR-0004", Vietnamese "replaces
  // ADR-0003 and ADR-0004", read only its first record; so did "as well as", Polish "i"/"oraz", Russian "и".
  const nygard = (n, status) => `# ${n}. N${n}\n\nDate: 2024-01-0${n}\n\n## Status\n\n${status}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nOk.\n`;
  const supersedes = (status) => {
    const { engine } = workspace({ 'doc/adr/0003-c.md': nygard(3, 'Accepted'), 'doc/adr/0004-d.md': nygard(4, 'Accepted'), 'doc/adr/0005-e.md': nygard(5, status) });
    return engine.records().find((r) => r.path.endsWith('0005-e.md')).relations.filter((r) => r.kind === 'supersedes').map((r) => r.targetKey);
  };

  it('reads both records', () => {
    for (const status of ['Đã chấp nhận\n\nThay thế ADR-0003 và ADR-0004', 'Accepted\n\nSupersedes ADR-0003 as well as ADR-0004', 'Przyjęta\n\nSupersedes ADR-0003 oraz ADR-0004', 'Accepted\n\nSupersedes ADR-0003 и ADR-0004']) {
      assert.deepEqual(supersedes(status), ['adr-3', 'adr-4'], status);
    }
  });

  it('and no record after a sentence that ends', () => {
    assert.deepEqual(supersedes('Accepted\n\nSupersedes ADR-0003. I think ADR-0004 is fine.'), ['adr-3']);
  });
});

describe('a template\'s date named in brackets, not filled in', { skip }, () => {
  // UIT-GO/ARCHITECTURE's ADR/ModuleA (a helper's reading of session 41): "[Ngày hiện tại]", Vietnamese "[current date]",
  // was taken as the record's date.
  const nygard = (n, date) => `# ${n}. N${n}\n\nDate: ${date}\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nOk.\n`;
  const datesOf = (date) => {
    const { engine } = workspace({ 'doc/adr/0001-a.md': nygard(1, '2024-01-01'), 'doc/adr/0002-b.md': nygard(2, date) });
    return { dates: engine.records().find((r) => r.id === 'ADR-0002').dates.map((d) => d.raw), rules: engine.check().filter((d) => d.path.endsWith('0002-b.md')).map((d) => d.rule) };
  };

  it('is no date: the record is missing one', () => {
    for (const date of ['[Ngày hiện tại]', '[current date]', '[today]', '{decision date}']) assert.deepEqual(datesOf(date), { dates: [], rules: ['missing-date'] }, date);
  });

  it('a word written on purpose, or a day left in its brackets, stays the date', () => {
    assert.deepEqual(datesOf('TBD').dates, ['TBD']);
    assert.deepEqual(datesOf('[2024-01-02]').dates, ['[2024-01-02]']);
  });
});

describe('an id made an adjective by a word joined after it', { skip }, () => {
  // lusoris/vmaf writes "ADR-0180-style" (17 times), "ADR-0141-driven", "ADR-0021-compliant": the decision cited. A
  // word joined after the number otherwise makes a file's name ("ADR-0011-x-y", read by name), as before.
  const nygard = (n, title) => `# ${n}. ${title}\n\nDate: 2024-01-0${n}\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nOk.\n`;
  const files = () => ({
    'doc/adr/0001-report-in-json.md': nygard(1, 'Report in JSON'),
    'doc/adr/0002-gate-on-parity.md': nygard(2, 'Gate on parity'),
    'tools/report.py': '# ADR-0001-style reporting here.\n# Parity is ADR-0002-driven.\n# see ADR-0002-style.md and ADR-0001-stylesheet\n# ADR-0009-compliant code\n',
  });
  const lines = (engine, id) => engine.getDecision(id).citedBy.filter((c) => c.path === 'tools/report.py').map((c) => c.range.start.line);

  it('cites the decision, at the end of a sentence too', () => {
    const { engine } = workspace(files());
    assert.deepEqual(lines(engine, 'ADR-0001'), [0]);
    assert.deepEqual(lines(engine, 'ADR-0002'), [1]);
    assert.deepEqual(engine.check().map((d) => `${d.rule} ${d.path}:${d.range.start.line}`), ['unknown-reference tools/report.py:3']);
  });
});

describe('front matter keys in camelCase', { skip }, () => {
  // cpp-for-everything/MPAPP's vault records (a helper's reading of session 41): "decisionDate: 2026-05-12" was not
  // read, so its records had no date; JavaScript tools write "supersededBy", "decisionMakers", "lastUpdated" so too.
  const madr = (n, fields, status = 'accepted') => `---\nstatus: ${status}\n${fields}\n---\n\n# Use tool ${n}\n\n## Context and Problem Statement\n\nWhy.\n\n## Decision Outcome\n\nChosen.\n`;
  it('are read as the same keys written with hyphens or underscores', () => {
    const { engine } = workspace({
      'docs/decisions/0001-use-tool-1.md': madr(1, 'decisionDate: 2026-05-12\nsupersededBy: ADR-0002\ndecisionMakers: [Ana, Bo]', 'superseded'),
      'docs/decisions/0002-use-tool-2.md': madr(2, 'decision_date: 2026-06-01\nsupersedes: ADR-0001'),
    });
    const record = engine.records().find((r) => r.id === 'ADR-0001');
    assert.deepEqual(record.dates.map((d) => d.iso), ['2026-05-12']);
    assert.deepEqual(record.relations.map((r) => `${r.kind} ${r.targetKey}`), ['superseded-by adr-2']);
    assert.deepEqual(record.people.map((p) => p.names), [['Ana', 'Bo']]);
    assert.deepEqual(engine.check().filter((d) => d.path.endsWith('0001-use-tool-1.md')).map((d) => d.rule), []);
  });
});

describe('a page left where a record was, saying it moved', { skip }, () => {
  // jaegertracing/jaeger-ui's docs/adr/0008-…md and 0010-…md: "* **Status**: Not an ADR — moved to [RFC 0007](…)",
  // the number kept because pull requests cite it. It read as an unknown status "Not an ADR", and a moved page (so
  // also "Moved to …") was asked for its template's sections.
  const page = (status) => `# ADR-0002: Layout stack\n\n* **Status**: ${status}\n* **Date**: 2026-05-10\n\nThis number held a proposal; it now lives in the RFC.\n`;
  const record = '# ADR-0001: Other\n\n* **Status**: Accepted\n* **Date**: 2026-05-10\n\n## Context and Problem Statement\n\nWhy.\n\n## Decision Outcome\n\nWhat.\n';
  const findings = (status) => {
    // The RFC a draft: the page's words moved there, no decision was replaced (no superseded-by-unaccepted).
    const { engine } = workspace({ 'docs/adr/0001-other.md': record, 'docs/adr/0002-layout.md': page(status), 'docs/rfc/0005-themes.md': '# RFC 0005: Themes\n\n* **Status**: Accepted\n* **Created**: 2026-04-01\n\n## Context\n\nWhy.\n', 'docs/rfc/0006-graphs.md': '# RFC 0006: Graphs\n\n* **Status**: Accepted\n* **Created**: 2026-05-01\n\n## Context\n\nWhy.\n', 'docs/rfc/0007-layout.md': '# RFC 0007: Layout\n\n* **Status**: Draft\n* **Created**: 2026-05-26\n\n## Context\n\nWhy.\n' });
    return engine.check().filter((d) => d.path === 'docs/adr/0002-layout.md').map((d) => d.rule);
  };

  it('is a moved page, with no status or sections to ask for', () => {
    assert.deepEqual(findings('Not an ADR — moved to [RFC 0007](../rfc/0007-layout.md)'), []);
    assert.deepEqual(findings('Moved to [RFC 0007](../rfc/0007-layout.md)'), []);
  });

  it('"Not an ADR" alone says nothing of where it went: an unknown status still', () => {
    assert.ok(findings('Not an ADR').includes('unknown-status'));
  });
});

describe('an aside "(in part)" after the record a status paragraph names', { skip }, () => {
  // Met writing this project's ADR 23: "Accepted", then "Superseded by ADR-0003 (in part)" as the status section's
  // second paragraph, read as superseded outright (a status-superseded-mismatch on an accepted record), though the
  // same words as the status line itself were read in part.
  const nygard = (n, status) => `# ${n}. N${n}\n\nDate: 2024-01-0${n}\n\n## Status\n\n${status}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nOk.\n`;
  const read = (status) => {
    const { engine } = workspace({ 'doc/adr/0003-c.md': nygard(3, 'Accepted'), 'doc/adr/0004-d.md': nygard(4, 'Accepted'), 'doc/adr/0005-e.md': nygard(5, status) });
    const record = engine.records().find((r) => r.path.endsWith('0005-e.md'));
    return { relations: record.relations.map((r) => `${r.kind} ${r.targetKey}${r.condition ? ` (${r.condition})` : ''}`), rules: engine.check().filter((d) => d.path.endsWith('0005-e.md')).map((d) => d.rule) };
  };

  it('is a supersession in part: the record stays accepted, with nothing to report', () => {
    assert.deepEqual(read('Accepted\n\nSuperseded by ADR-0003 (in part)'), { relations: ['superseded-by adr-3 (in part)'], rules: [] });
  });

  it('is said of that record alone, not of the next in the list', () => {
    assert.deepEqual(read('Accepted\n\nSupersedes ADR-0003 (partially) and ADR-0004').relations, ['supersedes adr-3 (in part)', 'supersedes adr-4']);
    assert.deepEqual(read('Accepted\n\nSupersedes parts of ADR-0003 and ADR-0004').relations, ['supersedes adr-3 (in part)', 'supersedes adr-4 (in part)']);
  });
});

describe('a relation quoted as an example in a record\'s prose', { skip }, () => {
  // Met writing this project's ADR 23, which quoted the hover's words ("Also superseded by ADR-17 (in part)") and was
  // read as superseded by ADR-17; records about how to write records do the same ('write "Superseded by ADR-0003" in
  // the old record'). In the status section or a title the words are the record's own.
  const nygard = (n, status, body = 'What.') => `# ${n}. N${n}\n\nDate: 2024-01-0${n}\n\n## Status\n\n${status}\n\n## Context\n\nWhy.\n\n## Decision\n\n${body}\n\n## Consequences\n\nOk.\n`;
  const read = (status, body) => {
    const { engine } = workspace({ 'doc/adr/0003-c.md': nygard(3, 'Accepted'), 'doc/adr/0005-e.md': nygard(5, status, body) });
    const record = engine.records().find((r) => r.path.endsWith('0005-e.md'));
    return { relations: record.relations.map((r) => `${r.kind} ${r.targetKey}`), cites: engine.getDecision('ADR-0003').citedBy.length, rules: engine.check().map((d) => d.rule) };
  };

  it('is no relation of the record, though it still cites the record', () => {
    for (const body of ['When replacing a decision, write "Superseded by ADR-0003" in the old record.', 'The old one then says “Superseded by [ADR-0003](0003-c.md)”.', 'The hover shows ("Also superseded by ADR-0003 (in part)").']) {
      assert.deepEqual(read('Accepted', body), { relations: [], cites: 1, rules: [] }, body);
    }
  });

  it('a quote elsewhere on the line, or the status itself quoted, leaves the relation', () => {
    assert.deepEqual(read('Accepted', 'We "really" supersede ADR-0003 here.').relations, ['supersedes adr-3']);
    assert.deepEqual(read('"Superseded by ADR-0003"').relations, ['superseded-by adr-3']);
  });
});
