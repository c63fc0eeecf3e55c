import doc from '../../docs/rules/unknown-reference.md';
import { defineRule } from './define.js';
import { memo, namesakes } from './context.js';
import type { DiagnosticDraft, RuleContext } from '../model.js';
import type { DecisionRecord, Reference, Relation } from '../types.js';
import { OLD_NUMBER_BEFORE, documentText, type DocumentText } from './text.js';
import { definedByHeading } from '../parse/inline-decisions.js';
import { addressNamesNumber, asideWordsInTitle, decisionKey, isYearSegmentKey, numberOfKey, seriesOfKey } from '../keys.js';
import { isAgentInstructionPath } from '../parse/agent-files.js';
import { closesFence, hostedRepository, linkDefinitionsIn, linkLabel, markdownLinks, openingFence, parseHeading, type OpenFence } from '../parse/lines.js';

/**
 * Citations by id only: a link to a missing file is broken-link's business. A bare id resolves to one of the
 * records with its key whenever there is any, so which one (a ranking by the citing folder) does not matter here.
 */
function unresolved(ctx: RuleContext, target: Reference | Relation, path: string): boolean {
  if (!target.targetKey || target.href) return false;
  if (isYearSegmentKey(target.targetKey) && !hasYearSegmentIds(ctx)) return false;
  return namesakes(ctx, target.targetKey).length === 0 && ctx.index.aliasOf(target.targetKey, path) === undefined && !ctx.index.namesADay(target.targetKey);
}

/**
 * Whether some record's id has a year segment ("ADR-2025-003", watchout/hotel-kanri). Elsewhere such an id is no
 * citation of this workspace's records: "例: ADR-2025-001", an example in a template (mahitotsu/tas9s10ream).
 */
function hasYearSegmentIds(ctx: RuleContext): boolean {
  return memo(ctx, 'unknown-reference:year-segment-ids', () => ctx.index.records().some((r) => r.number !== undefined && isYearSegmentKey(r.key)));
}

function anyUnresolved(ctx: RuleContext, path: string, targets: ReadonlyArray<Reference | Relation>, ownKey?: string): boolean {
  for (const t of targets) if (t.targetKey !== ownKey && unresolved(ctx, t, path)) return true;
  return false;
}

function hasRecords(ctx: RuleContext): boolean {
  return memo(ctx, 'has-records', () => ctx.index.records().length > 0);
}

/**
 * One diagnostic per unknown id and document, at its first citation; the other citations are related
 * locations. A record that names a missing ADR twelve times has one problem, not twelve.
 */
function report(path: string, targets: Array<Reference | Relation>, isUnresolved: (t: Reference | Relation) => boolean, absorbed: ReadonlyMap<string, DecisionRecord> = NONE_ABSORBED): DiagnosticDraft[] {
  const byKey = new Map<string, Array<Reference | Relation>>();
  for (const target of targets) {
    if (!isUnresolved(target)) continue;
    const list = byKey.get(target.targetKey!);
    if (list) list.push(target);
    else byKey.set(target.targetKey!, [target]);
  }
  const out: DiagnosticDraft[] = [];
  for (const list of byKey.values()) {
    list.sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
    // A relation and the id inside it are one citation: keep the ones that start on distinct lines/columns and do not nest.
    const distinct = list.filter((t, i) => !list.some((o, j) => j !== i && o !== t && encloses(o, t) && !(encloses(t, o) && j > i)));
    const first = distinct[0]!;
    const written = 'text' in first ? first.text : first.targetText;
    // "0044" of "ADRs 0044 and 0047": a number that the plural prefix before it makes an id, named so.
    const text = /^\d+$/.test(written) ? `${seriesOfKey(first.targetKey!).toUpperCase()} ${written}` : written;
    const times = distinct.length > 1 ? ` (cited ${distinct.length} times here)` : '';
    const successor = absorbed.get(first.targetKey!);
    if (successor !== undefined) {
      // The record that absorbed it names it as history, which is what it is.
      if (successor.path === path) continue;
      out.push({
        path,
        range: first.range,
        severity: 'hint',
        message: `${text} is no record in this workspace${times}: ${successor.id} says it supersedes it, so it was merged or removed on purpose; cite ${successor.id} where its decision is meant.`,
        related: [{ path: successor.path, range: successor.title.range, message: `${successor.id} supersedes ${text}` }, ...distinct.slice(1).map((t) => ({ path, range: t.range, message: `${'text' in t ? t.text : t.targetText} is cited here too` }))],
      });
      continue;
    }
    out.push({
      path,
      range: first.range,
      message: `${text} does not match any decision record in this workspace${times}: check the number, or create the record it refers to.`,
      related: distinct.slice(1).map((t) => ({ path, range: t.range, message: `${'text' in t ? t.text : t.targetText} is cited here too` })),
    });
  }
  return out;
}

const NONE_ABSORBED: ReadonlyMap<string, DecisionRecord> = new Map();

/**
 * Ids no record has that a record here says it supersedes: "### Supersedes — ADR-019: … content merged into this ADR"
 * (TomRiddelsdell/tomriddelsdell.com, whose ADR-019 file was deleted once merged). The id is history, not a record to
 * create; citations of it get a hint that names the record holding its decision now.
 */
function absorbedKeys(ctx: RuleContext): ReadonlyMap<string, DecisionRecord> {
  return memo(ctx, 'unknown-reference:absorbed', () => {
    let out: Map<string, DecisionRecord> | undefined;
    for (const r of ctx.index.records()) {
      if (r.lifecycle === 'rejected' || r.lifecycle === 'proposed') continue;
      for (const rel of r.relations) {
        if (rel.kind !== 'supersedes' || rel.condition !== undefined || !rel.targetKey || rel.href || rel.targetKey === r.key) continue;
        if (!unresolved(ctx, rel, r.path)) continue;
        (out ??= new Map()).set(rel.targetKey, r);
      }
    }
    return out ?? NONE_ABSORBED;
  });
}

function encloses(outer: Reference | Relation, inner: Reference | Relation): boolean {
  const a = outer.range;
  const b = inner.range;
  return a.start.line === b.start.line && a.start.character <= b.start.character && a.end.character >= b.end.character;
}

