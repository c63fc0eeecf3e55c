// Per-run memo for facts several records share (e.g. "does any named code path exist at all"),
// so a record-scope rule stays O(1) per record during judgeAll instead of rescanning the workspace.
import type { RuleContext } from '../model.js';
import type { DecisionRecord, Reference, Relation } from '../types.js';

export interface JudgeRuleContext extends RuleContext {
  /** Shared by every rule in one judgeAll/rejudge run; discarded afterwards. */
  run?: Map<string, unknown>;
  /** index.resolve answers of this run, per reference or relation object (null: resolves to nothing). */
  resolved?: Map<Reference | Relation, DecisionRecord | null>;
}

export function memo<T>(ctx: RuleContext, key: string, compute: () => T): T {
  const run = (ctx as JudgeRuleContext).run;
  if (!run) return compute();
  const hit = run.get(key);
  if (hit !== undefined || run.has(key)) return hit as T;
  const value = compute();
  run.set(key, value);
  return value;
}

/** index.resolve, once per citation per run: several rules ask about the same references and relations. */
export function resolveTarget(ctx: RuleContext, target: Reference | Relation, fromPath: string): DecisionRecord | undefined {
  const cache = (ctx as JudgeRuleContext).resolved;
  if (!cache) return ctx.index.resolve(target, fromPath);
  const hit = cache.get(target);
  if (hit !== undefined) return hit ?? undefined;
  const found = ctx.index.resolve(target, fromPath);
  cache.set(target, found ?? null);
  return found;
}
