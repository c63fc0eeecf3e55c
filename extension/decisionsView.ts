// The Explorer's "Decisions" view: every decision record in the workspace, grouped by lifecycle or by collection.
// The language server lists them (adrLens/listDecisions) as it knows them, typed edits included, and says when they
// change; `adr-lens list --json`, the same engine, lists them when it cannot, and when the user asks for a refresh.
import * as path from 'node:path';
import * as vscode from 'vscode';
import { runCliJson } from './cli.js';
import type { ConfigArgs } from './sessionConfig.js';
import { processEnv, readSettings } from './settings.js';
import { tooBroadToIndex } from './workspaceFolders.js';
import { fileFolders } from './fileFolders.js';

export type Lifecycle = 'accepted' | 'proposed' | 'superseded' | 'deprecated' | 'rejected' | 'unknown';

/** The fields of the CLI's `list --json` decisions this view uses. */
export interface DecisionItem {
  id: string;
  title: string;
  status?: string;
  lifecycle: Lifecycle;
  date?: string;
  /** Workspace-relative, POSIX separators. */
  path: string;
  currentId?: string;
  /** The collection's folder, workspace-relative ("docs/adr", "services/billing/docs/decisions"). */
  collection: string;
  /** Absolute file URI (added here: the CLI gives paths relative to the folder). */
  uri: vscode.Uri;
  folder: vscode.WorkspaceFolder;
}

export interface StatusGroup {
  kind: 'group';
  lifecycle: Lifecycle;
  label: string;
  decisions: DecisionItem[];
}

/** A decision collection of one workspace folder (ids are unique within one, not across them). */
export interface CollectionGroup {
  kind: 'collection';
  /** The folder's URI and the collection's path: unique across a multi-root workspace. */
  key: string;
  label: string;
  decisions: DecisionItem[];
}

export type GroupBy = 'status' | 'collection';

export type DecisionsNode = StatusGroup | CollectionGroup | (DecisionItem & { kind: 'decision' });

const GROUPS: Array<{ lifecycle: Lifecycle; label: string; icon: string; color?: string }> = [
  { lifecycle: 'accepted', label: 'Accepted', icon: 'pass', color: 'testing.iconPassed' },
  { lifecycle: 'proposed', label: 'Proposed', icon: 'lightbulb', color: 'charts.yellow' },
  { lifecycle: 'superseded', label: 'Superseded', icon: 'history', color: 'disabledForeground' },
  { lifecycle: 'deprecated', label: 'Deprecated', icon: 'warning', color: 'charts.orange' },
  { lifecycle: 'rejected', label: 'Rejected', icon: 'circle-slash', color: 'charts.red' },
  { lifecycle: 'unknown', label: 'Unknown', icon: 'question' },
];

/** A decision as `adr-lens list --json` and the language server's adrLens/listDecisions give it. */
export type ListedDecision = Omit<DecisionItem, 'uri' | 'folder'>;

interface ListOutput {
  decisions?: ListedDecision[];
}

