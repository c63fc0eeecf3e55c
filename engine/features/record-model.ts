// A new record modelled on what the collection already has: its template file when there is one (template.md,
// adr-template.md, PLANTILLA.md…), else its latest record. Front matter keys, field labels and their language,
// the title line's shape and the section headings are kept; values are the new record's (title, number, date,
// status) and the latest record's own prose is never copied.
import type { DecisionIndex } from '../model.js';
import type { Collection, DecisionRecord } from '../types.js';
import { isTemplateFileName } from '../discovery/collections.js';
import { englishFieldKey, normaliseHeading } from '../parse/vocabulary.js';

export interface ModelValues {
  title: string;
  /** 0 when the collection's records are not numbered. */
  number: number;
  /** Digits the collection pads numbers to. */
  width: number;
  id: string;
  date: string;
  status: string;
  context?: string;
  /** "Supersedes [ADR-1](0001-x.md)" in the collection's words, for a superseding record. */
  supersedesLine?: string;
  /** The relation word alone ("Supersedes"), for a field-shaped line ("* Supersedes: [..](..)"). */
  supersedesWord?: string;
  supersedesLink?: string;
}

/** The template file of a collection, if it keeps one at its top ("adr-template.md" before "adr-short-template.md"). */
export function templateOf(index: DecisionIndex, collection: Collection): string | undefined {
  const entries = index.fs.readDirectory(collection.dir) ?? [];
  const names = entries.filter((e) => e.kind === 'file' && isTemplateFileName(e.name)).map((e) => e.name);
  names.sort((a, b) => a.length - b.length || a.localeCompare(b));
  return names[0] === undefined ? undefined : collection.dir ? `${collection.dir}/${names[0]}` : names[0];
}

/** The collection's latest record: the highest number, else the last by path (dates sort). */
export function latestRecord(members: readonly DecisionRecord[]): DecisionRecord | undefined {
  let best: DecisionRecord | undefined;
  for (const r of members) {
    if (r.skipped) continue;
    if (!best || (r.number ?? -1) > (best.number ?? -1) || ((r.number ?? -1) === (best.number ?? -1) && r.path > best.path)) best = r;
  }
  return best;
}

