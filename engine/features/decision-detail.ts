// getDecision: everything known about one decision — body, resolved relations, who cites it, the chain to
// the current decision, code paths, people, dates and sections.
import type { DecisionIndex } from '../model.js';
import type { DecisionDetail } from '../api.js';
import type { CodePath } from '../types.js';
import { summarize } from './shared.js';
import { loggedDecisionDetail } from './decision-logs.js';
import { qualifiedSuccessorsOf } from './qualified-successors.js';
import { FORWARD } from './graph.js';
import { modulePlaces } from '../index/code-path-resolver.js';

export function getDecision(index: DecisionIndex, idOrKey: string): DecisionDetail | undefined {
  const record = index.lookup(idOrKey.trim());
  // A decision log's entry, listed beside the records (see decision-logs).
  if (!record) return loggedDecisionDetail(index, idOrKey);
  const chain = index.supersedeChain(record);
  const citedBy: DecisionDetail['citedBy'] = [];
  const seen = new Set<string>();
  for (const citation of index.citationsOf(record)) {
    const key = `${citation.path}#${citation.reference.range.start.line}:${citation.reference.range.start.character}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const entry: DecisionDetail['citedBy'][number] = { path: citation.path, range: citation.reference.range };
    if (citation.fromRecord) {
      entry.fromId = citation.fromRecord.id;
      const start = citation.reference.range.start;
      const relation = citation.fromRecord.relations.find((r) => r.range.start.line === start.line && r.range.start.character <= start.character && r.range.end.character >= start.character && index.resolve(r, citation.path) === record);
      if (relation) entry.kind = relation.kind;
    }
    citedBy.push(entry);
  }
  const detail: DecisionDetail = {
    decision: summarize(index, record),
    body: index.text(record.path) ?? '',
    relations: record.relations.map((relation) => {
      const target = index.resolve(relation, record.path);
      const out: DecisionDetail['relations'][number] = { kind: relation.kind, targetText: relation.targetText, resolved: !!target };
      if (target) out.targetId = target.id;
      if (relation.condition) out.condition = relation.condition;
      return out;
    }),
    citedBy,
    supersedeChain: chain.chain.length ? [record.id, ...chain.chain.map((r) => r.id)] : [],
    // Each path once, though the record may name it many times.
    codePaths: [...new Set(record.codePaths.flatMap((c) => workspaceCodePath(index, c)))],
    people: record.people.map((p) => ({ role: p.role, names: [...p.names] })),
    dates: record.dates.map((d) => (d.iso ? { kind: d.kind, raw: d.raw, iso: d.iso } : { kind: d.kind, raw: d.raw })),
    sections: record.sections.map((s) => s.heading),
    format: record.format,
  };
  if (chain.current !== record) detail.current = summarize(index, chain.current);
  const sameId = index.recordsByKey(record.key).filter((r) => r !== record);
  if (sameId.length) detail.sameId = sameId.map((r) => summarize(index, r));
  const qualified = qualifiedSuccessorsOf(index, record);
  if (qualified.length) detail.qualifiedSuccessors = qualified.map(({ record: r, condition }) => ({ id: r.id, title: r.title.value, lifecycle: r.lifecycle, condition }));
  return detail;
}

/**
 * A relation as the other side states it: ADR-0001 "superseded-by" ADR-0002 is ADR-0002 "supersedes" ADR-0001. The
 * graph's pairs both ways, and "relates-to" its own.
 */
const INVERSE: Readonly<Record<string, string>> = Object.fromEntries([
  ...Object.entries(FORWARD).flatMap(([back, forward]) => [[back, forward], [forward, back]]),
  ['relates-to', 'relates-to'],
]);

/**
 * The relations of a decision that only the other records state: ADR-0001's "Superseded by ADR-0002" makes ADR-0002
 * supersede ADR-0001, though ADR-0002 may not say so (one-sided-supersede). Those it states itself are left out.
 */
export function relationsStatedByOthers(detail: Pick<DecisionDetail, 'relations' | 'citedBy'>): Array<{ kind: string; id: string }> {
  const out: Array<{ kind: string; id: string }> = [];
  for (const c of detail.citedBy) {
    const kind = c.kind === undefined ? undefined : INVERSE[c.kind];
    if (kind === undefined || c.fromId === undefined) continue;
    if (detail.relations.some((r) => r.kind === kind && r.targetId === c.fromId) || out.some((o) => o.kind === kind && o.id === c.fromId)) continue;
    out.push({ kind, id: c.fromId });
  }
  return out;
}

/**
 * A code path as the workspace knows it: as written, or for a link to the code host the file's path from the root.
 * Links to another repository's files, or to this one's outside a root below its top, are not this workspace's code.
 */
function workspaceCodePath(index: DecisionIndex, codePath: CodePath): string[] {
  if (codePath.module) return modulePlaces(index, codePath.value, undefined);
  if (codePath.unsure) return index.exists(codePath.value) ? [codePath.value] : [];
  if (codePath.repository === undefined) return [codePath.value];
  if (!index.isOwnRepository(codePath.repository)) return [];
  const path = index.fromRepositoryPath(codePath.value);
  return path === undefined || path === '' ? [] : [path];
}
