// The ADR Lens language server: a table from LSP requests to engine queries. Anything that is not
// translation (parsing, judging, resolving) belongs in the engine, not here.
import {
  CodeActionKind,
  CodeLensRefreshRequest,
  createConnection,
  InlayHintRefreshRequest,
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  LSPErrorCodes,
  ErrorCodes,
  DocumentHighlightKind,
  MessageType,
  ShowMessageNotification,
  ProposedFeatures,
  RequestType,
  ResponseError,
  TextDocuments,
  TextDocumentSyncKind,
  type CancellationToken,
  type CodeAction,
  type Connection,
  type InitializeParams,
  type InitializeResult,
  type Range,
  type WorkspaceEdit,
  type WorkspaceFolder,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { mainWorkDone } from '../boot/code-cache-hook.js';
import { createEngine, defaultCacheDirectory, leaveSnapshot, leftLinksSentence, listAll, openSnapshotFile, snapshotFile, type PlannedFixes } from '../engine/index.js';
import type { Engine, LeftLink } from '../engine/api.js';
import { throwIfCancelled, type CancellationSignal, type FileRename, type TextEdit as EngineTextEdit } from '../engine/types.js';

const isMarkdownFile = (path: string): boolean => /\.(?:md|markdown|mdx)$/i.test(path);
import {
  FIX_ALL_KIND,
  forRequestedDiagnostics,
  toCodeLens,
  toCompletionItem,
  toDocumentLink,
  toInlayHint,
  toDocumentSymbol,
  toFixAll,
  toFixAllQuickFix,
  toHover,
  toLocation,
  toQuickFix,
  toStatusActions,
  toSymbolInformation,
  toWorkspaceEdit,
  toWorkspaceEditWithRenames,
} from './convert.js';
import {
  DECISION_GRAPH_REQUEST,
  DECISIONS_CHANGED_NOTIFICATION,
  FIX_WORKSPACE_COMMAND,
  LIST_DECISIONS_REQUEST,
  SEARCH_DECISIONS_REQUEST,
  SUPERSEDE_COMMAND,
  type DecisionGraphParams,
  type DecisionGraphResult,
  type ListDecisionsParams,
  type ListDecisionsResult,
  type SearchDecisionsParams,
  type SearchDecisionsResult,
} from './commands.js';
import { graphCaption, toSvg } from '../engine/features/graph-svg.js';
import { FolderSession, type DiskChange } from './folder-session.js';
import { readSettings } from './settings.js';
import { absoluteIn, uriToFsPath, relativeInside, sameFolder } from './uris.js';
import { tooBroadReason, tooBroadToIndex } from '../engine/too-broad.js';
import { fileWatchers, toDiskChangeKind } from './watch.js';

export interface LanguageServerOptions {
  /** Engine factory; tests and embedders may pass their own. */
  createEngine?: (root: string, sessionConfig: unknown) => Engine;
}

export const SERVER_NAME = 'ADR Lens';
const SETTINGS_SECTION = 'adrLens';
const CODE_LENS_REFRESH_DELAY_MS = 100;
const CODE_CACHE_DELAY_MS = 2000;
/** Results of a decision search when the client asks for no number. */
const SEARCH_LIMIT = 20;
/** Work per turn of the event loop while the search index builds in the background. */
const SEARCH_WARM_SLICE_MS = 8;
/** How long a rename a quick fix offered is taken for that fix's own (see offeredRenames). */
const OFFERED_RENAME_TTL_MS = 10 * 60_000;

export function startLanguageServer(connection: Connection = createConnection(ProposedFeatures.all), options: LanguageServerOptions = {}): Connection {
  // Snapshots (engine/snapshot-store.ts): a start takes every file unchanged since the last one's snapshot from it.
  const cacheDirectory = options.createEngine ? undefined : defaultCacheDirectory();
  const makeEngine =
    options.createEngine ??
    ((root: string, sessionConfig: unknown) =>
      createEngine({
        root,
        sessionConfig,
        // Every file unchanged: the open records' first diagnostics come from the snapshot's findings, and the
        // records are read in on the next turns (the rest of the workspace is published from the index).
        snapshots: cacheDirectory === undefined ? undefined : { previous: () => openSnapshotFile(snapshotFile(cacheDirectory, root)), deferIndex: true, replayFindings: true },
      }));
  /** Engines whose load has had its snapshot written (or is being written): once per load is enough. */
  const written = new WeakSet<Engine>();
  let codeCacheQueued = false;
  /** After a load that read files from disk: the next start takes them from a snapshot, written a slice per turn. */
  const judgedInFull = (root: string, engine: Engine): void => {
    // What a next start compiles is compiled by now: the code cache is taken once the editor has had its diagnostics.
    if (!codeCacheQueued) setTimeout(mainWorkDone, CODE_CACHE_DELAY_MS).unref();
    codeCacheQueued = true;
    if (cacheDirectory === undefined || !engine.loadReport() || written.has(engine)) return;
    written.add(engine);
    leaveSnapshot(engine, snapshotFile(cacheDirectory, root));
  };
  const documents = new TextDocuments(TextDocument);
  const sessions: FolderSession[] = [];
  let clientCaps: InitializeParams['capabilities'] = {};
  let globalSettings: unknown;
  /** Commands of the client's own that a code action may name (initializationOptions.commands); none for other clients. */
  let clientCommands: ReadonlySet<string> = new Set();
  /** The client draws decisions (the extension's Decision Graph) and asked to hear when they change. */
  let notifyDecisionsChanged = false;
  let codeLensRefresh: NodeJS.Timeout | undefined;

  const log = (message: string) => connection.console.log(message);
  const error = (message: string, err: unknown) =>
    connection.console.error(`${message}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);

  const host = {
    createEngine: makeEngine,
    judgedInFull,
    bufferOf: (uri: string) => {
      const doc = documents.get(uri);
      return doc ? { text: doc.getText(), version: doc.version } : undefined;
    },
    publish: (uri: string, diagnostics: Parameters<typeof connection.sendDiagnostics>[0]['diagnostics'], version?: number) =>
      void connection.sendDiagnostics({ uri, diagnostics, version }).catch((err) => error('publishing diagnostics failed', err)),
    // A record's title or status changed, or one came or went: lenses and hints elsewhere may say otherwise now.
    recordsChanged: () => {
      if (codeLensRefresh) return;
      codeLensRefresh = setTimeout(() => {
        codeLensRefresh = undefined;
        refreshLensesAndHints();
        if (notifyDecisionsChanged) {
          connection.sendNotification(DECISIONS_CHANGED_NOTIFICATION).catch((err: unknown) => error('telling the client decisions changed failed', err));
        }
      }, CODE_LENS_REFRESH_DELAY_MS);
    },
    log,
    error,
  };

  function refreshLensesAndHints(): void {
    if (clientCaps.workspace?.codeLens?.refreshSupport) {
      connection.sendRequest(CodeLensRefreshRequest.type).catch((err: unknown) => error('refreshing CodeLenses failed', err));
    }
    if (clientCaps.workspace?.inlayHint?.refreshSupport) {
      connection.sendRequest(InlayHintRefreshRequest.type).catch((err: unknown) => error('refreshing inlay hints failed', err));
    }
  }

  /** The folder that holds a document (the innermost, for nested folders) and the document's path in it. */
  function locate(uri: string): { session: FolderSession; path: string } | undefined {
    const fsPath = uriToFsPath(uri);
    if (!fsPath) return undefined;
    let best: { session: FolderSession; path: string } | undefined;
    for (const session of sessions) {
      const path = relativeInside(session.root, fsPath);
      if (path !== undefined && (!best || session.root.length > best.session.root.length)) best = { session, path };
    }
    return best;
  }

  /** The folder whose root `uri` names (locate answers only for what lies inside one). */
  function sessionAt(uri: string): FolderSession | undefined {
    const fsPath = uriToFsPath(uri);
    return fsPath ? sessions.find((s) => sameFolder(s.root, fsPath)) : undefined;
  }

  function addFolders(folders: WorkspaceFolder[]): FolderSession[] {
    const added: FolderSession[] = [];
    for (const folder of folders) {
      const root = uriToFsPath(folder.uri);
      if (!root || sessions.some((s) => s.uri === folder.uri)) continue; // virtual file systems: nothing to read
      // A folder opened as the whole disk or home directory: walking it would hold every request for minutes
      // (robustness audit: 79 s and 1.5 GB for "/"). Decision records belong to projects.
      const tooBroad = tooBroadToIndex(root);
      if (tooBroad) {
        // A notification, not a request: nothing waits on the user, and clients without message requests still show it.
        void connection.sendNotification(ShowMessageNotification.type, {
          type: MessageType.Warning,
          message: `ADR Lens does not index ${root}: it is ${tooBroadReason(tooBroad)}. Open a project folder to see its decisions.`,
        });
        continue;
      }
      const session = new FolderSession(folder.uri, root, host);
      sessions.push(session);
      added.push(session);
    }
    return added;
  }

  async function applySettings(targets: FolderSession[]): Promise<void> {
    let perFolder: unknown[] = targets.map(() => globalSettings);
    if (clientCaps.workspace?.configuration && targets.length) {
      try {
        perFolder = await connection.workspace.getConfiguration(targets.map((s) => ({ scopeUri: s.uri, section: SETTINGS_SECTION })));
      } catch (err) {
        error('reading the adrLens settings failed; using defaults', err);
      }
    }
    const hintsBefore = targets.map((session) => session.inlayHints);
    targets.forEach((session, i) => guard(`applying settings to ${session.root}`, () => session.configure(readSettings(perFolder[i]))));
    if (targets.some((session, i) => session.inlayHints !== hintsBefore[i]) && clientCaps.workspace?.inlayHint?.refreshSupport) {
      connection.sendRequest(InlayHintRefreshRequest.type).catch((err: unknown) => error('refreshing inlay hints failed', err));
    }
  }

  /** Loads folders one per event-loop turn, so requests and typing are served in between. */
  function loadInTurn(targets: FolderSession[]): void {
    const [next, ...rest] = targets;
    if (!next) return;
    setImmediate(() => {
      guard(`loading ${next.root}`, () => next.ready());
      loadInTurn(rest);
    });
  }

  function guard(what: string, fn: () => void): void {
    try {
      fn();
    } catch (err) {
      error(`${what} failed`, err);
    }
  }

  /**
   * Wraps a request: cancellation becomes RequestCancelled, anything the engine throws is logged and
   * answered with `fallback`, so one bad document never takes the server down.
   */
  function request<R>(what: string, fallback: R, token: CancellationToken, fn: (signal: CancellationSignal) => R): R | ResponseError<void> {
    const cancelled = () => new ResponseError<void>(LSPErrorCodes.RequestCancelled, `${what} cancelled`);
    if (token.isCancellationRequested) return cancelled();
    const signal: CancellationSignal = {
      get aborted() {
        return token.isCancellationRequested;
      },
    };
    try {
      return fn(signal);
    } catch (err) {
      if (err instanceof Error && err.name === 'CancelledError') return cancelled();
      error(`${what} failed`, err);
      return fallback;
    }
  }

  /** A request about one document: found in a workspace folder, engine loaded and up to date with the buffer. */
  function onDocument<R>(
    what: string,
    fallback: R,
    token: CancellationToken,
    uri: string,
    fn: (engine: Engine, path: string, signal: CancellationSignal, session: FolderSession) => R,
  ): R | ResponseError<void> {
    return request(what, fallback, token, (signal) => {
      const at = locate(uri);
      const engine = at?.session.ready();
      return at && engine ? fn(engine, at.path, signal, at.session) : fallback;
    });
  }

  /**
   * Renames our quick fixes offered lately (old and new URI), with when: the editor asks every rename's participants
   * for edits, ours too, and the fix's own edits already updated the links (the title and ids besides).
   */
  const offeredRenames = new Map<string, number>();
  // By file system path: the editor and the server may spell a URI differently (case of a drive letter, escapes).
  const renameKey = (oldUri: string, newUri: string) => `${uriToFsPath(oldUri) ?? oldUri}\n${uriToFsPath(newUri) ?? newUri}`;

  /** Whether the client applies renames in a workspace edit (a fix that renumbers a record renames its file). */
  function canRenameInEdits(): boolean {
    const edit = clientCaps.workspace?.workspaceEdit;
    return !!edit?.documentChanges && !!edit.resourceOperations?.includes('rename');
  }

  /**
   * Whether VS Code's own Markdown support updates links in Markdown files on a move (its setting
   * markdown.updateLinksOnFileMove.enabled): then those are left to it, so no link is edited twice.
   */
  async function markdownUpdatesLinks(): Promise<boolean> {
    if (!clientCaps.workspace?.configuration) return false;
    try {
      const [value] = await connection.workspace.getConfiguration([{ section: 'markdown.updateLinksOnFileMove.enabled' }]);
      return value === 'always' || value === 'prompt';
    } catch {
      return false;
    }
  }

  function lineText(uri: string, line: number): string {
    const doc = documents.get(uri);
    if (!doc) return '';
    return doc.getText({ start: { line, character: 0 }, end: { line: line + 1, character: 0 } }).replace(/\r?\n$/, '');
  }

  connection.onInitialize((params): InitializeResult => {
    clientCaps = params.capabilities;
    const options = params.initializationOptions as { settings?: unknown; commands?: unknown; decisionsChanged?: unknown } | undefined;
    globalSettings = options?.settings;
    notifyDecisionsChanged = options?.decisionsChanged === true;
    clientCommands = new Set(Array.isArray(options?.commands) ? options.commands.filter((c): c is string => typeof c === 'string') : []);
    const folders = params.workspaceFolders ?? (params.rootUri ? [{ uri: params.rootUri, name: params.rootUri }] : []);
    addFolders(folders);
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
        hoverProvider: true,
        definitionProvider: true,
        referencesProvider: true,
        completionProvider: { triggerCharacters: ['-', '[', ' ', ':', '`', '<', '(', '/'], resolveProvider: false },
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, CodeActionKind.RefactorRewrite, FIX_ALL_KIND] },
        documentSymbolProvider: { label: SERVER_NAME },
        workspaceSymbolProvider: true,
        documentLinkProvider: { resolveProvider: false },
        codeLensProvider: { resolveProvider: false },
        inlayHintProvider: { resolveProvider: false },
        renameProvider: { prepareProvider: true },
        documentHighlightProvider: true,
        executeCommandProvider: { commands: [FIX_WORKSPACE_COMMAND] },
        workspace: {
          workspaceFolders: { supported: true, changeNotifications: true },
          // Records (and folders that may hold them) about to be renamed: the links to them follow (planMoves).
          fileOperations: {
            willRename: {
              filters: [
                { scheme: 'file', pattern: { glob: '**/*.{md,markdown,mdx,rst,adoc,txt}', matches: 'file', options: { ignoreCase: true } } },
                { scheme: 'file', pattern: { glob: '**/*', matches: 'folder' } },
              ],
            },
          },
        },
      },
      serverInfo: { name: SERVER_NAME },
    };
  });

  connection.onInitialized(() => {
    if (clientCaps.workspace?.didChangeWatchedFiles?.dynamicRegistration) {
      connection.client
        .register(DidChangeWatchedFilesNotification.type, { watchers: fileWatchers() })
        .catch((err) => error('registering file watchers failed; changes on disk will be missed', err));
    }
    if (clientCaps.workspace?.didChangeConfiguration?.dynamicRegistration) {
      connection.client.register(DidChangeConfigurationNotification.type, { section: SETTINGS_SECTION }).catch((err) => error('registering for settings changes failed', err));
    }
    if (clientCaps.workspace?.workspaceFolders) {
      connection.workspace.onDidChangeWorkspaceFolders((e) =>
        guard('changing workspace folders', () => {
          for (const removed of e.removed) {
            const i = sessions.findIndex((s) => s.uri === removed.uri);
            if (i >= 0) sessions.splice(i, 1)[0].dispose();
          }
          const added = addFolders(e.added);
          void applySettings(added).then(() => loadInTurn(added));
        }),
      );
    }
    // Loading happens after the handshake: initialize answers at once, diagnostics follow.
    void applySettings(sessions).then(() => loadInTurn([...sessions]));
  });

  connection.onDidChangeConfiguration((params) => {
    const settings = (params.settings as Record<string, unknown> | null | undefined)?.[SETTINGS_SECTION];
    if (settings !== undefined) globalSettings = settings;
    void applySettings(sessions).then(() => loadInTurn(sessions.filter((s) => s.enabled)));
  });

  connection.onDidChangeWatchedFiles((params) =>
    guard('applying changes on disk', () => {
      // Several watchers (ours and the client's own) may report one change twice in a batch: the last word counts.
      const bySession = new Map<FolderSession, Map<string, DiskChange>>();
      for (const change of params.changes ?? []) {
        const at = typeof change?.uri === 'string' ? locate(change.uri) : undefined;
        if (!at) continue;
        const changes = bySession.get(at.session) ?? new Map<string, DiskChange>();
        changes.delete(at.path);
        changes.set(at.path, { path: at.path, kind: toDiskChangeKind(change.type) });
        bySession.set(at.session, changes);
      }
      for (const [session, changes] of bySession) guard(`applying changes on disk in ${session.root}`, () => session.diskChanged([...changes.values()]));
    }),
  );

  documents.onDidOpen((e) => guard('opening a document', () => {
    const at = locate(e.document.uri);
    at?.session.opened(at.path, e.document.uri);
  }));
  documents.onDidChangeContent((e) => guard('applying an edit', () => {
    const at = locate(e.document.uri);
    at?.session.changed(at.path);
  }));
  documents.onDidClose((e) => guard('closing a document', () => {
    const at = locate(e.document.uri);
    at?.session.closed(at.path);
  }));

  // The table: one LSP request → one engine query → one conversion.
  connection.onHover((p, token) =>
    onDocument('hover', null, token, p.textDocument.uri, (engine, path, signal) => {
      const hover = engine.hover(path, p.position, signal);
      return hover ? toHover(hover) : null;
    }),
  );

  connection.onDefinition((p, token) =>
    onDocument('definition', [], token, p.textDocument.uri, (engine, path, signal, s) =>
      engine.definition(path, p.position, signal).map((l) => toLocation(l, s.uriOf)),
    ),
  );

  connection.onReferences((p, token) =>
    onDocument('references', [], token, p.textDocument.uri, (engine, path, signal, s) =>
      engine.references(path, p.position, p.context.includeDeclaration, signal).map((l) => toLocation(l, s.uriOf)),
    ),
  );

  connection.onCompletion((p, token) =>
    onDocument('completion', [], token, p.textDocument.uri, (engine, path, signal) =>
      engine.completion(path, p.position, lineText(p.textDocument.uri, p.position.line), signal).map(toCompletionItem),
    ),
  );

  connection.onCodeAction((p, token) =>
    onDocument('code actions', [] as CodeAction[], token, p.textDocument.uri, (engine, path, signal, s) => {
      const only = p.context.only;
      const wants = (kind: string) => !only || only.some((o) => kind === o || kind.startsWith(`${o}.`));
      const actions: CodeAction[] = [];
      if (wants(CodeActionKind.QuickFix)) {
        for (const a of forRequestedDiagnostics(engine.codeActions(path, p.range, signal), p.context.diagnostics)) {
          const action = toQuickFix(a, s.uriOf, canRenameInEdits());
          if (!action) continue;
          for (const r of a.renames ?? []) offeredRenames.set(renameKey(s.uriOf(r.from), s.uriOf(r.to)), Date.now());
          actions.push(action);
        }
        // Beside a fix of ours only: a light bulb for someone else's problem is no place to offer ours.
        const whole = actions.length ? toFixAllQuickFix(engine.diagnosticsFor(path), s.uriOf) : undefined;
        if (whole) actions.push(whole);
      }
      if (wants(CodeActionKind.RefactorRewrite)) {
        const status = engine.statusChanges(path, p.range, signal);
        if (status) actions.push(...toStatusActions(status, s.root, clientCommands.has(SUPERSEDE_COMMAND), s.uriOf));
      }
      if (only && wants(FIX_ALL_KIND)) {
        const fixAll = toFixAll(engine.diagnosticsFor(path), s.uriOf);
        if (fixAll) actions.push(fixAll);
      }
      return actions;
    }),
  );

  // F2 on a decision's id renumbers its record: the file, its title and every citation (engine planRename).
  connection.onPrepareRename((p, token) =>
    onDocument('prepare rename', null as { range: Range; placeholder: string } | null, token, p.textDocument.uri, (engine, path) => engine.renameTarget(path, p.position) ?? null),
  );

  connection.onRenameRequest((p, token) =>
    onDocument('rename', null as WorkspaceEdit | null | ResponseError<void>, token, p.textDocument.uri, (engine, path, _signal, s) => {
      let plan;
      try {
        plan = engine.planRename(path, p.position, p.newName);
      } catch (err) {
        if (err instanceof Error && err.name === 'RenumberError') return new ResponseError<void>(ErrorCodes.InvalidRequest, err.message);
        throw err;
      }
      if (!plan) return new ResponseError<void>(ErrorCodes.InvalidRequest, 'Only a decision\'s id (in a citation or its record\'s title) can be renamed here.');
      if (plan.renames.length && !canRenameInEdits()) return new ResponseError<void>(ErrorCodes.InvalidRequest, `Renumbering ${plan.id} renames ${plan.renames[0]!.from}, and this editor cannot rename files in an edit.`);
      for (const r of plan.renames) offeredRenames.set(renameKey(s.uriOf(r.from), s.uriOf(r.to)), Date.now());
      return plan.renames.length ? toWorkspaceEditWithRenames(plan.edits, plan.renames, s.uriOf) : toWorkspaceEdit(plan.edits, s.uriOf);
    }),
  );

  connection.onDocumentHighlight((p, token) =>
    onDocument('document highlights', [], token, p.textDocument.uri, (engine, path, signal) =>
      engine.documentHighlights(path, p.position, signal).map((range) => ({ range, kind: DocumentHighlightKind.Text })),
    ),
  );

  connection.workspace.onWillRenameFiles(async (p, token) => {
    const bySession = new Map<FolderSession, FileRename[]>();
    const now = Date.now();
    for (const [key, at] of offeredRenames) if (now - at > OFFERED_RENAME_TTL_MS) offeredRenames.delete(key);
    for (const file of p.files) {
      // The rename of a fix of ours: its edits already took the links along.
      if (offeredRenames.delete(renameKey(file.oldUri, file.newUri))) continue;
      const from = locate(file.oldUri);
      const toPath = from && uriToFsPath(file.newUri);
      const to = toPath === undefined || !from ? undefined : relativeInside(from.session.root, toPath);
      // A record moved out of its workspace folder leaves what links to it behind: nothing to point at from here.
      if (!from || to === undefined || !from.session.updateLinksOnMove) continue;
      let list = bySession.get(from.session);
      if (!list) bySession.set(from.session, (list = []));
      list.push({ from: from.path, to });
    }
    if (bySession.size === 0) return null;
    const leaveMarkdown = await markdownUpdatesLinks();
    const plans = request('updating links on rename', [] as Array<{ session: FolderSession; edits: EngineTextEdit[]; leftAt: LeftLink[] }>, token, (signal) =>
      [...bySession].flatMap(([session, moves]) => {
        const engine = session.ready();
        if (!engine) return [];
        const { edits, leftAt } = engine.planMoves(moves, signal);
        return [{ session, edits: leaveMarkdown ? edits.filter((e) => !isMarkdownFile(e.path)) : edits, leftAt }];
      }),
    );
    // Cancelled (the editor gave up waiting) or failed: the rename goes ahead without the edits.
    if (plans instanceof ResponseError) return null;
    // Links the edits cannot carry along would break without a word: say where they are (a notification, as nothing waits on it).
    const leftAt = plans.flatMap((p) => p.leftAt.map((l) => ({ path: l.path, line: l.line + 1 })));
    if (leftAt.length) void connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Warning, message: `ADR Lens: ${leftLinksSentence(leftAt)}.` });
    const changes: NonNullable<WorkspaceEdit['changes']> = {};
    for (const { session, edits } of plans) for (const e of edits) (changes[session.uriOf(e.path)] ??= []).push({ range: e.range, newText: e.newText });
    return Object.keys(changes).length ? { changes } : null;
  });

  connection.onExecuteCommand(async (p) => {
    if (p.command !== FIX_WORKSPACE_COMMAND) return undefined;
    const changes: NonNullable<WorkspaceEdit['changes']> = {};
    let findings = 0;
    /** Findings with a mechanical fix that the passes did not settle: it came back after its fix, or its file cannot be edited. */
    let left = 0;
    // Innermost folders first: a file of a nested folder belongs to both, and is fixed once, as its own folder sees it
    // (what it could not fix, a read-only file, is then counted once too).
    const planners: string[] = [];
    for (const s of [...sessions].sort((a, b) => b.root.length - a.root.length)) {
      const inner = planners.filter((root) => relativeInside(s.root, root) !== undefined);
      const leaveAlone = (path: string) =>
        changes[s.uriOf(path)] !== undefined || inner.some((root) => relativeInside(root, absoluteIn(s.root, path)) !== undefined)
          ? 'a workspace folder inside this one fixes it'
          : undefined;
      let planned: PlannedFixes | undefined;
      try {
        planned = s.planFixes(leaveAlone);
      } catch (err) {
        error(`${s.root}: planning the workspace fixes failed`, err);
        continue;
      }
      if (!planned) continue;
      planners.push(s.root);
      findings += planned.findings;
      left += planned.left;
      for (const [uri, list] of Object.entries(toWorkspaceEdit(planned.edits, s.uriOf).changes ?? {})) changes[uri] = list;
    }
    const files = Object.keys(changes).length;
    // Notifications, not requests: nothing waits on the user (as for the folder warnings above).
    const tell = (message: string) => void connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Info, message });
    if (files === 0) {
      // A fix left alone (its file read-only, not UTF-8, hard-linked; or one that does not settle its problem) is not "nothing".
      const notApplied = `${left} problem${left === 1 ? ' has a fix' : 's have fixes'} not applied: one that did not settle its problem, or in a file that cannot be edited (read-only, not UTF-8, hard-linked).`;
      tell(left > 0 ? `ADR Lens: ${notApplied}` : 'ADR Lens: nothing to fix without a reader. Quick fixes on the remaining problems offer the rest.');
      return { findings: 0, files: 0, applied: false };
    }
    const problems = `${findings} decision record problem${findings === 1 ? '' : 's'}`;
    const result = await connection.workspace.applyEdit({ label: `Fix ${problems}`, edit: { changes } });
    const more = left > 0 ? ` ${left} more ${left === 1 ? 'has a fix' : 'have fixes'} not applied: one that did not settle its problem, or in a file that cannot be edited.` : '';
    if (result.applied) tell(`ADR Lens: fixed ${problems} in ${files} file${files === 1 ? '' : 's'} (one step to undo).${more}`);
    else error('applying the workspace fixes failed', result.failureReason ?? 'the editor refused the edit');
    return { findings, files, applied: result.applied };
  });

  connection.onDocumentSymbol((p, token) =>
    onDocument('document symbols', [], token, p.textDocument.uri, (engine, path, signal) => engine.documentSymbols(path, signal).map(toDocumentSymbol)),
  );

  connection.onWorkspaceSymbol((p, token) =>
    request('workspace symbols', [], token, (signal) =>
      sessions.flatMap((s) => {
        const engine = s.ready();
        return engine ? engine.workspaceSymbols(p.query, signal).map((sym) => toSymbolInformation(sym, s.uriOf)) : [];
      }),
    ),
  );

  /**
   * Builds each folder's search index in slices between other requests (a blank search asks for it as the quick pick
   * opens): built by the first search instead, it held the server ~2.5 s on 10,000 records, typing included.
   */
  let warming = false;
  function warmSearchInBackground(): void {
    if (warming) return;
    warming = true;
    const step = (): void => {
      let done = true;
      for (const s of sessions) {
        const engine = s.ready();
        if (!engine) continue;
        try {
          if (!engine.warmUp(SEARCH_WARM_SLICE_MS)) done = false;
        } catch (err) {
          error(`${s.root}: building the search index failed`, err);
        }
        if (!done) break;
      }
      if (done) warming = false;
      else setImmediate(step);
    };
    setImmediate(step);
  }

  connection.onRequest(new RequestType<SearchDecisionsParams, SearchDecisionsResult, void>(SEARCH_DECISIONS_REQUEST), (p, token) =>
    request('decision search', { items: [] }, token, (signal) => {
      const query = typeof p?.query === 'string' ? p.query : '';
      const limit = Math.min(100, Math.max(1, Math.floor(Number(p?.limit) || SEARCH_LIMIT)));
      if (!query.trim()) {
        warmSearchInBackground();
        return { items: [] };
      }
      const items = sessions.flatMap((s) => {
        const engine = s.ready();
        if (!engine) return [];
        return engine.search(query, { limit, signal }).items.map(({ decision: d, snippet, score }) => ({
          uri: s.uriOf(d.path),
          id: d.id,
          title: d.title,
          ...(d.status !== undefined ? { status: d.status } : {}),
          lifecycle: d.lifecycle,
          ...(d.date !== undefined ? { date: d.date } : {}),
          ...(d.currentId !== undefined ? { currentId: d.currentId } : {}),
          snippet,
          score,
        }));
      });
      // Several folders: one list, best first (each folder's order kept among equal scores).
      return { items: items.sort((a, b) => b.score - a.score).slice(0, limit) };
    }),
  );

  connection.onRequest(new RequestType<ListDecisionsParams, ListDecisionsResult | null, void>(LIST_DECISIONS_REQUEST), (p, token) =>
    request('list decisions', null, token, (signal) => {
      const engine = typeof p?.uri === 'string' ? sessionAt(p.uri)?.ready() : undefined;
      if (!engine) return null;
      throwIfCancelled(signal);
      return { decisions: listAll(engine) };
    }),
  );

  connection.onRequest(new RequestType<DecisionGraphParams, DecisionGraphResult | null, void>(DECISION_GRAPH_REQUEST), (p, token) =>
    request('decision graph', null, token, (signal) => {
      const folder = (session: FolderSession | undefined) => session && { session, path: '' };
      const at = typeof p?.uri === 'string' ? (locate(p.uri) ?? folder(sessionAt(p.uri))) : folder(sessions[0]);
      const engine = at?.session.ready();
      if (!at || !engine) return null;
      throwIfCancelled(signal);
      const record = at.path ? engine.record(at.path) : undefined;
      const collections = engine.collections().map((c) => c.dir);
      const asked = p?.collection;
      const collection = asked === null ? null : typeof asked === 'string' && collections.includes(asked) ? asked : (record?.collection ?? null);
      const all = p?.all === true;
      const graph = engine.graph({ ...(collection !== null ? { collection } : {}), connectedOnly: !all, ...(record ? { keep: record.path } : {}) });
      const highlight = record && graph.nodes.find((n) => n.path === record.path)?.id;
      return {
        folderUri: at.session.uri,
        svg: toSvg(graph, { caption: graphCaption(graph, collection ?? undefined), ...(highlight ? { highlight } : {}) }),
        collections,
        collection,
        all,
        decisions: graph.nodes.length,
        relations: graph.edges.length,
        ...(highlight ? { highlight } : {}),
      };
    }),
  );

  connection.onDocumentLinks((p, token) =>
    onDocument('document links', [], token, p.textDocument.uri, (engine, path, signal, s) =>
      engine.documentLinks(path, signal).map((l) => toDocumentLink(l, s.uriOf)),
    ),
  );

  connection.onCodeLens((p, token) =>
    onDocument('CodeLenses', [], token, p.textDocument.uri, (engine, path, signal, s) =>
      engine
        .codeLenses(path, signal)
        .map((lens) => toCodeLens(lens, s.uriOf, (target, position) => engine.references(target, position, false, signal).map((l) => toLocation(l, s.uriOf)))),
    ),
  );

  connection.languages.inlayHint.on((p, token) =>
    onDocument('inlay hints', [], token, p.textDocument.uri, (engine, path, signal, s) =>
      engine
        .inlayHints(path, { range: p.range, scope: s.inlayHints, text: documents.get(p.textDocument.uri)?.getText() }, signal)
        .map((h) => toInlayHint(h, s.uriOf)),
    ),
  );

  connection.onShutdown(() => {
    if (codeLensRefresh) clearTimeout(codeLensRefresh);
    for (const s of sessions) s.dispose();
  });

  // Last line of defence: a bug anywhere is logged, the server keeps serving.
  process.on('uncaughtException', (err) => error('unexpected error', err));
  process.on('unhandledRejection', (err) => error('unexpected rejection', err));

  documents.listen(connection);
  connection.listen();
  return connection;
}
