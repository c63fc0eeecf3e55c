// Decision ids: "ADR-0019", "ADR-19", "adr-0019" and "ADR 19" all name the same decision, key "adr-19".

export const DEFAULT_PREFIX = 'ADR';

/** Normalised lookup key: lower-case prefix + "-" + number without leading zeros. */
export function decisionKey(prefix: string, number: number): string {
  return `${prefix.toLowerCase()}-${number}`;
}

/** Display id in the collection's style: "ADR-0019" for width 4. */
export function displayId(prefix: string, number: number, width = 4): string {
  return `${prefix}-${String(number).padStart(width, '0')}`;
}

export interface ParsedId {
  prefix: string;
  number: number;
  key: string;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Compiled once per prefix: ids and file names are parsed for every record, and compiling cost more than matching. */
const idPatterns = new Map<string, RegExp>();
const fileNamePatterns = new Map<string, RegExp>();

function cached(cache: Map<string, RegExp>, prefix: string, build: (escaped: string) => string): RegExp {
  let re = cache.get(prefix);
  if (!re) {
    // Only the configured prefixes land here; the bound keeps a session that changes them often from growing it.
    if (cache.size >= 256) cache.clear();
    cache.set(prefix, (re = new RegExp(build(escapeRegExp(prefix)), 'i')));
  }
  return re;
}

/** Parses id text such as "ADR-0019", "adr_19", "ADR 7" or "RFC-3" (prefix must be one of `prefixes`). */
export function parseDecisionId(text: string, prefixes: readonly string[] = [DEFAULT_PREFIX]): ParsedId | undefined {
  const t = text.trim();
  for (const prefix of prefixes) {
    const m = cached(idPatterns, prefix, (e) => `^${e}[-_ ]?0*(\\d{1,7})$`).exec(t);
    if (m) {
      const number = Number(m[1]);
      return { prefix, number, key: decisionKey(prefix, number) };
    }
  }
  return undefined;
}

/** Accepts an id ("ADR-0019"), a key ("adr-19"); bare numbers resolve against `defaultPrefix`. */
export function keyFromText(text: string, prefixes: readonly string[], defaultPrefix = prefixes[0] ?? DEFAULT_PREFIX): string | undefined {
  const id = parseDecisionId(text, prefixes);
  if (id) return id.key;
  const t = text.trim();
  if (/^\d{1,7}$/.test(t)) return decisionKey(defaultPrefix, Number(t));
  return undefined;
}

/** Counter words of Japanese, Chinese and Korean that follow a number of things (件 items, 个 pieces, 개 units...). */
const CJK_COUNTERS = '[件個个本つ枚種种条條項项篇份개건]';

/**
 * Regex for decision ids in prose and code. Groups: 1 = prefix, 2 = separator, 3 = digits.
 * Not inside longer identifiers ("myadr-7", "ADR-7x", "adr-0019-foo.md"), which is where false positives come from.
 * URLs and link targets are masked by the callers before scanning.
 */

export function referencePattern(prefixes: readonly string[]): RegExp {
  const alt = prefixes.map(escapeRegExp).join('|') || DEFAULT_PREFIX;
  // A CJK counter after the number makes it a count ("ADR 36 件": 36 ADRs), not an id.
  return new RegExp(`(?<![\\p{L}\\p{N}_.\\-])(${alt})([-_ ]?)(\\d{1,7})(?![\\p{L}\\p{N}_]|[-.][\\p{L}\\p{N}_]|[ \\u00a0\\u3000]?${CJK_COUNTERS})`, 'giu');
}

/** A regex pre-test: does this text mention any prefix at all (case-insensitive)? Cheap rejection before scanning. */
export function prefixPretest(prefixes: readonly string[]): RegExp {
  return new RegExp(prefixes.map(escapeRegExp).join('|') || DEFAULT_PREFIX, 'i');
}

/**
 * Whether a regex match is an id we trust. "ADR 7" (space) is only accepted when the prefix is written in capitals,
 * so that prose like "an adr 2 weeks ago" is not read as a citation.
 */
export function acceptIdMatch(prefixText: string, separator: string): boolean {
  return separator !== ' ' || prefixText === prefixText.toUpperCase();
}

/** Canonical configured spelling of a prefix as written in text ("adr" → "ADR"). */
export function canonicalPrefix(written: string, prefixes: readonly string[]): string {
  const lower = written.toLowerCase();
  return prefixes.find((p) => p.toLowerCase() === lower) ?? written.toUpperCase();
}

/**
 * Number (and prefix, when present) from a record's file name: "0019-foo.md", "ADR-019-foo.md", "adr_19.md", "19.md".
 */
export function numberFromFileName(fileName: string, prefixes: readonly string[]): { number: number; prefix?: string; width: number } | undefined {
  const stem = fileName.replace(/\.(md|markdown)$/i, '');
  // "2022-02-03-tracing": named by a day, not numbered.
  if (dayOfName(stem)) return undefined;
  const lead = /^(\d{1,7})(?:$|[-_. ])/.exec(stem);
  if (lead) return { number: Number(lead[1]), width: lead[1].length };
  for (const prefix of prefixes) {
    const m = cached(fileNamePatterns, prefix, (e) => `^(${e})[-_ ]?(\\d{1,7})(?:$|[-_. ])`).exec(stem);
    if (m) return { number: Number(m[2]), prefix, width: m[2].length };
  }
  return undefined;
}

/**
 * "20230604-use-x.md" (log4brains), "2023-06-04-use-x", "2023-03-02_entity_store", or a timestamp ("20240516132303-x",
 * adr-log's default): a file or folder named by a day rather than numbered.
 */
const DAY_NAMED = /^(\d{4})(-?)(\d{2})\2(\d{2})(?:\d{4}(?:\d{2})?)?(?=[-_. ]|$)/;

/** The day a name starts with, as written ("20230604", "2023-06-04") and as yyyy-mm-dd (not checked to be a real day). */
export function dayOfName(name: string): { raw: string; iso: string } | undefined {
  const m = DAY_NAMED.exec(name);
  return m ? { raw: `${m[1]}${m[2]}${m[3]}${m[2]}${m[4]}`, iso: `${m[1]}-${m[3]}-${m[4]}` } : undefined;
}

/** "ADR-TIER1-003-x.md": a configured prefix, one or two category words, the number, the slug. */
const COMPOUND_NAME = /^([A-Za-z][A-Za-z0-9]*)((?:-[A-Za-z][A-Za-z0-9]{0,11}){1,2})[-_]\d{1,7}(?:[-_.]|$)/;

/**
 * Prefixes with a category between the configured prefix and the number, as record file names in the workspace
 * write them ("ADR-SEC-001-zero-trust.md" → "ADR-SEC"), so that "ADR-SEC-001" in prose and code is a citation and
 * the records are numbered per category. Only Markdown files count; the category must start with a letter.
 */
export function compoundPrefixes(files: Iterable<string>, prefixes: readonly string[]): string[] {
  const known = new Set(prefixes.map((p) => p.toLowerCase()));
  const found = new Map<string, string>();
  for (const f of files) {
    if (!/\.(?:md|markdown)$/i.test(f)) continue;
    const m = COMPOUND_NAME.exec(f.slice(f.lastIndexOf('/') + 1));
    if (!m || !known.has(m[1].toLowerCase())) continue;
    const written = m[1] + m[2];
    if (!known.has(written.toLowerCase()) && !found.has(written.toLowerCase())) found.set(written.toLowerCase(), written.toUpperCase());
  }
  // Longest first, so that a citation is read with its whole prefix.
  return [...found.values()].sort((a, b) => b.length - a.length);
}

/**
 * The name a record goes by: its file's, or for a record kept as the README (or index) of a folder of its own
 * ("decision-records/2022-02-03-tracing/README.md"), the folder's, as if it were "2022-02-03-tracing.md".
 */
export function recordFileName(path: string): string {
  const slash = path.lastIndexOf('/');
  const name = path.slice(slash + 1);
  if (slash <= 0 || !/^(?:readme|index)\.(?:md|markdown)$/i.test(name)) return name;
  const folder = path.slice(path.lastIndexOf('/', slash - 1) + 1, slash);
  return `${folder}.md`;
}

/**
 * A folder named like a record file: a number or an ISO date, then a slug with a letter ("2022-02-03-tracing").
 * A year folder ("2023") has no slug; a number with no slug is not a name.
 */
export function isRecordFolderName(name: string): boolean {
  return RECORD_FOLDER_NAME.test(name);
}

const RECORD_FOLDER_NAME = /^(?:\d{4}-\d{2}-\d{2}|\d{1,8})[-_](?=[^/]*\p{L})/u;
