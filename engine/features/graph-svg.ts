// The decision graph drawn as an arc diagram: one row per decision, in the collection's own order, and each relation
// an arc on the left between the two rows. ADR graphs are mostly chains of supersedes over a long numbered list; a
// list keeps every title readable and the numbering visible, where a force or layered layout scatters them.
// The SVG is self-contained (its own styles, no script, no external reference): the CLI writes it as a file, and the
// editor's graph view shows it with its theme's colours through the CSS variables the styles read. Without them (a
// file, a README on a code host) it follows the viewer's light or dark scheme.
import type { GraphResult } from '../api.js';

export interface GraphSvgOptions {
  /** A node id to mark (the record the graph was asked around). */
  highlight?: string;
  /** Line above the diagram ("docs/adr: 12 decisions, 9 relations"); none when absent. */
  caption?: string;
}

const ROW = 26;
const TOP = 14;
const ARC_MIN = 14;
const ARC_MAX = 220;
const ARC_STEP = 9;
const DOT = 5;
const CHAR_WIDTH = 7.1;
const TITLE_CHARS = 96;
const LIFECYCLE_WIDTH = 92;
/** "2024-06-10", or a day as the record writes it, clipped to fit. */
const DATE_WIDTH = 88;
const DATE_CHARS = 12;

/** Edge kinds in the order the legend lists them, with the words it uses. */
const KIND_LABELS: ReadonlyArray<readonly [string, string]> = [
  ['supersedes', 'supersedes'],
  ['amends', 'amends'],
  ['refines', 'refines'],
  ['extends', 'extends'],
  ['depends-on', 'depends on'],
  ['relates-to', 'relates to'],
];

/** The kind whose colour and arrow an edge takes: its own when the legend knows it, else "other". */
const drawnKind = (kind: string): string => (KIND_LABELS.some(([known]) => known === kind) ? kind : 'other');

const STYLE = `
.adr-graph{font-family:var(--adr-font,-apple-system,BlinkMacSystemFont,"Segoe UI",Helvetica,Arial,sans-serif);font-size:13px}
.adr-graph text{fill:var(--adr-text,#1f2328)}
.adr-graph .muted{fill:var(--adr-muted,#656d76)}
.adr-graph .id{font-weight:600}
.adr-graph .row:hover .band{fill:var(--adr-hover,rgba(127,127,127,.12))}
.adr-graph .band{fill:transparent}
.adr-graph .highlight .band{fill:var(--adr-highlight,rgba(9,105,218,.14))}
.adr-graph .edge{fill:none;stroke-width:1.6}
.adr-graph .conditional{stroke-dasharray:5 4}
.adr-graph .k-supersedes{stroke:var(--adr-supersedes,#8250df)}
.adr-graph .k-amends,.adr-graph .k-refines,.adr-graph .k-extends{stroke:var(--adr-amends,#0969da)}
.adr-graph .k-depends-on,.adr-graph .k-relates-to,.adr-graph .k-other{stroke:var(--adr-relates,#8c959f);stroke-dasharray:2 3}
.adr-graph .head{stroke:none;stroke-dasharray:none}
.adr-graph .head.k-supersedes{fill:var(--adr-supersedes,#8250df)}
.adr-graph .head.k-amends,.adr-graph .head.k-refines,.adr-graph .head.k-extends{fill:var(--adr-amends,#0969da)}
.adr-graph .head.k-depends-on,.adr-graph .head.k-relates-to,.adr-graph .head.k-other{fill:var(--adr-relates,#8c959f)}
.adr-graph .lc-accepted{fill:var(--adr-accepted,#1a7f37)}
.adr-graph .lc-proposed{fill:var(--adr-proposed,#0969da)}
.adr-graph .lc-superseded{fill:var(--adr-superseded,#8c959f)}
.adr-graph .lc-deprecated{fill:var(--adr-deprecated,#bc4c00)}
.adr-graph .lc-rejected{fill:var(--adr-rejected,#cf222e)}
.adr-graph .lc-unknown,.adr-graph .lc-missing{fill:var(--adr-unknown,#d4a72c)}
.adr-graph .retired .title{fill:var(--adr-muted,#656d76)}
@media (prefers-color-scheme:dark){
.adr-graph text{fill:var(--adr-text,#e6edf3)}
.adr-graph .muted,.adr-graph .retired .title{fill:var(--adr-muted,#9198a1)}
.adr-graph .highlight .band{fill:var(--adr-highlight,rgba(56,139,253,.22))}
}
`;

