// One workspace folder = one Engine with its own warm index. This class owns the folder's engine
// life cycle (create, load, reconfigure), applies editor buffers and disk changes to it, and
// publishes diagnostics for exactly the paths each change touched.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, type Dirent } from 'node:fs';
import type { Diagnostic as LspDiagnostic } from 'vscode-languageserver/node';
import { configProblemLine, planWorkspaceFixes, reloadBeatsUpdates, snapshotNote, watchIgnoreFilesAbove, type IgnoreFilesAboveWatcher, type PlannedFixes } from '../engine/index.js';
import type { ChangeSet, Engine } from '../engine/api.js';
import type { Diagnostic } from '../engine/types.js';
import { toDiagnostic, type UriOf } from './convert.js';
import { DEFAULT_SETTINGS, sameSettings, type FolderSettings } from './settings.js';
import { absoluteIn, fsPathToUri } from './uris.js';

/**
 * Minimum time between two flushes of typed text. The first keystroke after a quiet spell is
 * applied on the next turn of the event loop (well under 20 ms); a burst is coalesced into at most
 * one engine update per interval, so 100 edits a second cost ~20 updates, not 100.
 */
export const TYPING_FLUSH_INTERVAL_MS = 50;

/** Paths published per event-loop turn after the open documents (requests are served in between). */
const PUBLISH_SLICE = 500;
/** Files a folder created on disk may bring before reading the whole workspace again is the quicker way. */
const FOLDER_CREATED_LIMIT = 2000;

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
/**
 * Judging the whole workspace after the open documents are published takes a while on a large one (~0.5 s on 10,000
 * records) and holds up every request behind it. It waits for the editor to be quiet this long (a hover right after
 * the first diagnostics is answered first), and for no longer than QUIET_LIMIT_MS in all.
 */
const QUIET_MS = 150;
const QUIET_LIMIT_MS = 3000;

/** Configuration files whose change means "reload everything" (discovery and rules depend on them). */
const CONFIG_FILE_NAMES = new Set(['.adr-lens.json', '.adr-dir', '.log4brains.yml', '.log4brains.yaml']);

export interface FolderHost {
  createEngine(root: string, sessionConfig: unknown): Engine;
  /** Current buffer of an open document, by URI. */
  bufferOf(uri: string): { text: string; version: number } | undefined;
  publish(uri: string, diagnostics: LspDiagnostic[], version?: number): void;
  /** Records or what documents cite changed: lenses and trees showing them refresh. */
  recordsChanged(): void;
  log(message: string): void;
  error(message: string, err: unknown): void;
  /** The workspace is loaded and judged in full: a moment to leave a snapshot for the next start (optional). */
  judgedInFull?(root: string, engine: Engine): void;
}

export type DiskChange = { path: string; kind: 'created' | 'changed' | 'deleted' };

export class FolderSession {
  private engine: Engine | undefined;
  private state: 'new' | 'loaded' | 'failed' = 'new';
  /** What reading the whole folder again last took (ms): a load in full, or a reload. Unknown after a snapshot load. */
  private reloadMs: number | undefined;
  private settings: FolderSettings = DEFAULT_SETTINGS;
  /** Open documents: workspace path → URI as the client spells it. */
  private readonly openUris = new Map<string, string>();
  /** Open documents whose latest buffer text is not yet in the engine. */
  private readonly dirty = new Set<string>();
  /**
   * Open documents → hash of what the disk held when last read. A buffer that still says just that only shows the
   * file, and follows it when it is deleted: VS Code tells of a closed tab's document minutes later, if at all, and
   * meanwhile a record deleted on disk (git, the Explorer, an undone New Decision) stayed in every answer.
   */
  private readonly diskTexts = new Map<string, string>();
  /** Open documents deleted on disk that only showed the file: out of the engine until they are edited or come back. */
  private readonly orphans = new Set<string>();
  /** Paths that currently show diagnostics in the client (so a reload can clear the ones that went away). */
  private readonly published = new Set<string>();
  private flushTimer: NodeJS.Timeout | NodeJS.Immediate | undefined;
  private lastFlush = Number.NEGATIVE_INFINITY;
  private disposed = false;
  /** Bumped by each full publish, so an older one still in progress stops. */
  private publishGeneration = 0;
  /** When a request last asked for this folder's engine. */
  private lastAskedAt = 0;
  /** Git's ignore files outside the folder (above it, in the git folder): the client's file watchers do not cover them. */
  private ignoreFilesAbove: IgnoreFilesAboveWatcher | undefined;

