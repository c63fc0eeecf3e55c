// Citations of decisions in documents that are not records: Markdown prose and comments in source code.
// Most files cite nothing, so a case-insensitive prefix test rejects them before any real scanning.
import type { CitingDocument, Reference } from '../types.js';
import { LineMap, decodeBytes, lineRange, stripBom } from '../text.js';
import { Lines } from './line-table.js';
import { fencedLines, hostedFilePath, isMarkdownPath } from './lines.js';
import { createReferenceScanner, scanIds, scanMarkdownLine, type ReferenceScanner } from './references.js';

interface CommentSyntax {
  line: string[];
  block: Array<[string, string]>;
  /** Quote characters whose strings are skipped (single-line). */
  quotes: string;
  /** Python-style triple-quoted strings count as comments (docstrings). */
  docstrings?: boolean;
}

const C_LIKE: CommentSyntax = { line: ['//'], block: [['/*', '*/']], quotes: '"\'`' };
const HASH: CommentSyntax = { line: ['#'], block: [], quotes: '"\'' };
const PYTHON: CommentSyntax = { line: ['#'], block: [], quotes: '"\'', docstrings: true };
const DASH: CommentSyntax = { line: ['--'], block: [['/*', '*/'], ['{-', '-}']], quotes: '\'"' };
const MARKUP: CommentSyntax = { line: [], block: [['<!--', '-->']], quotes: '' };
const WEB_COMPONENT: CommentSyntax = { line: ['//'], block: [['<!--', '-->'], ['/*', '*/']], quotes: '"\'`' };
const SEMICOLON: CommentSyntax = { line: [';'], block: [], quotes: '"' };
const PERCENT: CommentSyntax = { line: ['%'], block: [], quotes: '"' };

const SYNTAX_BY_EXTENSION: Record<string, CommentSyntax> = Object.create(null) as Record<string, CommentSyntax>;
const assign = (exts: string, syntax: CommentSyntax) => exts.split(' ').forEach((e) => (SYNTAX_BY_EXTENSION[e] = syntax));
assign('ts tsx mts cts js jsx mjs cjs java kt kts scala groovy gradle c h cc cpp cxx hpp hh hxx cs fs go rs swift dart php m mm proto zig sol scss less css v sv', C_LIKE);
assign('sh bash zsh fish rb rake gemspec pl pm r yaml yml toml cfg conf tf hcl nix cmake mk ex exs jl cr nim ps1 dockerfile bzl bazel', HASH);
assign('py pyi', PYTHON);
assign('sql lua hs elm ada adb ads', DASH);
// Not svg: an image (drawing tools export megabytes of it), where nobody cites a decision for a reader to find.
assign('html htm xml xsd', MARKUP);
assign('vue svelte astro', WEB_COMPONENT);
assign('clj cljs cljc edn lisp el scm ini', SEMICOLON);
assign('erl hrl tex', PERCENT);

/** Source extensions scanned for citations (comments only). */
export const CODE_EXTENSIONS: ReadonlySet<string> = new Set(Object.keys(SYNTAX_BY_EXTENSION));

