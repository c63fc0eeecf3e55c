// Writing plans to disk, safely: only inside the workspace (no ".." or symlink escapes), never over an
// existing file, new records only inside a decision collection (or a record folder of one), edits applied
// bottom-up with the file's own line endings. Everything is checked before the first byte is written.
import { closeSync, existsSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, realpathSync, renameSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { isUtf8 } from 'node:buffer';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { NewRecordPlan } from './api.js';
import type { FileRename, Position, TextEdit } from './types.js';
import { dayOfName, yearSequenceOfName } from './keys.js';
import { lineEndingOf, withoutTrailingSlashes } from './text.js';
import { hasRecordExtension, isReadmeOrIndexName } from './parse/lines.js';

export class UnsafeWriteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsafeWriteError';
  }
}

export interface ApplyOptions {
  /** Collection folders (workspace-relative). When given, the new record must sit directly in one of them. */
  collections?: string[];
}

export interface ApplyResult {
  /** Workspace-relative paths created. */
  created: string[];
  /** Workspace-relative paths edited. */
  edited: string[];
}

export function applyNewRecordPlan(root: string, plan: NewRecordPlan, options: ApplyOptions = {}): ApplyResult {
  const realRoot = realRootOf(root);
  const target = insideWorkspace(realRoot, plan.path);
  if (options.collections) {
    const folder = posix(relative(realRoot, dirname(target)));
    const allowed = options.collections.map((c) => withoutTrailingSlashes(c.replace(/\\/g, '/').replace(/^\.\//, '')));
    if (!allowed.includes(folder) && !inRecordFolder(allowed, folder, target)) {
      throw new UnsafeWriteError(`Refusing to create ${plan.path}: new records go inside a decision collection (${allowed.join(', ') || 'none found'}).`);
    }
  }
  if (options.collections) {
    const allowed = options.collections.map((c) => withoutTrailingSlashes(c.replace(/\\/g, '/').replace(/^\.\//, '')));
    for (const edit of plan.edits) {
      const path = edit.path.replace(/\\/g, '/');
      if (!allowed.some((dir) => dir === '' || path.startsWith(dir + '/'))) {
        throw new UnsafeWriteError(`Refusing to edit ${edit.path}: only records inside a decision collection are edited.`);
      }
    }
  }
  if (existsSync(target) || isSymlink(target)) throw new UnsafeWriteError(`Refusing to overwrite ${plan.path}: the file already exists.`);
  const taken = numberTakenMeanwhile(target);
  if (taken) throw new UnsafeWriteError(`Refusing to create ${plan.path}: ${taken} took that number since the workspace was read (another "new" at the same time?). Run the command again for the next number.`);
  const prepared = prepareEdits(realRoot, plan.edits);

  mkdirSync(dirname(target), { recursive: true });
  // Re-check after mkdir: a symlinked folder created in between must not carry the file outside.
  insideWorkspace(realRoot, plan.path);
  const fd = openSync(target, 'wx');
  try {
    writeSync(fd, withLineEndingsOf(plan.content, lineEndingBeside(target)));
  } finally {
    closeSync(fd);
  }
  const edited = writePrepared(prepared);
  return { created: [plan.path], edited };
}

/**
 * The line ending of the records beside a new one: "\r\n" when the newest Markdown file of its folder (by name, so
 * the highest number) uses it, as a Windows checkout with core.autocrlf has them; "\n" otherwise and in a new folder.
 */
function lineEndingBeside(target: string): '\n' | '\r\n' {
  let siblings: string[];
  try {
    siblings = readdirSync(dirname(target));
  } catch {
    return '\n';
  }
  const name = basename(target);
  const markdown = siblings.filter((other) => other !== name && hasRecordExtension(other)).sort().reverse();
  for (const other of markdown.slice(0, 3)) {
    const file = join(dirname(target), other);
    if (!isRegularFile(file)) continue;
    const head = Buffer.alloc(64 * 1024);
    let length = 0;
    try {
      const fd = openSync(file, 'r');
      try {
        length = readSync(fd, head, 0, head.length, 0);
      } finally {
        closeSync(fd);
      }
    } catch {
      continue;
    }
    // A head without a line break says nothing yet: the next file is asked.
    const text = head.toString('latin1', 0, length);
    if (text.includes('\n')) return lineEndingOf(text);
  }
  return '\n';
}

/** `text` (written with "\n", as plans are) with `eol` for each line break. */
function withLineEndingsOf(text: string, eol: '\n' | '\r\n'): string {
  return eol === '\n' ? text : text.replace(/\r?\n/g, eol);
}

/** A file name's series ("ADR-SEC", "adr", none) and number: "ADR-SEC-007-vault.md", "0007-x.md". */
const NUMBERED_NAME = /^([A-Za-z][A-Za-z0-9]*(?:-[A-Za-z][A-Za-z0-9]*)*[-_]?)?(\d+)(?=[-_. ])/;

/**
 * Another record of the folder with the new one's number ("0007-other.md" beside "0007-mine.md"): written after this
 * plan was made from the index, by a second `new` running at once or while a server did not watch the disk.
 */
function numberTakenMeanwhile(target: string): string | undefined {
  const name = basename(target);
  const key = dayOfName(name) ? undefined : numberKey(name);
  if (key === undefined) return undefined;
  let siblings: string[];
  try {
    siblings = readdirSync(dirname(target));
  } catch {
    return undefined;
  }
  for (const other of siblings) {
    if (other === name || !hasRecordExtension(other) || /template/i.test(other) || numberKey(other) !== key) continue;
    // A dangling link or a FIFO is no record (the load skips them): it takes no number.
    if (isRegularFile(join(dirname(target), other))) return other;
  }
  return undefined;
}

/** "adr-sec#7" for "ADR-SEC-007-vault.md", "#7" for "0007-x.md", "adr-2026#3" for "ADR-2026-003-x.md": a series and its number. */
function numberKey(name: string): string | undefined {
  // A number within a year (ADR 22): the year is part of the series.
  const yearly = yearSequenceOfName(name);
  if (yearly) return `${(yearly.written ?? '').toLowerCase()}${yearly.year}#${yearly.number}`;
  const m = NUMBERED_NAME.exec(name);
  return m ? `${(m[1] ?? '').toLowerCase().replace(/[-_]$/, '')}#${Number(m[2])}` : undefined;
}

/** A folder-per-record collection's new record: "<collection>/2026-07-29-slug/README.md", one folder deep. */
function inRecordFolder(allowed: string[], folder: string, target: string): boolean {
  if (!isReadmeOrIndexName(basename(target))) return false;
  const parent = posix(dirname(folder));
  return allowed.includes(parent === '.' ? '' : parent) && folder !== '' && folder !== '.';
}

export function applyTextEdits(root: string, edits: TextEdit[]): ApplyResult {
  const realRoot = realRootOf(root);
  return { created: [], edited: writePrepared(prepareEdits(realRoot, edits)) };
}

/**
 * Edits, then renames (files or folders), as a fix that renumbers or moves records plans them: the edits name files as
 * they are before the renames. Everything is checked first: each file to edit, each source there, each target inside
 * the workspace and free (never written over); then the edits are written and the renames made, folders created as
 * needed.
 */
export function applyEditsAndRenames(root: string, edits: TextEdit[], renames: readonly FileRename[]): ApplyResult & { renamed: FileRename[] } {
  const realRoot = realRootOf(root);
  const prepared = prepareEdits(realRoot, edits);
  const moves = renames.map((r) => {
    const from = insideWorkspace(realRoot, r.from);
    const to = insideWorkspace(realRoot, r.to);
    if (!existsSync(from)) throw new UnsafeWriteError(`Cannot rename ${r.from}: it does not exist.`);
    if (existsSync(to) || isSymlink(to)) throw new UnsafeWriteError(`Refusing to rename ${r.from} to ${r.to}: ${r.to} already exists.`);
    return { rename: r, from, to };
  });
  const edited = writePrepared(prepared);
  for (const m of moves) {
    mkdirSync(dirname(m.to), { recursive: true });
    // Checked again at the last moment: a file come meanwhile is not written over.
    if (existsSync(m.to)) throw new UnsafeWriteError(`Refusing to rename ${m.rename.from} to ${m.rename.to}: ${m.rename.to} came meanwhile.`);
    renameSync(m.from, m.to);
  }
  return { created: [], edited, renamed: moves.map((m) => m.rename) };
}

interface PreparedFile {
  path: string;
  absolute: string;
  text: string;
}

const BOM = '\uFEFF';

/**
 * The text of a file to edit, as the engine read it (decodeBytes): the BOM left out, since the engine's ranges count
 * from after it, and handed back to be written again in front of the edited text. A file that is not valid UTF-8 is
 * refused: the engine read it with U+FFFD for the bad bytes, and writing that text back would replace every one of
 * them (a Latin-1 "é" anywhere in the record) for the sake of one edit.
 */
function readForEdit(absolute: string, path: string): { text: string; bom: string } {
  let bytes: Buffer;
  let mode: number;
  let links: number;
  try {
    const st = statSync(absolute);
    if (!st.isFile()) throw new Error('not a file');
    mode = st.mode;
    links = st.nlink;
    bytes = readFileSync(absolute);
  } catch {
    throw new UneditableFileError(path, 'the file does not exist or is not readable', 'Cannot edit');
  }
  // The edited text is written beside and renamed over the file, which would go through a read-only mark (a file not
  // checked out, in Perforce or by a lock) and cut a hard link in two: such files are left for their owner.
  if ((mode & 0o222) === 0) throw new UneditableFileError(path, 'it is read-only');
  if (links > 1) throw new UneditableFileError(path, `it has ${links} hard links, which rewriting it would separate`);
  if (!isUtf8(bytes)) throw new UneditableFileError(path, 'it is not valid UTF-8, and writing it back would replace its invalid bytes (re-save it as UTF-8 first)');
  const text = bytes.toString('utf8');
  return text.startsWith(BOM) ? { text: text.slice(1), bom: BOM } : { text, bom: '' };
}

/** A file that edits are not written to, and why (`reason` reads after "Refusing to edit <path>: "). */
class UneditableFileError extends UnsafeWriteError {
  constructor(
    readonly path: string,
    readonly reason: string,
    verb = 'Refusing to edit',
  ) {
    super(`${verb} ${path}: ${reason}.`);
  }
}

/**
 * Why `path` cannot be edited as text ("it is read-only", "it is not valid UTF-8, …"), or undefined when it can:
 * fixes in bulk skip such files and say why.
 */
export function uneditable(root: string, path: string): string | undefined {
  const read = readEditable(root, path);
  return 'refused' in read ? read.refused : undefined;
}

/** The text of `path` (without a BOM) as an edit would start from it, or why it cannot be edited (see uneditable). */
export function readEditable(root: string, path: string): { text: string } | { refused: string } {
  try {
    return { text: readForEdit(insideWorkspace(realRootOf(root), path), path).text };
  } catch (error) {
    if (error instanceof UneditableFileError) return { refused: error.reason };
    if (error instanceof UnsafeWriteError) return { refused: error.message };
    throw error;
  }
}

function prepareEdits(realRoot: string, edits: TextEdit[]): PreparedFile[] {
  const byPath = new Map<string, TextEdit[]>();
  for (const edit of edits) {
    const list = byPath.get(edit.path) ?? [];
    list.push(edit);
    byPath.set(edit.path, list);
  }
  const prepared: PreparedFile[] = [];
  for (const [path, fileEdits] of byPath) {
    // A record that is a symbolic link (checked above to lead inside the workspace) is edited where it leads: renaming
    // over the link would replace it with a copy and leave the file it pointed to as it was.
    const absolute = realPathOr(insideWorkspace(realRoot, path));
    const original = readForEdit(absolute, path);
    prepared.push({ path, absolute, text: original.bom + applyEditsToText(original.text, fileEdits, path) });
  }
  return prepared;
}

function writePrepared(prepared: PreparedFile[]): string[] {
  const edited: string[] = [];
  for (const file of prepared) {
    // Write beside, then rename: a crash mid-write never leaves the user's record half-written.
    const temp = `${file.absolute}.adr-lens-${process.pid}.tmp`;
    writeFileSync(temp, file.text, { flag: 'wx', mode: statSync(file.absolute).mode });
    renameSync(temp, file.absolute);
    edited.push(file.path);
  }
  return edited;
}

/** Applies edits bottom-up so earlier ranges stay valid; new text takes the document's line ending. */
export function applyEditsToText(text: string, edits: TextEdit[], path = 'document'): string {
  let out = text;
  for (const span of editSpans(text, edits, path)) out = out.slice(0, span.start) + span.newText + out.slice(span.end);
  return out;
}

/** An edit as offsets into the text it applies to, its new text with the text's own line ending. */
export interface EditSpan {
  start: number;
  end: number;
  newText: string;
}

/**
 * `edits` as offsets into `text`, last to first (the order that keeps the offsets of the others valid while applying
 * them); throws (UnsafeWriteError) when they overlap or fall outside it.
 */
export function editSpans(text: string, edits: readonly TextEdit[], path = 'document'): EditSpan[] {
  const eol = lineEndingOf(text);
  const lineStarts = lineStartsOf(text);
  const offsetOf = (p: Position): number => {
    if (p.line < 0 || p.character < 0 || p.line >= lineStarts.length) {
      throw new UnsafeWriteError(`Edit to ${path} at line ${p.line + 1} is outside the document (${lineStarts.length} lines); the file changed since the edit was planned.`);
    }
    const start = lineStarts[p.line]!;
    const next = p.line + 1 < lineStarts.length ? lineStarts[p.line + 1]! : text.length;
    const lineEnd = text.slice(start, next).replace(/\r?\n$|\r$/, '').length + start;
    return Math.min(start + p.character, lineEnd);
  };
  const spans = edits
    .map((e) => ({ start: offsetOf(e.range.start), end: offsetOf(e.range.end), newText: e.newText.replace(/\r\n|\r|\n/g, eol) }))
    .sort((a, b) => b.start - a.start || b.end - a.end);
  for (let i = 1; i < spans.length; i++) {
    if (spans[i]!.end > spans[i - 1]!.start) throw new UnsafeWriteError(`Overlapping edits to ${path}; nothing was written.`);
  }
  for (const span of spans) {
    if (span.end < span.start) throw new UnsafeWriteError(`Edit to ${path} ends before it starts; nothing was written.`);
  }
  return spans;
}

/** Offsets where the lines of `text` start: after each "\r\n", "\n" and lone "\r", as the engine counts lines. */
export function lineStartsOf(text: string): number[] {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\n') lineStarts.push(i + 1);
    else if (text[i] === '\r' && text[i + 1] !== '\n') lineStarts.push(i + 1);
  }
  return lineStarts;
}

function realRootOf(root: string): string {
  try {
    return realpathSync(resolve(root));
  } catch {
    throw new UnsafeWriteError(`Workspace folder ${root} does not exist.`);
  }
}

/**
 * The absolute path for a workspace-relative one, refusing absolute paths, ".." escapes, and symlinks
 * (in the file or any existing ancestor folder) that lead outside the workspace.
 */
function insideWorkspace(realRoot: string, path: string): string {
  if (!path || isAbsolute(path) || /^[a-zA-Z]:/.test(path) || path.includes('\0')) {
    throw new UnsafeWriteError(`Refusing to write "${path}": paths must be relative to the workspace.`);
  }
  const absolute = resolve(realRoot, path);
  if (!within(realRoot, absolute)) throw new UnsafeWriteError(`Refusing to write ${path}: it is outside the workspace ${realRoot}.`);
  // The deepest existing ancestor (or the file itself) must resolve inside the workspace too.
  let probe = absolute;
  while (!existsSync(probe) && !isSymlink(probe)) {
    const parent = dirname(probe);
    if (parent === probe) break;
    probe = parent;
  }
  let real: string;
  try {
    real = realpathSync(probe);
  } catch {
    throw new UnsafeWriteError(`Refusing to write ${path}: ${posix(relative(realRoot, probe))} is a broken symbolic link.`);
  }
  if (!within(realRoot, real)) throw new UnsafeWriteError(`Refusing to write ${path}: a symbolic link leads outside the workspace.`);
  return absolute;
}

function within(root: string, absolute: string): boolean {
  return absolute === root || absolute.startsWith(root.endsWith(sep) ? root : root + sep);
}

/** The path with symbolic links resolved, or as given when it does not exist (reading it says so). */
function realPathOr(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

function isSymlink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

function posix(path: string): string {
  return path.split(sep).join('/');
}

function isRegularFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
