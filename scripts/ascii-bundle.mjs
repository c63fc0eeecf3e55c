// Makes a bundle pure ASCII. esbuild escapes non-ASCII characters in strings but leaves regular expression literals
// and template literals as written, and the readings' patterns hold ~1,100 such characters (`：`, `—`, `被`…). One of
// them makes V8 keep the whole source as UTF-16 (2.9 instead of 1.4 MB for the CLI) and decode it on the slow path at
// every start. Each character becomes a `\uXXXX` escape, which means the same character in a string, an untagged
// template, a regular expression with or without the `u` flag (a surrogate pair of escapes is one code point there),
// and in `String.raw` sources handed to `new RegExp` (the only tagged templates holding such characters). An identity
// escape (`\：`) loses its backslash: `\\uFF1A` would be a backslash and five letters.
// The source map's generated columns are moved with the text, so traces and profiles still point at the sources.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

const escapeUnit = (code) => `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * One line made ASCII, and for each change the column (UTF-16 units, as source maps count) from which later text moves
 * by `by`.
 */
function asciiLine(line) {
  const moves = [];
  let out = '';
  let from = 0;
  for (let i = 0; i < line.length; i++) {
    const code = line.charCodeAt(i);
    if (code < 0x80) continue;
    let backslashes = 0;
    while (i - 1 - backslashes >= 0 && line.charCodeAt(i - 1 - backslashes) === 92) backslashes++;
    const dropped = backslashes % 2 === 1;
    out += line.slice(from, dropped ? i - 1 : i) + escapeUnit(code);
    if (dropped) moves.push({ at: i, by: -1 });
    moves.push({ at: i + 1, by: 5 });
    from = i + 1;
  }
  return moves.length === 0 ? { text: line, moves } : { text: out + line.slice(from), moves };
}

function decodeFirst(segment) {
  let value = 0;
  let shift = 0;
  let i = 0;
  for (;;) {
    const digit = DIGIT.get(segment[i++]);
    if (digit === undefined) throw new Error(`bad source map segment ${JSON.stringify(segment)}`);
    value += (digit & 31) << shift;
    shift += 5;
    if ((digit & 32) === 0) break;
  }
  return { value: value & 1 ? -(value >>> 1) : value >>> 1, length: i };
}

function encode(value) {
  let vlq = value < 0 ? (-value << 1) | 1 : value << 1;
  let out = '';
  do {
    let digit = vlq & 31;
    vlq >>>= 5;
    if (vlq > 0) digit |= 32;
    out += BASE64[digit];
  } while (vlq > 0);
  return out;
}

/** The generated-column fields of one line's mappings, moved by the line's changes. */
function moveColumns(mappingLine, moves) {
  if (mappingLine === '' || moves.length === 0) return mappingLine;
  let column = 0;
  let previousNew = 0;
  let m = 0;
  let shift = 0;
  return mappingLine
    .split(',')
    .map((segment) => {
      const first = decodeFirst(segment);
      column += first.value;
      while (m < moves.length && moves[m].at <= column) shift += moves[m++].by;
      const moved = column + shift;
      const field = encode(moved - previousNew);
      previousNew = moved;
      return field + segment.slice(first.length);
    })
    .join(',');
}

/** The bundle's code made ASCII, and its source map (the parsed JSON, or undefined) with columns to match. */
export function asciiBundle(code, map) {
  const lines = code.split('\n');
  const changes = lines.map(asciiLine);
  const ascii = changes.map((c) => c.text).join('\n');
  if (!map) return { code: ascii, map };
  const mappingLines = map.mappings.split(';');
  const mappings = mappingLines.map((line, i) => moveColumns(line, changes[i]?.moves ?? [])).join(';');
  return { code: ascii, map: { ...map, mappings } };
}