export default defineRule({
  id: 'ADR008',
  name: 'unknown-reference',
  description: 'A record or another document cites a decision id that no record in the workspace has.',
  defaultSeverity: 'warning',
  tags: ['references'],
  doc,
  scope: 'record',
  checkRecord(record, ctx) {
    // Most records cite only ids that resolve: answer that without building the lists.
    if (!anyUnresolved(ctx, record.path, record.relations, record.key) && !anyUnresolved(ctx, record.path, record.references, record.key)) return [];
    const targets = [...record.relations, ...record.references].filter((t) => t.targetKey !== record.key);
    const elsewhere = keysCitedElsewhere(ctx, record.path, targets);
    const tickets = trackerSeries(ctx);
    const examples = keysGivenAsExamples(ctx, record.path, targets);
    return report(record.path, targets, (t) => unresolved(ctx, t, record.path) && !elsewhere.has(t.targetKey!) && !tickets.has(seriesOfKey(t.targetKey!)) && !examples.has(t.targetKey!), absorbedKeys(ctx));
  },
  checkCiting(citing, ctx) {
    if (isDatedMinutes(citing.path) || !anyUnresolved(ctx, citing.path, citing.references)) return [];
    const elsewhere = keysCitedElsewhere(ctx, citing.path, citing.references);
    const tickets = trackerSeries(ctx);
    const copied = isAgentInstructionPath(citing.path) ? copiedAgentKeys(ctx) : NO_KEYS;
    const submodule = submoduleKeys(ctx);
    const examples = keysGivenAsExamples(ctx, citing.path, citing.references);
    const found = report(citing.path, citing.references, (t) => unresolved(ctx, t, citing.path) && !elsewhere.has(t.targetKey!) && !tickets.has(seriesOfKey(t.targetKey!)) && !copied.has(t.targetKey!) && !submodule.has(t.targetKey!) && !examples.has(t.targetKey!), absorbedKeys(ctx));
    // A workspace without records has nothing to cite; flagging every "ADR-1" in code would be noise.
    return found.length > 0 && !hasRecords(ctx) ? [] : found;
  },
});

/** Words after an id in parentheses that make it one: "(ADR 9, for example)". */
const EXAMPLE_IN_PARENTHESES_AFTER = /^[ \t]{0,2},?[ \t]{0,2}(?:for example|for instance|e\.\s?g\.|say)[.,]?[ \t]{0,2}\)/i;

/**
 * Unknown ids a document gives as examples (isExample) at any of their citations: npryce/adr-tools' README tells how
 * to supersede "a previous one (ADR 9, for example)" and goes on about "ADR 9"; no record 9 is missing.
 */
function keysGivenAsExamples(ctx: RuleContext, path: string, targets: ReadonlyArray<Reference | Relation>): ReadonlySet<string> {
  let out: Set<string> | undefined;
  let doc: DocumentText | undefined;
  for (const t of targets) {
    if (!t.targetKey || out?.has(t.targetKey) || !unresolved(ctx, t, path)) continue;
    doc ??= documentText(ctx.index, path);
    if (!doc) break;
    const line = doc.lines[t.range.start.line] ?? '';
    const after = t.range.end.line === t.range.start.line ? line.slice(t.range.end.character, t.range.end.character + 24) : '';
    if (isExample(doc, t) || (line.lastIndexOf('(', t.range.start.character) > line.lastIndexOf(')', t.range.start.character) && EXAMPLE_IN_PARENTHESES_AFTER.test(after))) (out ??= new Set()).add(t.targetKey);
  }
  return out ?? NO_KEYS;
}

/**
 * A meeting's minutes, filed by its day ("meetings/2023/2023-11-16.md", zarr-developers/zeps): history, naming the
 * proposals of its time as they stood, some still pull requests ("Discussions revolved around ZEP8"). An id no record
 * has there is one not written yet, or never merged, not one to create now.
 */
const DATED_MINUTES = /(?:^|\/)(?:meetings?|minutes|meeting[-_ ]notes|syncs?|standups?)\/(?:[^/]{1,80}\/){0,3}[^/]{0,40}?\d{4}-?\d{2}-?\d{2}[^/]{0,80}$/i;

function isDatedMinutes(path: string): boolean {
  return DATED_MINUTES.test(path);
}

/** Series that name decisions whatever else is cited by them. */
const DECISION_SERIES = /^(?:adrs?|ad|dr|adl|add|tdr|pdr|rfcs?|dec|decision|decisions|record)(?:-|$)/;

/**
 * Series whose ids are a tracker's keys: tasker-systems/tasker-core-rs names its eight records after their tickets
 * ("TAS-51-bounded-mpsc-channels.md") and cites some 150 other tickets in its code ("-- TAS-168: aggregated
 * analytics"). Unknown ids of a series outnumbering its records three to one, and ten or more, are work items, not
 * decisions that went missing; a series of a decision word (ADR, RFC, DR, …) never is.
 */
function trackerSeries(ctx: RuleContext): Set<string> {
  return memo(ctx, 'unknown-reference:tracker-series', () => {
    const records = new Map<string, number>();
    for (const r of ctx.index.records()) {
      if (r.number === undefined) continue;
      const s = seriesOfKey(r.key);
      if (!DECISION_SERIES.test(s)) records.set(s, (records.get(s) ?? 0) + 1);
    }
    const out = new Set<string>();
    if (records.size === 0) return out;
    const unknown = new Map<string, Set<string>>();
    const note = (t: Reference | Relation, path: string): void => {
      if (!t.targetKey || t.href) return;
      const s = seriesOfKey(t.targetKey);
      if (!records.has(s) || !unresolved(ctx, t, path)) return;
      let keys = unknown.get(s);
      if (!keys) unknown.set(s, (keys = new Set()));
      keys.add(t.targetKey);
    };
    for (const r of ctx.index.records()) for (const t of [...r.relations, ...r.references]) note(t, r.path);
    for (const d of ctx.index.citingDocuments()) for (const t of d.references) note(t, d.path);
    for (const [s, keys] of unknown) if (keys.size >= 10 && keys.size >= 3 * records.get(s)!) out.add(s);
    return out;
  });
}

const NO_KEYS: ReadonlySet<string> = new Set();
/** Agent files citing one unknown id, and nothing else citing it, that make it a copied framework's id. */
const COPIED_AGENT_FILES = 3;

/**
 * Unknown ids that only agents' instruction files cite, three or more of them: "Follow label-based coordination
 * (ADR-0006)" in nine ".claude/commands/*.md" copied from the Loom agent framework (rjwalters/nistmemsql, three records
 * here). The id is the framework's decision, copied with its files; no record of this workspace is missing.
 */
function copiedAgentKeys(ctx: RuleContext): ReadonlySet<string> {
  return memo(ctx, 'unknown-reference:copied-agent-keys', () => {
    const agentFiles = new Map<string, number>();
    const elsewhere = new Set<string>();
    for (const r of ctx.index.records()) for (const t of [...r.relations, ...r.references]) if (t.targetKey) elsewhere.add(t.targetKey);
    for (const d of ctx.index.citingDocuments()) {
      const agent = isAgentInstructionPath(d.path);
      const keys = new Set<string>();
      for (const t of d.references) if (t.targetKey && !t.href && (!agent || unresolved(ctx, t, d.path))) keys.add(t.targetKey);
      for (const k of keys) {
        if (agent) agentFiles.set(k, (agentFiles.get(k) ?? 0) + 1);
        else elsewhere.add(k);
      }
    }
    const out = new Set<string>();
    for (const [k, n] of agentFiles) if (n >= COPIED_AGENT_FILES && !elsewhere.has(k)) out.add(k);
    return out;
  });
}

