// Edits made pass after pass to a text in memory, as one set of edits to the text before the first pass: an editor
// applies a single workspace edit (one undo takes it back), and each pass's positions are in the text the pass
// before it left, not in the editor's buffer.
import { editSpans, lineStartsOf, type EditSpan } from './apply.js';
import type { Position, TextEdit } from './types.js';

export class EditComposer {
  /** The passes so far, as offsets into the original: first to last, none overlapping. */
  private spans: EditSpan[] = [];
  private current: string;

  constructor(readonly original: string) {
    this.current = original;
  }

  /** The text after the passes so far. */
  get text(): string {
    return this.current;
  }

  /** Applies one pass, edits on `text` (as applyEditsToText would: the same errors), and answers the new text. */
  apply(edits: readonly TextEdit[], path?: string): string {
    const fresh = editSpans(this.current, edits, path).reverse();
    if (fresh.length === 0) return this.current;
    // The earlier passes' spans as ranges of the current text, and how far each moved what follows it.
    let shift = 0;
    const placed = this.spans.map((span) => {
      const start = span.start + shift;
      shift += span.newText.length - (span.end - span.start);
      return { start, end: start + span.newText.length, span, shift };
    });
    // An edit that overlaps or meets text an earlier pass wrote becomes one edit with it (two edits at one point would
    // be ambiguous): the original range of both, and the text they leave. Two fresh edits join only through an earlier one.
    const group = placed.map((_, i) => i);
    const freshGroup = fresh.map(() => -1);
    const root = (i: number): number => (group[i] === i ? i : (group[i] = root(group[i]!)));
    fresh.forEach((f, j) => {
      for (let i = 0; i < placed.length; i++) {
        const p = placed[i]!;
        if (p.start > f.end || f.start > p.end) continue;
        if (freshGroup[j] === -1) freshGroup[j] = root(i);
        else group[root(i)] = root(freshGroup[j]!);
      }
    });
    /** Of the current text's `offset`, outside every earlier span: where it is in the original. */
    const originalOf = (offset: number): number => offset - (placed.filter((p) => p.end <= offset).at(-1)?.shift ?? 0);
    const joined = new Map<number, { placed: typeof placed; fresh: EditSpan[] }>();
    const next: EditSpan[] = [];
    fresh.forEach((f, j) => {
      if (freshGroup[j] === -1) {
        next.push({ start: originalOf(f.start), end: originalOf(f.end), newText: f.newText });
        return;
      }
      const key = root(freshGroup[j]!);
      const entry = joined.get(key) ?? { placed: [], fresh: [] };
      entry.fresh.push(f);
      joined.set(key, entry);
    });
    placed.forEach((p, i) => {
      const entry = joined.get(root(i));
      if (entry) entry.placed.push(p);
      else next.push(p.span);
    });
    for (const { placed: ps, fresh: fs } of joined.values()) {
      const from = Math.min(...ps.map((p) => p.start), ...fs.map((f) => f.start));
      const to = Math.max(...ps.map((p) => p.end), ...fs.map((f) => f.end));
      // The ends of the joined range lie outside the earlier spans or on their edges, and map back by the shift
      // before them; but an earlier span that starts the range is taken from its start, as one that wrote nothing
      // (a deletion) also ends there and would map to its end.
      const first = ps.filter((p) => p.start === from);
      const start = first.length ? Math.min(...first.map((p) => p.span.start)) : originalOf(from);
      const end = originalOf(to);
      let newText = this.current.slice(from, to);
      for (const f of [...fs].reverse()) newText = newText.slice(0, f.start - from) + f.newText + newText.slice(f.end - from);
      next.push({ start, end, newText });
    }
    let out = this.current;
    for (const f of [...fresh].reverse()) out = out.slice(0, f.start) + f.newText + out.slice(f.end);
    this.current = out;
    this.spans = next.sort((a, b) => a.start - b.start || a.end - b.end);
    return out;
  }

  /** Edits that take the original to `text`, positions in the original. */
  edits(path: string): TextEdit[] {
    const lineStarts = lineStartsOf(this.original);
    const positionOf = (offset: number): Position => {
      let low = 0;
      let high = lineStarts.length - 1;
      while (low < high) {
        const mid = (low + high + 1) >> 1;
        if (lineStarts[mid]! <= offset) low = mid;
        else high = mid - 1;
      }
      return { line: low, character: offset - lineStarts[low]! };
    };
    return this.spans.map((s) => ({ path, range: { start: positionOf(s.start), end: positionOf(s.end) }, newText: s.newText }));
  }
}
