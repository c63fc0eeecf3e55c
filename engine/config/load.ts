// Reads and validates .adr-lens.json. A bad key is reported (file, key, what is wrong) and replaced by its default;
// the rest of the config still applies, so analysis always goes on.
import { isMap, isSeq, parseDocument, type Node as YamlNode } from 'yaml';
import type { ConfigProblem, WorkspaceFs } from '../api.js';
import type { ResolvedConfig } from '../model.js';
import type { Range } from '../types.js';
import { decodeBytes, editDistance, LineMap, lineRange, withoutTrailingSlashes } from '../text.js';
import { CONFIG_FILE, defaultConfig } from './defaults.js';
import { FORMAT_KEYS, RULE_IDS_AND_NAMES, RULE_KEYS } from './rule-keys.js';
import { configKeySchemas, type ConfigKey } from './schema.js';

export interface LoadedConfig {
  config: ResolvedConfig;
  problems: ConfigProblem[];
  /** Where the config came from: the workspace file, the session (editor settings, --config) or defaults. */
  source: 'file' | 'session' | 'defaults';
  /** Where the key at `keyPath` is written in the config's file (its start when there is no file to place it in). */
  locate?: (keyPath: readonly PropertyKey[]) => Range;
}

export const SESSION_CONFIG_PATH = '<session config>';

/** Locates JSON keys for messages: YAML is a superset of JSON and its parser keeps source ranges. */
class KeyLocator {
  private readonly doc;
  private readonly lines: LineMap;
  constructor(text: string) {
    this.doc = parseDocument(text, { keepSourceTokens: false, uniqueKeys: false, logLevel: 'error' });
    this.lines = new LineMap(text);
  }
  range(path: readonly PropertyKey[]): Range {
    let node: unknown = this.doc.contents;
    let best: [number, number] | undefined;
    for (const segment of path) {
      // An entry of a list ("collections[1]"): the entry itself, where the typo is.
      if (isSeq(node) && typeof segment === 'number') {
        const itemRange = (node.items[segment] as YamlNode | undefined)?.range;
        if (itemRange) best = [itemRange[0], itemRange[1]];
        break;
      }
      if (!isMap(node)) break;
      const pair = node.items.find((p) => (p.key as { value?: unknown } | null)?.value === segment);
      if (!pair) break;
      const keyRange = (pair.key as YamlNode).range;
      if (keyRange) best = [keyRange[0], keyRange[1]];
      node = pair.value;
      if (typeof segment === 'number') break;
    }
    if (!best) return lineRange(0, 0, 0);
    return this.lines.range(best[0], best[1]);
  }
}


