// YAML front matter (MADR 3/4, many custom templates) and its flattened cousin found in scraped or converted
// records: "type: adr id: adr-0085 status: accepted created: 2026-06-18" on line 1. TOML between "+++" lines, as Hugo
// and Zola sites write it.
import { parse as parseToml, TomlDate } from 'smol-toml';
import { parseDocument } from 'yaml';
import type { ParseProblem, Range } from '../types.js';
import { lineRange } from '../text.js';
import type { Lines } from './line-table.js';

export interface FrontMatterField {
  /** Key as written, lower-cased, "_" → "-". */
  key: string;
  value: unknown;
  line: number;
  /** Range of the value on the key's line (or the key itself when the value is on later lines). */
  range: Range;
}

export interface FrontMatter {
  kind: 'yaml' | 'toml' | 'flattened' | 'none';
  fields: Map<string, FrontMatterField>;
  /** First line after the front matter. */
  bodyStart: number;
  /** Lines of the front matter block (for locating list items). */
  firstLine: number;
  lastLine: number;
  problems: ParseProblem[];
}

const NONE = (): FrontMatter => ({ kind: 'none', fields: new Map(), bodyStart: 0, firstLine: 0, lastLine: -1, problems: [] });

/** "decision_date", "Decision Date", "decisionDate" (camelCase, as JavaScript tools write front matter): "decision-date". */
export function normaliseKey(key: string): string {
  return key.trim().replace(/([a-z\d])([A-Z])(?=[a-z])/g, '$1-$2').toLowerCase().replace(/[_\s]+/g, '-');
}

const KEY_LINE = /^([A-Za-z_][\w -]*?)\s*:(?:\s+|$)(.*)$/;

/** Where a key is written: its line, where its value starts (or its key ends, for a value on later lines), the value. */
interface KeyAt {
  line: number;
  start: number;
  raw: string;
}

