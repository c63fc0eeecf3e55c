import doc from '../../docs/rules/missing-sections.md';
import { defineRule } from './define.js';
import { normaliseHeading } from '../parse/vocabulary.js';
import { findSection } from '../parse/record.js';
import { isUnparsable } from './problems.js';
import { isMovedPage } from './records.js';
import { at, documentText, type DocumentText } from './text.js';
import { headingStart, headingText } from './edits.js';
import type { DecisionRecord, RecordFormat, TextEdit } from '../types.js';
import type { DiagnosticDraft, ResolvedConfig, RuleContext } from '../model.js';
import { memo } from './context.js';

/** Template sections each format's own template has; free-form records are not held to a template. */
export const DEFAULT_REQUIRED_SECTIONS: Record<RecordFormat, string[]> = {
  nygard: ['Status', 'Context', 'Decision', 'Consequences'],
  madr2: ['Context and Problem Statement', 'Decision Outcome'],
  madr3: ['Context and Problem Statement', 'Decision Outcome'],
  log4brains: ['Context and Problem Statement', 'Decision Outcome'],
  freeform: [],
};

/** The sections `format` requires: configured for the format, else for every format ("*"), else its template's. */
export function requiredSections(config: ResolvedConfig, format: RecordFormat): string[] {
  return config.requiredSections?.[format] ?? config.requiredSections?.['*'] ?? DEFAULT_REQUIRED_SECTIONS[format] ?? [];
}

/**
 * Headings that do the same job under other names, across formats: a MADR or log4brains record written with plain
 * "Context" / "Decision" has its context and its decision; a Nygard one with "Decision Outcome" has its decision;
 * MADR 2 splits the consequences into "Positive Consequences" and "Negative Consequences"; RFC-style records give
 * their context as "Motivation", "Problem" or "Why" and put the decision under "Proposal", "Chosen Option", "Specification"
 * or "Solution". Names compare normalised (see normaliseHeading), "&" read as "and", "Decision(s)" as "Decisions".
 */
const SYNONYMS: readonly (readonly string[])[] = [
  // A record written as a question and its answer (kimak-irmagi/taidon: "Question discussed", "Chosen solution").
  // A Y-statement's parts as headings ("In the context of", "We decided for", "Accepting that": chocomarket's records).
  ['context', 'context and problem statement', 'problem statement', 'statement of the problem', 'problem', 'motivation', 'background', 'why', 'question', 'question discussed', 'in the context of'],
  // An RFC's "Specification" (PowerShell/PowerShell-RFC), a "Problem" / "Solution" record (fablabbcn/smartcitizen-api).
  ['decision', 'decision outcome', 'proposal', 'proposed decision', 'chosen option', 'chosen solution', 'chosen approach', 'selected option', 'specification', 'solution', 'proposed solution', 'we decided for', 'we decided'],
  // "Implications" (openedx/course-discovery's 0022): what follows from the decision, as Consequences says.
  ['consequences', 'positive consequences', 'negative consequences', 'implications', 'accepting that', 'accepting'],
];

/** Headings that start like a required one but are another section: MADR's "Decision Drivers" is no decision. */
const NOT_THE_SECTION = new Set(['decision driver', 'decision drivers', 'decision maker', 'decision makers', 'decision-makers']);

function comparable(heading: string): string {
  // "The Context", "The Problem Statement" (V-Sekai/manuals' template): the article names nothing.
  // "Why?": a question names its section as well.
  const asked = heading.endsWith('?') ? heading.slice(0, -1).trimEnd() : heading;
  const bare = asked.startsWith('the ') ? asked.slice(4) : asked;
  const and = bare.includes('&') ? bare.replace(/\s*&\s*/g, ' and ') : bare;
  // "Decision(s)": the plural.
  return and.endsWith('(s)') ? `${and.slice(0, -3)}s` : and;
}

