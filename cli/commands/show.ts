// `adr-lens show ID`: one record, its relations, who cites it, and where its decision stands now.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Engine } from '../../engine/api.js';
import type { ShowOutput } from '../../engine/schemas.js';
import type { CommandContext } from '../context.js';
import { relationsStatedByOthers } from '../../engine/index.js';
import { EXIT_OK, UsageError } from '../errors.js';
import { printJson } from '../io.js';
import { colourLifecycle } from '../render/lifecycle.js';
import { safeLines, safeText } from '../render/safe-text.js';

/** A relation written as a link to a web page or to a file that is no Markdown: it names no decision record. */
const NOT_A_RECORD_LINK = /\]\(\s*<?(?:[a-z][a-z0-9+.-]*:|[^)#?]*\.(?!(?:md|markdown|mdx)\b)[a-z0-9]{1,8}(?:[#?][^)]*)?\s*>?\))/i;

/** Whether a relation written as a link names a web page or a file of the workspace that is no record. */
function linksElsewhere(targetText: string, root: string, recordPath: string): boolean {
  if (NOT_A_RECORD_LINK.test(targetText)) return true;
  const href = /\]\(\s*<?([^)\s>#?]+)/.exec(targetText)?.[1];
  if (!href) return false;
  try {
    return existsSync(resolve(root, dirname(recordPath), decodeURIComponent(href)));
  } catch {
    return false;
  }
}

/**
 * A write by id where records share that id (two collections' ADR-0005, a duplicate number): the one written is named
 * and the others told, with how to choose one, on stderr (wikimedia's Wikibase, alphagov/forms).
 */
export function noteSharedId(ctx: CommandContext, asked: string, chosenPath: string): void {
  if (/[\\/.]/.test(asked)) return;
  const others = (ctx.workspace().engine.getDecision(chosenPath)?.sameId ?? []).filter((o) => o.path !== chosenPath);
  if (others.length === 0) return;
  ctx.io.err(`note: ${safeText(asked)} is also ${others.map((o) => safeText(o.path)).join(', ')}; this wrote ${safeText(chosenPath)}. Give a record's path to choose another.\n`);
}

export function unknownDecision(engine: Engine, text: string): UsageError {
  const close = engine.suggestIds(text, 3);
  return new UsageError(
    `unknown decision '${text}'`,
    close.length ? `did you mean ${close.join(', ')}? ('adr-lens list' shows them all)` : `'adr-lens list' shows the known ids`,
  );
}

export function show(ctx: CommandContext): number {
  const [id, extra] = ctx.args.positionals;
  if (!id) throw new UsageError('show needs a decision id, e.g. adr-lens show ADR-0003');
  if (extra !== undefined) throw new UsageError(`show takes one id (got also '${extra}')`);
  const { engine, root } = ctx.workspace();
  ctx.workspace().load();
  const detail = engine.getDecision(id);
  if (!detail) throw unknownDecision(engine, id);

  if (ctx.json) {
    const output: ShowOutput = { decision: detail };
    printJson(ctx.io, output);
    return EXIT_OK;
  }
  const c = ctx.io.colour;
  const d = detail.decision;
  const t = safeText;
  const out = (line = '') => ctx.io.out(line + '\n');
  out(c.bold(`${t(d.id)}: ${t(d.title)}`));
  // No status written, yet a lifecycle read elsewhere (the "text/" an RFC is filed in, a successor's word): said, as
  // list shows it (getsentry/rfcs' "RFC Status: -" read "(none)" here and "accepted" there).
  const lifecycleNote = d.status ? (d.status.toLowerCase() !== d.lifecycle ? ` (${d.lifecycle})` : '') : d.lifecycle !== 'unknown' ? ` (read as ${d.lifecycle})` : '';
  out(`  status   ${colourLifecycle(t(d.status ?? '(none)'), d.lifecycle, c)}${lifecycleNote ? c.dim(lifecycleNote) : ''}`);
  if (d.date) out(`  date     ${t(d.date)}`);
  out(`  file     ${t(d.path)}`);
  if (detail.format) out(`  format   ${detail.format}`);
  if (d.tags.length) out(`  tags     ${t(d.tags.join(', '))}`);
  for (const p of detail.people) out(`  ${t(p.role).padEnd(8)} ${t(p.names.join(', '))}`);
  if (detail.current && detail.current.id !== d.id) {
    out(`  current  ${c.green(`${t(detail.current.id)}: ${t(detail.current.title)}`)} ${c.dim(`(via ${t(detail.supersedeChain.join(' → '))})`)}`);
  }
  for (const q of detail.qualifiedSuccessors ?? []) out(`  ${c.yellow('also')}     superseded (${t(q.condition)}) by ${t(q.id)}: ${t(q.title)} ${c.dim(`(${t(q.lifecycle)})`)}`);
  for (const other of detail.sameId ?? []) out(`  ${c.yellow('also')}     ${t(other.id)} is also ${t(other.path)} (${t(other.title)}): show it by path`);
  const statedByOthers = relationsStatedByOthers(detail);
  if (detail.relations.length || statedByOthers.length) {
    out(c.bold('Relations'));
    for (const r of detail.relations) {
      const target = r.targetId ?? r.targetText;
      // "Related: [Blob service](../../blob/service.go)", a web page, a readme that is there: no decision, and none
      // missing either.
      const unresolved = r.resolved ? '' : linksElsewhere(r.targetText, root, d.path) ? c.dim(' (not a decision record)') : c.red(' (not found)');
      out(`  ${t(r.kind)} ${t(target)}${r.condition ? c.dim(` (${t(r.condition)})`) : ''}${unresolved}`);
    }
    // "superseded by ADR-0002" in ADR-0001, and nothing here: the reader still learns this record replaced it.
    for (const r of statedByOthers) out(`  ${t(r.kind)} ${t(r.id)} ${c.dim(`(as ${t(r.id)} says)`)}`);
  }
  // A line that cites the record twice ("ADR-0016 (docs/adr/0016-x.md)": its id and its path) is one place, as
  // get_decision counts places.
  const places = [...new Map(detail.citedBy.map((cite) => [`${cite.path}:${cite.range.start.line + 1}${cite.fromId ? ` (${cite.fromId})` : ''}`, cite])).values()];
  if (places.length) {
    out(c.bold(`Cited by (${places.length})`));
    for (const cite of places) out(`  ${t(cite.path)}:${cite.range.start.line + 1}${cite.fromId ? c.dim(` (${t(cite.fromId)})`) : ''}`);
  }
  if (detail.codePaths.length) {
    out(c.bold('Code paths'));
    for (const p of detail.codePaths) out(`  ${t(p)}`);
  }
  out();
  // The body keeps its lines (and tabs); any other control character is shown, not sent to the terminal.
  out(safeLines(detail.body.replace(/\s+$/, '')));
  return EXIT_OK;
}
