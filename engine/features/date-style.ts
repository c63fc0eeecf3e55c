// A new record's date written the way the collection's records write theirs: "06/21/2023", "11 August 2025",
// "Jan 5, 2024" (GSA/notifications-api writes both of the first two), not always ISO.
import type { DecisionRecord } from '../types.js';
import { leadingCalendarDate } from '../parse/fields.js';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** Numbers in a date written with one separator: "06/21/2023", "21.06.2023", "2023/06/21". */
const NUMERIC = /^(\d{1,4})([./-])(\d{1,2})\2(\d{1,4})$/;
/** A month's English name, whole or cut to three letters (with a dot or not), between other parts of a date. */
const MONTH_NAME = /\b(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\b(\.?)/i;

/**
 * `iso` (yyyy-mm-dd) written in the style of `raw`, which writes `rawIso`; undefined when the style cannot be told for
 * sure (day and month the same number, a month named in another language, words beside the date).
 */
export function inStyleOf(raw: string, rawIso: string, iso: string): string | undefined {
  const written = raw.trim();
  if (written === rawIso) return iso;
  const [y, m, d] = rawIso.split('-').map(Number) as [number, number, number];
  const [ny, nm, nd] = iso.split('-').map(Number) as [number, number, number];
  const numeric = NUMERIC.exec(written);
  if (numeric) {
    if (m === d) return undefined;
    const parts = [numeric[1]!, numeric[3]!, numeric[4]!];
    // Day and month padded to two digits when either is ("06/21/2023"), or both have two ("11/21/2023").
    const dayAndMonth = parts.filter((p) => p.length < 4);
    const padded = dayAndMonth.some((p) => p.startsWith('0')) || dayAndMonth.every((p) => p.length === 2);
    const out = parts.map((p) => {
      const n = Number(p);
      if (p.length === 4) return n === y ? String(ny) : undefined;
      const value = n === m ? nm : n === d ? nd : undefined;
      return value === undefined ? undefined : padded ? String(value).padStart(2, '0') : String(value);
    });
    if (out.some((p) => p === undefined) || new Set(parts.map(Number)).size < 3) return undefined;
    return out.join(numeric[2]!);
  }
  const month = MONTH_NAME.exec(written);
  if (!month || MONTHS.findIndex((name) => name.startsWith(month[1]!.toLowerCase().slice(0, 3))) + 1 !== m) return undefined;
  const rest = written.slice(0, month.index) + '\u0000' + written.slice(month.index + month[0].length);
  // What is left is the day and the year, with their marks: "11 \0 2025", "\0 5, 2024", "5th \0 2024".
  const shape = /^(\d{1,2})(st|nd|rd|th)?([ ,.]{1,3})\u0000([ ,]{1,3})(\d{4})$|^\u0000([ ,]{1,3})(\d{1,2})(st|nd|rd|th)?([ ,]{1,3})(\d{4})$/i.exec(rest);
  if (!shape) return undefined;
  const name = MONTHS[nm - 1]!;
  const asWritten = month[1]!;
  const whole = MONTHS.includes(asWritten.toLowerCase());
  let newMonth = whole ? name : name.slice(0, asWritten.length === 4 && nm === 9 ? 4 : 3);
  if (asWritten === asWritten.toUpperCase()) newMonth = newMonth.toUpperCase();
  else if (asWritten[0] === asWritten[0]!.toUpperCase()) newMonth = newMonth[0]!.toUpperCase() + newMonth.slice(1);
  const day = (ordinal: string | undefined, like: string): string => (ordinal ? `${nd}${ordinalOf(nd)}` : like.startsWith('0') ? String(nd).padStart(2, '0') : String(nd));
  if (shape[1] !== undefined) {
    if (Number(shape[1]) !== d || Number(shape[5]) !== y) return undefined;
    return `${day(shape[2], shape[1])}${shape[3]}${newMonth}${month[2]}${shape[4]}${ny}`;
  }
  if (Number(shape[7]) !== d || Number(shape[10]) !== y) return undefined;
  return `${newMonth}${month[2]}${shape[6]}${day(shape[8], shape[7]!)}${shape[9]}${ny}`;
}

/** "st", "nd", "rd" or "th" after a day's number. */
function ordinalOf(n: number): string {
  if (n % 100 >= 11 && n % 100 <= 13) return 'th';
  return n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
}

/** How many of the latest dated records must agree on a style for a new record to take it. */
const AGREEING = 3;

/**
 * `iso` written as the collection's latest dated records write their dates, when the last few (up to AGREEING) agree
 * and it reads back as that day; else as it is (a collection of mixed styles, as cosmos/ibc-go's, gets ISO).
 */
export function dateInCollectionStyle(members: readonly DecisionRecord[], iso: string): string {
  const dated: Array<{ order: number; raw: string; iso: string }> = [];
  for (const r of members) {
    const field = r.dates.find((f) => f.kind === 'date' && f.iso !== undefined) ?? r.dates.find((f) => f.iso !== undefined);
    if (field) dated.push({ order: r.number ?? Number(field.iso!.replace(/-/g, '')), raw: field.raw, iso: field.iso! });
  }
  const latest = dated.sort((a, b) => a.order - b.order).slice(-AGREEING);
  const styled = new Set(latest.map((d) => inStyleOf(d.raw, d.iso, iso)));
  const [only] = styled;
  // "12/03/2026" for December 3 is read day first, as adr-tools wrote its days: only a day read back as written.
  return styled.size === 1 && only !== undefined && leadingCalendarDate(only) === iso ? only : iso;
}
