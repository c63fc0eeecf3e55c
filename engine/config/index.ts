export { configSchema, configKeySchemas, configJsonSchema, lifecycleSchema, severitySettingSchema, type AdrLensConfig } from './schema.js';
export { loadConfig, resolveConfig, configProblemDetail, configProblemLine, type LoadedConfig } from './load.js';
export { defaultConfig, BUILTIN_STATUS_MAP, CONFIG_FILE, DEFAULT_MAX_FILE_SIZE, SKIPPED_DIRECTORIES } from './defaults.js';
