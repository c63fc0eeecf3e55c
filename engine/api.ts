// The engine's service surface: what the language server, the MCP server and the CLI call.
// Every front translates these plain results 1:1 into its protocol; logic lives behind this line.
import type {
  CancellationSignal,
  Collection,
  DecisionRecord,
  Diagnostic,
  FileRename,
  Fix,
  Lifecycle,
  Position,
  Range,
  RuleDefinition,
  TextEdit,
} from './types.js';

/** File system port. The default (node-fs.ts) reads the disk; tests pass an in-memory fake. */
export interface WorkspaceFs {
  /** Absolute path of the workspace root. */
  readonly root: string;
  /** Bytes of a workspace-relative file, or undefined when missing/unreadable. */
  readFile(path: string): Uint8Array | undefined;
  /** Entries of a workspace-relative directory ("" = root); undefined when missing. */
  readDirectory(path: string): Array<{ name: string; kind: 'file' | 'directory' | 'symlink' }> | undefined;
  /** Size and kind, following symlinks; undefined when missing. `realPath` lets walkers detect loops. */
  stat(path: string): { kind: 'file' | 'directory'; size: number; realPath: string } | undefined;
  /**
   * A string that changes whenever the file's bytes may have changed (size, modification and change times, inode),
   * or undefined when there is none to trust: missing, or modified so recently that a later write could keep the
   * same timestamps. Without it, nothing is taken from a snapshot.
   */
  fingerprint?(path: string): string | undefined;
  /**
   * The ignore files git applies to the workspace from the folders above its root, read afresh on each call; undefined
   * when the root is the top of its git work tree, or in none. Optional: a port that cannot look above the root (an
   * in-memory one) has none, and only the workspace's own ignore files count.
   */
  ignoreFilesAbove?(): IgnoreFilesAbove | undefined;
  /**
   * The git work tree the root lies in (the root may be its top or any folder below), with the repository's config;
   * undefined in none. Optional: without it, only a `.git` folder at the root (or a `.git` file naming a git folder
   * inside the workspace) is read, through readFile.
   */
  gitWorkTree?(): GitWorkTree | undefined;
  /**
   * The bytes of the git index of the work tree the root lies in, with the root's path from the top ("" at the top);
   * undefined when there is none. Git never ignores a tracked file, so the walk asks it about what .gitignore names.
   * Optional: without it, a `.git/index` at the root is read through readFile.
   */
  gitIndex?(): { bytes: Uint8Array; rootPath: string } | undefined;
}

/** Where the root lies in its git work tree, and the repository's config (git-remotes.ts reads its remotes). */
export interface GitWorkTree {
  /**
   * The root's path from the top, POSIX separators; "" when the root is the top. A link to a file on the code host
   * names the file's path from the top: its workspace path is what follows this.
   */
  rootPath: string;
  /** The bytes of the repository's config (a linked worktree's: the main repository's), when readable. */
  config?: Uint8Array;
}

/**
 * The root lies below the top of a git work tree (the nearest folder above it holding a `.git` folder or file): git
 * applies the `.gitignore` of every folder from the top down to the root's parent, and the repository's
 * `info/exclude`, to the files under the root. Or the root is the top of a linked worktree (a `.git` file): the
 * repository's `info/exclude` lies outside it.
 */
export interface IgnoreFilesAbove {
  /** The root's path from the top, POSIX separators ("services/billing"); "" when the root is the top (a linked worktree). */
  rootPath: string;
  /** Each `.gitignore` found, the top's first: its folder's path from the top ("" = the top) and its bytes. */
  gitignores: Array<{ dir: string; bytes: Uint8Array }>;
  /** The repository's `info/exclude`, when there is one. */
  exclude?: Uint8Array;
}

export interface ConfigProblem {
  /** Workspace-relative path of the config file. */
  path: string;
  /** JSON path of the key at fault, e.g. "rules.missing-status". */
  key: string;
  message: string;
  range: Range;
}

export interface LoadOptions {
  /**
   * Called once every decision record is read, before the other documents (code, guides) are: no record's
   * diagnostics depend on those, so `diagnosticsFor(recordPath)` is final here, and an editor can show the
   * open records' diagnostics without waiting for the rest. Other queries must wait for load to return.
   */
  afterRecords?(): void;
}

export interface LoadResult {
  collections: Collection[];
  records: number;
  citingDocuments: number;
  configProblems: ConfigProblem[];
}

