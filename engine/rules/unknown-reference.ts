import doc from '../../docs/rules/unknown-reference.md';
import { defineRule } from './define.js';
import { memo } from './context.js';
import type { DiagnosticDraft, RuleContext } from '../model.js';
import type { Range, Reference, Relation } from '../types.js';

function key(range: Range): string {
  return `${range.start.line}:${range.start.character}`;
}

/** Citations by id only: a link to a missing file is broken-link's business. */
function unresolved(ctx: RuleContext, path: string, target: Reference | Relation): boolean {
  if (!target.targetKey || target.href) return false;
  return ctx.index.resolve(target, path) === undefined;
}

function hasRecords(ctx: RuleContext): boolean {
  return memo(ctx, 'has-records', () => ctx.index.records().length > 0);
}

function message(text: string): string {
  return `${text} does not match any decision record in this workspace: check the number, or create the record it refers to.`;
}

export default defineRule({
  id: 'ADR008',
  name: 'unknown-reference',
  description: 'A record or another document cites a decision id that no record in the workspace has.',
  defaultSeverity: 'warning',
  tags: ['references'],
  doc,
  scope: 'record',
  checkRecord(record, ctx) {
    const out: DiagnosticDraft[] = [];
    const seen = new Set<string>();
    const targets: Array<Reference | Relation> = [...record.relations, ...record.references];
    for (const target of targets) {
      const text = 'text' in target ? target.text : target.targetText;
      if (target.targetKey === record.key) continue;
      if (seen.has(key(target.range))) continue;
      seen.add(key(target.range));
      if (!unresolved(ctx, record.path, target)) continue;
      out.push({ path: record.path, range: target.range, message: message(text) });
    }
    return out;
  },
  checkCiting(citing, ctx) {
    // A workspace without records has nothing to cite; flagging every "ADR-1" in code would be noise.
    if (!hasRecords(ctx)) return [];
    const out: DiagnosticDraft[] = [];
    for (const ref of citing.references) {
      if (!unresolved(ctx, citing.path, ref)) continue;
      out.push({ path: citing.path, range: ref.range, message: message(ref.text) });
    }
    return out;
  },
});