/** Text for XML character data and attribute values; characters XML 1.0 cannot hold become U+FFFD. */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '\uFFFD')
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Cut to `max` characters with an ellipsis, never inside a surrogate pair. */
function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

interface Row {
  kind: 'decision' | 'collection';
  y: number;
  id?: string;
  title?: string;
  lifecycle?: string;
  path?: string;
  label?: string;
  date?: string;
}

/** Rows: decisions in the graph's order, under a heading per collection when there are several; edge ends the graph does not hold get a row of their own. */
function layoutRows(graph: GraphResult): { rows: Row[]; yOf: Map<string, number> } {
  const rows: Row[] = [];
  const yOf = new Map<string, number>();
  const collections = new Set(graph.nodes.map((n) => n.collection));
  let y = TOP;
  let collection: string | undefined;
  const push = (row: Omit<Row, 'y'>): void => {
    rows.push({ ...row, y });
    if (row.id !== undefined) yOf.set(row.id, y);
    y += ROW;
  };
  for (const n of graph.nodes) {
    if (yOf.has(n.id)) continue;
    if (collections.size > 1 && n.collection !== collection) {
      collection = n.collection;
      push({ kind: 'collection', label: n.collection });
    }
    // Under its collection's heading, an id qualified by that collection (two collections share its number) needs no qualifier.
    const label = n.id.startsWith(`${n.collection}/`) ? n.id.slice(n.collection.length + 1) : n.id;
    push({ kind: 'decision', id: n.id, label, title: n.title, lifecycle: n.lifecycle, path: n.path, ...(n.date ? { date: n.date } : {}) });
  }
  for (const e of graph.edges) {
    for (const id of [e.from, e.to]) if (!yOf.has(id)) push({ kind: 'decision', id, lifecycle: 'missing' });
  }
  return { rows, yOf };
}