  readonly uriOf: UriOf = (path) => this.openUris.get(path) ?? fsPathToUri(absoluteIn(this.root, path));

  constructor(
    readonly uri: string,
    readonly root: string,
    private readonly host: FolderHost,
  ) {}

  get inlayHints(): FolderSettings['inlayHints'] {
    return this.settings.inlayHints;
  }

  get updateLinksOnMove(): boolean {
    return this.settings.updateLinksOnMove;
  }

  get enabled(): boolean {
    return this.settings.enabled && !this.disposed;
  }

  /** The loaded engine with every open buffer applied, or undefined when disabled or failed to load. */
  ready(): Engine | undefined {
    this.lastAskedAt = Date.now();
    if (!this.enabled) return undefined;
    if (this.state === 'new') this.load();
    if (this.state !== 'loaded') return undefined;
    if (this.dirty.size) this.flush();
    return this.engine;
  }

  /**
   * The fixes `adr-lens check --fix` would make in this folder, planned on the open buffers and the disk, as edits for
   * the editor to apply; undefined when disabled or failed to load. `leaveAlone` names the files another folder fixes.
   */
  planFixes(leaveAlone: (path: string) => string | undefined): PlannedFixes | undefined {
    const engine = this.ready();
    if (!engine) return undefined;
    const bufferOf = (path: string) => {
      const uri = this.openUris.get(path);
      return uri ? this.host.bufferOf(uri)?.text : undefined;
    };
    let planned: PlannedFixes;
    try {
      planned = planWorkspaceFixes(engine, { bufferOf, leaveAlone });
    } catch (err) {
      // The engine has its texts back, but files read afresh on the way may judge differently: show what it holds.
      this.publishAll();
      throw err;
    }
    // A closed file the engine had not yet seen change on disk was read afresh: its diagnostics may be new.
    this.publishChanges(planned.changes, []);
    return planned;
  }

  /** Applies new settings; a changed session config means a fresh engine (and a full republish). */
  configure(settings: FolderSettings): void {
    if (sameSettings(settings, this.settings) && this.state !== 'new') {
      this.settings = settings;
      return;
    }
    const wasLoaded = this.state !== 'new';
    this.settings = settings;
    this.engine = undefined;
    this.state = 'new';
    if (!settings.enabled) {
      this.clearPublished();
      return;
    }
    if (wasLoaded) this.load();
  }

  load(): void {
    if (!this.enabled) return;
    const started = Date.now();
    // Each open document is compared with the disk once per load (records when they are published early, every one after).
    const compared = new Map<string, boolean>();
    const sameAsDisk = (path: string): boolean => {
      let same = compared.get(path);
      if (same === undefined) compared.set(path, (same = this.sameAsDisk(path)));
      return same;
    };
    try {
      this.engine ??= this.host.createEngine(this.root, this.settings.sessionConfig);
      const engine = this.engine;
      // Open records the editor shows as they are on disk get their diagnostics as soon as every record is
      // read, before the code and guides citing them are (those cannot change a record's diagnostics).
      const result = engine.load(undefined, { afterRecords: () => this.publishOpenRecords(engine, sameAsDisk) });
      this.state = 'loaded';
      this.ignoreFilesAbove ??= watchIgnoreFilesAbove(this.root, () => this.ignoreFilesAboveChanged());
      this.host.log(
        `${this.root}: ${result.records} decision records in ${result.collections.length} collection(s), ` +
          `${result.citingDocuments} citing documents, loaded in ${Date.now() - started} ms${snapshotNote(engine.loadReport())}`,
      );
      for (const p of result.configProblems) this.host.log(`config ${configProblemLine(p)}`);
    } catch (err) {
      this.state = 'failed';
      this.host.error(`${this.root}: loading the decision records failed; ADR Lens features are off for this folder until the next change of settings or config`, err);
      return;
    }
    // Buffers opened before the load win over the disk; one that says what the disk says is loaded already
    // (and applying it as an edit would judge the whole workspace before the first diagnostics).
    for (const path of this.openUris.keys()) {
      if (sameAsDisk(path)) this.dirty.delete(path);
      else this.dirty.add(path);
    }
    this.applyDirty();
    this.publishAll();
    this.host.recordsChanged();
    // Read in full (not from a snapshot): what a reload costs, for bursts of changes on disk (diskChanged).
    if (this.engine.loadReport()?.fromSnapshot === 0) this.reloadMs = Date.now() - started;
  }

