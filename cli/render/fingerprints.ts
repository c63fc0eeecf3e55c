// Fingerprints that let a code host follow a finding across commits (SARIF's partialFingerprints, GitLab's
// fingerprint): path, rule, message and the flagged line's text, not its number, so an edit above it changes nothing.
import { createHash } from 'node:crypto';
import type { Diagnostic } from '../../engine/types.js';

/** Text of a line of a workspace file (0-based), or undefined when it cannot be read. */
export type LineReader = (path: string, line: number) => string | undefined;

/**
 * One fingerprint per finding, in order. The same finding twice on one line (a path named three times) counts its
 * occurrences, or the host would fold them into one alert.
 */
export function stableFingerprints(diagnostics: readonly Diagnostic[], lineText?: LineReader): string[] {
  const occurrences = new Map<string, number>();
  return diagnostics.map((d) => {
    const anchor = lineText?.(d.path, d.range.start.line)?.trim() ?? String(d.range.start.line);
    const key = `${d.ruleId}\0${d.path}\0${anchor}\0${d.message}`;
    const occurrence = occurrences.get(key) ?? 0;
    occurrences.set(key, occurrence + 1);
    return createHash('sha256').update(occurrence === 0 ? key : `${key}\0${occurrence}`).digest('hex').slice(0, 32);
  });
}
