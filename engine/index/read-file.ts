// Reading one workspace file from disk into what the index keeps: a parsed record (with the link targets and
// title line rules read from its text) or a citing document, plus the decoded text when the index holds on to
// it. A pure function of the bytes and plain settings: the index admits its result (workspace-index.ts).
import type { CitingDocument, DecisionRecord, Lifecycle, LinkTarget } from '../types.js';
import { scanCitingDocument } from '../parse/citing.js';
import { documentLinkTargets } from '../parse/link-targets.js';
import { parseRecord, type RecordContext } from '../parse/record.js';
import { readsSidecar } from '../parse/proposal-metadata.js';
import type { ReferenceScanner } from '../parse/references.js';
import { decodeBytes, lineOf, lineRange } from '../text.js';

/** One file of a load: a record of the collection `collection`, or a candidate citing document. */
export interface ReadJob {
  path: string;
  /** Collection folder for a record; absent for a citing candidate. */
  collection?: string;
}

/** What every job of one load shares. */
export interface ReadSettings {
  prefixes: readonly string[];
  statusMap: Readonly<Record<string, Lifecycle>>;
  maxFileSize: number;
  /** Collection folder → its prefix and number width. */
  collections: Readonly<Record<string, { prefix: string; numberWidth: number; prefixWidths?: Record<string, number>; proposals?: boolean }>>;
  /** Return the decoded texts (the index keeps them). */
  keepTexts: boolean;
}

export interface ReadResult {
  path: string;
  record?: DecisionRecord;
  /** A citing candidate that decoded (with or without citations); absent when unreadable or binary. */
  doc?: CitingDocument;
  /** The decoded text, when kept: records, and citing documents that cite something. */
  text?: string;
  /** A readable record's relative link targets and the text of its title line, when its text is not kept. */
  links?: LinkTarget[];
  titleLine?: string;
  /** Its strings already have memory of their own (taken from a snapshot, not sliced from a text). */
  owned?: boolean;
}

export function recordContext(collection: string, settings: ReadSettings, scanner: ReferenceScanner): RecordContext {
  const c = settings.collections[collection];
  return {
    collection,
    prefix: c?.prefix ?? settings.prefixes[0] ?? 'ADR',
    numberWidth: c?.numberWidth ?? 4,
    prefixWidths: c?.prefixWidths,
    prefixes: settings.prefixes,
    statusMap: settings.statusMap,
    maxFileSize: settings.maxFileSize,
    scanner,
    ...(c?.proposals ? { proposals: true } : {}),
  };
}

/**
 * Reads and parses one job; `bytes` is undefined when the file could not be read. `sidecar`: the text of a KEP page's
 * metadata file (kepMetadataFileOf), read with it. Never throws.
 */
export function readJob(job: ReadJob, bytes: Uint8Array | undefined, settings: ReadSettings, scanner: ReferenceScanner, sidecar?: string): ReadResult {
  const { path } = job;
  if (job.collection !== undefined) {
    const ctx = recordContext(job.collection, settings, scanner);
    if (bytes === undefined) {
      const r = parseRecord(path, new Uint8Array(0), ctx);
      r.problems.push({ code: 'unreadable', message: unreadableMessage(path), range: lineRange(0, 0, 0) });
      r.skipped = true;
      return { path, record: r };
    }
    const decoded = decodeBytes(bytes, ctx.maxFileSize);
    if (decoded.text === undefined) return { path, record: parseRecord(path, bytes, ctx) };
    const text = decoded.text;
    const record = parseRecord(path, text, ctx);
    record.problems.unshift(...decoded.problems);
    if (sidecar !== undefined) readsSidecar(record, sidecar, ctx);
    // A kept text answers for itself when a rule asks (see the index's linkTargets): read nothing more from it now.
    if (settings.keepTexts) return { path, record, text };
    return { path, record, links: documentLinkTargets(path, text), titleLine: lineOf(text, record.title.range.start.line) ?? '' };
  }
  if (bytes === undefined) return { path };
  const text = decodeBytes(bytes, settings.maxFileSize).text;
  if (text === undefined) return { path };
  const doc = scanCitingDocument(path, text, { prefixes: settings.prefixes, maxFileSize: settings.maxFileSize, scanner });
  // Texts of documents that cite nothing are not kept: most source files, and they can be re-read.
  return doc && keepsCitingDocument(doc) && settings.keepTexts ? { path, doc, text } : { path, doc };
}

/**
 * Why a listed record gave no bytes. A file name that is not valid UTF-8 ("0002-bad\xff.md") comes out of the
 * directory listing with U+FFFD in place of the bad bytes, and that name opens nothing: the file is there and
 * readable, only not by any name a string can hold. Anything else is permissions, a dangling link or a file removed
 * while reading.
 */
export function unreadableMessage(path: string): string {
  if (path.includes('\uFFFD')) {
    return `${path} could not be opened: its file name is not valid UTF-8 (shown with \uFFFD where the bytes are not), so it cannot be read by name; it is listed by name only.`;
  }
  return `${path} could not be read (permissions, or removed while reading); it is listed by name only.`;
}

/** Whether a citing document is kept: it cites something, or keeps decisions under numbered headings (logEntries). */
export function keepsCitingDocument(doc: CitingDocument): boolean {
  return doc.references.length > 0 || doc.logEntries !== undefined;
}