/** What an incremental update changed: the fronts re-publish diagnostics for exactly these paths. */
export interface ChangeSet {
  /** Paths whose diagnostics changed (including paths that now have none). */
  diagnosticsChanged: string[];
  /** True when the set of records, their ids, titles or statuses changed (trees, symbols, lenses refresh). */
  recordsChanged: boolean;
  /** True when a document now cites other decisions or files than before: "cited by" counts (CodeLens) change. Implied by recordsChanged. */
  citationsChanged: boolean;
}

export interface HoverResult {
  /** Markdown. */
  contents: string;
  range: Range;
}

export interface LocationResult {
  path: string;
  range: Range;
}

export interface CompletionItemResult {
  label: string;
  kind: 'decision' | 'status' | 'relation';
  /** Shown beside the label in the list itself (the title beside an id), where `detail` shows only for the focused item. */
  labelDescription?: string;
  detail?: string;
  documentation?: string;
  insertText: string;
  /** Range the insert text replaces. */
  range: Range;
  sortText?: string;
  filterText?: string;
}

export interface CodeActionResult extends Fix {
  /** Rule the fix belongs to, when it fixes a diagnostic. */
  rule?: string;
  diagnostic?: Diagnostic;
}

/** What moving files or folders asks of the documents that link to them (planMoves). */
export interface MovePlan {
  /** Edits naming documents by their paths before the moves. */
  edits: TextEdit[];
  /**
   * Links to a moved record (or from one) that resolve but are written in a form that cannot be rewritten: a site
   * generator's tag, or an address on a code host of a repository not known to be this one (no such git remote).
   */
  left: number;
  /** Where those links are, so that whoever moved the record can check them: the document and its 0-based line. */
  leftAt: LeftLink[];
}

/** A link planMoves could not rewrite: the document that holds it, and its 0-based line. */
export interface LeftLink {
  path: string;
  line: number;
}

/** What renumbering a record changes (planRenumber): its file's name, its title, the links to it. */
export interface RenumberPlan {
  /** The record as it is: its id and path. */
  id: string;
  path: string;
  /** The number it takes, and its id then. */
  number: number;
  newId: string;
  /** Edits naming files by their paths before the renames. */
  edits: TextEdit[];
  /** Its file (or its folder, for a folder's page) renamed; empty when the name holds no number. */
  renames: FileRename[];
  /** Links to it that could not be rewritten (as in MovePlan). */
  leftAt: LeftLink[];
}

/** A record's status changed where it is written (statusChanges). */
export interface StatusChange extends Fix {
  lifecycle: Exclude<Lifecycle, 'unknown'>;
  /** The status as it would be written: the collection's own word for the lifecycle. */
  word: string;
}

/** What setting a record's status changes (planStatusChange); `edits` is empty when it already has that status. */
export interface StatusChangePlan {
  id: string;
  path: string;
  from: { status?: string; lifecycle: Lifecycle };
  to: { status: string; lifecycle: Lifecycle };
  edits: TextEdit[];
}

export interface StatusChanges {
  id: string;
  lifecycle: Lifecycle;
  changes: StatusChange[];
}

export interface SymbolResult {
  name: string;
  detail?: string;
  kind: 'decision' | 'section';
  path: string;
  range: Range;
  selectionRange: Range;
  children?: SymbolResult[];
}

export interface DocumentLinkResult {
  range: Range;
  /** Workspace-relative target path. */
  target: string;
  /** Target position (the record title). */
  targetRange?: Range;
  tooltip?: string;
}

/** Where inlay hints are given: code files only (the default), documents and records too, or nowhere. */
export type InlayHintScope = 'code' | 'all' | 'off';

/** A hint after a citation: the decision's title, and its state when not in force. */
export interface InlayHintResult {
  position: Position;
  label: string;
  /** The record it names (a click opens it at its title). */
  target: string;
  targetRange: Range;
  tooltip: string;
}

export interface CodeLensResult {
  range: Range;
  title: string;
  /** What a click should do: open references at `position`, open the record at `path`, or list these `locations`. */
  command?:
    | { kind: 'showReferences'; path: string; position: Position }
    | { kind: 'open'; path: string }
    | { kind: 'showLocations'; path: string; position: Position; locations: LocationResult[] };
}