export class DecisionsProvider implements vscode.TreeDataProvider<DecisionsNode>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<DecisionsNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  private decisions: DecisionItem[] = [];
  private loading: Promise<void> | undefined;
  private stale = true;
  private lastError: string | undefined;
  private view: vscode.TreeView<DecisionsNode> | undefined;
  /** Why folders are left out of the view (adrLens.enable off, the home folder…); shown above the tree. */
  private skippedMessage: string | undefined;

  /** Folders listed once already, and by what. */
  private readonly listedOnce = new Map<string, 'language server' | 'CLI'>();
  /** What gave each folder's latest listing. */
  private readonly listedLast = new Map<string, 'language server' | 'CLI'>();
  /** The next load reads the disk through the CLI (a refresh asked for), except for a folder's first listing. */
  private fromDisk = false;

  constructor(
    private readonly extensionPath: string,
    private readonly output: vscode.OutputChannel,
    private readonly configArgs: ConfigArgs,
    private groupBy: GroupBy = 'status',
    /**
     * A folder's listing from the language server, which loads the workspace anyway (undefined when it cannot answer):
     * on a first start a CLI loading the same files beside it made the server's first diagnostics ~40% later, and each
     * later CLI run loaded the workspace again, from its snapshot, for what the server knew already.
     */
    private readonly fromServer?: (folder: vscode.WorkspaceFolder) => Promise<ListedDecision[] | undefined>,
  ) {}

  /** How the tree groups decisions: by lifecycle (the default) or by the collection that holds them. */
  get grouping(): GroupBy {
    return this.groupBy;
  }

  setGroupBy(groupBy: GroupBy): void {
    if (groupBy === this.groupBy) return;
    this.groupBy = groupBy;
    this.changed.fire(undefined);
  }

  /** The view this provider fills: it shows why folders are missing from it. */
  attachView(view: vscode.TreeView<DecisionsNode>): void {
    this.view = view;
    this.showSkipped();
  }

  /** What gave a folder's first listing (the language server, unless it could not answer); undefined before it. */
  firstListedBy(folder: vscode.WorkspaceFolder): 'language server' | 'CLI' | undefined {
    return this.listedOnce.get(folder.uri.toString());
  }

  /** What gave a folder's latest listing; undefined before the first. */
  lastListedBy(folder: vscode.WorkspaceFolder): 'language server' | 'CLI' | undefined {
    return this.listedLast.get(folder.uri.toString());
  }

  /** The text shown above the tree when folders are left out; undefined when every folder is listed. */
  get message(): string | undefined {
    return this.skippedMessage;
  }

  /** Marks the data stale and tells the view; the next read reloads it. */
  invalidate(): void {
    this.stale = true;
    this.changed.fire(undefined);
  }

  /**
   * Loads now, from the disk as it is (the CLI), and resolves when the view's data is current: the Refresh button,
   * after New Decision (the server may not have heard of the new file yet), tests.
   */
  async refresh(): Promise<DecisionItem[]> {
    // A load under way may be the server's: wait for it, then read the disk.
    if (this.loading) await this.loading;
    this.stale = true;
    this.fromDisk = true;
    await this.load();
    // (Joined to another refresh's load, which read the disk: the next load is the server's again.)
    this.fromDisk = false;
    this.changed.fire(undefined);
    return this.decisions;
  }

  async getDecisions(): Promise<DecisionItem[]> {
    await this.load();
    return this.decisions;
  }

  private load(): Promise<void> {
    if (!this.stale && !this.loading) return Promise.resolve();
    if (this.loading) return this.loading;
    this.stale = false;
    const fromDisk = this.fromDisk;
    this.fromDisk = false;
    this.loading = this.fetchAll(fromDisk).finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  private async fetchAll(fromDisk: boolean): Promise<void> {
    const onDisk = fileFolders();
    const skipped = onDisk.flatMap((f) => {
      const reason = whySkipped(f);
      return reason ? [{ folder: f, reason }] : [];
    });
    const folders = onDisk.filter((f) => !skipped.some((s) => s.folder === f));
    const all: DecisionItem[] = [];
    const errors: string[] = [];
    await Promise.all(
      folders.map(async (folder) => {
        try {
          const key = folder.uri.toString();
          const first = !this.listedOnce.has(key);
          const served = first || !fromDisk ? await this.fromServer?.(folder).catch(() => undefined) : undefined;
          const listed = served ?? (await this.runList(folder));
          const by = served ? 'language server' : 'CLI';
          if (first) this.listedOnce.set(key, by);
          this.listedLast.set(key, by);
          for (const d of listed) {
            all.push({ ...d, lifecycle: normaliseLifecycle(d.lifecycle), uri: vscode.Uri.joinPath(folder.uri, ...d.path.split('/')), folder });
          }
        } catch (e) {
          errors.push(`${folder.name}: ${e instanceof Error ? e.message : String(e)}`);
        }
      }),
    );
    this.decisions = all;
    this.skippedMessage = skippedMessage(skipped, onDisk.length);
    this.showSkipped();
    // The "no records found" welcome would be wrong when nothing was looked at.
    void vscode.commands.executeCommand('setContext', 'adrLens.decisions.allSkipped', onDisk.length > 0 && skipped.length === onDisk.length);
    const error = errors.length > 0 ? errors.join('\n') : undefined;
    if (error && error !== this.lastError) this.output.appendLine(`[decisions view] ${error}`);
    this.lastError = error;
  }

  private async runList(folder: vscode.WorkspaceFolder): Promise<ListedDecision[]> {
    const args = ['list', '--root', folder.uri.fsPath, ...this.configArgs(folder)];
    const { json } = await runCliJson<ListOutput>(this.extensionPath, args, folder.uri.fsPath, processEnv(readSettings(folder)));
    return json.decisions ?? [];
  }

  private showSkipped(): void {
    if (this.view) this.view.message = this.skippedMessage;
  }

  async getChildren(node?: DecisionsNode): Promise<DecisionsNode[]> {
    if (node?.kind === 'group' || node?.kind === 'collection') return node.decisions.map((d) => ({ ...d, kind: 'decision' as const }));
    if (node) return [];
    const decisions = await this.getDecisions();
    if (this.groupBy === 'collection') return collectionGroups(decisions);
    return GROUPS.map((g) => ({
      kind: 'group' as const,
      lifecycle: g.lifecycle,
      label: g.label,
      decisions: decisions.filter((d) => d.lifecycle === g.lifecycle).sort(byId),
    })).filter((g) => g.decisions.length > 0);
  }

  getTreeItem(node: DecisionsNode): vscode.TreeItem {
    if (node.kind === 'collection') {
      const item = new vscode.TreeItem(node.label, vscode.TreeItemCollapsibleState.Expanded);
      item.id = `collection:${node.key}`;
      const inForce = node.decisions.filter((d) => d.lifecycle === 'accepted').length;
      item.description = `${node.decisions.length}${inForce < node.decisions.length ? ` · ${inForce} accepted` : ''}`;
      item.iconPath = new vscode.ThemeIcon('library');
      item.contextValue = 'adrLens.collectionGroup';
      return item;
    }
    const group = groupOf(node.lifecycle);
    const icon = lifecycleIcon(node.lifecycle);
    if (node.kind === 'group') {
      const item = new vscode.TreeItem(node.label, vscode.TreeItemCollapsibleState.Expanded);
      item.id = `group:${node.lifecycle}`;
      item.description = String(node.decisions.length);
      item.iconPath = icon;
      item.contextValue = 'adrLens.statusGroup';
      return item;
    }
    // The id leads: at the Explorer's usual width a long title pushed an id written after it out of sight.
    const item = new vscode.TreeItem(`${node.id} ${plainTitle(node.title)}`, vscode.TreeItemCollapsibleState.None);
    item.id = `decision:${node.uri.toString()}`;
    // Grouped by collection, the group no longer says the status: the item does (its icon too).
    item.description = this.groupBy === 'collection' ? [node.status ?? group.label, node.date].filter(Boolean).join(' · ') : (node.date ?? '');
    const multiRoot = (vscode.workspace.workspaceFolders?.length ?? 0) > 1;
    const where = multiRoot ? path.posix.join(node.folder.name, node.path) : node.path;
    const tooltip = new vscode.MarkdownString();
    tooltip.appendMarkdown(`**${escapeMd(node.id)}: ${escapeMd(node.title)}**\n\n`);
    tooltip.appendMarkdown(`${escapeMd(node.status ?? group.label)}${node.date ? ` · ${escapeMd(node.date)}` : ''}`);
    if (node.currentId) tooltip.appendMarkdown(` · superseded by ${escapeMd(node.currentId)}`);
    tooltip.appendMarkdown(`\n\n\`${where}\``);
    item.tooltip = tooltip;
    item.iconPath = icon;
    item.resourceUri = node.uri;
    item.contextValue = 'adrLens.decision';
    item.command = { command: 'vscode.open', title: 'Open Decision', arguments: [node.uri] };
    return item;
  }

  dispose(): void {
    this.changed.dispose();
  }
}