function extensionOf(path: string): string {
  const base = path.slice(path.lastIndexOf('/') + 1);
  if (/^(Dockerfile|Makefile|Rakefile|Gemfile|Justfile)$/.test(base)) return base === 'Dockerfile' ? 'dockerfile' : base === 'Makefile' || base === 'Justfile' ? 'mk' : 'rb';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/** Whether a path is a document that could cite decisions (Markdown or a known source language). */
export function isCitingCandidatePath(path: string): boolean {
  return isMarkdownPath(path) || CODE_EXTENSIONS.has(extensionOf(path));
}

const startChars = new Map<CommentSyntax, RegExp>();

/** Characters where a comment or string may begin; everything between them is skipped in one regex step. */
function startCharsOf(syntax: CommentSyntax): RegExp {
  let re = startChars.get(syntax);
  if (!re) {
    const chars = new Set<string>([...syntax.quotes, ...syntax.line.map((o) => o[0]), ...syntax.block.map(([o]) => o[0])]);
    if (syntax.docstrings) for (const q of '"\'') chars.add(q);
    re = new RegExp(`[${[...chars].map((c) => c.replace(/[\\\]^-]/g, '\\$&')).join('')}]`, 'g');
    startChars.set(syntax, re);
  }
  return re;
}

/** Offset of the line break ending the line that holds `at` (or the text's length). */
function lineEnd(text: string, at: number): number {
  const nl = text.indexOf('\n', at);
  const cr = text.indexOf('\r', at);
  const end = nl === -1 ? cr : cr === -1 ? nl : Math.min(nl, cr);
  return end === -1 ? text.length : end;
}

/** [start, end) offsets of comment text in `text`. */
export function commentSpans(text: string, syntax: CommentSyntax): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const n = text.length;
  const next = startCharsOf(syntax);
  let i = 0;
  while (i < n) {
    next.lastIndex = i;
    const found = next.exec(text);
    if (!found) break;
    i = found.index;
    const c = text[i];
    if (syntax.docstrings && (text.startsWith('"""', i) || text.startsWith("'''", i))) {
      const q = text.slice(i, i + 3);
      const end = text.indexOf(q, i + 3);
      const stop = end === -1 ? lineEnd(text, i) : end;
      spans.push([i + 3, stop]);
      i = end === -1 ? stop : end + 3;
      continue;
    }
    let matched = false;
    for (const open of syntax.line) {
      if (c === open[0] && text.startsWith(open, i)) {
        let end = text.indexOf('\n', i);
        if (end === -1) end = n;
        spans.push([i + open.length, end]);
        i = end;
        matched = true;
        break;
      }
    }
    if (matched) continue;
    for (const [open, close] of syntax.block) {
      if (c === open[0] && text.startsWith(open, i)) {
        const end = text.indexOf(close, i + open.length);
        // Unterminated: a comment to the end of its line, so one stray "/*" does not turn the whole file into prose.
        const stop = end === -1 ? lineEnd(text, i) : end;
        spans.push([i + open.length, stop]);
        i = end === -1 ? stop : end + close.length;
        matched = true;
        break;
      }
    }
    if (matched) continue;
    if (syntax.quotes.includes(c)) {
      // Strings end at their quote or at the line's end, so a stray apostrophe cannot swallow the file.
      const q = text.charCodeAt(i);
      let j = i + 1;
      for (let k = text.charCodeAt(j); j < n && k !== q && k !== 10; k = text.charCodeAt(j)) j += k === 92 ? 2 : 1;
      i = j + 1;
      continue;
    }
    i++;
  }
  return spans;
}

