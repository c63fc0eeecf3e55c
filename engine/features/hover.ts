// Hover on a decision reference, a record's title or its status line.
import type { DecisionIndex } from '../model.js';
import type { HoverResult } from '../api.js';
import type { CancellationSignal, DecisionRecord, Lifecycle, Position } from '../types.js';
import { throwIfCancelled } from '../types.js';
import { joinRelative } from '../text.js';
import { isExternalHref } from '../parse/lines.js';
import { citedRecords, decisionUnderCursor } from './cursor.js';
import { decisionExcerpt } from './excerpt.js';
import { inlineEntries, type InlineEntry } from './inline-entry.js';
import { decisionDate, encodeLinkTarget, escapeLinkText, linkedFile, rangeContains, relativeLink, type DecisionAt } from './shared.js';
import { suggestIds } from './suggest.js';
import { qualifiedSuccessorsOf, qualifiedSuccessorText } from './qualified-successors.js';

const LIFECYCLE_TEXT: Record<Lifecycle, string> = {
  proposed: 'under discussion; not yet binding',
  accepted: 'in force: code and later decisions should follow it',
  rejected: 'considered and turned down; kept for the record',
  deprecated: 'no longer recommended, with no single replacement',
  superseded: 'replaced by a later decision; follow the chain to the current one',
  unknown: 'the status text maps to no known lifecycle (map it under `statuses` in .adr-lens.json)',
};

export function hover(index: DecisionIndex, path: string, position: Position, signal?: CancellationSignal): HoverResult | undefined {
  throwIfCancelled(signal);
  const record = index.recordByPath(path);
  const at = decisionUnderCursor(index, path, position);
  // A citation on the status line ("Superseded by [5. ..](..)") wins over the status itself.
  if (record?.status && (!at || at.via === 'title') && rangeContains(lineRange(record.status.range), position)) {
    return { contents: statusHover(index, record), range: record.status.range };
  }
  if (!at) return undefined;
  throwIfCancelled(signal);
  if (!at.target) {
    const key = (at.reference ?? at.relation)?.targetKey;
    const entries = key === undefined ? [] : inlineEntries(index, key, path);
    if (entries.length > 0) return { contents: entries.map((e) => inlineEntryHover(e, path)).join('\n\n---\n\n'), range: at.range };
    if (!namesMissingDecision(index, path, at)) return undefined;
    const suggestions = suggestIds(index, at.text, 3);
    const hint = suggestions.length ? ` Did you mean ${suggestions.join(', ')}?` : '';
    return { contents: `**${at.text}** — no such decision in this workspace.${hint}`, range: at.range };
  }
  const candidates = citedRecords(index, path, at);
  if (candidates.length > 1) return { contents: ambiguousHover(at.text, candidates, path), range: at.range };
  return { contents: decisionHover(index, at.target, path), range: at.range };
}

/**
 * Whether an unresolved citation is a decision that is missing, rather than a link to something else: it names a
 * decision id, and is not a URL or a link to a file that exists ("[upgrade instructions](upgrade-instructions.md)",
 * another repository's CONTRIBUTING.md). A broken link is the broken-link diagnostic's to report.
 */
function namesMissingDecision(index: DecisionIndex, path: string, at: DecisionAt): boolean {
  const target = at.relation ?? at.reference;
  if (!target?.targetKey) return false;
  // An id records here carry that did not resolve: another project's decision, named with its address.
  if (target.href === undefined) return index.recordsByKey(target.targetKey).length === 0;
  return !isExternalHref(target.href) && linkedFile(index, path, target.href) === undefined;
}

/** Several records share the cited number: naming one would send the reader to a decision picked at random. */
function ambiguousHover(text: string, candidates: readonly DecisionRecord[], fromPath: string): string {
  const rows = candidates.map((r) => {
    const status = r.status ? ` (${r.status.value})` : '';
    return `- ${r.id} — ${r.title.value}${status} · [${escapeLinkText(r.path)}](${encodeLinkTarget(relativeLink(fromPath, r.path))})`;
  });
  return [`**${text}** is ambiguous: ${candidates.length} decisions have this number.`, rows.join('\n')].join('\n\n');
}

/**
 * A record's own words quoted in a hover, without its images: the editor would fetch `![](https://…)` from its host
 * the moment the hover shows, telling whoever wrote the record (the repository's author) that, and when, it was read.
 */
