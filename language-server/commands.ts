// Command ids the language server puts into CodeLenses. The VS Code extension registers these
// commands (extension/), because LSP arguments are plain JSON and VS Code's own commands want Uri
// objects: the extension converts the strings below before calling the built-in command.

/**
 * Show the places that cite a decision, in the references peek view.
 * Arguments: [uri: string, position: {line, character}, locations: Array<{uri: string, range: LSP Range}>]
 * (same shape as `editor.action.showReferences`, but with string URIs and plain ranges).
 */
export const SHOW_REFERENCES_COMMAND = 'adrLens.showReferences';

/**
 * Open a decision record (or any workspace file) in an editor.
 * Arguments: [uri: string, range?: LSP Range] — the range, when given, is revealed and selected.
 */
export const OPEN_DECISION_COMMAND = 'adrLens.openDecision';

/**
 * Apply, across every workspace folder, the fixes that need no reader, pass after pass as `adr-lens check --fix`
 * does (the engine's planWorkspaceFixes, on the editor's buffers and the disk). Served by the language server
 * (workspace/executeCommand), which sends the edit back with workspace/applyEdit so it is one undoable step in the
 * editor. No arguments; answers `{ findings: number, files: number, applied: boolean }`.
 */
export const FIX_WORKSPACE_COMMAND = 'adrLens.fixAllInWorkspace';

/** A lens that only informs (nothing to click): VS Code renders a CodeLens with an empty command id as plain text. */
export const NO_COMMAND = '';
