// Relations written as a verb before a citation: "Superseded by [3. X](0003-x.md)", "supersedes ADR-0019 when
// accepted", "Refines ADR-0077", "Amends ADR-4 and ADR-5".
import type { Reference, Relation, RelationKind } from '../types.js';
import { lineRange } from '../text.js';

const VERBS: ReadonlyArray<[string, RelationKind]> = [
  ['superseded by', 'superseded-by'],
  ['superceded by', 'superseded-by'],
  ['superceeded by', 'superseded-by'],
  ['superseeded by', 'superseded-by'],
  ['replaced by', 'superseded-by'],
  // "This OEP has been replaced with :ref:`Release Data in catalog-info.yaml`" (openedx/open-edx-proposals' OEP-2).
  ['replaced with', 'superseded-by'],
  ['exceeded by', 'superseded-by'],
  // "Superseded in part by ADR-028" (marco0560/codira): for part of the record (see PARTLY_IN_VERB).
  ['superseded in part by', 'superseded-by'],
  ['superceded in part by', 'superseded-by'],
  ['superseded partially by', 'superseded-by'],
  ['superseded partly by', 'superseded-by'],
  ['superseded in favour of', 'superseded-by'],
  // "We have decided to abandon JSON schema, superseding [ADR-0005](…)" (alphagov/whitehall).
  ['superseding', 'supersedes'],
  // "**Status:** Substituída — incorporada na ADR-001" (DouglasPrado/alexandria): incorporated into, as "folded into".
  ['incorporada na', 'superseded-by'],
  ['incorporado na', 'superseded-by'],
  ['incorporada no', 'superseded-by'],
  ['incorporado no', 'superseded-by'],
  ['incorporada em', 'superseded-by'],
  ['incorporado em', 'superseded-by'],
  ['folded into', 'superseded-by'],
  ['superseded in favor of', 'superseded-by'],
  ['supersedes', 'supersedes'],
  // "This RFC has superseded [20251105-x.md](…)" (opentofu/opentofu): the other side of its "superseded by".
  ['has superseded', 'supersedes'],
  ['supercedes', 'supersedes'],
  ['supersede', 'supersedes'],
  ['replaces', 'supersedes'],
  ['amended by', 'amended-by'],
  // "Accepted (Updated by ADR-0008)" (tosin2013/openshift-logging-gitops): in force, another record changing it.
  ['updated by', 'amended-by'],
  ['amends', 'amends'],
  // "* Status: augmented by [ADR-0004](…)" (navapbc's records): still in force, with another record adding to it.
  ['augmented by', 'amended-by'],
  ['augments', 'amends'],
  // "Accepted, Supplemented by [ADR034](…)" (alphagov/gsp): in force, another record adding to it.
  ['supplemented by', 'amended-by'],
  ['supplements', 'amends'],
  ['refined by', 'refined-by'],
  ['refines', 'refines'],
  // "This is a refinement of [0002-x.md](…)" (openedx/frontend-app-learning).
  ['a refinement of', 'refines'],
  // "# 0019. Mutable array building primitives (revising ADR-0009)", "(refining ADR-0004)" (katsujukou/purvasm).
  ['refining', 'refines'],
  ['revising', 'amends'],
  ['revises', 'amends'],
  ['amending', 'amends'],
  ['extended by', 'extended-by'],
  ['extends', 'extends'],
  ['depends on', 'depends-on'],
  // "withdrawn by [ADR-0034](…)", "Deprecated by [17](…)": the later record took its place.
  ['withdrawn by', 'superseded-by'],
  ['deprecated by', 'superseded-by'],
  // "Deprecated in favour of [9. Use z](0009-use-z.md)": retired for the record named, which took its place.
  ['deprecated in favour of', 'superseded-by'],
  ['deprecated in favor of', 'superseded-by'],
  // "| final | 2024/07/17 | Deprecate in favor of ADR-37 |" in a record's revision history (nats-io's ADR-15).
  ['deprecate in favour of', 'superseded-by'],
  ['deprecate in favor of', 'superseded-by'],
  // "- deprecates [ADR 006](adr-006.md)" beside ADR-006's "- is deprecated by [ADR 007]" (Mayralex/…): the other side.
  ['deprecates', 'supersedes'],
  ['obsoleted by', 'superseded-by'],
  ['obsoletes', 'supersedes'],
  ['invalidated by', 'superseded-by'],
  // "This invalidates [adr-0007](…)" (Vodurden/CrossyToad), the other side of adr-0007's "Superseded".
  ['invalidates', 'supersedes'],
  // "Superceeds [Remove support for JavaDoc](0010-….md)" (thoni56/c-xrefactory): the spelling of its "Superceeded by".
  ['superceeds', 'supersedes'],
  // Polish and Czech: "Status: Zastąpiony przez ADR-7", "Nahrazeno ADR-7".
  ['zastąpiony przez', 'superseded-by'],
  ['zastąpiona przez', 'superseded-by'],
  ['zastępuje', 'supersedes'],
  ['nahrazeno', 'superseded-by'],
  ['nahrazuje', 'supersedes'],
  // Spanish, Portuguese, French, German, as in translated adr-tools records ("Estado: reemplazado por ADR-7").
  ['reemplazado por', 'superseded-by'],
  // "> ⚠️ **SUPERSEDIDO por ADR-0136** (2026-06-23)." (fbravohz/Drasus-Engine): the English word, Spanish endings.
  ['supersedido por', 'superseded-by'],
  // "Superseded por ADR-0004" (supernova-labs/merovingian): the English word, the Portuguese "by".
  ['superseded por', 'superseded-by'],
  ['supersedida por', 'superseded-by'],
  ['reemplazada por', 'superseded-by'],
  ['sustituido por', 'superseded-by'],
  ['substituído por', 'superseded-by'],
  ['substituido por', 'superseded-by'],
  ['substituída por', 'superseded-by'],
  // psousaj/nexo-ai: "a estratégia de identidade desta ADR foi substituída pela ADR-021" ("by the").
  ['substituída pela', 'superseded-by'],
  ['substituida pela', 'superseded-by'],
  ['substituído pela', 'superseded-by'],
  ['substituido pela', 'superseded-by'],
  ['substituído pelo', 'superseded-by'],
  ['substituido pelo', 'superseded-by'],
  // With the adverb saying it is in part between the participle and "by" ("Reemplazado parcialmente por [ADR-0009](…)",
  // samueldrangel/maison-glow; "substituído parcialmente pelo ADR-0008"): see PARTLY_IN_VERB.
  ['reemplazado parcialmente por', 'superseded-by'],
  ['reemplazada parcialmente por', 'superseded-by'],
  ['reemplazado en parte por', 'superseded-by'],
  ['reemplazada en parte por', 'superseded-by'],
  ['sustituido parcialmente por', 'superseded-by'],
  ['sustituida parcialmente por', 'superseded-by'],
  ['substituído parcialmente por', 'superseded-by'],
  ['substituído parcialmente pelo', 'superseded-by'],
  ['substituído parcialmente pela', 'superseded-by'],
  ['substituída parcialmente por', 'superseded-by'],
  ['substituída parcialmente pelo', 'superseded-by'],
  ['substituída parcialmente pela', 'superseded-by'],
  ['substituído em parte por', 'superseded-by'],
  ['substituído em parte pelo', 'superseded-by'],
  ['substituído em parte pela', 'superseded-by'],
  ['substituída em parte por', 'superseded-by'],
  ['substituída em parte pelo', 'superseded-by'],
  ['substituída em parte pela', 'superseded-by'],
  ['remplacé partiellement par', 'superseded-by'],
  ['remplacée partiellement par', 'superseded-by'],
  ['remplacé en partie par', 'superseded-by'],
  ['remplacée en partie par', 'superseded-by'],
  ['remplacé par', 'superseded-by'],
  ['remplacée par', 'superseded-by'],
  // Typed without accents ("Remplacee par ADR-0025 apres KO critique", "Remplacee par `0008 - …`"): the same words.
  ['remplacee par', 'superseded-by'],
  ['remplace par', 'superseded-by'],
  ['ersetzt durch', 'superseded-by'],
  ['abgelöst durch', 'superseded-by'],
  // English status, German "by" (smart-village-solutions/sva-studio: "**Status:** Superseded durch [ADR-052](…)").
  ['superseded durch', 'superseded-by'],
  // English status, French "by" (fredpottier/KBGPT: "Superseded par ADR_COVERAGE_…").
  ['superseded par', 'superseded-by'],
  ['reemplaza a', 'supersedes'],
  ['reemplaza', 'supersedes'],
  // Spanish and Portuguese fields (bed 59: Nicolas-Torres/multiagent-fraud-detection, samuvm/citebound, KolonLabs/forja,
  // ArmandoMedina/jidoka, DougCristiano/ZeuX, roldaobatista/Certificado-Calibracao).
  ['sustituye a', 'supersedes'],
  ['sustituye', 'supersedes'],
  ['supersede a', 'supersedes'],
  ['complementa a', 'extends'],
  ['complementa', 'extends'],
  ['extiende a', 'extends'],
  ['extiende', 'extends'],
  ['estende', 'extends'],
  ['extendida por', 'extended-by'],
  ['extendido por', 'extended-by'],
  ['estendida por', 'extended-by'],
  ['estendido por', 'extended-by'],
  ['refinada por', 'refined-by'],
  ['refinado por', 'refined-by'],
  ['emendada por', 'amended-by'],
  ['emendado por', 'amended-by'],
  ['emenda', 'amends'],
  ['depende de', 'depends-on'],
  // German: "Ersetzt ADR-0004" after "ersetzt durch" (the longer is tried first).
  ['ersetzt', 'supersedes'],
  ['substitui', 'supersedes'],
  ['remplace', 'supersedes'],
  // Italian, Dutch, Polish, Norwegian, Danish and Swedish (filipeiack/reiche-academy's probe, bed 20).
  ['sostituito da', 'superseded-by'],
  ['sostituita da', 'superseded-by'],
  ['vervangen door', 'superseded-by'],
  ['zastąpione przez', 'superseded-by'],
  ['zastąpiony przez', 'superseded-by'],
  ['zastąpiona przez', 'superseded-by'],
  ['erstattet av', 'superseded-by'],
  ['erstattet af', 'superseded-by'],
  ['ersatt av', 'superseded-by'],
  ['sostituisce', 'supersedes'],
  ['vervangt', 'supersedes'],
  ['zastępuje', 'supersedes'],
  ['erstatter', 'supersedes'],
  ['ersätter', 'supersedes'],
  // "Abgelöst von" beside "abgelöst durch"; Finnish, Indonesian and Vietnamese replace and replaced by (bed 88's probes;
  // "- Menggantikan: …" in Indonesian records).
  ['abgelöst von', 'superseded-by'],
  ['korvaa', 'supersedes'],
  ['menggantikan', 'supersedes'],
  ['digantikan oleh', 'superseded-by'],
  ['được thay thế bởi', 'superseded-by'],
  ['bị thay thế bởi', 'superseded-by'],
  ['thay thế bởi', 'superseded-by'],
  ['thay thế', 'supersedes'],
  // Portuguese "revises", as English "revises" ("**Revisa:** ADR 0004 (…) e ADR 0005 (…)" in a one-line header,
  // jhonatasfender/nur): a label, read only with its colon, for in Spanish prose "Revisa ADR-3" says "check ADR-3".
  ['revisa:', 'amends'],
  // Alters, modifies: a change to a record still in force, as English "amends". Portuguese, Spanish, Italian, French,
  // German, Dutch.
  ['altera', 'amends'],
  ['alterada por', 'amended-by'],
  ['alterado por', 'amended-by'],
  ['modifica', 'amends'],
  ['modificada por', 'amended-by'],
  ['modificado por', 'amended-by'],
  ['modifie', 'amends'],
  ['modifié par', 'amended-by'],
  ['modifiée par', 'amended-by'],
  // "> ⚠️ **Amendée par [ADR-0085](…)** (2026-10-08, …)" under a record's title (Lnclassapp/App.Lnclassapp), "politique
  // de tags affinée par [ADR-0023](…) · validation amendée par [ADR-0054](…)" in a status line: amended, refined by.
  ['amendé par', 'amended-by'],
  ['amendée par', 'amended-by'],
  ['amendés par', 'amended-by'],
  ['amendées par', 'amended-by'],
  ['affiné par', 'refined-by'],
  ['affinée par', 'refined-by'],
  ['amende', 'amends'],
  ['ändert', 'amends'],
  ['geändert durch', 'amended-by'],
  ['wijzigt', 'amends'],
  ['gewijzigd door', 'amended-by'],
  // Completes, supplements, extends, as Spanish "complementa" (French "Complète : 0027, 0031" in a record's header).
  ['complète', 'extends'],
  ['complété par', 'extended-by'],
  ['complétée par', 'extended-by'],
  ['ergänzt durch', 'extended-by'],
  ['ergänzt', 'extends'],
  ['erweitert durch', 'extended-by'],
  ['erweitert', 'extends'],
  ['vult aan', 'extends'],
  ['kompletterar', 'extends'],
  ['uzupełnia', 'extends'],
  ['doplňuje', 'extends'],
  // Related to, see also.
  ['relacionado con', 'relates-to'],
  ['relacionada con', 'relates-to'],
  ['relacionado com', 'relates-to'],
  ['relacionada com', 'relates-to'],
  ['bezieht sich auf', 'relates-to'],
  ['gerelateerd aan', 'relates-to'],
  ['depended on by', 'relates-to'],
  ['relates to', 'relates-to'],
  ['related to', 'relates-to'],
  // A label with its colon, in a record's links after another one's sentence ("- Lands in: [Data model](…). Related:
  // [ADR-0006](…)."): the records it lists are related. Only with the colon: in prose the bare adjective qualifies a
  // noun ("el cambio relacionado ADR-3").
  ['related:', 'relates-to'],
  // "- Builds on: [ADR-0014](…)" in a record's header or references (frostyard/core, ollixx/node-red-contrib-webapp,
  // geovetlf/melonoffice): the earlier record it extends, still in force. A label, read only with its colon: prose
  // ("This builds on ADR-3, which settled …") keeps its reading.
  ['builds on:', 'extends'],
  ['builds upon:', 'extends'],
  ['relacionado:', 'relates-to'],
  ['relacionada:', 'relates-to'],
  ['relacionados:', 'relates-to'],
  ['relacionadas:', 'relates-to'],
];

