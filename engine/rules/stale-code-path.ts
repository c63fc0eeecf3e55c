import doc from '../../docs/rules/stale-code-path.md';
import { defineRule } from './define.js';
import { memo } from './context.js';
import { documentText, type DocumentText } from './text.js';
import { normaliseHeading } from '../parse/vocabulary.js';
import { normalizePath } from '../text.js';
import type { DecisionRecord, Located } from '../types.js';
import type { DiagnosticDraft, RuleContext } from '../model.js';

/** "camunda-docs/.../migration/": a path with a gap in it is a sketch, not a location. */
const ELLIPSIS = /\.\.\.|\u2026/;

function clean(written: string): string {
  return written.replace(/^\.?\//, '').replace(/\/+$/, '');
}

/**
 * Whether a written path is precise enough to call stale. A single folder name ("connectors/", "UPLC-CAPE/")
 * is not: it names a folder somewhere below the root, or another repository, or a folder of a deployed site,
 * and none of those says the record has drifted from the code.
 */
function checkable(written: string): boolean {
  if (ELLIPSIS.test(written)) return false;
  const path = clean(written);
  return path.includes('/') && !path.split('/').every((s) => s === '..' || s === '.');
}

/**
 * "charts/camunda-platform-8.x/" stands for each 8.something folder: a segment with "x" where a version number
 * goes becomes a pattern, undefined for an ordinary segment.
 */
function versionPattern(segment: string): RegExp | undefined {
  if (!/\d\.[xX](?![A-Za-z0-9])/.test(segment)) return undefined;
  const marked = segment.replace(/(\d)\.[xX](?![A-Za-z0-9])/g, '$1.\u0000').replace(/\u0000\.[xX](?![A-Za-z0-9])/g, '\u0000.\u0000');
  const source = marked.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\u0000/g, '\\d+(?:\\.\\d+)*');
  return new RegExp(`^${source}$`);
}

/** Whether `segments` lead to something that exists below `base` (a version-pattern segment matches any version). */
function existsUnder(ctx: RuleContext, base: string, segments: readonly string[]): boolean {
  let candidates = [base];
  for (let i = 0; i < segments.length; i++) {
    const pattern = versionPattern(segments[i]!);
    if (!pattern) {
      candidates = candidates.map((c) => (c ? `${c}/${segments[i]}` : segments[i]!));
      continue;
    }
    const next: string[] = [];
    for (const dir of candidates) {
      for (const entry of ctx.index.fs.readDirectory(dir) ?? []) if (pattern.test(entry.name)) next.push(dir ? `${dir}/${entry.name}` : entry.name);
    }
    if (next.length === 0) return false;
    candidates = next.slice(0, 64);
  }
  return candidates.some((c) => {
    const p = normalizePath(c);
    return p !== undefined && p !== '' && ctx.index.exists(p);
  });
}

/** Folders anywhere below the root named like `segment` (a version pattern matches every version), as the index walked them. */
function foldersNamed(ctx: RuleContext, segment: string): readonly string[] {
  const pattern = versionPattern(segment);
  if (!pattern) return ctx.index.foldersNamed(segment);
  const out: string[] = [];
  for (const name of ctx.index.folderBaseNames()) if (pattern.test(name)) out.push(...ctx.index.foldersNamed(name));
  return out;
}

/** The parent folder of a workspace-relative path ("" at the root). */
function parentOf(path: string): string {
  const at = path.lastIndexOf('/');
  return at < 0 ? '' : path.slice(0, at);
}

type Answer = 'exists' | 'missing' | 'elsewhere';

/**
 * Where a written path may live: under each configured code root, then under the record's folder and each folder
 * above it (in a monorepo, "src/retry.ts" in services/billing/docs/adr/ usually means services/billing/src/retry.ts),
 * then anywhere below the root ("openshift/values.yaml" for charts/camunda-platform-8.6/openshift/values.yaml).
 * "elsewhere": not even its first folder exists in the workspace, so it is a path in another repository, on a
 * deployed site or in generated output, not a path the record has lost track of.
 */
