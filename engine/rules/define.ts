import type { RuleModule } from '../model.js';
import type { RuleDefinition, Severity } from '../types.js';

/** A rule's setting in the configuration (by name, id or lower-case id), else its default severity; "off" turns it off. */
export function ruleSetting(overrides: Readonly<Record<string, Severity | 'off'>>, definition: Pick<RuleDefinition, 'id' | 'name' | 'defaultSeverity'>): Severity | 'off' {
  return overrides[definition.name] ?? overrides[definition.id] ?? overrides[definition.id.toLowerCase()] ?? definition.defaultSeverity;
}

/** A rule written flat: its definition fields beside its checks. Docs start with "# <name>". */
export function defineRule(spec: RuleDefinition & Omit<RuleModule, 'definition'>): RuleModule {
  const { id, name, description, defaultSeverity, tags, fix, doc, scope, checkRecord, checkCiting, checkWorkspace } = spec;
  return { definition: { id, name, description, defaultSeverity, tags, ...(fix ? { fix } : {}), doc }, scope, checkRecord, checkCiting, checkWorkspace };
}
