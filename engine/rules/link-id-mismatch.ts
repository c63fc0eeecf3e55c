import doc from '../../docs/rules/link-id-mismatch.md';
import { defineRule } from './define.js';
import { documentText, encodeLinkTarget, relativeLink } from './text.js';
import { titleNumber } from './number-mismatch.js';
import { decisionKey } from '../keys.js';
import { isExternalHref } from '../parse/lines.js';
import { posixBasename } from '../text.js';
import type { DiagnosticDraft, RuleContext } from '../model.js';
import type { Fix, Reference } from '../types.js';

/** "[ADR-0003 Dev environments](0005-x.md)": the link's text, then its target. */
const LINK = /^\[([^\]]*)\]\(\s*<?([^)>\s]+)/;
/** A decision id in a link's text: a prefix of letters, a separator or none, the number. */
const ID_IN_TEXT = /(?<![\p{L}\p{N}])([A-Za-z]{1,12})[-_ #]?(\d{1,7})(?![\p{N}])/gu;

/**
 * A link whose text names one decision and whose target is another record: "[ADR-0003](0005-development-
 * environments.md)" in an index (DFE-Digital/early-years-foundation-reform). A reader trusts the text and lands on
 * another decision; tools that follow the target and people who follow the id disagree about what is cited.
 */
function judge(ctx: RuleContext, path: string, ref: Reference): DiagnosticDraft | undefined {
  if (ref.kind !== 'link' || !ref.href || !ref.targetKey || ref.elsewhere || isExternalHref(ref.href) || ref.range.start.line !== ref.range.end.line) return undefined;
  // "[ADR-121](04-progress.md#adr-121)": a section of the record, which may well hold the decision the text names (a log).
  if (ref.href.includes('#')) return undefined;
  const link = LINK.exec(ref.text);
  if (!link) return undefined;
  const label = link[1]!;
  const ids = [...label.matchAll(ID_IN_TEXT)].filter((m) => decisionKey(m[1]!, Number(m[2])) === ref.targetKey || /^(?:adr|rfc|dr|adl|pdr|tdr|dec)$/i.test(m[1]!));
  // "[ADR-3, replaced by ADR-5](0005-x.md)": the text names both; which one the link is for is the writer's to say.
  if (ids.length !== 1) return undefined;
  const id = ids[0]!;
  if (decisionKey(id[1]!, Number(id[2])) !== ref.targetKey) return undefined;
  const targetPath = ctx.index.linkTarget(path, ref.href);
  const target = targetPath === undefined ? undefined : ctx.index.recordByPath(targetPath);
  if (!target || target.number === undefined || target.key === ref.targetKey) return undefined;
  // "[32. Waste balance marker (alternative to ADR 0031)](0032-x.md)": the text names the target's number too.
  if (new RegExp(`(?<![\\p{N}.])0*${target.number}(?![\\p{N}])`, 'u').test(label.slice(0, id.index) + ' ' + label.slice(id.index! + id[0].length))) return undefined;
  // "[RFC-12](0005-x.md)": another series' id, which the record may well carry besides its own.
  if (target.key.slice(0, target.key.lastIndexOf('-')) !== ref.targetKey.slice(0, ref.targetKey.lastIndexOf('-'))) return undefined;
  // "[ADR#21](0022-move-tests.md)" to a record titled "# 21. Move tests" (opensafely-core/job-server): the text follows
  // the title's number, which number-mismatch reports against the file's.
  const titleLine = documentText(ctx.index, target.path)?.lines[target.title.range.start.line];
  if (titleLine !== undefined && titleNumber(titleLine, ctx.index.config)?.number === Number(id[2])) return undefined;
  const named = ctx.index.resolve({ kind: 'id', text: id[0], targetKey: ref.targetKey, range: ref.range }, path);
  const line = ref.range.start.line;
  const labelAt = ref.range.start.character + 1;
  const hrefAt = ref.range.start.character + link[0].length - link[2]!.length;
  // The id as the text spells ids: "ADR005" becomes "ADR015" (quick-lint/quick-lint-js), not "ADR-015".
  const digits = /\d+$/.exec(id[0]);
  const spelled = digits ? id[0].slice(0, digits.index) + String(target.number).padStart(digits[0].length, '0') : target.id;
  const fixes: Fix[] = [
    {
      title: `Change the text to ${spelled}`,
      edits: [{ path, range: { start: { line, character: labelAt + id.index! }, end: { line, character: labelAt + id.index! + id[0].length } }, newText: spelled }],
    },
  ];
  if (named && named !== target) {
    const written = relativeLink(path, named.path);
    const href = encodeLinkTarget(ref.href.startsWith('./') && !written.startsWith('.') ? `./${written}` : written);
    fixes.unshift({ title: `Point the link at ${named.id}`, edits: [{ path, range: { start: { line, character: hrefAt }, end: { line, character: hrefAt + link[2]!.length } }, newText: href }] });
  }
  const file = posixBasename(target.path);
  return {
    path,
    range: ref.range,
    message: named && named !== target
      ? `The link's text says ${id[0]}, but it points to ${target.id} (${file}): point it at ${named.id} (${posixBasename(named.path)}), or change its text to ${target.id}.`
      : `The link's text says ${id[0]}, but it points to ${target.id} (${file}): change its text to ${target.id}, or point it at the record it means.`,
    related: [{ path: target.path, range: target.title.range, message: `${target.id} is where the link points` }],
    fixes,
  };
}

function judgeAll(ctx: RuleContext, path: string, references: readonly Reference[]): DiagnosticDraft[] {
  const out: DiagnosticDraft[] = [];
  for (const ref of references) {
    const d = judge(ctx, path, ref);
    if (d) out.push(d);
  }
  return out;
}

export default defineRule({
  id: 'ADR028',
  name: 'link-id-mismatch',
  description: "A link's text names one decision record and its target is another.",
  defaultSeverity: 'warning',
  tags: ['references'],
  fix: 'quick fix',
  doc,
  scope: 'citing',
  checkRecord(record, ctx) {
    return judgeAll(ctx, record.path, record.references);
  },
  checkCiting(citing, ctx) {
    return judgeAll(ctx, citing.path, citing.references);
  },
});
