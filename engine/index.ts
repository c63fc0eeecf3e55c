// The engine's public API: what the fronts and the tests import (bundled to dist/engine.js).
export { createEngine } from './engine.js';
export type { CreateEngineOptions } from './engine.js';
export { createNodeFs } from './index/node-fs.js';
export { watchIgnoreFilesAbove, type IgnoreFilesAboveWatcher } from './node-watch-ignore-above.js';
export { answersFile, defaultCacheDirectory, leaveSnapshot, openSnapshotFile, pruneSnapshots, readSnapshotFile, snapshotFile, snapshotNote, touchSnapshotFile, writeSnapshotFile, writeSnapshotFileInSlices } from './snapshot-store.js';
export { applyEditsAndRenames, applyNewRecordPlan, applyTextEdits, applyEditsToText, UnsafeWriteError } from './apply.js';
export type { ApplyOptions, ApplyResult } from './apply.js';
export { InvalidCursorError } from './features/pagination.js';
export { NewRecordError } from './features/new-record.js';
export { StatusChangeError } from './features/status-change.js';
export { leftLinksSentence, RenumberError } from './features/record-move.js';
export { CancelledError, throwIfCancelled } from './types.js';
export type * from './types.js';
export type * from './api.js';
export * as schemas from './schemas.js';
export { BUILTIN_STATUS_MAP, configJsonSchema, configProblemLine } from './config/index.js';
export { allRules, ruleDefinitions, rulesMarkdownTable } from './rules/registry.js';
export { decisionText } from './features/excerpt.js';
export { relationsStatedByOthers } from './features/decision-detail.js';
export { escapeXml, graphCaption, toSvg, type GraphSvgOptions } from './features/graph-svg.js';
export { fixAllEdits, preferredFix, type FixAll, type FixAllOptions } from './features/fix-all.js';
export { FixWriteError, fixWorkspace, fixableOnDisk, type FixScope, type WorkspaceFixes } from './fix-workspace.js';
export { planWorkspaceFixes, type InMemoryFixOptions, type PlannedFixes } from './fix-in-memory.js';
export { listAll } from './list-all.js';
export { EditComposer } from './compose-edits.js';
export { SEVERITIES, atLeast, severityRank, summarizeFindings } from './features/findings-summary.js';
export { lifecycleOf } from './parse/fields.js';
export { FILTER_LIFECYCLES, lifecycleOfFilter } from './features/status-words.js';
export { citingFileGlobs } from './parse/citing.js';
export { EXTENSIONLESS_RECORD_GLOB } from './discovery/collections.js';
export { reloadBeatsUpdates } from './burst.js';

/** Engine version, reported by `--version`, the MCP server info and /health. */
export const ENGINE_VERSION = '0.1.0';
