// Files whose change on disk (git checkout, another tool, a save) the server must hear about.
import { FileChangeType, WatchKind, type FileSystemWatcher } from 'vscode-languageserver/node';
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

/**
 * Anything created or deleted: a folder deleted, moved or checked out comes as one event for the folder, none for the
 * files in it (the editor folds them into it), so a folder of records renamed on disk would leave its records behind.
 * A folder that comes is walked for the files the engine reads (FolderSession.folderCreated); one that goes takes its
 * files with it (the engine's remove).
 */
export const FOLDER_WATCHER: FileSystemWatcher = { globPattern: '**/*', kind: WatchKind.Create | WatchKind.Delete };

export function fileWatchers(): FileSystemWatcher[] {
  return [...WATCHED_GLOBS.map((globPattern) => ({ globPattern })), FOLDER_WATCHER];
}

export function toDiskChangeKind(type: FileChangeType): DiskChange['kind'] {
  return type === FileChangeType.Created ? 'created' : type === FileChangeType.Deleted ? 'deleted' : 'changed';
}
