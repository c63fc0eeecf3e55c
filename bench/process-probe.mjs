// Runs a whole process and reports its wall time and peak resident memory.
//
// Peak RSS comes from the kernel's own high-water mark for the child (ru_maxrss from wait4), read
// through GNU `/usr/bin/time -f %M` when present; otherwise a `node -r rss-probe.cjs` preload writes
// process.resourceUsage().maxRSS on exit (same kernel counter, read from inside). Polling
// /proc/<pid>/status would miss growth between the last poll and exit, so it is not used.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const GNU_TIME = '/usr/bin/time';
const here = dirname(fileURLToPath(import.meta.url));

export const rssMethod = existsSync(GNU_TIME) ? 'GNU time %M (wait4 ru_maxrss)' : 'node -r rss-probe (process.resourceUsage().maxRSS)';

/** Runs `node <args>`; returns wall time (ms), CPU time (ms), peak RSS (MB), exit code and output. */
export function runNode(args, { cwd, env = process.env, timeoutMs = 300_000 } = {}) {
  const scratch = mkdtempSync(join(tmpdir(), 'adr-lens-bench-'));
  const rssFile = join(scratch, 'rss');
  let command;
  let argv;
  if (existsSync(GNU_TIME)) {
    command = GNU_TIME;
    argv = ['-f', '%M %U %S', '-o', rssFile, process.execPath, ...args];
  } else {
    command = process.execPath;
    argv = ['-r', join(here, 'rss-probe.cjs'), ...args];
    env = { ...env, ADR_LENS_BENCH_RSS_FILE: rssFile };
  }
  const started = process.hrtime.bigint();
  const res = spawnSync(command, argv, { cwd, env, timeout: timeoutMs, maxBuffer: 1 << 30, encoding: 'utf8' });
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  let peakRssMB = NaN;
  let cpuMs = NaN;
  try {
    const lines = readFileSync(rssFile, 'utf8').trim().split('\n');
    const [kb, user, sys] = lines[lines.length - 1].split(' ').map(Number);
    peakRssMB = kb / 1024;
    cpuMs = (user + sys) * 1000;
  } catch {
    // the child died before the probe could write: leave NaN, the caller reports it
  }
  rmSync(scratch, { recursive: true, force: true });
  return {
    wallMs,
    peakRssMB,
    /** user + system CPU time of the process: less sensitive than wall time to other load on the machine. */
    cpuMs,
    exitCode: res.status,
    signal: res.signal,
    error: res.error,
    stdout: res.stdout ?? '',
    stderr: res.stderr ?? '',
  };
}
