import doc from '../../docs/rules/one-sided-supersede.md';
import { defineRule } from './define.js';
import { describe, isMovedPage, names, relationTargets } from './records.js';
import { resolveTarget } from './context.js';
import { documentText } from './text.js';
import { addSupersedes, markSupersededBy } from './edits.js';
import type { DiagnosticDraft, RuleContext } from '../model.js';
import type { DecisionRecord, Fix } from '../types.js';

export default defineRule({
  id: 'ADR010',
  name: 'one-sided-supersede',
  description: 'A record says it supersedes another (or is superseded by another), but the other record does not say so back.',
  defaultSeverity: 'warning',
  tags: ['relations', 'supersede'],
  fix: 'mechanical',
  doc,
  scope: 'record',
  checkRecord(record, ctx) {
    if (record.relations.length === 0) return [];
    const out: DiagnosticDraft[] = [];
    // A proposed or rejected record does not supersede anything yet; its claim is a plan, not a fact.
    const inForce = record.lifecycle !== 'proposed' && record.lifecycle !== 'rejected';
    if (inForce) {
      for (const { relation, target } of relationTargets(ctx, record, 'supersedes')) {
        if (names(ctx, target, 'superseded-by', record)) continue;
        const edits = markSupersededBy(ctx.index, target, record);
        const fixes: Fix[] = edits ? [{ title: `Mark ${target.id} as superseded by ${record.id}`, edits, isPreferred: true, mechanical: !inCycle(ctx, record, target) }] : [];
        out.push({
          path: record.path,
          range: relation.range,
          message: `${record.id} says it supersedes ${target.id}, but ${target.id} does not say "Superseded by ${record.id}": add that to the status of ${describe(target)}.`,
          related: [{ path: target.path, range: target.status?.range ?? target.title.range, message: `${target.id} does not name ${record.id} as its successor` }],
          fixes,
        });
      }
    }
    for (const { relation, target } of relationTargets(ctx, record, 'superseded-by')) {
      if (names(ctx, target, 'supersedes', record)) continue;
      // "This document was moved to [0032-x.md](…)" (prometheus/proposals, ghc-proposals): the record moved, no decision
      // was replaced, and there is nothing for the target to say.
      if (isMovedPage(record)) continue;
      // A successor still proposed or rejected: superseded-by-unaccepted says what is wrong (the old record gave way
      // too early), and telling the proposal to claim the supersede would be the opposite advice.
      if (target.lifecycle === 'proposed' || target.lifecycle === 'rejected') continue;
      if (saysSupersededInBody(ctx, target, record)) continue;
      const edits = addSupersedes(ctx.index, target, record);
      const fixes: Fix[] = edits ? [{ title: `Add "Supersedes ${record.id}" to ${target.id}`, edits, isPreferred: true, mechanical: !inCycle(ctx, record, target) }] : [];
      out.push({
        path: record.path,
        range: relation.range,
        message: `${record.id} says it is superseded by ${target.id}, but ${target.id} does not say it supersedes ${record.id}: add "Supersedes ${record.id}" to ${describe(target)}.`,
        related: [{ path: target.path, range: target.status?.range ?? target.title.range, message: `${target.id} does not name ${record.id} as superseded` }],
        fixes,
      });
    }
    return out;
  },
});

/**
 * Within a supersede cycle the missing side is not a fact to copy: supersede-cycle's advice is to remove a link, and
 * writing both sides (ADR-1 and ADR-2 each "superseded by" the other) would only spell the loop out. The fix is then
 * offered, not applied without a reader.
 */
function inCycle(ctx: RuleContext, record: DecisionRecord, target: DecisionRecord): boolean {
  return ctx.index.supersedeChain(record).cycle || ctx.index.supersedeChain(target).cycle;
}

/**
 * Whether the successor's own text says the record is superseded, the record cited as the sentence's subject and no
 * other record named as the agent: "… their escaping logic is gone. ADR-0022 is superseded." in liminis-context-graph's
 * ADR-0024, whose ADR-0022 says "Superseded by ADR-0024". Said by a successor of its predecessor, that is its own
 * claim; a third record saying it is not read as a relation anywhere, which is why only this rule asks.
 */
function saysSupersededInBody(ctx: RuleContext, successor: DecisionRecord, record: DecisionRecord): boolean {
  let doc: ReturnType<typeof documentText> | null = null;
  for (const ref of successor.references) {
    if (resolveTarget(ctx, ref, successor.path) !== record) continue;
    doc ??= documentText(ctx.index, successor.path) ?? null;
    const line = doc?.lines[ref.range.start.line];
    if (line === undefined || ref.range.end.line !== ref.range.start.line) continue;
    const before = line.slice(0, ref.range.start.character);
    if (!SUBJECT_STARTS.test(before)) continue;
    // At the start of its line, the line before must have ended its sentence (or be none, or a blank line).
    const above = ref.range.start.line > 0 ? doc!.lines[ref.range.start.line - 1]!.trimEnd() : '';
    if (LINE_START.test(before) && !(above === '' || /[.!?:][*_"'”)]*$/.test(above))) continue;
    if (IS_SUPERSEDED_AFTER.test(line.slice(ref.range.end.character))) return true;
  }
  return false;
}

/** Before a citation, a sentence's start: the line's, or a full stop and a blank, then only markup or a list mark. */
const SUBJECT_STARTS = /(?:^|[.!?;][*_"'”)]*\s)[\s>*_]*(?:(?:[-*+]|\d{1,3}[.)])\s+)?[*_`]*\[?$/;
const LINE_START = /^[\s>*_]*(?:(?:[-*+]|\d{1,3}[.)])\s+)?[*_`]*\[?$/;
/** After it: "is superseded." with nothing after the verb in its sentence, above all no "by" naming who did it. */
const IS_SUPERSEDED_AFTER = /^\)?[*_`]*\s+(?:is|has been|was)\s+(?:now\s+|hereby\s+|therefore\s+|thus\s+|also\s+)?(?:fully\s+|entirely\s+)?[*_]*(?:superseded|superceded|replaced|obsoleted)[*_]*\s*(?:[.;!]|$)/i;
