// Internal contracts between the engine's parts: the index (engine/index/), the rules (engine/rules/)
// and the query features (engine/features/). Fronts use engine/api.ts, never this file directly.
import type { CancellationSignal, CitingDocument, Collection, DecisionRecord, Diagnostic, Lifecycle, LinkTarget, Range, Reference, Relation, RuleDefinition, Severity } from './types.js';
import type { ConfigProblem, WorkspaceFs } from './api.js';
import type { JudgeState, SnapshotChanges, SnapshotContents, SnapshotReader, WalkLists } from './index/snapshot.js';
import type { DiscoveryMemo } from './index/discovery-memo.js';

/** Config after validation and defaults (see engine/config/). Zero config yields DEFAULT values. */
export interface ResolvedConfig {
  /** Collection folders or globs given by the user; empty = discover. */
  collections: string[];
  /** Id prefixes recognised in references and titles, e.g. ["ADR"]. Case-insensitive. */
  idPrefixes: string[];
  /** Raw status word (lower-case) → lifecycle, merged over the built-in mapping. */
  statusMap: Record<string, Lifecycle>;
  /** Rule name or id → severity override or "off". */
  rules: Record<string, Severity | 'off'>;
  /** Required section headings per format (lower-case comparisons). */
  requiredSections: Partial<Record<string, string[]>>;
  /** Folders code paths are resolved against ("" = workspace root). */
  codeRoots: string[];
  /** Globs of documents scanned for citations (Markdown and code). */
  citingInclude: string[];
  /** Globs never scanned. */
  exclude: string[];
  /** Files over this size (bytes) are skipped with an info diagnostic. */
  maxFileSize: number;
  /** Skip what .gitignore files name (configured collections excepted). */
  gitignore: boolean;
}

export interface Citation {
  /** Document that cites. */
  path: string;
  reference: Reference;
  /** The citing record, when the citing document is a record. */
  fromRecord?: DecisionRecord;
}

export interface SupersedeChain {
  current: DecisionRecord;
  /** From the record (exclusive) to the current one (inclusive). */
  chain: DecisionRecord[];
  /** True when following "superseded by" looped. */
  cycle: boolean;
}

