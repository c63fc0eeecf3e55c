// Command ids the language server puts into CodeLenses. The VS Code extension registers these
// commands (extension/), because LSP arguments are plain JSON and VS Code's own commands want Uri
// objects: the extension converts the strings below before calling the built-in command.
import type { DecisionSummary } from '../engine/api.js';

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

/**
 * The client's "Supersede with New Decision…": asks for the new title, writes the successor and marks this record
 * superseded. Offered beside the status changes only to a client that names it in initializationOptions.commands.
 * Arguments: [{ id: string, folder: string }] (the record's id, the absolute path of its workspace folder).
 */
export const SUPERSEDE_COMMAND = 'adrLens.supersedeDecision';

/** A lens that only informs (nothing to click): VS Code renders a CodeLens with an empty command id as plain text. */
export const NO_COMMAND = '';

/**
 * Ranked full-text search over the decisions of every workspace folder: the engine's search, as `adr-lens search` and
 * the MCP tool search_decisions answer it, for the extension's "Search Decisions" quick pick.
 * Params: SearchDecisionsParams. Answers SearchDecisionsResult, best first across the folders. A blank query answers
 * nothing and starts building the search index in the background, a slice at a time: the quick pick sends one as it
 * opens, so the first words typed do not wait for the whole index.
 */
export const SEARCH_DECISIONS_REQUEST = 'adrLens/searchDecisions';

export interface SearchDecisionsParams {
  query: string;
  /** 1–100; 20 when absent. */
  limit?: number;
}

export interface SearchDecisionsItem {
  uri: string;
  id: string;
  title: string;
  status?: string;
  lifecycle: string;
  date?: string;
  /** The decision in force when this one is superseded (end of its chain). */
  currentId?: string;
  /** Words around the best match, matches between ** and **. */
  snippet: string;
  score: number;
}

export interface SearchDecisionsResult {
  items: SearchDecisionsItem[];
}

/**
 * The decision graph of one workspace folder as the arc diagram `adr-lens graph --format svg` draws, for the
 * extension's Decision Graph view. Params: DecisionGraphParams. Answers DecisionGraphResult, or null when no folder
 * holds `uri` (or none is loaded yet).
 */
export const DECISION_GRAPH_REQUEST = 'adrLens/decisionGraph';

/**
 * Sent by the server (shortly after, and once for a burst) when records came or went, an id, title, status or relation
 * changed, or a document cites other decisions than before, in an open editor or on disk: views that draw decisions
 * ask again. Only to a client that asked for it with `initializationOptions.decisionsChanged: true`. No params.
 */
export const DECISIONS_CHANGED_NOTIFICATION = 'adrLens/decisionsChanged';

/**
 * Every decision of one workspace folder, as `adr-lens list --json` gives them (DecisionSummary), for the extension's
 * Decisions view on its first listing: the server has the workspace loaded, and a CLI loading it beside the server
 * on a first start slows both. Params: { uri } of the folder. Answers { decisions }, or null when the server does not
 * serve that folder (turned off, too broad, failed to load).
 */
export const LIST_DECISIONS_REQUEST = 'adrLens/listDecisions';

export interface ListDecisionsParams {
  uri: string;
}

export interface ListDecisionsResult {
  decisions: DecisionSummary[];
}

export interface DecisionGraphParams {
  /** A document or folder: its workspace folder's graph; a record also picks its collection and is marked. Absent: the first folder. */
  uri?: string;
  /** A collection's folder (workspace-relative); null for every collection; absent: the record's own, else every one. */
  collection?: string | null;
  /** Decisions without any relation too (by default only those with one, and the record asked about). */
  all?: boolean;
}

export interface DecisionGraphResult {
  /** The workspace folder the graph is of; `path`s in the SVG (data-path) are relative to it. */
  folderUri: string;
  svg: string;
  /** Every collection of the folder, for a choice of one. */
  collections: string[];
  collection: string | null;
  all: boolean;
  decisions: number;
  relations: number;
  /** Id of the record `uri` named, marked in the SVG. */
  highlight?: string;
}
