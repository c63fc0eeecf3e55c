import doc from '../../docs/rules/stale-code-path.md';
import { defineRule } from './define.js';
import { memo } from './context.js';
import { normalizePath } from '../text.js';
import type { DiagnosticDraft, RuleContext } from '../model.js';

/**
 * Whether a written path exists where it may live: under each configured code root, then under each folder above
 * the record (in a monorepo, "src/retry.ts" in services/billing/docs/adr/ usually means services/billing/src/retry.ts).
 */
function existsUncached(ctx: RuleContext, written: string, recordPath?: string): boolean {
  const roots = ctx.index.config.codeRoots?.length ? ctx.index.config.codeRoots : [''];
  const clean = written.replace(/^\.?\//, '').replace(/\/+$/, '');
  for (const root of roots) {
    const p = normalizePath(root ? `${root}/${clean}` : clean);
    if (p && ctx.index.exists(p)) return true;
  }
  if (recordPath) {
    const parts = recordPath.split('/').slice(0, -1);
    for (let i = parts.length; i > 0; i--) {
      const p = normalizePath(`${parts.slice(0, i).join('/')}/${clean}`);
      if (p && ctx.index.exists(p)) return true;
    }
  }
  return false;
}

/** Answers per record folder and written path for one run: records in a folder name the same code again and again. */
function exists(ctx: RuleContext, written: string, recordPath?: string): boolean {
  if (!recordPath) return existsUncached(ctx, written);
  const folders = memo(ctx, 'stale-code-path:exists', () => new Map<string, Map<string, boolean>>());
  const folder = recordPath.slice(0, recordPath.lastIndexOf('/') + 1);
  let answers = folders.get(folder);
  if (!answers) folders.set(folder, (answers = new Map()));
  let found = answers.get(written);
  if (found === undefined) {
    found = existsUncached(ctx, written, recordPath);
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
      for (const path of record.codePaths) if (exists(ctx, path.value, record.path)) return true;
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
    // An unknown status (often a typo of Accepted) is treated as in force: the record does not say otherwise.
    if ((record.lifecycle !== 'accepted' && record.lifecycle !== 'unknown') || record.codePaths.length === 0) return [];
    const out: DiagnosticDraft[] = [];
    for (const path of record.codePaths) {
      if (exists(ctx, path.value, record.path)) continue;
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
