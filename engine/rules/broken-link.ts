import { docnameBase, docnameFiles, isRstPath, labelOfHref, sphinxDocname } from '../parse/rst.js';
import doc from '../../docs/rules/broken-link.md';
import { defineRule } from './define.js';
import { memo } from './context.js';
import { editDistance, joinRelative, posixBasename, posixDirname, withoutTrailingSlashes } from '../text.js';
import { dirname, documentText, encodeLinkTarget, lineRange, relativeLink } from './text.js';
import { numberFromFileName, wordsAfterNumber } from '../keys.js';
import { MIDDLEMAN_TEMPLATES, builtPageSources, hostedFile, hrefPath, isDocumentPath, isExternalHref, markdownLinks, siteTagPath, siteTagReadings, withoutRecordExtension } from '../parse/lines.js';
import { isPlaceholderPath } from '../parse/placeholders.js';
import { isNumberedTemplatePage } from './records.js';
import { readsLinksFromRoot } from '../parse/agent-files.js';
import { antoraPlace, antoraTarget, type AntoraPlace } from '../parse/antora.js';
import { isAsciidocPath } from '../parse/asciidoc.js';
import { CONTENT_ROOT, HUGO_CONFIGS, contentMounts, mountedPlace, mountedSources, type ContentMount } from '../parse/hugo.js';
import type { DiagnosticDraft, RuleContext } from '../model.js';
import type { DecisionRecord, Fix, LinkTarget } from '../types.js';
import { changelogFragmentBase, changelogFragmentBaseOfFolder } from '../parse/changelog-fragments.js';

/** Workspace path a relative link points at, or undefined for URLs, anchors and mail links; null above the root. */
export function linkPath(fromPath: string, href: string): string | undefined | null {
  return linkPathIn(dirname(fromPath), href);
}

/** A root-absolute link to a file ("/docs/adr/0001-x.md", "/img/a.png") rather than to a site's route. */
const SITE_FILE = /\/[^/]*\.[A-Za-z0-9]{1,8}$/;

