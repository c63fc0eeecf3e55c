// The short "what was decided" text shown in hovers and lists: the Decision section, else the first paragraph.
import type { DecisionRecord } from '../types.js';
import { lines } from './shared.js';

const DECISION_HEADING = /^(decision|decision outcome|the decision|decision made|resolution)\b/i;

export function decisionExcerpt(record: DecisionRecord, text: string | undefined, maxLines = 4, maxChars = 400): string {
  if (!text) return '';
  const all = lines(text);
  const section = record.sections.find((s) => DECISION_HEADING.test(s.heading.trim()));
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
