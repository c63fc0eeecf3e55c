// Code paths a record names ("src/mcp.rs", "lib/rigor/mcp/"). The heuristic prefers missing a path to inventing
// one: a wrong path becomes a false "path no longer exists" finding, which costs users more than a miss.
import { isPlaceholderPath } from './placeholders.js';

const SOURCE_EXTENSIONS = new Set(
  (
    'ts tsx mts cts js jsx mjs cjs astro py pyi rb rs go java kt kts scala cs fs vb c h cc cpp cxx hpp hh hxx m mm swift php pl pm lua ' +
    'sh bash zsh fish ps1 sql proto graphql gql yaml yml json jsonc toml ini cfg conf xml html htm css scss sass less vue svelte ' +
    'md mdx rst txt adoc gradle tf hcl ex exs erl hrl clj cljs cljc edn dart r jl nim zig sol elm hs ml mli rake gemspec lock ' +
    'dockerfile mk cmake bzl nix ipynb csv env properties ' +
    // Templates and infrastructure a change touches as often as code ("app/views/users/_form.html.erb",
    // DFE-Digital/register-trainee-teachers' records).
    'erb haml slim twig j2 jinja jinja2 hbs handlebars mustache njk ejs pug liquid tmpl tpl heex eex leex cshtml razor jsp ' +
    'tfvars rego bicep sbt cue bat cmd groovy xaml csproj prisma thrift avsc ' +
    // A DSL's own files a change touches ("pine/objective-drawing-overlay.pine", dylanmccavitt/tradingview-mcp).
    'pine jsonnet libsonnet star cel'
  ).split(' '),
);

/** Extensions of prose pages: a page named alone ("`README.md`") is a document mentioned, not code. */
const PAGE_EXTENSIONS = new Set(['md', 'mdx', 'rst', 'txt', 'adoc']);

/**
 * Whether a code span's text is one file's name without a folder ("`pyproject.toml`", "`.lintstagedrc.js`",
 * "`Makefile`"): a file at the root or beside the record when the workspace has one there (see CodePath.unsure),
 * else nothing (mozilla/fx-private-relay's linter settings).
 */
export function isFileName(token: string): boolean {
  if (token.length < 3 || token.length > 120) return false;
  if (FILE_NAMES.has(token)) return true;
  if (!/^\.?[A-Za-z0-9_][A-Za-z0-9_.+-]*\.[A-Za-z0-9]{1,10}$/.test(token) || isPlaceholderPath(token)) return false;
  const ext = token.slice(token.lastIndexOf('.') + 1).toLowerCase();
  // A page named in capitals is a repository's own file a change touches ("`CHANGELOG.md`", "`NOTES.md`": DFE-Digital/
  // buy-for-your-school, Accenture/reactive-interaction-gateway keep a decision about their changelog).
  // Not the README, which a record names to point a reader at it.
  return SOURCE_EXTENSIONS.has(ext) && (!PAGE_EXTENSIONS.has(ext) || (/^[A-Z][A-Z0-9_-]*\.[A-Za-z]+$/.test(token) && !/^(?:README|INDEX)\./.test(token)));
}

const FILE_NAMES = new Set(['Dockerfile', 'Makefile', 'Rakefile', 'Gemfile', 'Procfile', 'Jenkinsfile', 'Justfile']);
// A segment is a plain name, or a whole route segment of a file-system router: "(marketing)" (a route group),
// "[id]", "[...slug]", "[[...slug]]", "[id].tsx" (dynamic segments of Next.js, SvelteKit, Nuxt and Astro's pages).
const SEGMENT = '(?:[A-Za-z0-9_.@+~-]+|\\([A-Za-z0-9_.-]+\\)|\\[{1,2}(?:\\.\\.\\.)?[A-Za-z0-9_-]+\\]{1,2}(?:\\.[A-Za-z0-9]+)?)';
const PATH_CHARS = new RegExp(`^${SEGMENT}(?:\\/${SEGMENT})*\\/?$`);
const DOMAIN_FIRST = /^[a-z0-9-]+\.(?:com|org|net|io|dev|app|ai|co|gov|edu|info|me|sh|rs|so|xyz)$/i;

