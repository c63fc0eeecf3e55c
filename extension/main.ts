// ADR Lens for VS Code. Activation stays cheap: views and commands register at once; the language
// server starts in the background and the MCP provider only describes how to start its server.
import * as vscode from 'vscode';
import { AdrLensClient } from './client.js';
import { DecisionsProvider, type CollectionGroup, type DecisionItem, type GroupBy, type ListedDecision } from './decisionsView.js';
import { registerMcpProvider, type AdrLensMcpProvider } from './mcpProvider.js';
import { newDecision, supersedeDecision, type NewDecisionArgs, type SupersedeArgs } from './newDecision.js';
import { sessionConfigArgs } from './sessionConfig.js';
import { readSettings, SECTION } from './settings.js';
import { openDecision, showReferences } from './lensCommands.js';
import { searchDecisions, showSearchDecisions, type SearchDecisionsItem } from './searchDecisions.js';
import { DecisionGraphPanel, type DecisionGraphResult, type GraphOptions } from './decisionGraph.js';

/** What `activate` returns: for other extensions and for the integration tests. */
export interface AdrLensApi {
  decisions: DecisionsProvider;
  /** Loads the Decisions view's data now, from the disk as it is (the CLI), as its Refresh button does. */
  listDecisions(): Promise<DecisionItem[]>;
  mcpProvider: AdrLensMcpProvider | undefined;
  /** The language server's ranked search (what "Search Decisions…" shows); undefined while it is not running. */
  searchDecisions(query: string): Promise<SearchDecisionsItem[] | undefined>;
  /** Pid of the running language server, if any. */
  serverPid(): number | undefined;
  /** How many times the language server came back after it stopped. */
  serverRestarts(): number;
  serverRunning(): boolean;
  /** The Decision Graph view, when open: what it shows and its HTML. */
  decisionGraph(): { shown: DecisionGraphResult | undefined; html: string } | undefined;
}

const REFRESH_DELAY_MS = 300;
/** The language server's request (language-server/commands.ts; the fronts share the wire, not code). */
const LIST_DECISIONS_REQUEST = 'adrLens/listDecisions';
const GROUP_BY_KEY = 'adrLens.decisions.groupBy';

