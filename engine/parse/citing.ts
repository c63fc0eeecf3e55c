// Citations of decisions in documents that are not records: Markdown prose and comments in source code.
// Most files cite nothing, so a case-insensitive prefix test rejects them before any real scanning.
import { isRstPath, projectRst } from './rst.js';
import { isAsciidocPath, projectAsciidoc } from './asciidoc.js';
import type { CitingDocument, Reference } from '../types.js';
import { LineMap, decodeBytes, escapeRegExp, lineRange, splitLines, stripBom } from '../text.js';
import { Lines } from './line-table.js';
import { blankFrontMatterComments, fencedLines, hostedFilePath, inlineCodeSpans, isDocumentPath, mayCloseWrappedLink, mayOpenWrappedLink } from './lines.js';
import { isAgentInstructionPath } from './agent-files.js';
import { createReferenceScanner, scanIds, scanMarkdownLine, type ReferenceScanner } from './references.js';
import { canonicalPrefix, writtenIdKey } from '../keys.js';
import { markCitationsElsewhere } from './elsewhere.js';
import { markLinkedIds } from './reference-links.js';
import { NAMES_DECISION_RECORDS, numberedLogEntries } from './inline-decisions.js';
import { yamlProse } from './yaml-prose.js';

interface CommentSyntax {
  line: string[];
  block: Array<[string, string]>;
  /** Quote characters whose strings are skipped (single-line). */
  quotes: string;
  /** Python-style triple-quoted strings count as comments (docstrings). */
  docstrings?: boolean;
  /** Whether the quote at `at` opens a string; without it, every quote in `quotes` does. */
  opensString?: (text: string, at: number) => boolean;
  /** Whether the line-comment opener at `at` starts a comment; without it, it always does. */
  opensLineComment?: (text: string, at: number) => boolean;
  /** A block comment whose opener and closer count only in a line's first column (Ruby's `=begin` … `=end`). */
  lineStartBlock?: [string, string];
  /**
   * String delimiters that may span lines (JS template literals, Go raw strings, Kotlin/Java/Swift text blocks): what
   * they hold is text the program uses, even a line that looks like a comment ("// ADR-0099" in a template).
   */
  multiline?: string[];
  /** Whether the string opened at `at` is documentation (a test's name), read as a comment is. */
  proseString?: (text: string, at: number) => boolean;
}

/** Whether only blanks stand between `at` and the start of its line. */
function atLineStart(text: string, at: number): boolean {
  let j = at - 1;
  while (j >= 0 && (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9)) j--;
  return j < 0 || text.charCodeAt(j) === 10 || text.charCodeAt(j) === 13;
}

/** One character, an escape or an astral character between single quotes: a char literal ('x', '\n', '\u{1F600}'). */
const CHAR_LITERAL = /'(?:[^'\\\r\n]|[\uD800-\uDBFF][\uDC00-\uDFFF]|\\(?:u\{[0-9a-fA-F]{1,6}\}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|x[0-9a-fA-F]{2}|[0-7]{1,3}|[^\r\n]))'/y;

/**
 * Where "'" only delimits a char literal, a quote that does not close one soon is something else: a Rust lifetime
 * (&'a str), an F# type parameter ('T), a Haskell prime (foldl'), a C++ digit separator (1'000'000).
 */
function opensCharLiteral(text: string, at: number): boolean {
  if (text.charCodeAt(at) !== 39) return true;
  CHAR_LITERAL.lastIndex = at;
  return CHAR_LITERAL.test(text);
}

/** YAML quotes a scalar only from its first character; the "'" of "note: don't retry" is an apostrophe. */
function opensYamlScalar(text: string, at: number): boolean {
  let j = at - 1;
  while (j >= 0 && (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9)) j--;
  return j < 0 || '\n\r:-[{,?'.includes(text[j]);
}

/** PHP 8 attributes (#[Route('/x')]) start with "#" but are code. */
const notAttribute = (text: string, at: number): boolean => text.charCodeAt(at + 1) !== 91;

/**
 * A test's or a suite's name, and a schema field's description: strings a reader reads as documentation, where a test
 * says which decision it pins (supernova-labs/merovingian's describe("scoped inbox (ADR 0014)"), Ranvier-Technologies/
 * pixir's ExUnit test "… (ADR 0007)", co-native-ab/graphdo-ts's .meta({ description: "… ADR-0009" })). Other strings
 * stay data ("ADR-0053" as a value compared in a test).
 */
