// Windows-only path behaviour, exercised on any OS: the functions take node:path's win32 flavour (or plain strings)
// where a Windows path crosses into the engine's POSIX paths. process.platform is never faked.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, win32 } from 'node:path';
import { sourceModule } from './engine/engine-helpers.mjs';
import { tempDir } from './temp-dir.mjs';

const tooBroad = sourceModule('engine/too-broad.ts');
const folders = sourceModule('extension/workspaceFolders.ts');
const snapshots = sourceModule('engine/snapshot-store.ts');
const apply = sourceModule('engine/apply.ts');

// VS Code's folder URI file:///c%3A/Users/me gives "c:\Users\me" (fileURLToPath keeps the lower-case drive letter,
// and uri.fsPath lower-cases it); os.homedir() on Windows is "C:\Users\me".
test('the home folder is refused whatever the case of its drive letter (language server, MCP server)', () => {
  assert.equal(tooBroad.tooBroadToIndex('c:\\Users\\me', 'C:\\Users\\me', win32), 'home');
  assert.equal(tooBroad.tooBroadToIndex('C:\\users\\ME\\', 'C:\\Users\\me', win32), 'home');
  assert.equal(tooBroad.tooBroadToIndex('c:\\', 'C:\\Users\\me', win32), 'disk');
  assert.equal(tooBroad.tooBroadToIndex('\\\\server\\share\\', 'C:\\Users\\me', win32), 'disk');
  assert.equal(tooBroad.tooBroadToIndex('c:\\Users\\me\\project', 'C:\\Users\\me', win32), undefined);
  // POSIX as before: the exact folder only.
  assert.equal(tooBroad.tooBroadToIndex('/home/me', '/home/me'), 'home');
  assert.equal(tooBroad.tooBroadToIndex('/home/me/', '/home/me'), 'home');
  assert.equal(tooBroad.tooBroadToIndex('/home/Me', '/home/me'), undefined);
  assert.equal(tooBroad.tooBroadToIndex('/', '/home/me'), 'disk');
  assert.equal(tooBroad.tooBroadToIndex('/home/me/project', '/home/me'), undefined);
});

test('the home folder is refused whatever the case of its drive letter (extension: Decisions view, MCP definitions)', () => {
  assert.equal(folders.tooBroadToIndex('c:\\Users\\me', 'C:\\Users\\me', win32), 'home');
  assert.equal(folders.tooBroadToIndex('c:\\', 'C:\\Users\\me', win32), 'disk');
  assert.equal(folders.tooBroadToIndex('c:\\Users\\me\\project', 'C:\\Users\\me', win32), undefined);
  assert.equal(folders.tooBroadToIndex('/home/me', '/home/me'), 'home');
  assert.equal(folders.tooBroadToIndex('/home/Me', '/home/me'), undefined);
});

test('one snapshot per folder on Windows, however the folder is spelled', () => {
  const cache = 'C:\\Users\\me\\AppData\\Local\\adr-lens\\Cache';
  const fromEditor = snapshots.snapshotFile(cache, 'c:\\proj', win32); // VS Code's fsPath (language server, MCP --root)
  assert.equal(snapshots.snapshotFile(cache, 'C:\\Proj', win32), fromEditor); // a terminal's current directory (CLI)
  assert.equal(snapshots.snapshotFile(cache, 'C:/proj/', win32), fromEditor);
  assert.notEqual(snapshots.snapshotFile(cache, 'c:\\other', win32), fromEditor);
  assert.ok(fromEditor.startsWith(`${cache}\\snapshots\\`), fromEditor);
  // POSIX keys are unchanged: case counts.
  assert.notEqual(snapshots.snapshotFile('/cache', '/work/Proj'), snapshots.snapshotFile('/cache', '/work/proj'));
  assert.equal(snapshots.snapshotFile('/cache', '/work/proj'), snapshots.snapshotFile('/cache', '/work/proj/'));
});

