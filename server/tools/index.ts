// The tool table: name → engine call → structured result. Order is the order clients list them in.
import type { ToolSpec } from '../tool-kit.js';
import { searchDecisions } from './search-decisions.js';
import { getDecision } from './get-decision.js';
import { listDecisions } from './list-decisions.js';
import { decisionsForPath } from './decisions-for-path.js';
import { checkDecisions } from './check-decisions.js';
import { decisionGraph } from './decision-graph.js';
import { explainRule } from './explain-rule.js';
import { newDecision } from './new-decision.js';
import { fixDecisions } from './fix-decisions.js';
import { setDecisionStatus } from './set-decision-status.js';
import { renumberDecision } from './renumber-decision.js';

const readOnlyTools = [searchDecisions, getDecision, listDecisions, decisionsForPath, checkDecisions, decisionGraph, explainRule];

export function toolTable(options: { allowWrites: boolean }): ToolSpec[] {
  const tools: ToolSpec[] = [...readOnlyTools] as unknown as ToolSpec[];
  if (options.allowWrites) tools.push(newDecision as unknown as ToolSpec, setDecisionStatus as unknown as ToolSpec, fixDecisions as unknown as ToolSpec, renumberDecision as unknown as ToolSpec);
  return tools;
}
