// "ADR Lens: Show Decision Graph": the language server's arc diagram of how decisions supersede, amend and relate to
// one another (what `adr-lens graph --format svg` writes), in a webview that follows the workspace. A click on a
// decision opens its record; the record the graph was opened from is marked and scrolled to.
import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import type { AdrLensClient } from './client.js';
import { fileFolders } from './fileFolders.js';

/** The language server's request and answer (language-server/commands.ts; the fronts share no code, only the wire). */
const DECISION_GRAPH_REQUEST = 'adrLens/decisionGraph';

export interface DecisionGraphResult {
  folderUri: string;
  svg: string;
  collections: string[];
  collection: string | null;
  all: boolean;
  decisions: number;
  relations: number;
  highlight?: string;
}

/** Choices the command may be given; the view's toolbar changes them after. */
export interface GraphOptions {
  collection?: string | null;
  all?: boolean;
}

interface GraphState {
  /** What the graph is of: a record (its collection, marked) or a folder; undefined: the first folder. */
  uri?: string;
  /** undefined: the server's choice (the record's collection, else all). */
  collection?: string | null;
  all: boolean;
}

type Message = { type: 'open'; path: string; side?: boolean } | { type: 'options'; collection: string | null; all: boolean; changed?: 'collection' | 'all' } | { type: 'refresh' } | { type: 'save' } | { type: 'folder'; uri: string };

/** When-clause context: a Decision Graph is open (Save Decision Graph as SVG… in the command palette). */
const OPEN_CONTEXT = 'adrLens.graphOpen';

export class DecisionGraphPanel implements vscode.Disposable {
  private static current: DecisionGraphPanel | undefined;

  /** Opens the view (or brings it forward) on the graph of `uri`: a record, a folder, or the active editor's file. */
  static async show(client: AdrLensClient, uri: vscode.Uri | undefined, options: GraphOptions = {}): Promise<DecisionGraphPanel> {
    const state: GraphState = { all: options.all === true, ...(uri ? { uri: uri.toString() } : {}), ...(options.collection !== undefined ? { collection: options.collection } : {}) };
    const open = DecisionGraphPanel.current;
    if (open) {
      open.state = state;
      open.picked = options.collection !== undefined;
      open.panel.reveal(undefined, false);
      await open.refresh();
      return open;
    }
    const panel = vscode.window.createWebviewPanel('adrLens.decisionGraph', 'Decision Graph', vscode.ViewColumn.Active, {
      enableScripts: true,
      // Ctrl+F finds a decision by its id or words of its title among hundreds of rows.
      enableFindWidget: true,
      localResourceRoots: [],
    });
    const view = (DecisionGraphPanel.current = new DecisionGraphPanel(client, panel, state));
    view.picked = options.collection !== undefined;
    void vscode.commands.executeCommand('setContext', OPEN_CONTEXT, true);
    await view.refresh();
    return view;
  }

  /** The open view, if any (the workspace's changes refresh it; the tests read it). */
  static get open(): DecisionGraphPanel | undefined {
    return DecisionGraphPanel.current;
  }

  private result: DecisionGraphResult | undefined;
  /** The collection shown is the user's choice (the toolbar, or the command's arguments), not the record's. */
  private picked = false;
  private readonly disposables: vscode.Disposable[] = [];
  private generation = 0;
  /** A redraw with the current choices was asked for and has not been shown yet (a newer request overtook it). */
  private redrawOwed = false;

  private constructor(
    private readonly client: AdrLensClient,
    private readonly panel: vscode.WebviewPanel,
    private state: GraphState,
  ) {
    this.disposables.push(
      panel.onDidDispose(() => this.dispose()),
      panel.webview.onDidReceiveMessage((m: Message) => void this.onMessage(m)),
      vscode.window.onDidChangeActiveTextEditor((editor) => void this.follow(editor)),
    );
  }

  /**
   * The view beside an editor follows the record in it, as the Outline follows a file: the record is marked in its
   * collection. A file that is no record of the graph (a README, another collection than the one picked) leaves the
   * view as it was.
   */
  private async follow(editor: vscode.TextEditor | undefined): Promise<void> {
    const uri = editor?.document.uri;
    if (!uri || uri.scheme !== 'file' || !this.panel.visible || uri.toString() === this.state.uri) return;
    if (!/\.(?:md|markdown|mdx|rst|adoc|asciidoc)$/i.test(uri.path)) return;
    const { collection, ...rest } = this.state;
    // A collection the user picked stays; the one the last record implied goes with it.
    const candidate: GraphState = { ...rest, uri: uri.toString(), ...(this.picked ? { collection } : {}) };
    await this.refresh(candidate);
  }

  /** The last answer shown, undefined before the first or when the server is not running. */
  get shown(): DecisionGraphResult | undefined {
    return this.result;
  }

  get html(): string {
    return this.panel.webview.html;
  }

