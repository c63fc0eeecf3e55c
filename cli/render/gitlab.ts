// Findings as a GitLab Code Quality report (the JSON array a job publishes with `artifacts:reports:codequality`):
// GitLab shows them in the merge request's widget and beside the changed lines of its diff, in every tier.
import type { Diagnostic, Severity } from '../../engine/types.js';
import { lastLine } from './checkout-paths.js';
import { stableFingerprints, type LineReader } from './fingerprints.js';

type CodeQualitySeverity = 'info' | 'minor' | 'major' | 'critical' | 'blocker';

/** As eslint's GitLab formatters map theirs: an error blocks nothing by itself in GitLab, it is a major issue. */
const SEVERITY: Record<Severity, CodeQualitySeverity> = { error: 'major', warning: 'minor', info: 'info', hint: 'info' };

export interface CodeQualityIssue {
  type: 'issue';
  check_name: string;
  description: string;
  categories: string[];
  fingerprint: string;
  severity: CodeQualitySeverity;
  location: { path: string; lines: { begin: number; end: number } };
}

export function toCodeQuality(diagnostics: readonly Diagnostic[], fileOf: (path: string) => string, lineText?: LineReader): CodeQualityIssue[] {
  const fingerprints = stableFingerprints(diagnostics, lineText);
  return diagnostics.map((d, i) => ({
    type: 'issue',
    check_name: `adr-lens/${d.rule}`,
    description: d.message,
    categories: ['Style'],
    fingerprint: fingerprints[i]!,
    severity: SEVERITY[d.severity],
    location: { path: fileOf(d.path), lines: { begin: d.range.start.line + 1, end: lastLine(d.range) + 1 } },
  }));
}
