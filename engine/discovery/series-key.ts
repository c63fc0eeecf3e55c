// A proposal filed under another name than its series' ("xrc-19-deprecate-comp-codec.md", "z-stagnant_xip-14-x.md"
// among xmtp/XIPs' "xip-9-x.md") whose front matter numbers it in the series all the same ("xip: 19").
import type { Collection } from '../types.js';
import { posixBasename, posixDirname } from '../text.js';

/** "xip: 19", "xip: '0019'": the key and number at a line's start in front matter. */
const SERIES_NUMBER_LINE = /^([A-Za-z]{2,6}):[ \t]*(['"]?)0*\d{1,7}\2[ \t]*\r?$/m;

/**
 * Whether `path`, right in a collection of proposals whose records are its numbered files only, is one of them by its
 * front matter: the first lines hold the collection's prefix as a key with a number ("xip: 19" in "XIPs/"). Read only
 * for such a file, Markdown, in the collection's own folder.
 */
export function numberedBySeriesKey(c: Collection, path: string, text: (path: string) => string | undefined): boolean {
  if (!c.proposals || !c.numberedOnly || !c.prefix || posixDirname(path) !== c.dir || !/\.md$/i.test(path)) return false;
  const name = posixBasename(path);
  if (/^(?:readme|index|template)\b/i.test(name) || /template/i.test(name)) return false;
  const head = text(path)?.slice(0, 1024);
  if (head === undefined || !/^---\r?\n/.test(head)) return false;
  const end = head.indexOf('\n---', 3);
  const frontMatter = end < 0 ? head : head.slice(0, end);
  const wanted = c.prefix.toLowerCase();
  for (const m of frontMatter.matchAll(new RegExp(SERIES_NUMBER_LINE.source, 'gm'))) if (m[1]!.toLowerCase() === wanted) return true;
  return false;
}
