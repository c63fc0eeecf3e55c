// Where decision records live: conventional folders, adr-tools' .adr-dir, log4brains' .log4brains.yml, or config.
import { parse as parseYaml } from 'yaml';
import type { WorkspaceFs } from '../api.js';
import { DEFAULT_PREFIX, numberFromFileName } from '../keys.js';
import type { ResolvedConfig } from '../model.js';
import type { Collection } from '../types.js';
import { decodeBytes, joinRelative, posixBasename, posixDirname } from '../text.js';
import { globMatcher } from './walk.js';

/** Folders that are collections as soon as they exist. */
const STRONG = ['docs/adr', 'doc/adr', 'docs/decisions', 'docs/architecture/decisions', 'docs/architecture/adr'];
/** Folders that are collections only when they hold numbered Markdown. */
const WEAK_SUFFIXES = ['docs/adrs', 'doc/decisions', 'architecture/decisions', 'architecture/adr', 'architecture-decisions'];
const WEAK_NAMES = new Set(['adr', 'adrs', 'decisions', 'decision-records', 'architecture-decisions']);

const NOT_RECORDS = new Set(['readme.md', 'index.md', 'template.md', 'adr-template.md', 'toc.md', 'summary.md']);
const TEMPLATE_FOLDERS = new Set(['templates', 'template', '_templates']);

/** Whether a file inside collection `dir` is a decision record (not a README, template or partial). */
export function isRecordFile(dir: string, path: string): boolean {
  if (!/\.(md|markdown)$/i.test(path)) return false;
  const name = posixBasename(path);
  if (name.startsWith('_') || name.startsWith('.') || NOT_RECORDS.has(name.toLowerCase())) return false;
  const rest = dir ? path.slice(dir.length + 1) : path;
  const folders = rest.split('/').slice(0, -1);
  // The workspace root as a collection holds the records at its top, not every Markdown file of the repository.
  if (dir === '' && folders.length > 0) return false;
  return !folders.some((f) => TEMPLATE_FOLDERS.has(f.toLowerCase()) || f.startsWith('_') || f.startsWith('.'));
}

/** A folder that is a collection by its name alone ("docs/adr", "doc/adr", …). */
export function isConventionalCollectionDir(dir: string): boolean {
  return dir === 'adr' || STRONG.some((s) => endsWithSegments(dir, s));
}

/** A template inside a collection: "template.md", or anything under a "templates" folder. */
export function isTemplatePath(dir: string, path: string): boolean {
  const rest = dir ? path.slice(dir.length + 1) : path;
  const parts = rest.split('/');
  const name = parts[parts.length - 1].toLowerCase();
  return name === 'template.md' || name === 'adr-template.md' || parts.slice(0, -1).some((f) => TEMPLATE_FOLDERS.has(f.toLowerCase()));
}

const TEMPLATE_FILE = /^(?:adr[-_])?template(?:[-_][\w-]*)?\.(?:md|markdown)$/i;

/**
 * A Markdown file that is a decision template wherever it lives ("template.md", "adr-template-minimal.md", or
 * any Markdown under a "templates" folder): tools ship them outside collections too, with placeholder ids and
 * links ("ADR-0123", "yyyymmdd-xxx.md") that are not citations.
 */
export function isTemplateDocument(path: string): boolean {
  if (!/\.(md|markdown)$/i.test(path)) return false;
  const parts = path.split('/');
  if (TEMPLATE_FILE.test(parts[parts.length - 1])) return true;
  return parts.slice(0, -1).some((f) => TEMPLATE_FOLDERS.has(f.toLowerCase()));
}

function endsWithSegments(path: string, suffix: string): boolean {
  return path === suffix || path.endsWith(`/${suffix}`);
}

function readText(fs: WorkspaceFs, path: string): string | undefined {
  const bytes = fs.readFile(path);
  return bytes ? decodeBytes(bytes, 64 * 1024).text : undefined;
}

export interface DiscoveryInput {
  files: readonly string[];
  directories: ReadonlySet<string>;
}

/** The deepest collection holding `path`, if any. */
export function collectionOf(collections: readonly Collection[], path: string): Collection | undefined {
  let best: Collection | undefined;
  for (const c of collections) {
    // "docs/adr/x.md" is inside "docs/adr", "docs/adrs/x.md" is not: the folder, then a slash. Tested without
    // building `${dir}/` for every collection and every file of a load.
    const inside = c.dir === '' || (path.length > c.dir.length && path.charCodeAt(c.dir.length) === 47 && path.startsWith(c.dir));
    if (inside && (!best || c.dir.length > best.dir.length)) best = c;
  }
  return best;
}

