// The file layout snapshots and answers files share: parts one after another, each a 4-byte little-endian length
// followed by that many bytes. A reader takes the parts it needs and decodes each on its own.
import type { SnapshotFile } from './snapshot.js';

/** One part, as the two pieces to write: its length, then its bytes. */
export function* framed(bytes: Uint8Array): Generator<Uint8Array> {
  const length = new Uint8Array(4);
  new DataView(length.buffer).setUint32(0, bytes.length, true);
  yield length;
  yield bytes;
}

/** The parts of `bytes`, as views into it; undefined when a length runs past the end (a file cut short). */
export function unframe(bytes: Uint8Array): Uint8Array[] | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; ) {
    if (at + 4 > bytes.length) return undefined;
    const n = view.getUint32(at, true);
    if (at + 4 + n > bytes.length) return undefined;
    parts.push(bytes.subarray(at + 4, at + 4 + n));
    at += 4 + n;
  }
  return parts;
}

/** A part's bytes as UTF-8 text (JSON parts), without copying them first. */
export function partText(part: Uint8Array): string {
  return Buffer.from(part.buffer, part.byteOffset, part.byteLength).toString('utf8');
}

/**
 * The parts of a file opened for reading in part: the first ones read now (as many as `wanted` tells from the first
 * part), the rest found by their lengths, to read when needed. Undefined unless the parts fill the file.
 */
export function partsOfFile(file: SnapshotFile, wanted: (first: Uint8Array) => number): { first: Uint8Array[]; rest: Array<[number, number]> } | undefined {
  const first: Uint8Array[] = [];
  const rest: Array<[number, number]> = [];
  let count = 1;
  for (let at = 0; at < file.size; ) {
    const length = file.read(at, 4);
    if (length === undefined) return undefined;
    const n = new DataView(length.buffer, length.byteOffset, 4).getUint32(0, true);
    if (at + 4 + n > file.size) return undefined;
    if (first.length < count) {
      const part = file.read(at + 4, n);
      if (part === undefined) return undefined;
      first.push(part);
      if (first.length === 1) count = wanted(part);
    } else rest.push([at + 4, n]);
    at += 4 + n;
  }
  return first.length === count ? { first, rest } : undefined;
}
