// (a) `adr-lens check --json` as a whole cold process, and (b) markdownlint-cli2 on the same Markdown files.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { topSelfTime } from './cpu-profile.mjs';
import { runNode, rssMethod } from './process-probe.mjs';
import { median, round } from './stats.mjs';

const RUNS = 5;

function tail(text, n = 600) {
  return text.length > n ? `…${text.slice(-n)}` : text;
}

function parseCheck(res) {
  if (res.exitCode !== 0 && res.exitCode !== 1) {
    throw new Error(`check exited ${res.exitCode ?? res.signal}${res.error ? ` (${res.error.message})` : ''}: ${tail(res.stderr || res.stdout)}`);
  }
  let json;
  try {
    json = JSON.parse(res.stdout);
  } catch {
    throw new Error(`check --json printed no JSON: ${tail(res.stdout || res.stderr)}`);
  }
  const diagnostics = Array.isArray(json.diagnostics) ? json.diagnostics : [];
  const byRule = {};
  for (const d of diagnostics) byRule[d.rule ?? d.ruleId ?? '?'] = (byRule[d.rule ?? d.ruleId ?? '?'] ?? 0) + 1;
  return { count: diagnostics.length, byRule };
}

export function benchCliCheck({ repo, corpus, profile, outDir }) {
  const cli = join(repo, 'dist/cli.js');
  const args = [cli, 'check', '--json', '--root', corpus];
  const coldArgs = [...args, '--no-cache'];
  // Nothing cached at all: neither a snapshot nor the code cache (boot/run-bundle.ts), as on a machine's first run.
  const nothingCached = { ...process.env, ADR_LENS_CACHE: 'off' };
  const warm = runNode(coldArgs, { cwd: repo, env: nothingCached }); // fills the page cache; not timed
  const findings = parseCheck(warm);
  const expected = warm.stdout;

  // (1) Nothing cached: every file read and parsed, every rule run, and the CLI's code compiled from its source.
  const cold = timed(RUNS, () => runNode(coldArgs, { cwd: repo, env: nothingCached }), expected);
  // (1b) No snapshot (--no-cache), but the code cache an earlier run of this build left: a new workspace, a first
  // run after the workspace's snapshot was lost, or any CI job whose cache folder keeps only the code cache.
  const codeCache = join(outDir, 'code-cache-cli');
  rmSync(codeCache, { recursive: true, force: true });
  const codeCacheEnv = { ...process.env, ADR_LENS_CACHE_DIR: codeCache };
  parseCheck(runNode(coldArgs, { cwd: repo, env: codeCacheEnv })); // leaves the code cache; not timed
  const compiled = timed(RUNS, () => runNode(coldArgs, { cwd: repo, env: codeCacheEnv }), expected);
  rmSync(codeCache, { recursive: true, force: true });

  // The snapshot runs use a cache folder of their own (ADR_LENS_CACHE_DIR), emptied before each "first run".
  const cache = join(outDir, 'snapshot-cache');
  const env = { ...process.env, ADR_LENS_CACHE_DIR: cache };
  // (2) A first run with caching on: the same work plus writing the snapshot.
  const first = timed(RUNS, () => {
    rmSync(cache, { recursive: true, force: true });
    return runNode(args, { cwd: repo, env });
  }, expected);
  // (3) Nothing changed since the last run: the findings are replayed.
  const unchanged = timed(RUNS, () => runNode(args, { cwd: repo, env }), expected);
  // (4) One record edited since the last run (a different one each time; restored afterwards, with its old times).
  const edited = editedRuns(corpus, RUNS, () => runNode(args, { cwd: repo, env }));
  // (5) Every file with new times but the same bytes (a fresh CI checkout with the cache folder restored).
  const checkedOut = newTimesRuns(corpus, RUNS, () => runNode(args, { cwd: repo, env }), expected);
  rmSync(cache, { recursive: true, force: true });

  const result = {
    rows: [
      { id: 'cli.check.wall', label: 'CLI check --json, cold process, nothing cached (ADR_LENS_CACHE=off; median of 5)', value: round(cold.wall, 0), unit: 'ms', target: { max: 500 } },
      { id: 'cli.check.rss', label: 'CLI check --json, nothing cached, peak RSS (max of 5)', value: round(cold.rss, 1), unit: 'MB', target: { max: 150 } },
      { id: 'cli.check.cpu', label: 'CLI check --json, nothing cached, CPU time user+sys (median, informational)', value: round(cold.cpu, 0), unit: 'ms' },
      { id: 'cli.check.codeCache.wall', label: 'CLI check --json, cold process, no snapshot, code cache (--no-cache; median of 5)', value: round(compiled.wall, 0), unit: 'ms', target: { max: 500 } },
      { id: 'cli.check.codeCache.rss', label: 'CLI check --json, no snapshot, code cache, peak RSS (max of 5)', value: round(compiled.rss, 1), unit: 'MB', target: { max: 150 } },
      { id: 'cli.check.first.wall', label: 'CLI check --json, first run writing its snapshot (median of 5)', value: round(first.wall, 0), unit: 'ms' },
      { id: 'cli.check.first.rss', label: 'CLI check --json, first run writing its snapshot, peak RSS', value: round(first.rss, 1), unit: 'MB' },
      { id: 'cli.check.snapshot.wall', label: 'CLI check --json, cold process, snapshot, nothing changed (median of 5)', value: round(unchanged.wall, 0), unit: 'ms', target: { max: 500 } },
      { id: 'cli.check.snapshot.rss', label: 'CLI check --json, snapshot, nothing changed, peak RSS', value: round(unchanged.rss, 1), unit: 'MB', target: { max: 150 } },
      { id: 'cli.check.edited.wall', label: 'CLI check --json, cold process, snapshot, one record edited (median of 5)', value: round(edited.wall, 0), unit: 'ms' },
      { id: 'cli.check.edited.rss', label: 'CLI check --json, snapshot, one record edited, peak RSS', value: round(edited.rss, 1), unit: 'MB' },
      { id: 'cli.check.checkout.wall', label: 'CLI check --json, cold process, snapshot, every file with new times (a fresh checkout; median of 5)', value: round(checkedOut.wall, 0), unit: 'ms', target: { max: 500 } },
      { id: 'cli.check.checkout.rss', label: 'CLI check --json, snapshot, every file with new times, peak RSS', value: round(checkedOut.rss, 1), unit: 'MB', target: { max: 150 } },
    ],
    details: {
      runsMs: cold.runs.map((r) => round(r.wallMs, 1)),
      cpuMs: cold.runs.map((r) => round(r.cpuMs, 0)),
      codeCacheRunsMs: compiled.runs.map((r) => round(r.wallMs, 1)),
      codeCacheCpuMs: compiled.runs.map((r) => round(r.cpuMs, 0)),
      rssMB: cold.runs.map((r) => round(r.peakRssMB, 1)),
      firstRunsMs: first.runs.map((r) => round(r.wallMs, 1)),
      snapshotRunsMs: unchanged.runs.map((r) => round(r.wallMs, 1)),
      editedRunsMs: edited.runs.map((r) => round(r.wallMs, 1)),
      checkoutRunsMs: checkedOut.runs.map((r) => round(r.wallMs, 1)),
      rssMethod,
      exitCode: cold.runs[0].exitCode,
      diagnostics: findings,
    },
    wallMs: cold.wall,
    cpuMs: cold.cpu,
  };
  if (profile || cold.wall > 500) result.details.hotSpots = profileCheck(coldArgs, repo, outDir, nothingCached);
  return result;
}

