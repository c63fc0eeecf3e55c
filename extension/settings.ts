// Reads the `adrLens.*` settings once per use: VS Code hands back live values, so nothing is cached.
import * as vscode from 'vscode';

export const SECTION = 'adrLens';

export interface AdrLensSettings {
  enable: boolean;
  collections: string[];
  idPrefixes: string[];
  rules: Record<string, string>;
  mcpEnabled: boolean;
  mcpAllowWrites: boolean;
  /** Servers start from, and leave, a workspace snapshot in the user's cache folder. */
  cacheEnabled: boolean;
}

export function readSettings(scope?: vscode.ConfigurationScope): AdrLensSettings {
  const c = vscode.workspace.getConfiguration(SECTION, scope);
  return {
    enable: c.get<boolean>('enable', true),
    collections: c.get<string[]>('collections', []),
    idPrefixes: c.get<string[]>('idPrefixes', []),
    rules: c.get<Record<string, string>>('rules', {}),
    mcpEnabled: c.get<boolean>('mcp.enabled', true),
    mcpAllowWrites: c.get<boolean>('mcp.allowWrites', false),
    cacheEnabled: c.get<boolean>('cache.enabled', true),
  };
}

/**
 * Environment of every ADR Lens process for these settings: the language server, and the CLI that the
 * Decisions view and New Decision run (each reads ADR_LENS_CACHE itself; the MCP server gets --no-cache).
 */
export function processEnv(s: AdrLensSettings): Record<string, string> {
  return s.cacheEnabled ? {} : { ADR_LENS_CACHE: 'off' };
}

/**
 * The settings as an engine session config (the shape of `.adr-lens.json`), used only when the
 * workspace has no config file of its own. Empty settings give `undefined`: zero config.
 */
export function sessionConfigFromSettings(s: AdrLensSettings): Record<string, unknown> | undefined {
  const config: Record<string, unknown> = {};
  if (s.collections.length > 0) config.collections = s.collections;
  if (s.idPrefixes.length > 0) config.idPrefixes = s.idPrefixes;
  if (Object.keys(s.rules).length > 0) config.rules = s.rules;
  return Object.keys(config).length > 0 ? config : undefined;
}
