// The fixed cost of a process on a repository of ordinary size: `adr-lens check --json` on the bundled example
// workspace (examples/, 15 records in 4 collections), which is what most users meet on every run, and
// markdownlint-cli2 on the same Markdown files as the peer. On the 10,000-record corpus this cost hides under the
// parse; here it is nearly all of the time (compiling the bundle, building module-level tables, first use of each
// regular expression).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { runNode } from './process-probe.mjs';
import { median, round } from './stats.mjs';

const RUNS = 7;

function ran(res, what) {
  if (res.exitCode !== 0 && res.exitCode !== 1) throw new Error(`${what} exited ${res.exitCode ?? res.signal}: ${(res.stderr || res.stdout).slice(-400)}`);
  return res;
}

function timed(run, expected) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const res = ran(run(), 'check');
    if (expected !== undefined && res.stdout !== expected) throw new Error(`run ${i + 1} printed other findings than the first run`);
    runs.push(res);
  }
  return { runs, wall: median(runs.map((r) => r.wallMs)), cpu: median(runs.map((r) => r.cpuMs)), rss: Math.max(...runs.map((r) => r.peakRssMB)) };
}

export function benchSmallWorkspace({ repo, outDir }) {
  const root = join(repo, 'examples');
  const args = [join(repo, 'dist/cli.js'), 'check', '--json', '--no-cache', '--root', root];
  const nothingCached = { ...process.env, ADR_LENS_CACHE: 'off' };
  const expected = ran(runNode(args, { cwd: repo, env: nothingCached }), 'check').stdout; // page cache; not timed
  const cold = timed(() => runNode(args, { cwd: repo, env: nothingCached }), expected);

  const codeCache = join(outDir, 'code-cache-small');
  rmSync(codeCache, { recursive: true, force: true });
  const codeCacheEnv = { ...process.env, ADR_LENS_CACHE_DIR: codeCache };
  ran(runNode(args, { cwd: repo, env: codeCacheEnv }), 'check'); // leaves the code cache; not timed
  const compiled = timed(() => runNode(args, { cwd: repo, env: codeCacheEnv }), expected);
  rmSync(codeCache, { recursive: true, force: true });

  const peerBin = join(repo, 'node_modules/markdownlint-cli2/markdownlint-cli2-bin.mjs');
  ran(runNode([peerBin, '**/*.md'], { cwd: root }), 'markdownlint-cli2'); // page cache; not timed
  const peerRuns = Array.from({ length: RUNS }, () => ran(runNode([peerBin, '**/*.md'], { cwd: root }), 'markdownlint-cli2'));
  const peer = { wall: median(peerRuns.map((r) => r.wallMs)), cpu: median(peerRuns.map((r) => r.cpuMs)) };

  return {
    rows: [
      { id: 'small.check.wall', label: 'CLI check --json on examples/ (15 records), nothing cached (median of 7)', value: round(cold.wall, 0), unit: 'ms', target: { max: 500 } },
      { id: 'small.check.cpu', label: 'the same, CPU time user+sys (median)', value: round(cold.cpu, 0), unit: 'ms' },
      { id: 'small.check.codeCache.wall', label: 'CLI check --json on examples/, code cache (median of 7)', value: round(compiled.wall, 0), unit: 'ms', target: { max: 500 } },
      { id: 'small.check.codeCache.cpu', label: 'the same, CPU time user+sys (median)', value: round(compiled.cpu, 0), unit: 'ms' },
      { id: 'small.check.rss', label: 'CLI check --json on examples/, peak RSS (max of 7)', value: round(Math.max(cold.rss, compiled.rss), 1), unit: 'MB' },
      { id: 'small.peer.wall', label: 'peer: markdownlint-cli2 on the same .md files (median of 7)', value: round(peer.wall, 0), unit: 'ms' },
      { id: 'small.peer.ratio', label: 'ratio peer / ours with code cache (wall)', value: round(peer.wall / compiled.wall, 2), unit: '×' },
    ],
    details: {
      coldRunsMs: cold.runs.map((r) => round(r.wallMs, 1)),
      coldCpuMs: cold.runs.map((r) => round(r.cpuMs, 0)),
      codeCacheRunsMs: compiled.runs.map((r) => round(r.wallMs, 1)),
      codeCacheCpuMs: compiled.runs.map((r) => round(r.cpuMs, 0)),
      peerRunsMs: peerRuns.map((r) => round(r.wallMs, 1)),
      peerCpuMs: round(peer.cpu, 0),
    },
  };
}
