// Moving, renaming or renumbering decision records: the edits that keep every link to them, and their own links to
// other files, pointing where they did. The editor asks before it renames a file (workspace/willRenameFiles); the
// duplicate-number quick fix renames a record to its free number and renumbers its title and the citations that
// name it by that file.
import type { DecisionIndex } from '../model.js';
import type { LeftLink, MovePlan, RenumberPlan } from '../api.js';
import type { CancellationSignal, DecisionRecord, FileRename, Fix, Position, Range, Reference, TextEdit } from '../types.js';
import { throwIfCancelled } from '../types.js';
import { encodeLinkTarget, escapeRegExp, joinRelative, lineOf, posixBasename, posixDirname, relativeLink, splitLines } from '../text.js';
import { displayId, seriesOfKey } from '../keys.js';
import { documentLinkTargets } from '../parse/link-targets.js';
import { hostedFile, linkDefinition, linkLabel as referenceLabel, type MarkdownLink } from '../parse/lines.js';
import { titleNumber } from '../rules/number-mismatch.js';
import { renumberings } from '../rules/duplicate-number.js';
import { nextNumber } from './new-record.js';
import { citedRecords, decisionUnderCursor } from './cursor.js';

/** Where a path is after the moves: a file moved, or a file under a folder moved; undefined when it stays. */
function relocator(moves: readonly FileRename[]): (path: string) => string | undefined {
  return (path) => {
    for (const m of moves) {
      if (path === m.from) return m.to;
      if (path.startsWith(`${m.from}/`)) return m.to + path.slice(m.from.length);
    }
    return undefined;
  };
}

