import doc from '../../docs/rules/invalid-date.md';
import { defineRule } from './define.js';

/** Why a date-like text is not a real date; undefined when it is not meant as a date at all ("Retroactive"). */
export function dateProblem(raw: string): string | undefined {
  const text = raw.trim();
  if (!/\d/.test(text)) return undefined; // words such as "Retroactive" or "TBD" are deliberate, not typos
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})\b/.exec(text);
  if (!m) return Number.isNaN(Date.parse(text)) ? `"${text}" is not a date in the form YYYY-MM-DD` : undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12) return `"${text}" has month ${month}, which does not exist`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > days) return `"${text}" has day ${day}, but ${year}-${String(month).padStart(2, '0')} has ${days} days`;
  return undefined;
}

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
        message: `The ${field.kind} of ${record.id} is invalid: ${problem}; write it as YYYY-MM-DD (e.g. 2026-01-31).`,
      });
    }
    return out;
  },
});
