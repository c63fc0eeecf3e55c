import doc from '../../docs/rules/duplicate-number.md';
import { defineRule } from './define.js';
import { isMemoOfRecord, isMovedPage } from './records.js';
import { dayOfName, isEmptyRecord, recordFileName, seriesOfKey, writtenFirst } from '../keys.js';
import { posixDirname } from '../text.js';
import type { DecisionRecord } from '../types.js';
import type { DecisionIndex, DiagnosticDraft } from '../model.js';

/**
 * Collections whose records at the top are mostly named by the day they were written ("adrs/20241029-versioning.md",
 * GoogleCloudPlatform/cloud-foundation-fabric). A number that names files of a folder inside one ("adrs/fast/0-org-
 * policies.md", four of them: the FAST stage they are about) is no record's id, and files sharing it are no duplicates.
 */
function dayNamedCollections(records: readonly DecisionRecord[]): Set<string> {
  const counts = new Map<string, { days: number; top: number }>();
  for (const r of records) {
    if (posixDirname(r.path) !== r.collection) continue;
    let c = counts.get(r.collection);
    if (!c) counts.set(r.collection, (c = { days: 0, top: 0 }));
    c.top++;
    if (dayOfName(recordFileName(r.path))) c.days++;
  }
  const out = new Set<string>();
  for (const [collection, c] of counts) if (c.days >= 3 && c.days * 2 > c.top) out.add(collection);
  return out;
}

/** "cap-0046-06.md": the number, then the part's own number, and nothing else (stellar/stellar-protocol). */
const PART_NAME = /^(?:[a-z]{1,12}[-_])?\d{1,6}[-_.](\d{1,3})\.[a-z]{2,8}$/i;

/**
 * Files numbered as parts of one record ("cap-0046-01.md" … "cap-0046-11.md", the parts of CAP-46), one of them
 * perhaps the whole ("cap-0046.md"): each part number once, so none of them takes a number another should have.
 */
function partsOfOneRecord(group: readonly DecisionRecord[]): boolean {
  const parts = new Set<string>();
  let whole = 0;
  for (const r of group) {
    const m = PART_NAME.exec(recordFileName(r.path));
    if (!m) {
      whole++;
      continue;
    }
    const part = String(Number(m[1]));
    if (parts.has(part)) return false;
    parts.add(part);
  }
  return parts.size >= 2 && whole <= 1;
}

/**
 * Series numbered by the month they were written, "adr-<yymm>-<title>.md" (microsoft/fhir-server's docs/arch: 2502 …
 * 2607, several records a month): every number a year from 2010 to 2039 and a month. The next free number there is a
 * later month, which would misdate the record.
 */
function monthStampedSeries(records: readonly DecisionRecord[], series: (r: DecisionRecord) => string): Set<string> {
  const counts = new Map<string, { stamps: number; all: number }>();
  for (const r of records) {
    if (r.number === undefined) continue;
    let c = counts.get(series(r));
    if (!c) counts.set(series(r), (c = { stamps: 0, all: 0 }));
    c.all++;
    const month = r.number % 100;
    const year = Math.floor(r.number / 100);
    if (year >= 10 && year <= 39 && month >= 1 && month <= 12 && /(?:^|[-_ ])\d{4}(?:[-_ .]|$)/.test(recordFileName(r.path))) c.stamps++;
  }
  const out = new Set<string>();
  for (const [key, c] of counts) if (c.all >= 3 && c.stamps === c.all) out.add(key);
  return out;
}

/**
 * "keps/168-2-pending-workloads-visibility/README.md" titled "# KEP-168-2: …" beside "keps/168-pending-…"
 * (kubernetes-sigs/kueue): a follow-up numbered after the proposal it continues, on purpose; its name and its title
 * both write the follow-up's number.
 */
