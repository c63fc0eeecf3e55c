// Memory of a one-shot run. V8 doubles the young generation whenever many objects survive a scavenge, and a load
// is exactly that (every parsed record survives), so the young generation grows to its 2 × 16 MB maximum and stays
// there: ~25 MB of resident memory that buys nothing, since survivors are copied out either way. Keeping it at
// its starting size measured the same CPU time on the 10,000-record check (1.79 vs 1.76 s) and 176 → 147 MB peak.
// The servers (lsp, mcp) are long-lived and keep V8's defaults. Imported first by cli/main.ts: it acts on import.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Node majors where --semi-space-growth-factor is known to exist: elsewhere V8 would print an error for it. */
const TESTED_NODE_MAJORS = new Set([18, 20, 22, 24]);

/** Applied on import, before the rest of the bundle allocates anything, unless the command starts a server. */
export function keepYoungGenerationSmall(argv: readonly string[]): void {
  const command = argv.find((a) => !a.startsWith('-'));
  if (command === 'lsp' || command === 'mcp') return;
  const major = Number(process.versions.node.split('.')[0]);
  if (!TESTED_NODE_MAJORS.has(major)) return;
  try {
    setFlagsFromString('--semi-space-growth-factor=1');
  } catch {
    // Only memory is at stake.
  }
}

keepYoungGenerationSmall(process.argv.slice(2));

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
