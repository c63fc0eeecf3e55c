// Concise text renderings of tool results: one line per item, ids first, so a model can scan them.
import type { DecisionSummary } from '../engine/api.js';
import type { Diagnostic } from '../engine/types.js';

export function summaryLine(d: DecisionSummary): string {
  const status = d.status ?? d.lifecycle;
  const current = d.currentId && d.currentId !== d.id ? ` (superseded; current: ${d.currentId})` : '';
  return `${d.id} [${status}] ${d.title}${current} — ${d.path}`;
}

export function diagnosticLine(d: Diagnostic): string {
  return `${d.path}:${d.range.start.line + 1}:${d.range.start.character + 1} ${d.severity} ${d.rule} ${d.message}`;
}

export function pageFooter(shown: number, total: number, nextCursor: string | undefined): string {
  if (!nextCursor) return `${shown} of ${total}.`;
  return `${shown} of ${total}; more with cursor "${nextCursor}".`;
}