export function discoverCollections(fs: WorkspaceFs, config: ResolvedConfig, input: DiscoveryInput): Collection[] {
  const found = new Map<string, Collection['source']>();
  const add = (dir: string | undefined, source: Collection['source']) => {
    if (dir === undefined || found.has(dir) || !input.directories.has(dir)) return;
    found.set(dir, source);
  };
  /** Inside a collection found already (its subfolders hold its records). */
  const isInsideFound = (dir: string): boolean => [...found.keys()].some((c) => c !== '' && dir.startsWith(`${c}/`));
  if (config.collections.length > 0) {
    const globs = config.collections.filter((c) => /[*?[{]/.test(c));
    for (const c of config.collections) if (!globs.includes(c)) add(c, 'config');
    const match = globMatcher(globs);
    for (const d of [...input.directories].sort()) if (match(d)) add(d, 'config');
  } else {
    for (const f of input.files) {
      const name = posixBasename(f);
      if (name === '.adr-dir') {
        const target = readText(fs, f)?.split(/\r?\n/)[0]?.trim();
        if (target) add(joinRelative(posixDirname(f), target.replace(/\/+$/, '')), 'adr-dir');
      } else if (name === '.log4brains.yml' || name === '.log4brains.yaml') {
        for (const folder of log4brainsFolders(readText(fs, f))) add(joinRelative(posixDirname(f), folder), 'log4brains');
      }
    }
    const numberedMarkdown = new Set<string>();
    /** Per folder, Markdown files named by id ("adr-007-x.md", "ADR-0012-y.md"). */
    const prefixNamed = new Map<string, number>();
    for (const f of input.files) {
      if (!/\.(md|markdown)$/i.test(f)) continue;
      const n = numberFromFileName(posixBasename(f), config.idPrefixes);
      if (!n) continue;
      numberedMarkdown.add(posixDirname(f));
      if (n.prefix) prefixNamed.set(posixDirname(f), (prefixNamed.get(posixDirname(f)) ?? 0) + 1);
    }
    for (const d of [...input.directories].sort()) {
      if (STRONG.some((s) => endsWithSegments(d, s)) || d === 'adr') add(d, 'conventional');
      else if ((WEAK_SUFFIXES.some((s) => endsWithSegments(d, s)) || WEAK_NAMES.has(posixBasename(d).toLowerCase())) && numberedMarkdown.has(d)) add(d, 'conventional');
      // Any folder, the workspace root included, holding files named by decision id is a collection whatever its name.
      else if ((prefixNamed.get(d) ?? 0) >= 2 && !isInsideFound(d)) add(d, 'conventional');
    }
  }
  const collections: Collection[] = [];
  for (const [dir, source] of found) collections.push({ dir, source, prefix: config.idPrefixes[0] ?? DEFAULT_PREFIX, format: 'nygard', numberWidth: 4 });
  collections.sort((a, b) => a.dir.localeCompare(b.dir));
  // Prefix and number width follow the file names the collection already has.
  const stats = new Map(collections.map((c) => [c.dir, { widths: new Map<number, number>(), prefixes: new Map<string, number>() }]));
  for (const f of input.files) {
    const c = collectionOf(collections, f);
    if (!c || !isRecordFile(c.dir, f)) continue;
    const n = numberFromFileName(posixBasename(f), config.idPrefixes);
    if (!n) continue;
    const s = stats.get(c.dir)!;
    s.widths.set(n.width, (s.widths.get(n.width) ?? 0) + 1);
    if (n.prefix) s.prefixes.set(n.prefix, (s.prefixes.get(n.prefix) ?? 0) + 1);
  }
  for (const c of collections) {
    const s = stats.get(c.dir)!;
    const width = mode(s.widths);
    if (width !== undefined) c.numberWidth = Number(width);
    const prefix = mode(s.prefixes);
    if (prefix !== undefined) c.prefix = String(prefix);
  }
  return collections;
}

function mode<K>(counts: Map<K, number>): K | undefined {
  let best: K | undefined;
  let n = 0;
  for (const [k, v] of counts) if (v > n) [best, n] = [k, v];
  return best;
}

function log4brainsFolders(text: string | undefined): string[] {
  if (!text) return [];
  try {
    const data = parseYaml(text) as { project?: { adrFolder?: unknown; packages?: Array<{ adrFolder?: unknown }> } } | null;
    const folders: string[] = [];
    if (typeof data?.project?.adrFolder === 'string') folders.push(data.project.adrFolder);
    for (const p of Array.isArray(data?.project?.packages) ? data!.project!.packages! : []) if (typeof p?.adrFolder === 'string') folders.push(p.adrFolder);
    return folders.map((f) => f.replace(/^\.\//, '').replace(/\/+$/, ''));
  } catch {
    return [];
  }
}