/** The arc diagram of a decision graph, as one standalone SVG document. */
export function toSvg(graph: GraphResult, options: GraphSvgOptions = {}): string {
  const { rows, yOf } = layoutRows(graph);
  const bulgeOf = (from: string, to: string): number => Math.min(ARC_MAX, ARC_MIN + (Math.abs(yOf.get(from)! - yOf.get(to)!) / ROW) * ARC_STEP);
  const arcWidth = graph.edges.reduce((w, e) => Math.max(w, bulgeOf(e.from, e.to)), 0);
  const captionHeight = options.caption === undefined ? 0 : ROW;
  const kinds = KIND_LABELS.filter(([kind]) => graph.edges.some((e) => e.kind === kind));
  const otherKinds = [...new Set(graph.edges.map((e) => e.kind))].filter((k) => drawnKind(k) === 'other').sort();
  const legend = [...kinds, ...otherKinds.map((k) => [k, k] as const)];
  const legendHeight = legend.length || graph.edges.some((e) => e.conditional) ? ROW : 0;
  const offset = captionHeight + legendHeight;
  const x = Math.ceil(arcWidth) + 16;
  const longest = rows.reduce((m, r) => Math.max(m, r.kind === 'collection' ? (r.label?.length ?? 0) : (r.label ?? r.id ?? '').length + 2 + Math.min(TITLE_CHARS, [...(r.title ?? '(missing)')].length)), 0);
  const dated = rows.some((r) => r.date !== undefined);
  const width = Math.ceil(x + 16 + longest * CHAR_WIDTH + (dated ? DATE_WIDTH : 0) + LIFECYCLE_WIDTH + 16);
  const height = offset + TOP + rows.length * ROW;

  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" class="adr-graph" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(`Decision graph: ${graph.nodes.length} decisions, ${graph.edges.length} relations`)}">`);
  out.push(`<style>${STYLE}</style>`);
  out.push('<defs>');
  for (const [kind] of [...KIND_LABELS, ['other', 'other'] as const]) {
    out.push(`<marker id="arrow-${kind}" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L8,4 L0,8 z" class="head k-${kind}"/></marker>`);
  }
  out.push('</defs>');
  if (options.caption !== undefined) out.push(`<text x="8" y="${TOP + 4}" class="muted">${escapeXml(options.caption)}</text>`);
  if (legendHeight) {
    let lx = 8;
    const ly = captionHeight + TOP;
    for (const [kind, label] of legend) {
      const known = drawnKind(kind);
      out.push(`<path class="edge k-${known}" d="M${lx},${ly} h24" marker-end="url(#arrow-${known})"/>`);
      out.push(`<text x="${lx + 30}" y="${ly + 4}" class="muted">${escapeXml(label)}</text>`);
      lx += 30 + label.length * CHAR_WIDTH + 18;
    }
    if (graph.edges.some((e) => e.conditional)) {
      out.push(`<path class="edge k-supersedes conditional" d="M${lx},${ly} h24"/>`);
      out.push(`<text x="${lx + 30}" y="${ly + 4}" class="muted">on a condition</text>`);
    }
  }
  out.push(`<g transform="translate(0 ${offset})">`);
  for (const e of graph.edges) {
    const y1 = yOf.get(e.from)!;
    const y2 = yOf.get(e.to)!;
    const b = bulgeOf(e.from, e.to) * (4 / 3);
    const known = drawnKind(e.kind);
    const cls = `edge k-${known}${e.conditional ? ' conditional' : ''}`;
    const label = `${e.from} ${e.kind.replace(/-/g, ' ')} ${e.to}${e.conditional ? ' (on a condition)' : ''}`;
    out.push(`<path class="${cls}" d="M${x - DOT - 2},${y1} C${x - DOT - 2 - b},${y1} ${x - DOT - 2 - b},${y2} ${x - DOT - 2},${y2}" marker-end="url(#arrow-${known})"><title>${escapeXml(label)}</title></path>`);
  }
  for (const r of rows) {
    if (r.kind === 'collection') {
      out.push(`<text x="8" y="${r.y + 4}" class="muted id">${escapeXml(r.label ?? '')}</text>`);
      continue;
    }
    const lifecycle = r.lifecycle ?? 'unknown';
    const retired = lifecycle === 'superseded' || lifecycle === 'deprecated' || lifecycle === 'rejected';
    const classes = ['row', retired ? 'retired' : '', r.id === options.highlight ? 'highlight' : ''].filter(Boolean).join(' ');
    const path = r.path === undefined ? '' : ` data-path="${escapeXml(r.path)}"`;
    const title = r.title === undefined ? '(missing)' : clip(r.title, TITLE_CHARS);
    out.push(`<g class="${classes}" data-id="${escapeXml(r.id!)}"${path}>`);
    out.push(`<title>${escapeXml(`${r.id}: ${r.title ?? '(not in this graph)'} (${lifecycle})`)}</title>`);
    out.push(`<rect class="band" x="0" y="${r.y - ROW / 2}" width="${width}" height="${ROW}"/>`);
    out.push(`<circle class="lc-${lifecycle}" cx="${x}" cy="${r.y}" r="${DOT}"/>`);
    out.push(`<text x="${x + 14}" y="${r.y + 4}"><tspan class="id">${escapeXml(r.label ?? r.id!)}</tspan><tspan class="title" dx="8">${escapeXml(title)}</tspan></text>`);
    if (r.date !== undefined) out.push(`<text x="${width - 12 - LIFECYCLE_WIDTH}" y="${r.y + 4}" text-anchor="end" class="muted date">${escapeXml(clip(r.date, DATE_CHARS))}</text>`);
    out.push(`<text x="${width - 12}" y="${r.y + 4}" text-anchor="end" class="muted">${escapeXml(lifecycle)}</text>`);
    out.push('</g>');
  }
  out.push('</g>');
  out.push('</svg>');
  return out.join('\n') + '\n';
}

/** "docs/adr: 12 decisions, 9 relations": what the picture shows, above it. */
export function graphCaption(graph: GraphResult, collection: string | undefined): string {
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const what = `${count(graph.nodes.length, 'decision')}, ${count(graph.edges.length, 'relation')}`;
  return collection === undefined ? what : `${collection}: ${what}`;
}
