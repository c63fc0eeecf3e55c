// Readings checked against real repositories in session 31, each in the shape those records take (fixtures written
// for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const records = (files) => workspace(files).engine.records();
const rules = (files, rule) => workspace(files).engine.check().filter((d) => d.rule === rule);
const filler = (n) => `# ${n}. Filler ${n}\n\nDate: 2024-01-0${n}\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;
/** One record among two fillers: what the listing says of it. */
function read(text, path = 'docs/adr/0003-x.md') {
  const dir = path.slice(0, path.lastIndexOf('/'));
  const r = records({ [`${dir}/0001-f.md`]: filler(1), [`${dir}/0002-g.md`]: filler(2), [path]: text }).find((x) => x.path === path);
  return r && { title: r.title.value, status: r.status?.value, lifecycle: r.lifecycle, dates: r.dates.map((d) => d.iso) };
}

describe('statuses written in Asian languages, Russian and Ukrainian', { skip }, () => {
  it('reads finalised, drafting, vetoed, voided, on hold and out of date as the lifecycle they say', () => {
    const status = (word) => read(`# 3. X\n\nDate: 2024-03-05\n\n## Status\n\n${word}\n\n## Context\n\nx\n`);
    assert.deepEqual(
      ['확정', '초안', '거절', '拟稿', '待定', '已否决', '已作废', '已採用', '已棄用', '確定', '下書き', '検討中', '決定済み', 'Отменено', 'Застаріло'].map((w) => [w, status(w).lifecycle]),
      [
        ['확정', 'accepted'], ['초안', 'proposed'], ['거절', 'rejected'], ['拟稿', 'proposed'], ['待定', 'proposed'], ['已否决', 'rejected'],
        ['已作废', 'deprecated'], ['已採用', 'accepted'], ['已棄用', 'deprecated'], ['確定', 'accepted'], ['下書き', 'proposed'], ['検討中', 'proposed'],
        ['決定済み', 'accepted'], ['Отменено', 'rejected'], ['Застаріло', 'deprecated'],
      ],
    );
  });

  it('keeps a status word whole with its combining marks (Thai "อนุมัติ", not "อน")', () => {
    assert.equal(read('# 3. ทดสอบ\n\nDate: 2024-03-05\n\n## Status\n\nอนุมัติ\n\n## Context\n\nx\n').status, 'อนุมัติ');
    assert.equal(read('# 3. ทดสอบ\n\nStatus: ยกเลิก\n\nDate: 2024-03-05\n\n## Context\n\nx\n').status, 'ยกเลิก');
  });

  it('reads the value after a "**Design Status:**" label under the Status heading (dsdred/universal-websocket-platform)', () => {
    const r = read('# DP-003 Runtime owner\n\n## 1. Status\n\n**Design Status:** Draft\n\nDate: 2025-05-01\n\n## 2. Context\n\nx\n');
    assert.deepEqual([r.status, r.lifecycle], ['Draft', 'proposed']);
  });
});

describe('dates written with a time zone, in Chinese, Japanese, Russian and Korean forms', { skip }, () => {
  const dated = (line) => read(`# 3. X\n\n- Status: Accepted\n- ${line}\n\n## Context\n\nx\n`).dates;
  it('reads "Date (MSK):", 落地日期, 採用日, Дата принятия, Tanggal', () => {
    assert.deepEqual(dated('Date (MSK): 2026-02-05 19:57 MSK'), ['2026-02-05']);
    assert.deepEqual(dated('落地日期：2026-05-06'), ['2026-05-06']);
    assert.deepEqual(dated('採用日：2026-04-05'), ['2026-04-05']);
    assert.deepEqual(dated('Дата принятия: 05.03.2024'), ['2024-03-05']);
    assert.deepEqual(dated('Tanggal: 2026-08-08'), ['2026-08-08']);
  });

  it('reads Korean "2024. 3. 5." and full-width digits as the day they write', () => {
    assert.deepEqual(dated('날짜: 2024. 3. 5.'), ['2024-03-05']);
    assert.deepEqual(dated('日付: ２０２４－０３－０５'), ['2024-03-05']);
  });

  it('reads the day under a "## 採用日" heading (Fukuchan77/pptx-agent)', () => {
    assert.deepEqual(read('# 3. X\n\n## ステータス\n\n採用\n\n## 採用日\n\n2026-04-14\n\n## 決定\n\nx\n').dates, ['2026-04-14']);
  });

  it('still needs a key it knows: "Date (maybe):" is no date field', () => {
    assert.deepEqual(dated('Date (maybe): 2026-02-05'), []);
  });
});

