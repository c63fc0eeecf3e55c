// A decision log: one page that keeps a project's decisions, each under a heading of its own id, with no folder of
// records beside it (bhonewai-bot/Laravel-Multi-Tenancy's docs/decisions.md, kemo-beep/template's
// backend/ARCHITECTURE_DECISIONS.md, lamawithonel/iot-playground's docs/src/architecture/decisions.md). Its name is
// what discovery can go by before reading anything: the page is then read with the workspace's other documents.
import { isWeakName } from './collections.js';
import { posixBasename } from '../text.js';

/**
 * A page named for the decisions it keeps: "decisions.md", "ARCHITECTURE_DECISIONS.md", "adr.md", "decision-log.md",
 * "architecture-decision-records.md". A name, not a folder: a folder of records is a collection.
 */
// In the languages records are written in too: "docs/decisiones.md" (FelipePepe/TeamHub), "decisoes.md", "entscheidungen.md".
const DECISION_LOG_NAME = /^(?:architect(?:ure|ural)[-_ ]?)?(?:decisions?|adrs?|decision[-_ ]?(?:log|records?)|decisiones|decis(?:õ|o)es|d[ée]cisions|entscheidungen|decisioni)\.(?:md|markdown)$/i;

/** A Markdown page of a log split into chapters: "docs/decisiones/01-adrs-por-categoria.md" (see chaptersOfALog). */
const CHAPTER_PAGE = /^\d{1,3}[-_. ][^/]*\.(?:md|markdown)$/i;

/**
 * Whether `path` is named as a decision log is, or as a numbered chapter of one in a folder named for decisions (which
 * discovery takes for a collection unless its pages are a log's chapters: then they are read as the log).
 */
export function isDecisionLogName(path: string): boolean {
  const slash = path.lastIndexOf('/');
  const name = path.slice(slash + 1);
  if (DECISION_LOG_NAME.test(name)) return true;
  return slash > 0 && CHAPTER_PAGE.test(name) && isWeakName(posixBasename(path.slice(0, slash)));
}
