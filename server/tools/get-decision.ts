import { z } from 'zod';
import { decisionText, schemas } from '../../engine/index.js';
import { defineTool } from '../tool-kit.js';
import { idArg, requireDecision } from './common.js';
import { summaryLine } from '../render.js';

export const getDecision = defineTool({
  name: 'get_decision',
  title: 'Get a decision',
  description:
    'Reads one architecture decision record (ADR) by id or path: its metadata, full Markdown body, relations ' +
    '(supersedes, superseded by, amends, relates to, …), the files and records that cite it, the code paths it names, ' +
    'and — when it has been superseded — the decision now in force and the chain leading to it. Use it before relying ' +
    'on a decision: a superseded decision no longer applies, follow "current" instead.',
  kind: 'read-only',
  input: {
    id: idArg,
    body: z
      .enum(['full', 'decision', 'none'])
      .default('full')
      .describe(
        'How much of the record\'s Markdown to return as "body": "full" (default), "decision" (only its Decision section, ' +
          'or the start when it has none, cut near 1,500 characters), or "none" (metadata, relations and citations only; ' +
          'for long records when the text is not needed yet).',
      ),
  },
  output: schemas.ShowOutputSchema.shape,
  run({ engine }, args) {
    const found = requireDecision(engine, args.id);
    const detail = args.body === 'full' ? found : { ...found, body: args.body === 'none' ? '' : decisionText(found.body).text };
    const lines = [summaryLine(detail.decision)];
    if (detail.current && detail.current.id !== detail.decision.id) {
      lines.push(`Superseded: the current decision is ${summaryLine(detail.current)} (chain: ${detail.supersedeChain.join(' → ')})`);
    }
    for (const other of detail.sameId ?? []) lines.push(`Another record has the same id: ${summaryLine(other)}; ask for it by path.`);
    for (const r of detail.relations) {
      lines.push(`${r.kind} ${r.targetId ?? r.targetText}${r.condition ? ` (${r.condition})` : ''}${r.resolved ? '' : ' (unresolved)'}`);
    }
    if (detail.citedBy.length) {
      const cited = detail.citedBy.map((c) => `${c.fromId ?? c.path}:${c.range.start.line + 1}`);
      lines.push(`Cited by: ${cited.join(', ')}`);
    }
    if (detail.codePaths.length) lines.push(`Governs: ${detail.codePaths.join(', ')}`);
    if (detail.body) lines.push('', detail.body);
    return { structured: { decision: detail }, text: lines.join('\n') };
  },
});
