import { isRstPath } from '../parse/rst.js';
import doc from '../../docs/rules/citing-superseded.md';
import { memo, namesakes, resolveTarget } from './context.js';
import type { JudgeRuleContext } from './context.js';
import { defineRule } from './define.js';
import { qualifiedByProject } from './unknown-reference.js';
import { stemOfText } from '../keys.js';
import { OLD_NUMBER_BEFORE, contains, encodeLinkTarget, lineOf, relativeLink } from './text.js';
import { describe, isMovedPage, statusSection, successorInWords } from './records.js';
import type { DiagnosticDraft, RuleContext } from '../model.js';
import { isRetired, type DecisionRecord, type Fix, type Reference, type Section } from '../types.js';
import { hostedFilePath, hrefPath, isDocumentPath, isReadmeOrIndexName, siteTagPath, withoutDocumentExtension } from '../parse/lines.js';
import { SAYS_RETIRED_BEYOND_ENGLISH } from '../parse/vocabulary.js';
import { translatedRecordPath, untranslatedName } from '../discovery/collections.js';
import { joinRelative, posixBasename, posixDirname, splitLines } from '../text.js';

function isAsciiLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/**
 * Every "<letters><separator?><digits>" in `text` that starts a word and whose digits are `n` with any leading
 * zeros ("ADR-0019", "adr_19", "RFC 19"), as [start of digits, end of digits]. Written out instead of a RegExp per
 * number: a pattern per cited number cost more to compile than the whole rule costs to run.
 */
function citationDigits(text: string, n: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const want = String(n);
  for (let i = 0; i < text.length; i++) {
    if (!isAsciiLetter(text.charCodeAt(i))) continue;
    const before = i > 0 ? text.charCodeAt(i - 1) : -1;
    // Inside a word (after a letter or digit) no citation starts: skip to the end of this letter run.
    let end = i;
    while (end < text.length && isAsciiLetter(text.charCodeAt(end))) end++;
    const startsWord = before < 0 || !(isAsciiLetter(before) || isDigit(before));
    const at = i;
    i = end - 1;
    if (!startsWord || at === end) continue;
    let digits = end;
    const sep = text.charAt(end);
    if (sep === '-' || sep === '_' || (sep !== '' && /\s/.test(sep))) digits = end + 1;
    let stop = digits;
    while (stop < text.length && isDigit(text.charCodeAt(stop))) stop++;
    if (stop === digits) continue;
    let first = digits;
    while (first < stop - 1 && text.charCodeAt(first) === 48) first++;
    const value = text.slice(first, stop);
    if (value === want || (n === 0 && /^0+$/.test(text.slice(digits, stop)))) {
      out.push([digits, stop]);
      i = stop - 1;
    }
  }
  return out;
}

/**
 * A link that names the record by its path from the root, not from the citing file's folder (a code comment's
 * "docs/adr/0002-x.md", an agent's rule's "[ADR-0002](docs/adr/0002-x.md)"): its replacement is written so too.
 */
function writtenFromRoot(href: string, fromPath: string, target: string): boolean {
  const path = hrefPath(href);
  const fromRoot = joinRelative('', path);
  if (fromRoot === undefined || joinRelative(posixDirname(fromPath), path) === fromRoot) return false;
  if (fromRoot === target) return true;
  // A link to one of the record's translations ("docs/adr/007-x.es.md" for the record "007-x.en.md"), from the root.
  const plain = untranslatedName(posixBasename(fromRoot));
  return plain !== undefined && posixDirname(fromRoot) === posixDirname(target) && (plain === posixBasename(target) || plain === untranslatedName(posixBasename(target)));
}

/**
 * The citation rewritten to name `current`, keeping how it was written ("ADR-19" → "ADR-36", links re-pointed).
 * `toRepositoryPath`: a workspace path as a link to the code host names it (from the repository's top).
 */
