// Files whose change on disk (git checkout, another tool, a save) the server must hear about.
import { FileChangeType, type FileSystemWatcher } from 'vscode-languageserver/node';
import type { DiskChange } from './folder-session.js';

/** Code files that may cite decisions in comments; kept broad because any language can. */
const CODE_EXTENSIONS = [
  'ts', 'tsx', 'mts', 'cts', 'js', 'jsx', 'mjs', 'cjs', 'py', 'rb', 'go', 'rs', 'java', 'kt', 'kts', 'scala', 'groovy',
  'gradle', 'cs', 'fs', 'vb', 'c', 'h', 'cc', 'cpp', 'cxx', 'hpp', 'hh', 'm', 'mm', 'swift', 'php', 'pl', 'sh', 'bash',
  'zsh', 'ps1', 'sql', 'yaml', 'yml', 'toml', 'tf', 'hcl', 'lua', 'ex', 'exs', 'erl', 'hs', 'clj', 'dart', 'r', 'jl',
  'vue', 'svelte', 'proto', 'graphql', 'zig', 'nim', 'ml', 'elm', 'txt', 'rst', 'adoc',
];

export const WATCHED_GLOBS = [
  '**/*.{md,markdown,mdx}',
  `**/*.{${CODE_EXTENSIONS.join(',')}}`,
  '**/.adr-dir',
  '**/.log4brains.{yml,yaml}',
  '**/.adr-lens.json',
];

export function fileWatchers(): FileSystemWatcher[] {
  return WATCHED_GLOBS.map((globPattern) => ({ globPattern }));
}

export function toDiskChangeKind(type: FileChangeType): DiskChange['kind'] {
  return type === FileChangeType.Created ? 'created' : type === FileChangeType.Deleted ? 'deleted' : 'changed';
}
