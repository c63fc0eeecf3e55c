// A small LSP client for tests and benchmarks: spawns dist/language-server.js over stdio and talks
// to it with vscode-languageserver-protocol, the same library VS Code's client is built on.
//
//   const client = await startLspClient({ root: '/tmp/ws' });
//   await client.open('docs/adr/0004-x.md');
//   const diags = await client.waitForDiagnostics('docs/adr/0004-x.md', (d) => d.length > 0);
//   const hover = await client.hover('docs/adr/0004-x.md', { line: 10, character: 40 });
//   await client.stop();
//
// Paths are workspace-relative (POSIX) or absolute; every wait has a deadline, never a bare sleep.
import { spawn } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { EventEmitter } from 'node:events';

const require = createRequire(import.meta.url);
const protocol = require('vscode-languageserver-protocol/node');
const {
  createProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
  InitializeRequest,
  InitializedNotification,
  ShutdownRequest,
  ExitNotification,
  DidOpenTextDocumentNotification,
  DidChangeTextDocumentNotification,
  DidCloseTextDocumentNotification,
  DidChangeWatchedFilesNotification,
  DidChangeConfigurationNotification,
  PublishDiagnosticsNotification,
  LogMessageNotification,
  ShowMessageNotification,
  RegistrationRequest,
  ConfigurationRequest,
  CodeLensRefreshRequest,
  InlayHintRefreshRequest,
  InlayHintRequest,
  WillRenameFilesRequest,
  WorkDoneProgressCreateRequest,
  HoverRequest,
  DefinitionRequest,
  ReferencesRequest,
  CompletionRequest,
  CodeActionRequest,
  DocumentSymbolRequest,
  WorkspaceSymbolRequest,
  DocumentLinkRequest,
  CodeLensRequest,
  ExecuteCommandRequest,
  ApplyWorkspaceEditRequest,
  FileChangeType,
} = protocol;

const here = dirname(fileURLToPath(import.meta.url));
export const SERVER_BUNDLE = resolve(here, '../../dist/language-server.js');
export { FileChangeType };

const languageIds = { md: 'markdown', markdown: 'markdown', rst: 'restructuredtext', ts: 'typescript', js: 'javascript', py: 'python', rs: 'rust', go: 'go', java: 'java' };

/**
 * @param {object} options
 * @param {string} [options.root] workspace folder (one-folder workspace)
 * @param {string[]} [options.folders] several workspace folders (absolute paths); the first is the default root for relative paths
 * @param {object} [options.settings] the "adrLens" settings section answered to workspace/configuration
 * @param {string} [options.serverPath] bundle to run (default dist/language-server.js)
 * @param {string[]} [options.args] extra server arguments (default ['--stdio'])
 * @param {object} [options.initializationOptions] sent with initialize (the VS Code client sends settings and commands)
 */
export async function startLspClient(options) {
  const client = new LspClient(options);
  await client.initialize();
  return client;
}