export interface DecisionSummary {
  id: string;
  key: string;
  number?: number;
  title: string;
  status?: string;
  lifecycle: Lifecycle;
  date?: string;
  path: string;
  collection: string;
  tags: string[];
  /** Id of the current decision when this one is superseded (end of the "superseded by" chain). */
  currentId?: string;
}

export interface SearchHit {
  decision: DecisionSummary;
  score: number;
  /** Short excerpt around the best match, with matches wrapped in ** **. */
  snippet: string;
  /** Fields that matched: "title", "body", "tags", "id", "status". */
  matchedFields: string[];
}

export interface Page<T> {
  items: T[];
  total: number;
  /** Opaque cursor for the next page; undefined on the last page. */
  nextCursor?: string;
}

export interface DecisionDetail {
  decision: DecisionSummary;
  /** Full Markdown body of the record. */
  body: string;
  relations: Array<{ kind: string; targetId?: string; targetText: string; condition?: string; resolved: boolean }>;
  /**
   * Who cites this decision: records and other documents. `kind`: the relation the citing record states there
   * ("superseded-by" in ADR-0001 citing ADR-0002).
   */
  citedBy: Array<{ path: string; range: Range; fromId?: string; kind?: string }>;
  /** Current decision when superseded (end of the chain), otherwise undefined. */
  current?: DecisionSummary;
  /** Chain from this record to the current one, ids, when superseded. */
  supersedeChain: string[];
  codePaths: string[];
  people: Array<{ role: string; names: string[] }>;
  dates: Array<{ kind: string; raw: string; iso?: string }>;
  sections: string[];
  /**
   * The template the record follows (a RecordFormat), as `requiredSections` in the config names it. A string in the
   * schema: an enum there would cost every agent session's tools/list a hundred bytes.
   */
  format?: string;
  /**
   * Other records that go by the same id (a duplicated number, or the same number in another collection): the id
   * picked this one (the first collection found has precedence); ask by path for another.
   */
  sameId?: DecisionSummary[];
  /**
   * Records that supersede this one only in part, or only on a condition ("when accepted"), said on either side: the
   * decision stays in force, but part of it (or all of it, soon) is decided there.
   */
  qualifiedSuccessors?: Array<{ id: string; title: string; lifecycle: Lifecycle; condition: string }>;
}

export interface GraphResult {
  /** `date`: the day the record is known by (as summaries give it), when it gives one. */
  nodes: Array<{ id: string; title: string; lifecycle: Lifecycle; path: string; collection: string; date?: string }>;
  edges: Array<{ from: string; to: string; kind: string; conditional?: boolean }>;
}

export interface GraphOptions {
  /** Only this collection (its folder). */
  collection?: string;
  /** Only the decisions within `depth` links of this one (an id, key or path); empty when it is unknown. */
  around?: string;
  /** With `around`: how many links away (default 2). */
  depth?: number;
  /** Leave out decisions without any relation: a large collection's graph is mostly those. */
  connectedOnly?: boolean;
  /** With `connectedOnly`: the record at this path stays all the same (the one a picture is drawn for). */
  keep?: string;
}

export interface GoverningDecision {
  decision: DecisionSummary;
  /** How the record names the path: the code path as written, e.g. "src/mcp/". */
  matchedPath: string;
  /**
   * Where in the workspace that code path was found, when it is not where it is written: "./src/jobs/" written in
   * docs/adr/ is "src/jobs/", "Features/Combat/" is "src/Core/Features/Combat/".
   */
  namedPath?: string;
  /** "exact" file match, "directory" prefix match, or "cites" (the file itself cites the decision). */
  match: 'exact' | 'directory' | 'cites';
  /** Records that supersede the decision only in part or on a condition (see DecisionDetail.qualifiedSuccessors). */
  qualifiedSuccessors?: Array<{ id: string; condition: string }>;
}

export interface NewRecordRequest {
  title: string;
  /** Collection dir; default: the first collection (or docs/adr when none). */
  collection?: string;
  /** Id or key of a decision the new one supersedes. */
  supersedes?: string;
  /** Status of the new record; default "Proposed" (or "Accepted" for adr-tools collections). */
  status?: string;
  /** ISO date; default today. */
  date?: string;
  context?: string;
}

export interface NewRecordPlan {
  /** Workspace-relative path of the file to create (never an existing file). */
  path: string;
  id: string;
  number: number;
  content: string;
  /** Edits to existing records (e.g. the two-sided supersede). */
  edits: TextEdit[];
}