type SkipReason = 'disk' | 'home' | 'off';

/** Why a folder is not listed; undefined when it is. */
function whySkipped(folder: vscode.WorkspaceFolder): SkipReason | undefined {
  return tooBroadToIndex(folder.uri.fsPath) ?? (readSettings(folder).enable ? undefined : 'off');
}

const SKIP_WORDS: Record<SkipReason, { alone: string; named: string }> = {
  disk: { alone: 'this workspace folder is the whole disk. Open a project folder instead.', named: 'the whole disk' },
  home: { alone: 'this workspace folder is your home folder. Open a project folder instead.', named: 'your home folder' },
  off: { alone: 'ADR Lens is turned off for this folder (setting adrLens.enable).', named: 'adrLens.enable is off' },
};

function skippedMessage(skipped: Array<{ folder: vscode.WorkspaceFolder; reason: SkipReason }>, folderCount: number): string | undefined {
  const [first] = skipped;
  if (!first) return undefined;
  if (folderCount === 1) return `Decisions are not listed: ${SKIP_WORDS[first.reason].alone}`;
  return `Not listed: ${skipped.map((s) => `${s.folder.name} (${SKIP_WORDS[s.reason].named})`).join('; ')}.`;
}

function groupOf(lifecycle: Lifecycle): (typeof GROUPS)[number] {
  return GROUPS.find((g) => g.lifecycle === lifecycle) ?? GROUPS[GROUPS.length - 1];
}

