// Decisions written inline: a page that records several decisions under headings of their own ids, instead of a file
// each ("### ADR-002: Vertical Slice Organization" in ardalis/CleanArchitecture's docs, "## ADR-1: …" in a task's
// notes). Such an id names the page's decision, not a record that is missing.
import { DECORATION_CHARS } from '../text.js';
import type { Range } from '../types.js';
import { parseHeading } from './lines.js';
import { normaliseHeading } from './vocabulary.js';

/** An emoji before a heading's words: where an id that the heading defines starts, after it. */
const LEADING_DECORATION = new RegExp(`^(?:[${DECORATION_CHARS}]+[ \\t]*)?`, 'u');

/** What a decision written inline is made of ("**Status**: Accepted", "### Context", "### 결정 내용"), normalised. */
const DECISION_PARTS = /^(?:status|context|decision|consequences|background|problem|motivation)\b/;

/** The heading the id at `range` opens, with a title after the id ("## ADR-001 — Product name"), if it opens one. */
export function titledByIdHeading(lines: readonly string[], range: Range): ReturnType<typeof parseHeading> {
  const at = range.start.line;
  const line = lines[at] ?? '';
  const heading = parseHeading(line, at);
  if (!heading || heading.start + LEADING_DECORATION.exec(heading.text)![0].length !== range.start.character) return undefined;
  // Its title may open with code or a quotation ("## ADR-3: `RefreshTokenStore.delete()` 제거").
  return /^[ \t]*[:：.—–-]?[ \t]*[`"'“‘«(*_]*\p{L}/u.test(line.slice(range.end.character)) ? heading : undefined;
}

/**
 * A heading that names what its section keeps as decision records: "## 9. Architecture Decision Records (ADR log)"
 * (Londopy/akribia's docs/architecture.md), "## Decision log". Bounded: a heading is read whole.
 */
export const NAMES_DECISION_RECORDS = /\bdecision[ \t]{1,4}(?:records?|log)\b|\bADR[ \t]{1,4}log\b/i;

/** "- **ADR-001 — Rust core + Python orchestration.** Rationale: …": where a bold list item's id starts (Londopy/akribia). */
const BOLD_ITEM_OPENING = /^[ \t]{0,3}[-*+][ \t]{1,4}(?:\*\*|__)/;

/** How far above an item its section's heading is looked for: a log of long items, not a whole book. */
const SECTION_LINES = 400;

/**
 * Whether the id at `range` opens a bold list item with its title after it, in a section whose heading names decision
 * records ("- **ADR-001 — Rust core + Python orchestration.** Rationale: …" under "## 9. Architecture Decision Records
 * (ADR log)", Londopy/akribia): an entry of a decision log written as a list. Elsewhere such items are notes.
 */
export function titledByIdItem(lines: readonly string[], range: Range): boolean {
  const at = range.start.line;
  const line = lines[at] ?? '';
  const opening = BOLD_ITEM_OPENING.exec(line);
  if (!opening || opening[0].length !== range.start.character) return false;
  if (!/^[ \t]{0,4}[:：.—–-]?[ \t]{0,4}[`"'“‘«(]{0,4}\p{L}/u.test(line.slice(range.end.character))) return false;
  for (let i = at - 1; i >= 0 && i >= at - SECTION_LINES; i--) {
    const heading = parseHeading(lines[i]!, i);
    if (heading) return NAMES_DECISION_RECORDS.test(heading.text);
  }
  return false;
}

/**
 * Whether the heading at `line` opens an amendment to a record kept elsewhere ("### ADR-002 — Value proposition" over
 * "**Amendment:** …", 45ck/Portarium): that record is cited, not defined, and may well be missing.
 */
export function opensAmendment(lines: readonly string[], line: number): boolean {
  for (let i = line + 1; i < Math.min(lines.length, line + 6); i++) {
    const text = lines[i]!.trim();
    if (text === '') continue;
    return /^(?:[-*+]\s+)?(?:\*\*|__)?amend(?:ment)?s?\b/i.test(text);
  }
  return false;
}

/** A page with this many ids opening titled headings is a decision log: each heading is a decision, however short. */
export const DECISION_LOG_HEADINGS = 5;

/**
 * Whether the id at `range` in `lines` opens a heading that defines it, with its title after it ("# ADR-013: Order
 * updates push" in finos/traderX's spec folder) and a decision under it.
 */
export function definedByHeading(lines: readonly string[], range: Range): boolean {
  const at = range.start.line;
  const heading = titledByIdHeading(lines, range);
  if (!heading) return false;
  // A decision follows: its status, context or decision, as a field or a heading under it. "### ADR-002 — Value
  // proposition" over "**Amendment:** …" (45ck/Portarium) names an existing record to amend, which may be missing.
  for (let i = at + 1; i < Math.min(lines.length, at + 40); i++) {
    const next = lines[i]!;
    const below = parseHeading(next, i);
    if (below && below.level <= heading.level) return false;
    const label = below ? below.text : /^\s*(?:[-*+]\s+)?(?:\*\*|__)([^*_]{2,40}?)(?:\*\*|__)?\s*[:：]/.exec(next)?.[1];
    if (label !== undefined && DECISION_PARTS.test(normaliseHeading(label))) return true;
  }
  return false;
}

/**
 * "**Doc-ID**: ADR-2025-003", "- ID: ADR-2026-004" (watchout/hotel-kanri): a header field giving the document's id. Read
 * only for an id with a year segment (YEAR_SEQUENCE in keys.ts), which no other field has.
 */
export const YEAR_ID_FIELD = /^[ \t]{0,3}(?:[-*+][ \t]{1,4})?(?:\*\*|__)?(?:doc(?:ument)?|adr|record|decision)?[-_ ]?id(?:\*\*|__)?[ \t]{0,4}[:：](?:\*\*|__)?[ \t]{0,4}[`*_]{0,2}([A-Za-z]{1,12}-(?:19|20)\d\d-\d{3,4})(?![\w-])/i;

/** How far down a page an id field of its header may be. */
export const ID_FIELD_LINES = 40;

/**
 * Whether the id at `range` is a page's own, given by an id field of its header ("**Doc-ID**: ADR-2025-002" in
 * hotel-kanri's "saas/2025-01-28_legacy-document-migration-strategy.v1.md", a record kept beside its collection).
 */
export function definedByIdField(lines: readonly string[], range: Range): boolean {
  if (range.start.line >= ID_FIELD_LINES) return false;
  const m = YEAR_ID_FIELD.exec(lines[range.start.line] ?? '');
  return m !== null && m[0].length - m[1]!.length === range.start.character && m[1]!.length === range.end.character - range.start.character;
}

/** Whether the id at `range` opens an entry of a decision log: a titled heading of its id, or a titled bold item (above). */
export function opensLogEntry(lines: readonly string[], range: Range): boolean {
  return titledByIdHeading(lines, range) !== undefined || titledByIdItem(lines, range);
}

/** "9. Guidelines for adding a new Signed Entity Type": a heading that opens with its number and a word. */
const NUMBERED_HEADING = /^(\d{1,4})\.[ \t]{1,4}\p{L}/u;

/** A page or section named for decision records needs this many numbered headings to be read as a log of them. */
export const NUMBERED_LOG_ENTRIES = 2;

/**
 * The numbers opening headings in a page or section whose heading names decision records ("# Mithril Common
 * Architecture Decision Records" over "### 9. Guidelines for …", "### 8. …" down to "## 1. …", input-output-hk/mithril's
 * DEV-ADR.md): each a decision with no id of its own. A numbered heading inside an entry ("##### 1. Identify slow
 * tests" under "### 8.") is a step of it, and "### 1. Setup" in any other page is no decision. `line(i)` gives line i
 * as read (front matter and comments blanked), `code(i)` whether it lies in a fence.
 */
export function numberedLogEntries(count: number, line: (i: number) => string, code: (i: number) => boolean): Range[] {
  const out: Range[] = [];
  let named: number | undefined;
  let entry: number | undefined;
  for (let i = 0; i < count; i++) {
    if (code(i)) continue;
    const heading = parseHeading(line(i), i);
    if (!heading) continue;
    if (named !== undefined && heading.level <= named) named = undefined;
    if (named === undefined) {
      if (NAMES_DECISION_RECORDS.test(heading.text)) named = heading.level;
      entry = undefined;
      continue;
    }
    if (entry !== undefined && heading.level > entry) continue;
    const numbered = NUMBERED_HEADING.exec(heading.text);
    entry = numbered ? heading.level : undefined;
    if (numbered) out.push({ start: { line: i, character: heading.start }, end: { line: i, character: heading.start + numbered[1]!.length } });
  }
  return out.length >= NUMBERED_LOG_ENTRIES ? out : [];
}