/** One name a heading may have to satisfy a requirement, with the forms it may take. */
interface Form {
  want: string;
  plural: string;
  singular: string | undefined;
  spaced: string;
  colon: string;
  /** "Context, Reach & Prioritization" (decentraland's template) is a context section. */
  comma: string;
}

/**
 * Names that count only as the whole heading of a record ("Solution Space Exploration", in decentraland/adr's template,
 * explores options: it is no decision), and only against a format's sections, never a template's (see satisfies).
 */
const WHOLE_HEADING_ONLY = new Set(['specification', 'solution', 'why']);

function form(want: string): Form {
  // A prefix that can never start a normalised heading.
  const none = '\u0000';
  if (WHOLE_HEADING_ONLY.has(want)) return { want, plural: `${want}s`, singular: undefined, spaced: none, colon: none, comma: none };
  return { want, plural: `${want}s`, singular: want.endsWith('s') ? want.slice(0, -1) : undefined, spaced: `${want} `, colon: `${want}:`, comma: `${want},` };
}

/** A required section, normalised once per run rather than once per record. */
interface Wanted {
  /** As the message names it and the quick fix writes it: the configured name, or the collection template's heading. */
  name: string;
  forms: Form[];
  /** Any "... Consequences" heading ("Positive Consequences", "Good Consequences") counts. */
  anyConsequences: boolean;
  /** A status written as a line or in front matter satisfies "Status" as well as a section would. */
  status: boolean;
  /** The names a template's heading offers, normalised: "Solution or decision outcome" (nextflow-io/nextflow). */
  alternatives?: string[];
}

function wanted(required: string, name = displayName(required)): Wanted {
  const want = comparable(normaliseHeading(required));
  const group = SYNONYMS.find((g) => g.includes(want));
  const names = group ? [want, ...group.filter((n) => n !== want)] : [want];
  return { name, forms: names.map(form), anyConsequences: group?.[0] === 'consequences', status: want === 'status' };
}

/**
 * Whether one normalised heading is the section `w` asks for. `strict`: the loose names do not count; so for a template's
 * heading, which makes a section required (decentraland/adr's template has a "Specification" its records decide
 * without), and for a record held to its collection's own template, which names the team's sections.
 */
const JOINTS = [' or ', ' and ', ' & '];

function satisfies(heading: string, w: Wanted, strict = false): boolean {
  return satisfiesComparable(comparable(heading), w, strict);
}

/** satisfies, for a heading already made comparable: hasSection tries each heading against every wanted section. */
function satisfiesComparable(h: string, w: Wanted, strict: boolean): boolean {
  if (w.alternatives?.includes(h)) return true;
  for (const f of w.forms) if ((h === f.want || h === f.plural || h === f.singular) && !(strict && WHOLE_HEADING_ONLY.has(f.want))) return true;
  if (NOT_THE_SECTION.has(h)) return false;
  for (const f of w.forms) if (h.startsWith(f.spaced) || h.startsWith(f.colon) || h.startsWith(f.comma)) return true;
  if (w.anyConsequences && / consequences?$/.test(h)) return true;
  // "Solution or decision outcome" (nextflow-io/nextflow's template): either name will do. "Considered options and
  // decision outcome" (kumahq/kuma's 066): one section holds both.
  for (const joint of JOINTS) if (h.includes(joint) && h.split(joint).some((part) => satisfies(part, w, strict))) return true;
  return false;
}

/** `compared`: a record's normalised headings, each made comparable once (see comparableAll). */
function hasSection(compared: string[], w: Wanted, strict: boolean): boolean {
  for (const h of compared) if (satisfiesComparable(h, w, strict)) return true;
  return false;
}

function comparableAll(present: readonly string[]): string[] {
  return present.map(comparable);
}

/** What a record is held to: the sections, whether configured, and whether they come from its collection's own template. */
interface Requirement {
  list: Wanted[];
  /** The order the quick fix inserts sections in: the format's, with the sections a template leaves optional. */
  order: Wanted[];
  configured: boolean;
  /** The config's entry it comes from: the format's own, or "*" for every format without one. */
  configuredAs?: string;
  fromTemplate: boolean;
}

