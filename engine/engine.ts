// The facade: one Engine over the warm index and the judge. Each query delegates to one feature module;
// the fronts (language server, MCP server, CLI) call only this surface.
import { lifecycleOfFilter } from './features/status-words.js';
import type { ChangeSet, CheckOptions, DecisionSummary, Engine, LoadOptions, LoadReport, LoadResult, NewRecordRequest, WorkspaceFs } from './api.js';
import type { Judge, WorkspaceIndex } from './model.js';
import { BUILD_ID } from './build-id.js';
import { encodeSnapshot, SnapshotReader, type JudgedState, type ReadJudgedState, type SnapshotFile } from './index/snapshot.js';
import { encodeAnswers, openAnswers, type OpenedAnswers } from './index/answers.js';
import { contentKey } from './index/digests.js';
import type { CancellationSignal, DecisionRecord, Diagnostic } from './types.js';
import { isRetired, throwIfCancelled } from './types.js';
import { createWorkspaceIndex } from './index/workspace-index.js';
import { createNodeFs } from './index/node-fs.js';
import { createJudge } from './rules/judge.js';
import { codeActions } from './features/code-actions.js';
import { planStatusChange, statusChanges } from './features/status-change.js';
import { codeLenses } from './features/code-lens.js';
import { completion } from './features/completion.js';
import { getDecision } from './features/decision-detail.js';
import { definition } from './features/definition.js';
import { decisionsForPath, prepareGoverning, withQualifiedSuccessors } from './features/governing.js';
import { graph } from './features/graph.js';
import { hover } from './features/hover.js';
import { documentLinks } from './features/links.js';
import { inlayHints } from './features/inlay-hints.js';
import { numberOfNewName, planMoves, planRenumber, renameTarget, RenumberError } from './features/record-move.js';
import { documentHighlights } from './features/references.js';
import { listDecisions, listFromCatalog } from './features/list.js';
import { loggedDecisions } from './features/decision-logs.js';
import { nextNumber, planNewRecord } from './features/new-record.js';
import { references } from './features/references.js';
import { DecisionSearch, type HitSource } from './features/search.js';
import { currentOf, comparePositions, filterLifecycle, normalizePath, summarize } from './features/shared.js';
import { suggestIds } from './features/suggest.js';
import { documentSymbols, workspaceSymbols } from './features/symbols.js';

export interface CreateEngineOptions {
  /** Workspace folder (absolute, or relative to the process's cwd). */
  root: string;
  /** File system port; defaults to the disk under `root`. */
  fs?: WorkspaceFs;
  /** Config used when the workspace has no .adr-lens.json of its own. */
  sessionConfig?: unknown;
  /** See WorkspaceIndexOptions.retainTexts: false for a one-shot run that reads no texts after judging. */
  retainTexts?: boolean;
  /**
   * Work with snapshots (engine.snapshot()): fingerprint every file read, and take from `previous` (the bytes an
   * earlier process wrote) every file unchanged since, instead of reading and parsing it again. As a function, it is
   * called by the first load only: an engine that never loads (a rule's documentation) reads no snapshot.
   */
  snapshots?: {
    previous?: Uint8Array | SnapshotFile | (() => Uint8Array | SnapshotFile | undefined);
    /**
     * A one-shot check: when no file, folder or setting changed since `previous` was written after a full
     * judgement, its findings are check()'s answer, and no record is decoded unless another query needs it.
     */
    replayFindings?: boolean;
    /**
     * A server: when every file is unchanged since `previous`, decode none of it until a query reads the index, and
     * answer listings and searches meanwhile from `previousAnswers` (the answers file written with it, see
     * answersSnapshot()) when that belongs to the same workspace state.
     */
    deferIndex?: boolean;
    previousAnswers?: () => Uint8Array | SnapshotFile | undefined;
  };
}

/** What findings taken over from a snapshot were judged with, besides the files (see JudgedState). */
type Inherited = Pick<JudgedState, 'probes' | 'templates' | 'repository'>;
const NOTHING_INHERITED: Inherited = { probes: [], templates: [] };