/** The `key: value` a line holds after `indent` characters, with the key normalised. */
function keyOnLine(line: string, i: number, indent: number): (KeyAt & { key: string }) | undefined {
  const m = KEY_LINE.exec(indent ? line.slice(indent) : line);
  if (!m) return undefined;
  // (?<!\s): from the start of a run of blanks only (a long run would be tried from each of its blanks).
  const raw = m[2].replace(/(?<!\s)\s+#.*$/, '').trimEnd();
  return { key: normaliseKey(m[1]), line: i, start: raw ? line.length - m[2].length : indent + m[1].length, raw };
}

/** Line-based reading of top-level keys; used for ranges, and for salvage when the YAML is broken. */
function topLevelKeys(lines: Lines, first: number, last: number): Map<string, KeyAt> {
  const keys = new Map<string, KeyAt>();
  for (let i = first; i <= last; i++) {
    const line = lines.get(i);
    if (line.length === 0 || line[0] === ' ' || line[0] === '\t' || line[0] === '#' || line[0] === '-') continue;
    const at = keyOnLine(line, i, 0);
    if (at && !keys.has(at.key)) keys.set(at.key, at);
  }
  return keys;
}

/** A field with its range where `at` says it is written, else on `fallbackLine`. */
function locatedField(lines: Lines, key: string, value: unknown, at: KeyAt | undefined, fallbackLine: number): FrontMatterField {
  const line = at?.line ?? fallbackLine;
  const start = at?.start ?? 0;
  const end = at?.raw ? start + at.raw.length : (lines.get(line)?.length ?? 0);
  return { key, value, line, range: lineRange(line, at?.raw ? start : 0, end) };
}

function unquote(s: string): string {
  const t = s.trim();
  if ((t.startsWith('"') && t.endsWith('"')) || (t.startsWith("'") && t.endsWith("'"))) return t.slice(1, -1);
  return t;
}

export function parseFrontMatter(lines: Lines): FrontMatter {
  if (lines.length === 0) return NONE();
  if (/^---\s*$/.test(lines.get(0))) return parseYamlBlock(lines);
  // "```yaml" then "---" (external-secrets/external-secrets' design records): front matter shown as code on the
  // code host, the record's own fields all the same.
  if (FENCE_OPEN_YAML.test(lines.get(0)) && lines.length > 1 && /^---\s*$/.test(lines.get(1))) {
    const fm = parseYamlBlock(lines, 1, true);
    if (fm.kind !== 'none') return fm;
  }
  if (/^\+\+\+\s*$/.test(lines.get(0))) return parseTomlBlock(lines);
  const unopened = unopenedTomlClose(lines);
  if (unopened !== -1) return parseTomlBlock(lines, 0, unopened);
  return parseFlattened(lines);
}

/** A fence opening a YAML block, and a fence closing one. */
const FENCE_OPEN_YAML = /^(?:```|~~~)[ \t]*ya?ml[ \t]*$/i;
const FENCE_CLOSE = /^(?:```|~~~)[ \t]*$/;

/** 'title = "SIP 020 - Component Dependencies"' on the first line: a TOML header whose opening "+++" was left out. */
const TOML_TITLE_FIRST = /^title[ \t]{0,8}=[ \t]{0,8}["']/;
/** "---" or "+++" closing the header that was never opened. */
const HEADER_CLOSE = /^(?:---|\+\+\+)\s*$/;

/**
 * The line closing a TOML header that starts on the first line without its "+++" (spinframework/spin's SIPs: "title =",
 * "template =", "date =" lines, then "---"), or -1: every line before it a "key = value", a table or blank.
 */
function unopenedTomlClose(lines: Lines): number {
  if (!TOML_TITLE_FIRST.test(lines.get(0))) return -1;
  for (let i = 1; i < Math.min(lines.length, 40); i++) {
    const line = lines.get(i);
    if (HEADER_CLOSE.test(line)) return i;
    if (line.trim() !== '' && !TOML_KEY_LINE.test(line) && !/^[ \t]*\[/.test(line)) return -1;
  }
  return -1;
}

/** "title = "ADR-0001: X"" in TOML front matter, at the top or in a table: the key, and the value as written. */
const TOML_KEY_LINE = /^[ \t]*([A-Za-z_][\w-]*)[ \t]*=[ \t]*(.*)$/;
/** "[extra]" (Zola) and "[params]" (Hugo): the tables a site keeps its own page fields in. */
const TOML_PAGE_TABLES = new Set(['extra', 'params']);

/**
 * TOML front matter between "+++" lines (spiffe/spike, vmware-tanzu/secrets-manager: Zola sites, licence comments
 * first): top-level keys, then those of the page tables a top-level key does not already give.
 */
function parseTomlBlock(lines: Lines, first = 1, closeAt?: number): FrontMatter {
  const close = closeAt ?? closingLine(lines, /^\+\+\+\s*$/);
  if (close === -1) return NONE();
  const fm: FrontMatter = { kind: 'toml', fields: new Map(), bodyStart: close + 1, firstLine: first, lastLine: close - 1, problems: [] };
  // Where each key is written, per table ("" for the top): "table\nkey".
  const located = new Map<string, KeyAt>();
  let table = '';
  for (let i = first; i < close; i++) {
    const line = lines.get(i);
    const header = /^[ \t]*\[[ \t]*([^\]]*?)[ \t]*\][ \t]*(?:#.*)?$/.exec(line);
    if (header) {
      table = header[1]!.toLowerCase();
      continue;
    }
    const m = TOML_KEY_LINE.exec(line);
    if (!m) continue;
    const written = m[2]!;
    const raw = written.replace(/^(["'])(.*)\1[ \t]*(?:#.*)?$/, '$2').replace(/(?<![ \t])[ \t]+#.*$/, '').trimEnd();
    const key = `${table}\n${normaliseKey(m[1]!)}`;
    if (!located.has(key)) located.set(key, { line: i, start: raw ? line.indexOf(raw, line.length - written.length) : 0, raw });
  }
  let data: Record<string, unknown> | undefined;
  try {
    data = parseToml(lines.join(first, close)) as Record<string, unknown>;
  } catch (err) {
    const at = err as { line?: number; message?: string };
    const line = Math.min(Math.max(first, (at.line ?? 1) + first - 1), Math.max(first, close - 1));
    fm.problems.push({
      code: 'front-matter-invalid',
      message: `Front matter is not valid TOML (line ${line + 1}): ${(at.message ?? '').split('\n')[0]}. Fields on other lines were still read.`,
      range: lineRange(line, 0, lines.get(line)?.length ?? 0),
    });
  }
  const put = (within: string, k: string, v: unknown): void => {
    const key = normaliseKey(k);
    if (fm.fields.has(key) || (v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date))) return;
    fm.fields.set(key, locatedField(lines, key, tomlValue(v), located.get(`${within}\n${key}`), first));
  };
  if (data) {
    for (const [k, v] of Object.entries(data)) put('', k, v);
    for (const [k, v] of Object.entries(data)) {
      if (!TOML_PAGE_TABLES.has(k.toLowerCase()) || !v || typeof v !== 'object') continue;
      for (const [k2, v2] of Object.entries(v)) put(k.toLowerCase(), k2, v2);
    }
  } else {
    // Broken TOML: the simple "key = value" lines, as broken YAML's are salvaged.
    for (const [where, at] of located) {
      const [within, key] = where.split('\n') as [string, string];
      if (at.raw && (within === '' || TOML_PAGE_TABLES.has(within))) put(within, key, at.raw);
    }
  }
  return fm;
}

/** A TOML value as the YAML reading gives it: days and times as written, lists of them likewise. */
function tomlValue(v: unknown): unknown {
  if (v instanceof TomlDate) return v.toISOString();
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (Array.isArray(v)) return v.map(tomlValue);
  return v;
}

/** The first line after the opening one that closes a front matter block, or -1. */
function closingLine(lines: Lines, close: RegExp, from = 1): number {
  for (let i = from; i < lines.length; i++) if (close.test(lines.get(i))) return i;
  return -1;
}

/** YAML front matter whose "---" is on line `open` (0, or 1 under a fence's opening); `fenced`: a fence closes it. */
function parseYamlBlock(lines: Lines, open = 0, fenced = false): FrontMatter {
  const first = open + 1;
  const close = closingLine(lines, /^(?:---|\.\.\.)\s*$/, first);
  if (close === -1) return NONE();
  const bodyStart = fenced && FENCE_CLOSE.test(lines.get(close + 1) ?? '') ? close + 2 : close + 1;
  const fm: FrontMatter = { kind: 'yaml', fields: new Map(), bodyStart, firstLine: first, lastLine: close - 1, problems: [] };
  const located = topLevelKeys(lines, first, close - 1);
  let data: unknown = simpleMapping(lines, first, close - 1);
  // logLevel 'error': the library would print its warnings (e.g. a list used as a key) on a server's stderr.
  const source = data !== undefined ? '' : lines.join(first, close);
  const doc = data !== undefined ? undefined : parseDocument(source, { uniqueKeys: false, prettyErrors: false, logLevel: 'error' });
  if (!doc) {
    // Read without the YAML library: same values, a fraction of the cost.
  } else if (doc.errors.length > 0) {
    const err = doc.errors[0];
    // Without prettyErrors the library gives an offset, not a line: count the lines before it.
    const offset = Math.min(err.pos?.[0] ?? 0, source.length);
    const lineStart = source.lastIndexOf('\n', offset - 1) + 1;
    const line = first + countNewlines(source, offset);
    const col = offset - lineStart;
    const safeLine = Math.min(line, close - 1 < first ? open : close - 1);
    const lineText = lines.get(safeLine) ?? '';
    const ch = Math.min(col, lineText.length);
    fm.problems.push({
      code: 'front-matter-invalid',
      message: `Front matter is not valid YAML (line ${safeLine + 1}): ${err.message.split('\n')[0]}. Fields on other lines were still read.`,
      // One character where the YAML library points, or an empty range on an empty line (never past its end).
      range: lineRange(safeLine, ch, Math.min(lineText.length, ch + 1)),
    });
  } else {
    try {
      data = doc.toJS({ maxAliasCount: 50 });
    } catch {
      data = undefined;
    }
    // "tags: &x [a, *x]": an alias inside its own anchor makes a value that contains itself, which every reader of
    // it would follow forever. Read such front matter as broken: its simple lines are still salvaged below.
    if (data !== undefined && !finiteValue(data, 0, new Set())) {
      data = undefined;
      fm.problems.push({ code: 'front-matter-invalid', message: 'Front matter refers to itself (an alias inside its own anchor, or nesting too deep). Fields on other lines were still read.', range: lineRange(first, 0, lines.get(first)?.length ?? 0) });
    }
  }
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    for (const [k, v] of Object.entries(data as Record<string, unknown>)) {
      const key = normaliseKey(k);
      fm.fields.set(key, locatedField(lines, key, v, located.get(key) ?? locateKey(lines, key, first, close - 1), first));
    }
    liftRecordMapping(fm, lines, close - 1);
  } else {
    // Broken YAML: salvage simple "key: value" lines so a typo elsewhere does not lose the status.
    for (const [key, at] of located) {
      if (!at.raw) continue;
      fm.fields.set(key, { key, value: unquote(at.raw), line: at.line, range: lineRange(at.line, at.start, at.start + at.raw.length) });
    }
    salvageIndentedRecordKeys(fm, lines, first, close - 1);
  }
  return fm;
}

/**
 * The record's own keys that broken front matter left indented: openkruise/kruise's proposals write "  creation-date:"
 * and "  status:" under an "authors" list item, which is why the YAML is broken. Only where no top-level key says so.
 */
const INDENTED_RECORD_KEYS = ['status', 'creation-date', 'last-updated'];

function salvageIndentedRecordKeys(fm: FrontMatter, lines: Lines, first: number, last: number): void {
  for (const key of INDENTED_RECORD_KEYS) {
    if (fm.fields.has(key)) continue;
    const at = locateKey(lines, key, first, last);
    if (at?.raw) fm.fields.set(key, { key, value: unquote(at.raw), line: at.line, range: lineRange(at.line, at.start, at.start + at.raw.length) });
  }
}

/**
 * Keys under which a site generator's plugin nests the record's own fields: the MkDocs Material ADR plugin writes
 * "adr:" then "status:", "created:", "author:", "superseded_by:" one level down (input-output-hk/catalyst-voices).
 */
const RECORD_MAPPINGS = ['adr', 'decision'];

/** The fields of a nested record mapping, as if written at the top (a top-level field of the same name wins). */
function liftRecordMapping(fm: FrontMatter, lines: Lines, last: number): void {
  for (const name of RECORD_MAPPINGS) {
    const parent = fm.fields.get(name);
    const value = parent?.value;
    if (!parent || !value || typeof value !== 'object' || Array.isArray(value)) continue;
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      const key = normaliseKey(k);
      if (!fm.fields.has(key)) fm.fields.set(key, locatedField(lines, key, v, locateKey(lines, key, parent.line + 1, last), parent.line));
    }
  }
}

/** The first line of the block (indented or not) that holds `key:`, with its value's start and text. */
function locateKey(lines: Lines, key: string, first: number, last: number): KeyAt | undefined {
  for (let i = first; i <= last; i++) {
    const line = lines.get(i);
    const at = keyOnLine(line, i, line.length - line.trimStart().length);
    if (at?.key === key) return at;
  }
  return undefined;
}

const SIMPLE_KEY = /^([A-Za-z_][\w-]*(?: [\w-]+)*):(?: +|$)/;
const NON_STRING_KEY = /^(?:null|true|false)$/i;
const NON_STRING_PLAIN = /^(?:~|null|Null|NULL|true|True|TRUE|false|False|FALSE|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|0x[0-9a-fA-F]+|0o[0-7]+|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
// Characters that start something other than a plain string, or that YAML rejects at the start of one.
const PLAIN_START_EXCLUDED = new Set('-?:,[]{}#&*!|>\'"%@`');
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\ufeff]/;

/**
 * Front matter made only of `key: plain string` lines (what MADR templates write), read the way the YAML core
 * schema would, without the YAML library. Anything else (nesting, lists, numbers, booleans, comments after a
 * value, escapes, repeated keys) returns undefined so the real parser decides, errors and all.
 */
function simpleMapping(lines: Lines, first: number, last: number): Record<string, string | null> | undefined {
  const out: Record<string, string | null> = {};
  const seen = new Set<string>();
  for (let i = first; i <= last; i++) {
    const line = lines.get(i);
    if (line.length === 0 || line.charCodeAt(0) === 35) continue; // blank, or a whole-line "# comment"
    const m = SIMPLE_KEY.exec(line);
    if (!m || NON_STRING_KEY.test(m[1])) return undefined;
    const normal = normaliseKey(m[1]);
    if (seen.has(normal)) return undefined;
    seen.add(normal);
    const raw = line.slice(m[0].length);
    if (UNSAFE_CHARS.test(raw)) return undefined;
    const value = raw.trimEnd();
    let parsed: string | null;
    if (value === '') parsed = null;
    else if (value[0] === '"') {
      const q = /^"([^"\\]*)"$/.exec(value);
      if (!q) return undefined;
      parsed = q[1];
    } else if (value[0] === "'") {
      const q = /^'([^']*)'$/.exec(value);
      if (!q) return undefined;
      parsed = q[1];
    } else {
      if (PLAIN_START_EXCLUDED.has(value[0]) || value.includes(': ') || value.includes(' #') || value.endsWith(':') || NON_STRING_PLAIN.test(value)) return undefined;
      parsed = value;
    }
    out[m[1]] = parsed;
  }
  return out;
}

