// The language server asks the editor to watch the files the engine reads for citations: every kind of file the
// engine would scan (code, Helm templates, project files, scripts, reStructuredText) must be watched, or a change
// on disk (git checkout) leaves its citations stale.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import picomatch from 'picomatch';
import { sourceModule } from '../engine/engine-helpers.mjs';

const { WATCHED_GLOBS } = sourceModule('language-server/watch.ts');
const { isCitingCandidatePath } = sourceModule('engine/parse/citing.ts');
const watched = picomatch(WATCHED_GLOBS, { dot: true });

test('every file the engine scans for citations is watched', () => {
  const paths = [
    'docs/guide.md', 'src/app.ts', 'infra/main.tf', 'charts/app/templates/_helpers.tpl', 'src/App/App.csproj',
    'views/page.html.erb', 'docs/rfc/rfc-004.rst', 'Dockerfile', 'Dockerfile.worker', 'Jenkinsfile', '.husky/commit-msg',
    'bin/release', 'scripts/deploy', 'lib/mix.exs', 'db/schema.sql', 'deploy/values.yaml',
  ];
  for (const p of paths) assert.ok(isCitingCandidatePath(p), `${p} is scanned`);
  assert.deepEqual(paths.filter((p) => !watched(p)), []);
  for (const p of ['.adr-dir', 'docs/.log4brains.yml', '.adr-lens.json', '.gitignore', 'packages/a/.gitignore']) assert.ok(watched(p), p);
});

test('records that lost their .md are watched, in the server and in the Decisions view', () => {
  const { isExtensionlessRecordName } = sourceModule('engine/discovery/collections.ts');
  const names = ['0016-handle-concurrent-git-operations', '20230123-embeddings-for-resources', 'ADR-0007-use-kafka-streams', 'adr_12_keep_it_small', '2024-03-05-pick-a-queue'];
  for (const n of names) assert.ok(isExtensionlessRecordName(n), n);
  assert.deepEqual(names.map((n) => `docs/adr/${n}`).filter((p) => !watched(p)), []);
  // The view's own watcher (extension/main.ts) takes them in too.
  const source = readFileSync(new URL('../../extension/main.ts', import.meta.url), 'utf8');
  const glob = /createFileSystemWatcher\('([^']+)'\)/.exec(source)?.[1];
  assert.ok(glob, 'the Decisions view watches files on disk');
  const viewWatches = picomatch(glob, { dot: true });
  assert.deepEqual(names.map((n) => `docs/adr/${n}`).filter((p) => !viewWatches(p)), []);
  assert.ok(viewWatches('docs/adr/0001-record.md') && !viewWatches('docs/adr/LICENSE'));
});
