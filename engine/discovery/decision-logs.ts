// A decision log: one page that keeps a project's decisions, each under a heading of its own id, with no folder of
// records beside it (bhonewai-bot/Laravel-Multi-Tenancy's docs/decisions.md, kemo-beep/template's
// backend/ARCHITECTURE_DECISIONS.md, lamawithonel/iot-playground's docs/src/architecture/decisions.md). Its name is
// what discovery can go by before reading anything: the page is then read with the workspace's other documents.

/**
 * A page named for the decisions it keeps: "decisions.md", "ARCHITECTURE_DECISIONS.md", "adr.md", "decision-log.md",
 * "architecture-decision-records.md". A name, not a folder: a folder of records is a collection.
 */
const DECISION_LOG_NAME = /^(?:architect(?:ure|ural)[-_ ]?)?(?:decisions?|adrs?|decision[-_ ]?(?:log|records?))\.(?:md|markdown)$/i;

/** Whether `path` is named as a decision log is. */
export function isDecisionLogName(path: string): boolean {
  return DECISION_LOG_NAME.test(path.slice(path.lastIndexOf('/') + 1));
}
