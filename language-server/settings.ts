// VS Code settings (section "adrLens") → the engine's session config. The session config applies
// when a workspace has no .adr-lens.json of its own, so a team's checked-in config always wins.

import { configKeySchemas } from '../engine/config/index.js';
import type { InlayHintScope } from '../engine/api.js';

/** Setting keys under "adrLens" that are passed to the engine as config, unchanged: the keys of .adr-lens.json. */
const configKeys = (): string[] => Object.keys(configKeySchemas()).filter((k) => k !== '$schema');

export interface FolderSettings {
  /** adrLens.enable (default true): false turns off every feature for the folder and clears its diagnostics. */
  enabled: boolean;
  /** Config object for `createEngine({ sessionConfig })`; undefined when the user set nothing. */
  sessionConfig: Record<string, unknown> | undefined;
  /** adrLens.inlayHints: where decision titles follow citations (the engine's InlayHintScope). */
  inlayHints: InlayHintScope;
  /** adrLens.updateLinksOnMove (default true): a record renamed or moved in the editor takes the links to it along. */
  updateLinksOnMove: boolean;
}

export const DEFAULT_SETTINGS: FolderSettings = { enabled: true, sessionConfig: undefined, inlayHints: 'code', updateLinksOnMove: true };

const INLAY_HINT_SCOPES: readonly InlayHintScope[] = ['code', 'all', 'off'];

/** Tolerant: any shape the client sends (null, a wrong type, unknown keys) yields usable settings. */
export function readSettings(raw: unknown): FolderSettings {
  if (!raw || typeof raw !== 'object') return DEFAULT_SETTINGS;
  const s = raw as Record<string, unknown>;
  const config: Record<string, unknown> = {};
  for (const key of configKeys()) {
    const value = s[key];
    if (value === undefined || value === null) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (isPlainObject(value) && Object.keys(value).length === 0) continue;
    config[key] = value;
  }
  const inlayHints = INLAY_HINT_SCOPES.find((scope) => scope === s.inlayHints) ?? DEFAULT_SETTINGS.inlayHints;
  return { enabled: s.enable !== false, sessionConfig: Object.keys(config).length ? config : undefined, inlayHints, updateLinksOnMove: s.updateLinksOnMove !== false };
}

/** Settings that need another engine when they change (inlay hints and link updates are read per request). */
export function sameSettings(a: FolderSettings, b: FolderSettings): boolean {
  return a.enabled === b.enabled && JSON.stringify(a.sessionConfig) === JSON.stringify(b.sessionConfig);
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