function withoutImages(markdown: string): string {
  return markdown.replace(/!\[([^[\]]*)\]\([^()]*\)/g, '$1').replace(/!\[([^[\]]*)\]\[[^[\]]*\]/g, '$1');
}

/** A hover's first lines on a decision: its id and title, then its status and day. */
function headOf(id: string, record: DecisionRecord): string[] {
  const date = decisionDate(record);
  return [`**${id} — ${withoutImages(record.title.value)}**`, [record.status?.value ?? 'No status', date ? date.iso ?? date.raw : undefined].filter(Boolean).join(' · ')];
}

export function decisionHover(index: DecisionIndex, record: DecisionRecord, fromPath: string): string {
  const parts = headOf(record.id, record);
  const chain = index.supersedeChain(record);
  if (chain.chain.length > 0) {
    const next = chain.chain[0]!;
    const current = chain.current;
    const tail = chain.cycle ? ' (the chain loops)' : current !== next ? ` (current: ${current.id})` : '';
    parts.push(`Superseded by ${next.id}${tail}`);
  }
  const qualified = qualifiedSuccessorsOf(index, record);
  if (qualified.length) parts.push(`Also superseded by ${qualified.map(qualifiedSuccessorText).join(', ')}`);
  const excerpt = decisionExcerpt(record, index.text(record.path));
  if (excerpt) parts.push(`> ${linksFrom(withoutImages(excerpt), record.path, fromPath)}`);
  // Relative to the hovered file, as Markdown in that file would resolve it (its own title too).
  parts.push(`[${record.path}](${encodeLinkTarget(relativeLink(fromPath, record.path))})`);
  return parts.join('\n\n');
}

/** A link target with a scheme ("https:", "mailto:") or from the root: the same from any file. */
const ABSOLUTE_TARGET = /^(?:[A-Za-z][A-Za-z0-9+.-]*:|\/)/;

/**
 * The record's own relative links written from the hovered file: the hover shows in that file, and the editor resolves
 * them from there ("[Jenkinsfile](../../Jenkinsfile)" of docs/arch/adr-12.md, hovered in the root README,
 * zooniverse/front-end-monorepo). "#anchor" links go to the record's heading.
 */
function linksFrom(excerpt: string, recordPath: string, fromPath: string): string {
  if (recordPath === fromPath || !excerpt.includes('](')) return excerpt;
  const folder = recordPath.slice(0, recordPath.lastIndexOf('/') + 1);
  return excerpt.replace(/\]\(([^()\s]+)\)/g, (whole, target: string) => {
    if (ABSOLUTE_TARGET.test(target)) return whole;
    const hash = target.indexOf('#');
    const file = hash < 0 ? target : target.slice(0, hash);
    const anchor = hash < 0 ? '' : target.slice(hash);
    let decoded = file;
    try {
      decoded = decodeURIComponent(file);
    } catch {
      return whole;
    }
    const resolved = file === '' ? recordPath : joinRelative(folder.replace(/\/$/, ''), decoded);
    if (resolved === undefined) return whole;
    return `](${encodeLinkTarget(relativeLink(fromPath, resolved))}${anchor})`;
  });
}

/** A decision written inline, told as a record is, with where it is written: no file of its own to name. */
function inlineEntryHover(entry: InlineEntry, fromPath: string): string {
  const { record } = entry;
  const parts = headOf(entry.id, record);
  const excerpt = decisionExcerpt(record, entry.text);
  if (excerpt) parts.push(`> ${withoutImages(excerpt)}`);
  const line = entry.range.start.line + 1;
  parts.push(`Written inline: [${escapeLinkText(entry.path)}, line ${line}](${encodeLinkTarget(relativeLink(fromPath, entry.path))}#L${line})`);
  return parts.join('\n\n');
}

function statusHover(index: DecisionIndex, record: DecisionRecord): string {
  const parts = [`**Status:** ${record.status?.value ?? ''} → lifecycle \`${record.lifecycle}\``, LIFECYCLE_TEXT[record.lifecycle]];
  const chain = index.supersedeChain(record);
  if (chain.chain.length > 0) parts.push(`Chain: ${[record, ...chain.chain].map((r) => r.id).join(' → ')}${chain.cycle ? ' (loops)' : ''}`);
  return parts.join('\n\n');
}

/** The whole status line, so a hover anywhere on "## Status"'s value line or "* Status: x" works. */
function lineRange(range: { start: Position; end: Position }) {
  return { start: { line: range.start.line, character: 0 }, end: { line: range.end.line, character: Number.MAX_SAFE_INTEGER } };
}