/** `n` runs; each must print exactly `expected` (a snapshot never changes the answer). */
function timed(n, run, expected) {
  const runs = [];
  for (let i = 0; i < n; i++) {
    const res = run();
    parseCheck(res);
    if (expected !== undefined && res.stdout !== expected) throw new Error(`run ${i + 1} printed other findings than the run without a snapshot`);
    runs.push(res);
  }
  return { runs, wall: median(runs.map((r) => r.wallMs)), cpu: median(runs.map((r) => r.cpuMs)), rss: Math.max(...runs.map((r) => r.peakRssMB)) };
}

/**
 * Before each run, one record gets a line of prose more (with a modification time old enough to be trusted); after the
 * runs every edited record is put back, times included, so the corpus stays as generated.
 */
function editedRuns(corpus, n, run) {
  const folder = join(corpus, 'docs/adr');
  const names = readdirSync(folder).filter((f) => f.endsWith('.md')).sort().slice(100, 100 + n);
  const originals = names.map((name) => {
    const file = join(folder, name);
    return { file, text: readFileSync(file), stat: statSync(file) };
  });
  try {
    run(); // brings the snapshot up to date with the corpus as it is
    const runs = [];
    originals.forEach(({ file, text }, i) => {
      writeFileSync(file, Buffer.concat([text, Buffer.from(`\nEdited for benchmark run ${i}.\n`)]));
      const past = Date.now() / 1000 - 600 + i;
      utimesSync(file, past, past);
      const res = run();
      parseCheck(res);
      runs.push(res);
    });
    return { runs, wall: median(runs.map((r) => r.wallMs)), rss: Math.max(...runs.map((r) => r.peakRssMB)) };
  } finally {
    for (const { file, text, stat } of originals) {
      writeFileSync(file, text);
      utimesSync(file, stat.atime, stat.mtime);
    }
  }
}

