// A series a collection's records name themselves by in their headers, when their file names carry the number alone:
// swiftlang/swift-evolution's "proposals/0281-main-attribute.md" opens with "* Proposal: [SE-0281](0281-main-attribute.md)",
// and its "proposals/testing/0001-x.md" with "* Proposal: [ST-0001](…)". Their readers cite "SE-0281", never "ADR-0281".
import type { Collection } from '../types.js';
import { posixBasename, posixDirname } from '../text.js';

/**
 * A header field naming the record: "* Proposal: [SE-0281](0281-x.md)" (swiftlang/swift-evolution), "ID: DEC-13",
 * "**Proposal:** PROM-12". The letters are upper case, as an id is written; the number is checked against the file's.
 */
const SELF_NAMING_FIELD = /^[ \t]{0,3}(?:[*-][ \t]{1,4})?(?:\*\*)?(?:[Pp]roposal|I[Dd])(?:\*\*)?:(?:\*\*)?[ \t]{0,4}[[`]?([A-Z]{2,6})-(\d{1,7})(?![\w-])/;
/**
 * A title opening with the record's id: "# PROM-12: Native histograms", "## DEC-12 - Use widgets", "# MSC1772: Matrix
 * spaces" (matrix-org/matrix-spec-proposals' "proposals/1772-groups-as-rooms.md").
 */
const SELF_NAMING_TITLE = /^#{1,2}[ \t]{1,4}([A-Z]{2,6})[- ]?(\d{1,7})(?::|[ \t]{1,4}[-–—:])/;
/** A title underlined, as reStructuredText writes it, opening with the record's id: "SKIP 3 — Transitioning to 1.0". */
const UNDERLINED_SELF_NAMING_TITLE = /^([A-Z]{2,6})[- ]?(\d{1,7})[ \t]{0,3}(?::|[-–—])[ \t]/;
/** A line of one punctuation mark repeated: a title's underline. */
const ADORNMENT = /^([=\-~^"'`#*+])\1{2,}[ \t]*\r?$/;
/** A reStructuredText field naming the record in its series: ":DEP: 1" over ":Status: Final" (django/deps). */
const RST_SERIES_FIELD = /^:([A-Z]{2,6}):[ \t]+0*(\d{1,7})[ \t]*\r?$/;
/** How far into a record its header is looked for: the lines above its first section. */
const HEADER_LINES = 25;

/**
 * A front matter key that is the series' name, its value the record's number: "simd: '0088'" in
 * solana-foundation/solana-improvement-documents' "proposals/0088-enable-core-bpf.md", "nep: 256", "xip: 19".
 */
const SERIES_KEY = /^([A-Za-z]{2,6}):[ \t]*(['"]?)(0*\d{1,7})\2[ \t]*\r?$/;
/** The keys the series' name is learned from: lower case, as such front matter writes them. */
const LEARNED_SERIES_KEY = /^[a-z]{2,5}$/;
/** Keys that number other things than a series' proposals. */
// "slug: 2" is the page's address on a Docusaurus site (input-output-hk/mithril's "docs/website/adr/002-x.md").
const NOT_SERIES_KEYS = new Set(['id', 'no', 'nr', 'num', 'pr', 'issue', 'order', 'index', 'rank', 'weight', 'level', 'year', 'day', 'month', 'week', 'part', 'step', 'page', 'nav', 'sort', 'slug', 'uid', 'key', 'ref', 'code', 'path', 'url']);

/** The letters a record's header names it by with its own number ("SE" of "* Proposal: [SE-0042](…)" in "0042-x.md"). */
export function seriesNamedInHeader(text: string, number: number): string | undefined {
  const lines = text.slice(0, 4096).split('\n', HEADER_LINES);
  const frontMatter = /^---\r?$/.test(lines[0] ?? '');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (frontMatter && i > 0) {
      if (/^---\r?$/.test(line)) continue;
      const key = SERIES_KEY.exec(line);
      if (key && Number(key[3]) === number && LEARNED_SERIES_KEY.test(key[1]!) && !NOT_SERIES_KEYS.has(key[1]!)) return key[1]!.toUpperCase();
    }
    const m = SELF_NAMING_FIELD.exec(line) ?? SELF_NAMING_TITLE.exec(line) ?? RST_SERIES_FIELD.exec(line) ?? (ADORNMENT.test(lines[i + 1] ?? '') ? UNDERLINED_SELF_NAMING_TITLE.exec(line) : null);
    if (m && Number(m[2]) === number) return m[1]!;
  }
  return undefined;
}

/**
 * The series the sampled records of one collection name themselves by: two at least, half of them or more, and all
 * the same letters (a header naming another series, or another number, teaches nothing).
 */
export function seriesNamedInHeaders(named: readonly (string | undefined)[]): string | undefined {
  const letters = new Set(named.filter((l): l is string => l !== undefined));
  const count = named.filter((l) => l !== undefined).length;
  return letters.size === 1 && count >= 2 && count * 2 >= named.length ? [...letters][0] : undefined;
}

/**
 * A README stating the form its proposals are cited by: "your proposal will be referenced as `PROM-<PR ID>`"
 * (prometheus/proposals, whose files are "proposals/0029-created-timestamp.md" and whose prose cites "PROM-29").
 */
const CITED_FORM = /`([A-Z]{2,6})-<[^<>`\n]{1,30}>`/;

/**
 * "`XXXX-my-proposal.md` where as `XXXX` is the KEP ID" (keptn/enhancement-proposals, whose files are "text/0001-x.md"):
 * the placeholder of a file name's number, said to be the series' id.
 */
const PLACEHOLDER_IS_ID = /`[X#N]{2,6}`[ \t]{1,3}is[ \t]{1,3}the[ \t]{1,3}([A-Z]{2,6})[ \t-]{1,3}(?:ID|id|number)\b/;

/** The letters of the id form a README states ("PROM" of "`PROM-<number>`", "KEP" of "`XXXX` is the KEP ID"), or undefined. */
export function seriesStatedInReadme(text: string): string | undefined {
  return CITED_FORM.exec(text)?.[1] ?? PLACEHOLDER_IS_ID.exec(text)?.[1];
}

/**
 * Whether `path`, right in a collection of proposals whose records are its numbered files only, is one of them by its
 * front matter: a line of it holds the collection's prefix as a key with a number ("xip: 19" in xmtp/XIPs'
 * "xrc-19-deprecate-comp-codec.md" and "z-stagnant_xip-14-x.md", among its "xip-9-x.md"). Read only for such a file,
 * Markdown, in the collection's own folder.
 */
export function numberedBySeriesKey(c: Collection, path: string, text: (path: string) => string | undefined): boolean {
  if (!c.proposals || !c.numberedOnly || !c.prefix || posixDirname(path) !== c.dir || !/\.md$/i.test(path)) return false;
  const name = posixBasename(path);
  if (/^(?:readme|index)\b/i.test(name) || /template/i.test(name)) return false;
  const head = text(path)?.slice(0, 1024);
  if (head === undefined || !/^---\r?\n/.test(head)) return false;
  const end = head.indexOf('\n---', 3);
  const wanted = c.prefix.toLowerCase();
  return (end < 0 ? head : head.slice(0, end)).split('\n').some((line) => SERIES_KEY.exec(line)?.[1]!.toLowerCase() === wanted);
}
