// A new record modelled on what the collection already has: its template file when there is one (template.md,
// adr-template.md, PLANTILLA.md…), else its latest record. Front matter keys, field labels and their language,
// the title line's shape and the section headings are kept; values are the new record's (title, number, date,
// status) and the latest record's own prose is never copied.
import type { DecisionIndex } from '../model.js';
import type { Collection, DecisionRecord } from '../types.js';
import { filledAsRecord, isTemplateFileName, namesSampleOnly } from '../discovery/collections.js';
import { BUILTIN_STATUS_MAP } from '../config/defaults.js';
import { englishFieldKey, normaliseHeading } from '../parse/vocabulary.js';
import { DATE_FIELD_KINDS, normaliseFieldKey } from '../parse/fields.js';
import { isAnchorDefinition, parseHeading } from '../parse/lines.js';
import { isTemplateSectionTitle } from '../parse/record.js';
import { yearOfKey } from '../keys.js';
import { matchCase } from '../rules/text.js';

export interface ModelValues {
  title: string;
  /** 0 when the collection's records are not numbered. */
  number: number;
  /** Digits the collection pads numbers to. */
  width: number;
  id: string;
  /** The new record's file stem ("0070-replace-x", a folder record's folder name): its name where the model named itself. */
  stem?: string;
  date: string;
  /** The year the new record's id is numbered within ("2026" for ADR-2026-003), in a collection numbered so. */
  year?: string;
  status: string;
  context?: string;
  /** "Supersedes [ADR-1](0001-x.md)" in the collection's words, for a superseding record. */
  supersedesLine?: string;
  /** The relation word alone ("Supersedes"), for a field-shaped line ("* Supersedes: [..](..)"). */
  supersedesWord?: string;
  supersedesLink?: string;
  /** The collection writes "Supersedes" as a paragraph of its own under the status line: `supersedesLine` is that paragraph. */
  supersedesApart?: boolean;
  /** What the collection's records write before their status on a line of its own ("- Status: "), most of them alike. */
  statusField?: string;
}

/**
 * The template file of a collection, if it keeps one at its top ("adr-template.md" before "adr-short-template.md"):
 * a template to fill in, not a page that describes one (see describesTemplate).
 */
export function templateOf(index: Pick<DecisionIndex, 'fs'>, collection: Collection): string | undefined {
  return templateIn(index, collection.dir, true);
}

/**
 * The template a new record of the collection is modelled on: its own, else one in the folder above it that lays out
 * the sections of the collection's latest record (the Rust RFC process's "0000-template.md" beside "text/",
 * hyperledger/fabric-rfcs; "template-full.md" beside "accepted/", bytecodealliance/rfcs). Up there a name is read as a
 * template's outside a collection: "example.md" or "pull_request_template.md" is no record's model.
 */
export function newRecordTemplate(index: Pick<DecisionIndex, 'fs'>, collection: Collection, latest: DecisionRecord | undefined): string | undefined {
  const own = templateOf(index, collection);
  if (own !== undefined || collection.dir === '' || !latest) return own;
  const slash = collection.dir.lastIndexOf('/');
  const path = templateIn(index, slash < 0 ? '' : collection.dir.slice(0, slash), false);
  const bytes = path === undefined ? undefined : index.fs.readFile(path);
  if (!bytes) return undefined;
  const text = new TextDecoder().decode(bytes);
  // Its headings, the title among them (the Rust template's first, "# Summary", is a section), and the record's sections.
  const laid = new Set([...text.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)].map((m) => normaliseHeading(m[1]!)));
  const sections = new Set(latest.sections.map((s) => normaliseHeading(s.heading)));
  let shared = 0;
  for (const s of sections) if (laid.has(s)) shared++;
  return sections.size > 0 && shared * 2 >= sections.size ? path : undefined;
}

function templateIn(index: Pick<DecisionIndex, 'fs'>, dir: string, inCollection: boolean): string | undefined {
  const entries = index.fs.readDirectory(dir) ?? [];
  const names = entries.filter((e) => e.kind === 'file' && isTemplateFileName(e.name, inCollection)).map((e) => e.name);
  // A template before a worked example (indexa-git/pyazul keeps "template.md" and "example.md", someone else's decision
  // in MADR's shape): the example is a model only where the collection has no template.
  names.sort((a, b) => Number(namesSampleOnly(a)) - Number(namesSampleOnly(b)) || a.length - b.length || a.localeCompare(b));
  for (const name of names) {
    const path = dir ? `${dir}/${name}` : name;
    const bytes = index.fs.readFile(path);
    if (!bytes) continue;
    const text = new TextDecoder().decode(bytes);
    // A record named as a template ("0001-adr-template.md", Status Accepted: see filledAsRecord) is no template.
    if (!describesTemplate(text) && !filledAsRecord(name, text, BUILTIN_STATUS_MAP)) return path;
  }
  return undefined;
}

