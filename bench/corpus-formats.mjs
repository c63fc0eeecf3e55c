// Renders one planned record (see generate-corpus.mjs) as Markdown in its collection's format:
// Nygard/adr-tools, MADR 2 bullets, MADR 3/4 front matter, log4brains, and five free-form styles.
import { bulletList, codeFence, optionsTable, paragraph, prosCons, sentence } from './corpus-text.mjs';

const pad = (n, w) => String(n).padStart(w, '0');
const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/** How records in the same collection cite `target`, in the styles people use in that format. */
export function cite(r, target) {
  const f = target.collection.format;
  const n = target.number;
  const base = target.fileName;
  if (f === 'log4brains') return `[${target.title}](${base})`;
  if (f === 'nygard') return r.pick([`[${n}. ${target.title}](${base})`, `ADR-${pad(n, 4)}`, `ADR ${n}`]);
  if (f === 'madr2') return r.pick([`[ADR-${pad(n, 4)}](${base})`, `ADR-${n}`, `ADR-${pad(n, 4)}`]);
  if (f === 'madr3') return r.pick([`ADR-${pad(n, 4)}`, `[ADR-${pad(n, 4)}: ${target.title}](./${base})`]);
  return r.pick([`ADR-${pad(n, 4)}`, `ADR-${n}`, `adr-${pad(n, 4)}`, `ADR-${pad(n, 3)}`, `[ADR-${pad(n, 3)}: ${target.title}](./${base})`]);
}

/** A citation that resolves to nothing: the "unknown reference" defect. */
function citeMissing(r, rec) {
  if (rec.collection.format === 'log4brains') return `[the earlier spike](20150101-${rec.slug}-draft.md)`;
  return `ADR-${pad(rec.unknownRef, 4)}`;
}

const REF_SENTENCES = [
  (c, ref) => `This builds on ${ref}, which settled the shape of ${c.concern}.`,
  (c, ref) => `See ${ref} for the earlier discussion of ${c.concern}.`,
  (c, ref) => `The constraints recorded in ${ref} still apply here.`,
  (c, ref) => `${ref} explains why the ${c.component} team owns this area.`,
  (c, ref) => `We follow the naming rules from ${ref}.`,
];

function contextBlocks(r, rec) {
  const c = rec.topic;
  const blocks = [paragraph(r, c, 3, 6)];
  for (const target of rec.refs) blocks.push(`${r.pick(REF_SENTENCES)(c, cite(r, target))} ${sentence(r, c)}`);
  if (rec.unknownRef) blocks.push(`${r.pick(REF_SENTENCES)(c, citeMissing(r, rec))} ${sentence(r, c)}`);
  return blocks;
}

function decisionBlocks(r, rec) {
  const c = rec.topic;
  const blocks = [`We will use ${c.tech} for ${c.concern}. ${paragraph(r, c, 1, 3)}`];
  if (rec.codePaths.length) {
    const list = rec.codePaths.map((p) => `\`${p}\``).join(' and ');
    blocks.push(`The implementation lives in ${list}; changes there follow this decision.`);
  }
  return blocks;
}

/** Extra material appended round-robin until the record reaches its planned size. */
function filler(r, rec, marker) {
  const c = rec.topic;
  const kind = r.int(0, 9);
  if (kind <= 4) return paragraph(r, c, 2, 5);
  if (kind <= 6) return bulletList(r, c, marker, 2, 5);
  if (kind === 7) return optionsTable(r, c);
  return codeFence(r, c);
}

/**
 * Lays out sections (heading + blocks) and grows the expandable ones until the text reaches
 * `rec.targetBytes`; `head` is everything before the first section.
 */
function assemble(r, rec, head, sections, marker) {
  const grow = sections.filter((s) => s.grow);
  // Only body prose wraps: status lines and links stay on one line, as tools write them.
  const shape = (s) => (b) => (rec.wrap && s.grow && !b.includes('](') ? wrapProse(b) : b);
  const render = () =>
    head + sections.map((s) => `${s.heading}\n\n${s.blocks.map(shape(s)).join('\n\n')}\n`).join('\n');
  let text = render();
  let i = 0;
  let size = text.length;
  while (size < rec.targetBytes && grow.length) {
    const block = filler(r, rec, marker);
    grow[i++ % grow.length].blocks.push(block);
    size += block.length + 2;
  }
  return render();
}

