// Code actions: the judge's fixes for the diagnostics that touch the requested range, and the renumbering of a record
// that shares its number (worked out when asked: it renames files and follows every link to them).
import type { DecisionIndex, Judge } from '../model.js';
import type { CodeActionResult } from '../api.js';
import type { CancellationSignal, Range } from '../types.js';
import { throwIfCancelled } from '../types.js';
import { rangesIntersect } from './shared.js';
import { renumberFixes } from './record-move.js';

export function codeActions(judge: Judge, index: DecisionIndex, path: string, range: Range, signal?: CancellationSignal): CodeActionResult[] {
  throwIfCancelled(signal);
  const actions: CodeActionResult[] = [];
  for (const diagnostic of judge.diagnosticsFor(path)) {
    throwIfCancelled(signal);
    if (!rangesIntersect(diagnostic.range, range)) continue;
    const fixes = diagnostic.rule === 'duplicate-number' ? renumberFixes(index, path, signal) : (diagnostic.fixes ?? []);
    for (const fix of fixes) {
      actions.push({ ...fix, rule: diagnostic.rule, diagnostic });
    }
  }
  // Preferred fixes first: editors offer the first one on "quick fix" and "fix all".
  return actions.sort((a, b) => Number(!!b.isPreferred) - Number(!!a.isPreferred));
}
