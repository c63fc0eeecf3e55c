// The names a config may use for rules and record formats. The config is validated before any rule module loads
// (rules import the config's reader), so the rule ids and names are listed here as data; a test holds this list to
// the registry (test/engine/config.test.mjs).
export const RULE_IDS_AND_NAMES: ReadonlyArray<readonly [id: string, name: string]> = [
  ['ADR001', 'missing-title'],
  ['ADR002', 'missing-status'],
  ['ADR003', 'unknown-status'],
  ['ADR004', 'missing-date'],
  ['ADR005', 'invalid-date'],
  ['ADR006', 'duplicate-number'],
  ['ADR007', 'number-mismatch'],
  ['ADR008', 'unknown-reference'],
  ['ADR009', 'broken-link'],
  ['ADR010', 'one-sided-supersede'],
  ['ADR011', 'superseded-without-successor'],
  ['ADR012', 'supersede-cycle'],
  ['ADR013', 'depends-on-superseded'],
  ['ADR014', 'missing-sections'],
  ['ADR015', 'stale-code-path'],
  ['ADR016', 'citing-superseded'],
  ['ADR017', 'status-superseded-mismatch'],
  ['ADR018', 'superseded-by-unaccepted'],
  ['ADR019', 'duplicate-title'],
  ['ADR020', 'invalid-front-matter'],
  ['ADR021', 'file-too-large'],
  ['ADR022', 'binary-file'],
  ['ADR023', 'invalid-encoding'],
  ['ADR024', 'unreadable-file'],
  ['ADR025', 'invalid-config'],
  ['ADR026', 'parse-problem'],
  ['ADR027', 'record-without-extension'],
  ['ADR028', 'link-id-mismatch'],
];

/** Every key "rules" accepts: names, ids, ids in lower case (as the judge reads them). */
export const RULE_KEYS: readonly string[] = RULE_IDS_AND_NAMES.flatMap(([id, name]) => [name, id, id.toLowerCase()]);

/** Every key "requiredSections" accepts: the record formats, and "*" for all. */
export const FORMAT_KEYS = ['nygard', 'madr2', 'madr3', 'log4brains', 'freeform', '*'] as const;
