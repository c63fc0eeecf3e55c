// The warm index: every record and citing document, parsed once, kept current one file at a time.
// Reverse maps (key → citing paths, file → linking paths, code path → naming records) make an update
// touch only what depends on the changed file instead of rescanning the workspace.
import { docnameBase, docnameFiles, isRstPath, labelOfHref, labelsIn, normalLabel, sphinxDocname } from '../parse/rst.js';
import type { WorkspaceFs } from '../api.js';
import { loadConfig, SESSION_CONFIG_PATH, type LoadedConfig } from '../config/load.js';
import { CONFIG_FILE } from '../config/defaults.js';
import { gitRepositoryOf, repositoryPathOf, workspacePathOf, type GitRepository } from './git-remotes.js';
import { submodulePaths } from './git-submodules.js';
import { numberedBySeriesKey } from '../discovery/series-names.js';
import { collectionOf, discoverCollections, kepMetadataFileOf, KEP_METADATA_FILES, namedByUnknownPrefix, ownCollectionPrefixes, isConventionalCollectionDir, mayBeCollectionDir, isRecordFolderFile, isSubjectFolderPage, attachedRecordName, translatedTwin, translatedRecordPath, untranslatedName, numberedInCollection, titledByOwnId, collectionHome, mainCollection, isTemplateDocument, isTemplateFileName, isTemplatePath, recordFileTest, sharedNumbers, unnumberedProposalOfSeries, type RecordFileTest } from '../discovery/collections.js';
import { templateOf, templateSectionHeadings } from '../features/record-model.js';
import { globMatcher, hiddenFoldersNamed, isAgentStateFolder, isSkippedDirectoryName, walkWorkspace, type PathMatcher } from '../discovery/walk.js';
import type { IgnoreRules } from '../discovery/gitignore.js';
import { isDecisionLogName } from '../discovery/decision-logs.js';
import { DEFAULT_PREFIX, asideIsTitle, asideWordsInTitle, compoundPrefixes, dayOfName, decisionKey, fileNameOfPath, isRecordFolderName, isYearSegmentKey, keyOfFileName, linkNamesAnotherRecord, numberFromFileName, parseDecisionId, recordFileName, recordStem, seriesOfKey, stemNamesAnotherRecord, stemOfText, wholeOfKey, wordedStemOfText, wordsAfterNumber, writtenFirst, yearOfKey } from '../keys.js';
import { createHash } from 'node:crypto';
import type { Citation, IndexSnapshot, IndexUpdate, LoadStats, ResolvedConfig, SnapshotLoad, SupersedeChain, WorkspaceIndex, WorkspaceIndexOptions } from '../model.js';
import type { SnapshotChanges, SnapshotContents, SnapshotReader } from './snapshot.js';
import { hasSharedRead } from '../node-fs.js';
import { contentDigest } from './digests.js';
import { CITING, RECORD_OF, discoveryKey, makeDiscoveryMemo, recordKind, recordingReads, takeDiscoveryMemo, type DiscoveryMemo } from './discovery-memo.js';
import { keepsCitingDocument, readJob, recordContext, type ReadJob, type ReadResult, type ReadSettings } from './read-file.js';
import { MAX_PROPOSAL_METADATA, readsSidecar } from '../parse/proposal-metadata.js';
import { scanCitingDocument, isCitingCandidatePath } from '../parse/citing.js';
import { readsLinksFromRoot } from '../parse/agent-files.js';
import { builtPageSources, hasRecordExtension, hostedFilePath, hrefPath, isDocumentPath, isExternalHref, markdownLinks, siteTagReadings, withoutDocumentExtension, withoutRecordExtension } from '../parse/lines.js';
import { detachRecord, parseRecord, skippedRecord, type RecordContext } from '../parse/record.js';
import { createReferenceScanner, type ReferenceScanner } from '../parse/references.js';
import { decodeBytes, decodeEditorText, editDistance, joinRelative, lineOf, lineRange, ownString, ownStrings, posixBasename, posixDirname, sharingCopies, splitLines, withoutTrailingSlashes } from '../text.js';
import { documentLinkTargets } from '../parse/link-targets.js';
import { DECISION_LOG_HEADINGS, ID_FIELD_LINES, definedByHeading, definedByIdField, opensAmendment, opensLogEntry } from '../parse/inline-decisions.js';
import { isRetired, throwIfCancelled, type CancellationSignal, type CitingDocument, type Collection, type DecisionRecord, type LinkTarget, type Range, type RecordFormat, type Reference, type Relation } from '../types.js';
import { changelogFragmentBaseOfFolder } from '../parse/changelog-fragments.js';

type Target = Reference | Relation;
/** A heading that defines an id no record has, and the folder whose readers it speaks for ('' = the workspace). */
interface InlineDefiner {
  folder: string;
  path: string;
  range: Range;
}

/** The key of an id in a named series, "adr-platform-25" (ADR-Platform-025): the kind, then the number. */
const SERIES_KEY = /^([a-z]+)-[a-z][a-z0-9]*-(\d+)$/;

/** "k4x-adr-13" (K4x-ADR-013): a project's word, then a kind of record the workspace reads ids of, then the number. */
const OWNED_SERIES_KEY = /^[a-z][a-z0-9]*-([a-z]+)-(\d+)$/;
/** "RFC 002", "RFC002", "RFC #811", "#811" (1: the letters, if any; 2: the number). */
const LOOSE_ID = /^([A-Za-z]{1,12})?[ _-]?#?\s?0*(\d{1,7})$/;
/** A file named by a series' letters and a number: "xrc-19-deprecate-comp-codec.md" (1: the letters, 2: the number). */
const FILED_AS = /^([A-Za-z]{2,8})[-_]0*(\d{1,7})(?=[-_.])/;
/** A file or folder named by series letters and a number alone: "eip-20.md", "eip-721" (1: the letters, 2: the number). */
const SERIES_SEGMENT = /^([A-Za-z]{2,8})-0*(\d{1,7})(?:\.[A-Za-z]{1,8})?$/;

function ownedSeries(key: string, kinds: ReadonlySet<string>): RegExpExecArray | null {
  const m = OWNED_SERIES_KEY.exec(key);
  return m && kinds.has(m[1]!) ? m : null;
}

function addTo(map: Map<string, Set<string>>, key: string, value: string): void {
  let s = map.get(key);
  if (!s) map.set(key, (s = new Set()));
  s.add(value);
}

/**
 * A many-valued map that holds a lone value as itself: stems name one record each almost always, and 10,000 one-element
 * Sets cost ~3 MB the check's peak does not have to spare.
 */
type CompactMultiMap = Map<string, string | Set<string>>;

function addCompact(map: CompactMultiMap, key: string, value: string): void {
  const had = map.get(key);
  if (had === undefined) map.set(key, value);
  else if (typeof had !== 'string') had.add(value);
  else if (had !== value) map.set(key, new Set([had, value]));
}

function removeCompact(map: CompactMultiMap, key: string, value: string): void {
  const had = map.get(key);
  if (had === undefined) return;
  if (typeof had === 'string') {
    if (had === value) map.delete(key);
    return;
  }
  had.delete(value);
  if (had.size === 0) map.delete(key);
}

function compactValues(map: CompactMultiMap, key: string): ReadonlySet<string> {
  const had = map.get(key);
  return had === undefined ? EMPTY_SET : typeof had === 'string' ? new Set([had]) : had;
}

const EMPTY_SET: ReadonlySet<string> = new Set();
/**
 * Folder names that say a folder holds documentation, not which part of the workspace it serves; with the names that
 * say it holds decisions (discovery's isWeakName).
 */

function removeFrom(map: Map<string, Set<string>>, key: string, value: string): void {
  const s = map.get(key);
  if (!s) return;
  s.delete(value);
  if (s.size === 0) map.delete(key);
}

