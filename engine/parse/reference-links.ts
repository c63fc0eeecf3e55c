// Which file a document means by an id, from its own links. getwyrd/wyrd's proposals cite the ADR folder as
// "([ADR-0002][a2])" with "[a2]: ../../adr/0002-spec-first.md" at the foot of the page, and write "the sixth ADR-0011
// metric" unlinked beside "[ADR-0011][a11]"; its proposals are numbered 0001… too, so the id alone would land on the
// proposal of that number, the citing file's own collection. Marked where the text is parsed, so no later query reads
// the text again.
import type { Reference, Relation } from '../types.js';
import { hrefPath, isExternalHref, isDocumentPath, linkDefinitionsIn, linkLabel } from './lines.js';

/**
 * Sets `linkedHref` on the id references of `references` (and the relations read from them) that the document links
 * to a Markdown file: an id written as a reference-style link's text ("[ADR-0002][a2]", "[ADR-0002][]",
 * "[ADR-0002]") whose label is defined in `text`, and a bare id that the document links elsewhere, by either kind of
 * link, always to the same file.
 */
export function markLinkedIds(text: string, references: readonly Reference[], relations: readonly Relation[] = []): void {
  const hasDefinitions = text.includes(']:');
  if (!hasDefinitions && !text.includes('](')) return;
  // Only an id written bare can take a link's target: most records cite by links alone, or by ids alone.
  let bare = false;
  for (const ref of references) if (ref.kind === 'id' && ref.targetKey && !ref.href) bare = true;
  if (!bare) return;
  let lines: string[] | undefined;
  let definitions: Map<string, string> | undefined;
  // Per id, the file the document's links give it; null when two links disagree.
  let linked: Map<string, string | null> | undefined;
  for (const ref of references) {
    if (!ref.targetKey) continue;
    let href: string | undefined;
    if (ref.kind === 'link') {
      if (ref.href !== undefined && !isExternalHref(ref.href)) href = ref.href;
    } else if (hasDefinitions && !ref.href && ref.range.start.line === ref.range.end.line) {
      lines ??= text.split(/\r\n|\r|\n/);
      const line = lines[ref.range.start.line];
      const label = line === undefined ? undefined : labelAround(line, ref.range.start.character, ref.range.end.character);
      if (label === undefined) continue;
      href = (definitions ??= linkDefinitionsIn(lines)).get(linkLabel(label));
      // A definition names a decision's file only as a Markdown file here ("[a2]: ../../adr/0002-x.md").
      if (href !== undefined && (isExternalHref(href) || !isDocumentPath(hrefPath(href)))) href = undefined;
    }
    if (href === undefined) continue;
    linked ??= new Map();
    const known = linked.get(ref.targetKey);
    linked.set(ref.targetKey, known === undefined || known === href ? href : null);
  }
  if (linked === undefined) return;
  for (const ref of references) {
    if (ref.kind !== 'id' || ref.href || !ref.targetKey) continue;
    const href = linked.get(ref.targetKey);
    if (!href) continue;
    ref.linkedHref = href;
    for (const rel of relations) {
      if (rel.targetKey === ref.targetKey && !rel.href && rel.range.start.line === ref.range.start.line && rel.range.end.character === ref.range.end.character) rel.linkedHref = href;
    }
  }
}

/**
 * The label of the reference-style link whose text holds [start, end) of `line`: "[ADR-0002 spec first][a2]" → "a2",
 * "[ADR-0002][]" and "[ADR-0002]" → the text. Undefined for an inline link, or text in no brackets.
 */
function labelAround(line: string, start: number, end: number): string | undefined {
  const open = line.lastIndexOf('[', start - 1);
  if (open < 0 || line.lastIndexOf(']', start - 1) > open) return undefined;
  const close = line.indexOf(']', end);
  if (close < 0 || line.lastIndexOf('[', close) > open) return undefined;
  const after = line[close + 1];
  // "[ADR-0002](…)" is an inline link, read as one; "[ADR-0002]: …" is itself a definition.
  if (after === '(' || after === ':') return undefined;
  if (after === '[') {
    const labelEnd = line.indexOf(']', close + 2);
    if (labelEnd < 0) return undefined;
    const label = line.slice(close + 2, labelEnd);
    if (label.includes('[')) return undefined;
    return label.trim() === '' ? line.slice(open + 1, close) : label;
  }
  return line.slice(open + 1, close);
}
