// The engine's public vocabulary. Plain data only: no vscode, LSP or MCP types.
// Positions are 0-based line/character (UTF-16 code units, as LSP and VS Code count them).
// Paths are workspace-relative, POSIX separators (e.g. "docs/adr/0001-use-x.md").

export interface Position {
  line: number;
  character: number;
}

export interface Range {
  start: Position;
  end: Position;
}

/** A value read from a document together with where it was read. */
export interface Located<T> {
  value: T;
  range: Range;
}

/**
 * A file or folder a record names. `repository` is set when it was named by a link to a code host
 * ("https://github.com/o/r/blob/main/src/x.ts" → "src/x.ts" in "github.com/o/r"): it is this workspace's
 * code only when that repository is one of the workspace's git remotes (see DecisionIndex.hostsCode).
 */
export interface CodePath extends Located<string> {
  repository?: string;
  /**
   * Written as code without a trailing slash or an extension ("`x/mint`", "`modules/light-clients`", "`bin/run`"): a
   * folder or a file when the workspace has one there, else maybe no path at all (a MIME type, a branch, "owner/repo").
   * Such a path governs what it names and is never called stale.
   */
  unsure?: true;
  /**
   * A module written with dots ("`Hydra.Chain.Direct`", "``openedx_learning.lib.fields``"): the source file or folder its
   * segments name, wherever the workspace keeps its sources (see modulePlaces). Unsure, as a dotted name may be none.
   */
  module?: true;
}

export type Lifecycle = 'proposed' | 'accepted' | 'rejected' | 'deprecated' | 'superseded' | 'unknown';

/** No longer in force: replaced, deprecated or rejected (history, not a decision to follow). */
export function isRetired(lifecycle: Lifecycle | string | undefined): boolean {
  return lifecycle === 'superseded' || lifecycle === 'deprecated' || lifecycle === 'rejected';
}

export type RecordFormat = 'nygard' | 'madr2' | 'madr3' | 'log4brains' | 'freeform';

export type RelationKind =
  | 'supersedes'
  | 'superseded-by'
  | 'amends'
  | 'amended-by'
  | 'refines'
  | 'refined-by'
  | 'extends'
  | 'extended-by'
  | 'depends-on'
  | 'relates-to';

export interface Relation {
  kind: RelationKind;
  /** Normalised key of the target (see `decisionKey`), e.g. "adr-19"; undefined when unresolvable text. */
  targetKey?: string;
  /** The target as written: "ADR-0019", "[ADR-26](./0026-x.md)", "0019-foo.md". */
  targetText: string;
  /** Link target when the relation was written as a Markdown link. */
  href?: string;
  /** Condition kept verbatim, e.g. "when accepted" in "supersedes ADR-0019 when accepted". */
  condition?: string;
  range: Range;
  /** See Reference.linkedHref. */
  linkedHref?: string;
}

export type ReferenceKind = 'id' | 'link';

/** A place in any document (record, Markdown, code comment) that cites a decision. */
export interface Reference {
  kind: ReferenceKind;
  /** Text as written, e.g. "ADR-19", "adr-0085", "./0007-use-postgres.md". */
  text: string;
  /** Normalised decision key (prefix + number, e.g. "adr-19"), when the citation is by id. */
  targetKey?: string;
  /** Link target (relative path as written), for kind "link". */
  href?: string;
  range: Range;
  /**
   * An id beside a code-host address of that number's decision ("in ADR 001 of the upstream SDK" and the cosmos-sdk
   * URL on the line or the next): that address's repository, "github.com/o/r". Set by the parsers, which have the
   * text; unless the repository is the workspace's own, the id names another project's decision and resolves to nothing.
   */
  elsewhere?: string;
  /**
   * The file the citing document links this id to: as a reference-style link's text ("[ADR-0002][a2]" with
   * "[a2]: ../adr/0002-x.md" in the file), or by its links elsewhere in the document. When several records share the
   * id, the one at that file is the one meant.
   */
  linkedHref?: string;
  /**
   * The name written in parentheses right after the id ("ADR 0003 (oc-mirror)"): when no record of that id has a title
   * like it, the id is another project's; among namesakes, the one titled so is meant.
   */
  titled?: string;
  /**
   * The title written after the id and a colon or dash ("See ADR-0012: Cache warmup."): among records sharing the id,
   * the one titled so is meant.
   */
  named?: string;
  /**
   * A record's path written as code in a page ("`docs/adr/0014-x.md`: the claim there is now wrong"), or in its prose
   * ("per docs/adr/0014-x.md"): it names the record, but is no link to check.
   */
  asCode?: true;
}

export interface Section {
  heading: string;
  level: number;
  /** The heading line. */
  headingRange: Range;
  /** Heading line through the last line before the next heading of the same or higher level. */
  range: Range;
}

export interface Person {
  role: 'deciders' | 'decision-makers' | 'consulted' | 'informed' | 'authors' | string;
  names: string[];
  range: Range;
}

export interface DatedField {
  kind: 'date' | 'created' | 'updated' | 'accepted' | string;
  /** As written: "2026-05-27", "Retroactive". */
  raw: string;
  /** ISO yyyy-mm-dd when the text is a valid date. */
  iso?: string;
  range: Range;
}

export interface ParseProblem {
  code: 'front-matter-invalid' | 'file-too-large' | 'binary-file' | 'invalid-utf8' | 'unreadable' | string;
  message: string;
  range: Range;
}

