// (a) `adr-lens check --json` as a whole cold process, and (b) markdownlint-cli2 on the same Markdown files.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
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
  const warm = runNode(args, { cwd: repo }); // fills the page cache; not timed
  const findings = parseCheck(warm);
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const res = runNode(args, { cwd: repo });
    parseCheck(res);
    runs.push(res);
  }
  const wall = median(runs.map((r) => r.wallMs));
  const rss = Math.max(...runs.map((r) => r.peakRssMB));
  const result = {
    rows: [
      { id: 'cli.check.wall', label: 'CLI check --json, cold process (median of 5)', value: round(wall, 0), unit: 'ms', target: { max: 500 } },
      { id: 'cli.check.rss', label: 'CLI check --json, peak RSS (max of 5)', value: round(rss, 1), unit: 'MB', target: { max: 150 } },
      { id: 'cli.check.cpu', label: 'CLI check --json, CPU time user+sys (median, informational)', value: round(median(runs.map((r) => r.cpuMs)), 0), unit: 'ms' },
    ],
    details: { runsMs: runs.map((r) => round(r.wallMs, 1)), cpuMs: runs.map((r) => round(r.cpuMs, 0)), rssMB: runs.map((r) => round(r.peakRssMB, 1)), rssMethod, exitCode: runs[0].exitCode, diagnostics: findings },
    wallMs: wall,
    cpuMs: median(runs.map((r) => r.cpuMs)),
  };
  if (profile || wall > 500) result.details.hotSpots = profileCheck(args, repo, outDir);
  return result;
}

/** One extra run under --cpu-prof; the top self-time functions point at the hot spot. */
function profileCheck(args, repo, outDir) {
  const dir = join(outDir, 'cpu-profile');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const res = runNode(['--cpu-prof', '--cpu-prof-dir', dir, ...args], { cwd: repo });
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
