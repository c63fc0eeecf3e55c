// Readings of session 41 (helper "madr"): MADR 3 and 4 records, their front matter and its values (fixtures written
// for these tests, in the shapes the records had).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const rulesOf = (engine) => engine.check().map((d) => `${d.rule} ${d.path}`).sort();

const madr4 = (front, title) =>
  `---\n${front}\n---\n\n# ${title}\n\n## Context and Problem Statement\n\nWhy it came up.\n\n## Decision Outcome\n\nChosen option: "the one", because it fits.\n`;

describe('a Holocene year in every record\'s date: "date: 12026-06-07"', { skip }, () => {
  // windlasstech/vers-js docs/decisions/*.md (55 records) and windlasstech/slsa-builder docs/decisions: MADR 4 front
  // matter whose dates all count years from 10,000 BCE, "12026-06-07" for 2026-06-07.
  const files = {
    'docs/decisions/0001-use-a-parser.md': madr4('status: accepted\ndate: 12026-06-07\ndecision-makers: Ann Lee', 'Use a hand-written parser'),
    'docs/decisions/0002-pin-the-spec.md': madr4('parent: Decisions\nnav_order: 2\nstatus: accepted\ndate: 12026-06-11\ndecision-makers: Ann Lee', 'Pin the spec'),
  };

  it('reads the day of the Common Era, and finds no invalid date', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => `${r.id} ${r.dates.map((d) => `${d.raw}=${d.iso}`).join()}`), [
      'ADR-0001 12026-06-07=2026-06-07',
      'ADR-0002 12026-06-11=2026-06-11',
    ]);
    assert.deepEqual(rulesOf(engine), []);
  });

  it('still finds a year with a digit slipped in, and a Holocene day the calendar lacks', () => {
    const { engine } = workspace({
      ...files,
      'docs/decisions/0003-typo.md': madr4('status: accepted\ndate: 20210-04-11', 'A typo'),
      'docs/decisions/0004-no-day.md': madr4('status: accepted\ndate: 12026-02-30', 'No such day'),
    });
    assert.deepEqual(rulesOf(engine).filter((r) => r.startsWith('invalid-date')), [
      'invalid-date docs/decisions/0003-typo.md',
      'invalid-date docs/decisions/0004-no-day.md',
    ]);
  });
});

describe('a link whose text is the file\'s path from the root: "[`docs/designs/x.md`](../designs/x.md)"', { skip }, () => {
  // 37108/tsumugu docs/decisions/0001-runtime-and-package-compatibility.md ("- **Related:** issue #2, [`docs/…`](../…)",
  // nine records) and 3leaps/crucible docs/decisions/PDR-0001-*.md: the text names from the root the file the link
  // names from the record's folder. One missing file, one finding: broken-link's, as for "[`../x.md`](../x.md)".
  const rec = (line) => `# 1. Keep a baseline\n\n- **Status:** Accepted\n- **Date:** 2026-07-26\n- **Related:** issue #2, ${line}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n`;
  const present = { 'docs/designs/here.md': '# Here\n', 'src/app.ts': 'export {};\n' };

  it('reports the missing file once, as a broken link', () => {
    const { engine } = workspace({ ...present, 'docs/decisions/0001-baseline.md': rec('[`docs/designs/gone.md`](../designs/gone.md)') });
    assert.deepEqual(rulesOf(engine), ['broken-link docs/decisions/0001-baseline.md']);
  });

  it('still reports a text that names another file than its link, and nothing when the file is there', () => {
    const other = workspace({ ...present, 'docs/decisions/0001-baseline.md': rec('[`docs/patterns/gone.md`](../designs/here.md)') });
    assert.deepEqual(rulesOf(other.engine), ['stale-code-path docs/decisions/0001-baseline.md']);
    const there = workspace({ ...present, 'docs/decisions/0001-baseline.md': rec('[`docs/designs/here.md`](../designs/here.md)') });
    assert.deepEqual(rulesOf(there.engine), []);
  });

  it('reports it as a stale path when broken-link is off', () => {
    const { engine } = workspace({
      ...present,
      '.adr-lens.json': JSON.stringify({ rules: { 'broken-link': 'off' } }),
      'docs/decisions/0001-baseline.md': rec('[`docs/designs/gone.md`](../designs/gone.md)'),
    });
    assert.deepEqual(rulesOf(engine), ['stale-code-path docs/decisions/0001-baseline.md']);
  });
});

