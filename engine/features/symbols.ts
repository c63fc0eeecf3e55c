// Document symbols (a record's title and its section tree)
// and workspace symbols (records by id and title, fuzzy).
import type { DecisionIndex } from '../model.js';
import type { SymbolResult } from '../api.js';
import type { CancellationSignal, Range, Section } from '../types.js';
import { throwIfCancelled } from '../types.js';
import { summarize } from './shared.js';

export function documentSymbols(index: DecisionIndex, path: string, signal?: CancellationSignal): SymbolResult[] {
  throwIfCancelled(signal);
  const record = index.recordByPath(path);
  if (record) {
    const sections = record.sections.filter((s) => s.headingRange.start.line !== record.title.range.start.line);
    const whole: Range = { start: { line: 0, character: 0 }, end: { line: Math.max(0, record.lineCount - 1), character: 0 } };
    const summary = summarize(index, record);
    return [
      {
        name: `${record.id}: ${record.title.value}`,
        detail: summary.status ?? record.lifecycle,
        kind: 'decision',
        path,
        range: whole,
        selectionRange: record.title.range,
        children: sectionTree(path, sections, signal),
      },
    ];
  }
  // Other Markdown files: the editor's own Markdown outline covers them, and a second one only adds a level to
  // every file's Outline and breadcrumbs.
  return [];
}

function sectionTree(path: string, sections: Section[], signal?: CancellationSignal): SymbolResult[] {
  const roots: SymbolResult[] = [];
  const stack: Array<{ level: number; symbol: SymbolResult }> = [];
  for (const section of sections) {
    throwIfCancelled(signal);
    const symbol: SymbolResult = { name: section.heading, kind: 'section', path, range: section.range, selectionRange: section.headingRange, children: [] };
    while (stack.length && stack[stack.length - 1]!.level >= section.level) stack.pop();
    const parent = stack[stack.length - 1];
    (parent ? parent.symbol.children! : roots).push(symbol);
    stack.push({ level: section.level, symbol });
  }
  return roots;
}

export function workspaceSymbols(index: DecisionIndex, query: string, signal?: CancellationSignal, limit = 256): SymbolResult[] {
  const scored: Array<{ score: number; symbol: SymbolResult }> = [];
  const q = query.trim().toLowerCase();
  for (const record of index.records()) {
    throwIfCancelled(signal);
    const name = `${record.id}: ${record.title.value}`;
    const score = q ? fuzzyScore(name.toLowerCase(), q) ?? fuzzyScore(record.key, q) : 0;
    if (score === undefined) continue;
    scored.push({
      score,
      symbol: { name, detail: record.status?.value ?? record.lifecycle, kind: 'decision', path: record.path, range: record.title.range, selectionRange: record.title.range },
    });
  }
  scored.sort((a, b) => b.score - a.score);
  return scored.slice(0, limit).map((s) => s.symbol);
}

/** Subsequence match; consecutive runs and word starts score higher. Undefined when the query is not a subsequence. */
export function fuzzyScore(text: string, query: string): number | undefined {
  let score = 0;
  let t = 0;
  let run = 0;
  for (const ch of query) {
    if (ch === ' ') continue;
    const found = text.indexOf(ch, t);
    if (found < 0) return undefined;
    run = found === t ? run + 1 : 1;
    const wordStart = found === 0 || /[\s:\-_.]/.test(text[found - 1]!);
    score += run * 2 + (wordStart ? 3 : 0) - Math.min(found - t, 10) * 0.1;
    t = found + 1;
  }
  if (text.includes(query)) score += 10;
  return score;
}