function keyText(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

function describeValue(v: unknown): string {
  let s: string | undefined;
  try {
    s = JSON.stringify(v);
  } catch {
    // Nested past the stack (a hostile or generated file): say what it is, not what it holds.
    return Array.isArray(v) ? 'a deeply nested list' : 'a deeply nested value';
  }
  return s === undefined ? String(v) : s.length > 40 ? `${s.slice(0, 37)}...` : s;
}

/** Validates an already-parsed config object; `locate` turns a key path into a range (file configs only). */
export function resolveConfig(raw: unknown, path: string, locate: (keyPath: readonly PropertyKey[]) => Range = () => lineRange(0, 0, 0)): { config: ResolvedConfig; problems: ConfigProblem[] } {
  const config = defaultConfig();
  const problems: ConfigProblem[] = [];
  const problem = (keyPath: readonly PropertyKey[], message: string) => {
    const key = keyText(keyPath);
    problems.push({ path, key, message: `${path}: "${key}": ${message}`, range: locate(keyPath) });
  };
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    problems.push({ path, key: '', message: `${path}: the config must be a JSON object like {"idPrefixes": ["ADR"]}; using defaults.`, range: lineRange(0, 0, 0) });
    return { config, problems };
  }
  const keySchemas = configKeySchemas();
  const known = Object.keys(keySchemas);
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    // Own keys only: "constructor" or "__proto__" in a config file is an unknown key, not Object's.
    if (!Object.hasOwn(keySchemas, key)) {
      const near = known.find((k) => editDistance(k.toLowerCase(), key.toLowerCase()) <= Math.max(1, Math.floor(k.length / 4)));
      problem([key], `unknown key, ignored${near ? ` (did you mean "${near}"?)` : ''}. Known keys: ${known.filter((k) => k !== '$schema').join(', ')}.`);
      continue;
    }
    const k = key as ConfigKey;
    // Maps are checked entry by entry so one bad rule severity does not discard the others.
    if ((k === 'rules' || k === 'statuses' || k === 'requiredSections') && value && typeof value === 'object' && !Array.isArray(value)) {
      const entrySchema = (keySchemas[k] as unknown as { def: { valueType: import('zod').ZodType } }).def.valueType;
      for (const [entry, v] of Object.entries(value as Record<string, unknown>)) {
        const unknown = unknownEntry(k, entry);
        if (unknown) {
          problem([k, entry], unknown);
          continue;
        }
        const r = entrySchema.safeParse(v);
        if (!r.success) {
          problem([k, entry, ...r.error.issues[0].path], `${r.error.issues[0].message}; got ${describeValue(v)}. Entry ignored.`);
          continue;
        }
        applyEntry(config, k, entry, r.data);
      }
      continue;
    }
    let r: ReturnType<(typeof keySchemas)[ConfigKey]['safeParse']>;
    try {
      r = keySchemas[k].safeParse(value);
    } catch {
      problem([k], `${describeValue(value)} cannot be read (nested too deeply). Using the default instead.`);
      continue;
    }
    if (!r.success) {
      const issue = r.error.issues[0];
      problem([k, ...issue.path], `${issue.message}; got ${describeValue(value)}. Using the default instead.`);
      continue;
    }
    applyKey(config, k, r.data);
  }
  return { config, problems };
}

/** Why a "rules" or "requiredSections" entry names nothing (a typo would otherwise silently change nothing). */
function unknownEntry(key: 'rules' | 'statuses' | 'requiredSections', entry: string): string | undefined {
  const names = key === 'rules' ? RULE_NAMES : key === 'requiredSections' ? FORMAT_NAMES : undefined;
  if (!names || (key === 'rules' ? RULE_KEY_SET : FORMAT_KEY_SET).has(entry)) return undefined;
  let near: string | undefined;
  let best = Infinity;
  for (const n of names) {
    const d = editDistance(n, entry.toLowerCase());
    if (d < best && d <= Math.max(1, Math.floor(n.length / 4))) [near, best] = [n, d];
  }
  const what = key === 'rules' ? 'rule' : 'record format';
  return `unknown ${what}, ignored${near ? ` (did you mean "${near}"?)` : ''}. Known: ${names.join(', ')}.`;
}

const RULE_KEY_SET = new Set(RULE_KEYS);
const RULE_NAMES = RULE_IDS_AND_NAMES.map(([, name]) => name);
const FORMAT_KEY_SET = new Set<string>(FORMAT_KEYS);
const FORMAT_NAMES: readonly string[] = FORMAT_KEYS;

function applyEntry(config: ResolvedConfig, key: 'rules' | 'statuses' | 'requiredSections', entry: string, value: unknown): void {
  if (key === 'rules') config.rules[entry] = value as ResolvedConfig['rules'][string];
  else if (key === 'statuses') config.statusMap[entry.trim().toLowerCase()] = value as ResolvedConfig['statusMap'][string];
  else config.requiredSections[entry] = value as string[];
}

