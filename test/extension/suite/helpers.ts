// Shared helpers: the fixture workspace, the extension's test API, and polling with a deadline
// (the language server answers asynchronously; tests wait for what a user would see, never sleep).
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { AdrLensApi } from '../../../extension/main.js';

export const EXTENSION_ID = 'adr-lens.adr-lens';

export function workspaceRoot(): vscode.Uri {
  const folder = vscode.workspace.workspaceFolders?.[0];
  assert.ok(folder, 'the test workspace (a copy of test/fixtures/e2e-workspace) is not open');
  return folder.uri;
}

export function fileUri(relative: string): vscode.Uri {
  return vscode.Uri.joinPath(workspaceRoot(), ...relative.split('/'));
}

export async function activateExtension(): Promise<AdrLensApi> {
  const ext = vscode.extensions.getExtension<AdrLensApi>(EXTENSION_ID);
  assert.ok(ext, `extension ${EXTENSION_ID} is not installed in this host`);
  return ext.activate();
}

/** Polls `probe` until it returns a truthy value; fails with `what` and the last value seen. */
export async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
      last = value;
    } catch (e) {
      lastError = e;
    }
    if (Date.now() > deadline) {
      const detail = lastError instanceof Error ? lastError.message : JSON.stringify(last);
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what} (last: ${detail})`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Runs `change` (a settings update that restarts the language server) and waits for the new server process. The
 * restart runs from a configuration listener the update does not wait for: a test that went on at once could meet
 * the old server, or have the new one spawned with the environment it sets next (a cache folder of its own).
 */
export async function restartingServer(api: AdrLensApi, change: () => Thenable<void> | Promise<void>): Promise<void> {
  const before = await waitFor('a running language server', () => api.serverPid());
  await change();
  await waitFor('the language server restarted', () => (api.serverRunning() && api.serverPid() !== before ? api.serverPid() : undefined));
}

export async function openDocument(relative: string): Promise<vscode.TextDocument> {
  const doc = await vscode.workspace.openTextDocument(fileUri(relative));
  await vscode.window.showTextDocument(doc, { preview: false });
  return doc;
}

/** Position of the first occurrence of `needle` in the document, plus `offset` characters. */
export function positionOf(doc: vscode.TextDocument, needle: string, offset = 0): vscode.Position {
  const at = doc.getText().indexOf(needle);
  assert.ok(at >= 0, `"${needle}" not found in ${doc.uri.fsPath}`);
  return doc.positionAt(at + offset);
}

export function diagnosticsText(uri: vscode.Uri): string {
  return vscode.languages
    .getDiagnostics(uri)
    .map((d) => `${d.range.start.line + 1}: ${d.message}`)
    .join('\n');
}

export function hoverText(hovers: vscode.Hover[] | undefined): string {
  return (hovers ?? [])
    .flatMap((h) => h.contents)
    .map((c) => (typeof c === 'string' ? c : 'value' in c ? c.value : ''))
    .join('\n');
}
