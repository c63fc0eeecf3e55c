import doc from '../../docs/rules/stale-code-path.md';
import { defineRule, ruleSetting } from './define.js';
import { isMemoOfRecord } from './records.js';
import brokenLink from './broken-link.js';
import { memo } from './context.js';
import { documentText, type DocumentText } from './text.js';
import { joinRelative } from '../text.js';
import { englishHeading, normaliseHeading, type Language } from '../parse/vocabulary.js';
import { cleanCodePath as clean, resolveCodePath, type CodePathAnswer } from '../index/code-path-resolver.js';
import type { DecisionRecord, Located } from '../types.js';
import type { DiagnosticDraft, RuleContext } from '../model.js';

/** "camunda-docs/.../migration/": a path with a gap in it is a sketch, not a location; "[...slug]" is a router's folder. */
const ELLIPSIS = /(?<!\[)\.\.\.|\u2026/;

/**
 * Whether a written path is precise enough to call stale. A single folder name ("connectors/", "UPLC-CAPE/")
 * is not: it names a folder somewhere below the root, or another repository, or a folder of a deployed site,
 * and none of those says the record has drifted from the code.
 */
function checkable(written: string): boolean {
  if (ELLIPSIS.test(written)) return false;
  const path = clean(written);
  return path.includes('/') && !path.split('/').every((s) => s === '..' || s === '.');
}

/** Answers per record folder and written path for one run: records in a folder name the same code again and again. */
function locate(ctx: RuleContext, written: string, recordPath?: string): CodePathAnswer {
  if (!recordPath) return resolveCodePath(ctx.index, written, undefined, false).answer;
  const folders = memo(ctx, 'stale-code-path:exists', () => new Map<string, Map<string, CodePathAnswer>>());
  const folder = recordPath.slice(0, recordPath.lastIndexOf('/') + 1);
  let answers = folders.get(folder);
  if (!answers) folders.set(folder, (answers = new Map()));
  let found = answers.get(written);
  if (found === undefined) {
    found = resolveCodePath(ctx.index, written, recordPath, false).answer;
    answers.set(written, found);
  }
  return found;
}

/** A folder of tests in a path: "test/", "tests/", "e2e/", "e2e_env/", "__tests__/", "spec/". */
const TEST_SEGMENT = /(?:^|\/)(?:tests?|e2e(?:[-_]\w+)?|__tests__|specs?|testing)\//i;

/**
 * Where the code a missing path names has likely gone: the one existing path with the same last folder and file
 * ("vultron/behaviors/bridge.py" → "vultron/core/behaviors/bridge.py"), below the same top folder when several
 * are. A path written from the record ("./x", "../x") is left alone: the fix would write it from the root.
 */
function movedTo(ctx: RuleContext, written: string): string | undefined {
  if (written.startsWith('.')) return undefined;
  const folder = written.endsWith('/');
  const segments = clean(written).split('/').filter(Boolean);
  if (segments.length < 2) return undefined;
  const leaf = segments[segments.length - 1]!;
  const folderName = folder ? leaf : segments[segments.length - 2]!;
  const tail = folder ? '' : `/${leaf}`;
  const whole = segments.join('/');
  // Code that went is not in the tests of it: "pkg/xds/generator/gateway/" is not "test/e2e_env/kubernetes/gateway/"
  // (kumahq/kuma), unless the path named was a test's.
  const inTests = TEST_SEGMENT.test(whole);
  // Nor are tests found elsewhere than in tests: "mymodule/tests/api/" did not become "docs/api/" (luanalves/
  // realestate_backend).
  let found = ctx.index.foldersNamed(folderName).map((f) => `${f}${tail}`).filter((p) => p !== whole && inTests === TEST_SEGMENT.test(`${p}/`) && ctx.index.exists(p));
  // A folder is known by its name alone, which many share: it moved within its top folder, or it is not known where.
  if (found.length > 1 || folder) found = found.filter((p) => p.startsWith(`${segments[0]}/`));
  return found.length === 1 ? `${found[0]}${folder ? '/' : ''}` : undefined;
}

/**
 * The file a missing path names with another spelling: ".github/workflows/test.yml" for "test.yaml", "utils/logger.ts"
 * for "utils/Logger.ts" (nimble-123/cap-fiori-timetracking). The code is there; only the name is written otherwise.
 */
function spelledOtherwise(ctx: RuleContext, written: string): string | undefined {
  if (written.startsWith('.') && !written.startsWith('.github/') && !/^\.[\w-]+\//.test(written)) return undefined;
  const p = clean(written).replace(/\/+$/, '');
  const swapped = /\.yml$/i.test(p) ? p.replace(/\.yml$/i, '.yaml') : /\.yaml$/i.test(p) ? p.replace(/\.yaml$/i, '.yml') : undefined;
  if (swapped !== undefined && ctx.index.exists(swapped)) return swapped;
  // Folders too: "docs/explanation/adr/PROCESS.md" for "docs/Explanation/ADR/PROCESS.md" (allinbits/cosmos-cash).
  let at = '';
  for (const segment of p.split('/')) {
    const exact = at ? `${at}/${segment}` : segment;
    if (ctx.index.exists(exact)) {
      at = exact;
      continue;
    }
    const lower = segment.toLowerCase();
    const same = ctx.index.fs.readDirectory(at)?.filter((e) => e.name.toLowerCase() === lower);
    if (same?.length !== 1) return undefined;
    at = at ? `${at}/${same[0]!.name}` : same[0]!.name;
  }
  return at !== p ? `${at}${written.endsWith('/') ? '/' : ''}` : undefined;
}

/** Words saying a path is gone or went elsewhere: the record documents the removal or the move. */
/** Not a word in a list of names ("deploy/delete/cleanup workflows", "drop-in"). */
// "The change abolished the guard layer (`.claude/guard.json`)", "`.claude/guard.json` … の全廃" (Takenori-Kusaka/process-compass),
// "The withdrawn runner work needed `runner/x.py`" (curie-eng/curie): the path went with the change told.
// Chinese says it without 除 too: "删掉 `x` 后", "`x` 才可以删", "指向已经不存在的文件" (mzlin2020/mingAgent).
// Russian: "в repo удалены `.github/dependabot.yml`" (nikmagrus-creator/adaspeas_docs), "перенесён", "переименован";
// whole words, as "удалённый" is "remote".
const GONE = /(?<![\w/-])(?:remov(?:e|ed|es|ing|al)|delet(?:e|ed|es|ing|ion)|drop(?:s|ped|ping)?|renam(?:e|ed|es|ing)|mov(?:e|ed|es|ing)|relocat(?:e|ed|es|ing|ion)|retir(?:e|ed|es|ing)|deprecat(?:e|ed|es|ing|ion)|abolish(?:ed|es|ing)?|withdrawn|no longer|git mv|(?:is|are|was|were|now) gone|(?:is|are) now empty|replac(?:ing|ed)|borr(?:ó|ado|ada|ar|amos)|delet(?:ar|ado|ada|ou)|apag(?:ar|ado|ada|ou)|elimin(?:ó|amos|ar))(?![\w/-])|(?:削除|廃止|全廃|撤去|移動|移行|移設|删除|移除|迁移|移动|删掉|删去|可以删|才能删|不存在|삭제|제거|이동|entfernt|gelöscht|verschoben|umbenannt|supprimée?s?|déplacée?s?|renommée?s?|eliminad[oa]s?|movid[oa]s?|renombrad[oa]s?|removid[oa]s?|renomead[oa]s?)|(?<![а-яё])(?:удал[её]н[аоы]?|удалил[аио]?|удалить|удаля(?:ем|ется|ются)|перенес[её]н[аоы]?|переименован[аоы]?)(?![а-яё])/i;

/**
 * The old side of a move in other languages: "`a/` から `b/` に" (Japanese), "从 `a/` 到 `b/`" (Chinese), "`a/`에서
 * `b/`로" (Korean), "von `a/` nach `b/`", "de `a/` a `b/`" / "de `a/` à `b/`" / "da `a/` a `b/`".
 */
function oldSideElsewhere(before: string, after: string): boolean {
  return (
    /^[`'"*_)]*\s*(?:から|より)/.test(after) ||
    /从\s*[`'"*_(]*$/.test(before) ||
    /^[`'"*_)]*\s*에서/.test(after) ||
    (/\bvon\s*[`'"*_(]*$/i.test(before) && /^[`'"*_)]*\s+(?:nach|zu)\s/i.test(after)) ||
    (/\b(?:de|desde|da|dal)\s*[`'"*_(]*$/i.test(before) && /^[`'"*_)]*\s+(?:a|al|à|para|vers|in)\s/i.test(after))
  );
}

/** A block quote's marks at the start of a line. */
const QUOTED = /^\s{0,3}(?:>\s?)+/;

/** A line that starts a block of its own: a blank line, a heading, a list item, a quote, a fence or a table row. */
const BLOCK_START = /^\s*(?:$|#{1,6}\s|[-*+]\s|\d+[.)]\s|>|```|~~~|\|)/;

/**
 * The sentence around a position, within its paragraph and at most three lines each way: Markdown is hard-wrapped,
 * so "lives at `scripts/x.py` and is\ndeleted after the migration" is one sentence over two lines.
 */
export function sentenceAround(lines: readonly string[], line: number, start: number, end: number): { before: string; after: string } {
  // Inside a block quote ("> **Note:** … moved from `a/` to `b/`"), its lines are one paragraph without their marks.
  const quote = QUOTED.exec(lines[line] ?? '');
  const at = (l: number): string => {
    const text = lines[l] ?? '';
    if (!quote) return text;
    const m = QUOTED.exec(text);
    return m ? text.slice(m[0].length) : '\u0000';
  };
  let before = (lines[line] ?? '').slice(0, start);
  for (let l = line - 1, below = at(line); l >= line - 3 && l >= 0; l--) {
    const text = at(l);
    if (BLOCK_START.test(below) || text.trim() === '' || text === '\u0000') break;
    before = `${text} ${before}`;
    below = text;
  }
  let after = (lines[line] ?? '').slice(end);
  for (let l = line + 1; l <= line + 3 && l < lines.length; l++) {
    const text = at(l);
    if (BLOCK_START.test(text) || text === '\u0000') break;
    after = `${after} ${text}`;
  }
  // Sentence ends: ". " after a word, not the dot of "file.ts" nor of "e.g.".
  // Japanese and Chinese end a sentence with "。" (or a full-width "！", "？"), with no space after it.
  const ends = [...before.matchAll(/(?<!\b(?:e\.g|i\.e|etc|vs))(?:[.!?]\s|[。！？])/g)];
  const last = ends.length ? ends[ends.length - 1]! : undefined;
  const stop = /(?<!\b(?:e\.g|i\.e|etc|vs))(?:[.!?](?:\s|$)|[。！？])/.exec(after);
  return { before: last ? before.slice(last.index! + last[0].length) : before, after: stop ? after.slice(0, stop.index + 1) : after };
}

/**
 * Paths the record itself says are gone: named in a sentence about a removal, a rename or a move, or as the old
 * side of "from `a/` to `b/`" or "`a/` → `b/`". Whatever lies below them is gone with them.
 */
function documentedGone(record: DecisionRecord, doc: DocumentText): string[] {
  const gone: string[] = [];
  for (const path of record.codePaths) {
    const { start, end } = path.range;
    if (start.line !== end.line) continue;
    const { before, after } = sentenceAround(doc.lines, start.line, start.character, end.character);
    const oldSide = /\bfrom\s*[`'"*_(]*$/i.test(before) && /^[`'"*_)]*\s+(?:to|into)\s/i.test(after);
    const arrow = /^[`'"*_)]*\s*(?:\u2192|->|=>)/.test(after);
    // "Replace `src/middleware.ts` with `src/proxy.ts`" (BjornMelin/tripsage-ai): the decision takes the first away.
    const replaced = REPLACE_BEFORE.test(before) && REPLACE_AFTER.test(after);
    // "`core/llm.py` (now `core/llm/`)", "(formerly `docs/x.md`; …)": the old name, the record giving the new.
    // "the whole `shared/src/rest/` directory became `shared/src/api/`" (bccsa/luminary): renamed, said after it.
    // "`src/browser.ts` becomes `src/browser/open.ts`" (co-native-ab/graphdo-ts): the record's own refactoring.
    const renamed = /^[`'"*_\]]*\s*\(\s*now\b/i.test(after) || /\(\s*(?:formerly|previously|was)\s*[`'"*_[]*$/i.test(before) || /^[`'"*_\]]*\s+(?:(?:directory|folder|package|module|file)\s+)?(?:became|becomes|will become|has become|is now|was renamed|turned into)\b/i.test(after);
    // "Clean up old `charts/base/`", "The original decision had a single script (`scripts/publish.mjs`)": what was.
    // "`adapters/inbound/routers.py` (a single file with every endpoint) was split into `adapters/inbound/routers/`"
    // (impalah/capataz): the file the decision broke up, an aside about it allowed.
    const split = SPLIT_AFTER.test(after);
    const former = OLD_BEFORE.test(before);
    const absent = SAID_ABSENT_BEFORE.test(before) && SAID_ABSENT_AFTER.test(after);
    if (oldSide || arrow || replaced || renamed || split || former || absent || oldSideElsewhere(before, after) || GONE.test(before) || GONE.test(after) || listedAsGone(doc.lines, start.line) || inOldColumn(doc.lines, start.line, start.character) || removedJustAfter(doc.lines, start.line) || movedInNextSentence(doc.lines, start.line, end.character)) gone.push(clean(path.value));
  }
  return gone;
}

/**
 * What was, said before the path: "old `x/`", "the original … had … (`x`)", "previously lived in `x`" (adjudicate),
 * "were also located in the `Filter/Doctrine/` directory" (Sylius), "tests lived in a single 4,440-line file (`x`)"
 * (ZcashFoundation/zebra), "The inventory lived at `x`" (aptl), "The project
 * began with … `agents/strategist.py`" (b3tascape/agt-sea), "originally authored in `staging/…/observability.tf` for the
 * … era" (BinHsu/aegis-aws-landing-zone).
 */
const OLD_BEFORE = /(?:\b(?:began|started)\s+(?:out\s+)?with\b[^.;]{0,60}?|\b(?:originally|initially|first)\s+(?:authored|written|created|added|defined|implemented|introduced|built)\s+(?:at|in|under)\s+(?:the\s+)?|\b(?:old|former|legacy)\s+(?:[\p{L}-]+\s+){0,1}|\bthe original\b[^.;]{0,60}?\b(?:had|used|was|were)\b[^.;]{0,60}?|\b(?:previously|formerly|once)\s+(?:lived|resided|sat|was|were)\s+(?:at|in|under)\s+(?:the\s+)?|\b(?:lived|resided|used to (?:live|be))\s+(?:at|in|under)\s+(?:the\s+)?|\b(?:lived|resided)\s+(?:in|under)\s+(?:a|an|one)\s[^.;`]{0,60}?|\b(?:was|were)\s+(?:also\s+|previously\s+|originally\s+)?located\s+(?:at|in|under)\s+(?:the\s+)?)[`'"*_(]*$/iu;

const SPLIT_AFTER = /^[`'"*_\]]*\s+(?:\([^()]{0,100}\)\s+)?(?:was|were|has been|have been|got|is being|are being)\s+split\s+(?:up\s+)?(?:into|across|between)\b/i;

const REPLACE_BEFORE = /\breplac(?:e|es|ing)\s+(?:the\s+)?[`'"*_(]*$/i;
const REPLACE_AFTER = /^[`'"*_)]*\s+(?:with|by)\s/i;

/** "**No infra/lib/constructs/ directory exists**" (chimera): the record says the path is not there. */
// "No `Mail` usage or `config/mail.php` exists anywhere" (ysrgroup26/IOMS's ADR-020): the path last of what "no" denies.
const SAID_ABSENT_BEFORE = /\bno\s*[`'"*_]*$|\bno\s+[^.;]{0,60}?\b(?:or|nor)\s+(?:an?\s+|the\s+)?[`'"*_]*$/i;
const SAID_ABSENT_AFTER = /^[`'"*_]*\s+(?:(?:directory|folder|file|package|module)\s+)?(?:exists?|is present)\b/i;

/** "(Both files and that test were removed; …)" after the sentence naming them (aptl). */
const REMOVED_AFTER = /\b(?:both|these|those|all|the|that)\s+(?:\w+\s+){0,1}(?:files?|paths?|tests?|modules?|directories|folders?|scripts?)\b[^.;]{0,40}?\b(?:were|was|have been|has been)\s+(?:removed|deleted|dropped)\b/i;

function removedJustAfter(lines: readonly string[], line: number): boolean {
  let text = '';
  for (let l = line; l < lines.length && l <= line + 3; l++) {
    if (l > line && (lines[l] ?? '').trim() === '') break;
    text += ' ' + (lines[l] ?? '');
  }
  return REMOVED_AFTER.test(text);
}

/**
 * "… is currently defined in `x/shielded_data.rs`. As this is Sapling specific we propose to move this file to
 * `y/shielded_data.rs`." (ZcashFoundation/zebra's RFC 10): the next sentence moves what this one named.
 */
const MOVED_NEXT = /^[^.!?]{0,6}[.!?]\s+[^.!?]{0,120}?\b(?:move|moving|moved|relocate|relocating|relocated|rename|renaming|renamed)\s+(?:this|that|the|it|them|these|those)\b(?:\s+(?:file|files|folder|folders|module|modules|directory|directories|code|package|crate))?\s+(?:to|into|under)\b/i;

function movedInNextSentence(lines: readonly string[], line: number, end: number): boolean {
  let text = (lines[line] ?? '').slice(end);
  for (let l = line + 1; l < lines.length && l <= line + 3 && (lines[l] ?? '').trim() !== ''; l++) text += ` ${lines[l]}`;
  return MOVED_NEXT.test(text);
}

function indentOf(line: string): number {
  return /^\s*/.exec(line)![0].length;
}

/** A table row or list item ("| `x` | `cli/src/lib/emit.ts` | Live |"), and what may stand between such a block and the line that introduces it. */
const LISTED_LINE = /^\s*(?:$|\||[-*+]\s|\d+[.)]\s|#{1,6}\s)/;

/**
 * A path in a table or list that a sentence about a removal introduces, sub-headings between them ("When class-flow is
 * the only strategy, the following symbols are deleted:" over "### Types" and its table, prisma/prisma-next).
 */
function listedAsGone(lines: readonly string[], line: number): boolean {
  if (!/^\s*(?:\||[-*+]\s|\d+[.)]\s)/.test(lines[line] ?? '')) return false;
  let underHeading = false;
  const indent = indentOf(lines[line] ?? '');
  for (let l = line - 1; l >= 0 && l >= line - 80; l--) {
    const text = lines[l] ?? '';
    // "1. **Removed components**:" over "   - `internal/mailbox/` - entire package" (choplin/amux): the item the list
    // nests in introduces it, and says what it is.
    if (LIST_ITEM.test(text) && indentOf(text) < indent && /:[\s*_]*$/.test(text)) return GONE.test(text);
    // "### Delete", "### Modules removed" over the list (shimo4228/contemplative-agent): the nearest heading says it.
    if (!underHeading && /^\s{0,3}#{1,6}\s/.test(text)) {
      if (REMOVAL_HEADING.test(text.replace(/^\s{0,3}#{1,6}\s+(?:\d+(?:\.\d+)*\.?\s+)?/, '').trim())) return true;
      underHeading = true;
    }
    if (LISTED_LINE.test(text)) continue;
    // "**Directories removed:**" over the list (matjahs/omni-gitops): the colon inside the emphasis.
    return /:[\s*_]*$/.test(text) && GONE.test(text);
  }
  return false;
}

/**
 * A short heading about removal, a few words with no code in them: "Delete", "Modules removed", "Files to delete",
 * "削除するファイル". Not an option weighed ("Option 2 — Move `CVDRole` into `vultron/config/`", CERTCC/Vultron).
 */
const REMOVAL_HEADING = /^(?:[\p{L}-]+\s+){0,3}(?:remov(?:e|ed|es|al|als)|delet(?:e|ed|es|ion|ions)|drop(?:ped)?|retir(?:e|ed|ement)|sunset|削除\p{L}*|删除\p{L}*|entfernt\p{L}*|gelöscht|supprim\p{L}*|eliminad\p{L}*)(?:\s+[\p{L}-]+){0,3}$/iu;

/** A table's column of old places: "Old path", "From", "Before", "原路径", "旧", "Alt", "Ancien". */
// "现有位置" over "新位置" (memoflow): where the code is now, before the move the record decides.
const OLD_COLUMN = /^(?:old|from|before|previous|legacy|former|current|existing|source|was)\b|^(?:原|旧|舊|移行元|変更前|以前|现有|現有|既存|当前)|^(?:alt|ancien|antigu|anterior)/i;

const NEW_COLUMN = /^(?:new|now|to|after|target|destination|becomes|is now)\b|^(?:新|移行先|変更後)|^(?:neu|nouve|nuev|nov)/i;

/**
 * Whether a table cell at (line, character) lies in a column whose header names the old side of a move ("| 原路径 |
 * 新路径 |", "| Old path | New path |", yxzyzh08/SoloDevFlow3), the table having a column for the new side too.
 */
function inOldColumn(lines: readonly string[], line: number, character: number): boolean {
  const row = lines[line] ?? '';
  if (!/^\s*\|/.test(row)) return false;
  const column = row.slice(0, character).split('|').length - 2;
  let l = line;
  while (l > 0 && /^\s*\|/.test(lines[l - 1] ?? '')) l--;
  // The header is the row above the |---| line.
  if (!/^\s*\|?\s*:?-{2,}/.test(lines[l + 1] ?? '') || l === line) return false;
  const cells = (lines[l] ?? '').split('|').slice(1, -1).map((c) => c.replace(/[*_`]/g, '').trim());
  const header = cells[column];
  return header !== undefined && OLD_COLUMN.test(header) && cells.some((c, i) => i !== column && NEW_COLUMN.test(c));
}

/**
 * Paths the record calls a URL, a route or an endpoint ("the `search/advanced/` URL path redirects to `search/`"):
 * places on a site, not in the repository, wherever else the record names them. A file name (with an extension)
 * stays a file.
 */
function documentedRoutes(record: DecisionRecord, doc: DocumentText): string[] {
  const routes: string[] = [];
  for (const path of record.codePaths) {
    const { start, end } = path.range;
    if (start.line !== end.line || /\.[A-Za-z0-9]+\/?$/.test(path.value)) continue;
    const { before, after } = sentenceAround(doc.lines, start.line, start.character, end.character);
    if (ROUTE.test(before) || ROUTE.test(after)) routes.push(clean(path.value));
  }
  return routes;
}

/**
 * A path shown as an example of what users write ("Default path …, for example `./generated/prisma/sql/x.json`",
 * prisma/prisma-next): an illustration, not a place in this repository.
 */
function givenAsExample(path: Located<string>, around: Sentence | undefined): boolean {
  // "docs/sprints/sprint-N-plan.md", "certificados/00XX_fk.py", "models/foo.dart": a name to fill in, or made up.
  if (PLACEHOLDER_SEGMENT.test(path.value)) return true;
  return around !== undefined && (EXAMPLE_BEFORE.test(around.before) || exampleOfLater(around));
}

/**
 * "Easy to add alternate backends (e.g., `cache/memcached/`) in future" (gaborage/go-bricks): an example, in an aside,
 * of something that could come later; no claim that it is there.
 */
function exampleOfLater(around: Sentence): boolean {
  return EXAMPLE_ASIDE_BEFORE.test(around.before) && LATER_AFTER_ASIDE.test(around.after);
}

/** The opening of an "(e.g., …" aside, right before the path. */
const EXAMPLE_ASIDE_BEFORE = /\(\s{0,3}e\.g\.,?\s{0,3}[`'"*_]{0,3}$/i;
/** The aside closed right after the path, then "in future", "in the future" or "later". */
const LATER_AFTER_ASIDE = /^[`'"*_]{0,3}\)\s{0,3}(?:in\s(?:the\s)?future|later)\b/i;

/**
 * A path written from a folder below the one the record's removal note names it from, or above: "The static assets
 * (`priv/index.html`, …) … are gone" in the status, "`runtime/apps/x/priv/index.html`" in a table (jamesc/beamtalk).
 * Two segments at least, so that a bare file name does not stand for every file of that name.
 */
function endsWithGone(written: string, gone: string): boolean {
  if (!gone.includes('/') || gone.startsWith('.')) return false;
  // The other way too: "`subscriptions/models/client.go:17`" in the Context of a record whose "What we remove" lists
  // "`backend/internal/addons/subscriptions/models/client.go::Client`" (orkestra-cc/orkestra): the same file, written short.
  return written.endsWith(`/${gone}`) || (written.includes('/') && !written.startsWith('.') && gone.endsWith(`/${written}`));
}

/**
 * A name with slashes that is a message topic, not a folder: in a column headed by topics ("|Target|Topic Prefix|" over
 * "| device | `tedge/main/device/` |") or named as a topic or prefix ("a `root` prefix like `tedge/root/main/device/`",
 * thin-edge/thin-edge.io). A file name (with an extension) stays a file.
 */
function namesATopic(doc: DocumentText, path: Located<string>, around: Sentence): boolean {
  if (/\.[A-Za-z0-9]+$/.test(path.value)) return false;
  if (TOPIC_BEFORE.test(around.before)) return true;
  const header = columnHeader(doc.lines, path.range.start.line, path.range.start.character);
  return header !== undefined && TOPIC_COLUMN.test(header);
}
const TOPIC_BEFORE = /\b(?:topics?|prefix(?:es)?)\s{1,3}(?:(?:like|such as|e\.g\.,?)\s{1,3})?[`'"*_(]{0,3}$/i;
const TOPIC_COLUMN = /\btopics?\b/i;

/**
 * A folder-like name that is a prefix of keys in a data store the paragraph names: "the … data format stored in etcd. It
 * transitions from `cilium/state/services/v1/` to `cilium/state/endpointslices/v1/`" (cilium/design-cfps' CFP-41953).
 * Read on the path's line and the one before it; a file name (with an extension) stays a file.
 */
function keyPrefixOfStore(doc: DocumentText, path: Located<string>): boolean {
  if (!path.value.endsWith('/')) return false;
  const line = path.range.start.line;
  return DATA_STORE.test(doc.lines[line] ?? '') || (line > 0 && (doc.lines[line - 1] ?? '').trim() !== '' && DATA_STORE.test(doc.lines[line - 1] ?? ''));
}
const DATA_STORE = /\b(?:etcd|kvstore|key-?value store|consul kv|zookeeper)\b/i;

/** The header of the table column a cell at (line, character) is in, if the line is a table's row. */
function columnHeader(lines: readonly string[], line: number, character: number): string | undefined {
  const row = lines[line] ?? '';
  if (!/^\s*\|/.test(row)) return undefined;
  const column = row.slice(0, character).split('|').length - 2;
  let l = line;
  while (l > 0 && /^\s*\|/.test(lines[l - 1] ?? '')) l--;
  if (l === line || !/^\s*\|?\s*:?-{2,}/.test(lines[l + 1] ?? '')) return undefined;
  return (lines[l] ?? '').split('|').slice(1, -1).map((c) => c.replace(/[*_`]/g, '').trim())[column];
}

/**
 * A path the record places outside the tree in force: on another branch or worktree ("`docs/adr/ADR-071-x.md` in the
 * `dev` worktree", "… on branch `dev`"), not written yet ("(pending creation)"), or of the legacy setup it describes
 * ("The legacy approach (prior to v2.0.0) stored these configs … in `src/x/mqttha.cfg`", "Outdated tooling: `tools/x.py`",
 * rvdbreemen/OTGW-firmware).
 */
function notCurrentHere(around: Sentence): boolean {
  return OTHER_BRANCH_AFTER.test(around.after) || OTHER_BRANCH_BEFORE.test(around.before) || PENDING_AFTER.test(around.after) || LEGACY_BEFORE.test(around.before) || LEGACY_AFTER.test(around.after) || OUTSIDE_BEFORE.test(around.before);
}
/** "Outside the workspace at `../loom-worktrees/`" (rjwalters/loom's ADR-0004, weighing where worktrees go): not in this tree. */
const OUTSIDE_BEFORE = /\boutside\s{1,3}(?:of\s{1,3})?(?:the|this|our|your|a)\s{1,3}(?:workspace|repository|repo|project|checkout|working tree|source tree|git tree)\b[^.;`]{0,30}[`'"*_(]*$/i;
const OTHER_BRANCH_AFTER = /^[`'"*_)]{0,3}[^.;]{0,40}?\b(?:in|on)\s{1,3}(?:the\s{1,3})?(?:branch\s{1,3})?[`'"*_]{0,2}[\w./-]{1,40}[`'"*_]{0,2}\s{1,3}(?:worktree|branch)\b|^[`'"*_)]{0,3}\s{1,3}on\s{1,3}(?:branch\s{1,3})?`[\w./-]{1,40}`/i;
const OTHER_BRANCH_BEFORE = /\b(?:in|on)\s{1,3}(?:the\s{1,3})?[`'"*_]{0,2}[\w./-]{1,40}[`'"*_]{0,2}\s{1,3}(?:worktree|branch)\b[^.;]{0,20}$/i;
const PENDING_AFTER = /^[`'"*_)]{0,3}\s{0,3}\(?\s{0,3}pending\s{1,3}(?:creation|commit|merge)\b/i;
// "The legacy approach … stored", not "The legacy client in `src/legacy/x.py` still prices": a legacy part may still run.
const LEGACY_BEFORE = /\b(?:outdated|obsolete)\b|\blegacy\s{1,3}(?:approach|setup|layout|design|scheme|version|location|convention)s?\b|\b(?:prior to|up (?:through|to|until))\s{1,3}v?\d+(?:\.\d+)+/i;
const LEGACY_AFTER = /^[`'"*_)]{0,3}\s{0,3}\((?:legacy|outdated|obsolete)\)/i;

/** The words before and after a path in its sentence; none for a path broken across lines. */
type Sentence = { before: string; after: string };

function sentenceOf(doc: DocumentText, path: Located<string>): Sentence | undefined {
  const { start, end } = path.range;
  return start.line === end.line ? sentenceAround(doc.lines, start.line, start.character, end.character) : undefined;
}

/**
 * Words that present what follows as an example, close before it. Not "e.g." nor "such as": "(e.g., `schemas/…/x.json`)"
 * and "see e.g. `.github/workflows/x.yml`" name real files as often as not (fulmenhq/goneat, wikimedia's Wikibase).
 */
// "e.g. with a change named `sql/changes/1.5/parts_fkeys.sql`" (ledgersmb/LedgerSMB): a name made up to show a scheme.
// "Adding a new prompt type (e.g. `prompts/personas/`)" (b3tascape/agt-sea): an example of something new is not there yet.
// "**Example changeset file** (`.changeset/cool-feature.md`)" (sapientpants/sonarqube-mcp-server): a file named to show one.
const EXAMPLE_BEFORE = /(?:\b(?:new|later|future|another)\b[^.;()]{0,40}\(\s*e\.g\.|\bexample\s+(?:[\p{L}-]+\s+){0,2}(?:files?|paths?|names?|folders?|director(?:y|ies))\b|\be\.g\.,?\s+(?:with\s+|for\s+)?(?:an?|the)\s+[\p{L}-]+\s+(?:named|called)|\bfor (?:example|instance)|\bpor ejemplo|\bpor exemplo|\bpar exemple|\bzum beispiel|例えば|例如|예를 들어)[:：,]?[^.;:!?]{0,40}[`'"*_(\s]*$/iu;

// "rfcs/0000-my-feature.md" (NixOS/rfcs), "applications-layer/service-a/" (dr3dr3/terraform): names made up to show a scheme.
const PLACEHOLDER_SEGMENT = /(?:^|[/_.-])(?:N|NN+|X{2,}|x{3,}|0+X+|foo|bar|baz)(?=[/_.-]|$)|(?:^|[/_.-])(?:my|your)[-_](?=[A-Za-z])|(?:^|\/)(?:service|app|module|team|tenant|project|component)-[a-c](?=[/.]|$)|(?:^|\/)(?:module|package|service|app|project|component|feature|descriptive|your|my|some)[-_]name(?=[/.]|$)/;

const ROUTE = /\b(?:urls?|uris?|routes?|routing|endpoints?)\b|(?:エンドポイント|ルート|路由|端点|엔드포인트|라우트)/i;

/**
 * "[the stub](../../stub/main.go)": a link's target is broken-link's to judge (it reports every missing target, with its
 * own suggestions); reporting it here too gave two findings for one link.
 */
function isLinkTarget(doc: DocumentText, path: Located<string>, recordPath: string): boolean {
  const line = doc.lines[path.range.start.line] ?? '';
  const before = line.slice(0, path.range.start.character);
  if (/\]\(\s*<?$/.test(before) || /^\s{0,3}\[[^\]]+\]:\s*<?$/.test(before)) return true;
  // "[`../../01.requirements/004-x.md`](../../01.requirements/004-x.md)" (buenhyden/hy-home.k8s): the link's text is its
  // target, which broken-link judges.
  // Not a link to the code host ("[`x.yaml`](https://github.com/o/r/blob/master/x.yaml)", kumahq/kuma), nor text that
  // names another path than the target ("[`docs/x.md`](../patterns/x.md)", ADORSYS-GIS/ai-helm): those are this rule's.
  if (!/\[`?$/.test(before)) return false;
  const target = /^`?\]\(\s*<?([^)\s>]+)/.exec(line.slice(path.range.end.character))?.[1];
  if (target === undefined) return false;
  // "[`wip/TENANCY-TODO.md`](../wip/TENANCY-TODO.md)" (jcoliz/YoFi.V3): the text names the target from a folder above.
  const [t, v] = [target.replace(/^\.\//, ''), path.value.replace(/^\.\//, '')];
  if (t === v || (t.endsWith(`/${v}`) && /^(?:\.\.\/)+[^.]/.test(t) && t.replace(/^(?:\.\.\/)+/, '') === v)) return true;
  // "[`docs/designs/compat.md`](../designs/compat.md)" in docs/decisions (37108/tsumugu, 3leaps/crucible): the text
  // names from the root the file the target names from the record's folder.
  if (v.startsWith('.') || t.startsWith('/') || t.includes(':')) return false;
  const at = joinRelative(recordPath.slice(0, Math.max(0, recordPath.lastIndexOf('/'))), t);
  return at !== undefined && at.replace(/\/+$/, '') === v.replace(/\/+$/, '');
}

/** Whether the broken-link rule runs: when it is off, a missing link target to code is still this rule's to report. */
function brokenLinkOn(ctx: RuleContext): boolean {
  return ruleSetting(ctx.index.config.rules ?? {}, brokenLink.definition) !== 'off';
}

/**
 * "`.github/actions/notify-failure/` — implementation (to be added)" (CERTCC/Vultron), "there is no `docs/evidence/x/`
 * to link" (shimo4228/contemplative-agent): the record says the path is not there (yet).
 */
function notThereYet(around: Sentence): boolean {
  return NOT_YET_AFTER.test(around.after) || (NOT_YET_WORD.test(around.before) && NOT_YET_BEFORE.test(around.before));
}

const NOT_YET_AFTER = /^[^.;]{0,80}?(?:\bto be (?:added|created|written|implemented|introduced|built|generated)\b|\bnot (?:yet )?(?:exist|created|added|written|implemented)|\bdoes(?: not|n't) (?:yet )?exist\b|\bplanned\)|\(planned\b|\bonce (?:there (?:is|are)|(?:a|an) (?:second|third|new|another)|(?:two|three|several|more)\b)|\bcandidate (?:future|for)\b|\bfuture refactor|\bat (?:run[- ]?time|runtime)\b|\(new\)|\(future\)|\((?:phase|stage|milestone|step)\s*\d+\)|\(todo\)|\(à venir\)|\(a futuro\)|\(geplant\)|\bwill be (?:added|created|written|generated|introduced|built)\b|\(\s*(?:a|por)\s+(?:criar|crear)\b|\bser[áa] criad[oa]\b|\(\s*vac[ií]o hoy|\breservad[oa]\)|\(\s*(?:si existe|se existir|if it exists)\b|[-–—]\s*\**\s*PLANNED\b|[-–—:]\s*\**\s*(?:MISSING|NOT FOUND)\b|\bNOT FOUND\b|\(\s*(?:[^()]{0,40}[,;]\s*)?(?:git-?ignored|not committed|untracked)\s*\))/i;
// "once there are two or more consumers", "Playbook to be formalized in `docs/runbooks/x.md`", "The documented escape hatch
// is to migrate to a `scripts/x.sh` template", "forking a new `staging/edge-api/`", "is a candidate future refactor", "add
// `a.tf` and `b.tf`" (BinHsu/aegis-aws-landing-zone); "- _(planned)_ `providers/webdav/`" (Nick2bad4u/Uptime-Watcher);
// "Describe the switch in `docs/x.md`", "Document this pattern in `Users/CLAUDE.md`" (Darkona/java-springboot-archetype,
// viklev-consid/modulith); "Add a small `docs/ADR/README.md`" (GabrielFranciscoSM/TFG-Chatbot); "Backups go to `data/x/`
// at run time": files still to write, or written by the program, not the repository's.
// "pas de sous-dossier `adr/devbox/`" (TituxMetal/grimoire-arch), "we never create `src/legacy/`": a word or two may
// name what is not there. "A future Phase 2 opens a plan file (`docs/plans/x.md`)" (Exiliot/agora): a file to come.
// "initially planned as `internal/template/`", "It was never built: `src/x.rs`": a name given up, a file never made.
// "Never commit `.crucible/tools.local.yaml`" (fulmenhq/gofulmen): a local file kept out of the repository.
// "(new `core/prediction/reject_orchestrator.py`)", "…, add `docs/reject.md`", "The new manifests in `src/…/`", "must be
// under `.github/workflows/experimental/`", "`samples/x/README.md` will be added" (Moffran/calibrated_explanations,
// defenseunicorns/uds-core, BrighterCommand/Brighter): a file to make, or where future files go.
// (Not "e.g. `x/y.yml`": an example is as often a file that is there, kumahq/kuma and wikimedia's Wikibase.)
/** A word NOT_YET_BEFORE needs, found first with one quick scan (most paths' sentences have none). */
const NOT_YET_WORD = /\b(?:no|never|don't|do|won't|will|pas|aucune?|kein|keine[nrs]?|nessun[oa]?|future|planned|new|add|create|must|faut|be|hatch|fallback|document|describe|explain)\b/i;
const NOT_YET_BEFORE =
  /(?:(?:\bthere (?:is|are) no|\bno such|\b(?:never|don't|do not|won't|will not) (?:create|add|introduce|need|keep|commit|check in)s?|\bpas d[e']|\baucune?|\bno hay|\bkeine?[nrs]?|\bnessun[oa]?)(?:\s+[\p{L}][\p{L}-]*){0,2}|\b(?:a|the) future\b[^.;]{0,60}?|\b(?:initially |originally |first )?planned (?:as|for)|\bnever (?:built|written|created|added)\b[^.;]{0,40}?|\(new\b|\bnew\s+[\p{L}-]+\s+(?:in|at|under|into)|(?:^|[.;:,]\s*|\b(?:and|then)\s+|[⏳⬜☐🔲]\s*)(?:add|create)\s+(?:an?\s+|the\s+)?(?:new\s+)?|(?:^|[.;:,]\s*|\b(?:and|then)\s+)(?:add|create)\s+(?:an?\s+)?(?:small|short|separate|dedicated|single)\b|(?:^|[.;:,]\s*|\b(?:and|then)\s+)(?:add|create)\s+`[^`]{1,200}`\s*(?:,|and)|\bto be (?:formali[sz]ed|documented|written|added|created|captured|described|extracted)\s+(?:in|at|under|into)\b(?:\s+(?:an?|the)\b)?|\b(?:escape hatch|fallback)\b[^.;]{0,60}?\b(?:is|would be) to\b[^.;]{0,60}?|\b(?:\p{L}+ing|to \p{L}+|would \p{L}+|could \p{L}+) an? new\b|(?:^\s*(?:[-*+]\s+|\d+[.)]\s+)?|[.;:]\s+)(?:document|describe|explain)\s+[^.;]{0,60}?\bin\b(?:\s+the\b)?|\(\s*(?:planned|future|todo|to do)\s*\)[*_]{0,3}|\b(?:or|and) an? new\s+|\bil faut (?:cr[ée]er|ajouter)\s+|\bmust be (?:under|in|placed in|located in|inside))\s*[`'"*_(]*$/iu;

/**
 * "**New Module**: `manufacturing/advanced-planning-scheduling/`" (olwalgeorge/chiroerp-final): what the decision is
 * to create. Unless the file is found elsewhere now: then it was made and has moved since (AWeber-Imbi/imbi).
 */
const NEW_LABEL_BEFORE = /\bnew (?:module|package|service|folder|directory|crate|component|file)s?\s*(?:\*\*|__)?\s*[:：]\s*(?:\*\*|__)?\s*[`'"*_(]*$/i;

function introducedHere(around: Sentence): boolean {
  return NEW_LABEL_BEFORE.test(around.before);
}

/** A record deciding to take something away: "Remove legacy offline scripts", "Retire the v1 API", "Eliminar …". */
const REMOVAL_TITLE = /^(?:remov(?:e|ing|al)|delet(?:e|ing|ion)|drop(?:ping)?|retir(?:e|ing|ement)|deprecat(?:e|ing|ion)|sunset(?:ting)?|decommission(?:ing)?|eliminar|supprimer|suppression|entfernen)\b/i;

/**
 * A path listed with nothing said of it on its line ("List: scripts/a.py,", "      scripts/eval/b.py"): what a removal
 * record lists is what it removes; one it describes ("`x.py` holds the skills") is named for what it is.
 */
function listedBare(doc: DocumentText, path: Located<string>): boolean {
  const line = doc.lines[path.range.start.line] ?? '';
  const rest = line.slice(0, path.range.start.character) + line.slice(path.range.end.character);
  return !/\p{L}{2,}/u.test(rest.replace(/^\s*(?:[-*+]\s+|\d+[.)]\s+)?(?:\*\*|__)?\p{L}+(?:\*\*|__)?\s*:/u, ''));
}

/**
 * Whether line `at` is in an indented code block (four spaces in, after a blank line under a paragraph at the margin):
 * an example, as a fenced block's lines are ("    import '../css/some-component.css';", emberjs/rfcs 0507). Not a list
 * item's continuation, which is indented as far: the line above the blank must be at the margin and no list item.
 */
function inIndentedCodeBlock(doc: DocumentText, at: number): boolean {
  if (!/^(?: {4}|\t)/.test(doc.lines[at] ?? '')) return false;
  let blank = false;
  for (let i = at - 1; i >= 0; i--) {
    const line = doc.lines[i]!;
    if (line.trim() === '') blank = true;
    else if (!/^(?: {4}|\t)/.test(line)) return blank && !/^\s/.test(line) && !/^(?:[-*+]|\d{1,9}[.)])(?:\s|$)/.test(line) && !line.startsWith('>');
  }
  return blank;
}

/** "- ~~`docs/UI-ARCHITECTURE.md`: formalizar …~~ ✅" (fbravohz/Drasus-Engine): an item struck out, done with. */
/**
 * "**Issue**: Created `estate/property/models/` subdirectory" over "**Solution**: Use a flat structure" (luanalves/
 * realestate_backend's lessons learned), "❌ `src/utils/helpers/`", "Wrong: …", "Avoid: …": the path is the mistake
 * the record warns against, which is meant not to exist.
 */
const TOLD_AS_MISTAKE = /^\s*(?:[-*+]\s+|\d+[.)]\s+)?(?:[*_]{1,2})?(?:issue|problem|mistake|wrong|bad|incorrect|anti-?pattern|don't|do not|avoid|errado|incorreto|problema|erreur|falsch|incorrecto)(?:[*_]{1,2})?\s*:|[\u274C\u2717\u2718\u{1F6AB}]/iu;

function toldAsMistake(doc: DocumentText, path: Located<string>): boolean {
  const line = doc.lines[path.range.start.line] ?? '';
  const m = TOLD_AS_MISTAKE.exec(line);
  return m !== null && m.index < path.range.start.character;
}

function struckThrough(doc: DocumentText, path: Located<string>): boolean {
  const line = doc.lines[path.range.start.line] ?? '';
  if (!line.includes('~~')) return false;
  const before = line.slice(0, path.range.start.character);
  const opened = (before.match(/~~/g) ?? []).length % 2 === 1;
  return opened && line.indexOf('~~', path.range.end.character) >= 0;
}

/**
 * "[contemplative-agent `docs/adr/0015-x.md`](https://github.com/shimo4228/contemplative-agent)": another repository's
 * path, in a link to that repository. A link to the file itself ("[`x/y.yaml`](https://github.com/o/r/blob/master/x/y.yaml)",
 * kumahq/kuma) may well be this repository's, and is judged.
 */
function inExternalLinkText(doc: DocumentText, path: Located<string>): boolean {
  const line = doc.lines[path.range.start.line] ?? '';
  if (!/\[[^\]]*$/.test(line.slice(0, path.range.start.character))) return false;
  const target = /^[^[\]]*\]\(\s*<?(https?:[^)\s>]*)/.exec(line.slice(path.range.end.character))?.[1];
  return target !== undefined && !target.includes(clean(path.value));
}

/**
 * "- [ ] Create `x/y/`": a step still to do names what is not there yet. So does an item of a list a sentence leads
 * into as work to come: "Rule 4 lands as a separate PR adding:" (gtcx-ecosystem/gtcx-infrastructure), "Files to be
 * added:". And an item of a list of another repository's files (see OTHER_REPOSITORY_AT) is none of this one's.
 */
/**
 * "(`docs/adr/0002-x.md`/`docs/plans/0002-y.md` in that repo)" (LayeredCraft/compono): another repository's files,
 * said so after them in the sentence.
 */
function inOtherRepository(around: Sentence): boolean {
  return OTHER_REPOSITORY_AFTER.test(around.after) || OTHER_REPOSITORY_BEFORE.test(around.before) || OTHER_PROJECT_SOURCE_BEFORE.test(around.before);
}

/**
 * "[Source: lance-mcp `src/seed.ts`, lines 153, 176-182]" (m2ux/concept-rag, whose records quote the upstream project
 * it forked): a project's name between the label and the path says whose file it is.
 */
const OTHER_PROJECT_SOURCE_BEFORE = /\b(?:source|upstream|origin(?:al)?)\s*[:：]\s*[*_]{0,2}[a-z][a-z0-9]*(?:[-.][a-z0-9]+)+[*_]{0,2}(?:'s)?\s+[`'"*_(]*$/i;

/** "Se materializa en el repo hermano `../drasus-portal/`" (fbravohz/Drasus-Engine): a sibling repository's folder. */
const OTHER_REPOSITORY_BEFORE = /\b(?:sibling|sister|neighbou?ring|hermano|irm[ãa]o|voisin|Nachbar-?)\s*(?:repo|repository|repositorio|repositório|dépôt)\s*[:：]?\s*[`'"*_(]*$|\b(?:repo|repositorio|repositório)\s+(?:hermano|irm[ãa]o|voisin)\s*[:：]?\s*[`'"*_(]*$/i;

const OTHER_REPOSITORY_AFTER = /^[^.;]{0,80}?\bin (?:that|the other|another|their|its own|their own|the upstream|the [\w.-]+) (?:repo|repository|project's repo(?:sitory)?)\b/i;

function listedAsToComeOrElsewhere(doc: DocumentText, line: number): boolean {
  const text = doc.lines[line] ?? '';
  // "- ⬜ **Weekly Audit:** … (`.github/workflows/x.yml`)" (olwalgeorge/chiroerp-final): an unticked box drawn as a character.
  if (/^\s*(?:>\s*)*(?:(?:[-*+]|\d+[.)])\s+\[ \]|(?:[-*+]\s+)?[⬜☐])\s/.test(text)) return true;
  if (!LIST_ITEM.test(text)) return false;
  for (let l = line - 1; l >= 0 && l >= line - 30; l--) {
    const above = (doc.lines[l] ?? '').trim();
    // "- `iteathen/Ars-Thaumaturgica` at `c3e25ad…`;" heading the list (iteathen/CUDA-MCGS's "Source provenance"):
    // the items after it are that repository's files.
    if (LIST_ITEM.test(above) && OTHER_REPOSITORY_AT.test(above)) return true;
    if (above === '' || LIST_ITEM.test(above) || /^\s/.test(doc.lines[l] ?? '')) continue;
    return FUTURE_LEAD_IN.test(above) || REMOTE_STORAGE.test(above) || REMOTE_STORAGE.test(headingAbove(doc.lines, l));
  }
  return false;
}

/** The nearest heading above a line, within a screenful; '' when there is none. */
function headingAbove(lines: readonly string[], line: number): string {
  for (let l = line; l >= 0 && l >= line - 40; l--) {
    if (/^\s{0,3}#{1,6}\s/.test(lines[l] ?? '')) return lines[l]!;
  }
  return '';
}

/**
 * "### Key naming conventions … Current implemented layout:" over "- `uptime-watcher/manifest.json`"
 * (Nick2bad4u/Uptime-Watcher): keys of objects in a remote store, whose layout is written like folders.
 */
const REMOTE_STORAGE = /\b(?:(?:remote|cloud|storage|S3|GCS)\s+buckets?|object (?:keys?|store|storage)|(?:remote|cloud|blob) (?:storage|store)|key naming)\b/i;

/** "`owner/name` at `c3e25ad…`", "owner/name @ 1a2b3c4", "owner/name commit 4a6f8b5": another repository at a commit. */
// Tried only from the start of a name, and names bounded: a line of 100,000 letters over a nested list was read from each.
const OTHER_REPOSITORY_AT = /(?<![A-Za-z0-9_.-])`?[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}`?\s+(?:at|@|commit)\s+`?[0-9a-f]{7,40}\b/;

const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s/;
const FUTURE_LEAD_IN = /(?:\b(?:separate|follow[- ]?up|future|later|next|upcoming|subsequent)\s+(?:PR|pull request|MR|merge request|change|commit|patch|phase|release)\b|\bwill (?:add|create|introduce)\b|\bto be (?:added|created|introduced|written)\b)[^.]*[:：]\s*$/i;

/**
 * Headings of the options a record weighed, beyond English, in the languages the vocabulary reads (parse/vocabulary.ts
 * maps only context, decision, consequences and status headings to English; these belong there once it maps options).
 * Matched in the heading normalised (lower-case), anywhere in it: "Betrachtete Optionen", "Opciones consideradas".
 */
const OPTIONS_HEADING_WORDS: Readonly<Record<Exclude<Language, 'en'>, readonly string[]>> = {
  pt: ['opções', 'opcoes', 'alternativas'],
  es: ['opciones', 'alternativas'],
  fr: ['options', 'alternatives', 'solutions envisagées'],
  de: ['optionen', 'alternativen', 'varianten'],
  it: ['opzioni', 'alternative'],
  nl: ['opties', 'alternatieven'],
  pl: ['opcje', 'alternatywy', 'rozważane opcje'],
  cs: ['možnosti', 'alternativy', 'varianty'],
  ru: ['варианты', 'альтернативы', 'рассмотренные варианты'],
  tr: ['seçenekler', 'alternatifler'],
  zh: ['选项', '選項', '备选', '備選', '候选方案', '替代方案'],
  ja: ['選択肢', '代替案', '検討した案'],
  ko: ['선택지', '대안', '옵션'],
};
const OPTIONS_HEADING = new RegExp(
  `\\b(?:options?|alternatives?)\\b|${Object.values(OPTIONS_HEADING_WORDS).flat().map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')}`,
);
/** An options heading that names the one chosen ("Chosen option", "Gewählte Option", "採用した案") is the decision. */
const CHOSEN_HEADING = /\b(?:chosen|selected|decision|decided)\b|gewählt|elegid[ao]|escolhid[ao]|choisie|retenue|scelt[ao]|gekozen|採用|选定|選定|선택된|채택/;

/**
 * Options a record weighed are not what it decided: a path in "Considered Options" need not exist. Nor does one under
 * "Follow-ups", "Next steps" or "Future work" (iamrezagolestan/microservices-monorepo-template): work still to do.
 */
function inOptionsOrFutureSection(record: DecisionRecord, line: number): boolean {
  for (const section of record.sections) {
    if (line < section.range.start.line || line > section.range.end.line) continue;
    const heading = normaliseHeading(section.heading);
    if ((OPTIONS_HEADING.test(heading) && !CHOSEN_HEADING.test(heading)) || FUTURE_HEADING.test(heading)) return true;
  }
  return false;
}

// "### New Files (30 total)" (aenealabs/aura): files a plan will add.
const FUTURE_HEADING = /^(?:\d+(?:\.\d+)*\.?\s+)?(?:new files\b.*|files to (?:create|add)\b.*|follow[- ]?ups?|follow[- ]up (?:work|items|tasks|actions)|next steps|future (?:work|steps|improvements)|open (?:items|tasks)|to ?do|todos?|action items|remaining work|nächste schritte|prochaines étapes|próximos pasos|próximos passos|后续(?:工作|步骤)?|今後の(?:課題|作業)|향후 (?:작업|과제))$/i;

/**
 * "- [x] .github/.claude/ (deploy-app.yml env)" in a scope checklist from the collection's template (KU-BIG/2026_SPRING-
 * Fincoach): two folders of the root, ".github" and ".claude", named together as one area. Each exists; the joined path
 * was never meant.
 */
function joinedRootFolders(ctx: RuleContext, written: string, recordPath: string): boolean {
  const parts = written.split('/').filter((p) => p !== '');
  return parts.length >= 2 && parts.every((p) => p.startsWith('.') && p.length > 1 && locate(ctx, `${p}/`, recordPath) !== 'missing');
}

/**
 * "In PR #18, `coach_chat/api.py` defined other modules' endpoints" under "## 컨텍스트" (KU-BIG/2026_SPRING-Fincoach's
 * ADR 0009, which decides a root `api/` folder for them): the Context tells where the code was before the decision,
 * which names a place that exists instead. A path the Decision names itself is still judged.
 */
function leftBehindInContext(ctx: RuleContext, record: DecisionRecord, path: Located<string>, doc: DocumentText | undefined): boolean {
  const kind = (line: number) => {
    // The innermost section: the title's own spans the whole record.
    const section = record.sections.filter((s) => line >= s.range.start.line && line <= s.range.end.line).pop();
    return section === undefined ? undefined : englishHeading(normaliseHeading(section.heading)) ?? normaliseHeading(section.heading);
  };
  // A document the Context cites ("see `docs/rfcs/RFC-080-x.md`", iog-creator/Gemantria's ADR-066) is not code left
  // behind: it is read, so it must be there.
  if (!/^context\b/.test(kind(path.range.start.line) ?? '') || DOCUMENT_PATH.test(clean(path.value))) return false;
  if (!doc || !toldAsBefore(doc, path.range.start.line)) return false;
  let decidedElsewhere = false;
  for (const other of record.codePaths) {
    if (!/^decision\b/.test(kind(other.range.start.line) ?? '')) continue;
    if (clean(other.value) === clean(path.value)) return false;
    if (other.repository === undefined && locate(ctx, other.value, record.path) !== 'missing') decidedElsewhere = true;
  }
  return decidedElsewhere;
}

/**
 * The path's line, or a line that leads into it (its list's items and lead-in, up to a heading, at most twelve above), tells the code
 * as it was before the decision: "**Existing implementation:**" (BjornMelin/tripsage-ai), "`coach_chat/api.py`
 * defined …" (KU-BIG), "The project began with …" (b3tascape/agt-sea). A Context listing the parts that are there
 * ("validation happens in multiple layers:" over "- UI validator (`apps/ui/…/layoutZod.ts`)", GriffinAD/dns-fabric)
 * names code that should still be there.
 */
function toldAsBefore(doc: DocumentText, line: number): boolean {
  for (let l = line; l >= 0 && l > line - 13; l--) {
    const text = doc.lines[l] ?? '';
    if (l < line && /^#{1,6}\s/.test(text)) break;
    if (text.trim() === '') {
      // A list goes on over blank lines, and its lead-in ("**Existing implementation:**") stands above one.
      const above = doc.lines[l - 1] ?? '';
      if (LISTED_OR_INDENTED.test(above) || LEAD_IN.test(above)) continue;
      break;
    }
    if (BEFORE_WORDS.test(text)) return true;
  }
  return false;
}

const LISTED_OR_INDENTED = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]|^[ \t]{2,}\S/;
const LEAD_IN = /:[*_]{0,2}[ \t]*$/;

// "PR #18에서 … `coach_chat/api.py` 안에 … 정의함" (KU-BIG, in Korean): what an earlier pull request did.
const BEFORE_WORDS = /\b(?:existing|legacy|prior to|previous(?:ly)?|formerly|originally|until now|so far|used to|began|started|was|were|had|defined|lived|held|kept|stored|before)\b|\bPR[ \t]?#\d/i;

/** A page rather than code: Markdown, reStructuredText, AsciiDoc, plain text. */
const DOCUMENT_PATH = /\.(?:md|markdown|mdx|rst|adoc|asciidoc|txt)$/i;

/** "v1.0/state/storeA/" (dapr/dapr's API records): a versioned HTTP route, not a folder. */
const API_ROUTE = /^\/?v\d+(?:\.\d+)*\//;

/** A file a template engine renders under its name without the extension. */
const TEMPLATE_EXTENSIONS = ['.jinja', '.jinja2', '.j2', '.tmpl', '.tpl', '.template'];

export default defineRule({
  id: 'ADR015',
  name: 'stale-code-path',
  description: 'An accepted record names a code path that does not exist in the workspace (any more).',
  defaultSeverity: 'warning',
  tags: ['code'],
  fix: 'quick fix',
  doc,
  scope: 'record',
  checkRecord(record, ctx) {
    // Only decisions in force claim to govern code; a superseded record describing old code is history.
    // An unknown status (often a typo of Accepted) is treated as in force: the record does not say otherwise.
    if ((record.lifecycle !== 'accepted' && record.lifecycle !== 'unknown') || record.codePaths.length === 0 || isMemoOfRecord(ctx.index, record)) return [];
    const missing: Located<string>[] = [];
    for (const path of record.codePaths) {
      // A link to the code host may show any branch or commit, where the path may well have existed: not judged.
      if (path.repository !== undefined || path.unsure) continue;
      if (!checkable(path.value) || API_ROUTE.test(path.value) || locate(ctx, path.value, record.path) !== 'missing') continue;
      // "infra/project-config/main.tf" in a project template (navapbc/template-infra): "main.tf.jinja" renders it.
      if (!path.value.endsWith('/') && TEMPLATE_EXTENSIONS.some((ext) => locate(ctx, path.value + ext, record.path) !== 'missing')) continue;
      missing.push(path);
    }
    if (missing.length === 0) return [];
    // The text is read only for records with a path to report (few): what the prose around a path says about it.
    const text = documentText(ctx.index, record.path);
    const gone = text ? documentedGone(record, text) : [];
    const routes = text ? documentedRoutes(record, text) : [];
    const out: DiagnosticDraft[] = [];
    const roots = ctx.index.config.codeRoots?.filter(Boolean) ?? [];
    const where = roots.length ? ` (looked under ${roots.join(', ')})` : '';
    const linksJudged = brokenLinkOn(ctx);
    // "a thin wrapper in `ui/adapters/` … always import through `ui/adapters/`" (AlexandrBukhtatyy/log-viewer): one
    // finding a line for a path, whose fix rewrites each mention on it.
    const onLine = new Map<string, Located<string>[]>();
    for (const path of missing) {
      const key = `${path.range.start.line}\n${path.value}`;
      const same = onLine.get(key);
      if (same) same.push(path);
      else onLine.set(key, [path]);
    }
    for (const path of missing) {
      const mentions = onLine.get(`${path.range.start.line}\n${path.value}`)!;
      if (mentions[0] !== path) continue;
      if (linksJudged && text && isLinkTarget(text, path, record.path)) continue;
      const written = clean(path.value);
      if (gone.some((g) => written === g || written.startsWith(`${g}/`) || endsWithGone(written, g))) continue;
      if (routes.includes(written) || inOptionsOrFutureSection(record, path.range.start.line)) continue;
      if (joinedRootFolders(ctx, written, record.path) || leftBehindInContext(ctx, record, path, text)) continue;
      // "# ADR-029: Remove legacy offline scripts …" (iog-creator/Gemantria): the paths it names are what it removes.
      if (text && REMOVAL_TITLE.test(record.title.value) && listedBare(text, path)) continue;
      if (text && (struckThrough(text, path) || toldAsMistake(text, path))) continue;
      if (text && inIndentedCodeBlock(text, path.range.start.line)) continue;
      // What the path's sentence says of it, read once for the tests below.
      const around = text ? sentenceOf(text, path) : undefined;
      if (text && around !== undefined && (namesATopic(text, path, around) || notCurrentHere(around))) continue;
      if (text && keyPrefixOfStore(text, path)) continue;
      if (text && (listedAsToComeOrElsewhere(text, path.range.start.line) || givenAsExample(path, around) || (around !== undefined && (notThereYet(around) || inOtherRepository(around))) || inExternalLinkText(text, path))) continue;
      if (around !== undefined && introducedHere(around) && (roots.length > 0 || movedTo(ctx, path.value) === undefined)) continue;
      // With code roots, records write paths from them: a path from the workspace root may not resolve there.
      const spelled = roots.length ? undefined : spelledOtherwise(ctx, path.value);
      if (spelled) {
        out.push({
          path: record.path,
          range: path.range,
          message: `${record.id} names ${path.value}, which does not exist; ${spelled} does, spelled otherwise: write the name as the file has it.`,
          fixes: [{ title: `Change to ${spelled}`, edits: mentions.map((m) => ({ path: record.path, range: m.range, newText: spelled })), isPreferred: true }],
        });
        continue;
      }
      const moved = roots.length ? undefined : movedTo(ctx, path.value);
      out.push({
        path: record.path,
        range: path.range,
        message: moved
          ? `${record.id} names ${path.value}, which does not exist${where}; ${moved} does: update the record to the code's current location, or supersede it if the code is gone.`
          : `${record.id} names ${path.value}, which does not exist${where}: update the record to the code's current location, or supersede it if the code is gone.`,
        ...(moved ? { fixes: [{ title: `Change to ${moved}`, edits: mentions.map((m) => ({ path: record.path, range: m.range, newText: moved })), isPreferred: false }] } : {}),
      });
    }
    return out;
  },
});
