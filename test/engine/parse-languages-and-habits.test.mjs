// Records as real teams write them beyond the English templates: other languages, emoji statuses, template
// guidance left in place, titles in front matter, dates spelt out. Each case read as its author meant it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadedWorkspace } from './engine-helpers.mjs';

const nygard = (title, { date = 'Date: 2024-01-01', statusHeading = 'Status', status = 'Accepted', sections = ['Context', 'Decision', 'Consequences'], extra = '' } = {}) =>
  `# ${title}\n\n${date}\n\n## ${statusHeading}\n\n${status}\n\n${sections.map((s) => `## ${s}\n\nText.\n\n`).join('')}${extra}`;

function byFile(engine) {
  return Object.fromEntries(engine.records().map((r) => [r.path.split('/').pop(), r]));
}

test('records in Portuguese, German, Chinese and Korean: status, date and template sections are read', (t) => {
  const { engine } = loadedWorkspace(t, {
    'doc/adr/0001-registrar.md': nygard('1. Registrar decisões', { date: 'Data: 2017-10-30', statusHeading: 'Status', status: 'Aceito', sections: ['Contexto', 'Decisão', 'Consequências'] }),
    'doc/adr/0002-protokoll.md': nygard('2. Protokoll', { date: 'Datum: 08.06.2025', statusHeading: 'Status', status: 'Akzeptiert', sections: ['Kontext', 'Entscheidung', 'Konsequenzen'] }),
    'doc/adr/0003-jilu.md': nygard('3. 记录架构决策', { date: '日期：2024-01-03', statusHeading: '状态', status: '已接受', sections: ['背景', '决策', '后果'] }),
    'doc/adr/0004-girok.md': nygard('4. 기록', { statusHeading: '상태(Status)', status: '승인됨(Accepted)', sections: ['상황(Context)', '결정(Decision)', '영향(Consequence)', '참조(Reference)'] }),
    'doc/adr/0005-data-is-not-a-date.md': '# 5. Data pipeline\n\nData: customer records only\n\n## Status\n\nRechazado\n',
  });
  const r = byFile(engine);
  assert.deepEqual(
    engine.list().items.map((d) => `${d.id} ${d.lifecycle} ${d.date ?? '-'}`),
    ['ADR-0001 accepted 2017-10-30', 'ADR-0002 accepted 2025-06-08', 'ADR-0003 accepted 2024-01-03', 'ADR-0004 accepted 2024-01-01', 'ADR-0005 rejected -'],
  );
  assert.equal(r['0003-jilu.md'].status.value, '已接受');
  assert.equal(r['0004-girok.md'].status.value, '승인됨');
  // "Data:" without a day after it is a field of another kind, not a date to complain about.
  assert.deepEqual(r['0005-data-is-not-a-date.md'].dates, []);
  const findings = engine.check().filter((d) => d.path !== 'doc/adr/0005-data-is-not-a-date.md');
  assert.deepEqual(findings.map((d) => `${d.path} ${d.rule}`), []);
});

test('an emoji or a struck-out word before the status word is not part of the status', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-a.md': nygard('1. A', { status: '✅ Accepted' }),
    'docs/adr/0002-b.md': nygard('2. B', { status: '❌ Rejected' }),
    'docs/adr/0003-c.md': nygard('3. C', { status: '⌛️ Superseded [0004](0004-d.md)' }),
    'docs/adr/0004-d.md': nygard('4. D', { status: '**Status:** ✅ Accepted\n\nSupersedes [0003](0003-c.md)' }),
    'docs/adr/0005-e.md': nygard('5. E', { status: '~~Proposed~~ Accepted' }),
  });
  const r = byFile(engine);
  assert.deepEqual(
    Object.entries(r).map(([f, rec]) => `${f} ${rec.status?.value} ${rec.lifecycle}`),
    ['0001-a.md Accepted accepted', '0002-b.md Rejected rejected', '0003-c.md Superseded superseded', '0004-d.md Accepted accepted', '0005-e.md Accepted accepted'],
  );
  assert.deepEqual(engine.getDecision('ADR-0003').supersedeChain, ['ADR-0003', 'ADR-0004']);
});