export class LspClient extends EventEmitter {
  constructor({ root, folders, settings = {}, otherSettings = {}, serverPath = SERVER_BUNDLE, args = ['--stdio'], env, initializationOptions = {}, workspaceEdit } = {}) {
    super();
    /** The client's workspace-edit capability (default: document changes with file creates, renames and deletes). */
    this.workspaceEdit = workspaceEdit ?? { documentChanges: true, resourceOperations: ['create', 'rename', 'delete'] };
    /** Settings of other sections answered to workspace/configuration ("markdown.updateLinksOnFileMove.enabled": "always"). */
    this.otherSettings = otherSettings;
    this.initializationOptions = initializationOptions;
    this.folders = folders ?? [root];
    this.root = this.folders[0];
    this.settings = settings;
    /** uri → latest published diagnostics */
    this.published = new Map();
    /** uri → { version, text } of documents opened by this client */
    this.openDocs = new Map();
    this.logs = [];
    /** window/showMessage notifications, in order */
    this.shown = [];
    this.registrations = [];
    this.stderr = '';
    this.exited = false;
    this.process = spawn(process.execPath, [serverPath, ...args], { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    this.process.stderr.setEncoding('utf8');
    this.process.stderr.on('data', (chunk) => (this.stderr += chunk));
    this.exitPromise = new Promise((resolveExit) =>
      this.process.on('exit', (code, signal) => {
        this.exited = true;
        this.exitCode = code;
        this.exitSignal = signal;
        resolveExit({ code, signal });
        this.emit('exit', code, signal);
      }),
    );
    this.connection = createProtocolConnection(new StreamMessageReader(this.process.stdout), new StreamMessageWriter(this.process.stdin));
    this.connection.onNotification(PublishDiagnosticsNotification.type, (p) => {
      this.published.set(p.uri, p.diagnostics);
      this.emit('diagnostics', p);
    });
    this.connection.onNotification(ShowMessageNotification.type, (p) => {
      this.shown.push(p);
      this.emit('showMessage', p);
    });
    this.connection.onNotification(LogMessageNotification.type, (p) => {
      this.logs.push(p);
      this.emit('log', p);
    });
    this.connection.onRequest(RegistrationRequest.type, (p) => {
      this.registrations.push(...p.registrations);
      return null;
    });
    this.connection.onRequest(ConfigurationRequest.type, (p) => p.items.map((item) => (item.section === 'adrLens' ? this.settings : (this.otherSettings[item.section] ?? null))));
    this.connection.onRequest(CodeLensRefreshRequest.type, () => {
      this.emit('codeLensRefresh');
      return null;
    });
    this.connection.onRequest(InlayHintRefreshRequest.type, () => {
      this.emit('inlayHintRefresh');
      return null;
    });
    this.connection.onRequest(WorkDoneProgressCreateRequest.type, () => null);
    /** workspace/applyEdit requests from the server, answered with `this.applyEditAnswer` (applied unless a test says not). */
    this.appliedEdits = [];
    this.applyEditAnswer = { applied: true };
    this.connection.onRequest(ApplyWorkspaceEditRequest.type, (p) => {
      this.appliedEdits.push(p);
      return this.applyEditAnswer;
    });
    this.connection.onError(() => {});
    this.connection.onClose(() => this.emit('close'));
    this.connection.listen();
  }

  async initialize() {
    this.initializeResult = await this.connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri: pathToFileURL(this.root).href,
      workspaceFolders: this.folders.map((f, i) => ({ uri: pathToFileURL(f).href, name: `folder${i}` })),
      initializationOptions: this.initializationOptions,
      capabilities: {
        workspace: {
          applyEdit: true,
          workspaceEdit: this.workspaceEdit,
          fileOperations: { willRename: true },
          executeCommand: {},
          configuration: true,
          workspaceFolders: true,
          didChangeWatchedFiles: { dynamicRegistration: true },
          didChangeConfiguration: { dynamicRegistration: true },
          codeLens: { refreshSupport: true },
          inlayHint: { refreshSupport: true },
          symbol: {},
        },
        textDocument: {
          synchronization: { dynamicRegistration: false, didSave: false },
          publishDiagnostics: { relatedInformation: true, versionSupport: true, tagSupport: { valueSet: [1, 2] }, codeDescriptionSupport: true },
          hover: { contentFormat: ['markdown', 'plaintext'] },
          completion: { completionItem: { snippetSupport: false, documentationFormat: ['markdown'] } },
          codeAction: { codeActionLiteralSupport: { codeActionKind: { valueSet: ['quickfix', 'source.fixAll'] } }, isPreferredSupport: true },
          documentSymbol: { hierarchicalDocumentSymbolSupport: true },
          definition: {},
          references: {},
          documentLink: {},
          codeLens: {},
          inlayHint: {},
        },
      },
    });
    await this.connection.sendNotification(InitializedNotification.type, {});
    return this.initializeResult;
  }

  /** Absolute file path for a workspace-relative or absolute path. */
  file(path) {
    return isAbsolute(path) ? path : join(this.root, ...path.split('/'));
  }

  uri(path) {
    return pathToFileURL(this.file(path)).href;
  }

  /** Opens a document with `text` (default: its content on disk). */
  async open(path, text, languageId) {
    const uri = this.uri(path);
    const content = text ?? readFileSync(this.file(path), 'utf8');
    const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
    this.openDocs.set(uri, { version: 1, text: content });
    await this.connection.sendNotification(DidOpenTextDocumentNotification.type, {
      textDocument: { uri, languageId: languageId ?? languageIds[ext] ?? 'plaintext', version: 1, text: content },
    });
    return uri;
  }

