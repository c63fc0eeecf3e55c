// Decision ids: "ADR-0019", "ADR-19", "adr-0019" and "ADR 19" all name the same decision, key "adr-19".
import type { DecisionRecord } from './types.js';
import { editDistance, escapeRegExp, MONTH_STEMS, posixBasename, withoutTrailingSlashes } from './text.js';
import { hasRecordExtension, isDocumentPath, isReadmeOrIndexName, withoutDocumentExtension, withoutRecordExtension } from './parse/lines.js';

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
    // A day as the number too: "ADR-20240830", "ADR-2024-08-30" (see referencePattern).
    // A year, then the number within it: "ADR-2025-003" (see YEAR_SEQUENCE).
    const m = cached(idPatterns, prefix, (e) => `^${e}(?:[-_ ]?(?:0*(\\d{1,7})|((?:19|20)\\d\\d(?:\\d{4}|-\\d\\d-\\d\\d)))|-((?:19|20)\\d\\d-\\d{3,4}))$`).exec(t);
    if (m) {
      if (m[3] !== undefined) return yearSequenceId(prefix, m[3])!;
      const number = m[1] !== undefined ? Number(m[1]) : idNumber(m[2]!);
      return { prefix, number, key: decisionKey(prefix, number) };
    }
  }
  return undefined;
}

/**
 * "ADR-2026-001" (Savelii-Systems/software-architecture-journey), "ADR-2025-003" (watchout/hotel-kanri): a year, then
 * the record's number within that year. The year is part of the id, as a category is ("ADR-SEC-001"): prefix
 * "ADR-2026", key "adr-2026-1", so 2025-001 and 2026-001 are two records. Three or four digits after the year, which no
 * month ("2026-01") or day ("2026-01-15") has; "ADR-2026" alone stays record 2026.
 */
const YEAR_SEQUENCE = /^((?:19|20)\d\d)-(\d{3,4})$/;
/** A prefix that ends in a year ("ADR-2026"). */
const YEAR_SUFFIX = /-(?:19|20)\d\d$/;

/** The id of "2025-003" written after `prefix`, or undefined when the digits are no year and number. */
function yearSequenceId(prefix: string, digits: string): ParsedId | undefined {
  const m = YEAR_SEQUENCE.exec(digits);
  if (!m) return undefined;
  const yearly = withYear(prefix, m[1]!);
  const number = Number(m[2]);
  return { prefix: yearly, number, key: decisionKey(yearly, number) };
}

/** A prefix with the year a record's id carries ("ADR" and 2026 → "ADR-2026"), in place of one it had. */
export function withYear(prefix: string, year: string): string {
  return `${prefix.replace(YEAR_SUFFIX, '')}-${year}`;
}

/** Whether a prefix ends in a year segment ("ADR-2026"). */
export function isYearPrefix(prefix: string): boolean {
  return YEAR_SUFFIX.test(prefix);
}

/** Whether a key has a year segment ("adr-2025-3"). */
export function isYearSegmentKey(key: string): boolean {
  return yearOfKey(key) !== 0;
}

/**
 * The year of a key with a year segment ("adr-2025-3": "-", a year 1900–2099, "-", 1–4 digits at the end → 2025),
 * else 0. Without a pattern: sorting 10,000 records asks it over a hundred thousand times.
 */
export function yearOfKey(key: string): number {
  const dash = key.lastIndexOf('-');
  const digits = key.length - 1 - dash;
  if (dash < 5 || digits < 1 || digits > 4 || key.charCodeAt(dash - 5) !== 45) return 0;
  for (let i = dash + 1; i < key.length; i++) if (!isDigitCode(key.charCodeAt(i))) return 0;
  let year = 0;
  for (let i = dash - 4; i < dash; i++) {
    const c = key.charCodeAt(i);
    if (!isDigitCode(c)) return 0;
    year = year * 10 + c - 48;
  }
  return year >= 1900 && year < 2100 ? year : 0;
}

/**
 * The whole's number in the key of a proposal's part ("cap-71-1", part 1 of CAP-71: the parser keys "cap-0071-01.md" so),
 * else -1. A year-numbered key ("adr-2025-3") reads so too: ask yearOfKey first. Without a pattern, as yearOfKey.
 */
export function wholeOfKey(key: string): number {
  const dash = key.lastIndexOf('-');
  if (dash < 3 || dash === key.length - 1) return -1;
  for (let i = dash + 1; i < key.length; i++) if (!isDigitCode(key.charCodeAt(i))) return -1;
  let whole = 0;
  let scale = 1;
  let i = dash - 1;
  for (; i > 0 && isDigitCode(key.charCodeAt(i)); i--, scale *= 10) whole += (key.charCodeAt(i) - 48) * scale;
  return i < dash - 1 && key.charCodeAt(i) === 45 ? whole : -1;
}