test("a template's guidance quote or HTML comment in the status section is not the status, nor a relation", (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-quoted.md': nygard('1. Quoted', { status: '> Proposed | Accepted | Rejected | Deprecated | Superseded\n\nAccepted' }),
    'docs/adr/0002-only-quote.md': nygard('2. Only quote', { status: '> Proposed' }),
    'docs/adr/0003-commented.md': nygard('3. Commented', {
      status: '<!-- e.g. Superseded by [ADR-0042](0042-x.md), see ADR-0099 -->\nAccepted\n\n<!--\nSuperseded by ADR-0041\n-->',
      extra: '## Links\n\n<!-- [old](gone.md) -->\n',
    }),
  });
  const r = byFile(engine);
  assert.equal(r['0001-quoted.md'].status.value, 'Accepted');
  assert.equal(r['0002-only-quote.md'].status.value, 'Proposed');
  assert.equal(r['0003-commented.md'].status.value, 'Accepted');
  assert.deepEqual(r['0003-commented.md'].relations, []);
  assert.deepEqual(r['0003-commented.md'].references, []);
  assert.deepEqual(engine.check().map((d) => `${d.path} ${d.rule}`), []);
});

test('a relation verb belongs to the record unless another decision is the subject of its sentence', (t) => {
  const others = Object.fromEntries([10, 12, 15, 20, 26, 35].map((n) => [`docs/adr/${String(n).padStart(4, '0')}-r${n}.md`, nygard(`${n}. R${n}`)]));
  const { engine } = loadedWorkspace(t, {
    ...others,
    'docs/adr/0038-eventbus.md': nygard('38. Eventbus', {
      extra: '## Related ADRs\n\n - [Listeners](0035-r35.md) also covers more in details\n topology changes and supersedes ADR 0026.\n',
    }),
    'docs/adr/0039-own.md': nygard('39. Own', { extra: '## Notes\n\nIt depends on ADR 20 and refines ADR-0015.\nUnlike ADR-12, this decision supersedes ADR-10.\n' }),
  });
  const rel = (id) => engine.getDecision(id).relations.map((x) => `${x.kind} ${x.targetId}`);
  assert.deepEqual(rel('ADR-0038'), ['relates-to ADR-0035']);
  assert.deepEqual(rel('ADR-0039'), ['depends-on ADR-0020', 'refines ADR-0015', 'supersedes ADR-0010']);
  assert.deepEqual(engine.check().filter((d) => d.rule === 'one-sided-supersede').map((d) => d.path), ['docs/adr/0039-own.md']);
});

test('titles: front matter beats a section heading; a bare leading number is stripped when it is the file number', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/adr001-add-log.md': "---\ntitle: 'ADR001: Architecture Decision Record (ADR) log'\nstatus: accepted\n---\n\n## Discussion\n\nText.\n",
    'docs/adr/0010-enable-routing.md': nygard('10 Enable ElasticSearch routing'),
    'docs/adr/0011-roadmap.md': nygard('2024 Roadmap'),
    'docs/adr/0012-postgres.md': nygard('ADR-012：使用 PostgreSQL'),
  });
  const r = byFile(engine);
  assert.equal(r['adr001-add-log.md'].title.value, 'Architecture Decision Record (ADR) log');
  assert.equal(r['adr001-add-log.md'].number, 1);
  assert.equal(r['0010-enable-routing.md'].title.value, 'Enable ElasticSearch routing');
  assert.equal(r['0011-roadmap.md'].title.value, '2024 Roadmap');
  assert.equal(r['0012-postgres.md'].title.value, '使用 PostgreSQL');
  assert.deepEqual(engine.check().filter((d) => d.rule === 'number-mismatch'), []);
});

test('dates spelt out or dotted are read when unambiguous; month-only and impossible ones are not', (t) => {
  const dated = (n, date) => [`docs/adr/${String(n).padStart(4, '0')}-d${n}.md`, nygard(`${n}. D${n}`, { date: `Date: ${date}` })];
  const { engine } = loadedWorkspace(t, Object.fromEntries([
    dated(1, '8 June 2025'),
    dated(2, 'June 8, 2025'),
    dated(3, '8th Jun 2025'),
    dated(4, '2025/06/08'),
    dated(5, '08.06.2025'),
    dated(6, '2025-06'),
    dated(7, '31.06.2025'),
    dated(8, 'Sept 30 2025'),
  ]));
  assert.deepEqual(engine.list().items.map((d) => d.date), ['2025-06-08', '2025-06-08', '2025-06-08', '2025-06-08', '2025-06-08', '2025-06', '31.06.2025', '2025-09-30']);
});