/**
 * Whether some file of the workspace links the unknown id `key` to another repository: kubernetes-sigs/kueue's DRA KEP
 * links "[KEP-4815](https://github.com/kubernetes/enhancements/issues/…)", and its Go comments and docs name "KEP-4815"
 * bare. The author said once whose id it is; it stays that project's in every file. Asked of the id's own citations
 * (the index keeps them by key), not of the whole workspace: a keystroke's judgement asks it too.
 */
function keyLinkedAway(ctx: RuleContext, key: string): boolean {
  return memo(ctx, `unknown-reference:linked-away:${key}`, () => {
    for (const { path, reference } of ctx.index.keyCitations(key)) {
      const doc = documentText(ctx.index, path);
      if (!doc) continue;
      const repository = linkedRepository(doc, reference, () => linkDefinitionsIn(doc.lines));
      if (repository !== undefined && !ctx.index.isOwnRepository(repository)) return true;
    }
    return false;
  });
}

/**
 * Unknown ids the workspace links into a git submodule: "[ADR-025](lib/event-sourcing-platform/docs/adrs/ADR-025-….md)"
 * in syntropic137/syntropic137's AGENTS.md, whose code cites "(ADR-025)" bare. The decision is the submodule's (a
 * clone without --recurse-submodules leaves it empty); no record of this workspace is missing.
 */
function submoduleKeys(ctx: RuleContext): ReadonlySet<string> {
  return memo(ctx, 'unknown-reference:submodule-keys', () => {
    let out: Set<string> | undefined;
    const note = (t: Reference | Relation, path: string): void => {
      if (!t.targetKey || !t.href || !unresolved(ctx, { ...t, href: undefined }, path)) return;
      const target = ctx.index.linkTarget(path, t.href);
      if (target !== undefined && ctx.index.inSubmodule(target)) (out ??= new Set()).add(t.targetKey);
    };
    for (const r of ctx.index.records()) for (const t of r.references) note(t, r.path);
    for (const d of ctx.index.citingDocuments()) for (const t of d.references) note(t, d.path);
    return out ?? NO_KEYS;
  });
}

/** Unknown ids a document shows to be another project's somewhere in it: all its mentions of them mean that one. */
function keysCitedElsewhere(ctx: RuleContext, path: string, targets: ReadonlyArray<Reference | Relation>): Set<string> {
  const keys = new Set<string>();
  const doc = documentText(ctx.index, path);
  if (!doc) return keys;
  const reserved = reservedByIndex(ctx);
  let definitions: Map<string, string> | undefined;
  const linkedAway = (t: Reference | Relation) => {
    const repository = linkedRepository(doc, t, () => (definitions ??= linkDefinitionsIn(doc.lines)));
    return repository !== undefined && !ctx.index.isOwnRepository(repository);
  };
  let addresses: string[] | undefined;
  const seriesAddressAway = (key: string) => addressNamesKey(ctx, (addresses ??= addressesIn(doc.text)), key);
  for (const t of targets) {
    if (t.targetKey && !keys.has(t.targetKey) && unresolved(ctx, t, path) && (reserved.has(t.targetKey) || numberedLikeAnIssue(t) || templateNumber(t) || countingNumber(t) || citesElsewhere(doc, t) || seriesAddressAway(t.targetKey) || isExample(doc, t) || isPlanned(doc, t) || qualifiedByProject(doc.lines, t) || namedAsGoneOrPattern(doc, t) || linkedAway(t) || definedByHeading(doc.lines, t.range) || besideAnotherProjectsId(ctx, targets, t) || ctx.index.definedAbove(t.targetKey, path) || outcomeOfTodo(path, doc, t) || keyLinkedAway(ctx, t.targetKey))) keys.add(t.targetKey);
  }
  return keys;
}

/**
 * Numbers a collection's index reserves for records not yet written: its README's table "| ADR (prévisionnel) | Sujet |"
 * under "## Décisions en attente", rows "| 0007 | Canal de contact |" (JuriSOK/OpenPortfolio, whose notes then cite
 * ADR-0007 "to be decided"). Citing a number the project planned on purpose is no mistyped reference.
 */
function reservedByIndex(ctx: RuleContext): ReadonlySet<string> {
  return memo(ctx, 'unknown-reference:reserved-by-index', () => {
    const out = new Set<string>();
    for (const c of ctx.index.collections()) {
      for (const name of ['README.md', 'readme.md', 'index.md']) {
        const source = ctx.index.text(c.dir ? `${c.dir}/${name}` : name);
        if (source === undefined) continue;
        for (const n of plannedTableNumbers(source.split(/\r?\n/))) out.add(decisionKey(c.prefix, n));
        break;
      }
    }
    return out;
  });
}

/** The numbers first in the rows of tables that a planned heading or header cell labels. */
function plannedTableNumbers(lines: readonly string[]): number[] {
  const out: number[] = [];
  let headingPlanned = false;
  let tablePlanned: boolean | undefined;
  for (const line of lines) {
    const heading = /^#{1,6}\s+(.{1,200})$/.exec(line);
    if (heading) headingPlanned = PLANNED_TABLE_LABEL.test(heading[1]!);
    if (!line.startsWith('|')) {
      tablePlanned = undefined;
      continue;
    }
    if (tablePlanned === undefined) {
      tablePlanned = headingPlanned || PLANNED_TABLE_LABEL.test(line);
      continue;
    }
    const first = RESERVED_ROW.exec(line)?.[1];
    if (tablePlanned && first !== undefined) out.push(Number(first));
  }
  return out;
}

// "Pending decisions", "ADR (planned)", "Décisions en attente", "ADR (prévisionnel)": a table of records to write.
const PLANNED_TABLE_LABEL = /(?<!\p{L})(?:planned|pending|reserved|upcoming|to be written|prévisionnel(?:le)?s?|en attente|à venir|à rédiger|previst[oa]s?|pendientes?|pendentes?|geplant)(?!\p{L})/iu;
// "| 0007 | Sujet |", "| ADR-0007 | … |": a row's first cell, the reserved number, with no link to a written record.
const RESERVED_ROW = /^\|\s*(?:[A-Za-z]{1,12}[-_ ]?)?(\d{1,7})\s*\|/;

