// The judge runs the rules over the index and keeps diagnostics per path, so an edit re-runs only
// what it affects: record and citing rules for the affected documents, workspace rules in full (O(n)).
import { throwIfCancelled } from '../types.js';
import type { CancellationSignal, CitingDocument, DecisionRecord, Diagnostic, Range, RuleDefinition, Severity } from '../types.js';
import type { DecisionIndex, DiagnosticDraft, Judge, RuleModule } from '../model.js';
import type { JudgeState } from '../index/snapshot.js';
import { allRules, findRule } from './registry.js';
import { ruleSetting } from './define.js';
import type { JudgeRuleContext, RunResolution } from './context.js';
import { isUnparsable } from './problems.js';
import { collectionsWhoseSectionHabitMoved } from './missing-sections.js';

interface ActiveRule {
  module: RuleModule;
  severity: Severity;
  /** One context per rule per run (shared memo), not one per document. */
  ctx: JudgeRuleContext;
  /** A parse rule speaks on records whose content could not be read; the others stay quiet there. */
  parse: boolean;
}

/** The rules of one run, split by what they check, so the per-document loops skip nothing. */
interface ActiveRules {
  record: ActiveRule[];
  citing: ActiveRule[];
  workspace: ActiveRule[];
}

/** Returned for a document without diagnostics; never stored or handed out (empty lists are not kept). */
const NONE: Diagnostic[] = [];

