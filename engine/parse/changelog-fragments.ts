// Fragments: pages rendered into another page beside their folder. Changelog fragments are one file per change under
// "changelog.d/" (scriv, towncrier, hand-made scripts) or "newsfragments/" (towncrier), rendered into the CHANGELOG
// beside that folder at release. Their links are written for where they end up: "[ADR-0220](docs/adr/0220-x.md)" in
// lusoris/vmaf's changelog.d/added/x.md names the root's docs/adr/, as the rendered CHANGELOG.md at the root reads it.

const FRAGMENT_FOLDERS: ReadonlySet<string> = new Set(['changelog.d', 'newsfragments', 'news.d', 'changes.d']);
/**
 * Any page's pieces, concatenated into a page beside their folder: lusoris/vmaf's "docs/adr/_index_fragments/*.md"
 * make docs/adr/README.md, their links written from docs/adr/ ("../research/x.md").
 */
const FRAGMENTS_NAMED = /^(?:[\w.]+[-_])?fragments$/i;

/** The folder a fragment at `path` is rendered into (the fragment folder's parent), or undefined for any other file. */
export function changelogFragmentBase(path: string): string | undefined {
  const segments = path.split('/');
  // The nearest fragment folder above the file: "changelog.d/added/x.md" is rendered from "changelog.d"'s parent.
  for (let i = segments.length - 2; i >= 0; i--) {
    if (FRAGMENT_FOLDERS.has(segments[i]!.toLowerCase()) || FRAGMENTS_NAMED.test(segments[i]!)) return i === 0 ? '' : segments.slice(0, i).join('/');
  }
  return undefined;
}

/** Whether `dir` (a document's folder) lies in a fragment folder; its base, as changelogFragmentBase. */
export function changelogFragmentBaseOfFolder(dir: string): string | undefined {
  return dir === '' ? undefined : changelogFragmentBase(`${dir}/x`);
}

