// Readings checked against real repositories in session 18, each in the shape those records take (fixtures written
// for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, engineModule, workspace } from '../fixtures/rules/harness.mjs';
import { createMemoryFs } from '../fixtures/rules/memory-fs.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

/** A loaded engine over files in a workspace whose root folder is `/src/<name>`. */
function namedWorkspace(name, files) {
  const fs = createMemoryFs(files, `/src/${name}`);
  const engine = engineModule.createEngine({ root: fs.root, fs });
  engine.load();
  return engine;
}

describe('paths written from the repository\'s own name (ahmadshalabi/luqma: "luqma/backend/")', { skip }, () => {
  const files = {
    'docs/decisions/0002-use-a-monorepo.md':
      '# Use a monorepo\n\n## Status\n\nAccepted\n\n## Decision Outcome\n\nStructure: `luqma/backend/`, `luqma/frontend/src/`, `luqma/mobile/`\n',
    'backend/src/main/java/app/luqma/App.java': 'class App {}\n',
    'frontend/src/main.ts': 'export {};\n',
  };

  it('reads them from the root when the workspace folder has that name, and still reports what is not there', () => {
    const found = namedWorkspace('luqma', files).check().filter((d) => d.rule === 'stale-code-path').map((d) => d.message);
    assert.equal(found.length, 1, JSON.stringify(found));
    assert.match(found[0], /luqma\/mobile\//);
  });

  it('lets the record govern the files those paths name', () => {
    const governing = namedWorkspace('luqma', files).decisionsForPath('frontend/src/main.ts').map((g) => g.decision.id);
    assert.deepEqual(governing, ['ADR-0002']);
  });

  it('keeps reporting them in a workspace folder of another name', () => {
    const found = namedWorkspace('other', files).check().filter((d) => d.rule === 'stale-code-path');
    assert.equal(found.length, 3);
  });
});

describe('translations beside their records (Yos-K/localmd-reader, shimo4228/contemplative-agent: "0001-x.ja.md" next to "0001-x.md")', { skip }, () => {
  const en = (n, title, status, more = '') => `# ADR-${n}: ${title}\n\nDate: 2026-04-09\n\n## Status\n\n${status}\n\n## Context\n\nWhy.${more}\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n`;
  const ja = (n, title, status, more = '') => `# ADR-${n}: ${title}\n\n日付: 2026-04-09\n\n## 状態\n\n${status}\n\n## 背景\n\n理由。${more}\n\n## 決定\n\n内容。\n\n## 結果\n\n以上。\n`;
  const files = {
    'docs/adr/README.md': '# Architecture decision records\n\nThe English record is canonical; each has a `.ja.md`.\n',
    'docs/adr/README.ja.md': '# アーキテクチャ決定記録\n\n英語版を正典とする。\n',
    'docs/adr/0001-keep-offline.md': en('0001', 'Keep the reader offline', 'Accepted', ' Unlike ADR-0002.'),
    'docs/adr/0001-keep-offline.ja.md': ja('0001', 'リーダーをオフラインに保つ', '採用', ' ADR-0002 とは異なる。'),
    'docs/adr/0002-sync-through-a-server.md': en('0002', 'Sync through a server', 'Superseded by [ADR-0003](0003-sync-peer-to-peer.md)'),
    'docs/adr/0002-sync-through-a-server.ja.md': ja('0002', 'サーバー経由で同期する', '[ADR-0003](0003-sync-peer-to-peer.md) により置き換え'),
    'docs/adr/0003-sync-peer-to-peer.md': en('0003', 'Sync peer to peer', 'Accepted\n\nSupersedes [ADR-0002](0002-sync-through-a-server.md)', ' ADR-0002 needed a server.'),
    'docs/adr/0003-sync-peer-to-peer.ja.md': ja('0003', 'ピアツーピアで同期する', '採用', ' ADR-0002 はサーバーが必要だった。'),
    'docs/adr/0004-adopt-next.js.md': en('0004', 'Adopt Next.js', 'Accepted'),
  };

  it('reads one record per number, the untranslated one, and no localized index as a record', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => r.path), [
      'docs/adr/0001-keep-offline.md',
      'docs/adr/0002-sync-through-a-server.md',
      'docs/adr/0003-sync-peer-to-peer.md',
      'docs/adr/0004-adopt-next.js.md',
    ]);
    const rules = engine.check().map((d) => d.rule);
    assert.ok(!rules.includes('duplicate-number') && !rules.includes('duplicate-title') && !rules.includes('missing-status'), JSON.stringify(rules));
  });

  it('judges a citation in a translation as in the record it translates', () => {
    const { engine } = workspace(files);
    const citing = engine.check().filter((d) => d.rule === 'citing-superseded').map((d) => d.path).sort();
    // The successor and its translation write about their predecessor on purpose; the record that merely cites it
    // is told in both languages.
    assert.deepEqual(citing, ['docs/adr/0001-keep-offline.ja.md', 'docs/adr/0001-keep-offline.md']);
  });
});
