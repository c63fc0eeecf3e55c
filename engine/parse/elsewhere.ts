// Ids that name another project's decision: "in ADR 001 of the upstream SDK" with the upstream repository's
// https://github.com/cosmos/cosmos-sdk/blob/main/docs/architecture/adr-001-x.md on the line, the one before or the
// next. Marked where the text is parsed, so no later query reads the text again. Only an address on a code host
// counts: a project's own decision site ("https://adr.example.org/adr/ADR-5") beside its own ADR-5 is the same decision.
import { addressNamesNumber, numberOfKey } from '../keys.js';
import type { Reference } from '../types.js';
import { hostedFile } from './lines.js';

const HOSTED_URL = /https?:\/\/(?:www\.)?(?:github\.com|gitlab\.com)\/[^\s)>\]"']+/g;

/** Sets `elsewhere` on the ids of `references` that an address on a code host, naming the same number, sits beside. */
export function markCitationsElsewhere(text: string, references: Reference[]): void {
  // ".com/" first: it is several times quicker to rule out than "github.com/", whose "g" starts many words.
  const hosted = text.includes('.com/') && (text.includes('github.com/') || text.includes('gitlab.com/'));
  const home = text.includes('~/');
  if (!hosted && !home) return;
  let lines: string[] | undefined;
  const named = hosted ? projectNames(references) : undefined;
  for (const ref of references) {
    if (ref.kind !== 'id' || ref.href || !ref.targetKey) continue;
    const number = numberOfKey(ref.targetKey);
    if (number === undefined) continue;
    lines ??= text.split(/\r\n|\r|\n/);
    const line = ref.range.start.line;
    const repository = (hosted ? repositoryNamingNumber(`${lines[lineWithText(lines, line, -1)] ?? ''}\n${lines[line] ?? ''}\n${lines[lineWithText(lines, line, 1)] ?? ''}`, number) : undefined) ?? (named ? namedBefore(lines[line] ?? '', ref.range.start.character, named) : undefined) ?? (home ? checkoutNamingNumber(lines[line] ?? '', number) : undefined);
    if (repository !== undefined) ref.elsewhere = repository;
  }
}

/** A line of nothing but a comment's marker ("//", "#", " * "): a comment's blank line. A blank line ends a paragraph. */
const EMPTY_LINE = /^[ \t]*(?:\/\/+|#+|\*|--|;+)[ \t]*$/;

/**
 * The line above (`step` -1) or below (1) `line` with text, past up to two empty comment lines: "// … defined in ADR-013:",
 * "//", "//https://github.com/celestiaorg/celestia-app/blob/main/docs/architecture/adr-013-x.md" (celestia-node).
 */
function lineWithText(lines: readonly string[], line: number, step: 1 | -1): number {
  let at = line + step;
  for (let skipped = 0; skipped < 2 && at >= 0 && at < lines.length && EMPTY_LINE.test(lines[at]!); skipped++) at += step;
  return at;
}

/** The word before the id in a link's text: "[AKC ADR-0017](…)" → "AKC". */
const NAME_IN_LINK_TEXT = /^\[[ \t]*([\p{L}][\p{L}\p{N}_.-]{0,39})[ \t]+(?=[\p{L}]{1,12}[-_ ]?#?\d)/u;
/** The word right before an id on its line. */
const NAME_BEFORE = /(?:^|[^\p{L}\p{N}_.-])([\p{L}][\p{L}\p{N}_.-]{0,39})[ \t]+$/u;
const ACRONYM = /^\p{Lu}{2,8}$/u;

/**
 * The names the document gives other repositories' decisions, to those repositories: the word before the id in a
 * link's text to that record on the code host ("[AKC ADR-0017](https://github.com/o/agent-knowledge-cycle/blob/main/
 * docs/adr/0017-x.md)"), when it is an acronym or the repository's own name, as a project's name is and a word of the
 * sentence ("[See ADR-0017](…)") is not. Undefined when there is none, as in most documents.
 */
function projectNames(references: readonly Reference[]): Map<string, string | null> | undefined {
  let names: Map<string, string | null> | undefined;
  for (const ref of references) {
    if (ref.kind !== 'link' || !ref.href || !ref.targetKey || ref.text.charCodeAt(0) !== 91) continue;
    const number = numberOfKey(ref.targetKey);
    const file = number === undefined ? undefined : hostedFile(ref.href);
    if (file === undefined || !addressNamesNumber(ref.href, number!)) continue;
    const name = NAME_IN_LINK_TEXT.exec(ref.text)?.[1];
    if (name === undefined || !(ACRONYM.test(name) || file.repository.endsWith(`/${name.toLowerCase()}`))) continue;
    names ??= new Map();
    const known = names.get(name);
    // Two repositories under one name: neither is meant for sure.
    names.set(name, known === undefined || known === file.repository ? file.repository : null);
  }
  return names;
}

/**
 * The repository a name of `names` stands for, written right before the id at `start`: "AKC ADR-0017 で coin され",
 * "AKC ADR-0005:86-90" (shimo4228/claude-harness), a number the link did not give included.
 */
function namedBefore(line: string, start: number, names: ReadonlyMap<string, string | null>): string | undefined {
  const name = NAME_BEFORE.exec(line.slice(Math.max(0, start - 48), start))?.[1];
  return name === undefined ? undefined : (names.get(name) ?? undefined);
}

/**
 * A record in another checkout on the author's machine, on the id's own line: "~/Developer/tech-lead/docs/decisions/
 * active/001-server-infrastructure.md（CTO ADR-001）" (watchout/hotel-kanri's compose file). A path from the home
 * folder is never in the workspace; its folder stands for that project.
 */
const HOME_PATH = /~\/[^\s)>\]"'`（）]{1,200}/g;

function checkoutNamingNumber(line: string, number: number): string | undefined {
  for (const path of line.match(HOME_PATH) ?? []) {
    const slash = path.lastIndexOf('/');
    const m = /^(?:[a-z]+[-_]?)?0*(\d+)(?:[-_.]|$)/i.exec(path.slice(slash + 1));
    if (m && Number(m[1]) === number) return path.slice(0, slash);
  }
  return undefined;
}

/** The repository ("github.com/o/r") of a code-host address in `near` whose file names `number`. */
function repositoryNamingNumber(near: string, number: number): string | undefined {
  for (const url of near.match(HOSTED_URL) ?? []) {
    const file = hostedFile(url);
    if (file !== undefined && addressNamesNumber(url, number)) return file.repository;
  }
  return undefined;
}
