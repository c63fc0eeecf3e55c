// Writes a planned new record and its edits to existing records. The bars: never overwrite a file,
// never write outside the workspace, never lose text (every edit is computed before anything is written).
import { mkdirSync, readFileSync, realpathSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import type { NewRecordPlan } from '../engine/api.js';
import type { Position, TextEdit } from '../engine/types.js';
import { RuntimeError } from './errors.js';

/** Absolute path of a workspace-relative one, refusing anything that lands outside the root (also via symlinks). */
export function insideWorkspace(root: string, path: string): string {
  const abs = resolve(root, path);
  const rel = relative(root, abs);
  if (isAbsolute(path) || rel === '' || rel.startsWith('..') || isAbsolute(rel)) {
    throw new RuntimeError(`refusing to write ${path}: outside the workspace ${root}`);
  }
  // The nearest existing ancestor must really be inside the root (a symlinked folder could point elsewhere).
  let probe = dirname(abs);
  while (!existsSync(probe)) probe = dirname(probe);
  const realRoot = realpathSync(root);
  const realRel = relative(realRoot, realpathSync(probe));
  if (realRel.startsWith('..') || isAbsolute(realRel)) {
    throw new RuntimeError(`refusing to write ${path}: its folder resolves outside the workspace ${root}`);
  }
  return abs;
}

function offsetAt(text: string, lineStarts: number[], p: Position): number {
  if (p.line >= lineStarts.length) return text.length;
  const start = lineStarts[p.line]!;
  const next = p.line + 1 < lineStarts.length ? lineStarts[p.line + 1]! : text.length;
  // Clamp to the end of the line's content (before \r\n / \n).
  let end = next;
  if (end > start && text[end - 1] === '\n') end--;
  if (end > start && text[end - 1] === '\r') end--;
  return Math.min(start + p.character, end);
}

export function applyTextEdits(text: string, edits: TextEdit[]): string {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const spans = edits
    .map((e) => ({ from: offsetAt(text, lineStarts, e.range.start), to: offsetAt(text, lineStarts, e.range.end), newText: e.newText }))
    .sort((a, b) => b.from - a.from || b.to - a.to);
  let result = text;
  let floor = Infinity;
  for (const s of spans) {
    if (s.to > floor) throw new RuntimeError('the planned edits overlap; nothing was written');
    result = result.slice(0, s.from) + s.newText + result.slice(s.to);
    floor = s.from;
  }
  return result;
}

export interface AppliedPlan {
  created: string;
  edited: string[];
}

export function applyNewRecordPlan(root: string, plan: NewRecordPlan): AppliedPlan {
  const target = insideWorkspace(root, plan.path);
  if (existsSync(target)) throw new RuntimeError(`${plan.path} already exists; not overwriting it`);

  const byPath = new Map<string, TextEdit[]>();
  for (const e of plan.edits) byPath.set(e.path, [...(byPath.get(e.path) ?? []), e]);
  const rewrites: Array<{ path: string; abs: string; text: string }> = [];
  for (const [path, edits] of byPath) {
    const abs = insideWorkspace(root, path);
    let before: string;
    try {
      before = readFileSync(abs, 'utf8');
    } catch {
      throw new RuntimeError(`cannot read ${path} to record the supersede; nothing was written`);
    }
    rewrites.push({ path, abs, text: applyTextEdits(before, edits) });
  }

  mkdirSync(dirname(target), { recursive: true });
  try {
    writeFileSync(target, plan.content, { flag: 'wx' });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw new RuntimeError(`${plan.path} already exists; not overwriting it`);
    throw new RuntimeError(`cannot create ${plan.path}: ${(err as Error).message}`);
  }
  for (const r of rewrites) writeFileSync(r.abs, r.text);
  return { created: plan.path.split(sep).join('/'), edited: rewrites.map((r) => r.path) };
}