/** A bare file name ("0007-use-x.md"): nothing to decode, unescape, strip or normalise. */
const PLAIN_NAME = /^[^:/%?#\\]+$/;

function linkPathIn(dir: string, href: string): string | undefined | null {
  // "{{< ref "0003-x.md" >}}", "{% link _adr/0002-x.md %}": the path the site generator's tag names (lines.ts).
  if (href.charCodeAt(0) === 123) href = siteTagPath(href) ?? href;
  // "~/.code_puppy/agents/x.json" (HTT-BRANDS/azure-governance-platform): a file in the reader's home, not the repository's.
  if (href.startsWith('@') || href.startsWith('~/')) return undefined;
  if (href !== '.' && href !== '..' && PLAIN_NAME.test(href)) return dir ? `${dir}/${href}` : href;
  if (isExternalHref(href)) return undefined;
  // "/adr/18": a documentation site's route (Docusaurus, MkDocs, Jekyll permalinks), not a file of the repository.
  // "@ref x": a Doxygen reference. Neither can be checked against the files.
  if (href.startsWith('/') && !SITE_FILE.test(hrefPath(href))) return undefined;
  // Decoded and joined the way go to definition and references do (the index's link candidates), so all three
  // agree on the file.
  const target = hrefPath(href);
  if (!target) return undefined;
  return joinRelative(dir, target) ?? null;
}

/** What a link from a folder resolves to: not checked (URL, anchor), outside the workspace, or a path that exists or not. */
type Verdict = undefined | null | { target: string; found: boolean };

/**
 * A link written in a code comment has no Markdown semantics: "see docs/adr/0007-x.md" usually means the path
 * from the workspace root, so it is tried there too before it is called broken. When neither exists, the message
 * names the reading whose folder does ("docs/adr/0007-y.md" from src/deep/a.c is docs/adr/, not src/deep/docs/adr/),
 * so the record meant can be suggested; else the file-relative one, which Markdown would use.
 */
function verdict(ctx: RuleContext, dir: string, href: string, fromCode: boolean, rst = false): Verdict {
  // ":ref:`label`": Sphinx knows every page's labels; ADR Lens reads only records', so a label it cannot place is
  // not called broken.
  if (labelOfHref(href) !== undefined) return undefined;
  if (rst) {
    const doc = sphinxDocument(ctx, dir, href);
    if (doc !== undefined) return doc;
  }
  if (href.charCodeAt(0) === 123 && !fromCode) {
    const tagged = siteTagVerdict(ctx, dir, href);
    if (tagged !== NOT_A_TAG) return tagged;
  }
  const own = ownHostedPath(ctx, href);
  if (own !== undefined) return { target: own, found: own === '' || ctx.index.exists(own) };
  let target = linkPathIn(dir, href);
  if (target === undefined || target === null) return target;
  let found = target === '' || ctx.index.exists(target);
  if (!found && fromCode && dir !== '') {
    const fromRoot = linkPathIn('', href);
    if (typeof fromRoot === 'string') {
      found = fromRoot === '' || ctx.index.exists(fromRoot);
      if (!found && !ctx.index.exists(posixDirname(target)) && ctx.index.exists(posixDirname(fromRoot))) target = fromRoot;
      // "See docs/adr/0021-x.md" in katana_mcp_server/src/… (dougborg/katana-openapi-client): from the root of the
      // package the file is in, which has its own manifest.
      if (!found) {
        // "docs/decisions/0002-x.rst" in services/search/indexer/index.py: from the search service's folder, however deep.
        const fromPackage = fromPackageRoot(ctx, dir, href) ?? foundFromFolderAbove(ctx, dir, href, Infinity);
        if (fromPackage !== undefined) return { target: fromPackage, found: true };
      }
    }
  }
  if (!found && !fromCode) {
    // A changelog fragment's link names the file from the CHANGELOG it is rendered into.
    const rendered = changelogFragmentBaseOfFolder(dir);
    const fromRendered = rendered === undefined ? undefined : linkPathIn(rendered, href);
    if (typeof fromRendered === 'string' && (fromRendered === '' || ctx.index.exists(fromRendered))) return { target: fromRendered, found: true };
    // Missing either way: told as the rendered CHANGELOG reads it, when that is the folder that is there.
    if (typeof fromRendered === 'string' && (posixDirname(fromRendered) === '' || ctx.index.exists(posixDirname(fromRendered)))) target = fromRendered;
  }
  // "./eip-20.md" beside erc-20.md: the proposal under its series' former letters, which its site serves too.
  if (!found && !fromCode && ctx.index.renamedSeriesPath(target, dir) !== undefined) found = true;
  // A file of a submodule the clone left empty is another repository's, not a broken link.
  if (!found && ctx.index.inSubmodule(target)) return undefined;
  // One .gitignore names is built ("ADR/index.md", generated by konflux-ci/architecture's hack/generate-adr-index):
  // absent from a clone, there once built.
  if (!found && ctx.index.gitIgnored(target)) return undefined;
  if (!found && href.startsWith('/')) found = underSiteRoot(ctx, dir, target);
  // "[ADR 30](0030-x.html)" beside 0030-x.md: the page the site builds from it, which a reader of the site follows.
  else if (!found && !fromCode) found = servedStatic(ctx, dir, href) || sitePage(ctx, dir, href) || builtPageSources(target).some((f) => ctx.index.exists(f));
  if (!found && !fromCode) found = inMountedSite(ctx, dir, href);
  return { target, found };
}

const NOT_A_TAG = Symbol('not a site tag');

/**
 * A link written as a site generator's tag ("{% link _adr/0002-x.md %}", "{{< ref "0003-x.md" >}}"), read from the
 * folders the generator reads it from (lines.ts siteTagReadings): found when one holds the file. A missing file is told
 * from the Jekyll site's source folder (the folder of its _config.yml) or, for Hugo, beside the page or from the site's
 * content; a page named without its extension that is nowhere is not told, since what a site makes of it is its own.
 */
function siteTagVerdict(ctx: RuleContext, dir: string, href: string): Verdict | typeof NOT_A_TAG {
  const readings = siteTagReadings(dir, href);
  if (readings === undefined) return NOT_A_TAG;
  if (readings.length === 0) return undefined;
  if (readings.some((f) => ctx.index.exists(f))) return { target: readings[0]!, found: true };
  const path = hrefPath(href);
  if (!/\.[A-Za-z0-9]{1,8}$/.test(path)) return undefined;
  const rel = path.replace(/^\/+/, '');
  const jekyll = href.includes('{%') ? folderHolding(ctx, dir, JEKYLL_CONFIGS, true) : undefined;
  const content = jekyll === undefined && path.startsWith('/') ? contentFolderAbove(dir) : undefined;
  const site = jekyll ?? content;
  const target = site === undefined ? readings[0]! : (joinRelative(site, rel) ?? readings[0]!);
  return { target, found: false };
}

/** The "content" folder a Hugo page lies in ("docs/site/content" for "docs/site/content/adr"), if any. */
function contentFolderAbove(dir: string): string | undefined {
  const parts = dir.split('/');
  const at = parts.lastIndexOf(CONTENT_ROOT);
  return at < 0 ? undefined : parts.slice(0, at + 1).join('/');
}

/** The configuration files of a Jekyll site, in its source folder. */
const JEKYLL_CONFIGS = ['_config.yml', '_config.yaml', '_config.toml'];

/** How deep below the root a Hugo site's folder is looked for: "site/", "docs/website/". */
const HUGO_SITE_DEPTH = 2;

/** The content mounts of each Hugo site of the workspace that mounts folders into its pages (read once per judgement). */
function hugoSites(ctx: RuleContext): ContentMount[][] {
  return memo(ctx, 'broken-link:hugo-sites', () => {
    const folders = [''];
    for (const name of ctx.index.folderBaseNames()) {
      for (const folder of ctx.index.foldersNamed(name)) if (folder.split('/').length <= HUGO_SITE_DEPTH) folders.push(folder);
    }
    const sites: ContentMount[][] = [];
    for (const folder of folders) {
      for (const config of HUGO_CONFIGS) {
        const path = folder === '' ? config : `${folder}/${config}`;
        if (!ctx.index.exists(path)) continue;
        const text = ctx.index.configText(path);
        const mounts = text === undefined ? [] : contentMounts(folder, config, text);
        if (mounts.length > 0) sites.push(mounts);
        break;
      }
    }
    return sites;
  });
}

/**
 * "../overview.md" written in geps/gep-2644/index.md, which kubernetes-sigs/gateway-api's Hugo site mounts at
 * content/geps/gep-2644/: the site's content/geps/overview.md, which its mount of "content/en" holds as
 * site/content/en/geps/overview.md; "/docs/concepts/x.md" is read from the site's content root the same way. A link
 * that misses where it is written but finds a file in the site's view of it works on the site.
 */
function inMountedSite(ctx: RuleContext, dir: string, href: string): boolean {
  const path = hrefPath(href);
  if (!path) return false;
  for (const mounts of hugoSites(ctx)) {
    const place = mountedPlace(mounts, dir);
    if (place === undefined) continue;
    const sitePath = path.startsWith('/') ? joinRelative(CONTENT_ROOT, path.slice(1)) : joinRelative(place, path);
    if (sitePath !== undefined && mountedSources(mounts, sitePath).some((f) => ctx.index.exists(f))) return true;
  }
  return false;
}

/**
 * A reStructuredText document names another by its name without ".rst" (":doc:`0005-x`"), from its folder or, with a
 * leading "/", from the Sphinx project's top (the folder of conf.py): found when that document is there. Undefined
 * for a target with an extension, which is a file like any other.
 */
function sphinxDocument(ctx: RuleContext, dir: string, href: string): Verdict | undefined {
  const path = sphinxDocname(hrefPath(href));
  if (path === undefined) return undefined;
  const base = docnameBase(dir, path, (f) => ctx.index.exists(f));
  if (base === undefined) return undefined;
  const target = linkPathIn(base, path.startsWith('/') ? path.slice(1) : path);
  if (typeof target !== 'string') return target;
  // A page linked by its built name may be a page of the repository's own too.
  const files = [...docnameFiles(target), ...(path === hrefPath(href) ? [] : [`${target}.html`])];
  const found = files.find((f) => ctx.index.exists(f));
  return { target: found ?? files[0]!, found: found !== undefined };
}

/**
 * Generators that serve Markdown pages at URLs without ".md", by the file or folder their configuration is in (for
 * VitePress, the ".vitepress" folder inside the pages' root).
 */
const SITE_CONFIGS = [
  'docusaurus.config.ts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'astro.config.mjs',
  'astro.config.ts',
  'astro.config.js',
  'mkdocs.yml',
  'mkdocs.yaml',
  '.vitepress',
  'hugo.toml',
  'hugo.yaml',
  // Sphinx with MyST: "[](./0004-repository-structure)" names the document 0004-repository-structure.rst or .md
  // (bluesky/ophyd-async's docs/explanations/decisions/, under docs/conf.py).
  'conf.py',
];

/**
 * A link written for the page a documentation site makes of the file: "[Backend](backend-stack)" beside
 * backend-stack.md (Docusaurus, VitePress), or "../../spec/audit-logging/" from adr/ADR-0002.md, which Starlight
 * serves at /adr/adr-0002/, one folder deeper than the file, so the link means spec/audit-logging/index.md beside
 * adr/ (garchomp-game/opsHub-doc, Episk-pos/DevFoundry, wikimedia/design-codex). Only where a generator's
 * configuration sits above the file: on the code host the same link is broken.
 */
function sitePage(ctx: RuleContext, dir: string, href: string): boolean {
  const path = hrefPath(href);
  const name = posixBasename(withoutTrailingSlashes(path));
  // "0002-second.md": a file name, which a site does not change; "intro" or "intro/" names a page.
  if (!name || name.includes('.')) return false;
  if (path.startsWith('../') && log4brainsSibling(ctx, dir, path)) return true;
  if (folderHolding(ctx, dir, SITE_CONFIGS, true) === undefined) return false;
  const readings = [linkPathIn(dir, path)];
  if (path.startsWith('../')) readings.push(linkPathIn(dir, path.slice(3)));
  for (const reading of readings) {
    if (typeof reading !== 'string' || reading === '') continue;
    const page = withoutTrailingSlashes(reading);
    for (const file of [`${page}.md`, `${page}.mdx`, `${page}.rst`, `${page}/index.md`, `${page}/index.mdx`, `${page}/README.md`, `${page}/_index.md`]) {
      if (ctx.index.exists(file)) return true;
    }
  }
  return false;
}

/**
 * "../20260519-x" from a record of a log4brains knowledge base (a .log4brains.yml above): log4brains serves each record
 * at /adr/<slug>/, one folder deeper than its file, so the link is the sibling record 20260519-x.md
 * (tsorren/DonaTrack-TP-DDS). A link beside the file ("20260519-x") would go one folder too deep there: still broken.
 */
function log4brainsSibling(ctx: RuleContext, dir: string, path: string): boolean {
  const sibling = linkPathIn(dir, withoutTrailingSlashes(path.slice(3)));
  return typeof sibling === 'string' && sibling !== '' && ctx.index.exists(`${sibling}.md`) && folderHolding(ctx, dir, ['.log4brains.yml'], true) !== undefined;
}

/** Files that make their folder a package of its own, with paths written from it. */
const PACKAGE_MANIFESTS = ['package.json', 'pyproject.toml', 'setup.py', 'Cargo.toml', 'go.mod', 'pom.xml', 'build.gradle', 'build.gradle.kts', 'composer.json', 'Gemfile', 'mix.exs'];

/** The path `href` names from `dir` or the nearest folder above it (not the root) holding a package manifest, if it exists there. */
function fromPackageRoot(ctx: RuleContext, dir: string, href: string): string | undefined {
  const folder = folderHolding(ctx, dir, PACKAGE_MANIFESTS, false);
  if (folder === undefined) return undefined;
  const path = linkPathIn(folder, href);
  return typeof path === 'string' && ctx.index.exists(path) ? path : undefined;
}

/** The nearest folder at or above `dir` that holds one of `names` (the workspace root too, with `root`). */
function folderHolding(ctx: RuleContext, dir: string, names: readonly string[], root: boolean): string | undefined {
  for (let folder = dir; root || folder !== ''; folder = posixDirname(folder)) {
    const prefix = folder === '' ? '' : `${folder}/`;
    if (names.some((n) => ctx.index.exists(`${prefix}${n}`))) return folder;
    if (folder === '') return undefined;
  }
  return undefined;
}

/**
 * "resources/ADR-162/img1.png" written in decentraland/adr's content/: the site renders the records from content/
 * and serves public/ at its root, where public/resources/ADR-162/img1.png is. A relative link that misses beside the
 * file but names a file of a static folder (see underSiteRoot) works on the site; one climbing with ".." does not.
 */
function servedStatic(ctx: RuleContext, dir: string, href: string): boolean {
  const path = joinRelative('', hrefPath(href));
  if (!path || path.startsWith('../')) return false;
  for (let site = dir; ; site = posixDirname(site)) {
    const prefix = site === '' ? '' : `${site}/`;
    for (const assets of STATIC_FOLDERS) if (ctx.index.exists(`${prefix}${assets}/${path}`)) return true;
    if (site === '') return false;
  }
}

/**
 * "/reference/adr/0006-x.md" written in docs/guides/testing.md: a documentation site built from docs/ serves it from
 * docs/reference/adr/. A root-absolute link that misses at the repository's root but exists below one of the
 * writing file's folders works on the site, so it is not broken. So does one a site serves from its folder of static
 * files ("/resources/ADR-83/fps.png" from decentraland/adr's public/resources/: public/ for Next.js, Vite, Gatsby and
 * Hugo themes, static/ for Docusaurus and Hugo), beside the pages or at the root.
 */
function underSiteRoot(ctx: RuleContext, dir: string, target: string): boolean {
  // The writing file's folders, innermost first, then the repository's root.
  const sites: string[] = [];
  for (let site = dir; site !== ''; site = site.includes('/') ? posixDirname(site) : '') sites.push(site);
  sites.push('');
  for (const site of sites) {
    const prefix = site === '' ? '' : `${site}/`;
    if (site !== '' && (ctx.index.exists(`${prefix}${target}`) || builtPageSources(`${prefix}${target}`).some((f) => ctx.index.exists(f)))) return true;
    for (const assets of STATIC_FOLDERS) if (ctx.index.exists(`${prefix}${assets}/${target}`)) return true;
  }
  return false;
}

/** Folders whose files a documentation site serves at its root. */
const STATIC_FOLDERS = ['public', 'static'];

/**
 * A link to a file of this very repository on its default branch ("https://github.com/o/r/blob/main/docs/adr/0016-x.md"
 * in a clone of o/r): the workspace path it shows, or undefined for other links. A commit's or another branch's view
 * shows the file as it was or may be (and a branch name may itself hold slashes); another repository's files are not
 * ours to check, nor are this one's outside a workspace opened below the repository's top.
 */
export function ownHostedPath(ctx: RuleContext, href: string): string | undefined {
  const file = hostedFile(href);
  if (file === undefined || !DEFAULT_BRANCH.test(href) || !ctx.index.isOwnRepository(file.repository)) return undefined;
  const fromTop = joinRelative('', withoutTrailingSlashes(file.path));
  return fromTop === undefined ? undefined : ctx.index.fromRepositoryPath(fromTop);
}

const DEFAULT_BRANCH = /\/(?:-\/)?(?:blob|tree|raw)\/(?:main|master|trunk|develop|HEAD)\//;

/** Verdicts per href for links written in one folder, shared by one judge run: many records link the same files from the same folder. */
function folderVerdicts(ctx: RuleContext, dir: string, fromCode: boolean, rst: boolean): Map<string, Verdict> {
  const byDir = memo(ctx, fromCode ? 'broken-link:code' : rst ? 'broken-link:rst' : 'broken-link:markdown', () => new Map<string, Map<string, Verdict>>());
  let byHref = byDir.get(dir);
  if (!byHref) byDir.set(dir, (byHref = new Map()));
  return byHref;
}


/** "conan.io", "www.semver.org/": a web address written without its scheme, which a reader's browser takes for a path. */
const BARE_WEB_ADDRESS = /^(?:www\.)?[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|dev|ai|edu|gov|cloud|tech)(?:\/[^\s]*)?$/i;

/** "(https://example.org/x)": a web address inside parentheses, the whole destination of a link. */
const WRAPPED_WEB_ADDRESS = /^\((https?:\/\/[^\s()]+)\)$/i;

/** "jane@example.com": an e-mail address written without "mailto:", which a reader's browser takes for a path. */
const BARE_EMAIL_ADDRESS = /^[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/i;

/**
 * Whether a link written in `fromPath` is meant for a decision collection (the file need not exist): read from
 * the file's folder or from the workspace root ("docs/adr/0001-x.md" written in guide/README.md is still meant
 * for a decision, at the wrong place).
 */
/** Whether a link's file name is a record's ("../adr/0007-use-x.md" anywhere): the link means that decision. */
function namesARecordFile(ctx: RuleContext, href: string): boolean {
  if (isExternalHref(href)) return false;
  const name = posixBasename(hrefPath(href)).toLowerCase();
  return name !== '' && isDocumentPath(name) && recordsPlaced(ctx).named(name).length > 0;
}

function intoCollection(ctx: RuleContext, fromPath: string, href: string): boolean {
  const targets = [linkPathIn(dirname(fromPath), href), linkPathIn('', href), ownHostedPath(ctx, href)];
  // "{% link _adr/0009-x.md %}" in docs/guides/x.md: from the Jekyll site's source folder, one of the file's own.
  const tagged = siteTagReadings(dirname(fromPath), href);
  if (tagged) targets.push(...tagged);
  return targets.some(
    (target) => typeof target === 'string' && ctx.index.collections().some((c) => c.dir === '' || target === c.dir || target.startsWith(`${c.dir}/`)),
  );
}

/**
 * The record a link to a missing file meant, surest first: the one record of that folder with the same number and
 * nearly the same name ("0035-geneated-test.md" for "0035-generated-test.md"); the one named so after its number
 * ("module-loading.md"); the one the link's text names by id; the workspace's one record of that file name in
 * another folder. A number alone is not enough: teams renumber, and "0034-provide-dlq.md" is not "0034-optimise-reads.md".
 */
/** Words of four letters or more, lower case, accents dropped ("Gestión" → "gestion"). */
function longWords(text: string): string[] {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().match(/\p{L}{4,}/gu) ?? [];
}

/**
 * Whether a link's text gives a title (after the id: "ADR-001: Gestión de Secrets Manager") that shares fewer than half
 * of its words with the record's title and file name ("Multi-Tenancy y Gestión por Países"): then the id in the text is
 * not what the link means.
 */
function otherTitle(label: string | undefined, record: DecisionRecord): boolean {
  const title = label?.replace(/^\s*[A-Za-z]{1,12}[-_ ]?\d{1,7}\s*[:.)\-–—]?\s*/, '');
  const words = title === undefined || title === label ? [] : longWords(title);
  if (words.length === 0) return false;
  const own = new Set([...longWords(record.title.value), ...longWords(posixBasename(record.path).replace(/[-_]/g, ' '))]);
  return words.filter((w) => own.has(w)).length * 2 < words.length;
}

function recordMeant(ctx: RuleContext, target: string, citedKey?: string, keyInFolder = true, label?: string): Meant | undefined {
  // "[previous ADR]((./deprecated/008-x.md))" (bed 45): the target in parentheses twice over; the record inside them.
  const wrapped = WRAPPED_TARGET.exec(target);
  const inner = wrapped ? joinRelative(withoutTrailingSlashes(wrapped[1] ?? ''), wrapped[2]!) : undefined;
  const unwrapped = inner !== undefined ? ctx.index.recordByPath(inner) : undefined;
  if (unwrapped) return { record: unwrapped, sure: true, elsewhere: false };
  // "(20240102-use-local-server-to-connect-to-dapps)" beside "20240102-use-local-server-to-connect-to-dapps.md"
  // (No-Cash-7970/duckySigner): a site would serve the page, GitHub shows no file; the record is the one meant.
  if (!/\.[A-Za-z0-9]{1,8}$/.test(posixBasename(target))) {
    const withExtension = ctx.index.recordByPath(`${target}.md`) ?? ctx.index.recordByPath(`${target}.markdown`);
    if (withExtension && withExtension.path !== target) return { record: withExtension, sure: true, elsewhere: false };
  }
  const close = closeRecord(ctx, target);
  if (close) return { record: close, sure: true, elsewhere: false };
  const unnumbered = unnumberedName(ctx, target);
  if (unnumbered) return { record: unnumbered, sure: false, elsewhere: false };
  // Before the number the link's text names: after a renumbering that number is another decision's.
  const moved = renumbered(ctx, target);
  if (moved) return { record: moved, sure: true, elsewhere: false };
  // "[ADR-CICD-001](…/ADR-CICD-001-gitops.md)" after the file became "ADR-CICD-001-argocd.md": the link's text names
  // the decision, and the folder holds it under another name. Likely, not sure: the id may be the wrong part.
  const folder = posixDirname(target);
  if (citedKey !== undefined) {
    const named = ctx.index.recordsByKey(citedKey);
    const here = named.filter((r) => posixDirname(r.path) === folder);
    // "[ADR-001: Gestión de Secrets Manager](adrs/adr-001-gestion-secrets-manager.md)" when ADR-001 is "Multi-tenancy
    // por país" (jclemente-tlm's sidebar): the title the link's text gives says the id is the wrong part.
    if (here.length === 1 && keyInFolder && !otherTitle(label, here[0]!)) return { record: here[0]!, sure: false, elsewhere: false };
    // "[ADR-70](adr/ADR-70)": the decision the link's text names, the workspace's only one of that id, when the link
    // names nothing but an id too. "[ADR-1](0001-test-target.md)" means a file of its own name, not ADR-1 elsewhere.
    if (here.length === 0 && named.length === 1 && ID_ONLY.test(withoutRecordExtension(posixBasename(target)))) {
      return { record: named[0]!, sure: false, elsewhere: true };
    }
  }
  // "/ADR/ADR-81-minimum-comms-transport.md" written in content/, where that record is: the one record of that very
  // file name, in another folder. Offered, not sure: the link may mean a copy that is gone.
  const name = posixBasename(target);
  if (!isDocumentPath(name)) return undefined;
  const same = recordsPlaced(ctx).named(name.toLowerCase()).filter((r) => posixBasename(r.path) === name);
  return same.length === 1 && posixDirname(same[0]!.path) !== folder ? { record: same[0]!, sure: false, elsewhere: true } : undefined;
}

/** A name that is an id and nothing else: "ADR-70", "0070", "adr_7". */
const ID_ONLY = /^(?:[A-Za-z]{1,12}[-_ ]?)?\d{1,7}$/;

/** The record a broken link meant; `elsewhere`: in another folder than the link names, so the whole path is rewritten. */
interface Meant {
  record: DecisionRecord;
  sure: boolean;
  elsewhere: boolean;
}

/** Questions about where records lie that are answered by a scan before tables are built for them. */
const SCANS_BEFORE_TABLES = 32;

/**
 * The records of each folder and of each file name (lower-cased). A workspace has few broken links, and tables of
 * every record's name cost a 10,000-record check ~4 MB of peak memory, so the first questions of a judgement scan;
 * after SCANS_BEFORE_TABLES of them the tables are built, since a workspace of many broken links would otherwise
 * scan every record for each (30,000 broken links in 1,000 records took 13 s).
 */
function recordsPlaced(ctx: RuleContext): {
  inFolder: (folder: string) => readonly DecisionRecord[];
  named: (lowerName: string) => readonly DecisionRecord[];
  /** Records of the folder whose lower-cased file name ends in "-" or "_" and this: "use-x.md" for "0004-use-x.md". */
  endingIn: (folder: string, lowerName: string) => readonly DecisionRecord[];
  /** Records of the folder whose file name has this number. */
  numbered: (folder: string, number: number) => readonly DecisionRecord[];
  /** Records of the folder whose file name has these words after its number (wordsAfterNumber). */
  sameWords: (folder: string, words: string) => readonly DecisionRecord[];
} {
  const state = memo(ctx, 'broken-link:placed', () => ({ asked: 0, tables: undefined as PlacedTables | undefined }));
  const tables = (): PlacedTables | undefined => {
    if (state.tables || ++state.asked <= SCANS_BEFORE_TABLES) return state.tables;
    const byFolder = new Map<string, DecisionRecord[]>();
    const byName = new Map<string, DecisionRecord[]>();
    for (const r of ctx.index.records()) {
      listUnder(byFolder, posixDirname(r.path), r);
      listUnder(byName, posixBasename(r.path).toLowerCase(), r);
    }
    state.tables = { byFolder, byName, derived: new Map() };
    return state.tables;
  };
  const inFolder = (folder: string): readonly DecisionRecord[] => {
    const t = tables();
    return t ? (t.byFolder.get(folder) ?? []) : ctx.index.records().filter((r) => posixDirname(r.path) === folder);
  };
  // The folder's records by a key of their file names, tabled only for the folders asked about once tables are
  // built: one of every record's every suffix is most of their memory.
  const byKeyIn = (kind: string, keysOf: (name: string) => readonly string[], folder: string, key: string): readonly DecisionRecord[] => {
    const t = tables();
    if (!t) return inFolder(folder).filter((r) => keysOf(posixBasename(r.path)).includes(key));
    let table = t.derived.get(`${kind}\n${folder}`);
    if (!table) {
      table = new Map();
      for (const r of t.byFolder.get(folder) ?? []) for (const k of keysOf(posixBasename(r.path))) listUnder(table, k, r);
      t.derived.set(`${kind}\n${folder}`, table);
    }
    return table.get(key) ?? [];
  };
  const prefixes = ctx.index.config.idPrefixes;
  const numberOfName = (own: string): string[] => {
    const n = numberFromFileName(own, prefixes)?.number;
    return n === undefined ? [] : [String(n)];
  };
  return {
    inFolder,
    named: (name) => {
      const t = tables();
      return t ? (t.byName.get(name) ?? []) : ctx.index.records().filter((r) => posixBasename(r.path).toLowerCase() === name);
    },
    endingIn: (folder, name) => byKeyIn('suffix', nameSuffixes, folder, name),
    numbered: (folder, number) => byKeyIn('number', numberOfName, folder, String(number)),
    sameWords: (folder, words) => byKeyIn('words', wordsOfName, folder, words),
  };
}

/** A file name's words after its number, as the one key of its name (none without a number). */
function wordsOfName(name: string): string[] {
  const words = wordsAfterNumber(name);
  return words === undefined ? [] : [words];
}

/** A lower-cased file name's parts after each "-" or "_": "use-x.md" and "x.md" for "0004-use-x.md". */
function nameSuffixes(name: string): string[] {
  const own = name.toLowerCase();
  const suffixes: string[] = [];
  for (let i = 0; i < own.length; i++) {
    const c = own.charCodeAt(i);
    if (c === 45 || c === 95) suffixes.push(own.slice(i + 1));
  }
  return suffixes;
}

interface PlacedTables {
  byFolder: Map<string, DecisionRecord[]>;
  byName: Map<string, DecisionRecord[]>;
  /** Tables of one folder's records by one key of their names, under the key's kind and the folder. */
  derived: Map<string, Map<string, DecisionRecord[]>>;
}

function listUnder(map: Map<string, DecisionRecord[]>, key: string, r: DecisionRecord): void {
  const list = map.get(key);
  if (list) list.push(r);
  else map.set(key, [r]);
}

function closeRecord(ctx: RuleContext, target: string): DecisionRecord | undefined {
  const folder = posixDirname(target);
  const name = posixBasename(target);
  // "0017-code-snippets.ts" beside the record "0017-code-snippets.md" is another file, gone, not a misspelt record.
  if (/\.[A-Za-z0-9]{1,8}$/.test(name) && !isDocumentPath(name)) return undefined;
  const wanted = numberFromFileName(name, ctx.index.config.idPrefixes);
  if (!wanted || !ctx.index.collections().some((c) => c.dir === folder)) return undefined;
  let found: DecisionRecord | undefined;
  for (const r of recordsPlaced(ctx).numbered(folder, wanted.number)) {
    if (!nearlySameName(posixBasename(r.path), posixBasename(target))) continue;
    if (found) return undefined;
    found = r;
  }
  return found;
}

/**
 * "module-loading.md" beside "adr-004-module-loading.md" (arachne-framework/architecture): a link to a record by its
 * name without the id in front, when exactly one record of the folder is named so.
 */
function unnumberedName(ctx: RuleContext, target: string): DecisionRecord | undefined {
  const name = posixBasename(target).toLowerCase();
  if (!isDocumentPath(name) || numberFromFileName(name, ctx.index.config.idPrefixes)) return undefined;
  const found = recordsPlaced(ctx).endingIn(posixDirname(target), name);
  return found.length === 1 ? found[0] : undefined;
}

/**
 * A letter, then a separator, then a letter: two words at least. Anchored, with each step stopping at the first
 * character it waits for, so a name of one long run of letters is read once (unanchored, "[a-z].*[-_ ].*[a-z]" tried
 * every letter as a start: seconds for a 30,000-letter link target).
 */
const NAMED_IN_WORDS = /^[^a-z]*[a-z][^-_ ]*[-_ ][^a-z]*[a-z]/;

/**
 * The one record of the folder named as the link's target after another number: Brighter's records were renumbered
 * ("0034-provide-dlq-where-missing.md" became 0045-…), and 0034 is now another decision, which the link's text
 * ("ADR 0034: Provide DLQ Where Missing") would have suggested 29 times.
 */
function renumbered(ctx: RuleContext, target: string): DecisionRecord | undefined {
  const name = posixBasename(target).toLowerCase();
  const words = wordsAfterNumber(name);
  if (words === undefined || !isDocumentPath(name)) return undefined;
  // Words, not a bare ".md" or "x.md": a name that says what was decided.
  if (!NAMED_IN_WORDS.test(withoutRecordExtension(words))) return undefined;
  const folder = posixDirname(target);
  const placed = recordsPlaced(ctx);
  // The file moved with its name (guardian's "historic-adrs/016-react-context-api.md"), and 028 is a later
  // decision on the same subject: the name says more than its words.
  if (placed.named(name).length > 0) return undefined;
  const found = placed.sameWords(folder, words);
  return found.length === 1 ? found[0] : undefined;
}

function nearlySameName(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return editDistance(x, y) <= Math.max(2, Math.floor(Math.max(x.length, y.length) / 5));
}

/**
 * Replaces the file name in the link's target with the record's, keeping the folder part and any "#anchor"; or, for
 * a record in another folder, the whole path with the record's relative to the writing file.
 */
function renameInLink(ctx: RuleContext, path: string, link: LinkTarget, meant: Meant): Fix | undefined {
  const { record, sure: preferred } = meant;
  const doc = documentText(ctx.index, path);
  const r = link.range;
  const line = doc?.lines[r.start.line];
  if (line === undefined || r.start.line !== r.end.line) return undefined;
  const hrefAt = hrefStart(line, link);
  if (hrefAt < r.start.character) return undefined;
  if (meant.elsewhere) return hrefFix(ctx, path, link, record.path);
  // "[RFC #62]((../062-x/README.md))" (wellcomecollection/docs): the target in parentheses of its own, which the fix
  // takes off with it; renaming the file inside would leave "((…README.md)", no link at all.
  if (link.href.startsWith('(') && link.href.endsWith(')')) {
    const whole = hrefFix(ctx, path, link, record.path);
    return whole && linkPath(path, link.href.slice(1, -1)) === record.path ? { ...whole, isPreferred: preferred, ...(preferred ? { mechanical: true } : {}) } : whole;
  }
  const name = hrefPath(link.href).split('/').pop() ?? '';
  const nameAt = link.href.lastIndexOf(name);
  if (!name || nameAt < 0) return undefined;
  const start = hrefAt + nameAt;
  const newName = posixBasename(record.path);
  // Only a near-identical name is fixed without asking ("fix all", and without a reader too: the folder holds one record
  // of that number, named nearly so); a record found by the link's id is offered.
  const fix: Fix = { title: `Link to ${newName}`, edits: [{ path, range: lineRange(r.start.line, start, start + name.length), newText: newName }], isPreferred: preferred };
  if (preferred) fix.mechanical = true;
  return fix;
}

/**
 * The decision a record's link names as its whole text: "[ADR-70](adr/ADR-70)" (read as the id right before "]("),
 * "[ADR-81](x.md)" (read as a citation by link). Not the number of the file it names: "0005-wallet-balance-observable.md"
 * is not "0005-using-tsc-to-build-projects.md".
 */
function linkedId(record: DecisionRecord, link: LinkTarget): string | undefined {
  const { line, character } = link.range.start;
  for (const r of record.references) {
    if (r.range.start.line !== line) continue;
    if (r.kind === 'id' && r.range.end.line === line && r.range.end.character === character - 2) return r.targetKey;
    if (r.kind === 'link' && r.href === link.href && r.range.start.character < character && r.range.end.character > character) {
      const text = /^\[([^\]]*)\]/.exec(r.text)?.[1]?.trim();
      return text !== undefined && ID_ONLY.test(text) ? r.targetKey : undefined;
    }
  }
  return undefined;
}

