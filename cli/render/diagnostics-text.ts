// `path:line:col severity rule message`, 1-based like every compiler, so terminals and editors link it.
import type { Diagnostic, Severity } from '../../engine/types.js';
import type { CheckOutput } from '../../engine/schemas.js';
import { preferredFix, severityRank } from '../../engine/index.js';
import type { Palette } from '../colour.js';
import { safeText } from './safe-text.js';

export function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) =>
      a.path.localeCompare(b.path) ||
      a.range.start.line - b.range.start.line ||
      a.range.start.character - b.range.start.character ||
      severityRank(a.severity) - severityRank(b.severity) ||
      a.ruleId.localeCompare(b.ruleId),
  );
}


function colourSeverity(severity: Severity, c: Palette): string {
  switch (severity) {
    case 'error':
      return c.red(severity);
    case 'warning':
      return c.yellow(severity);
    case 'info':
      return c.blue(severity);
    default:
      return c.dim(severity);
  }
}

export function formatDiagnosticLine(d: Diagnostic, c: Palette): string {
  // One finding, one line: a newline in a file name or message would forge the next finding ("x\nSECURITY.md:1:1 error …").
  const where = `${safeText(d.path)}:${d.range.start.line + 1}:${d.range.start.character + 1}`;
  const fixable = fixNote(d) ? c.dim(` ${fixNote(d)}`) : '';
  return `${c.bold(where)} ${colourSeverity(d.severity, c)} ${c.dim(d.rule)} ${safeText(d.message)}${fixable}`;
}

/**
 * "(fixable)" for what 'check --fix' settles; "(fix in the editor)" for a fix offered to be looked at first (another
 * record meant, a link text to reread): --fix leaves those, and saying "fixable" of them promised what it does not do.
 */
export function fixNote(d: Diagnostic): string | undefined {
  if (!d.fixes?.length) return undefined;
  return preferredFix(d.fixes, { unattended: true })?.edits.length ? '(fixable)' : '(fix in the editor)';
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** `hidden`: findings left out by --min-severity, said so that "no problems" is not read as a clean workspace. */
export function formatSummaryLine(summary: CheckOutput['summary'], records: number, c: Palette, hidden?: { count: number; below: Severity }): string {
  const total = summary.errors + summary.warnings + summary.infos + summary.hints;
  const notShown = hidden?.count ? ` (${plural(hidden.count, 'finding')} below ${hidden.below} not shown)` : '';
  if (total === 0) {
    const none = hidden && hidden.below !== 'hint' ? `No problems at ${hidden.below} severity or above` : 'No problems found';
    return c.green(`${none} in ${plural(records, 'decision record')}${notShown}.`);
  }
  const parts = [plural(summary.errors, 'error'), plural(summary.warnings, 'warning')];
  if (summary.infos) parts.push(plural(summary.infos, 'info'));
  if (summary.hints) parts.push(plural(summary.hints, 'hint'));
  const line = `${plural(total, 'problem')} (${parts.join(', ')}) in ${plural(summary.files, 'file')}; ${plural(records, 'decision record')} checked${notShown}.`;
  return summary.errors ? c.red(line) : c.yellow(line);
}
