// Search ranks only the hits up to the end of the page asked for (features/text-index.ts searchTop): every page, read
// through its cursors, must be the same slice of the one full ranking, ties (equal scores, ordered by id) included.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { memoryFs } from '../fixtures/formats/model.mjs';
import { engineModule } from './engine-helpers.mjs';

const WORDS = ['kafka', 'queue', 'ledger', 'postgres', 'cache', 'retry', 'tenant', 'audit', 'schema', 'billing'];

function engineFor(bodies) {
  const files = {};
  bodies.forEach((body, i) => {
    const n = String(i + 1).padStart(4, '0');
    const status = i % 5 === 4 ? 'Deprecated' : 'Accepted';
    files[`doc/adr/${n}-record-${i + 1}.md`] = `# ${i + 1}. Record ${i + 1}\n\nDate: 2024-01-01\n\n## Status\n\n${status}\n\n## Context\n\n${body}\n`;
  });
  const engine = engineModule.createEngine({ root: '/mem', fs: memoryFs(files) });
  engine.load();
  return engine;
}

const ids = (page) => page.items.map((hit) => `${hit.decision.id}:${hit.score}:${hit.matchedFields.join(',')}:${hit.snippet}`);

test('paged search results are slices of the full ranking, ties and retired records included', () => {
  fc.assert(
    fc.property(
      // Few words, many records: most scores tie.
      fc.array(fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 6 }).map((w) => w.join(' ')), { minLength: 1, maxLength: 60 }),
      fc.array(fc.constantFrom(...WORDS, 'ka', 'led', 'nothing'), { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
      fc.integer({ min: 1, max: 7 }),
      fc.constantFrom(undefined, 'accepted', 'deprecated'),
      (bodies, query, limit, status) => {
        const engine = engineFor(bodies);
        const full = engine.search(query, { limit: 500, status });
        const paged = [];
        let cursor;
        let pages = 0;
        do {
          const page = engine.search(query, { limit, cursor, status });
          assert.equal(page.total, full.total);
          paged.push(...ids(page));
          cursor = page.nextCursor;
        } while (cursor && ++pages < 100);
        assert.deepEqual(paged, ids(full));
      },
    ),
    { numRuns: 60 },
  );
});