/** The configured sections, else the format's template's; within a judge run, once per format. */
function requirementFor(ctx: RuleContext, format: RecordFormat): Requirement {
  const cache = memo(ctx, 'missing-sections:wanted', () => new Map<string, Requirement>());
  let requirement = cache.get(format);
  if (!requirement) {
    const config = ctx.index.config;
    const own = config.requiredSections?.[format];
    const configured = own ?? config.requiredSections?.['*'];
    const list = (configured ?? DEFAULT_REQUIRED_SECTIONS[format] ?? []).map((name) => wanted(name));
    const configuredAs = configured === undefined ? undefined : own !== undefined ? format : '*';
    cache.set(format, (requirement = { list, order: list, configured: configured !== undefined, ...(configuredAs ? { configuredAs } : {}), fromTemplate: false }));
  }
  return requirement;
}

/**
 * The default sections a collection that keeps its own template file is held to: those its template has, under the
 * template's own headings (decentraland/adr's template has "Context, Reach & Prioritization" and no decision outcome,
 * its records specify instead). Undefined without a template. Within a judge run, once per format and collection.
 */
function templateRequirement(ctx: RuleContext, defaults: Requirement, record: DecisionRecord): Requirement | undefined {
  const cache = memo(ctx, 'missing-sections:template', () => new Map<string, Requirement | null>());
  const key = `${record.format}\0${record.collection}`;
  let requirement = cache.get(key);
  if (requirement === undefined) {
    const template = ctx.index.templateSections(record.collection);
    requirement = null;
    if (template?.length) {
      const headings = template.map((h) => ({ written: h, normal: normaliseHeading(h) }));
      const own: Wanted[] = [];
      const order: Wanted[] = [];
      for (const w of defaults.list) {
        const heading = headings.find((h) => satisfies(h.normal, w, true));
        const asked = heading ? { ...w, name: heading.written, alternatives: heading.normal.split(' or ').map(comparable) } : w;
        if (heading) own.push(asked);
        order.push(asked);
      }
      requirement = { list: own, order, configured: false, fromTemplate: true };
    }
    cache.set(key, requirement);
  }
  return requirement ?? undefined;
}

/** "**Context:**", "__Decision__", "**Consequences**:" alone on a line, outside code fences: a section by its label, normalised. */
function boldLabels(lines: readonly string[]): string[] {
  const out: string[] = [];
  let fence = false;
  for (const line of lines) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    if (fence) continue;
    // A label is short: a long line is prose, and is not handed to the pattern.
    const m = line.length <= 80 ? BOLD_LABEL.exec(line) : null;
    if (m) out.push(normaliseHeading(m[2]!));
    // "- **背景：** 产品 live 验收必须…" (0Guang0/quant-monitor-desk): a header bullet whose label is a section, with
    // the section's text after it. Only the line's start is read.
    else {
      const inline = INLINE_LABEL.exec(line.slice(0, 48)) ?? RUN_IN_LABEL.exec(line.slice(0, 48)) ?? BULLET_LABEL_OVER_LIST.exec(line);
      if (inline) out.push(normaliseHeading(inline[2]!));
      else {
        // "- Context: …", "- Decision:" over its own list, "- 背景：…" (skyoxu/sanguo): a record written as one list of
        // labelled items, the sections among them.
        const plain = PLAIN_BULLET_LABEL.exec(line.slice(0, 40));
        if (plain) out.push(normaliseHeading(plain[1]!));
      }
    }
  }
  return out;
}

const BOLD_LABEL = /^\s{0,3}(\*\*|__)([^*_:]{2,60}?)\s*:?\s*\1\s*:?\s*$/;
const INLINE_LABEL = /^\s{0,3}[-*+]\s+(\*\*|__)([^*_:：]{2,30}?)\s*[:：]?\s*\1\s*[:：]?\s*\S/;
const PLAIN_BULLET_LABEL = /^[-*+]\s+(\p{L}[\p{L} ]{1,28}?)\s*[:：]/u;
/**
 * "- **Context / Drivers:**" alone on its line among the header bullets, its text the list nested under it
 * (Georgia-Southwestern-State-Univeristy/term-project-group-1): a section by its label.
 */
