// Parse problems the index records per file (broken front matter, binary, too large, bad encoding)
// become diagnostics through one small rule each, so each can be explained and switched off.
import { defineRule } from './define.js';
import type { RuleModule } from '../model.js';
import type { Severity } from '../types.js';

export function problemRule(spec: {
  id: string;
  name: string;
  description: string;
  defaultSeverity: Severity;
  doc: string;
  /** Problem codes this rule reports; undefined = every code no other rule claims. */
  codes?: string[];
  /** What to do, after the problem's message; a function when the advice depends on the problem (YAML or TOML). */
  advice: string | ((message: string) => string);
}): RuleModule {
  return defineRule({
    id: spec.id,
    name: spec.name,
    description: spec.description,
    defaultSeverity: spec.defaultSeverity,
    tags: ['parse'],
    doc: spec.doc,
    scope: 'record',
    checkRecord(record) {
      if (record.problems.length === 0) return [];
      return record.problems
        .filter((p) => (spec.codes ? spec.codes.includes(p.code) : !CLAIMED.has(p.code)))
        .map((p) => ({
          path: record.path,
          range: p.range,
          message: adviseAfter(p.message.trim(), typeof spec.advice === 'string' ? spec.advice : spec.advice(p.message)),
        }));
    },
  });
}

/** "Problem. Advice." after a full stop, "Problem: advice." otherwise. */
function adviseAfter(message: string, advice: string): string {
  if (message.endsWith('.')) return `${message} ${advice.charAt(0).toUpperCase()}${advice.slice(1)}`;
  return message.endsWith(':') ? `${message} ${advice}` : `${message}: ${advice}`;
}

export const CLAIMED = new Set(['front-matter-invalid', 'file-too-large', 'binary-file', 'invalid-utf8', 'unreadable']);
