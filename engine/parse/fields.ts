// "Key: value" header lines in every spelling found in real records: "Date: 2024-01-02" (adr-tools),
// "* Status: accepted" (MADR 2, log4brains), "**Status:** Accepted", "> **Status**: Proposed".
import type { Lifecycle } from '../types.js';

export interface FieldLine {
  key: string;
  value: string;
  /** Offsets of `value` on the line. */
  valueStart: number;
  valueEnd: number;
  bullet: boolean;
}

const PREFIX = /^(\s*(?:>\s*)*)([*+-]\s+)?/;
const KEY = /^(\*\*|__)?([A-Za-z][A-Za-z -]{0,30}?)(?:\s*:\s*\1|\1\s*:|\s*:)(?=\s|$)[ \t]*/;

/** Known header keys, normalised (lower case, single spaces, "_" and "-" → " "). */
export const FIELD_KEYS = new Set([
  'status',
  'date',
  'created',
  'updated',
  'last updated',
  'accepted',
  'decided',
  'deciders',
  'decision makers',
  'consulted',
  'informed',
  'author',
  'authors',
  'owner',
  'owners',
  'tags',
  'technical story',
  'related',
  'related adrs',
  'related decisions',
  'supersedes',
  'superseded by',
  'amends',
  'amended by',
  'refines',
  'extends',
  'depends on',
]);

export function normaliseFieldKey(key: string): string {
  return key.toLowerCase().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
}

export function parseFieldLine(line: string): FieldLine | undefined {
  // Every spelling of a field has a colon after its key: lines without one are settled without a regex.
  if (!line.includes(':')) return undefined;
  const p = PREFIX.exec(line)!;
  const rest = line.slice(p[0].length);
  const m = KEY.exec(rest);
  if (!m) return undefined;
  const key = normaliseFieldKey(m[2]);
  if (!FIELD_KEYS.has(key)) return undefined;
  let valueStart = p[0].length + m[0].length;
  let valueEnd = line.trimEnd().length;
  // "**Status**: **Accepted**" or "Status: _Proposed_": emphasis is not part of the value.
  const value0 = line.slice(valueStart, valueEnd);
  const em = /^(\*\*|__|\*|_)(.+?)\1$/.exec(value0);
  if (em) {
    valueStart += em[1].length;
    valueEnd -= em[1].length;
  }
  return { key, value: line.slice(valueStart, valueEnd), valueStart, valueEnd, bullet: Boolean(p[2]) };
}

/**
 * The status word(s) at the start of a status value: "Accepted (2026-05-27); implemented…" → "Accepted",
 * "Superseded by [3. X](…)" → "Superseded", "In review" → "In review".
 */
export function statusPhrase(value: string, statusMap: Readonly<Record<string, Lifecycle>>): { text: string; start: number } | undefined {
  const lead = /^[\s*_`"'[]*/.exec(value)![0].length;
  const run = /^[\p{L}][\p{L} -]*/u.exec(value.slice(lead));
  if (!run) return undefined;
  const words = run[0].trimEnd();
  const lower = words.toLowerCase().replace(/\s+/g, ' ');
  if (statusMap[lower] !== undefined) return { text: words, start: lead };
  // Longest known prefix of the run: "Accepted and implemented" → "Accepted".
  const parts = words.split(/\s+/);
  for (let n = parts.length - 1; n >= 1; n--) {
    const candidate = parts.slice(0, n).join(' ');
    if (statusMap[candidate.toLowerCase()] !== undefined) return { text: words.slice(0, words.indexOf(parts[n - 1]) + parts[n - 1].length), start: lead };
  }
  // Unknown status: keep up to the first clause break so the raw word is shown as written.
  const first = words.split(/\s+(?:by|since|on|in|as|per|until|—)\s+/i)[0].trim();
  return { text: first, start: lead };
}

export function lifecycleOf(status: string | undefined, statusMap: Readonly<Record<string, Lifecycle>>): Lifecycle {
  if (!status) return 'unknown';
  return statusMap[status.toLowerCase().replace(/\s+/g, ' ').trim()] ?? 'unknown';
}

const ISO = /(\d{4})-(\d{2})-(\d{2})/;

/** yyyy-mm-dd when the text holds a real calendar date ("2026-02-30" is not one). */
export function isoDate(text: string): string | undefined {
  const m = ISO.exec(text);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined;
  return m[0];
}

/** Names from "Alice, Bob and Carol" or "[Alice](…), @bob". */
export function splitNames(value: string): string[] {
  return value
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .split(/\s*(?:,|;|\band\b|&|\|)\s*/)
    .map((s) => s.replace(/[*_`]/g, '').trim())
    .filter((s) => s.length > 0 && s !== '-' && !/^<.*>$/.test(s));
}

export function splitTags(value: string): string[] {
  const parts = value.includes(',') ? value.split(',') : value.split(/\s+/);
  return parts.map((t) => t.replace(/[`*_[\]"']/g, '').replace(/^#/, '').trim()).filter(Boolean);
}
