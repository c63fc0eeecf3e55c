// Hover on a decision reference, a record's title or its status line.
import type { DecisionIndex } from '../model.js';
import type { HoverResult } from '../api.js';
import type { CancellationSignal, DecisionRecord, Lifecycle, Position } from '../types.js';
import { throwIfCancelled } from '../types.js';
import { decisionExcerpt } from './excerpt.js';
import { decisionAt, encodeLinkTarget, rangeContains, relativeLink } from './shared.js';
import { suggestIds } from './suggest.js';

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
  const at = decisionAt(index, path, position);
  // A citation on the status line ("Superseded by [5. ..](..)") wins over the status itself.
  if (record?.status && (!at || at.via === 'title') && rangeContains(lineRange(record.status.range), position)) {
    return { contents: statusHover(index, record), range: record.status.range };
  }
  if (!at) return undefined;
  throwIfCancelled(signal);
  if (!at.target) {
    const suggestions = suggestIds(index, at.text, 3);
    const hint = suggestions.length ? ` Did you mean ${suggestions.join(', ')}?` : '';
    return { contents: `**${at.text}** — no such decision in this workspace.${hint}`, range: at.range };
  }
  return { contents: decisionHover(index, at.target, path), range: at.range };
}

export function decisionHover(index: DecisionIndex, record: DecisionRecord, fromPath: string): string {
  const parts: string[] = [`**${record.id} — ${record.title.value}**`];
  const date = record.dates.find((d) => d.kind === 'date') ?? record.dates[0];
  const statusText = record.status?.value ?? 'No status';
  parts.push([statusText, date ? date.iso ?? date.raw : undefined].filter(Boolean).join(' · '));
  const chain = index.supersedeChain(record);
  if (chain.chain.length > 0) {
    const next = chain.chain[0]!;
    const current = chain.current;
    const tail = chain.cycle ? ' (the chain loops)' : current !== next ? ` (current: ${current.id})` : '';
    parts.push(`Superseded by ${next.id}${tail}`);
  }
  const excerpt = decisionExcerpt(record, index.text(record.path));
  if (excerpt) parts.push(`> ${excerpt}`);
  const link = record.path === fromPath ? record.path : relativeLink(fromPath, record.path);
  parts.push(`[${record.path}](${encodeLinkTarget(link)})`);
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