export function createJudge(index: DecisionIndex, rules: readonly RuleModule[] = allRules): Judge {
  /** Diagnostics from record and citing rules, keyed by the document judged. */
  let byDocument = new Map<string, Diagnostic[]>();
  /** Diagnostics from workspace rules (duplicates, cycles, config), keyed by the path they are on. */
  let byWorkspace = new Map<string, Diagnostic[]>();
  let sortedAll: Diagnostic[] | undefined;
  /** Findings restored from a snapshot, still to decode: most starts of a server that answers agents never ask. */
  let pending: (() => JudgeState | undefined) | undefined;
  /** The restored findings in hand; when they do not decode, everything is judged instead. */
  const held = (): void => {
    if (!pending) return;
    const take = pending;
    pending = undefined;
    const state = take();
    if (state) {
      byDocument = new Map(state.byDocument);
      byWorkspace = new Map(state.byWorkspace);
      sortedAll = undefined;
    } else judgeAll();
  };
  /** Per path, the record as of the last workspace pass: workspace rules re-run only when its shape changes. */
  let shapes: Map<string, DecisionRecord> | undefined = new Map();
  /** The records as the index holds them now: what restored findings were judged over (see restoreState). */
  const currentShapes = (): Map<string, DecisionRecord> => {
    if (!shapes) {
      shapes = new Map();
      for (const record of index.records()) shapes.set(record.path, record);
    }
    return shapes;
  };
  let lastConfigSignature = '';

  function configSignature(): string {
    return JSON.stringify([index.config.rules, index.configProblems]);
  }

  function activeRules(signal?: CancellationSignal, full = false): ActiveRules {
    const overrides = index.config.rules ?? {};
    const run = new Map<string, unknown>();
    const resolution: RunResolution = { byTarget: new Map(), byFolder: new Map() };
    const active: ActiveRules = { record: [], citing: [], workspace: [] };
    for (const module of rules) {
      const setting = ruleSetting(overrides, module.definition);
      if (setting === 'off') continue;
      const rule: ActiveRule = { module, severity: setting, ctx: { index, severity: setting, signal, run, resolution, full }, parse: module.definition.tags.includes('parse') };
      if (module.checkRecord) active.record.push(rule);
      if (module.checkCiting) active.citing.push(rule);
      if (module.checkWorkspace) active.workspace.push(rule);
    }
    return active;
  }

  function finish(draft: DiagnosticDraft, rule: ActiveRule): Diagnostic {
    const d: Diagnostic = {
      path: draft.path,
      range: draft.range,
      severity: draft.severity ?? rule.severity,
      ruleId: rule.module.definition.id,
      rule: rule.module.definition.name,
      message: draft.message,
    };
    if (draft.fixes?.length) d.fixes = draft.fixes;
    if (draft.related?.length) d.related = draft.related;
    if (draft.tags?.length) d.tags = draft.tags;
    return d;
  }

  /** A rule that throws must not take the server down: its failure becomes a visible diagnostic. */
  function failure(rule: ActiveRule, path: string, error: unknown): Diagnostic {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      path,
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      severity: 'info',
      ruleId: rule.module.definition.id,
      rule: rule.module.definition.name,
      message: `Rule ${rule.module.definition.name} could not check ${path} (${reason}); the other rules still ran. Please report this.`,
    };
  }

  function collect(rule: ActiveRule, drafts: DiagnosticDraft[] | undefined, out: Diagnostic[] | undefined): Diagnostic[] | undefined {
    if (!drafts || drafts.length === 0) return out;
    out ??= [];
    for (const draft of drafts) out.push(finish(draft, rule));
    return out;
  }

  /** Diagnostics of one document from record/citing rules; undefined when the index no longer holds it. */
  function judgeDocument(path: string, active: ActiveRules): Diagnostic[] | undefined {
    const record = index.recordByPath(path);
    if (record) return judgeRecord(record, active);
    const citing = index.citingDocument(path);
    return citing ? judgeCiting(citing, active) : undefined;
  }

  function judgeRecord(record: DecisionRecord, active: ActiveRules): Diagnostic[] {
    // An unread file (binary, too large, unreadable) has no content to judge: only the parse rules speak.
    return runRules(active.record, record.path, (rule) => rule.module.checkRecord!(record, rule.ctx), isUnparsable(record));
  }

  function judgeCiting(citing: CitingDocument, active: ActiveRules): Diagnostic[] {
    return runRules(active.citing, citing.path, (rule) => rule.module.checkCiting!(citing, rule.ctx), false);
  }

  /** One document's diagnostics from `rules` (only the parse rules when `parseOnly`), sorted; a rule that throws becomes a finding. */
  function runRules(rules: ActiveRule[], path: string, check: (rule: ActiveRule) => DiagnosticDraft[], parseOnly: boolean): Diagnostic[] {
    let out: Diagnostic[] | undefined;
    for (const rule of rules) {
      if (parseOnly && !rule.parse) continue;
      try {
        out = collect(rule, check(rule), out);
      } catch (error) {
        (out ??= []).push(failure(rule, path, error));
      }
    }
    if (!out) return NONE;
    return out.length > 1 ? sortDiagnostics(out) : out;
  }

  function judgeWorkspace(active: ActiveRules, signal?: CancellationSignal): Map<string, Diagnostic[]> {
    const out = new Map<string, Diagnostic[]>();
    const configPath = index.configProblems[0]?.path ?? '.adr-lens.json';
    for (const rule of active.workspace) {
      throwIfCancelled(signal);
      let found: Diagnostic[] | undefined;
      try {
        found = collect(rule, rule.module.checkWorkspace!(rule.ctx), undefined);
      } catch (error) {
        found = [failure(rule, configPath, error)];
      }
      for (const d of found ?? NONE) {
        const list = out.get(d.path);
        if (list) list.push(d);
        else out.set(d.path, [d]);
      }
    }
    for (const list of out.values()) sortDiagnostics(list);
    return out;
  }

  function judgeAll(signal?: CancellationSignal): Diagnostic[] {
    const active = activeRules(signal, true);
    const documents = new Map<string, Diagnostic[]>();
    // The records and documents in hand are judged as they are: no look-up by path per document.
    for (const record of index.records()) {
      throwIfCancelled(signal);
      const list = judgeRecord(record, active);
      if (list.length) documents.set(record.path, list);
    }
    for (const citing of index.citingDocuments()) {
      throwIfCancelled(signal);
      // A path that is a record was judged as one (judgeDocument prefers the record too).
      if (documents.has(citing.path) || index.recordByPath(citing.path)) continue;
      const list = judgeCiting(citing, active);
      if (list.length) documents.set(citing.path, list);
    }
    const workspace = judgeWorkspace(active, signal);
    const nextShapes = new Map<string, DecisionRecord>();
    for (const record of index.records()) nextShapes.set(record.path, record);
    // Commit only a complete judgement: a cancelled run leaves the previous diagnostics intact.
    pending = undefined;
    byDocument = documents;
    byWorkspace = workspace;
    shapes = nextShapes;
    lastConfigSignature = configSignature();
    sortedAll = undefined;
    return all();
  }

  function rejudge(affected: string[], signal?: CancellationSignal): string[] {
    held();
    const active = activeRules(signal);
    // Workspace rules read only a record's shape (see sameShape); when no affected record's shape
    // changed (typing in prose), their results stand and the O(n) pass is skipped.
    let shapeChanged = false;
    let chainsMoved = false;
    const shapeUpdates = new Map<string, DecisionRecord | undefined>();
    const paths = new Set(affected);
    for (const path of affected) {
      const record = index.recordByPath(path);
      const before = currentShapes().get(path);
      shapeUpdates.set(path, record);
      if (record === before) continue;
      if (movesChains(record, before)) chainsMoved = true;
      // missing-sections holds a record to the sections its collection's records mostly have: another record's
      // sections changing can change that.
      for (const collection of collectionsWhoseSectionHabitMoved(index.records(), record, before)) {
        for (const other of index.records()) if (other.collection === collection) paths.add(other.path);
      }
      const sameForWorkspace = record !== undefined && before !== undefined && sameShape(record, before);
      if (sameForWorkspace && record.lifecycle === before.lifecycle) continue;
      // No workspace rule reads the lifecycle: a status edit re-judges the chain's citers, not the O(n) pass.
      if (!sameForWorkspace) shapeChanged = true;
      // A new status or relation can move the end of a supersede chain: whoever cites an earlier record
      // of the chain is told a different current decision.
      if (record) for (const path of citersOfPredecessors(index, record)) paths.add(path);
    }
    // A key that moved (retitled number, record added or removed) re-points bare ids that several records share,
    // and a changed supersede relation re-links chains; the records on either end are among the affected, but
    // records whose own text did not change can now have another successor. Whoever cites them, or what they
    // supersede, is told a different current decision.
    if (chainsMoved) {
      for (const path of affected) {
        const record = index.recordByPath(path);
        if (!record) continue;
        for (const citation of index.citationsOf(record)) paths.add(citation.path);
        for (const p of citersOfPredecessors(index, record)) paths.add(p);
      }
    }
    const documentUpdates = new Map<string, Diagnostic[] | undefined>();
    for (const path of paths) {
      throwIfCancelled(signal);
      documentUpdates.set(path, judgeDocument(path, active));
    }
    const configChanged = configSignature() !== lastConfigSignature;
    const workspace = shapeChanged || configChanged ? judgeWorkspace(active, signal) : byWorkspace;
    for (const [path, next] of shapeUpdates) {
      if (next === undefined) currentShapes().delete(path);
      else currentShapes().set(path, next);
    }
    lastConfigSignature = configSignature();

    const changed = new Set<string>();
    for (const [path, next] of documentUpdates) {
      const before = byDocument.get(path) ?? [];
      const after = next ?? [];
      if (!sameDiagnostics(before, after)) changed.add(path);
      if (after.length) byDocument.set(path, after);
      else byDocument.delete(path);
    }
    for (const path of new Set([...byWorkspace.keys(), ...workspace.keys()])) {
      if (!sameDiagnostics(byWorkspace.get(path) ?? [], workspace.get(path) ?? [])) changed.add(path);
    }
    byWorkspace = workspace;
    if (changed.size) sortedAll = undefined;
    return [...changed].sort();
  }

  function diagnosticsFor(path: string): Diagnostic[] {
    held();
    const own = byDocument.get(path) ?? [];
    const workspace = byWorkspace.get(path);
    return workspace ? sortDiagnostics([...own, ...workspace]) : [...own];
  }

  function all(): Diagnostic[] {
    held();
    if (!sortedAll) {
      const list: Diagnostic[] = [];
      for (const l of byDocument.values()) list.push(...l);
      for (const l of byWorkspace.values()) list.push(...l);
      sortedAll = list.sort(compareWithPath);
    }
    return sortedAll.slice();
  }

  return {
    judgeAll,
    rejudge,
    exportState: () => {
      held();
      return { byDocument: [...byDocument], byWorkspace: [...byWorkspace] };
    },
    restoreState(state, shapesNow) {
      pending = typeof state === 'function' ? state : () => state;
      byDocument = new Map();
      byWorkspace = new Map();
      // Taken from the index when first needed (a replay that is never re-judged never reads it), or now, when the
      // index is about to change under the findings.
      shapes = undefined;
      if (shapesNow) currentShapes();
      lastConfigSignature = configSignature();
      sortedAll = undefined;
    },
    diagnosticsFor,
    all,
    rules: (): RuleDefinition[] => rules.map((r) => r.definition),
    rule: (idOrName: string) =>
      (rules === allRules ? findRule(idOrName) : rules.find((r) => r.definition.id === idOrName || r.definition.name === idOrName))?.definition,
  };
}

