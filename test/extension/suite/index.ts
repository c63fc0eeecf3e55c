// Entry of the extension-host test suite (bundled to dist/test/suite/index.js). Both launchers load
// it: scripts/vscode-offline.mjs (offline, real VS Code 1.139.1) and test/extension/run-electron.mjs.
import Mocha from 'mocha';
import { defineEditorTests, defineRecordMoveTests } from './editor.test.js';
import { defineExtensionTests } from './extension.test.js';
import { defineGraphTests } from './graph.test.js';
import { defineMcpTests } from './mcp.test.js';
import { defineRestartTests } from './restart.test.js';
import { defineSettingsTests } from './settings.test.js';
import { takeScreenshots } from './screenshots.js';

export function run(): Promise<void> {
  const screenshotDir = process.env.ADR_LENS_SCREENSHOT_DIR;
  if (screenshotDir) return takeScreenshots(screenshotDir);
  const mocha = new Mocha({ ui: 'tdd', color: false, timeout: 90_000, reporter: 'spec' });
  // Tests are bundled, not files on disk: expose the tdd globals, then let each module declare its suites.
  mocha.suite.emit('pre-require', globalThis, 'adr-lens-suite', mocha);
  // Each suite leaves the workspace as it found it, so their order does not matter (checked both ways).
  defineEditorTests();
  defineRecordMoveTests();
  defineExtensionTests();
  defineGraphTests();
  defineMcpTests();
  defineSettingsTests();
  defineRestartTests(); // last: it kills the language server on purpose
  return new Promise((resolve, reject) => {
    mocha.run((failures) => (failures > 0 ? reject(new Error(`${failures} extension test(s) failed`)) : resolve()));
  });
}