export function rewriteCitation(
  written: string,
  ref: Reference,
  fromPath: string,
  old: DecisionRecord,
  current: DecisionRecord,
  toRepositoryPath: (path: string) => string = (path) => path,
): string | undefined {
  let out = written;
  // A wikilink names the record by its file's name: the current record's, in its place ("[[adr/0002-x|the design]]").
  if (isWikiLink(ref)) {
    const oldStem = withoutDocumentExtension(posixBasename(old.path));
    const at = written.toLowerCase().indexOf(oldStem.toLowerCase());
    if (at < 0) return undefined;
    out = written.slice(0, at) + withoutDocumentExtension(posixBasename(current.path)) + written.slice(at + oldStem.length);
    return out !== written ? out : undefined;
  }
  // A record's file name cited without its extension ("ADR: 2025-12-17-x" in a comment, see parse/citing's
  // scanCitedStems): the current record's, written so too.
  if (ref.kind === 'link' && ref.href === `${written}.md`) {
    const oldStem = withoutDocumentExtension(posixBasename(old.path));
    if (!written.toLowerCase().endsWith(oldStem.toLowerCase())) return undefined;
    return written.slice(0, written.length - oldStem.length) + withoutDocumentExtension(posixBasename(current.path));
  }
  if (ref.href && out.includes(ref.href) && siteTagPath(ref.href) !== undefined) {
    // A site generator's tag ("{% link _adr/0001-x.md %}") names the file its own way: the successor's file name in the
    // old one's place, when they share a folder; else nothing this tag could say is sure.
    const oldName = posixBasename(old.path);
    if (posixDirname(old.path) !== posixDirname(current.path) || !ref.href.includes(oldName)) return undefined;
    out = out.replace(ref.href, ref.href.replace(oldName, posixBasename(current.path)));
  } else if (ref.href && out.includes(ref.href)) {
    // A link to the code host keeps pointing there, at the current record's file.
    const hosted = hostedFilePath(ref.href);
    // A path from the root ("/docs/adr/0002-x.md", a site's or the repository's) keeps its folder, the successor beside it.
    const fromTop = hosted === undefined && ref.href.startsWith('/') && posixDirname(old.path) === posixDirname(current.path);
    const next = hosted !== undefined ? ref.href.replace(hosted, toRepositoryPath(current.path)) : fromTop ? ref.href.slice(0, ref.href.lastIndexOf('/') + 1) + encodeLinkTarget(posixBasename(current.path)) : encodeLinkTarget(writtenFromRoot(ref.href, fromPath, old.path) ? current.path : relativeLink(fromPath, current.path));
    out = out.replace(ref.href, next);
  }
  // A number alone, in a list after the prefix ("ADRs 0003, 0016", "ADR: 0002 · 0003"), or after a label's colon
  // ("ADR: 0003"): its digits.
  const listed = old.number !== undefined && current.number !== undefined && ref.kind === 'id' && ref.text === written ? /^(?:[\p{L}]{1,12}:[ \t]{0,3})?(\d{1,7})$/u.exec(written) : null;
  if (listed && Number(listed[1]) === old.number) return written.slice(0, written.length - listed[1]!.length) + String(current.number).padStart(listed[1]!.length, '0');
  if (old.number !== undefined && current.number !== undefined) {
    const spans = citationDigits(out, old.number);
    if (spans.length) {
      const next = String(current.number);
      let rewritten = '';
      let from = 0;
      for (const [start, end] of spans) {
        rewritten += out.slice(from, start) + next.padStart(end - start, '0');
        from = end;
      }
      out = rewritten + out.slice(from);
    }
  } else if (out === written && ref.kind === 'id') {
    out = current.id;
  }
  return out !== written ? out : undefined;
}

/** A citation by an Obsidian wikilink ("[[0004-cache]]", see parse/references' wikiLinkCitations): no link, a file's name. */
function isWikiLink(ref: Reference): boolean {
  return ref.kind === 'link' && ref.href === undefined && ref.text.startsWith('[[');
}

function anySuperseded(records: readonly DecisionRecord[]): boolean {
  for (const r of records) if (r.lifecycle === 'superseded') return true;
  return false;
}

/** File names of superseded records, in a run that judges everything (a pass over the records pays off there). */
function supersededFileNames(ctx: RuleContext): Set<string> | undefined {
  if (!(ctx as JudgeRuleContext).full) return undefined;
  return memo(ctx, 'citing-superseded:file-names', () => {
    const names = new Set<string>();
    for (const r of ctx.index.records()) {
      if (r.lifecycle !== 'superseded') continue;
      const name = r.path.slice(r.path.lastIndexOf('/') + 1);
      names.add(name);
      // "007-x.md" for "007-x.en.md": a link to another of its translations ("007-x.es.md") is asked by that name.
      const plain = untranslatedName(name);
      if (plain !== undefined) names.add(plain);
    }
    return names;
  });
}