describe('MADR\'s required sections under machine-translated names', { skip }, () => {
  // olivaresai/olivares docs/adr/{ru,zh,ja}/*.md: each English MADR record translated, bullets kept ("- **Status:**"),
  // headings translated, and a translation not always the same from record to record ("Итог решения" in 0001,
  // "Результат решения" in 0023). wcjxixi/Bitwarden-Contributing-Docs-Chn writes "背景和问题陈述".
  const rec = (title, context, outcome) =>
    `# ADR-0001: ${title}\n\n- **Status:** accepted\n- **Date:** 2026-06-07\n- **Deciders:** Team\n\n## ${context}\n\nWhy.\n\n## ${outcome}\n\nChosen: A.\n\n### Consequences\n\nSome.\n`;
  const missing = (files) => rulesOf(workspace(files).engine).filter((r) => r.startsWith('missing-sections'));

  it('reads the Russian, Chinese and Japanese names as Context and Problem Statement and Decision Outcome', () => {
    assert.deepEqual(missing({
      'docs/adr/ru/0001-a.md': rec('Запись решений', 'Контекст и постановка проблемы', 'Итог решения'),
      'docs/adr/ru/0002-b.md': rec('Потолки', 'Контекст и постановка проблемы', 'Результат решения'),
      'docs/adr/zh/0001-a.md': rec('记录决策', '背景与问题陈述', '决策结果'),
      'docs/adr/zh/0002-b.md': rec('记录决策二', '背景和问题陈述', '决策结果'),
      'docs/adr/ja/0001-a.md': rec('決定を記録する', '背景と問題提起', '決定の結果'),
    }), []);
  });

  // hhko/Functorium Docs.Site/src/content/docs/ko/adr ("## 맥락과 문제" under MADR front matter), Scorpio-meow/AskMiao and
  // ryu111/overtone ("## 背景與問題陳述", traditional Chinese), kkmia417/WhiteRoom docs/adr/*.ja.md ("## 決定結果").
  it('reads the Korean, traditional Chinese and Japanese names the same way', () => {
    assert.deepEqual(missing({
      'docs/adr/ko/0001-a.md': rec('실패 표현', '맥락과 문제', '결정'),
      'docs/adr/ko/0002-b.md': rec('파이프라인', '맥락과 문제 정의 (Context and Problem Statement)', '결정'),
      'docs/adr/tw/0001-a.md': rec('使用 Bun', '背景與問題陳述', '決策結果'),
      'docs/adr/ja/0001-a.md': rec('境界', '背景と課題', '決定結果'),
    }), []);
  });

  it('still asks for the outcome a record lacks', () => {
    assert.deepEqual(missing({ 'docs/adr/ru/0001-a.md': rec('Запись решений', 'Контекст и постановка проблемы', 'Рассмотренные варианты') }), [
      'missing-sections docs/adr/ru/0001-a.md',
    ]);
  });
});

describe('Chinese statuses "进行中", "完成", "已放弃" in a table under the title', { skip }, () => {
  // wcjxixi/Bitwarden-Contributing-Docs-Chn architecture/adr/*.md: "| ID： | ADR-0014 |" over "| 状态： | 进行中 |" (in
  // progress), "完成" (completed) in 0006/0017/0018, "已放弃" (abandoned) in its README's definitions.
  const rec = (n, status) => `# 00${n} - Record ${n}\n\n| ID：  | ADR-00${n}   |\n| ---- | ---------- |\n| 状态：  | ${status}        |\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n`;
  it('reads them as the English words are read, with no unknown status', () => {
    const { engine } = workspace({
      'architecture/adr/0014-a.md': rec(14, '进行中'),
      'architecture/adr/0017-b.md': rec(17, '完成'),
      'architecture/adr/0018-c.md': rec(18, '已完成'),
      'architecture/adr/0019-d.md': rec(19, '已放弃'),
    });
    assert.deepEqual(engine.records().map((r) => `${r.id} ${r.lifecycle}`), ['ADR-0014 proposed', 'ADR-0017 accepted', 'ADR-0018 accepted', 'ADR-0019 rejected']);
    assert.deepEqual(rulesOf(engine).filter((r) => r.startsWith('unknown-status')), []);
  });
});

