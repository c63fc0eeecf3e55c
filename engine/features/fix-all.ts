// "Fix all": the preferred fix of every finding that has one, as one set of edits that can be applied together. The
// editor's source.fixAll action and `adr-lens check --fix` both take theirs from here.
import type { Diagnostic, Fix, TextEdit } from '../types.js';
import { rangesIntersect } from './shared.js';

export interface FixAll {
  edits: TextEdit[];
  /** The findings whose fix is among the edits. */
  fixed: Diagnostic[];
}

export interface FixAllOptions {
  /**
   * Fixes applied across a workspace without a document in view (`adr-lens check --fix`, the editor's workspace-wide
   * command): only those their rule marks preferred, right without a reader (a reciprocal "Superseded by", a
   * misspelt status), and none for hints, which are suggestions (a comment citing a superseded decision may mean the
   * old one on purpose). Without it, a lone fix is taken too, as "fix all" does with the document in view; such a fix
   * may only scaffold (missing-sections adds empty headings for someone to fill).
   */
  unattended?: boolean;
}

/** The fix "fix all" applies for a finding: the one marked preferred, or (unless `unattended`) the only one offered. */
export function preferredFix(fixes: readonly Fix[] | undefined, options: FixAllOptions = {}): Fix | undefined {
  if (!fixes?.length) return undefined;
  return fixes.find((f) => f.isPreferred) ?? (fixes.length === 1 && !options.unattended ? fixes[0] : undefined);
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
    if (options.unattended && d.severity === 'hint') continue;
    const fix = preferredFix(d.fixes, options);
    if (!fix || fix.edits.length === 0) continue;
    if (fix.edits.some((e) => edits.some((t) => t.path === e.path && rangesIntersect(t.range, e.range)))) continue;
    edits.push(...fix.edits);
    fixed.push(d);
  }
  return { edits, fixed };
}
