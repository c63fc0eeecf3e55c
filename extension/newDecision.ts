// "ADR Lens: New Decision": asks for a title and an optional decision it supersedes, lets the engine
// write the record in the collection's own format (through the CLI), and opens it.
import * as path from 'node:path';
import * as vscode from 'vscode';
import { runCliJson } from './cli.js';
import type { DecisionItem, DecisionsProvider } from './decisionsView.js';
import type { ConfigArgs } from './sessionConfig.js';
import { processEnv, readSettings } from './settings.js';
import { fileFolders } from './fileFolders.js';

export interface NewDecisionArgs {
  title?: string;
  /** Id of the decision the new one supersedes ("" or undefined: none). */
  supersedes?: string;
  /** Workspace folder (URI or path) when the workspace has several. */
  folder?: vscode.Uri | string;
}

/** The fields of `adr-lens new --json` this command needs; tolerant of either naming. */
interface NewOutput {
  /** Workspace-relative path of the new record. */
  created?: string;
  id?: string;
  edited?: string[];
}

export async function newDecision(
  extensionPath: string,
  decisions: DecisionsProvider,
  configArgs: ConfigArgs,
  args: NewDecisionArgs | undefined,
): Promise<vscode.Uri | undefined> {
  if (!vscode.workspace.isTrusted) {
    void vscode.window.showWarningMessage('ADR Lens: New Decision writes files, which is off in Restricted Mode. Trust this workspace to create decisions.');
    return undefined;
  }
  const folder = await pickFolder(args?.folder);
  if (!folder) return undefined;

  const title =
    args?.title ??
    (await vscode.window.showInputBox({
      title: 'New Decision (1/2)',
      prompt: 'Title of the decision, e.g. "Use PostgreSQL for persistence"',
      placeHolder: 'Decision title',
      validateInput: (v) => (v.trim() ? undefined : 'A decision needs a title'),
      ignoreFocusOut: true,
    }));
  if (!title?.trim()) return undefined;

  let supersedes = args?.supersedes;
  if (args?.title === undefined && supersedes === undefined) {
    const picked = await pickSuperseded(decisions, folder);
    if (picked === undefined) return undefined; // cancelled
    supersedes = picked;
  }

  const cliArgs = ['new', title.trim(), '--root', folder.uri.fsPath, ...configArgs(folder)];
  if (supersedes) cliArgs.push('--supersedes', supersedes);
  let out: NewOutput;
  try {
    out = (await runCliJson<NewOutput>(extensionPath, cliArgs, folder.uri.fsPath, processEnv(readSettings(folder)))).json;
  } catch (e) {
    void vscode.window.showErrorMessage(`ADR Lens: could not create the decision. ${e instanceof Error ? e.message : String(e)}`);
    return undefined;
  }
  const created = createdPath(out);
  if (!created) {
    void vscode.window.showErrorMessage(`ADR Lens: the CLI created a decision but did not say where: ${JSON.stringify(out).slice(0, 200)}`);
    return undefined;
  }
  const uri = path.isAbsolute(created) ? vscode.Uri.file(created) : vscode.Uri.joinPath(folder.uri, ...created.split(/[\\/]/));
  await decisions.refresh();
  await vscode.window.showTextDocument(uri, { preview: false });
  return uri;
}

function createdPath(out: NewOutput): string | undefined {
  return typeof out.created === 'string' && out.created ? out.created : undefined;
}

async function pickFolder(wanted: NewDecisionArgs['folder']): Promise<vscode.WorkspaceFolder | undefined> {
  const folders = fileFolders();
  if (wanted) {
    const uri = typeof wanted === 'string' ? vscode.Uri.file(wanted) : wanted;
    return vscode.workspace.getWorkspaceFolder(uri) ?? folders.find((f) => f.uri.fsPath === uri.fsPath);
  }
  if (folders.length <= 1) {
    if (folders.length === 0) void vscode.window.showWarningMessage('ADR Lens: open a folder to create decisions in it.');
    return folders[0];
  }
  return vscode.window.showWorkspaceFolderPick({ placeHolder: 'Workspace folder for the new decision' });
}