const DOCUMENTING_CALL_BEFORE = /(?:^|[^\w.$])(?:test|it|describe|context|specify|suite)(?:\.(?:only|skip|todo|concurrent|each|failing))?[ \t]{0,4}\(?[ \t]{0,4}$|\bdescription[ \t]{0,4}:[ \t]{0,4}$/;

function namesATest(text: string, at: number): boolean {
  return DOCUMENTING_CALL_BEFORE.test(text.slice(Math.max(0, at - 40), at));
}

const C_LIKE: CommentSyntax = { line: ['//'], block: [['/*', '*/']], quotes: '"\'`', multiline: ['"""', '`'], proseString: namesATest };
// Rust and C have no multi-line delimiter of these: a stray backtick must not swallow the lines after it.
const C_CHARS: CommentSyntax = { line: ['//'], block: [['/*', '*/']], quotes: '"\'`', opensString: opensCharLiteral };
/** Java, Kotlin, Scala, Swift text blocks (three double quotes) and Go raw strings (backticks) span lines. */
const C_CHARS_MULTILINE: CommentSyntax = { ...C_CHARS, multiline: ['"""', '`'] };
const PHP: CommentSyntax = { ...C_LIKE, line: ['//', '#'], opensLineComment: notAttribute };
const HASH: CommentSyntax = { line: ['#'], block: [], quotes: '"\'' };
const HASH_CHARS: CommentSyntax = { ...HASH, opensString: opensCharLiteral };
const JULIA: CommentSyntax = { ...HASH_CHARS, block: [['#=', '=#']] };
const NIM: CommentSyntax = { ...HASH_CHARS, block: [['#[', ']#']] };
// A Helm chart's templates comment in Go's template syntax too ("{{/* … */}}").
const YAML: CommentSyntax = { ...HASH, block: [['{{/*', '*/'], ['{{- /*', '*/']], opensString: opensYamlScalar };
// A "#" after an instruction belongs to it (RUN echo hi # …: shell text); a Dockerfile comment starts its line.
const DOCKERFILE: CommentSyntax = { line: ['#'], block: [], quotes: '', opensLineComment: atLineStart };
const RUBY: CommentSyntax = { ...HASH, lineStartBlock: ['=begin', '=end'] };
/**
 * Elixir keeps its prose in @moduledoc/@doc/@typedoc strings, mostly heredocs, a mix task's in @shortdoc, and a test's
 * in its name; other strings stay strings.
 */
const ELIXIR: CommentSyntax = {
  ...HASH,
  proseString: namesATest,
  block: ['moduledoc', 'doc', 'typedoc', 'shortdoc'].flatMap((a) => ['"""', '~S"""', '~s"""', '"'].map((q): [string, string] => [`@${a} ${q}`, q.replace(/^~[Ss]/, '')])),
};
// HCL and Nix strings are double-quoted only: the "'" of "don't" opens nothing.
const HCL: CommentSyntax = { line: ['#', '//'], block: [['/*', '*/']], quotes: '"' };
const NIX: CommentSyntax = { line: ['#'], block: [['/*', '*/']], quotes: '"' };
const CMAKE: CommentSyntax = { line: ['#'], block: [['#[[', ']]']], quotes: '"' };
const PYTHON: CommentSyntax = { line: ['#'], block: [], quotes: '"\'', docstrings: true };
const SQL: CommentSyntax = { line: ['--'], block: [['/*', '*/']], quotes: '\'"' };
const HASKELL: CommentSyntax = { line: ['--'], block: [['{-', '-}']], quotes: '\'"', opensString: opensCharLiteral };
const ADA: CommentSyntax = { line: ['--'], block: [], quotes: '\'"', opensString: opensCharLiteral };
/** Lua's block comments are long brackets after "--": "--[[ … ]]", "--[==[ … ]==]". */
// busted names its tests as Jest does: "describe('when … (#307, docs/adr/0117)', function()" (kamegoro/tobira.nvim).
const LUA: CommentSyntax = { line: ['--'], block: ['', '=', '==', '==='].map((l): [string, string] => [`--[${l}[`, `]${l}]`]), quotes: '\'"', proseString: namesATest };
const MARKUP: CommentSyntax = { line: [], block: [['<!--', '-->']], quotes: '' };
const ERB: CommentSyntax = { line: [], block: [['<%#', '%>'], ['<!--', '-->']], quotes: '' };
// Go templates (Helm's _helpers.tpl): only "{{/* … */}}" and "{{- /* … */ -}}" are comments; the rest is output.
const GO_TEMPLATE: CommentSyntax = { line: [], block: [['{{/*', '*/'], ['{{- /*', '*/']], quotes: '' };
const WEB_COMPONENT: CommentSyntax = { line: ['//'], block: [['<!--', '-->'], ['/*', '*/']], quotes: '"\'`' };
const SEMICOLON: CommentSyntax = { line: [';'], block: [], quotes: '"' };
/**
 * Clojure: a docstring is the string after a form's name ("(ns chachaml.context\n  \"See ADR-0004 for …\"", "(defn f
 * \"…\""), many lines long; Flexiana/chachaml cites its records there. Other strings are code.
 */
const CLOJURE: CommentSyntax = { line: [';'], block: [], quotes: '"', multiline: ['"'], proseString: clojureDocstring };
const CLOJURE_FORM_BEFORE = /\((?:ns|defn-?|def|defmacro|defprotocol|defmulti|defrecord|deftype|definterface|defonce)\s+(?:\^[:\w-]+\s+|\^\{[^{}]*\}\s+)*[^\s()[\]{}"]+\s*(?:\[[^\]]*\]\s*)?$/;

function clojureDocstring(text: string, at: number): boolean {
  return CLOJURE_FORM_BEFORE.test(text.slice(Math.max(0, at - 200), at));
}
// INI and supervisord/PHP-FPM configuration files comment with either (OrcVole/langfuse-cloudron: "; v0.2.0 (ADR 0006): …").
const HASH_OR_SEMICOLON: CommentSyntax = { line: ['#', ';'], block: [], quotes: '"' };
// Java properties: "#" or "!" at a line's start; a value may hold either.
const PROPERTIES: CommentSyntax = { line: ['#', '!'], block: [], quotes: '', opensLineComment: atLineStart };
const JSONNET: CommentSyntax = { line: ['//', '#'], block: [['/*', '*/']], quotes: '"\'' };
// Jinja's "{# … #}" around a templated file's own "#" comments (Ansible's ".j2").
const JINJA: CommentSyntax = { line: ['#'], block: [['{#', '#}']], quotes: '' };
const PERCENT: CommentSyntax = { line: ['%'], block: [], quotes: '"' };
/** Linker scripts: block comments only (a memory map's header citing "docs/adr/0001-target-platform.md", theovil1/obc-zero). */
const LINKER: CommentSyntax = { line: [], block: [['/*', '*/']], quotes: '"' };

const SYNTAX_BY_EXTENSION: Record<string, CommentSyntax> = Object.create(null) as Record<string, CommentSyntax>;
const assign = (exts: string, syntax: CommentSyntax) => exts.split(' ').forEach((e) => (SYNTAX_BY_EXTENSION[e] = syntax));
// Languages where "'" opens a string …
assign('ts tsx mts cts js jsx mjs cjs groovy gradle dart proto sol scss less css', C_LIKE);
// … and where it only delimits a char literal.
assign('c h cc cpp cxx hpp hh hxx cs fs rs m mm zig v sv', C_CHARS);
assign('java kt kts scala go swift', C_CHARS_MULTILINE);
assign('php', PHP);
assign('sh bash zsh fish pl pm r toml cfg mk ps1 bzl bazel star graphql gql graphqls rego sls pp env', HASH);
assign('conf', HASH_OR_SEMICOLON);
assign('properties', PROPERTIES);
assign('jsonnet libsonnet', JSONNET);
assign('j2 jinja jinja2', JINJA);
// Schema and configuration languages of the C family: CUE, Bicep, Prisma ("/// …" is a doc comment).
assign('cue bicep prisma', C_LIKE);
assign('cr', HASH_CHARS);
assign('jl', JULIA);
assign('nim', NIM);
assign('yaml yml', YAML);
assign('dockerfile', DOCKERFILE);
assign('rb rake gemspec', RUBY);
assign('ex exs', ELIXIR);
assign('tf tfvars hcl nomad', HCL);
assign('nix', NIX);
assign('cmake', CMAKE);
// GDScript (Godot) writes like Python: "## See docs/adr/0067-x.md" heads a test script.
assign('py pyi gd', PYTHON);
// GDB command files ("# ADR 0007 left the middle rung empty", theovil1/obc-zero's harness) and linker scripts.
assign('gdb', HASH);
assign('ld lds', LINKER);
// Cedar authorization policies ("// ADR-0001 reframes tenancy", orkestra-cc/orkestra's tenant_scope.cedar).
assign('cedar', C_CHARS);
assign('sql', SQL);
assign('hs elm', HASKELL);
assign('ada adb ads', ADA);
assign('lua', LUA);
// Not svg: an image (drawing tools export megabytes of it), where nobody cites a decision for a reader to find.
assign('html htm xml xsd csproj fsproj vbproj props targets', MARKUP);
assign('erb', ERB);
assign('tpl', GO_TEMPLATE);
assign('vue svelte astro', WEB_COMPONENT);
assign('edn lisp el scm', SEMICOLON);
assign('clj cljs cljc', CLOJURE);
assign('ini', HASH_OR_SEMICOLON);
assign('erl hrl tex', PERCENT);

/** Source extensions scanned for citations (comments only). */
export const CODE_EXTENSIONS: ReadonlySet<string> = new Set(Object.keys(SYNTAX_BY_EXTENSION));

/** Interpreters a script's "#!" line may name, for files with no extension to tell their language. */
const SYNTAX_BY_INTERPRETER: Record<string, CommentSyntax> = Object.create(null) as Record<string, CommentSyntax>;
for (const [names, syntax] of [
  ['sh bash zsh dash ksh ash fish perl pwsh Rscript make', HASH],
  ['python pypy', PYTHON],
  ['node nodejs deno bun tsx ts-node zx', C_LIKE],
  ['ruby', RUBY],
  ['elixir', ELIXIR],
  ['php', PHP],
  ['lua', LUA],
] as const) {
  for (const name of names.split(' ')) SYNTAX_BY_INTERPRETER[name] = syntax;
}

/** The language a "#!" line names ("#!/bin/sh", "#!/usr/bin/env -S python3 -u"); nothing past that line is read. */
function syntaxOfShebang(text: string): CommentSyntax | undefined {
  if (!text.startsWith('#!')) return undefined;
  const words = text.slice(2, Math.min(lineEnd(text, 0), 256)).trim().split(/\s+/);
  let program = words[0].slice(words[0].lastIndexOf('/') + 1);
  // env's options and VAR=value assignments come before the program.
  if (program === 'env') program = words.slice(1).find((w) => !w.startsWith('-') && !w.includes('=')) ?? '';
  // "python3.12" is Python.
  return SYNTAX_BY_INTERPRETER[program.replace(/[\d.]+$/, '')];
}

/** Build files named without an extension, by the language they are written in. */
const EXTENSION_OF_NAME: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, {
  Dockerfile: 'dockerfile',
  Containerfile: 'dockerfile',
  Makefile: 'mk',
  Justfile: 'mk',
  Rakefile: 'rb',
  Gemfile: 'rb',
  Vagrantfile: 'rb',
  Jenkinsfile: 'groovy',
  justfile: 'mk',
  Tiltfile: 'star',
  Procfile: 'sh',
  Brewfile: 'rb',
  '.env': 'env',
  '.env.example': 'env',
  '.env.sample': 'env',
  '.env.template': 'env',
  'CMakeLists.txt': 'cmake',
});

/**
 * pip's requirement and constraint files ("requirements.txt", "requirements-dev.txt", "dev-requirements.txt"),
 * commented with "#": "# See ADR-001 and ADR-010 for policy." pins a dependency for a reason (Moffran/
 * calibrated_explanations). Other ".txt" files are prose of no known syntax.
 */
const PIP_REQUIREMENTS = /^(?:[\w.-]*[-_.])?(?:requirements|constraints)(?:[-_.][\w.-]*)?\.txt$/i;

/** Extensions a template keeps after its file's own ("values.yaml.tpl", "config.yml.template"): the file's is its language. */
const TEMPLATE_EXTENSIONS = new Set(['tpl', 'tmpl', 'template']);

function extensionOf(path: string): string {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const named = EXTENSION_OF_NAME[base];
  if (named !== undefined) return named;
  if (base.startsWith('Dockerfile.')) return 'dockerfile';
  if (PIP_REQUIREMENTS.test(base)) return 'cfg';
  const dot = base.lastIndexOf('.');
  if (dot <= 0) return '';
  const ext = base.slice(dot + 1).toLowerCase();
  if (TEMPLATE_EXTENSIONS.has(ext)) {
    const inner = base.lastIndexOf('.', dot - 1);
    const of = inner > 0 ? base.slice(inner + 1, dot).toLowerCase() : '';
    if (of !== '' && SYNTAX_BY_EXTENSION[of] !== undefined) return of;
  }
  return ext;
}

/**
 * A script without an extension (".husky/pre-commit", "bin/release"); its "#!" line tells its language. A name in
 * capitals (LICENSE, NOTICE, CODEOWNERS) or starting with a dot (.gitignore) is a document or a setting, never a script.
 */
function isExtensionlessScriptName(base: string): boolean {
  return base.length > 0 && !base.includes('.') && base !== base.toUpperCase();
}

/** Files no one writes by hand: minified bundles and package managers' lockfiles. */
const MACHINE_WRITTEN = /\.min\.(?:js|mjs|cjs|css)$|^(?:package-lock\.json|pnpm-lock\.yaml|yarn\.lock|Cargo\.lock|poetry\.lock|Gemfile\.lock|composer\.lock|go\.sum)$/;

/**
 * Globs of the files isCitingCandidatePath accepts, for a file watcher: by extension and build-file name, and the
 * folders scripts without an extension live in (a glob cannot say "no dot in the name").
 */
export function citingFileGlobs(): string[] {
  return [
    '**/*.{md,markdown,mdx,mdc,rst,adoc,asciidoc}',
    // Tech-docs records kept as ERB templates ("adr-001-x.html.md.erb").
    '**/*.md.erb',
    `**/*.{${[...CODE_EXTENSIONS].sort().join(',')}}`,
    `**/{${Object.keys(EXTENSION_OF_NAME).join(',')},Dockerfile.*}`,
    '**/*{requirements,constraints}*.txt',
    '**/*.{tpl,tmpl,template}',
    '**/{bin,scripts,script,hooks,.husky,.githooks}/*',
  ];
}

/** Whether a path is a document that could cite decisions (Markdown, reStructuredText, a known source language, a script). */
export function isCitingCandidatePath(path: string): boolean {
  if (isDocumentPath(path)) return true;
  const base = path.slice(path.lastIndexOf('/') + 1);
  if (MACHINE_WRITTEN.test(base)) return false;
  const ext = extensionOf(path);
  return CODE_EXTENSIONS.has(ext) || (ext === '' && isExtensionlessScriptName(base));
}

const startChars = new Map<CommentSyntax, RegExp>();

/** Characters where a comment or string may begin; everything between them is skipped in one regex step. */
function startCharsOf(syntax: CommentSyntax): RegExp {
  let re = startChars.get(syntax);
  if (!re) {
    const chars = new Set<string>([...syntax.quotes, ...syntax.line.map((o) => o[0]), ...syntax.block.map(([o]) => o[0])]);
    if (syntax.docstrings) for (const q of '"\'') chars.add(q);
    const charClass = `[${[...chars].map((c) => c.replace(/[\\\]^-]/g, '\\$&')).join('')}]`;
    re = syntax.lineStartBlock ? new RegExp(`${charClass}|^${syntax.lineStartBlock[0]}`, 'gm') : new RegExp(charClass, 'g');
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

/** Whether `at` is a line's first column. */
function inFirstColumn(text: string, at: number): boolean {
  const before = text.charCodeAt(at - 1);
  return at === 0 || before === 10 || before === 13;
}

/** Offset of `word` in a line's first column at or after `from`, or -1. */
function indexInFirstColumn(text: string, word: string, from: number): number {
  for (let at = text.indexOf(word, from); at !== -1; at = text.indexOf(word, at + 1)) if (inFirstColumn(text, at)) return at;
  return -1;
}

/** Whether the character at `at` follows an odd run of backslashes (shell's it\'s: an escaped quote opens no string). */
function isEscaped(text: string, at: number): boolean {
  let j = at - 1;
  while (j >= 0 && text.charCodeAt(j) === 92) j--;
  return (at - 1 - j) % 2 === 1;
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
    const lineBlock = syntax.lineStartBlock;
    if (lineBlock && text.startsWith(lineBlock[0], i) && inFirstColumn(text, i)) {
      const end = indexInFirstColumn(text, lineBlock[1], i + lineBlock[0].length);
      spans.push([i + lineBlock[0].length, end === -1 ? n : end]);
      i = end === -1 ? n : lineEnd(text, end);
      continue;
    }
    let matched = false;
    // Blocks before lines: Lua's "--[[" opens a block, not a "--" line.
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
    for (const open of syntax.line) {
      if (c === open[0] && text.startsWith(open, i) && (!syntax.opensLineComment || syntax.opensLineComment(text, i))) {
        let end = text.indexOf('\n', i);
        if (end === -1) end = n;
        spans.push([i + open.length, end]);
        i = end;
        matched = true;
        break;
      }
    }
    if (matched) continue;
    const long = syntax.multiline?.find((d) => text.startsWith(d, i));
    if (long !== undefined && !isEscaped(text, i)) {
      const end = closingDelimiter(text, long, i + long.length);
      if (end !== -1 && syntax.proseString?.(text, i)) spans.push([i + long.length, end]);
      // Unterminated: a string to the end of its line, as below.
      i = end === -1 ? lineEnd(text, i) : end + long.length;
      continue;
    }
    if (syntax.quotes.includes(c) && !isEscaped(text, i) && (!syntax.opensString || syntax.opensString(text, i))) {
      // Strings end at their quote or at the line's end, so a stray apostrophe cannot swallow the file.
      const q = text.charCodeAt(i);
      let j = i + 1;
      for (let k = text.charCodeAt(j); j < n && k !== q && k !== 10; k = text.charCodeAt(j)) j += k === 92 ? 2 : 1;
      if (syntax.proseString?.(text, i)) spans.push([i + 1, Math.min(j, n)]);
      i = j + 1;
      continue;
    }
    i++;
  }
  return spans;
}

/** Where a multi-line string opened with `delimiter` closes (an escaped delimiter does not), or -1. */
function closingDelimiter(text: string, delimiter: string, from: number): number {
  for (let at = text.indexOf(delimiter, from); at !== -1; at = text.indexOf(delimiter, at + 1)) if (!isEscaped(text, at)) return at;
  return -1;
}

/** An RST link whose target holds a digit: ":doc:`0003-x`", "`x <../adr/0003-x.rst>`_", ".. _x: 0003-x.rst". */
// Not an address with a scheme: "<https://example.org/2020/x>" links no file of the workspace.
const RST_NUMBERED_LINK = /(?::doc:`|<(?![a-z][a-z0-9+.-]*:)|^\.\. _[^:\n]*:[ \t]*(?![a-z][a-z0-9+.-]*:))[^<>`\n]{0,200}?\d[^<>`\n]{0,200}?[>`\n]/m;

/** What an AsciiDoc page links another document with: "link:", "xref:", "<<x.adoc#,text>>", "include::" (parse/asciidoc.ts). */
const ASCIIDOC_LINK = /\b(?:link|xref):|<<|^include::/m;

/** A URL in a comment, up to a blank or a closing bracket or quote (a sentence's full stop is not part of it). */
const URL_TOKEN = /\bhttps?:\/\/[^\s)>\]"'`]+?(?=[.,;:]?(?:$|[\s)>\]"'`]))/g;
const EXAMPLE_BEFORE = /(?:\be\.?g\.?|\bfor example|\bfor instance|\bsuch as|@example)[,:]?[ \t]*[`'"(]?$/i;
// "/docs/adr/0003-x.md": a path from the repository's root, as a comment writes it (terrylica/cc-skills' scripts,
// "* ADR: /docs/adr/2025-12-05-centralized-version-management.md").
// Full-width brackets and marks stand around a path in Japanese and Chinese comments: "（docs/decisions/0021-x.md）。",
// "、docs/decisions/0021-x.md" (wakuwaku3/agentic-loop-foundation's Makefile).
const LINK_TOKEN = /(?:^|[\s(<"'`（「『、，：])((?:\.{1,2}\/|\/(?=[\w@.+~-]+\/))?[\w@.+~-]+(?:\/[\w@.+~-]+)*\.(?:md|rst))(?=$|[\s)>"'`,;:#）」』、。，；：]|\.(?:\s|$))/g;

export interface CitingScanOptions {
  prefixes: readonly string[];
  maxFileSize: number;
  scanner?: ReferenceScanner;
}

/**
 * Folders of generated or vendored code, and of test fixtures: what they cite belongs to the project they came from
 * (Cosmos SDK ADRs in protos) or is sample data (a fixture README citing ADR-0077).
 */
// Maven's and Gradle's "src/test/resources/" too: a tool's expected outputs (adoble/adr-j's "0001-…-expected.md").
const GENERATED_FOLDER = /(?:^|\/)(?:codegen|generated|__generated__|third_party|third-party|fixtures|__fixtures__|testdata|test\/resources)\//;
/**
 * Samples and a decision tool's own tests: "tools/adr-kit/examples/ADR-sample-001-….md" (a record of an imaginary
 * project), "tools/adr-kit/tests/test_adr_lint.py" ("ADR-100 (recent) should be PASS", rvdbreemen/OTGW-firmware's
 * vendored ADR kit). The ids they name are made up for the example.
 */
const SAMPLE_FOLDER = /(?:^|\/)[\w.-]{0,40}(?:adr|decision)[\w.-]{0,40}\/(?:[^/]{1,80}\/){0,3}(?:tests?|examples?|samples?)\//i;

/**
 * The marks generators leave at the top of a file, as they write them: Go's "Code generated … DO NOT EDIT.",
 * "@generated", .NET's "<auto-generated>", and a header line that opens with the fact ("This file is auto-generated
 * from the current state of the database", Rails; "Autogenerated by Thrift Compiler"; "NOTE: This class is auto
 * generated by OpenAPI Generator"; "This file was automatically generated and should not be edited", Apollo). Only the
 * opening of a line counts, and only when "generated" is followed by what a generator says next (by, from, file, a
 * full stop …): "Row ids are auto-generated by the database" or "Auto-generated keys are not stable" in a hand-written
 * comment are no markers.
 */
const GENERATED_HEADER = new RegExp(
  [
    String.raw`\bCode generated\b.*\bDO NOT EDIT\b`,
    String.raw`@generated\b`,
    String.raw`<auto-?generated\b`,
    String.raw`^[\s/*#;%!<>{}=-]*(?:NOTE:\s*)?(?:This (?:file|code|class|module|source file|source)(?: is| was| has been)?\s+)?(?:auto-?generated|auto generated|automatically generated)(?=\s+(?:by|from|with|using|for|and|file|code|source|class)\b|\s*(?:[.,;:!(—-]|$))`,
  ].join('|'),
  'im',
);
/** A "DO NOT EDIT" banner, in the capitals generators use: alone on its line, or after "generated" (protoc's header). */
const DO_NOT_EDIT_BANNER = /^[\s/*#;%!<>{}=-]*DO NOT EDIT\b[^\w\n]*$|\b(?:[Gg]enerated|GENERATED)\b.*\bDO NOT (?:EDIT|MODIFY)\b/m;

/** Every marker says "generated" or "DO NOT EDIT": one cheap search rules out most files before the two above. */
const GENERATED_WORDS = /generated|DO NOT EDIT/i;

function hasGeneratedHeader(text: string): boolean {
  const head = text.slice(0, 600);
  return GENERATED_WORDS.test(head) && (GENERATED_HEADER.test(head) || DO_NOT_EDIT_BANNER.test(head));
}

/** [start, end) offsets of the text that may cite: comments, or a prose document's prose. */
function citingSpans(path: string, text: string): Array<[number, number]> {
  const ext = extensionOf(path);
  if (ext === '') {
    const shebang = syntaxOfShebang(text);
    return shebang ? commentSpans(text, shebang) : [];
  }
  const syntax = SYNTAX_BY_EXTENSION[ext];
  if (syntax === YAML) return withProse(commentSpans(text, syntax), yamlProse(text).spans);
  // A file the index would not scan, handed over by a caller: read whole.
  return syntax ? commentSpans(text, syntax) : [[0, text.length]];
}

/**
 * Comments and prose spans together, in order. A "#" inside prose ("issue #12", a block scalar's line) opens no
 * comment there, so a comment span that begins inside prose is dropped rather than read twice.
 */
function withProse(comments: Array<[number, number]>, prose: Array<[number, number]>): Array<[number, number]> {
  if (prose.length === 0) return comments;
  const all: Array<[number, number]> = [...prose];
  let p = 0;
  for (const span of comments) {
    while (p < prose.length && prose[p][1] <= span[0]) p++;
    if (p < prose.length && prose[p][0] <= span[0]) continue;
    all.push(span);
  }
  return all.sort((a, b) => a[0] - b[0]);
}

/** Scans a non-record document. Returns undefined for files that cannot be read as text (too large, binary). */
export function scanCitingDocument(path: string, input: string | Uint8Array, options: CitingScanOptions): CitingDocument | undefined {
  if (GENERATED_FOLDER.test(path) || SAMPLE_FOLDER.test(path)) return { path, references: [] };
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
    if (isDocumentPath(path)) {
      const rst = isRstPath(path);
      // Most of a Sphinx project's pages cite no decision: only those naming an id, or linking a file whose name has a
      // number (records' names do: "0003-x", "adr-007"), are projected and read (see parse/rst.ts).
      const adoc = !rst && isAsciidocPath(path);
      // A Markdown page named for decision records may keep them under numbered headings, citing nothing (see logEntries).
      const namesRecords = !rst && !adoc && NAMES_DECISION_RECORDS.test(text);
      if (!namesRecords && !scanner.pretest.test(text) && (rst ? !RST_NUMBERED_LINK.test(text) : adoc ? !ASCIIDOC_LINK.test(text) : !text.includes('](') && !text.includes(']:') && !text.includes('[[') && !namesDocumentPath(text))) return { path, references };
      const lines = new Lines(rst ? projectRst(text).text : adoc ? projectAsciidoc(text) : blankFrontMatterComments(text));
      const code = fencedLines(lines);
      const agent = isAgentInstructions(path);
      for (let i = 0; i < lines.length; i++) {
        if (code[i] || lines.lengthOf(i) === 0) continue;
        const line = lines.get(i);
        // A link's text wrapped over two lines ("* [Use a shared\n  store](0004-x.md)"), as records read it.
        const wrapBefore = i > 0 && !code[i - 1] && mayCloseWrappedLink(line) ? lines.get(i - 1) : undefined;
        const wrapAfter = i + 1 < lines.length && !code[i + 1] && mayOpenWrappedLink(line) ? lines.get(i + 1) : undefined;
        const scan = scanMarkdownLine(line, i, scanner, rst, wrapBefore, wrapAfter);
        const found = scan.references;
        // "- `docs/kararlar/014-x.md`: the claim there is now wrong" (ilke-berk/hukdok's task notes): a record's file
        // written as code names the record, as a path in a code comment does.
        if (!rst && !adoc && scan.codeSpans.length > 0 && (line.includes('.md') || line.includes('.rst'))) pathsInCodeSpans(line, i, scan.codeSpans, found);
        // "Per docs/decisions/0002-use-gadgets.md and …" (NC1107/slim-m's PRODUCT.md): the path in prose, as a code comment writes it.
        if (!rst && !adoc && line.includes('/') && (line.includes('.md') || line.includes('.rst'))) pathsInProse(scan.masked, i, found);
        if (found.length > 0) nameTopicsOfIds(lines.get(i), found);
        references.push(...found);
        if (agent) idsSetInCode(lines.get(i), i, scanner, references);
      }
      if (agent) references.sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
      if (text.includes('`')) dropIdsInCodeAcrossLines(lines, code, references);
      markCitationsElsewhere(text, references);
      markLinkedIds(text, references);
      const doc: CitingDocument = { path, references: text.includes('line') ? withoutQuotedLineNumbers(text, references) : references };
      const entries = namesRecords ? numberedLogEntries(lines.length, (i) => lines.get(i), (i) => code[i] !== 0) : [];
      if (entries.length > 0) doc.logEntries = entries;
      return doc;
    }
    const hasId = scanner.pretest.test(text);
    // "See docs/decisions/0013" names no prefix: the folder is looked for too (see scanFolderNumbers).
    const hasFolder = hasId || text.includes('decisions/');
    if (!hasFolder && !text.includes('.md') && !text.includes('.rst')) return { path, references };
    if (hasGeneratedHeader(text)) return { path, references };
    // Lines are counted only once a comment is found to cite something (most files' comments cite nothing).
    let lineMap: LineMap | undefined;
    const spans = citingSpans(path, text);
    for (const [start, end] of spans) {
      const body = text.slice(start, end);
      if (body.length === 0) continue;
      const hasIdHere = hasId && scanner.pretest.test(body);
      const hasLink = body.includes('.md') || body.includes('.rst');
      const hasFolderHere = hasIdHere || (hasFolder && body.includes('decisions/'));
      if (!hasFolderHere && !hasLink) continue;
      // Per line, so ranges stay on one line and match the Markdown scanner's.
      const breaks = /\r\n|\r|\n/g;
      let usage = false;
      for (let lineStart = 0; ; ) {
        const br = breaks.exec(body);
        const clean = body.slice(lineStart, br ? br.index : body.length);
        usage = inUsageBlock(clean, usage);
        if (usage) {
          if (!br) break;
          lineStart = br.index + br[0].length;
          continue;
        }
        const pos = (lineMap ??= new LineMap(text)).position(start + lineStart);
        const found: Reference[] = [];
        if (clean.includes('](')) {
          // "// See [ADR-111](../docs/adr/adr-111-x.md).": a Markdown link, read as in Markdown: one citation, whose
          // text names the decision, and whose target is then checked (as two references it was cited twice and the
          // target, naming no decision itself, went unchecked).
          for (const r of scanMarkdownLine(clean, pos.line, scanner).references) {
            found.push({ ...r, range: lineRange(pos.line, pos.character + r.range.start.character, pos.character + r.range.end.character) });
          }
        } else {
          if (hasIdHere) {
            const masked = maskUrls(clean);
            scanIds(masked, pos.line, scanner, found, pos.character);
            nameTitledIds(clean, pos.character, found);
            if (masked.includes('-') || masked.includes(':')) scanCitedStems(masked, pos, scanner, found);
          }
          if (hasFolderHere && clean.includes('/')) scanFolderNumbers(maskUrls(clean), pos, scanner, found);
          if (hasLink && (clean.includes('.md') || clean.includes('.rst'))) scanLinkTokens(clean, pos, found);
        }
        references.push(...(found.length > 0 && clean.includes('"') ? withoutQuotedIds(clean, pos.character, found) : found));
        if (hasFolderHere && clean.endsWith('/')) {
          const wrapped = numberWrappedAfterFolder(clean, text, start + (br ? br.index : body.length), scanner);
          // The number must be comment text too: the next line's comment, or the same block comment's next line.
          if (wrapped && spans.some(([a, b]) => wrapped.at >= a && wrapped.at < b)) {
            const at = lineMap.position(wrapped.at);
            references.push({ kind: 'id', text: wrapped.digits, targetKey: wrapped.key, range: lineRange(at.line, at.character, at.character + wrapped.digits.length) });
          }
        }
        if (!br) break;
        lineStart = br.index + br[0].length;
      }
    }
  } catch {
    // Never let a scanning bug take down the index; the document simply cites nothing.
  }
  references.sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
  markCitationsElsewhere(text, references);
  return { path, references: references.length >= LOCAL_LIST_ITEMS ? withoutLocalDecisionList(references, text) : references };
}

/** A comment's list item that opens with an id and a colon: "//! - ADR-001: Reuse SqlValue serialization". */
const ID_ITEM_BEFORE = /^[ \t]{0,8}(?:\/\/[!/]?|#|\*|--|;)?[ \t]{0,8}[-*+][ \t]{1,4}[*_]{0,2}$/;
const ID_ITEM_AFTER = /^[*_]{0,2}[ \t]{0,4}:[ \t]{0,4}\S/;
/** Items of a module's own numbered list: at least this many, numbered 1, 2, 3 … in order. */
const LOCAL_LIST_ITEMS = 3;

/**
 * The references but those of a module's own list of design decisions, numbered from 1 on consecutive lines ("//! -
 * ADR-001: Reuse SqlValue serialization", "ADR-002: Page 0 reserved for B+ tree metadata", … in rjwalters/nistmemsql's
 * B-tree module): it defines local items, whatever this workspace's records of those numbers decide.
 */
function withoutLocalDecisionList(references: Reference[], text: string): Reference[] {
  // Split only when an id opens a list item: most files with three citations have none.
  if (!references.some((r) => r.kind === 'id')) return references;
  const lines = splitLines(text);
  const drop = new Set<Reference>();
  let run: Reference[] = [];
  const close = (): void => {
    if (run.length >= LOCAL_LIST_ITEMS) for (const r of run) drop.add(r);
    run = [];
  };
  for (const r of references) {
    const lineText = lines[r.range.start.line] ?? '';
    const n = r.kind === 'id' ? /(\d{1,7})$/.exec(r.text) : null;
    const item = n !== null && ID_ITEM_BEFORE.test(lineText.slice(0, r.range.start.character)) && ID_ITEM_AFTER.test(lineText.slice(r.range.end.character, r.range.end.character + 12));
    if (!item) {
      close();
      continue;
    }
    const last = run[run.length - 1];
    if (!(last && last.range.start.line === r.range.start.line - 1 && Number(/(\d{1,7})$/.exec(last.text)![1]) + 1 === Number(n![1]))) close();
    if (run.length > 0 || Number(n![1]) === 1) run.push(r);
  }
  close();
  return drop.size === 0 ? references : references.filter((r) => !drop.has(r));
}

/**
 * A script's usage text: "Usage:" (or "Examples:", "Synopsis:") on a line of its own, then its lines up to a blank one.
 * "adr-quality docs/adr/ADR-042-foo.md", "adr-lint --strict-from ADR-100" (rvdbreemen/OTGW-firmware's bin/) show how a
 * command is called, with names made up for it.
 */
const USAGE_HEADING = /^[\s#/*;%!-]{0,8}(?:usage|examples?|synopsis)[ \t]{0,4}:[ \t]{0,4}$/i;
const BLANK_COMMENT_LINE = /^[\s#/*;%!-]*$/;

/** Whether `line` is in a usage block, given whether the line before was (see USAGE_HEADING). */
function inUsageBlock(line: string, before: boolean): boolean {
  if (USAGE_HEADING.test(line)) return true;
  return before && !BLANK_COMMENT_LINE.test(line);
}

/**
 * The references but ids written as a quoted string: "# Accept \"ADR-001\", \"ADR-1\", \"001\"", "adr_id: \"ADR-001\""
 * (rvdbreemen/OTGW-firmware's bin/adr-judge, bin/adr-context): a value's format shown, not a decision cited.
 */
function withoutQuotedIds(line: string, offset: number, found: Reference[]): Reference[] {
  return found.filter((r) => {
    if (r.kind !== 'id') return true;
    const start = r.range.start.character - offset;
    const end = r.range.end.character - offset;
    return !(line.charAt(start - 1) === '"' && line.charAt(end) === '"') || inFlowList(line, start);
  });
}

/**
 * Whether column `at` is inside a "[…]" list opened before it on the line: `related_adrs: ["ADR-002", "ADR-007"]`
 * (BjornMelin/docmind-ai-llm's spec front matter) lists the decisions a document rests on, quoted or not.
 */
function inFlowList(line: string, at: number): boolean {
  const open = line.lastIndexOf('[', at);
  return open >= 0 && line.indexOf(']', open) >= at;
}

/**
 * A title after an id and a colon or dash in a comment: "See ADR-060: Restart-safe trigger deduplication."
 * (syntropic137/syntropic137, where two records are numbered 60), "(ADR-0012 — Queue retries)". Up to the sentence's end
 * or a bracket. Among records sharing the id, the one titled so is meant (see the index's namesakeTitled).
 */
const TITLE_AFTER_ID = /^(?::|[ \t]{1,2}[—–-])[ \t]{1,2}([^.;,()[\]\n]{3,60})/;

/**
 * The topic after an id and "for the": "See ADR 0003 for the activity stream …" (albatrocity/lending-library's AGENTS.md,
 * beside two records numbered 3). Up to the sentence's end or a bracket; the namesake whose title holds its words is meant.
 */
const TOPIC_AFTER_ID = /^[ \t]{1,2}for[ \t]{1,2}the[ \t]{1,2}([^.;,()[\]\n]{3,60})/i;

/** TOPIC_AFTER_ID on a document's line (offsets the line's): its ids' topics, for namesakes to be told apart by. */
function nameTopicsOfIds(line: string, found: Reference[]): void {
  for (const r of found) {
    if (r.kind !== 'id' || r.titled !== undefined || r.named !== undefined) continue;
    const end = r.range.end.character;
    const topic = line.startsWith(' for ', end) || line.startsWith('  for ', end) ? TOPIC_AFTER_ID.exec(line.slice(end, end + 72))?.[1]?.trim() : undefined;
    if (topic) r.named = topic;
  }
}

function nameTitledIds(clean: string, offset: number, found: Reference[]): void {
  for (const r of found) {
    if (r.kind !== 'id' || r.titled !== undefined) continue;
    const end = r.range.end.character - offset;
    const after = clean.slice(end, end + 68);
    const named = (TITLE_AFTER_ID.exec(after) ?? TOPIC_AFTER_ID.exec(after))?.[1]?.trim();
    if (named) r.named = named;
  }
}

/** An agent's instruction files by name: Claude's, Codex's and Gemini's, Copilot's. */
const AGENT_INSTRUCTION_NAME = /^(?:CLAUDE|AGENTS|GEMINI|copilot-instructions)(?:\.[\w-]{1,20})?\.md$/i;

function isAgentInstructions(path: string): boolean {
  return isAgentInstructionPath(path) || AGENT_INSTRUCTION_NAME.test(path.slice(path.lastIndexOf('/') + 1));
}

/**
 * Agent files set identifiers in monospace, decisions' ids too ("ports-and-adapters (`ADR-0003`)" in jetdream/steward's
 * CLAUDE.md files, "until `ADR-0011`" in GriffinAD/dns-fabric's .cursor plans): a code span that is exactly one id cites
 * it. A span with more in it (an example file name, `adr-0001-sample.md`) stays code.
 */
function idsSetInCode(line: string, index: number, scanner: ReferenceScanner, out: Reference[]): void {
  if (!line.includes('`')) return;
  for (const span of inlineCodeSpans(line)) {
    const content = line.slice(span.start + 1, span.end - 1);
    if (content.length > 24 || line.charCodeAt(span.start + 1) === 96 || !scanner.pretest.test(content)) continue;
    const found: Reference[] = [];
    scanIds(content, index, scanner, found, span.start + 1);
    if (found.length === 1 && found[0].text === content) out.push(found[0]);
  }
}

/**
 * "ADR line 208: …", "ADR 0063 (lines 208-209)": lines of a record quoted by their number. A review that says so
 * writes "(ADR 208)" for that line too (BrighterCommand/Brighter's specs), which cites no record 208.
 */
const QUOTED_RECORD_LINES = /\b[A-Z]{2,6}[ \t](?:\d{1,7}[ \t]\()?lines?[ \t](\d{1,7})(?:[ \t]?[-–][ \t]?(\d{1,7}))?/g;

/**
 * Ids inside an inline code span that crosses a line break, which CommonMark allows: "add a line: `**Informed by:**" over
 * "ADR-0003, ADR-0007` if one or more apply" (EuanScott/project-tweety's agent instructions) shows the form, with a
 * made-up id. The line scanner sees each line alone, so the span is found over the paragraph and its ids are dropped.
 */
function dropIdsInCodeAcrossLines(lines: Lines, code: ArrayLike<boolean | number>, references: Reference[]): void {
  let from = 0;
  for (let i = 0; i <= lines.length; i++) {
    if (i < lines.length && !code[i] && lines.lengthOf(i) > 0) continue;
    if (i - from > 1) dropInParagraph(lines, from, i, references);
    from = i + 1;
  }
}

function dropInParagraph(lines: Lines, from: number, to: number, references: Reference[]): void {
  const starts: number[] = [];
  let joined = '';
  for (let l = from; l < to; l++) {
    starts.push(joined.length);
    joined += (l > from ? '\n' : '') + lines.get(l);
    if (l > from) starts[starts.length - 1]! += 1;
  }
  if (!joined.includes('`')) return;
  for (const span of inlineCodeSpans(joined)) {
    if (!joined.slice(span.start, span.end).includes('\n')) continue;
    for (let r = references.length - 1; r >= 0; r--) {
      const ref = references[r]!;
      const line = ref.range.start.line;
      if (line < from || line >= to) continue;
      const at = starts[line - from]! + ref.range.start.character;
      if (at >= span.start && at < span.end) references.splice(r, 1);
    }
  }
}

/** The references but ids written with a blank ("ADR 208") whose number the document quotes as a line. */
function withoutQuotedLineNumbers(text: string, references: Reference[]): Reference[] {
  const quoted = new Set<number>();
  for (const m of text.matchAll(QUOTED_RECORD_LINES)) {
    quoted.add(Number(m[1]));
    if (m[2] !== undefined) quoted.add(Number(m[2]));
  }
  if (quoted.size === 0) return references;
  return references.filter((r) => {
    const n = r.kind === 'id' ? /[ \t](\d{1,7})$/.exec(r.text) : null;
    return !n || !quoted.has(Number(n[1]));
  });
}

/**
 * A record's file name without its extension, after the decision word: "# ADR: 2025-12-05-itp-setup-todowrite-workflow"
 * (terrylica/cc-skills cites its dated records so from scripts and hooks), "Per ADR-0011-cross-compilation-toolchain."
 * (a CMake toolchain's header), "per ADR-0002-explicit-graph-update-lifecycle". The id pattern stops at the hyphen
 * after the number (an id runs into no word), so these cited nothing. Read as a bare file name is: a link to
 * "<stem>.md", resolved to the record of that file name (or of that id whose file the words name), never reported
 * broken when no record has it (broken-link holds a comment's bare names to nothing). Two words at least after the
 * number, one of them with a letter: "ADR-0180-style", "ADR-2025-01-15" (a day after an id) stay what they were.
 */
const citedStemPatterns = new Map<ReferenceScanner, RegExp | null>();

function citedStemPattern(scanner: ReferenceScanner): RegExp | null {
  let re = citedStemPatterns.get(scanner);
  if (re === undefined) {
    const alt = scanner.prefixes.map(escapeRegExp).join('|');
    const words = '((?:-[\\p{L}\\p{N}]+){2,12})';
    // The prefix as a label ("ADR: ", "ADR ") before a stem of a number or a day (1: "0007", "2025-12-05", "20260328")
    // and its words (2); or the prefix beginning the stem (3), its number (4) and words (5); or, a label's number alone,
    // an id (6, 7): "# ADR: 0189" heading a script, "// adr: 201" above a Go package clause, which the id pattern, taking
    // no colon between prefix and number, left unread.
    re =
      alt === ''
        ? null
        : new RegExp(
            `(?<![\\p{L}\\p{N}_./-])(?:(?:${alt}):?[ \\t]{1,3}((?:19|20)\\d\\d-\\d\\d-\\d\\d|(?:19|20)\\d{6}|\\d{1,7})${words}|(${alt})[-_]?((?:19|20)\\d{6}|\\d{1,7})${words}|(${alt}):[ \\t]{1,3}(\\d{1,7}))(?![\\p{L}\\p{N}_/-]|\\.[\\p{L}\\p{N}])`,
            'giu',
          );
    citedStemPatterns.set(scanner, re);
  }
  return re;
}

/** What may stand before a label's "ADR:" (see scanCitedStems): comment markers and blanks, or an opening bracket. */
const LABEL_BEFORE = /(?:^[\s#/*;!%>-]*|[([][ \t]?)$/;
/** What may follow its number: the line's end, a bracket or a dash before a reason ("# ADR: 0189 - why", "0005 (modular)"). */
const LABEL_NUMBER_AFTER = /^[ \t]*(?:$|[()\].,;:·/&+—–-])/;
/** The next number of a label's list, after a name in brackets and a separator: " (modular) · 0012". */
const LABEL_LIST_NEXT = /^[ \t]*(?:\([^()\n]{0,80}\))?[ \t]*(?:[·,;/&+]|and)[ \t]*(\d{1,7})(?=[ \t]*(?:$|[()\].,;:·/&+—–-]))/;

function scanCitedStems(masked: string, pos: { line: number; character: number }, scanner: ReferenceScanner, found: Reference[]): void {
  const re = citedStemPattern(scanner);
  if (re === null) return;
  re.lastIndex = 0;
  for (let m = re.exec(masked); m; m = re.exec(masked)) {
    if (m[7] !== undefined) {
      // A label: first in the comment's line or in brackets, the number alone after it ("Count of ADR: 2 records" is no
      // citation).
      const end = m.index + m[0].length;
      if (!(LABEL_BEFORE.test(masked.slice(0, m.index)) && LABEL_NUMBER_AFTER.test(masked.slice(end, end + 4)))) continue;
      const start = pos.character + m.index;
      const prefix = canonicalPrefix(m[6]!, scanner.prefixes);
      found.push({ kind: 'id', text: m[0], targetKey: writtenIdKey(prefix, m[7]), range: lineRange(pos.line, start, start + m[0].length) });
      // "// ADR: 0005 (modular) · 0012 (oz-mcp-server).": the label's list goes on with numbers alone.
      for (let at = end, next = LABEL_LIST_NEXT.exec(masked.slice(at)); next; next = LABEL_LIST_NEXT.exec(masked.slice(at))) {
        const from = at + next[0].length - next[1]!.length;
        found.push({ kind: 'id', text: next[1]!, targetKey: writtenIdKey(prefix, next[1]!), range: lineRange(pos.line, pos.character + from, pos.character + from + next[1]!.length) });
        at += next[0].length;
      }
      continue;
    }
    // The words after the number name something: a letter among them ("ADR-0012-2025-01-15" is an id and a day).
    if (!/\p{L}/u.test(m[2] ?? m[5]!)) continue;
    const stem = m[1] !== undefined ? m[1] + m[2]! : m[0];
    const at = m.index + m[0].length - stem.length;
    const ref: Reference = { kind: 'link', text: stem, href: `${stem}.md`, range: lineRange(pos.line, pos.character + at, pos.character + at + stem.length) };
    if (m[4] !== undefined) ref.targetKey = writtenIdKey(canonicalPrefix(m[3]!, scanner.prefixes), m[4]);
    found.push(ref);
  }
}

/** Folders up to the records' own ("docs/", "services/x/docs/"), none of them a number (a list's next record). */
const LEADING_FOLDERS = String.raw`(?:(?!\d{1,5}\/)[\w.-]{1,60}\/){0,6}`;
/** The names a folder of records goes by. */
const RECORD_FOLDER_NAMES = String.raw`adrs?|decisions|decision[-_]records|architecture[-_]decisions`;
/** Where the number ends: the path does, or a list's next record follows a slash. */
const NUMBER_ENDS = String.raw`(?=\/(?:\d|[\w.-]{1,60}\/)|(?![\w/-]|\.[A-Za-z0-9]))`;
/**
 * A record named by its collection's folder and its number alone: "See docs/adr/0006.", "see docs/adr/0001" in a
 * pyproject comment, "(see docs/adr/0005)" (cybernexcorps/kelvatech-telegram-events-parser cites its six records so from
 * Python and TOML), "see docs/decisions/0013 and …". The number ends the path: "docs/adr/0006-x" is a file's stem
 * (scanCitedStems), "docs/adr/0006.md" a link (scanLinkTokens), "docs/adr/0006/" a folder. Read as the id of that number.
 * After an HTTP method it is a route ("GET decisions/42" in an API that serves decisions), not a record (scanFolderNumbers).
 */
const FOLDER_NUMBER = new RegExp(String.raw`(?<![\w./-])${LEADING_FOLDERS}(${RECORD_FOLDER_NAMES})\/(\d{1,5})${NUMBER_ENDS}`, 'gi');
/**
 * The next of a list joined by slashes: "docs/adr/0006/0095", "docs/adr/0020/docs/adr/0106/docs/adr/0107"
 * (kamegoro/tobira.nvim's Lua comments). A number, or the folder again and a number, after the slash.
 */
const FOLDER_NUMBER_NEXT = new RegExp(String.raw`^\/(${LEADING_FOLDERS}(?:${RECORD_FOLDER_NAMES})\/)?(\d{1,5})${NUMBER_ENDS}`, 'i');

/** The folder of "adr" records is the ADR prefix's; another folder's records take the workspace's first prefix. */
function folderPrefix(folder: string, scanner: ReferenceScanner): string {
  return (/^adr/i.test(folder) ? scanner.prefixes.find((p) => p.toLowerCase() === 'adr') : undefined) ?? scanner.prefixes[0] ?? 'ADR';
}

/** A comment line ending in a folder of records: "… (see docs/decisions/", its number on the next line. */
const FOLDER_AT_END = new RegExp(String.raw`(?<![\w./-])${LEADING_FOLDERS}(${RECORD_FOLDER_NAMES})\/$`, 'i');
const NUMBER_AT_START = /^([\s#/*;!%-]*)(\d{1,5})(?![\w/-]|\.[A-Za-z0-9])/;

/**
 * "(requires --verbose; see docs/decisions/" over "# 0031) streams one JSON object …" (wakuwaku3/agentic-loop-foundation
 * wraps its shell comments at 80 columns, a path broken after its folder): the number that begins the next line. A file
 * name there ("# 0013-agentic-loop-modules.md).") is read on its own line already.
 */
function numberWrappedAfterFolder(line: string, text: string, lineEndsAt: number, scanner: ReferenceScanner): { at: number; digits: string; key: string } | undefined {
  const folder = FOLDER_AT_END.exec(line);
  if (!folder) return undefined;
  const next = text.startsWith('\r\n', lineEndsAt) ? lineEndsAt + 2 : lineEndsAt + 1;
  const m = NUMBER_AT_START.exec(text.slice(next, next + 120));
  return m ? { at: next + m[1]!.length, digits: m[2]!, key: writtenIdKey(folderPrefix(folder[1]!, scanner), m[2]!) } : undefined;
}

/** An HTTP method right before the path: a route ("GET decisions/42"), not a record. */
const HTTP_METHOD_BEFORE = /\b(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)[ \t]{1,8}$/i;

function scanFolderNumbers(masked: string, pos: { line: number; character: number }, scanner: ReferenceScanner, found: Reference[]): void {
  FOLDER_NUMBER.lastIndex = 0;
  for (let m = FOLDER_NUMBER.exec(masked); m; m = FOLDER_NUMBER.exec(masked)) {
    // Told from a bounded slice before the match: a lookbehind with "\s+" rescanned a long run of blanks at each place.
    if (HTTP_METHOD_BEFORE.test(masked.slice(Math.max(0, m.index - 16), m.index))) continue;
    const prefix = folderPrefix(m[1]!, scanner);
    const push = (at: number, text: string, digits: string): void => {
      found.push({ kind: 'id', text, targetKey: writtenIdKey(prefix, digits), range: lineRange(pos.line, pos.character + at, pos.character + at + text.length) });
    };
    push(m.index, m[0], m[2]!);
    let at = m.index + m[0].length;
    for (let next = FOLDER_NUMBER_NEXT.exec(masked.slice(at)); next; next = FOLDER_NUMBER_NEXT.exec(masked.slice(at))) {
      push(at + 1, next[0].slice(1), next[2]!);
      at += next[0].length;
    }
    // A list that ends in a folder ("docs/adr/0006/x/") names no record after all: what it pushed stays.
    FOLDER_NUMBER.lastIndex = Math.max(FOLDER_NUMBER.lastIndex, at);
  }
}

/** Paths of Markdown files in a comment line ("see docs/adr/0003-x.md"), and records on a code host, as links. */
function scanLinkTokens(clean: string, pos: { line: number; character: number }, found: Reference[]): void {
  // "See https://github.com/o/r/blob/main/docs/decisions/0062-x.md": the record on the code host.
  if (clean.includes('://')) {
    for (const u of clean.matchAll(URL_TOKEN)) {
      const hosted = hostedFilePath(u[0]);
      if (hosted !== undefined && isDocumentPath(hosted)) found.push({ kind: 'link', text: u[0], href: u[0], range: lineRange(pos.line, pos.character + u.index!, pos.character + u.index! + u[0].length) });
    }
  }
  for (const m of clean.matchAll(LINK_TOKEN)) {
    const at = m.index! + m[0].indexOf(m[1]);
    if (/:\/\//.test(clean.slice(Math.max(0, at - 12), at))) continue;
    // "(e.g., proposals/092-my-proposal.md for PR #92)", "@example docs/adr/0001-x.md": a name shown, not a file linked.
    if (EXAMPLE_BEFORE.test(clean.slice(Math.max(0, at - 24), at))) continue;
    found.push({ kind: 'link', text: m[1], href: m[1], range: lineRange(pos.line, pos.character + at, pos.character + at + m[1].length) });
  }
}

/** A file name numbered as records are ("0001-x.md", "adr-014-x.md"), at the end of a path. */
// Eight digits too: a day ("20251224-llm-provider.md", HotariTobu/Yuruppu).
const NUMBERED_NAME = /(?:^|\/)(?:[A-Za-z]{1,12}[-_]?)?\d{1,8}[-_.][^/]*$/;

/** A code span that is one document's path and nothing else ("`docs/adr/0001-x.md`"): the span's text, or undefined. */
const PATH_SPAN = /^`+\s*([\w./-]{1,300}\.(?:md|markdown|mdx|rst))\s*`+$/;

/** Record files named as code in a Markdown line: link references, unless a link already covers the span. */
function pathsInCodeSpans(line: string, lineNo: number, spans: ReadonlyArray<{ start: number; end: number }>, found: Reference[]): void {
  const before = found.length;
  for (const span of spans) {
    const m = PATH_SPAN.exec(line.slice(span.start, span.end));
    if (!m || !m[1]!.includes('/') || m[1]!.startsWith('/')) continue;
    if (found.some((r) => r.range.start.character <= span.start && r.range.end.character >= span.end)) continue;
    // Only a name numbered as records are ("0001-x.md", "adr-014-x.md"): "docs/README.md" is a page, not a decision.
    if (!NUMBERED_NAME.test(m[1]!)) continue;
    const at = span.start + line.slice(span.start, span.end).indexOf(m[1]!);
    found.push({ kind: 'link', text: m[1]!, href: m[1]!, range: lineRange(lineNo, at, at + m[1]!.length), asCode: true });
  }
  if (found.length > before) found.sort((a, b) => a.range.start.character - b.range.start.character);
}

/** Whether a page writes a document's path somewhere ("docs/decisions/0006-x.md"), which may name a record. */
function namesDocumentPath(text: string): boolean {
  return text.includes('/') && (text.includes('.md') || text.includes('.rst'));
}

/**
 * Record files named by their path in a Markdown line's prose (links, code and addresses masked): references, as
 * pathsInCodeSpans gives for code spans, and likewise no link to check (a path in prose is not followed by a reader).
 */
function pathsInProse(masked: string, lineNo: number, found: Reference[]): void {
  const before = found.length;
  for (const m of masked.matchAll(LINK_TOKEN)) {
    const path = m[1]!;
    if (!path.includes('/') || path.startsWith('/') || !NUMBERED_NAME.test(path)) continue;
    const at = m.index! + m[0].indexOf(path);
    if (EXAMPLE_BEFORE.test(masked.slice(Math.max(0, at - 24), at))) continue;
    if (found.some((r) => r.range.start.character <= at && r.range.end.character >= at + path.length)) continue;
    found.push({ kind: 'link', text: path, href: path, range: lineRange(lineNo, at, at + path.length), asCode: true });
  }
  if (found.length > before) found.sort((a, b) => a.range.start.character - b.range.start.character);
}

function maskUrls(line: string): string {
  if (!line.includes('://')) return line;
  return line.replace(/\b[a-zA-Z][a-zA-Z0-9+.-]{0,31}:\/\/\S*/g, (u) => ' '.repeat(u.length));
}
