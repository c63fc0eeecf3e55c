// Per-run memo for facts several records share (e.g. "does any named code path exist at all"),
// so a record-scope rule stays O(1) per record during judgeAll instead of rescanning the workspace.
import type { RuleContext } from '../model.js';

export interface JudgeRuleContext extends RuleContext {
  /** Shared by every rule in one judgeAll/rejudge run; discarded afterwards. */
  run?: Map<string, unknown>;
}

export function memo<T>(ctx: RuleContext, key: string, compute: () => T): T {
  const run = (ctx as JudgeRuleContext).run;
  if (!run) return compute();
  if (run.has(key)) return run.get(key) as T;
  const value = compute();
  run.set(key, value);
  return value;
}