function compare(a: Diagnostic, b: Diagnostic): number {
  return (
    a.range.start.line - b.range.start.line ||
    a.range.start.character - b.range.start.character ||
    (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0) ||
    (a.message < b.message ? -1 : a.message > b.message ? 1 : 0)
  );
}

function compareWithPath(a: Diagnostic, b: Diagnostic): number {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : compare(a, b);
}

function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return list.sort(compare);
}

function sameDiagnostics(a: Diagnostic[], b: Diagnostic[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (JSON.stringify(a[i]) !== JSON.stringify(b[i])) return false;
  return true;
}

/**
 * Whether two versions of a record look the same to workspace rules (duplicate number/title, supersede cycles),
 * positions included, since their diagnostics sit on titles and relations.
 */
function sameShape(a: DecisionRecord, b: DecisionRecord): boolean {
  if (a.key !== b.key || a.collection !== b.collection || a.number !== b.number) return false;
  // Whether a record has a status at all (not which): missing-status judges collections by it.
  if ((a.status === undefined) !== (b.status === undefined)) return false;
  // Whether it has a date at all: missing-date judges collections by it too.
  if ((a.dates.length === 0) !== (b.dates.length === 0)) return false;
  if (a.title.value !== b.title.value || !sameRange(a.title.range, b.title.range)) return false;
  if (a.relations.length !== b.relations.length) return false;
  for (let i = 0; i < a.relations.length; i++) {
    const x = a.relations[i]!;
    const y = b.relations[i]!;
    if (x.kind !== y.kind || x.targetKey !== y.targetKey || x.href !== y.href || x.condition !== y.condition || !sameRange(x.range, y.range)) return false;
  }
  return true;
}

/** Whether an edit can change which record a citation resolves to, or who succeeds whom. */
function movesChains(record: DecisionRecord | undefined, before: DecisionRecord | undefined): boolean {
  if (!record || !before) return true;
  if (record.key !== before.key || record.collection !== before.collection) return true;
  const a = record.relations.filter(isSupersede);
  const b = before.relations.filter(isSupersede);
  if (a.length !== b.length) return true;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.kind !== y.kind || x.targetKey !== y.targetKey || x.href !== y.href || x.condition !== y.condition) return true;
  }
  return false;
}