describe('a key cell with its own colon: "| **Status:** | Accepted |", "| 发表于： | 2022-09-02 |"', { skip }, () => {
  // An ADR-048 of skyosv10-art/wasla ("| | |" over "| **Status:** | Accepted |", "| **Date:** | 2026-09-25 |"), and
  // wcjxixi/Bitwarden-Contributing-Docs-Chn architecture/adr/*.md ("| 状态： | 进行中 |" over "| 发表于： | 2022-09-02 |"):
  // the colon after the key, in the key's cell. Read as without it; it was no field at all, or a date of ": 2022-09-02".
  it('reads the status and the date of a bold key with a colon', () => {
    const { engine } = workspace({
      'docs/adr/0048-partner-identity.md': '# ADR-048: Partner identity\n\n| | |\n|---|---|\n| **Status:** | Accepted |\n| **Date:** | 2026-09-25 |\n| **Related:** | ADR-018 (principals) |\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n',
      'docs/adr/0018-principals.md': '# ADR-018: Principals\n\n| | |\n|---|---|\n| **Status:** | Accepted |\n| **Date:** | 2026-05-01 |\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n',
    });
    assert.deepEqual(engine.records().map((r) => `${r.id} ${r.status?.value} ${r.dates.map((d) => d.iso).join()}`), ['ADR-0018 Accepted 2026-05-01', 'ADR-0048 Accepted 2026-09-25']);
    assert.deepEqual(rulesOf(engine), []);
  });

  it('reads a full-width colon\'s date as the day, without the colon', () => {
    const { engine } = workspace({
      'architecture/adr/0014-a.md': '# 0014 - Strict flag\n\n| ID：  | ADR-0014   |\n| ---- | ---------- |\n| 状态：  | 进行中        |\n| 发表于： | 2022-09-02 |\n\n## Context\n\nWhy.\n',
    });
    assert.deepEqual(engine.records()[0].dates.map((d) => `${d.raw}=${d.iso}`), ['2022-09-02=2022-09-02']);
  });
});

describe('a Vietnamese status: "**Trạng thái:** Đã chấp nhận"', { skip }, () => {
  // UIT-GO/ARCHITECTURE ADR/Basic/ADR2_Basic.md ("**Trạng thái:** Đã chấp nhận" under the title), ADR/ModuleB/Impl
  // ("**Trạng thái:** Được chấp nhận (Accepted)"), ADR/ModuleE ("## Trạng thái (Status)" over "**Accepted (…)**"); the
  // same label in the records of many other repositories. The words were known; the label was not: every record unknown.
  const rec = (n, head) => `# ADR 00${n}: Quyết định ${n}\n${head}\n\n---\n\n## Bối cảnh\n\nVì sao.\n\n## Quyết định\n\nLàm gì.\n`;
  it('reads the status under the label, in a line and as a section', () => {
    const { engine } = workspace({
      'ADR/Basic/ADR1_Basic.md': rec(1, '**Trạng thái:** Đã chấp nhận'),
      'ADR/Basic/ADR2_Basic.md': rec(2, '**Trạng thái:** Được chấp nhận (Accepted)'),
      'ADR/Basic/ADR3_Basic.md': rec(3, '\n## Trạng thái (Status)\n**Accepted (Implementation Phase)**'),
      'ADR/Basic/ADR4_Basic.md': rec(4, '**Trạng thái:** Đề xuất'),
      'ADR/Basic/ADR5_Basic.md': rec(5, '**Trạng thái:** Được phê duyệt triển khai'),
      'ADR/Basic/ADR6_Basic.md': rec(6, '**Trạng thái:** Đã hoàn thành'),
    });
    assert.deepEqual(engine.records().map((r) => `${r.id} ${r.lifecycle}`), ['ADR-1 accepted', 'ADR-2 accepted', 'ADR-3 accepted', 'ADR-4 proposed', 'ADR-5 accepted', 'ADR-6 accepted']);
    assert.deepEqual(rulesOf(engine).filter((r) => /status/.test(r)), []);
  });

  // Read, the label brings statuses of other words: "Bị thay thế bởi [ADR-016](…)", "⛔ đã thay thế bởi [ADR-0012](…)",
  // "| **Trạng thái** | Thay thế bởi [ADR-0042](…) — …", "Đã chốt" (records of several repositories found by "Trạng thái").
  it('reads "thay thế bởi" (replaced by) as superseded and "đã chốt" (settled) as accepted', () => {
    const rec = (n, status) => `# ADR-000${n}: Quyết định ${n}\n\n- **Trạng thái:** ${status}\n- **Ngày:** 2026-09-2${n}\n\n## Bối cảnh\n\nVì sao.\n\n## Quyết định\n\nLàm gì.\n`;
    const { engine } = workspace({
      'docs/adr/0001-a.md': rec(1, 'Bị thay thế bởi [ADR-0004](0004-d.md) (Tuần 7) — nay đã khác.'),
      'docs/adr/0002-b.md': rec(2, '⛔ đã thay thế bởi [ADR-0004](0004-d.md) (lý do)'),
      'docs/adr/0003-c.md': rec(3, 'Thay thế bởi [ADR-0004](0004-d.md) — dữ liệu đã giao'),
      'docs/adr/0004-d.md': rec(4, 'Đã chốt').replace('- **Ngày:**', '- **Thay thế:** [ADR-0001](0001-a.md), [ADR-0002](0002-b.md), [ADR-0003](0003-c.md)\n- **Ngày:**'),
    });
    assert.deepEqual(engine.records().map((r) => `${r.id} ${r.lifecycle}`), ['ADR-0001 superseded', 'ADR-0002 superseded', 'ADR-0003 superseded', 'ADR-0004 accepted']);
    assert.deepEqual(rulesOf(engine), []);
  });

  // Read as bullets ("- **Trạng thái:** Đã chấp nhận" over "- **Ngày:** 2026-09-26"), the record takes MADR's shape:
  // its Vietnamese sections, "## Bối cảnh", "## Quyết định", "## Bối cảnh và Vấn đề", "## Kết quả Quyết định", are the
  // ones that shape asks for.
  it('reads the Vietnamese section names, so a bulleted record lacks none', () => {
    const bullets = (n, context, decision) => `# ADR-003${n} — Quyết định ${n}\n\n- **Trạng thái:** Đã chấp nhận\n- **Ngày:** 2026-09-2${n}\n\n## ${context}\n\nVì sao.\n\n## ${decision}\n\nLàm gì.\n`;
    // Two records a collection: three that all go without a section would be a habit, not a lack.
    for (const files of [
      { 'docs/adr/0031-a.md': bullets(1, 'Bối cảnh', 'Quyết định'), 'docs/adr/0032-b.md': bullets(2, 'Bối cảnh và Vấn đề', 'Kết quả Quyết định') },
      { 'docs/adr/0033-c.md': bullets(3, '1. Bối cảnh (Context)', '2. Quyết định (Decision)'), 'docs/adr/0034-d.md': bullets(4, 'Bối cảnh', 'Quyết định') },
    ]) {
      const { engine } = workspace(files);
      assert.deepEqual(engine.records().map((r) => r.lifecycle), ['accepted', 'accepted']);
      assert.deepEqual(rulesOf(engine), []);
    }
  });
});