const BULLET_LABEL_OVER_LIST = /^ {0,3}[-*+][ \t]+(\*\*|__)([^*_:：\n]{2,30}?)[ \t]{0,4}[:：]?\1[ \t]{0,4}[:：]?[ \t]*$/;

/** "**Context.** The redesign needs…" (Barnett-Studios/cxpak): a paragraph opened by its section's name, run in. */
const RUN_IN_LABEL = /^\s{0,3}(\*\*|__)([^*_:：.]{2,30}?)(?:\s*[.:：]\s*\1|\1\s*[.:：])\s*\S/;

function displayName(required: string): string {
  return required.charAt(0).toUpperCase() + required.slice(1);
}

/** Fewer readable records than this make no habit: every record is held to its format's template. */
const HABIT_MIN_RECORDS = 3;

/** The normalised level-2+ headings of a record (and other level-1 headings than its title). */
function headingsOf(record: DecisionRecord): string[] {
  const present: string[] = [];
  // The title is a level-1 heading too; "# 2. Decision" must not count as the Decision section.
  const titleLine = record.title.range.start.line;
  findSection(record, (heading, level, line) => {
    if (level > 1 || line !== titleLine) present.push(normaliseHeading(heading));
  });
  return present;
}

/** How many of a collection's readable records have each of HABIT_SECTIONS, and how many it has. */
interface Habit {
  having: number[];
  size: number;
}

function countHabit(records: Iterable<DecisionRecord>, collection: string): Habit {
  const habit: Habit = { having: HABIT_SECTIONS.map(() => 0), size: 0 };
  for (const other of records) {
    const had = other.collection === collection ? sectionsHad(other) : undefined;
    if (!had) continue;
    habit.size++;
    had.forEach((yes, i) => yes && habit.having[i]!++);
  }
  return habit;
}

/** countHabit once per collection within a judge run. */
function collectionHabit(ctx: RuleContext, collection: string): Habit {
  const cache = memo(ctx, 'missing-sections:habit', () => new Map<string, Habit>());
  let habit = cache.get(collection);
  if (!habit) cache.set(collection, (habit = countHabit(ctx.index.records(), collection)));
  return habit;
}