/** The text of the Markdown link whose target this is, on its line ("ADR-001: Gestión de Secrets Manager"). */
function linkText(ctx: RuleContext, path: string, link: LinkTarget): string | undefined {
  const line = documentText(ctx.index, path)?.lines[link.range.start.line];
  if (line === undefined || !line.includes('](')) return undefined;
  return markdownLinks(line).find((l) => l.href === link.href)?.text;
}

/** "https://" or "mailto:" written before a web or e-mail address's link target. */
/** Folders above the document's that a link may have been written from: a few, not the whole way up. */
const FOLDERS_ABOVE = 3;

/** The file a link's path names from one of the folders just above the document's (`most` of them), when it names one there. */
function foundFromFolderAbove(ctx: RuleContext, dir: string, href: string, most = FOLDERS_ABOVE): string | undefined {
  const written = hrefPath(href);
  if (written === '' || written.startsWith('/')) return undefined;
  let folder = dir;
  for (let i = 0; i < most && folder !== ''; i++) {
    folder = posixDirname(folder);
    const target = linkPathIn(folder, written);
    if (typeof target === 'string' && target !== '' && ctx.index.exists(target)) return target;
  }
  return undefined;
}

/** The link's path (not its "?query" or "#anchor") rewritten to reach `target` from the document. */
/**
 * Where the link's target starts on its line, or -1: the last place before the link's end. Searched from where it would
 * start if it ran to that end, not from the end itself: from there a target of one repeated character (a run of 100,000
 * "a"s) was compared over its length at every place of its length, for seconds.
 */
