// Applying the mechanical fixes to the workspace, pass after pass: on disk for `adr-lens check --fix` and the MCP
// server's fix_decisions; in memory for the editor's workspace command, which sends the result as one edit
// (fix-in-memory.ts). Both go through fixPasses, so they reach the same texts.
import type { Engine } from './api.js';
import { applyTextEdits, uneditable } from './apply.js';
import { fixAllEdits, preferredFix } from './features/fix-all.js';
import { atLeast } from './features/findings-summary.js';
import type { Diagnostic, Severity, TextEdit } from './types.js';

/** Passes of fixes: a fix can make room for another (two fixes touching one line go in two passes). */
const MAX_FIX_PASSES = 10;

export interface WorkspaceFixes {
  /** Findings whose fix was applied. */
  findings: number;
  /** Workspace-relative paths written, sorted. */
  files: string[];
  /** Files a mechanical fix would edit but that are left alone (read-only, hard links, not UTF-8), and why. */
  skipped?: Array<{ path: string; reason: string; findings: number }>;
}

/** A write failed part way: `done` says what was fixed before it (those files are written and the engine knows). */
export class FixWriteError extends Error {
  constructor(
    message: string,
    readonly done: WorkspaceFixes,
  ) {
    super(message);
    this.name = 'FixWriteError';
  }
}

export interface FixScope {
  /** Only findings in these workspace-relative files or folders; the whole workspace without. */
  paths?: string[];
  /** Only findings this severe or more (those reported): all without. */
  minSeverity?: Severity;
}

/** Where the passes of a fix run go: the files on disk, or texts in memory. */
export interface FixTarget {
  /**
   * Before the first edit of a file: the engine is given the text the edits will go into (it may be older than the
   * disk, or than an editor's buffer), and the answer says why the file cannot be edited, or undefined when it can.
   */
  prepare(path: string): string | undefined;
  /** Applies one pass's edits (positions in the texts the engine holds), tells the engine, and answers the paths changed. */
  apply(edits: TextEdit[]): string[];
}

/**
 * Applies the mechanical fixes (fixAllEdits, unattended) of the findings in scope, writes the files, and tells the
 * engine, until a pass finds nothing more.
 */
export function fixWorkspace(engine: Engine, scope: FixScope = {}): WorkspaceFixes {
  return fixPasses(engine, scope, {
    prepare(path) {
      engine.update(path);
      return uneditable(engine.root, path);
    },
    apply(edits) {
      const written = applyTextEdits(engine.root, edits).edited;
      for (const path of written) engine.update(path);
      return written;
    },
  });
}

/**
 * The fixes of the findings in scope, applied to `target` pass after pass until a pass finds nothing more. A finding
 * that comes back after its fix was applied is not fixed again: a fix that does not settle its finding would
 * otherwise write the same text into the file on every pass.
 */
export function fixPasses(engine: Engine, scope: FixScope, target: FixTarget): WorkspaceFixes {
  const tried = new Set<string>();
  const files = new Set<string>();
  /** Files prepared before their first edit, with the reason one cannot be edited (or undefined). */
  const checked = new Map<string, string | undefined>();
  let findings = 0;
  const done = (): WorkspaceFixes => {
    const result: WorkspaceFixes = { findings, files: [...files].sort() };
    const skipped = skippedFiles(engine, scope, checked);
    if (skipped.length) result.skipped = skipped;
    return result;
  };
  const plan = () => {
    const fresh = inScope(engine, scope).filter((d) => !tried.has(findingKey(d)));
    // A file that cannot be edited as text (not valid UTF-8) keeps its findings; the others are still fixed.
    const editable = fresh.filter((d) => preferredFix(d.fixes, { unattended: true })?.edits.every((e) => checked.get(e.path) === undefined) ?? true);
    return fixAllEdits(editable, { unattended: true });
  };
  for (let pass = 0; pass < MAX_FIX_PASSES; pass++) {
    let { edits, fixed } = plan();
    // Edits are positions in the text the engine read, which may be older than the file: a server that does not
    // watch (mcp --no-watch) or has not heard of a save yet, a file saved since the CLI loaded. Applied to the newer
    // text they would land on other lines ("Accepted" over a heading). Each file is prepared (read again) before its
    // first edit, and the pass planned again on what is there now.
    for (let unread = newPaths(edits, checked); unread.length; unread = newPaths(edits, checked)) {
      for (const path of unread) checked.set(path, target.prepare(path));
      ({ edits, fixed } = plan());
    }
    if (edits.length === 0) break;
    let changed: string[];
    try {
      changed = target.apply(edits);
    } catch (error) {
      const before = findings ? ` (${findings} fixed before, in ${[...files].join(', ')})` : '';
      throw new FixWriteError(`could not apply the fixes${before}: ${error instanceof Error ? error.message : String(error)}`, done());
    }
    for (const d of fixed) tried.add(findingKey(d));
    for (const path of changed) files.add(path);
    findings += fixed.length;
  }
  return done();
}

/** The files left alone, with how many findings in scope still wait for a fix that would edit them. */
function skippedFiles(engine: Engine, scope: FixScope, checked: ReadonlyMap<string, string | undefined>): NonNullable<WorkspaceFixes['skipped']> {
  const refused = [...checked].filter((entry): entry is [string, string] => entry[1] !== undefined);
  if (!refused.length) return [];
  const waiting = inScope(engine, scope);
  return refused
    .map(([path, reason]) => ({ path, reason, findings: waiting.filter((d) => preferredFix(d.fixes, { unattended: true })?.edits.some((e) => e.path === path)).length }))
    .filter((s) => s.findings > 0)
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The findings a fix run acts on: those in its paths, at its severity or above. */
export function inScope(engine: Engine, scope: FixScope): Diagnostic[] {
  return atLeast(engine.check(scope.paths ? { paths: scope.paths } : {}), scope.minSeverity ?? 'hint');
}

function newPaths(edits: readonly { path: string }[], checked: ReadonlyMap<string, unknown>): string[] {
  return [...new Set(edits.map((e) => e.path))].filter((path) => !checked.has(path));
}

/** Without the position: a fix elsewhere in the file moves the lines of a finding that came back. */
function findingKey(d: Diagnostic): string {
  return `${d.path}\0${d.ruleId}\0${d.message}`;
}

/**
 * How many of `diagnostics` fixWorkspace would fix: those with a mechanical fix whose files can all be edited. A fix
 * into a read-only file, one with hard links or one not valid UTF-8 is left alone, so it is no promise of `--fix`.
 */
export function fixableOnDisk(engine: Engine, diagnostics: readonly Diagnostic[]): number {
  const refused = new Map<string, boolean>();
  const editable = (path: string): boolean => {
    if (!refused.has(path)) refused.set(path, uneditable(engine.root, path) !== undefined);
    return !refused.get(path);
  };
  return diagnostics.filter((d) => {
    const fix = preferredFix(d.fixes, { unattended: true });
    return fix !== undefined && fix.edits.length > 0 && fix.edits.every((e) => editable(e.path));
  }).length;
}
