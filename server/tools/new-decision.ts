import { z } from 'zod';
import { schemas } from '../../engine/index.js';
import { defineTool, ToolInputError } from '../tool-kit.js';
import { applyPlan } from '../apply-plan.js';
import { requireDecision } from './common.js';

export const newDecision = defineTool({
  name: 'new_decision',
  title: 'Create a decision record',
  description:
    'Creates a new architecture decision record (ADR) file with the next free number (or, in a date-named ' +
    'collection, today\'s date), named and written like the collection\'s own records and template, with the ' +
    'collection\'s "proposed" status word (adr-tools collections: "Accepted"). With "supersedes", the new record ' +
    'starts Accepted (in the collection\'s own word) and says "Supersedes", and the old record is marked ' +
    '"Superseded by" it (both sides, as adr-tools new -s does); without "collection" it goes beside the old record. ' +
    'An id two collections share is taken in the target collection, else the call fails naming the candidates: ' +
    'pass the path. It writes only inside a decision collection and never overwrites a file. Use it when the user ' +
    'asks to record a decision; fill in the created file\'s sections afterwards. Returns the new path and id, and ' +
    'the records it edited.',
  kind: 'writes',
  input: {
    title: z.string().trim().min(1).max(200).describe('Title of the decision, e.g. "Use PostgreSQL for storage".'),
    supersedes: z.string().trim().min(1).optional().describe('Id of the decision the new one replaces, e.g. "ADR-0002".'),
    collection: z.string().trim().min(1).optional().describe('Collection folder to write into, e.g. "docs/adr". Default: the first collection.'),
    context: z.string().max(20000).optional().describe('Text for the Context section: the forces and the problem.'),
    date: z.string().trim().min(1).optional().describe('Date of the decision, YYYY-MM-DD (a real calendar day). Default: today.'),
  },
  output: schemas.NewOutputSchema.shape,
  run({ engine }, args) {
    if (args.supersedes) requireDecision(engine, args.supersedes);
    if (args.collection && !engine.collections().some((c) => c.dir === args.collection!.replace(/\/+$/, ''))) {
      const known = engine.collections().map((c) => c.dir);
      throw new ToolInputError(`No collection ${args.collection}. Known collections: ${known.join(', ') || 'none'}.`);
    }
    const plan = engine.planNewRecord({ title: args.title, supersedes: args.supersedes, collection: args.collection, context: args.context, date: args.date });
    const applied = applyPlan(engine, plan);
    const edits = applied.edited.length ? `; updated ${applied.edited.join(', ')}` : '';
    return { structured: { created: applied.created, id: plan.id, edited: applied.edited }, text: `Created ${plan.id} at ${applied.created}${edits}.` };
  },
});