/**
 * "ADR Reference: ADR 0003 (oc-mirror), ADR 0017 (Quay)" (tosin2013/qubinode_navigator's DAGs, imported from another
 * project): ids named in parentheses, two of records here whose titles the names are not (ADR-0003 is this
 * repository's "Dynamic Configuration Management"), none a record here by its title. The ids of that line are the other project's (as the index
 * resolves them: see lineOfAnotherProject there).
 */
function besideAnotherProjectsId(ctx: RuleContext, targets: ReadonlyArray<Reference | Relation>, target: Reference | Relation): boolean {
  if (!('titled' in target) || target.titled === undefined) return false;
  const line = target.range.start.line;
  let mismatched = 0;
  for (const u of targets) {
    if (u.range.start.line !== line || !('titled' in u) || u.titled === undefined || !u.targetKey) continue;
    const same = namesakes(ctx, u.targetKey);
    if (same.some((r) => asideWordsInTitle(u.titled!, r.title.value) !== 0)) return false;
    if (same.length > 0) mismatched++;
  }
  return mismatched >= 2;
}

/**
 * "ADR-000" or "ADR-0000" that no record has (longhorn's "| ADR-000 | Plantilla … |", "ADR-0000/0006/0007" in
 * chigio_time's changelog): the number of the collection's template, which is no record.
 */
function templateNumber(target: Reference | Relation): boolean {
  return target.targetKey !== undefined && target.targetKey.endsWith('-0');
}

/**
 * "GEP-1234: Some Title" in kubernetes-sigs/gateway-api's hack/verify-gep-frontmatter.sh, showing the title a page
 * must carry: the counting digits are the number an example makes up, not a decision that is gone.
 */
function countingNumber(target: Reference | Relation): boolean {
  const n = numberOfKey(target.targetKey ?? '');
  return n === 1234 || n === 12345;
}

/**
 * "ai-helm ADR-0063", "(`ai-helm` ADR-0021)", and the ids listed after one in its clause ("ai-helm ADR-0028 (pricing),
 * ADR-0070"): another repository's decisions, named by that repository (ADORSYS-GIS/lightbridge-governance). A
 * hyphenated English word before an id ("follow-up ADR-12", "so-called ADR-5") names no project.
 */
export function qualifiedByProject(lines: readonly string[], target: Reference | Relation): boolean {
  const line = lines[target.range.start.line] ?? '';
  const before = line.slice(0, target.range.start.character);
  // "ADR-014 [^2] of the Cosmos Hub" (atomone-hub/atomone): a project named after the id.
  if (OF_PROJECT_AFTER.test(line.slice(target.range.end.character))) return true;
  // "(see ADR-009 in the Manage repo)" (NHSDigital/manage-breast-screening-gateway): another repository, said so.
  if (IN_NAMED_REPOSITORY_AFTER.test(line.slice(target.range.end.character, target.range.end.character + 80))) return true;
  // "`Reefact/first-class-errors`, ADR-0062": the repository, by owner and name.
  if (REPOSITORY_BEFORE.test(before)) return true;
  // "See ADR 0035 in verify-architecture" (alphagov/verify-hub): a repository's name after the id.
  const after = REPOSITORY_AFTER.exec(line.slice(target.range.end.character));
  if (after && !ENGLISH_COMPOUND_START.test(after[1]!)) return true;
  // "after ACES ADR-073" (Brad-Edwards/aptl): a project's acronym or inner-capital name right before the id; "The
  // upstream workflow platform's ADR-054 (Vale gate) and ADR-055": an upstream project's, and the ids after it in
  // its clause.
  // The clause's last 300 characters: a line of thousands of ids is not read again for each.
  const clause = before.slice(-300);
  if (namedProjectBefore(clause)) return true;
  for (const m of clause.matchAll(ID_IN_TEXT)) {
    if (!/[.;]/.test(clause.slice(m.index + m[0].length)) && namedProjectBefore(clause.slice(0, m.index))) return true;
  }
  if (!before.includes('-') && !before.includes('_')) return false;
  // Four characters at least: "categories A-D ADR-051" (souls-guild/soul-stack) names a range, not a project.
  const direct = PROJECT_BEFORE.exec(before);
  if (direct && direct[1]!.length >= 4 && !ENGLISH_COMPOUND_START.test(direct[1]!)) return true;
  for (const m of before.matchAll(PROJECT_ID_IN_CLAUSE)) if (m[1]!.length >= 4 && !ENGLISH_COMPOUND_START.test(m[1]!)) return true;
  return false;
}

