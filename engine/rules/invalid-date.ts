import doc from '../../docs/rules/invalid-date.md';
import { defineRule } from './define.js';

const MONTH_NAME = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
/** A first word that is neither a month's nor a weekday's name: the text is prose. */
const SAID_IN_WORDS = new RegExp(`^(?!${MONTH_NAME}\\b|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\\b)\\p{L}{2,}\\b`, 'iu');
/** A month and its year, then words: "October 2014, as-of 1.3.45". */
const MONTH_OF_YEAR_FIRST = new RegExp(`^${MONTH_NAME}\\.?\\s+\\d{4}\\s*[,;(]`, 'i');

/** Why a date-like text is not a real date; undefined when it is not meant as a date at all ("Retroactive"). */
export function dateProblem(raw: string): string | undefined {
  const text = raw.trim();
  if (!/\d/.test(text)) return undefined; // words such as "Retroactive" or "TBD" are deliberate, not typos
  // "Early in the 1.3 release cycle", "During 1.9 development cycle", "October 2014, as-of 1.3.45" (ledgersmb/LedgerSMB):
  // a time said in words, as precisely as the team knew it, not a day mistyped.
  if (SAID_IN_WORDS.test(text) || MONTH_OF_YEAR_FIRST.test(text)) return undefined;
  // "2024 Q4", "Q1 2025" (communitiesuk/prsdb-webapp): a quarter, said as precisely as the team knew it.
  if (/^(?:\d{4}[ -]?Q[1-4]|Q[1-4][ -]?\d{4})\b/i.test(text)) return undefined;
  // "[2025-02-30]": a day left in the template's brackets is judged as the day it is.
  const inner = /^\[([^\]]*)\]/.exec(text)?.[1]?.trim() ?? text;
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})\b/.exec(inner) ?? /^(\d{4})(\d{2})(\d{2})(?!\d)/.exec(inner);
  if (!m) {
    // "31-02-2022", "02/30/2022": read day first or month first (see leadingCalendarDate), neither is a day. Date.parse
    // would roll some of them over into the next month.
    if (/^\d{1,2}([-/.])\d{1,2}\1\d{2,4}(?!\d)/.test(inner)) return `"${text}" names no day of the calendar`;
    // "202-10-13" (wmde/fundraising-application): a year that lost a digit, which Date.parse takes for the year 202.
    if (/^\d{1,3}([-/.])\d{1,2}\1\d{1,2}(?!\d)/.test(inner)) return `"${text}" has a year of fewer than four digits`;
    // "20210-04-11" (radwankakar/infrastructure): a year with a digit too many, which Date.parse takes for a day.
    if (/^\d{5,}([-/.])\d{1,2}\1\d{1,2}(?!\d)/.test(inner)) return `"${text}" has a year of more than four digits`;
    // "2025-11- 05": a blank inside the day, which Date.parse reads past.
    if (/^\d{4}([-/.])\s*\d{1,2}\s*\1\s*\d/.test(inner)) return `"${text}" is not a date in the form YYYY-MM-DD`;
    return Number.isNaN(Date.parse(inner)) ? `"${text}" is not a date in the form YYYY-MM-DD` : undefined;
  }
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12) return `"${text}" has month ${month}, which does not exist`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > days) return `"${text}" has day ${day}, but ${year}-${String(month).padStart(2, '0')} has ${days} days`;
  return undefined;
}

/** How the message names a date by its kind: "The decision date of ADR-0015", not "The decided of". */
const DATE_NAMES: Readonly<Record<string, string>> = { date: 'date', created: 'creation date', updated: 'update date', accepted: 'acceptance date', decided: 'decision date' };

export default defineRule({
  id: 'ADR005',
  name: 'invalid-date',
  description: 'A date field cannot be read as a calendar date, or names a day that does not exist.',
  defaultSeverity: 'warning',
  tags: ['metadata'],
  doc,
  scope: 'record',
  checkRecord(record) {
    const out = [];
    for (const field of record.dates) {
      if (field.iso) continue;
      const problem = dateProblem(field.raw);
      if (!problem) continue;
      out.push({
        path: record.path,
        range: field.range,
        message: `The ${DATE_NAMES[field.kind] ?? `${field.kind} date`} of ${record.id} is invalid: ${problem}; write it as YYYY-MM-DD (e.g. 2026-01-31).`,
      });
    }
    return out;
  },
});