function isDigitCode(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** The key of an id as the reference pattern found it: its prefix and digits ("0019", a day, or a year and number). */
export function writtenIdKey(prefix: string, digits: string): string {
  return yearSequenceId(prefix, digits)?.key ?? decisionKey(prefix, idNumber(digits));
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
// "ADR 200 行" (200 lines of a record, douhuaa/Zss.BilliardHall), "ADR 97 行目" (its 97th line, yoshihiko555/dotfiles).
const CJK_COUNTERS = '[件個个本つ枚種种条條項项篇份개건行]';

/**
 * Regex for decision ids in prose and code. Groups: 1 = prefix, 2 = separator, 3 = digits.
 * Not inside longer identifiers ("myadr-7", "ADR-7x", "adr-0019-foo.md"), which is where false positives come from.
 * URLs and link targets are masked by the callers before scanning.
 */

/** Not a letter of a script written without spaces between words (the next character is tested after it). */
const NOT_CJK = '(?![\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}])';

/** Words that make an id an adjective when joined after it: "ADR-0180-style", "ADR-0141-driven". */
const ADJECTIVE_AFTER_ID = '(?:style|driven|compliant|mandated|shaped|aligned|conformant|governed|sanctioned)';

export function referencePattern(prefixes: readonly string[]): RegExp {
  const alt = prefixes.map(escapeRegExp).join('|') || DEFAULT_PREFIX;
  // Chinese, Japanese and Korean write an id against the words around it ("被ADR-045取代", "ADR-001の決定"): their
  // letters are no part of an id, as Latin ones would be ("XADR-1", "ADR-1a"). A CJK counter after the number makes
  // it a count ("ADR 36 件": 36 ADRs), not an id; a percent sign a share ("ADR 39%→91%", coverage rising).
  // "ADR #0012" (DFE-Digital/claim-additional-payments-for-teaching), "ADR#8779742261" as well.
  // "ADR-20240830", "ADR-2024-08-31" (basher83/Sombrero-Edge-Control): a record named by its day, cited by it.
  // "ADR-2025-003" (watchout/hotel-kanri): a year and the number within it, after a hyphen only (see YEAR_SEQUENCE); a
  // day is tried first. A hyphen joins no id to the word before it ("my-adr-2"), but "pre-ADR-0026 behaviour",
  // "post-ADR-12" name the decision they date from. A word joined after the number hides it too ("ADR-0011-x-y" is a
  // file's name), but not one that makes the id an adjective: "ADR-0180-style reporting", "ADR-0141-driven",
  // "ADR-0021-compliant" (lusoris/vmaf).
  return new RegExp(`(?<!${NOT_CJK}[\\p{L}\\p{N}_.]|(?<!(?<![\\p{L}\\p{N}_])(?:pre|post))-)(${alt})([-_ ]?| ?# ?)((?:19|20)\\d\\d(?:(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\\d|3[01])|-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01]))|(?<=-)(?:19|20)\\d\\d-\\d{3,4}|\\d{1,7})(?!${NOT_CJK}[\\p{L}\\p{N}_]|-(?!${ADJECTIVE_AFTER_ID}(?![\\p{L}\\p{N}_-]|\\.[\\p{L}\\p{N}]))[\\p{L}\\p{N}_]|\\.[\\p{L}\\p{N}_]|[ \\u00a0\\u3000]?${CJK_COUNTERS}| ?[%％])`, 'giu');
}

/** A regex pre-test: does this text mention any prefix at all (case-insensitive)? Cheap rejection before scanning. */
export function prefixPretest(prefixes: readonly string[]): RegExp {
  return new RegExp(prefixes.map(escapeRegExp).join('|') || DEFAULT_PREFIX, 'i');
}

/**
 * Whether a regex match is an id we trust. "ADR 7" (space) and "ADR #7" are only accepted when the prefix is written in capitals,
 * so that prose like "an adr 2 weeks ago" is not read as a citation.
 */
/** The number of an id's digits as the reference pattern found them: "0019" → 19, a day "2024-08-31" → 20240831. */
export function idNumber(digits: string): number {
  return Number(digits.length === 10 ? digits.replace(/-/g, '') : digits);
}

export function acceptIdMatch(prefixText: string, separator: string): boolean {
  return (separator !== ' ' && !separator.includes('#')) || prefixText === prefixText.toUpperCase();
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
  const stem = withoutRecordExtension(fileName);
  // "2022-02-03-tracing": named by a day, not numbered; "2021-03-avoid-js-frameworks" (GoogleCloudPlatform/emblem)
  // by a month.
  if (dayOfName(stem) || MONTH_NAMED.test(stem) || MONTH_DAY_NAMED.test(stem) || VERSION_NAMED.test(stem)) return undefined;
  // "002adr-types.md", "017pdr-temporal.md" (informalsystems/apalache): the number, then the kind of record, joined.
  // "001+use-monorepo.md" (fat-fuzzy/rocks): a plus between them.
  const lead = /^(\d{1,7})(?:$|[-_. +]|(?:adr|rfc|pdr)[-_])/i.exec(stem);
  if (lead) return { number: Number(lead[1]), width: lead[1].length };
  for (const prefix of prefixes) {
    const m = cached(fileNamePatterns, prefix, (e) => `^(${e})[-_ ]?(\\d{1,7})(?:$|[-_. ])`).exec(stem);
    if (m) return { number: Number(m[2]), prefix, width: m[2].length };
  }
  return undefined;
}

/**
 * "2026-001-why-go-detailed.md" (Savelii-Systems/software-architecture-journey), "ADR-2026-001-x.md": a record numbered
 * within a year (see YEAR_SEQUENCE). `prefix` is the configured one written before the year, if any.
 */
export function yearSequenceFromFileName(fileName: string, prefixes: readonly string[]): { number: number; width: number; year: string; prefix?: string } | undefined {
  const named = yearSequenceOfName(fileName);
  if (!named) return undefined;
  const written = named.written;
  const prefix = written === undefined ? undefined : prefixes.find((p) => p.toLowerCase() === written.toLowerCase());
  if (written !== undefined && prefix === undefined) return undefined;
  return { number: named.number, width: named.width, year: named.year, ...(prefix !== undefined ? { prefix } : {}) };
}

/** A file name numbered within a year, whatever word is written before the year (`written`), configured or not. */
export function yearSequenceOfName(fileName: string): { number: number; width: number; year: string; written?: string } | undefined {
  const m = YEAR_SEQUENCE_NAME.exec(withoutRecordExtension(fileName));
  if (!m) return undefined;
  return { number: Number(m[3]), width: m[3]!.length, year: m[2]!, ...(m[1] !== undefined ? { written: m[1] } : {}) };
}

/**
 * The key a record file's name gives it, with `prefix` for a name without one: "0007-x.md" → adr-7, "ADR-012-x.md" →
 * adr-12, "2026-001-x.md" → adr-2026-1 (a number within its year, not record 2026).
 */
export function keyOfFileName(name: string, prefixes: readonly string[], prefix: string): { key: string; number: number; year?: string } | undefined {
  const yearly = yearSequenceFromFileName(name, prefixes);
  if (yearly) return { key: decisionKey(withYear(yearly.prefix ?? prefix, yearly.year), yearly.number), number: yearly.number, year: yearly.year };
  const named = numberFromFileName(name, prefixes);
  return named ? { key: decisionKey(named.prefix ?? prefix, named.number), number: named.number } : undefined;
}

const YEAR_SEQUENCE_NAME = /^(?:([A-Za-z]{1,12})[-_])?((?:19|20)\d\d)-(\d{3,4})(?=[-_. ]|$)/;

/**
 * "20230604-use-x.md" (log4brains), "2023-06-04-use-x", "2023-03-02_entity_store", or a timestamp ("20240516132303-x",
 * adr-log's default): a file or folder named by a day rather than numbered.
 */
// "2026-04-19T07:46:06+09:00_01_db_schema_refactor_001.md" (pollenjp/cc-tunnel): a day and its ISO 8601 time.
const DAY_NAMED = /^(\d{4})(-?)(\d{2})\2(\d{2})(?:\d{4}(?:\d{2})?|T\d{2}(?::?\d{2}){1,2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?(?=[-_. ]|$)/;

const DAY_NAMED_AFTER_PREFIX = /^(?:adrs?|dr|decision)[-_](?:19|20)\d\d-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?=[-_. ]|$)/i;

/**
 * "9-30-model.md", "11-8-backend-config.md" (georgevs/pills: "named by originating date and topic"): a month and a
 * day without a year, neither with a leading zero, then the topic. Not "004-12-factor.md", record 4.
 */
const MONTH_DAY_NAMED = /^(?:[1-9]|1[0-2])-(?:[1-9]|[12]\d|3[01])-(?=\p{L})/u;

/** Whether a file is named by a month and a day without a year ("11-8-backend-config.md"), not numbered. */
export function isMonthDayNamed(name: string): boolean {
  return MONTH_DAY_NAMED.test(name);
}

/**
 * "1.0-improvements.md" (helm/community's hips/archives/monocular, "# Proposal: Monocular 1.0 - improvements"),
 * "2.3-plan", "v1.2-roadmap": named by the version it is about, not numbered. Not a padded number ("0001.2-x").
 */
const VERSION_NAMED = /^v?(?:0|[1-9]\d{0,2})\.\d{1,3}(?:\.\d{1,3})?(?=[-_ ]|$)/i;

/** "2021-03-python-backend": a year and a month, then the slug's first word. */
// Or joined: thanos-io/thanos names its proposals "202012-receive-split.md", two of them in one month.
const MONTH_NAMED = /^(?:199\d|2[01]\d\d)-?(?:0[1-9]|1[0-2])[-_](?=\p{L})/u;

/** Whether a file or folder is named by a year and a month ("2021-03-x", "202012-x"), not numbered. */
export function isMonthNamed(name: string): boolean {
  return MONTH_NAMED.test(name);
}

/** The day a name starts with, as written ("20230604", "2023-06-04") and as yyyy-mm-dd (not checked to be a real day). */
export function dayOfName(name: string): { raw: string; iso: string } | undefined {
  // "adr-2026-04-28-dispatch-lifecycle.md" (OmniNode-ai/omnibase_core): the kind of record, then the day.
  if (name.charCodeAt(0) > 0x40 && DAY_NAMED_AFTER_PREFIX.test(name)) return dayOfName(name.slice(name.search(/\d/)));
  // Every other way of writing the day starts with a digit: asked of every file's name, most are settled here.
  const first = name.charCodeAt(0);
  if (first < 0x30 || first > 0x39) return undefined;
  const m = DAY_NAMED.exec(name);
  if (m) return { raw: `${m[1]}${m[2]}${m[3]}${m[2]}${m[4]}`, iso: `${m[1]}-${m[3]}-${m[4]}` };
  // "2020_03_03_api_translations.md" (Sylius): a day in underscores.
  const underscored = UNDERSCORED_DAY_NAMED.exec(name);
  if (underscored) return { raw: underscored[0], iso: `${underscored[1]}-${underscored[2]}-${underscored[3]}` };
  // "2023-8-18-ray-on-spark-autoscaling.md" (ray-project/enhancements): a month or day without its zero.
  const unpadded = UNPADDED_DAY_NAMED.exec(name);
  if (unpadded) return { raw: unpadded[0], iso: `${unpadded[1]}-${unpadded[2]!.padStart(2, '0')}-${unpadded[3]!.padStart(2, '0')}` };
  const short = SHORT_DAY_NAMED.exec(name);
  if (short) return { raw: `${short[1]}${short[2]}${short[3]}`, iso: `20${short[1]}-${short[2]}-${short[3]}` };
  const spelled = SPELLED_DAY_NAMED.exec(name);
  if (!spelled) return undefined;
  const month = MONTH_STEMS.indexOf(spelled[2]!.slice(0, 3).toLowerCase()) + 1;
  return { raw: spelled[0], iso: `${spelled[3]}-${String(month).padStart(2, '0')}-${spelled[1]!.padStart(2, '0')}` };
}

/**
 * The day written after a record's number ("ADR-0001-2026-01-08-aws-region.md", ClementV78/CloudRadar): the file is
 * numbered, and dated by that day.
 */
export function dayAfterNumber(name: string): { raw: string; iso: string } | undefined {
  const m = DAY_AFTER_NUMBER.exec(name);
  return m ? { raw: `${m[1]}-${m[2]}-${m[3]}`, iso: `${m[1]}-${m[2]}-${m[3]}` } : undefined;
}

/**
 * "2021-10-12-9568-automatic-namespacing.md" (vectordotdev/vector's RFCs): the day the request was written, then its
 * number (the issue's), then the subject's words. "20250815-128-bit-x.md" (onflow/flips) has a day and a word that
 * starts with digits; only a title that writes an id and then a day (TITLE_ID_THEN_DAY) says the number is the id.
 */
const NUMBER_AFTER_DAY = /^(?:19|20)\d\d-(?:0?[1-9]|1[0-2])-(?:0?[1-9]|[12]\d|3[01])-(\d{1,6})-(?=\p{L})/u;
/**
 * "# RFC 3603 - 2020-08-27 - Collecting metrics", "# RFC #1999 - 2020-03-06 - …", "# RFC  - 2021-11-03 - …" (the
 * number left blank), "# 1. RFC 3645 - 2020-08-31 - …": vector's template, an id slot and the day before the title.
 */
const TITLE_ID_THEN_DAY = /^[ \t]{0,3}#{1,6}[ \t]{1,3}(?:\d{1,2}\.[ \t]{1,3})?[A-Za-z]{2,6}[ \t]{1,3}#?\d{0,7}[ \t]{0,3}[-–—][ \t]{0,3}(?:19|20)\d\d-\d{1,2}-\d{1,2}\b/;

/** The number after the day in a file's name, when the record's title line writes an id slot and a day (see NUMBER_AFTER_DAY). */
export function numberAfterDayOfTitled(name: string, titleLine: string | undefined): { number: number; width: number; prefix?: string } | undefined {
  const m = titleLine === undefined ? null : NUMBER_AFTER_DAY.exec(name);
  if (!m || !TITLE_ID_THEN_DAY.test(titleLine!)) return undefined;
  return { number: Number(m[1]), width: m[1]!.length };
}

const DAY_AFTER_NUMBER = /^(?:[A-Za-z]{1,12}[-_]?)?\d{1,6}[-_]((?:19|20)\d\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?=[-_.]|$)/;

const UNPADDED_DAY_NAMED = /^((?:19|20)\d\d)-(0?[1-9]|1[0-2])-(0?[1-9]|[12]\d|3[01])(?=[-_. ]|$)/;

/** "2020_03_03_api_translations.md": a real year, month and day, so that "0011_multiple_event_types.rst" stays numbered. */
const UNDERSCORED_DAY_NAMED = /^((?:19|20)\d\d)_(0[1-9]|1[0-2])_(0[1-9]|[12]\d|3[01])(?=[-_. ]|$)/;

/** "7-august-2023-paste-button-ux.md" (status-im/status-mobile): the day, the month in words, the year. */
const SPELLED_DAY_NAMED = /^([1-9]|[12]\d|3[01])[-_](jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)[-_]((?:19|20)\d\d)(?=[-_. ]|$)/i;

/**
 * "230927-maintain-a-media-server.md", "250324A-manage-systems-with-nix.md" (drewgingerich/homelab): a day as YYMMDD, a
 * letter telling that day's records apart. Years 2010–2039 only, so that a number ("000123", "100234") stays a number.
 */
const SHORT_DAY_NAMED = /^([1-3]\d)(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])[A-Z]?(?=[-_. ]|$)/;

/** "ODH-ADR-Operator-0007-x.md": an organisation's word, a configured prefix, at most one area word, the number. */
const ORG_COMPOUND_NAME = /^([A-Za-z][A-Za-z0-9]{1,11})-([A-Za-z]{2,12})((?:-[A-Za-z][A-Za-z0-9]{0,11})?)[-_]\d{1,7}(?:[-_.]|$)/;
/**
 * "ADR-sample-001-postgresql-for-event-store.md" (the sample records of rvdbreemen/OTGW-firmware's vendored ADR kit):
 * a word saying the file is an example, not a category of ids.
 */
const EXAMPLE_CATEGORY = /^-(?:sample|example|demo|template|dummy|fake|test)s?$/i;
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
    if (!hasRecordExtension(f)) continue;
    const name = f.slice(f.lastIndexOf('/') + 1);
    const m = COMPOUND_NAME.exec(name);
    let written: string;
    if (m && known.has(m[1].toLowerCase())) {
      if (EXAMPLE_CATEGORY.test(m[2])) continue;
      written = m[1] + m[2];
    }
    else {
      // "ODH-ADR-Operator-0007-auth-crd.md", "ODH-ADR-0001-x.md" (opendatahub-io): the organisation's word before a
      // configured prefix, and maybe an area after it.
      const org = ORG_COMPOUND_NAME.exec(name);
      if (!org || !known.has(org[2]!.toLowerCase()) || known.has(org[1]!.toLowerCase())) continue;
      written = `${org[1]}-${org[2]}${org[3] ?? ''}`;
    }
    // "ADR-TIER1" in capitals, as ids are written; an organisation's compound as its files write it ("ODH-ADR-Operator").
    if (!known.has(written.toLowerCase()) && !found.has(written.toLowerCase())) found.set(written.toLowerCase(), m && known.has(m[1].toLowerCase()) ? written.toUpperCase() : written);
  }
  // Longest first, so that a citation is read with its whole prefix.
  return [...found.values()].sort((a, b) => b.length - a.length);
}

