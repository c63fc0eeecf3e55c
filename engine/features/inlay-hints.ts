// Inlay hints: after a citation by id, the decision's title, and its state when it is not in force
// ("// ADR-0042" reads "// ADR-0042 Use one queue", "ADR-0019 Cache in Redis (superseded by ADR-0036)").
// A code comment that cites a number is cryptic to whoever reads it later; the hint says what was decided without
// a hover. Nothing is added where the writer already named the decision: a link with words of its own, a path whose
// file name is the title, an id followed by its title.
import type { DecisionIndex } from '../model.js';
import type { InlayHintResult, InlayHintScope } from '../api.js';
import type { CancellationSignal, DecisionRecord, Range, Reference } from '../types.js';
import { throwIfCancelled } from '../types.js';
import { isDocumentPath } from '../parse/lines.js';
import { citedRecords } from './cursor.js';
import { rangesIntersect } from './shared.js';

/** Titles longer than this are cut (with "…"): a hint runs on from the line the reader is reading. */
const MAX_TITLE = 48;
const MAX_STATUS = 32;
/** How many of a title's first words written after the id count as the title written. */
const TITLE_WORDS = 3;

export function inlayHints(
  index: DecisionIndex,
  path: string,
  options: { range?: Range; scope?: InlayHintScope; text?: string },
  signal?: CancellationSignal,
): InlayHintResult[] {
  throwIfCancelled(signal);
  const scope = options.scope ?? 'code';
  if (scope === 'off') return [];
  const record = index.recordByPath(path);
  // Documents (Markdown, reStructuredText, AsciiDoc) have links, hovers and a preview to say what a decision is.
  if (scope === 'code' && (record || isDocumentPath(path))) return [];
  const references = record ? record.references : (index.citingDocument(path)?.references ?? []);
  const lines = options.text === undefined ? undefined : options.text.split(/\r\n|\r|\n/);
  const hints: InlayHintResult[] = [];
  /** One hint per decision and line: a line that cites one decision three times needs its title once. */
  const shown = new Set<string>();
  for (const reference of references) {
    throwIfCancelled(signal);
    if (options.range && !rangesIntersect(reference.range, options.range)) continue;
    if (reference.elsewhere !== undefined) continue;
    const decision = index.resolve(reference, path);
    if (!decision || decision.path === path) continue;
    // Several records share the cited number: the hover lists them; a hint would name one at random.
    if (citedRecords(index, path, { target: decision, reference, range: reference.range, text: reference.text, via: 'reference' }).length > 1) continue;
    const key = `${decision.path}#${reference.range.end.line}`;
    if (shown.has(key)) continue;
    const state = stateOf(index, decision, record);
    const line = lines?.[reference.range.end.line];
    const after = line?.slice(reference.range.end.character) ?? '';
    // A wiki link cites the id inside its brackets: the hint goes after them, and an alias names the decision.
    const wikiClose = /^\]\]/.test(after) ? 2 : 0;
    const titled =
      reference.named !== undefined ||
      reference.titled !== undefined ||
      /^\|[^\]|]+\]\]/.test(after) ||
      namesItself(reference, decision) ||
      titleFollows(line, reference.range.end.character + wikiClose, decision.title.value);
    shown.add(key);
    // Named already and in force: nothing to add (on the rest of the line either). Named but replaced or not in force: its state alone.
    if (titled && state === undefined) continue;
    const label = titled ? `(${state})` : `${cut(decision.title.value)}${state ? ` (${state})` : ''}`;
    hints.push({
      position: { line: reference.range.end.line, character: reference.range.end.character + wikiClose },
      label,
      target: decision.path,
      targetRange: decision.title.range,
      tooltip: `${decision.id}: ${plain(decision.title.value)}${decision.status ? ` (${decision.status.value})` : ''}`,
    });
  }
  return hints;
}

/**
 * Undefined for a decision in force; otherwise what it is: "superseded by ADR-0036", "proposed", "rejected"… In the
 * record that replaced it, being replaced by the reader's own record goes without saying.
 */
function stateOf(index: DecisionIndex, decision: DecisionRecord, reading: DecisionRecord | undefined): string | undefined {
  const chain = index.supersedeChain(decision);
  if (chain.chain.length) return chain.current === reading || chain.chain.includes(reading!) ? undefined : `superseded by ${chain.current.id}`;
  if (decision.lifecycle !== 'unknown') return decision.lifecycle === 'accepted' ? undefined : decision.lifecycle;
  // A status no lifecycle maps, as written: its first words ("Parked until the Q3 review of…").
  const status = decision.status?.value;
  return status === undefined ? undefined : cut(status, MAX_STATUS);
}

/**
 * The citation names the decision itself: a link whose text is more than an id ("[the SQLite decision](…)",
 * "[1. Use SQLite](…)"), or a path whose file name carries the title's words ("docs/adr/0002-use-sqlite.md").
 */
function namesItself(reference: Reference, decision: DecisionRecord): boolean {
  // "[ADR-0002](…)" and a wiki link's "[[ADR-0002]]" show an id alone; "[[ADR-0002|the storage decision]]" has words.
  const linkText = /^\[\[?([^\]]*)\]/.exec(reference.text)?.[1];
  if (linkText !== undefined) return !isBareId(linkText);
  if (reference.targetKey !== undefined && isBareId(reference.text)) return false;
  const file = reference.text.split(/[\\/]/).pop() ?? reference.text;
  return wordsStart(words(file), words(decision.title.value));
}

/** "ADR-0042", "adr 42", "#42", "0042", "RFC-7": an id and nothing else. */
function isBareId(text: string): boolean {
  return /^[\s`*_]*(?:[\p{L}]{1,12}[-_ ]?)*#?\d+[\s`*_]*$/u.test(text);
}

/** The title written right after the citation ("ADR-0042 — Use one queue", "ADR-0042 (Use one queue)"). */
function titleFollows(line: string | undefined, from: number, title: string): boolean {
  if (line === undefined) return false;
  return wordsStart(words(line.slice(from, from + title.length + 16)), words(title));
}

/** Whether `text` begins with the first few words of `title` (all of them when it has fewer). */
function wordsStart(text: readonly string[], title: readonly string[]): boolean {
  const want = title.slice(0, TITLE_WORDS);
  if (want.length === 0) return false;
  // A file name starts with its number ("0002-use-sqlite"): the title's words follow it.
  const start = text.length > 0 && /^\d+$/.test(text[0]!) && !/^\d+$/.test(want[0]!) ? 1 : 0;
  return want.every((w, i) => text[start + i] === w);
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A title as plain text: a hint shows no Markdown ("Use `Lease<T>`" reads "Use Lease<T>"). */
function plain(markdown: string): string {
  return markdown.replace(/`([^`]*)`/g, '$1').replace(/(\*\*|__|\*|_)(\S(?:.*?\S)?)\1/g, '$2').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
}

function cut(markdown: string, max = MAX_TITLE): string {
  const title = plain(markdown);
  return title.length <= max ? title : `${title.slice(0, max - 1).replace(/[\s,;:.—–-]+$/u, '')}…`;
}
