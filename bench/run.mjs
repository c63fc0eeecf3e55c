#!/usr/bin/env node
// `npm run bench`: measures ADR Lens on the generated 10,000-record corpus and prints a table of
// measured value, target and a pass/miss marker, with markdownlint-cli2 run on the same files as
// the peer. It is a report: a missed target never fails the process; a harness error exits 2.
//
//   node bench/run.mjs [--records N] [--only cli,peer,incremental,lsp,mcp,small] [--profile] [--json]
//
// Each section runs in its own child process (`--section NAME`), so one section's heap and GC
// never disturb another's timings. Results also go to bench/out/latest.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureCorpus } from './generate-corpus.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..');
const outDir = join(here, 'out');

const SECTIONS = [
  { name: 'cli', needs: 'dist/cli.js', title: '(a) CLI cold check' },
  { name: 'peer', needs: 'node_modules/markdownlint-cli2/markdownlint-cli2-bin.mjs', title: '(b) peer: markdownlint-cli2' },
  { name: 'incremental', needs: 'dist/engine.js', title: '(c) incremental re-check' },
  { name: 'lsp', needs: 'dist/language-server.js', title: '(d) language server' },
  { name: 'mcp', needs: 'dist/mcp-server.js', title: '(e) MCP server' },
  { name: 'small', needs: 'dist/cli.js', title: '(f) a repository of ordinary size: examples/' },
];

function parseArgs(argv) {
  const opts = { records: 10000, only: undefined, profile: false, section: undefined, corpus: undefined, input: undefined };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new UsageError(`${a} needs a value`);
      return argv[++i];
    };
    if (a === '--records') opts.records = Number(value());
    else if (a === '--only') opts.only = value().split(',');
    else if (a === '--profile') opts.profile = true;
    else if (a === '--section') opts.section = value();
    else if (a === '--corpus') opts.corpus = value();
    else if (a === '--input') opts.input = JSON.parse(value());
    else if (a === '--help' || a === '-h') {
      console.log('usage: node bench/run.mjs [--records N] [--only cli,peer,incremental,lsp,mcp,small] [--profile]');
      process.exit(0);
    } else throw new UsageError(`unknown argument ${a}`);
  }
  if (!Number.isInteger(opts.records) || opts.records < 250) throw new UsageError('--records must be an integer ≥ 250');
  const unknown = opts.only?.filter((s) => !SECTIONS.some((x) => x.name === s));
  if (unknown?.length) throw new UsageError(`unknown section(s) ${unknown.join(', ')}; sections: ${SECTIONS.map((s) => s.name).join(', ')}`);
  return opts;
}

class UsageError extends Error {}

/** Child mode: run one section and print its JSON result on stdout. */
async function runSection(name, corpus, input, profile) {
  const stamp = JSON.parse(readFileSync(join(corpus, '.bench-corpus.json'), 'utf8'));
  const ctx = { repo, corpus, collections: stamp.collections, outDir, profile, ...input };
  let result;
  if (name === 'cli') result = (await import('./bench-cli.mjs')).benchCliCheck(ctx);
  else if (name === 'peer') result = (await import('./bench-cli.mjs')).benchMarkdownlint(ctx);
  else if (name === 'incremental') result = (await import('./bench-incremental.mjs')).benchIncremental(ctx);
  else if (name === 'lsp') result = await (await import('./bench-lsp.mjs')).benchLsp(ctx);
  else if (name === 'mcp') result = await (await import('./bench-mcp.mjs')).benchMcp(ctx);
  else if (name === 'small') result = (await import('./bench-small.mjs')).benchSmallWorkspace(ctx);
  else throw new UsageError(`unknown section ${name}`);
  process.stdout.write(JSON.stringify(result));
}

function spawnSection(name, corpus, input, profile) {
  const args = [fileURLToPath(import.meta.url), '--section', name, '--corpus', corpus, '--input', JSON.stringify(input ?? {})];
  if (profile) args.push('--profile');
  const res = spawnSync(process.execPath, args, { cwd: repo, encoding: 'utf8', maxBuffer: 1 << 28, timeout: 900_000 });
  if (res.status !== 0) {
    const why = (res.stderr || res.stdout || res.error?.message || `exit ${res.status ?? res.signal}`).trim().split('\n').slice(-6).join('\n');
    return { error: why };
  }
  try {
    return JSON.parse(res.stdout);
  } catch {
    return { error: `section printed no JSON: ${res.stdout.slice(-300)}` };
  }
}

const MARK = { pass: '✓', miss: '✗', info: '·', error: '!', skipped: '-' };

function verdict(row) {
  if (!row.target) return 'info';
  if (!Number.isFinite(row.value)) return 'miss';
  return row.value <= row.target.max ? 'pass' : 'miss';
}

