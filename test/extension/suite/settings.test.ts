// The settings that say what ADR Lens may touch hold for the Decisions view too, not only for the
// language server and the MCP server: adrLens.cache.enabled, adrLens.enable, and the whole-disk /
// home-folder guard.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { AdrLensApi } from '../../../extension/main.js';
import { activateExtension, restartingServer, waitFor, workspaceRoot } from './helpers.js';

/** Files under `dir`, recursively (the CLI writes snapshots/<hash>.bin there). */
function filesUnder(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => fs.statSync(path.join(dir, f)).isFile()) : [];
}

/** Sets process.env keys for the CLI runs of `body` (runCliJson passes the host's environment on), then restores them. */
async function withEnv<T>(vars: Record<string, string>, body: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  try {
    return await body();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

export function defineSettingsTests(): void {
  suite('ADR Lens settings and the Decisions view', () => {
    let api: AdrLensApi;
    const config = () => vscode.workspace.getConfiguration('adrLens');

    suiteSetup(async () => {
      api = await activateExtension();
    });

    test('with adrLens.cache.enabled off, the view runs the CLI without writing a snapshot', async () => {
      const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adr-lens-e2e-cache-'));
      let turnedOff = false;
      try {
        await withEnv({ ADR_LENS_CACHE_DIR: cacheDir }, async () => {
          // The setting on: the CLI leaves its snapshot where this test looks (so the test can see one).
          assert.ok((await api.listDecisions()).length > 0);
          assert.notDeepEqual(filesUnder(cacheDir), [], 'with the cache on, list leaves a snapshot');
          fs.rmSync(cacheDir, { recursive: true, force: true });
          fs.mkdirSync(cacheDir);

          await restartingServer(api, () => config().update('cache.enabled', false, vscode.ConfigurationTarget.Workspace));
          turnedOff = true;
          assert.ok((await api.listDecisions()).length > 0, 'the view still lists the decisions');
          assert.deepEqual(filesUnder(cacheDir), [], 'with adrLens.cache.enabled off, nothing is written to the cache folder');
        });
      } finally {
        // After the environment is back: the language server restarts with the setting and must not keep this folder.
        const restore = () => config().update('cache.enabled', undefined, vscode.ConfigurationTarget.Workspace);
        if (turnedOff) await restartingServer(api, restore);
        else await restore();
        fs.rmSync(cacheDir, { recursive: true, force: true });
      }
    });

    test('with adrLens.enable off, the view lists nothing and says why', async () => {
      assert.ok((await api.listDecisions()).length > 0);
      assert.equal(api.decisions.message, undefined);
      await config().update('enable', false, vscode.ConfigurationTarget.Workspace);
      try {
        assert.deepEqual(await api.listDecisions(), []);
        assert.deepEqual(await api.decisions.getChildren(), []);
        assert.match(api.decisions.message ?? '', /turned off .*adrLens\.enable/);
      } finally {
        await config().update('enable', undefined, vscode.ConfigurationTarget.Workspace);
      }
      await waitFor('the language server running again', () => api.serverRunning());
      assert.ok((await api.listDecisions()).length > 0, 'listed again once the setting is back on');
      assert.equal(api.decisions.message, undefined);
    });

    test('a workspace folder that is the home folder is not listed', async () => {
      // os.homedir() reads HOME (USERPROFILE on Windows) each time: make this folder the home folder.
      const home = workspaceRoot().fsPath;
      const listed = await withEnv({ HOME: home, USERPROFILE: home }, () => api.listDecisions());
      assert.deepEqual(listed, []);
      assert.match(api.decisions.message ?? '', /home folder/);
      assert.ok((await api.listDecisions()).length > 0);
    });
  });
}