  private publishOpenRecords(engine: Engine, sameAsDisk: (path: string) => boolean): void {
    for (const path of this.openUris.keys()) {
      if (engine.classify(path) !== 'record' || !sameAsDisk(path)) continue;
      this.guard('publishing diagnostics', () => this.publishPath(path, engine.diagnosticsFor(path)));
    }
  }

  private sameAsDisk(path: string): boolean {
    const uri = this.openUris.get(path);
    const buffer = uri ? this.host.bufferOf(uri) : undefined;
    if (!buffer) return false;
    return this.readDisk(path) === buffer.text;
  }

  /** Reads an open document's file and remembers what it held; undefined when it cannot be read. */
  private readDisk(path: string): string | undefined {
    try {
      const text = readFileSync(absoluteIn(this.root, path), 'utf8');
      this.diskTexts.set(path, textHash(text));
      return text;
    } catch {
      this.diskTexts.delete(path);
      return undefined;
    }
  }

  /** The open document's buffer says what its file said when last read: nothing of the user's would be lost. */
  private showsDisk(path: string): boolean {
    const uri = this.openUris.get(path);
    const buffer = uri ? this.host.bufferOf(uri) : undefined;
    const disk = this.diskTexts.get(path);
    return buffer !== undefined && disk !== undefined && textHash(buffer.text) === disk;
  }

  reload(): void {
    if (!this.enabled) return;
    if (this.state !== 'loaded' || !this.engine) return this.load();
    const started = Date.now();
    try {
      this.engine.reload();
    } catch (err) {
      this.host.error(`${this.root}: reloading the decision records failed`, err);
      this.state = 'failed';
      return;
    }
    for (const path of this.openUris.keys()) this.dirty.add(path);
    this.applyDirty();
    this.publishAll();
    this.host.recordsChanged();
    this.reloadMs = Date.now() - started;
  }

  opened(path: string, uri: string): void {
    this.openUris.set(path, uri);
    // Opening a file shows what the disk holds: the engine has it already. Applying it as an edit would
    // judge the whole workspace first; publishing directly judges just this document.
    if (this.state === 'loaded' && this.engine && !this.dirty.has(path) && this.sameAsDisk(path)) {
      this.guard('publishing diagnostics', () => this.publishPath(path, this.engine!.diagnosticsFor(path)));
      return;
    }
    this.changed(path);
  }

  /** A buffer changed: coalesce bursts, but let the first change of a quiet spell through at once. */
  changed(path: string): void {
    this.orphans.delete(path);
    this.dirty.add(path);
    if (this.flushTimer || !this.enabled) return;
    const wait = this.lastFlush + TYPING_FLUSH_INTERVAL_MS - Date.now();
    const run = () => {
      this.flushTimer = undefined;
      this.guard('applying edits', () => this.flush());
    };
    this.flushTimer = wait > 0 ? setTimeout(run, wait) : setImmediate(run);
  }

  /** A document closed in the editor: the disk is the truth again. */
  closed(path: string): void {
    this.openUris.delete(path);
    this.dirty.delete(path);
    this.diskTexts.delete(path);
    this.orphans.delete(path);
    const engine = this.ready();
    if (!engine) return;
    const onDisk = existsSync(absoluteIn(this.root, path));
    if (!onDisk && engine.classify(path) === 'ignored') return;
    this.publishChanges(onDisk ? engine.update(path) : engine.remove(path), [path]);
  }

  /** Files changed on disk (git, other tools, saves). Open buffers win over the disk until closed. */
  diskChanged(changes: DiskChange[]): void {
    if (!this.enabled) return;
    if (changes.some((c) => isConfigFile(c.path))) {
      // A fixed config is the way out of a failed load: try again from scratch.
      if (this.state === 'failed') this.state = 'new';
      return this.reload();
    }
    const engine = this.ready();
    if (!engine) return;
    if (changes.some((c) => engine.classify(c.path) === 'config')) return this.reload();
    const sets: ChangeSet[] = [];
    const started = Date.now();
    for (let i = 0; i < changes.length; i++) {
      sets.push(...this.applyDiskChange(engine, changes[i]!));
      if (this.reloadMs !== undefined && reloadBeatsUpdates(i + 1, Date.now() - started, changes.length - i - 1, this.reloadMs)) {
        this.host.log(`${this.root}: ${changes.length} files changed on disk at once; reading the workspace again is quicker`);
        return this.reload();
      }
    }
    this.publishChanges(mergeChanges(sets), []);
  }

