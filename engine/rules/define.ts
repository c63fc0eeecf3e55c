import type { RuleModule } from '../model.js';
import type { RuleDefinition } from '../types.js';

/** A rule written flat: its definition fields beside its checks. Docs start with "# <name>". */
export function defineRule(spec: RuleDefinition & Omit<RuleModule, 'definition'>): RuleModule {
  const { id, name, description, defaultSeverity, tags, fix, doc, scope, checkRecord, checkCiting, checkWorkspace } = spec;
  return { definition: { id, name, description, defaultSeverity, tags, ...(fix ? { fix } : {}), doc }, scope, checkRecord, checkCiting, checkWorkspace };
}