  /** Incremental edits: [{ range, text }], applied in order (LSP semantics). */
  async edit(path, changes) {
    const uri = this.uri(path);
    const doc = this.openDocs.get(uri);
    if (!doc) throw new Error(`${path} is not open`);
    doc.version += 1;
    for (const c of changes) doc.text = applyChange(doc.text, c);
    await this.connection.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri, version: doc.version },
      contentChanges: changes,
    });
    return doc.version;
  }

  /** Replaces the whole buffer (sent as one incremental change spanning the document). */
  async replace(path, text) {
    const doc = this.openDocs.get(this.uri(path));
    if (!doc) throw new Error(`${path} is not open`);
    return this.edit(path, [{ range: { start: { line: 0, character: 0 }, end: endOf(doc.text) }, text }]);
  }

  /** Inserts `text` at `position`. */
  async type(path, position, text) {
    return this.edit(path, [{ range: { start: position, end: position }, text }]);
  }

  text(path) {
    return this.openDocs.get(this.uri(path))?.text;
  }

  async close(path) {
    const uri = this.uri(path);
    this.openDocs.delete(uri);
    await this.connection.sendNotification(DidCloseTextDocumentNotification.type, { textDocument: { uri } });
  }

  /** Files changed on disk: [{ path, type: 'created' | 'changed' | 'deleted' }]. */
  async filesChanged(changes) {
    const types = { created: FileChangeType.Created, changed: FileChangeType.Changed, deleted: FileChangeType.Deleted };
    await this.connection.sendNotification(DidChangeWatchedFilesNotification.type, {
      changes: changes.map((c) => ({ uri: this.uri(c.path), type: types[c.type] })),
    });
  }

  /** New "adrLens" settings: answered to the server's next workspace/configuration request. */
  async changeSettings(settings) {
    this.settings = settings;
    await this.connection.sendNotification(DidChangeConfigurationNotification.type, { settings: { adrLens: settings } });
  }

  hover(path, position) {
    return this.connection.sendRequest(HoverRequest.type, { textDocument: { uri: this.uri(path) }, position });
  }

  definition(path, position) {
    return this.connection.sendRequest(DefinitionRequest.type, { textDocument: { uri: this.uri(path) }, position });
  }

  references(path, position, includeDeclaration = false) {
    return this.connection.sendRequest(ReferencesRequest.type, { textDocument: { uri: this.uri(path) }, position, context: { includeDeclaration } });
  }

  /** Completion items (a CompletionList's items are unwrapped). */
  async completion(path, position, triggerCharacter) {
    const context = triggerCharacter ? { triggerKind: 2, triggerCharacter } : { triggerKind: 1 };
    const result = await this.connection.sendRequest(CompletionRequest.type, { textDocument: { uri: this.uri(path) }, position, context });
    return Array.isArray(result) ? result : (result?.items ?? []);
  }

  codeActions(path, range, { diagnostics, only } = {}) {
    const uri = this.uri(path);
    return this.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri },
      range,
      context: { diagnostics: diagnostics ?? (this.published.get(uri) ?? []).filter((d) => overlaps(d.range, range)), only },
    });
  }

  /** workspace/willRenameFiles: `files` as [from, to] pairs of workspace-relative (or absolute) paths. */
  willRenameFiles(files) {
    return this.connection.sendRequest(WillRenameFilesRequest.type, { files: files.map(([from, to]) => ({ oldUri: this.uri(from), newUri: this.uri(to) })) });
  }

  executeCommand(command, args = []) {
    return this.connection.sendRequest(ExecuteCommandRequest.type, { command, arguments: args });
  }

  documentSymbols(path) {
    return this.connection.sendRequest(DocumentSymbolRequest.type, { textDocument: { uri: this.uri(path) } });
  }

  workspaceSymbols(query) {
    return this.connection.sendRequest(WorkspaceSymbolRequest.type, { query });
  }

  documentLinks(path) {
    return this.connection.sendRequest(DocumentLinkRequest.type, { textDocument: { uri: this.uri(path) } });
  }

  codeLenses(path) {
    return this.connection.sendRequest(CodeLensRequest.type, { textDocument: { uri: this.uri(path) } });
  }

  /** Inlay hints in `range` (default: the first 10,000 lines). */
  inlayHints(path, range = { start: { line: 0, character: 0 }, end: { line: 10000, character: 0 } }) {
    return this.connection.sendRequest(InlayHintRequest.type, { textDocument: { uri: this.uri(path) }, range });
  }

  /** Latest diagnostics published for a path (undefined when none were published yet). */
  diagnostics(path) {
    return this.published.get(this.uri(path));
  }

  /**
   * Resolves with the diagnostics for `path` once `predicate(diagnostics)` holds — checked against the
   * latest publication first, then every new one — or rejects after `timeout` ms with what was seen.
   */
  waitForDiagnostics(path, predicate = () => true, { timeout = 10_000, fresh = false } = {}) {
    const uri = this.uri(path);
    return new Promise((resolveWait, rejectWait) => {
      const current = this.published.get(uri);
      if (!fresh && current && predicate(current)) return resolveWait(current);
      const onPublish = (p) => {
        if (p.uri !== uri || !predicate(p.diagnostics)) return;
        cleanup();
        resolveWait(p.diagnostics);
      };
      const onExit = () => {
        cleanup();
        rejectWait(new Error(`server exited while waiting for diagnostics on ${path}\n${this.stderr}`));
      };
      const timer = setTimeout(() => {
        cleanup();
        const seen = this.published.get(uri);
        rejectWait(new Error(`no matching diagnostics for ${path} within ${timeout} ms; last seen: ${JSON.stringify(seen?.map((d) => `${d.code}: ${d.message}`))}`));
      }, timeout);
      const cleanup = () => {
        clearTimeout(timer);
        this.off('diagnostics', onPublish);
        this.off('exit', onExit);
      };
      this.on('diagnostics', onPublish);
      this.on('exit', onExit);
    });
  }

  /** Resolves with the first publication (any uri) that satisfies `predicate(params)`. */
  waitForPublish(predicate = () => true, { timeout = 10_000 } = {}) {
    return new Promise((resolveWait, rejectWait) => {
      const onPublish = (p) => {
        if (!predicate(p)) return;
        clearTimeout(timer);
        this.off('diagnostics', onPublish);
        resolveWait(p);
      };
      const timer = setTimeout(() => {
        this.off('diagnostics', onPublish);
        rejectWait(new Error(`no matching publishDiagnostics within ${timeout} ms`));
      }, timeout);
      this.on('diagnostics', onPublish);
    });
  }

  get alive() {
    return !this.exited;
  }

  /** Polite shutdown; kills the process if it does not exit within `timeout` ms. */
  async stop({ timeout = 3000 } = {}) {
    if (this.exited) return this.exitPromise;
    try {
      await withTimeout(this.connection.sendRequest(ShutdownRequest.type), timeout);
      await this.connection.sendNotification(ExitNotification.type);
    } catch {
      // fall through to kill
    }
    const exited = await withTimeout(this.exitPromise, timeout).catch(() => undefined);
    if (!exited) this.process.kill('SIGKILL');
    this.connection.dispose();
    return this.exitPromise;
  }
}