test('a relation to a decision cited by the text of a link to its page elsewhere (a full GitHub URL)', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0021-labels.md': '---\nstatus: "superseded by ADR-0032"\n---\n# Labels\n',
    'docs/adr/0032-backends.md': nygard('32. Backends', { extra: '## Decision\n\nSupersede [ADR0021](https://github.com/o/r/blob/main/docs/adr/0021-labels.md)\n' }),
  });
  assert.deepEqual(engine.getDecision('ADR-0032').relations.map((x) => `${x.kind} ${x.targetId}`), ['supersedes ADR-0021']);
  assert.deepEqual(engine.check().filter((d) => d.rule === 'one-sided-supersede'), []);
});

test('a metadata table under the title gives the status and date; a table of several rows is content', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/adr002-format.md': '---\ntitle: ADR002: Default File Format\n---\n\n| Created    | Status |\n| ---------- | ------ |\n| 2020-05-17 | Open   |\n\n## Background\n\nText.\n',
    'docs/adr/adr003-history.md': '# ADR003: History\n\n| Date       | Status   |\n| ---------- | -------- |\n| 2020-05-17 | Proposed |\n| 2020-06-01 | Accepted |\n\n## Background\n\nText.\n',
  });
  assert.deepEqual(engine.list().items.map((d) => `${d.id} ${d.title} ${d.lifecycle} ${d.date ?? '-'}`), ['ADR-002 Default File Format proposed 2020-05-17', 'ADR-003 History unknown -']);
  const status = engine.records()[0].status;
  assert.deepEqual([status.value, status.range.start.line, status.range.start.character], ['Open', 6, 15]);
});

test('"Superseded [0019](…)" in a status section names the successor; a day-named file with an underscore is dated', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0004-core-languages.md': nygard('4. Core languages', { status: '⌛️ Superseded [0019](0019-bash-and-go.md)' }),
    'docs/adr/0019-bash-and-go.md': nygard('19. Bash and go', { status: '✅ Accepted\n\nSupersedes [0004](0004-core-languages.md)' }),
    'docs/adr/2023-03-02_entity_store.md': '# Entity store\n\n## Status\n\nAccepted\n',
  });
  assert.deepEqual(engine.getDecision('ADR-0004').relations.map((x) => `${x.kind} ${x.targetId}`), ['superseded-by ADR-0019']);
  assert.equal(engine.getDecision('ADR-0004').current.id, 'ADR-0019');
  assert.deepEqual(engine.getDecision('docs/adr/2023-03-02_entity_store.md').dates.map((d) => d.iso), ['2023-03-02']);
  assert.deepEqual(engine.check().filter((d) => /supersede/.test(d.rule)), []);
});

test('rules name a folder record by its folder, and a day-named record has no number to mismatch', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/decision-records/2022-02-07-tracing/README.md': 'Use OpenTelemetry for tracing.\n',
    'docs/decision-records/2022-03-01-metrics/README.md': '# 1. Metrics\n\n## Decision\n\nMicrometer.\n',
    'docs/decision-records/0003-kafka/README.md': '# 4. Kafka\n\n## Decision\n\nKafka.\n',
  });
  const found = engine.check().map((d) => `${d.rule} ${d.message}`);
  assert.ok(found.some((m) => m.startsWith('missing-title') && m.includes('Tracing') && !m.includes('README')), found.join('\n'));
  assert.deepEqual(found.filter((m) => m.startsWith('number-mismatch')), ['number-mismatch The title of 0003-kafka.md says 4 but the folder name says 3: change the title to 3 (or rename the folder).']);
});

test('relation wording: a negation is no relation, an aside inside the verb is skipped, Spanish verbs count', (t) => {
  const others = Object.fromEntries([3, 7, 23, 32].map((n) => [`docs/adr/${String(n).padStart(4, '0')}-r${n}.md`, nygard(`${n}. R${n}`)]));
  const { engine } = loadedWorkspace(t, {
    ...others,
    'docs/adr/0026-not.md': nygard('26. Not', { extra: '## Notes\n\nThis does not directly supersede [ADR 23](0023-r23.md), it builds on it.\n' }),
    'docs/adr/0017-aside.md': nygard('17. Aside', { status: 'Superseded (as never implemented) by [ADR 32](0032-r32.md)' }),
    'docs/adr/0002-es.md': nygard('2. Es', { statusHeading: 'Estado', status: 'Reemplazado por ADR-0007' }),
  });
  const rel = (id) => engine.getDecision(id).relations.map((x) => `${x.kind} ${x.targetId}`);
  assert.deepEqual(rel('ADR-0026'), []);
  assert.deepEqual(rel('ADR-0017'), ['superseded-by ADR-0032']);
  assert.deepEqual(rel('ADR-0002'), ['superseded-by ADR-0007']);
  assert.equal(engine.getDecision('ADR-0002').decision.lifecycle, 'superseded');
});

