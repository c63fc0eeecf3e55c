// "Did you mean": close ids (same number elsewhere, near digits) or close titles for text that names no decision.
import type { DecisionIndex } from '../model.js';
import type { DecisionRecord } from '../types.js';
import { editDistance } from '../text.js';

export function suggestIds(index: DecisionIndex, text: string, max = 3): string[] {
  // A path that names no record ("docs/adr/0031-resilience.md"): its file name says which number was meant.
  const query = text.trim().replace(/^\[|\]$/g, '').replace(/^.*\//, '');
  if (!query || max <= 0) return [];
  const numeric = /^(?:([a-z][a-z]*)[-_ ]?)?0*(\d+)\b/i.exec(query);
  const scored: Array<{ record: DecisionRecord; score: number }> = [];
  for (const record of index.records()) {
    const score = numeric ? idScore(record, numeric[1]?.toLowerCase(), Number(numeric[2])) : titleScore(record, query.toLowerCase());
    if (score !== undefined) scored.push({ record, score });
  }
  scored.sort((a, b) => a.score - b.score || (a.record.number ?? 0) - (b.record.number ?? 0) || a.record.path.localeCompare(b.record.path));
  const ids: string[] = [];
  for (const { record } of scored) {
    if (!ids.includes(record.id)) ids.push(record.id);
    if (ids.length >= max) break;
  }
  return ids;
}

/** Lower is closer. The same number in another collection or prefix is the likeliest intent. */
function idScore(record: DecisionRecord, prefix: string | undefined, number: number): number | undefined {
  if (record.number === undefined) return undefined;
  const prefixPenalty = prefix && !record.key.startsWith(prefix + '-') ? 0.5 : 0;
  if (record.number === number) return prefixPenalty;
  const digits = editDistance(String(record.number), String(number));
  if (digits > 2) return undefined;
  // Among equally near digit strings, prefer numerically close ones (a typo 0009 for 0006 vs 0008).
  return digits + Math.min(Math.abs(record.number - number), 99) / 100 + prefixPenalty;
}

function titleScore(record: DecisionRecord, query: string): number | undefined {
  const title = record.title.value.toLowerCase();
  if (title.includes(query)) return 0;
  if (record.id.toLowerCase() === query) return 0;
  const distance = editDistance(title.slice(0, query.length + 2), query);
  return distance <= Math.max(2, Math.floor(query.length / 3)) ? 1 + distance : undefined;
}
