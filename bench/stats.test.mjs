// Self-check of the latency statistics and the profile summary the bench prints: `node --test bench/`.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { topSelfTime } from './cpu-profile.mjs';
import { percentile, summarise } from './stats.mjs';

test('percentiles use the nearest rank', () => {
  const samples = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 … 1, unsorted on purpose
  assert.equal(percentile(samples, 50), 50);
  assert.equal(percentile(samples, 95), 95);
  assert.equal(percentile(samples, 99), 99);
  assert.equal(percentile([7], 99), 7);
  assert.ok(Number.isNaN(summarise([]).p50));
});

test('the profile summary ranks functions by self time', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-prof-'));
  const file = join(dir, 'x.cpuprofile');
  const frame = (functionName) => ({ functionName, url: 'file:///x/lib.js', lineNumber: 1, columnNumber: 0 });
  writeFileSync(file, JSON.stringify({
    nodes: [{ id: 1, callFrame: frame('(root)') }, { id: 2, callFrame: frame('parse') }, { id: 3, callFrame: frame('judge') }],
    samples: [2, 2, 2, 3],
    timeDeltas: [1000, 1000, 1000, 1000],
  }));
  const { top, totalMs } = topSelfTime(file, 5);
  rmSync(dir, { recursive: true, force: true });
  assert.equal(totalMs, 4);
  assert.deepEqual(top.map((t) => [t.fn, t.selfMs, t.share]), [['parse', 3, 75], ['judge', 1, 25]]);
});
