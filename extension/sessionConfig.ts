// The adrLens.* settings reach the CLI and the MCP server as a `--config` file: the engine uses it
// as session config, only when the folder has no .adr-lens.json of its own (the repository wins).
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { readSettings, sessionConfigFromSettings } from './settings.js';

export type ConfigArgs = (folder: vscode.WorkspaceFolder) => string[];

export function sessionConfigArgs(context: vscode.ExtensionContext): ConfigArgs {
  return (folder) => {
    const config = sessionConfigFromSettings(readSettings(folder));
    const storage = context.storageUri ?? context.globalStorageUri;
    if (!config || storage.scheme !== 'file') return [];
    try {
      fs.mkdirSync(storage.fsPath, { recursive: true });
      const file = path.join(storage.fsPath, `session-config-${folder.index}.json`);
      const text = JSON.stringify(config, null, 2);
      if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
      return ['--config', file];
    } catch {
      return []; // still useful: the folder's own config or the defaults
    }
  };
}
