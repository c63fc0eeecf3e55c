// When a burst of disk changes is cheaper to take in by reading the workspace again than one by one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sourceModule } from './engine-helpers.mjs';

const { reloadBeatsUpdates } = sourceModule('engine/burst.ts');

test('a reload wins once the changes left would cost more than it, judged after a sample of sixteen', () => {
  // 16 changes at 3 ms each, 465 left: ~1.4 s against a 770 ms reload.
  assert.equal(reloadBeatsUpdates(16, 48, 465, 770), true);
  // The same pace with 100 left: 300 ms, cheaper than the reload.
  assert.equal(reloadBeatsUpdates(16, 48, 100, 770), false);
  // Too few applied to judge the pace, or nothing left to apply.
  assert.equal(reloadBeatsUpdates(15, 1000, 1000, 10), false);
  assert.equal(reloadBeatsUpdates(40, 1000, 0, 10), false);
});