const FIELD = /^(\s*(?:[*+-]\s+)?(?:\*\*|__)?)([^\s:*_：][^:*_：]{0,30}?)((?:\*\*|__)?\s*[:：]\s*(?:\*\*|__)?)(.*)$/u;
const FM_KEY = /^([A-Za-z_][\w-]*|[^\s:]{1,20}):(\s*)(.*)$/u;
const PLACEHOLDER = /^\s*(?:\{[^}]*\}|\[[^\]]*\]|<[^>]*>|\.\.\.|…|TBD|TODO|dd\/mm\/aa|yyyy-mm-dd|YYYY-MM-DD)\s*$/;
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
      if (english === 'status') next = v.status;
      else if (fromTemplate && /\[TITLE\]|\{TITLE\}|\{title\}/.test(value) && english !== 'title') next = value.replace(/\[TITLE\]|\{TITLE\}|\{title\}/g, v.title);
      else if (DATE_KEYS.has(english)) next = v.date;
      else if (english === 'title') {
        next = retitle(modelValue, model, v, fromTemplate);
        frontTitle = true;
      } else if (english === 'tags' && model?.status && value.includes(model.status.value)) next = value.split(model.status.value).join(v.status);
      else if (/^\d+$/.test(value.trim()) && (fromTemplate || Number(value) === model?.number)) next = v.number ? String(v.number) : undefined;
      else if (fromTemplate && /^['"]?0+(?:\s|['"]|$)/.test(value.trim())) next = v.number ? String(v.number) : undefined;
      else if (fromTemplate && /\s\|\s|\s#\s/.test(value)) next = undefined; // "Standards Track | Meta # pick one"
      else if (model?.number !== undefined && !fromTemplate && containsNumber(value, model.number)) next = renumber(value, model.number, v);
      else if (fromTemplate && /(?:^|\D)0{2,}(?:\D|$)|X{3,}|N{3,}/.test(value)) next = renumber(value, 0, v);
      else if (fromTemplate && !PLACEHOLDER.test(value)) next = value;
      else if (!fromTemplate && shared(key, value)) next = value;
      if (block && firstBlockLine !== undefined) {
        while (i < lines.length && /^\s+\S|^\s*$/.test(lines[i]!) && lines[i]!.trim() !== '---') i++;
        out.push(`${key}:${space}${value}`, `${/^\s+/.exec(firstBlockLine)![0]}${next ?? ''}`);
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

  let inStatus = false;
  let inContext = false;
  let wroteContext = false;
  let beforeSections = true;
  let statusWritten = false;
  let inFence = false;
  const section = (): void => {
    if (inContext && !wroteContext) {
      out.push(v.context ?? '', '');
      wroteContext = true;
    }
  };
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? undefined : /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading && heading[1] === '#' && !titled) {
      titled = true;
      out.push(`# ${retitle(heading[2]!, model, v, fromTemplate)}`);
      if (v.supersedesLine && frontTitle === false && !hasStatusPlace(lines)) out.push('', capitalise(v.supersedesLine));
      continue;
    }
    if (heading) {
      section();
      beforeSections = false;
      const normal = normaliseHeading(heading[2]!);
      inStatus = normal === 'status';
      inContext = normal.startsWith('context');
      out.push(line.trimEnd(), '');
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
    if (beforeSections && !inFence) {
      const field = FIELD.exec(line);
      if (field) {
        const [, lead, label, sep, value] = field as unknown as [string, string, string, string, string];
        const english = englishFieldKey(label.trim().toLowerCase(), value);
        if (english === 'status') {
          out.push(`${lead}${label}${sep.trimEnd()} ${v.status}`);
          if (v.supersedesWord && v.supersedesLink) out.push(`${lead}${v.supersedesWord}${sep.trimEnd()} ${v.supersedesLink}`);
          statusWritten = true;
          continue;
        }
        if (DATE_KEYS.has(english)) {
          out.push(`${lead}${label}${sep.trimEnd()} ${v.date}`);
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
  if (!titled && !frontTitle) return undefined;
  if (v.supersedesLine && !statusWritten && (frontTitle || hasStatusPlace(lines))) {
    // No status line or section to put it beside: a paragraph after the header.
    const at = firstSectionIndex(out);
    out.splice(at, 0, capitalise(v.supersedesLine), '');
  }
  let text = out.join(eol).replace(/\n{3,}/g, '\n\n').replace(/[ \t]+$/gm, '');
  if (!text.endsWith('\n')) text += '\n';
  return text;
}

/** Whether the model has a status field or section the relation line goes beside. */
function hasStatusPlace(lines: readonly string[]): boolean {
  return lines.some((l) => /^#{1,6}\s+(status|estado|statut|ステータス|状态)\s*$/i.test(l) || /^\s*(?:[*+-]\s+)?(?:\*\*|__)?(status|estado|statut|stato|ステータス|状态|状態)(?:\*\*|__)?\s*[:：]/i.test(l));
}

function firstSectionIndex(out: readonly string[]): number {
  const at = out.findIndex((l) => /^##\s/.test(l));
  return at < 0 ? out.length : at;
}

/** The new title in the model's title shape: "13) Title {#rest_adr_0013}" → "14) New {#rest_adr_0014}". */
function retitle(modelTitle: string, model: DecisionRecord | undefined, v: ModelValues, fromTemplate: boolean): string {
  if (fromTemplate) {
    // "# 0. Template": the 0 is the number's place.
    let text = renumber(v.number ? modelTitle.replace(/^0(?=[.):]\s)/, String(v.number)) : modelTitle, 0, v);
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
  const before = model?.number !== undefined ? renumber(modelTitle.slice(0, at), model.number, v) : modelTitle.slice(0, at);
  const after = model?.number !== undefined ? renumber(modelTitle.slice(at + old.length), model.number, v) : modelTitle.slice(at + old.length);
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

function containsNumber(text: string, number: number): boolean {
  return [...text.matchAll(/\d+/g)].some((m) => Number(m[0]) === number);
}

/**
 * Digits equal to the model's number (or, with 0, a template's number placeholder: "0000", "{N}", "XXXX", "NNN")
 * become the new number, padded as written.
 */
function renumber(text: string, number: number, v: ModelValues): string {
  if (!v.number) return text;
  const pad = (written: string): string => String(v.number).padStart(written.length > 1 && /^0/.test(written) ? written.length : /^[XN]+$/.test(written) ? written.length : 1, '0');
  if (number === 0) {
    return text
      .replace(/\\?\{\s*(?:ADR[- ]?)?(?:N+|n+|number|NUMBER|X{3,})\s*\\?\}/g, String(v.number))
      .replace(/\\?\[\s*(?:ADR[- ]?)?(?:N+|n+|[Nn]umber|NUMBER|X{3,})\s*\\?\]/g, String(v.number))
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
