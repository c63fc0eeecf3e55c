// Concise text renderings of tool results: one line per item, ids first, so a model can scan them.
import type { DecisionSummary } from '../engine/api.js';
import type { Diagnostic } from '../engine/types.js';

export function summaryLine(d: DecisionSummary): string {
  // "superseded - The headline … still applies, but in [ADR 9] we changed …" (Wikibase's crud ADR 2): superseded in
  // part, in force for the rest, which the status filters count it as; the bracket alone would say otherwise.
  const inPart = d.status !== undefined && !d.currentId && /super[sc]eded/i.test(d.status) && (d.lifecycle === 'accepted' || d.lifecycle === 'proposed');
  const status = inPart ? `${d.status!.length > 40 ? `${d.status!.slice(0, 40).trimEnd()}…` : d.status}; in force in part` : (d.status ?? d.lifecycle);
  const current = d.currentId && d.currentId !== d.id ? ` (superseded; current: ${d.currentId})` : '';
  return `${d.id} [${status}] ${d.title}${current} — ${d.path}`;
}

export function diagnosticLine(d: Diagnostic): string {
  return `${d.path}:${d.range.start.line + 1}:${d.range.start.character + 1} ${d.severity} ${d.rule} ${d.message}`;
}

export function pageFooter(shown: number, total: number, nextCursor: string | undefined, cutForSize = false): string {
  if (!nextCursor) return `${shown} of ${total}.`;
  // An agent that asked for 500 and got 120 should know why, or it takes the short page for the end.
  const why = cutForSize ? ' (fewer than limit: the answer was kept to ~40 kB)' : '';
  return `${shown} of ${total}${why}; more with cursor "${nextCursor}".`;
}