/**
 * The name a record goes by: its file's, or for a record kept as the README (or index) of a folder of its own
 * ("decision-records/2022-02-03-tracing/README.md"), the folder's, as if it were "2022-02-03-tracing.md". So for a
 * proposal's page in a folder named by its id (SERIES_ID_FOLDER: "slep007/proposal.rst").
 */
export function recordFileName(path: string): string {
  const slash = path.lastIndexOf('/');
  const name = path.slice(slash + 1);
  if (slash <= 0) return name;
  const readme = isReadmeOrIndexName(name);
  if (!readme && !isProposalPageName(name)) return name;
  const folder = path.slice(path.lastIndexOf('/', slash - 1) + 1, slash);
  return readme || SERIES_ID_FOLDER.test(folder) ? `${folder}.md` : name;
}

/**
 * A folder named by a series' id, the letters glued to a padded number or joined by a hyphen: scikit-learn/
 * enhancement_proposals keeps "slep007/proposal.rst", each SLEP a folder with its page and the files it shows.
 */
const SERIES_ID_FOLDER = /^[a-z]{1,4}(?:-\d{1,5}|\d{3,5})$/i;

/** "proposal.rst": the page of a proposal kept as a folder named by its id (SERIES_ID_FOLDER), beside its files. */
export function isProposalPageName(name: string): boolean {
  return /^proposal\.(?:md|markdown|rst|adoc)$/i.test(name);
}