test('front matter as templates leave it: {placeholders} in braces, keys in French, a menu of statuses', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/decisions/0021-braces.md': '---\nstatus: {proposed}\ndate: {2023-11-10}\n---\n# Braces\n',
    'docs/decisions/0022-in-progress.md': '---\nstatus: { in-progress }\n---\n# In progress\n',
    'docs/decisions/0023-fr.md': '---\nstatut: accepté\ndate: 2026-08-05\ndécideurs: Alice, Bob\n---\n# Français\n',
    'docs/adr/0036-menu.md': '# ADR 36: Menu\n\n## Status\n\n{Deprecated|Proposed|Accepted|Declined}\n',
  });
  const d = (id) => engine.getDecision(id);
  assert.deepEqual([d('docs/decisions/0021-braces.md').decision.status, d('docs/decisions/0021-braces.md').decision.date], ['proposed', '2023-11-10']);
  assert.equal(d('docs/decisions/0022-in-progress.md').decision.lifecycle, 'proposed');
  assert.equal(d('docs/decisions/0023-fr.md').decision.lifecycle, 'accepted');
  assert.deepEqual(d('docs/decisions/0023-fr.md').people, [{ role: 'deciders', names: ['Alice', 'Bob'] }]);
  assert.equal(d('docs/adr/0036-menu.md').decision.status, undefined, 'an unfilled menu is no status');
});

test('titles: a template section as a level-1 heading loses to front matter; a section deep in the body is no title; anchors go', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/2023-11-07_029-events.md': '---\ntitle: |\n  29. Event sources and sinks\n---\n\n## Status\nAccepted\n\n## Context\n\nC.\n\n# Decision\n\nD.\n\n## Consequences\n\nE.\n',
    'docs/adr/0018-hooks-phase2.md': '---\nstatus: accepted\n---\n\nSome words first.\n\n## Out of Scope\n\nX.\n',
    'docs/adr/0001-ports.md': '# 1. Use ports and adapters {#adr_0001}\n\n## Status\n\nAccepted\n',
  });
  const title = (p) => engine.getDecision(p).decision.title;
  assert.equal(title('docs/adr/2023-11-07_029-events.md'), 'Event sources and sinks');
  assert.equal(engine.getDecision('docs/adr/2023-11-07_029-events.md').decision.id, 'ADR-0029');
  assert.equal(title('docs/adr/0018-hooks-phase2.md'), 'Hooks phase2');
  assert.equal(title('docs/adr/0001-ports.md'), 'Use ports and adapters');
  const found = engine.check().map((x) => `${x.path.split('/').pop()} ${x.rule}`);
  assert.ok(!found.includes('2023-11-07_029-events.md missing-sections'), found.join('\n'));
  assert.ok(found.includes('0018-hooks-phase2.md missing-title'), found.join('\n'));
});

test('dates: a timestamp file name, two-digit years, a Changelog section, Japanese labels', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/decisions/20240516132303-msw.md': '# MSW\n\n## Status\n\nAccepted\n',
    'docs/adr/0001-es.md': nygard('1. Es', { date: 'Fecha: 13/02/26' }),
    'docs/adr/0002-es.md': nygard('2. Es', { date: 'Fecha: 12/02/26' }),
    'docs/adr/adr-112-timestamps.md': '# ADR 112: Timestamps\n\n## Changelog\n\n - July 15 2021: Created by @w\n - Aug 4 2021: Draft completed\n\n## Status\n\nAccepted\n',
    'docs/adr/0003-ja.md': '# 3. 日本語\n\n- ステータス: 承認済み\n- 起票日: 2026-04-19\n- 決定日: 2026-04-20\n\n## 背景\n\nx\n',
  });
  const date = (p) => engine.getDecision(p).decision.date;
  assert.deepEqual(
    ['docs/decisions/20240516132303-msw.md', 'docs/adr/0001-es.md', 'docs/adr/0002-es.md', 'docs/adr/adr-112-timestamps.md', 'docs/adr/0003-ja.md'].map(date),
    // 起票日 (drafted) 2026-04-19, 決定日 (decided) 2026-04-20: a record is known by the day of its decision.
    ['2024-05-16', '2026-02-13', '2026-02-12', '2021-07-15', '2026-04-20'],
  );
  assert.equal(engine.getDecision('docs/adr/0003-ja.md').decision.lifecycle, 'accepted');
  assert.deepEqual(engine.check().filter((x) => x.rule === 'invalid-date' || x.rule === 'missing-date'), []);
});