/** A title line that is a place for the new title or number ("# {TITLE}", "# ADR-NNNN: Title", "# 0. Template"). */
const TITLE_PLACEHOLDER = /\{[^}]*\}|\[[^\]]*\](?!\()|<[^>!][^>]*>|\bTITLE\b|\bTitle\b|\btitle\b|\bTemplate\b|\bTEMPLATE\b|Título|Titre|Titel|タイトル|标题|제목|\b(?:X{3,}|N{3,}|0{2,})\b|(?<=[A-Za-z-])0{2,}\b|^0[.):\s]|\bNUMBER\b/;
/** Anything an author fills in: "{…}", "[…]" (not a link), "<…>", "YYYY-MM-DD", "TODO", "…". */
const ANY_PLACEHOLDER = /\{[^}\n]*\}|\[[^\]\n]*\](?![(:[])|<(?!!--|\/?[a-z]+[\s>/])[^>\n]+>|\b(?:YYYY-MM-DD|TODO|TBD)\b|dd\/mm\/(?:aa|yy)|\.\.\.|…|<!--/;
/** Prose addressed to whoever writes a record ("In each ADR file, write these sections:", "This is based on the template in …"). */
const INSTRUCTIONS = /\b(?:in each (?:adr|record|decision)|(?:write|use|include|add|copy) (?:these|the following) (?:sections|headings|headers)|based on the template|this (?:template|file) (?:is|describes|explains)|copy this (?:file|template))\b/i;

/** The first line of a template's body: after a licence comment (ethersync's SPDX header), then the front matter. */
function templateBody(lines: readonly string[]): number {
  let i = 0;
  for (let comment = false; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (comment) comment = !line.includes('-->');
    else if (line.startsWith('<!--')) comment = !line.includes('-->');
    else if (line !== '') break;
  }
  if (lines[i]?.trim() === '---') {
    i++;
    while (i < lines.length && lines[i]!.trim() !== '---' && lines[i]!.trim() !== '...') i++;
    i++;
  }
  return i;
}

/**
 * Whether a template file is a page about the template rather than one to fill in: SAP's cloud-sdk-js
 * "# ADR template by Michael Nygard / This is based on the template in … In each ADR file, write these sections:
 * # Title / ## Status …". Its title is not a placeholder, and it has a second H1, instructions to the author, or no
 * placeholder at all. Filled in, it would give the new record two titles and the preamble.
 */
export function describesTemplate(text: string): boolean {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  let i = templateBody(lines);
  const titles: string[] = [];
  // What the file says between its title and its first section: where a page about the template explains itself.
  const preamble: string[] = [];
  let sections = false;
  let inFence = false;
  let inComment = false;
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    if (!inComment && /<!--/.test(line) && !/-->/.test(line.slice(line.indexOf('<!--')))) inComment = true;
    if (inComment) {
      if (/-->/.test(line)) inComment = false;
      continue;
    }
    // The parser's reading of a heading: linear, where a pattern like /^#+\s+(.*?)\s*#*\s*$/ backtracks for seconds on
    // a line of a few thousand blanks.
    const heading = parseHeading(line, i);
    if (heading?.level === 1) titles.push(heading.text);
    if (heading && (heading.level !== 1 || titles.length > 1)) sections = true;
    else if (!heading && !sections && titles.length === 1) preamble.push(line);
  }
  const title = titles[0];
  // "# Summary" first, every section at the first level (the Rust RFC template, hyperledger/fabric-rfcs): no title at all.
  if (title === undefined || TITLE_PLACEHOLDER.test(title) || isTemplateSectionTitle(title)) return false;
  if (titles.length > 1) return true;
  if (INSTRUCTIONS.test(preamble.join(' '))) return true;
  return !ANY_PLACEHOLDER.test(text);
}

/**
 * The section headings a template lays out, as written and in order: its title (a first level-1 heading) and the
 * sections it marks optional left out, and nothing from its front matter (MADR 4's "# These are optional metadata elements" is a YAML comment), code
 * fences or HTML comments (template instructions).
 */
export function templateSectionHeadings(text: string): string[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  let i = templateBody(lines);
  const out: string[] = [];
  // A level-1 heading before any other is the title, a title in the front matter or not ("title: {{.Title}}" above
  // "# ADR {{.ID}}: {{.Title}}", OpenCHAMI's); one after a section is a section.
  let titled = false;
  let inFence = false;
  let inComment = false;
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (!inComment && /^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    if (!inComment && line.includes('<!--') && !line.slice(line.indexOf('<!--')).includes('-->')) {
      inComment = true;
      const before = line.slice(0, line.indexOf('<!--'));
      if (!/^\s*#{1,6}\s/.test(before)) continue;
    } else if (inComment) {
      if (line.includes('-->')) inComment = false;
      continue;
    }
    // "## Decision Outcome <!-- optional -->": the heading is the text before its comment.
    const heading = parseHeading(line.replace(/<!--.*?(?:-->|$)/g, ''), i);
    if (!heading?.text) continue;
    if (heading.level === 1 && !titled && out.length === 0) {
      titled = true;
      continue;
    }
    if (!markedOptional(lines, i)) out.push(heading.text);
  }
  return out;
}

/**
 * A template's section its authors may leave out, as MADR marks them: "### Positive Consequences <!-- optional -->"
 * (MADR 2), or "<!-- This is an optional element. Feel free to remove. -->" right under the heading (MADR 3 and 4).
 */
function markedOptional(lines: readonly string[], at: number): boolean {
  if (OPTIONAL_COMMENT.test(lines[at]!)) return true;
  let next = at + 1;
  while (next < lines.length && lines[next]!.trim() === '') next++;
  const line = lines[next]?.trim() ?? '';
  if (!line.startsWith('<!--')) return false;
  // The comment up to its end, over a few lines at most.
  let comment = line;
  for (let k = next + 1; !comment.includes('-->') && k < lines.length && k < next + 4; k++) comment += ` ${lines[k]!.trim()}`;
  return OPTIONAL_COMMENT.test(comment);
}

const OPTIONAL_COMMENT = /<!--[^]*?\boptional\b/i;

/** The collection's latest record: the highest number, else the last by path (dates sort). */
export function latestRecord(members: readonly DecisionRecord[]): DecisionRecord | undefined {
  let best: DecisionRecord | undefined;
  for (const r of members) {
    if (r.skipped) continue;
    if (!best || (r.number ?? -1) > (best.number ?? -1) || ((r.number ?? -1) === (best.number ?? -1) && r.path > best.path)) best = r;
  }
  return best;
}

/**
 * The bold marks a field's prefix leaves open ("- Status: **" before "Proposed**", electron/rfcs' template): the value
 * written after it closes them, as the collection writes its values in bold. Empty when the marks pair up ("**Status:** ").
 */
export function openBold(prefix: string): string {
  const marks = prefix.match(/\*\*|__/g) ?? [];
  return marks.length % 2 === 1 ? marks[marks.length - 1]! : '';
}

/** A field line with the value after the key's separator, in the bold the separator opens. */
function fieldLine(lead: string, label: string, sep: string, value: string): string {
  const bold = openBold(lead + sep);
  return bold ? `${lead}${label}${sep.replace(/\s+$/, '')}${value}${bold}` : `${lead}${label}${sep.trimEnd()} ${value}`;
}

const FIELD = /^(\s*(?:[*+-]\s+)?(?:\*\*|__)?)([^\s:*_：][^:*_：]{0,30}?)((?:\*\*|__)?\s*[:：]\s*(?:\*\*|__)?)(.*)$/u;
const FM_KEY = /^([A-Za-z_][\w-]*|[^\s:]{1,20}):(\s*)(.*)$/u;
const PLACEHOLDER = /^\s*(?:\{[^}]*\}|\[[^\]]*\]|<[^>]*>|\.\.\.|…|TBD|TODO|dd\/mm\/aa|yyyy-mm-dd|YYYY-MM-DD)\s*$/;
const RELATION_KEYS = /^(?:superseded[-_ ]?by|supersedes|superseeds|replaces|replaced[-_ ]?by|amends|amended[-_ ]?by|extends|extended[-_ ]?by|refines|refined[-_ ]?by|deprecates|deprecated[-_ ]?by)$/i;
const DATE_KEYS = new Set(['date', 'created', 'updated', 'decided', 'accepted', 'last-modified', 'last_modified']);

