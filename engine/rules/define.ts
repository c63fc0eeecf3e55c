import type { RuleModule } from '../model.js';
import type { Severity } from '../types.js';

/** Docs start with "# <name>"; the description is the definition's own so the doc page can be longer. */
export function defineRule(spec: {
  id: string;
  name: string;
  description: string;
  defaultSeverity: Severity | 'off';
  tags: string[];
  doc: string;
  scope: RuleModule['scope'];
  checkRecord?: RuleModule['checkRecord'];
  checkCiting?: RuleModule['checkCiting'];
  checkWorkspace?: RuleModule['checkWorkspace'];
}): RuleModule {
  const { id, name, description, defaultSeverity, tags, doc, scope, checkRecord, checkCiting, checkWorkspace } = spec;
  return { definition: { id, name, description, defaultSeverity, tags, doc }, scope, checkRecord, checkCiting, checkWorkspace };
}