const FLAT_KEYS = new Set(['type', 'id', 'status', 'created', 'updated', 'date', 'tags', 'supersedes', 'superseded-by', 'deciders']);
const FLAT_PAIR = /(?:^|\s)([a-z][\w-]*):\s+(\S+)/gi;

function parseFlattened(lines: Lines): FrontMatter {
  const line = lines.get(0);
  if (!/^[a-z][\w-]*:\s+\S+\s+[a-z][\w-]*:\s+\S/i.test(line)) return NONE();
  const pairs = [...line.matchAll(FLAT_PAIR)].filter((m) => FLAT_KEYS.has(normaliseKey(m[1])));
  if (pairs.length < 2 || !pairs.some((m) => ['status', 'id', 'type'].includes(normaliseKey(m[1])))) return NONE();
  const fm: FrontMatter = { kind: 'flattened', fields: new Map(), bodyStart: 1, firstLine: 0, lastLine: 0, problems: [] };
  for (const m of pairs) {
    const key = normaliseKey(m[1]);
    if (fm.fields.has(key)) continue;
    const start = m.index! + m[0].length - m[2].length;
    fm.fields.set(key, { key, value: m[2], line: 0, range: lineRange(0, start, start + m[2].length) });
  }
  return fm;
}

/** Range of one item of a list value (e.g. a name under "deciders:"), searched from the key's line on. */
export function itemRange(lines: Lines, fm: FrontMatter, field: FrontMatterField, item: string): Range {
  for (let i = field.line; i <= Math.max(field.line, fm.lastLine); i++) {
    if (i > field.line && lines.get(i) && !/^[\s-]/.test(lines.get(i))) break;
    const at = (lines.get(i) ?? '').indexOf(item, i === field.line ? field.range.start.character : 0);
    if (at >= 0) return lineRange(i, at, at + item.length);
  }
  return field.range;
}

function countNewlines(text: string, end: number): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** A parsed YAML value that neither contains itself nor nests deeper than any front matter needs. */
function finiteValue(value: unknown, depth: number, path: Set<object>): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (depth > 32 || path.has(value)) return false;
  path.add(value);
  const children = value instanceof Map ? [...value.values()] : Object.values(value as object);
  for (const child of children) if (!finiteValue(child, depth + 1, path)) return false;
  path.delete(value);
  return true;
}