/** The file name a relative link ends in ("../adr/0007-x.md#status" → "0007-x.md"); undefined when it is not plain. */
function linkFileName(href: string): string | undefined {
  const cut = href.search(/[#?]/);
  const path = cut < 0 ? href : href.slice(0, cut);
  const name = path.slice(path.lastIndexOf('/') + 1);
  return name === '' || name === '.' || name === '..' || name.includes('%') ? undefined : name;
}

/**
 * Whether the citation surely does not resolve to a superseded record, told without resolving it (most do not,
 * and resolving ranks namesakes and link candidates). A bare id resolves among the records with its key; a link
 * to the record at the path it names (whose file name it ends in), else by its id.
 */
function cannotBeSuperseded(ctx: RuleContext, ref: Reference, path: string): boolean {
  if (ref.targetKey) {
    const same = namesakes(ctx, ref.targetKey);
    if (anySuperseded(same)) return false;
    // An old id of the collection's table stands for the record that holds the decision now.
    if (same.length === 0 && !ref.href && ctx.index.aliasOf(ref.targetKey, path)?.lifecycle === 'superseded') return false;
  }
  const wiki = !ref.href && isWikiLink(ref) ? stemOfText(ref.text) : undefined;
  if (!ref.href && wiki === undefined) return true;
  const names = supersededFileNames(ctx);
  if (!names) return false;
  // A wikilink's stem is lower-cased (stemOfText): matched so, for the few citations written so.
  if (wiki !== undefined) return ![...names].some((n) => n.toLowerCase() === `${wiki}.md`);
  // A site generator's tag ("{{< ref "/adr/0001-x.md" >}}") by the path it names.
  const name = linkFileName(ref.href!.charCodeAt(0) === 123 ? hrefPath(ref.href!) : ref.href!);
  // A link to a record's translation ("docs/adr/007-x.es.md") cites the record (see the index's resolve).
  if (name === undefined || names.has(name) || names.has(untranslatedName(name) ?? name)) return false;
  // A page named without its extension ("./adr/0001-x" on a Docusaurus site, "{{< ref "/adr/0001-x" >}}" on a Hugo
  // one) is its file's: rare enough to compare with each superseded record's name.
  return name.includes('.') || ![...names].some((n) => n.startsWith(`${name}.`));
}

/** "pre-" right before an id (see referencePattern). */
const PRE_BEFORE = /(?<![\p{L}\p{N}])pre-$/iu;
/** Words saying the cited decision is no longer in force, on the citation's own line ("the prior decision" too). */
const SAYS_SUPERSEDED = /supersed|superced|obsolete|deprecated|replaced|no longer (?:applies|valid|in force)|\b(?:prior|previous|former|original) (?:decision|adr)\b/i;
/**
 * "a baseline equivalent to LegacyDesktopShell ADR-0002", "ADR-0002：… 安全基线（原版对标）" (skyoxu/sanguo): the cited decision
 * called the legacy or original one, right before it or in an aside right after it.
 */
const LEGACY_BEFORE = /(?:\blegacy|\boriginal)[\p{L}\p{N} (（-]{0,30}$/iu;
const LEGACY_AFTER = /^[^。.;\n]{0,24}?(?:\blegacy|原版|旧版|舊版|\(original\b)/iu;
/**
 * A collection's own index page (its README.md or index.md, ministryofjustice/cloud-platform's "⌛️ [21. Multi-cluster]"
 * list; a Hugo site's section page, "_index.md", danchupin/strata's "content/adr/_index.md"): it lists every record,
 * the superseded ones too, by design.
 */
function isCollectionIndex(ctx: RuleContext, path: string): boolean {
  const slash = path.lastIndexOf('/');
  const name = path.slice(slash + 1);
  if (!isReadmeOrIndexName(name) && !HUGO_SECTION_PAGE.test(name)) return false;
  const dir = slash < 0 ? '' : path.slice(0, slash);
  return ctx.index.collections().some((c) => c.dir === dir);
}

const HUGO_SECTION_PAGE = /^_index\.(?:md|markdown)$/i;

/** Fewer distinct decisions than this make no list of a collection's records. */
const LISTED_AT_LEAST = 8;

/**
 * A page elsewhere that lists a collection's records, the superseded ones too (alphagov/paas-team-manual's
 * "source/index.html.md" lists all 52): at least eight of them, and at least half of the collection.
 */
function listsTheRecords(ctx: RuleContext, path: string, references: readonly Reference[]): boolean {
  if (references.length < LISTED_AT_LEAST) return false;
  const cited = new Map<string, Set<DecisionRecord>>();
  for (const ref of references) {
    const target = resolveTarget(ctx, ref, path);
    if (!target) continue;
    let set = cited.get(target.collection);
    if (!set) cited.set(target.collection, (set = new Set()));
    set.add(target);
  }
  for (const [collection, set] of cited) {
    if (set.size < LISTED_AT_LEAST) continue;
    let size = 0;
    for (const r of ctx.index.records()) if (r.collection === collection) size++;
    if (set.size * 2 >= size) return true;
  }
  return false;
}

/** Documents that record history by design: a changelog cites the decisions of its time. */
// A retrospective looks back at the work of its time, as a changelog does (KimYeonWook511/commerce-backend's tasks).
// So does what is filed under a history or archive folder ("plan/history/2604/…", "archived_notes/…", CERTCC/Vultron,
// "archive-tests/…", richfrem/Project_Sanctuary), and a database migration: applied once, never edited again
// ("keeper/migrations/055_create_tides.up.sql" citing the decision it carried out, souls-guild/soul-stack).
// Work done and logged: "docs/work/completed/v0.1-lang/u6.md" (aureat/phalcom-lang), a work log, a journal.
// A postmortem log ("docs/incidents.md", BinHsu/aegis-aws-landing-zone): entries written after the fact.
const HISTORY_FILE = /(?:^|\/)(?:change[-_ ]?log|changes|history|news|release[-_ ]?notes|retrospective|retro|incidents|incident[-_ ]log|post[-_]?mortems?)(?:\.[^/]*)?$|(?:^|\/)(?:history|archive|archives|archived|archived[-_]notes|archive[-_][a-z]+|migrations|db\/migrate|completed|work[-_]?logs?|worklogs?|journals?|retros|retrospectives|post[-_]?mortems)\//i;

/**
 * A report dated in its folder's or file's name under a reviews or audits folder
 * ("docs/reviews/2026-03-20_v1.2.0-to-v1.3.0-beta-review/REVIEW.md", rvdbreemen/OTGW-firmware): it describes the code
 * of its day. An archive folder written with a leading underscore ("design/_archive/…", sphildreth/decentdb) is an
 * archive too.
 */
const DATED_REPORT = /(?:^|\/)(?:reviews?|audits?|code[-_]reviews?|assessments?)\/(?:[^/]{1,80}\/){0,3}\d{4}-\d{2}(?:-\d{2})?[^/]{0,120}(?:\/|\.[a-z]{1,8}$)|(?:^|\/)_archived?\//i;

/**
 * A work item's front matter saying it is finished ("status: Done" in a backlog task, rvdbreemen/OTGW-firmware's
 * backlog/tasks/): a closed task describes what was done then, as a changelog entry does.
 */
const FRONT_MATTER_CLOSED = /^status:[ \t]{0,8}["']?(?:done|closed|completed?|resolved|finished|merged|cancell?ed|won['’]?t[ -]do)["']?[ \t]{0,8}$/im;
/**
 * A document that says it is itself replaced: "status: Superseded" in a spec's front matter, or a file kept under a
 * "superseded/" folder (BjornMelin/docmind-ai-llm's specs and prompts). It names the decisions of its time on purpose.
 */
const FRONT_MATTER_SUPERSEDED = /^status:[ \t]{0,8}["']?(?:superseded|deprecated|obsolete|retired|withdrawn)\b[^\n]{0,120}$/im;
const SUPERSEDED_FOLDER = /(?:^|\/)(?:superseded|deprecated|obsolete)\//i;
/** The front matter at the top of a text: "---", its lines, "---" (at most the first 60 lines are read). */
function frontMatterOf(text: string): string | undefined {
  if (!text.startsWith('---')) return undefined;
  const lines = text.slice(0, 4000).split(/\r\n|\r|\n/, 60);
  if (lines[0]!.trim() !== '---') return undefined;
  const close = lines.findIndex((l, i) => i > 0 && l.trim() === '---');
  return close > 0 ? lines.slice(1, close).join('\n') : undefined;
}

/** A document that is history by what it is: a finished work item, a dated report (see the patterns above). */
function isHistoryDocument(ctx: RuleContext, path: string): boolean {
  if (DATED_REPORT.test(path) || SUPERSEDED_FOLDER.test(path)) return true;
  const text = ctx.index.text(path);
  const front = text === undefined ? undefined : frontMatterOf(text);
  return front !== undefined && (FRONT_MATTER_CLOSED.test(front) || FRONT_MATTER_SUPERSEDED.test(front));
}

/**
 * Before the citation on its line, words telling where something came from: "This started out as [Stack Buildpacks]
 * (…0069…) and now Dockerfile Extensions" (buildpacks/rfcs' roadmap), "originally described in RFC 0004 and was
 * amended in". The old decision is named as history.
 */
const ORIGIN_BEFORE = /\b(?:started(?: out)? as|began as|originally|first (?:described|introduced|proposed|written) in|(?:was|were|been) amended (?:in|by))\b[^.;!?]{0,120}$/i;
/** A line introducing a list of a thing's history: "… and was amended in:", "Revision history:", "Amendments:". */
const HISTORY_LIST_INTRO = /(?:\b(?:amended|revised|changed|extended) (?:in|by)|\b(?:amendments|revisions|revision history|history))[*_]{0,2}:[*_]{0,2}[ \t]{0,8}$/i;
const LIST_ITEM_LINE = /^[ \t]{0,8}(?:[-*+]|\d{1,3}[.)])[ \t]/;

/** Whether line `lineNo` is an item of a list that HISTORY_LIST_INTRO introduces (at most 30 items up). */
function inHistoryList(lines: readonly string[], lineNo: number): boolean {
  if (!LIST_ITEM_LINE.test(lines[lineNo] ?? '')) return false;
  for (let n = lineNo - 1; n >= 0 && n >= lineNo - 30; n--) {
    const l = lines[n]!;
    if (LIST_ITEM_LINE.test(l)) continue;
    return HISTORY_LIST_INTRO.test(l.slice(-200));
  }
  return false;
}

/** The citing record's status section, looked up once per record and only when a citation needs it. */
interface CitingRecord {
  record: DecisionRecord;
  status?: Section | null;
  /** The citing page is a translation of the record: its ranges are not the record's. */
  translation?: boolean;
}

/** "0036-x.ja.md" beside record "0036-x.md": the record it translates, whose decision it states in another language. */
function translatedRecord(ctx: RuleContext, path: string): DecisionRecord | undefined {
  const original = translatedRecordPath(path, (p) => ctx.index.recordByPath(p) !== undefined);
  return original === undefined ? undefined : ctx.index.recordByPath(original);
}

/** The day a record was written: its first dated field ("Date:", "created"), not a later update. */
function writtenOn(record: DecisionRecord): string | undefined {
  for (const d of record.dates) if (d.iso !== undefined && d.kind !== 'updated') return d.iso;
  return undefined;
}

/** Whether `a` was written before `b`: by number in one collection, else by the days both name. */
function writtenBefore(a: DecisionRecord, b: DecisionRecord): boolean {
  if (a.collection === b.collection && a.number !== undefined && b.number !== undefined) return a.number < b.number;
  const dayA = writtenOn(a);
  const dayB = writtenOn(b);
  return dayA !== undefined && dayB !== undefined && dayA < dayB;
}

/**
 * Whether the citation's line, or a line of the same paragraph right before or after it, names a decision that
 * replaced the cited one: "ADR-0042, which supersedes ADR-0008", "per ADR-0008/0042", "under ADR-0008. It is not any
 * more: ADR-0042 supersedes 0008" (getwyrd/wyrd). The writer cites the old decision knowing what replaced it.
 */
// In a document, its paragraph (up to PARAGRAPH_REACH lines either side); in code, the comment or docstring around it
// (CODE_REACH lines either side, blank lines too): "AEC budget gate (ADR-0110) … the canceller ADR-0095 measured" in
// one docstring (troykelly/hermes-voip) tells what the old decision found.
function namesASuccessor(lines: readonly string[], lineNo: number, successors: readonly DecisionRecord[], inCode: boolean): boolean {
  const near: string[] = [];
  const reach = inCode ? CODE_REACH : PARAGRAPH_REACH;
  const inParagraph = (n: number): boolean => lines[n] !== undefined && (inCode || !BLANK_OR_BARE_COMMENT.test(lines[n]!));
  near.push((lines[lineNo] ?? '').toLowerCase());
  for (let n = lineNo - 1; n >= lineNo - reach && inParagraph(n); n--) near.push(lines[n]!.toLowerCase());
  for (let n = lineNo + 1; n <= lineNo + reach && inParagraph(n); n++) near.push(lines[n]!.toLowerCase());
  for (const s of successors) {
    if (s.number === undefined) continue;
    // Its id with the collection's prefix ("ADR-0042", "adr 42"), or its number as the collection's file names write
    // it ("0042") standing alone.
    const prefix = /^\p{L}+/u.exec(s.id)?.[0]?.toLowerCase();
    const padded = /^\d+/.exec(posixBasename(s.path))?.[0];
    for (const l of near) {
      if (prefix !== undefined && citesIdOf(l, prefix, s.number)) return true;
      if (padded !== undefined && padded.length > 1 && standsAlone(l, padded)) return true;
    }
  }
  return false;
}

/**
 * "(ADR 2 / 7)", "ADR 2, 7" (input-output-hk/mithril's agent instructions): bare numbers listed right after the
 * citation share its prefix, so the successor's number among them cites the successor too.
 */
const NUMBERS_LISTED_AFTER = /^(?:[ \t]{0,3}(?:[\/,&+]|and|or)[ \t]{0,3}\d{1,6}){1,8}/i;

function listsASuccessorAfter(rest: string, successors: readonly DecisionRecord[]): boolean {
  const listed = NUMBERS_LISTED_AFTER.exec(rest)?.[0];
  if (listed === undefined) return false;
  const numbers = new Set((listed.match(/\d+/g) ?? []).map(Number));
  return successors.some((s) => s.number !== undefined && numbers.has(s.number));
}

/** Lines either side of a citation read as its paragraph, or in code as its comment (see namesASuccessor). */
const PARAGRAPH_REACH = 8;
const CODE_REACH = 15;
/** A line that ends a paragraph: blank, or a comment marker alone ("#", "//", " * ", '"""'). */
const BLANK_OR_BARE_COMMENT = /^[ \t]*(?:#|\/\/|\*|\/\*\*?|\*\/|--|;|"{3}|'{3}|<!--|-->)?[ \t]*$/;

/**
 * Whether `line` (lower case) cites `number` with `prefix` ("adr-0042", "adr 42"): one of citationDigits' citations
 * whose word before the digits is the prefix.
 */
function citesIdOf(line: string, prefix: string, number: number): boolean {
  for (const [digits] of citationDigits(line, number)) {
    const wordEnd = /[-_\s]/.test(line.charAt(digits - 1)) ? digits - 1 : digits;
    const wordStart = wordEnd - prefix.length;
    if (wordStart >= 0 && line.startsWith(prefix, wordStart) && !/[\p{L}\d]/u.test(line.charAt(wordStart - 1))) return true;
  }
  return false;
}

/** Whether `token` occurs in `line` with no letter or digit against either side, nor a dot joining it to one ("1.0042"). */
function standsAlone(line: string, token: string): boolean {
  const joined = (at: number, step: number): boolean => {
    const c = line.charCodeAt(at);
    if (isDigit(c) || isAsciiLetter(c)) return true;
    return c === 46 && isDigit(line.charCodeAt(at + step));
  };
  for (let at = line.indexOf(token); at >= 0; at = line.indexOf(token, at + 1)) {
    if (!joined(at - 1, -1) && !joined(at + token.length, 1)) return true;
  }
  return false;
}

/**
 * The decision to send a citer of `target` to: the end of its supersede chain, unless the chain goes on from a record
 * in force by its own status only because a later record says it supersedes it (a claim one-sided-supersede reports).
 * There the record in force is the one to cite (richfrem/Project_Sanctuary: ADR 056 "Superseded By: ADR 060", ADR 060
 * accepted and silent, ADR 062 "Supersedes: ADR 060"; ADR 056 names ADR 060, and ADR 060 says it is in force).
 */
function currentByOwnWord(ctx: RuleContext, target: DecisionRecord, chain: readonly DecisionRecord[]): DecisionRecord {
  let current = target;
  for (const next of chain) {
    if (current !== target && current.lifecycle === 'accepted' && !namesAsSuccessor(ctx, current, next)) return current;
    current = next;
  }
  return current;
}

/** Whether `record` says itself that `next` replaces it as a whole. */
function namesAsSuccessor(ctx: RuleContext, record: DecisionRecord, next: DecisionRecord): boolean {
  return record.relations.some((r) => r.kind === 'superseded-by' && r.condition === undefined && ctx.index.resolve(r, record.path) === next);
}

/** The records a superseded record names as its successors, each once, within a judge run. */
function successorsOf(ctx: RuleContext, record: DecisionRecord): DecisionRecord[] {
  const cache = memo(ctx, 'citing-superseded:successors', () => new Map<DecisionRecord, DecisionRecord[]>());
  let out = cache.get(record);
  if (out === undefined) {
    out = [];
    for (const r of record.relations) {
      if (r.kind !== 'superseded-by' || r.condition !== undefined) continue;
      const next = ctx.index.resolve(r, record.path);
      if (next && next !== record && !out.includes(next)) out.push(next);
    }
    cache.set(record, out);
  }
  return out;
}

/** successorInWords once per record within a judge run: every citation of such a record quotes the same words. */
function successorWordsOf(ctx: RuleContext, record: DecisionRecord): string | undefined {
  const cache = memo(ctx, 'citing-superseded:successor-words', () => new Map<DecisionRecord, string | null>());
  let words = cache.get(record);
  if (words === undefined) cache.set(record, (words = successorInWords(ctx.index, record) ?? null));
  return words ?? undefined;
}

/** The citing document's text, read at most once per document: the index may read it from disk on each ask. */
interface TextOnce {
  text?: string | null;
  /** Its lines, split once a citation needs the lines around it. */
  lines?: string[];
}

function judge(ctx: RuleContext, path: string, ref: Reference, once: TextOnce, from?: CitingRecord): DiagnosticDraft | undefined {
  const citing = from?.record;
  if (!ref.targetKey && !ref.href && !isWikiLink(ref)) return undefined;
  if (cannotBeSuperseded(ctx, ref, path)) return undefined;
  const target = resolveTarget(ctx, ref, path);
  if (!target || target.lifecycle !== 'superseded' || target === citing) return undefined;
  const chain = ctx.index.supersedeChain(target);
  if (chain.cycle) return undefined; // supersede-cycle reports it; there is no current decision to point at
  // A page that says its record moved, to no record found here: the citation meets the page it meant.
  if (chain.chain.length === 0 && isMovedPage(target)) return undefined;
  const current = currentByOwnWord(ctx, target, chain.chain);
  if (citing) {
    // A successor writing about its predecessor, or a record that is itself history, cites it on purpose.
    if (isRetired(citing.lifecycle)) return undefined;
    if (chain.chain.includes(citing)) return undefined;
    // A record written before the decision that replaced the cited one cites the decision of its time, and a record
    // is not rewritten afterwards (windlasstech/slsa-builder's ADR-0022 builds on ADR-0020, replaced by ADR-0028).
    if (chain.chain.length > 0 && writtenBefore(citing, chain.chain[0]!)) return undefined;
    if (citing.relations.some((r) => (!from!.translation && contains(r.range, ref.range)) || r.targetKey === target.key)) return undefined;
    // One of several successors ("Supersedes: ADR-007-visualization-abstraction-layer, …", named by file stem), whichever
    // one the chain follows: it writes about what it replaced (Moffran/calibrated_explanations' ADR-037).
    if (citing.relations.some((r) => r.kind === 'supersedes' && !r.targetKey && ctx.index.resolve(r, citing.path) === target)) return undefined;
    if (from!.translation) from!.status = null;
    else if (from!.status === undefined) from!.status = statusSection(citing) ?? null;
    const status = from!.status;
    if (status && contains(status.range, ref.range)) return undefined;
  }
  if (once.text === undefined) once.text = ctx.index.text(path) ?? null;
  const text = once.text ?? undefined;
  const line = text !== undefined && ref.range.start.line === ref.range.end.line ? lineOf(text, ref.range.start.line) : undefined;
  // "the pre-ADR-0026 walk", "(pre-ADR-038 behavior)": what was done before the decision, history by its words.
  if (line !== undefined && ref.kind === 'id' && PRE_BEFORE.test(line.slice(Math.max(0, ref.range.start.character - 5), ref.range.start.character))) return undefined;
  // "[ADR 27 (superseded)](…)", "the replaced ADR-0004": the writer knows.
  if (line !== undefined && (SAYS_SUPERSEDED.test(line) || SAYS_RETIRED_BEYOND_ENGLISH.test(line))) return undefined;
  if (line !== undefined && (LEGACY_BEFORE.test(line.slice(Math.max(0, ref.range.start.character - 40), ref.range.start.character)) || LEGACY_AFTER.test(line.slice(ref.range.end.character, ref.range.end.character + 40)))) return undefined;
  // "This started out as [X](…)", an item of an "amended in:" list (buildpacks/rfcs): the history of a thing, told.
  if (line !== undefined && ORIGIN_BEFORE.test(line.slice(Math.max(0, ref.range.start.character - 160), ref.range.start.character))) return undefined;
  if (text !== undefined && inHistoryList((once.lines ??= splitLines(text)), ref.range.start.line)) return undefined;
  // "Was previously ADR 0014; renamed/renumbered when PDRs and ADRs were merged" (GSA-TTS/FAC): the citing record's own
  // old number, not the record that has it now.
  if (line !== undefined && OLD_NUMBER_BEFORE.test(line.slice(Math.max(0, ref.range.start.character - 48), ref.range.start.character))) return undefined;
  // "run under mini's own ADR-0022. Number 0022 in this repo is used for a different ADR" (ahliweb/awcms), "otelc
  // ADR-0005": another project's decision, whatever this workspace's of that number became.
  if (text !== undefined && qualifiedByProject((once.lines ??= splitLines(text)), ref)) return undefined;
  if (line !== undefined && chain.chain.length > 0 && listsASuccessorAfter(line.slice(ref.range.end.character), chain.chain)) return undefined;
  if (text !== undefined && chain.chain.length > 0 && namesASuccessor((once.lines ??= splitLines(text)), ref.range.start.line, chain.chain, !isDocumentPath(path))) return undefined;
  const fixes: Fix[] = [];
  // "ADR-022 is superseded by ADR-045", itself abandoned (luchenqun/cosmos-sdk-docs): no decision to cite instead.
  const retiredEnd = current !== target && (current.lifecycle === 'deprecated' || current.lifecycle === 'rejected');
  // Split between successors (ADR-014 → ADR-036 and ADR-037, Moffran/calibrated_explanations): which one to cite is
  // the writer's call, so each is named and none is written in.
  const successors = current !== target ? successorsOf(ctx, target).filter((r) => !isRetired(r.lifecycle)) : [];
  const split = successors.length > 1;
  if (current !== target && !retiredEnd && !split) {
    // A link in reStructuredText is read through its Markdown projection, whose range is not the RST link's own.
    if (line !== undefined && !(ref.kind === 'link' && isRstPath(path))) {
      const written = line.slice(ref.range.start.character, ref.range.end.character);
      const replacement = rewriteCitation(written, ref, path, target, current, ctx.index.toRepositoryPath);
      // "[why we don't use React Context](…016…)" (guardian/dotcom-rendering): words about the old decision, which the
      // new target would contradict; the fix is offered, for the writer to reword, not applied unasked.
      const label = ref.kind === 'link' ? /^\[([^\]]*)\]/.exec(written)?.[1] : undefined;
      const prose = label !== undefined && label.trim() !== '' && (target.number === undefined || !label.includes(String(target.number)));
      if (replacement) fixes.push({ title: `Cite ${current.id} instead`, edits: [{ path, range: ref.range, newText: replacement }], isPreferred: !prose });
    }
  }
  const words = current === target ? successorWordsOf(ctx, target) : undefined;
  const message = retiredEnd
    ? `${target.id} is superseded by ${describe(current)}, which is ${current.lifecycle} itself: no decision of this chain is in force; check whether the text still holds.`
    : split
    ? `${target.id} is superseded by ${successors.map(describe).join(' and ')}: cite the one this text is about, unless you mean the old decision.`
    : current !== target
    ? `${target.id} is superseded by ${describe(current)}: cite ${current.id} instead, unless you mean the old decision.`
    : target.relations.some((r) => r.kind === 'superseded-by')
      ? `${target.id} is superseded by a decision that is not found here: check whether it still applies here.`
      : words
        ? `${target.id} is superseded by "${words}", which is no decision record here: check whether it still applies here.`
        : `${target.id} is superseded and names no successor: check whether it still applies here.`;
  return {
    path,
    range: ref.range,
    message,
    tags: ['deprecated'],
    related: [{ path: current.path, range: current.title.range, message: retiredEnd ? `${current.id} is ${current.lifecycle}` : current !== target ? `${current.id} is the current decision` : `${target.id} is superseded` }],
    fixes,
  };
}

export default defineRule({
  id: 'ADR016',
  name: 'citing-superseded',
  description: 'A document or record cites a decision that has been superseded; the current decision is named.',
  defaultSeverity: 'hint',
  tags: ['references', 'supersede'],
  fix: 'quick fix',
  doc,
  scope: 'citing',
  checkRecord(record, ctx) {
    const out: DiagnosticDraft[] = [];
    // A dated review report taken for a record still describes the code of its day.
    if (DATED_REPORT.test(record.path)) return out;
    const from: CitingRecord = { record };
    const once: TextOnce = {};
    for (const ref of record.references) {
      const d = judge(ctx, record.path, ref, once, from);
      if (d) out.push(d);
    }
    return out;
  },
  checkCiting(citing, ctx) {
    const out: DiagnosticDraft[] = [];
    if (HISTORY_FILE.test(citing.path) || isCollectionIndex(ctx, citing.path)) return out;
    const once: TextOnce = {};
    const translated = translatedRecord(ctx, citing.path);
    const from: CitingRecord | undefined = translated && { record: translated, translation: true };
    for (const ref of citing.references) {
      const d = judge(ctx, citing.path, ref, once, from);
      if (d) out.push(d);
    }
    // Asked only of a page that cites a superseded decision: resolving every citation of every page is not free, and
    // its front matter is read only then.
    return out.length > 0 && (isHistoryDocument(ctx, citing.path) || listsTheRecords(ctx, citing.path, citing.references)) ? [] : out;
  },
});