/** Hard-wraps a prose paragraph at 80 columns, as many adr-tools users do; lists, tables and code stay as they are. */
function wrapProse(block) {
  if (/^(\||```|[-*>#] )/.test(block)) return block;
  const lines = [];
  let line = '';
  for (const word of block.split(' ')) {
    if (line && line.length + 1 + word.length > 80) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

// ---------- Nygard / adr-tools ----------

function nygard(r, rec) {
  const statusLines = [];
  if (rec.supersededBy) statusLines.push(`Superseded by [${rec.supersededBy.number}. ${rec.supersededBy.title}](${rec.supersededBy.fileName})`);
  else statusLines.push(rec.status);
  for (const t of rec.supersedes) statusLines.push(`Supersedes [${t.number}. ${t.title}](${t.fileName})`);
  for (const t of rec.amends) statusLines.push(`Amends [${t.number}. ${t.title}](${t.fileName})`);
  for (const t of rec.amendedBy) statusLines.push(`Amended by [${t.number}. ${t.title}](${t.fileName})`);
  let head = `# ${rec.number}. ${rec.title}\n\n`;
  if (rec.date) head += `Date: ${rec.date}\n\n`;
  const sections = [
    { heading: '## Status', blocks: statusLines },
    { heading: '## Context', blocks: contextBlocks(r, rec), grow: true },
    { heading: '## Decision', blocks: decisionBlocks(r, rec), grow: true },
    { heading: '## Consequences', blocks: [paragraph(r, rec.topic, 2, 4)], grow: true },
  ];
  return assemble(r, rec, head, sections, '*');
}

// ---------- MADR 2 (bullets) and log4brains (MADR-like, with Tags) ----------

function madrLikeBullets(r, rec, { marker, log4brains }) {
  const c = rec.topic;
  const link = (t) => (log4brains ? `[${t.title}](${t.fileName})` : `[ADR-${pad(t.number, 4)}](${t.fileName})`);
  const status = rec.supersededBy ? `superseded by ${link(rec.supersededBy)}` : rec.status.toLowerCase();
  let head = `# ${rec.title}\n\n${marker} Status: ${status}\n${marker} Deciders: ${rec.deciders.join(', ')}\n`;
  if (rec.date) head += `${marker} Date: ${rec.date}\n`;
  if (log4brains) head += `${marker} Tags: ${rec.tags.join(', ')}\n`;
  head += `\nTechnical Story: ${sentence(r, c)}\n\n`;
  const options = [c.tech, c.old, `keep the current setup for ${c.concern}`];
  const links = [
    ...rec.supersedes.map((t) => `${marker} Supersedes ${link(t)}`),
    ...rec.amends.map((t) => `${marker} Refines ${link(t)}`),
    ...rec.amendedBy.map((t) => `${marker} Refined by ${link(t)}`),
  ];
  const sections = [
    { heading: '## Context and Problem Statement', blocks: contextBlocks(r, rec), grow: true },
    { heading: '## Decision Drivers', blocks: [bulletList(r, c, marker, 2, 4)] },
    { heading: '## Considered Options', blocks: [options.map((o) => `${marker} ${o}`).join('\n')] },
    {
      heading: '## Decision Outcome',
      blocks: [`Chosen option: "${c.tech}", because ${sentence(r, c).replace(/^./, (ch) => ch.toLowerCase())}`, ...decisionBlocks(r, rec).slice(1)],
      grow: true,
    },
    { heading: '### Positive Consequences', blocks: [bulletList(r, c, marker, 1, 3)] },
    { heading: '### Negative Consequences', blocks: [bulletList(r, c, marker, 1, 3)] },
    { heading: '## Pros and Cons of the Options', blocks: [`### ${c.tech}\n\n${prosCons(r, marker)}`, `### ${c.old}\n\n${prosCons(r, marker)}`], grow: true },
  ];
  if (links.length) sections.push({ heading: '## Links', blocks: [links.join('\n')] });
  return assemble(r, rec, head, sections, marker);
}

// ---------- MADR 3 / 4 (YAML front matter) ----------

function madr3(r, rec) {
  const c = rec.topic;
  const madr4 = rec.variant === 'madr4';
  const status = rec.supersededBy ? `"superseded by ADR-${pad(rec.supersededBy.number, 4)}"` : rec.status.toLowerCase();
  let fm = `---\nstatus: ${status}\n`;
  if (rec.date) fm += `date: ${rec.date}\n`;
  fm += `${madr4 ? 'decision-makers' : 'deciders'}: ${rec.deciders.join(', ')}\n`;
  if (r.chance(0.6)) fm += `consulted: ${rec.consulted.join(', ')}\n`;
  if (r.chance(0.5)) fm += `informed: the ${c.component} team\n`;
  fm += '---\n\n';
  const head = `${fm}# ${rec.title}\n\n`;
  const more = [
    ...rec.supersedes.map((t) => `* Supersedes ${cite(r, t)}`),
    ...rec.amends.map((t) => `* Amends ${cite(r, t)}`),
    ...rec.amendedBy.map((t) => `* Amended by ${cite(r, t)}`),
  ];
  const sections = [
    { heading: '## Context and Problem Statement', blocks: contextBlocks(r, rec), grow: true },
    { heading: '## Decision Drivers', blocks: [bulletList(r, c, '*', 2, 4)] },
    { heading: '## Considered Options', blocks: [[c.tech, c.old].map((o) => `* ${o}`).join('\n')] },
    { heading: '## Decision Outcome', blocks: [`Chosen option: "${c.tech}", because it brings the properties listed above.`, ...decisionBlocks(r, rec).slice(1)], grow: true },
    { heading: '### Consequences', blocks: [prosCons(r, '*')] },
  ];
  if (madr4) sections.push({ heading: '### Confirmation', blocks: [paragraph(r, c, 1, 2)] });
  sections.push({ heading: '## Pros and Cons of the Options', blocks: [`### ${c.tech}\n\n${prosCons(r, '*')}`], grow: true });
  sections.push({ heading: '## More Information', blocks: more.length ? [more.join('\n'), paragraph(r, c, 1, 2)] : [paragraph(r, c, 1, 2)] });
  return assemble(r, rec, head, sections, '*');
}

// ---------- Free-form styles found in the wild ----------

function freeform(r, rec) {
  const c = rec.topic;
  const n = rec.number;
  const id4 = `ADR-${pad(n, 4)}`;
  const succ = rec.supersededBy;
  const sections = [
    { heading: '## Context', blocks: contextBlocks(r, rec), grow: true },
    { heading: '## Decision', blocks: decisionBlocks(r, rec), grow: true },
    { heading: '## Consequences', blocks: [paragraph(r, c, 2, 4)], grow: true },
  ];
  const relatedIds = rec.related.map((t) => `ADR-${pad(t.number, 3)} (${t.title})`).join(', ');
  let head;
  switch (rec.variant) {
    case 'bold-status': {
      head = `# ${id4}: ${rec.title}\n\n**Status:** ${succ ? `Superseded by ADR-${pad(succ.number, 4)}` : rec.status}\n`;
      if (rec.date) head += `**Date:** ${rec.date}\n`;
      for (const t of rec.supersedes) head += `**Supersedes:** ADR-${pad(t.number, 4)}\n`;
      head += '\n';
      break;
    }
    case 'quote-block': {
      head = `# ADR-${pad(n, 3)}: ${rec.title}\n\n> **Status**: ${succ ? `Superseded by ADR-${pad(succ.number, 3)}` : rec.status}\n`;
      if (rec.date) head += `> **Created**: ${rec.date}\n`;
      head += `> **Priority**: P${r.int(1, 4)}\n`;
      if (relatedIds) head += `> **Related**: ${relatedIds}\n`;
      for (const t of rec.supersedes) head += `> **Supersedes**: ADR-${pad(t.number, 3)}\n`;
      head += '\n---\n\n';
      break;
    }
    case 'status-line': {
      const when = rec.date ? ` (${rec.date})` : '';
      const status = succ ? `Superseded by ADR-${succ.number}${when}.` : `${rec.status}${when}; implemented in v0.${r.int(1, 30)}.${r.int(0, 12)}.`;
      head = `${`ADR-${n}`} — ${rec.title}\n\nStatus: ${status}\n`;
      for (const t of rec.supersedes) head += `Supersedes: ADR-${t.number}.\n`;
      head += '\n';
      break;
    }
    case 'status-section': {
      head = `# ${id4}: ${rec.title}\n\n${rec.date ? `Date: ${rec.date}\n\n` : ''}`;
      let status = succ ? `Superseded by ${id4Of(succ)}` : rec.status;
      if (rec.conditional) status = `Proposed (supersedes ${id4Of(rec.conditional)} when accepted)`;
      const extra = rec.supersedes.map((t) => `Supersedes ${id4Of(t)}.`);
      sections.unshift({ heading: '## Status', blocks: [status, ...extra] });
      break;
    }
    default: {
      // flattened front matter, as exported by some wiki tools
      const lc = succ ? 'superseded' : rec.status.toLowerCase();
      head = `type: adr id: adr-${pad(n, 4)} status: ${lc}${rec.date ? ` created: ${rec.date} updated: ${rec.date}` : ''}\n`;
      head += `${id4} — ${rec.title}\n\n`;
      const lines = [];
      if (succ) lines.push(`Superseded by ${id4Of(succ)}.`);
      for (const t of rec.supersedes) lines.push(`Supersedes ${id4Of(t)}.`);
      for (const t of rec.amends) lines.push(`Refines ${id4Of(t)}.`);
      if (lines.length) head += `${lines.join(' ')}\n\n`;
    }
  }
  return assemble(r, rec, head, sections, '-');
}

const id4Of = (t) => `ADR-${pad(t.number, 4)}`;

export function renderRecord(r, rec) {
  switch (rec.collection.format) {
    case 'nygard':
      return nygard(r, rec);
    case 'madr2':
      return madrLikeBullets(r, rec, { marker: '*', log4brains: false });
    case 'log4brains':
      return madrLikeBullets(r, rec, { marker: '-', log4brains: true });
    case 'madr3':
      return madr3(r, rec);
    default:
      return freeform(r, rec);
  }
}


