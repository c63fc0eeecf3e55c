// What git would ignore: the rules of every .gitignore in the tree, plus .git/info/exclude at the root (or, for a root
// below the top of its work tree, the .gitignore files above it and the repository's exclude file), matched
// with the `ignore` package (the gitignore implementation eslint and prettier use). Build output, generated docs
// sites and vendored copies are often ignored without being in SKIPPED_DIRECTORIES (site/, public/, coverage/,
// _build/, Pods/): walking them would find copies of the records and citations that are not in the repository.
import ignore, { type Ignore } from 'ignore';
import { withoutTrailingSlashes } from '../text.js';

/** Git's default for core.ignorecase: file systems that fold case make git fold it in patterns too. */
const FOLD_CASE = typeof process !== 'undefined' && (process.platform === 'win32' || process.platform === 'darwin');

export interface IgnoreRules {
  /** Adds the rules of one ignore file whose patterns are relative to `dir` ("" = the workspace root). */
  add(dir: string, text: string): void;
  /**
   * Adds the rules of an ignore file in a folder above the workspace root, `rootFromDir` being the root's path from
   * that folder ("services/billing"). They weigh less than every file inside the root and than those added here after
   * them: the top's first (its exclude file before its .gitignore).
   */
  addAbove(rootFromDir: string, text: string): void;
  /**
   * Whether git ignores `path` (a workspace-relative file, or folder when `isDirectory`), its folders included: a
   * file under an ignored folder is ignored whatever a deeper .gitignore says, as in git.
   */
  ignores(path: string, isDirectory: boolean): boolean;
  /** `ignores` for a path whose folders are known to be kept (the walk descends only into kept folders). */
  ignoresEntry(path: string, isDirectory: boolean): boolean;
}

/** One ignore file's rules, with a quick test that tells most paths no rule matches at all. */
interface FolderRules {
  rules: Ignore;
  /** Undefined until first needed, null when it cannot be built (the package's compiled rules are not where expected). */
  quick?: RegExp | null;
}

/**
 * One regular expression alternating all the rules' own, built from the package's compiled patterns: the package tests
 * its rules one by one (~9 µs per path for a 90-line .gitignore, 0.1 s on a 12,000-file walk), and nearly every
 * path matches none. Those are settled by this one test (~1.5 µs); a path it matches gets the package's verdict.
 */
function quickTest(rules: Ignore): RegExp | null {
  try {
    const compiled = (rules as unknown as { _rules?: { _rules?: Array<{ regex?: unknown }> } })._rules?._rules;
    if (!Array.isArray(compiled) || compiled.length === 0) return null;
    const sources: string[] = [];
    let flags: string | undefined;
    for (const rule of compiled) {
      const regex = rule.regex;
      if (!(regex instanceof RegExp) || (flags !== undefined && regex.flags !== flags) || /\\[1-9]/.test(regex.source)) return null;
      flags = regex.flags;
      sources.push(`(?:${regex.source})`);
    }
    return new RegExp(sources.join('|'), flags);
  } catch {
    return null;
  }
}

/**
 * A rule may leave its matcher at most this many places where a path's folders can be split more than one way: a
 * `**` segment before the end, and a pattern matched at any depth ("build", "**\/x"). The package turns each into a
 * backtracking group, so a hostile .gitignore ("a/**\/**\/…/**\/b", 13 of them) beside a deep folder chain makes one
 * test take years (security audit 8: `list` never finished); with one such place a test is linear in the path.
 */
const MAX_AMBIGUOUS_GLOBSTARS = 1;

/**
 * The ignore file's text with runs of `**` segments folded into one (git reads `a/**\/**\/b` as `a/**\/b`), and a rule
 * that would still need more than MAX_AMBIGUOUS_GLOBSTARS left out: walking a file git ignores is cheaper than a hang.
 */
