// How big an answer may get. Claude Code refuses tool results over 25,000 tokens (MAX_MCP_OUTPUT_TOKENS) and warns
// past 10,000; every token an answer spends is context the agent loses. Measured in UTF-8 bytes of the JSON sent,
// text and structured content together: ~10k tokens of English JSON, and still under the hard limit for CJK records
// (3 bytes a character, about a token each).
import { decodeCursor, encodeCursor } from '../engine/features/pagination.js';
import { InvalidCursorError } from '../engine/index.js';

export const ANSWER_BUDGET = 40_000;

/** What the head, footer and notes of an answer may take besides its items. */
export const ANSWER_OVERHEAD = 2_000;

export function jsonBytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');
}

/** Bytes a string takes inside a JSON string (quotes, backslashes and control characters escaped). */
export function textBytes(text: string): number {
  return jsonBytes(text) - 2;
}

/** How many leading items fit in `budget`; at least one, so a page always moves on. */
export function fitCount<T>(items: readonly T[], cost: (item: T, index: number) => number, budget: number): number {
  let used = 0;
  for (let i = 0; i < items.length; i++) {
    used += cost(items[i], i);
    if (used > budget && i > 0) return i;
  }
  return items.length;
}

/** Offset cursors in the engine's format (list and search), for the pages the server cuts itself. */
export function offsetOf(cursor: string | undefined, total: number): number {
  const offset = decodeCursor(cursor);
  // Past the end is a cursor from another answer or a workspace that shrank since: say so rather than answer nothing.
  if (offset > total || (offset > 0 && offset === total)) throw new InvalidCursorError(cursor ?? '');
  return offset;
}

export const cursorAt = encodeCursor;

/**
 * The part of `text` from `start` that takes at most `budget` bytes as a JSON string, ending at a paragraph break
 * when one is in its second half (else a line break, else anywhere but inside a surrogate pair).
 */
export function textSlice(text: string, start: number, budget: number): { text: string; end: number } {
  if (textBytes(text.slice(start)) <= budget) return { text: text.slice(start), end: text.length };
  let lo = start;
  let hi = text.length;
  // Largest end whose slice fits: bytes grow with end, so bisect.
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (textBytes(text.slice(start, mid)) <= budget) lo = mid;
    else hi = mid - 1;
  }
  let end = Math.max(lo, start + 1);
  const half = start + Math.floor((end - start) / 2);
  const paragraph = text.lastIndexOf('\n\n', end - 2);
  const line = text.lastIndexOf('\n', end - 1);
  if (paragraph >= half) end = paragraph + 2;
  else if (line >= half) end = line + 1;
  else if (/[\uD800-\uDBFF]/.test(text[end - 1] ?? '')) end--;
  return { text: text.slice(start, end), end };
}