/**
 * "In part" as records say it, in the languages they are written in: the word between verb and citation ("Supersedes:
 * Partially ADR-0001", "**Substitui:** Parcialmente ADR-005", filipeiack/reiche-academy), and the adjective of an aside
 * ("superseded (parcial)"). One list for every reading of a relation that holds for part of a record.
 */
export const PART_WORDS =
  'partial(?:ly)?|partly|in part|parcial(?:mente|emente)?|teilweise|partiel(?:le(?:ment)?)?|en partie|gedeeltelijk|deels|parzial(?:e|mente)|in parte|częściowo|delvis|delvist';

// The citation may be the text of a link to elsewhere ("Supersede [ADR0021](https://github.com/…)"): the bracket
// before it is not in the way.
// "superseded-by ADR-0070", a status written as one token (shimo4228/contemplative-agent), is the same verb.
// "This ADR supersedes the original [Authentication ADR](Authentication.md)" (US-Trustee-Program/…): the record as it was.
// "**AI SDK Runtime Superseded By**: [ADR-0074](…)" (BjornMelin/tripsage-ai): the bold may close before the colon. (Read
// in a tail of VERB_TAIL characters only: the optional runs of blanks side by side stay cheap.)
// No letter before the verb is asked with a lookbehind, not `(?:^|[^\p{L}])`: the same verb starts in the same order,
// and V8 compiles it in about a third of the time (~90 → ~25 ms, each of one-byte and two-byte subjects); the match
// then starts at the verb.
const VERB_BEFORE = new RegExp(`(?<!\\p{L})(${VERBS.map(([v]) => v.replace(/ /g, '[\\s-]+')).join('|')})\\s*:?\\s*(?:\\*\\*|__|\\*|_)?(?::\\s*)?\\s*(?:(${PART_WORDS})\\s*:?\\s+)?(?:(?:the|o|a|el|la|le|il|der|die|das)\\s+(?:(?:original|earlier|previous|former|old|older|initial|first|existing)\\s+)?)?(?:(?:decision|adr|record)s?\\s*:?\\s*)?\\[?$`, 'iu');
/** A status word that names its successor right after it, without "by": "Superseded [0019](…)", "Replaced ADR-7". */
// "Accepted - Partially superceded [Use queues](0009-x.md)" (govuk-one-login/life-events-platform): for part of it.
// "상태: 대체됨 (ADR 0008)", "대체됨 — ADR 0008에서 …" (woowacourse-teams/2026-Mapmory): the successor in brackets or after a dash.
// Russian needs no "by": "Заменено ADR-0001" ("replaced [by] ADR-0001").
// One run of blanks, marks and emphasis after the word: linear on a long line that turns out to be no such thing.
const STATUS_THEN_SUCCESSOR = /(?:^|[^\p{L}])((?:partially|partly)\s+)?(?:superseded|superceded|superceeded|replaced|대체됨|заменен[оа]?|заменён)[\s:(—–*_]*\[?$/iu;
/** A verb that holds its own "in part" ("superseded in part by"). */
const PARTLY_IN_VERB = /\b(?:in[\s-]+part|partially|partly|parcialmente|partiellement|en\s+partie|em\s+parte|en\s+parte)\b/i;
/** Chinese "by" right before a citation, and the verb "replace" right after it: "被 ADR-045 取代", "由 [ADR-7](…) 替代". */
const PASSIVE_BEFORE = /[被由]\s*\[?$/u;
const PASSIVE_VERB_AFTER = /^\s*(?:所)?(?:取代|替代)/u;
/** After a successor, "by" and the verb in Japanese or Korean: "ADR-0001 により置き換え", "ADR-0001로 대체됨". */
// "DEC-017（最小トレーサビリティモデルの採用…）により置換される" (yogata/agent-dev-flow): the successor's title between.
// Japanese records borrow the English verb too: "[ADR-0035](…) で supersede" (shimo4228/claude-harness).
const REPLACED_BY_AFTER = /^\s*(?:[（(][^（()）\n]{0,100}[)）]\s*)?(?:により|によって|で)\s*(?:置き換え|置換|supersede(?:d|s)?(?![A-Za-z]))|^\s*(?:으?로|에\s*의해)\s*대체(?:됨|되었|된다|되)/u;
/** The Chinese "replaces" right before a citation ("本 ADR 取代 [", "并取代 "), not the passive "被取代". */
const ZH_REPLACES_BEFORE = /(?<!被\s{0,2})(?:取代|替代)了?\s*[*_]{0,2}\[?$/u;
/** After the record it replaces, a part of it: "中…" (in it), "的…" (its …), but not "的决策" (its decision, the whole). */
const ZH_PART_AFTER = /^[\])]*\s*(?:中|的(?!(?:决策|决定|方案)?\s*(?:[，。；,;]|$)))/u;
/** After a citation, the Japanese "replaces" with its object marker: "[ADR-0017](…) を置き換える", "を置換する". */
const JA_REPLACES_AFTER = /^[\])]*\s*を\s*(?:置き換え|置換)/u;
/** "を置き換えない", "を置き換えるものではなく", "を置換しません": no replacement. */
const JA_NOT_REPLACING_AFTER = /^[\])]*\s*を\s*(?:置き換え|置換)(?:する|る|ます|します|し)?(?:もので|わけで|ことは|ことで)?(?:は)?(?:ない|なく|なかった|ありません|ません|ず)/u;
/** In a status, a label naming the successor right before its citation: "（後続: [", "(successor: [", "後継：". */
const SUCCESSOR_LABEL_BEFORE = /(?:^|[^\p{L}])(?:successor|後続|後継)[*_]{0,2}\s*[:：]\s*[*_]{0,2}\[?$/iu;
/**
 * "… の3箇所配置は [ADR-0035](…) が supersede" in a status (shimo4228/claude-harness): the record cited is the subject
 * ("が"), this record's status what it replaced.
 */
const JA_SUPERSEDES_AFTER = /^\s*が\s*supersede(?:d|s)?(?![A-Za-z])/u;
/**
 * Before a Japanese "… で supersede", what says only a part went: "だけ" and "のみ" (only), "一部" and "部分" (part),
 * "維持" (the rest kept): "accepted（chain の front-load は維持。2介入点モデルだけ\n[ADR-0035](…) で supersede）".
 */
const JA_PART_BEFORE = /だけ|のみ|一部|部分|維持/u;
/**
 * After a citation, that this record replaces it: "[ADR-045](…), superseded by this ADR" ("- **superseded by this ADR**",
 * LayeredCraft/compono), and in German word order
 * "[ADR-045](…), durch diese ADR superseded" (smart-village-solutions/sva-studio); in a list of references,
 * "[ADR-0032](…) — the record this supersedes" (Reefact/diagnostic-catalog).
 */
/** Right after a citation, a mark in Japanese saying this record replaced it: "（置換）", "（この ADR が置き換えた）". */
const JA_REPLACED_MARK_AFTER = /^\)?[ \t]*[（(][ \t]*(?:(?:この|本)[ \t]*ADR[ \t]*(?:が|で|により)[ \t]*)?(?:置換|置き換え)(?:た|した)?[ \t]*[)）]/u;
const SUPERSEDED_BY_THIS_AFTER = /^\s*[,:;—–-]?\s*(?:\*\*|__|[*_])?(?:(?:is|was|has been|wird|wurde)\s+)?(?:the\s+(?:[\p{L}-]+\s+){0,3}?this\s+(?:(?:adr|decision|record)\s+)?(?:supersedes|replaces)\b|(?:superseded|superceded|replaced|ersetzt|abgelöst)\s+(?:by|durch)\s+(?:this|diese[nmrs]?)\s+(?:adr|decision|record|entscheidung)\b(?!['’]s\s+(?!decision\b))|(?:by|durch)\s+(?:this|diese[nmrs]?)\s+(?:adr|decision|record|entscheidung)\s+(?:superseded|superceded|replaced|ersetzt|abgelöst)\b)/iu;
/** "this" or "diese", which every reading of SUPERSEDED_BY_THIS_AFTER holds (same flags): most citations' next words have neither. */
const THIS_OR_DIESE = /this|diese/iu;
const supersededByThisAfter = (after: string): RegExpExecArray | null => (THIS_OR_DIESE.test(after) ? SUPERSEDED_BY_THIS_AFTER.exec(after) : null);
/** French: "l'[ADR 0096](…) est **superseded** par le présent ADR" (univ-lehavre/atlas), "… est remplacée par la présente décision". */
const FR_SUPERSEDED_BY_THIS_AFTER = /^\s*(?:est|a été|sont|ont été)\s+(?:désormais\s+|donc\s+)?[*_]{0,2}(?:superseded|supersédée?s?|remplacée?s?|abrogée?s?)[*_]{0,2}\s+par\s+(?:le|la)\s+présente?\s+(?:adr|décision|document)\b/i;
/** Chinese, after the citation: "**ADR-017 类型集中**：被本 ADR 取代。" ("… superseded by this ADR", memoflow). */
// "ADR-004（…）被本 ADR **取代**。" (Super-frigo/Director-OS): the verb in bold.
const ZH_REPLACED_BY_THIS = /^[^。!?！？\n]{0,80}?被\s*本\s*(?:ADR|adr|决策|決策|文档|文件|记录)\s*(?:所)?\s*(?:\*\*|__)?\s*(?:取代|替代|替换|替換)/u;
/**
 * Korean, after the citations and before the sentence ends: "ADR 0003의 … 결정과 ADR 0007의 … 결정은 이 ADR로
 * 대체한다" ("… are replaced by this ADR", woowacourse-teams/2026-Mapmory).
 */
const KO_REPLACED_BY_THIS = /^[^.。!?\n]*?이\s*(?:ADR|adr|결정|문서)\s*(?:로|으로)\s*대체(?:한다|합니다|됨|된다|되었다|하였다|했다)/u;
/**
 * After a citation, that it replaces this record: "ADR-0014 supersedes this document's Docusaurus-era platform details"
 * (0x63616c/agent-runtime, under "## Supersession"); "this document's …" is a part of it. In a relative clause after a
 * reference-style link too: "revisited in [ADR-7] which supersedes this decision" (alphagov/email-alert-api).
 */
const SUPERSEDES_THIS_AFTER = /^\s*[\])]?\s*(?:,?[ \t]{0,3}(?:which|that)\s+)?(?:now\s+|fully\s+|partly\s+|partially\s+)?(?:supersedes|replaces|retires|obsoletes)\s+(?:this|the\s+present)\s+(?:adr|decision|record|document)\b(['’]s(?:\s|$))?/i;
/** Where a status stands on its line: at its start, or after a "Status:" label. */
const STATUS_LEAD = String.raw`^[\s>*_-]*(?:(?:decision\s+)?status[\s*_]*[:：][\s*_]*)?`;
const STATUS_POSITION = new RegExp(`${STATUS_LEAD}$`, 'i');
/**
 * "This decision is retired by ADR-0014" (0x63616c/agent-runtime), "Status: Retired by ADR-3": retired with the record
 * as the subject. Not "stage 6c was retired by [ADR-0095]" (shimo4228/contemplative-agent) nor "Update — retired by
 * [ADR 205]: the optional branch … has been removed" (prisma/prisma-next): a part of it.
 */
const RETIRED_BY_BEFORE = new RegExp(String.raw`(?:\b(?:this|the)\s+(?:decision|adr|record|document)\s+(?:is|was|has\s+been)\s+(?:now\s+)?|${STATUS_LEAD})retired\s+by\s*(?::\s*)?[*_]{0,2}\[?$`, 'i');
/**
 * "**SUPERSEDED** - 2025-12-09 by [ADR-036: …](…)" (tosin2013/openshift-aiops-platform): the day it happened between the
 * status and "by".
 */
const DATED_SUPERSEDED_BY_BEFORE = new RegExp(String.raw`${STATUS_LEAD}(?:superseded|superceded|replaced)[*_]{0,2}\s*(?:[-–—,:(]\s*)?(?:on\s+)?\d{4}-\d{2}-\d{2}\)?\s*,?\s*by\s*(?::\s*)?[*_]{0,2}\[?$`, 'i');
/** "V1 permission-mapping portion superseded by [0009]" (elsa-workflows/elsa-core): a named part of the record. */
const PORTION_BEFORE_VERB = /(?:^|[^\p{L}])(?:portion|part|parts|section|sections|aspect)\s+$/iu;
/** The start of a list item, then a citation opening it. */
const LIST_ITEM_START = /^\s*(?:[-*+]|\d+[.)])\s+[*_`[]{0,3}$/;
/** After an item's citations: "(superseded by this decision)", "- **SUPERSEDED** by this ADR", at the item's end. */
// "- **ADR-105** — the original design. Superseded by this ADR; content immutable.", "- **ADR-089 (Heap Tier)**: superseded by
// this ADR's decision (…)" (OTGW-firmware): an aside on the cited record, and a clause after, are the item's too.
const SUPERSEDED_BY_THIS_LATER = /^((?:[^()\n]|\([^()\n]{0,80}\)){0,160}?)(?:\(\s*|[\s—–:-][*_]{0,2})(?:superseded|superceded|replaced)[*_]{0,2}\s+by\s+this\s+(?:adr|decision|record)(?:['’]s(?:\s+decision)?)?\s*\)?(?:[.;,:]\s|[.\s]*$)/i;
/** The relation holds for part of a record only, said before the verb within the sentence. */
// "(Note: This metric superseded by [ADR23](…))" (alphagov/paas-team-manual): "this" and another thing than the record.
const IN_PART = /\b(?:in part|partly|partially|partial|parts? of|some of|portions? of|sections? of|this (?!(?:adr|decision|record|document|proposal|rfc|one|page|has|have|had|is|was|were|will|would|should|must|can|could|may|might|also|now|itself)\b)[a-z]+)\b[^.;!?]*$/i;
/**
 * Whether text before a verb says a part of the record (IN_PART). "This ACP supersedes [ADR-0001](…)"
 * (avalanche-foundation/ACPs; "This XIP", "This SIMD", "This KEP"): the kind of document named in capitals is the
 * record, as "This ADR" is, not a thing in it.
 */
function saysInPart(text: string): boolean {
  return IN_PART.test(text.includes('his ') ? text.replace(/\b([Tt]his|THIS)\s+[A-Z]{2,6}\b(?![-'’\d])/g, '$1 record') : text);
}
/**
 * The subject of a passive "superseded by" that is a part of the record, not the record: "The event-schema wire format
 * (JSON below) is superseded by [ADR-022]", "§3.1–§3.3 are superseded by [ADR-023]" (ae-lexs/realtime-messaging-
 * platform), "**Back-channel logout is superseded by ADR-0019**" (namphuongtran/nami): a noun of a few words, or one
 * with an article, whatever its length. "This ADR is", "The decision above was", "It has been" are the record.
 * An article starts a subject only as the first branch reads it: "The decision is superseded by ADR-7" is the record.
 */
const PART_AS_SUBJECT = /^[\s>*_(]*(?:(?:[-+]|\d{1,3}[.)])[ \t][\s>*_(]*)?(?:(?:an?|the|its|our)\s+(?!(?:(?:above|below|following|original|previous|present|current|whole)\s+)?(?:adr|decision|record|document|proposal|rfc|one)s?\b)\p{L}.*|(?!(?:the|an?|its|our|this|that|these|those|it|they|we|which|who|and|but|or|so|now|then|also|hence|therefore|thus|since|here|there|everything|all|whole|adr|decision|record|document|proposal|rfc|status|accepted|approved|adopted|implemented|proposed|draft|rejected|deprecated|superseded|replaced|originally|initially|previously|later|eventually|subsequently)\b)\p{L}[\p{L}\d'’-]*(?:\s+(?!(?:but|and|then|later|since|which|that|was|were|is|are|has|had|have|been)\b)[\p{L}\d'’/-]+){0,4}|.*\bthis\s+(?:adr|decision|record|document)['’]s\s+\S.*|.*§.*)\s(?:is|are|was|were|has\s+been|have\s+been|is\s+now|are\s+now)(?:\s+(?:historical|obsolete|outdated|retired|deprecated)\s+and)?\s*[*_]*\s*$/iu;
/**
 * A thing the record is about as the subject, then "has since been" (obsoleted by): "These functions have since been
 * obsoleted by [SE-0281](…)'s introduction of `@main`" (swiftlang/swift-evolution's SE-0383), "The `--legacy` flag has
 * since been": what the record deprecates went, not the record. Bounded: a subject of at most 80 characters.
 */
const THING_AS_SUBJECT = /^[\s>*_(]*(?:these|those|the|its|our)\s+(?!(?:(?:above|below|following|original|previous|present|current|whole)\s+)?(?:adr|decision|record|document|proposal|rfc|one)s?\b)[`\p{L}][^.;!?]{0,80}?\s(?:has|have)\s+(?:since|now|already|long|meanwhile)\s+been\s*[*_]*\s*$/iu;

/**
 * The words PART_AS_SUBJECT and THING_AS_SUBJECT end with, with the same flags: most sentences end otherwise, and are
 * settled before those large patterns are compiled (~10 ms at start) or run.
 */
const PART_AS_SUBJECT_END = /(?:is|are|was|were|been|now|and)\s*[*_]*\s*$/iu;
const THING_AS_SUBJECT_END = /been\s*[*_]*\s*$/iu;
const partAsSubject = (sentence: string): boolean => PART_AS_SUBJECT_END.test(sentence) && PART_AS_SUBJECT.test(sentence);
const thingAsSubject = (sentence: string): boolean => THING_AS_SUBJECT_END.test(sentence) && THING_AS_SUBJECT.test(sentence);

/**
 * The same subject begun on the line before, the line going on in lower case: "rejected: the\n  tag model is superseded
 * by ADR-0055", "Decision #3\n> below is now fully superseded by ADR-0123" (ADORSYS-GIS/ai-helm). "it" and "this" are
 * the record.
 */
const CONTINUED_SUBJECT = /^[\s>*_-]*(?!(?:it|this|that|which|and|but|so|now|hence|therefore|thus|also|since|then|adr|decision|record)\b)[a-z][\p{L}\d#`'-]*(?:\s+[\p{L}\d#`'-]+){0,3}\s+(?:is|are|was|were|has\s+been|have\s+been)(?:\s+(?:now|fully|partly|also|since|then|largely|mostly|effectively|already))*\s*[*_]*\s*$/u;
/**
 * After the cited record, the part of it meant: "Supersede ADR-0085 decision #3 …", "Supersedes: ADR-0022 — **serving
 * mode only**" (ADORSYS-GIS/ai-helm).
 */
// "supersedes the ADR-003 arrangement where …" (BowTiedDevil/degenbot): a thing of that record, named after it.
// "Supersedes: ADR-0019 in part, the fixed-lifetime binding clause" (wzslr321/torio) too.
// "it replaces ADR-0079 rule 2 outright": one numbered rule of that record, the rest of it in force.
// "Supersedes: ADR-0017 **decision item 0** (the standalone … choice)": one numbered item of it, in bold.
const PART_AFTER = /^\)?\s*(?:in part\b|partially\b|partly\b|[*_]{0,2}(?:decision\s+)?(?:decisions?|sections?|parts?|points?|items?|rules?|clauses?|paragraphs?|§)\s*#?\s*\d|[—–-]\s*[*_]*[\p{L}\s`'-]{1,40}?\bonly\b|(?:arrangement|approach|portion|design|model|mechanism|scheme|layout|convention|wording|terminology|naming|note|paragraph|claim|ruling|clause|statement|description)s?\b)/iu;

/** A relation verb, then the parts of the record cited that it is about: "supersedes the X-specific parts of [". */
// Blanks between words are bounded ({1,4}): a run of blanks (a masked code span) before a lazy group is tried from
// each of its blanks otherwise, and a 3,000-blank run took seconds.
// Or its guidance or rules: "This supersedes the "panic on option errors" guidance in ADR-002" (joeycumines/go-utilpkg).
/**
 * "Extends the def contract of [", "refines the operator lifecycle from [", "Extends the catalogued-composite-action
 * pattern [", "supersedes the `guard` phase of [": the verb, a few words saying what of the record, the record.
 */
// "The behavior supersedes that description in [ADR-0015](…)" (microsoft/semantic-kernel's ADR-0038): "that" or "this"
// points at the part as "the" does.
const ASPECT_OF_BEFORE = /(?:^|[^\p{L}])(?:(extends|refines)\s{1,4}the\s{1,4}[^.;:!?[\]()\n]{1,60}?(?:\s{1,4}(?:of|in|from))?|(supersedes|replaces)\s{1,4}(?:the|that|this|those|these)\s{1,4}[^.;:!?[\]()\n]{1,60}?\s{1,4}(?:of|in|from))\s*[*_]*\[?$/iu;
/** "supersedes the single-source-of-truth decision in [": the verb, the decision another record holds, "in". */
// "This ADR overrides a previous decision from [ADR 004](…)" (Enterprise-CMCS/managed-care-review's ADR-007, which
// ADR-004 names as its successor): "overrides" a decision, "from" a record, say the same.
const DECISION_IN_BEFORE = /(?:^|[^\p{L}])(supersedes?|replaces?|overrides)\s{1,4}(?:the|a)\s{1,4}(?:[^.;:!?[\]()\n]{1,60}?\s)?decision\s{1,4}(?:made\s{1,4}|recorded\s{1,4}|taken\s{1,4})?(?:in|from)\s*[*_]*\[?$/iu;
/** What DECISION_IN_BEFORE ends with (same flags): asked first, as ENDS_OF_OR_IN is for the patterns below. */
const ENDS_IN_OR_FROM = /\s(?:in|from)\s*[*_]*\[?$/iu;
/**
 * The same in Spanish, Portuguese and French, the qualifiers after the noun: "Reemplaza la decision de distribucion original
 * registrada en ADR 0008." (Nicolas-Melluso/nox-agent), "Substitui a decisão de … registrada em", "Remplace la décision
 * prise dans".
 */
const ROMANCE_DECISION_IN_BEFORE = /(?:^|[^\p{L}])(reemplaza|sustituye|substitui|remplace)\s{1,4}(?:a\s{1,4})?(?:la|a)\s{1,4}(?:decisi[oó]n|decis[aã]o|d[ée]cision)(?:\s{1,4}[^.;:!?[\]()\n]{1,60}?)?\s{1,4}(?:en|em|dans|de)\s*[*_]*\[?$/iu;
const ENDS_EN_EM_DANS_DE = /\s(?:en|em|dans|de)\s*[*_]*\[?$/iu;
const PARTS_OF_BEFORE = /(?:^|[^\p{L}])(supersedes?|superseded|replaces?|replaced)\s{1,4}(?:only\s{1,4})?(?:the\s{1,4}|some\s{1,4})?(?:[^.;:!?[\]()\n]{1,60}?\s)?(?:parts?|sections?|aspects?|portions?|pieces?|guidance|rules?|recommendations?)\s{1,4}(?:of|in)\s*[*_]*\[?$/iu;

/** "(partial)" between a relation verb and its citation. */
/** "Amends the derivation stance of [", "amends the retry rules in ": the verb, what of the record it changes, "of"/"in". */
const AMENDS_PART_OF_BEFORE = /(?:^|[^\p{L}])(amends?)\s+(?:the\s+|some\s+)?(?:[^.;:!?[\]()\n]{1,60}?\s)?(?:of|in)\s*[*_]*\[?$/iu;
// "**Supersedes (as integrated source of truth):** ADR-037" (BjornMelin/docmind-ai-llm): for one role of the record.
const PART_IN_LABEL = new RegExp(`\\(\\s*(?:${PART_WORDS}|as\\s[^()]{1,60}|for\\s[^()]{1,60}|only\\b[^()]{0,60})\\)`, 'i');
/**
 * What PARTS_OF_BEFORE, DECISION_IN_BEFORE and AMENDS_PART_OF_BEFORE end with, and the verbs ASPECT_OF_BEFORE needs (same
 * flags): asked first, as the text before most citations has neither, and those patterns read the whole of it.
 */
const ENDS_OF_OR_IN = /\s(?:of|in)\s*[*_]*\[?$/iu;
const ASPECT_VERB = /extends|refines|supersedes|replaces/iu;

/** A bold label's words before its relation verb, at the start of the line: "**AI SDK Runtime " of "**AI SDK Runtime Superseded By:**". */
const ASPECT_LABEL_BEFORE = /^[\s>*+-]*(?:\*\*|__)(?!(?:this|the|it|adr|decision|record|document|status|note)\b)\p{L}[\p{L}\d/+ -]{0,40}\s$/iu;
/** The same label without bold, its words capitalised: "AI SDK Runtime Superseded By: [ADR-0074](…)" (tripsage-ai). */
const PLAIN_ASPECT_LABEL_BEFORE = /^[\s>*+-]*(?!(?:This|The|It|ADR|Decision|Record|Document|Status|Note|Also|Now|Partially|Partly|Fully|Was|Is|Has|Since|Later)\b)\p{Lu}[\p{L}\d/+-]*(?: \p{Lu}[\p{L}\d/+-]*){0,5} $/u;
/**
 * A label naming the aspect replaced before the verb (ASPECT_LABEL_BEFORE, or PLAIN_ASPECT_LABEL_BEFORE with a colon
 * after the verb). Asked first what each needs (the bold, the colon and the blank before the verb): most lines have
 * neither, and are settled before those patterns are compiled or run.
 */
function aspectLabelBefore(beforeVerb: string, fromVerb: string): boolean {
  return ((beforeVerb.includes('**') || beforeVerb.includes('__')) && ASPECT_LABEL_BEFORE.test(beforeVerb)) || (fromVerb.includes(':') && beforeVerb.endsWith(' ') && PLAIN_ASPECT_LABEL_BEFORE.test(beforeVerb));
}

/** After a citation, the case it holds for: "for Docker Swarm pattern", "for the API", "for batch workloads". */
// Or "on this point" ("**Adapter invariant (restated, supersedes ADR-0003 on this point):**", goldh0rse/trellis).
// "superseded by ADR 0057 for client loading)" (gleaph): a scope of a few words closing the aside.
const SCOPE_AFTER = /^\)?\s*(?:on\s+(?:this|that|the\s+following)\s+(?:point|aspect|question|issue|matter)\b|for\s+(?!(?:the\s+)?(?:details|reasons?|more|context|rationale|background|why|now)\b)(?:the\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3}\s*[)）]|(?:only\s+)?for\s+(?:the\s+)?(?:[A-Z][\w.+-]*(?![\w.+-]*\s+(?:details|reasons?|more|context|rationale)\b)|[\w.+-]+\s+(?:patterns?|cases?|parts?|scope|modes?|workloads?|environments?|deployments?|clusters?|services?|tenants?|platforms?)))/;

/** After a successor's link, the passage of this record it replaced (gaborage/go-bricks): a scope that a dash, comma or
 * semicolon closes ("Superseded by [ADR-034](…) for the public boundary types — …"), or, after a colon, the claim it
 * overturned ("**Superseded (date) by [ADR-062](…):** the claim below that … no longer holds", the line wrapped after
 * "the claim" there). The record stands. */
// Words and blanks are bounded: the words are looked at from every link's end.
const PASSAGE_AFTER = /^\)?[*_]{0,2}[ \t]{0,3}(?:for[ \t]{1,3}the[ \t]{1,3}(?!(?:details|reasons?|more|context|rationale|background|time being)\b)[a-z][\w-]{0,30}(?:[ \t]{1,3}[a-z][\w-]{0,30}){0,3}[ \t]{0,3}(?:[—–;,]|-[ \t])|:[*_]{0,2}[ \t]{0,3}the[ \t]{1,3}(?:claims?|statements?|parts?|sections?|passages?|paragraphs?|descriptions?|assumptions?|guidance)(?:[ \t]{1,3}(?:below|above|that|about)\b|[ \t]{0,3}$))/i;

/**
 * A notice labelled as the supersession, whose sentence names what replaced the record and then its id in parentheses
 * (gaborage/go-bricks): "> **Superseded (2026-03-16):** The … approach described below was replaced by the `X`
 * duck-typing pattern (ADR-014)." The first citation of the line, so the notice is the record's own.
 */
// Bounded spans: the label's words and the words before the verb and between it and the citation.
const NOTICE_REPLACED_BY_BEFORE = /^[ \t]{0,3}>[ \t]{0,3}[*_]{0,2}(?:superseded|replaced)[ \t]{0,3}(?:\(\d{4}-\d{2}-\d{2}\)[ \t]{0,3})?:[*_]{0,2}[^\n]{0,300}?\b(?:was|were|has been|is)[ \t]{1,3}(?:replaced|superseded)[ \t]{1,3}by[ \t]{1,3}[^.;()\n]{0,80}\([ \t]{0,3}\[?$/i;

/** After "superseded by this ADR", the case it holds for, closing the item: " for shared concepts", " for billing only". */
const SCOPE_TO_END = /^[*_]{0,2}\s{0,3}(?:only\b|(?:only\s)?for\s(?!(?:the\s)?(?:details|reasons?|more|context|rationale|background|why|now)\b)\p{L}[\p{L}\d-]*(?:\s[\p{L}\d-]+){0,4}\s{0,3}(?:[.;)]|$))/u;

/** After a citation, in the next words, the rest of the record said to stand: "The split decision below is unaffected." */
// "…; base registry composition still applies" (ahliweb/awcms): the rest applies as before.
const UNAFFECTED_AFTER = /^[^\n]{0,200}?(?:\b(?:is|are|remains?|stays?)\s+(?:unaffected|unchanged|still valid|still in force|in force)\b|\b(?:still|continues? to)\s+appl(?:y|ies)\b|\bdecision (?:still )?stands\b|继续有效|仍然有效|仍有效|保持不变|不受影响)/i;

/** UNAFFECTED_AFTER, asked only of text holding one of its words (most citations' next words hold none). */
function standsAfter(after: string): boolean {
  return /unaffected|unchanged|still|stands|in force|有效|不变|不受/.test(after) && UNAFFECTED_AFTER.test(after);
}

/**
 * The 200 characters after a citation, going on into the line after where this line leaves its sentence open (no full
 * stop, "!", "?" or colon ends it) and the line after is no new item of a list.
 */
function restOfSentence(masked: string, end: number, lineAfter: string | undefined): string {
  const rest = masked.slice(end, end + 200);
  if (lineAfter === undefined || rest.length >= 200 || SENTENCE_ENDS_LINE.test(rest) || LIST_ITEM_LINE.test(lineAfter)) return rest;
  return `${rest} ${lineAfter.slice(0, 200 - rest.length)}`;
}
const SENTENCE_ENDS_LINE = /[.!?:][*_"'”)\]]*\s*$/;
const LIST_ITEM_LINE = /^\s*(?:[-*+]|\d{1,3}[.)])\s/;

/** The sentence a verb is in, up to the verb: from the last full stop, semicolon, "!" or "?" that a blank follows. */
// The stop may close an emphasis or a quote first: "> **Partially superseded.** The hook manager is superseded by
// ADR-0017" (smorinlabs/envgen) is a sentence of its own after the note.
function sentenceBefore(text: string): string {
  const ends = [...text.matchAll(/[.;!?][*_"'”’)\]]{0,3}(?=\s)/g)];
  if (!ends.length) return text;
  const last = ends[ends.length - 1]!;
  return text.slice(last.index! + last[0].length);
}
/** Longest text a verb with its emphasis, "the" and bracket can take before a citation ("depended on by ** the ["). */
const VERB_TAIL = 64;
/**
 * "Superseded for API 0.0.1 runtime target naming by [X](…)" (fcrozetta/nephos): superseded as to a scope, the rest of
 * the record standing; a full stop inside the scope is a version's. One run of blanks before "by", and the scope a lazy
 * run bounded in length: linear on long lines.
 */
const SCOPED_SUPERSEDED_BEFORE = /(?:^|[^\p{L}])(?:superseded|superceded|replaced)\s+(?:for|regarding|as regards|as to|with respect to|in respect of)\s+(?!now\b|good\b)(?:[^.;!?()[\]]|\.(?=\S)){1,100}?\sby\s*(?::\s*)?[*_]{0,2}\[?$/iu;
/** The end a scoped verb must have before anything else is tried: "… by [". */
const BY_BEFORE = /\bby\s*(?::\s*)?[*_]{0,2}\[?$/i;
/** Longest text the scoped verb takes ("superseded for " + 100 + " by ["). */
const SCOPED_TAIL = 140;

/** Whether "Exceeded by" at the end of `before` (its line up to the verb) is a status: see scanRelations. */
export function exceededIsStatus(before: string): boolean {
  return STATUS_POSITION.test(before);
}
/** Only markup before a line's first citation: the sentence may have begun on the line before. */
const MARKUP_ONLY = /^[\s>*_`[<]*$/;
/** A citation before a verb in the same sentence: another record is the subject ("[ADR-35](…) supersedes"). */
const CITATION_IN = /\]\(|\b[A-Za-z]{2,}[-_ ]?\d{1,5}\b/;
/** A verb weighed, not done: "whether to supersede ADR-1", "it would replace ADR-3", "instead of superseding". */
// "whether S4 replaces [0010]" (kinglet-lang/ADRs' open questions): a subject of a word or two between.
const HYPOTHETICAL = /(?:\bwhether\s+(?:or\s+not\s+)?to|\bwhether\s+[\p{L}\p{N}_-]+(?:\s+[\p{L}\p{N}_-]+)?|\b(?:could|would|might)(?:\s+(?:also|then|not))?|\binstead\s+of|\brather\s+than|\bconsider(?:ed|ing)?(?:\s+whether\s+to)?)\s+(?:\p{L}+\s+)?$/iu;
/** "This proposal would supersede ADR-3": the record says what it does once accepted, which is its relation. */
const THIS_WOULD = /\b(?:this|it)(?:\s+(?:adr|proposal|rfc|decision|record|document|change|design))?\s+(?:would|could|might)\s+(?:also\s+|then\s+)?$/i;

/** A verb only weighed (HYPOTHETICAL), unless the record itself is the one that would do it. */
function weighedOnly(beforeVerb: string): boolean {
  return (HYPOTHETICAL_WORD.test(beforeVerb) && HYPOTHETICAL.test(beforeVerb) && !THIS_WOULD.test(beforeVerb)) || (THAT_OR_WHICH.test(beforeVerb) && ANOTHER_RECORD_THAT.test(beforeVerb));
}
/**
 * A word each of HYPOTHETICAL's and ANOTHER_RECORD_THAT's readings holds, with the same flags: text before a verb without
 * one is settled before those large patterns are compiled (~8 ms at start) or run.
 */
const HYPOTHETICAL_WORD = /whether|could|would|might|instead|rather|consider/iu;
const THAT_OR_WHICH = /(?:that|which)\s/iu;
/** "without a new ADR that explicitly supersedes ADR-0001" (ahliweb/awcms): a record yet to be written would do it. */
const ANOTHER_RECORD_THAT = /\b(?:a|an|another|any)\s+(?:new|future|later|separate|subsequent|follow-up|further)\s+(?:adr|decision|record|proposal|rfc)\s+(?:that|which)\s+(?:\p{L}+\s+)?$/iu;
/** Each cheap test asked before a large pattern, with the pattern: the test must hold of every text the pattern matches (test/engine/relation-gates.test.mjs). */
export const GATES_FOR_TEST: ReadonlyArray<readonly [gate: RegExp, pattern: RegExp]> = [
  [PART_AS_SUBJECT_END, PART_AS_SUBJECT],
  [THING_AS_SUBJECT_END, THING_AS_SUBJECT],
  [HYPOTHETICAL_WORD, HYPOTHETICAL],
  [THAT_OR_WHICH, ANOTHER_RECORD_THAT],
  [THIS_OR_DIESE, SUPERSEDED_BY_THIS_AFTER],
  [/\*\*|__/, ASPECT_LABEL_BEFORE],
  [/ $/, PLAIN_ASPECT_LABEL_BEFORE],
  [ENDS_OF_OR_IN, PARTS_OF_BEFORE],
  [ENDS_OF_OR_IN, DECISION_IN_BEFORE],
  [ENDS_OF_OR_IN, AMENDS_PART_OF_BEFORE],
  [ASPECT_VERB, ASPECT_OF_BEFORE],
];
/** Before "superseded by", what makes it a plan: "will be", "is to be", "may eventually be", "expected to be". */
const FUTURE_PASSIVE = /(?:\b(?:will|shall|would|may|might|could|to)|['’]ll)(?:\s+(?:eventually|likely|probably|later|soon|then|also|all|each|presumably))?\s+be\s*$/iu;
/** A negation just before a verb: "does not supersede", "doesn't directly replace", "never superseded by". */
// "NÃO substitui ADR-0004 — atualiza-a" (roldaobatista/Certificado-Calibracao), Spanish "no", French "ne".
// "本 ADR 不整体 Supersede ADR-0006" (skyoxu/sanguo): Chinese 不 ("not") before a word of up to three characters.
// "Does **not** supersede ADR-123" (OTGW-firmware): emphasis on the negation or the words after it.
const NEGATED = /(?:\bnot|n't|\bnever|\bno longer|(?<!\p{L})n[ãa]o(?!\p{L})|\bno\b|\bne\b|(?:[并並]?不|[没沒]有|未)\p{Script=Han}{0,3})[*_]{0,3}(?:\s+[*_]{0,3}\p{L}+[*_]{0,3}){0,2}\s*$/iu;
/**
 * Between two citations of one relation: "ADR-3, ADR-4", "ADR-3 and ADR-4", also after an aside on the first and in
 * Japanese or Chinese ("supersedes ADR-0064（MLX backend）と ADR-0006", shimo4228/contemplative-agent).
 */
// One run of blanks before the connector: two runs around an optional aside would try every split of a long run.
// Between two citations of one list; the first may be a link whose target is no record file ("[ADR 17](/adr/17) and
// [ADR 27](/adr/27)", cardano-scaling/hydra's site routes): its closing "](…)" and the next one's "[" go with them.
// "and" in the languages whose relation verbs are read: "**Revisa:** ADR 0004 (…) e ADR 0005" (jhonatasfender/nur),
// Vietnamese "Thay thế ADR-0003 và ADR-0004" (UIT-GO/ARCHITECTURE), Polish, Russian, Turkish, Korean; "as well as".
const LIST_CONTINUATION = /^\s*(?:\]\([^()]*\)\s*)?(?:(?:\([^()]*\)|（[^（）]*）)\s*)?(?:,|;|\/|&|、|，|\b(?:and|or|e|y|et|und|en|og|och|as well as|oraz|i|ve)\b|và|и|및|と|和|及び|および|以及|及)\s*(?:and\s+)?\[?$/iu;
const CONDITION_AFTER = /^\s*(?:,\s*)?((?:when|once|if|upon|after|until|pending)\b[^()[\];,.]*)/i;
// `\s*(?::\s*)?$`, not `\s*:?\s*$`: two runs of blanks side by side would split a long run of blanks every way.
const LEADING_WORDS = /^\s*(?:[*+-]\s+)?([A-Za-z][A-Za-z ]{1,40}?)\s*(?::\s*)?$/;
const STATUS_LABEL_ONLY = /^\s*(?:[*+-]\s+)?status\s*(?::\s*)?$/i;

// A lookbehind for "no letter before", as in VERB_BEFORE: the same texts match, compiled in a fraction of the time.
const ANY_VERB = new RegExp(`(?<!\\p{L})(?:${VERBS.map(([v]) => v.replace(/ /g, '\\s+')).join('|')})(?![\\p{L}])`, 'iu');
/** The patterns that ask "no letter before" with a lookbehind (test/engine/relation-verb-lookbehind.test.mjs). */
export const LOOKBEHIND_PATTERNS_FOR_TEST = { VERB_BEFORE, ANY_VERB };

/** Whether the text holds a relation verb ("depends on", "supersedes", …). */
export function mentionsRelationVerb(text: string): boolean {
  return ANY_VERB.test(text);
}

/** Each verb's relation, the first listed for a verb written twice: asked of every front-matter key (a scan was ~90 ms on the corpus). */
const KIND_OF_VERB = new Map<string, RelationKind>();
for (const [w, kind] of VERBS) if (!KIND_OF_VERB.has(w)) KIND_OF_VERB.set(w, kind);

export function relationKindOfVerb(verb: string): RelationKind | undefined {
  const v = verb.toLowerCase().replace(/[\s-]+/g, ' ').trim();
  return KIND_OF_VERB.get(v);
}

export interface RelationScanOptions {
  /** In a Nygard status section, "Clarifies [2. X](..)" is an adr-tools custom link: keep it as relates-to. */
  customLinks?: boolean;
  /**
   * Whether the sentence a verb at this offset is in has another subject than the record: a citation before the verb
   * ("[ADR-35](…) also supersedes ADR-26" is ADR-35's relation, not this record's). Unset: the record is the subject.
   */
  otherSubject?: (verbStart: number) => boolean;
  /** The line before, when it is prose of the same paragraph: a verb at its end governs this line's first citation. */
  lineBefore?: string;
  /** The line after, when it is prose of the same paragraph: a sentence this line leaves open goes on there. */
  lineAfter?: string;
}

export interface WrappedVerb {
  kind: RelationKind;
  partly: boolean;
}

/**
 * The relation a verb ending the line before opens for a citation that begins this line: "Superseded for API 0.0.1
 * runtime target naming and integration test naming by\n[Kubernetes Runtime Target](./20260601-x.md)." (fcrozetta/nephos).
 */
export function verbEndingLineBefore(lineBefore: string): WrappedVerb | undefined {
  // Trailing blanks cut by hand (a `\s+$` is tried from every blank of a long run), and only the end of the line
  // kept: the sentence tests below are bounded as scanRelations bounds them.
  let stop = lineBefore.length;
  while (stop > 0 && /\s/.test(lineBefore.charAt(stop - 1))) stop--;
  const text = lineBefore.slice(Math.max(0, stop - 400), stop) + ' ';
  const ending = verbEnding(text);
  let at: number;
  let kind: RelationKind | undefined;
  let partly = false;
  if (ending) {
    at = ending.at;
    kind = relationKindOfVerb(ending.verb[1]!);
    partly = ending.verb[2] !== undefined || PARTLY_IN_VERB.test(ending.verb[1]!);
  } else {
    const scopedAt = scopedEnding(text);
    if (scopedAt === undefined) return undefined;
    at = scopedAt;
    kind = 'superseded-by';
    partly = true;
  }
  if (!kind) return undefined;
  const sentence = sentenceBefore(text.slice(0, at));
  // "— that would supersede\n  ADR-0097 and needs its own ADR" (Barnett-Studios/cxpak): weighed, as on one line.
  if (NEGATED.test(text.slice(0, at)) || CITATION_IN.test(sentence) || weighedOnly(text.slice(Math.max(0, at - 64), at))) return undefined;
  if (saysInPart(sentence) || (kind === 'superseded-by' && (partAsSubject(sentence) || partAsClauseSubject(text.slice(0, at))))) partly = true;
  return { kind, partly };
}

/**
 * "supersedes" or "replaces" ending the line before, and this line opening with the part of the record it replaces
 * before the citation ("the … of", "the … parts of"): the relation, in part. Only the line's last 80 characters are
 * read, and another record cited in the sentence before the verb is its subject.
 */
function partWrappedFromLineBefore(lineBefore: string, before: string): RelationKind | undefined {
  let stop = lineBefore.length;
  while (stop > 0 && /\s/.test(lineBefore.charAt(stop - 1))) stop--;
  const tail = lineBefore.slice(Math.max(0, stop - 80), stop);
  const verb = /(?:^|[^\p{L}])(supersedes|replaces)[*_]{0,2}$/iu.exec(tail);
  if (!verb) return undefined;
  const joined = `${verb[1]} ${before.trimStart()}`;
  const part = ASPECT_OF_BEFORE.exec(joined) ?? PARTS_OF_BEFORE.exec(joined);
  if (!part || part.index !== 0) return undefined;
  const lead = tail.slice(0, verb.index);
  if (NEGATED.test(lead) || CITATION_IN.test(sentenceBefore(lead)) || weighedOnly(lead.slice(-64))) return undefined;
  return relationKindOfVerb(verb[1]!);
}

/**
 * A verb opening its line after a negation ending the line before: "Refines ADR-0001. Does **not**\nsupersede ADR-0001"
 * (curie-eng/curie). Only the line's last 80 characters are read.
 */
function negatedOnLineBefore(beforeVerb: string, prevEnd: number, lineBefore: string | undefined): boolean {
  if (prevEnd !== 0 || lineBefore === undefined || !MARKUP_ONLY.test(beforeVerb)) return false;
  let stop = lineBefore.length;
  while (stop > 0 && /\s/.test(lineBefore.charAt(stop - 1))) stop--;
  return NEGATED.test(`${lineBefore.slice(Math.max(0, stop - 80), stop)} `);
}

/** The last VERB_TAIL characters of `text`, where a verb right before a citation can be, and where they start. */
function tailOf(text: string): { tail: string; tailAt: number } {
  const tailAt = text.length > VERB_TAIL ? text.length - VERB_TAIL : 0;
  return { tail: tailAt ? text.slice(tailAt) : text, tailAt };
}

/**
 * The relation verb `text` ends with (VERB_BEFORE), and where the verb starts in it. Only the tail is matched, not
 * every position of a long line; "Superseded (as never implemented) by": an aside inside the verb is blanked, offsets
 * kept; a match where the tail was cut must not be the end of a longer word ("unsupersedes").
 */
const blank = (m: string): string => ' '.repeat(m.length);

function verbEnding(text: string): { verb: RegExpExecArray; at: number } | undefined {
  const { tail, tailAt } = tailOf(text);
  // An aside between the verb and the citation is blanked, a link in it too: "Supersedes ([supersede](#connection-to-adr))
  // [ADR-051](…)" (souls-guild/soul-stack).
  const verb = VERB_BEFORE.exec(tail.includes('(') ? tail.replace(/\([^()]*\)/g, blank).replace(/\([^()]*\)/g, blank) : tail);
  if (!verb) return undefined;
  const at = tailAt + verb.index;
  if (at === tailAt && tailAt > 0 && /\p{L}/u.test(text.charAt(tailAt - 1))) return undefined;
  return { verb, at };
}

/** Where "superseded for <scope> by" that `text` ends with starts in it (SCOPED_SUPERSEDED_BEFORE), if it does. */
function scopedEnding(text: string): number | undefined {
  if (!BY_BEFORE.test(tailOf(text).tail)) return undefined;
  const windowAt = Math.max(0, text.length - SCOPED_TAIL);
  const scoped = SCOPED_SUPERSEDED_BEFORE.exec(windowAt ? text.slice(windowAt) : text);
  return scoped ? windowAt + scoped.index : undefined;
}

/**
 * Where the list of citations that `ref` opens on its line ends: the end of the last one joined to it by a list's
 * joiner ("、", "和", "and", a comma), else `ref`'s own end. Asked only before a Chinese "被 … 取代".
 */
function listEndAfter(masked: string, refs: readonly Reference[], ref: Reference, line: number): number {
  let end = ref.range.end.character;
  for (let i = refs.indexOf(ref) + 1; i < refs.length; i++) {
    const next = refs[i]!;
    if (next.range.start.line !== line) break;
    const gap = masked.slice(end, next.range.start.character);
    if (gap.length > 40 || !LIST_CONTINUATION.test(gap)) break;
    end = next.range.end.character;
  }
  return end;
}

export function scanRelations(masked: string, line: number, refs: readonly Reference[], out: Relation[], options: RelationScanOptions = {}): void {
  let prevEnd = 0;
  let pending: { kind: RelationKind; partly: boolean } | undefined;
  // Looked for after a citation only on a line that has the Korean verb at all.
  const koreanVerb = masked.includes('대체');
  for (const ref of refs) {
    if (ref.range.start.line !== line) continue;
    const start = ref.range.start.character;
    const end = ref.range.end.character;
    const before = masked.slice(prevEnd, start);
    let kind: RelationKind | undefined;
    let relStart = start;
    let wrapped: WrappedVerb | undefined;
    let statusThen: RegExpExecArray | null = null;
    let supersedesThis: RegExpExecArray | null = null;
    let scopedAt: number | undefined;
    let partsOf: RegExpExecArray | null = null;
    let amendsOf: RegExpExecArray | null = null;
    let decisionIn: RegExpExecArray | null = null;
    let markedAfter = false;
    let aspectOf: RegExpExecArray | null = null;
    let continued = false;
    let byThisLater: RegExpExecArray | null = null;
    let updates: RegExpExecArray | null = null;
    let byThis: RegExpExecArray | null = null;
    let zhReplaces: RegExpExecArray | null = null;
    // The verb ends right before the citation.
    const { tail, tailAt } = tailOf(before);
    const ending = verbEnding(before);
    const verb = ending?.verb;
    const verbAt = ending ? ending.at : -1;
    if (verb && (NEGATED.test(before.slice(0, verbAt)) || weighedOnly(before.slice(Math.max(0, verbAt - 64), verbAt)) || negatedOnLineBefore(before.slice(0, verbAt), prevEnd, options.lineBefore))) {
      // "this does not directly supersede ADR-23": the opposite of a relation; "whether to supersede ADR-1": an option.
      pending = undefined;
      prevEnd = end;
      continue;
    }
    if (verb) {
      relStart = prevEnd + verbAt;
      kind = options.otherSubject?.(relStart) ? undefined : relationKindOfVerb(verb[1]);
      // "Exceeded by" is a status word (Altinn/altinn-studio's template) only where a status stands; elsewhere it is a
      // measure ("All NFRs exceeded by 1000-30000x", terrene-foundation/kailash-py).
      if (kind && /^exceeded/i.test(verb[1]) && !exceededIsStatus(masked.slice(0, relStart))) kind = undefined;
      // "(Temporary - will be superseded by ADR-003 in v2.0)" (ANcpLua/ancplua-mcp): a plan; the record is in force
      // and the other one does not replace it yet.
      if (kind === 'superseded-by' && FUTURE_PASSIVE.test(before.slice(0, verbAt))) kind = undefined;
      // 'write "Superseded by ADR-0003" in the old record', 'the hover shows "Also superseded by ADR-17 (in part)"':
      // words quoted in the prose of a record (not its status or title) are an example, not its relation.
      if (kind && options.otherSubject && QUOTE_OPENS_BEFORE.test(before.slice(Math.max(0, verbAt - 40), verbAt)) && QUOTE_CLOSES_AFTER.test(masked.slice(end, end + 80))) kind = undefined;
      if (!kind) relStart = start;
    } else if (tail.includes('pdates') && (updates = THIS_UPDATES_BEFORE.exec(tail)) && !options.otherSubject?.(prevEnd + tailAt + updates.index)) {
      kind = 'amends';
      relStart = prevEnd + tailAt + updates.index + updates[0].search(/\p{L}/u);
    } else if (SEE_BEFORE.test(tail) && FOR_UPDATES_AFTER.test(masked.slice(end, end + 48))) {
      // "**See [0009-x.md](…) for updates!**" (openedx/frontend-app-learning): a later record changes this one.
      kind = 'amended-by';
    } else if (prevEnd === 0 && options.lineBefore !== undefined && MARKUP_ONLY.test(before) && (wrapped = verbEndingLineBefore(options.lineBefore))) {
      kind = wrapped.kind;
    } else if ((scopedAt = scopedEnding(before)) !== undefined) {
      const at = prevEnd + scopedAt;
      if (!NEGATED.test(masked.slice(0, at)) && !options.otherSubject?.(at)) {
        kind = 'superseded-by';
        relStart = at + (/\p{L}/u.test(masked.charAt(at)) ? 0 : 1);
      }
    } else if (pending && LIST_CONTINUATION.test(before)) {
      kind = pending.kind;
      continued = pending.partly;
    } else if ((before.includes(' of') || before.includes(' in')) && ENDS_OF_OR_IN.test(before) && (partsOf = PARTS_OF_BEFORE.exec(before)) && !NEGATED.test(before.slice(0, partsOf.index)) && !options.otherSubject?.(prevEnd + partsOf.index)) {
      // "This ADR supersedes the `portfolio`-specific parts of [ADR-0009](…) and [ADR-0011](…)" (kerbatek/gitops).
      kind = relationKindOfVerb(partsOf[1]!);
      if (kind) relStart = prevEnd + partsOf.index + partsOf[0].indexOf(partsOf[1]!);
      else relStart = start;
    } else if ((((before.includes(' in') || before.includes(' from')) && ENDS_IN_OR_FROM.test(before) && (decisionIn = DECISION_IN_BEFORE.exec(before))) || (ENDS_EN_EM_DANS_DE.test(before) && (decisionIn = ROMANCE_DECISION_IN_BEFORE.exec(before)))) && !NEGATED.test(before.slice(0, decisionIn.index)) && !options.otherSubject?.(prevEnd + decisionIn.index)) {
      // "This supersedes the single-source-of-truth decision in ADR-001." (Aris-Kata26/clopr2-secure-hybrid-dr-gateway):
      // the decision a record holds is the record.
      kind = /^overrides$/i.test(decisionIn[1]!) ? 'supersedes' : relationKindOfVerb(decisionIn[1]!);
      relStart = kind ? prevEnd + decisionIn.index + decisionIn[0].indexOf(decisionIn[1]!) : start;
    } else if (before.includes('th') && ASPECT_VERB.test(before) && (aspectOf = ASPECT_OF_BEFORE.exec(before)) && !NEGATED.test(before.slice(0, aspectOf.index)) && !options.otherSubject?.(prevEnd + aspectOf.index)) {
      // "Extends the def contract of [ADR-0013]", "Refines the operator lifecycle from [ADR 0032]", "Supersedes the
      // `guard` phase of [ADR-0006]" (haribo/shellf, Volpestyle/clankie): what of the record, then the record. A part
      // superseded leaves the rest in force.
      const verbWord = (aspectOf[1] ?? aspectOf[2])!;
      kind = relationKindOfVerb(verbWord);
      relStart = kind ? prevEnd + aspectOf.index + aspectOf[0].indexOf(verbWord) : start;
      if (kind === 'supersedes') continued = true;
    } else if (before.includes('mend') && ENDS_OF_OR_IN.test(before) && (amendsOf = AMENDS_PART_OF_BEFORE.exec(before)) && !NEGATED.test(before.slice(0, amendsOf.index)) && !options.otherSubject?.(prevEnd + amendsOf.index)) {
      // "Amends the derivation stance of [ADR-0028](…)" (DEFRA/epr-re-ex-service): an amendment names what it changes.
      kind = 'amends';
      relStart = prevEnd + amendsOf.index + amendsOf[0].indexOf(amendsOf[1]!);
    } else if (prevEnd === 0 && options.lineBefore !== undefined && ENDS_OF_OR_IN.test(before) && (kind = partWrappedFromLineBefore(options.lineBefore, before))) {
      // "…; supersedes\nthe \"fatal at startup\" sub-claim of ADR-0041 Decision 2/3" (liminis-context-graph's ADR-0331):
      // the verb ends the line before, the part of the record named begins this one.
      continued = true;
    } else if (PASSIVE_BEFORE.test(before) && PASSIVE_VERB_AFTER.test(masked.slice(listEndAfter(masked, refs, ref, line), listEndAfter(masked, refs, ref, line) + 16))) {
      // "已被 ADR-037、ADR-038 和 ADR-039 取代", "已被 ADR 0013 和 ADR 0014 取代" (two Chinese records met in session 42):
      // the verb after the last of the successors listed; the others follow as a list does.
      // "被 ADR-045 取代" (Chinese: "superseded by ADR-045"): "by" before the citation, the verb after it.
      kind = 'superseded-by';
      relStart = prevEnd + before.search(/[被由]\s*\[?$/u);
      if (CJK_PART_SUBJECT.test(before)) continued = true;
    } else if (REPLACED_BY_AFTER.test(masked.slice(end, end + 128)) && !KO_REPLACED_BY_THIS.test(masked.slice(end, end + 160))) {
      kind = 'superseded-by';
      if (JA_PART_BEFORE.test(prevEnd === 0 && options.lineBefore !== undefined ? `${options.lineBefore}${before}` : before)) continued = true;
    } else if (options.customLinks && masked.includes('が') && JA_SUPERSEDES_AFTER.test(masked.slice(end, end + 32))) {
      kind = 'superseded-by';
      if (JA_PART_BEFORE.test(prevEnd === 0 && options.lineBefore !== undefined ? `${options.lineBefore}${before}` : before)) continued = true;
    } else if ((byThis = supersededByThisAfter(masked.slice(end, end + 64))) || (masked.includes('présent') && FR_SUPERSEDED_BY_THIS_AFTER.test(masked.slice(end, end + 96))) || (koreanVerb && KO_REPLACED_BY_THIS.test(masked.slice(end, end + 160))) || (masked.includes('被') && ZH_REPLACED_BY_THIS.test(masked.slice(end, end + 160)))) {
      kind = 'supersedes';
    } else if (prevEnd === 0 && LIST_ITEM_START.test(before) && masked.includes('this') && (byThisLater = SUPERSEDED_BY_THIS_LATER.exec(masked.slice(end))) && !NEGATED.test(byThisLater[1]!)) {
      // "- ADR-0021 (WCAG 2.1 AA) is not replaced by this ADR" (mfhens/opendebt) says the opposite.
      // "- **ADR-009**: Bootstrap Deployment Automation (superseded by this decision)", "- **ADR-014**: [MCP Server
      // Architecture](014-…md) - **SUPERSEDED** by this ADR" (tosin2013/openshift-aiops-platform): an item of the
      // successor's list of related records, marked as the one it replaced.
      kind = 'supersedes';
    } else if ((masked.includes('取代') || masked.includes('替代')) && (zhReplaces = ZH_REPLACES_BEFORE.exec(before)) && !NEGATED.test(before.slice(0, zhReplaces.index)) && !(prevEnd > 0 && before.slice(0, zhReplaces.index).trim() === '') && !CITATION_IN.test(sentenceBefore(before.slice(0, zhReplaces.index))) && !options.otherSubject?.(prevEnd + zhReplaces.index)) {
      // "本 ADR 取代 [0012](0012-…)，该 ADR 曾…" (lokiworks/fema-ipaas, and eight more Chinese records met in session 42):
      // this record replaces the one cited; "取代 [ADR-0015](…) 的四片…假设", "… 中「…」的结论": a part of it. Another
      // record right before the verb is its subject ("ADR-0019 取代 [0015](…)").
      kind = 'supersedes';
      relStart = prevEnd + zhReplaces.index;
      if (ZH_PART_AFTER.test(masked.slice(end, end + 16))) continued = true;
    } else if (masked.includes('置') && JA_REPLACES_AFTER.test(masked.slice(end, end + 24)) && !JA_NOT_REPLACING_AFTER.test(masked.slice(end, end + 40)) && !CITATION_IN.test(sentenceBefore(before)) && !options.otherSubject?.(start)) {
      // "本決定は [ADR-0017（ECS on Fargate）](0017-…) を置き換える。" (hiroba-develop/Kizunavi_app): this decision replaces
      // the one cited, as "This decision replaces [ADR-0017]" reads. Not "を置き換えるものではない" (is no replacement of).
      kind = 'supersedes';
    } else if (masked.includes('置') && JA_REPLACED_MARK_AFTER.test(masked.slice(end, end + 16))) {
      // "[指標の種類を…](exercise-kind-explicit.md)（置換）" in a related field (Asugawara/fitness-memo): the one this
      // record replaced.
      kind = 'supersedes';
      markedAfter = true;
    } else if ((supersedesThis = SUPERSEDES_THIS_AFTER.exec(masked.slice(end, end + 64)))) {
      kind = 'superseded-by';
    } else if (RETIRED_BY_BEFORE.test(tailAt > 0 ? `x${tail}` : tail) && !options.otherSubject?.(start)) {
      // (A tail cut from a longer line does not start the line: "x" keeps its start from reading as one.)
      kind = 'superseded-by';
      relStart = prevEnd + tailAt + Math.max(0, tail.search(RETIRED_BY_BEFORE));
    } else if (tail.includes('by') && DATED_SUPERSEDED_BY_BEFORE.test(tailAt > 0 ? `x${tail}` : tail)) {
      kind = 'superseded-by';
      relStart = prevEnd + tailAt + Math.max(0, tail.search(DATED_SUPERSEDED_BY_BEFORE));
    } else if (prevEnd === 0 && before.includes('>') && NOTICE_REPLACED_BY_BEFORE.test(before)) {
      kind = 'superseded-by';
    } else if (options.customLinks && (statusThen = STATUS_THEN_SUCCESSOR.exec(before))) {
      // "⌛️ Superseded [0019](0019-x.md)" in a status section: the status word names its successor.
      kind = 'superseded-by';
      relStart = prevEnd + before.search(/[\p{L}]/u);
    } else if (options.customLinks && SUCCESSOR_LABEL_BEFORE.test(before)) {
      // "- Status: Deprecated（後続: [ADR-0025: …](0025-…)）" (hiroba-develop/Kizunavi_app), "Deprecated (successor:
      // [ADR-7](…))": a status naming the record that took its place.
      kind = 'superseded-by';
    } else if (options.customLinks && prevEnd === 0 && LEADING_WORDS.test(before) && !STATUS_LABEL_ONLY.test(before)) {
      // (Not "- Status: [ACCEPTED](/README.md#accepted)", hyperledger/aries-rfcs: the status itself, linked to its meaning.)
      kind = 'relates-to';
      relStart = before.search(/[A-Za-z]/);
    }
    prevEnd = end;
    if (!kind) {
      pending = undefined;
      continue;
    }
    const relation: Relation = { kind, targetText: ref.text, range: lineRange(line, relStart, end) };
    let asideOnly = false;
    if (ref.targetKey) relation.targetKey = ref.targetKey;
    if (ref.href) relation.href = ref.href;
    const cond = CONDITION_AFTER.exec(masked.slice(end));
    const sectionOnly = (kind === 'supersedes' || kind === 'superseded-by') && ref.href !== undefined && linksASection(ref.href);
    if (cond) relation.condition = cond[1].trim();
    else if (sectionOnly || updates?.[1] !== undefined || verb?.[2] !== undefined || (verb && PARTLY_IN_VERB.test(verb[1]!)) || (verb && verbAt > 0 && PORTION_BEFORE_VERB.test(before.slice(Math.max(0, verbAt - 24), verbAt))) || wrapped?.partly || partsOf !== null || continued || scopedAt !== undefined || statusThen?.[1] !== undefined || /^\s*\)?\s*(?:partly|partially)\b/i.test(supersedesThis?.[0] ?? '') || supersedesThis?.[1] !== undefined) relation.condition = 'in part';
    // "(folded into the [ADR-0001](…) gate)" (tritinpho/emergency-stop-warning-system): a part of this record went into a
    // part of that one, named by the words after it.
    else if (kind === 'superseded-by' && verb && /^(?:folded|incorporad)/i.test(verb[1]!) && /\bthe\s*[*_]*\[?$/i.test(before) && FOLDED_INTO_PART_AFTER.test(masked.slice(end, end + 40))) relation.condition = 'in part';
    // "This supersedes ADR-011's JSON encoding" (ae-lexs/realtime-messaging-platform): a part of that record.
    else if (kind === 'supersedes' && (POSSESSED_PART.test(masked.slice(end, end + 10)) || PART_AFTER.test(masked.slice(end, end + 64)))) relation.condition = 'in part';
    // "**Supersedes (partial):** ADR 0026" (caliban-ai/caliban): the label says so.
    else if (relStart < start && PART_IN_LABEL.test(masked.slice(relStart, start))) relation.condition = 'in part';
    // "**AI SDK Runtime Superseded By:** [ADR-0074](…)" (BjornMelin/tripsage-ai): the label names the aspect replaced.
    else if (verbAt >= 0 && aspectLabelBefore(before.slice(0, verbAt), before.slice(verbAt))) relation.condition = 'in part';
    // "- [ADR-011](…) - Superseded by this ADR for shared concepts" (chbloemer/ai-architecture-sample): for one case.
    else if (byThis !== null && SCOPE_TO_END.test(masked.slice(end + byThis[0].length, end + byThis[0].length + 64))) relation.condition = 'in part';
    // "Accepted (superseded by ADR-0032 for Docker Swarm pattern)" (cpritchett/homelab): for one case, the rest stands.
    else if ((kind === 'superseded-by' || kind === 'supersedes') && (SCOPE_AFTER.test(masked.slice(end, end + 64)) || CJK_PART_AFTER.test(masked.slice(end, end + 64)))) relation.condition = 'in part';
    else if (kind === 'superseded-by' && PASSAGE_AFTER.test(masked.slice(end, end + 120))) relation.condition = 'in part';
    // "Superseded by ADR-0003 (in part)" in a status section's second paragraph, as a header field's value reads it.
    // The aside is this citation's alone: "Supersedes ADR-3 (partially) and ADR-4" takes all of ADR-4.
    else if ((kind === 'superseded-by' || kind === 'supersedes') && PARTIAL_ASIDE_AFTER.test(masked.slice(end, end + 100))) {
      relation.condition = 'in part';
      asideOnly = true;
    }
    // "…; superseded by [ADR-0013](…). The split decision below is unaffected." (AetherizeGmbH/harbor-workload-identity-
    // bridge): what the note is about went, the rest stands.
    // Read on into the next line where the sentence does (liminis-context-graph's ADR-0041: "which was originally a
    // startup-time fatal\nerror — superseded by [ADR-0331](…), which defers that\ncheck to first use as well; the
    // precedence order below is unchanged.").
    else if (kind === 'superseded-by' && standsAfter(restOfSentence(masked, end, options.lineAfter))) relation.condition = 'in part';
    // "This ADR in part supersedes ADR-3", "Parts of this ADR were superseded by ADR-20": the rest still stands.
    else if (verbAt >= 0 && (saysInPart(before.slice(0, verbAt)) || (kind === 'superseded-by' && (partAsSubject(sentenceBefore(before.slice(Math.max(0, verbAt - 400), verbAt))) || thingAsSubject(sentenceBefore(before.slice(Math.max(0, verbAt - 400), verbAt))) || CONTINUED_SUBJECT.test(before.slice(0, verbAt)))))) relation.condition = 'in part';
    // "> … The historical \"no longer works\" notes below are\n> superseded by ADR 0084" (jamesc/beamtalk): the subject on
    // the line before, a part of the record.
    else if (kind === 'superseded-by' && verbAt >= 0 && options.lineBefore !== undefined && MARKUP_ONLY.test(before.slice(0, verbAt)) && partAsSubject(sentenceBefore(options.lineBefore.slice(-400)))) relation.condition = 'in part';
    // "- ~~`forCodecId` retained for plain ids.~~ **Superseded by [ADR 212](…).**" (prisma/prisma-next): the struck-out
    // point is what was replaced, not the record.
    // A struck-out status ("~~Accepted~~ — **Superseded by ADR-0035**", mfhens/opendebt) is the old status, not a point.
    else if (verbAt >= 0 && kind === 'superseded-by' && STRUCK_POINT.test(before.slice(0, verbAt))) relation.condition = 'in part';
    // "Accepted; interface and authoring superseded by ADR-0020" (headrace), "Accepted (CSS naming convention superseded
    // by [ADR 0006](…))" (equinor/design-system): after the status, a clause whose subject is a part of the record.
    else if (verbAt >= 0 && kind === 'superseded-by' && partAsClauseSubject(before.slice(0, verbAt))) relation.condition = 'in part';
    // A mark after its citation ("（置換）") says nothing of the citations after it.
    pending = markedAfter ? undefined : { kind, partly: relation.condition === 'in part' && !asideOnly };
    out.push(relation);
  }
}

/** A double quote opening a few words before a relation's verb, and one closing soon after its citation. */
const QUOTE_OPENS_BEFORE = /(?:^|[\s(\[:])["“„«][*_]{0,2}(?:\p{L}+[ \t]+){0,2}$/u;
const QUOTE_CLOSES_AFTER = /^[^"“”„«»\n]{0,60}?["”»]/u;

/** "This updates some of the content in [", "this ADR updates [": the record changes another, still in force. */
const THIS_UPDATES_BEFORE = /(?:^|[^\p{L}\p{N}])(?:this|it)(?:\s+(?:adr|record|decision|document|proposal|rfc))?\s+updates\s+(?:((?:some|part|parts|much|one|a few)\s+of)\s+)?(?:the\s+)?(?:(?:content|contents|guidance|decisions?)\s+(?:in|of)\s+)?[*_]*\[?$/iu;
/** "See [" before a citation, and " for updates" after it. */
const SEE_BEFORE = /(?:^|[^\p{L}])see\s*[*_]*\[?$/iu;
const FOR_UPDATES_AFTER = /^[*_\])]*(?:\([^()]*\))?\s+for\s+(?:updates|amendments|revisions|changes to this)\b/i;

/**
 * A link to one section of the record ("Supersedes: [20200818-artifacts-storage.md#drivers](…#drivers)", falcosecurity/
 * falco): that part of it. Not an anchor of the record as a whole (its status, its title with the record's number).
 */
function linksASection(href: string): boolean {
  const hash = href.indexOf('#');
  if (hash < 0) return false;
  const fragment = href.slice(hash + 1).toLowerCase();
  return fragment !== '' && !/\d|adr|^(?:status|top|title|summary|context|decision)$/.test(fragment) && href.slice(0, hash) !== '';
}

/** After "folded into the ADR-0001": a noun of that record's ("gate", "error model"), not a conjunction or a clause. */
const FOLDED_INTO_PART_AFTER = /^[*_\])]*[ \t]+(?!(?:and|or|as|by|which|that|in|on|for|to|with|from|because|since|when|where|is|was|decision|adr|record|document|proposal|rfc)s?\b)\p{Ll}[\p{L}-]{1,30}\b/u;

/** Words a clause before "superseded by" may hold that name the record itself, a time, or nothing. */
const NOT_A_PART = new Set(['this', 'it', 'adr', 'decision', 'record', 'document', 'proposal', 'the', 'now', 'later', 'since', 'then', 'and', 'but', 'was', 'is', 'are', 'has', 'have', 'been', 'be', 'being', 'fully', 'completely', 'entirely', 'wholly', 'eventually', 'subsequently', 'also', 'which', 'that', 'as', 'of', 'per', 'on', 'in', 'at', 'status', 'accepted', 'deprecated', 'superseded', 'replaced', 'rejected', 'proposed', 'approved', 'obsolete', 'see', 'note', 'since', 'effectively']);

/**
 * Whether the clause right before the verb (after a ";" or "(") names something as its subject that is not the record:
 * "; interface and authoring ", "(CSS naming convention ". Not "; ", "(later ", "; this decision was ", "(2024-01-01, ".
 */
function partAsClauseSubject(before: string): boolean {
  // "Accepted（§C 策略研发编排条款 **Superseded by" (lordqyxz/long-earn), "Accepted, runtime-provisioning + namespace
  // decision superseded by" (DartClaw/dartclaw): a full-width parenthesis and a comma open the clause too.
  // A table's cell too: "| 2026-07-27 | Terminology superseded by [ADR 0051](…)" (perforate-org/gleaph's change log).
  const clause = Math.max(before.lastIndexOf(';'), before.lastIndexOf('('), before.lastIndexOf('（'), before.lastIndexOf(','), before.lastIndexOf('|'));
  // A sentence's end too: "**Deferred — 2026-06-14.** **Declaration premise superseded by [ADR-0020](…)"
  // (positonic/exponential's ADR-0019, whose status stays Deferred).
  const sentence = sentenceEndBefore(before);
  const cut = Math.max(clause, sentence);
  // Six words at most: a longer clause (most, now that a comma opens one) is settled before it is split.
  if (cut < 0 || before.length - cut > 120) return false;
  const words = before.slice(cut + 1).replace(/[*_`]/g, ' ').trim().toLowerCase().split(/\s+/).filter((w) => w !== '');
  // After a sentence's end, a subject (a noun), not an adverb or a status: "Accepted. Formally superseded by", "Proposed.
  // Approved and superseded by" are the record.
  if (cut === sentence && cut > clause && words.some((w) => /(?:ly|ed)$/.test(w))) return false;
  // A digit makes a day or an id, not a part; a milestone's or phase's name does ("M4 gate", 0disoft/velox).
  if (words.length === 0) return false;
  // "(item 3 superseded by ADR-0018" (tsurupong/halo), "(§4 agent-tool design + §8 Phase 2 superseded by" (troykelly/
  // hermes-voip): a numbered part of the record, where a digit alone is a day or an id.
  if (words.length <= 12 && NUMBERED_PART.test(words.join(' '))) return true;
  if (words.length > 6) return false;
  if (words.some((w) => (/\d/.test(w) && !/^[a-z]\d{1,2}$/.test(w)) || /[.:,]$/.test(w))) return false;
  return words.some((w) => !NOT_A_PART.has(w) && /^\p{L}/u.test(w));
}

/** Where the last sentence before `text` ends ("Deferred. ", "2026-06-14.** "): the full stop's index, else -1. */
function sentenceEndBefore(text: string): number {
  let at = -1;
  for (const m of text.matchAll(/[.!?](?=[*_]*\s)/g)) at = m.index;
  return at;
}

/** A part of a record named by its number: "§4", "§decision item 3", "item 3", "points 2-4", "section 5". */
const NUMBERED_PART = /(?:^|\s)(?:§|(?:items?|points?|sections?|clauses?|paragraphs?|parts?)\s#?\d)/;

/** Struck-out text of three words or more. */
const STRUCK_POINT = /~~[^~\s]+(?:\s+[^~\s]+){2,}\s*~~/;

/** "Supersedes: ADR 0013's open replacement-name gate" (0disoft/velox), "ADR-012's weight conservation characterization". */
const POSSESSED_PART = /^\)?['’]s\s+["“'`*_]*\p{L}/u;

/** Before the cited record, the part of it meant: "Supersedes: the \"reject span attribution\" decision in [ADR-0077](…)". */
const PART_BEFORE = /\b(?:decision|part|section|aspect|point|portion)s?\s+(?:in|of)\s*[*_]*\[?$/i;
/** "**Supersedes:** Partially ADR-0001": the field's value says it is for part of the record. */
const PARTLY_BEFORE = new RegExp(`(?:^|[^\\p{L}])(?:${PART_WORDS})\\s*[*_]*\\[?$`, 'iu');

/** Whether the citation at [start, end) of a masked line names a part of that record (see PART_BEFORE, PART_AFTER). */
export function citesPartOf(masked: string, start: number, end: number): boolean {
  const before = masked.slice(Math.max(0, start - 80), start);
  const after = masked.slice(end, end + 64);
  return PART_BEFORE.test(before) || PARTLY_BEFORE.test(before) || CJK_PART_BEFORE.test(before) || PART_AFTER.test(after) || CJK_PART_AFTER.test(after) || POSSESSED_PART.test(after);
}

/** "部分延续 ADR-045" ("partly continues ADR-045", memoflow): "part", and a verb of a few characters, before the citation. */
const CJK_PART_BEFORE = /部分\p{Script=Han}{0,4}\s*[*_]*\[?$/u;

/**
 * After a citation, the part of it meant, in Chinese: "（仅第 1 节…那部分；…仍然有效）" ("only section 1's part"),
 * "第 2、3、4 节" ("sections 2, 3, 4"), "中"…"的设计" ("the … design in it"), "中…的部分" (mzlin2020/mingAgent).
 */
const CJK_PART_AFTER = /^\)?\s*(?:[(（]\s*)?(?:仅|只(?!是)|第\s*[\d一二三四五六七八九十]+(?:\s*[、,，]\s*[\d一二三四五六七八九十]+)*\s*(?:节|章|条|段)|中[^；;，。\n]{0,60}?的(?:部分|设计|那部分|一节|那一条|方案))/u;
/** Before "被 X 取代", a subject that is a part of the record: "配色部分已被", "主题色那一条已被" ("the colour part", "that item"). */
const CJK_PART_SUBJECT = /(?:部分|那一条|这一条|那一节|这一节|那一句|的设计)\s*(?:已经?|均|都|也)?\s*[*_]*\s*[被由]\s*\[?$/u;

/** Before a citation in a relation field, words that make it another relation: "Supersedes: Extends ADR-034". */
// "**Supersedes**: detail-fills ADR-0002 §…" (codesidh/level-sweep-agent): fills in, not replaces.
// "**Supersedes:** Strengthens ADR-004" (OTGW-firmware): makes it stronger, in force.
const EXTENDS_BEFORE = /(?:^|[^\p{L}])(?:extends|extending|builds on|builds upon|building on|detail[- ]fills|fills in|refines|refining|strengthens|reinforces|supplements|complements|augments|expands on)\s*[*_]*\[?$/iu;
/** Before a citation in a relation field, a verb that makes it an amendment: "Supersedes: Updates ADR-018 with …". */
const AMENDS_BEFORE = /(?:^|[^\p{L}])(?:updates|amends|revises|modifies|adds\s+to)\s*[*_]*\[?$/iu;
/** Before a citation, where the record came from, not what it replaces: "(elevated from ADR-008)", "derived from ADR-3". */
// "**Supersedes**: Previously numbered as ADR-042 (renumbered to resolve duplicate)" (tosin2013/jupyter-notebook-validator-
// operator): the record's own old number.
const PROVENANCE_BEFORE = /(?:^|[^\p{L}])(?:(?:elevated|derived|generali[sz]ed|promoted|adapted|extracted|evolved|renumbered)\s+from|(?:previously|formerly|originally|once)\s+(?:numbered|known|filed)\s+as)\s*[*_]*\[?$/iu;
/** Right after a citation, that it is untouched: "ADR-0006 is unaffected", "ADR-3 remains unchanged". */
// "ADR-032 remains the baseline" (OTGW-firmware).
const UNAFFECTED_RIGHT_AFTER = /^\)?\s*(?:is|are|remains?|stays?)\s+(?:unaffected|unchanged|untouched|not superseded|still in force|in force|valid|the baseline)\b/i;
/** After a citation, in its aside: "ADR-030 (Test Optimization - extends, not replaces)". */
const NOT_REPLACED_AFTER = /^[^()\n]{0,80}?\(\s*[^()]{0,80}?\b(?:extends|extension)\b[^()]{0,40}?\bnot\s+(?:replac|supersed)/i;
/** After a citation, an aside saying it holds for part: "ADR-007 (partial — LM Studio integration approach)". */
// "ADR-0005 (specifically the \"Removal of … override\" decision)" (ALRubinger/aileron): the part it names.
const PARTIAL_ASIDE_AFTER = new RegExp(`^\\)?\\s*\\(\\s*(?:${PART_WORDS}|only\\b|specifically\\b|just\\b)|^\\)?\\s*\\([^()]{0,80}?\\bonly\\s*\\)`, 'i');

/**
 * A relation a field names ("Supersedes: ADR-7"), as the words around its citation qualify it: another relation
 * ("Extends ADR-034", "extends, not replaces"), none ("elevated from ADR-008": d-o-hub/rust-self-learning-memory,
 * sddevelopment-be), or for part of the record ("(partial — …)", iog-creator/Gemantria).
 */
/** A relation's verb written again inside its field's value, right before the citation. */
const FIELD_VERB_BEFORE = /\s*\b(?:supersed|supercede|replac)\p{L}*\s*$/iu;

export function qualifyFieldRelation(rel: Relation, masked: string): 'drop' | undefined {
  if (rel.kind !== 'supersedes' && rel.kind !== 'superseded-by') return undefined;
  const start = rel.range.start.character;
  const end = rel.range.end.character;
  const before = masked.slice(Math.max(0, start - 40), start);
  const after = masked.slice(end, end + 160);
  // "Phase 4's Narrator ADR-0006 is unaffected": named to say it is not.
  if (PROVENANCE_BEFORE.test(before) || UNAFFECTED_RIGHT_AFTER.test(after)) return 'drop';
  // "- Supersedes: 本 ADR 不整体 Supersede ADR-0006，而是…" (skyoxu/sanguo), "Supersedes: does not replace ADR-4": the
  // field says the record does not.
  const verb = FIELD_VERB_BEFORE.exec(before);
  if (NEGATED.test(verb ? before.slice(0, verb.index) : before)) return 'drop';
  if (EXTENDS_BEFORE.test(before) || NOT_REPLACED_AFTER.test(after)) {
    rel.kind = rel.kind === 'supersedes' ? 'extends' : 'extended-by';
    return undefined;
  }
  // "| **Supersedes** | Updates ADR-018 with additional implementation option |" (dr3dr3/terraform): the value's own verb.
  if (AMENDS_BEFORE.test(before)) {
    rel.kind = rel.kind === 'supersedes' ? 'amends' : 'amended-by';
    return undefined;
  }
  if (PARTIAL_ASIDE_AFTER.test(after) || PARTIAL_NOUN_BEFORE.test(before) || ASPECT_IN_BEFORE.test(before)) rel.condition = 'in part';
  return undefined;
}

/**
 * The value opening with what of the record it replaces: "- Supersedes: Invitation Message in [0023-DID-Exchange](…)
 * and Invitation Message in [0160-Connections](…)" (hyperledger/aries-rfcs: both records stay ADOPTED). A few words, then
 * "in" or "of", right after the field's colon or a list's separator; not "the whole of", nor a verb's phrase.
 */
const ASPECT_IN_BEFORE =
  /(?:^|[:;,]|\band)\s*[*_`"“]*(?!(?:the\s+)?(?:whole|entire|all|rest|remainder|same)\b)(?!(?:superseded|replaced|obsoleted|deprecated|amended|extended)\b)\p{L}[\p{L}\d`'’"”*_-]*(?:\s+(?!(?:by|and|or)\b)[\p{L}\d`'’"”*_-]+){0,5}\s+(?:in|of)\s*[*_]*\[?$/iu;

/** "continues the partial supersession of ADR-032" (OTGW-firmware): a part of it, named by a noun. */
const PARTIAL_NOUN_BEFORE = new RegExp(`\\b(?:${PART_WORDS})\\s+(?:supersession|supersedence|replacement)\\s+of\\s*[*_]*\\[?$`, 'i');

/** Every citation on the line is a relation of one kind: "Related: ADR-026 (…), ADR-038 (…)", "Supersedes: ADR-3". */
export function relationsFromList(kind: RelationKind, refs: readonly Reference[], out: Relation[]): void {
  for (const ref of refs) {
    const relation: Relation = { kind, targetText: ref.text, range: ref.range };
    if (ref.targetKey) relation.targetKey = ref.targetKey;
    if (ref.href) relation.href = ref.href;
    out.push(relation);
  }
}