  /** Asks the server again with the current choices and redraws. */
  async refresh(candidate?: GraphState): Promise<void> {
    const generation = ++this.generation;
    if (!candidate) this.redrawOwed = true;
    const state = candidate ?? this.state;
    const params: { uri?: string; collection?: string | null; all: boolean } = { all: state.all };
    if (state.uri !== undefined) params.uri = state.uri;
    if (state.collection !== undefined) params.collection = state.collection;
    let result: DecisionGraphResult | null | undefined;
    let failure: string | undefined;
    try {
      result = await this.client.request<DecisionGraphResult | null>(DECISION_GRAPH_REQUEST, params);
    } catch (err) {
      failure = err instanceof Error ? err.message : String(err);
    }
    // A slower, older answer never overwrites a newer one.
    if (generation !== this.generation || !DecisionGraphPanel.current) return;
    // A record to follow that the graph does not hold: the view stays as it was, but owes the redraw it overtook.
    if (candidate && !result?.highlight) {
      if (this.redrawOwed) void this.refresh();
      return;
    }
    if (candidate) this.state = candidate;
    this.redrawOwed = false;
    this.result = result ?? undefined;
    if (result) this.panel.title = result.collection ? `Decision Graph: ${result.collection}` : 'Decision Graph';
    this.panel.webview.html = result
      ? graphHtml(result, this.panel.webview.cspSource, fileFolders())
      : messageHtml(
          failure !== undefined
            ? `The language server could not draw the graph: ${failure}`
            : result === undefined
              ? 'The ADR Lens language server is not running (setting adrLens.enable, or see ADR Lens: Show Output).'
              : 'No workspace folder with decision records is open.',
        );
  }

  /**
   * Writes the graph shown, as the standalone SVG the CLI writes (its own colours, not the editor's theme), to `to`,
   * or where the user picks. Answers the file written; undefined when nothing was (no graph, or the dialog cancelled).
   */
  async save(to?: vscode.Uri): Promise<vscode.Uri | undefined> {
    const result = this.result;
    if (!result || result.decisions === 0) {
      void vscode.window.showInformationMessage('The Decision Graph has nothing to save yet.');
      return undefined;
    }
    const folder = vscode.Uri.parse(result.folderUri);
    const name = `decision-graph${result.collection ? `-${result.collection.replace(/[^A-Za-z0-9._-]+/g, '-')}` : ''}.svg`;
    const target = to ?? (await vscode.window.showSaveDialog({ defaultUri: vscode.Uri.joinPath(folder, name), filters: { 'SVG image': ['svg'] }, saveLabel: 'Save Graph' }));
    if (!target) return undefined;
    await vscode.workspace.fs.writeFile(target, new TextEncoder().encode(result.svg));
    if (!to) {
      const open = 'Open';
      void vscode.window.showInformationMessage(`Saved the Decision Graph to ${vscode.workspace.asRelativePath(target)}.`, open).then((choice) => {
        if (choice === open) void vscode.commands.executeCommand('vscode.open', target);
      });
    }
    return target;
  }

  private async onMessage(message: Message): Promise<void> {
    if (message.type === 'refresh') return this.refresh();
    if (message.type === 'save') {
      await this.save();
      return;
    }
    if (message.type === 'folder') {
      const folder = fileFolders().find((f) => f.uri.toString() === message.uri);
      if (!folder) return;
      // Another folder's collections are its own: the server picks (all of them) until one is chosen.
      this.state = { uri: folder.uri.toString(), all: this.state.all };
      this.picked = false;
      return this.refresh();
    }
    if (message.type === 'options') {
      // Ticking "Decisions without relations" keeps the collection as it came (the record's, followed); picking one pins it.
      if (message.changed !== 'all') this.picked = true;
      this.state = { ...this.state, ...(this.picked ? { collection: message.collection } : {}), all: message.all === true };
      return this.refresh();
    }
    if (message.type === 'open' && this.result && typeof message.path === 'string') {
      const target = vscode.Uri.joinPath(vscode.Uri.parse(this.result.folderUri), ...message.path.split('/'));
      const column = message.side ? vscode.ViewColumn.Beside : vscode.ViewColumn.Active;
      await vscode.window.showTextDocument(target, { viewColumn: column, preview: !message.side });
    }
  }