export interface DecisionRecord {
  /** Display id, e.g. "ADR-0019" (collection prefix + zero-padded number) or the file stem when unnumbered. */
  id: string;
  /** Normalised key used for lookups: lower-case prefix + "-" + number without zeros ("adr-19"). */
  key: string;
  number?: number;
  path: string;
  /** Id of the collection (its folder path) this record belongs to. */
  collection: string;
  format: RecordFormat;
  title: Located<string>;
  status?: Located<string>;
  lifecycle: Lifecycle;
  dates: DatedField[];
  people: Person[];
  tags: string[];
  sections: Section[];
  relations: Relation[];
  /** Citations of other decisions found in the text (prose, lists, links), excluding the record's own id. */
  references: Reference[];
  /** Code paths the record names, e.g. "src/mcp.rs", "lib/rigor/mcp/". */
  codePaths: CodePath[];
  problems: ParseProblem[];
  /** Number of lines in the document. */
  lineCount: number;
  /** True when the file was not parsed (too large, binary): only path, id from the file name and `problems` are meaningful. */
  skipped?: boolean;
}

/** A non-record document that cites decisions (Markdown, code comments in any language). */
/** A relative link target as written in Markdown ("../adr/0007-x.md", "img/a.png"), located. */
export interface LinkTarget {
  href: string;
  range: Range;
}

export interface CitingDocument {
  path: string;
  references: Reference[];
  /**
   * Where the numbers of a decision log's numbered headings stand, in a page named for decision records ("### 9.
   * Guidelines for …" in input-output-hk/mithril's DEV-ADR.md): decisions with no id of their own. Absent when none.
   */
  logEntries?: Range[];
}

export interface Collection {
  /** Folder, workspace-relative ("docs/adr"). Also the collection's id. */
  dir: string;
  /** How it was found: "conventional", ".adr-dir", ".log4brains.yml", "config". */
  source: 'conventional' | 'adr-dir' | 'log4brains' | 'config';
  /** Id prefix used for display ids and new records, e.g. "ADR". */
  prefix: string;
  /** Dominant format, used for new records. */
  format: RecordFormat;
  /** Digits in file-name numbers (4 for "0001-x.md"; 1 when the files do not pad: "ADR-7-x.md", "ADR-102-y.md"). */
  numberWidth: number;
  /** Other prefixes' widths in this collection, by lower-case prefix ("adr-sec" → 3 for "ADR-SEC-001-x.md"). */
  prefixWidths?: Record<string, number>;
  /**
   * Only its numbered files right in the folder are records: a folder of other documents ("docs/architecture") found
   * for the numbered records with statuses among them (jrmoulckers/finance: 25 records beside 71 audits and guides).
   */
  numberedOnly?: boolean;
  /**
   * Its records are the pages (README.md, else index.md) of the folders right inside it, named by their subject
   * (giantswarm/rfc's "app-prefix/README.md" with "state: approved"); nothing else in it is one.
   */
  recordFolders?: boolean;
  /**
   * A community's proposals ("hips/", "teps/", "rfcs/", docs/adr/0018): named by their files as often as by a heading,
   * and written in their template's sections, not in one of the ADR formats.
   */
  proposals?: boolean;
  /**
   * Its prefix is the series its records, numbered alone in their file names, name themselves by in their headers
   * ("* Proposal: [SE-0281](0281-x.md)", swiftlang/swift-evolution), or its folders at the workspace root are named by
   * ("CIP-0001/README.md", cardano-foundation/CIPs): citations are read with it too.
   */
  seriesNamed?: boolean;
}

export type Severity = 'error' | 'warning' | 'info' | 'hint';

export interface TextEdit {
  path: string;
  range: Range;
  newText: string;
}

/** A file or folder renamed (workspace-relative paths). */
export interface FileRename {
  from: string;
  to: string;
}

export interface Fix {
  title: string;
  /** Edits name files by their paths before the renames: an editor applies them first. */
  edits: TextEdit[];
  /** Files or folders the fix renames, after its edits (renumbering a record renames its file). */
  renames?: FileRename[];
  /** The preferred fix, applied by "fix all" / auto-fix. */
  isPreferred?: boolean;
  /**
   * The fix follows from the workspace itself rather than from a choice: the other side of a supersede says so, the
   * file name gives the number, the status is a misspelling of a known one. Only such fixes are applied without a
   * reader (`adr-lens check --fix`, the editor's Fix All Decision Problems in Workspace). Adding a guessed status or a
   * title taken from the file name is preferred in the editor, where someone sees it, but not mechanical.
   */
  mechanical?: boolean;
}

export interface RelatedLocation {
  path: string;
  range: Range;
  message: string;
}

export interface Diagnostic {
  path: string;
  range: Range;
  severity: Severity;
  /** Stable rule id, e.g. "ADR001". */
  ruleId: string;
  /** Kebab-case rule name, e.g. "missing-status". */
  rule: string;
  message: string;
  fixes?: Fix[];
  related?: RelatedLocation[];
  /** Rendering hints for editors. */
  tags?: Array<'deprecated' | 'unnecessary'>;
}

export interface RuleDefinition {
  id: string;
  name: string;
  description: string;
  defaultSeverity: Severity | 'off';
  tags: string[];
  /**
   * The fixes its findings carry: "mechanical" when some follow from the workspace itself and `check --fix` applies
   * them (ADR 14), "quick fix" when they are offered in the editor only; absent when it offers none.
   */
  fix?: 'mechanical' | 'quick fix';
  /** Markdown doc page: what, why, how to fix, example. Same text as docs/rules/<name>.md. */
  doc: string;
}

/** Cooperative cancellation; compatible with AbortSignal. */
export interface CancellationSignal {
  readonly aborted: boolean;
}

export class CancelledError extends Error {
  constructor() {
    super('cancelled');
    this.name = 'CancelledError';
  }
}

export function throwIfCancelled(signal: CancellationSignal | undefined): void {
  if (signal?.aborted) throw new CancelledError();
}