test('templates and indexes named in other languages or kinds are not records; a fence opened in a list item closes', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-a.md': nygard('1. A'),
    'docs/adr/PLANTILLA.md': '# NUMERO. TITULO\n\n## Estado\n\nPropuesto\n',
    'docs/adr/INDICE.md': '# Índice\n\n- [ADR-0001](0001-a.md)\n',
    'docs/decisions/adr-short-template.md': '---\nstatus: {proposed | rejected | accepted}\n---\n# {short title}\n',
    'docs/decisions/0054-processes.md': '---\nstatus: accepted\ndate: 2024-01-01\n---\n# Processes\n\n## Context and Problem Statement\n\n- ```csharp\n  var x = 1;\n  ```\n\n## Decision Outcome\n\nSee [missing](gone.md).\n',
  });
  assert.deepEqual(engine.records().map((r) => r.path), ['docs/adr/0001-a.md', 'docs/decisions/0054-processes.md']);
  const found = engine.check().map((x) => `${x.path.split('/').pop()} ${x.rule}`);
  assert.deepEqual(found, ['0054-processes.md broken-link']);
});

test('citing-superseded leaves changelogs alone, and a citation whose line already says it is superseded', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0027-udp.md': nygard('27. UDP', { status: 'Superseded by [ADR-0032](0032-tcp.md)' }),
    'docs/adr/0032-tcp.md': nygard('32. TCP', { status: 'Accepted\n\nSupersedes [ADR-0027](0027-udp.md)' }),
    'CHANGELOG.md': '# Changelog\n\n## 1.0\n\n- Networking over UDP (ADR-0027).\n',
    'docs/networking.md': '# Networking\n\nWe moved from [ADR 27 (superseded)](adr/0027-udp.md) to ADR-0032.\n\nPackets follow ADR-0027.\n',
  });
  assert.deepEqual(engine.check().filter((d) => d.rule === 'citing-superseded').map((d) => `${d.path}:${d.range.start.line}`), ['docs/networking.md:4']);
});

test('a third audit: footnotes, front matter titles over body headings, month-first dates, "decision:" and partial supersedes, EIP statuses', (t) => {
  const others = Object.fromEntries([18, 20, 22].map((n) => [`docs/adr/${String(n).padStart(4, '0')}-r${n}.md`, nygard(`${n}. R${n}`)]));
  const { engine } = loadedWorkspace(t, {
    ...others,
    'docs/adr/0013-padding.md': nygard('13. Padding', { extra: '## Notes\n\nSee the note.[^1]\n\n[^1]: `MinSquareSize(blob)` is a function.\n' }),
    'docs/adr/0103-sync.md': '---\ntitle: Content server synchronization\nstatus: Living\ndate: 2022-09-01\n---\n\n# Abstract\n\nText.\n\n# Participants\n\nMore.\n',
    'docs/adr/0104-final.md': '---\ntitle: Comms protocol\nstatus: Final\ndate: 2022-09-02\n---\n\n# Abstract\n\nText.\n',
    'docs/adr/0005-us.md': nygard('5. Us', { date: 'Date: 06/15/2023' }),
    'docs/adr/0006-changelog.md': '# 6. Changelog\n\n## Changelog\n\n- 2019 Oct 22: initial draft\n\n## Status\n\nAccepted\n',
    'docs/adr/0007-decision-word.md': nygard('7. Decision word', { status: 'Accepted\n\nThis decision has been superseded by decision: [0022 Proxy](0022-r22.md)' }),
    'docs/adr/0008-partly.md': nygard('8. Partly', { status: 'Implemented. Parts of this ADR were superseded by [ADR-020](0020-r20.md)' }),
    'docs/adr/0009-title-label.md': '# TITLE:  Invite expirations\n\n## Status\n\nAccepted\n',
  });
  const d = (p) => engine.getDecision(p);
  assert.deepEqual(engine.check().filter((x) => x.rule === 'broken-link'), [], 'a footnote is not a link');
  assert.deepEqual([d('docs/adr/0103-sync.md').decision.title, d('docs/adr/0103-sync.md').decision.lifecycle], ['Content server synchronization', 'accepted']);
  assert.deepEqual([d('docs/adr/0104-final.md').decision.title, d('docs/adr/0104-final.md').decision.lifecycle], ['Comms protocol', 'accepted']);
  assert.equal(d('ADR-0005').decision.date, '2023-06-15');
  assert.equal(d('ADR-0006').decision.date, '2019-10-22');
  assert.deepEqual(d('ADR-0007').relations.map((r) => `${r.kind} ${r.targetId}`), ['superseded-by ADR-0022']);
  assert.deepEqual(d('ADR-0008').relations.map((r) => `${r.kind} ${r.targetId} ${r.condition}`), ['superseded-by ADR-0020 in part']);
  assert.equal(d('ADR-0008').decision.lifecycle, 'accepted');
  assert.equal(d('ADR-0009').decision.title, 'Invite expirations');
  const rules = engine.check().filter((x) => x.path === 'docs/adr/0008-partly.md').map((x) => x.rule);
  assert.ok(!rules.includes('status-superseded-mismatch') && !rules.includes('one-sided-supersede'), rules.join(', '));
});