export function tameGlobstars(text: string): string {
  if (!text.includes('**')) return text;
  return text
    .split(/\r?\n/)
    .map((line) => {
      if (!line.includes('**') || line.startsWith('#')) return line;
      const folded = line.replace(/(^!?\/?|\/)\*\*(?:\/\*\*)+(?=\/|\s*$)/g, '$1**');
      const body = withoutTrailingSlashes(folded.replace(/^!/, '').replace(/\s+$/, ''));
      const inner = body.replace(/^\//, '');
      // git anchors a pattern with a slash before its end to its folder; one without matches at any depth.
      const anywhere = !body.startsWith('/') && (inner.startsWith('**/') || !inner.includes('/'));
      const segments = inner.split('/');
      const middle = segments.slice(0, -1).filter((s, i) => s === '**' && !(i === 0 && anywhere)).length;
      return (anywhere ? 1 : 0) + middle > MAX_AMBIGUOUS_GLOBSTARS ? '' : folded;
    })
    .join('\n');
}

/** `verdict` as one file's rules leave it for `subject` (the path from the file's folder, a folder's ending in "/"). */
function applyLevel(level: FolderRules, subject: string, verdict: boolean): boolean {
  if (level.quick === undefined) level.quick = quickTest(level.rules);
  if (level.quick !== null && !level.quick.test(subject)) return verdict;
  let result: { ignored: boolean; unignored: boolean };
  try {
    result = level.rules.test(subject);
  } catch {
    // A path the package refuses (never one the walk produces): git would not match it either.
    return verdict;
  }
  return result.ignored ? true : result.unignored ? false : verdict;
}

function addTo(levels: Map<string, FolderRules>, key: string, raw: string): void {
  const text = tameGlobstars(raw);
  const existing = levels.get(key);
  if (existing) {
    existing.rules.add(text);
    existing.quick = undefined;
  } else levels.set(key, { rules: ignore({ ignorecase: FOLD_CASE }).add(text) });
}

export function createIgnoreRules(): IgnoreRules {
  const byFolder = new Map<string, FolderRules>();
  /** Files above the root by the root's path from their folder, the top's first (a Map keeps the order they came in). */
  const above = new Map<string, FolderRules>();

  const ignoresEntry = (path: string, isDirectory: boolean): boolean => {
    // Deeper files take precedence, and within one file the last matching pattern: visit the top's rules first.
    let verdict = false;
    const own = isDirectory ? `${path}/` : path;
    if (above.size > 0) for (const [rootFromDir, level] of above) verdict = applyLevel(level, `${rootFromDir}/${own}`, verdict);
    let slash = -1;
    do {
      const level = byFolder.get(slash < 0 ? '' : path.slice(0, slash));
      if (level) verdict = applyLevel(level, slash < 0 ? own : own.slice(slash + 1), verdict);
      slash = path.indexOf('/', slash + 1);
    } while (slash >= 0);
    return verdict;
  };

  /** Folder → ignored, itself or through a folder above it: asked for every file in it. */
  const folderVerdicts = new Map<string, boolean>();
  const folderIgnored = (folder: string): boolean => {
    let verdict = folderVerdicts.get(folder);
    if (verdict === undefined) {
      const slash = folder.lastIndexOf('/');
      verdict = (slash >= 0 && folderIgnored(folder.slice(0, slash))) || ignoresEntry(folder, true);
      folderVerdicts.set(folder, verdict);
    }
    return verdict;
  };

  return {
    add(dir, raw) {
      folderVerdicts.clear();
      addTo(byFolder, dir, raw);
    },
    addAbove(rootFromDir, raw) {
      folderVerdicts.clear();
      addTo(above, rootFromDir, raw);
    },
    ignoresEntry,
    ignores(path, isDirectory) {
      if (byFolder.size === 0 && above.size === 0) return false;
      const slash = path.lastIndexOf('/');
      if (slash >= 0 && folderIgnored(path.slice(0, slash))) return true;
      return ignoresEntry(path, isDirectory);
    },
  };
}

/** An ignore file above the workspace root: its folder's path from the top of the work tree ("" = the top), its text. */
export interface RulesAbove {
  dir: string;
  text: string;
}

/**
 * Adds to `rules` what git applies to the root (`rootPath` from the top) from the folders above it, `files` in git's
 * order (the repository's exclude file, then the .gitignore files from the top down), unless those ignore the root
 * itself: a folder git ignores (a build output, a vendored copy) opened on purpose is read as the user chose. Whether
 * any was added.
 */
export function addRulesAbove(rules: IgnoreRules, rootPath: string, files: readonly RulesAbove[]): boolean {
  if (files.length === 0) return false;
  const fromTop = createIgnoreRules();
  for (const file of files) fromTop.add(file.dir, file.text);
  if (fromTop.ignores(rootPath, true)) return false;
  for (const file of files) rules.addAbove(file.dir === '' ? rootPath : rootPath.slice(file.dir.length + 1), file.text);
  return true;
}