function printTable(groups) {
  const lines = [];
  const w = { label: 70, value: 12, target: 10 };
  lines.push(`${'measure'.padEnd(w.label)} ${'value'.padStart(w.value)} ${'target'.padStart(w.target)}  ok`);
  lines.push('-'.repeat(w.label + w.value + w.target + 6));
  for (const g of groups) {
    lines.push(g.title);
    if (g.skipped) lines.push(`  ${MARK.skipped} skipped: ${g.skipped}`);
    if (g.error) lines.push(...`  ${MARK.error} error: ${g.error}`.split('\n').map((l) => `  ${l}`));
    for (const row of g.rows ?? []) {
      const v = Number.isFinite(row.value) ? `${row.value} ${row.unit}` : String(row.value);
      const t = row.target ? `≤ ${row.target.max} ${row.unit}` : '';
      lines.push(`  ${row.label.padEnd(w.label - 2)} ${v.padStart(w.value)} ${t.padStart(w.target)}  ${MARK[row.verdict]}`);
    }
  }
  console.log(lines.join('\n'));
}

function hotSpotLines(details) {
  const spots = details?.hotSpots;
  if (!spots?.top?.length) return [];
  const line = (t, name) => `  ${String(t.selfMs).padStart(7)} ms ${String(t.share).padStart(5)}%  ${name}`;
  return [
    '',
    `CLI check hot spots (self time of one --cpu-prof run, ${spots.totalMs} ms sampled) — by function:`,
    ...spots.top.map((t) => line(t, `${t.fn}  (${t.where})`)),
    'by source module:',
    ...spots.modules.slice(0, 8).map((t) => line(t, t.where)),
  ];
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (opts.section) return runSection(opts.section, opts.corpus, opts.input, opts.profile);

  const { dir: corpus, stamp, generated } = ensureCorpus(opts.records, { log: (m) => console.error(m) });
  console.log(
    `ADR Lens benchmarks — corpus ${corpus} (${generated ? 'generated' : 'reused'}): ${stamp.records} records in ${stamp.collections.length} collections, ` +
      `${stamp.codeFiles} code files, ${(stamp.bytes / 1e6).toFixed(1)} MB; ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}\n`,
  );

  const load = loadavg();
  if (load[0] > cpus().length) {
    console.log(`note: load average ${load.map((x) => x.toFixed(1)).join(' ')} on ${cpus().length} CPUs — other work is competing; wall times will be inflated (CPU times less so).\n`);
  }
  const groups = [];
  let oursMs;
  let oursCpuMs;
  for (const s of SECTIONS) {
    if (opts.only && !opts.only.includes(s.name)) continue;
    const group = { name: s.name, title: s.title };
    groups.push(group);
    if (!existsSync(join(repo, s.needs))) {
      group.skipped = `${s.needs} missing (npm run build)`;
      continue;
    }
    process.stderr.write(`running ${s.title} …\n`);
    const result = spawnSection(s.name, corpus, s.name === 'peer' ? { oursMs, oursCpuMs } : {}, opts.profile);
    if (result.error) group.error = result.error;
    group.rows = (result.rows ?? []).map((r) => ({ ...r, verdict: verdict(r) }));
    group.details = result.details;
    if (s.name === 'cli') {
      oursMs = result.wallMs;
      oursCpuMs = result.cpuMs;
    }
  }

  printTable(groups);
  const extra = hotSpotLines(groups.find((g) => g.name === 'cli')?.details);
  if (extra.length) console.log(extra.join('\n'));
  const rows = groups.flatMap((g) => g.rows ?? []);
  const tally = { pass: 0, miss: 0, info: 0 };
  for (const r of rows) tally[r.verdict]++;
  const errors = groups.filter((g) => g.error).length;
  console.log(`\n${tally.pass} met, ${tally.miss} missed, ${errors} section error(s), ${groups.filter((g) => g.skipped).length} skipped. Details: bench/out/${opts.only ? 'latest-partial.json' : 'latest.json'}`);

  mkdirSync(outDir, { recursive: true });
  const report = {
    when: new Date().toISOString(),
    machine: { loadAverageAtStart: load, cpus: cpus().length, cpuModel: cpus()[0]?.model, memoryGB: Math.round(totalmem() / 1e9), node: process.version, platform: process.platform },
    corpus: { dir: corpus, ...stamp, sampleCodePaths: undefined },
    sections: groups,
    figures: Object.fromEntries(rows.map((r) => [r.id, { value: r.value, unit: r.unit, target: r.target?.max, verdict: r.verdict }])),
  };
  // A partial run never overwrites the last full report.
  const file = opts.only ? 'latest-partial.json' : 'latest.json';
  writeFileSync(join(outDir, file), `${JSON.stringify(report, null, 2)}\n`);
  process.exitCode = errors ? 2 : 0;
}

main().catch((err) => {
  console.error(err instanceof UsageError ? `bench: ${err.message}` : `bench: harness error: ${err?.stack ?? err}`);
  process.exitCode = 2;
});