function applyKey(config: ResolvedConfig, key: ConfigKey, value: unknown): void {
  switch (key) {
    case 'collections':
      config.collections = (value as string[]).map((c) => withoutTrailingSlashes(c.replace(/^\.\//, '')));
      break;
    case 'idPrefixes':
      config.idPrefixes = [...new Set(value as string[])];
      break;
    case 'codeRoots':
      config.codeRoots = (value as string[]).map((c) => withoutTrailingSlashes(c.replace(/^\.\/?/, '')));
      break;
    case 'include':
      config.citingInclude = value as string[];
      break;
    case 'exclude':
      config.exclude = value as string[];
      break;
    case 'maxFileSize':
      config.maxFileSize = value as number;
      break;
    case 'gitignore':
      config.gitignore = value as boolean;
      break;
    default:
      break;
  }
}

/**
 * A problem's message without the "file:line:col: " and "\"key\": " it starts with, for readers that show the
 * location and key themselves (the invalid-config diagnostic has its own path and range).
 */
export function configProblemDetail(p: ConfigProblem): string {
  let text = p.message;
  if (text.startsWith(`${p.path}:`)) text = text.slice(p.path.length).replace(/^(?::\d+:\d+)?: /, '');
  if (p.key && text.startsWith(`"${p.key}": `)) text = text.slice(p.key.length + 4);
  return text;
}

/** One line for logs and tool output: "path:line:col: \"key\": what is wrong", the location and key once. */
export function configProblemLine(p: ConfigProblem): string {
  const { line, character } = p.range.start;
  return `${p.path}:${line + 1}:${character + 1}: ${p.key ? `"${p.key}": ` : ''}${configProblemDetail(p)}`;
}

/** Loads .adr-lens.json from the workspace root; falls back to the session config, then to defaults. Never throws. */
export function loadConfig(fs: WorkspaceFs, sessionConfig?: unknown): LoadedConfig {
  const bytes = fs.readFile(CONFIG_FILE);
  if (bytes === undefined) {
    if (sessionConfig !== undefined && sessionConfig !== null) {
      return { ...resolveConfig(sessionConfig, SESSION_CONFIG_PATH), source: 'session' };
    }
    return { config: defaultConfig(), problems: [], source: 'defaults' };
  }
  const decoded = decodeBytes(bytes, 1024 * 1024);
  const text = decoded.text ?? '';
  if (decoded.text === undefined) {
    return {
      config: defaultConfig(),
      problems: decoded.problems.map((p) => ({ path: CONFIG_FILE, key: '', message: `${CONFIG_FILE}: ${p.message} Using defaults.`, range: p.range })),
      source: 'file',
    };
  }
  if (text.trim() === '') return { config: defaultConfig(), problems: [], source: 'file' };
  let raw: unknown;
  try {
    raw = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const at = /position (\d+)/.exec(message);
    const pos = new LineMap(text).position(at ? Number(at[1]) : 0);
    return {
      config: defaultConfig(),
      problems: [
        {
          path: CONFIG_FILE,
          key: '',
          message: `${CONFIG_FILE}:${pos.line + 1}:${pos.character + 1}: not valid JSON (${message.replace(/ in JSON at position \d+.*$/, '')}); using defaults until it is fixed.`,
          range: { start: pos, end: { line: pos.line, character: pos.character + 1 } },
        },
      ],
      source: 'file',
    };
  }
  let locator: KeyLocator | undefined;
  // Problems are placed by reading the file again as YAML, whose parser runs out of memory on brackets nested
  // thousands deep (a hostile or generated file): those get no position beyond the file's start.
  const placeable = nestingDepth(text) <= MAX_PLACEABLE_DEPTH;
  const locate = (keyPath: readonly PropertyKey[]) => (placeable ? (locator ??= new KeyLocator(text)).range(keyPath) : lineRange(0, 0, 0));
  const resolved = resolveConfig(raw, CONFIG_FILE, locate);
  for (const p of resolved.problems) {
    // Messages name the line too, so a terminal user can jump there.
    p.message = p.message.replace(`${CONFIG_FILE}: `, `${CONFIG_FILE}:${p.range.start.line + 1}:${p.range.start.character + 1}: `);
  }
  return { ...resolved, source: 'file', locate };
}

/** Deepest nesting a config file's problems are placed in; real configs nest three or four levels. */
const MAX_PLACEABLE_DEPTH = 64;

/** How deep brackets and braces nest in JSON text (strings skipped). */
function nestingDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) max = Math.max(max, ++depth);
    else if (c === 93 || c === 125) depth--;
  }
  return max;
}