function judgeSections(record: DecisionRecord, ctx: RuleContext): DiagnosticDraft | undefined {
  if (isUnparsable(record)) return undefined;
  let requirement = requirementFor(ctx, record.format);
  if (requirement.list.length === 0) return undefined;
  const present = headingsOf(record);
  let compared = comparableAll(present);
  const missingOf = (list: Wanted[], strict: boolean): Wanted[] | undefined => {
    let missing: Wanted[] | undefined;
    for (const w of list) {
      if (w.status && record.status) continue;
      if (!hasSection(compared, w, strict)) (missing ??= []).push(w);
    }
    return missing;
  };
  // Strictly first: a record decided under a loose name ("Specification") may still lack its template's heading.
  let missing = missingOf(requirement.list, true);
  // A collection's template asks for some of the defaults at most: it is read only for a record that lacks one.
  const own = missing && !requirement.configured ? templateRequirement(ctx, requirement, record) : undefined;
  if (own) {
    requirement = own;
    missing = missingOf(own.list, true);
  } else if (missing) missing = missingOf(requirement.list, false);
  // A record laid out as MADR ("Considered Options" and "Decision Outcome") under a Nygard status line
  // (digitalservicebund/ris-search's 0007): its consequences are part of the outcome, as MADR's template has them.
  if (missing && !requirement.configured && record.format === 'nygard' && present.includes('decision outcome') && present.some((h) => h === 'considered options' || h === 'options considered')) {
    missing = missing.filter((w) => w.name.toLowerCase() !== 'consequences');
    if (missing.length === 0) return undefined;
  }
  if (!missing) return undefined;
  // Read only for a record that lacks a section by its headings (few): "**Context:**" on a line of its own is a
  // section too, as free-form records and OpenCHAMI's template write them.
  const doc = documentText(ctx.index, record.path);
  if (doc) {
    const labels = boldLabels(doc.lines);
    if (labels.length) {
      present.push(...labels);
      compared = comparableAll(present);
      missing = missingOf(requirement.list, requirement.fromTemplate);
      if (!missing) return undefined;
    }
  }
  // The format's template is a guess from the record's look (front matter, a "Considered options" heading): a section
  // most of the collection goes without under any name is not its habit, and the record is not held to it
  // (kimak-irmagi/taidon's records answer "Question discussed" and "Chosen solution", none of them MADR's headings).
  if (!requirement.configured && !requirement.fromTemplate) {
    const habit = collectionHabit(ctx, record.collection);
    missing = missing.filter((w) => {
      const i = HABIT_SECTIONS.findIndex((h) => h.name === w.name);
      return i < 0 || !goesWithout(habit.having[i]!, habit.size);
    });
    if (missing.length === 0) return undefined;
  }
  const names = missing.map((w) => w.name);
  const list = names.length === 1 ? `"${names[0]}"` : `${names.slice(0, -1).map((n) => `"${n}"`).join(', ')} and "${names[names.length - 1]}"`;
  const edits = doc ? insertSections(record, doc, requirement.order, missing) : [];
  // Said as the config says it: a "*" entry is no template of the record's format ("requiredSections" in .adr-lens.json).
  const whose = requirement.fromTemplate
    ? "its collection's template has"
    : requirement.configuredAs === '*'
      ? '.adr-lens.json requires ("requiredSections": "*")'
      : requirement.configuredAs
        ? `.adr-lens.json requires of ${record.format} records`
        : `its ${record.format} template requires`;
  return {
    path: record.path,
    range: record.title.range,
    message: `${record.id} lacks the ${list} section${names.length > 1 ? 's' : ''} ${whose}: add ${names.length > 1 ? 'them' : 'it'}, or change "requiredSections" in .adr-lens.json.`,
    fixes: edits.length ? [{ title: `Add ${list} section${names.length > 1 ? 's' : ''}`, edits }] : [],
  };
}

export default defineRule({
  id: 'ADR014',
  name: 'missing-sections',
  description: "A record lacks a section its template requires: its collection's own template file, else its format's (e.g. Nygard: Status, Context, Decision, Consequences).",
  defaultSeverity: 'warning',
  tags: ['structure'],
  fix: 'quick fix',
  doc,
  // Judged per record (its fixes sit on its own heading lines), but a record's sections change its collection's habit:
  // the judge re-judges a collection whose habit moved (collectionsWhoseSectionHabitMoved).
  scope: 'record',
  checkRecord(record, ctx) {
    // A page left where a record was, saying where it went ("Moved to [RFC 0007](…)"): its sections went with it.
    if (isMovedPage(record)) return [];
    const draft = judgeSections(record, ctx);
    return draft ? [draft] : [];
  },
});

/** Every section name a format's template asks for, once: what a collection's habit is counted on. */
const HABIT_SECTIONS: Wanted[] = [...new Set(Object.values(DEFAULT_REQUIRED_SECTIONS).flat())].map((name) => wanted(name));

/** Which of the sections formats ask for a record has (undefined: an unread record, which counts for no habit). */
function sectionsHad(record: DecisionRecord): boolean[] | undefined {
  if (isUnparsable(record)) return undefined;
  const compared = comparableAll(headingsOf(record));
  return HABIT_SECTIONS.map((w) => Boolean((w.status && record.status) || hasSection(compared, w, false)));
}

/** Whether a collection of `size` readable records, `having` of which have a section, goes without it by habit. */
function goesWithout(having: number, size: number): boolean {
  return size >= HABIT_MIN_RECORDS && having < size - having;
}

