// A document's lines, cut from its text only when one is asked for: a record's parsers read perhaps one line in
// five as a string (headings, header fields, lines that may cite something), so splitting the whole text into
// strings up front mostly made garbage.
import { lineStartOffsets, splitLines } from '../text.js';

/** Line starts of the text being split (see the constructor); entry 0 is always 0. */
let startsBuffer = new Int32Array(1024);
const MAX_KEPT_BUFFER = 1 << 16;

export class Lines {
  readonly text: string;
  readonly length: number;
  /** Offset of each line's first character. */
  readonly starts: ArrayLike<number>;
  /** Texts with carriage returns keep the split lines: their line breaks vary in length. */
  private readonly split: string[] | undefined;

  constructor(text: string) {
    this.text = text;
    if (text.includes('\r')) {
      const split = splitLines(text);
      this.split = split;
      this.starts = lineStartOffsets(text, split);
      this.length = split.length;
    } else {
      // Gathered in a reused buffer, then copied out at their exact count: one exact typed array instead of a growing
      // list (a load makes ~1M line starts), and one search through the text rather than one to count and one to fill.
      let buffer = startsBuffer;
      let count = 1;
      for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) {
        if (count === buffer.length) {
          const bigger = new Int32Array(count * 2);
          bigger.set(buffer);
          buffer = bigger;
        }
        buffer[count++] = at + 1;
      }
      // A huge file's buffer is not kept for good.
      if (buffer.length <= MAX_KEPT_BUFFER) startsBuffer = buffer;
      this.split = undefined;
      // Copied into a plain array: a typed array per record is an off-heap allocation the collector tracks, and
      // slicing one cost more than the search above (10,000 records: ~60 ms of a check).
      const starts = new Array<number>(count);
      for (let i = 0; i < count; i++) starts[i] = buffer[i]!;
      this.starts = starts;
      this.length = count;
    }
  }

  /** Line `i`, as `splitLines(text)[i]` would be (undefined outside the text, like an array). */
  get(i: number): string {
    if (this.split) return this.split[i];
    if (i < 0 || i >= this.length) return undefined as unknown as string;
    return this.text.slice(this.starts[i], this.end(i));
  }

  /** Char code of line `i`'s first character without cutting the line (a line break's code, or NaN, when empty). */
  firstChar(i: number): number {
    return this.text.charCodeAt(this.starts[i]);
  }

  lengthOf(i: number): number {
    return this.split ? this.split[i].length : this.end(i) - this.starts[i];
  }

  /** Lines from..to-1 joined with "\n", as `splitLines(text).slice(from, to).join('\n')` would be. */
  join(from: number, to: number): string {
    if (this.split) return this.split.slice(from, to).join('\n');
    const last = Math.min(to, this.length) - 1;
    return from > last ? '' : this.text.slice(this.starts[from], this.end(last));
  }

  private end(i: number): number {
    return i + 1 < this.length ? this.starts[i + 1] - 1 : this.text.length;
  }
}