function isSupersede(relation: DecisionRecord['relations'][number]): boolean {
  return relation.kind === 'supersedes' || relation.kind === 'superseded-by';
}

function sameRange(a: Range, b: Range): boolean {
  return a.start.line === b.start.line && a.start.character === b.start.character && a.end.line === b.end.line && a.end.character === b.end.character;
}

/** Documents citing records that this record (transitively) supersedes; bounded so a huge chain stays cheap. */
function citersOfPredecessors(index: DecisionIndex, record: DecisionRecord, limit = 500): string[] {
  const seen = new Set<DecisionRecord>([record]);
  const queue = [record];
  const out = new Set<string>();
  while (queue.length && seen.size < limit) {
    const current = queue.shift()!;
    const predecessors: DecisionRecord[] = [];
    for (const relation of current.relations) {
      if (relation.kind !== 'supersedes') continue;
      const target = index.resolve(relation, current.path);
      if (target) predecessors.push(target);
    }
    for (const citation of index.citationsOf(current)) {
      const from = citation.fromRecord;
      if (from && from.relations.some((r) => r.kind === 'superseded-by' && index.resolve(r, from.path) === current)) predecessors.push(from);
    }
    for (const p of predecessors) {
      if (seen.has(p)) continue;
      seen.add(p);
      queue.push(p);
      for (const c of index.citationsOf(p)) out.add(c.path);
    }
  }
  return [...out];
}