/** The path part of a link target, and what follows it ("#context", "?plain=1"). */
function splitHref(href: string): { path: string; suffix: string } {
  const at = href.search(/[#?]/);
  return at < 0 ? { path: href, suffix: '' } : { path: href.slice(0, at), suffix: href.slice(at) };
}

function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

const stemOf = (name: string): string => name.replace(/\.[A-Za-z0-9]{1,8}$/, '');

/**
 * The one path segment two paths of the same depth differ in ("0001-use-redis.md" → "0003-use-redis.md"), without its
 * extension when it is the file's: a link names the record by it however it is written ("0001-use-redis.html",
 * "[[0001-use-redis]]", "../adr/0001-use-redis/"). Undefined when they differ in more.
 */
function changedName(from: string, to: string): { from: string; to: string } | undefined {
  const a = from.split('/');
  const b = to.split('/');
  if (a.length !== b.length) return undefined;
  let at = -1;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    if (at >= 0) return undefined;
    at = i;
  }
  if (at < 0) return undefined;
  const last = at === a.length - 1;
  const x = last ? stemOf(a[at]!) : a[at]!;
  const y = last ? stemOf(b[at]!) : b[at]!;
  return x === y ? { from: a[at]!, to: b[at]! } : { from: x, to: y };
}

/** The last place `name` stands in `path` as a whole name (between slashes, or before its extension or the end). */
function lastNameAt(path: string, name: string): number {
  const re = new RegExp(`(?:^|[/\\\\])(${escapeRegExp(name)})(?=$|[/.\\\\])`, 'g');
  let found = -1;
  for (let m = re.exec(path); m; m = re.exec(path)) {
    found = m.index + m[0].length - m[1]!.length;
    re.lastIndex = m.index + 1;
  }
  return found;
}

/**
 * The link target as the citing document should write it once the moves are made, or undefined when it needs no
 * change (or cannot be rewritten: `left` then says so). `citing`/`target`: where the citing document and the linked
 * file are now; `citingAfter`/`targetAfter`: where they will be.
 */
function movedHref(href: string, citing: string, target: string, citingAfter: string, targetAfter: string): { href?: string; left?: boolean } {
  if (citing === citingAfter && target === targetAfter) return {};
  const { path, suffix } = splitHref(href);
  const plain = decoded(path);
  // Escaped as the writer escaped: blanks and parentheses when the link escapes any (or must); parentheses the writer
  // left bare stay bare (hashgraph/hedera-improvement-proposal: "Process%20restrictions%20(proposed).pdf").
  const bareParens = /[()]/.test(path) && !/%2[89]/i.test(path);
  const encode = (p: string) => {
    if (path === plain && !/[ ()]/.test(p)) return p;
    const out = encodeLinkTarget(p);
    return bareParens ? out.replace(/%28/g, '(').replace(/%29/g, ')') : out;
  };
  // Only the file's (or its folder's) name changes and the citing document stays: change that name where the link
  // writes it, keeping the rest as the writer had it ("./", ".html", a site's tag, a path from the root).
  const renamed = citing === citingAfter ? changedName(target, targetAfter) : undefined;
  if (renamed) {
    for (const [written, name, next] of [
      [path, renamed.from, renamed.to],
      [path, encodeLinkTarget(renamed.from), encodeLinkTarget(renamed.to)],
    ] as const) {
      const at = lastNameAt(written, name);
      if (at >= 0) return { href: written.slice(0, at) + next + written.slice(at + name.length) + suffix };
    }
  }
  // A path from the citing file, from the root ("/docs/adr/…"), or from the root as code comments write them; to the
  // file, or to the page a site builds from it ("0001-x.html").
  const dir = posixDirname(citing);
  const ext = /\.[A-Za-z0-9]{1,8}$/.exec(posixBasename(target))?.[0] ?? '';
  const written = /\.[A-Za-z0-9]{1,8}$/.exec(posixBasename(plain))?.[0] ?? '';
  const page = written !== ext && ext !== '' ? (p: string | undefined) => (p === undefined ? undefined : stemOf(p) + ext) : (p: string | undefined) => p;
  const as = (p: string) => (written !== ext && ext !== '' && p.endsWith(ext) ? p.slice(0, -ext.length) + written : p);
  let next: string | undefined;
  // A link that still reaches its file from where the citing document will be is left as written, however it is
  // written (hashgraph/hedera-improvement-proposal, HIP/ renamed: its records' "./../assets/x.png" still reached).
  // A link to a folder may end in "/" ("doc/adr/"); the folder is named without it.
  const reached = (from: string) => page(joinRelative(from, plain)?.replace(/\/+$/, ''));
  if (reached(dir) === target) {
    if (reached(posixDirname(citingAfter)) === targetAfter) return {};
    // A path from the root stays one (joinRelative reads "/docs/…" from the root, whatever the folder).
    if (plain.startsWith('/')) next = as(`/${targetAfter}`);
    else {
      next = as(relativeLink(citingAfter, targetAfter));
      if (plain.startsWith('./') && !next.startsWith('../')) next = `./${next}`;
    }
  } else if (reached('') === target) {
    if (target === targetAfter) return {};
    next = as(plain.startsWith('/') ? `/${targetAfter}` : targetAfter);
  } else return { left: true };
  if (plain.endsWith('/') && !next.endsWith('/')) next += '/';
  next = encode(next) + suffix;
  return next === href ? {} : { href: next };
}

/**
 * A link to a file on its code host ("https://github.com/o/r/blob/main/docs/adr/0001-x.md"): the index takes it for
 * the record of that file name, whichever repository it names. Only this repository's file at the record's path is
 * the record's, and its path changes with it; another repository's file of the same name is not (cometbft/cometbft
 * links the tendermint/tendermint records its own were copied from; hashgraph/hedera-improvement-proposal a fork's):
 * such a link stays and is not counted, as nothing about it is left to check (without a git remote, no repository is
 * known to be another's: counted). A path of this repository the record is
 * not at is counted, not rewritten, and so are other addresses (a site's page).
 */
function movedHostedHref(index: DecisionIndex, href: string, target: string, targetAfter: string): { href?: string; left?: boolean } {
  if (target === targetAfter) return {};
  const hosted = hostedFile(href);
  const m = hosted ? /^([^?#]*?\/(?:blob|tree|raw)\/([^/?#]+)\/)([^?#]*)(.*)$/i.exec(href) : null;
  // ".../blob/9e1161a6…/rfc/x.md" (opentofu/opentofu): the file as it was at that commit, where it keeps its name.
  if (m && /^[0-9a-f]{7,40}$/i.test(m[2]!)) return {};
  if (hosted && !index.isOwnRepository(hosted.repository)) return index.knowsOwnRepository() ? {} : { left: true };
  if (!hosted || hosted.path !== index.toRepositoryPath(target)) return { left: true };
  if (!m) return { left: true };
  const path = index.toRepositoryPath(targetAfter);
  return { href: m[1]! + (m[3] !== hosted.path ? encodeURI(path) : path) + m[4]! };
}

const isAddress = (href: string): boolean => /^[A-Za-z][A-Za-z0-9+.-]*:/.test(href) || href.startsWith('//');

/**
 * A target written in angle brackets ("[x](<0001 use redis.md>)", CommonMark's way to write blanks) keeps its blanks
 * and parentheses bare in the new target, unless its writer escaped them.
 */
function bracketed(lines: readonly string[], at: Range, href: string, next: string): string {
  const before = lines[at.start.line]?.[at.start.character - 1];
  const after = lines[at.end.line]?.[at.end.character];
  if (before !== '<' || after !== '>' || /%2[089]/i.test(href)) return next;
  const bare = next.replace(/%20/g, ' ').replace(/%28/g, '(').replace(/%29/g, ')');
  return /[<>\n]/.test(bare) ? next : bare;
}

/** Where `needle` starts inside `range` of the text, as a range of its own. */
function locate(lines: readonly string[], range: Range, needle: string, fromEnd = true): Range | undefined {
  for (let line = range.end.line; line >= range.start.line; line--) {
    const text = lines[line] ?? '';
    const lo = line === range.start.line ? range.start.character : 0;
    const hi = line === range.end.line ? range.end.character : text.length;
    const slice = text.slice(lo, hi);
    const at = fromEnd ? slice.lastIndexOf(needle) : slice.indexOf(needle);
    if (at >= 0) return { start: { line, character: lo + at }, end: { line, character: lo + at + needle.length } };
  }
  return undefined;
}

/** The name a wiki link gives ("[[0001-use-redis]]", "[[0001-use-redis|Redis]]", "[[adr/0001-use-redis#Context]]"). */
function wikiTarget(text: string): string | undefined {
  const m = /^!?\[\[([^\]|#]+)/.exec(text);
  return m ? m[1]!.trim() : undefined;
}

class EditList {
  readonly edits: TextEdit[] = [];
  private readonly seen = new Set<string>();
  add(path: string, range: Range, newText: string): void {
    const key = `${path}#${range.start.line}:${range.start.character}`;
    if (this.seen.has(key)) return;
    // Within an edit already planned ("[ADR-2](ADR-2.md)": the id "ADR-2" rewritten whole, then its digits again as the
    // label's number, nats-io's records named by their ids): that edit writes it already; both would overlap.
    if (this.edits.some((e) => e.path === path && e.range.start.line === range.start.line && e.range.end.line === range.end.line && e.range.start.character <= range.start.character && e.range.end.character >= range.end.character)) return;
    this.seen.add(key);
    this.edits.push({ path, range, newText });
  }
  /** The edits of `path` on `line` within [start, end). */
  within(path: string, line: number, start: number, end: number): TextEdit[] {
    return this.edits.filter((e) => e.path === path && e.range.start.line === line && e.range.end.line === line && e.range.start.character >= start && e.range.end.character <= end);
  }
  drop(edits: readonly TextEdit[]): void {
    const gone = new Set(edits);
    for (let i = this.edits.length - 1; i >= 0; i--) if (gone.has(this.edits[i]!)) this.edits.splice(i, 1);
  }
}

/**
 * The edits that keep links pointing at the files the moves carry (records, or folders holding them): links from any
 * document to a moved record, and a moved record's own relative links (to records, images, code) when its folder
 * changes. Edits name documents by their paths before the moves.
 */
export function planMoves(index: DecisionIndex, moves: readonly FileRename[], signal?: CancellationSignal): MovePlan {
  const after = relocator(moves);
  const where = (path: string) => after(path) ?? path;
  const rewrite = (href: string, citing: string, target: string) =>
    isAddress(href) ? movedHostedHref(index, href, target, where(target)) : movedHref(href, citing, target, where(citing), where(target));
  const out = new EditList();
  const leftAt: LeftLink[] = [];
  const textLines = new Map<string, readonly string[]>();
  const linesOf = (path: string): readonly string[] => {
    let lines = textLines.get(path);
    if (!lines) textLines.set(path, (lines = splitLines(index.text(path) ?? '')));
    return lines;
  };
  /** The link target `href`, written inside `range` of the document at `path`, becomes `next` (when there is one). */
  const addHrefEdit = (path: string, lines: readonly string[], range: Range, href: string, next: string | undefined): void => {
    const at = next === undefined ? undefined : locate(lines, range, href);
    if (at) out.add(path, at, bracketed(lines, at, href, next!));
  };
  const moved = index.records().filter((r) => after(r.path) !== undefined);
  for (const record of moved) {
    throwIfCancelled(signal);
    for (const citation of index.citationsOf(record)) {
      const reference = citation.reference;
      const lines = linesOf(citation.path);
      if (reference.href !== undefined) {
        const next = rewrite(reference.href, citation.path, record.path);
        if (next.left) leftAt.push({ path: citation.path, line: reference.range.start.line });
        addHrefEdit(citation.path, lines, reference.range, reference.href, next.href);
        // "[20251105-use-cobra-instead-of-mitchellh.md](…)" (opentofu/opentofu): a link text that is the file's name
        // is its new name too.
        if (next.href !== undefined) {
          const label = linkLabel(reference.text);
          const oldName = posixBasename(record.path);
          const newName = posixBasename(where(record.path));
          const named = label && oldName !== newName ? (label.label === oldName ? newName : label.label === stemOf(oldName) ? stemOf(newName) : undefined) : undefined;
          if (named !== undefined && reference.range.start.line === reference.range.end.line) {
            const { line, character } = reference.range.start;
            out.add(citation.path, { start: { line, character: character + label!.at }, end: { line, character: character + label!.at + label!.label.length } }, named);
          }
        }
        continue;
      }
      const wiki = wikiTarget(reference.text);
      if (wiki !== undefined) {
        // A wiki link finds the record by its name wherever it is: only a new name asks for an edit.
        const from = stemOf(posixBasename(record.path));
        const to = stemOf(posixBasename(where(record.path)));
        if (from === to) continue;
        const at = lastNameAt(wiki, from);
        const place = at < 0 ? undefined : locate(lines, reference.range, wiki, false);
        if (place) out.add(citation.path, place, wiki.slice(0, at) + to + wiki.slice(at + from.length));
        else leftAt.push({ path: citation.path, line: reference.range.start.line });
        continue;
      }
      // A path written in a code comment ("// see docs/adr/0001-x.md"): the reference's text is the path.
      if (reference.kind === 'link' && /[./]/.test(reference.text) && !/\s/.test(reference.text)) {
        const next = rewrite(reference.text, citation.path, record.path);
        if (next.left) leftAt.push({ path: citation.path, line: reference.range.start.line });
        if (next.href !== undefined) out.add(citation.path, reference.range, next.href);
      }
    }
    // The record's own links, each from its new place now: all of them when it changes folders, its links to itself
    // ("[below](0001-x.md#context)") when it is renamed in its folder (the others still reach their files).
    const to = where(record.path);
    if (to === record.path) continue;
    const lines = linesOf(record.path);
    for (const link of index.linkTargets(record.path)) {
      const target = index.linkTarget(record.path, link.href);
      if (target === undefined || (!index.exists(target) && !index.recordByPath(target))) continue;
      const next = movedHref(link.href, record.path, target, to, where(target));
      if (next.left) leftAt.push({ path: record.path, line: link.range.start.line });
      addHrefEdit(record.path, lines, link.range, link.href, next.href);
    }
  }
  // A folder moved carries more than its records: the folder itself ("[decisions](doc/adr/)" in npryce/adr-tools'
  // README, "[ADRs](./adrs)" in navikt/helseopplysninger's docs), the collection's index page, the files beside a record
  // written as its folder's page ("./CIPs/0025/v1.cddl" in cardano-foundation/CIPs), and those pages' own links when
  // the folder changes depth. Links between records were planned above; these are the links to and from the rest.
  if (moved.length > 0) {
    const folders = moves.filter((m) => index.isFolder(m.from));
    const names = folders.map((m) => posixBasename(m.from));
    if (folders.length > 0) {
      // Every document read for citations: one that cites no record may still link the folder (a README's "[ADRs](adr)").
      const documents = new Set<string>([...index.citingCandidates(), ...index.records().map((r) => r.path)]);
      for (const path of documents) {
        throwIfCancelled(signal);
        if (!/\.(?:md|markdown|mdx|rst|adoc|asciidoc)$/i.test(path)) continue;
        const record = index.recordByPath(path);
        const goes = after(path) !== undefined;
        // A moved record's own links were planned with it.
        if (record && goes) continue;
        const text = index.text(path);
        if (text === undefined || (!goes && !names.some((name) => text.includes(name)))) continue;
        const links = record ? index.linkTargets(path) : documentLinkTargets(path, text);
        for (const link of links) {
          const target = index.linkTarget(path, link.href);
          if (target === undefined || (!goes && after(target) === undefined)) continue;
          // Links to a moved record were planned from its citations.
          const linked = index.recordByPath(target);
          if (linked && after(linked.path) !== undefined) continue;
          if (!index.exists(target) && !index.isFolder(target) && !linked) continue;
          const next = movedHref(link.href, path, target, where(path), where(target));
          if (next.left) leftAt.push({ path, line: link.range.start.line });
          addHrefEdit(path, linesOf(path), link.range, link.href, next.href);
        }
      }
    }
  }
  if (moved.length > 0) for (const e of mkdocsNavEdits(index, moves)) out.add(e.path, e.range, e.newText);
  return { edits: out.edits, left: leftAt.length, leftAt };
}

/** A page in an MkDocs nav: "- 0002 Decision 2: adr/ADR-0002-x.md", "- adr/ADR-0002-x.md" (the path, quoted or not). */
const NAV_PAGE = /^(\s*-\s+(?:[^:#\n]*:\s+)?)(['"]?)([^'"#\s][^'"#\n]*?)\2\s*(?:#.*)?$/;

/**
 * The pages an MkDocs site's nav names that move: its mkdocs.yml (at the root or a folder above the moved files) lists
 * them by their path in its docs folder ("docs_dir", "docs" unless set), which a move changes as it does links
 * (dasch-swiss/dsp-api's nav went on naming "adr/ADR-0009-api-v3.md").
 */
function mkdocsNavEdits(index: DecisionIndex, moves: readonly FileRename[]): TextEdit[] {
  const configs = new Set<string>();
  for (const m of moves) {
    for (let dir = posixDirname(m.from); ; dir = posixDirname(dir)) {
      for (const name of ['mkdocs.yml', 'mkdocs.yaml']) configs.add(dir ? `${dir}/${name}` : name);
      if (dir === '') break;
    }
  }
  const out: TextEdit[] = [];
  for (const config of configs) {
    const text = index.configText(config);
    if (text === undefined) continue;
    const home = posixDirname(config);
    const docsDir = /^docs_dir:\s*['"]?([^'"#\n]+?)['"]?\s*(?:#.*)?$/m.exec(text)?.[1]?.replace(/^\.\//, '').replace(/\/+$/, '') ?? 'docs';
    const base = joinRelative(home, docsDir);
    if (base === undefined) continue;
    const inDocs = (path: string): string | undefined => (base === '' ? path : path.startsWith(`${base}/`) ? path.slice(base.length + 1) : undefined);
    const lines = splitLines(text);
    for (let l = 0; l < lines.length; l++) {
      const m = NAV_PAGE.exec(lines[l]!);
      if (!m) continue;
      const page = m[3]!;
      for (const move of moves) {
        const from = inDocs(move.from);
        const to = inDocs(move.to);
        if (from === undefined || to === undefined) continue;
        const next = page === from ? to : page.startsWith(`${from}/`) ? to + page.slice(from.length) : undefined;
        if (next === undefined) continue;
        const at = m[1]!.length + m[2]!.length;
        out.push({ path: config, range: { start: { line: l, character: at }, end: { line: l, character: at + page.length } }, newText: next });
        break;
      }
    }
  }
  return out;
}

/** Whether `inner` lies within `outer`. */
function contains(outer: Range, inner: Range): boolean {
  const before = (a: Position, b: Position): boolean => a.line < b.line || (a.line === b.line && a.character <= b.character);
  return before(outer.start, inner.start) && before(inner.end, outer.end);
}

/** Digits for a number, as wide as those it replaces ("0001" → "0003", "7" → "12"). */
function digitsLike(written: string, number: number): string {
  return String(number).padStart(written.length, '0');
}

/** The record's file (or, for a folder's page, its folder) renamed with the number in its name changed. */
function renumberedName(record: DecisionRecord, number: number): FileRename | undefined {
  const dir = posixDirname(record.path);
  const name = posixBasename(record.path);
  const folderPage = /^(?:readme|index)\.(?:md|markdown|mdx|rst|adoc)$/i.test(name) && dir !== '' && dir !== record.collection;
  const from = folderPage ? dir : record.path;
  const base = posixBasename(from);
  const m = /\d+/.exec(base);
  if (!m || Number(m[0]) !== record.number) return undefined;
  const next = base.slice(0, m.index) + digitsLike(m[0], number) + base.slice(m.index + m[0].length);
  const owner = posixDirname(from);
  return { from, to: owner ? `${owner}/${next}` : next };
}

/** The id as the citation writes it, with the new number: "ADR-0001" → "ADR-0003", "adr 1" → "adr 3". */
function renumberedId(text: string, from: number, to: number): string | undefined {
  const re = /\d+/g;
  let last: RegExpExecArray | undefined;
  for (let m = re.exec(text); m; m = re.exec(text)) if (Number(m[0]) === from) last = m;
  return last ? text.slice(0, last.index) + digitsLike(last[0], to) + text.slice(last.index + last[0].length) : undefined;
}

/** The link text of a Markdown link ("[ADR-0001](…)" → "ADR-0001"), with where it starts in the reference's text. */
function linkLabel(text: string): { label: string; at: number } | undefined {
  const m = /^!?\[([^\]]*)\]/.exec(text);
  return m ? { label: m[1]!, at: text.indexOf('[') + 1 } : undefined;
}

/**
 * Renumbers a record: renames its file (or folder) to the number, changes the number in its title, and keeps the
 * citations that name it by its file pointing at it, with the id in their text renumbered too ("[ADR-0001](0001-x.md)"
 * → "[ADR-0003](0003-x.md)"), and its citations by id. Of a record sharing its number, citations by the id alone stay:
 * they meant the record that keeps it.
 */
export function renumberRecord(index: DecisionIndex, record: DecisionRecord, number: number, signal?: CancellationSignal): (Fix & { leftAt: LeftLink[] }) | undefined {
  if (record.number === undefined || record.number === number) return undefined;
  const rename = renumberedName(record, number);
  const edits = new EditList();
  const titleLine = index.titleLine(record.path);
  const collection = index.collections().find((c) => c.dir === record.collection);
  const written = titleLine === undefined ? undefined : titleNumber(titleLine, index.config, collection?.prefix);
  if (written && written.number === record.number && written.year === undefined) {
    const line = record.title.range.start.line;
    const digits = titleLine!.slice(written.start, written.end);
    if (/^\d+$/.test(digits)) edits.add(record.path, { start: { line, character: written.start }, end: { line, character: written.end } }, digitsLike(digits, number));
  }
  // "# 25) Modularization … {#adr_0025}" (wikimedia's Wikibase): the Doxygen anchor its "@ref adr_0025" links name,
  // which follow the number too.
  const anchor = titleLine === undefined ? null : /\{#[A-Za-z][\w-]*?(\d+)\}/.exec(titleLine);
  if (anchor && Number(anchor[1]) === record.number) {
    const line = record.title.range.start.line;
    const at = anchor.index + anchor[0].length - 1 - anchor[1]!.length;
    edits.add(record.path, { start: { line, character: at }, end: { line, character: at + anchor[1]!.length } }, digitsLike(anchor[1]!, number));
  }
  // "nav_order: 45" (JabRef's records, for its Jekyll site), "sidebar_position", "weight": the place the site lists the
  // record at, its number when it was numbered so.
  for (const field of numberingFields(index.text(record.path), record.number, collection?.prefix)) edits.add(record.path, field.range, digitsLike(field.digits, number));
  if (!rename && edits.edits.length === 0) return undefined;
  let moved: MovePlan = { edits: [], left: 0, leftAt: [] };
  if (rename) moved = planMoves(index, [rename], signal);
  for (const e of moved.edits) edits.add(e.path, e.range, e.newText);
  // The id in the text of links to this record, and its citations by id: all of them when no other record goes by
  // its id, else those the document tied to this file (a bare id means the record that keeps the number).
  const sharedId = index.recordsByKey(record.key).some((r) => r !== record && r.collection === record.collection);
  const definitions = new Map<string, { path: string; line: number; definition: MarkdownLink }>();
  for (const citation of index.citationsOf(record)) {
    throwIfCancelled(signal);
    const reference: Reference = citation.reference;
    if (reference.kind === 'id') {
      if (reference.targetKey !== record.key || (sharedId && !(reference.linkedHref || reference.named || reference.titled))) continue;
      const text = renumberedId(reference.text, record.number, number);
      if (text !== undefined) edits.add(citation.path, reference.range, text);
      continue;
    }
    // A link the move cannot follow ("https://github.com/…/blob/develop/…/0002-x.md" with no remote naming this
    // repository, cf-k8s-networking) keeps its words too: "[ADR 21](…0002-x.md)" would name one record and open another.
    if (reference.href !== undefined && rename && !moved.edits.some((e) => e.path === citation.path && contains(reference.range, e.range))) continue;
    if (reference.href !== undefined && reference.range.start.line === reference.range.end.line) {
      const cell = numberCellOf(index, citation.path, reference.range, record.number, collection?.prefix ?? 'ADR');
      if (cell) edits.add(citation.path, cell.range, digitsLike(cell.digits, number));
    }
    const label = linkLabel(reference.text);
    if (!label || reference.range.start.line !== reference.range.end.line) continue;
    // The id opens the link text ("1. Use Redis", "ADR-0001") or stands in it after its prefix ("see ADR-0001").
    const prefix = escapeRegExp(collection?.prefix ?? 'ADR');
    const idInLabel = new RegExp(`^(?:${prefix}[-_ ]?)?#?(\\d+)(?!\\d)|(?:^|[^\\p{L}\\d])${prefix}[-_ ]?(\\d+)(?!\\d)`, 'iu').exec(label.label);
    const digits = idInLabel ? (idInLabel[1] ?? idInLabel[2])! : undefined;
    if (!idInLabel || Number(digits) !== record.number) continue;
    const line = reference.range.start.line;
    // "[adr-1]: 0001-x.md": its label is the identifier its uses name, not the record's id (Letterbook's "[ADR-02][adr-02]").
    const definition = linkDefinition(lineOf(index.text(citation.path) ?? '', line) ?? '');
    if (definition) {
      definitions.set(`${citation.path}#${line}`, { path: citation.path, line, definition });
      continue;
    }
    const start = reference.range.start.character + label.at + idInLabel.index + idInLabel[0].length - digits!.length;
    edits.add(citation.path, { start: { line, character: start }, end: { line, character: start + digits!.length } }, digitsLike(digits!, number));
  }
  for (const d of definitions.values()) renumberDefinitionLabel(index, edits, d.path, d.line, d.definition, record.number, number);
  const id = collection ? displayId(collection.prefix, number, collection.numberWidth) : String(number);
  const links = moved.edits.length;
  return {
    title: `Renumber ${posixBasename(rename?.from ?? record.path)} as ${id}` + (rename ? ` (rename to ${posixBasename(rename.to)}${links ? `, update ${links} link${links === 1 ? '' : 's'}` : ''})` : ''),
    edits: edits.edits,
    ...(rename ? { renames: [rename] } : {}),
    leftAt: moved.leftAt,
  };
}

/** The reference-style links of a line that name a label: "[text][label]", "[label][]" and "[label]", with where the label is written. */
function labelUses(line: string): { label: string; start: number }[] {
  const out: { label: string; start: number }[] = [];
  const re = /(?<!\\)\[((?:[^[\]\\]|\\.)*)\](?:\[((?:[^[\]\\]|\\.)*)\])?/g;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    const next = line[m.index + m[0].length];
    if (m[2] === undefined && (next === '(' || next === ':')) continue;
    if (m[2] !== undefined && m[2].trim() !== '') out.push({ label: m[2], start: m.index + m[1]!.length + 3 });
    else out.push({ label: m[1]!, start: m.index + 1 });
  }
  return out;
}

/**
 * The label of a link reference definition that names the renumbered record ("[adr-1]: 0001-x.md") is renamed only
 * with every use of it in the document ("[ADR 1][adr-1]" → "[ADR 7][adr-7]"), an id written as the link's text
 * ("[ADR-0001]") renamed already; where that cannot be done whole (another definition has the new label, a use reads
 * otherwise), the label and its uses stay as written and the link keeps working. Renaming the definition alone left
 * Letterbook's "[ADR-12][adr-02]" undefined.
 */
function renumberDefinitionLabel(index: DecisionIndex, edits: EditList, path: string, line: number, definition: MarkdownLink, from: number, to: number): void {
  const lines = splitLines(index.text(path) ?? '');
  const old = referenceLabel(definition.text);
  const renamed = renumberedId(definition.text, from, to);
  const uses: { line: number; start: number; end: number; text: string; edits: TextEdit[] }[] = [];
  let fence = false;
  for (let l = 0; l < lines.length; l++) {
    const text = lines[l]!;
    if (/^\s{0,3}(```|~~~)/.test(text)) fence = !fence;
    if (fence || linkDefinition(text)) continue;
    for (const use of labelUses(text)) {
      if (referenceLabel(use.label) !== old) continue;
      const end = use.start + use.label.length;
      uses.push({ line: l, start: use.start, end, text: use.label, edits: edits.within(path, l, use.start, end) });
    }
  }
  const definitionEdits = edits.within(path, line, definition.textStart, definition.textStart + definition.text.length);
  const newLabel = (u: (typeof uses)[number]): string | undefined => {
    if (u.edits.length === 0) return renumberedId(u.text, from, to);
    let text = u.text;
    for (const e of [...u.edits].sort((a, b) => b.range.start.character - a.range.start.character)) text = text.slice(0, e.range.start.character - u.start) + e.newText + text.slice(e.range.end.character - u.start);
    return text;
  };
  const taken = renamed !== undefined && referenceLabel(renamed) !== old && lines.some((t, l) => l !== line && referenceLabel(linkDefinition(t)?.text ?? '') === referenceLabel(renamed));
  const whole = renamed !== undefined && !taken && uses.every((u) => newLabel(u) !== undefined && referenceLabel(newLabel(u)!) === referenceLabel(renamed));
  if (!whole) {
    edits.drop([...definitionEdits, ...uses.flatMap((u) => u.edits)]);
    return;
  }
  for (const u of uses) if (u.edits.length === 0) edits.add(path, { start: { line: u.line, character: u.start }, end: { line: u.line, character: u.end } }, newLabel(u)!);
  if (definitionEdits.length === 0) edits.add(path, { start: { line, character: definition.textStart }, end: { line, character: definition.textStart + definition.text.length } }, renamed);
}

/** Front matter keys that place a page in its site's listing, or number it: "adr: \"0025\"" (bitwarden/contributing-docs). */
const NUMBERING_FIELD = /^([A-Za-z_]{1,20})[ \t]*:[ \t]*(["']?)(\d{1,9})\2[ \t]*\r?$/;
const NUMBERING_KEYS = new Set(['nav_order', 'sidebar_position', 'weight', 'order', 'position', 'number', 'id']);

/** The front matter fields of a record's text holding its number `number` (by those keys, or its series' name), each at its digits. */
function numberingFields(text: string | undefined, number: number, prefix = 'ADR'): Array<{ range: Range; digits: string }> {
  if (!text || !text.startsWith('---')) return [];
  const lines = text.split('\n');
  const out: Array<{ range: Range; digits: string }> = [];
  for (let i = 1; i < lines.length && i < 60; i++) {
    if (/^(?:---|\.\.\.)[ \t]*\r?$/.test(lines[i]!)) break;
    const m = NUMBERING_FIELD.exec(lines[i]!);
    if (!m || Number(m[3]) !== number || !(NUMBERING_KEYS.has(m[1]!.toLowerCase()) || m[1]!.toLowerCase() === prefix.toLowerCase())) continue;
    const at = lines[i]!.indexOf(m[3]!, m[1]!.length);
    out.push({ range: { start: { line: i, character: at }, end: { line: i, character: at + m[3]!.length } }, digits: m[3]! });
  }
  return out;
}

/**
 * The number cell of the table row a link to the record stands in ("| 0020 | [Edge cache](0020-edge-cache.md) |" in a
 * collection's index, curie-eng/curie): the row is the record's, so its number goes with it. Only a cell that is the
 * number alone (or the id: "ADR-0020", "#20"), outside the link.
 */
function numberCellOf(index: DecisionIndex, path: string, range: Range, number: number, prefix: string): { range: Range; digits: string } | undefined {
  const line = lineOf(index.text(path) ?? '', range.start.line);
  if (line === undefined || !/^\s*\|/.test(line)) return undefined;
  const cell = new RegExp(`^(\\s*(?:${escapeRegExp(prefix)}[-_ ]?|#)?)(\\d{1,9})\\s*$`, 'i');
  let start = line.indexOf('|') + 1;
  while (start <= line.length) {
    let end = line.indexOf('|', start);
    while (end > 0 && line[end - 1] === '\\') end = line.indexOf('|', end + 1);
    if (end < 0) end = line.length;
    const inLink = start <= range.end.character && end >= range.start.character;
    const m = inLink ? null : cell.exec(line.slice(start, end));
    if (m && Number(m[2]) === number) {
      const at = start + m[1]!.length;
      return { range: { start: { line: range.start.line, character: at }, end: { line: range.start.line, character: at + m[2]!.length } }, digits: m[2]! };
    }
    start = end + 1;
  }
  return undefined;
}

/**
 * The editor's fixes for a duplicate-number finding on `record`: take the free number the finding names; when the
 * dates did not tell which came first, or the other: give the record that keeps the number that free number instead.
 */
export function renumberFixes(index: DecisionIndex, path: string, signal?: CancellationSignal): Fix[] {
  const plan = renumberings(index).find((r) => r.record.path === path);
  if (!plan || plan.next === undefined) return [];
  const out: Fix[] = [];
  const own = renumberRecord(index, plan.record, plan.next, signal);
  if (own) out.push(withoutLeft(own));
  if (!plan.dated) {
    const other = renumberRecord(index, plan.keeper, plan.next, signal);
    if (other) out.push({ ...withoutLeft(other), title: `${other.title}, instead` });
  }
  return out;
}

/**
 * What the CLI and the MCP tools say of the links a move or renumbering left as they were (1-based lines): they still
 * name the old place, and nothing else will tell.
 */
export function leftLinksSentence(leftAt: readonly LeftLink[]): string {
  const n = leftAt.length;
  const places = leftAt.map((l) => `${l.path}:${l.line}`);
  return (
    `${n} link${n === 1 ? '' : 's'} to it ${n === 1 ? 'is' : 'are'} written in a form ADR Lens cannot rewrite (a site generator's tag, or an ` +
    `address on a code host of a repository it cannot tell is this one: a clone without that remote); check ${n === 1 ? 'it' : 'them'} by hand: ${places.join(', ')}`
  );
}

/** A fix as the editor gets it: the links it leaves are the CLI's to tell. */
function withoutLeft({ leftAt: _, ...fix }: Fix & { leftAt: LeftLink[] }): Fix {
  return fix;
}

/** Why a record cannot be renumbered as asked (planRenumber). */
export class RenumberError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RenumberError';
  }
}

/**
 * The renumbering of one record, for the CLI: to `number`, else to the free number duplicate-number gives it, else to
 * the next of its collection. A number another record of its series holds is refused: that would make a duplicate.
 */
export function planRenumber(index: DecisionIndex, record: DecisionRecord, number?: number): RenumberPlan {
  if (record.number === undefined) throw new RenumberError(`${record.id} has no number to change (${record.path})`);
  const to = number ?? renumberings(index).find((r) => r.record === record)?.next ?? nextNumber(index, record.collection);
  if (!Number.isSafeInteger(to) || to < 0) throw new RenumberError(`${number} is no record number`);
  const collection = index.collections().find((c) => c.dir === record.collection);
  const newId = collection ? displayId(collection.prefix, to, collection.numberWidth) : String(to);
  const holder = index.records().find((r) => r !== record && r.collection === record.collection && r.number === to && seriesOfKey(r.key) === seriesOfKey(record.key));
  if (holder) throw new RenumberError(`${newId} is taken by ${holder.path}: renumbering ${record.path} to it would make a duplicate`);
  if (to === record.number) return { id: record.id, path: record.path, number: to, newId, edits: [], renames: [], leftAt: [] };
  const fix = renumberRecord(index, record, to);
  return { id: record.id, path: record.path, number: to, newId, edits: fix?.edits ?? [], renames: fix?.renames ?? [], leftAt: fix?.leftAt ?? [] };
}

/**
 * What renaming the symbol under the cursor renumbers (the editor's F2): a decision's id as written in a citation
 * ("ADR-0004", "adr 4", a relation's "Supersedes ADR-0004") or the number in a record's own title. Undefined elsewhere:
 * a link's words and path are no id to edit, and a number several records share says not which to renumber.
 */
export function renameTarget(index: DecisionIndex, path: string, position: Position): { range: Range; placeholder: string; record: DecisionRecord } | undefined {
  const at = decisionUnderCursor(index, path, position);
  const record = at?.target;
  if (!at || !record || record.number === undefined) return undefined;
  if (at.via === 'title') {
    const line = index.titleLine(record.path);
    const collection = index.collections().find((c) => c.dir === record.collection);
    const written = line === undefined ? undefined : titleNumber(line, index.config, collection?.prefix);
    if (!written || written.number !== record.number || written.year !== undefined) return undefined;
    const l = record.title.range.start.line;
    return { range: { start: { line: l, character: written.start }, end: { line: l, character: written.end } }, placeholder: record.id, record };
  }
  const cited = at.reference ?? at.relation;
  if (!cited || cited.href !== undefined || /[[\]()]/.test(at.text) || !/\d/.test(at.text)) return undefined;
  if (citedRecords(index, path, at).length > 1) return undefined;
  return { range: at.range, placeholder: record.id, record };
}

/** The number a new name gives ("ADR-0009", "9", "adr 12"): its last digits. */
export function numberOfNewName(name: string): number | undefined {
  const m = /(\d{1,9})\D*$/.exec(name.trim());
  return m ? Number(m[1]) : undefined;
}