/** The number a link's label starts with: "ADR 16", "0018 GovUK Notify …", "AD045: Remove forms-api". */
const NUMBER_LABEL = /^(?:[A-Za-z]{1,8}[-_ #]?)?0*(\d{1,7})(?!\d)/;
/** A year and the number within it, in a label: "ADR-2026-001" (see YEAR_SEQUENCE in keys.ts). */
const YEAR_NUMBER_LABEL = /^(?:[A-Za-z]{1,8}[-_ #]?)?((?:19|20)\d\d)-0*(\d{1,4})(?!\d)/;

/** The number (and year, when `yearly`) a link's label starts with, and how long that start is. */
function labelledNumber(label: string, yearly: boolean): { number: number; year?: string; length: number } | undefined {
  if (!yearly) {
    const m = NUMBER_LABEL.exec(label);
    return m ? { number: Number(m[1]), length: m[0].length } : undefined;
  }
  const m = YEAR_NUMBER_LABEL.exec(label);
  return m ? { number: Number(m[2]), year: m[1]!, length: m[0].length } : undefined;
}

function compareRecords(a: DecisionRecord, b: DecisionRecord): number {
  if (a.collection !== b.collection) return a.collection < b.collection ? -1 : 1;
  // Ids numbered within a year ("ADR-2025-003", "ADR-2026-001") go by year first.
  const ya = yearOfKey(a.key);
  const yb = yearOfKey(b.key);
  if (ya !== yb) return ya - yb;
  // A proposal's part ("cap-71-1", CAP-0071-01) after its whole (CAP-0071), before the next one.
  const wa = ya === 0 && a.number !== undefined ? wholeOfKey(a.key) : -1;
  const wb = yb === 0 && b.number !== undefined ? wholeOfKey(b.key) : -1;
  const na = wa >= 0 ? wa : a.number ?? Number.POSITIVE_INFINITY;
  const nb = wb >= 0 ? wb : b.number ?? Number.POSITIVE_INFINITY;
  if (na !== nb) return na - nb;
  if ((wa >= 0) !== (wb >= 0)) return wa >= 0 ? 1 : -1;
  if (wa >= 0 && a.number !== b.number) return (a.number ?? 0) - (b.number ?? 0);
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

/** Position of `r` in a list sorted by compareRecords, or -1. */
function sortedIndexOf(list: readonly DecisionRecord[], r: DecisionRecord): number {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = compareRecords(list[mid], r);
    if (c === 0) return list[mid] === r ? mid : -1;
    if (c < 0) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** What a record's judgement looks at: compared before/after an edit to decide whether trees and lenses refresh. */
function recordSignature(r: DecisionRecord): string {
  return JSON.stringify([r.id, r.key, r.title.value, r.status?.value, r.lifecycle, r.relations.map((x) => [x.kind, x.targetKey, x.href, x.condition]), r.tags]);
}

/** What a document cites (ids and link targets, in order): compared before/after an edit to decide whether citation counts refresh. */
function citedSignature(references: readonly Reference[]): string {
  return JSON.stringify(references.map((r) => [r.targetKey, r.href]));
}

/** Folders that name no part of a workspace: a collection at home in one names nothing a citing file's path could share. */
const GENERIC_FOLDERS = new Set(['docs', 'doc', 'documentation', 'src', 'lib', 'app', 'apps', 'packages', 'services', 'architecture', 'design', 'adr', 'adrs', 'decisions']);

const CONFIG_NAMES = new Set(['.adr-dir', '.log4brains.yml', '.log4brains.yaml', 'adr.properties']);

/** How far into its line an id a heading defines may start ("#### 🎨 ADR-2: …"): ids further in are no such heading's. */
const HEADING_ID_COLUMN = 16;

export function createWorkspaceIndex(fs: WorkspaceFs, options: WorkspaceIndexOptions = {}): WorkspaceIndex {
  let loaded: LoadedConfig = loadConfig(fs, options.sessionConfig);
  let collections: Collection[] = [];
  /** Folders of other projects whose collections discovery left out (DiscoveryInput.otherProjects). */
  let otherProjects: string[] = [];
  let exclude: PathMatcher = () => false;
  let include: PathMatcher = () => true;
  /** The .gitignore rules the last walk followed: a file created later under an ignored folder is ignored too. */
  let gitignored: IgnoreRules | undefined;
  let scanner: ReferenceScanner = createReferenceScanner(loaded.config.idPrefixes);
  const records = new Map<string, DecisionRecord>();
  const citing = new Map<string, CitingDocument>();
  /** Paths classified as citing candidates, with or without citations. */
  const citingCandidates = new Set<string>();
  const texts = new Map<string, string>();
  /** Keep the texts read from disk (search and hover read them all); otherwise they are read again when asked for. */
  let retainTexts = options.retainTexts ?? true;
  /** Paths whose kept text is an editor's buffer: kept whatever retainTexts says (it is not on disk to read again). */
  const editorTexts = new Set<string>();
  /** Per record, what rules would otherwise read its text for: its relative links and its title line. */
  const linkTargetsByPath = new Map<string, readonly LinkTarget[]>();
  const titleLines = new Map<string, string>();
  const byKey = new Map<string, Set<string>>();
  const citersByKey = new Map<string, Set<string>>();
  const citersByPath = new Map<string, Set<string>>();
  /** A ":ref:" label (normalLabel) → RST documents that link it ("see :ref:`ADR-2`", openedx/openedx-filters). */
  const citersByLabel = new Map<string, Set<string>>();
  const codePathNamers = new Map<string, Set<string>>();
  /** Record file stem ("0021-react-testing-library") → record paths: a successor named by its file name. */
  const byStem: CompactMultiMap = new Map();
  /** Stem → documents citing a record by it alone (no id): a link at a wrong path, a bare "0007-x" relation. */
  const citersByStem: CompactMultiMap = new Map();
  /** The workspace's git repository (its remotes, where the root lies in it), read on first use (see git-remotes.ts). */
  let repository: GitRepository | undefined;
  const gitRepository = (): GitRepository => (repository ??= gitRepositoryOf(fs));
  const repositoryKey = (r: GitRepository): string => JSON.stringify([[...r.remotes].sort(), r.rootPath]);
  /** Whether "github.com/owner/repo" is one of the workspace's git remotes. */
  const isOwnRepository = (name: string): boolean => gitRepository().remotes.has(name.toLowerCase());
  const knowsOwnRepository = (): boolean => gitRepository().remotes.size > 0;
  /** "gcp-hcp" for a clone of github.com/ckandag/gcp-hcp: its remotes' last name, or the workspace folder's. */
  const namesOwnRepository = (name: string): boolean => {
    const lower = name.toLowerCase();
    if (posixBasename(fs.root.replace(/\\/g, '/').replace(/\/+$/, '')).toLowerCase() === lower) return true;
    for (const remote of gitRepository().remotes) if (remote.endsWith(`/${lower}`)) return true;
    return false;
  };
  const fromRepositoryPath = (path: string): string | undefined => workspacePathOf(path, gitRepository().rootPath);
  /** Workspace paths of the repository's submodules, read from `.gitmodules` once (see git-submodules). */
  let submodules: string[] | undefined;
  const inSubmodule = (path: string): boolean => {
    if (submodules === undefined) {
      const bytes = gitRepository().rootPath === '' ? fs.readFile('.gitmodules') : undefined;
      const text = bytes ? decodeBytes(bytes, 256 * 1024).text : undefined;
      submodules = text === undefined ? [] : submodulePaths(text);
    }
    for (const folder of submodules) if (path === folder || path.startsWith(`${folder}/`)) return true;
    return false;
  };
  const toRepositoryPath = (path: string): string => repositoryPathOf(path, gitRepository().rootPath);
  const configText = (path: string): string | undefined => {
    const bytes = fs.readFile(path);
    return bytes ? decodeBytes(bytes, 256 * 1024).text : undefined;
  };
  const files = new Set<string>();
  const directories = new Set<string>();
  const existsCache = new Map<string, boolean>();
  /** Per collection folder: its template file's section headings, or null when it keeps no template. */
  const templateSectionsByDir = new Map<string, readonly string[] | null>();
  /** Template files open in an editor, as their buffers hold them. */
  const templateBuffers = new Map<string, string>();
  /** The walk's folders by their last name, built when first asked for after a folder came or went. */
  let folderNames: Map<string, string[]> | undefined;
  const folderTable = (): Map<string, string[]> => (folderNames ??= byLastName(directories));
  const foldersNamed = (name: string): readonly string[] => folderTable().get(name) ?? [];
  /** The walk's files by their name, built when first asked for after a file came or went. */
  let fileNames: Map<string, string[]> | undefined;
  const filesNamed = (name: string): readonly string[] => (fileNames ??= byLastName(files)).get(name) ?? [];
  const folderBaseNames = (): Iterable<string> => folderTable().keys();
  /** Chains depend on records only; any record (un)indexed clears them. Rules ask for the same chains over and over. */
  const chainCache = new Map<DecisionRecord, SupersedeChain>();
  /** Bare ids several collections use, resolved per citing folder: key → folder → record. A key's entry goes when a record with that key is (un)indexed. */
  const rankedCache = new Map<string, Map<string, DecisionRecord | null>>();
  /** Link candidates per reference object (rules resolve the same references over and over). */
  let targetCandidates = new WeakMap<Target, { from: string; href: string; list: string[] }>();
  /** Per citing document's references, the namesake its links name for each shared id (see namesakeLinkedInDocument). */
  let linkedNamesakes = new WeakMap<readonly Reference[], Map<string, DecisionRecord | null>>();
  let sorted: DecisionRecord[] | undefined;
  /** Fingerprint of every file held as read from disk (not from an editor's buffer), when fingerprinting is on. */
  const fingerprints = new Map<string, string>();
  /**
   * With the fingerprint: a digest of the bytes the held entry was parsed from. A file whose fingerprint changed but
   * whose bytes did not (a fresh checkout, a branch switched back, a touch) is still taken from a snapshot.
   */
  const contentDigests = new Map<string, string>();
  const fingerprintOf = options.fingerprint && fs.fingerprint ? (path: string) => fs.fingerprint!(path) : () => undefined;
  /** Settings of the last load (see settingsKey): a snapshot taken with other settings is not used. */
  let loadSettings = '';
  /** What the last load's discovery concluded, for the next snapshot (discovery-memo.ts). */
  let discoveryMemo: DiscoveryMemo | undefined;
  /** A load deferred until the first query (SnapshotLoad.defer): reads the records and documents in. */
  let pending: (() => void) | undefined;
  const settle = (): void => {
    const run = pending;
    pending = undefined;
    run?.();
  };

  const config = (): ResolvedConfig => loaded.config;
  // Every read below is decoded at once, so the disk port's reused buffer (when it has one) is safe here.
  const readBytes = hasSharedRead(fs) ? (path: string) => fs.readFileShared(path) : (path: string) => fs.readFile(path);
  /** Bytes to parse: when fingerprinting, their digest goes with the entry parsed from them (and nothing else does). */
  const readToParse = (path: string): Uint8Array | undefined => {
    const bytes = readBytes(path);
    if (bytes && options.fingerprint) contentDigests.set(path, contentDigest(bytes));
    else contentDigests.delete(path);
    return bytes;
  };

  /** A KEP page's sidecar (kepMetadataFileOf): its record is read from both files, and changes with either. */
  const sidecarOf = (path: string): string | undefined => kepMetadataFileOf(path, collections, (f) => files.has(f));
  /** A file's fingerprint; a KEP page's joins its sidecar's. None when either has none (modified moments ago). */
  const printOf = (path: string, sidecar: string | undefined): string | undefined => {
    const fp = fingerprintOf(path);
    if (sidecar === undefined || fp === undefined) return fp;
    const side = fingerprintOf(sidecar);
    return side === undefined ? undefined : `${fp}+${side}`;
  };
  /** The sidecar's bytes: its text, and their digest (taken before the page's read reuses a shared buffer). */
  const readSidecar = (sidecar: string): { text: string; digest: string } => {
    const bytes = readBytes(sidecar);
    if (!bytes) return { text: '', digest: '' };
    const text = bytes.length <= MAX_PROPOSAL_METADATA ? (decodeBytes(bytes, MAX_PROPOSAL_METADATA).text ?? '') : '';
    return { text, digest: options.fingerprint ? contentDigest(bytes) : '' };
  };
  /** The digest of what a document is read from now: a KEP page's joins its sidecar's. */
  const digestOnDisk = (path: string, sidecar: string | undefined): string | undefined => {
    const sideBytes = sidecar === undefined ? undefined : readBytes(sidecar);
    const side = sidecar === undefined ? undefined : sideBytes ? contentDigest(sideBytes) : '';
    const bytes = readBytes(path);
    if (!bytes) return undefined;
    return side === undefined ? contentDigest(bytes) : `${contentDigest(bytes)}+${side}`;
  };
  /** Reads a job from disk; a KEP page with its sidecar, its digest then that of both. */
  const readFromDisk = (job: ReadJob, settings: ReadSettings): ReadResult => {
    const sidecar = job.collection === undefined ? undefined : sidecarOf(job.path);
    if (sidecar === undefined) return readJob(job, readToParse(job.path), settings, scanner);
    const side = readSidecar(sidecar);
    const result = readJob(job, readToParse(job.path), settings, scanner, side.text);
    const digest = contentDigests.get(job.path);
    if (digest !== undefined) contentDigests.set(job.path, `${digest}+${side.digest}`);
    return result;
  };

  /** The context a record of `c` is parsed in: the same as a load's reads give it (recordContext). */
  const contextFor = (c: Collection): RecordContext => recordContext(c.dir, readSettings(), scanner);

  // ---- link and code-path resolution ----

  /** Candidates by folder and href: a link is resolved many times (indexing, every judgement, every query). */
  const candidateCache = new Map<string, string[]>();

  /** Where a relative link written in `fromPath` may point: relative to the file, and for code comments also from the root. */
  const hrefCandidates = (fromPath: string, href: string): string[] => {
    const rst = isRstPath(fromPath);
    // ":ref:`Use React Query`" names a label, not a file: resolve reads it (labelledRecord).
    if (rst && labelOfHref(href) !== undefined) return [];
    const dir = posixDirname(fromPath);
    const fromCode = readsLinksFromRoot(fromPath);
    // An RST document reads a link as Sphinx does (see sphinxCandidates): its own entries.
    const cacheKey = `${fromCode ? 'c' : rst ? 'r' : 'm'}${dir}\n${href}`;
    const cached = candidateCache.get(cacheKey);
    if (cached) return cached;
    const hosted = hostedFilePath(href);
    if (hosted !== undefined) {
      // A file on the code host is this repository's when it is here (resolve keeps only records); a record folder's
      // page ("…/tree/main/docs/decision-records/2022-02-03-x") shows its README. The link's path is from the
      // repository's top, and a root below the top holds only what lies under it.
      const fromTop = joinRelative('', withoutTrailingSlashes(hosted));
      const local = fromTop === undefined ? undefined : fromRepositoryPath(fromTop);
      const list = local === undefined ? [] : isDocumentPath(local) ? [local] : local === '' ? ['README.md', 'index.md'] : [local, `${local}/README.md`, `${local}/index.md`];
      candidateCache.set(cacheKey, list);
      return list;
    }
    const p = hrefPath(href);
    const out: string[] = [];
    if (rst) {
      out.push(...sphinxCandidates(dir, p));
    } else {
      const rel = joinRelative(dir, p);
      if (rel !== undefined) out.push(rel);
      // "[ADR 30](0030-x.html)": the page a site builds from 0030-x.md, as broken-link reads it.
      if (rel !== undefined && !fromCode) out.push(...builtPageSources(rel));
      if (rel !== undefined && !fromCode) out.push(...recordPageSources(dir, p, rel));
      // A changelog fragment's link, written for the CHANGELOG it is rendered into.
      const rendered = fromCode ? undefined : changelogFragmentBaseOfFolder(dir);
      const fromRendered = rendered === undefined ? undefined : joinRelative(rendered, p);
      if (fromRendered !== undefined && !out.includes(fromRendered)) out.push(fromRendered);
    }
    if (fromCode || p.startsWith('/')) {
      const fromRoot = joinRelative('', p);
      if (fromRoot !== undefined && !out.includes(fromRoot)) out.push(fromRoot);
    }
    // "{% link _adr/0002-x.md %}", "{{< ref "/adr/0002-x" >}}": the files the site generator's tag may name (lines.ts).
    const tagged = fromCode ? undefined : siteTagReadings(dir, href);
    if (tagged) for (const c of tagged) if (!out.includes(c)) out.push(c);
    // Pure function of its inputs; the bound only keeps a pathological workspace from growing it forever.
    if (candidateCache.size >= 100_000) candidateCache.clear();
    candidateCache.set(cacheKey, out);
    return out;
  };

  /**
   * The files an extensionless link named like a record may mean: "0003-x" (or "0003-x/") is the page a site builds
   * from 0003-x.md, or a record's folder; "../20260519-x" from a log4brains record is its sibling's page, since
   * log4brains serves each record one folder deeper than its file (/adr/<slug>/), as Starlight does
   * (tsorren/DonaTrack-TP-DDS). None for a link with an extension or named otherwise.
   */
  const recordPageSources = (dir: string, p: string, rel: string): string[] => {
    const page = withoutTrailingSlashes(rel);
    const name = posixBasename(page);
    if (!isRecordFolderName(name) || /\.[A-Za-z0-9]{1,8}$/.test(name)) return [];
    // "x.html.md": Middleman's page source, as govuk_tech_docs sites keep records (alphagov/paas-team-manual).
    const out = [`${page}.md`, `${page}.html.md`, `${page}/README.md`, `${page}/index.md`];
    const sibling = p.startsWith('../') ? joinRelative(dir, withoutTrailingSlashes(p.slice(3))) : undefined;
    if (sibling !== undefined && sibling !== '' && sibling !== page) out.push(`${sibling}.md`);
    return out;
  };

  /**
   * A reStructuredText document names another by its name without ".rst" (":doc:`0005-x`", Sphinx's docname), from its
   * own folder, or from the Sphinx project's top (the folder of conf.py) when the name starts with "/".
   */
  const sphinxCandidates = (dir: string, p: string): string[] => {
    const base = docnameBase(dir, p, (f) => files.has(f));
    const rel = base === undefined ? undefined : joinRelative(base, p.startsWith('/') ? p.slice(1) : p);
    if (rel === undefined) return [];
    const docname = sphinxDocname(rel);
    return docname !== undefined ? [...docnameFiles(docname), rel] : [rel];
  };

  const codePathCandidates = (value: string): string[] => {
    const clean = withoutTrailingSlashes(value.replace(/^\.\//, ''));
    const out: string[] = [];
    for (const root of config().codeRoots) {
      const p = joinRelative(root, clean);
      if (p !== undefined && p !== '' && !out.includes(p)) out.push(p);
    }
    return out;
  };

  // ---- reverse maps ----

  const referencesOf = (path: string): readonly Reference[] => records.get(path)?.references ?? citing.get(path)?.references ?? [];

  const indexCitations = (path: string, refs: readonly Reference[], add: boolean): void => {
    if (lastRead?.path === path) lastRead = undefined;
    const rst = isRstPath(path);
    for (const ref of refs) {
      if (ref.href !== undefined && rst && labelOfHref(ref.href) !== undefined) {
        if (add) labelLinkers.add(path);
        else labelLinkers.delete(path);
        (add ? addTo : removeFrom)(citersByLabel, normalLabel(labelOfHref(ref.href)!), path);
        if (ref.targetKey) (add ? addTo : removeFrom)(citersByKey, ref.targetKey, path);
        continue;
      }
      if (ref.targetKey) (add ? addTo : removeFrom)(citersByKey, ref.targetKey, path);
      if (ref.href) for (const c of hrefCandidates(path, ref.href)) (add ? addTo : removeFrom)(citersByPath, c, path);
      if (!ref.targetKey) indexStems(path, ref, add);
    }
  };

  /** A citation without an id, by the stems it may name a record by (its link's file name, its text). */
  const indexStems = (path: string, target: Target, add: boolean): void => {
    const hrefStem = target.href ? linkedStem(target.href) : undefined;
    const textStem = stemOfText('text' in target ? target.text : target.targetText);
    if (hrefStem) (add ? addCompact : removeCompact)(citersByStem, hrefStem, path);
    if (textStem && textStem !== hrefStem) (add ? addCompact : removeCompact)(citersByStem, textStem, path);
    // A link to a record's translation ("docs/adr/007-x.es.md"): a citation of the record, filed by the untranslated stem.
    const plain = hrefStem === undefined ? undefined : untranslatedStem(hrefStem);
    if (plain !== undefined && plain !== textStem) (add ? addCompact : removeCompact)(citersByStem, plain, path);
  };

  /**
   * Target path → records whose relative links (images included) may point there: existence checks of those paths
   * change with the file. Built when a file comes or goes, dropped whenever records change (typing does; files
   * coming and going is rarer).
   */
  let linkers: Map<string, Set<string>> | undefined;
  const linkersOf = (path: string): Iterable<string> => {
    if (!linkers) {
      linkers = new Map();
      for (const r of records.values()) {
        for (const link of linkTargets(r.path)) {
          if (isExternalHref(link.href)) continue;
          for (const c of hrefCandidates(r.path, link.href)) addTo(linkers, c, r.path);
        }
      }
    }
    return linkers.get(path) ?? [];
  };

  /** The RST records that define each label (normalLabel), built when a first ":ref:" link is resolved. */
  let labels: Map<string, Set<string>> | undefined;

  /** The record a ":ref:" label names: of several, the one nearest the citing file. */
  const labelledRecord = (label: string, fromPath: string): DecisionRecord | undefined => {
    if (!labels) {
      labels = new Map();
      for (const [path] of records) {
        if (!isRstPath(path)) continue;
        for (const l of labelsIn(text(path) ?? '')) addTo(labels, l, path);
      }
    }
    const paths = labels.get(normalLabel(label));
    return paths && sameCollectionFirst(paths, fromPath);
  };

  /** A record in RST came or went: its labels may have too. */
  const labelsChanged = (path: string): void => {
    if (isRstPath(path)) labels = undefined;
  };

  /** Documents with a ":ref:" link: judged again when an RST record changes, since its labels may have. */
  const labelLinkers = new Set<string>();

  const indexRecord = (r: DecisionRecord): void => {
    labelsChanged(r.path);
    linkers = undefined;
    chainCache.clear();
    rankedCache.delete(r.key);
    linkedNamesakes = new WeakMap();
    records.set(r.path, r);
    addTo(byKey, r.key, r.path);
    addCompact(byStem, recordStem(r.path), r.path);
    indexCitations(r.path, r.references, true);
    for (const rel of r.relations) if (!rel.targetKey) indexStems(r.path, rel, true);
    // A path on the code host is never judged stale (see stale-code-path), so its coming and going re-judges nothing.
    // Nor is a path that may be no path (CodePath.unsure).
    for (const cp of r.codePaths) if (cp.repository === undefined && !cp.unsure) for (const c of codePathCandidates(cp.value)) addTo(codePathNamers, c, r.path);
    sorted = undefined;
  };

  const unindexRecord = (r: DecisionRecord): void => {
    labelsChanged(r.path);
    linkers = undefined;
    chainCache.clear();
    rankedCache.delete(r.key);
    linkedNamesakes = new WeakMap();
    records.delete(r.path);
    removeFrom(byKey, r.key, r.path);
    removeCompact(byStem, recordStem(r.path), r.path);
    indexCitations(r.path, r.references, false);
    for (const rel of r.relations) if (!rel.targetKey) indexStems(r.path, rel, false);
    for (const cp of r.codePaths) if (cp.repository === undefined && !cp.unsure) for (const c of codePathCandidates(cp.value)) removeFrom(codePathNamers, c, r.path);
    texts.delete(r.path);
    linkTargetsByPath.delete(r.path);
    titleLines.delete(r.path);
    sorted = undefined;
  };

  const indexCiting = (doc: CitingDocument): void => {
    if (!keepsCitingDocument(doc)) {
      citing.delete(doc.path);
      if (lastRead?.path === doc.path) lastRead = undefined;
      return;
    }
    citing.set(doc.path, doc);
    indexCitations(doc.path, doc.references, true);
  };

  const unindexCiting = (path: string): void => {
    const old = citing.get(path);
    if (old) indexCitations(path, old.references, false);
    citing.delete(path);
    if (lastRead?.path === path) lastRead = undefined;
    texts.delete(path);
  };

  // ---- reading and parsing ----

  /** What every read from disk in a load (or a later re-read) shares. */
  const readSettings = (): ReadSettings => {
    const byDir: Record<string, { prefix: string; numberWidth: number; prefixWidths?: Record<string, number>; proposals?: boolean }> = {};
    for (const c of collections) byDir[c.dir] = { prefix: c.prefix, numberWidth: c.numberWidth, prefixWidths: c.prefixWidths, ...(c.proposals ? { proposals: true } : {}) };
    return { prefixes: config().idPrefixes, statusMap: config().statusMap, maxFileSize: config().maxFileSize, collections: byDir, keepTexts: retainTexts };
  };

  /**
   * Keeps what readJob read of a record: its text when texts are retained, the link targets and title line
   * rules read. Otherwise the record's strings get memory of their own, so the text it was parsed from goes.
   */
  const admitRecord = (result: ReadResult): DecisionRecord => {
    const r = result.record!;
    // Read from a kept text when first asked for (linkTargets, titleLine).
    linkTargetsByPath.delete(r.path);
    titleLines.delete(r.path);
    if (result.text !== undefined) {
      texts.set(r.path, result.text);
      return r;
    }
    texts.delete(r.path);
    if (result.links === undefined || result.titleLine === undefined) return r;
    if (result.owned) {
      linkTargetsByPath.set(r.path, result.links);
      titleLines.set(r.path, result.titleLine);
      return r;
    }
    detachRecord(r);
    ownStrings(result.links);
    linkTargetsByPath.set(r.path, result.links.slice());
    titleLines.set(r.path, ownString(result.titleLine));
    return r;
  };

  /** Keeps what readJob read of a citing candidate (see admitRecord); the document, when it decoded. */
  const admitCiting = (result: ReadResult): CitingDocument | undefined => {
    const doc = result.doc;
    if (result.text !== undefined) texts.set(result.path, result.text);
    else {
      texts.delete(result.path);
      if (doc && !result.owned) ownStrings(doc);
    }
    return doc;
  };

  /** Before reading `path` from disk (or taking an editor's buffer, `fromDisk` false): what a snapshot will say of it. */
  const noteFingerprint = (path: string, fromDisk: boolean, sidecar?: string): void => {
    const fp = fromDisk ? printOf(path, sidecar) : undefined;
    if (fp === undefined) fingerprints.delete(path);
    else fingerprints.set(path, fp);
    if (!fromDisk) contentDigests.delete(path);
  };

  /** A citing candidate read by a load: kept as a candidate, indexed when it decoded. */
  const takeCiting = (result: ReadResult): void => {
    citingCandidates.add(result.path);
    const doc = admitCiting(result);
    if (doc) indexCiting(doc);
  };

  const readRecord = (path: string, c: Collection, text?: string): DecisionRecord => {
    noteFingerprint(path, text === undefined, sidecarOf(path));
    if (text === undefined) {
      editorTexts.delete(path);
      return admitRecord(readFromDisk({ path, collection: c.dir }, readSettings()));
    }
    const ctx = contextFor(c);
    const edited = decodeEditorText(text, ctx.maxFileSize);
    if (edited.text === undefined) {
      texts.delete(path);
      linkTargetsByPath.delete(path);
      titleLines.delete(path);
      return skippedRecord(path, ctx, edited.problems);
    }
    const r = parseRecord(path, edited.text, ctx);
    const sidecar = sidecarOf(path);
    if (sidecar !== undefined) readsSidecar(r, readSidecar(sidecar).text, ctx);
    // An editor's buffer is kept whatever retainTexts says: it is not on disk to be read again.
    texts.set(path, edited.text);
    editorTexts.add(path);
    linkTargetsByPath.delete(path);
    titleLines.delete(path);
    return r;
  };

  const readCiting = (path: string, text?: string): CitingDocument | undefined => {
    noteFingerprint(path, text === undefined);
    if (text === undefined) {
      editorTexts.delete(path);
      return admitCiting(readJob({ path }, readToParse(path), readSettings(), scanner));
    }
    const source = decodeEditorText(text, config().maxFileSize).text;
    if (source === undefined) {
      texts.delete(path);
      return undefined;
    }
    const doc = scanCitingDocument(path, source, { prefixes: config().idPrefixes, maxFileSize: config().maxFileSize, scanner });
    // Texts of documents that cite nothing are not kept: most source files, and they can be re-read.
    if (doc && keepsCitingDocument(doc)) {
      texts.set(path, source);
      editorTexts.add(path);
    } else {
      texts.delete(path);
      editorTexts.delete(path);
    }
    return doc;
  };

  const recomputeCollectionFormats = (): void => {
    const counts = new Map<string, Map<RecordFormat, number>>();
    for (const r of records.values()) {
      if (r.skipped) continue;
      let m = counts.get(r.collection);
      if (!m) counts.set(r.collection, (m = new Map()));
      m.set(r.format, (m.get(r.format) ?? 0) + 1);
    }
    for (const c of collections) {
      const m = counts.get(c.dir);
      if (!m) continue;
      let best: RecordFormat = c.format;
      let n = 0;
      for (const [f, k] of m) if (k > n) [best, n] = [f, k];
      c.format = best;
    }
  };

  // ---- classification ----

  /** `walked`: the path came from this load's walk, which has already left out what .gitignore files name. */
  const isIgnoredPath = (path: string, walked = false): boolean => {
    const segments = path.split('/');
    for (let i = 0; i < segments.length - 1; i++) {
      if (isSkippedDirectoryName(segments[i]) && !enteredHidden(segments.slice(0, i + 1).join('/'))) return true;
      if (i > 0 && isAgentStateFolder(segments[i - 1], segments[i])) return true;
    }
    return exclude(path) || (!walked && isGitIgnored(path));
  };

  /** The hidden folders the config's include globs name, per config read (see hiddenFoldersNamed). */
  let entered: { config: ResolvedConfig; folders: string[] } | undefined;
  const enteredHidden = (folder: string): boolean => {
    const cfg = config();
    if (entered?.config !== cfg) entered = { config: cfg, folders: hiddenFoldersNamed(cfg.citingInclude) };
    return entered.folders.some((f) => folder === f || folder.startsWith(`${f}/`));
  };

  /** Ignored by a .gitignore, outside the configured collections (walked whatever ignores them). */
  const isGitIgnored = (path: string): boolean =>
    gitignored !== undefined && !config().collections.some((c) => path.startsWith(`${c}/`)) && gitignored.ignores(path, false);

  /** A .gitignore (or git's own exclude file) the walk follows: a change to it changes what is walked. */
  const isIgnoreFile = (path: string): boolean =>
    config().gitignore && (path === '.git/info/exclude' || (posixBasename(path) === '.gitignore' && !isIgnoredPath(path)));

  const hasFile = (path: string): boolean => files.has(path);

  /** `isRecord`: isRecordFile over the files as they are now (a load's, shared with discovery). */
  const classify = (path: string, walked = false, isRecord?: RecordFileTest): 'record' | 'citing' | 'config' | 'template' | 'ignored' => {
    if (path === CONFIG_FILE || CONFIG_NAMES.has(posixBasename(path)) || isIgnoreFile(path)) return 'config';
    const c = collectionOf(collections, path);
    // Another project's files (an example project with records of its own): they cite that project's decisions.
    if (!c && otherProjects.length > 0 && otherProjects.some((root) => path.startsWith(`${root}/`))) return 'ignored';
    if (c && (c.recordFolders ? isSubjectFolderPage(c.dir, path, hasFile) : isRecord ? isRecord(c.dir, path) : recordFileTest(hasFile, { text: textOnDisk, statusMap: config().statusMap, numberShared: sharedNumbers(files) })(c.dir, path)) && (numberedInCollection(c, path, config().idPrefixes) || numberedBySeriesKey(c, path, textOnDisk) || unnumberedProposalOfSeries(c, path, textOnDisk)) && !exclude(path) && (walked || !isGitIgnored(path))) return 'record';
    // Templates cite placeholder ids ("ADR-NNNN"); judging them would only produce noise. One at a collection's top
    // lays out the sections its records are asked for (templateSections).
    if (c && posixDirname(path) === c.dir && isTemplateFileName(posixBasename(path))) return 'template';
    if ((c && isTemplatePath(c.dir, path)) || isTemplateDocument(path)) return 'ignored';
    if (isIgnoredPath(path, walked)) return 'ignored';
    if (isCitingCandidatePath(path) && include(path)) return 'citing';
    return 'ignored';
  };

  // ---- load ----

  const clear = (): void => {
    aliases = undefined;
    inlineDefinitions.clear();
    decisionLogs.clear();
    records.clear();
    labels = undefined;
    labelLinkers.clear();
    citing.clear();
    citingCandidates.clear();
    texts.clear();
    editorTexts.clear();
    linkTargetsByPath.clear();
    titleLines.clear();
    byKey.clear();
    citersByKey.clear();
    citersByPath.clear();
    citersByLabel.clear();
    codePathNamers.clear();
    byStem.clear();
    citersByStem.clear();
    lastRead = undefined;
    files.clear();
    directories.clear();
    gitignored = undefined;
    folderNames = undefined;
    fileNames = undefined;
    existsCache.clear();
    templateSectionsByDir.clear();
    templateBuffers.clear();
    chainCache.clear();
    rankedCache.clear();
    linkedNamesakes = new WeakMap();
    sorted = undefined;
    fingerprints.clear();
    contentDigests.clear();
    pending = undefined;
  };

  /** Everything the parse and judgement of a load share besides the files: config, its problems, the collections found. */
  const settingsKey = (settings: ReadSettings): string =>
    JSON.stringify([
      { ...settings, keepTexts: undefined },
      config(),
      loaded.problems,
      collections.map((c) => [c.dir, c.prefix, c.numberWidth, c.prefixWidths, c.format, c.source, c.proposals, c.recordFolders]),
      otherProjects,
    ]);

  // Equal strings the records keep share one copy while the load reads them (see ownString).
  const load = (signal?: CancellationSignal, afterRecords?: () => void, from?: SnapshotLoad): LoadStats =>
    sharingCopies(() => loadNow(signal, afterRecords, from));

  const loadNow = (signal?: CancellationSignal, afterRecords?: () => void, from?: SnapshotLoad): LoadStats => {
    throwIfCancelled(signal);
    clear();
    candidateCache.clear();
    let cfg = config();
    exclude = globMatcher(cfg.exclude);
    // "**/*" among the globs includes everything, whatever the others name (before, it was dropped as the default and the
    // others restricted the scan to themselves).
    const everything = cfg.citingInclude.some((g) => g === '**/*' || g === '**');
    const includeGlobs = cfg.citingInclude.filter((g) => g !== '**/*' && g !== '**');
    const includeMatch = globMatcher(includeGlobs);
    include = everything || includeGlobs.length === 0 ? () => true : includeMatch;
    const walk = walkWorkspace(fs, {
      exclude,
      forceInclude: cfg.collections.filter((c) => !/[*?[{]/.test(c)),
      enterHidden: hiddenFoldersNamed(cfg.citingInclude),
      signal,
      gitignore: cfg.gitignore,
    });
    gitignored = walk.gitignore;
    for (const f of walk.files) files.add(f);
    for (const d of walk.directories) directories.add(d);
    folderNames = undefined;
    fileNames = undefined;
    // With snapshots, discovery's conclusions are kept (discovery-memo.ts): taken when the walk, the config and what
    // discovery read are as they were.
    const memoKey = options.fingerprint === true || from ? discoveryKey(walk.files, walk.directories, cfg) : undefined;
    const taken = memoKey === undefined ? undefined : takeDiscoveryMemo(from?.snapshot.discovery, memoKey, walk.files.length, fingerprintOf);
    let kinds: Uint16Array;
    if (taken) {
      if (taken.idPrefixes.length !== cfg.idPrefixes.length || taken.idPrefixes.some((p, i) => p !== cfg.idPrefixes[i])) cfg = loaded.config = { ...cfg, idPrefixes: taken.idPrefixes };
      scanner = createReferenceScanner(cfg.idPrefixes);
      collections = taken.collections;
      otherProjects = taken.otherProjects;
      kinds = taken.kinds;
      // The snapshot's own memo, never the copies just taken: the index changes its collections as records come in
      // (formats, widths), and a memo written with those would not match the settings of the snapshot beside it.
      discoveryMemo = from!.snapshot.discovery;
    } else {
      const reads = new Map<string, string | undefined>();
      const discoveryFs = memoKey === undefined ? fs : recordingReads(fs, fingerprintOf, reads);
      // Ids with a category ("ADR-SEC-001-x.md"): each category is a prefix of its own for this workspace.
      const compounds = compoundPrefixes(walk.files, cfg.idPrefixes);
      if (compounds.length) cfg = loaded.config = { ...cfg, idPrefixes: [...new Set([...cfg.idPrefixes, ...compounds])] };
      scanner = createReferenceScanner(cfg.idPrefixes);
      // Discovery and the classification below ask which files are records of the same files: once each.
      // A file named as a template may be a record all the same (filledTemplateNamedRecord): read as discovery reads.
      const isRecord = recordFileTest(hasFile, { text: (p) => decodedHead(discoveryFs, p), statusMap: cfg.statusMap, numberShared: sharedNumbers(walk.files) });
      otherProjects = [];
      collections = discoverCollections(discoveryFs, cfg, { ...walk, isRecord, otherProjects });
      // Collections named by a prefix of their own ("DR002-x.md"): their ids and citations are read with it.
      const own = ownCollectionPrefixes(collections, walk.files, cfg.idPrefixes);
      if (own.length) {
        cfg = loaded.config = { ...cfg, idPrefixes: [...cfg.idPrefixes, ...own] };
        scanner = createReferenceScanner(cfg.idPrefixes);
        otherProjects = [];
        collections = discoverCollections(discoveryFs, cfg, { ...walk, isRecord, otherProjects });
      }
      const collectionIndex = new Map(collections.map((c, i) => [c.dir, i]));
      kinds = new Uint16Array(walk.files.length);
      for (let i = 0; i < walk.files.length; i++) {
        const f = walk.files[i]!;
        const kind = classify(f, true, isRecord);
        if (kind === 'record') kinds[i] = recordKind(collectionIndex.get(collectionOf(collections, f)!.dir)!);
        else if (kind === 'citing') kinds[i] = CITING;
      }
      discoveryMemo = memoKey === undefined ? undefined : makeDiscoveryMemo(memoKey, cfg.idPrefixes, collections, otherProjects, kinds, reads);
    }
    // Records first, then the documents that cite them, each in walk order: no record's judgement depends on a
    // citing document, so a front may publish records' diagnostics in between (afterRecords).
    const recordJobs: ReadJob[] = [];
    const citingJobs: ReadJob[] = [];
    // Without a collection nothing can be cited, and the first record to appear starts one, which reads everything
    // again (startsCollection): a workspace without decisions (most, for an editor extension activated on startup)
    // costs a walk, not a read of every source file.
    // A decision log's page (see discovery/decision-logs) is read with them, for its entries and the citations of them.
    const citable = collections.length > 0 || walk.files.some(isDecisionLogName);
    for (let i = 0; i < walk.files.length; i++) {
      const kind = kinds[i]!;
      if (kind >= RECORD_OF) recordJobs.push({ path: walk.files[i]!, collection: collections[kind - RECORD_OF]!.dir });
      else if (kind === CITING && citable) citingJobs.push({ path: walk.files[i]! });
    }
    const settings = readSettings();
    loadSettings = settingsKey(settings);
    const snapshot = from && from.snapshot.settings === loadSettings ? from.snapshot : undefined;
    // Every file is fingerprinted before any is read: one changed in between is taken as the older, and read again next time.
    const fingerprinting = options.fingerprint === true || snapshot !== undefined;
    const recordSidecars = fingerprinting ? recordJobs.map((j) => sidecarOf(j.path)) : [];
    const recordPrints = fingerprinting ? recordJobs.map((j, i) => printOf(j.path, recordSidecars[i])) : [];
    const citingPrints = fingerprinting ? citingJobs.map((j) => fingerprintOf(j.path)) : [];
    let fromSnapshot = 0;
    /**
     * Files with another fingerprint than the snapshot's (or none: modified moments ago) but the same bytes: the
     * fingerprint their entry was saved under. Comparing bytes needs no trust in file times.
     */
    const sameBytes = new Map<string, string>();
    const inSnapshot = (path: string, fp: string | undefined, sidecar?: string): boolean => {
      if (!snapshot) return false;
      if (fp !== undefined && snapshot.has(path, fp)) return true;
      const digest = snapshot.digestOf(path);
      if (digest === undefined || digestOnDisk(path, sidecar) !== digest) return false;
      sameBytes.set(path, snapshot.fingerprintOf(path)!);
      return true;
    };
    if (snapshot) {
      for (let i = 0; i < recordJobs.length; i++) if (inSnapshot(recordJobs[i]!.path, recordPrints[i], recordSidecars[i])) fromSnapshot++;
      for (let i = 0; i < citingJobs.length; i++) if (inSnapshot(citingJobs[i]!.path, citingPrints[i])) fromSnapshot++;
    }
    const total = recordJobs.length + citingJobs.length;
    const stats: LoadStats = {
      files: total,
      fromSnapshot,
      complete: snapshot !== undefined && fromSnapshot === total && snapshot.size === total,
      refingerprinted: sameBytes.size,
    };

    const readOne = (job: ReadJob, fp: string | undefined): ReadResult => {
      const savedAs = sameBytes.get(job.path) ?? fp;
      if (savedAs === undefined) return readFromDisk(job, settings);
      // No fingerprint (modified moments ago): taken by its bytes, but left out of the next snapshot.
      if (fp !== undefined) fingerprints.set(job.path, fp);
      const taken = snapshot?.read(job.path, savedAs, job.collection);
      if (!taken) return readFromDisk(job, settings);
      const digest = snapshot!.digestOf(job.path);
      if (digest === undefined) contentDigests.delete(job.path);
      else contentDigests.set(job.path, digest);
      return taken;
    };
    const readRecords = (): void => {
      for (let i = 0; i < recordJobs.length; i++) {
        if ((i & 127) === 127) throwIfCancelled(signal);
        indexRecord(admitRecord(readOne(recordJobs[i]!, recordPrints[i])));
      }
      recomputeCollectionFormats();
    };
    const readCitingDocuments = (): void => {
      for (let i = 0; i < citingJobs.length; i++) {
        if ((i & 127) === 127) throwIfCancelled(signal);
        takeCiting(readOne(citingJobs[i]!, citingPrints[i]));
      }
    };
    // (A complete snapshot with defer is for a replay: that needs no catching up when it holds.)
    if (from?.asOf && snapshot && !afterRecords && !(stats.complete && from.defer)) {
      const behind = restoreAsOf(snapshot, [...recordJobs, ...citingJobs], [...recordPrints, ...citingPrints], sameBytes);
      if (behind) return { ...stats, behind };
      // The snapshot could not be taken as a whole (damaged): read the workspace as it is.
      return load(signal, afterRecords, undefined);
    }
    if (stats.complete && from?.defer) {
      // Nothing changed: the snapshot answers for every file, whenever the index is first read. (The caller runs
      // afterRecords: it may answer from a snapshot's findings before anything is read in.)
      signal = undefined;
      pending = () =>
        sharingCopies(() => {
          readRecords();
          readCitingDocuments();
        });
      return stats;
    }
    readRecords();
    afterRecords?.();
    readCitingDocuments();
    return stats;
  };

  /**
   * The index as the snapshot saw it (its walk, every file as it read it), and what changed since: the caller restores
   * the snapshot's findings over this state, then catchUp() applies the changes as edits. Undefined (nothing kept)
   * when the snapshot cannot say how it saw everything.
   */
  const restoreAsOf = (snap: SnapshotReader, jobs: ReadJob[], prints: Array<string | undefined>, sameBytes: ReadonlyMap<string, string>): SnapshotChanges | undefined => {
    const walk = snap.walk();
    if (!walk) return undefined;
    const nowFiles = new Set(files);
    const nowDirectories = new Set(directories);
    const entries: ReadResult[] = [];
    for (const path of snap.paths) {
      const kind = classify(path);
      if (kind !== 'record' && kind !== 'citing') return undefined;
      const entry = snap.read(path, undefined, kind === 'record' ? collectionOf(collections, path)!.dir : undefined);
      if (!entry) return undefined;
      entries.push(entry);
    }
    files.clear();
    directories.clear();
    for (const f of walk.files) files.add(f);
    for (const d of walk.directories) directories.add(d);
    folderNames = undefined;
    fileNames = undefined;
    for (const entry of entries) {
      fingerprints.set(entry.path, snap.fingerprintOf(entry.path)!);
      const digest = snap.digestOf(entry.path);
      if (digest === undefined) contentDigests.delete(entry.path);
      else contentDigests.set(entry.path, digest);
      if (entry.record) indexRecord(admitRecord(entry));
      else takeCiting(entry);
    }
    recomputeCollectionFormats();

    const changedDocuments: string[] = [];
    const isJob = new Set<string>();
    jobs.forEach((job, i) => {
      isJob.add(job.path);
      const fp = prints[i];
      if (sameBytes.has(job.path)) {
        // Same bytes under a new fingerprint (or none): the entry holds as restored; the next snapshot says how the file is now.
        if (fp === undefined) fingerprints.delete(job.path);
        else fingerprints.set(job.path, fp);
      } else if (fp === undefined || !snap.has(job.path, fp)) changedDocuments.push(job.path);
    });
    const goneDocuments = snap.paths.filter((p) => !isJob.has(p));
    const wasDocument = new Set(snap.paths);
    // Other files and folders matter through existence checks (code paths, links to images).
    const newFiles = [...nowFiles].filter((f) => !files.has(f) && !isJob.has(f));
    const goneFiles = [...files].filter((f) => !nowFiles.has(f) && !wasDocument.has(f));
    for (const d of directories) if (!nowDirectories.has(d)) goneFiles.push(d);
    const newDirectories = [...nowDirectories].filter((d) => !directories.has(d));
    return { changedDocuments, goneDocuments, newFiles, goneFiles, newDirectories };
  };

  const catchUp = (behind: SnapshotChanges): IndexUpdate => {
    const affected = new Set<string>();
    let recordsChanged = false;
    let citationsChanged = false;
    const take = (u: IndexUpdate) => {
      for (const p of u.affected) affected.add(p);
      recordsChanged ||= u.recordsChanged;
      citationsChanged ||= u.citationsChanged;
    };
    // Documents first, then the other files and folders: the links of the records as they are now decide who is told.
    for (const path of behind.goneDocuments) if (records.has(path) || citingCandidates.has(path)) take(remove(path));
    for (const path of behind.changedDocuments) take(update(path));
    // Longest paths first: a folder after the files in it.
    for (const path of [...behind.goneFiles].sort((a, b) => b.length - a.length)) if (files.has(path) || directories.has(path)) take(remove(path));
    for (const dir of behind.newDirectories) {
      existsCache.clear();
      folderNames = undefined;
      fileNames = undefined;
      directories.add(dir);
      namersOf(dir, affected);
    }
    for (const path of behind.newFiles) take(update(path));
    return finish(affected, recordsChanged, citationsChanged);
  };

  const snapshot = (): IndexSnapshot => {
    settle();
    const out: SnapshotContents['files'] = [];
    for (const [path, fingerprint] of fingerprints) {
      if (editorTexts.has(path)) continue;
      const record = records.get(path);
      const digest = contentDigests.get(path);
      if (record) out.push({ path, fingerprint, digest, entry: { kind: 'record', collection: record.collection, record, links: linkTargets(path), titleLine: titleLine(path) } });
      else if (citingCandidates.has(path)) out.push({ path, fingerprint, digest, entry: { kind: 'citing', doc: citing.get(path) } });
    }
    // Complete: every document held is in it, as on disk (a replay or catch-up needs the whole state).
    return { settings: loadSettings, files: out, complete: out.length === records.size + citingCandidates.size, walk: { files: [...files], directories: [...directories] }, discovery: discoveryMemo };
  };

  const walkKey = (): string => {
    const hash = createHash('sha1');
    for (const f of [...files].sort()) hash.update(f + '\n');
    hash.update('\0');
    for (const d of [...directories].sort()) hash.update(d + '\n');
    return hash.digest('hex');
  };

  const reload = (signal?: CancellationSignal): void => {
    loaded = loadConfig(fs, options.sessionConfig);
    load(signal);
  };

  /**
   * A record's relative link targets: captured when its text was let go, else read from the kept text (each
   * time: a judgement asks once per record, and holding them too would grow the heap every collection scans).
   */
  const linkTargets = (path: string): readonly LinkTarget[] => {
    const links = linkTargetsByPath.get(path);
    if (links) return links;
    const text = records.has(path) ? texts.get(path) : undefined;
    return text === undefined ? [] : documentLinkTargets(path, text);
  };

  /** The text of the line holding a record's title (see linkTargets); undefined when the record was unreadable. */
  const titleLine = (path: string): string | undefined => {
    const line = titleLines.get(path);
    if (line !== undefined) return line;
    const record = records.get(path);
    const text = record ? texts.get(path) : undefined;
    return text === undefined ? undefined : (lineOf(text, record!.title.range.start.line) ?? '');
  };

  /**
   * From now on, keep no text read from disk, and let go of those kept so far: what was parsed from them gets
   * memory of its own, the way a load with retainTexts false leaves it. Editors' buffers stay.
   */
  const releaseTexts = (): void => {
    retainTexts = false;
    for (const path of [...texts.keys()]) {
      if (editorTexts.has(path)) continue;
      const record = records.get(path);
      if (record) {
        // What rules read from the text, read now while it is here, in memory of its own.
        const links = linkTargets(path).slice();
        ownStrings(links);
        linkTargetsByPath.set(path, links);
        titleLines.set(path, ownString(titleLine(path) ?? ''));
        detachRecord(record);
      }
      texts.delete(path);
      const doc = citing.get(path);
      if (doc) ownStrings(doc);
    }
    // Keys and memos built from the old strings would keep their texts alive; they are rebuilt on demand.
    lastRead = undefined;
    candidateCache.clear();
    targetCandidates = new WeakMap();
    chainCache.clear();
    rankedCache.clear();
    linkedNamesakes = new WeakMap();
  };

  // ---- resolution ----

  /**
   * The record a bare id means when several collections use it: the citing file's own collection, else the one whose
   * part of the workspace holds the file (see homeOf), else the collection sharing most folders with the citing
   * file, else the shallowest (the workspace's main) collection.
   */
  /** Collection folders split once: the ranking below compares them for every namesake. */
  const collectionSegments = new Map<string, string[]>();
  const segmentsOf = (dir: string): string[] => {
    let segments = collectionSegments.get(dir);
    if (!segments) collectionSegments.set(dir, (segments = dir ? dir.split('/') : []));
    return segments;
  };

  const sameCollectionFirst = (paths: ReadonlySet<string>, fromPath: string): DecisionRecord | undefined => {
    // One record with this key (the usual case): nothing to rank.
    if (paths.size === 1) for (const p of paths) return records.get(p);
    const from = records.get(fromPath)?.collection ?? collectionOf(collections, fromPath)?.dir;
    const fromDir = posixDirname(fromPath);
    const fromSegments = fromDir.split('/');
    let best: DecisionRecord | undefined;
    // Ranked by: same collection, then folders shared with the citing file, then shallowest; within one collection,
    // the record duplicate-number says keeps the number (written first), else the path.
    let bestSame = 0;
    let bestInHome = 0;
    let bestPart = 0;
    let bestShared = 0;
    let bestDepth = 0;
    for (const p of paths) {
      const r = records.get(p);
      if (!r) continue;
      const dirSegments = segmentsOf(r.collection);
      // The part of the workspace a collection belongs to ("docs/services/apifrontend" for its "adr/"): its ids are
      // meant there. A file elsewhere ("docs/services/crd-controllers/…", jordigilh/kubernaut) means the main
      // collection's, however many folders it shares with the other one.
      const home = homeOf(r.collection);
      const inHome = home === '' ? 1 : fromDir === home || fromDir.startsWith(`${home}/`) ? segmentsOf(home).length + 1 : 0;
      let shared = 0;
      while (shared < dirSegments.length && dirSegments[shared] === fromSegments[shared]) shared++;
      const same = r.collection === from ? 1 : 0;
      const depth = dirSegments.length;
      // "apps/scheduler/src/…/engine.py" citing "ADR 0001" where "docs/api/adr", "docs/common/adr" and
      // "docs/scheduler/adr" each number from one (AWeber-Imbi/imbi): the collection of the part it names.
      const part = inHome === 0 ? partNamed(home, fromSegments) : 0;
      const better =
        !best ||
        (same !== bestSame
          ? same > bestSame
          : inHome !== bestInHome
            ? inHome > bestInHome
            : part !== bestPart
              ? part > bestPart
              : shared !== bestShared
                ? shared > bestShared
                : depth !== bestDepth
                  ? depth < bestDepth
                  : r.collection === best.collection
                    ? writtenFirst(r, best) < 0
                    : r.path < best.path);
      if (better) {
        best = r;
        bestSame = same;
        bestInHome = inHome;
        bestPart = part;
        bestShared = shared;
        bestDepth = depth;
      }
    }
    return best;
  };

  /** 1 when the last folder of a collection's home ("docs/scheduler") is one of the citing file's folders, else 0. */
  const partNamed = (home: string, fromSegments: readonly string[]): number => {
    const name = posixBasename(home);
    return name !== '' && !GENERIC_FOLDERS.has(name.toLowerCase()) && fromSegments.includes(name) ? 1 : 0;
  };

  const homes = new Map<string, string>();
  const homeOf = (dir: string): string => {
    let home = homes.get(dir);
    if (home === undefined) homes.set(dir, (home = collectionHome(dir)));
    return home;
  };

  /** "007-x.es" → "007-x": a stem without its language tag (see untranslatedName), undefined for one without. */
  const untranslatedStem = (stem: string): string | undefined => {
    if (!stem.includes('.')) return undefined;
    const plain = untranslatedName(`${stem}.md`);
    return plain === undefined ? undefined : plain.slice(0, -3);
  };

  /** The stem of the file a relative link names ("doc/adr/0021-x.md" → "0021-x"); undefined for URLs and folders. */
  const linkedStem = (href: string): string | undefined => {
    if (isExternalHref(href)) return undefined;
    const name = fileNameOfPath(hrefPath(href));
    return name !== undefined && isDocumentPath(name) ? withoutDocumentExtension(name).toLowerCase() : undefined;
  };

  /** The record whose file stem this is, the citing file's collection first. */
  const recordWithStem = (stem: string | undefined, fromPath: string): DecisionRecord | undefined => {
    const paths = stem === undefined ? EMPTY_SET : compactValues(byStem, stem);
    return paths.size > 0 ? sameCollectionFirst(paths, fromPath) : undefined;
  };

  /**
   * "./eip-20.md" or "../assets/eip-20/x.sol" written in ERCS/erc-1155.md, where ERCS/erc-20.md and assets/erc-20/ are
   * (ethereum/ERCs, split out of the EIPs and keeping their links, which the site serves under both names): a missing
   * path naming a proposal by other series letters, that exists named by the letters of the collection the link is
   * written in, when that collection has a record of the number.
   */
  const renamedSeriesPath = (path: string, fromDir: string): string | undefined => {
    const c = collectionOf(collections, fromDir === '' ? '_' : `${fromDir}/_`);
    if (!c) return undefined;
    const own = c.prefix.toLowerCase();
    const segments = path.split('/');
    for (let i = 0; i < segments.length; i++) {
      const m = SERIES_SEGMENT.exec(segments[i]!);
      if (!m || m[1]!.toLowerCase() === own) continue;
      const has = [...compactValues(byKey, decisionKey(c.prefix, Number(m[2])))].some((r) => records.get(r)?.collection === c.dir);
      if (!has) continue;
      const letters = m[1] === m[1]!.toUpperCase() ? c.prefix.toUpperCase() : own;
      const renamed = [...segments.slice(0, i), letters + segments[i]!.slice(m[1]!.length), ...segments.slice(i + 1)].join('/');
      if (records.has(renamed) || exists(renamed)) return renamed;
      // "./eip-721": the page the site builds from erc-721.md.
      if (i === segments.length - 1 && !segments[i]!.includes('.') && records.has(`${renamed}.md`)) return `${renamed}.md`;
    }
    return undefined;
  };

  /** The file name a link names, here or on the code host ("…/blob/main/docs/adr/0016-x.md" → "0016-x.md"). */
  const linkedFileName = (href: string): string | undefined => {
    const hosted = hostedFilePath(href);
    if (hosted !== undefined) return fileNameOfPath(hosted);
    return isExternalHref(href) ? undefined : fileNameOfPath(hrefPath(href));
  };

  /**
   * "superseded by [0018 GovUK Notify …](0018-govkuk-notify-….md)" where the record is "0018-govuk-notify-….md"
   * (nationalarchives/tdr-dev-documentation): a typo in the file's name. The number the link's text and its file name
   * agree on is the record's, in the folder the link points into, when the names differ by a typo or the link's text
   * gives the record's title ("[AD045: Remove forms-api](ADR045-use-forms-api.md)", alphagov/forms). "[ADR 16](…/
   * 0016-compliance-documentation.md)" to "0016-file-uploads.md" means neither for sure (see resolve).
   */
  const sameNumberAsLabel = (target: Target, at: string): DecisionRecord | undefined => {
    const written = 'text' in target ? target.text : target.targetText;
    const label = written.startsWith('[') ? /^\[([^\]]{1,200})\]/.exec(written)?.[1] : undefined;
    const name = label === undefined ? undefined : fileNameOfPath(at);
    const c = name === undefined ? undefined : collectionOf(collections, at);
    const named = c ? keyOfFileName(name!, config().idPrefixes, c.prefix) : undefined;
    const inLabel = named === undefined ? undefined : labelledNumber(label!.trim(), named.year !== undefined);
    if (!inLabel || inLabel.number !== named!.number || inLabel.year !== named!.year) return undefined;
    const r = resolveKey(named!.year !== undefined ? named!.key : decisionKey(c!.prefix, named!.number), at);
    if (!r || posixDirname(r.path) !== posixDirname(at)) return undefined;
    const titled = label!.trim().slice(inLabel.length).replace(/^\s*[.:)|—–-]?\s*/, '').toLowerCase() === r.title.value.trim().toLowerCase();
    return titled || editDistance(name!.toLowerCase(), posixBasename(r.path).toLowerCase()) <= 2 ? r : undefined;
  };

  /**
   * "Superseded by [ADR 36](0036-integration-service-promotes-….md)" when that record is "0037-integration-service-
   * promotes-….md" and ADR-0036 another (konflux-ci/architecture renumbered it): the record a few numbers away whose
   * file has the linked file's name after its number.
   */
  const renumberedRecord = (fileName: string, byId: DecisionRecord, fromPath: string): DecisionRecord | undefined => {
    // Words without the extension: a site's page and its source differ only there.
    const slug = wordsAfterNumber(withoutDocumentExtension(fileName));
    if (!slug || byId.number === undefined) return undefined;
    const series = seriesOfKey(byId.key);
    for (const step of [1, -1, 2, -2, 3, -3]) {
      const r = resolveKey(decisionKey(series, byId.number + step), fromPath);
      if (r && r.collection === byId.collection && wordsAfterNumber(withoutDocumentExtension(posixBasename(r.path))) === slug) return r;
    }
    return undefined;
  };

  /** Old ids that a collection's index maps to the records that hold those decisions now (see legacyAliases). */
  let aliases: Map<string, string> | undefined;
  /** Whether the last aliases read held a named series' keys (see legacyAliases). */
  let aliasesReadSeries = false;
  /** The days records are named by ("20250902"), with the aliases: one of them or several. */
  let namedDays = new Set<string>();

  /**
   * The record an old id of no record today stands for, by its collection's index table; not where a page in or above
   * the citing folder defines that id by a heading: "ADR-2" in a task's notes, under that task's own "## ADR-2"
   * heading, is not the "ADR-002" the table maps (KimYeonWook511/commerce-backend).
   */
  const aliasTarget = (key: string, fromPath?: string): DecisionRecord | undefined => {
    aliases ??= legacyAliases();
    const path = aliases.get(key);
    return path === undefined || (fromPath !== undefined && definedAbove(key, fromPath)) ? undefined : records.get(path);
  };

  /**
   * Per id no record has: the headings that define it (see definedAbove), each with the folder it speaks for ('' for a
   * decision log, which speaks for the workspace). Dropped on any change.
   */
  const inlineDefinitions = new Map<string, InlineDefiner[]>();
  /** Per page asked about: the ids its titled headings open, when it has enough of them to be a decision log. */
  const decisionLogs = new Map<string, Set<string>>();

  const definersOf = (key: string): InlineDefiner[] => {
    let definers = inlineDefinitions.get(key);
    if (definers === undefined) {
      definers = [];
      for (const citer of citersByKey.get(key) ?? []) {
        const keyed = referencesOf(citer).filter((r) => r.targetKey === key);
        const heading = keyed.filter((r) => r.range.start.character <= HEADING_ID_COLUMN);
        if (heading.length === 0 && !(isYearSegmentKey(key) && keyed.some((r) => r.range.start.line < ID_FIELD_LINES))) continue;
        const source = text(citer);
        const lines = source === undefined ? [] : splitLines(source);
        // "**Doc-ID**: ADR-2025-002" heading a page beside the collection (watchout/hotel-kanri): the page is that id's.
        const field = isYearSegmentKey(key) ? keyed.find((r) => definedByIdField(lines, r.range)) : undefined;
        if (field) {
          definers.push({ folder: posixDirname(citer), path: citer, range: field.range });
          continue;
        }
        // A decision log ("docs/design/Auspex_ADD.md" §33: "## ADR-001 — Product name is Preflight" and 55 more,
        // huaiche94/auspex) records the workspace's decisions: its ids are known everywhere, code included.
        const titled = heading.find((r) => opensLogEntry(lines, r.range));
        if (titled && loggedKeys(citer, lines).has(key)) definers.push({ folder: '', path: citer, range: titled.range });
        else {
          const defining = heading.find((r) => definedByHeading(lines, r.range));
          if (defining) definers.push({ folder: posixDirname(citer), path: citer, range: defining.range });
        }
      }
      inlineDefinitions.set(key, definers);
    }
    return definers;
  };

  /** The headings that define `key` for a reader of `fromPath`: a decision log's, or a page's in its folder or above. */
  const inlineDefinersFor = (key: string, fromPath: string): InlineDefiner[] =>
    definersOf(key).filter((d) => d.folder === '' || fromPath.startsWith(`${d.folder}/`));

  const definedAbove = (key: string, fromPath: string): boolean => inlineDefinersFor(key, fromPath).length > 0;

  const loggedKeys = (path: string, lines: readonly string[]): Set<string> => {
    let keys = decisionLogs.get(path);
    if (keys === undefined) {
      keys = new Set();
      for (const r of referencesOf(path)) {
        if (r.targetKey && r.range.start.character <= HEADING_ID_COLUMN && opensLogEntry(lines, r.range) && !opensAmendment(lines, r.range.start.line)) keys.add(r.targetKey);
      }
      if (keys.size < DECISION_LOG_HEADINGS) keys.clear();
      decisionLogs.set(path, keys);
    }
    return keys;
  };

  /** The old ids that stand for `r` (usually none: most collections keep no table of old ids). */
  const aliasKeysOf = (r: DecisionRecord): string[] => {
    aliases ??= legacyAliases();
    if (aliases.size === 0) return [];
    const out: string[] = [];
    for (const [key, path] of aliases) if (path === r.path) out.push(key);
    return out;
  };

  /**
   * A collection renumbered keeps a table of its old ids in its README ("| ADR-001 | [20260422-jwt-auth.md](…) |",
   * KimYeonWook511/commerce-backend, after moving from numbers to day-named files): an id no record has today, first in
   * a row that links a record of the collection, stands for that record. Read when such an id is first asked about.
   */
  const legacyAliases = (): Map<string, string> => {
    const out = new Map<string, string>();
    for (const c of collections) {
      for (const name of ['README.md', 'readme.md', 'index.md']) {
        const page = c.dir ? `${c.dir}/${name}` : name;
        const source = files.has(page) ? text(page) : undefined;
        if (source === undefined) continue;
        for (const line of source.split(/\r?\n/)) {
          if (!line.startsWith('|')) continue;
          // Or a bare number: "| 0019 | Superseded | … folded into [0013](0013-x.md) |", a retired record's row
          // naming where its decision lives now (0xSymbiome/cow-rs).
          const first = /^\|\s*([A-Za-z]{1,12}[-_ ]?\d{1,7}|\d{1,7})\s*\|/.exec(line)?.[1];
          const old = first === undefined ? undefined : /^\d/.test(first) ? { key: decisionKey(c.prefix, Number(first)) } : parseDecisionId(first, config().idPrefixes);
          if (!old || byKey.has(old.key) || out.has(old.key)) continue;
          for (const link of markdownLinks(line)) {
            const record = hrefCandidates(page, link.href).map((p) => records.get(p)).find((r) => r !== undefined);
            if (record && record.collection === c.dir) {
              out.set(old.key, record.path);
              break;
            }
          }
        }
        break;
      }
    }
    // "ADR-20240830" for "20240830-separate-files-terraform-injection.md" (basher83/Sombrero-Edge-Control): a record
    // named by its day, cited by the day as its number, when no other record is named by that day.
    const byDay = new Map<string, string | null>();
    namedDays = new Set();
    for (const r of records.values()) {
      const day = dayOfName(recordFileName(r.path));
      if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day.iso)) continue;
      const digits = day.iso.replace(/-/g, '');
      namedDays.add(digits);
      const key = decisionKey(config().idPrefixes[0] ?? DEFAULT_PREFIX, Number(digits));
      if (byKey.has(key) || out.has(key)) continue;
      byDay.set(key, byDay.has(key) ? null : r.path);
    }
    for (const [key, path] of byDay) if (path !== null) out.set(key, path);
    // "superseded-by: XRC-19" for "xrc-19-deprecate-comp-codec.md" (xmtp/XIPs), which its front matter numbers XIP-19:
    // a record filed under another series' name of the same number is cited by that name too, when nothing else is.
    const byFileName = new Map<string, string | null>();
    for (const r of records.values()) {
      if (r.number === undefined) continue;
      const m = FILED_AS.exec(posixBasename(r.path));
      if (!m || Number(m[2]) !== r.number) continue;
      const key = decisionKey(m[1]!, r.number);
      if (key === r.key || byKey.has(key) || out.has(key)) continue;
      byFileName.set(key, byFileName.has(key) ? null : r.path);
    }
    for (const [key, path] of byFileName) if (path !== null) out.set(key, path);
    // "ADR-025" in prose, YAML and scripts for "ADR-Platform-025-x.md" (openkubes/openkubes): a series' id written
    // without the series word, where no record has the short id and no other series that number.
    const series = new Map<string, string | null>();
    aliasesReadSeries = false;
    // "ADR-013" in code for "K4x-ADR-013.md" (kompox/kompox): a project's word before the kind, the same way.
    const kinds = new Set(config().idPrefixes.map((p) => p.toLowerCase()));
    for (const key of byKey.keys()) {
      // "pcf-adr-2" (PCF-ADR-0002, project-codeflare/adr) is "adr-2" of the project PCF, not "pcf-2" of a series "adr".
      const m = ownedSeries(key, kinds) ?? SERIES_KEY.exec(key);
      if (!m) continue;
      aliasesReadSeries = true;
      const short = `${m[1]}-${m[2]}`;
      if (byKey.has(short) || out.has(short)) continue;
      series.set(short, series.has(short) ? null : key);
    }
    for (const [short, key] of series) {
      if (key === null) continue;
      const paths = byKey.get(key)!;
      const keeper = sameCollectionFirst(paths, paths.values().next().value!);
      if (keeper) out.set(short, keeper.path);
    }
    return out;
  };

  /** An id the parser found to name another project's decision (Reference.elsewhere): it resolves to nothing here. */
  const citesAnotherProject = (target: Target): boolean => {
    const repository = target.kind === 'id' ? (target as Reference).elsewhere : undefined;
    return repository !== undefined && !isOwnRepository(repository);
  };

  /**
   * The record an id with a name in parentheses means: of its namesakes, the one whose whole title the name is ("ADR 002
   * (Discord Chat Automation)" among jomcgi/homelab's categories, each numbered from 1); null when no namesake's title
   * shares a word with it, on a line of another project's ids (see lineOfAnotherProject); undefined otherwise, or when the name tells nothing
   * (see asideWordsInTitle).
   */
  const titledNamesake = (key: string, aside: string, fromPath: string, line: number): DecisionRecord | null | undefined => {
    const paths = byKey.get(key);
    if (!paths) return undefined;
    const named = new Set<string>();
    let anyWord = false;
    for (const p of paths) {
      const title = records.get(p)?.title.value ?? '';
      const words = asideWordsInTitle(aside, title);
      if (words === undefined) return undefined;
      if (words > 0) anyWord = true;
      if (asideIsTitle(aside, title)) named.add(p);
    }
    if (!anyWord) return lineOfAnotherProject(fromPath, line) ? null : undefined;
    return named.size === 0 || named.size === paths.size ? undefined : sameCollectionFirst(named, fromPath);
  };

  /** Of records sharing an id, the one whose whole title is written after the id ("ADR-060: Restart-safe trigger deduplication"). */
  const namesakeTitled = (key: string, title: string, fromPath: string): DecisionRecord | undefined => {
    const paths = byKey.get(key);
    if (!paths || paths.size < 2) return undefined;
    const named = new Set([...paths].filter((p) => asideIsTitle(title, records.get(p)?.title.value ?? '')));
    if (named.size === 1) return sameCollectionFirst(named, fromPath);
    return named.size === 0 ? namesakeHoldingTopic(paths, title, fromPath) : undefined;
  };

  /**
   * Of records sharing an id, the one whose title holds every word of a topic written after it ("See ADR 0003 for the
   * activity stream" when the two 0003s are "Use Ark UI …" and "Activity stream pattern"), when only one does.
   */
  const namesakeHoldingTopic = (paths: ReadonlySet<string>, topic: string, fromPath: string): DecisionRecord | undefined => {
    const words = asideWordsInTitle(topic, topic);
    if (!words) return undefined;
    const holding = new Set([...paths].filter((p) => asideWordsInTitle(topic, records.get(p)?.title.value ?? '') === words));
    return holding.size === 1 ? sameCollectionFirst(holding, fromPath) : undefined;
  };

  /**
   * A line citing another project's decisions, each named in parentheses: two ids of records here whose titles
   * the names are not, and one no record here at all ("ADR 0003 (oc-mirror), ADR 0004 (Dual Registry), ADR 0017 (Quay)").
   * One id with a topic beside it ("ADR-0007 (caching)") is this workspace's still: a topic is no title; so is
   * "ADR-032 (Organic AI Discovery), ADR-037 (…)" (iog-creator/Gemantria's stale table): one renamed record is no project.
   */
  const lineOfAnotherProject = (fromPath: string, line: number): boolean => {
    let mismatched = 0;
    let unknown = false;
    for (const r of referencesOf(fromPath)) {
      if (r.range.start.line !== line || r.titled === undefined || !r.targetKey) continue;
      const paths = byKey.get(r.targetKey);
      if (!paths) unknown = true;
      else {
        for (const p of paths) if (asideWordsInTitle(r.titled, records.get(p)?.title.value ?? '') !== 0) return false;
        mismatched++;
      }
    }
    return mismatched >= 2 && unknown;
  };

  /**
   * Of the records sharing a number, the one a relation's own record shares its subject with: "Superseded by ADR 0035
   * (FormatVersion 4)" in "B+Tree Page Layout (Read Path)" means "0035-btree-page-layout-v2.md" ("Compact B+Tree Page
   * Layout"), not "0035-sql-parser-libpg-query.md" (sphildreth/decentdb). Two title words at least, and more than any
   * other namesake shares; undefined when none stands out.
   */
  const namesakeOnTopic = (key: string, fromPath: string): DecisionRecord | undefined => {
    const from = records.get(fromPath);
    if (!from) return undefined;
    // Namesakes of other collections are told apart by folder (sameCollectionFirst); this is for one collection's.
    return mostTitleWordsShared(key, titleWords(from.title.value), (r) => r !== from && r.collection === from.collection);
  };

  /**
   * Of records sharing an id, the one the citing document names by its file elsewhere: "(ADR-062)" atop a docstring
   * ending "See: docs/adrs/ADR-062-cross-context-public-api-enforcement.md" (syntropic137/syntropic137, two ADR-062s).
   * Undefined when its links name none of them, or more than one. Read once per document.
   */
  const namesakeLinkedInDocument = (key: string, fromPath: string): DecisionRecord | undefined => {
    const refs = referencesOf(fromPath);
    let named = linkedNamesakes.get(refs);
    if (!named) {
      named = new Map();
      for (const r of refs) {
        if (r.kind !== 'link' || !r.href) continue;
        const linked = resolve(r, fromPath);
        if (!linked || (byKey.get(linked.key)?.size ?? 0) < 2) continue;
        const known = named.get(linked.key);
        named.set(linked.key, known === undefined || known === linked ? linked : null);
      }
      linkedNamesakes.set(refs, named);
    }
    return named.get(key) ?? undefined;
  };

  /**
   * Of records sharing an id, the one whose title the citing line names before it: "Fitness function: cross-context
   * public API enforcement (ADR-062)" means "Cross-Context Public API Enforcement", not "Architectural Fitness Function
   * Standard" (syntropic137/syntropic137). Two title words at least, and more than any other namesake's.
   */
  const namesakeNamedBefore = (key: string, fromPath: string, at: Range['start']): DecisionRecord | undefined => {
    const body = text(fromPath);
    const line = body === undefined ? undefined : lineOf(body, at.line);
    if (line === undefined) return undefined;
    return mostTitleWordsShared(key, titleWords(line.slice(Math.max(0, at.character - LINE_BEFORE_ID), at.character)), () => true);
  };

  /**
   * Of the records sharing `key` that `eligible` admits, the one whose title shares the most of `words`: two at least,
   * and more than any other's; undefined when none stands out.
   */
  const mostTitleWordsShared = (key: string, words: ReadonlySet<string>, eligible: (r: DecisionRecord) => boolean): DecisionRecord | undefined => {
    let best: DecisionRecord | undefined;
    let bestShared = 1;
    let tie = false;
    for (const p of byKey.get(key) ?? []) {
      const r = records.get(p);
      if (!r || !eligible(r)) continue;
      let shared = 0;
      for (const w of titleWords(r.title.value)) if (words.has(w)) shared++;
      if (shared > bestShared) {
        best = r;
        bestShared = shared;
        tie = false;
      } else if (shared === bestShared && best) tie = true;
    }
    return tie ? undefined : best;
  };

  /** The record an id means, from the citing file: namesakes ranked by folder (see sameCollectionFirst). */
  const resolveKey = (key: string, fromPath: string): DecisionRecord | undefined => {
    const paths = byKey.get(key);
    if (!paths) return undefined;
    if (paths.size === 1) return sameCollectionFirst(paths, fromPath);
    // Namesakes: the ranking depends only on the citing file's folder.
    let byFolder = rankedCache.get(key);
    if (!byFolder) rankedCache.set(key, (byFolder = new Map()));
    const folder = posixDirname(fromPath);
    let hit = byFolder.get(folder);
    if (hit === undefined) {
      hit = sameCollectionFirst(paths, fromPath) ?? null;
      byFolder.set(folder, hit);
    }
    return hit ?? undefined;
  };

  const resolve = (target: Target, fromPath: string): DecisionRecord | undefined => {
    const label = target.href !== undefined && isRstPath(fromPath) ? labelOfHref(target.href) : undefined;
    if (label !== undefined) {
      const labelled = labelledRecord(label, fromPath);
      if (labelled) return labelled;
    } else if (target.href) {
      let memo = targetCandidates.get(target);
      if (!memo || memo.from !== fromPath || memo.href !== target.href) {
        memo = { from: fromPath, href: target.href, list: hrefCandidates(fromPath, target.href) };
        targetCandidates.set(target, memo);
      }
      for (const c of memo.list) {
        const r = records.get(c);
        if (r) return r;
      }
      // "docs/adr/007-runtime-config.es.md" beside the record "007-runtime-config.en.md" (impalah/capataz keeps each
      // record in English and Spanish, and its Spanish comments link the Spanish page): the record it translates.
      for (const c of memo.list) {
        const original = c.includes('.') ? translatedRecordPath(c, (p) => records.has(p)) : undefined;
        if (original !== undefined) return records.get(original);
      }
      // A link to a missing file: the record whose file name it names, at another path ("doc/adr/0021-x.md" written
      // from the repository root in doc/adr/).
      const named = recordWithStem(linkedStem(target.href), fromPath);
      if (named) return named;
      const renamed = memo.list.length > 0 ? renamedSeriesPath(memo.list[0]!, posixDirname(fromPath)) : undefined;
      if (renamed !== undefined && records.has(renamed)) return records.get(renamed);
      const numbered = memo.list.length > 0 ? sameNumberAsLabel(target, memo.list[0]!) : undefined;
      if (numbered) return numbered;
    }
    if (target.targetKey) {
      if (citesAnotherProject(target)) return undefined;
      if (!byKey.has(target.targetKey)) {
        if (target.href) return undefined;
        // "Superseded by D-538-01" for D-538-01.md (KaolaBrother/Kaola-Workflow): a record of its own name, no series of
        // this workspace's; read as an id of a series "D" none has.
        return aliasTarget(target.targetKey, fromPath) ?? recordWithStem(stemOfText('text' in target ? target.text : target.targetText), fromPath);
      }
      // "[ADR-0002][a2]" with "[a2]: ../../adr/0002-x.md": of the records sharing the id, the one the document links it to.
      if (target.linkedHref && byKey.get(target.targetKey)!.size > 1) {
        for (const c of hrefCandidates(fromPath, target.linkedHref)) {
          const r = records.get(c);
          if (r) {
            if (r.key === target.targetKey) return r;
            break;
          }
        }
      }
      if ('titled' in target && target.titled !== undefined) {
        const named = titledNamesake(target.targetKey, target.titled, fromPath, target.range.start.line);
        if (named !== undefined) return named ?? undefined;
      }
      if ('named' in target && target.named !== undefined) {
        const named = namesakeTitled(target.targetKey, target.named, fromPath);
        if (named) return named;
      }
      if (!target.href && !target.linkedHref && target.kind === 'id' && byKey.get(target.targetKey)!.size > 1) {
        const linked = namesakeLinkedInDocument(target.targetKey, fromPath) ?? (citing.has(fromPath) ? namesakeNamedBefore(target.targetKey, fromPath, target.range.start) : undefined);
        if (linked) return linked;
      }
      if (!target.href && 'targetText' in target && byKey.get(target.targetKey)!.size > 1) {
        const topical = namesakeOnTopic(target.targetKey, fromPath);
        if (topical) return topical;
      }
      const byId = resolveKey(target.targetKey, fromPath);
      if (!byId) return byId;
      if (!target.href) return recordOfWrittenStem(target, byId, fromPath);
      // "[ADR 16](…/0016-compliance-documentation.md)" when ADR-0016 is "0016-file-uploads.md": the link names a file
      // that is not the record its text's id lands on, so it means neither for sure.
      // A site's page names its source ("0036-x.html" for "0036-x.md").
      const fileName = linkedFileName(target.href)?.replace(/\.html$/i, '.md');
      if (fileName === undefined || !linkNamesAnotherRecord(fileName, byId, config().idPrefixes)) return byId;
      // Not a file on the code host: its branch may hold records this checkout does not (GSA-TTS/FAC, audit 7).
      return hostedFilePath(target.href) === undefined ? renumberedRecord(fileName, byId, fromPath) : undefined;
    }
    // Named by file stem alone: "[0021-react-testing-library](wrong/path)", "superseded-by: 0007-x".
    const stem = stemOfText('text' in target ? target.text : target.targetText);
    return recordWithStem(stem, fromPath) ?? recordEndingWithStem(stem, fromPath);
  };

  /**
   * "Supersedes: ADR-013-interval-and-plot-plugin-strategy" or "Superseded-by: ADR-027-documentation-standard", an id
   * written as a file stem, when the record of that id (`byId`) has another name (Moffran/calibrated_explanations split
   * its ADR-013 and renamed its ADR-027, giving the number to another decision): the stem names the file, so not
   * `byId` when `byId` itself says it supersedes a record by that stem (no record supersedes itself: see the parser) or
   * the stem clearly names another record (stemNamesAnotherRecord). Then the record of that stem, if one is elsewhere,
   * or the one renumbered a few numbers away, or none: a record no longer there.
   */
  const recordOfWrittenStem = (target: Target, byId: DecisionRecord, fromPath: string): DecisionRecord | undefined => {
    const stem = wordedStemOfText('text' in target ? target.text : target.targetText);
    if (stem === undefined || stem === recordStem(byId.path)) return byId;
    const disowned = byId.relations.some((rel) => rel.targetKey === undefined && rel.href === undefined && wordedStemOfText(rel.targetText) === stem);
    if (!disowned && !stemNamesAnotherRecord(stem, byId, config().idPrefixes)) return byId;
    return recordWithStem(stem, fromPath) ?? renumberedRecord(`${stem}.md`, byId, fromPath);
  };

  /**
   * "Supersedes: ADR-007-visualization-abstraction-layer" for "superseded ADR-007-visualization-abstraction-layer.md"
   * (Moffran/calibrated_explanations renames a replaced record's file): the record of that id whose file name ends in
   * the stem.
   */
  const recordEndingWithStem = (stem: string | undefined, fromPath: string): DecisionRecord | undefined => {
    const named = stem === undefined ? undefined : keyOfFileName(`${stem}.md`, config().idPrefixes, config().idPrefixes[0] ?? DEFAULT_PREFIX);
    if (!named || !stem) return undefined;
    const key = named.key;
    const paths = [...(byKey.get(key) ?? [])].filter((p) => recordStem(p).endsWith(stem));
    return paths.length > 0 ? sameCollectionFirst(new Set(paths), fromPath) : undefined;
  };

  /** Of records sharing an id, the one it means: in `preferred` (the main collection) if there is one, the keeper of the number there. */
  const keeperAmong = (candidates: DecisionRecord[], preferred: string | undefined): DecisionRecord | undefined => {
    if (candidates.length === 0) return undefined;
    candidates.sort(compareRecords);
    const collection = candidates.find((r) => r.collection === preferred)?.collection ?? candidates[0]!.collection;
    return candidates.filter((r) => r.collection === collection).sort(writtenFirst)[0];
  };

  const lookup = (text: string): DecisionRecord | undefined => {
    const t = text.trim().replace(/^\.\//, '');
    const direct = records.get(t);
    if (direct) return direct;
    const first = mainCollection(collections);
    const id = parseDecisionId(t, config().idPrefixes);
    let key = id?.key;
    if (!key && /^\d{1,7}$/.test(t)) key = decisionKey(first?.prefix ?? config().idPrefixes[0] ?? 'ADR', Number(t));
    if (!key) key = withoutRecordExtension(t.toLowerCase());
    const paths = byKey.get(key);
    if (paths && paths.size > 0) {
      const namesakes = [...paths].map((p) => records.get(p)!);
      // "ADR-0007" asked of "ADR-007" in one collection and "ADR-0007" in another (gtcx-ecosystem/gtcx-infrastructure):
      // the one spelled as asked.
      const spelled = namesakes.length > 1 ? namesakes.filter((r) => r.id.toLowerCase() === t.toLowerCase()) : [];
      return keeperAmong(spelled.length > 0 ? spelled : namesakes, first?.dir);
    }
    // "0021-react-testing-library": a record by its file name.
    const named = compactValues(byStem, key);
    if (named.size > 0) return keeperAmong([...named].map((p) => records.get(p)!), first?.dir);
    // "services/billing/docs/adr/ADR-0001": an id within one collection, as the graph names a namesake of another.
    const slash = t.lastIndexOf('/');
    if (slash > 0) {
      const dir = t.slice(0, slash);
      const inCollection = parseDecisionId(t.slice(slash + 1), config().idPrefixes);
      if (inCollection && collections.some((c) => c.dir === dir)) {
        const found = keeperAmong([...(byKey.get(inCollection.key) ?? [])].map((p) => records.get(p)!).filter((r) => r.collection === dir), dir);
        if (found) return found;
      }
    }
    // "20250124-From CAPD(docker) to CAPD(dev) " (kubernetes-sigs/cluster-api: a file named with a blank before ".md"):
    // an id asked without the blanks it ends with.
    for (const r of records.values()) if (r.id.toLowerCase() === t.toLowerCase() || r.path.endsWith(`/${t}`) || (r.id.endsWith(' ') && r.id.trim().toLowerCase() === t.toLowerCase())) return r;
    // An old id the collection's index maps to the record that holds that decision now.
    const alias = id ? aliasTarget(id.key) : undefined;
    if (alias) return alias;
    // "RFC 002", "RFC002", "RFC #811", "#811": an id as people write it, of a series the configuration does not name.
    const loose = LOOSE_ID.exec(t);
    if (loose) {
      const looseKey = decisionKey(loose[1] || (first?.prefix ?? config().idPrefixes[0] ?? 'ADR'), Number(loose[2]));
      const found = [...(byKey.get(looseKey) ?? [])].map((p) => records.get(p)!);
      if (found.length > 0) return keeperAmong(found, first?.dir);
    }
    // Its title, as written ("Use PostgreSQL for storage").
    const lower = t.toLowerCase();
    const titled: DecisionRecord[] = [];
    for (const r of records.values()) if (r.title.value.trim().toLowerCase() === lower) titled.push(r);
    return titled.length > 0 ? keeperAmong(titled, first?.dir) : undefined;
  };

  // ---- derived ----

  const citationsOf = (record: DecisionRecord): Citation[] => {
    const oldKeys = aliasKeysOf(record);
    const docs = new Set<string>([...(citersByKey.get(record.key) ?? []), ...(citersByPath.get(record.path) ?? []), ...compactValues(citersByStem, recordStem(record.path))]);
    for (const key of oldKeys) for (const p of citersByKey.get(key) ?? []) docs.add(p);
    // Links to its translations, filed by the stem without a language tag ("007-x" for "007-x.en.md"; see indexStems).
    const plain = untranslatedStem(recordStem(record.path));
    if (plain !== undefined) for (const p of compactValues(citersByStem, plain)) docs.add(p);
    // Links to the labels an RST record defines (".. _ADR-2:" over its title, cited ":ref:`ADR-2`").
    if (citersByLabel.size > 0 && isRstPath(record.path)) for (const l of labelsIn(text(record.path) ?? '')) for (const p of citersByLabel.get(l) ?? []) docs.add(p);
    const out: Citation[] = [];
    for (const p of [...docs].sort()) {
      if (p === record.path) continue;
      const fromRecord = records.get(p);
      for (const ref of referencesOf(p)) {
        // A citation by file stem alone (a wikilink, "[[0004-x]]") has neither id nor link: it is resolved as well.
        if (ref.targetKey !== record.key && !ref.href && (ref.targetKey === undefined ? ref.kind !== 'link' : !oldKeys.includes(ref.targetKey))) continue;
        if (resolve(ref, p) !== record) continue;
        out.push(fromRecord ? { path: p, reference: ref, fromRecord } : { path: p, reference: ref });
      }
    }
    return out;
  };

  /** Every citation of an id by its key alone, wherever it is written: what an id no record has is cited by. */
  const keyCitations = (key: string): Citation[] => {
    const out: Citation[] = [];
    for (const p of [...(citersByKey.get(key) ?? [])].sort()) {
      const fromRecord = records.get(p);
      for (const ref of referencesOf(p)) {
        if (ref.targetKey !== key || ref.href) continue;
        out.push(fromRecord ? { path: p, reference: ref, fromRecord } : { path: p, reference: ref });
      }
    }
    return out;
  };

  /**
   * The record that replaces `r`: among its own "superseded by" and the records that say they supersede it, the one
   * still in force. buildpacks/rfcs' RFC-0004 is superseded by RFC-0060, itself superseded since, and by RFC-0106,
   * implemented: a reader takes RFC-0106 as the current decision, whichever was written or numbered first.
   */
  const successorOf = (r: DecisionRecord): DecisionRecord | undefined => {
    const own: DecisionRecord[] = [];
    for (const rel of r.relations) {
      if (rel.kind !== 'superseded-by' || rel.condition) continue;
      const next = resolve(rel, r.path);
      if (next && next !== r && !own.includes(next)) own.push(next);
    }
    const candidates: DecisionRecord[] = [];
    for (const p of citersByKey.get(r.key) ?? []) {
      const other = records.get(p);
      if (!other || other === r || own.includes(other) || other.lifecycle === 'rejected' || other.lifecycle === 'proposed') continue;
      if (supersedesWhole(other, r)) candidates.push(other);
    }
    for (const p of [...(citersByPath.get(r.path) ?? []), ...compactValues(citersByStem, recordStem(r.path))]) {
      const other = records.get(p);
      if (!other || other === r || own.includes(other) || candidates.includes(other) || other.lifecycle === 'rejected' || other.lifecycle === 'proposed') continue;
      if (supersedesWhole(other, r)) candidates.push(other);
    }
    // Its own word first, then the others' by number.
    const all = [...own, ...candidates.sort(compareRecords)];
    if (all.length < 2) return all[0];
    // A draft successor is not in force yet, but before one that is itself retired.
    return all.find(inForce) ?? all.find((s) => !retired(s)) ?? [...all].sort(compareRecords)[all.length - 1];
  };

  /** Whether a successor is retired: by its status, or by a successor it names itself. */
  const retired = (s: DecisionRecord): boolean => isRetired(s.lifecycle) || s.relations.some((rel) => rel.kind === 'superseded-by' && !rel.condition);
  const inForce = (s: DecisionRecord): boolean => s.lifecycle !== 'proposed' && !retired(s);

  /**
   * Whether `other` says it supersedes `r` as a whole. Where either says it is in part ("The wire format (JSON below) is
   * superseded by [ADR-022]" in ADR-011, "This supersedes ADR-011's JSON encoding" in ADR-022), a bare "supersedes
   * ADR-011 JSON" in a revision table does not make the rest of ADR-011 superseded (ae-lexs/realtime-messaging-platform).
   */
  const supersedesWhole = (other: DecisionRecord, r: DecisionRecord): boolean => {
    let whole = false;
    for (const rel of other.relations) {
      if (rel.kind !== 'supersedes' || resolve(rel, other.path) !== r) continue;
      if (rel.condition) return false;
      whole = true;
    }
    return whole && !r.relations.some((rel) => rel.kind === 'superseded-by' && rel.condition !== undefined && resolve(rel, r.path) === other);
  };

  const supersedeChain = (record: DecisionRecord): SupersedeChain => {
    let cached = chainCache.get(record);
    if (!cached) {
      cached = computeChain(record);
      chainCache.set(record, cached);
    }
    return { current: cached.current, chain: [...cached.chain], cycle: cached.cycle };
  };

  const computeChain = (record: DecisionRecord): SupersedeChain => {
    const chain: DecisionRecord[] = [];
    const seen = new Set<DecisionRecord>([record]);
    let current = record;
    for (;;) {
      const next = successorOf(current);
      if (!next) return { current, chain, cycle: false };
      if (seen.has(next)) return { current, chain, cycle: true };
      seen.add(next);
      chain.push(next);
      current = next;
    }
  };

  const exists = (path: string): boolean => {
    const p = withoutTrailingSlashes(path.replace(/^\.\//, ''));
    if (p === '' || files.has(p) || directories.has(p)) return true;
    const cached = existsCache.get(p);
    if (cached !== undefined) return cached;
    const found = fs.stat(p) !== undefined;
    existsCache.set(p, found);
    return found;
  };

  const isFolder = (path: string): boolean => {
    const p = withoutTrailingSlashes(path.replace(/^\.\//, ''));
    if (p === '' || directories.has(p)) return true;
    if (files.has(p)) return false;
    return fs.stat(p)?.kind === 'directory';
  };

  const linkTarget = (fromPath: string, href: string): string | undefined => {
    if (isExternalHref(href)) return undefined;
    const list = hrefCandidates(fromPath, href);
    for (const c of list) if (records.has(c)) return c;
    for (const c of list) if (exists(c)) return c;
    return list[0];
  };

  /** The text of a workspace file as the disk holds it now (not an editor's buffer); reads no index state. */
  const textOnDisk = (path: string): string | undefined => {
    const bytes = readBytes(path);
    return bytes ? decodeBytes(bytes, config().maxFileSize).text : undefined;
  };

  const templateSections = (dir: string): readonly string[] | undefined => {
    let sections = templateSectionsByDir.get(dir);
    if (sections === undefined) {
      const collection = collections.find((c) => c.dir === dir);
      const path = collection && templateOf({ fs }, collection);
      const text = path === undefined ? undefined : (templateBuffers.get(path) ?? textOnDisk(path));
      sections = text === undefined ? null : templateSectionHeadings(text);
      templateSectionsByDir.set(dir, sections);
    }
    return sections ?? undefined;
  };

  /** What a collection's template lays out, as one string (null without a template): what snapshots keep and compare. */
  const templateKey = (dir: string): string | null => templateSections(dir)?.join('\n') ?? null;

  /**
   * A collection's template file, come, changed or gone (`text`: an editor's buffer of it): its records are judged again
   * when its sections changed.
   */
  const templateChanged = (path: string, affected: Set<string>, text?: string): void => {
    const dir = posixDirname(path);
    if (!isTemplateFileName(posixBasename(path))) return;
    if (text === undefined) templateBuffers.delete(path);
    else templateBuffers.set(path, text);
    if (!templateSectionsByDir.has(dir)) return;
    const before = templateKey(dir);
    templateSectionsByDir.delete(dir);
    if (templateKey(dir) === before) return;
    for (const r of records.values()) if (r.collection === dir) affected.add(r.path);
  };

  /** The text last read from disk: rules asking in turn about one document's citations take it instead of reading again. */
  let lastRead: { path: string; text: string | undefined } | undefined;

  const text = (path: string): string | undefined => {
    const t = texts.get(path);
    if (t !== undefined) return t;
    if (!records.has(path) && !citingCandidates.has(path)) return undefined;
    if (lastRead?.path === path) return lastRead.text;
    const read = textOnDisk(path);
    lastRead = { path, text: read };
    return read;
  };

  // ---- incremental ----

  /** Paths whose judgement may depend on record `r`: same key, its targets, and whoever cites it. */
  const dependentsOf = (r: DecisionRecord | undefined, into: Set<string>): void => {
    if (!r) return;
    for (const p of byKey.get(r.key) ?? []) into.add(p);
    for (const ref of r.references) {
      const target = resolve(ref, r.path);
      if (target) into.add(target.path);
      if (ref.targetKey) for (const p of byKey.get(ref.targetKey) ?? []) into.add(p);
    }
    for (const p of citersByKey.get(r.key) ?? []) into.add(p);
    for (const key of aliasKeysOf(r)) for (const p of citersByKey.get(key) ?? []) into.add(p);
    for (const p of citersByPath.get(r.path) ?? []) into.add(p);
    for (const p of compactValues(citersByStem, recordStem(r.path))) into.add(p);
  };

  /** Documents that name `path` (or a folder above it) as a code path or link: existence checks change. */
  const namersOf = (path: string, into: Set<string>): void => {
    for (let p = path; p; p = posixDirname(p)) {
      for (const q of codePathNamers.get(p) ?? []) into.add(q);
      for (const q of citersByPath.get(p) ?? []) into.add(q);
      for (const q of linkersOf(p)) into.add(q);
    }
  };

  /**
   * Documents whose suggestions may change when a file or folder comes or goes elsewhere than where they point:
   * stale-code-path's "… does" (the one path with the same last folder and file, or a folder of the same name),
   * broken-link's reading through a site's static folder ("resources/x.png" served from public/resources/x.png), its
   * record of the same file name in another folder, and its record named after the number ("module-loading.md" for
   * "adr-004-module-loading.md"). Scans the reverse maps' keys: called for files come or gone, not for edits.
   */
  const lookalikeNamersOf = (path: string, newFolders: readonly string[], into: Set<string>): void => {
    const lastTwo = (p: string): string => p.split('/').slice(-2).join('/');
    const fileTail = lastTwo(path);
    const folderLeaves = new Set(newFolders.map(posixBasename));
    if (path.includes('/')) {
      for (const [key, namers] of codePathNamers) {
        if (!key.includes('/') || (lastTwo(key) !== fileTail && !folderLeaves.has(posixBasename(key)))) continue;
        for (const q of namers) into.add(q);
      }
    }
    const name = posixBasename(path);
    // Named after another name ("adr-004-module-loading.md" for "module-loading.md"): the name after each "-" or "_",
    // the names broken-link's unnumberedName matches a link's against.
    if (isDocumentPath(name)) {
      const dir = posixDirname(path);
      for (let i = 0; i < name.length; i++) {
        if (name[i] !== '-' && name[i] !== '_') continue;
        const unnumbered = joinRelative(dir, name.slice(i + 1));
        if (unnumbered !== undefined) for (const q of linkersOf(unnumbered)) into.add(q);
      }
    }
    const served = /(?:^|\/)(?:public|static)\/(.+)$/.exec(path)?.[1];
    if (served === undefined && !isDocumentPath(name)) return;
    linkersOf(''); // builds the table of link targets when there is none
    for (const [target, linking] of linkers!) {
      const hit = (served !== undefined && (target === served || target.endsWith(`/${served}`))) || (isDocumentPath(name) && (target === name || target.endsWith(`/${name}`)));
      if (hit) for (const q of linking) into.add(q);
    }
  };

  /** The folders of `path` the walk has not seen yet (they come with it). */
  const foldersNew = (path: string): string[] => {
    const out: string[] = [];
    for (let d = posixDirname(path); d && !directories.has(d); d = posixDirname(d)) out.push(d);
    return out;
  };

  const noteExists = (path: string, present: boolean): void => {
    existsCache.clear();
    folderNames = undefined;
    fileNames = undefined;
    if (present) {
      files.add(path);
      for (let d = posixDirname(path); d; d = posixDirname(d)) directories.add(d);
    } else {
      files.delete(path);
      directories.delete(path);
    }
  };

  const finish = (affected: Set<string>, recordsChanged: boolean, citationsChanged = recordsChanged): IndexUpdate => ({
    affected: [...affected].sort(),
    recordsChanged,
    citationsChanged,
  });

  /** `gone`: documents already dropped before the reload was called for, whose findings must be cleared too. */
  const fullReload = (gone: Iterable<string> = []): IndexUpdate => {
    const before = new Set<string>([...records.keys(), ...citing.keys(), ...gone]);
    reload();
    for (const p of records.keys()) before.add(p);
    for (const p of citing.keys()) before.add(p);
    return finish(before, true);
  };

  /** A new Markdown file in a conventional folder that is not yet a collection: discovery must run again. */
  const startsCollection = (path: string): boolean => {
    if (!hasRecordExtension(path)) return false;
    const dir = posixDirname(path);
    if (collections.some((c) => c.dir === dir)) return false;
    // A configured collection that was not there at load (a folder not made yet, a glob that matched none) was left
    // out, and its first record makes it one: without this, it stayed an ordinary file until the next reload.
    if (config().collections.length > 0) return !files.has(path) && collectionOf(collections, path) === undefined && discoversAnother(path);
    if (isConventionalCollectionDir(dir)) return true;
    if (files.has(path) || collectionOf(collections, path) !== undefined) return false;
    // A new file named by decision id may make its folder a collection (discovery counts them): ask discovery again.
    if (numberFromFileName(posixBasename(path), config().idPrefixes)?.prefix !== undefined) return true;
    // In a folder whose name discovery weighs ("architecture/adr", "decisions"), discovery decides with the file there.
    if (mayBeCollectionDir(dir)) return discoversAnother(path);
    // A topic folder of one ("contributing/ADRs/back-end/"): discovery reads the folders under such a name too.
    if (dir !== '' && mayBeCollectionDir(posixDirname(dir))) return discoversAnother(path);
    // A numbered page titled by its own id ("# ADR 001: …"), beside another folder of numbered pages, may make a series
    // of topic folders ("security/001-x.md"). The title first: numbered chapters of a docs site are common, and each
    // would otherwise run discovery again.
    const number = numberFromFileName(posixBasename(path), config().idPrefixes)?.number;
    return number !== undefined && titledByOwnId(fs, path, number, config().idPrefixes) && numberedBeside(dir) && discoversAnother(path);
  };

  /** Whether another folder under `dir`'s parent holds a numbered Markdown page. */
  const numberedBeside = (dir: string): boolean => {
    if (dir === '') return false;
    const parent = posixDirname(dir);
    for (const f of files) {
      const folder = posixDirname(f);
      if (folder !== dir && folder !== '' && posixDirname(folder) === parent && hasRecordExtension(f) && numberFromFileName(posixBasename(f), config().idPrefixes) !== undefined) return true;
    }
    return false;
  };

  /** Whether discovery, run again with `path` among the files, finds other collections than the index has. */
  const discoversAnother = (path: string): boolean => {
    const found = discoverCollections(fs, config(), { files: [...files, path], directories: new Set([...directories, posixDirname(path)]) });
    return found.length !== collections.length || found.some((c, i) => c.dir !== collections[i]?.dir);
  };

  /** A record folder's README.md or index.md, come or gone: the folder's other Markdown changes between record and attachment. */
  const turnsRecordFolder = (path: string): boolean => {
    const c = collectionOf(collections, path);
    // In a collection of folders named by their subject, a README.md come beside an index.md takes its place.
    return c !== undefined && (isRecordFolderFile(c.dir, path) || (c.recordFolders === true && posixDirname(path) !== c.dir && posixDirname(posixDirname(path)) === c.dir));
  };

  /**
   * A record whose attached pages ("0012D-x.md", "x-annex1.md" beside "x.md") turn between page and record as it comes
   * or goes. A scan of the folder's files: asked only when a file is created or deleted.
   */
  const ownsAttachedPages = (path: string): boolean => {
    if (collectionOf(collections, path) === undefined || !hasRecordExtension(path)) return false;
    // "0007-x.md" come or gone beside a leftover "0007-x" (or "0007-x.txt"): the leftover turns copy or record with it.
    const stem = withoutRecordExtension(path);
    if (stem !== path && (files.has(stem) || files.has(`${stem}.txt`))) return true;
    const folder = posixDirname(path);
    for (const f of files) if (f !== path && posixDirname(f) === folder && (attachedRecordName(f) === path || translatedTwin(f, (p) => p === path || files.has(p)) === path)) return true;
    return false;
  };

  /** A KEP page's sidecar changed (or came, or went): its record is read again too. */
  const andItsPage = (path: string, u: IndexUpdate): IndexUpdate => {
    const page = pageOfSidecar(path);
    if (page === undefined) return u;
    const v = updateFile(page);
    return finish(new Set([...u.affected, ...v.affected]), u.recordsChanged || v.recordsChanged, u.citationsChanged || v.citationsChanged);
  };
  /** The held record whose sidecar `path` is, or was just now (see kepMetadataFileOf). */
  const pageOfSidecar = (path: string): string | undefined => {
    if (!KEP_METADATA_FILES.has(posixBasename(path))) return undefined;
    const folder = posixDirname(path);
    for (const page of records.keys()) {
      if (posixDirname(page) === folder && kepMetadataFileOf(page, collections, (f) => f === path || files.has(f)) === path) return page;
    }
    return undefined;
  };
  const update = (path: string, newText?: string): IndexUpdate => andItsPage(path, updateFile(path, newText));
  const updateFile = (path: string, newText?: string): IndexUpdate => {
    // Typing in a record keeps the table of old ids; a new file, or an edit of an index page, may change it, and in a
    // workspace of named series an edit of a record may change its key.
    if (!files.has(path) || /^(?:readme|index)\.md$/i.test(posixBasename(path)) || aliasesReadSeries) aliases = undefined;
    inlineDefinitions.clear();
    decisionLogs.clear();
    const kind = classify(path);
    if (kind === 'config') return fullReload();
    if (!files.has(path) && (turnsRecordFolder(path) || ownsAttachedPages(path)) && fs.stat(path) !== undefined) return fullReload();
    if (kind !== 'record' && startsCollection(path)) return fullReload();
    // A record of a category not seen at load ("ADR-OPS-001-x.md"): its prefix changes how every text is read.
    if (!files.has(path) && compoundPrefixes([path], config().idPrefixes).length > 0) return fullReload();
    // A record named by a prefix of its own ("DR010-x.md") that may make its collection's prefix one to read ids with.
    if (!files.has(path) && namedByUnknownPrefix(path, config().idPrefixes) && ownCollectionPrefixes(collections, [...files, path], config().idPrefixes).length > 0) return fullReload();
    // A page not named by id, new in a folder found for its files named by id: they may be no longer most of it.
    if (kind === 'record' && !files.has(path) && collectionOf(collections, path)?.source === 'conventional' && !numberFromFileName(posixBasename(path), config().idPrefixes) && discoversAnother(path)) return fullReload();
    if (newText === undefined && fs.stat(path) === undefined) return removeFile(path);
    const affected = new Set<string>([path]);
    // Only a file that did not exist before changes the answer of link and code-path checks.
    if (!files.has(path)) {
      namersOf(path, affected);
      lookalikeNamersOf(path, foldersNew(path), affected);
    }
    noteExists(path, true);
    templateChanged(path, affected, newText);
    if (kind === 'record') {
      // Its ".. _label:" lines may have changed, and with them what ":ref:" links elsewhere resolve to.
      if (isRstPath(path)) for (const p of labelLinkers) affected.add(p);
      const before = records.get(path);
      const sortedBefore = sorted;
      const dependentsBefore = new Set<string>();
      dependentsOf(before, dependentsBefore);
      if (before) unindexRecord(before);
      const after = readRecord(path, collectionOf(collections, path)!, newText);
      indexRecord(after);
      // Same collection and number (the usual edit): swap it into a copy of the sorted list instead of sorting 10k records.
      if (sortedBefore && before && compareRecords(before, after) === 0) {
        const at = sortedIndexOf(sortedBefore, before);
        if (at >= 0) {
          sorted = sortedBefore.slice();
          sorted[at] = after;
        }
      }
      const recordsChanged = !before || recordSignature(before) !== recordSignature(after);
      const citationsChanged = !before || citedSignature(before.references) !== citedSignature(after.references);
      // Others judge a record only by what its signature holds (id, key, title, status, relations, tags): an edit
      // that leaves it alone (typing in prose, a new citation) changes no other document's diagnostics.
      if (recordsChanged) {
        for (const p of dependentsBefore) affected.add(p);
        dependentsOf(after, affected);
      }
      if (!before) recomputeCollectionFormats();
      return finish(affected, recordsChanged, recordsChanged || citationsChanged);
    }
    if (kind === 'citing') {
      citingCandidates.add(path);
      const citedBefore = citedSignature(citing.get(path)?.references ?? []);
      unindexCiting(path);
      const doc = readCiting(path, newText);
      if (doc) indexCiting(doc);
      return finish(affected, false, citedBefore !== citedSignature(doc?.references ?? []));
    }
    return finish(affected, false);
  };

  /**
   * A change that alters what an old id of a collection's table stands for, or which pages define an id by a heading,
   * changes the findings of the documents citing that id: they are judged again too (an edit of the table in the
   * README, a task's "## ADR-2: …" heading added or removed).
   */
  const withNamesFollowed = (path: string, change: () => IndexUpdate): IndexUpdate => {
    const aliasesBefore = aliases;
    const keys = new Set<string>();
    // Ids of no record that the document may define by a heading, before and after: a heading's id starts its line.
    const mayDefine = (): void => {
      for (const ref of referencesOf(path)) {
        if (ref.targetKey && ref.range.start.character <= HEADING_ID_COLUMN && !byKey.has(ref.targetKey)) keys.add(ref.targetKey);
      }
    };
    mayDefine();
    const result = change();
    mayDefine();
    if (aliasesBefore !== undefined && aliases !== aliasesBefore) {
      aliases ??= legacyAliases();
      for (const [key, target] of aliasesBefore) if (aliases.get(key) !== target) keys.add(key);
      for (const key of aliases.keys()) if (!aliasesBefore.has(key)) keys.add(key);
    }
    const more = new Set(result.affected);
    for (const key of keys) for (const p of citersByKey.get(key) ?? []) more.add(p);
    if (more.size === result.affected.length) return result;
    return { ...result, affected: [...more].sort(), citationsChanged: true };
  };

  const remove = (path: string): IndexUpdate => andItsPage(path, removeFile(path));
  const removeFile = (path: string): IndexUpdate => {
    aliases = undefined;
    inlineDefinitions.clear();
    decisionLogs.clear();
    const kind = classify(path);
    if (kind === 'config' || (files.has(path) && (turnsRecordFolder(path) || ownsAttachedPages(path)))) {
      noteExists(path, false);
      return fullReload();
    }
    const affected = new Set<string>([path]);
    const wasFolder = directories.has(path);
    fingerprints.delete(path);
    contentDigests.delete(path);
    const before = records.get(path);
    let citationsChanged = (citing.get(path)?.references.length ?? 0) > 0;
    /** Collections that lost a record here. */
    const emptied = new Set<string>();
    if (before) {
      dependentsOf(before, affected);
      if (isRstPath(path)) for (const p of labelLinkers) affected.add(p);
      unindexRecord(before);
      emptied.add(before.collection);
    }
    if (citing.has(path) || citingCandidates.has(path)) {
      unindexCiting(path);
      citingCandidates.delete(path);
    }
    noteExists(path, false);
    // A removed folder takes everything below it.
    const prefix = `${path}/`;
    for (const p of [...records.keys()]) {
      if (!p.startsWith(prefix)) continue;
      const r = records.get(p)!;
      affected.add(p);
      dependentsOf(r, affected);
      unindexRecord(r);
      emptied.add(r.collection);
    }
    for (const p of [...citingCandidates]) {
      if (!p.startsWith(prefix)) continue;
      affected.add(p);
      if ((citing.get(p)?.references.length ?? 0) > 0) citationsChanged = true;
      unindexCiting(p);
      citingCandidates.delete(p);
    }
    for (const f of [...files]) if (f.startsWith(prefix)) files.delete(f);
    for (const f of [...fingerprints.keys()]) if (f.startsWith(prefix)) fingerprints.delete(f);
    for (const f of [...contentDigests.keys()]) if (f.startsWith(prefix)) contentDigests.delete(f);
    for (const d of [...directories]) if (d.startsWith(prefix)) directories.delete(d);
    folderNames = undefined;
    fileNames = undefined;
    namersOf(path, affected);
    lookalikeNamersOf(path, wasFolder ? [path] : [], affected);
    templateChanged(path, affected);
    const recordsChanged = before !== undefined || [...affected].some((p) => p.startsWith(prefix) && !records.has(p));
    // A collection found by discovery that lost its last record may be no collection at all now (the workspace's
    // only one deleted): ask discovery again, as a load would.
    if (emptied.size > 0 && collections.some((c) => emptied.has(c.dir) && c.source !== 'config' && !hasRecordIn(c.dir))) return fullReload(affected);
    return finish(affected, recordsChanged, recordsChanged || citationsChanged);
  };

  const hasRecordIn = (dir: string): boolean => {
    for (const r of records.values()) if (r.collection === dir) return true;
    return false;
  };

  /** A query that reads the index first takes in a deferred load (see SnapshotLoad.defer). */
  const settled =
    <A extends unknown[], R>(f: (...args: A) => R) =>
    (...args: A): R => {
      if (pending) settle();
      return f(...args);
    };

  return {
    root: fs.root,
    fs,
    get config() {
      return loaded.config;
    },
    get configProblems() {
      return loaded.problems;
    },
    configSource: () =>
      loaded.source === 'defaults'
        ? undefined
        : { path: loaded.source === 'file' ? CONFIG_FILE : SESSION_CONFIG_PATH, locate: loaded.locate ?? (() => lineRange(0, 0, 0)) },
    collections: () => collections,
    records: settled(() => (sorted ??= [...records.values()].sort(compareRecords))),
    recordByPath: (path: string) => {
      if (pending) settle();
      return records.get(path);
    },
    recordsByKey: settled((key: string) => [...(byKey.get(key.toLowerCase()) ?? [])].map((p) => records.get(p)!).sort(compareRecords)),
    aliasOf: settled((key: string, fromPath?: string) => (byKey.has(key.toLowerCase()) ? undefined : aliasTarget(key.toLowerCase(), fromPath))),
    resolve: (target, fromPath) => {
      if (pending) settle();
      return resolve(target, fromPath);
    },
    lookup: settled(lookup),
    definedAbove: settled((key: string, fromPath: string) => definedAbove(key.toLowerCase(), fromPath)),
    inlineDefinitions: settled((key: string, fromPath: string) => inlineDefinersFor(key.toLowerCase(), fromPath).map(({ path, range }) => ({ path, range }))),
    keyCitations: settled((key: string) => keyCitations(key.toLowerCase())),
    renamedSeriesPath: settled((path: string, fromDir: string) => renamedSeriesPath(path, fromDir)),
    namesADay: settled((key: string) => {
      const day = /-((?:19|20)\d{6})$/.exec(key)?.[1];
      if (day === undefined) return false;
      aliases ??= legacyAliases();
      return namedDays.has(day);
    }),
    citingDocuments: settled(() => [...citing.values()].sort((a, b) => (a.path < b.path ? -1 : 1))),
    citingCandidates: settled(() => [...citingCandidates]),
    citingDocument: (path: string) => {
      if (pending) settle();
      return citing.get(path);
    },
    citationsOf: settled(citationsOf),
    supersedeChain: (record) => {
      if (pending) settle();
      return supersedeChain(record);
    },
    text: settled(text),
    releaseTexts: settled(releaseTexts),
    linkTargets: settled(linkTargets),
    titleLine: settled(titleLine),
    exists,
    isFolder,
    isOwnRepository,
    knowsOwnRepository,
    namesOwnRepository,
    fromRepositoryPath,
    inSubmodule,
    configText,
    gitIgnored: (path: string) => gitignored !== undefined && gitignored.ignores(withoutTrailingSlashes(path), path.endsWith('/')),
    toRepositoryPath,
    foldersNamed,
    filesNamed,
    folderBaseNames,
    linkTarget: (fromPath, href) => {
      if (pending) settle();
      return linkTarget(fromPath, href);
    },
    load,
    reload,
    update: settled((path: string, newText?: string) => withNamesFollowed(path, () => update(path, newText))),
    remove: settled((path: string) => withNamesFollowed(path, () => remove(path))),
    classify,
    snapshot,
    catchUp: (behind) => {
      if (pending) settle();
      return catchUp(behind);
    },
    walkKey,
    templateSections,
    repositoryRead: () => (repository === undefined ? undefined : repositoryKey(repository)),
    repositoryNow: () => repositoryKey(gitRepository()),
    templateKey,
    templatesRead: () => [...templateSectionsByDir.keys()].map((dir): [string, string | null] => [dir, templateKey(dir)]),
    deferred: () => pending !== undefined,
    settle: () => {
      if (pending) settle();
    },
    textOnDisk,
    probes: () => [...existsCache],
    inWalk: (path) => files.has(path) || directories.has(path),
  };
}

/** How much of a line before an id may name its title (see namesakeNamedBefore): a clause, not a paragraph. */
const LINE_BEFORE_ID = 160;

/** Words any decision's title may hold: they tell no subject apart. */
const TITLE_FILLERS = new Set(['the', 'and', 'for', 'with', 'from', 'into', 'use', 'using', 'adopt', 'our', 'all', 'new', 'add', 'decision', 'record', 'adr']);

/** titleWords' answers by title: namesake resolution reads each namesake's title words once per citation (~60 ms). */
const TITLE_WORDS_KEPT = 4096;
const titleWordsKept = new Map<string, ReadonlySet<string>>();

/** A title's words of three letters or more, in lower case ("B+Tree Page Layout" → tree, page, layout). */
function titleWords(title: string): ReadonlySet<string> {
  let words = titleWordsKept.get(title);
  if (words === undefined) {
    if (titleWordsKept.size >= TITLE_WORDS_KEPT) titleWordsKept.clear();
    // A copy as the key: the text before a citation is a slice of its document, which a kept slice would keep alive.
    titleWordsKept.set(ownString(title), (words = wordsOfTitle(title)));
  }
  return words;
}

function wordsOfTitle(title: string): Set<string> {
  const out = new Set<string>();
  for (const w of title.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (w.length >= 3 && !/^\d+$/.test(w) && !TITLE_FILLERS.has(w)) out.add(w);
  return out;
}

/** The head of a file as discovery reads it (through `fs`, which may record the read): enough for a header. */
function decodedHead(fs: { readFile(path: string): Uint8Array | undefined }, path: string): string | undefined {
  const bytes = fs.readFile(path);
  return bytes ? decodeBytes(bytes, 64 * 1024).text : undefined;
}

/** Paths grouped by their last name ("src/wal.rs" under "wal.rs"). */
function byLastName(paths: Iterable<string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const p of paths) {
    const base = p.slice(p.lastIndexOf('/') + 1);
    const list = out.get(base);
    if (list) list.push(p);
    else out.set(base, [p]);
  }
  return out;
}
