// Code actions: the judge's mechanical fixes for the diagnostics that touch the requested range.
import type { Judge } from '../model.js';
import type { CodeActionResult } from '../api.js';
import type { CancellationSignal, Range } from '../types.js';
import { throwIfCancelled } from '../types.js';
import { rangesIntersect } from './shared.js';

export function codeActions(judge: Judge, path: string, range: Range, signal?: CancellationSignal): CodeActionResult[] {
  throwIfCancelled(signal);
  const actions: CodeActionResult[] = [];
  for (const diagnostic of judge.diagnosticsFor(path)) {
    throwIfCancelled(signal);
    if (!diagnostic.fixes?.length || !rangesIntersect(diagnostic.range, range)) continue;
    for (const fix of diagnostic.fixes) {
      actions.push({ ...fix, rule: diagnostic.rule, diagnostic });
    }
  }
  // Preferred fixes first: editors offer the first one on "quick fix" and "fix all".
  return actions.sort((a, b) => Number(!!b.isPreferred) - Number(!!a.isPreferred));
}
