// Carries out a new-record plan from the engine. The engine only plans; this is the one place the MCP
// server writes, so the workspace guarantees live here: only inside a decision collection, never
// over an existing file, edits only to existing records.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import type { Engine, NewRecordPlan } from '../engine/api.js';
import type { TextEdit } from '../engine/types.js';
import { ToolInputError } from './tool-kit.js';

export interface AppliedPlan {
  created: string;
  edited: string[];
}

export function applyPlan(engine: Engine, plan: NewRecordPlan): AppliedPlan {
  const collections = engine.collections().map((c) => c.dir.replace(/\/+$/, ''));
  const inCollection = (p: string) => collections.some((dir) => dir === '' || p.startsWith(dir + '/'));
  const target = insideWorkspace(engine.root, plan.path);
  if (!inCollection(plan.path)) {
    throw new ToolInputError(`Refusing to write ${plan.path}: it is not inside a decision collection (${collections.join(', ') || 'none found'}).`);
  }
  const editsByPath = new Map<string, TextEdit[]>();
  for (const edit of plan.edits) {
    if (!inCollection(edit.path) || !engine.record(edit.path)) {
      throw new ToolInputError(`Refusing to edit ${edit.path}: only existing decision records inside a collection are edited.`);
    }
    editsByPath.set(edit.path, [...(editsByPath.get(edit.path) ?? []), edit]);
  }
  // Compute every edited text before touching the disk, so a bad edit leaves nothing half-written.
  const edited = [...editsByPath].map(([path, edits]) => {
    const abs = insideWorkspace(engine.root, path);
    return { path, abs, text: applyEdits(readFileSync(abs, 'utf8'), edits) };
  });
  mkdirSync(dirname(target), { recursive: true });
  try {
    writeFileSync(target, plan.content, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new ToolInputError(`${plan.path} already exists; ADR Lens never overwrites a record. Call again to get the next free number.`);
    }
    throw error;
  }
  for (const e of edited) {
    const tmp = `${e.abs}.adr-lens-${process.pid}.tmp`;
    writeFileSync(tmp, e.text);
    renameSync(tmp, e.abs);
  }
  // Tell the warm index at once rather than waiting for the watcher, so the next call sees the new record.
  engine.update(plan.path);
  for (const e of edited) engine.update(e.path);
  return { created: plan.path, edited: edited.map((e) => e.path) };
}

function insideWorkspace(root: string, path: string): string {
  const abs = resolve(root, path);
  const rel = relative(root, abs);
  if (!rel || rel.startsWith('..') || isAbsolute(rel)) throw new ToolInputError(`Refusing to write ${path}: outside the workspace ${root}.`);
  return abs;
}

/** Applies non-overlapping edits (0-based line/character, UTF-16) to a text. */
export function applyEdits(text: string, edits: TextEdit[]): string {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const offset = (line: number, character: number) => {
    if (line >= lineStarts.length) return text.length;
    return Math.min(lineStarts[line] + character, line + 1 < lineStarts.length ? lineStarts[line + 1] : text.length);
  };
  const sorted = edits
    .map((e) => ({ start: offset(e.range.start.line, e.range.start.character), end: offset(e.range.end.line, e.range.end.character), newText: e.newText }))
    .sort((a, b) => b.start - a.start || b.end - a.end);
  let out = text;
  for (const e of sorted) out = out.slice(0, e.start) + e.newText + out.slice(e.end);
  return out;
}