/**
 * The new record's text from `modelText`: the template (`fromTemplate`) or the latest record, whose title line,
 * fields and sections give the shape. Undefined when the model has no title line or front matter to go by.
 */
export function fromModel(
  modelText: string,
  model: DecisionRecord | undefined,
  v: ModelValues,
  fromTemplate: boolean,
  shared: (key: string, value: string) => boolean,
  /** Front matter keys the collection's records actually use: a template's optional keys they dropped stay out. */
  keys?: ReadonlySet<string>,
  /**
   * Whether a heading of a record model (normalised, and its level) is the collection's structure ("## Context",
   * MADR's "### Consequences", Brighter's "### Positive") rather than the model's own content ("### The registry owns
   * its factories", SAP's "## Option A - Temporal.js"). Without it, a record model's level-2 sections are kept.
   */
  structure?: (normalisedHeading: string, level: number) => boolean,
): string | undefined {
  const eol = '\n';
  const lines = modelText.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const out: string[] = [];
  let i = 0;
  // Leading comments (an SPDX header the repository's REUSE lint wants) stay as they are. A comment of several lines
  // is kept or left out whole: an opening "<!--" without its "-->" would hide the whole new record.
  while (i < lines.length && lines[i]!.trim() !== '---') {
    const line = lines[i]!;
    if (/<!--/.test(line) && !/-->/.test(line.slice(line.indexOf('<!--')))) {
      let end = i + 1;
      while (end < lines.length && !/-->/.test(lines[end]!)) end++;
      if (end >= lines.length) break;
      const block = lines.slice(i, end + 1);
      // A licence header stays; "Using this template: 1. Clone this file…" is about the model, not the new record.
      if (/SPDX-|licen[cs]e|copyright/i.test(block.join('\n'))) out.push(...block);
      i = end + 1;
      continue;
    }
    if (!/^\s*(<!--.*|.*-->\s*|SPDX-[\w-]+:.*|\s*)$/.test(line)) break;
    i++;
    if (line.trim() !== '' || out.length) out.push(line);
  }
  let titled = false;
  let frontTitle = false;
  // The model opens with a section, not a title ("# Summary" over "[summary]: #summary", the Rust RFC template's, which
  // bytecodealliance/rfcs and hyperledger/fabric-rfcs follow; their files or front matter name the record): the new
  // record opens with its sections too, at their levels.
  let titleless = false;
  if (lines[i]?.trim() === '---') {
    out.push(lines[i++]!);
    while (i < lines.length && lines[i]!.trim() !== '---' && lines[i]!.trim() !== '...') {
      const line = lines[i++]!;
      const m = FM_KEY.exec(line);
      if (!m || /^\s/.test(line)) continue; // nested values belong to the key above, rewritten or dropped with it
      const [, key, space, value] = m as unknown as [string, string, string, string];
      if (keys && !keys.has(key)) {
        while (i < lines.length && /^\s+\S/.test(lines[i]!)) i++;
        continue;
      }
      const english = englishFieldKey(key.toLowerCase(), value);
      // A block scalar ("title: |" then "  2. Thing") is rewritten from its first line.
      const block = /^[|>][-+]?$/.test(value.trim());
      const firstBlockLine = block && i < lines.length && /^\s+\S/.test(lines[i]!) ? lines[i]! : undefined;
      const modelValue = firstBlockLine?.trim() ?? value;
      let next: string | undefined;
      let own: string | false;
      if (english === 'status') next = v.status;
      // A relation is the model's own (s3gw's template names a real record as "superseded-by"): the new record starts with none.
      else if (RELATION_KEYS.test(key)) next = undefined;
      else if (fromTemplate && /\[TITLE\]|\{TITLE\}|\{title\}/.test(value) && english !== 'title') next = value.replace(/\[TITLE\]|\{TITLE\}|\{title\}/g, v.title);
      else if (DATE_KEYS.has(english)) next = v.date;
      else if (english === 'title') {
        next = retitle(modelValue, model, v, fromTemplate);
        frontTitle = true;
      } else if (english === 'tags' && model?.status && value.includes(model.status.value)) next = value.split(model.status.value).join(v.status);
      else if (/^\d+$/.test(value.trim()) && (fromTemplate || Number(value) === model?.number)) next = v.number ? String(v.number) : undefined;
      else if (!fromTemplate && model && (own = ownValue(key, value, model, v)) !== false) next = own || (shared(key, value) ? value : undefined);
      else if (fromTemplate && /^['"]?0+(?:\s|['"]|$)/.test(value.trim())) next = v.number ? String(v.number) : undefined;
      else if (fromTemplate && /\s\|\s|\s#\s/.test(value)) next = undefined; // "Standards Track | Meta # pick one"
      else if (fromTemplate && /(?:^|\D)0{2,}(?:\D|$)|X{3,}|N{3,}/.test(value)) next = renumber(value, 0, v);
      else if (fromTemplate && !PLACEHOLDER.test(value)) next = value;
      else if (!fromTemplate && shared(key, value)) next = value;
      if (block && firstBlockLine !== undefined) {
        while (i < lines.length && /^\s+\S|^\s*$/.test(lines[i]!) && lines[i]!.trim() !== '---') i++;
        out.push(`${key}:${space}${value}`, `${/^\s+/.exec(firstBlockLine)![0]}${next ?? ''}`);
        continue;
      }
      const history = /^\s*$/.test(value) ? historyEntry(lines, i, v) : undefined;
      if (history) {
        out.push(`${key}:`, ...history.lines);
        i = history.end;
        continue;
      }
      if (/^\s*$/.test(value) && !fromTemplate) {
        // A list under the key ("authors:\n  - ana"): another record's people, dropped.
        while (i < lines.length && /^\s+-/.test(lines[i]!)) i++;
      }
      // A template's value still holding a placeholder ("[DESCRIPTION]") is left for the author.
      if (fromTemplate && next !== undefined && /\[[A-Z_ ]+\]|\{[^}]*\}/.test(next)) next = undefined;
      out.push(next === undefined || next === '' ? `${key}:` : `${key}:${space || ' '}${yamlScalar(next)}`);
    }
    if (i < lines.length) out.push(lines[i++]!);
  } else if (lines[i] !== undefined && !/^#\s/.test(lines[i]!) && !fromTemplate) {
    return undefined;
  }

  // "<!-- Remove these three lines when creating a real ADR … -->" among the comments over a template's title (MADR 4's
  // template, as JabRef keeps it): the block goes, as it asks.
  if (fromTemplate) {
    let first = i;
    while (first < lines.length && lines[first]!.trim() === '') first++;
    let end = first;
    while (end < lines.length && /^\s*<!--.*-->\s*$/.test(lines[end]!)) end++;
    if (end > first && lines.slice(first, end).some((l) => REMOVE_WHEN_CREATING.test(l))) i = end;
  }
  let inStatus = false;
  let inContext = false;
  let wroteContext = false;
  let beforeSections = true;
  let statusWritten = false;
  let inFence = false;
  let inComment = false;
  const section = (): void => {
    if (inContext && !wroteContext) {
      out.push(v.context ?? '', '');
      wroteContext = true;
    }
  };
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const parsed = inFence ? undefined : parseHeading(line, i);
    // As [line, hashes, text]: the parser's linear reading (see describesTemplate).
    const heading = parsed?.text ? ([line, '#'.repeat(parsed.level), parsed.text] as const) : undefined;
    if (heading && !titled && !titleless && beforeSections && heading[1] === '#' && isTemplateSectionTitle(heading[2]!) && !fieldsUnder(lines, i)) titleless = true;
    if (heading && heading[1] === '#' && !titled && !titleless) {
      titled = true;
      out.push(`# ${retitle(heading[2]!, model, v, fromTemplate)}`);
      if (v.statusField && !hasStatusPlace(lines)) {
        // A template without a status (Flagsmith's MADR one) in a collection whose records write "- Status: Accepted":
        // the status, and the predecessor, on lines of that shape under the title.
        const bold = openBold(v.statusField);
        out.push('', `${v.statusField}${v.status}${bold}`);
        if (v.supersedesApart && v.supersedesLine) out.push('', v.supersedesLine);
        else if (v.supersedesWord && v.supersedesLink) {
          const field = v.statusField.replace(/status/i, (w) => matchCase(w, v.supersedesWord!));
          out.push(bold ? `${field}${v.supersedesLink}${bold}` : `${field.trimEnd()} ${v.supersedesLink}`);
        }
        statusWritten = true;
      } else if (v.supersedesLine && frontTitle === false && !hasStatusPlace(lines)) out.push('', capitalise(v.supersedesLine));
      continue;
    }
    if (heading && !fromTemplate && !(structure ? structure(normaliseHeading(heading[2]!), heading[1]!.length) : heading[1] === '##')) {
      // The model's own headings ("### The registry owns its factories", "## Option A - Temporal.js", a "# One-time
      // setup" comment in a shell snippet) are its content, skipped with its prose.
      for (; i + 1 < lines.length && !/^#{1,6}\s/.test(lines[i + 1]!); i++);
      continue;
    }
    if (heading) {
      section();
      beforeSections = false;
      const normal = normaliseHeading(heading[2]!);
      inStatus = normal === 'status';
      inContext = normal.startsWith('context');
      // One title: a model's later H1 ("# Appendix") is a section of the new record.
      out.push(heading[1] === '#' && !titleless ? `## ${heading[2]}` : line.trimEnd());
      // "[motivation]: #motivation" under "# Motivation" (the Rust RFC template's anchors) goes with its heading, whole:
      // read as a field, it lost its target and showed as text.
      let anchored = i;
      for (let j = i + 1; j < lines.length && (lines[j]!.trim() === '' || isAnchorDefinition(lines[j]!)); j++) if (lines[j]!.trim() !== '') anchored = j;
      out.push(...lines.slice(i + 1, anchored + 1).map((l) => l.trimEnd()), '');
      i = anchored;
      // cometbft's records date themselves in a changelog; its first entry is the new record's date.
      if (normal === 'changelog' && !fromTemplate) out.push(`- ${v.date}: Initial draft`, '');
      if (inStatus) {
        out.push(v.status, '');
        if (v.supersedesLine) out.push(capitalise(v.supersedesLine), '');
        statusWritten = true;
      }
      // Skip the model's body: a template's guidance is kept, another record's prose is not.
      for (; i + 1 < lines.length && !/^#{1,6}\s/.test(lines[i + 1]!); i++) {
        const body = lines[i + 1]!;
        // A changelog's "{date}: …" line is the new record's date (cometbft dates its records there).
        if (fromTemplate && !inStatus && !(inContext && v.context)) out.push(datedLine(body.trimEnd(), v.date, normal === 'changelog'));
      }
      if (fromTemplate && !inStatus && !(inContext && v.context)) {
        while (out.length && out[out.length - 1] === '') out.pop();
        out.push('');
        if (inContext) wroteContext = true;
      }
      continue;
    }
    if (beforeSections && !inFence && (inComment || line.trimStart().startsWith('<!--'))) {
      // An HTML comment under the title is the template's guidance ("<!-- Optional: - Supersedes: [ADR NNNN](…) -->"),
      // kept as written: read as a field, its value and its "-->" would go, and the rest of the record with them.
      inComment = commentOpenAfter(line, inComment);
      if (fromTemplate) out.push(line.trimEnd());
      continue;
    }
    if (beforeSections && !inFence && TABLE_ROW.test(line)) {
      // Fields in a two-column table under the title ("| **Status** | Accepted |"): the rows keep their labels and get
      // the new record's status and date; another record's values (its deciders, its tickets) are emptied.
      const row = tableFieldRow(line, lines[i + 1], v, i >= 2 && TABLE_DELIMITER.test(lines[i - 1]!) && TABLE_ROW.test(lines[i - 2]!) ? lines[i - 2] : undefined);
      if (row.status) statusWritten = true;
      out.push(...row.lines);
      continue;
    }
    if (beforeSections && !inFence) {
      const field = isAnchorDefinition(line) ? null : FIELD.exec(line);
      if (field) {
        const [, lead, label, sep, value] = field as unknown as [string, string, string, string, string];
        // "- 2025-10-06 (v1.2): …": an entry of the model's own changelog, not a field.
        if (!fromTemplate && /^\d{4}-\d{2}-\d{2}\b/.test(label.trim())) continue;
        const english = englishFieldKey(label.trim().toLowerCase(), value);
        if (english === 'status') {
          out.push(fieldLine(lead, label, sep, v.status));
          if (v.supersedesApart && v.supersedesLine) out.push('', v.supersedesLine, '');
          else if (v.supersedesWord && v.supersedesLink) out.push(fieldLine(lead, v.supersedesWord, sep, v.supersedesLink));
          statusWritten = true;
          continue;
        }
        // "- Start Date: (fill me in)" (Rust's RFC template, electron/rfcs): the day the new record starts. So is its
        // "Last Updated", as in front matter: GoogleCloudPlatform/emblem's only day, left empty, had a "Date:" added.
        const kind = DATE_FIELD_KINDS[normaliseFieldKey(label)];
        if (DATE_KEYS.has(english) || ((kind === 'created' || kind === 'updated') && (fromTemplate || /\d/.test(value)))) {
          out.push(fieldLine(lead, label, sep, v.date));
          continue;
        }
        out.push(`${lead}${label}${sep}`.replace(/\s+$/, ''));
        continue;
      }
      if (titled && fromTemplate) out.push(line.trimEnd());
      else if (line.trim() === '') out.push('');
      continue;
    }
  }
  section();
  if (!titled && !frontTitle && !titleless) return undefined;
  if (v.supersedesLine && !statusWritten && (frontTitle || titleless || hasStatusPlace(lines))) {
    // No status line or section to put it beside: a paragraph after the header.
    const at = firstSectionIndex(out, titleless);
    out.splice(at, 0, capitalise(v.supersedesLine), '');
  }
  let text = out.join(eol).replace(/\n{3,}/g, '\n\n').replace(/[ \t]+$/gm, '');
  if (!text.endsWith('\n')) text += '\n';
  return text;
}

/**
 * Whether the heading at `at` heads the record's fields ("# Meta" over "- Name: Suggest Stacks", buildpacks/rfcs): its
 * first line, anchors aside, is a field. The heading then stands where the title goes, as the new title.
 */
function fieldsUnder(lines: readonly string[], at: number): boolean {
  let next = at + 1;
  while (next < lines.length && (lines[next]!.trim() === '' || isAnchorDefinition(lines[next]!))) next++;
  return next < lines.length && FIELD.test(lines[next]!) && !/^#{1,6}\s/.test(lines[next]!);
}

/** Whether an HTML comment is still open at the end of `line` (`open`: one was open at its start). */
function commentOpenAfter(line: string, open: boolean): boolean {
  let at = 0;
  for (;;) {
    if (open) {
      const end = line.indexOf('-->', at);
      if (end < 0) return true;
      open = false;
      at = end + 3;
    } else {
      const start = line.indexOf('<!--', at);
      if (start < 0) return false;
      open = true;
      at = start + 4;
    }
  }
}

/** A template's comment asking to be removed from the records made from it. */
const REMOVE_WHEN_CREATING = /\b(?:remove|delete)\b[^>]{0,60}\bwhen\s+(?:creating|writing|copying|using)\b/i;

const TABLE_ROW = /^\s*\|.*\|\s*$/;
const TABLE_DELIMITER = /^\s*\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/;

/** A table row's cells, without the outer pipes. */
const cellsOf = (line: string): string[] => line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|');

/**
 * One row of a model's field table, rewritten for the new record; `next` is the model's following line. `header`: the
 * header row above the delimiter above it, when the table has its keys on top and the values in rows under them
 * ("| CREATED DATE | LAST UPDATED | STATUS |" over "| 06/21/2023 | 11/16/2023 | Accepted |", GSA/notifications-api).
 */
function tableFieldRow(line: string, next: string | undefined, v: ModelValues, header?: string): { lines: string[]; status: boolean } {
  const cells = cellsOf(line);
  const keys = header === undefined ? undefined : cellsOf(header).map((k) => k.trim().replace(/^(\*\*|__)(.*)\1$/, '$2').trim().toLowerCase());
  if (keys !== undefined && keys.length === cells.length && keys.length > 2) {
    let status = false;
    const values = keys.map((key) => {
      const english = englishFieldKey(key, '');
      if (english === 'status') {
        status = true;
        return v.status;
      }
      return DATE_KEYS.has(english) || /\bdate\b|^created\b|\bupdated$/.test(key) ? v.date : '';
    });
    return { lines: [`| ${values.join(' | ')} |`.replace(/ {2}\|/g, ' |')], status };
  }
  // The delimiter, an empty header ("| | |") and a header row ("| Field | Value |", a delimiter follows) are structure.
  if (TABLE_DELIMITER.test(line) || cells.length < 2 || cells.every((c) => c.trim() === '') || (next !== undefined && TABLE_DELIMITER.test(next))) {
    return { lines: [line.trimEnd()], status: false };
  }
  const labelCell = cells[0]!;
  const label = labelCell.trim().replace(/^(\*\*|__)(.*)\1$/, '$2').replace(/[:：]\s*$/, '').trim();
  const english = englishFieldKey(label.toLowerCase(), cells[1]!.trim());
  const row = (value: string, first = labelCell): string => `|${first}| ${value} |${cells.length > 2 ? cells.slice(2).map(() => ' |').join('') : ''}`;
  if (english === 'status') {
    const out = [row(v.status)];
    if (v.supersedesWord && v.supersedesLink) out.push(row(v.supersedesLink, labelCell.replace(label, capitalise(v.supersedesWord))));
    return { lines: out, status: true };
  }
  if (DATE_KEYS.has(english)) return { lines: [row(v.date)], status: false };
  return { lines: [row('')], status: false };
}

/** Whether the model has a status field or section the relation line goes beside. */
/**
 * A status kept as a list of entries under a key ("statusHistory:" over "- status: decided" / "  date: 2024-12-16",
 * Letterbook's records): the new record's one entry, shaped as the model's first, with its status and day, and the
 * line after the list. Emptied like another list, the key was left bare and the status went into the body.
 */
function historyEntry(lines: readonly string[], from: number, v: ModelValues): { lines: string[]; end: number } | undefined {
  const lead = /^(\s*)-[ \t]+/.exec(lines[from] ?? '');
  if (!lead) return undefined;
  const column = lead[0].length;
  const isItem = (l: string): boolean => /^\s*-[ \t]/.test(l);
  // The list: its items and their keys, up to the front matter's next key.
  let end = from + 1;
  while (end < lines.length && lines[end]!.trim() !== '---' && (/^\s+\S/.test(lines[end]!) || isItem(lines[end]!))) end++;
  // The first item, its keys at one column: the model's later entries, and its other keys (a note), are its own.
  const item = [lines[from]!];
  for (let l = from + 1; l < end && !isItem(lines[l]!) && /^\s*/.exec(lines[l]!)![0].length === column; l++) item.push(lines[l]!);
  const entry: string[] = [];
  for (const line of item) {
    const m = /^[\s-]*(\w+)([ \t]*:[ \t]*)(["']?)/.exec(line);
    const value = !m ? undefined : /^status$/i.test(m[1]!) ? v.status : /^(?:date|on|at)$/i.test(m[1]!) ? v.date : undefined;
    if (value !== undefined) entry.push(`${entry.length === 0 ? lead[0] : ' '.repeat(column)}${m![1]}${m![2]}${m![3]}${value}${m![3]}`);
  }
  return entry.some((l) => /^[\s-]*status\s*:/i.test(l)) ? { lines: entry, end } : undefined;
}

function hasStatusPlace(lines: readonly string[]): boolean {
  return lines.some(
    (l) =>
      /^#{1,6}\s+(status|estado|statut|ステータス|状态)\s*$/i.test(l) ||
      /^\s*(?:[*+-]\s+)?(?:\*\*|__)?(status|estado|statut|stato|ステータス|状态|状態)(?:\*\*|__)?\s*[:：]/i.test(l) ||
      /^\s*\|\s*(?:\*\*|__)?(status|estado|statut|stato|ステータス|状态|状態)(?:\*\*|__)?\s*[:：]?\s*\|/i.test(l),
  );
}

/** Where the first section starts: its heading, the first of any level where the record has no title heading. */
function firstSectionIndex(out: readonly string[], titleless: boolean): number {
  const at = out.findIndex((l) => (titleless ? /^#{1,6}\s/ : /^##\s/).test(l));
  return at < 0 ? out.length : at;
}

/** The new title in the model's title shape: "13) Title {#rest_adr_0013}" → "14) New {#rest_adr_0014}". */
function retitle(modelTitle: string, model: DecisionRecord | undefined, v: ModelValues, fromTemplate: boolean): string {
  if (fromTemplate) {
    // "# N) Title (short noun phrase) {#adr_nnnn}" (wikimedia/mediawiki-extensions-Wikibase): the heading's id (a
    // Doxygen anchor) is kept, its number filled in, and the title placeholder is what comes before it.
    const anchor = /\s*\\?\{#[^{}\n]*\\?\}\s*$/.exec(modelTitle);
    if (anchor) {
      const id = anchor[0].trim().replace(/n{2,}|N{2,}|x{2,}|X{2,}/, (w) => (v.number ? String(v.number).padStart(w.length, '0') : w));
      return `${retitle(modelTitle.slice(0, anchor.index), model, v, true)} ${id}`;
    }
    // "# 0. Template", "# 1. Title" (carbon-aware-sdk's): a template decides nothing, so a leading number is the number's
    // place; so is "N)" or "NNNN." where a letter holds it.
    let text = renumber(v.number ? modelTitle.replace(/^(?:\d+|N{1,4}|n{1,4})(?=[.):]\s)/, String(v.number)) : modelTitle, 0, v);
    // MDX templates escape their placeholders ("# ADR \{ADR-NUMBER\}: \{TITLE\}"): the escapes go with them.
    const placeholder = /\\?\{[^}]*\}|\\?\[[^\]]*\]|\\?<[^>]*>|\bTITLE\b|\bTitle\b|\btitle\b|\bTemplate\b|\bTítulo\b|\bTitre\b|タイトル/g;
    const matches = [...text.matchAll(placeholder)].filter((m) => !/^\\?\{?\s*(N|n|number|NUMBER)\s*\\?\}?$/.test(m[0]));
    const last = matches[matches.length - 1];
    if (!last || last.index === undefined) return v.title;
    // "Title of the ADR": the whole line is the placeholder, not just its word "Title".
    if (!/^\\?[{[<]/.test(last[0]) && last[0] !== 'TITLE') return text.slice(0, last.index).replace(/[\s\w]*$/, '').trim() ? `${text.slice(0, last.index)}${v.title}` : v.title;
    text = text.slice(0, last.index) + v.title + text.slice(last.index + last[0].length);
    return text.trim();
  }
  const old = model?.title.value;
  if (!old || !modelTitle.includes(old)) return modelTitle.replace(/[^\s:.)\]-].*$/, v.title) || v.title;
  const at = modelTitle.lastIndexOf(old);
  const before = model?.number !== undefined ? renumber(modelTitle.slice(0, at), model.number, v, model) : modelTitle.slice(0, at);
  const after = model?.number !== undefined ? renumber(modelTitle.slice(at + old.length), model.number, v, model) : modelTitle.slice(at + old.length);
  return `${before}${v.title}${after}`;
}

/**
 * A template's body line with its date placeholder ("{date}", MDX-escaped "\{date\}", "YYYY-MM-DD") filled. In a
 * changelog the entry's other placeholder ("- \{date\}: \{changelog\}") says what the entry is: the first draft.
 */
function datedLine(line: string, date: string, changelog: boolean): string {
  const dated = line.replace(/\\?\{\s*(?:date|DATE|Date)\s*\\?\}|\bYYYY-MM-DD\b/g, date);
  if (!changelog || dated === line) return dated;
  return dated.replace(/\\?\{[^}]*\}/g, 'Initial draft');
}

/** Keys whose value names the record it is in: "id: 0069-x", "slug: /adr/0069-x", "permalink". */
const IDENTITY_KEYS = /^(?:id|uid|uuid|slug|permalink|url|uri|href|key|ref|handle|path|file|filename|name|adr|adr[-_]?(?:id|number|no)|number|no|sidebar[-_]?label|nav[-_]?title|short[-_]?title|aliases|redirect[-_]?from)$/i;

/**
 * A record model's front matter value that identifies the model itself, as the new record's: its file stem
 * ("id: 0069-factory-registry-…" → "0070-replace-x"), its title or title slug, its number in a short identifier
 * ("ADR-0069"). '' for an identity key ("id", "slug", "permalink") or a date nothing here can rewrite, so the author
 * fills it in rather than inherit another record's key. False when the value does not name the model.
 */
function ownValue(key: string, value: string, model: DecisionRecord, v: ModelValues): string | false {
  const quoted = /^(['"])(.*)\1$/.exec(value.trim());
  const text = quoted ? quoted[2]! : value.trim();
  if (!text) return false;
  // A quoted value stays quoted: 'adr: "0034"' is a string, 'adr: 0034' a number to YAML.
  const own = ownText(text, key, model, v);
  return own && quoted ? `${quoted[1]}${own}${quoted[1]}` : own;
}

function ownText(text: string, key: string, model: DecisionRecord, v: ModelValues): string | false {
  const stem = stemOf(model.path);
  if (stem.length >= 3 && text.includes(stem)) return v.stem ? text.split(stem).join(v.stem) : '';
  const title = model.title.value.trim();
  const renumbered = (t: string): string => (model.number !== undefined ? renumber(t, model.number, v, model) : t);
  if (title.length >= 8 && text.includes(title)) return renumbered(text.split(title).join(v.title));
  const slug = slugOf(title);
  if (slug.length >= 8 && text.toLowerCase().includes(slug)) {
    const at = text.toLowerCase().indexOf(slug);
    return renumbered(text.slice(0, at) + slugOf(v.title) + text.slice(at + slug.length));
  }
  // A number in a short identifier ("ADR-0069", "adr/69") is the new record's; in prose it is a mention of the model.
  if (model.number !== undefined && containsNumber(text, model.number) && !/\s/.test(text) && text.replace(/\d+/g, '').length <= 16) return renumber(text, model.number, v, model);
  if (IDENTITY_KEYS.test(key)) return '';
  // Another record's dates ("reviewed: 2026-07-28") are not this one's.
  if (/^\d{4}-\d{2}-\d{2}\b/.test(text)) return '';
  return false;
}

/** A record's file stem, or its folder for a folder record ("0069-x/README.md" → "0069-x"). */
function stemOf(path: string): string {
  const parts = path.split('/');
  const file = parts[parts.length - 1] ?? '';
  if (/^(?:readme|index)\.mdx?$/i.test(file) && parts.length > 1) return parts[parts.length - 2]!;
  return file.replace(/\.[^.]+$/, '');
}

/** A title as file names write it ("Ownership and disposal" → "ownership-and-disposal"), as new-record's kebab. */
function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function containsNumber(text: string, number: number): boolean {
  return [...text.matchAll(/\d+/g)].some((m) => Number(m[0]) === number);
}

/**
 * Digits equal to the model's number (or, with 0, a template's number placeholder: "0000", "{N}", "XXXX", "NNN")
 * become the new number, padded as written.
 */
function renumber(text: string, number: number, v: ModelValues, model?: DecisionRecord): string {
  if (!v.number) return text;
  const pad = (written: string): string => String(v.number).padStart(written.length > 1 && /^0/.test(written) ? written.length : /^[XN]+$/.test(written) ? written.length : 1, '0');
  // "ADR-2025-003" in a collection numbered within years: the year goes with the number.
  const modelYear = v.year !== undefined && model ? yearOfKey(model.key) : 0;
  if (modelYear) {
    text = text.replace(new RegExp(`(?<!\\d)${modelYear}([-_.]?)(\\d{1,4})(?!\\d)`, 'g'), (whole, separator: string, digits: string) =>
      Number(digits) === number ? `${v.year}${separator}${pad(digits)}` : whole,
    );
  }
  if (number === 0) {
    if (v.year !== undefined) text = text.replace(/\b(?:YYYY|yyyy)(?=[-_.]?(?:N{2,}|X{2,}|0{2,}|\\?\{))/g, v.year);
    return text
      .replace(/\\?\{\s*(?:ADR[- ]?)?(?:N+|n+|number|NUMBER|X{3,})\s*\\?\}/g, String(v.number))
      .replace(/\\?\[\s*(?:ADR[- ]?)?(?:N+|n+|[Nn]umber|NUMBER|X{3,})\s*\\?\]/g, String(v.number))
      // "# ADR [Número]: [Título da decisão]" (luanalves/realestate_backend): the word in the records' language, padded
      // as the collection pads ("ADR-017").
      .replace(/\\?\[\s*(?:[Nn]úmero|[Nn]umero|[Nn]uméro|[Nn]ummer|[Nn]umer|[Nn]º|[Nn]o\.?)\s*\\?\]/g, String(v.number).padStart(v.width, '0'))
      .replace(/\b(?:X{3,}|N{3,}|0{2,})\b|(?<=[A-Za-z])0{2,}\b/g, (w) => pad(w))
      .replace(/\bNUMBER\b/g, String(v.number));
  }
  return text.replace(/\d+/g, (digits) => (Number(digits) === number ? pad(digits) : digits));
}

/** Top-level front matter "key: value" pairs of a record, to tell values the records share from one record's own. */
export function frontMatterValues(text: string | undefined): Map<string, string> {
  const values = new Map<string, string>();
  const lines = (text ?? '').split(/\r\n|\r|\n/);
  const start = lines.findIndex((l) => l.trim() !== '' && !/^\s*(<!--|SPDX-|-->)/.test(l));
  if (start < 0 || lines[start]!.trim() !== '---') return values;
  for (let i = start + 1; i < lines.length && lines[i]!.trim() !== '---'; i++) {
    const m = FM_KEY.exec(lines[i]!);
    if (m && !/^\s/.test(lines[i]!)) values.set(m[1]!, m[3]!);
  }
  return values;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A plain YAML scalar stays plain; one a parser would misread ("ADR016: Replace X") is quoted. */
function yamlScalar(value: string): string {
  const t = value.trim();
  if (/^(['"]).*\1$/.test(t) || /^\[.*\]$/.test(t)) return value;
  return /:\s|\s#|^[@`!&*%|>?{[,-]|^\s|\s$/.test(value) ? `'${value.replace(/'/g, "''")}'` : value;
}
