// Memory of a one-shot run. V8 doubles the young generation whenever many objects survive a scavenge, and a load
// is exactly that (every parsed record survives), so the young generation grows to its 2 × 16 MB maximum and stays
// there: ~25 MB of resident memory that buys nothing, since survivors are copied out either way. Keeping it at
// its starting size measured the same CPU time on the 10,000-record check (1.79 vs 1.76 s) and 176 → 147 MB peak.
// The servers (lsp, mcp) are long-lived and keep V8's defaults. The CLI's start (cli/bin.ts) sets the flags before
// it compiles the CLI, as the code cache requires (boot/run-bundle.ts).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Node majors where --semi-space-growth-factor is known to exist: elsewhere V8 would print an error for it. */
const TESTED_NODE_MAJORS = new Set([18, 20, 22, 24]);

/**
 * The V8 flags of a CLI run, unless the command starts a server. `--expose-gc` is for collectGarbage below, set from
 * the start: a flag set later would make the code cache taken at the end one that the next start rejects.
 */
export function oneShotV8Flags(argv: readonly string[], nodeVersion = process.versions.node): string[] {
  const command = argv.find((a) => !a.startsWith('-'));
  if (command === 'lsp' || command === 'mcp') return [];
  const major = Number(nodeVersion.split('.')[0]);
  return TESTED_NODE_MAJORS.has(major) ? ['--semi-space-growth-factor=1', '--expose-gc'] : ['--expose-gc'];
}

/**
 * A full collection now. Writing a snapshot after the answer allocates a few MB while the heap still holds what the
 * judgement left for dead; V8 would grow the heap for it rather than collect first. Collecting before the write keeps a
 * first run's peak at that of a run without snapshots (10,000 records: ~154 -> ~150 MB, 3 runs each; ~40 ms).
 */
export function collectGarbage(): void {
  try {
    setFlagsFromString('--expose-gc');
    (runInNewContext('gc') as () => void)();
  } catch {
    // Only memory is at stake.
  }
}