/** Read-only view of the warm index that rules and features query. */
export interface DecisionIndex {
  readonly root: string;
  readonly fs: WorkspaceFs;
  readonly config: ResolvedConfig;
  readonly configProblems: ConfigProblem[];
  /** The config's path (`.adr-lens.json`, or the session's), and where a key is written in it; undefined on defaults. */
  configSource(): { path: string; locate(keyPath: readonly PropertyKey[]): Range } | undefined;
  collections(): Collection[];
  /** All records, ordered by collection then number then path. */
  records(): DecisionRecord[];
  recordByPath(path: string): DecisionRecord | undefined;
  /** Records with this normalised key ("adr-19"), all collections; more than one = duplicate or cross-collection. */
  recordsByKey(key: string): DecisionRecord[];
  /** The record an old id that no record has now stands for, by its collection's table of old ids, as cited from `fromPath`. */
  aliasOf(key: string, fromPath?: string): DecisionRecord | undefined;
  /**
   * Whether a page in the folder of `fromPath` or a folder above it defines this normalised key by a heading, as a
   * decision written inline ("## ADR-2: …" in a task's notes, see parse/inline-decisions): there the id means that one.
   */
  definedAbove(key: string, fromPath: string): boolean;
  /** The headings that define this normalised key for a reader of `fromPath` (see definedAbove), at the id they open with. */
  inlineDefinitions(key: string, fromPath: string): { path: string; range: Range }[];
  /** Every citation of this normalised key by id alone, in every document (what an id no record has is cited by). */
  keyCitations(key: string): Citation[];
  /**
   * Whether this key's number is a day some record is named by ("adr-20250902" for "20250902-x.md"): when two records
   * share the day ("20250902-ansible-post-deployment-config.md" and "20250902-documentation-reorganization.md",
   * basher83/Sombrero-Edge-Control), the id means one of them, not none (see aliasOf for a day named once).
   */
  namesADay(key: string): boolean;
  /**
   * Where a missing path linked from the folder `fromDir` is, named by the letters of its collection instead of others
   * ("ERCS/eip-20.md" for ERCS/erc-20.md, "assets/eip-20/" for assets/erc-20/): a proposal's files under the name they
   * had before its series moved. Undefined when there is no such file or the collection no record of the number.
   */
  renamedSeriesPath(path: string, fromDir: string): string | undefined;
  /** Resolve a reference or relation written in `fromPath`: same collection first, then workspace; links by path. */
  resolve(target: Reference | Relation, fromPath: string): DecisionRecord | undefined;
  /** Id, key ("adr-19", "ADR-0019", "19" within the default collection) or path. */
  lookup(idOrKeyOrPath: string): DecisionRecord | undefined;
  citingDocuments(): CitingDocument[];
  /** Paths of every document read for citations, with or without any (a README that links only a folder). */
  citingCandidates(): string[];
  citingDocument(path: string): CitingDocument | undefined;
  /** Everything that cites this record (records and other documents), including relations. */
  citationsOf(record: DecisionRecord): Citation[];
  supersedeChain(record: DecisionRecord): SupersedeChain;
  /** Current text of a document the index holds (records and citing documents); may be read from disk again. */
  text(path: string): string | undefined;
  /** Relative link targets written in a record (inline links, images, definitions), outside code; [] when unreadable. */
  linkTargets(path: string): readonly LinkTarget[];
  /** The text of the line holding a record's title; undefined when the record could not be read. */
  titleLine(path: string): string | undefined;
  /**
   * The text of a small file that configures a tool of the workspace (a Hugo site's hugo.toml), as the disk holds it
   * now; undefined when absent or unreadable. Not cached: a rule reads it once per judgement.
   */
  configText(path: string): string | undefined;
  /** Whether a workspace-relative path exists on disk (cached; used by link and code-path checks). */
  exists(path: string): boolean;
  /** Whether a workspace-relative path is a folder: the walk's folders and files answer from memory, others from the disk. */
  isFolder(path: string): boolean;
  /** Whether "github.com/owner/repo" is one of the workspace's git remotes (read once, on first use). */
  isOwnRepository(repository: string): boolean;
  /** Whether the workspace has a git remote at all: without one, no repository is known to be another's. */
  knowsOwnRepository(): boolean;
  /** Whether a name is this repository's ("gcp-hcp"): the last name of a git remote, or the workspace folder's. */
  namesOwnRepository(name: string): boolean;
  /**
   * The workspace path of a path from the top of the git work tree (what a link to the code host names): the same
   * path when the root is the top; undefined when it lies outside a root below the top.
   */
  fromRepositoryPath(path: string): string | undefined;
  /** Whether a workspace path lies in a git submodule (`.gitmodules`): another repository's files, maybe not checked out. */
  inSubmodule(path: string): boolean;
  /** Whether the .gitignore files the walk followed ignore a workspace path: a build output or a local copy, absent from a clone. */
  gitIgnored(path: string): boolean;
  /** A workspace path as a path from the top of the git work tree (a link to the code host names that). */
  toRepositoryPath(path: string): string;
  /** Folders of the workspace (as walked: skipped and excluded ones left out) whose last name is `name`; kept current. */
  foldersNamed(name: string): readonly string[];
  /** Files of the workspace (as walked) whose name is `name`; kept current. */
  filesNamed(name: string): readonly string[];
  /** The distinct last names of the workspace's folders. */
  folderBaseNames(): Iterable<string>;
  /**
   * The file a relative link written in `fromPath` points to: relative to the file, and for code comments also
   * from the workspace root ("// see adr/0001-x.md" anywhere under src/). The first candidate that is a record
   * or exists; else the file-relative one (what a "broken link" message names). Undefined for URLs, anchors,
   * and paths climbing out of the workspace.
   */
  linkTarget(fromPath: string, href: string): string | undefined;
  /**
   * The section headings of the template file a collection keeps at its top (as written, title left out), or
   * undefined when it keeps none; read once, and again when a template file there changes.
   */
  templateSections(collectionDir: string): readonly string[] | undefined;
}

export interface RuleContext {
  index: DecisionIndex;
  /** Effective severity of this rule (never "off": off rules are not run). */
  severity: Severity;
  signal?: CancellationSignal;
}

export type DiagnosticDraft = Omit<Diagnostic, 'ruleId' | 'rule' | 'severity'> & { severity?: Severity };

export interface RuleModule {
  definition: RuleDefinition;
  /**
   * "record": judged per record, depends on that record and what it references or what references it.
   * "citing": judged per citing document. "workspace": judged over all records at once (duplicates, cycles).
   */
  scope: 'record' | 'citing' | 'workspace';
  checkRecord?(record: DecisionRecord, ctx: RuleContext): DiagnosticDraft[];
  checkCiting?(doc: CitingDocument, ctx: RuleContext): DiagnosticDraft[];
  checkWorkspace?(ctx: RuleContext): DiagnosticDraft[];
}

export type { Range };

/** What an index update touched; the judge re-runs rules for exactly these documents. */
export interface IndexUpdate {
  /**
   * The document itself plus every record or citing document whose judgement may depend on it:
   * records with the same key (before and after), records it referenced or relates to (before and after),
   * and documents that cite it (by key or by path).
   */
  affected: string[];
  /** True when records were added/removed or an id, title, status or relation changed. */
  recordsChanged: boolean;
  /** True when the document cites other decisions or files than before (or records changed): citation counts change. */
  citationsChanged: boolean;
}

/** A load that may take files from a snapshot of an earlier one (engine/index/snapshot.ts). */
export interface SnapshotLoad {
  snapshot: SnapshotReader;
  /**
   * When every file is unchanged, take nothing from the snapshot yet: the first query that reads the index does.
   * A one-shot check that replays the snapshot's findings then never decodes its records. A deferred load does not
   * run `afterRecords`: the caller does, once it knows what it can answer without the records.
   */
  defer?: boolean;
  /**
   * When some files changed and the snapshot has findings: hold the workspace as the snapshot saw it, and report what
   * changed since (LoadStats.behind) for catchUp(), so that only what the changes affect is judged again.
   */
  asOf?: boolean;
}