// "CubeOS-family ADR-0008" (cubeos-app/meshsat): capitals too.
const PROJECT = '([A-Za-z][A-Za-z0-9]*(?:[-_][A-Za-z0-9]+)+)';
const OF_PROJECT_AFTER = /^\s*(?:\[\^[^\]]*\]\s*)?(?:of|in|from)\s+(?:the\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*)+/;
const IN_NAMED_REPOSITORY_AFTER = /^\s*(?:in|of|from)\s+(?:the\s+)?(?!(?:this|our|same|current|main)\b)(?:[\w.-]+\s+){1,3}(?:repo|repository|codebase)\b/i;
// Not a file ("`design/architecture.md`, ADR-0045", a table's cell of sources): a repository's name has no extension.
const REPOSITORY_BEFORE = /`[A-Za-z0-9][\w.-]*\/(?![\w.-]*\.(?:md|mdx|rst|txt|adoc|ts|tsx|js|mjs|go|py|rs|java|kt|rb|cs|json|ya?ml|toml|sql|sh)`)[\w.-]+`\s*(?:[,:]\s*)?$/;
const PROJECT_BEFORE = new RegExp(`(?:^|[\\s(\\[|,;])\`?${PROJECT}\`?\\s+$`);
/** A project-named id earlier in the same clause: no sentence end between it and the id asked about. */
const PROJECT_ID_IN_CLAUSE = new RegExp(`(?:^|[\\s(\\[|,;])\`?${PROJECT}\`?\\s+[Aa][Dd][Rr][-_ ]?\\d+(?=[^.;]*$)`, 'g');
const REPOSITORY_AFTER = /^\s*(?:in|of|from)\s+(?:the\s+)?`?([a-z][a-z0-9]*(?:-[a-z0-9]+)+)`?(?=[\s.,;:)]|$)/;
/** "ACES", "AIB", "GitLab": an acronym (two to ten capitals) or a name with a capital inside, right before the id. */
const ACRONYM_BEFORE = /(?:^|[\s(\[|,;])`?([A-Z][A-Z0-9]{1,9}|[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*)`?\s+$/;
/** Capitals that are no project: notes, verbs and words shouted in comments, and the names of kinds of records. */
const NOT_A_PROJECT = /^(?:SEE|AND|OR|NOT|NOTE|NOTES|TODO|FIXME|XXX|HACK|NEW|OLD|THE|PER|CF|PR|MR|RFC|RFCS|ADR|ADRS|DR|MUST|SHOULD|SHALL|MAY|BREAKING|DEPRECATED|IMPORTANT|WARNING|WARN|INFO|ID|IDS|OUR|THIS|ALSO|VIA|AS|IN|OF|BY|TO|FOR|BUG|FIX|WIP|DONE|NB|PS|FYI|ONLY|USE|PLUS|WITH|FROM|SEC|ARCH|DOC|DOCS|API|REQ|SPEC|AI|LLM|TBD|N|NO|YES|OK|IF|ELSE|THEN|WHEN|KEY|NEXT|LAST|ALL|ANY|EACH|SOME|BOTH|EITHER|NEITHER|PRE|POST|OPEN|CLOSED|ACCEPTED|PROPOSED|REJECTED|SUPERSEDED|DRAFT|FINAL|UPDATE|UPDATED|ADD|ADDED|CHANGE|CHANGED|REMOVED|MOVED)$/;
const ID_IN_TEXT = /\b[Aa][Dd][Rr][-_ ]?\d+/g;

function namedProjectBefore(before: string): boolean {
  const named = ACRONYM_BEFORE.exec(before);
  if ((named !== null && !NOT_A_PROJECT.test(named[1]!)) || UPSTREAM_BEFORE.test(before)) return true;
  // "Adapted from Frame Minion's ADR-010 service" (okeylanders/prose-minion-vscode), "per FrontComposer's Story 3-1
  // ADR-030" (Hexalith/Hexalith.Folders): a project's name in the possessive, a few words before.
  const owner = before.includes('s') ? POSSESSIVE_NAME_BEFORE.exec(before) : null;
  if (owner !== null && !NOT_AN_OWNER.test(owner[1]!)) return true;
  // "run under mini's own ADR-0022" (ahliweb/awcms), "shopping-service 내부 ADR-001" ("internal to", L-a-z-e/portal-universe).
  const own = OWN_BEFORE.exec(before);
  if (own !== null && !NOT_AN_OWNER.test(own[1]!)) return true;
  // "Prior art: the sibling Laminar package, its ADR 0012" (OrcVole/langfuse-cloudron): a named package's own.
  return before.includes('its') && NAMED_PACKAGE_ITS_BEFORE.test(before);
}

const OWN_BEFORE = /(?:^|[^\p{L}\p{N}])([\p{L}\p{N}][\p{L}\p{N}._-]{0,40})(?:['’]s[ \t]+own|[ \t]*내부)[ \t]+[*_`]*$/u;
const NAMED_PACKAGE_ITS_BEFORE = /(?:^|[^\p{L}\p{N}])[A-Z][\p{L}\p{N}.-]*[ \t]+(?:package|project|repo|repository|library|crate|module|service|app|plugin|fork)[ \t]*[,;:—–-][ \t]*(?:and[ \t]+)?its[ \t]+[*_`]*$/u;

// "The local Straylight checkout's latest ADR is **ADR-030**" (0xHoneyJar/loa-dixie): the name, maybe a word after it.
const POSSESSIVE_NAME_BEFORE = /(?:^|[^\p{L}\p{N}])((?:[A-Z][\p{L}\p{N}]*\s)?[A-Z][\p{L}\p{N}]*(?:\s[a-z][\p{L}\p{N}]*)?)['’]s\s+(?:[\p{L}\p{N}-]+\s+){0,4}[*_`]*$/u;
/** Words that start a sentence or name this workspace's own, in the possessive: "This project's ADR-3". */
const NOT_AN_OWNER = /^(?:This|That|These|Our|The|Its|Their|Today|Team|Project|Repo|Repository|Company|Everyone|Nobody|Last|Next|One|Each|ADR|Adr)(?:\s|$)|\s(?:team|project|repo|repository)$/i;

const UPSTREAM_BEFORE = /\bupstream\b(?:[^.;]{0,40}?['’]s)?\s+$/i;
const ENGLISH_COMPOUND_START = /^(?:follow|so|long|short|re|co|non|pre|post|sub|self|well|cross|multi|per|to|up|top|high|low|mid|new|old|in|on|off|out|over|under|read|write|built|one|two|three|first|second|third|last|next|x|e)[-_]/i;

/**
 * "ADR #0012" names a record where one has that number; where none has, "(per ADR #3946)" (BrighterCommand/Brighter),
 * "ADR #157" (KimYeonWook511/commerce-backend) are the numbers of the pull requests or issues that carried them.
 */
function numberedLikeAnIssue(target: Reference | Relation): boolean {
  const text = 'text' in target ? target.text : target.targetText;
  // "CS8820", "CA1822" beside CasteloBrancoLab/Bedrock's "CS-001" records: a compiler's diagnostic code, its letters
  // and four digits or more written together, where the records write a separator.
  return text.includes('#') || /^(?!ADR)[A-Z]{2,4}\d{4,}$/.test(text);
}

/**
 * "consolidates the former ADR 0036 and ADR 0037" (0xSymbiome/cow-rs): numbers the text says are gone; "Number it
 * sequentially (ADR-005, ADR-006, etc.)" (CivicPress/civicpress): numbers shown as a pattern; the next free number,
 * and numbers left unused on purpose.
 */
function namedAsGoneOrPattern(doc: DocumentText, target: Reference | Relation): boolean {
  const line = doc.lines[target.range.start.line] ?? '';
  const before = line.slice(0, target.range.start.character);
  const after = line.slice(target.range.end.character);
  return GONE_BEFORE.test(before) || OLD_NUMBER_BEFORE.test(before.slice(-48)) || GONE_IN_CLAUSE.test(before) || ETC_AFTER.test(after) || NEXT_BEFORE.test(before) || GAPPED_AFTER.test(after) ||
    NEXT_TAKEN_BEFORE.test(before.slice(-60)) || GLOB_AFTER.test(after) || NUMBERING_GAP_BEFORE.test(before.slice(-120)) || MERGED_AWAY_AFTER.test(after) || consolidatedHere(before);
}

/**
 * "Accepted (Consolidates ADRs 0002, 0005, 0013)": the numbers a record says it took in, their own files folded into it and
 * gone, as "ADR-003 was merged into ADR-002" tells from the other side.
 */
function consolidatedHere(before: string): boolean {
  const near = before.length > 120 ? before.slice(-120) : before;
  return CONSOLIDATION_WORD.test(near) && CONSOLIDATED_BEFORE.test(near);
}
const CONSOLIDATION_WORD = /consolidat|merg|absorb/i;
// The word, then the ids listed so far ("ADRs 0002, 0005, "), each number followed by its separator.
const CONSOLIDATED_BEFORE = /\b(?:consolidat(?:es|ed|ing)|merg(?:es|ed|ing)|absorb(?:s|ed|ing))[ \t]+(?:the[ \t]+)?(?:former[ \t]+|earlier[ \t]+)?(?:[A-Za-z]{2,6}s?[-_ #]?)?(?:\d+[ \t]*(?:,|\/|&|and)[ \t]*(?:[A-Za-z]{2,6}[-_ #]?)?)*[*_`]*$/i;

/**
 * "1. Sonraki numarayı al (ADR-006)" ("take the next number", eminemre35/cafeduo-main's how-to): the number the next
 * record takes, in brackets after the step. Turkish and Russian teams write the step in their language.
 */
const NEXT_TAKEN_BEFORE = /(?:\bnext[ \t]+(?:free[ \t]+|available[ \t]+|unused[ \t]+)?(?:number|id)|(?<!\p{L})sonraki[ \t]+numara\p{L}{0,3}(?:[ \t]+al)?|(?<!\p{L})следующий[ \t]+(?:свободный[ \t]+)?номер)[ \t]{0,3}[(:][ \t]{0,3}[*_`]{0,3}$/iu;
/** "**ADR-001-*.md**" (AlexisJ16/CarrilloAbogados' agent instructions): a file glob standing for any record's file. */
const GLOB_AFTER = /^[-_]\*(?![*\s])/;
/** '!!! note "Numbering gap" ADR-003 was a draft that was merged into ADR-002' (ff-fab/lumehaven): a retired number. */
const NUMBERING_GAP_BEFORE = /\bnumbering[ \t]+gap\b[^.\n]{0,60}$/i;
const MERGED_AWAY_AFTER = /^[^.\n]{0,60}?\b(?:was|were|got|has[ \t]+been)[ \t]+(?:merged|folded|absorbed)[ \t]+into\b/i;

/** "Number sequentially (next is ADR-013)" (benzwick/SlicerMouseMaster): the number the next record will take. */
const NEXT_BEFORE = /\bnext(?:\s+(?:free|available|unused))?(?:\s+(?:number|id|adr|record))?\s+(?:is|will\s+be|would\s+be)\s*:?\s*[*_`]*$|\bnext\s+(?:free|available|unused)(?:\s+(?:number|id))?\s*:?\s*[*_`]*$/i;
/**
 * "| ADR-065 | *(deliberately gapped — …)* |", "ADR-065 is deliberately gapped" (chipi/chemigram): a number left unused;
 * "ADR-0033 is intentionally unassigned (reserved gap …)" in an index's notes says the same.
 */
const GAPPED_AFTER = /^[\s*_`|)]{0,8}(?:[(—–:-][\s*_`(]{0,4})?(?:is\s+|was\s+)?(?:deliberately|intentionally)\s+(?:gapped|skipped|unused|unassigned|left\s+(?:out|blank|unused)|not\s+used)/i;

const GONE_BEFORE = /\b(?:former|formerly|deleted|removed|retired|withdrawn)\s+[*_`]*$/i;
const GONE_IN_CLAUSE = /\b(?:former|formerly|deleted|removed|retired|withdrawn)\s+[*_`]*ADR[-_ #]?\d+[^.;]*$/i;
const ETC_AFTER = /^(?:\s*,\s*ADR[-_ ]?\d+)*[\s,]*(?:etc\b|\.\.\.|…)/i;

/** "[ADR 084][a84]" or "[ADR 084][]": the label a reference link is defined under, lower case, spaces collapsed. */
// No "[" inside: from each bracket of a long run of them, the text would run to the run's end (quadratic).
const REFERENCE_LINK = /\[([^\][]+)\]\[([^\][]*)\]/g;

/**
 * The repository on a code host that the link an id is the text of points into: "the proposed [ADR 083](https://
 * github.com/tendermint/tendermint/pull/9651)", or the same as a reference link (cometbft's "[ADR 083][adr083]").
 * The author says where that decision is: another project's, unless the repository is this one.
 */
function linkedRepository(doc: DocumentText, target: Reference | Relation, definitions: () => Map<string, string>): string | undefined {
  const line = doc.lines[target.range.start.line] ?? '';
  const { character: start } = target.range.start;
  const { character: end } = target.range.end;
  if (!line.includes('[')) return undefined;
  for (const link of markdownLinks(line)) {
    if (!link.image && start >= link.textStart && end <= link.textStart + link.text.length) return hostedRepository(link.href);
  }
  for (const m of line.matchAll(REFERENCE_LINK)) {
    const textStart = m.index + 1;
    if (start < textStart || end > textStart + m[1]!.length) continue;
    const href = definitions().get(linkLabel(m[2] || m[1]!));
    return href === undefined ? undefined : hostedRepository(href);
  }
  return undefined;
}

/**
 * A record still to write: "- [ ] Create ADR 005: Dual-File Format" (DavidROliverBA/bac4's roadmap), "[ADR-0004: Database
 * Choice](0004-database-choice.md) — (future)", "ADR-0007 (planned)" (Episk-pos/DevFoundry).
 */
function isPlanned(doc: DocumentText, target: Reference | Relation): boolean {
  const line = doc.lines[target.range.start.line] ?? '';
  const after = line.slice(target.range.end.character);
  const before = line.slice(0, target.range.start.character);
  return PLAN_VERB_BEFORE.test(before) || RECORD_IN_BEFORE.test(before) || EXCLUDED_BEFORE.test(before) || NEXT_NUMBER_BEFORE.test(before) || NO_SUCH_BEFORE.test(before) || PLANNED_AFTER.test(after) || PLANNED_AFTER_CJK.test(after) || KEPT_FOR_LATER_AFTER.test(after) || NEVER_CREATED_AFTER.test(after) || inPlannedList(doc.lines, target.range.start.line);
}

/**
 * An item of a list under "### Future ADRs", "**Planned:**", "### Zukünftige ADRs" (AImitSK/skamp): records to write.
 * The list's own lines and blank lines may stand between the item and its heading or label.
 */
function inPlannedList(lines: readonly string[], line: number): boolean {
  if (!/^\s*(?:[-*+]|\d+[.)])\s/.test(lines[line] ?? '')) return false;
  let leadIn = false;
  for (let l = line - 1; l >= 0 && l >= line - 40; l--) {
    const text = (lines[l] ?? '').trim();
    if (text === '' || /^(?:[-*+]|\d+[.)])\s/.test(text)) continue;
    // "Planned ADRs" over "============" (pulseengine/wrt, reStructuredText): the heading is the line above its rule.
    if (/^([=~^"'`#*+-])\1{2,}$/.test(text)) continue;
    const label = text.replace(/^#{1,6}\s+/, '').replace(/[*_:：]+/g, ' ').trim();
    if (PLANNED_HEADING.test(label)) return true;
    // "## Future ADRs (Planned)", then "When we implement these topics:" over the list (bees-brewery_case): a sentence
    // that leads into the list stands between it and its heading.
    if (leadIn || text.startsWith('#') || !/[:：]$/.test(text)) return false;
    // "The following ADRs are planned for future architectural decisions:": the lead-in says it.
    if (PLANNED_LEAD_IN.test(text)) return true;
    leadIn = true;
  }
  return false;
}

/**
 * "- **Outcome:** ADR-012 (Tool choice), or amendment to ADR-006" in "docs/TODO/e2e-testing-tool-evaluation.md"
 * (ff-fab/lumehaven): the record a task still to do is to end in, not one written.
 */
const TODO_FOLDER = /(?:^|\/)to-?dos?\//i;
const OUTCOME_BEFORE = /\b(?:outcome|deliverable|result)s?[*_]{0,2}[ \t]{0,3}:[ \t]{0,3}[*_]{0,2}[ \t]{0,3}$/i;

function outcomeOfTodo(path: string, doc: DocumentText, target: Reference | Relation): boolean {
  if (!TODO_FOLDER.test(path)) return false;
  const line = doc.lines[target.range.start.line] ?? '';
  return OUTCOME_BEFORE.test(line.slice(Math.max(0, target.range.start.character - 40), target.range.start.character));
}

/** A sentence leading into a list of records to write. */
const PLANNED_LEAD_IN = /\b(?:adrs?|decisions?|records?)\s+(?:are|is|will be)\s+(?:planned|to be written|upcoming)\b|\b(?:planned|upcoming|future)\s+(?:adrs?|decisions?|decision records?)\b/i;
const PLANNED_HEADING = /^(?:(?:future|planned|upcoming|potential|possible|pending)\s+(?:adrs?|decisions?|decision records?)|(?:adrs?|decisions?)\s+(?:to (?:write|come|be written)|planned)|planned|geplant|zukünftige\s+(?:adrs?|entscheidungen)|mögliche zukünftige entscheidungen|adrs? futurs?|décisions futures|futuras? adrs?|próximos adrs?|adrs? planejad[oa]s|adrs? planificad[oa]s)\b/i;

/** "40 ADRs (ADR-001…040, excluding ADR-034/036/037)" (soul-stack's changelog): numbers left out, named to say so. */
/** "next available number (currently: **ADR-014**" (OmniNode-ai/omnibase_core's README): the number a record is to take. */
/** "No hay ADR-0007: la numeración salta" (NahuellPalacio/Harness-Project): said to be no record. */
// "ADR 2 links to nonexistent ADR 99" (joshrotenberg/adrs' lint tests): an id made up to be missing.
const NO_SUCH_BEFORE = /(?:\b(?:non-?existent|non-?existing|bogus|fake|made-up)|\bthere (?:is|are) no|\bno hay|\bno existe|\bn[ãa]o h[áa]|\bn[ãa]o existe|\bil n'y a pas d[e']|\bes gibt kein(?:e|en)?)\s*[*_`]*$/iu;
const NEXT_NUMBER_BEFORE = /\bnext\s+(?:available|free|unused)\s+(?:number|id)\b[^.\n]{0,30}$/i;
const EXCLUDED_BEFORE = /\b(?:excluding|except(?:\s+for)?|skipping|other than)\s+(?:(?:ADR|DR)[-_ ]?\d+[\s,/]+(?:and\s+|or\s+)?)*[*_`[]*$/i;

// Russian has its verbs for it ("При подтверждении — завести ADR-006", "once confirmed, open ADR-006",
// KoryakinYurij/threshold-of-light); \b is for Latin words only, so the Cyrillic ones start after a non-letter.
const PLAN_VERB_BEFORE = /(?:\b(?:create|write|draft|add|propose|open)|(?<!\p{L})(?:завести|заведём|заведем|создать|создадим|написать|напишем|оформить|оформим|подготовить))\s+(?:an?\s+|the\s+|новый\s+|новую\s+)?(?:new\s+)?[*_`[]*$/iu;
// "ADR-0010 (…) and ADR-0011 (…) remain reserved for Phase 6 entry", "ADR-0011 (sync conflicts; will be authored in
// Phase 6)" (Prompt-or-Die-Labs/actantdb): numbers kept for records to come.
/** "Record in ADR-0006." as a plan's step (vadimjoy/file-injector): the record to write, told in the imperative. */
const RECORD_IN_BEFORE = /(?:^|[.;:!?]\s+|^\s*(?:[-*+]|\d+[.)])\s+)(?:\*\*|__)?(?:record|document|capture)(?:\s+(?:this|it|that|the decision|the outcome))?\s+in\s+(?:a\s+new\s+)?[*_`[]*$/i;
// "ADR-0004 將於本節落地後寫入" ("will be written once this section lands", roy4222/PawAI): a record yet to write.
const PLANNED_AFTER_CJK = /^[^。.;\n]{0,40}?(?:將於|将于|待)[^。.;\n]{0,30}?(?:寫入|写入|撰寫|撰写|編寫|编写|起草)|^[^。.;\n]{0,40}?(?:後で|のちに)?(?:作成予定|起票予定)/;
const PLANNED_AFTER = /^[^.;\n]{0,80}?(?:\((?:future|planned|to be written|tbd|todo|draft pending)\)|[—–-]\s*\(?(?:future|planned|to be written)\b)/i;
// "ADR-034, ADR-036, ADR-037 — numbers unused (a gap in numbering)" (souls-guild/soul-stack): numbers no record has, on
// purpose.
const KEPT_FOR_LATER_AFTER = /^[^.\n]{0,100}?(?:\b(?:remains?|are|is|stays?|kept)\s+reserved\b|\b(?:fica|queda|reste|bleibt|stays?)\s+(?:livre|libre|frei|free)\b|\bnumbers?\s+(?:are\s+|were\s+)?(?:unused|skipped|not used|never used)\b|\b(?:are|is|were|was)\s+(?:unused|skipped|never used)\b|\bwill be (?:authored|written|created|drafted|added)\b|[—–-]\s*(?:to be\s+)?authored (?:at|in|during|with)\b)/i;

// "ADR-025 was never created (numbering gap — do not reuse)" (syntropic137/syntropic137's agent file and index): a gap
// the text documents, not a record gone missing.
// "ADRs 002, 003, and 005 were not written, since …" (ysrgroup26/IOMS's changelog): the same, said with "not".
const NEVER_CREATED_AFTER = /^[^.\n]{0,60}?(?:\b(?:was|were|has been|have been)\s+(?:never|not(?:\s+yet)?)\s+(?:created|written|filed|assigned|used)\b|\bnumbering\s+gap\b)/i;

/** "E.g. to link ADR 12 to ADR 10" (a tool's usage text), "for example ADR-0042": an id made up to show a form. */
// "**Example**: Superseded (ADR-012)", "**Пример**: Заменено (ADR-012)" (svmikurov/tt-ai-api's format guide): the label in bold.
const EXAMPLE = /(?:^|[^\p{L}])(?:e\.\s?g\.|for example|for instance|example(?:\*\*|__)?:|пример(?:\*\*|__)?:|z\.\s?b\.|p\.\s?ex\.|por ejemplo|por exemplo|par exemple|zum beispiel|ad esempio|bijvoorbeeld)|例えば|例如|예를 들어|예:/iu;

function isExample(doc: DocumentText, target: Reference | Relation): boolean {
  const line = doc.lines[target.range.start.line] ?? '';
  const match = EXAMPLE.exec(line);
  // Only when the words come before the id: "ADR-0042, for example, is gone" cites a real one by way of example.
  if (match !== null && match.index < target.range.start.character) return true;
  // "…short noun phrases. For example,\n\"ADR 1: Record architectural decisions\" or \"ADR 9: Use Docker\"" (adr-tools'
  // first record, as many collections keep it): the words end the line before.
  const previous = target.range.start.line > 0 ? (doc.lines[target.range.start.line - 1] ?? '') : '';
  return EXAMPLE_ENDS_LINE.test(previous) || underExampleHeading(doc.lines, target.range.start.line) || sampleQuote(doc.lines, target.range.start.line);
}

/**
 * "…surface it explicitly:" over "> _Contradicts ADR-0007 (event-sourced orders) — but worth reopening because…_"
 * (EuanScott/project-tweety's agent instructions): a quote, all in italics and left open with an ellipsis, that a
 * colon leads into is a sentence to copy and finish, and its id is made up.
 */
function sampleQuote(lines: readonly string[], line: number): boolean {
  if (!SAMPLE_QUOTE.test(lines[line] ?? '')) return false;
  for (let l = line - 1; l >= 0 && l >= line - 3; l--) {
    const text = (lines[l] ?? '').trim();
    if (text !== '') return /[:：]$/.test(text);
  }
  return false;
}

// One emphasised line in a quote that trails off: "> _Contradicts … because…_".
const SAMPLE_QUOTE = /^ {0,3}>[ \t]?([_*])[^_*\n]{1,400}(?:…|\.\.\.)\1[ \t]*$/;

/** "### Example", "## Examples", "### Example: Superseding an ADR", "## Beispiel": a section that shows the form. */
// Only a heading that is the word, or the word and what it shows of records: "#### Example Client DTO Structure"
// (Darkona/java-springboot-archetype) shows code, and the ids around it are real.
const EXAMPLE_HEADING = /^ {0,3}#{1,6}[ \t]+(?:\d+(?:\.\d+)*\.?[ \t]+)?(?:(?:an?|worked|full)[ \t]+)?(?:examples?|beispiele?|exemples?|ejemplos?|exemplos?|esempi[oi]?|voorbeelden?|przykłady?|例|示例|예시)[ \t]*(?:[:：—–-][^\n]*?(?:adr|record|decision|supersed|status|template|lifecycle|entscheidung|décision|decisión|决策|決定)[^\n]*)?[ \t#]*$/iu;

/**
 * Whether `line` is in a section headed as an example (see EXAMPLE_HEADING): an ADR how-to page's "### Example" with
 * "**ADR-0004** (original):" and a fenced sample record (Episk-pos/DevFoundry) shows made-up ids, not citations.
 * Headings in fenced samples do not count, and a heading of the same level or above ends the section.
 */
function underExampleHeading(lines: readonly string[], line: number): boolean {
  let fence: OpenFence | undefined;
  let exampleLevel = 0;
  for (let i = 0; i < line; i++) {
    const text = lines[i]!;
    if (fence !== undefined) {
      if (closesFence(text, fence)) fence = undefined;
      continue;
    }
    if ((fence = openingFence(text)) !== undefined) continue;
    const heading = parseHeading(text, i);
    if (heading === undefined) continue;
    if (EXAMPLE_HEADING.test(text)) exampleLevel = heading.level;
    else if (exampleLevel !== 0 && heading.level <= exampleLevel) exampleLevel = 0;
  }
  return exampleLevel !== 0;
}

const EXAMPLE_ENDS_LINE = /(?:^|[^\p{L}])(?:e\.\s?g\.|for example|for instance|such as)[,:]?\s*$/iu;

/** The web addresses of a text, up to a blank, a bracket or a quote ("https://x/jeps/290[text]" in AsciiDoc ends at "["). */
function addressesIn(text: string): string[] {
  return text.includes('://') ? (text.match(/\bhttps?:\/\/[^\s()<>[\]"'`]+/g) ?? []) : [];
}

/**
 * Whether one of a document's `addresses` names the id's series and number in its path ("…/jeps/290", "…/pep-0290"),
 * off the workspace's own repository: jenkinsci/jep's JEP-200 links "http://openjdk.java.net/jeps/290[JDK Enhancement
 * Proposal (JEP) 290]" and says "JEP 290" two lines down. The JDK's JEP, which the document named once by its address;
 * all its mentions of that id mean that one.
 */
function addressNamesKey(ctx: RuleContext, addresses: readonly string[], key: string): boolean {
  if (addresses.length === 0) return false;
  const number = numberOfKey(key);
  const series = seriesOfKey(key);
  if (number === undefined || series === '') return false;
  const named = new RegExp(`/${series.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?(?:/|[-_]?)0*${number}(?=[/?#.,;:_-]|$)`, 'i');
  for (const address of addresses) {
    const path = address.replace(/^https?:\/\/[^/]*/i, '').split(/[?#]/)[0]!;
    if (!named.test(path)) continue;
    const repository = hostedRepository(address);
    if (repository === undefined || !ctx.index.isOwnRepository(repository)) return true;
  }
  return false;
}

/**
 * Another project's decision, named with its address on the same line, the one before or the next (see
 * addressNamesNumber). The index does not resolve such a citation to a local record either.
 */
function citesElsewhere(doc: DocumentText, target: Reference | Relation): boolean {
  const number = numberOfKey(target.targetKey ?? '');
  if (number === undefined) return false;
  const line = target.range.start.line;
  return addressNamesNumber(`${doc.lines[line - 1] ?? ''}\n${doc.lines[line] ?? ''}\n${doc.lines[line + 1] ?? ''}`, number);
}
