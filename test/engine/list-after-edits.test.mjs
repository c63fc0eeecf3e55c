// list_decisions keeps the set of listed records between pages (features/list.ts): an edit that turns a record into
// a page left where it was, or back, must show in the next listing, with and without filters.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const record = (n, title, status) => `# ${n}. ${title}\n\nDate: 2024-03-0${n}\n\n## Status\n\n${status}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n`;

describe('listing after edits', { skip }, () => {
  it('a record edited into a moved page leaves the list, and comes back when edited back', () => {
    const files = {
      'docs/adr/0001-use-a-queue.md': record(1, 'Use a queue', 'Accepted'),
      'docs/adr/0002-use-a-log.md': record(2, 'Use a log', 'Proposed'),
      'docs/adr/0003-use-a-cache.md': record(3, 'Use a cache', 'Accepted'),
    };
    const { engine } = workspace(files);
    const paths = (options) => engine.list(options).items.map((s) => s.path);
    assert.deepEqual(paths(), Object.keys(files));
    assert.deepEqual(paths({ status: 'accepted' }), ['docs/adr/0001-use-a-queue.md', 'docs/adr/0003-use-a-cache.md']);
    assert.equal(engine.list({ limit: 1 }).total, 3);

    engine.update('docs/adr/0003-use-a-cache.md', record(3, 'Use a cache', 'Moved'));
    assert.deepEqual(paths(), ['docs/adr/0001-use-a-queue.md', 'docs/adr/0002-use-a-log.md']);
    assert.deepEqual(paths({ status: 'accepted' }), ['docs/adr/0001-use-a-queue.md']);
    assert.equal(engine.list({ limit: 1 }).total, 2);

    engine.update('docs/adr/0003-use-a-cache.md', record(3, 'Use a cache', 'Accepted'));
    assert.deepEqual(paths(), Object.keys(files));
    assert.deepEqual(paths({ collection: 'docs/adr/', status: 'proposed' }), ['docs/adr/0002-use-a-log.md']);
  });
});