/** Resolves to the chosen id, "" for "supersedes nothing", or undefined when the user cancels. */
async function pickSuperseded(decisions: DecisionsProvider, folder: vscode.WorkspaceFolder): Promise<string | undefined> {
  type Item = vscode.QuickPickItem & { id: string };
  const none: Item = { label: '$(circle-slash) Supersedes nothing', id: '', alwaysShow: true };
  const items = decisions.getDecisions().then((all) => [
    none,
    ...all
      .filter((d) => d.folder.uri.toString() === folder.uri.toString() && d.lifecycle !== 'superseded' && d.lifecycle !== 'rejected')
      .map((d): Item => ({ label: d.id, description: d.title, detail: `${d.status ?? d.lifecycle} · ${d.path}`, id: d.id })),
  ]);
  const picked = await vscode.window.showQuickPick(items, {
    title: 'New Decision (2/2)',
    placeHolder: 'Does it supersede an existing decision? (Enter: none)',
    matchOnDescription: true,
    ignoreFocusOut: true,
  });
  return picked?.id;
}

/** What "Supersede with New Decision…" acts on: a Decisions view item, a record's URI, or an id in a folder. */
export interface SupersedeArgs {
  id?: string;
  uri?: vscode.Uri;
  folder?: vscode.WorkspaceFolder | vscode.Uri | string;
  /** The new decision's title; asked for when absent. */
  newTitle?: string;
}

/**
 * "ADR Lens: Supersede with New Decision…": the adr-tools `new -s` step from the Decisions view or the open record.
 * Without a target it takes the record in the active editor, so the palette command works where people read records.
 */
export async function supersedeDecision(
  extensionPath: string,
  decisions: DecisionsProvider,
  configArgs: ConfigArgs,
  target: SupersedeArgs | vscode.Uri | undefined,
): Promise<vscode.Uri | undefined> {
  const args: SupersedeArgs = target instanceof vscode.Uri ? { uri: target } : (target ?? {});
  const old = await decisionToSupersede(decisions, args);
  if (!old) return undefined;
  if (old.lifecycle === 'superseded') {
    const go = await vscode.window.showWarningMessage(
      `ADR Lens: ${old.id} is already superseded${old.currentId ? ` (the current decision is ${old.currentId})` : ''}. Supersede it again?`,
      { modal: true },
      'Supersede',
    );
    if (go !== 'Supersede') return undefined;
  }
  const title =
    args.newTitle ??
    (await vscode.window.showInputBox({
      title: `New Decision superseding ${old.id}`,
      prompt: `Title of the decision that replaces "${old.title}"`,
      placeHolder: 'Decision title',
      validateInput: (v) => (v.trim() ? undefined : 'A decision needs a title'),
      ignoreFocusOut: true,
    }));
  if (!title?.trim()) return undefined;
  return newDecision(extensionPath, decisions, configArgs, { title, supersedes: old.id, folder: old.folder.uri });
}

async function decisionToSupersede(decisions: DecisionsProvider, args: SupersedeArgs): Promise<DecisionItem | undefined> {
  const all = await decisions.getDecisions();
  const uri = args.uri ?? (args.id ? undefined : vscode.window.activeTextEditor?.document.uri);
  if (uri) {
    const found = all.find((d) => d.uri.toString() === uri.toString());
    if (!found) void vscode.window.showInformationMessage(`ADR Lens: ${vscode.workspace.asRelativePath(uri)} is not a decision record of this workspace.`);
    return found;
  }
  const folderUri = args.folder instanceof vscode.Uri ? args.folder : typeof args.folder === 'string' ? vscode.Uri.file(args.folder) : args.folder?.uri;
  const matches = all.filter((d) => d.id.toLowerCase() === args.id?.toLowerCase() && (!folderUri || d.folder.uri.toString() === folderUri.toString()));
  if (matches.length === 0) void vscode.window.showInformationMessage(`ADR Lens: no decision ${args.id ?? ''} in this workspace.`);
  return matches[0];
}