export function createEngine(options: CreateEngineOptions): Engine {
  const fs = options.fs ?? createNodeFs(options.root);
  const snapshots = BUILD_ID !== undefined && fs.fingerprint !== undefined && options.snapshots !== undefined;
  // Only the flag is kept: holding `options.snapshots` would keep the previous snapshot's bytes for the engine's life.
  const replayOption = options.snapshots?.replayFindings === true;
  const deferOption = options.snapshots?.deferIndex === true;
  /** The answers file for the first load's snapshot, read at most once (and only if a listing or search wants it). */
  let previousAnswers = snapshots ? options.snapshots?.previousAnswers : undefined;
  /**
   * Set by a load that took every file from the snapshot, while nothing changed since: its state (contentKey) and
   * counts. Answers for that state still hold (if the walk saw the same other files too: the index's walk is unchanged
   * as long as this is set, so its key is computed once).
   */
  let unchanged: { key: string; counts: { records: number; citingDocuments: number }; walkKey?: string } | undefined;
  /** The answers file's catalog once decoded, while the index is deferred (null: none fits, or not needed any more). */
  let answers: { catalog: DecisionSummary[]; byPath: Map<string, DecisionSummary> } | null | undefined;
  /** The answers file fit the state the load found and nothing changed since (its search index, once read, too). */
  let answersTaken = false;
  /** The answers file's search index, until a search, the warm-up or an edit takes it (a listing never reads it). */
  let answersSearch: OpenedAnswers | undefined;
  const adoptAnswersSearch = (): void => {
    const opened = answersSearch;
    if (!opened) return;
    answersSearch = undefined;
    const state = opened.search();
    if (!state || !search.adopt(state)) answersTaken = false;
  };
  const dropAnswersSearch = (): void => {
    answersSearch?.release();
    answersSearch = undefined;
  };
  const index: WorkspaceIndex = createWorkspaceIndex(fs, { sessionConfig: options.sessionConfig, retainTexts: options.retainTexts, fingerprint: snapshots });
  const judge: Judge = createJudge(index);
  const search = new DecisionSearch(index);
  let loaded = false;
  /** The earlier process's snapshot, for the first load only (later loads follow changes the index saw itself). */
  let previous = snapshots ? options.snapshots?.previous : undefined;
  /**
   * The snapshot the last load opened, while its file may still be read (see SnapshotReader.release); weakly, so a
   * deferred index keeps it only until it has read its entries.
   */
  let snapshotInUse: WeakRef<SnapshotReader> | undefined;
  let report: LoadReport | undefined;
  /** The snapshot's findings while nothing has changed since (see snapshots.replayFindings). */
  let replayed: ReadJudgedState | undefined;
  /** Every document judged in one pass (or caught up from a snapshot), with nothing updated since: findings worth a snapshot. */
  let judgedWhole = false;
  /**
   * What findings taken over from a snapshot were judged with (still reading the same): probes, collection templates
   * and git remotes. The index knows only those it asked about itself since.
   */
  let inherited: Inherited = NOTHING_INHERITED;
  /** Takes over what `judged` findings were judged with; the probes the walk answers now are no probes any more. */
  const inherit = (judged: ReadJudgedState): void => {
    inherited = { probes: judged.probes.filter(([path]) => !index.inWalk(path)), templates: judged.templates ?? [], repository: judged.repository };
  };

  const loadResult = (): LoadResult => {
    // A deferred load tells its counts from the snapshot: asking the index would read it in.
    const counts = replayed ?? (index.deferred() ? unchanged?.counts : undefined);
    return {
      collections: index.collections(),
      records: counts ? counts.records : index.records().length,
      citingDocuments: counts ? counts.citingDocuments : index.citingDocuments().length,
      configProblems: index.configProblems,
    };
  };

  /**
   * The answers file's catalog, when it belongs to the state the load found and nothing changed since; decoding it
   * also hands its search index to `search`. Read once per load.
   */
  const answersNow = (): typeof answers => {
    if (!unchanged) return undefined;
    if (answers === undefined) {
      const bytes = previousAnswers?.();
      previousAnswers = undefined;
      const opened = openAnswers(bytes, BUILD_ID!, fs.root, unchanged.key, walkKeyNow());
      answersTaken = opened !== undefined;
      answersSearch = opened;
      answers = opened ? { catalog: opened.catalog, byPath: new Map(opened.catalog.map((s) => [s.path, s])) } : null;
    }
    // Once the index is read in, it answers for itself: the catalog goes (the search index stays with `search`).
    if (answers && !index.deferred()) answers = null;
    return answers ?? undefined;
  };

  /** Hits described from the catalog and the disk: the index stays as it is (deferred). */
  const catalogSource = (catalog: Map<string, DecisionSummary>): HitSource => ({
    lifecycleOf: (path) => {
      const summary = catalog.get(path);
      return summary && filterLifecycle(summary.lifecycle, summary.currentId !== undefined);
    },
    retired: (path) => {
      const summary = catalog.get(path);
      return summary !== undefined && isRetired(filterLifecycle(summary.lifecycle, summary.currentId !== undefined));
    },
    summaryOf: (path) => {
      const summary = catalog.get(path);
      return summary && { ...summary, tags: [...summary.tags] };
    },
    textOf: (path) => index.textOnDisk(path),
  });

  /**
   * Whether every path outside the walk that a rule probed for `judged` still answers the same. With `walkAnswers`, a
   * probed path the walk sees now is left out: it came with the changes being applied, which tell whoever names it.
   */
  const probesHold = (judged: ReadJudgedState, walkAnswers = false): boolean =>
    judged.probes.every(([path, found]) => (walkAnswers && index.inWalk(path)) || (fs.stat(path) !== undefined) === found);

  /** The index's walkKey(); hashing every path, it is worth keeping while nothing changes. */
  const walkKeyNow = (): string => (unchanged ? (unchanged.walkKey ??= index.walkKey()) : index.walkKey());

  /** Whether `judged` findings still hold as they are: the same files and folders, and the same probe answers. */
  const stillHolds = (judged: ReadJudgedState): boolean => judged.walkKey === walkKeyNow() && probesHold(judged) && inputsHold(judged);

  /**
   * Whether what else the findings were judged with reads the same now: every collection template lays out the same
   * sections, and git tells the same remotes (links to the repository's own files are checked as its files).
   */
  const inputsHold = (judged: ReadJudgedState): boolean =>
    (judged.templates ?? []).every(([dir, key]) => index.templateKey(dir) === key) &&
    (judged.repository === undefined || judged.repository === index.repositoryNow());

  /** Leaves replayed findings behind: from here on the rules run, over an index read in full. */
  const dropReplay = (): void => {
    if (!replayed) return;
    const findings = replayed;
    replayed = undefined;
    // They are the findings of the index as it reads in (stillHolds checked the rest at load): kept, with the records
    // they were judged over, so that a change from here on judges again only what it affects.
    judge.restoreState(findings.findings, true);
    inherit(findings);
    judged = true;
    judgedWhole = true;
  };

  /**
   * A config file, .adr-dir or .gitignore changed: everything is read again. Both the documents with findings before
   * and those with findings after are told, so that findings a new setting withdraws are cleared too.
   */
  const reloadForConfig = (): ChangeSet => {
    const before = new Set(allDiagnostics().map((d) => d.path));
    load(undefined, true);
    readyJudged();
    for (const d of allDiagnostics()) before.add(d.path);
    return { diagnosticsChanged: [...before], recordsChanged: true, citationsChanged: true };
  };

  // Judging waits for the first query that reads diagnostics: a front that only navigates or searches
  // (an MCP agent, a hover) answers without paying for every rule over every record first.
  let judged = false;
  /** Before the full judgement: documents judged one by one (their diagnostics are already exact). */
  const judgedOne = new Set<string>();

  const load = (signal?: CancellationSignal, reread = false, options?: LoadOptions): LoadResult => {
    loaded = false;
    judged = false;
    judgedWhole = false;
    replayed = undefined;
    inherited = NOTHING_INHERITED;
    judgedOne.clear();
    search.reset();
    unchanged = undefined;
    answers = undefined;
    answersTaken = false;
    dropAnswersSearch();
    const bytes = reread ? undefined : typeof previous === 'function' ? previous() : previous;
    const snapshot = bytes ? SnapshotReader.open(bytes, BUILD_ID!, fs.root) : undefined;
    previous = undefined;
    // A deferred load's file, when the index was never read in: it is not going to be now.
    snapshotInUse?.deref()?.release();
    snapshotInUse = snapshot && new WeakRef(snapshot);
    if (reread) {
      index.reload(signal);
      report = undefined;
    } else {
      const afterRecords = options?.afterRecords;
      const earlier = snapshot?.judged;
      const replayFindings = replayOption && earlier !== undefined;
      const stats = index.load(
        signal,
        afterRecords &&
          (() => {
            // Records are all in: queries work (a record's diagnostics are final), nothing loads twice.
            loaded = true;
            try {
              afterRecords();
            } finally {
              loaded = false;
            }
          }),
        snapshot && { snapshot, defer: replayFindings || deferOption, asOf: earlier !== undefined },
      );
      if (stats.complete && snapshot) unchanged = { key: snapshot.key, counts: snapshot.counts };
      let rejudged: number | undefined;
      if (stats.behind && earlier) {
        // The index holds what the snapshot's findings were judged over: take them, apply what changed since as
        // edits, and judge again only what those affect (everything, if a probed path answers otherwise now).
        judge.restoreState(earlier.findings, true);
        const update = index.catchUp(stats.behind);
        if (probesHold(earlier, true) && inputsHold(earlier)) {
          judge.rejudge(update.affected, signal);
          inherit(earlier);
          rejudged = update.affected.length;
        } else judge.judgeAll(signal);
        judged = true;
        judgedWhole = true;
      } else if (replayFindings && earlier && stats.complete && stillHolds(earlier)) {
        judge.restoreState(earlier.findings);
        replayed = earlier;
        judged = true;
      }
      report = { files: stats.files, fromSnapshot: stats.fromSnapshot, findingsReplayed: replayed !== undefined };
      if (stats.refingerprinted > 0) report.refingerprinted = stats.refingerprinted;
      if (rejudged !== undefined) report.rejudged = rejudged;
      // Only records' diagnostics were final before the citing documents came in.
      for (const path of [...judgedOne]) if (!index.recordByPath(path)) judgedOne.delete(path);
      // A deferred load has every record at hand (the first query reads them in): the front may publish now.
      if (afterRecords && index.deferred()) {
        loaded = true;
        try {
          afterRecords();
        } finally {
          loaded = false;
        }
      }
    }
    loaded = true;
    // Read in, or never to be: a deferred index reads its entries when first asked for (and the file closes then).
    if (!index.deferred()) {
      snapshotInUse?.deref()?.release();
      snapshotInUse = undefined;
    }
    return loadResult();
  };

  /** Queries before load() load first, so a front may call anything in any order. */
  const ready = (): void => {
    if (!loaded) load();
  };

  /** Loaded and judged: diagnostics reflect the index as it is now. */
  const readyJudged = (signal?: CancellationSignal): void => {
    ready();
    if (judged) return;
    judge.judgeAll(signal);
    judged = true;
    judgedWhole = true;
    judgedOne.clear();
  };

  const allDiagnostics = (): Diagnostic[] => judge.all();

  /**
   * Loaded, and this document judged: the editor's first diagnostics need one document's rules and
   * the workspace rules, not every record's. The index does not change in between (update and remove
   * judge everything first), so these are the diagnostics a full judgement gives the document.
   */
  const readyJudgedFor = (path: string, signal?: CancellationSignal): void => {
    ready();
    if (replayed) return;
    if (judged || judgedOne.has(path)) return;
    judge.rejudge([path], signal);
    judgedOne.add(path);
  };

  const applyUpdate = (path: string, update: { affected: string[]; recordsChanged: boolean; citationsChanged: boolean }): ChangeSet => {
    // Findings of an index that changed since: probes of paths outside the walk were cleared with the change.
    judgedWhole = false;
    // Search fields come from the record's own text only, so only the changed file needs re-indexing (an index still
    // in the answers file is taken first, to be brought up to date like any).
    adoptAnswersSearch();
    search.invalidate([path]);
    // The catalog of answers was of the state before; the search index they brought is kept up to date like any.
    unchanged = undefined;
    answers = null;
    answersTaken = false;
    const diagnosticsChanged = judge.rejudge(update.affected);
    return { diagnosticsChanged, recordsChanged: update.recordsChanged, citationsChanged: update.citationsChanged };
  };

  const engine: Engine = {
    root: fs.root,
    load: (signal, options) => load(signal, false, options),
    reload: (signal) => load(signal, true),
    update(path, text) {
      // The change set compares with the diagnostics before the edit, so those must exist first.
      dropReplay();
      readyJudged();
      const normalized = normalizePath(path) ?? path;
      if (index.classify(normalized) === 'config') return reloadForConfig();
      return applyUpdate(normalized, index.update(normalized, text));
    },
    remove(path) {
      dropReplay();
      readyJudged();
      const normalized = normalizePath(path) ?? path;
      if (index.classify(normalized) === 'config') return reloadForConfig();
      return applyUpdate(normalized, index.remove(normalized));
    },
    classify: (path) => index.classify(normalizePath(path) ?? path),
    loadReport: () => (report && index.deferred() ? { ...report, deferred: true } : report),
    snapshot() {
      if (!snapshots) return undefined;
      ready();
      const { settings, files, complete, walk, discovery } = index.snapshot();
      // Complete: no editor's buffer among the documents (those are left out), so the findings are the disk's.
      const whole = complete && (replayed !== undefined || (judged && judgedWhole));
      const earlier = replayed ?? inherited;
      const probes = new Map([...earlier.probes, ...index.probes()]);
      const templates = new Map([...(earlier.templates ?? []), ...index.templatesRead()]);
      const findings = whole
        ? {
            walkKey: walkKeyNow(),
            probes: [...probes],
            templates: [...templates],
            repository: index.repositoryRead() ?? earlier.repository,
            findings: judge.exportState(),
            records: index.records().length,
            citingDocuments: index.citingDocuments().length,
            walk,
          }
        : undefined;
      return encodeSnapshot({
        build: BUILD_ID!,
        root: fs.root,
        settings,
        files,
        judged: findings,
        counts: { records: index.records().length, citingDocuments: index.citingDocuments().length },
        discovery,
      });
    },
    answersSnapshot() {
      if (!snapshots) return undefined;
      ready();
      // Answers that came from the file still describe the workspace: nothing new to write.
      answersNow();
      // (Its search index too: one that no longer decodes is written anew.)
      adoptAnswersSearch();
      if (answersTaken && !search.adoptedIntact()) answersTaken = false;
      if (answersTaken) return undefined;
      const { settings, files, complete } = index.snapshot();
      if (!complete) return undefined;
      return encodeAnswers({
        build: BUILD_ID!,
        root: fs.root,
        key: contentKey(settings, files),
        walkKey: walkKeyNow(),
        // A decision log's entries too (see features/decision-logs): a listing from the snapshot lists what the index does.
        catalog: [...index.records().map((record) => summarize(index, record)), ...loggedDecisions(index)],
        search: search.exportState(),
      });
    },

    collections: () => (ready(), index.collections()),
    records: () => (ready(), index.records()),
    record: (idOrKeyOrPath) => (ready(), index.lookup(idOrKeyOrPath)),
    summary: (record) => (ready(), summarize(index, record)),
    currentDecision: (record: DecisionRecord) => (ready(), currentOf(index, record)),
    configProblems: () => (ready(), index.configProblems),
    configuredCollections: () => (ready(), index.config.collections),
    statusFilter: (word: string) => (ready(), lifecycleOfFilter(word, index.config.statusMap)),

    check(checkOptions: CheckOptions = {}) {
      readyJudged(checkOptions.signal);
      const scopes = checkOptions.paths?.map((p) => normalizePath(p) ?? p);
      const out: Diagnostic[] = [];
      for (const diagnostic of allDiagnostics()) {
        throwIfCancelled(checkOptions.signal);
        if (scopes && !scopes.some((s) => s === '' || diagnostic.path === s || diagnostic.path.startsWith(s + '/'))) continue;
        out.push(diagnostic);
      }
      return out.sort((a, b) => a.path.localeCompare(b.path) || comparePositions(a.range.start, b.range.start) || a.ruleId.localeCompare(b.ruleId));
    },
    diagnosticsFor(path) {
      const normalized = normalizePath(path) ?? path;
      readyJudgedFor(normalized);
      return judge.diagnosticsFor(normalized);
    },
    rules: () => judge.rules(),
    explainRule: (idOrName) => judge.rule(idOrName.trim()),

    hover: (path, position, signal) => (ready(), hover(index, path, position, signal)),
    definition: (path, position, signal) => (ready(), definition(index, path, position, signal)),
    references: (path, position, includeDeclaration, signal) => (ready(), references(index, path, position, includeDeclaration, signal)),
    completion: (path, position, lineText, signal) => (ready(), completion(index, path, position, lineText, signal)),
    codeActions: (path, range, signal) => (dropReplay(), readyJudgedFor(normalizePath(path) ?? path, signal), codeActions(judge, index, path, range, signal)),
    statusChanges: (path, range, signal) => (ready(), statusChanges(index, normalizePath(path) ?? path, range, signal)),
    documentSymbols: (path, signal) => (ready(), documentSymbols(index, path, signal)),
    workspaceSymbols: (query, signal) => (ready(), workspaceSymbols(index, query, signal)),
    documentLinks: (path, signal) => (ready(), documentLinks(index, path, signal)),
    inlayHints: (path, options, signal) => (ready(), inlayHints(index, path, options ?? {}, signal)),
    codeLenses: (path, signal) => (ready(), codeLenses(index, path, signal)),

    list(listOptions) {
      ready();
      const fromAnswers = index.deferred() ? answersNow() : undefined;
      return fromAnswers ? listFromCatalog(fromAnswers.catalog, listOptions) : listDecisions(index, listOptions);
    },
    search(query, searchOptions) {
      ready();
      // A search index from the answers file saves building one, whether or not the index was read in since.
      const fromAnswers = answersNow();
      adoptAnswersSearch();
      if (fromAnswers && search.complete) return search.searchWith(catalogSource(fromAnswers.byPath), query, searchOptions);
      return search.search(query, searchOptions);
    },
    warmUp(budgetMs) {
      ready();
      // The catalog first, for listings; the answers file's search index in the next slice, so that a listing
      // waiting meanwhile is answered without it.
      if (answers === undefined && answersNow() && answersSearch) return false;
      adoptAnswersSearch();
      if (!search.warm(budgetMs)) return false;
      // Then the map of code paths records name, or the first "which decisions govern this file" builds it. Not while
      // the index is deferred (started from a snapshot and its answers file): it would read every record in first.
      if (!index.deferred()) prepareGoverning(index);
      return true;
    },
    settle() {
      ready();
      index.settle();
      // Read in now: the governing map warmUp left for later (see there).
      prepareGoverning(index);
      // The index answers listings now; the catalog would only hold memory.
      if (answers) answers = null;
    },
    releaseTexts: () => index.releaseTexts(),
    getDecision: (idOrKey) => (ready(), getDecision(index, idOrKey)),
    suggestIds: (text, max) => (ready(), suggestIds(index, text, max)),
    graph: (graphOptions) => (ready(), graph(index, graphOptions)),
    decisionsForPath: (path, signal) => (ready(), decisionsForPath(index, path, signal)),
    withQualifiedSuccessors: (governing) => (ready(), withQualifiedSuccessors(index, governing)),
    nextNumber: (collection) => (ready(), nextNumber(index, collection)),
    planNewRecord: (request: NewRecordRequest) => (ready(), planNewRecord(index, request)),
    planStatusChange(idOrKeyOrPath, status) {
      ready();
      const record = index.lookup(idOrKeyOrPath);
      return record && planStatusChange(index, record, status);
    },
    planMoves(moves, signal) {
      ready();
      const normal = moves.map((m) => ({ from: normalizePath(m.from) ?? m.from, to: normalizePath(m.to) ?? m.to })).filter((m) => m.from !== m.to);
      return planMoves(index, normal, signal);
    },
    renameTarget(path, position) {
      ready();
      const found = renameTarget(index, normalizePath(path) ?? path, position);
      return found && { range: found.range, placeholder: found.placeholder };
    },
    planRename(path, position, newName) {
      ready();
      const found = renameTarget(index, normalizePath(path) ?? path, position);
      if (!found) return undefined;
      const number = numberOfNewName(newName);
      if (number === undefined) throw new RenumberError(`"${newName}" has no number: renaming a decision's id gives its record another number (e.g. ${found.placeholder.replace(/\d+$/, '9')})`);
      return planRenumber(index, found.record, number);
    },
    documentHighlights: (path, position, signal) => (ready(), documentHighlights(index, normalizePath(path) ?? path, position, signal)),
    planRenumber(idOrKeyOrPath, number) {
      ready();
      const record = index.recordByPath(normalizePath(idOrKeyOrPath) ?? idOrKeyOrPath) ?? index.lookup(idOrKeyOrPath);
      return record && planRenumber(index, record, number);
    },
  };
  return engine;
}

function unique<T>(value: T, i: number, all: T[]): boolean {
  return all.indexOf(value) === i;
}