export interface CheckOptions {
  /** Limit to these workspace-relative paths or folders (records and citing documents). */
  paths?: string[];
  signal?: CancellationSignal;
}

/** How the last load went (see CreateEngineOptions.snapshot). */
export interface LoadReport {
  /** Records and candidate citing documents. */
  files: number;
  /** Of those, taken unchanged from the snapshot instead of read and parsed. */
  fromSnapshot: number;
  /**
   * Of those, files with new times (a fresh checkout, a branch switched back) but the same bytes as in the snapshot:
   * worth writing a new snapshot for, so the next load need not read them to tell. Absent when none.
   */
  refingerprinted?: number;
  /** Nothing changed since the snapshot, and its findings are the answer of check() (replayFindings). */
  findingsReplayed: boolean;
  /**
   * Some files changed since a snapshot that holds findings: those were taken over, and only the documents the changes
   * affect were judged again (this many). Undefined when the findings were replayed or judged from scratch.
   */
  rejudged?: number;
  /**
   * Every file was unchanged, and none has been decoded yet: queries so far were answered from the snapshot (its
   * findings, its answers file). The first query that needs the index reads it in (Engine.settle()).
   */
  deferred?: boolean;
}

export interface Engine {
  readonly root: string;
  /** Full scan of the workspace: discovery, config, parse, judge. */
  load(signal?: CancellationSignal, options?: LoadOptions): LoadResult;
  /** Re-read config and reload everything (config changed). */
  reload(signal?: CancellationSignal): LoadResult;
  /** A file changed (text from an editor buffer, or undefined to re-read from disk). */
  update(path: string, text?: string): ChangeSet;
  /** A file was deleted. */
  remove(path: string): ChangeSet;
  /**
   * Whether this workspace-relative path is a decision record, a citing candidate, configuration, a collection's
   * template file (read for the sections it lays out: changes to it are updates too), or ignored.
   */
  classify(path: string): 'record' | 'citing' | 'config' | 'template' | 'ignored';
  /** How the last load went; undefined before the first. */
  loadReport(): LoadReport | undefined;
  /**
   * The workspace as read from disk, for the next process (CreateEngineOptions.snapshot): every file unchanged since
   * is taken from it instead of read and parsed. Holds the findings too when the whole workspace was judged from disk
   * in one go. Its bytes come as parts, to be written one after another (writeSnapshotFile), so they are never all
   * in memory at once. Undefined when the file system port cannot fingerprint files or this build has no id.
   */
  snapshot(): Iterable<Uint8Array> | undefined;
  /**
   * The answers file that goes with the snapshot of this same state (engine/index/answers.ts): every decision's summary
   * and the search index, so that the next server start can list and search before decoding any record. Undefined
   * when there is nothing new to write (the answers in use came from that file) or the index holds an editor's buffer.
   * Builds the search index if it is not built yet.
   */
  answersSnapshot(): Iterable<Uint8Array> | undefined;

  collections(): Collection[];
  records(): DecisionRecord[];
  record(idOrKeyOrPath: string): DecisionRecord | undefined;
  summary(record: DecisionRecord): DecisionSummary;
  /** End of the "superseded by" chain (cycle-safe); the record itself when current. */
  currentDecision(record: DecisionRecord): DecisionRecord;
  configProblems(): ConfigProblem[];
  /** The folders and patterns the config's `collections` names: the only places records are read from; [] when discovery looks for them. */
  configuredCollections(): readonly string[];
  /**
   * The lifecycle a status filter means (`list --status`, list_decisions' status): a lifecycle, or a status word as
   * this workspace's records write it, its config's `statuses` included. Undefined for a word no status maps to.
   */
  statusFilter(word: string): Lifecycle | undefined;

  check(options?: CheckOptions): Diagnostic[];
  diagnosticsFor(path: string): Diagnostic[];
  rules(): RuleDefinition[];
  /** Rule by id or name. */
  explainRule(idOrName: string): RuleDefinition | undefined;