  dispose(): void {
    if (DecisionGraphPanel.current === this) {
      DecisionGraphPanel.current = undefined;
      void vscode.commands.executeCommand('setContext', OPEN_CONTEXT, false);
    }
    this.panel.dispose();
    for (const d of this.disposables.splice(0)) d.dispose();
  }
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The diagram's colours from the editor's theme (engine/features/graph-svg.ts reads these variables). */
const THEME = `
.adr-graph {
  --adr-font: var(--vscode-font-family); --adr-text: var(--vscode-foreground); --adr-muted: var(--vscode-descriptionForeground);
  --adr-accepted: var(--vscode-charts-green); --adr-proposed: var(--vscode-charts-blue); --adr-superseded: var(--vscode-disabledForeground);
  --adr-deprecated: var(--vscode-charts-orange); --adr-rejected: var(--vscode-charts-red); --adr-unknown: var(--vscode-charts-yellow);
  --adr-supersedes: var(--vscode-charts-purple); --adr-amends: var(--vscode-charts-blue); --adr-relates: var(--vscode-descriptionForeground);
  --adr-highlight: var(--vscode-editor-selectionBackground); --adr-hover: var(--vscode-list-hoverBackground);
}
body { padding: 0 16px 16px; color: var(--vscode-foreground); font-family: var(--vscode-font-family); font-size: var(--vscode-font-size); }
.toolbar { position: sticky; top: 0; z-index: 1; display: flex; flex-wrap: wrap; gap: 12px; align-items: center; padding: 10px 0; background: var(--vscode-editor-background); }
select, button { font: inherit; color: var(--vscode-dropdown-foreground); background: var(--vscode-dropdown-background); border: 1px solid var(--vscode-dropdown-border, transparent); padding: 2px 6px; }
button { color: var(--vscode-button-secondaryForeground); background: var(--vscode-button-secondaryBackground); cursor: pointer; }
.empty { color: var(--vscode-descriptionForeground); margin: 12px 0; }
.adr-graph .row { cursor: pointer; }
.adr-graph .row:focus { outline: none; }
.adr-graph .row:focus .band { fill: var(--vscode-list-focusBackground, var(--adr-hover)); stroke: var(--vscode-focusBorder); }
`;

function graphHtml(result: DecisionGraphResult, cspSource: string, folders: readonly vscode.WorkspaceFolder[]): string {
  const nonce = randomBytes(16).toString('base64');
  // The server spells URIs as the client sent them, but compare as VS Code reads them.
  const shown = vscode.Uri.parse(result.folderUri).toString();
  const folderChoice =
    folders.length > 1
      ? `<label>Folder <select id="folder">${folders
          .map((f) => `<option value="${escapeHtml(f.uri.toString())}"${f.uri.toString() === shown ? ' selected' : ''}>${escapeHtml(f.name)}</option>`)
          .join('')}</select></label>\n  `
      : '';
  const options = [`<option value=""${result.collection === null ? ' selected' : ''}>All collections</option>`]
    .concat(result.collections.map((c) => `<option value="${escapeHtml(c)}"${c === result.collection ? ' selected' : ''}>${escapeHtml(c)}</option>`))
    .join('');
  const empty =
    result.decisions === 0
      ? `<p class="empty">${result.all ? 'No decision records here.' : 'No relations between these decisions yet (supersedes, amends, relates to). Tick "Decisions without relations" to see them all.'}</p>`
      : '';
  // The SVG comes from the engine with every title escaped for XML, which is also safe as HTML.
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src ${cspSource}; style-src 'unsafe-inline'; script-src 'nonce-${nonce}';">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<style>${THEME}</style>
</head><body>
<div class="toolbar">
  ${folderChoice}<label>Collection <select id="collection">${options}</select></label>
  <label><input type="checkbox" id="all"${result.all ? ' checked' : ''}> Decisions without relations</label>
  <button id="refresh" title="Draw the graph again">Refresh</button>
  <button id="save" title="Save the graph as an SVG image">Save SVG…</button>
</div>
${empty}<div id="graph">${result.decisions ? result.svg : ''}</div>
<script nonce="${nonce}">
const vscode = acquireVsCodeApi();
const graph = document.getElementById('graph');
// Standing alone the SVG is one image; here its rows are links a screen reader should reach.
graph.querySelector('svg')?.setAttribute('role', 'group');
for (const row of graph.querySelectorAll('[data-path]')) { row.setAttribute('tabindex', '0'); row.setAttribute('role', 'link'); }
const open = (event) => {
  const row = event.target.closest('[data-path]');
  if (row) vscode.postMessage({ type: 'open', path: row.getAttribute('data-path'), side: event.ctrlKey || event.metaKey || event.altKey });
};
graph.addEventListener('click', open);
const rows = [...graph.querySelectorAll('[data-path]')];
graph.addEventListener('keydown', (event) => {
  if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); open(event); return; }
  // Up and down move between decisions, Home and End to the first and the last, as in a list.
  const at = rows.indexOf(event.target.closest('[data-path]'));
  const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: rows.length - 1 }[event.key];
  if (at < 0 || to === undefined || !rows[to]) return;
  event.preventDefault();
  rows[to].focus();
  rows[to].scrollIntoView({ block: 'nearest' });
});
const options = (changed) => vscode.postMessage({ type: 'options', changed, collection: document.getElementById('collection').value || null, all: document.getElementById('all').checked });
document.getElementById('collection').addEventListener('change', () => options('collection'));
document.getElementById('folder')?.addEventListener('change', (event) => vscode.postMessage({ type: 'folder', uri: event.target.value }));
document.getElementById('all').addEventListener('change', () => options('all'));
document.getElementById('refresh').addEventListener('click', () => vscode.postMessage({ type: 'refresh' }));
document.getElementById('save').addEventListener('click', () => vscode.postMessage({ type: 'save' }));
const marked = graph.querySelector('.highlight');
if (marked) { marked.scrollIntoView({ block: 'center' }); marked.focus({ preventScroll: true }); }
</script>
</body></html>`;
}

function messageHtml(text: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline';">
<style>${THEME}</style>
</head><body><p class="empty">${escapeHtml(text)}</p></body></html>`;
}
