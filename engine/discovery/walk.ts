// One walk of the workspace tree: every file, every folder. Dependencies and build output are skipped,
// symlinked folders are followed once (a link back to an ancestor cannot loop).
import picomatch from 'picomatch';
import type { WorkspaceFs } from '../api.js';
import { SKIPPED_DIRECTORIES } from '../config/defaults.js';
import { decodeBytes, joinRelative, posixBasename, posixDirname, withoutTrailingSlashes } from '../text.js';
import { throwIfCancelled, type CancellationSignal } from '../types.js';
import { AGENT_DIRECTORIES } from '../parse/agent-files.js';
import { addRulesAbove, createIgnoreRules, type IgnoreRules, type RulesAbove } from './gitignore.js';
import { trackedPathsFromIndex, type TrackedPaths } from './git-index.js';

export interface WalkResult {
  files: string[];
  directories: Set<string>;
  /** The .gitignore rules the walk followed, when it followed any. */
  gitignore?: IgnoreRules;
}

export type PathMatcher = (path: string) => boolean;

export function globMatcher(globs: readonly string[]): PathMatcher {
  if (globs.length === 0) return () => false;
  const matchers = globs.map((g) => picomatch(withoutTrailingSlashes(g.replace(/^\.\//, '')), { dot: true }));
  return (path) => matchers.some((m) => m(path));
}

/**
 * Hidden folders that hold hand-written scripts (git hooks) and a continuous integration's workflows, whose comments
 * cite decisions ("# Secret-free by design; pull_request_target is banned. See ADR-0013." in .github/workflows/,
 * bgauduch/terraform-aws-cli), as do an agent's instructions there (.github/copilot-instructions.md), and a project's
 * spec written for its agents (jetdream/steward's .spec/*.yaml binds each statement to the decisions it follows).
 */
const WALKED_HIDDEN_DIRECTORIES: ReadonlySet<string> = new Set(['.husky', '.githooks', '.github', '.gitlab', '.circleci', '.buildkite', '.devcontainer', '.gitea', '.forgejo', '.spec']);

/**
 * Inside an agent's folder: its copies of the repository (Claude Code's ".claude/worktrees/<name>/"), its caches, and
 * the skills and plugins installed from elsewhere, which cite their own project's decisions (Arenukvern/mcp_flutter's
 * ".agents/skills/" link "docs/decisions/0004-plugin-packaging-and-install-path.mdx" and cite ADR 0014 and 0026 of
 * the project they come from; a ".claude/skills/" set installed from another author cites its ADR-0007).
 */
const AGENT_STATE_DIRECTORIES: ReadonlySet<string> = new Set(['worktrees', 'worktree', 'cache', 'logs', 'todos', 'shell-snapshots', 'statsig', 'projects', 'skills', 'plugins']);

/** Whether a folder `name` inside a folder `parentName` is an agent's copy or cache (see AGENT_STATE_DIRECTORIES). */
export function isAgentStateFolder(parentName: string, name: string): boolean {
  return AGENT_STATE_DIRECTORIES.has(name) && AGENT_DIRECTORIES.has(parentName);
}

/**
 * Hidden folders of tools' state, caches and copies, never looked into for records: VS Code's Local History keeps
 * ".history/docs/adr/0001-x_20240101120000.md", and a cache may hold a package's docs.
 */
const TOOL_STATE_DIRECTORIES: ReadonlySet<string> = new Set([
  '.cache', '.history', '.idea', '.vscode', '.vscode-test', '.fleet', '.gradle', '.m2', '.terraform', '.next', '.nuxt', '.svelte-kit',
  '.angular', '.docusaurus', '.turbo', '.parcel-cache', '.yarn', '.npm', '.pnpm-store', '.tox', '.nox', '.mypy_cache',
  '.pytest_cache', '.ruff_cache', '.dart_tool', '.pub-cache', '.stack-work', '.bundle', '.serverless', '.aws-sam',
  '.expo', '.local', '.trash', '.Trash', '.venv', '.direnv', '.devbox', '.nx', '.sass-cache', '.eggs',
]);

/**
 * Hidden folders that are themselves a collection's: ".adr/" (AltanS/collie, whose CLAUDE.md points to it;
 * goncalovelosa/thoughtbox's ".adr/accepted/", ".adr/staging/").
 */
const HIDDEN_RECORD_FOLDERS: ReadonlySet<string> = new Set(['.adr', '.adrs', '.decisions']);

/** Where a hidden folder may keep decision records that the walk goes in for (see walkWorkspace). */
// An agent's folder keeps them too (tiberius-s/fireside: ".claude/adrs/adr-004-x.md").
const HIDDEN_COLLECTION_FOLDERS = ['docs/adr', 'doc/adr', 'docs/adrs', 'docs/decisions', 'docs/architecture/decisions', 'adr', 'adrs', 'decisions'];

/** Folder names never walked, unless a configured collection points inside one. */
export function isSkippedDirectoryName(name: string): boolean {
  return SKIPPED_DIRECTORIES.has(name) || (name.startsWith('.') && name !== '.' && !WALKED_HIDDEN_DIRECTORIES.has(name) && !AGENT_DIRECTORIES.has(name) && !HIDDEN_RECORD_FOLDERS.has(name)) || isTemplatedName(name);
}

/**
 * A folder a project generator fills in ("{{cookiecutter.project_slug}}", copier's and Jinja's "{{ name }}"): what it
 * holds is rendered into other projects, their decisions and not this one's (TeoZosa/cookiecutter-cruft-poetry-…).
 */
function isTemplatedName(name: string): boolean {
  return name.includes('{{') && name.includes('}}');
}

/** The folder an adr-tools `.adr-dir` file names (its first line, relative to the file's folder). */
export function adrDirTarget(fs: WorkspaceFs, file: string): string | undefined {
  const bytes = fs.readFile(file);
  const target = bytes ? decodeBytes(bytes, 64 * 1024).text?.split(/\r?\n/)[0]?.trim() : undefined;
  return target ? joinRelative(posixDirname(file), withoutTrailingSlashes(target)) : undefined;
}

/** adr-j's "docPath=doc/adr" (a Java properties line; ":" may stand for "="). */
const ADR_J_DOC_PATH = /^[ \t]*docPath[ \t]*[=:][ \t]*(\S[^\r\n]*)/m;

/**
 * The folder adr-j's `.adr/adr.properties` names for its records (wfouche/jbang-adrs: "docPath=doc/adr", its records
 * in AsciiDoc), relative to the folder that holds `.adr`.
 */
export function adrPropertiesTarget(fs: WorkspaceFs, file: string): string | undefined {
  const bytes = fs.readFile(file);
  const target = bytes ? ADR_J_DOC_PATH.exec(decodeBytes(bytes, 64 * 1024).text ?? '')?.[1]?.trim() : undefined;
  return target ? joinRelative(posixDirname(posixDirname(file)), withoutTrailingSlashes(target)) : undefined;
}

/** Whether a file is adr-j's configuration, `.adr/adr.properties`. */
export function isAdrPropertiesPath(path: string): boolean {
  return path === '.adr/adr.properties' || path.endsWith('/.adr/adr.properties');
}

export interface WalkOptions {
  exclude: PathMatcher;
  /** Folders walked even when their name is normally skipped (configured collections). */
  forceInclude?: readonly string[];
  /**
   * Hidden folders a configured `include` glob names ('.loom/**'): walked as any other folder, ignore files still
   * obeyed (see hiddenFoldersNamed).
   */
  enterHidden?: readonly string[];
  signal?: CancellationSignal;
  /** Upper bound on files, so a pathological tree cannot exhaust memory. */
  maxFiles?: number;
  /**
   * Skip what .gitignore files and .git/info/exclude name, as git does (not inside forceInclude folders): those in the
   * workspace, and those git applies to it from above its root (WorkspaceFs.ignoreFilesAbove).
   */
  gitignore?: boolean;
}

/** Git's per-repository excludes, read like a .gitignore at the root. */
const INFO_EXCLUDE = '.git/info/exclude';

function decodeSmall(bytes: Uint8Array | undefined): string | undefined {
  return bytes ? decodeBytes(bytes, 1024 * 1024).text : undefined;
}

function readText(fs: WorkspaceFs, path: string): string | undefined {
  return decodeSmall(fs.readFile(path));
}

/** Adds the rules git applies to the workspace from the folders above its root; how many files they came from. */
function addIgnoreFilesAbove(fs: WorkspaceFs, rules: IgnoreRules): number {
  const above = fs.ignoreFilesAbove?.();
  if (!above) return 0;
  const files: RulesAbove[] = [];
  const exclude = decodeSmall(above.exclude);
  // The root is the top of its work tree (a linked worktree): the repository's exclude file applies as the root's own.
  if (above.rootPath === '') {
    if (exclude) rules.add('', exclude);
    return exclude ? 1 : 0;
  }
  if (exclude) files.push({ dir: '', text: exclude });
  for (const { dir, bytes } of above.gitignores) {
    const text = decodeSmall(bytes);
    if (text) files.push({ dir, text });
  }
  return addRulesAbove(rules, above.rootPath, files) ? files.length : 0;
}

/** An index larger than this (some 300,000 files) is not read: its paths would cost more than the walk. */
const MAX_INDEX_BYTES = 32 * 1024 * 1024;

/** The git index through the port, or a `.git/index` at the root for a port that cannot look for one. */
function gitIndexOf(fs: WorkspaceFs): { bytes: Uint8Array; rootPath: string } | undefined {
  if (fs.gitIndex) return fs.gitIndex();
  const bytes = fs.readFile('.git/index');
  return bytes ? { bytes, rootPath: '' } : undefined;
}

/** IgnoreRules that also know what git tracks, until `settle` keeps only what the walk needed of it. */
interface TrackingRules extends IgnoreRules {
  /** The walk is over: keep the tracked paths it kept, drop the index (a server holds the rules as long as it runs). */
  settle(): void;
}

/**
 * The rules as git applies them with its index: a tracked file is never ignored, nor a folder holding one (the walk
 * goes in for it); what else lies in such a folder stays ignored, as the folder is. The index is read the first time a
 * rule ignores something, and only then. After the walk, a path is kept only if the walk kept it for being tracked: a
 * file created since is not tracked (`git add -f` while a server runs is seen at the next reload).
 */
function withTrackedPaths(fs: WorkspaceFs, rules: IgnoreRules): TrackingRules {
  let tracked: TrackedPaths | null | undefined;
  let settled = false;
  /** Paths the rules ignore that the walk kept because git tracks them (or files it tracks below them). */
  const keptTracked = new Set<string>();
  const trackedPaths = (): TrackedPaths | null => {
    if (tracked === undefined) {
      const index = gitIndexOf(fs);
      tracked = (index && index.bytes.length <= MAX_INDEX_BYTES && trackedPathsFromIndex(index.bytes, index.rootPath)) || null;
    }
    return tracked;
  };
  const isTracked = (path: string, isDirectory: boolean): boolean => {
    if (settled) return keptTracked.has(path);
    const paths = trackedPaths();
    return paths !== null && (isDirectory ? paths.holdsFiles(path) : paths.hasFile(path));
  };
  return {
    add: (dir, text) => rules.add(dir, text),
    addAbove: (rootFromDir, text) => rules.addAbove(rootFromDir, text),
    ignoresEntry(path, isDirectory) {
      const slash = path.lastIndexOf('/');
      const ignored = (slash > 0 && keptTracked.has(path.slice(0, slash))) || rules.ignoresEntry(path, isDirectory);
      if (!ignored || !isTracked(path, isDirectory)) return ignored;
      keptTracked.add(path);
      return false;
    },
    ignores(path, isDirectory) {
      if (!rules.ignores(path, isDirectory)) return false;
      return !isTracked(path, isDirectory);
    },
    settle() {
      settled = true;
      tracked = null;
    },
  };
}

/** Whether `path` is a folder `enterHidden` names, one inside it, or one on the way to it. */
function entersHidden(enterHidden: readonly string[] | undefined, path: string): boolean {
  return !!enterHidden?.some((f) => path === f || path.startsWith(`${f}/`) || f.startsWith(`${path}/`));
}

/**
 * The hidden folders include globs name by their literal start: ".loom/**" names .loom, "tools/.config/*.md" names
 * tools/.config (rjwalters/loom cites its records from the committed .loom/ of its tool). A glob's pattern part names
 * none: "**\/.cache" would enter every cache.
 */
export function hiddenFoldersNamed(globs: readonly string[]): string[] {
  const out: string[] = [];
  for (const glob of globs) {
    const segments = glob.replace(/^\.\//, '').split('/');
    const literal: string[] = [];
    for (const segment of segments.slice(0, -1)) {
      if (/[*?[\]{}!]/.test(segment)) break;
      literal.push(segment);
    }
    let last = literal.length - 1;
    while (last >= 0 && !(literal[last]!.startsWith('.') && literal[last] !== '.' && literal[last] !== '..')) last--;
    if (last >= 0) out.push(literal.slice(0, last + 1).join('/'));
  }
  return out;
}

export function walkWorkspace(fs: WorkspaceFs, options: WalkOptions): WalkResult {
  const files: string[] = [];
  const directories = new Set<string>();
  const seenReal = new Set<string>();
  const maxFiles = options.maxFiles ?? 500_000;
  const stack: string[] = [''];
  const forced = (options.forceInclude ?? []).filter((f) => f !== '');
  for (const f of forced) stack.push(f);
  const rules = options.gitignore ? withTrackedPaths(fs, createIgnoreRules()) : undefined;
  let ruleFiles = 0;
  if (rules) {
    ruleFiles += addIgnoreFilesAbove(fs, rules);
    const exclude = readText(fs, INFO_EXCLUDE);
    if (exclude) {
      rules.add('', exclude);
      ruleFiles++;
    }
  }
  let steps = 0;
  while (stack.length > 0) {
    const dir = stack.pop()!;
    if (directories.has(dir)) continue;
    const st = fs.stat(dir);
    if (!st || st.kind !== 'directory') continue;
    if (seenReal.has(st.realPath)) continue;
    seenReal.add(st.realPath);
    directories.add(dir);
    if ((++steps & 63) === 0) throwIfCancelled(options.signal);
    const entries = fs.readDirectory(dir);
    if (!entries) continue;
    // A configured collection is walked whatever ignores it, as it is walked whatever its folder is called.
    const ignoring = rules && !forced.some((f) => dir === f || dir.startsWith(`${f}/`)) ? rules : undefined;
    if (ignoring && entries.some((e) => e.name === '.gitignore' && e.kind !== 'directory')) {
      const text = readText(fs, dir ? `${dir}/.gitignore` : '.gitignore');
      if (text) {
        ignoring.add(dir, text);
        ruleFiles++;
      }
    }
    for (const entry of entries) {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      let kind: 'file' | 'directory' | undefined = entry.kind === 'symlink' ? undefined : entry.kind;
      if (entry.kind === 'symlink') kind = fs.stat(path)?.kind;
      if (kind === 'directory') {
        if (options.exclude(path)) continue;
        if (isSkippedDirectoryName(entry.name) && !(entry.name !== '.git' && entersHidden(options.enterHidden, path))) {
          // A framework's own decisions in its hidden folder (peiman/ckeletin-go's ".ckeletin/docs/adr/", cited by
          // the code): its conventional collection folders are walked, nothing else of it.
          if (entry.name.startsWith('.') && !SKIPPED_DIRECTORIES.has(entry.name) && !TOOL_STATE_DIRECTORIES.has(entry.name) && !(ruleFiles > 0 && ignoring?.ignoresEntry(path, true))) {
            for (const sub of HIDDEN_COLLECTION_FOLDERS) {
              const inside = `${path}/${sub}`;
              if (fs.stat(inside)?.kind === 'directory' && !options.exclude(inside) && !(ruleFiles > 0 && ignoring?.ignoresEntry(inside, true))) stack.push(inside);
            }
          }
          continue;
        }
        if (ruleFiles > 0 && ignoring?.ignoresEntry(path, true)) continue;
        if (isAgentStateFolder(posixBasename(dir), entry.name)) continue;
        stack.push(path);
      } else if (kind === 'file') {
        if (options.exclude(path)) continue;
        if (ruleFiles > 0 && ignoring?.ignoresEntry(path, false)) continue;
        if (files.length < maxFiles) files.push(path);
        // adr-tools may keep its records in a hidden folder (".adr-dir" naming ".adr"), which the walk would skip.
        if (entry.name === '.adr-dir') {
          const target = adrDirTarget(fs, path);
          if (target && !options.exclude(target)) stack.push(target);
        }
      }
    }
  }
  files.sort();
  rules?.settle();
  return ruleFiles > 0 ? { files, directories, gitignore: rules } : { files, directories };
}
