// Opens the engine on the workspace the user named, and maps user-typed paths to workspace paths.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { answersFile, createEngine, openSnapshotFile, touchSnapshotFile, snapshotFile, writeSnapshotFile } from '../engine/index.js';
import type { Engine, LoadResult } from '../engine/api.js';
import { RuntimeError, UsageError } from './errors.js';
import { collectGarbage } from './young-generation.js';

export interface Workspace {
  engine: Engine;
  root: string;
  /** Scans the workspace once (explain needs no scan; everything else does). */
  load(): LoadResult;
  /** After the command: leaves a snapshot for the next run when this one read anything from disk (see openWorkspace). */
  saveSnapshot(): void;
}

export function resolveRoot(rootOption: string | undefined, cwd: string): string {
  const root = resolve(cwd, rootOption ?? '.');
  let kind: 'directory' | 'other' | 'missing';
  try {
    kind = statSync(root).isDirectory() ? 'directory' : 'other';
  } catch {
    kind = 'missing';
  }
  if (kind === 'missing') throw new RuntimeError(`--root ${rootOption ?? '.'}: no such directory (${root})`);
  if (kind === 'other') throw new RuntimeError(`--root ${rootOption}: not a directory (${root})`);
  return root;
}

/** --config PATH: a session config used when the workspace has no .adr-lens.json of its own. */
export function readSessionConfig(configOption: string | undefined, cwd: string): unknown {
  if (configOption === undefined) return undefined;
  const file = resolve(cwd, configOption);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new RuntimeError(`--config ${configOption}: cannot read ${file}`);
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    throw new RuntimeError(`${configOption}: not valid JSON (${detail}); fix the file or drop --config`);
  }
}

export interface OpenOptions {
  root?: string;
  config?: string;
  cwd: string;
  retainTexts?: boolean;
  /**
   * Where snapshots live (engine/snapshot-store.ts); undefined: none read or written. A snapshot lets the next run
   * take every file unchanged since from it instead of reading and parsing it again.
   */
  cacheDirectory?: string;
  /** A one-shot check: with nothing changed since the snapshot, its findings are the answer. */
  replayFindings?: boolean;
  /**
   * list and search: with nothing changed since the snapshot, answer from the answers file beside it (written by the
   * MCP server or an earlier search) without decoding a record.
   */
  answers?: 'read' | 'read-and-write';
}

export function openWorkspace(options: OpenOptions): Workspace {
  const root = resolveRoot(options.root, options.cwd);
  const sessionConfig = readSessionConfig(options.config, options.cwd);
  const file = options.cacheDirectory === undefined ? undefined : snapshotFile(options.cacheDirectory, root);
  const engine = createEngine({
    root,
    sessionConfig,
    retainTexts: options.retainTexts,
    snapshots:
      file === undefined
        ? undefined
        : {
            previous: () => openSnapshotFile(file),
            replayFindings: options.replayFindings,
            ...(options.answers ? { deferIndex: true, previousAnswers: () => openSnapshotFile(answersFile(file)) } : {}),
          },
  });
  let loaded: LoadResult | undefined;
  const saveSnapshot = (): void => {
    const report = engine.loadReport();
    if (file === undefined || loaded === undefined || !report) return;
    // Nothing new to keep: every file came from the snapshot, and no full judgement was added to it.
    // Files with new times but the same bytes (report.refingerprinted) are not worth decoding and writing everything
    // again for after the answer: the next run reads and digests them once more (~0.1 s per 10,000 files).
    if (report.findingsReplayed || (report.fromSnapshot === report.files && !options.replayFindings)) touchSnapshotFile(file);
    else {
      collectGarbage();
      const parts = engine.snapshot();
      if (!parts || !writeSnapshotFile(file, parts)) return;
    }
    if (options.answers !== 'read-and-write') return;
    // A search built its index: the next list or search answers from it (unless these answers came from there).
    const answers = engine.answersSnapshot();
    if (answers) writeSnapshotFile(answersFile(file), answers);
    else touchSnapshotFile(answersFile(file));
  };
  return { engine, root, load: () => (loaded ??= engine.load()), saveSnapshot };
}

/**
 * A path as the user typed it → workspace-relative POSIX path. Tried against the current directory
 * first (shell completion), then against the root (`--root . docs/adr` from anywhere).
 */
export function toWorkspacePath(typed: string, root: string, cwd: string, mustExist: boolean): string {
  const candidates = isAbsolute(typed) ? [typed] : [resolve(cwd, typed), resolve(root, typed)];
  for (const abs of candidates) {
    const rel = relative(root, abs);
    const inside = rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
    if (inside && (!mustExist || existsSync(abs))) return rel.split(sep).join('/');
  }
  const insideAny = candidates.some((abs) => {
    const rel = relative(root, abs);
    return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
  });
  if (!insideAny) throw new UsageError(`${typed}: outside the workspace root ${root}`);
  throw new UsageError(`${typed}: no such file or folder in ${root}`);
}
