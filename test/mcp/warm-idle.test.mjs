// The MCP server judges the whole workspace (and leaves its snapshot) only once requests have stopped for a while.
// "A while" counts from the end of the last request: the first one loads the workspace and may run for seconds, and
// counting from its start let the whole-workspace judgement (~0.4 s on 10,000 records) start the moment it ended,
// in front of the agent's next call.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { sourceModule, writeWorkspace } from '../engine/engine-helpers.mjs';
import { tempDir } from '../temp-dir.mjs';

const { startWarmEngine } = sourceModule('server/warm-engine.ts');

const nygard = (n, title) => `# ${n}. ${title}\n\nDate: 2024-01-02\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const turns = async (n) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
};

test('background judging waits for a quiet spell after the end of a long first request, not after its start', async (t) => {
  const root = writeWorkspace({ 'docs/adr/0001-use-go.md': nygard(1, 'Use Go'), 'docs/adr/0002-use-pg.md': nygard(2, 'Use pg') });
  const cache = tempDir('adr-lens-warm-cache-');
  t.after(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(cache, { recursive: true, force: true });
  });
  const warm = startWarmEngine({ root, watch: false, cacheDirectory: cache, log: () => undefined });
  t.after(() => warm.close());
  let judged = 0;
  const check = warm.engine.check.bind(warm.engine);
  warm.engine.check = (...args) => (judged++, check(...args));

  // As run.ts does: the load, then background indexing; then a request whose tool runs longer than the idle time.
  warm.ensureLoaded();
  warm.warmInBackground();
  const engine = await warm.fresh();
  const until = Date.now() + 700;
  while (Date.now() < until) engine.records(); // the tool's own work, on the event loop like a real one
  await turns(20);
  assert.equal(judged, 0, 'nothing judged right after the request ended');

  await sleep(900);
  await turns(5);
  assert.equal(judged, 1, 'judged once the server had been idle for a while');
});