  /** A .gitignore above the folder or the repository's info/exclude changed: which files count may have changed. */
  private ignoreFilesAboveChanged(): void {
    if (!this.enabled || this.state !== 'loaded') return;
    this.host.log(`${this.root}: git's ignore files outside the folder changed; reading the folder again`);
    this.guard('reloading the decision records', () => this.reload());
  }

  /** Stop: clear everything this folder published. */
  dispose(): void {
    if (this.flushTimer) clearTimer(this.flushTimer);
    this.flushTimer = undefined;
    this.ignoreFilesAbove?.close();
    this.ignoreFilesAbove = undefined;
    this.clearPublished();
    this.disposed = true;
    this.engine = undefined;
  }

  private applyDiskChange(engine: Engine, c: DiskChange): ChangeSet[] {
    if (c.kind !== 'deleted') {
      if (this.openUris.has(c.path)) {
        this.readDisk(c.path);
        // Back on disk (a branch switched back, a delete undone): the file is read again; the buffer follows.
        if (!this.orphans.delete(c.path)) return [];
        return engine.classify(c.path) === 'ignored' ? [] : [engine.update(c.path)];
      }
      // A folder's name reads like a script's ("bin/release"): ask the disk.
      if (c.kind === 'created' && isFolder(absoluteIn(this.root, c.path))) return this.folderCreated(engine, c.path);
      if (engine.classify(c.path) === 'ignored') return [];
      return [engine.update(c.path)];
    }
    // An open document deleted on disk: one edited keeps its buffer, which wins until it is closed (closed() then
    // removes it); one that only showed the file goes with it.
    if (this.openUris.has(c.path)) {
      if (!this.showsDisk(c.path)) return [];
      this.orphans.add(c.path);
      this.dirty.delete(c.path);
      return [engine.remove(c.path)];
    }
    // A file, or a folder deleted as one event: the engine drops everything it knew under it (records, citing
    // documents, the files links are checked against). Open buffers under a folder stay, as above, unless they only
    // showed their files.
    const removed = engine.remove(c.path);
    const prefix = `${c.path.replace(/\/+$/, '')}/`;
    const under = [...this.openUris.keys()].filter((p) => p.startsWith(prefix));
    for (const p of under.filter((p) => this.showsDisk(p))) this.orphans.add(p);
    const reopened = under.filter((p) => !this.orphans.has(p));
    if (reopened.length === 0) return [removed];
    for (const p of reopened) this.dirty.add(p);
    return [removed, this.applyDirty()];
  }

  /**
   * A folder created on disk (moved in, renamed, checked out): the editor reports it alone, not the files in it. Each
   * file in it the engine reads is taken in; a large tree is read with the whole workspace instead.
   */
  private folderCreated(engine: Engine, path: string): ChangeSet[] {
    const found: string[] = [];
    // A folder git ignores (a build's output, "target/" with its thousands of files) or the engine skips: not walked.
    const skipped = (rel: string) => engine.classify(`${rel}/probe.md`) === 'ignored';
    const walk = (rel: string): boolean => {
      if (skipped(rel)) return true;
      let entries: Dirent[];
      try {
        entries = readdirSync(absoluteIn(this.root, rel), { withFileTypes: true });
      } catch {
        return true;
      }
      for (const entry of entries) {
        // What the engine's walk skips too: version control, dependencies.
        if (entry.name.startsWith('.') && entry.name !== '.adr-dir') continue;
        if (entry.name === 'node_modules') continue;
        const child = `${rel}/${entry.name}`;
        if (entry.isDirectory()) {
          if (!walk(child)) return false;
        } else if (entry.isFile() && engine.classify(child) !== 'ignored') {
          found.push(child);
          if (found.length > FOLDER_CREATED_LIMIT) return false;
        }
      }
      return true;
    };
    if (!walk(path)) {
      this.host.log(`${this.root}: a folder with more than ${FOLDER_CREATED_LIMIT} files came on disk (${path}); reading the workspace again`);
      this.reload();
      return [];
    }
    return found.filter((p) => !this.openUris.has(p)).map((p) => engine.update(p));
  }

  private flush(): void {
    if (this.flushTimer) clearTimer(this.flushTimer);
    this.flushTimer = undefined;
    this.lastFlush = Date.now();
    if (this.state === 'new') return this.load(); // load applies and publishes the dirty buffers
    if (this.state !== 'loaded') return;
    const edited = [...this.dirty];
    this.publishChanges(this.applyDirty(), edited);
  }

