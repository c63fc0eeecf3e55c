// Offers the ADR Lens MCP server to VS Code's agents (Copilot agent mode and others): one stdio server
// per workspace folder, run by the editor's own runtime, in its own process.
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { ConfigArgs } from './sessionConfig.js';
import { processEnv, readSettings, SECTION } from './settings.js';
import { tooBroadToIndex } from './workspaceFolders.js';
import { fileFolders } from './fileFolders.js';

export const MCP_PROVIDER_ID = 'adrLens.mcp';

export class AdrLensMcpProvider implements vscode.McpServerDefinitionProvider<vscode.McpStdioServerDefinition>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeMcpServerDefinitions = this.changed.event;
  private readonly subscriptions: vscode.Disposable[] = [];

  constructor(
    private readonly context: vscode.ExtensionContext,
    private readonly configArgs: ConfigArgs,
  ) {
    this.subscriptions.push(
      vscode.workspace.onDidChangeWorkspaceFolders(() => this.changed.fire()),
      vscode.workspace.onDidGrantWorkspaceTrust(() => this.changed.fire()),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration(SECTION)) this.changed.fire();
      }),
    );
  }

  provideMcpServerDefinitions(): vscode.McpStdioServerDefinition[] {
    // Restricted Mode: an agent-facing server is exactly what an untrusted workspace should not get.
    if (!vscode.workspace.isTrusted) return [];
    const folders = fileFolders();
    const version = String(this.context.extension.packageJSON.version ?? '0.0.0');
    const server = path.join(this.context.extensionPath, 'dist', 'mcp-server.js');
    const definitions: vscode.McpStdioServerDefinition[] = [];
    for (const folder of folders) {
      if (tooBroadToIndex(folder.uri.fsPath)) continue;
      const settings = readSettings(folder);
      if (!settings.enable || !settings.mcpEnabled) continue;
      const args = [server, '--root', folder.uri.fsPath, ...this.configArgs(folder)];
      if (settings.mcpAllowWrites) args.push('--allow-writes');
      if (!settings.cacheEnabled) args.push('--no-cache');
      const label = folders.length > 1 ? `ADR Lens (${folder.name})` : 'ADR Lens';
      // VS Code caches tools per label and version: the write tool appears or disappears with the
      // setting, so the version says which set this is.
      const definition = new vscode.McpStdioServerDefinition(
        label,
        process.execPath,
        args,
        // With the cache setting off, ADR_LENS_CACHE=off: neither the snapshot (--no-cache) nor the code cache.
        { ELECTRON_RUN_AS_NODE: '1', ...processEnv(settings) },
        settings.mcpAllowWrites ? `${version}+writes` : version,
      );
      definition.cwd = folder.uri;
      definitions.push(definition);
    }
    return definitions;
  }

  resolveMcpServerDefinition(definition: vscode.McpStdioServerDefinition): vscode.McpStdioServerDefinition {
    return definition;
  }

  dispose(): void {
    this.changed.dispose();
    for (const s of this.subscriptions) s.dispose();
  }
}

/** Registers the provider when this VS Code has the MCP API (1.101+); older hosts simply go without. */
export function registerMcpProvider(context: vscode.ExtensionContext, configArgs: ConfigArgs): AdrLensMcpProvider | undefined {
  const lm = (vscode as { lm?: Partial<typeof vscode.lm> }).lm;
  if (typeof lm?.registerMcpServerDefinitionProvider !== 'function' || typeof vscode.McpStdioServerDefinition !== 'function') return undefined;
  const provider = new AdrLensMcpProvider(context, configArgs);
  context.subscriptions.push(provider, lm.registerMcpServerDefinitionProvider(MCP_PROVIDER_ID, provider));
  return provider;
}