/** Whether `token` (no surrounding punctuation) names a file or folder in a repository. */
export function isCodePath(token: string): boolean {
  if (token.length < 3 || token.length > 240 || !token.includes('/')) return false;
  if (token.startsWith('/') || token.startsWith('~') || token.includes('//') || token.includes('://')) return false;
  // Most tokens with a slash are not file names ("and/or", dates, URLs' leftovers): the last segment's extension
  // settles them before the costlier checks. The same test decides at the end, so this changes no answer.
  if (!token.endsWith('/')) {
    const name = token.slice(token.lastIndexOf('/') + 1);
    if (!FILE_NAMES.has(name)) {
      const dot = name.lastIndexOf('.');
      if (dot <= 0 || !SOURCE_EXTENSIONS.has(name.slice(dot + 1).toLowerCase())) return false;
    }
  }
  if (!PATH_CHARS.test(token) || isPlaceholderPath(token)) return false;
  const segments = token.split('/');
  if (DOMAIN_FIRST.test(segments[0])) return false;
  if (segments.some((s) => s === '..' || s === '.') && !token.startsWith('./') && !token.startsWith('../')) return false;
  // "CLAUDE.md/AGENTS.md/GEMINI.md", "docs/usage/faq.md/.en.md", "tasks/ORQ-09/10/11.md" (sundaytoz/agent-team-protocol,
  // IsraelZG/specs-and-tasks): names given as alternatives, a slash between them, not one path.
  if (segments.slice(0, -1).some((s) => { const dot = s.lastIndexOf('.'); return dot > 0 && SOURCE_EXTENSIONS.has(s.slice(dot + 1).toLowerCase()); })) return false;
  if (ALTERNATIVE_NUMBERS.test(token)) return false;
  if (token.endsWith('/')) return segments.length >= 2 && segments.slice(0, -1).every((s) => s.length > 0 && !/^\d+(\.\d+)*$/.test(s));
  const last = segments[segments.length - 1];
  if (FILE_NAMES.has(last)) return true;
  const dot = last.lastIndexOf('.');
  if (dot <= 0) return false;
  return SOURCE_EXTENSIONS.has(last.slice(dot + 1).toLowerCase());
}

/** "ORQ-09/10/11.md": a name ending in a number, then other numbers for it. */
const ALTERNATIVE_NUMBERS = /[A-Za-z][-_]?\d+\/\d+(?:\/\d+)*(?:\.[A-Za-z0-9]+)?$/;

const HTML_TAG = /<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>/g;
const TRIM_START = /^[("'[{<*_]+/;
// The lookbehinds start a try at the first mark of a run only: a long run that does not end the token would be tried
// from each of its marks.
const TRIM_END = /(?<![)"'\]}>,;:!?*_])[)"'\]}>,;:!?*_]+$|(?<!\.)\.+$/;

/** Plain-text tokens of a (masked) line that look like code paths, with their offsets. */
export function codePathTokens(line: string, offset = 0): Array<{ value: string; start: number }> {
  const out: Array<{ value: string; start: number }> = [];
  if (!line.includes('/')) return out;
  // HTML tags ("<br/>" in a table cell) are markup, not paths; blanked so offsets stay.
  const text = line.includes('<') ? line.replace(HTML_TAG, (m) => ' '.repeat(m.length)) : line;
  const words = /\S+/g;
  for (let m = words.exec(text); m; m = words.exec(text)) {
    let token = m[0];
    if (!token.includes('/')) continue;
    let start = m.index;
    const lead = TRIM_START.exec(token);
    if (lead) {
      token = token.slice(lead[0].length);
      start += lead[0].length;
    }
    // Trailing punctuation may hide a folder's slash: "lib/rigor/mcp/." keeps its "/".
    for (let prev = ''; prev !== token; ) {
      prev = token;
      token = token.replace(TRIM_END, '');
    }
    // In prose, one word and a slash ("adding/ changing", "e-values/ percent") is "or", not a folder: a folder named
    // alone counts when written as code (a code span) or as a link, not here.
    if (token.endsWith('/') && token.indexOf('/') === token.length - 1) continue;
    if (isCodePath(token)) out.push({ value: token, start: offset + start });
  }
  return out;
}

/** Words that open a branch's name ("feature/login"), a media type ("application/json") or a remote's ("origin/main"). */
const NO_FOLDER_FIRST = new Set(
  'feature feat features fix bugfix hotfix release releases spike chore refactor topic wip dependabot renovate origin upstream application text image audio video multipart font model message'.split(' '),
);

/** Two or more names joined by slashes, none of them numbers only, the last without an extension: maybe a folder. */
const FOLDER_LIKE = /^[A-Za-z_@.][A-Za-z0-9_.@+-]*(?:\/[A-Za-z0-9_@+-][A-Za-z0-9_.@+-]*)+$/;

/**
 * Whether a code span's text ("x/mint", "modules/light-clients") may name a folder, written without its trailing slash.
 * Only a span that isCodePath turned down; the workspace settles it (see CodePath.unsure).
 */
export function maybeFolderPath(token: string): boolean {
  if (token.length < 3 || token.length > 200 || !FOLDER_LIKE.test(token) || isPlaceholderPath(token)) return false;
  const segments = token.split('/');
  if (NO_FOLDER_FIRST.has(segments[0]!.toLowerCase())) return false;
  const last = segments[segments.length - 1]!;
  return !/\.[A-Za-z0-9]{1,8}$/.test(last) && segments.every((s) => !/^\d+$/.test(s) && s !== '.' && s !== '..');
}
