// Full-text search in Chinese, Japanese and Korean: text written without spaces between words (or, in Korean, as
// long compounds) is indexed as overlapping character bigrams, so a term is found anywhere inside a run of
// ideographs, kana or hangul, not only at its start; titles still rank first, snippets mark the term, and Latin
// words (next to CJK text or not) are searched as before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { memoryFs } from '../fixtures/formats/model.mjs';
import { engineModule, sourceModule } from './engine-helpers.mjs';

const record = (n, title, body) => `# ${n}. ${title}\n\nDate: 2024-01-0${n}\n\n## Status\n\nAccepted\n\n## Context\n\n${body}\n`;

function engineOf(files) {
  const engine = engineModule.createEngine({ root: '/mem', fs: memoryFs(files) });
  engine.load();
  return engine;
}

const ids = (page) => page.items.map((hit) => hit.decision.id);
const snippetOf = (page, id) => page.items.find((hit) => hit.decision.id === id)?.snippet;

const japanese = {
  'docs/adr/0001-keycloak.md': record(1, '認証認可基盤に Keycloak を採用', '社内システムの認証認可基盤を選定する。'),
  'docs/adr/0002-keda.md': record(2, 'KEDA を採用する', 'scaler ごとの認証情報管理（TriggerAuthentication CRD）の学習コスト。'),
  'docs/adr/0003-conformance.md': record(3, 'Conformance を維持する', '採用組織が CNCF Conformance 認証を取得する立場に立つ可能性。'),
  'docs/adr/0004-spa.md': record(4, 'SPA を構成する', 'docs-site 以外は SEO 不要、認証必須。'),
  'docs/adr/0005-logging.md': record(5, 'ログ基盤を統一する', '構造化ログを全サービスで出力する。'),
};

test('Japanese: a term inside a run of kanji and kana is found, and the record with it in its title ranks first', () => {
  const engine = engineOf(japanese);
  const page = engine.search('認証', { limit: 50 });
  assert.deepEqual(ids(page).sort(), ['ADR-0001', 'ADR-0002', 'ADR-0003', 'ADR-0004']);
  assert.equal(ids(page)[0], 'ADR-0001', 'the title match ranks first');
  assert.ok(page.items[0].matchedFields.includes('title'));
  assert.match(snippetOf(page, 'ADR-0002'), /ごとの\*\*認証\*\*情報管理/, 'the snippet marks the term inside the run');
  assert.match(snippetOf(page, 'ADR-0004'), /\*\*認証\*\*必須/);
  // A longer term is matched as a whole stretch, its overlapping bigrams marked once.
  const longer = engine.search('認証情報');
  assert.equal(ids(longer)[0], 'ADR-0002');
  assert.match(snippetOf(longer, 'ADR-0002'), /ごとの\*\*認証情報\*\*管理/);
  assert.deepEqual(ids(engine.search('情報管理')), ['ADR-0002'], 'a term at the end of a run');
  assert.deepEqual(ids(engine.search('基盤')).sort(), ['ADR-0001', 'ADR-0005']);
  assert.deepEqual(ids(engine.search('採用')).slice(0, 2).sort(), ['ADR-0001', 'ADR-0002'], 'both titles with the term before the body that has it');
});

test('Japanese: a single character is found inside the words that hold it, and marked alone', () => {
  const engine = engineOf(japanese);
  const page = engine.search('証', { limit: 50 });
  assert.deepEqual(ids(page).sort(), ['ADR-0001', 'ADR-0002', 'ADR-0003', 'ADR-0004']);
  assert.match(snippetOf(page, 'ADR-0004'), /\*\*証\*\*必須/);
  assert.deepEqual(ids(engine.search('須')), ['ADR-0004'], 'the last character of a run');
});

test('Chinese: a word in the middle of a sentence is found; title matches rank first', () => {
  const engine = engineOf({
    'doc/adr/0001-cache.md': record(1, '采用分布式缓存方案', '为了降低数据库负载，我们引入缓存层。'),
    'doc/adr/0002-db.md': record(2, '选择关系型数据库', '订单服务需要事务支持，读多写少的场景下使用只读副本并配合缓存。'),
    'doc/adr/0003-queue.md': record(3, '使用消息队列解耦服务', '服务之间通过消息队列异步通信，避免同步调用链过长。'),
  });
  const cache = engine.search('缓存');
  assert.deepEqual(ids(cache), ['ADR-0001', 'ADR-0002']);
  assert.match(snippetOf(cache, 'ADR-0002'), /配合\*\*缓存\*\*/);
  assert.deepEqual(ids(engine.search('数据库')), ['ADR-0002', 'ADR-0001'], 'the title match first, then the body');
  assert.deepEqual(ids(engine.search('异步通信')), ['ADR-0003']);
  assert.deepEqual(ids(engine.search('队列')), ['ADR-0003']);
  assert.deepEqual(ids(engine.search('区块链')), [], 'a term no record holds');
});

test('Korean: a part of a compound is found, and title matches rank first', () => {
  const engine = engineOf({
    'doc/adr/0001-auth.md': record(1, '인증서버를 Keycloak으로 통합', '모든 서비스는 중앙 인증서버를 통해 로그인한다.'),
    'doc/adr/0002-gateway.md': record(2, 'API 게이트웨이 도입', '게이트웨이에서 토큰인증을 처리하고 요청을 라우팅한다.'),
    'doc/adr/0003-logs.md': record(3, '로그 수집 방식', '구조화된 로그를 중앙 저장소로 보낸다.'),
  });
  const page = engine.search('인증');
  assert.deepEqual(ids(page), ['ADR-0001', 'ADR-0002']);
  assert.match(snippetOf(page, 'ADR-0002'), /토큰\*\*인증\*\*을/);
  assert.deepEqual(ids(engine.search('게이트웨이')), ['ADR-0002']);
  assert.deepEqual(ids(engine.search('keycloak')), ['ADR-0001'], 'a Latin word joined to hangul is a word of its own');
});