test('ids with a category ("ADR-SEC-001") name their own series: records, citations in code, display width and numbering', (t) => {
  const rec = (id, title) => `# ${id}: ${title}\n\n- Status: Accepted\n- Date: 2026-04-19\n\n## Context\n\nx\n`;
  const { engine } = loadedWorkspace(t, {
    'docs/adr/ADR-0001-mesh.md': rec('ADR-0001', 'Mesh'),
    'docs/adr/ADR-SEC-001-keycloak.md': rec('ADR-SEC-001', 'Keycloak'),
    'docs/adr/ADR-SEC-002-openbao.md': rec('ADR-SEC-002', 'OpenBao'),
    'docs/adr/ADR-TIER1-001-go-rust.md': rec('ADR-TIER1-001', 'Go and Rust'),
    'src/secret/main.go': '// Related: ADR-TIER1-001 / ADR-SEC-002, and ADR-SEC-009 which nobody wrote.\npackage main\n',
  });
  assert.deepEqual(engine.list().items.map((d) => `${d.id} ${d.title}`).sort(), ['ADR-0001 Mesh', 'ADR-SEC-001 Keycloak', 'ADR-SEC-002 OpenBao', 'ADR-TIER1-001 Go and Rust']);
  // Each series is shown as its files write it, and a new record continues the collection's own series.
  assert.equal(engine.nextNumber('docs/adr'), 2);
  assert.equal(engine.collections()[0].prefix, 'ADR');
  assert.deepEqual(engine.getDecision('ADR-SEC-002').citedBy.map((c) => c.path), ['src/secret/main.go']);
  assert.deepEqual(engine.getDecision('adr-tier1-1').citedBy.map((c) => c.path), ['src/secret/main.go']);
  const found = engine.check().map((d) => `${d.rule} ${d.message.split(' ')[0]}`);
  assert.deepEqual(found.filter((f) => /duplicate-number|unknown-reference/.test(f)), ['unknown-reference ADR-SEC-009']);
});

test('a record that starts a new category series ("ADR-OPS-001") after the load is read as one, and so are its citations', (t) => {
  const rec = (id, title) => `# ${id}: ${title}\n\n- Status: Accepted\n- Date: 2026-04-19\n\n## Context\n\nx\n`;
  const { root, engine } = loadedWorkspace(t, {
    'docs/adr/ADR-0001-mesh.md': rec('ADR-0001', 'Mesh'),
    'docs/adr/ADR-SEC-001-keycloak.md': rec('ADR-SEC-001', 'Keycloak'),
    'src/ops/deploy.sh': '# Rollouts follow ADR-OPS-001.\necho\n',
  });
  // No record of that series yet: "ADR-OPS-001" is not an id this workspace writes, so it is not read as one.
  assert.equal(engine.getDecision('ADR-OPS-001'), undefined);
  // As an editor or the file watcher reports it: the file is on disk, then the engine is told.
  writeFileSync(join(root, 'docs/adr/ADR-OPS-001-canary.md'), rec('ADR-OPS-001', 'Canary releases'));
  engine.update('docs/adr/ADR-OPS-001-canary.md');
  assert.equal(engine.getDecision('ADR-OPS-001')?.decision.title, 'Canary releases');
  assert.deepEqual(engine.getDecision('ADR-OPS-001').citedBy.map((c) => c.path), ['src/ops/deploy.sh']);
  assert.deepEqual(engine.check().filter((d) => d.rule === 'unknown-reference'), []);
});