export function activate(context: vscode.ExtensionContext): AdrLensApi {
  const output = vscode.window.createOutputChannel('ADR Lens', { log: true });
  const client = new AdrLensClient(context, output);
  const configArgs = sessionConfigArgs(context);
  // The view's grouping is the user's choice for this workspace, kept across restarts; the context key picks the menu item.
  const groupBy: GroupBy = context.workspaceState.get<GroupBy>(GROUP_BY_KEY) === 'collection' ? 'collection' : 'status';
  const decisions = new DecisionsProvider(context.extensionPath, output, configArgs, groupBy, async (folder) => {
    const answer = await client.request<{ decisions: ListedDecision[] } | null>(LIST_DECISIONS_REQUEST, { uri: folder.uri.toString() });
    return answer?.decisions;
  });
  void vscode.commands.executeCommand('setContext', GROUP_BY_KEY, groupBy);
  const groupDecisionsBy = async (mode: GroupBy): Promise<void> => {
    decisions.setGroupBy(mode);
    await context.workspaceState.update(GROUP_BY_KEY, mode);
    await vscode.commands.executeCommand('setContext', GROUP_BY_KEY, mode);
  };
  activeClient = client;
  context.subscriptions.push(output, client, decisions);

  const view = vscode.window.createTreeView('adrLens.decisions', { treeDataProvider: decisions, showCollapseAll: true });
  decisions.attachView(view);
  context.subscriptions.push(view);

  // Records change on disk (git checkout, other tools) as often as in editors: follow both, in batches.
  let refreshTimer: NodeJS.Timeout | undefined;
  const scheduleRefresh = (): void => {
    if (refreshTimer) clearTimeout(refreshTimer);
    refreshTimer = setTimeout(() => decisions.invalidate(), REFRESH_DELAY_MS);
  };
  // "*[0-9][-_]*": records that lost their ".md" (the engine's EXTENSIONLESS_RECORD_GLOB), so their rename back shows.
  // "kep.yaml", "metadata.yaml": a KEP's status and days are kept beside its page (the engine's KEP_METADATA_FILES).
  const folderWatcher = vscode.workspace.createFileSystemWatcher('**/*', false, true, false);
  /** A name without an extension: a folder, most likely (files of ours all have one, or are watched above). */
  const isFolderLike = (uri: vscode.Uri) => !/\.[^/]*$/.test(uri.path);
  const recordWatcher = vscode.workspace.createFileSystemWatcher('**/{*.md,*.markdown,*.rst,*.adoc,*.asciidoc,*[0-9][-_]*,.adr-dir,adr.properties,.log4brains.yml,.adr-lens.json,kep.yaml,metadata.yaml}');
  context.subscriptions.push(
    recordWatcher,
    recordWatcher.onDidCreate(scheduleRefresh),
    recordWatcher.onDidChange(scheduleRefresh),
    recordWatcher.onDidDelete(scheduleRefresh),
    // A folder deleted, moved or checked out comes as one event for the folder, none for the records in it.
    folderWatcher,
    folderWatcher.onDidCreate((uri) => isFolderLike(uri) && scheduleRefresh()),
    folderWatcher.onDidDelete((uri) => isFolderLike(uri) && scheduleRefresh()),
    vscode.workspace.onDidSaveTextDocument((d) => (d.languageId === 'markdown' || d.languageId === 'restructuredtext') && scheduleRefresh()),
    vscode.workspace.onDidChangeWorkspaceFolders(scheduleRefresh),
    { dispose: () => refreshTimer && clearTimeout(refreshTimer) },
  );

  context.subscriptions.push(
    vscode.commands.registerCommand('adrLens.newDecision', (args?: NewDecisionArgs) => newDecision(context.extensionPath, decisions, configArgs, isArgs(args) ? args : undefined)),
    vscode.commands.registerCommand('adrLens.supersedeDecision', (target?: SupersedeArgs | vscode.Uri) =>
      supersedeDecision(context.extensionPath, decisions, configArgs, target instanceof vscode.Uri || isSupersedeArgs(target) ? target : undefined),
    ),
    vscode.commands.registerCommand('adrLens.restartServer', async () => {
      if (!readSettings().enable) {
        void vscode.window.showInformationMessage('ADR Lens is turned off (setting adrLens.enable).');
        return;
      }
      await client.restart();
      output.info('Language server restarted.');
    }),
    vscode.commands.registerCommand('adrLens.showOutput', () => output.show(true)),
    vscode.commands.registerCommand('adrLens.showReferences', showReferences),
    vscode.commands.registerCommand('adrLens.openDecision', openDecision),
    vscode.commands.registerCommand('adrLens.refreshDecisions', () => decisions.refresh()),
    vscode.commands.registerCommand('adrLens.groupDecisionsByCollection', () => groupDecisionsBy('collection')),
    vscode.commands.registerCommand('adrLens.groupDecisionsByStatus', () => groupDecisionsBy('status')),
    vscode.commands.registerCommand('adrLens.searchDecisions', async (query?: unknown) => {
      if (!readSettings().enable) {
        void vscode.window.showInformationMessage('ADR Lens is turned off (setting adrLens.enable).');
        return;
      }
      await showSearchDecisions(client, typeof query === 'string' ? query : undefined);
    }),
    vscode.commands.registerCommand('adrLens.showGraph', async (target?: unknown) => {
      if (!readSettings().enable) {
        void vscode.window.showInformationMessage('ADR Lens is turned off (setting adrLens.enable).');
        return;
      }
      await DecisionGraphPanel.show(client, graphTarget(target), graphOptions(target));
    }),
    vscode.commands.registerCommand('adrLens.saveGraph', async (to?: unknown) => {
      const open = DecisionGraphPanel.open;
      if (!open) {
        void vscode.window.showInformationMessage('Open the Decision Graph first (ADR Lens: Show Decision Graph).');
        return undefined;
      }
      return open.save(to instanceof vscode.Uri ? to : undefined);
    }),
    { dispose: () => DecisionGraphPanel.open?.dispose() },
    // The server's word, not a file watcher's: it has read the change (on disk or in an editor) by the time it speaks.
    client.onDidChangeDecisions(() => void DecisionGraphPanel.open?.refresh()),
    // The view lists what the server knows, so a title or status typed shows there as it does in the graph.
    client.onDidChangeDecisions(scheduleRefresh),
    vscode.workspace.onDidChangeConfiguration(async (e) => {
      if (!e.affectsConfiguration(SECTION)) return;
      scheduleRefresh();
      if (e.affectsConfiguration(`${SECTION}.enable`)) {
        if (readSettings().enable) await client.start();
        else await client.stop();
      } else if (e.affectsConfiguration(`${SECTION}.cache.enabled`) && readSettings().enable) {
        // The server reads the setting from its environment, at start.
        await client.restart();
      }
    }),
  );

  const mcpProvider = registerMcpProvider(context, configArgs);

  if (readSettings().enable) {
    // Not awaited: activation returns at once, diagnostics arrive when the server is ready.
    void client.start();
  } else {
    output.info('ADR Lens is turned off (setting adrLens.enable); the language server is not started.');
  }

  return {
    decisions,
    listDecisions: () => decisions.refresh(),
    mcpProvider,
    searchDecisions: (query) => searchDecisions(client, query),
    serverPid: () => client.serverPid,
    serverRestarts: () => client.restarts,
    serverRunning: () => client.running,
    decisionGraph: () => {
      const open = DecisionGraphPanel.open;
      return open && { shown: open.shown, html: open.html };
    },
  };
}