/** A URL in a comment, up to a blank or a closing bracket or quote (a sentence's full stop is not part of it). */
const URL_TOKEN = /\bhttps?:\/\/[^\s)>\]"'`]+?(?=[.,;:]?(?:$|[\s)>\]"'`]))/g;
const LINK_TOKEN = /(?:^|[\s(<"'`])((?:\.{1,2}\/)?[\w@.+~-]+(?:\/[\w@.+~-]+)*\.md)(?=$|[\s)>"'`,;:#]|\.(?:\s|$))/g;

export interface CitingScanOptions {
  prefixes: readonly string[];
  maxFileSize: number;
  scanner?: ReferenceScanner;
}

/** Scans a non-record document. Returns undefined for files that cannot be read as text (too large, binary). */
/** Folders of generated or vendored code: what it cites belongs to the project it came from (Cosmos SDK ADRs in protos). */
const GENERATED_FOLDER = /(?:^|\/)(?:codegen|generated|__generated__|third_party|third-party)\//;
/** The marks generators leave at the top of a file (Go's "Code generated … DO NOT EDIT.", "@generated", C#'s "<auto-generated>"). */
const GENERATED_HEADER = /\bCode generated\b.*\bDO NOT EDIT\b|@generated\b|<auto-generated|\bauto-?generated\b|\bautomatically generated\b/i;

export function scanCitingDocument(path: string, input: string | Uint8Array, options: CitingScanOptions): CitingDocument | undefined {
  if (GENERATED_FOLDER.test(path)) return { path, references: [] };
  let text: string;
  if (typeof input === 'string') text = stripBom(input);
  else {
    const decoded = decodeBytes(input, options.maxFileSize);
    if (decoded.text === undefined) return undefined;
    text = decoded.text;
  }
  const scanner = options.scanner ?? createReferenceScanner(options.prefixes);
  const references: Reference[] = [];
  try {
    if (isMarkdownPath(path)) {
      if (!scanner.pretest.test(text) && !text.includes('](') && !text.includes(']:')) return { path, references };
      const lines = new Lines(text);
      const code = fencedLines(lines);
      for (let i = 0; i < lines.length; i++) {
        if (code[i] || lines.lengthOf(i) === 0) continue;
        references.push(...scanMarkdownLine(lines.get(i), i, scanner).references);
      }
      return { path, references };
    }
    const hasId = scanner.pretest.test(text);
    if (!hasId && !text.includes('.md')) return { path, references };
    if (GENERATED_HEADER.test(text.slice(0, 600))) return { path, references };
    const syntax = SYNTAX_BY_EXTENSION[extensionOf(path)];
    // Lines are counted only once a comment is found to cite something (most files' comments cite nothing).
    let lineMap: LineMap | undefined;
    const spans: Array<[number, number]> = syntax ? commentSpans(text, syntax) : [[0, text.length]];
    for (const [start, end] of spans) {
      const body = text.slice(start, end);
      if (body.length === 0) continue;
      const hasIdHere = hasId && scanner.pretest.test(body);
      const hasLink = body.includes('.md');
      if (!hasIdHere && !hasLink) continue;
      // Per line, so ranges stay on one line and match the Markdown scanner's.
      const breaks = /\r\n|\r|\n/g;
      for (let lineStart = 0; ; ) {
        const br = breaks.exec(body);
        const clean = body.slice(lineStart, br ? br.index : body.length);
        const pos = (lineMap ??= new LineMap(text)).position(start + lineStart);
        const found: Reference[] = [];
        if (hasIdHere) scanIds(maskUrls(clean), pos.line, scanner, found, pos.character);
        if (hasLink && clean.includes('.md')) {
          // "See https://github.com/o/r/blob/main/docs/decisions/0062-x.md": the record on the code host.
          if (clean.includes('://')) {
            for (const u of clean.matchAll(URL_TOKEN)) {
              const hosted = hostedFilePath(u[0]);
              if (hosted !== undefined && isMarkdownPath(hosted)) found.push({ kind: 'link', text: u[0], href: u[0], range: lineRange(pos.line, pos.character + u.index!, pos.character + u.index! + u[0].length) });
            }
          }
          for (const m of clean.matchAll(LINK_TOKEN)) {
            const at = m.index! + m[0].indexOf(m[1]);
            if (/:\/\//.test(clean.slice(Math.max(0, at - 12), at))) continue;
            found.push({ kind: 'link', text: m[1], href: m[1], range: lineRange(pos.line, pos.character + at, pos.character + at + m[1].length) });
          }
        }
        references.push(...found);
        if (!br) break;
        lineStart = br.index + br[0].length;
      }
    }
  } catch {
    // Never let a scanning bug take down the index; the document simply cites nothing.
  }
  references.sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
  return { path, references };
}

function maskUrls(line: string): string {
  if (!line.includes('://')) return line;
  return line.replace(/\b[a-zA-Z][a-zA-Z0-9+.-]*:\/\/\S*/g, (u) => ' '.repeat(u.length));
}
