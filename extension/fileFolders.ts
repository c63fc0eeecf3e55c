// The workspace folders ADR Lens reads: those on disk. A virtual folder (a remote repository opened in the browser)
// has no files for the engine, the CLI or the servers to read.
import * as vscode from 'vscode';

export function fileFolders(): vscode.WorkspaceFolder[] {
  return vscode.workspace.workspaceFolders?.filter((f) => f.uri.scheme === 'file') ?? [];
}