/** The icon of a lifecycle, as the view's groups show it (the search quick pick shows the same). */
export function lifecycleIcon(lifecycle: Lifecycle): vscode.ThemeIcon {
  const group = groupOf(lifecycle);
  return new vscode.ThemeIcon(group.icon, group.color ? new vscode.ThemeColor(group.color) : undefined);
}

function normaliseLifecycle(value: unknown): Lifecycle {
  return GROUPS.some((g) => g.lifecycle === value) ? (value as Lifecycle) : 'unknown';
}

/** One group per collection and workspace folder, in path order; the folder's name leads in a multi-root workspace. */
function collectionGroups(decisions: readonly DecisionItem[]): CollectionGroup[] {
  const multiRoot = (vscode.workspace.workspaceFolders?.length ?? 0) > 1;
  const groups = new Map<string, CollectionGroup>();
  for (const d of decisions) {
    const key = `${d.folder.uri.toString()}#${d.collection}`;
    let group = groups.get(key);
    if (!group) {
      const label = multiRoot ? path.posix.join(d.folder.name, d.collection) : d.collection || '(workspace root)';
      group = { kind: 'collection', key, label, decisions: [] };
      groups.set(key, group);
    }
    group.decisions.push(d);
  }
  for (const g of groups.values()) g.decisions.sort(byId);
  return [...groups.values()].sort((a, b) => a.label.localeCompare(b.label));
}

function byId(a: DecisionItem, b: DecisionItem): number {
  return a.id.localeCompare(b.id, undefined, { numeric: true }) || a.path.localeCompare(b.path);
}

function escapeMd(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!|<>]/g, '\\$&');
}

/** A title as the tree shows it: inline code and emphasis marks are Markdown, not text ("`Lease<T>`" → "Lease<T>"). */
export function plainTitle(title: string): string {
  return title.replace(/`([^`]*)`/g, '$1').replace(/(\*\*|__)(.+?)\1/g, '$2');
}
