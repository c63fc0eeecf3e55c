// What every front does with a list of findings: count them by severity (the CLI's summary line, check_decisions,
// fix_decisions) and keep those at or above a severity (`check --min-severity`, check_decisions' minSeverity).
import type { CheckSummary } from '../schemas.js';
import type { Diagnostic, Severity } from '../types.js';

/** Most severe first. */
export const SEVERITIES: readonly Severity[] = ['error', 'warning', 'info', 'hint'];

/** 0 for an error, 3 for a hint: sorts most severe first. */
export function severityRank(severity: Severity): number {
  return SEVERITIES.indexOf(severity);
}

/** The findings at `min` or more severe, in their order. */
export function atLeast<T extends { severity: Severity }>(diagnostics: readonly T[], min: Severity): T[] {
  const threshold = severityRank(min);
  return diagnostics.filter((d) => severityRank(d.severity) <= threshold);
}

export function summarizeFindings(diagnostics: readonly Diagnostic[]): CheckSummary {
  const summary = { errors: 0, warnings: 0, infos: 0, hints: 0, files: 0 };
  const files = new Set<string>();
  for (const d of diagnostics) {
    files.add(d.path);
    if (d.severity === 'error') summary.errors++;
    else if (d.severity === 'warning') summary.warnings++;
    else if (d.severity === 'info') summary.infos++;
    else summary.hints++;
  }
  summary.files = files.size;
  return summary;
}
