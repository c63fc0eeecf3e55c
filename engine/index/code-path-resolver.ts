// Where a code path written in a record lives in the workspace. One answer for "which decisions govern this file"
// (features/governing.ts) and for the stale-code-path rule: a path the rule finds must govern what it found.
import type { DecisionIndex } from '../model.js';
import { joinRelative, normalizePath, withoutTrailingSlashes } from '../text.js';
import { untranslatedName } from '../discovery/collections.js';

/**
 * "exists": found. "missing": not found, though its first folder is in the workspace. "elsewhere": not even its
 * first folder exists, so it is a path in another repository, on a deployed site or in generated output; or it
 * climbs above the workspace's root, where the workspace cannot look.
 */
export type CodePathAnswer = 'exists' | 'missing' | 'elsewhere';

export interface ResolvedCodePath {
  answer: CodePathAnswer;
  /** The workspace paths the written path names (all of them when asked for all, else the first found). */
  paths: string[];
}

/** At most this many places for one written path ("openshift/values.yaml" under each chart version's folder). */
const MAX_PATHS = 64;
/** At most this many folders of the first segment's name are tried below the root. */
const MAX_NAMESAKE_FOLDERS = 2000;

/** "./src/jobs/" → "src/jobs": the path as the walk knows it, without a leading "./" or "/" nor a trailing slash. */
export function cleanCodePath(written: string): string {
  return withoutTrailingSlashes(written.replace(/^\.?\//, ''));
}

/**
 * "charts/camunda-platform-8.x/" stands for each 8.something folder: a segment with "x" where a version number
 * goes becomes a pattern, undefined for an ordinary segment.
 */
function versionPattern(segment: string): RegExp | undefined {
  if (!/\d\.[xX](?![A-Za-z0-9])/.test(segment)) return undefined;
  const marked = segment.replace(/(\d)\.[xX](?![A-Za-z0-9])/g, '$1.\u0000').replace(/\u0000\.[xX](?![A-Za-z0-9])/g, '\u0000.\u0000');
  const source = marked.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\u0000/g, '\\d+(?:\\.\\d+)*');
  return new RegExp(`^${source}$`);
}

/** What `segments` lead to below `base` that exists (a version-pattern segment matches any version). */
function existingUnder(index: DecisionIndex, base: string, segments: readonly string[], all: boolean): string[] {
  let candidates = [base];
  for (const segment of segments) {
    const pattern = versionPattern(segment);
    if (!pattern) {
      candidates = candidates.map((c) => (c ? `${c}/${segment}` : segment));
      continue;
    }
    const next: string[] = [];
    for (const dir of candidates) {
      for (const entry of index.fs.readDirectory(dir) ?? []) if (pattern.test(entry.name)) next.push(dir ? `${dir}/${entry.name}` : entry.name);
    }
    if (next.length === 0) return [];
    candidates = next.slice(0, MAX_PATHS);
  }
  const found: string[] = [];
  for (const candidate of candidates) {
    const path = normalizePath(candidate);
    if (path === undefined || path === '' || !index.exists(path)) continue;
    found.push(path);
    if (!all) break;
  }
  return found;
}

/** Folders anywhere below the root named like `segment` (a version pattern matches every version), as the index walked them. */
function foldersNamed(index: DecisionIndex, segment: string): readonly string[] {
  const pattern = versionPattern(segment);
  if (!pattern) return index.foldersNamed(segment);
  const out: string[] = [];
  for (const name of index.folderBaseNames()) if (pattern.test(name)) out.push(...index.foldersNamed(name));
  return out;
}

function parentOf(path: string): string {
  const at = path.lastIndexOf('/');
  return at < 0 ? '' : path.slice(0, at);
}

/**
 * Where a path written in the record at `recordPath` lives, first place that has it: a path written from the
 * record ("./x", "../x") under the record's folder; under each configured code root; under the record's folder
 * and each folder above it (in a monorepo, "src/retry.ts" in services/billing/docs/adr/ usually means
 * services/billing/src/retry.ts); then below any folder of the workspace named like its first segment
 * ("openshift/values.yaml" for charts/camunda-platform-8.6/openshift/values.yaml). A version placeholder
 * ("platform-8.x") matches every version. `all`: every path of the first place that has one, else the first only.
 */
export function resolveCodePath(index: DecisionIndex, written: string, recordPath: string | undefined, all: boolean): ResolvedCodePath {
  const roots = index.config.codeRoots?.length ? index.config.codeRoots : [''];
  const segments = cleanCodePath(written).split('/');
  const recordFolders = recordPath ? ancestors(parentOf(recordPath)) : [];
  const found = (paths: string[]): ResolvedCodePath | undefined => (paths.length > 0 ? { answer: 'exists', paths } : undefined);

  if (/^\.\.?\//.test(written) && recordFolders.length > 0) {
    const hit = found(existingUnder(index, recordFolders[0]!, segments, all));
    if (hit) return hit;
  }
  const underRoots = found(roots.flatMap((root) => existingUnder(index, root, segments, all)).slice(0, all ? MAX_PATHS : 1));
  if (underRoots) return underRoots;
  for (const folder of recordFolders) {
    const hit = found(existingUnder(index, folder, segments, all));
    if (hit) return hit;
  }
  const translations = found(roots.flatMap((root) => translatedUnder(index, root, segments)).slice(0, all ? MAX_PATHS : 1));
  if (translations) return translations;
  // "../../engine/rules/" in a record of a workspace opened at docs/adr: a place above the root, not ours to check.
  if (segments[0] === '..' && joinRelative(recordPath ? parentOf(recordPath) : '', segments.join('/')) === undefined) return { answer: 'elsewhere', paths: [] };
  // "../Brighter/src/x.cs" in BrighterCommand/Darker's docs/adr/: written from the repository's root, a sibling checkout,
  // named by a folder this workspace has nowhere. A climb to the root itself ("../../stub/main.go") names this
  // repository's file, and one to a folder the workspace has ("../../src/gone.ts") is judged.
  if (segments[0] === '..' && segments.length > 2) {
    const climbs = segments.findIndex((s) => s !== '..');
    const landing = recordPath ? joinRelative(parentOf(recordPath), segments.slice(0, climbs).join('/')) : undefined;
    const first = segments[climbs];
    if (landing && first !== undefined && !index.exists(first) && index.foldersNamed(first).length === 0) return { answer: 'elsewhere', paths: [] };
  }
  // "jaeger-ui/packages/…/index.html" where jaeger-ui is a submodule this clone left empty: another repository's file.
  // "docs/references/…" that .gitignore names (GoyacJ/octopus): a local copy, in no clone.
  const clean = segments.join('/');
  for (const base of [...roots, ...recordFolders]) {
    const path = joinRelative(base, clean);
    if (path !== undefined && (index.inSubmodule(path) || index.gitIgnored(written.endsWith('/') ? `${path}/` : path))) return { answer: 'elsewhere', paths: [] };
  }
  // "`wal.rs`" named alone, nowhere near the record (verveguy/liminis-context-graph): the one file of that name, when
  // the workspace has exactly one; a name many folders have ("mod.rs", "index.ts") names none of them.
  if (segments.length === 1 && /\.[A-Za-z0-9]{1,10}$/.test(segments[0]!)) {
    const named = index.filesNamed(segments[0]!).filter((f) => !index.recordByPath(f));
    if (named.length === 1) return { answer: 'exists', paths: [...named] };
  }
  if (segments.length < 2 || segments[0] === '..' || segments[0] === '.') return { answer: 'missing', paths: [] };
  // "luqma/backend/" in luqma's own records (ahmadshalabi/luqma): the repository named by its folder, its root meant;
  // or by its remote's name, cloned into a folder named otherwise ("gcp-hcp/experiments/…", ckandag/gcp-hcp).
  if (index.namesOwnRepository(segments[0]!)) {
    const hit = found(roots.flatMap((root) => existingUnder(index, root, segments.slice(1), all)).slice(0, all ? MAX_PATHS : 1));
    if (hit) return hit;
  }
  const namesakes = foldersNamed(index, segments[0]!).filter((folder) => index.exists(folder));
  const below: string[] = [];
  for (const folder of namesakes.slice(0, MAX_NAMESAKE_FOLDERS)) {
    below.push(...existingUnder(index, parentOf(folder), segments, all));
    // "client/schema.ts" for "packages/client/src/schema.ts", "io/server.rs" for "crates/io/src/server.rs"
    // (pgxsinkit, randallard/git-redundancy): a package named, then a path inside its sources.
    if (below.length === 0) below.push(...existingUnder(index, folder, ['src', ...segments.slice(1)], all));
    if (below.length >= (all ? MAX_PATHS : 1)) break;
  }
  const hit = found(below.slice(0, MAX_PATHS));
  if (hit) return hit;
  // "`meshtls/plugin.go:376`" for "pkg/plugins/policies/meshtls/plugin/v1alpha1/plugin.go" (kumahq/kuma): a package
  // named, then its file, the folders between left out. Only a file of that name found once below the package.
  if (segments.length === 2 && /\.[A-Za-z0-9]{1,8}$/.test(segments[1]!)) {
    const inside = namesakes.slice(0, MAX_NAMESAKE_FOLDERS).flatMap((folder) => filesNamedBelow(index, folder, segments[1]!));
    if (inside.length === 1) return { answer: 'exists', paths: inside };
  }
  const inSources = roots.map((root) => inSourceSet(index, root, segments)).find((p) => p !== undefined);
  if (inSources) return { answer: 'exists', paths: [inSources] };
  if (namesakes.length > 0) return { answer: 'missing', paths: [] };
  // Folders the walk skips (".github") are not in the table; the index still knows whether they exist.
  for (const root of roots) if (existingUnder(index, root, segments.slice(0, 1), false).length > 0) return { answer: 'missing', paths: [] };
  return { answer: 'elsewhere', paths: [] };
}

/** The extensions a module's file may have, in the languages that name modules with dots. */
const MODULE_EXTENSIONS = ['hs', 'py', 'java', 'kt', 'scala', 'cs', 'fs', 'ex', 'exs', 'erl', 'clj', 'groovy', 'rb', 'ml', 'purs', 'elm', 'idr', 'agda', 'lean'];

/**
 * Where a module named with dots lives: "Hydra.Chain.Direct" is hydra-node/src/Hydra/Chain/Direct.hs, or the folder
 * Hydra/Chain/Direct/; "openedx_learning.lib.fields" is openedx_learning/lib/fields.py. Only what exists: a dotted name
 * may name nothing here (a library's module, a setting).
 */
export function modulePlaces(index: DecisionIndex, dotted: string, recordPath: string | undefined): string[] {
  const slashed = dotted.replace(/\./g, '/');
  const out = new Set<string>();
  for (const ext of MODULE_EXTENSIONS) {
    const found = resolveCodePath(index, `${slashed}.${ext}`, recordPath, true);
    if (found.answer === 'exists') for (const p of found.paths) out.add(p);
  }
  const folder = resolveCodePath(index, `${slashed}/`, recordPath, true);
  if (folder.answer === 'exists') for (const p of folder.paths) if (index.isFolder(p)) out.add(p);
  return [...out];
}

/** A page's extension: only pages come in translations named by a language tag. */
const PAGE_EXTENSION = /\.(?:md|markdown|mdx|rst|adoc)$/i;

/**
 * "docs/07-operations.md" where the repository keeps "docs/07-operations.en.md" and "docs/07-operations.es.md" (impalah/
 * capataz writes every page in English and Spanish, its records too, and names a page without the language): the page
 * in each language it is written in.
 */
function translatedUnder(index: DecisionIndex, base: string, segments: readonly string[]): string[] {
  const leaf = segments[segments.length - 1]!;
  if (!PAGE_EXTENSION.test(leaf) || segments.some((s) => s === '..' || s === '.')) return [];
  const folder = [base, ...segments.slice(0, -1)].filter(Boolean).join('/');
  const out: string[] = [];
  for (const entry of index.fs.readDirectory(folder) ?? []) {
    if (entry.kind !== 'directory' && entry.name !== leaf && untranslatedName(entry.name) === leaf) out.push(folder ? `${folder}/${entry.name}` : entry.name);
  }
  return out.sort();
}

/** Folders read at most looking for a file below a module's sources: a guess must stay cheap. */
const MAX_SOURCE_FOLDERS = 400;

/**
 * "core/navigation/EntryProviderInstaller.kt" for "core/navigation/src/main/java/com/example/navigation/
 * EntryProviderInstaller.kt" (moehamade/android-modular-template): a Gradle or Maven module named, then a file in its
 * sources, its source set and package folders left out. The module is the deepest folder named that has a "src".
 */
function inSourceSet(index: DecisionIndex, root: string, segments: readonly string[]): string | undefined {
  const leaf = segments[segments.length - 1]!;
  if (!/\.[A-Za-z]{1,6}$/.test(leaf)) return undefined;
  for (let k = segments.length - 2; k >= 0; k--) {
    const module = [root, ...segments.slice(0, k + 1)].filter(Boolean).join('/');
    const sources = `${module}/src`;
    if (!index.exists(sources)) continue;
    const rest = segments.slice(k + 1).join('/');
    const queue = [sources];
    for (let read = 0; read < queue.length && read < MAX_SOURCE_FOLDERS; read++) {
      const dir = queue[read]!;
      if (index.exists(`${dir}/${rest}`)) return `${dir}/${rest}`;
      for (const entry of index.fs.readDirectory(dir) ?? []) if (entry.kind === 'directory') queue.push(`${dir}/${entry.name}`);
    }
    return undefined;
  }
  return undefined;
}

/** "services/billing/docs/adr" → itself, "services/billing/docs", "services/billing", "services" (not the root). */
function ancestors(folder: string): string[] {
  const out: string[] = [];
  for (let f = folder; f !== ''; f = parentOf(f)) out.push(f);
  return out;
}

/** Files named `name` in the folders below `folder` (not in it), one or two folders down: two at most are looked for. */
function filesNamedBelow(index: DecisionIndex, folder: string, name: string): string[] {
  const out: string[] = [];
  let level = [folder];
  for (let depth = 0; depth < 3 && level.length > 0 && out.length < 2; depth++) {
    const next: string[] = [];
    for (const dir of level.slice(0, 64)) {
      for (const entry of index.fs.readDirectory(dir) ?? []) {
        const path = `${dir}/${entry.name}`;
        if (entry.kind === 'directory') next.push(path);
        else if (depth > 0 && entry.name === name) out.push(path);
      }
    }
    level = next;
  }
  return out;
}
