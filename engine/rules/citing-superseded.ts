import doc from '../../docs/rules/citing-superseded.md';
import { resolveTarget } from './context.js';
import { defineRule } from './define.js';
import { contains, lineOf, relativeLink } from './text.js';
import { describe, statusSection } from './records.js';
import type { DiagnosticDraft, RuleContext } from '../model.js';
import type { DecisionRecord, Fix, Reference } from '../types.js';

const citationPatterns = new Map<number, RegExp>();
function citationPattern(n: number): RegExp {
  let re = citationPatterns.get(n);
  if (!re) {
    re = new RegExp(`(^|[^A-Za-z0-9])([A-Za-z]+)([-\\s_]?)(0*${n})(?![0-9])`, 'g');
    if (citationPatterns.size > 1000) citationPatterns.clear();
    citationPatterns.set(n, re);
  }
  return re;
}

/** The citation rewritten to name `current`, keeping how it was written ("ADR-19" → "ADR-36", links re-pointed). */
export function rewriteCitation(written: string, ref: Reference, fromPath: string, old: DecisionRecord, current: DecisionRecord): string | undefined {
  let out = written;
  if (ref.href && out.includes(ref.href)) out = out.replace(ref.href, relativeLink(fromPath, current.path));
  if (old.number !== undefined && current.number !== undefined) {
    const re = citationPattern(old.number);
    re.lastIndex = 0;
    out = out.replace(re, (_m, lead: string, prefix: string, sep: string, digits: string) =>
      `${lead}${prefix}${sep}${String(current.number).padStart(digits.length, '0')}`);
  } else if (out === written && ref.kind === 'id') {
    out = current.id;
  }
  return out !== written ? out : undefined;
}

function judge(ctx: RuleContext, path: string, ref: Reference, citing?: DecisionRecord): DiagnosticDraft | undefined {
  if (!ref.targetKey && !ref.href) return undefined;
  const target = resolveTarget(ctx, ref, path);
  if (!target || target.lifecycle !== 'superseded' || target === citing) return undefined;
  const chain = ctx.index.supersedeChain(target);
  if (chain.cycle) return undefined; // supersede-cycle reports it; there is no current decision to point at
  const current = chain.current;
  if (citing) {
    // A successor writing about its predecessor, or a record that is itself history, cites it on purpose.
    if (citing.lifecycle === 'superseded' || citing.lifecycle === 'rejected' || citing.lifecycle === 'deprecated') return undefined;
    if (chain.chain.includes(citing)) return undefined;
    if (citing.relations.some((r) => contains(r.range, ref.range) || r.targetKey === target.key)) return undefined;
    const status = statusSection(citing);
    if (status && contains(status.range, ref.range)) return undefined;
  }
  const fixes: Fix[] = [];
  if (current !== target) {
    const text = ctx.index.text(path);
    const line = text !== undefined && ref.range.start.line === ref.range.end.line ? lineOf(text, ref.range.start.line) : undefined;
    if (line !== undefined) {
      const written = line.slice(ref.range.start.character, ref.range.end.character);
      const replacement = rewriteCitation(written, ref, path, target, current);
      if (replacement) fixes.push({ title: `Cite ${current.id} instead`, edits: [{ path, range: ref.range, newText: replacement }], isPreferred: true });
    }
  }
  const message = current !== target
    ? `${target.id} is superseded by ${describe(current)}: cite ${current.id} instead, unless you mean the old decision.`
    : `${target.id} is superseded and names no successor: check whether it still applies here.`;
  return {
    path,
    range: ref.range,
    message,
    tags: ['deprecated'],
    related: [{ path: current.path, range: current.title.range, message: current !== target ? `${current.id} is the current decision` : `${target.id} is superseded` }],
    fixes,
  };
}

export default defineRule({
  id: 'ADR016',
  name: 'citing-superseded',
  description: 'A document or record cites a decision that has been superseded; the current decision is named.',
  defaultSeverity: 'hint',
  tags: ['references', 'supersede'],
  doc,
  scope: 'citing',
  checkRecord(record, ctx) {
    const out: DiagnosticDraft[] = [];
    for (const ref of record.references) {
      const d = judge(ctx, record.path, ref, record);
      if (d) out.push(d);
    }
    return out;
  },
  checkCiting(citing, ctx) {
    const out: DiagnosticDraft[] = [];
    for (const ref of citing.references) {
      const d = judge(ctx, citing.path, ref);
      if (d) out.push(d);
    }
    return out;
  },
});
