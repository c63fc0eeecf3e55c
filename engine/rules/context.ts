// Per-run memo for facts several records share (e.g. "does any named code path exist at all"),
// so a record-scope rule stays O(1) per record during judgeAll instead of rescanning the workspace.
import type { RuleContext } from '../model.js';
import type { DecisionRecord, Reference, Relation } from '../types.js';

export interface JudgeRuleContext extends RuleContext {
  /** Shared by every rule in one judgeAll/rejudge run; discarded afterwards. */
  run?: Map<string, unknown>;
  /** Resolution answers shared by every rule in one run. */
  resolution?: RunResolution;
  /** The run judges every document (judgeAll): a table over all records costs less than asking per key. */
  full?: boolean;
}

export interface RunResolution {
  /** index.resolve answers per relation (null: resolves to nothing). */
  byTarget: Map<Reference | Relation, DecisionRecord | null>;
  /** Bare ids per citing folder and key: the index ranks namesakes by the citing file's folder, so the answer is the same for a whole folder. */
  byFolder: Map<string, Map<string, DecisionRecord | null>>;
  /** The folder map of the document asked about last: rules go through one document's citations in a row. */
  lastPath?: string;
  lastFolder?: Map<string, DecisionRecord | null>;
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

const NO_RECORDS: readonly DecisionRecord[] = [];

/**
 * Records whose key is `key`, in any collection: exactly those a bare id can resolve to, so "resolves to nothing"
 * and "cannot resolve to a superseded record" are answered without ranking namesakes by the citing folder.
 */
export function namesakes(ctx: RuleContext, key: string): readonly DecisionRecord[] {
  const judge = ctx as JudgeRuleContext;
  if (!judge.run) return ctx.index.recordsByKey(key).filter((r) => r.key === key);
  if (judge.full) {
    const table = memo(ctx, 'namesakes:all', () => {
      const byKey = new Map<string, DecisionRecord[]>();
      for (const record of ctx.index.records()) {
        const list = byKey.get(record.key);
        if (list) list.push(record);
        else byKey.set(record.key, [record]);
      }
      return byKey;
    });
    return table.get(key) ?? NO_RECORDS;
  }
  // A few documents re-judged: one index look-up per key asked about, not a pass over every record.
  const asked = memo(ctx, 'namesakes:asked', () => new Map<string, readonly DecisionRecord[]>());
  let list = asked.get(key);
  if (!list) {
    // The index looks keys up lower-cased; resolution compares them as written.
    list = ctx.index.recordsByKey(key).filter((r) => r.key === key);
    asked.set(key, list);
  }
  return list;
}

/** index.resolve, once per citation per run: several rules ask about the same references and relations. */
export function resolveTarget(ctx: RuleContext, target: Reference | Relation, fromPath: string): DecisionRecord | undefined {
  const resolution = (ctx as JudgeRuleContext).resolution;
  if (!resolution) return ctx.index.resolve(target, fromPath);
  // A citation by id is not cached by folder: one that names another project's decision (its address beside it)
  // resolves to nothing while the same id elsewhere in the folder resolves (see index.resolve).
  if (target.targetKey && !target.href && target.kind !== 'id') {
    if (resolution.lastPath !== fromPath || !resolution.lastFolder) {
      const folder = fromPath.slice(0, fromPath.lastIndexOf('/') + 1);
      let byKey = resolution.byFolder.get(folder);
      if (!byKey) resolution.byFolder.set(folder, (byKey = new Map()));
      resolution.lastPath = fromPath;
      resolution.lastFolder = byKey;
    }
    const hit = resolution.lastFolder.get(target.targetKey);
    if (hit !== undefined) return hit ?? undefined;
    const found = ctx.index.resolve(target, fromPath);
    resolution.lastFolder.set(target.targetKey, found ?? null);
    return found;
  }
  // Citations (kind "id" or "link") are resolved by one rule each in a run: caching them would cost more
  // (a map entry per citation) than it saves. Relations are asked about by several rules.
  if (target.kind === 'id' || target.kind === 'link') return ctx.index.resolve(target, fromPath);
  const cache = resolution.byTarget;
  const hit = cache.get(target);
  if (hit !== undefined) return hit ?? undefined;
  const found = ctx.index.resolve(target, fromPath);
  cache.set(target, found ?? null);
  return found;
}
