// Paths written with a gap for a tool or a reader to fill, in templates and examples: not files to find, so neither
// a broken link nor a stale code path. One pattern for links and code paths alike.

/**
 * "{SLUG}.md", "{{ .Path }}"; an example's number ("ADR-XXXX-foo.md", "NNNN-title.md", "00NN-slug.md", "library/.../NN.json") or name
 * ("ADR-0005-title.md", MADR 2's "0005-example.md"); a date to fill ("YYYY-MM-DD-title.md", "history/YYMM/", log4brains' "yyyymmdd-xxx.md", "devlog.d/yyyy/mm/dd/hhmmss.md"); a file named "X" ("Engine/Phases/X.swift"); a version ("app-vX.Y.Z.md", "config-vN.json", "config/vN+1/"); a
 * path with a gap ("0009-hexagonal-...md"), but not a router's catch-all segment ("[...slug]"); a word in capitals saying what goes there ("URL", "URL_TO_DOCS").
 */
const PLACEHOLDER_PATH =
  /\{[^{}]*\}|(?<!\[)\.\.\.|\u2026|(?:^|[/_-])(?:\d{0,3}N{2,}|\d{0,2}X{3,}|x{3,}|Y{4}|Y{2,4}[-_]?M{2}(?:[-_]?D{2})?|y{4}[-_]?mm[-_]?dd)(?=[/._-]|$)|\d[-_](?:title|slug|short-title|your-title|example)\.(?:md|markdown|mdx|rst)$|(?:^|[/_.-])v?(?:X\.Y(?:\.Z)?|x\.y(?:\.z)?)(?=[/_-]|\.[A-Za-z]+$|$)|(?:^|[/_.-])(?:vN(?:\+1)?|N\+1)(?=[/._-]|$)|(?:^|\/)(?:y{4}|Y{4})\/(?:mm|MM)(?:\/(?:dd|DD))?(?=\/|$)|(?:^|\/)X\.[A-Za-z]+$/;

/** A link target that names what to put there, in capitals: "[docs](URL)", "(URL_TO_LIBRECOMMENDER)", "(LINK)". */
const WORD_TO_FILL = /^(?:URL|URI|LINK|HREF|PATH|TODO|TBD)(?:_[A-Z0-9_]+)?$/;

export function isPlaceholderPath(path: string): boolean {
  return PLACEHOLDER_PATH.test(path) || WORD_TO_FILL.test(path);
}
