// Bad input never hangs the engine: lines holding a run of 100,000 blanks, brackets, stars, words… in every part of a
// record (title, status, front matter, links, tables, supersede lines, a code comment) are read in linear time. Each
// of these shapes once met a pattern that tried the run again from each of its characters: 8 to 64 s for a single
// 20,000-200,000 character line, and hours for a line near the 1 MB file limit. The sweep runs in a child process,
// so a hang fails the test instead of stalling the runner (a timeout cannot interrupt synchronous work in this one).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { engineAvailable } from '../fixtures/rules/harness.mjs';

const sweep = fileURLToPath(new URL('../fixtures/long-runs/sweep.mjs', import.meta.url));

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

/**
 * The sweep's shapes in this many child processes, one after another: each has the time limit to itself, so a sweep
 * that grows by a few shapes a session stays far from it on a loaded machine (one process for all 63 shapes ran past
 * it; so did one of four parts, at load 10, in session 36).
 */
const SHARDS = 6;

/** Runs the sweep over runs of `length` characters: no case may take more than `budgetMs` of CPU time. */
function sweepsInLinearTime(length, budgetMs) {
  let cases = 0;
  const slow = [];
  for (let shard = 0; shard < SHARDS; shard++) {
    const run = spawnSync(process.execPath, [sweep, String(length), String(budgetMs), String(shard), String(SHARDS)], { encoding: 'utf8', timeout: 180_000 });
    assert.equal(run.signal, null, `the sweep's part ${shard + 1} of ${SHARDS} did not finish within 180 s\n${run.stderr}`);
    assert.equal(run.status, 0, run.stderr);
    const part = JSON.parse(run.stdout);
    cases += part.cases;
    slow.push(...part.slow);
  }
  assert.ok(cases > 200, `only ${cases} cases`);
  assert.deepEqual(slow, []);
}

// Linear cases take milliseconds to a few hundred on a slow machine; the patterns this guards took 6 s and more.
test('lines of 100,000 repeated characters in every part of a record are read in linear time', { skip }, () => sweepsInLinearTime(100_000, 3000));

// Some patterns are guarded by a length bound, past which the text is not read that way: a run of 10,000 characters,
// under such bounds, once took 10–45 s ("This supersedes the ``…`` parts of [B]", session 29). The same sweep, shorter.
test('lines of 10,000 repeated characters are read in linear time too (under the length bounds of the 100,000 sweep)', { skip }, () => sweepsInLinearTime(10_000, 2000));