/**
 * A folder named like a record file: a number or an ISO date, then a slug with a letter ("2022-02-03-tracing"), maybe
 * after the default prefix ("adr002-authorization-discovery", factory-x's Docusaurus site). A year folder ("2023") has
 * no slug; a number with no slug is not a name. Other letters before the number ("lab01-setup", "v2-api") name
 * chapters and versions, not records. A long number alone is a record's id (RECORD_ID_FOLDER_NAME).
 */
export function isRecordFolderName(name: string): boolean {
  return RECORD_FOLDER_NAME.test(name) || RECORD_ID_FOLDER_NAME.test(name);
}

const RECORD_FOLDER_NAME = /^(?:adr[-_]?)?(?:\d{4}-\d{2}-\d{2}|\d{1,8})[-_](?=[^/]*\p{L})/iu;
/**
 * A folder named by a long number alone (straw-hat-team/adr: "src/adrs/1146361044/README.md", ids drawn at random, ten
 * digits): too long for a year, a day ("20230105") or a chapter, so it names one record.
 */
const RECORD_ID_FOLDER_NAME = /^\d{9,12}$/;

/**
 * Of records sharing a number in one collection, the one written first keeps it: earlier date first; without dates
 * (or the same day), the file name decides, as a listing would order them. duplicate-number names this keeper, and
 * a citation of the number resolves to it.
 */
