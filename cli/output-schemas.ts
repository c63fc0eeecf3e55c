// CLI --json shapes that engine/schemas.ts does not describe (yet): built from its parts, so a rule
// reads the same in every output.
import { z } from 'zod';
import { RuleDefinitionSchema } from '../engine/schemas.js';

/** `adr-lens explain --json` without a rule: every rule, without its doc page (`explain RULE --json` has it). */
export const ExplainListOutputSchema = z.object({
  rules: z.array(RuleDefinitionSchema.omit({ doc: true })),
});

export type ExplainListOutput = z.infer<typeof ExplainListOutputSchema>;