export function applyChange(text, change) {
  if (!change.range) return change.text;
  const start = offsetAt(text, change.range.start);
  const end = offsetAt(text, change.range.end);
  return text.slice(0, start) + change.text + text.slice(end);
}

export function offsetAt(text, position) {
  let offset = 0;
  for (let line = 0; line < position.line; line++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  const lineEnd = text.indexOf('\n', offset);
  return Math.min(offset + position.character, lineEnd < 0 ? text.length : lineEnd);
}

/** Position of `needle`'s first character (after `occurrence` - 1 earlier matches) in `text`. */
export function positionOf(text, needle, occurrence = 1) {
  let index = -1;
  for (let i = 0; i < occurrence; i++) {
    index = text.indexOf(needle, index + 1);
    if (index < 0) throw new Error(`"${needle}" not found`);
  }
  const before = text.slice(0, index);
  const line = before.split('\n').length - 1;
  return { line, character: index - (before.lastIndexOf('\n') + 1) };
}

function endOf(text) {
  const lines = text.split('\n');
  return { line: lines.length - 1, character: lines[lines.length - 1].length };
}

function before(a, b) {
  return a.line < b.line || (a.line === b.line && a.character < b.character);
}

function overlaps(a, b) {
  return !before(a.end, b.start) && !before(b.end, a.start);
}

function withTimeout(promise, ms) {
  return new Promise((resolveT, rejectT) => {
    const timer = setTimeout(() => rejectT(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolveT(v);
      },
      (e) => {
        clearTimeout(timer);
        rejectT(e);
      },
    );
  });
}

export function serverBuilt() {
  return existsSync(SERVER_BUNDLE);
}
