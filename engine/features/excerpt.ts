// The short "what was decided" text shown in hovers and lists: the Decision section, else the first paragraph.
import type { DecisionRecord } from '../types.js';
import { lines } from './shared.js';
import { normaliseHeading } from '../parse/vocabulary.js';

export function decisionExcerpt(record: DecisionRecord, text: string | undefined, maxLines = 4, maxChars = 400): string {
  if (!text) return '';
  const all = lines(text);
  const section = decisionSection(record.sections, (s) => s.heading);
  let body: string[];
  if (section) {
    body = all.slice(section.headingRange.start.line + 1, section.range.end.line + 1);
    const nextHeading = body.findIndex((l) => /^#{1,6}\s/.test(l));
    if (nextHeading >= 0) body = body.slice(0, nextHeading);
  } else {
    body = firstParagraphCandidates(record, all);
  }
  const paragraph: string[] = [];
  for (const line of body) {
    const trimmed = line.trim();
    if (!trimmed) {
      if (paragraph.length) break;
      continue;
    }
    if (/^<!--.*-->$/.test(trimmed)) continue;
    paragraph.push(trimmed);
    if (paragraph.length >= maxLines) break;
  }
  let excerpt = paragraph.join(' ');
  if (excerpt.length > maxChars) excerpt = excerpt.slice(0, maxChars - 1).replace(/\s+\S*$/, '') + '…';
  return excerpt;
}

/** Decision headings, best first; MADR's "Decision Drivers" and "Decision Makers" are not the decision. */
const DECISION_SECTIONS = ['decision outcome', 'decision', 'the decision', 'decision made', 'proposed decision', 'proposal', 'resolution'];

/** How well a heading names the decision (lower is better; -1: it does not), in any language the vocabulary knows. */
function decisionRank(heading: string): number {
  const h = normaliseHeading(heading);
  const exact = DECISION_SECTIONS.indexOf(h);
  if (exact >= 0) return exact;
  // "Decision: use PostgreSQL", "Resolution of the vote": a decision heading with more words, after the plain names.
  return /^(?:decision|the decision|resolution)\b/.test(h) && !/^decision[ -](?:drivers?|makers?)\b/.test(h) ? DECISION_SECTIONS.length : -1;
}

/** The item whose heading names the decision best (the first of equals), if any: shared by hover excerpts and prompts. */
function decisionSection<T>(items: readonly T[], headingOf: (item: T) => string): T | undefined {
  let best: T | undefined;
  let bestRank = Infinity;
  for (const item of items) {
    const rank = decisionRank(headingOf(item));
    if (rank >= 0 && rank < bestRank) [best, bestRank] = [item, rank];
  }
  return best;
}

/**
 * What a record decided, from its Markdown: the body of its Decision section (any language the vocabulary knows:
 * "## Decisão", "## 決定"), else the text after the title; cut at a paragraph or line end within `maxChars`, with
 * "…" when cut. For prompts that quote the decision to a reviewer.
 */
export function decisionText(markdown: string, maxChars = 1500): { text: string; cut: boolean } {
  const body = markdown.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
  const rows = body.split(/\r?\n/);
  const headings: Array<{ text: string; from: number; level: number }> = [];
  rows.forEach((row, i) => {
    const h = /^(#{2,4})\s+(.+?)\s*#*\s*$/.exec(row);
    if (h) headings.push({ text: h[2]!, from: i + 1, level: h[1]!.length });
  });
  const best = decisionSection(headings, (h) => h.text);
  let lines: string[];
  if (best) {
    const { from, level } = best;
    const end = rows.findIndex((row, i) => i >= from && new RegExp(`^#{1,${level}}\\s`).test(row));
    lines = rows.slice(from, end < 0 ? rows.length : end);
  } else {
    const title = rows.findIndex((row) => /^#\s/.test(row));
    lines = rows.slice(title + 1);
  }
  const text = lines.join('\n').trim();
  if (text.length <= maxChars) return { text, cut: false };
  // At the last paragraph break within the budget, else the last line break, else the last space.
  const head = text.slice(0, maxChars);
  const at = Math.max(head.lastIndexOf('\n\n'), head.lastIndexOf('\n') > maxChars / 2 ? head.lastIndexOf('\n') : -1);
  const cutAt = at > maxChars / 3 ? at : head.lastIndexOf(' ') > 0 ? head.lastIndexOf(' ') : maxChars;
  return { text: `${text.slice(0, cutAt).trimEnd()}…`, cut: true };
}

/** Lines after the title and the metadata block (front matter, status/date bullets, "Key: value" lines). */
function firstParagraphCandidates(record: DecisionRecord, all: string[]): string[] {
  const start = record.title.range.end.line + 1;
  const out: string[] = [];
  for (let i = start; i < all.length; i++) {
    const line = all[i]!;
    if (/^#{1,6}\s/.test(line)) continue;
    if (/^\s*([-*]\s*)?(\*\*)?[A-Za-z][\w -]{0,30}(\*\*)?\s*:(\*\*)?\s/.test(line) && out.length === 0) continue;
    if (/^\s*>/.test(line) && out.length === 0) continue;
    out.push(line);
  }
  return out;
}
