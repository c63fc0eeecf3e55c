import doc from '../../docs/rules/broken-link.md';
import { defineRule } from './define.js';
import { dirname, lineRange, normalisePath } from './text.js';
import type { DiagnosticDraft, RuleContext } from '../model.js';
import type { Range } from '../types.js';

export interface LinkTarget {
  href: string;
  range: Range;
}

const INLINE_LINK = /\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
const DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/;

/** Relative link targets written in Markdown (inline links, images, reference definitions), outside code. */
export function markdownLinks(lines: string[]): LinkTarget[] {
  const out: LinkTarget[] = [];
  let fence: string | undefined;
  for (let line = 0; line < lines.length; line++) {
    const text = lines[line]!;
    const f = /^\s{0,3}(`{3,}|~{3,})/.exec(text);
    if (f) {
      if (!fence) fence = f[1]!.charAt(0);
      else if (f[1]!.charAt(0) === fence) fence = undefined;
      continue;
    }
    if (fence || !text.includes('](') && !text.includes(']:')) continue;
    const def = DEFINITION.exec(text);
    if (def) {
      const start = text.indexOf(def[1]!, def[0].length - def[1]!.length);
      push(out, def[1]!, line, start);
      continue;
    }
    const code = codeSpans(text);
    INLINE_LINK.lastIndex = 0;
    for (let m = INLINE_LINK.exec(text); m; m = INLINE_LINK.exec(text)) {
      const start = m.index + m[0].indexOf(m[1]!, 2);
      if (code.some(([a, b]) => start >= a && start < b)) continue;
      push(out, m[1]!, line, start);
    }
  }
  return out;
}

function push(out: LinkTarget[], written: string, line: number, start: number): void {
  const angled = written.startsWith('<') && written.endsWith('>');
  const href = angled ? written.slice(1, -1) : written;
  const offset = angled ? 1 : 0;
  out.push({ href, range: lineRange(line, start + offset, start + offset + href.length) });
}

function codeSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const re = /(`+)[^`]*?\1/g;
  for (let m = re.exec(text); m; m = re.exec(text)) spans.push([m.index, m.index + m[0].length]);
  return spans;
}

/** Workspace path a relative link points at, or undefined for URLs, anchors and mail links. */
export function linkPath(fromPath: string, href: string): string | undefined | null {
  if (!href || href.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return undefined;
  let target = href.replace(/[?#].*$/, '');
  if (!target) return undefined;
  try {
    target = decodeURI(target);
  } catch {
    // keep the text as written
  }
  const joined = target.startsWith('/') ? target.slice(1) : `${dirname(fromPath)}/${target}`;
  const normal = normalisePath(joined);
  return normal === undefined ? null : normal;
}

function check(ctx: RuleContext, path: string, links: LinkTarget[]): DiagnosticDraft[] {
  const out: DiagnosticDraft[] = [];
  for (const link of links) {
    const target = linkPath(path, link.href);
    if (target === undefined) continue;
    if (target === null) {
      out.push({ path, range: link.range, message: `Link "${link.href}" points outside the workspace: link to a file inside the repository instead.` });
      continue;
    }
    if (target === '' || ctx.index.exists(target)) continue;
    out.push({
      path,
      range: link.range,
      message: `Link "${link.href}" points to ${target}, which does not exist: correct the path or remove the link.`,
    });
  }
  return out;
}

export default defineRule({
  id: 'ADR009',
  name: 'broken-link',
  description: 'A relative Markdown link points to a file that does not exist.',
  defaultSeverity: 'warning',
  tags: ['references'],
  doc,
  scope: 'record',
  checkRecord(record, ctx) {
    const text = ctx.index.text(record.path);
    if (text === undefined || (!text.includes('](') && !text.includes(']:'))) return [];
    return check(ctx, record.path, markdownLinks(text.split(/\r\n|\r|\n/)));
  },
  checkCiting(citing, ctx) {
    const links = citing.references.filter((r) => r.kind === 'link' && r.href).map((r) => ({ href: r.href!, range: r.range }));
    return check(ctx, citing.path, links);
  },
});
