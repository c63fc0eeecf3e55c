// Argument pieces shared by several tools, described once so every tool explains them the same way.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileUriToPath } from '../../engine/file-uri.js';
import { z } from 'zod';
import type { Engine, DecisionDetail } from '../../engine/api.js';
import { ToolInputError } from '../tool-kit.js';
import { FILTER_LIFECYCLES } from '../../engine/index.js';
import type { Lifecycle } from '../../engine/index.js';

export const lifecycleArg = z
  .string()
  .trim()
  .min(1)
  .describe(
    'Only decisions in this lifecycle state: proposed, accepted, rejected, deprecated, superseded or unknown. A status word as ' +
      'records write it is mapped ("Accepted", "approved", "Draft" → accepted, accepted, proposed; config words too). A decision another one ' +
      'replaces counts as superseded even where its own status still says accepted, so "accepted" means in force.',
  );

/** The lifecycle a status argument means; a word no record status maps to is a bad argument naming the valid ones. */
export function lifecycleFromArg(engine: Pick<Engine, 'statusFilter'>, value: string | undefined): Lifecycle | undefined {
  if (value === undefined) return undefined;
  // The workspace's own words too: its config's "statuses" ("Sanctioned" → accepted).
  const lifecycle = engine.statusFilter(value);
  if (lifecycle === undefined) throw new ToolInputError(`"${value}" is not a status: use one of ${FILTER_LIFECYCLES.join(', ')} (or a status word records use, such as "approved" or "draft").`);
  return lifecycle;
}

export const cursorArg = z.string().min(1).describe('nextCursor of the previous page; omit for the first.');

export function limitArg(defaultLimit: number, max: number) {
  return z.number().int().min(1).max(max).default(defaultLimit).describe(`Maximum items to return (1–${max}, default ${defaultLimit}).`);
}

export const idArg = z
  .string()
  .trim()
  .min(1)
  .describe('Decision id as written anywhere ("ADR-0009", "ADR-9", "adr-0009", "9") or the record\'s workspace-relative path.');

/** Looks up a decision or explains what was meant, naming close ids. */
export function requireDecision(engine: Engine, id: string): DecisionDetail {
  // An absolute path or the editor's file: URI of a record names it as its workspace path does.
  const detail = engine.getDecision(id) ?? (/^(?:file:|\/|[A-Za-z]:[\\/])/i.test(id) ? engine.getDecision(workspacePath(engine, id)) : undefined);
  if (detail) return detail;
  const close = engine.suggestIds(id, 3);
  // Asked by path: answer with paths, which is what the caller will pass back.
  const byPath = id.includes('/');
  const named = close.map((c) => (byPath ? (engine.record(c)?.path ?? c) : c));
  const hint = named.length ? ` Did you mean ${named.join(', ')}?` : ' Use list_decisions or search_decisions to find ids.';
  throw new ToolInputError(`No decision ${id}.${hint}`);
}

/** Agents pass the editor's `file:` URIs as often as paths ("file:///home/me/repo/src/a.ts"): the path they name. */
function fromFileUri(input: string): string {
  if (!/^file:/i.test(input)) return input;
  const path = fileUriToPath(input);
  if (path !== undefined) return path;
  throw new ToolInputError(`${input} is not a file URI this machine can open. Give a path relative to the workspace root, e.g. "src/app.ts".`);
}

/** Workspace-relative POSIX path; refuses anything that leaves the workspace. */
export function workspacePath(engine: Engine, input: string): string {
  const root = engine.root.replace(/\\/g, '/').replace(/\/+$/, '');
  let p = fromFileUri(input.trim()).replace(/\\/g, '/');
  // Windows paths name the same folder in any case ("C:\Proj" for VS Code's "c:\proj"); POSIX ones do not.
  const folds = /^(?:[A-Za-z]:\/|\/\/)/.test(root);
  const head = p.slice(0, root.length);
  const underRoot = folds ? head.toLowerCase() === root.toLowerCase() : head === root;
  if (underRoot && (p.length === root.length || p[root.length] === '/')) p = p.slice(root.length);
  else if (/^(\/|[A-Za-z]:\/)/.test(p)) throw new ToolInputError(`Path ${input} is outside the workspace ${engine.root}. Give a path relative to the workspace root, e.g. "src/app.ts".`);
  const parts: string[] = [];
  for (const seg of p.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (!parts.length) throw new ToolInputError(`Path ${input} leaves the workspace. Give a path relative to the workspace root, e.g. "src/app.ts".`);
      parts.pop();
    } else parts.push(seg);
  }
  return parts.join('/');
}

/** Whether a workspace path (as workspacePath gives it) is a file or folder on disk: a typo must not read as "nothing found". */
export function existsInWorkspace(engine: Engine, path: string): boolean {
  return path === '' || existsSync(join(engine.root, path));
}