test('a new record takes the line endings of the records beside it (a Windows checkout with core.autocrlf)', (t) => {
  const root = tempDir('adr-lens-crlf-');
  t.after(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'docs', 'adr'), { recursive: true });
  mkdirSync(join(root, 'docs', 'lf'), { recursive: true });
  writeFileSync(join(root, 'docs', 'adr', '0001-first.md'), '# 1. First\r\n\r\n## Status\r\n\r\nAccepted\r\n');
  writeFileSync(join(root, 'docs', 'lf', '0001-first.md'), '# 1. First\n\n## Status\n\nAccepted\n');
  const content = '# 2. Second\n\nDate: 2026-01-01\n\n## Status\n\nAccepted\n';
  const superseded = { path: 'docs/adr/0001-first.md', range: { start: { line: 4, character: 0 }, end: { line: 4, character: 8 } }, newText: 'Superseded by [2](0002-second.md)\nsee above' };
  apply.applyNewRecordPlan(root, { path: 'docs/adr/0002-second.md', id: 'ADR-0002', number: 2, content, edits: [superseded] }, { collections: ['docs/adr', 'docs/lf'] });
  const written = readFileSync(join(root, 'docs', 'adr', '0002-second.md'), 'utf8');
  assert.equal(written, content.replace(/\n/g, '\r\n'));
  // The superseded record keeps its own line endings too.
  assert.equal(readFileSync(join(root, 'docs', 'adr', '0001-first.md'), 'utf8'), '# 1. First\r\n\r\n## Status\r\n\r\nSuperseded by [2](0002-second.md)\r\nsee above\r\n');
  // Beside LF records, and in a new folder, the plan's "\n" as before.
  apply.applyNewRecordPlan(root, { path: 'docs/lf/0002-second.md', id: 'ADR-0002', number: 2, content, edits: [] });
  assert.equal(readFileSync(join(root, 'docs', 'lf', '0002-second.md'), 'utf8'), content);
  apply.applyNewRecordPlan(root, { path: 'docs/new/0001-second.md', id: 'ADR-0001', number: 1, content, edits: [] });
  assert.equal(readFileSync(join(root, 'docs', 'new', '0001-second.md'), 'utf8'), content);
});

// An agent passes an absolute path as it knows it: "C:\Proj\src\a.ts" while VS Code started the server on "c:\proj".
test('MCP tools take an absolute Windows path under the root in any case; POSIX roots stay exact', () => {
  const { workspacePath } = sourceModule('server/tools/common.ts');
  const windows = { root: 'c:\\proj' };
  assert.equal(workspacePath(windows, 'C:\\proj\\src\\a.ts'), 'src/a.ts');
  assert.equal(workspacePath(windows, 'C:/Proj/src/a.ts'), 'src/a.ts');
  assert.equal(workspacePath(windows, 'c:\\PROJ'), '');
  assert.throws(() => workspacePath(windows, 'C:\\project\\x.ts'), /outside the workspace/);
  assert.throws(() => workspacePath(windows, 'D:\\proj\\x.ts'), /outside the workspace/);
  const posix = { root: '/home/u/proj' };
  assert.equal(workspacePath(posix, '/home/u/proj/src/a.ts'), 'src/a.ts');
  assert.throws(() => workspacePath(posix, '/home/u/Proj/src/a.ts'), /outside the workspace/);
});

// On Windows and macOS a file renamed only in case still opens by its old name: the MCP server asked existsSync, kept
// the old name as well as the new one, and so held the record twice (duplicate-number) until a restart.
test('a path exists for the MCP watcher only as its folder lists it, letter case included', () => {
  const { existsAsNamed } = sourceModule('server/exact-path.ts');
  const root = '/ws';
  const listings = { '/ws': ['docs'], '/ws/docs': ['adr'], '/ws/docs/adr': ['0001-foo.md'] };
  let listed = 0;
  const list = (folder) => (listed++, listings[folder]);
  const cache = new Map();
  assert.equal(existsAsNamed(root, 'docs/adr/0001-foo.md', list, cache), true);
  assert.equal(existsAsNamed(root, 'docs/adr/0001-Foo.md', list, cache), false, 'the old spelling is gone');
  assert.equal(existsAsNamed(root, 'Docs/adr/0001-foo.md', list, cache), false);
  assert.equal(existsAsNamed(root, 'docs/gone/x.md', list, cache), false, 'a folder its parent does not list');
  assert.equal(existsAsNamed('/elsewhere', 'x.md', list, new Map()), false, 'a folder that cannot be listed');
  assert.equal(listed, 4, 'each folder listed once per batch (three here, one for the other root)');
});
