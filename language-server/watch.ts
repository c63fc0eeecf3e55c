// Files whose change on disk (git checkout, another tool, a save) the server must hear about.
import { FileChangeType, type FileSystemWatcher } from 'vscode-languageserver/node';
import type { DiskChange } from './folder-session.js';
import { citingFileGlobs, EXTENSIONLESS_RECORD_GLOB } from '../engine/index.js';

export const WATCHED_GLOBS = [
  // What the engine reads for citations (Markdown, code, scripts), asked of the engine so the two lists stay one.
  ...citingFileGlobs(),
  // Records that lost their ".md" (record-without-extension), so their rename back is seen.
  EXTENSIONLESS_RECORD_GLOB,
  '**/.adr-dir',
  '**/.log4brains.{yml,yaml}',
  '**/.adr-lens.json',
  // What git ignores is not walked: a changed .gitignore changes which files count.
  '**/.gitignore',
];

export function fileWatchers(): FileSystemWatcher[] {
  return WATCHED_GLOBS.map((globPattern) => ({ globPattern }));
}

export function toDiskChangeKind(type: FileChangeType): DiskChange['kind'] {
  return type === FileChangeType.Created ? 'created' : type === FileChangeType.Deleted ? 'deleted' : 'changed';
}
