// CodeLens commands from the language server arrive as plain LSP JSON; VS Code's references peek
// wants its own types.
import * as vscode from 'vscode';

interface LspPosition {
  line: number;
  character: number;
}
interface LspLocation {
  uri: string;
  range: { start: LspPosition; end: LspPosition };
}

const toPosition = (p: LspPosition | vscode.Position): vscode.Position =>
  p instanceof vscode.Position ? p : new vscode.Position(p.line, p.character);

const toUri = (u: string | vscode.Uri): vscode.Uri => (typeof u === 'string' ? vscode.Uri.parse(u) : u);

export async function showReferences(
  uri: string | vscode.Uri,
  position: LspPosition | vscode.Position,
  locations?: Array<LspLocation | vscode.Location>,
): Promise<void> {
  // A lens may leave the locations out: then ask the reference providers, as "Find All References" would.
  const found =
    locations ?? (await vscode.commands.executeCommand<vscode.Location[]>('vscode.executeReferenceProvider', toUri(uri), toPosition(position))) ?? [];
  const converted = found.map((l) =>
    l instanceof vscode.Location ? l : new vscode.Location(toUri(l.uri), new vscode.Range(toPosition(l.range.start), toPosition(l.range.end))),
  );
  await vscode.commands.executeCommand('editor.action.showReferences', toUri(uri), toPosition(position), converted);
}

/** `adrLens.openDecision` from a CodeLens: [uri, range?]; the range, when given, is revealed and selected. */
export async function openDecision(uri: string | vscode.Uri, range?: { start: LspPosition; end: LspPosition }): Promise<void> {
  const selection = range ? new vscode.Range(toPosition(range.start), toPosition(range.end)) : undefined;
  await vscode.window.showTextDocument(toUri(uri), { selection, preview: true });
}