/**
 * Before each run, every file of the corpus gets new times (bytes untouched), as a fresh checkout gives them; each run
 * must print `expected`. The times are put back afterwards.
 */
function newTimesRuns(corpus, n, run, expected) {
  const files = readdirSync(corpus, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath ?? d.path, d.name));
  const stats = files.map((file) => statSync(file));
  try {
    run(); // a snapshot of the corpus as it is
    let i = 0;
    return timed(n, () => {
      const past = Date.now() / 1000 - 3600 + i++;
      for (const file of files) utimesSync(file, past, past);
      return run();
    }, expected);
  } finally {
    files.forEach((file, k) => utimesSync(file, stats[k].atime, stats[k].mtime));
  }
}

/** One extra run under --cpu-prof; the top self-time functions point at the hot spot. */
function profileCheck(args, repo, outDir, env) {
  const dir = join(outDir, 'cpu-profile');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const res = runNode(['--cpu-prof', '--cpu-prof-dir', dir, ...args], { cwd: repo, env });
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) return { error: `no profile written (exit ${res.exitCode})` };
  return { profile: join(dir, file), ...topSelfTime(join(dir, file), 12) };
}

export function benchMarkdownlint({ repo, corpus, oursMs, oursCpuMs }) {
  const bin = join(repo, 'node_modules/markdownlint-cli2/markdownlint-cli2-bin.mjs');
  const res = runNode([bin, '**/*.md'], { cwd: corpus, timeoutMs: 600_000 });
  if (res.exitCode !== 0 && res.exitCode !== 1) {
    throw new Error(`markdownlint-cli2 exited ${res.exitCode ?? res.signal}: ${tail(res.stderr)}`);
  }
  const summary = /Linting: (\d+) file/.exec(res.stderr + res.stdout);
  const rows = [
    { id: 'peer.markdownlint.wall', label: 'peer: markdownlint-cli2 on the same .md files (1 run)', value: round(res.wallMs, 0), unit: 'ms' },
    { id: 'peer.markdownlint.rss', label: 'peer: markdownlint-cli2 peak RSS', value: round(res.peakRssMB, 1), unit: 'MB' },
    { id: 'peer.markdownlint.cpu', label: 'peer: markdownlint-cli2 CPU time user+sys', value: round(res.cpuMs, 0), unit: 'ms' },
  ];
  if (Number.isFinite(oursMs)) {
    rows.push({ id: 'peer.ratio', label: 'ratio peer / ours (wall)', value: round(res.wallMs / oursMs, 1), unit: '×' });
  }
  if (Number.isFinite(oursCpuMs)) {
    rows.push({ id: 'peer.ratio.cpu', label: 'ratio peer / ours (CPU time)', value: round(res.cpuMs / oursCpuMs, 1), unit: '×' });
  }
  return { rows, details: { filesLinted: summary ? Number(summary[1]) : undefined, exitCode: res.exitCode } };
}
