// The language client: runs dist/language-server.js in its own process (IPC), keeps it in step with
// settings and files on disk, and brings it back when it dies.
import * as path from 'node:path';
import * as vscode from 'vscode';
import {
  CloseAction,
  ErrorAction,
  LanguageClient,
  State,
  TransportKind,
  type CloseHandlerResult,
  type ErrorHandler,
  type ErrorHandlerResult,
  type LanguageClientOptions,
  type Message,
  type ServerOptions,
} from 'vscode-languageclient/node';
import { readSettings, SECTION, sessionConfigFromSettings, processEnv } from './settings.js';

/** Languages whose comments may cite decisions ("// see ADR-0007"). Markdown carries the records. */
export const CODE_LANGUAGES = [
  'typescript', 'typescriptreact', 'javascript', 'javascriptreact', 'python', 'go', 'rust', 'java', 'kotlin',
  'csharp', 'c', 'cpp', 'ruby', 'php', 'swift', 'scala', 'shellscript', 'yaml', 'toml', 'sql', 'terraform',
  'dockerfile', 'elixir', 'haskell', 'lua', 'dart', 'r', 'fsharp', 'clojure', 'ocaml', 'perl', 'groovy',
];


/** The server's notification (language-server/commands.ts; the fronts share the wire, not code). */
const DECISIONS_CHANGED_NOTIFICATION = 'adrLens/decisionsChanged';
/** A crash loop is a bug, not bad luck: stop restarting after this many crashes in RESTART_WINDOW_MS. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 3 * 60_000;

export class AdrLensClient implements vscode.Disposable {
  private client: LanguageClient | undefined;
  private crashes: number[] = [];
  /** Times the server came back after it died (for the status and the tests). */
  restarts = 0;
  private readonly stateChanged = new vscode.EventEmitter<'running' | 'stopped' | 'starting'>();
  readonly onDidChangeState = this.stateChanged.event;
  private readonly decisionsChanged = new vscode.EventEmitter<void>();
  /** The server's adrLens/decisionsChanged: records came or went, an id, title, status, relation or citation changed. */
  readonly onDidChangeDecisions = this.decisionsChanged.event;

  constructor(
    private readonly context: vscode.ExtensionContext,
    readonly output: vscode.LogOutputChannel,
  ) {}

  get running(): boolean {
    return this.client?.state === State.Running;
  }

  /** Pid of the server process, while one runs. */
  get serverPid(): number | undefined {
    return this.running ? this.client?.serverProcess?.pid : undefined;
  }

  /**
   * Start, stop and restart run one after another, each once the last has finished. The client cannot stop while it
   * starts ("Client is not running and can't be stopped"): a settings change that turned ADR Lens off during a restart
   * left that client starting on its own, and the next start then met its command (adrLens.fixAllInWorkspace) already
   * registered and never ran.
   */
  private lifecycle: Promise<void> = Promise.resolve();

  private serially(step: () => Promise<void>): Promise<void> {
    const run = this.lifecycle.then(step);
    this.lifecycle = run.catch(() => undefined);
    return run;
  }

  start(): Promise<void> {
    return this.serially(() => this.startNow());
  }

  stop(): Promise<void> {
    return this.serially(() => this.stopNow());
  }

  restart(): Promise<void> {
    return this.serially(async () => {
      // A settings change reaches the running client too (it forwards the new settings): let that go out first, or it
      // meets a stopped client and logs "Starting server failed".
      await new Promise((resolve) => setTimeout(resolve, 0));
      await this.stopNow();
      this.crashes = [];
      await this.startNow();
    });
  }

  private async startNow(): Promise<void> {
    if (this.client) return;
    const client = this.create();
    this.client = client;
    await client.start().catch((e: unknown) => {
      this.output.error(`ADR Lens language server did not start: ${e instanceof Error ? e.message : String(e)}`);
    });
  }

  private async stopNow(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    if (client) {
      try {
        await client.stop(5_000);
      } catch {
        // already dead: nothing to stop
      }
      await client.dispose().catch(() => undefined);
    }
  }

  /**
   * A request of ADR Lens's own (adrLens/…) to the running server, once it has started; undefined when it is off or
   * did not start (the caller says so rather than waiting).
   */
  async request<R>(method: string, params: object, token?: vscode.CancellationToken): Promise<R | undefined> {
    await this.lifecycle;
    const client = this.client;
    if (!client || client.state !== State.Running) return undefined;
    // An undefined token would travel as a second, positional parameter.
    return token ? client.sendRequest<R>(method, params, token) : client.sendRequest<R>(method, params);
  }

  private create(): LanguageClient {
    const module = path.join(this.context.extensionPath, 'dist', 'language-server.js');
    const env = { ...process.env, ...processEnv(readSettings()) };
    const serverOptions: ServerOptions = {
      run: { module, transport: TransportKind.ipc, options: { env } },
      debug: { module, transport: TransportKind.ipc, options: { env, execArgv: ['--nolazy', '--inspect=6019'] } },
    };
    const clientOptions: LanguageClientOptions = {
      documentSelector: [
        { scheme: 'file', language: 'markdown' },
        { scheme: 'file', language: 'restructuredtext' },
        // MDX records (Docusaurus and Next.js sites): language "mdx" with an MDX extension, none without one.
        { scheme: 'file', language: 'mdx' },
        { scheme: 'file', pattern: '**/*.mdx' },
        // Cursor's rules (".cursor/rules/*.mdc"), Markdown that an agent follows.
        { scheme: 'file', pattern: '**/*.mdc' },
        // AsciiDoc records (cabinetoffice/GCGS-Central-Digital-Platform): language "asciidoc" when an AsciiDoc extension
        // is installed, none without one.
        { scheme: 'file', language: 'asciidoc' },
        { scheme: 'file', pattern: '**/*.{adoc,asciidoc}' },
        ...CODE_LANGUAGES.map((language) => ({ scheme: 'file', language })),
      ],
      // File events: the server registers its own watchers (dynamic registration), so none are forwarded here;
      // forwarding them too delivered every change twice.
      synchronize: { configurationSection: SECTION },
      initializationOptions: () => {
        const settings = readSettings();
        // The commands of ours a code action may name: the light bulb on a status line offers to supersede the record.
        // decisionsChanged: the server says when records or their relations change (the Decision Graph redraws).
        return { settings, sessionConfig: sessionConfigFromSettings(settings), trusted: vscode.workspace.isTrusted, commands: ['adrLens.supersedeDecision'], decisionsChanged: true };
      },
      outputChannel: this.output,
      errorHandler: this.errorHandler(),
      // Hovers quote records (titles, Decision text) as Markdown, and records come with the repository: a trusted
      // command link there ("[setup](command:vscode.open?…)") would run on a click. The server sends no command links.
      markdown: { isTrusted: false, supportHtml: false },
    };
    const client = new LanguageClient('adrLens', 'ADR Lens', serverOptions, clientOptions);
    client.onNotification(DECISIONS_CHANGED_NOTIFICATION, () => this.decisionsChanged.fire());
    let everRan = false;
    client.onDidChangeState((e) => {
      if (e.newState === State.Running) {
        if (everRan) this.restarts++;
        everRan = true;
        this.stateChanged.fire('running');
      } else if (e.newState === State.Stopped) {
        this.stateChanged.fire('stopped');
      } else {
        this.stateChanged.fire('starting');
      }
    });
    return client;
  }

  private errorHandler(): ErrorHandler {
    return {
      // Errors writing to or reading from the server: most come from a server that just died (the messages the client
      // was sending meet a closed pipe), and the connection's close, below, restarts it. Shutting down here instead,
      // after a few such errors, left a killed server dead ("Server will not be restarted") whenever the client
      // happened to be sending when it died. A server that keeps failing is caught by the crash count in `closed`.
      error: (_error: Error, _message: Message | undefined, _count: number | undefined): ErrorHandlerResult => ({ action: ErrorAction.Continue }),
      closed: (): CloseHandlerResult => {
        const now = Date.now();
        this.crashes = [...this.crashes.filter((t) => now - t < RESTART_WINDOW_MS), now];
        if (this.crashes.length > MAX_RESTARTS) {
          return {
            action: CloseAction.DoNotRestart,
            message: `The ADR Lens language server stopped ${this.crashes.length} times in 3 minutes and will not be restarted. See "ADR Lens: Show Output", then run "ADR Lens: Restart Language Server".`,
          };
        }
        this.output.warn(`The ADR Lens language server stopped; restarting it (${this.crashes.length}/${MAX_RESTARTS}).`);
        return { action: CloseAction.Restart, handled: true };
      },
    };
  }

  dispose(): void {
    void this.stop();
    this.stateChanged.dispose();
    this.decisionsChanged.dispose();
  }
}