function locateUncached(ctx: RuleContext, written: string, recordPath?: string): Answer {
  const roots = ctx.index.config.codeRoots?.length ? ctx.index.config.codeRoots : [''];
  const path = clean(written);
  const segments = path.split('/');
  for (const root of roots) if (existsUnder(ctx, root, segments)) return 'exists';
  if (recordPath) {
    const parts = recordPath.split('/').slice(0, -1);
    for (let i = parts.length; i > 0; i--) if (existsUnder(ctx, parts.slice(0, i).join('/'), segments)) return 'exists';
  }
  if (segments.length < 2 || segments[0] === '..' || segments[0] === '.') return 'missing';
  const named = foldersNamed(ctx, segments[0]!).filter((folder) => ctx.index.exists(folder));
  for (const folder of named.slice(0, 2000)) if (existsUnder(ctx, parentOf(folder), segments)) return 'exists';
  if (named.length > 0) return 'missing';
  // Folders the walk skips (".github") are not in the table; the index still knows whether they exist.
  for (const root of roots) if (existsUnder(ctx, root, segments.slice(0, 1))) return 'missing';
  return 'elsewhere';
}

/** Answers per record folder and written path for one run: records in a folder name the same code again and again. */
function locate(ctx: RuleContext, written: string, recordPath?: string): Answer {
  if (!recordPath) return locateUncached(ctx, written);
  const folders = memo(ctx, 'stale-code-path:exists', () => new Map<string, Map<string, Answer>>());
  const folder = recordPath.slice(0, recordPath.lastIndexOf('/') + 1);
  let answers = folders.get(folder);
  if (!answers) folders.set(folder, (answers = new Map()));
  let found = answers.get(written);
  if (found === undefined) {
    found = locateUncached(ctx, written, recordPath);
    answers.set(written, found);
  }
  return found;
}

/**
 * When not one code path named anywhere exists, the records most likely live apart from the code
 * (a docs-only repository): every path would be "stale", which says nothing. Stay quiet then.
 */
function codeIsHere(ctx: RuleContext): boolean {
  return memo(ctx, 'stale-code-path:any-exists', () => {
    for (const record of ctx.index.records()) {
      for (const path of record.codePaths) if (path.repository === undefined && !ELLIPSIS.test(path.value) && locate(ctx, path.value, record.path) === 'exists') return true;
    }
    return false;
  });
}

/** Words saying a path is gone or went elsewhere: the record documents the removal or the move. */
/** Not a word in a list of names ("deploy/delete/cleanup workflows", "drop-in"). */
const GONE = /(?<![\w/-])(?:remov(?:e|ed|es|ing|al)|delet(?:e|ed|es|ing|ion)|drop(?:s|ped|ping)?|renam(?:e|ed|es|ing)|mov(?:e|ed|es|ing)|relocat(?:e|ed|es|ing|ion)|retir(?:e|ed|es|ing)|no longer|git mv)(?![\w/-])|(?:削除|廃止|撤去|移動|移行|移設|删除|移除|迁移|移动|삭제|제거|이동|entfernt|gelöscht|verschoben|umbenannt|supprimée?s?|déplacée?s?|renommée?s?|eliminad[oa]s?|movid[oa]s?|renombrad[oa]s?|removid[oa]s?|renomead[oa]s?)/i;

/**
 * The old side of a move in other languages: "`a/` から `b/` に" (Japanese), "从 `a/` 到 `b/`" (Chinese), "`a/`에서
 * `b/`로" (Korean), "von `a/` nach `b/`", "de `a/` a `b/`" / "de `a/` à `b/`" / "da `a/` a `b/`".
 */