describe('pages in a decision folder that are no decisions', { skip }, () => {
  it('leaves out the folder README in another language (README_ja.md, README.zh-CN.md)', () => {
    const rs = records({
      'docs/adr/0001-a.md': filler(1),
      'docs/adr/0002-b.md': filler(2),
      'docs/adr/README_ja.md': '# ADR 一覧\n\nこのディレクトリには ADR が含まれています。\n\nステータス: 参照\n',
      'docs/adr/README.zh-CN.md': '# 架构决策记录\n\n状态：索引\n',
    });
    assert.deepEqual(rs.map((r) => r.path), ['docs/adr/0001-a.md', 'docs/adr/0002-b.md']);
  });

  it('reads "Moved to …" right under the title as a page left where a record was: moved, and not asked for a date', () => {
    const files = {
      'docs/adr/0001-a.md': filler(1),
      'docs/adr/0002-b.md': filler(2),
      'docs/adr/0003-course-inbox.md': '# ADR-0003\n\nMoved to bilingual paths:\n\n- English: [../en/adr/0003-course-inbox.md](../en/adr/0003-course-inbox.md)\n',
      'docs/en/adr/0003-course-inbox.md': filler(3),
    };
    const moved = records(files).find((r) => r.path === 'docs/adr/0003-course-inbox.md');
    assert.deepEqual([moved.status?.value, moved.lifecycle], ['Moved', 'superseded']);
    assert.deepEqual(rules(files, 'missing-date').map((d) => d.path), []);
  });
});

describe('a link to a file with its line after a colon ("config.py:264"), as coding agents write them', { skip }, () => {
  const record = '# 1. X\n\nDate: 2024-01-01\n\n## Status\n\nAccepted\n\n## Context\n\nSee [`config.py`](../../src/app/config.py:264), [range](../../src/app/config.py:10-20) and [gone](../../src/app/gone.py:4).\n';
  const files = { 'docs/adr/0001-x.md': record, 'docs/adr/0002-y.md': filler(2), 'src/app/config.py': 'x = 1\n' };

  it('says the file exists and the line is written wrong, and the quick fix makes it an anchor', () => {
    const found = rules(files, 'broken-link');
    assert.deepEqual(found.map((d) => d.message), [
      'Link "../../src/app/config.py:264" points to src/app/config.py with ":264" after the file name, which Markdown viewers read as part of the name: write #L264 to link to the line.',
      'Link "../../src/app/config.py:10-20" points to src/app/config.py with ":10-20" after the file name, which Markdown viewers read as part of the name: write #L10-L20 to link to the lines.',
      'Link "../../src/app/gone.py:4" points to src/app/gone.py:4, which does not exist: correct the path or remove the link.',
    ]);
    const line = record.split('\n')[10];
    const fixed = found.slice(0, 2).map((d) => {
      const e = d.fixes[0].edits[0];
      return line.slice(0, e.range.start.character) + e.newText + line.slice(e.range.end.character);
    });
    assert.match(fixed[0], /\(\.\.\/\.\.\/src\/app\/config\.py#L264\)/);
    assert.match(fixed[1], /\(\.\.\/\.\.\/src\/app\/config\.py#L10-L20\)/);
  });
});

describe('supersedes said of other records, of parts, or of a record yet to be written', { skip }, () => {
  const rec = (n, body, status = 'Accepted') =>
    `# ADR-${String(n).padStart(3, '0')}: Title ${n}\n\n**Status:** ${status}\n**Date:** 2026-03-01\n${body}\n\n## Context\n\nx\n`;
  const base = { 'docs/adr/ADR-001-a.md': rec(1, ''), 'docs/adr/ADR-002-b.md': rec(2, ''), 'docs/adr/ADR-003-c.md': rec(3, '') };
  const relationsOf = (body) => {
    const r = records({ ...base, 'docs/adr/ADR-010-t.md': rec(10, body) }).find((x) => x.path === 'docs/adr/ADR-010-t.md');
    return r.relations.map((x) => [x.kind, x.targetKey, x.condition ?? '']);
  };

  it('ends a Supersedes field at the next label after a full stop ("… Reaffirms: … (ADR-002, ADR-003)", ahliweb/awcms)', () => {
    assert.deepEqual(relationsOf('**Supersedes:** ADR-001 (the old registry). Reaffirms: the core conventions (ADR-002 naming, ADR-003 RLS)'), [['supersedes', 'adr-1', '']]);
  });

  it('reads no relation from a record yet to be written ("without a new ADR that explicitly supersedes ADR-001")', () => {
    assert.deepEqual(relationsOf('\nIt will not be introduced without a new ADR that explicitly supersedes ADR-001.'), []);
  });

  it("reads a table of records row by row: another row's successor is not this record's, and 'Replaced by this ADR' is", () => {
    const body = '\n| # | Decision | Status | Note |\n|---|---|---|---|\n| 002 | Runtime | Superseded | Replaced by ADR-024 |\n| 001 | Knowledge base | Superseded | Replaced by this ADR; the wiki wins |';
    assert.deepEqual(relationsOf(body), [['supersedes', 'adr-1', '']]);
  });

  it('reads "folded into the ADR-001 gate" as a part that went into another record, not the record replaced', () => {
    assert.deepEqual(relationsOf('\nTimeouts (folded into the [ADR-001](ADR-001-a.md) gate) stay.'), [['superseded-by', 'adr-1', 'in part']]);
    assert.deepEqual(relationsOf('\nThis ADR is folded into ADR-002.'), [['superseded-by', 'adr-2', '']]);
  });
});
