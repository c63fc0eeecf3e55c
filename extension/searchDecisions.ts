// "ADR Lens: Search Decisions…": a quick pick over the language server's ranked full-text search (the search agents
// get through MCP), so a person finds the decision about "caching" without knowing its id or title words.
import * as vscode from 'vscode';
import type { AdrLensClient } from './client.js';
import { lifecycleIcon, plainTitle, type Lifecycle } from './decisionsView.js';

/** The language server's request and answer (language-server/commands.ts; the fronts share no code, only the wire). */
const SEARCH_DECISIONS_REQUEST = 'adrLens/searchDecisions';

export interface SearchDecisionsItem {
  uri: string;
  id: string;
  title: string;
  status?: string;
  lifecycle: Lifecycle;
  date?: string;
  currentId?: string;
  snippet: string;
  score: number;
}

interface DecisionPick extends vscode.QuickPickItem {
  hit: SearchDecisionsItem;
}

const LIMIT = 30;
/** Typing pauses this long before a search is asked for; a newer query cancels the one in flight. */
const TYPING_DELAY_MS = 120;
const OPEN_TO_SIDE: vscode.QuickInputButton = { iconPath: new vscode.ThemeIcon('split-horizontal'), tooltip: 'Open to the Side' };

/** Asks the language server; undefined when it is not running (ADR Lens off, or it did not start). */
export async function searchDecisions(client: AdrLensClient, query: string, token?: vscode.CancellationToken): Promise<SearchDecisionsItem[] | undefined> {
  const answer = await client.request<{ items?: SearchDecisionsItem[] }>(SEARCH_DECISIONS_REQUEST, { query, limit: LIMIT }, token);
  return answer === undefined ? undefined : (answer.items ?? []);
}

/** The quick pick; `initialQuery` fills it (a caller's argument, or the editor's selection). */
export async function showSearchDecisions(client: AdrLensClient, initialQuery?: string): Promise<void> {
  const pick = vscode.window.createQuickPick<DecisionPick>();
  pick.title = 'Search Decisions';
  pick.placeholder = 'Words from a decision, an id (ADR-12) or a status';
  // The server ranks by every field and the body; VS Code's own filter on the label would hide body matches.
  pick.matchOnDescription = false;
  pick.matchOnDetail = false;
  pick.value = initialQuery ?? selectedWords() ?? '';

  let timer: NodeJS.Timeout | undefined;
  let inFlight: vscode.CancellationTokenSource | undefined;
  const run = async (query: string): Promise<void> => {
    inFlight?.cancel();
    const source = (inFlight = new vscode.CancellationTokenSource());
    if (!query.trim()) {
      pick.items = [];
      pick.busy = false;
      return;
    }
    pick.busy = true;
    try {
      const hits = await searchDecisions(client, query, source.token);
      if (source.token.isCancellationRequested) return;
      if (hits === undefined) {
        pick.items = [];
        pick.placeholder = 'The ADR Lens language server is not running (see "ADR Lens: Show Output").';
      } else {
        const multiRoot = (vscode.workspace.workspaceFolders?.length ?? 0) > 1;
        pick.items = hits.map((hit) => toPick(hit, multiRoot));
      }
    } catch (err) {
      // A cancelled request rejects too; only a real failure is worth a word.
      if (!source.token.isCancellationRequested) pick.placeholder = `Search failed: ${err instanceof Error ? err.message : String(err)}`;
    } finally {
      if (inFlight === source) pick.busy = false;
      source.dispose();
    }
  };

  const done = new Promise<void>((resolve) => {
    pick.onDidChangeValue((value) => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void run(value), TYPING_DELAY_MS);
    });
    pick.onDidAccept(() => {
      const [chosen] = pick.selectedItems;
      if (!chosen) return;
      pick.hide();
      void open(chosen.hit, vscode.ViewColumn.Active);
    });
    pick.onDidTriggerItemButton((e) => void open(e.item.hit, vscode.ViewColumn.Beside));
    pick.onDidHide(() => {
      if (timer) clearTimeout(timer);
      inFlight?.cancel();
      pick.dispose();
      resolve();
    });
  });
  pick.show();
  // A blank search starts the server building its index while the user types.
  void searchDecisions(client, '').catch(() => undefined);
  if (pick.value) await run(pick.value);
  await done;
}

function toPick(hit: SearchDecisionsItem, multiRoot: boolean): DecisionPick {
  const uri = vscode.Uri.parse(hit.uri);
  const where = vscode.workspace.asRelativePath(uri, multiRoot);
  const state = hit.currentId ? `${hit.status ?? 'Superseded'} → ${hit.currentId}` : (hit.status ?? hit.lifecycle);
  return {
    label: `${hit.id} ${plainTitle(hit.title)}`,
    description: [state, hit.date].filter(Boolean).join(' · '),
    // The snippet marks matches with ** **; a quick pick shows plain text.
    detail: `${hit.snippet.replace(/\*\*/g, '')}  —  ${where}`,
    iconPath: lifecycleIcon(hit.lifecycle),
    // Ranked by the server: shown whatever the label says.
    alwaysShow: true,
    buttons: [OPEN_TO_SIDE],
    hit,
  };
}

async function open(hit: SearchDecisionsItem, viewColumn: vscode.ViewColumn): Promise<void> {
  await vscode.window.showTextDocument(vscode.Uri.parse(hit.uri), { viewColumn, preview: viewColumn === vscode.ViewColumn.Active });
}

/** A short selection in the active editor is what the user wants to look up. */
function selectedWords(): string | undefined {
  const editor = vscode.window.activeTextEditor;
  if (!editor || editor.selection.isEmpty) return undefined;
  const text = editor.document.getText(editor.selection).trim();
  return text && text.length <= 100 && !text.includes('\n') ? text : undefined;
}