export function deactivate(): Promise<void> | undefined {
  // Give the server its shutdown handshake instead of leaving an orphan process.
  return activeClient?.stop();
}
let activeClient: AdrLensClient | undefined;

/** The graph's subject: a Uri (Explorer), a Decisions view item, else the active editor's file; undefined: the first folder. */
function graphTarget(target: unknown): vscode.Uri | undefined {
  if (target instanceof vscode.Uri) return target;
  const group = collectionGroup(target);
  if (group) return group.folder.uri;
  const item = target as { uri?: unknown } | undefined;
  if (item && item.uri instanceof vscode.Uri) return item.uri;
  const active = vscode.window.activeTextEditor?.document.uri;
  return active?.scheme === 'file' ? active : undefined;
}

/**
 * Choices a keybinding or another extension may pass: `{ "all": true, "collection": "docs/adr" }` (null: every
 * collection), with or without a `uri`.
 */
function graphOptions(target: unknown): GraphOptions {
  const group = collectionGroup(target);
  if (group) return { collection: group.collection };
  if (typeof target !== 'object' || target === null || target instanceof vscode.Uri || 'kind' in target) return {};
  const { all, collection } = target as { all?: unknown; collection?: unknown };
  return {
    ...(typeof all === 'boolean' ? { all } : {}),
    ...(typeof collection === 'string' || collection === null ? { collection } : {}),
  };
}

/** A collection of the Decisions view (grouped by collection): its folder and its path in it. */
function collectionGroup(target: unknown): { folder: vscode.WorkspaceFolder; collection: string } | undefined {
  const node = target as Partial<CollectionGroup> | undefined;
  const first = node?.kind === 'collection' ? node.decisions?.[0] : undefined;
  return first && { folder: first.folder, collection: first.collection };
}

/** Menus pass a Uri or tree node as the first argument; only a plain object is meant as arguments. */
function isArgs(value: unknown): value is NewDecisionArgs {
  return typeof value === 'object' && value !== null && !(value instanceof vscode.Uri) && !('kind' in value);
}

/** A Decisions view item, or `{ id?, folder?, newTitle? }` from a caller (no id: the active editor's record); a status group is no decision. */
function isSupersedeArgs(value: unknown): value is SupersedeArgs {
  if (typeof value !== 'object' || value === null || (value as { kind?: unknown }).kind === 'group') return false;
  const v = value as SupersedeArgs;
  return typeof v.id === 'string' || v.uri instanceof vscode.Uri || typeof v.newTitle === 'string';
}
