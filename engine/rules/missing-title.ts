import doc from '../../docs/rules/missing-title.md';
import { defineRule } from './define.js';
import { documentText, at, lineRange, type DocumentText } from './text.js';
import { recordFileName } from '../keys.js';
import { frontMatter } from './edits.js';
import { isTitleLabel } from '../parse/record.js';
import type { DecisionRecord } from '../types.js';
import { isUnparsable } from './problems.js';
import { isMovedPage, isNumberedTemplate } from './records.js';
import { collectionsWithout } from './collection-habit.js';
import { defaultAdornment, isRstPath, rstSectionTitle } from '../parse/rst.js';
import type { DiagnosticDraft, RuleContext } from '../model.js';

/** Fewer records than this are too few to tell a collection that writes no titles from one that forgot one. */
const CONVENTION_MIN_RECORDS = 3;

/** "0007-use-postgres.md" → "Use postgres". */
export function titleFromFileName(path: string): string {
  const stem = recordFileName(path).replace(/\.[^.]+$/, '').replace(/^(?:\d{4}-\d{2}-\d{2}|(?:[A-Za-z]+[-_])?\d+)[-_.\s]*/, '');
  const words = stem.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Title';
}

/** The record's first line of content, when it is a heading but for the space after its "#" ("#46. Title"). */
function headingWithoutSpace(text: DocumentText): { line: number; hashes: number; content: string } | undefined {
  const fm = frontMatter(text);
  let line = fm ? fm.close + 1 : 0;
  while (line < text.lines.length && text.lines[line]!.trim() === '') line++;
  const m = /^(#{1,6})([\p{L}\p{N}][^#]*)$/u.exec(text.lines[line] ?? '');
  // "#adr #decisions" are tags, not a title.
  if (!m || !/\s/.test(m[2]!.trim())) return undefined;
  return { line, hashes: m[1]!.length, content: m[2]!.trimEnd() };
}

function hasNoTitle(record: DecisionRecord): boolean {
  const r = record.title.range;
  return (r.start.line === r.end.line && r.start.character === r.end.character) || record.title.value.trim() === '';
}

export default defineRule({
  id: 'ADR001',
  name: 'missing-title',
  description: 'A decision record has no title heading.',
  defaultSeverity: 'warning',
  tags: ['structure'],
  fix: 'mechanical',
  doc,
  // A workspace rule, as missing-date is: whole collections leave the title to the file name and a site generator
  // (DependencyTrack/hyades: none of 17 records has a heading), and then a record without one is the habit, not a slip.
  scope: 'workspace',
  checkWorkspace(ctx) {
    // One cheap pass for the records that concern the rule (most have a title); the habit is counted only for the
    // collections they are in, so the language server's first diagnostics do not pay for every collection.
    const out: DiagnosticDraft[] = [];
    const untitled: DecisionRecord[] = [];
    for (const record of ctx.index.records()) {
      const value = record.title.value;
      // Written as "# Title", not taken from a file named "0007-title.md".
      // Record 0 with the template's title is the collection's template kept among its records (isNumberedTemplate).
      if (((value.length <= 6 && isTitleLabel(value)) || bracketedPlaceholder(value)) && !hasNoTitle(record) && !isUnparsable(record)) {
        if (!isNumberedTemplate(record.number, value, record.status?.value)) out.push(placeholderTitle(record));
      }
      // A page left where a record was ("This document was moved to …") has no title of its own to add.
      else if (hasNoTitle(record) && !isUnparsable(record) && !isMovedPage(record)) untitled.push(record);
    }
    if (untitled.length === 0) return out;
    const concerned = new Set(untitled.map((r) => r.collection));
    const habit = collectionsWithout(ctx, (record) => !hasNoTitle(record), CONVENTION_MIN_RECORDS, concerned);
    // Not even a "#46. Title" missing its space is looked for there: that would read every record's text again.
    // A community's proposals are named by their files as often as not (emberjs/rfcs: "# Summary" under front matter).
    const proposals = new Set(ctx.index.collections().filter((c) => c.proposals).map((c) => c.dir));
    for (const record of untitled) if (!habit.has(record.collection) && !proposals.has(record.collection)) out.push(judgeUntitled(record, ctx));
    return out;
  },
});

/**
 * MADR's title placeholder kept: "{short title of solved problem and solution}" (microsoft/semantic-kernel), in square
 * or angle brackets too (energy-iot/docs). Words in brackets, three or more, and nothing else.
 */
function bracketedPlaceholder(value: string): boolean {
  const first = value.charCodeAt(0);
  if (first !== 123 && first !== 91 && first !== 60) return false;
  return /^(?:\{[^{}]+\}|\[[^[\]]+\]|<[^<>]+>)$/.test(value.trim()) && value.trim().split(/\s+/).length >= 3;
}

/** A template's title left as it was: "# Title" with nothing under it to name the record (see findTitle). */
function placeholderTitle(record: DecisionRecord): DiagnosticDraft {
  const title = titleFromFileName(record.path);
  return {
    path: record.path,
    range: record.title.range,
    message: `${record.id}'s title is the template's placeholder "${record.title.value}": write what was decided, such as "${title}".`,
    fixes: [{ title: `Title it "${title}"`, edits: [{ path: record.path, range: record.title.range, newText: title }], isPreferred: true }],
  };
}

/** The finding for a record without a title, with the fix that adds one (or the space its "#" lacks). */
function judgeUntitled(record: DecisionRecord, ctx: RuleContext): DiagnosticDraft {
  const text = documentText(ctx.index, record.path);
  const title = titleFromFileName(record.path);
  const words = record.format === 'nygard' && record.number !== undefined ? `${record.number}. ${title}` : title;
  const rst = isRstPath(record.path);
  // reStructuredText: the title over a line of "=" as long as it.
  const heading = rst ? rstSectionTitle(words, defaultAdornment(1), text?.eol ?? '\n') : `# ${words}`;
  const fixes = [];
  const unspaced = text && !rst ? headingWithoutSpace(text) : undefined;
  if (unspaced) {
    // "#46. Generalize EventBus": meant as the title; Markdown wants a space after the "#". Keep the author's words.
    const { line, hashes, content } = unspaced;
    return {
      path: record.path,
      range: lineRange(line, 0, hashes + content.length),
      message: `${record.id} has no title: "${'#'.repeat(hashes)}${content}" is not a heading without a space after "${'#'.repeat(hashes)}".`,
      fixes: [{ title: `Add the space: "${'#'.repeat(hashes)} ${content}"`, edits: [{ path: record.path, range: at(line, hashes), newText: ' ' }], isPreferred: true, mechanical: true }],
    };
  }
  if (text) {
    const fm = frontMatter(text);
    const line = fm ? fm.close + 1 : 0;
    const newText = line >= text.lines.length ? `${text.eol}${heading}${text.eol}` : `${heading}${text.eol}${text.eol}`;
    const range = line >= text.lines.length ? at(line - 1, text.lines[line - 1]!.length) : at(line, 0);
    fixes.push({ title: `Add the title "${rst ? words : heading}"`, edits: [{ path: record.path, range, newText }], isPreferred: true });
  }
  return {
    path: record.path,
    range: at(0, 0),
    message: rst
      ? `${record.id} has no title: add a title such as "${words}" at the top of the record, underlined with "=".`
      : `${record.id} has no title: add a level-1 heading such as "${heading}" at the top of the record.`,
    fixes,
  };
}