test('statuses of decisions undone, dropped or paused map to a lifecycle; "Reverted by [a discussion](…)" is reverted', (t) => {
  const statuses = {
    'Reverted by [discussion #1198](https://github.com/example/architecture/discussions/1198).': 'deprecated',
    Revoked: 'deprecated',
    Archived: 'deprecated',
    Cancelled: 'rejected',
    Abandoned: 'rejected',
    'On hold': 'proposed',
    Postponed: 'proposed',
    'Partially Accepted': 'accepted',
  };
  const files = Object.fromEntries(Object.keys(statuses).map((status, i) => [`docs/adr/000${i + 1}-s.md`, nygard(`${i + 1}. S${i + 1}`, { status })]));
  const { engine } = loadedWorkspace(t, files);
  assert.deepEqual(
    engine.list().items.map((d) => d.lifecycle),
    Object.values(statuses),
  );
  assert.equal(engine.records()[0].status.value, 'Reverted');
  assert.deepEqual(engine.check().filter((d) => d.rule === 'unknown-status'), []);
});

test('Markdown escapes in a title are shown as the characters they escape; the range still covers what is written', (t) => {
  const heading = '# 57. Reduce Heap Allocations with Span\\<T\\> and Memory\\<T\\>';
  const { engine } = loadedWorkspace(t, { 'docs/adr/0057-span.md': `${heading}\n\nDate: 2026-05-01\n\n## Status\n\nAccepted\n` });
  const [record] = engine.records();
  assert.equal(record.title.value, 'Reduce Heap Allocations with Span<T> and Memory<T>');
  assert.equal(heading.slice(record.title.range.start.character, record.title.range.end.character), 'Reduce Heap Allocations with Span\\<T\\> and Memory\\<T\\>');
});

test('words that name Object\'s methods ("constructor", "toString", "__proto__") are words like any other', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-proto.md': '---\nconstructor: x\ntoString: y\n---\n# 1. Proto\n\n- Constructor: Ana\n- Status: constructor\n\n## Context\n\nx\n',
    'docs/adr/0002-b.md': '# 2. B\n\nDate: 2024-01-01\n\n## Status\n\nAccepted\n\n### Constructor injection\n\nx\n',
    'src/x.constructor': '// ADR-0001\n',
    'docs/adr/0003-c.md': '# 3. C\n\nDate: 2024-01-01\n\n## Status\n\nvalueOf\n',
    '.adr-lens.json': '{"statuses": {"__proto__": "accepted", "valueOf": "rejected"}}',
  });
  const one = engine.list().items.find((d) => d.id === 'ADR-0001');
  assert.equal(one.date, undefined, 'a front matter "constructor" key is no date');
  assert.equal(one.lifecycle, 'unknown');
  // A team may even name its statuses so: the config's words are its own entries.
  assert.equal(engine.list().items.find((d) => d.id === 'ADR-0003').lifecycle, 'rejected');
  assert.deepEqual(engine.configProblems(), []);
  assert.deepEqual(engine.check().filter((d) => d.rule === 'unknown-status').map((d) => d.path), ['docs/adr/0001-proto.md']);
  // A "### Constructor injection" heading makes no language of its record's words: a successor is written in English.
  const plan = engine.planNewRecord({ title: 'Replace B', supersedes: 'ADR-0002', date: '2026-01-02', collection: 'docs/adr' });
  assert.match(plan.content, /Supersedes/);
  assert.doesNotMatch(JSON.stringify(plan), /Substitu|Reemplaz|Remplac/);
});

test('a relation written twice (front matter and Status section) is one relation; a conditional one stays apart', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0053-box.md': '---\nstatus: superseded\nsuperseded-by: ADR-0070\n---\n# 53. Box\n\n## Status\n\nSuperseded by [ADR-0070](0070-next.md)\n',
    'docs/adr/0070-next.md': '# 70. Next\n\nDate: 2024-01-01\n\n## Status\n\nAccepted\n\nSupersedes ADR-0053. Supersedes ADR-0053 when accepted.\n',
  });
  const rel = (id) => engine.getDecision(id).relations.map((r) => `${r.kind} ${r.targetId}${r.condition ? ` (${r.condition})` : ''}`);
  assert.deepEqual(rel('ADR-0053'), ['superseded-by ADR-0070']);
  assert.deepEqual(rel('ADR-0070'), ['supersedes ADR-0053', 'supersedes ADR-0053 (when accepted)']);
});