export interface LoadStats {
  /** Records and citing candidates of the load. */
  files: number;
  /** Of those, taken from the snapshot unchanged. */
  fromSnapshot: number;
  /** Every file was in the snapshot unchanged, and the snapshot held no other. */
  complete: boolean;
  /** With SnapshotLoad.asOf: the index holds the snapshot's state; these changes are still to apply (catchUp). */
  behind?: SnapshotChanges;
  /** Of `fromSnapshot`, files whose fingerprint changed though their bytes did not: a new snapshot would record them. */
  refingerprinted: number;
}

/** What a snapshot of the index holds (see SnapshotContents), minus the build id and any findings. */
export interface IndexSnapshot {
  settings: string;
  files: SnapshotContents['files'];
  /** Every document the index holds is among `files` (none unfingerprinted, none an editor's buffer). */
  complete: boolean;
  walk: WalkLists;
  /** What the load's discovery concluded, when it can be kept (discovery-memo.ts). */
  discovery?: DiscoveryMemo;
}

/** The stateful warm index (engine/index/workspace-index.ts: `createWorkspaceIndex(fs, options)`). */
export interface WorkspaceIndex extends DecisionIndex {
  /** Reads the workspace; `afterRecords` runs once every record is indexed, before the documents citing them are read. */
  load(signal?: CancellationSignal, afterRecords?: () => void, from?: SnapshotLoad): LoadStats;
  /** Every file read from disk as it is there (fingerprinted; editors' buffers excluded), for the next process. */
  snapshot(): IndexSnapshot;
  /** Applies the changes a load as of a snapshot left (LoadStats.behind), as edits. */
  catchUp(behind: SnapshotChanges): IndexUpdate;
  /** Identifies every file and folder the last walk saw (plus later changes): what existence checks answered from. */
  walkKey(): string;
  /** Whether the walk (as kept up to date since) saw this file or folder. */
  inWalk(path: string): boolean;
  /** A load took every file from a snapshot and has decoded none of them yet (SnapshotLoad.defer). */
  deferred(): boolean;
  /** Takes in a deferred load now (the first query that reads the index does it anyway). */
  settle(): void;
  /** The text of a workspace file as the disk holds it now (not an editor's buffer); reads no index state. */
  textOnDisk(path: string): string | undefined;
  /**
   * Collection folders whose template sections were asked for, each with what its template lays out (headings one per
   * line; null without a template): findings judged with them hold while these do.
   */
  templatesRead(): Array<[string, string | null]>;
  /** What a collection's template lays out, as templatesRead gives it (read now if not yet). */
  templateKey(collectionDir: string): string | null;
  /** What git tells of the workspace (its remotes, where the root lies in the work tree) once a rule asked, else undefined. */
  repositoryRead(): string | undefined;
  /** The same, read from disk if no rule asked yet: then kept, so that findings judged from here on are judged with it. */
  repositoryNow(): string;
  /** Existence checks of paths outside the walk so far, and their answers. */
  probes(): Array<[string, boolean]>;
  /** Re-read config and rebuild. */
  reload(signal?: CancellationSignal): void;
  update(path: string, text?: string): IndexUpdate;
  remove(path: string): IndexUpdate;
  classify(path: string): 'record' | 'citing' | 'config' | 'template' | 'ignored';
  /** Stop keeping texts read from disk, and let go of those kept so far (see WorkspaceIndexOptions.retainTexts). */
  releaseTexts(): void;
}

export interface WorkspaceIndexOptions {
  /** Config used when the workspace has no .adr-lens.json of its own (e.g. MCP --config, VS Code settings). */
  sessionConfig?: unknown;
  /**
   * Keep every text read from disk (default true). Search, hover and symbols read texts over and over; a one-shot
   * check reads none, and lets them go (about 40 MB on 10,000 records).
   */
  retainTexts?: boolean;
  /** Fingerprint every file read from disk, so that snapshot() can say what a later load may take unread. */
  fingerprint?: boolean;
}

/** The judge (engine/rules/judge.ts: `createJudge(index)`): runs rules and keeps diagnostics per path. */
export interface Judge {
  /** Judge everything; returns all diagnostics. */
  judgeAll(signal?: CancellationSignal): Diagnostic[];
  /** Re-judge these paths (record/citing rules) plus workspace rules; returns paths whose diagnostics changed. */
  rejudge(affected: string[], signal?: CancellationSignal): string[];
  diagnosticsFor(path: string): Diagnostic[];
  all(): Diagnostic[];
  /** The findings as kept, for a snapshot. */
  exportState(): JudgeState;
  /**
   * Findings judged earlier over exactly what the index holds now (a snapshot's): later rejudges build on them. They
   * may come as a function, called when they are first needed (undefined then: everything is judged instead).
   */
  restoreState(state: JudgeState | (() => JudgeState | undefined), shapesNow?: boolean): void;
  rules(): RuleDefinition[];
  rule(idOrName: string): RuleDefinition | undefined;
}