describe('a sub-record numbered after its parent and a dot: "# ADR 005.2: …" in ADR5.2_Basic.md', { skip }, () => {
  // UIT-GO/ARCHITECTURE ADR/Basic: ADR5.1_Basic.md ("# ADR 005: …"), ADR5.2_Basic.md ("# ADR 005.2: … (Cập nhật
  // ADR5.1_Basic.md)"), ADR5.3_Basic.md ("# ADR 005.3: …"), each updating the one before; a Cortex record "# ADR-005.1:
  // Hosted Qdrant as a Derived Vector Index" beside its ADR-005. The title was "2: …" and the number taken twice.
  const rec = (title) => `# ${title}\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n`;
  const files = {
    'ADR/Basic/ADR4_Basic.md': rec('ADR 004: Use gRPC inside'),
    'ADR/Basic/ADR5.1_Basic.md': rec('ADR 005: Use WebSocket'),
    'ADR/Basic/ADR5.2_Basic.md': rec('ADR 005.2: Use MQTT for locations'),
    'ADR/Basic/ADR5.3_Basic.md': rec('ADR 005.3: Move to gRPC streaming'),
    'docs/adr/0005-search.md': rec('ADR-005: Postgres and Qdrant'),
    'docs/adr/0005.1-hosted-qdrant.md': rec('ADR-005.1: Hosted Qdrant as a derived index'),
  };

  it('reads the title after the sub-number, and takes no number twice', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => r.title.value).sort(), [
      'Hosted Qdrant as a derived index', 'Move to gRPC streaming', 'Postgres and Qdrant', 'Use MQTT for locations', 'Use WebSocket', 'Use gRPC inside',
    ]);
    assert.deepEqual(rulesOf(engine), []);
  });

  it('still finds two records that share a number without a sub-number', () => {
    const { engine } = workspace({ ...files, 'docs/adr/0005-other.md': rec('ADR-005: Another search') });
    assert.deepEqual(rulesOf(engine), ['duplicate-number docs/adr/0005-search.md']);
  });
});