function hrefStart(line: string, link: LinkTarget): number {
  return line.lastIndexOf(link.href, Math.max(0, link.range.end.character - link.href.length));
}

function hrefFix(ctx: RuleContext, path: string, link: LinkTarget, target: string): Fix | undefined {
  // A site generator's tag ("{% link _adr/x.md %}") names the file its own way: a path from the page would break it.
  if (link.href.charCodeAt(0) === 123 && siteTagPath(link.href) !== undefined) return undefined;
  const line = documentText(ctx.index, path)?.lines[link.range.start.line];
  const at = line === undefined ? -1 : hrefStart(line, link);
  if (at < link.range.start.character || link.range.start.line !== link.range.end.line) return undefined;
  const pathEnd = link.href.search(/[?#]/);
  // A changelog fragment's link is written from the CHANGELOG it is rendered into.
  const rendered = changelogFragmentBase(path);
  const newPath = encodeLinkTarget(relativeLink(rendered === undefined ? path : rendered === '' ? 'CHANGELOG.md' : `${rendered}/CHANGELOG.md`, target));
  return { title: `Link to ${newPath}`, edits: [{ path, range: lineRange(link.range.start.line, at, at + (pathEnd < 0 ? link.href.length : pathEnd)), newText: newPath }], isPreferred: false };
}

/** The link's whole destination, "(https://…)", replaced by the address inside the parentheses. */
function unwrapFix(ctx: RuleContext, path: string, link: LinkTarget, address: string): Fix | undefined {
  const line = documentText(ctx.index, path)?.lines[link.range.start.line];
  const at = line === undefined ? -1 : hrefStart(line, link);
  if (at < link.range.start.character || link.range.start.line !== link.range.end.line || line!.slice(at, at + link.href.length) !== link.href) return undefined;
  return { title: `Link to ${address}`, edits: [{ path, range: lineRange(link.range.start.line, at, at + link.href.length), newText: address }], isPreferred: true };
}

/** "config.py:264", "a.ts:10-20", "a.ts:10:5": a file with a line after its name, as editors and agents print them. */
const LINE_SUFFIX = /^(.*\.[A-Za-z0-9]{1,10}):(\d{1,7})(?:[-:](\d{1,7}))?$/;

/**
 * The file a missing link target names with a line after a colon (Fukuchan77/pptx-agent: "../../src/pptx_agent/
 * config.py:264"), when that file exists: the link is broken, but not for want of the file.
 */
function lineSuffixed(ctx: RuleContext, target: string): { file: string; written: string; anchor: string } | undefined {
  const m = LINE_SUFFIX.exec(target);
  if (!m || !ctx.index.exists(m[1]!)) return undefined;
  // "10-20" is a range of lines; "10:5" a line and its column, which a line anchor cannot say.
  const range = m[3] !== undefined && target.charAt(m[1]!.length + 1 + m[2]!.length) === '-' ? `-L${m[3]}` : '';
  return { file: m[1]!, written: target.slice(m[1]!.length), anchor: `#L${m[2]}${range}` };
}

/** The link's ":264" made "#L264" (a range "#L10-L20"; a column is dropped). */
function lineSuffixFix(ctx: RuleContext, path: string, link: LinkTarget, written: string): Fix | undefined {
  const line = documentText(ctx.index, path)?.lines[link.range.start.line];
  const at = line === undefined ? -1 : hrefStart(line, link);
  if (at < link.range.start.character || link.range.start.line !== link.range.end.line || !link.href.endsWith(written)) return undefined;
  const m = /^:(\d+)(?:([-:])(\d+))?$/.exec(written);
  if (!m) return undefined;
  const anchor = `#L${m[1]}${m[2] === '-' ? `-L${m[3]}` : ''}`;
  const start = at + link.href.length - written.length;
  return { title: `Link to the line: ${anchor}`, edits: [{ path, range: lineRange(link.range.start.line, start, start + written.length), newText: anchor }], isPreferred: true };
}

function schemeFix(ctx: RuleContext, path: string, link: LinkTarget, scheme: 'https://' | 'mailto:'): Fix | undefined {
  const line = documentText(ctx.index, path)?.lines[link.range.start.line];
  const at = line === undefined ? -1 : hrefStart(line, link);
  if (at < link.range.start.character) return undefined;
  return { title: `Link to ${scheme}${link.href}`, edits: [{ path, range: lineRange(link.range.start.line, at, at), newText: scheme }], isPreferred: true };
}

/**
 * A Middleman page ("source/architecture_decision_records/ADR008-x.html.md", as GOV.UK's tech-docs sites keep their
 * records, alphagov/paas-team-manual) is served at ".../ADR008-x/", a folder deeper than its file: "../ADR012-y" is
 * the page beside it (ADR012-y.html.md), "../images/a.svg" the image beside it. Read so when the file reading fails.
 */
function servedAsFolder(ctx: RuleContext, path: string, href: string): boolean {
  const page = MIDDLEMAN_PAGE.exec(path);
  if (!page) return false;
  // "index.html.md" is served as its folder itself ("source/index.html.md" at "/"), not one deeper.
  const served = page[1] === 'index' ? '' : page[1]!.endsWith('/index') ? page[1]!.slice(0, -'/index'.length) : page[1]!;
  const target = linkPathIn(served, hrefPath(href));
  if (typeof target !== 'string' || target === '') return false;
  const bare = withoutTrailingSlashes(target);
  return [bare, ...MIDDLEMAN_TEMPLATES.map((t) => `${bare}.html${t}`), ...MIDDLEMAN_TEMPLATES.map((t) => `${bare}/index.html${t}`)].some((f) => ctx.index.exists(f));
}

/** A page a Middleman site serves as a folder: "x.html.md" or "x.html.md.erb" (lines.ts MIDDLEMAN_TEMPLATES, but ERB alone is no Markdown). */
const MIDDLEMAN_PAGE = /^(.+)\.html\.(?:md|markdown)(?:\.erb)?$/i;

/** "include::partial$x.adoc[]" at the start of its line, or "xref:adr/x.adoc[" / "<<adr/x.adoc" anywhere on it. */
function antoraMacro(line: string, href: string): 'xref' | 'include' | undefined {
  if (line.startsWith(`include::${href}[`)) return 'include';
  return line.includes(`xref:${href}[`) || line.includes(`<<${href}`) ? 'xref' : undefined;
}

/**
 * An xref or include of a page in an Antora module (vshn/application-catalog-docs), read from the module's folders
 * (see antora.ts): its verdict; null when it names another component's file, which is not ours to check; undefined
 * for any other link, read as every link is.
 */
function antoraVerdict(ctx: RuleContext, path: string, place: AntoraPlace, link: LinkTarget): Verdict | undefined {
  const line = documentText(ctx.index, path)?.lines[link.range.start.line];
  const kind = line === undefined ? undefined : antoraMacro(line, link.href);
  if (kind === undefined) return undefined;
  const hash = link.href.indexOf('#');
  const target = antoraTarget(place, kind, hash < 0 ? link.href : link.href.slice(0, hash));
  if (target === null) return null;
  if (target === undefined) return undefined;
  const file = joinRelative('', target);
  return typeof file === 'string' ? { target: file, found: ctx.index.exists(file) } : null;
}

/** A link target written in parentheses: the folder it was read from, then what the parentheses hold. */
const WRAPPED_TARGET = /^(.*\/)?\(([^()]+)\)$/;

const YAML_FILE = /\.ya?ml$/i;
/** The climbing start of a relative path: "../", "./", repeated. */
const CLIMBING_START = /^(?:\.\.?\/)+/;

/**
 * A link in a YAML file's prose is written for the Markdown page its text is quoted from or rendered into, not for the
 * YAML file's folder: JochiRaider/purple-axiom's "excerpt: … [ADR-0005](../adr/ADR-0005-….md)" in
 * docs/project_viz/architecture/ quotes a page of docs/spec/, from where it resolves. When the path, its climbing
 * "../" aside, ends a record's path (a folder and the file), the link is that record's.
 */
function quotedFromAnotherPage(ctx: RuleContext, href: string): boolean {
  const tail = hrefPath(href).replace(CLIMBING_START, '');
  if (!tail.includes('/')) return false;
  return ctx.index.records().some((r) => r.path === tail || r.path.endsWith(`/${tail}`));
}

/** A link to check, with the decision its text names when it names one ("[ADR-7](…)"). */
type CheckedLink = LinkTarget & { citedKey?: string };

function check(ctx: RuleContext, path: string, links: readonly CheckedLink[], fromCode: boolean, keyOf?: (link: LinkTarget) => string | undefined): DiagnosticDraft[] {
  const out: DiagnosticDraft[] = [];
  if (links.length === 0) return out;
  const dir = dirname(path);
  const rst = isRstPath(path);
  const verdicts = folderVerdicts(ctx, dir, fromCode, rst);
  const antora = isAsciidocPath(path) ? antoraPlace(path, (f) => ctx.index.exists(f)) : undefined;
  for (const link of links) {
    // A site generator's tag is braces around a path, no gap to fill: the path is what may be a placeholder.
    if (isPlaceholderPath(link.href.charCodeAt(0) === 123 ? (siteTagPath(link.href) ?? link.href) : link.href)) continue;
    const inModule = antora && antoraVerdict(ctx, path, antora, link);
    if (inModule === null) continue;
    let v = inModule ?? verdicts.get(link.href);
    if (v === undefined && !inModule && !verdicts.has(link.href)) {
      v = verdict(ctx, dir, link.href, fromCode, rst);
      verdicts.set(link.href, v);
    }
    if (v === undefined || (v !== null && v.found)) continue;
    if (v !== null && !fromCode && servedAsFolder(ctx, path, link.href)) continue;
    if (v !== null && YAML_FILE.test(path) && quotedFromAnotherPage(ctx, link.href)) continue;
    // A record's links are judged by their file names in their folder (a number alone is not enough, see above); the
    // id a record's link text names only finds the decision elsewhere.
    const meant = v === null ? undefined : link.citedKey !== undefined ? recordMeant(ctx, v.target, link.citedKey, true, linkText(ctx, path, link)) : recordMeant(ctx, v.target, keyOf?.(link), false);
    const suffixed = v !== null && !meant ? lineSuffixed(ctx, v.target) : undefined;
    if (suffixed) {
      const fix = lineSuffixFix(ctx, path, link, suffixed.written);
      out.push({
        path,
        range: link.range,
        message: `Link "${link.href}" points to ${suffixed.file} with "${suffixed.written}" after the file name, which Markdown viewers read as part of the name: write ${suffixed.anchor} to link to ${suffixed.anchor.includes('-') ? 'the lines' : 'the line'}.`,
        fixes: fix ? [fix] : undefined,
      });
      continue;
    }
    // "[issue]: (https://github.com/o/r/issues/163)" (gupy-io/searchops): an inline link's parentheses kept around a
    // reference definition's destination (or doubled in an inline link), which Markdown reads as a relative path.
    const wrapped = v !== null && !meant && link.href.charCodeAt(0) === 40 ? WRAPPED_WEB_ADDRESS.exec(link.href) : null;
    if (wrapped) {
      const fix = unwrapFix(ctx, path, link, wrapped[1]!);
      out.push({
        path,
        range: link.range,
        message: `Link "${link.href}" is a web address in parentheses, which Markdown reads as a path (${v!.target}, which does not exist): remove the parentheses.`,
        fixes: fix ? [fix] : undefined,
      });
      continue;
    }
    const web = v !== null && !meant && BARE_WEB_ADDRESS.test(link.href) ? v : undefined;
    const email = v !== null && !meant && !web && BARE_EMAIL_ADDRESS.test(link.href) ? v : undefined;
    // "diagrams/x.png" for "../diagrams/x.png" (raft-tech/TANF-app): the path is right from a folder above the document.
    const above = v !== null && !meant && !web && !email ? foundFromFolderAbove(ctx, dir, link.href) : undefined;
    const fix = meant ? renameInLink(ctx, path, link, meant) : web ? schemeFix(ctx, path, link, 'https://') : email ? schemeFix(ctx, path, link, 'mailto:') : above ? hrefFix(ctx, path, link, above) : undefined;
    if (web || email) {
      out.push({
        path,
        range: link.range,
        message: web
          ? `Link "${link.href}" points to ${web.target}, which does not exist: it looks like a web address, write https://${link.href}.`
          : `Link "${link.href}" points to ${email!.target}, which does not exist: it looks like an e-mail address, write mailto:${link.href}.`,
        fixes: fix ? [fix] : undefined,
      });
      continue;
    }
    out.push({
      path,
      range: link.range,
      message: v === null
        ? `Link "${link.href}" points outside the workspace: link to a file inside the repository instead.`
        : meant
          ? `Link "${link.href}" points to ${v.target}, which does not exist: did you mean ${meant.record.path}?`
          : above
          ? `Link "${link.href}" points to ${v.target}, which does not exist: did you mean ${above}, the same path from a folder above?`
          : `Link "${link.href}" points to ${v.target}, which does not exist: correct the path or remove the link.`,
      fixes: fix ? [fix] : undefined,
    });
  }
  return out;
}

export default defineRule({
  id: 'ADR009',
  name: 'broken-link',
  description: 'A relative Markdown link points to a file that does not exist.',
  defaultSeverity: 'warning',
  tags: ['references'],
  fix: 'mechanical',
  doc,
  scope: 'record',
  checkRecord(record, ctx) {
    // A collection's template kept as record 0 links to placeholders ("SUPERSEDES [ADR-0000](ADR-0000.md)" in the
    // status menu of iteratec/TeamDojo's "adr_0000.md"): examples to replace, not links to keep working.
    if (isNumberedTemplatePage(record.number, record.title.value, record.status?.value)) return [];
    return check(ctx, record.path, ctx.index.linkTargets(record.path), false, (link) => linkedId(record, link));
  },
  checkCiting(citing, ctx) {
    // A workspace without records has no decisions to link to: its Markdown's links are not ours to judge.
    if (ctx.index.records().length === 0) return [];
    const fromCode = readsLinksFromRoot(citing.path);
    const links: CheckedLink[] = [];
    for (const r of citing.references) {
      if (r.kind !== 'link' || !r.href || r.asCode) continue;
      // In a comment, a bare file name ("update index.md", "see README.md") is prose far more often than a
      // link: only paths (with a folder) are held to existing.
      if (fromCode && !r.href.includes('/')) continue;
      // Outside records, only links to decisions are ours to check: one that names a decision id, or points
      // into a decision collection. A README's link to a missing CONTRIBUTING.md is a link checker's business.
      // Or one naming a record's file from the wrong folder ("architecture/026-x.md" in docs/contributing/ for
      // docs/architecture/026-x.md, guardian/dotcom-rendering): meant for the decision, and missing it.
      if (!r.targetKey && !intoCollection(ctx, citing.path, r.href) && !namesARecordFile(ctx, r.href)) continue;
      links.push({ href: r.href, range: r.range, citedKey: r.targetKey });
    }
    return check(ctx, citing.path, links, fromCode);
  },
});
