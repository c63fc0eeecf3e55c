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
  for (const ref of references) {
    if (ref.kind !== 'id' || ref.href || !ref.targetKey) continue;
    const number = numberOfKey(ref.targetKey);
    if (number === undefined) continue;
    lines ??= text.split(/\r\n|\r|\n/);
    const line = ref.range.start.line;
    const repository = (hosted ? repositoryNamingNumber(`${lines[line - 1] ?? ''}\n${lines[line] ?? ''}\n${lines[line + 1] ?? ''}`, number) : undefined) ?? (home ? checkoutNamingNumber(lines[line] ?? '', number) : undefined);
    if (repository !== undefined) ref.elsewhere = repository;
  }
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