/**
 * The collections whose habit moved when `before` became `record` (either undefined when added or removed): their
 * records are judged again, since missing-sections holds each to what its collection mostly has. Counted only when
 * the record's own sections changed, which typing in prose does not do.
 */
export function collectionsWhoseSectionHabitMoved(records: readonly DecisionRecord[], record: DecisionRecord | undefined, before: DecisionRecord | undefined): string[] {
  const now = record && sectionsHad(record);
  const then = before && sectionsHad(before);
  if (record && before && record.collection === before.collection && String(now) === String(then)) return [];
  const collections = new Set<string>();
  if (record) collections.add(record.collection);
  if (before) collections.add(before.collection);
  const moved: string[] = [];
  for (const c of collections) {
    const h = countHabit(records, c);
    // The counts before the change: without the record as it is now, with the record as it was.
    const counts = [...h.having];
    let size = h.size;
    if (record?.collection === c && now) {
      size--;
      now.forEach((yes, i) => yes && counts[i]!--);
    }
    if (before?.collection === c && then) {
      size++;
      then.forEach((yes, i) => yes && counts[i]!++);
    }
    if (HABIT_SECTIONS.some((_, i) => goesWithout(h.having[i]!, h.size) !== goesWithout(counts[i]!, size))) moved.push(c);
  }
  return moved;
}

/** Empty headings inserted in template order: before the next required section that exists, else at the end. */
function insertSections(record: DecisionRecord, doc: DocumentText, required: Wanted[], missing: Wanted[]): TextEdit[] {
  const level = record.sections.find((s) => s.level > 1)?.level ?? 2;
  const eol = doc.eol;
  const byLine = new Map<number, string[]>();
  const atEnd: string[] = [];
  for (const want of missing) {
    const after = required.slice(required.indexOf(want) + 1);
    let line: number | undefined;
    for (const next of after) {
      const section = record.sections.find((s) => s.level > 1 && satisfies(normaliseHeading(s.heading), next));
      if (section) {
        line = headingStart(record.path, doc, section.headingRange.start.line);
        break;
      }
    }
    // No later required section: right after the earlier one the template puts before it, ahead of what follows
    // that one ("## References", "## Pros and Cons of the Options"), rather than at the end of the record.
    if (line === undefined) line = lineAfterSectionBefore(record, doc, required, want);
    const heading = headingText(record, doc, want.name, level);
    if (line === undefined) atEnd.push(heading);
    else byLine.set(line, [...(byLine.get(line) ?? []), heading]);
  }
  const edits: TextEdit[] = [];
  for (const [line, headings] of byLine) {
    edits.push({ path: record.path, range: at(line, 0), newText: headings.map((h) => `${h}${eol}${eol}`).join('') });
  }
  if (atEnd.length) {
    const last = doc.lines.length - 1;
    const endsWithNewline = doc.lines[last] === '';
    const body = atEnd.map((h) => `${h}${eol}`).join(eol);
    edits.push(
      endsWithNewline
        ? { path: record.path, range: at(last, 0), newText: `${eol}${body}` }
        : { path: record.path, range: at(last, doc.lines[last]!.length), newText: `${eol}${eol}${body}` },
    );
  }
  return edits;
}

/** The heading line that ends the last present required section before `name` in template order, if another follows it. */
function lineAfterSectionBefore(record: DecisionRecord, doc: DocumentText, required: Wanted[], want: Wanted): number | undefined {
  const before = required.slice(0, required.indexOf(want)).reverse();
  for (const earlier of before) {
    const at = record.sections.findIndex((s) => s.level > 1 && satisfies(normaliseHeading(s.heading), earlier));
    if (at < 0) continue;
    const level = record.sections[at]!.level;
    const next = record.sections.slice(at + 1).find((s) => s.level <= level);
    return next && headingStart(record.path, doc, next.headingRange.start.line);
  }
  return undefined;
}
