// Text helpers shared by rules: line access, line endings and range building.
// Rules judge parsed records, but fixes must edit the exact characters users wrote, so they read the text.
import type { Range } from '../types.js';
import type { DecisionIndex } from '../model.js';
import { lineEndingOf, posixBasename, posixDirname, splitLines } from '../text.js';
export { lineOf } from '../text.js';

export interface DocumentText {
  text: string;
  lines: string[];
  /** Line ending to use when inserting lines: the file's own. */
  eol: '\n' | '\r\n';
}

/**
 * The document's text split into lines. Not cached: only fixes and a few rules on flagged records need it,
 * and holding line arrays for 10,000 records would cost more memory than re-splitting the few.
 */
export function documentText(index: DecisionIndex, path: string): DocumentText | undefined {
  const text = index.text(path);
  return text === undefined ? undefined : textLines(text);
}

/** A text split into lines (every line break LSP recognises), with the line ending to insert lines with. */
export function textLines(text: string): DocumentText {
  return { text, lines: splitLines(text), eol: lineEndingOf(text) };
}

export function range(line: number, start: number, endLine: number, end: number): Range {
  return { start: { line, character: start }, end: { line: endLine, character: end } };
}

export function lineRange(line: number, start: number, end: number): Range {
  return range(line, start, line, end);
}

/** An empty range at a position: where an insertion goes. */
export function at(line: number, character: number): Range {
  return range(line, character, line, character);
}

export function wholeLine(doc: DocumentText, line: number): Range {
  return lineRange(line, 0, doc.lines[line]?.length ?? 0);
}

/** Text covered by a range (single- or multi-line). */
export function textIn(doc: DocumentText, r: Range): string {
  if (r.start.line === r.end.line) return (doc.lines[r.start.line] ?? '').slice(r.start.character, r.end.character);
  const parts = [(doc.lines[r.start.line] ?? '').slice(r.start.character)];
  for (let l = r.start.line + 1; l < r.end.line; l++) parts.push(doc.lines[l] ?? '');
  parts.push((doc.lines[r.end.line] ?? '').slice(0, r.end.character));
  return parts.join('\n');
}

export function contains(outer: Range, inner: Range): boolean {
  const before = (a: { line: number; character: number }, b: { line: number; character: number }) =>
    a.line < b.line || (a.line === b.line && a.character <= b.character);
  return before(outer.start, inner.start) && before(inner.end, outer.end);
}

/** Case of the first letter of `sample` applied to `word` ("Accepted" → "Superseded", "accepted" → "superseded"). */
export function matchCase(sample: string, word: string): string {
  if (sample.length > 1 && sample === sample.toUpperCase() && /[A-Z]/.test(sample)) return word.toUpperCase();
  const first = sample.charAt(0);
  if (first && first === first.toUpperCase() && first !== first.toLowerCase()) return word.charAt(0).toUpperCase() + word.slice(1);
  return word.charAt(0).toLowerCase() + word.slice(1);
}


export const basename = posixBasename;
export const dirname = posixDirname;

export { encodeLinkTarget, relativeLink } from '../text.js';

/** Words that give a number a record had before it was renumbered: "previously ADR 0014", "renumbered from ADR-7". */
export const OLD_NUMBER_BEFORE = /\b(?:previously|formerly|originally(?:\s+numbered)?|renumbered\s+from|renamed\s+from|moved\s+from)\s+(?:numbered\s+|known\s+as\s+)?[*_`[]*$/i;
