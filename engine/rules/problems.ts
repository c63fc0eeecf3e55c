import type { DecisionRecord } from '../types.js';

/** Records whose content could not be read: content rules stay quiet, the parse-problem rules speak. */
export function isUnparsable(record: DecisionRecord): boolean {
  return record.skipped === true || record.problems.some((p) => p.code === 'binary-file' || p.code === 'unreadable' || p.code === 'file-too-large');
}