test('code paths: HTML tags and template placeholders are not paths; a path named many times is listed once', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-paths.md': nygard('1. Paths', {
      extra: '## Decision\n\n| Where | Notes |\n|---|---|\n| `infra/chaos/` | runs nightly<br/>and on demand |\n\nChaos tests live in `infra/chaos/`; see infra/chaos/ again.\nName new records `docs/decisions/NNNN-title-with-dashes.md`, data as `library/.../NN.json`.\n',
    }),
    'infra/chaos/run.sh': 'echo\n',
  });
  assert.deepEqual(engine.getDecision('ADR-0001').codePaths, ['infra/chaos/']);
});

test('a status that names its successor by number alone ("reemplazado por `0007`", "Superseded by 0009")', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0002-sqlite.md': '# 0002 - SQLite\n\n- Estado: reemplazado por `0007`\n- Fecha: 12/02/26\n',
    'docs/adr/0003-cache.md': nygard('3. Cache', { status: 'Superseded by 0009.' }),
    'docs/adr/0004-not-a-successor.md': nygard('4. Not', { status: 'Accepted\n\nReplaced by 2 services in 2024.' }),
    'docs/adr/0007-json.md': nygard('7. JSON', { status: 'Accepted\n\nSupersedes ADR-0002' }),
    'docs/adr/0009-redis.md': nygard('9. Redis', { status: 'Accepted\n\nSupersedes ADR-0003' }),
  });
  const rel = (id) => engine.getDecision(id).relations.map((r) => `${r.kind} ${r.targetId}`);
  assert.deepEqual(rel('ADR-0002'), ['superseded-by ADR-0007']);
  assert.deepEqual(rel('ADR-0003'), ['superseded-by ADR-0009']);
  assert.equal(engine.getDecision('ADR-0002').current.id, 'ADR-0007');
  assert.deepEqual(engine.check().filter((d) => /supersed/.test(d.rule)).map((d) => `${d.rule} ${d.path}`), []);
});

test('ids are shown as the files write them: unpadded numbers stay unpadded, padded ones keep their width', (t) => {
  const { engine } = loadedWorkspace(t, {
    'content/ADR-1-process.md': '---\nstatus: Living\ndate: 2020-10-05\n---\n# ADR documents\n',
    'content/ADR-2-sync.md': '---\nstatus: Final\ndate: 2020-10-06\n---\n# State sync\n',
    'content/ADR-102-explorers.md': '---\nstatus: Final\ndate: 2022-09-01\n---\n# Explorers\n',
    'content/ADR-103-sync.md': '---\nstatus: Final\ndate: 2022-09-02\n---\n# Sync\n',
    'content/ADR-104-comms.md': '---\nstatus: Final\ndate: 2022-09-03\n---\n# Comms\n',
    'docs/adr/0007-x.md': nygard('7. X'),
  });
  assert.deepEqual(engine.list().items.map((d) => d.id).sort(), ['ADR-0007', 'ADR-1', 'ADR-102', 'ADR-103', 'ADR-104', 'ADR-2']);
});

test('hover quotes the decision, not the drivers listed before it', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/decisions/0057-positional-input.md':
      '---\nstatus: accepted\ndate: 2024-01-01\n---\n# Positional input\n\n## Context and Problem Statement\n\nHow do users name the input?\n\n' +
      '## Decision Drivers\n\n* Familiar to shell users\n\n## Decision Outcome\n\nChosen option: positional FILE, keeping --input as an alias.\n',
    'src/Input.java': '/// See ADR-0057.\nclass Input {}\n',
  });
  const hover = engine.hover('src/Input.java', { line: 0, character: 9 });
  assert.match(hover.contents, /Chosen option: positional FILE/);
  assert.doesNotMatch(hover.contents, /Familiar to shell users/);
});

test('the parser and the rules agree on which section holds the status ("## 2. Status", "## **Status**")', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-numbered.md': '# 1. Numbered sections\n\nDate: 2024-01-01\n\n## 1. Context\n\nx\n\n## 2. Status\n\nAccepted\n',
    'docs/adr/0002-bold.md': '# 2. Bold heading\n\nDate: 2024-01-02\n\n## **Status**\n\nProposed\n',
  });
  assert.deepEqual(engine.list().items.map((d) => `${d.id} ${d.lifecycle}`), ['ADR-0001 accepted', 'ADR-0002 proposed']);
});
