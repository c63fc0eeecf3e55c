// Rule findings an audit of real repositories showed to be wrong or unhelpful, each stated as a small workspace:
// advice naming a config key that does not exist, duplicate titles of records that replace each other, code paths
// that are not stale, and template sections written under another common name.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { applyFix, diagnostics, engineAvailable, none, one, only, repoRoot } from '../fixtures/rules/harness.mjs';
import { files, madr2, nygard } from '../fixtures/rules/records.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

/** A Nygard record with these sections (a map of heading → body, or Markdown as written). */
function record(n, { slug = 'decision', title = 'Decision', status = 'Accepted', statusExtra = '', body } = {}) {
  return nygard({ n, slug, title, status, statusExtra, sections: body });
}

describe('unknown-status and invalid-config name the config key that exists', { skip }, () => {
  it('the unknown-status advice is a config that maps the word, and it does', () => {
    const rec = record(2, { status: 'Blessed' });
    const d = one(files(rec), 'unknown-status');
    assert.doesNotMatch(d.message, /statusMap/);
    const example = /e\.g\. (\{.*\})\.$/.exec(d.message)?.[1];
    assert.ok(example, `the message shows a config: ${d.message}`);
    assert.deepEqual(JSON.parse(example), { statuses: { blessed: 'proposed' } });
    const fixed = files(rec, ['.adr-lens.json', example]);
    none(fixed, 'unknown-status');
    none(fixed, 'invalid-config');
  });

  it('a long status text gets a short example key', () => {
    const d = one(files(record(2, { status: 'Waiting for the architecture board to meet again' })), 'unknown-status');
    assert.match(d.message, /under "statuses" in \.adr-lens\.json to the lifecycle it means, e\.g\. \{"statuses": \{"ratified": "accepted"\}\}\.$/);
  });

  it('the example guesses the lifecycle from the word', () => {
    const example = (status) => JSON.parse(/e\.g\. (\{.*\})\.$/.exec(one(files(record(2, { status })), 'unknown-status').message)[1]).statuses;
    assert.deepEqual(example('On hold'), { 'on hold': 'proposed' });
    assert.deepEqual(example('Partly superseded'), { 'partly superseded': 'accepted' });
    assert.deepEqual(example('Not-Implemented'), { 'not-implemented': 'proposed' });
    assert.deepEqual(example('Reverted by'), { 'reverted by': 'rejected' });
  });

  it('no user-facing text names a "statusMap" key, and every config in the rule pages is accepted as written', () => {
    const pages = readdirSync(join(repoRoot, 'docs/rules')).map((f) => join('docs/rules', f));
    for (const page of [...pages, 'docs/configuration.md', 'README.md']) {
      const text = readFileSync(join(repoRoot, page), 'utf8');
      assert.doesNotMatch(text, /statusMap/, page);
      if (!page.startsWith('docs/rules')) continue;
      // Inline configs such as `{"rules": {"x": "off"}}` and `{"statuses": {...}}`.
      for (const [, json] of text.matchAll(/`(\{"[^`]*\})`/g)) {
        assert.doesNotThrow(() => JSON.parse(json), `${page}: ${json}`);
        const list = diagnostics(files(record(1, { slug: 'record-decisions', title: 'Record decisions' }), ['.adr-lens.json', json]), 'invalid-config');
        assert.deepEqual(list.map((d) => d.message), [], `${page}: ${json}`);
      }
    }
  });

  it('an unknown key is reported with its location once (the diagnostic has the file and range)', () => {
    const f = files(record(1), ['.adr-lens.json', '{"statusMap":{"aceito":"accepted"}}']);
    const d = one(f, 'invalid-config');
    assert.equal(d.path, '.adr-lens.json');
    assert.deepEqual(d.range.start, { line: 0, character: 1 });
    assert.match(d.message, /^"statusMap": unknown key, ignored\. Known keys: .*statuses/);
    assert.doesNotMatch(d.message, /adr-lens\.json/);
    assert.equal(d.message.match(/statusMap/g).length, 1);
  });

  it('a bad value and broken JSON: no file name or position in the message either', () => {
    const bad = one(files(record(1), ['.adr-lens.json', '{\n  "rules": { "missing-date": "loud" }\n}\n']), 'invalid-config');
    assert.match(bad.message, /^"rules\.missing-date": .*got "loud"/);
    const broken = one(files(record(1), ['.adr-lens.json', '{\n  "idPrefixes": ["RFC"],\n}\n']), 'invalid-config');
    assert.match(broken.message, /^not valid JSON/);
  });
});
