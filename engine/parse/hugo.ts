// Hugo's module mounts: a site whose pages come from folders outside its own. kubernetes-sigs/gateway-api's
// site/hugo.toml mounts "../geps" at "content/geps" and "content/en" at "content", so a GEP's links are written for
// the place the site gives the GEP, not for the folder it lies in.
import { parse as parseToml } from 'smol-toml';
import { parse as parseYaml } from 'yaml';
import { joinRelative, withoutTrailingSlashes } from '../text.js';

/** The files a Hugo site is configured by, in its folder (hugo.* since Hugo 0.110, config.* before). */
export const HUGO_CONFIGS = ['hugo.toml', 'hugo.yaml', 'hugo.yml', 'config.toml', 'config.yaml', 'config.yml'];

/** One folder of the workspace mounted into a site's content: `source` a workspace path, `target` under "content". */
export interface ContentMount {
  source: string;
  target: string;
}

/** The component a mount's target must lie in for its files to be pages. */
export const CONTENT_ROOT = 'content';

/**
 * The mounts into "content" that a site's configuration file declares ("[[module.mounts]]", or "mounts = [...]" under
 * "[module]", or the same keys in YAML), with their sources as workspace paths from the site's folder `siteDir`.
 * Empty when the file declares none, cannot be read, or is no Hugo configuration (a "config.toml" of another tool).
 */
export function contentMounts(siteDir: string, fileName: string, text: string): ContentMount[] {
  const mounts = declaredMounts(fileName, text);
  const out: ContentMount[] = [];
  for (const m of mounts) {
    if (typeof m !== 'object' || m === null) continue;
    const { source, target } = m as { source?: unknown; target?: unknown };
    if (typeof source !== 'string' || typeof target !== 'string') continue;
    const into = withoutTrailingSlashes(target.replace(/^\.\//, ''));
    if (into !== CONTENT_ROOT && !into.startsWith(`${CONTENT_ROOT}/`)) continue;
    const from = joinRelative(siteDir, withoutTrailingSlashes(source));
    if (typeof from === 'string') out.push({ source: from, target: into });
  }
  return out;
}

function declaredMounts(fileName: string, text: string): unknown[] {
  let data: unknown;
  try {
    // Warnings are the file's business, not lines on the user's stderr.
    data = /\.toml$/i.test(fileName) ? parseToml(text) : parseYaml(text, { logLevel: 'error' });
  } catch {
    return [];
  }
  const module = typeof data === 'object' && data !== null ? (data as { module?: unknown }).module : undefined;
  const mounts = typeof module === 'object' && module !== null ? (module as { mounts?: unknown }).mounts : undefined;
  return Array.isArray(mounts) ? mounts : [];
}

/** The place a site gives a workspace folder: its path under "content", or undefined when no mount holds it. */
export function mountedPlace(mounts: readonly ContentMount[], dir: string): string | undefined {
  let best: ContentMount | undefined;
  for (const m of mounts) {
    if (!within(dir, m.source)) continue;
    if (!best || m.source.length > best.source.length) best = m;
  }
  if (!best) return undefined;
  const rest = best.source === '' ? (dir === '' ? '' : `/${dir}`) : dir.slice(best.source.length);
  return `${best.target}${rest}`;
}

/** The workspace files a path of the site ("content/docs/x.md") may come from, one per mount that covers it. */
export function mountedSources(mounts: readonly ContentMount[], sitePath: string): string[] {
  const out: string[] = [];
  for (const m of mounts) {
    if (!within(sitePath, m.target)) continue;
    const rest = sitePath.slice(m.target.length);
    const file = m.source === '' ? rest.replace(/^\//, '') : `${m.source}${rest}`;
    if (file !== '') out.push(file);
  }
  return out;
}

/** Whether `path` is `folder` or lies below it ("" is the workspace root, above everything). */
function within(path: string, folder: string): boolean {
  return folder === '' || path === folder || path.startsWith(`${folder}/`);
}