export function writtenFirst(a: DecisionRecord, b: DecisionRecord): number {
  // An empty file left by a renumbering (CyrosLabs/cyros-platform's 0-byte "0003-fastapi.md" beside "0003-platform-first.md")
  // keeps no number from a record that was written.
  const ea = isEmptyRecord(a);
  if (ea !== isEmptyRecord(b)) return ea ? 1 : -1;
  const da = a.dates[0]?.iso;
  const db = b.dates[0]?.iso;
  if (da && db && da !== db) return da < db ? -1 : 1;
  if (da && !db) return -1;
  if (db && !da) return 1;
  return a.path.localeCompare(b.path);
}

/** A record file with nothing in it: no line of text, no status, no date, a title from its file name only. */
export function isEmptyRecord(r: DecisionRecord): boolean {
  const { start, end } = r.title.range;
  return r.lineCount <= 1 && r.status === undefined && r.dates.length === 0 && start.line === end.line && start.character === end.character;
}

/** A record's file name without its extension, lower-cased ("0021-react-testing-library"): what a link's file name or a bare stem is matched with. */
export function recordStem(path: string): string {
  return withoutDocumentExtension(recordFileName(path)).toLowerCase();
}

/** A whole wikilink: its target (1), then a heading or block ("#…") and a shown text ("|…"), which name no file. */
const WIKI_LINK_WHOLE = /^!?\[\[([^[\]|#\n]+)(?:#[^[\]|\n]*)?(?:\|[^[\]\n]*)?\]\]$/;

/** A single file-name-like word: "0007-obsidian-plugin-hosts-mcp-over-localhost", "0002-x.md". */
const STEM_LIKE = /^[\p{L}\p{N}_.-]+$/u;

/**
 * The record file stem a written target names, lower-cased: the link text of "[0021-react-testing-library](…)" or a
 * bare "0007-obsidian-plugin-hosts-mcp-over-localhost". Undefined for prose and ids alone.
 */
export function stemOfText(written: string): string | undefined {
  // An Obsidian (Foam, Dendron) wikilink names a file by its name, or its path in the vault, without the extension:
  // "[[ADR-0003-typed-config]]", "[[adr/0004-x|the design]]", "[[0004-x#Decision]]" (see parse/references' wikiLinks).
  const wiki = WIKI_LINK_WHOLE.exec(written.trim());
  if (wiki) written = wiki[1]!.trim().slice(wiki[1]!.trim().lastIndexOf('/') + 1);
  const link = /^\[([^\]]+)\]/.exec(written.trim());
  const word = withoutDocumentExtension((link ? link[1]! : written).trim());
  if (!STEM_LIKE.test(word) || !/\p{L}/u.test(word) || !/\d/.test(word)) return undefined;
  return word.toLowerCase();
}

/** The file name a link's path ends in ("../adr/0007-x.md#status" → "0007-x.md"); undefined for a folder. */
export function fileNameOfPath(path: string): string | undefined {
  const name = posixBasename(withoutTrailingSlashes(path));
  return name === '' || name === '.' || name === '..' ? undefined : name;
}

/**
 * Whether a link's file name ("0016-compliance-documentation.md") says it means another record than `record`, which
 * the link's text names by id: a record file name with another number, or the same number and another name that
 * shares no word with the record's title. A misspelt name (a few letters off), an older name of the record, or the
 * number alone ("0016.md") still means the record; a name that is no record's ("README.md", a folder) says nothing.
 */
export function linkNamesAnotherRecord(fileName: string, record: DecisionRecord, prefixes: readonly string[]): boolean {
  if (!isDocumentPath(fileName)) return false;
  const named = numberFromFileName(fileName, prefixes);
  if (!named) return false;
  if (record.number !== undefined && named.number !== record.number) return true;
  const stem = withoutDocumentExtension(fileName).toLowerCase();
  if (/^(?:[a-z]+[-_ ]?)?\d+$/.test(stem)) return false;
  const own = recordStem(record.path);
  if (editDistance(stem, own) <= Math.max(2, Math.floor(Math.max(stem.length, own.length) / 5))) return false;
  // Renamed since, under the same number: the old name still says what the record is about ("ADR028-docker-tools.md"
  // for "ADR028: Container Tools", alphagov/gsp). A name that shares no word with the record's title is another
  // record, gone or never written (GSA-TTS/FAC's "0016-compliance-documentation.md" where 16 is "File Uploads").
  return !sharesTitleWord(stem, record.title.value);
}

/**
 * The record file stem a citation is written as, when it has words after its number: "ADR-013-interval-strategy" (lower-
 * cased), not "ADR-013" alone nor prose.
 */
export function wordedStemOfText(written: string): string | undefined {
  const stem = stemOfText(written);
  return stem !== undefined && wordsAfterNumber(stem) ? stem : undefined;
}

/**
 * Whether a citation written as a record's file stem, "ADR-027-documentation-standard" (wordedStemOfText), clearly
 * names another record than `record`, which holds its number now (Moffran/calibrated_explanations renamed that ADR-027
 * to a standard, and its number went to "Internal FAST-Based Feature Filtering"): a name linkNamesAnotherRecord says
 * is another record's, with two words at least that say what it is about, none of them a word of the record's title
 * or file name. A misspelt, abbreviated ("ADR-012-db") or older name that shares a word still means the record.
 */
export function stemNamesAnotherRecord(stem: string, record: DecisionRecord, prefixes: readonly string[]): boolean {
  if (!linkNamesAnotherRecord(`${stem}.md`, record, prefixes)) return false;
  const words = (wordsAfterNumber(stem) ?? '').split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 4 && !/^\d+$/.test(w) && !COMMON_NAME_WORDS.has(w));
  if (words.length < 2) return false;
  const own = [...nameWords(record.title.value), ...nameWords(wordsAfterNumber(recordStem(record.path)) ?? '')];
  return !words.some((w) => own.some((o) => sameWord(w, o)));
}

/** Words too common in record names to tell two records apart. */
const COMMON_NAME_WORDS = new Set(['adr', 'adrs', 'decision', 'decisions', 'record', 'records', 'with', 'from', 'into', 'over', 'using', 'about', 'when', 'this', 'that', 'than', 'more', 'less', 'support', 'new']);

function sharesTitleWord(stem: string, title: string): boolean {
  const titleWords = new Set(title.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  for (const word of stem.split(/[^\p{L}\p{N}]+/u)) {
    if (word.length >= 4 && !/^\d+$/.test(word) && !COMMON_NAME_WORDS.has(word) && titleWords.has(word)) return true;
  }
  return false;
}

/**
 * Whether text near a citation of decision `number` holds the address of a document numbered the same
 * ("https://github.com/cosmos/cosmos-sdk/blob/main/docs/architecture/adr-031-msg-service.md" after "ADR 031"): the id
 * is that project's decision, not this workspace's (ibc-go, Agoric).
 */
export function addressNamesNumber(near: string, number: number): boolean {
  if (!near.includes('://')) return false;
  for (const url of near.match(/https?:\/\/[^\s)>\]"']+/g) ?? []) {
    const name = posixBasename(withoutTrailingSlashes(url.split(/[?#]/)[0]!));
    const m = /^(?:[a-z]+[-_]?)?0*(\d+)(?:[-_.]|$)/i.exec(name);
    if (m && Number(m[1]) === number) return true;
  }
  return false;
}

/** The series of a key, before its number: "adr" for "adr-31", "adr-data" for "adr-data-2". */
export function seriesOfKey(key: string): string {
  return key.slice(0, key.lastIndexOf('-'));
}

/** Before a numbered file name's words: an optional prefix, the number and what parts it from the words. */
const NUMBER_PART = /^(?:[A-Za-z]{1,12}[-_]?)?\d+[-_. +]+/;

/**
 * A numbered file name's words after its number, lower case ("0034-Provide-DLQ.md" → "provide-dlq.md"): what a record
 * keeps when it is renumbered. Undefined for a name without a number.
 */
export function wordsAfterNumber(name: string): string | undefined {
  const lower = name.toLowerCase();
  const m = NUMBER_PART.exec(lower);
  return m ? lower.slice(m[0].length) : undefined;
}

/** The number at the end of a key ("adr-31" → 31). */
export function numberOfKey(key: string): number | undefined {
  const m = /(\d+)$/.exec(key);
  return m ? Number(m[1]) : undefined;
}

/**
 * Words that make no name in parentheses after an id: notes on it ("ADR-7 (draft)", "(see below)", "(lines 208-209)"),
 * and short words. What is left is compared with a record's title (see asideNamesTitle).
 */
const ASIDE_NOTE = /^(?:see|cf|eg|ie|line|lines|draft|proposed|accepted|approved|superseded|superceded|deprecated|rejected|withdrawn|partially|partial|part|amended|pending|wip|todo|tbd|new|old|above|below|planned|future|historical|archived|implemented|done|optional|obsolete|etc|and|the|for|with|from|into|via|use|using|our|this|that|its|section|step|phase|item|point|also|only|not|was|now|per|original|updated|revised|proposal|decision|record|adr|adrs|rfc)$/;

function nameWords(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3 && !/^\d+$/.test(w) && !ASIDE_NOTE.test(w));
}

/** Two words alike enough to be one name's: "registry" and "registries", "kvm" and "kvm". */
function sameWord(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  let common = 0;
  while (common < shorter && a.charCodeAt(common) === b.charCodeAt(common)) common++;
  return common === shorter || common >= 5;
}

/**
 * How many words of a name written in parentheses after an id ("ADR 0005 (KVM)") are words of a record's title: 0
 * when none is, undefined when the aside is a note and no name ("(draft)", "(2024)", "(lines 208-209)").
 * tosin2013/qubinode_navigator's DAGs cite another project's "ADR 0003 (oc-mirror)", which is not its ADR-0003.
 */
export function asideWordsInTitle(aside: string, title: string): number | undefined {
  const words = nameWords(aside);
  if (words.length === 0 || words.length > 8) return undefined;
  const titleWords = nameWords(title);
  return words.filter((w) => titleWords.some((t) => sameWord(w, t))).length;
}

/**
 * Whether a name in parentheses after an id is a record's whole title, word for word ("ADR 002 (Discord Chat
 * Automation)"): which of namesakes numbered per category it means. A topic ("ADR-0012 (session storage)") is not.
 */
export function asideIsTitle(aside: string, title: string): boolean {
  const words = nameWords(aside);
  const titleWords = nameWords(title);
  return words.length > 0 && words.length === titleWords.length && words.every((w) => titleWords.some((t) => sameWord(w, t))) && titleWords.every((t) => words.some((w) => sameWord(w, t)));
}