function oldSideElsewhere(before: string, after: string): boolean {
  return (
    /^[`'"*_)]*\s*(?:から|より)/.test(after) ||
    /从\s*[`'"*_(]*$/.test(before) ||
    /^[`'"*_)]*\s*에서/.test(after) ||
    (/\bvon\s*[`'"*_(]*$/i.test(before) && /^[`'"*_)]*\s+(?:nach|zu)\s/i.test(after)) ||
    (/\b(?:de|desde|da|dal)\s*[`'"*_(]*$/i.test(before) && /^[`'"*_)]*\s+(?:a|al|à|para|vers|in)\s/i.test(after))
  );
}

/** A line that starts a block of its own: a blank line, a heading, a list item, a quote, a fence or a table row. */
const BLOCK_START = /^\s*(?:$|#{1,6}\s|[-*+]\s|\d+[.)]\s|>|```|~~~|\|)/;

/**
 * The sentence around a position, within its paragraph and at most three lines each way: Markdown is hard-wrapped,
 * so "lives at `scripts/x.py` and is\ndeleted after the migration" is one sentence over two lines.
 */
export function sentenceAround(lines: readonly string[], line: number, start: number, end: number): { before: string; after: string } {
  let before = (lines[line] ?? '').slice(0, start);
  for (let l = line - 1; l >= line - 3 && l >= 0; l--) {
    if (BLOCK_START.test(lines[l + 1] ?? '') || (lines[l] ?? '').trim() === '') break;
    before = `${lines[l]} ${before}`;
  }
  let after = (lines[line] ?? '').slice(end);
  for (let l = line + 1; l <= line + 3 && l < lines.length; l++) {
    if (BLOCK_START.test(lines[l] ?? '')) break;
    after = `${after} ${lines[l]}`;
  }
  // Sentence ends: ". " after a word, not the dot of "file.ts" nor of "e.g.".
  // Japanese and Chinese end a sentence with "。" (or a full-width "！", "？"), with no space after it.
  const ends = [...before.matchAll(/(?<!\b(?:e\.g|i\.e|etc|vs))(?:[.!?]\s|[。！？])/g)];
  const last = ends.length ? ends[ends.length - 1]! : undefined;
  const stop = /(?<!\b(?:e\.g|i\.e|etc|vs))(?:[.!?](?:\s|$)|[。！？])/.exec(after);
  return { before: last ? before.slice(last.index! + last[0].length) : before, after: stop ? after.slice(0, stop.index + 1) : after };
}

/**
 * Paths the record itself says are gone: named in a sentence about a removal, a rename or a move, or as the old
 * side of "from `a/` to `b/`" or "`a/` → `b/`". Whatever lies below them is gone with them.
 */
function documentedGone(record: DecisionRecord, doc: DocumentText): string[] {
  const gone: string[] = [];
  for (const path of record.codePaths) {
    const { start, end } = path.range;
    if (start.line !== end.line) continue;
    const { before, after } = sentenceAround(doc.lines, start.line, start.character, end.character);
    const oldSide = /\bfrom\s*[`'"*_(]*$/i.test(before) && /^[`'"*_)]*\s+(?:to|into)\s/i.test(after);
    const arrow = /^[`'"*_)]*\s*(?:\u2192|->|=>)/.test(after);
    if (oldSide || arrow || oldSideElsewhere(before, after) || GONE.test(before) || GONE.test(after)) gone.push(clean(path.value));
  }
  return gone;
}

/** Options a record weighed are not what it decided: a path in "Considered Options" need not exist. */
function inOptionsSection(record: DecisionRecord, line: number): boolean {
  for (const section of record.sections) {
    if (line < section.range.start.line || line > section.range.end.line) continue;
    const heading = normaliseHeading(section.heading);
    if (/\b(?:options?|alternatives?)\b/.test(heading) && !/\b(?:chosen|selected|decision|decided)\b/.test(heading)) return true;
  }
  return false;
}

export default defineRule({
  id: 'ADR015',
  name: 'stale-code-path',
  description: 'An accepted record names a code path that does not exist in the workspace (any more).',
  defaultSeverity: 'warning',
  tags: ['code'],
  doc,
  scope: 'record',
  checkRecord(record, ctx) {
    // Only decisions in force claim to govern code; a superseded record describing old code is history.
    // An unknown status (often a typo of Accepted) is treated as in force: the record does not say otherwise.
    if ((record.lifecycle !== 'accepted' && record.lifecycle !== 'unknown') || record.codePaths.length === 0) return [];
    const missing: Located<string>[] = [];
    for (const path of record.codePaths) {
      // A link to the code host may show any branch or commit, where the path may well have existed: not judged.
      if (path.repository !== undefined) continue;
      if (checkable(path.value) && locate(ctx, path.value, record.path) === 'missing') missing.push(path);
    }
    if (missing.length === 0 || !codeIsHere(ctx)) return [];
    // The text is read only for records with a path to report (few): what the prose around a path says about it.
    const text = documentText(ctx.index, record.path);
    const gone = text ? documentedGone(record, text) : [];
    const out: DiagnosticDraft[] = [];
    const roots = ctx.index.config.codeRoots?.filter(Boolean) ?? [];
    const where = roots.length ? ` (looked under ${roots.join(', ')})` : '';
    for (const path of missing) {
      const written = clean(path.value);
      if (gone.some((g) => written === g || written.startsWith(`${g}/`))) continue;
      if (inOptionsSection(record, path.range.start.line)) continue;
      out.push({
        path: record.path,
        range: path.range,
        message: `${record.id} names ${path.value}, which does not exist${where}: update the record to the code's current location, or supersede it if the code is gone.`,
      });
    }
    return out;
  },
});
