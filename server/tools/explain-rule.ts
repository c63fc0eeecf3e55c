import { z } from 'zod';
import { schemas } from '../../engine/index.js';
import { defineTool, ToolInputError } from '../tool-kit.js';

export const explainRule = defineTool({
  name: 'explain_rule',
  title: 'Explain a rule',
  description:
    'The documentation of one ADR Lens rule (the "rule" or "ruleId" of a finding from check_decisions): what it ' +
    'checks, why it matters, how to fix a finding, and an example. Use it when a finding\'s message is not enough to ' +
    'decide on a fix.',
  kind: 'read-only',
  input: {
    rule: z.string().trim().min(1).describe('Rule name or id, e.g. "missing-status" or "ADR001".'),
  },
  output: schemas.ExplainOutputSchema.shape,
  run({ engine }, args) {
    const rule = engine.explainRule(args.rule);
    if (!rule) {
      const names = engine.rules().map((r) => r.name);
      const needle = args.rule.toLowerCase();
      const close = names.filter((n) => n.includes(needle) || needle.includes(n) || n.split('-').some((w) => w.length > 3 && needle.includes(w)));
      const hint = close.length ? `Did you mean ${close.slice(0, 3).join(', ')}?` : `Known rules: ${names.join(', ')}.`;
      throw new ToolInputError(`No rule ${args.rule}. ${hint}`);
    }
    return { structured: { rule }, text: `${rule.id} ${rule.name} (default ${rule.defaultSeverity})\n\n${rule.doc}` };
  },
});