  hover(path: string, position: Position, signal?: CancellationSignal): HoverResult | undefined;
  definition(path: string, position: Position, signal?: CancellationSignal): LocationResult[];
  references(path: string, position: Position, includeDeclaration: boolean, signal?: CancellationSignal): LocationResult[];
  completion(path: string, position: Position, lineText: string, signal?: CancellationSignal): CompletionItemResult[];
  codeActions(path: string, range: Range, signal?: CancellationSignal): CodeActionResult[];
  /**
   * On a record's status line or Status heading: the record, and its status changed to each lifecycle it usually moves
   * to next. Undefined elsewhere.
   */
  statusChanges(path: string, range: Range, signal?: CancellationSignal): StatusChanges | undefined;
  documentSymbols(path: string, signal?: CancellationSignal): SymbolResult[];
  workspaceSymbols(query: string, signal?: CancellationSignal): SymbolResult[];
  documentLinks(path: string, signal?: CancellationSignal): DocumentLinkResult[];
  codeLenses(path: string, signal?: CancellationSignal): CodeLensResult[];
  /** Titles after citations by id, in `range` (all of the document without one); `text` is the document as the editor has it. */
  inlayHints(path: string, options?: { range?: Range; scope?: InlayHintScope; text?: string }, signal?: CancellationSignal): InlayHintResult[];

  list(options?: { status?: Lifecycle; collection?: string; limit?: number; cursor?: string }): Page<DecisionSummary>;
  search(query: string, options?: { limit?: number; cursor?: string; status?: Lifecycle; signal?: CancellationSignal }): Page<SearchHit>;
  getDecision(idOrKey: string): DecisionDetail | undefined;
  /** Close ids for an unknown one (for "did you mean"). */
  suggestIds(text: string, max?: number): string[];
  graph(options?: GraphOptions): GraphResult;
  decisionsForPath(path: string, signal?: CancellationSignal): GoverningDecision[];
  /** The same entries with `qualifiedSuccessors` filled in: for the page a front shows, not a folder's thousands. */
  withQualifiedSuccessors(governing: readonly GoverningDecision[]): GoverningDecision[];
  nextNumber(collection?: string): number;
  /**
   * Does up to `budgetMs` of deferred work (building the search index, then the map of code paths records name) so a long-running front can
   * spend idle time on it instead of the first request; true when nothing is left.
   */
  warmUp(budgetMs: number): boolean;
  /**
   * Reads in a load deferred from a snapshot (CreateEngineOptions.snapshots.deferIndex) now, at a moment the front
   * chooses; any query that needs the index does so itself. Then builds what decisionsForPath looks paths up in.
   */
  settle(): void;
  /**
   * Stop keeping texts read from disk and let go of those kept so far (editors' buffers stay): what
   * `retainTexts: false` does at load time, for a front that wants its first answers before paying for it.
   */
  releaseTexts(): void;
  /** Plans a new record in the collection's own format; never writes. */
  planNewRecord(request: NewRecordRequest): NewRecordPlan;
  /**
   * The edits that set a record's status (a lifecycle, written in the collection's word for it, or a status word);
   * undefined for no such record. Throws StatusChangeError for a status that cannot be set so (superseded, unknown).
   */
  planStatusChange(idOrKeyOrPath: string, status: string): StatusChangePlan | undefined;
  /**
   * Files or folders about to be moved or renamed (workspace-relative): the edits that keep links to the decision
   * records among them pointing at them, from every document, and a moved record's own relative links when its folder
   * changes. Nothing for moves that carry no record. Never writes.
   */
  planMoves(moves: readonly FileRename[], signal?: CancellationSignal): MovePlan;
  /**
   * Renumbering a record (an id, key or path; a path tells apart records sharing an id): to `number`, else to the free
   * number duplicate-number names for it, else to the next in its collection. Undefined for no such record. Throws
   * RenumberError for a number another record of its collection has, or a record without a number. Never writes.
   */
  planRenumber(idOrKeyOrPath: string, number?: number): RenumberPlan | undefined;
  /**
   * The editor's rename (F2) at a position: a decision's id in a citation, or the number in a record's title; the
   * range to edit and the id as placeholder. Undefined where there is no id to rename.
   */
  renameTarget(path: string, position: Position): { range: Range; placeholder: string } | undefined;
  /** Renumbering the decision renameTarget finds to the number `newName` gives ("ADR-0009", "9"); throws RenumberError. */
  planRename(path: string, position: Position, newName: string): RenumberPlan | undefined;
  /** Where the decision under the cursor is named in this document (its citations, and its title in its own record). */
  documentHighlights(path: string, position: Position, signal?: CancellationSignal): Range[];
}
