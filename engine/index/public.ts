// What the engine's model offers the facade (engine/index.ts) to re-export: parsing, keys, config, discovery, the index.
export { createWorkspaceIndex } from './workspace-index.js';
export { createNodeFs } from '../node-fs.js';
export { parseRecord, splitTitle, scanCitingDocument, isCitingCandidatePath, isCodePath, type RecordContext, type CitingScanOptions } from '../parse/index.js';
export { decisionKey, displayId, parseDecisionId, keyFromText, numberFromFileName, referencePattern } from '../keys.js';
export { configSchema, configJsonSchema, loadConfig, resolveConfig, defaultConfig, BUILTIN_STATUS_MAP, CONFIG_FILE } from '../config/index.js';
export { discoverCollections, collectionOf, isRecordFile } from '../discovery/index.js';
export { decodeBytes, splitLines } from '../text.js';
export { projectRst } from '../parse/rst.js';
