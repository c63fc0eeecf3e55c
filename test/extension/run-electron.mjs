#!/usr/bin/env node
// Runs the extension-host suite in desktop VS Code, downloaded by @vscode/test-electron (needs the
// network; `npm run test:e2e` is the offline launcher of the same suite). Run `npm run build` first.
//   node test/extension/run-electron.mjs            # VS Code "stable"
//   VSCODE_VERSION=1.101.0 node test/extension/run-electron.mjs   # the engines floor
import { runTests } from '@vscode/test-electron';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const extensionTestsPath = path.join(repo, 'dist', 'test', 'suite', 'index.js');
if (!existsSync(extensionTestsPath)) {
  console.error(`${extensionTestsPath} not found: run \`npm run build\` first`);
  process.exit(2);
}

// The suite edits its workspace (quick fix, New Decision): give it a fresh copy every run.
const workspace = mkdtempSync(path.join(tmpdir(), 'adr-lens-e2e-'));
cpSync(path.join(repo, 'test', 'fixtures', 'e2e-workspace'), workspace, { recursive: true });

let code = 1;
try {
  code = await runTests({
    version: process.env.VSCODE_VERSION || 'stable',
    extensionDevelopmentPath: repo,
    extensionTestsPath,
    launchArgs: [workspace, '--disable-extensions', '--disable-workspace-trust', '--skip-welcome', '--skip-release-notes'],
  });
} catch (err) {
  console.error(`extension tests failed to run: ${err instanceof Error ? err.message : err}`);
  code = 1;
} finally {
  if (code === 0) rmSync(workspace, { recursive: true, force: true });
  else console.error(`workspace kept for inspection: ${workspace}`);
}
process.exit(code);