  private applyDirty(): ChangeSet {
    const sets: ChangeSet[] = [];
    for (const path of [...this.dirty]) {
      this.dirty.delete(path);
      if (this.orphans.has(path)) continue;
      const uri = this.openUris.get(path);
      const buffer = uri ? this.host.bufferOf(uri) : undefined;
      if (!buffer || !this.engine || this.engine.classify(path) === 'ignored') continue;
      sets.push(this.engine.update(path, buffer.text));
    }
    return mergeChanges(sets);
  }

  private publishChanges(set: ChangeSet, alsoPaths: string[]): void {
    const paths = new Set([...set.diagnosticsChanged, ...alsoPaths]);
    for (const path of paths) this.publishPath(path, this.engine?.diagnosticsFor(path) ?? []);
    // "Cited by N" and "superseded by" lenses follow records and citations.
    if (set.recordsChanged || set.citationsChanged) this.host.recordsChanged();
  }

  /** Open documents at once, every other path on later turns of the event loop, a slice at a time. */
  private publishAll(): void {
    const engine = this.engine;
    if (!engine) return;
    const generation = ++this.publishGeneration;
    // Open documents first (what the user looks at), and always, even empty, so the client knows they were judged.
    for (const path of this.openUris.keys()) this.publishPath(path, engine.diagnosticsFor(path));
    // Later: documents whose didOpen arrived while the workspace was loading are handled (and published on their
    // own), and requests that came meanwhile answered, before the whole workspace is judged for the rest.
    const started = Date.now();
    const whenQuiet = () => {
      const wait = Math.min(this.lastAskedAt + QUIET_MS - Date.now(), started + QUIET_LIMIT_MS - Date.now());
      if (wait > 0) setTimeout(whenQuiet, wait);
      else this.guard('publishing diagnostics', () => this.publishRest(engine, generation));
    };
    setTimeout(whenQuiet, QUIET_MS);
  }

  private publishRest(engine: Engine, generation: number): void {
    if (generation !== this.publishGeneration || engine !== this.engine || !this.enabled) return;
    // The load kept every text (letting them go costs ~50 ms on 10,000 records, not worth delaying the first
    // diagnostics for); now that the open documents are published, the rest are read again when a hover or a
    // fix needs one, instead of holding every file of the workspace in memory.
    engine.releaseTexts();
    const paths = new Set<string>();
    for (const d of engine.check()) paths.add(d.path);
    this.host.judgedInFull?.(this.root, engine);
    for (const path of [...this.published]) if (!paths.has(path)) this.publishPath(path, []);
    const rest = [...paths].filter((path) => !this.openUris.has(path));
    const publishSlice = (from: number) => {
      if (generation !== this.publishGeneration || engine !== this.engine || !this.enabled) return;
      // Read at publish time, not from the check above: an edit in between has published newer ones.
      for (const path of rest.slice(from, from + PUBLISH_SLICE)) this.publishPath(path, engine.diagnosticsFor(path));
      if (from + PUBLISH_SLICE < rest.length) setImmediate(() => this.guard('publishing diagnostics', () => publishSlice(from + PUBLISH_SLICE)));
    };
    publishSlice(0);
  }

  private publishPath(path: string, diagnostics: Diagnostic[]): void {
    const uri = this.uriOf(path);
    const version = this.openUris.has(path) ? this.host.bufferOf(uri)?.version : undefined;
    this.host.publish(uri, diagnostics.map((d) => toDiagnostic(d, this.uriOf)), version);
    if (diagnostics.length) this.published.add(path);
    else this.published.delete(path);
  }

  private clearPublished(): void {
    for (const path of [...this.published]) this.publishPath(path, []);
  }

  private guard(what: string, fn: () => void): void {
    try {
      fn();
    } catch (err) {
      this.host.error(`${this.root}: ${what} failed`, err);
    }
  }
}

function mergeChanges(sets: readonly ChangeSet[]): ChangeSet {
  const changed = new Set<string>();
  for (const set of sets) for (const p of set.diagnosticsChanged) changed.add(p);
  return {
    diagnosticsChanged: [...changed],
    recordsChanged: sets.some((set) => set.recordsChanged),
    citationsChanged: sets.some((set) => set.citationsChanged),
  };
}

function isConfigFile(path: string): boolean {
  return CONFIG_FILE_NAMES.has(path.slice(path.lastIndexOf('/') + 1));
}

function clearTimer(t: NodeJS.Timeout | NodeJS.Immediate): void {
  // A timer handle from setTimeout has `refresh`; an Immediate does not.
  if ('refresh' in t) clearTimeout(t);
  else clearImmediate(t);
}

function textHash(text: string): string {
  return createHash('sha1').update(text).digest('base64');
}