const FOLLOW_UP_NAME = /^(?:[a-z]{1,12}[-_])?0*(\d{1,6})-([2-9])[-_](?=\p{L})/iu;
const FOLLOW_UP_ID = /[-\s#]0*(\d{1,6})-([2-9])(?![\d-])/;
/**
 * "ADR5.2_Basic.md" titled "# ADR 005.2: …" beside "ADR5.1_Basic.md" (UIT-GO/ARCHITECTURE), "0005.1-x.md" titled
 * "# ADR-005.1: …": a sub-record numbered after its parent and a dot, in its name and its title alike.
 */
const DOTTED_NAME = /^(?:[a-z]{1,12}[-_]?)?0*(\d{1,6})\.(\d{1,2})(?=[-_ ]|$)/i;
const DOTTED_ID = /(?:^|[-\s#_]|[a-z])0*(\d{1,6})\.(\d{1,2})(?=[ \t]*(?:[:：)|—–]|-[ \t]))/i;

function isFollowUp(record: DecisionRecord, titleLine: string | undefined): boolean {
  const file = recordFileName(record.path);
  const name = FOLLOW_UP_NAME.exec(file);
  const title = name && titleLine !== undefined ? FOLLOW_UP_ID.exec(titleLine) : null;
  if (title !== null && title[1] === name![1] && title[2] === name![2]) return true;
  const dotted = file.includes('.') && titleLine !== undefined ? DOTTED_NAME.exec(file.replace(/\.(?:md|markdown|mdx|rst|adoc|txt)$/i, '')) : null;
  const dottedTitle = dotted ? DOTTED_ID.exec(titleLine!) : null;
  return dottedTitle !== null && Number(dottedTitle[1]) === Number(dotted![1]) && Number(dottedTitle[2]) === Number(dotted![2]);
}

/** A record that shares its number with others in its collection and is the one to renumber. */
export interface Renumbering {
  record: DecisionRecord;
  /** The record that keeps the number (written first). */
  keeper: DecisionRecord;
  /** Every record sharing the number, the keeper among them. */
  group: readonly DecisionRecord[];
  /** How many records sharing the number are to be renumbered (this one among them). */
  others: number;
  /** The number this record should take: the next free one in its series; absent where numbers are months (yymm). */
  next?: number;
  /** Whether the dates say the keeper was written first (otherwise the file names decided). */
  dated: boolean;
}

/**
 * The records to renumber, each with a free number of its own. The rule reports them; the editor's quick fix renames
 * them (features/renumber.ts), and both must agree on the number.
 */
export function renumberings(index: DecisionIndex): Renumbering[] {
  // Per collection, then per key (prefix and number: "ADR-SEC-001" and "ADR-DIR-001" are two ids).
  const byCollection = new Map<string, Map<string, DecisionRecord[]>>();
  const groups: DecisionRecord[][] = [];
  /** Highest number per collection and prefix, for "the next free number". */
  const highest = new Map<string, number>();
  const series = (record: DecisionRecord) => `${record.collection}\n${seriesOfKey(record.key)}`;
  for (const record of index.records()) {
    if (record.number === undefined || isMovedPage(record) || isMemoOfRecord(index, record)) continue;
    let keys = byCollection.get(record.collection);
    if (!keys) byCollection.set(record.collection, (keys = new Map()));
    const group = keys.get(record.key);
    if (group) group.push(record);
    else {
      const created = [record];
      keys.set(record.key, created);
      groups.push(created);
    }
    highest.set(series(record), Math.max(highest.get(series(record)) ?? 0, record.number));
  }
  const out: Renumbering[] = [];
  /** Numbers handed out so far per series: each record to renumber gets one of its own. */
  const handedOut = new Map<string, number>();
  /** Collections whose records at the top are named by days (see dayNamedCollections), asked for only when needed. */
  let dayNamed: Set<string> | undefined;
  /** Series numbered by month (see monthStampedSeries), asked for only when needed. */
  let monthStamped: Set<string> | undefined;
  /** Collections of proposals, where "0000-my-feature.md" is one not numbered yet (the Rust RFC process, PROPOSALS.md). */
  const proposals = new Set(index.collections().filter((c) => c.proposals).map((c) => c.dir));
  for (const shared of groups) {
    if (shared.length < 2) continue;
    const group = shared.filter((r) => !isFollowUp(r, index.titleLine(r.path)));
    if (group.length < 2) continue;
    if (group[0]!.number === 0 && proposals.has(group[0]!.collection)) continue;
    if (group.every((r) => posixDirname(r.path) !== r.collection) && (dayNamed ??= dayNamedCollections(index.records())).has(group[0]!.collection)) continue;
    if (partsOfOneRecord(group)) continue;
    // The record written first keeps the number (by date, else by file name; citations of the number resolve to it):
    // the others are the ones to renumber, so only they are reported, each with a number of its own (five records sharing 0037 all told to take 70 was
    // no advice).
    const [keeper, ...rest] = [...group].sort(writtenFirst);
    const key = series(keeper!);
    const byMonth = (monthStamped ??= monthStampedSeries(index.records(), series)).has(key);
    for (const record of rest) {
      if (byMonth) {
        out.push({ record, keeper: keeper!, group, others: rest.length, dated: false });
        continue;
      }
      const next = (handedOut.get(key) ?? highest.get(key) ?? 0) + 1;
      handedOut.set(key, next);
      // Brownie2002/Boxing-Round-Splitter's undated 0005 was the first of three: only two days say which came first.
      const dated = keeper!.dates[0]?.iso !== undefined && record.dates[0]?.iso !== undefined && keeper!.dates[0]!.iso < record.dates[0]!.iso;
      out.push({ record, keeper: keeper!, group, others: rest.length, next, dated });
    }
  }
  return out;
}

export default defineRule({
  id: 'ADR006',
  name: 'duplicate-number',
  description: 'Two records in the same collection use the same number, so their id is ambiguous.',
  defaultSeverity: 'error',
  tags: ['ids'],
  // Renumbering the record (features/record-move.ts), worked out when the editor asks for code actions.
  fix: 'quick fix',
  doc,
  scope: 'workspace',
  checkWorkspace(ctx) {
    return renumberings(ctx.index).map(({ record, keeper, group, others, next, dated }): DiagnosticDraft => {
      const shared =
        `${record.id} is also the number of ${recordFileName(keeper.path)}${others > 1 ? ` (and ${others - 1} more)` : ''} in ${record.collection || 'the workspace root'}, `;
      const related = group.filter((r) => r !== record).map((r) => ({ path: r.path, range: r.title.range, message: r === keeper ? `${r.id} keeps the number here` : `${r.id} is also used here` }));
      if (next === undefined) {
        return {
          path: record.path,
          range: record.title.range,
          message:
            shared +
            `whose numbers are the month each record was written (yymm): tell this record apart with a letter (${keeper.number}a, ${keeper.number}b) in its file name and title, as a later number would misdate it.`,
          related,
        };
      }
      return {
        path: record.path,
        range: record.title.range,
        message:
          shared +
          (isEmptyRecord(record) && !isEmptyRecord(keeper)
            ? `which keeps it: this file is empty; delete it, or write it under the next free number (${next}).`
            : dated
            ? `which was written first: give this record the next free number (${next}) in its file name and title.`
            : `which keeps it (their dates do not tell which came first): give this record the next free number (${next}) in its file name and title, or renumber the other if this one came first.`),
        related,
      };
    });
  },
});
