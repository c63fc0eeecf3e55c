// "Fix all": one fix per finding, as one set of edits that can be applied together. The editor's fix-all actions take
// the preferred fixes of a document; `adr-lens check --fix`, fix_decisions and the editor's workspace-wide command take
// the mechanical ones (unattended).
import type { Diagnostic, Fix, TextEdit } from '../types.js';
import { rangesIntersect } from './shared.js';

export interface FixAll {
  edits: TextEdit[];
  /** The findings whose fix is among the edits. */
  fixed: Diagnostic[];
}

export interface FixAllOptions {
  /**
   * Fixes applied across a workspace without a document in view (`adr-lens check --fix`, the editor's Fix All Decision
   * Problems in Workspace): only mechanical ones, which follow from the workspace itself (the other side of a
   * supersede, the file name's number, a misspelt status). Without it, "fix all" with the document in view takes the
   * preferred fix, or a lone one: adding "Status: Proposed" or a title taken from the file name is fine for someone
   * looking at the record, and wrong as a bulk edit (a years-old record is not proposed).
   */
  unattended?: boolean;
}

/** The fix "fix all" applies for a finding: the mechanical one when `unattended`; else the preferred one, or a lone one. */
export function preferredFix(fixes: readonly Fix[] | undefined, options: FixAllOptions = {}): Fix | undefined {
  if (!fixes?.length) return undefined;
  if (options.unattended) return fixes.find((f) => f.mechanical);
  return fixes.find((f) => f.isPreferred) ?? (fixes.length === 1 ? fixes[0] : undefined);
}

/**
 * A fix whose edits touch an edit already taken is left for another pass: applying both would corrupt the text (two
 * insertions at one point count as touching, since their order would be ambiguous). A fix is taken whole or not at
 * all: half of a two-sided supersede fix would leave the records disagreeing in a new way.
 */
export function fixAllEdits(diagnostics: readonly Diagnostic[], options: FixAllOptions = {}): FixAll {
  const edits: TextEdit[] = [];
  const fixed: Diagnostic[] = [];
  for (const d of diagnostics) {
    const fix = preferredFix(d.fixes, options);
    if (!fix || fix.edits.length === 0) continue;
    if (fix.edits.some((e) => edits.some((t) => t.path === e.path && rangesIntersect(t.range, e.range)))) continue;
    edits.push(...fix.edits);
    fixed.push(d);
  }
  return { edits, fixed };
}
