// isoDate validates a day by counting (fields.ts isCalendarDay) rather than by building a Date, and leadingCalendarDate
// reads a field starting with a plain ISO day at once. Both must answer as the Date-based check and the full reading did.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { sourceModule } from './engine-helpers.mjs';

const { isoDate, leadingCalendarDate } = sourceModule('engine/parse/fields.ts');

/** The check isoDate made before: a Date from the parts gives back the same parts. */
function dateBuiltIsoDate(text) {
  const m = /(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined;
  return m[0];
}

const pad = (n, w) => String(n).padStart(w, '0');

test('isoDate answers as a Date built from the parts, on every month and day of years around each rule', () => {
  const years = [];
  for (const [from, to] of [[0, 130], [1580, 1610], [1890, 1910], [1990, 2110], [2390, 2410], [9970, 9999]]) for (let y = from; y <= to; y++) years.push(y);
  const months = [...Array(20).keys(), 99];
  const days = [...Array(42).keys(), 99];
  for (const y of years) for (const mo of months) for (const d of days) {
    const text = `${pad(y, 4)}-${pad(mo, 2)}-${pad(d, 2)}`;
    assert.equal(isoDate(text), dateBuiltIsoDate(text), text);
  }
});

test('isoDate answers as a Date built from the parts, on any four-two-two digits within text', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), (y, mo, d, before, after) => {
      const text = `${before}${pad(y, 4)}-${pad(mo, 2)}-${pad(d, 2)}${after}`;
      assert.equal(isoDate(text), dateBuiltIsoDate(text));
    }),
    { numRuns: 20000 },
  );
});

// The full reading of a field, without the shortcut: a code span around the leading day is taken off first
// ("`2026-07-18` UTC"), leaving the same text, and a field opening with "`" is never read by the shortcut.
const fullReading = (written) => leadingCalendarDate(`\`${written.slice(0, 10)}\`${written.slice(10)}`);

test('leadingCalendarDate reads a field opening with an ISO day as its full reading does', () => {
  const tails = ['', ' ', ' (approved)', 'T10:00:00Z', '12', '-01', '/2026', ' 2026-01-02', '　', '\u2011', '０', ')', ' *', '.'];
  const digits = fc.integer({ min: 0, max: 9999 });
  fc.assert(
    fc.property(digits, fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), fc.oneof(fc.constantFrom(...tails), fc.string({ maxLength: 8 })), (y, mo, d, tail) => {
      const written = `${pad(y, 4)}-${pad(mo, 2)}-${pad(d, 2)}${tail}`;
      assert.equal(leadingCalendarDate(written), fullReading(written), written);
    }),
    { numRuns: 20000 },
  );
  for (const written of ['2026-05-27', '2026-02-30', '0099-01-01', '2024-02-29 (leap)', '2023-02-29', '2026-13-01 2026-01-01', '2026-05-27T08:00']) {
    assert.equal(leadingCalendarDate(written), fullReading(written), written);
  }
});
