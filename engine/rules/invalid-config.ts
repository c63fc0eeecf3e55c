import doc from '../../docs/rules/invalid-config.md';
import { defineRule } from './define.js';
import { configProblemDetail } from '../config/load.js';
import { globMatcher } from '../discovery/walk.js';
import type { DecisionIndex } from '../model.js';
import type { Range } from '../types.js';
import { editDistance, posixBasename, posixDirname } from '../text.js';

export default defineRule({
  id: 'ADR025',
  name: 'invalid-config',
  description: 'A setting in .adr-lens.json is invalid; analysis goes on with the default for that setting.',
  defaultSeverity: 'error',
  tags: ['config'],
  doc,
  scope: 'workspace',
  checkWorkspace(ctx) {
    const out: Array<{ path: string; range: Range; message: string }> = ctx.index.configProblems.map((p) => ({
      path: p.path,
      range: p.range,
      // The diagnostic carries the file and range itself: the message says the key and the problem, once.
      message: p.key ? `"${p.key}": ${configProblemDetail(p)}` : configProblemDetail(p),
    }));
    const source = ctx.index.configSource();
    if (source) for (const f of foldersNamingNothing(ctx.index)) out.push({ path: source.path, range: source.locate(f.keyPath), message: `"${f.key}": ${f.message}` });
    return out;
  },
});

/**
 * `collections` and `codeRoots` entries that name no folder, and collection globs that match none: valid JSON that
 * changes nothing, as a typo does ("docs/tdrs" for docs/tdr). With `collections` set, discovery looks nowhere else,
 * so such a typo silently drops every record of that folder.
 */
function foldersNamingNothing(index: DecisionIndex): Array<{ key: string; keyPath: Array<string | number>; message: string }> {
  const out: Array<{ key: string; keyPath: Array<string | number>; message: string }> = [];
  const { collections, codeRoots } = index.config;
  const found = index.collections().filter((c) => c.source === 'config');
  collections.forEach((entry, i) => {
    if (/[*?[{]/.test(entry)) {
      const match = globMatcher([entry]);
      if (!found.some((c) => match(c.dir))) out.push({ key: `collections[${i}]`, keyPath: ['collections', i], message: `the pattern "${entry}" matches no folder, so no records are read by it.` });
    } else if (!index.isFolder(entry)) {
      out.push({ key: `collections[${i}]`, keyPath: ['collections', i], message: `there is no folder "${entry}"${nearFolder(index, entry)}, so no records are read from it (with "collections" set, ADR Lens looks in no other folder).` });
    }
  });
  codeRoots.forEach((entry, i) => {
    if (entry !== '' && !index.isFolder(entry)) out.push({ key: `codeRoots[${i}]`, keyPath: ['codeRoots', i], message: `there is no folder "${entry}"${nearFolder(index, entry)}, so no code path is looked up under it.` });
  });
  return out;
}

/** ` (did you mean "docs/tdr"?)` for a folder of the same parent whose name is a typo away; else nothing. */
function nearFolder(index: DecisionIndex, path: string): string {
  const parent = posixDirname(path);
  if (parent !== '' && !index.isFolder(parent)) return '';
  const name = posixBasename(path).toLowerCase();
  let best: { name: string; distance: number } | undefined;
  for (const entry of index.fs.readDirectory(parent) ?? []) {
    if (entry.kind !== 'directory') continue;
    const distance = editDistance(entry.name.toLowerCase(), name);
    if (distance <= Math.max(1, Math.floor(name.length / 4)) && (!best || distance < best.distance)) best = { name: entry.name, distance };
  }
  return best ? ` (did you mean "${parent ? `${parent}/` : ''}${best.name}"?)` : '';
}
