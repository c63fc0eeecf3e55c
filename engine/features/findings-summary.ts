// The counts every front prints under a list of findings: the CLI's summary line, check_decisions, fix_decisions.
import type { CheckSummary } from '../schemas.js';
import type { Diagnostic } from '../types.js';

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
