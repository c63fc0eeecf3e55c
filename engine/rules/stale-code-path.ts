import doc from '../../docs/rules/stale-code-path.md';
import { defineRule } from './define.js';
import { memo } from './context.js';
import { normalisePath } from './text.js';
import type { DiagnosticDraft, RuleContext } from '../model.js';

function candidates(ctx: RuleContext, written: string): string[] {
  const roots = ctx.index.config.codeRoots?.length ? ctx.index.config.codeRoots : [''];
  const clean = written.replace(/^\.?\//, '').replace(/\/+$/, '');
  const out: string[] = [];
  for (const root of roots) {
    const p = normalisePath(root ? `${root}/${clean}` : clean);
    if (p) out.push(p);
  }
  return out;
}

function exists(ctx: RuleContext, written: string): boolean {
  return candidates(ctx, written).some((p) => ctx.index.exists(p));
}

/**
 * When not one code path named anywhere exists, the records most likely live apart from the code
 * (a docs-only repository): every path would be "stale", which says nothing. Stay quiet then.
 */
function codeIsHere(ctx: RuleContext): boolean {
  return memo(ctx, 'stale-code-path:any-exists', () => {
    for (const record of ctx.index.records()) {
      for (const path of record.codePaths) if (exists(ctx, path.value)) return true;
    }
    return false;
  });
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
    if (record.lifecycle !== 'accepted' || record.codePaths.length === 0) return [];
    const out: DiagnosticDraft[] = [];
    for (const path of record.codePaths) {
      if (exists(ctx, path.value)) continue;
      if (!codeIsHere(ctx)) return [];
      const roots = ctx.index.config.codeRoots?.filter(Boolean) ?? [];
      const where = roots.length ? ` (looked under ${roots.join(', ')})` : '';
      out.push({
        path: record.path,
        range: path.range,
        message: `${record.id} names ${path.value}, which does not exist${where}: update the record to the code's current location, or supersede it if the code is gone.`,
      });
    }
    return out;
  },
});