test('Latin queries are unaffected, in a workspace of Latin and CJK records alike', () => {
  const engine = engineOf({
    ...japanese,
    'docs/adr/0006-postgres.md': record(6, 'Use PostgreSQL', 'POSTGRESQL stores the ledger. The ledger is append-only; see ADR-0002.'),
    'docs/adr/0007-queue.md': record(7, 'Pick a queue', 'Kafka-based queues for the ledger events.'),
  });
  assert.deepEqual(ids(engine.search('postgresql')), ['ADR-0006']);
  const ledger = engine.search('ledger');
  assert.deepEqual(ids(ledger), ['ADR-0006', 'ADR-0007']);
  assert.equal(snippetOf(ledger, 'ADR-0006'), '…2024-01-06 Status: Accepted Context: POSTGRESQL stores the **ledger**. The **ledger** is append-only; see ADR-0002.');
  assert.equal(snippetOf(ledger, 'ADR-0007'), '…Status: Accepted Context: Kafka-based queues for the **ledger** events.');
  assert.deepEqual(ids(engine.search('post')), ['ADR-0006'], 'prefix expansion of the last word');
  assert.ok(ids(engine.search('0002')).includes('ADR-0006'), 'a padded id in the text');
  // Latin words written against Japanese text are words of their own, found in full and marked alone.
  const keycloak = engine.search('keycloak');
  assert.deepEqual(ids(keycloak), ['ADR-0001']);
  const crd = engine.search('triggerauthentication');
  assert.deepEqual(ids(crd), ['ADR-0002']);
  assert.match(snippetOf(crd, 'ADR-0002'), /（\*\*TriggerAuthentication\*\* CRD）/);
  const scaler = engine.search('scaler');
  assert.match(snippetOf(scaler, 'ADR-0002'), /\*\*scaler\*\* ごとの認証/);
});

const { TermDictionary, tokenize } = sourceModule('engine/features/term-dictionary.ts');

function viaIds(dictionary, text, dropStopWords) {
  const n = dictionary.tokenizeIds(text, dropStopWords);
  return Array.from(dictionary.out.subarray(0, n), (id) => dictionary.terms[id]);
}

test('CJK runs are indexed as overlapping bigrams, a run of one as its character, other letters as words', () => {
  const cases = [
    ['認証認可基盤', ['認証', '証認', '認可', '可基', '基盤']],
    ['scalerごとの認証', ['scaler', 'ごと', 'との', 'の認', '認証']],
    ['k1s0は 2024年 第0005号', ['k1s0', 'は', '2024', '年', '第', '0005', '5', '号']],
    ['缓存。数据库', ['缓存', '数据', '据库']],
    ['인증서버를 Keycloak으로', ['인증', '증서', '서버', '버를', 'keycloak', '으로']],
    ['カタカナー・ｶﾀｶﾅ 々', ['カタ', 'タカ', 'カナ', 'ナー', 'ｶﾀ', 'ﾀｶ', 'ｶﾅ', '々']],
    ['𠮷野家 the 𠮷', ['𠮷野', '野家', 'the', '𠮷']],
    ['Use PostgreSQL — ADR-0005', ['use', 'postgresql', 'adr', '0005', '5']],
  ];
  const dictionary = new TermDictionary(['the']);
  for (const [text, expected] of cases) {
    assert.deepEqual(tokenize(text), expected, text);
    assert.deepEqual(viaIds(dictionary, text, false), expected, `${text} (ids)`);
  }
  assert.deepEqual(viaIds(dictionary, '𠮷野家 the 𠮷', true), ['𠮷野', '野家', '𠮷'], 'stop words are still dropped');
});

test('property: with CJK text mixed in, ids and reference tokens agree', () => {
  const dictionary = new TermDictionary(['the', 'of']);
  const pieces = fc.oneof(
    fc.string({ unit: 'grapheme' }),
    fc.constantFrom('認', '証', '認証', 'の', 'カナ', 'ー', '缓存', '인증', '서버', '𠮷', '〇', '々', 'the', 'ADR', '0019', 'é', '—', '、', '。', ' ', '-', '\ud800', 'ｶ'),
  );
  fc.assert(
    fc.property(fc.array(pieces, { maxLength: 12 }), fc.boolean(), (parts, drop) => {
      const text = parts.join('');
      assert.deepEqual(viaIds(dictionary, text, drop), tokenize(text, drop ? new Set(['the', 'of']) : undefined));
    }),
    { numRuns: 2000 },
  );
});

test('an index of CJK records restored from its exported state answers the same', () => {
  const { TextIndex } = sourceModule('engine/features/text-index.ts');
  const weights = { title: 6, body: 1 };
  const prose = new Set(['body']);
  const index = new TextIndex(weights, prose);
  for (const [path, text] of Object.entries(japanese)) index.add({ id: path, fields: { title: text.split('\n')[0], body: text } });
  const restored = TextIndex.fromState(index.exportState(), weights, prose);
  for (const q of ['認証', '証', '認証情報', 'keycloak', '基盤']) assert.deepEqual(restored.search(q), index.search(q), q);
});
