// Where decision records live: conventional folders, adr-tools' .adr-dir, log4brains' .log4brains.yml, or config.
import { parse as parseYaml } from 'yaml';
import type { WorkspaceFs } from '../api.js';
import { DEFAULT_PREFIX, dayOfName, isMonthDayNamed, isMonthNamed, isProposalPageName, isRecordFolderName, numberFromFileName, recordFileName, wordsAfterNumber } from '../keys.js';
import type { ResolvedConfig } from '../model.js';
import type { Collection, Lifecycle } from '../types.js';
import { isStatusFolderName, lifecycleOf, STATE_OF_PROPOSALS, statusPhrase } from '../parse/fields.js';
import { STATUS_LABELS_BEYOND_ENGLISH } from '../parse/vocabulary.js';
import { decodeBytes, joinRelative, posixBasename, posixDirname, withoutTrailingSlashes } from '../text.js';
import { adrDirTarget, adrPropertiesTarget, globMatcher, isAdrPropertiesPath } from './walk.js';
import { blankAnchorDefinitions, hasRecordExtension, recordStem } from '../parse/lines.js';
import { seriesNamedInHeader, seriesNamedInHeaders, seriesStatedInReadme } from './series-names.js';

/** Folders that are collections as soon as they exist (at any depth). */
const STRONG = [
  'docs/adr',
  'doc/adr',
  'docs/decisions',
  'docs/architecture/decisions',
  // adr-tools' README initialises it ("adr init doc/architecture/decisions"); ONSdigital/sdc keeps unnumbered records there.
  'doc/architecture/decisions',
  'docs/architecture/adr',
  'docs/decision-records',
  // The name says what the folder holds, wherever it is (ministryofjustice/modernisation-platform keeps 45 records in a
  // top-level "architecture-decision-record/", with no .adr-dir).
  'architecture-decision-records',
  'architecture-decision-record',
  'architectural-decision-records',
  'architectural-decision-record',
];
const PLAIN_TEMPLATE_NAME = /^template\.(?:md|markdown|mdx|rst)$/i;
const isAdrTemplateName = (name: string): boolean => ADR_TEMPLATE_NAME.test(name) || PLAIN_TEMPLATE_NAME.test(name);
/** An ADR template by its name: "adr-template.md", "madr_template.md", "decision-record-template.md". */
const ADR_TEMPLATE_NAME = /^(?:adr|madr|decision[-_]record|architecture[-_]decision[-_]record)[-_]template\.(?:md|markdown|mdx|rst)$/i;
/** Folders that are collections only when they hold numbered Markdown (or record folders). */
// "architectural-decisions" too (IGassmann/web-app-template).
const WEAK_SUFFIXES = ['docs/adrs', 'doc/decisions', 'architecture/decisions', 'architecture/adr', 'architecture-decisions', 'architectural-decisions'];
// "architectural_decision_log" (Mhtz-01/Antologias), "Decision-Log" (tmforum-oda/oda-ca-docs), and the records' own
// language ("decisoes").
const WEAK_NAMES = new Set([
  'adr', 'adrs', 'decisions', 'decision-records', 'decision-record', 'architecture-decisions', 'architectural-decisions', 'design-decisions',
  'architecture-decision-records', 'architecture-decision-record', 'architectural-decision-records', 'architectural-decision-record',
  'decision-log', 'decisions-log', 'adr-log', 'architecture-decision-log', 'architectural-decision-log',
  'decisoes', 'decisões', 'decisiones', 'décisions', 'entscheidungen', 'architekturentscheidungen', 'beslissingen', 'decisioni', 'decyzje',
  // Danish and Norwegian "beslutninger" (OS2borgerPC/os2borgerpc-produktforvaltning's dated records), Swedish "beslut",
  // Finnish "päätökset"; "decisionrecords" in one word (opentripplanner/OpenTripPlanner's "doc/dev/decisionrecords/").
  'beslutninger', 'beslut', 'beslutslogg', 'päätökset', 'paatokset', 'decisionrecords',
  // Turkish "kararlar" (ilke-berk/hukdok's "docs/kararlar/001-x.md"), "mimari-kararlar"; Czech, Vietnamese ("quyet-dinh",
  // CyrusDev1512/KNJSC), Russian, Ukrainian, Indonesian, Romanian and Hungarian words for decisions.
  'kararlar', 'mimari-kararlar', 'rozhodnuti', 'rozhodnutí', 'quyet-dinh', 'quyết-định', 'решения', 'рішення', 'keputusan', 'decizii', 'döntések',
  // "Architecture design record" for architecture decision record (Javinpro/ALP-Semester-4-JAM-'s "MADR_01 - ….md").
  'architecture-design-records', 'architecture-design-record', 'architectural-design-records', 'architectural-design-record',
]);
/**
 * A folder named by a kind of decision record ("docs/pdr/" of aureat/phalcom-lang, "PDR-0001 — Classes are closed",
 * its "Phalcom Design Records"; "tdr/", "ddr/"): a letter, then "dr". Not "dr/" alone, which is disaster recovery.
 */
const LETTER_DR_FOLDER = /^([a-z]dr)s?$/i;
/** A folder whose last word says it holds ADRs, weighed as the weak names are ("hercules_network_adr", "platform-adrs"). */
const ADR_LAST_WORD = /[-_. ]adrs?$/i;

/**
 * A collection's name with the word for its being kept as history after it: "09-architecture-decision-records-archive"
 * (wwWallet/wallet-docs, a docs site's sidebar folder of records still accepted).
 */
const ARCHIVED_SUFFIX = /-(?:archive|archived)$/;

export function isWeakName(name: string): boolean {
  if (WEAK_NAMES.has(name.toLowerCase()) || ADR_LAST_WORD.test(name) || LETTER_DR_FOLDER.test(name)) return true;
  // arc42's chapter 9 as a folder ("09_architecture_decisions", input-output-hk/catalyst-voices), a numbered chapter
  // of other docs ("03-decisions"), or snake case ("architecture_decisions"), or words apart as a chapter's title
  // ("4. Architecture Decision Records", systems-savants/monitor-me).
  // Pascal or camel case too ("ArchitecturalDecisionRecords", kevinchong92/MobDevProject_Xpert).
  const bare = name.replace(/(\p{Ll})(\p{Lu})/gu, '$1-$2').toLowerCase().replace(/^\d{1,3}[-_. ]+/, '').replace(/[_ ]/g, '-').replace(ARCHIVED_SUFFIX, '');
  return bare !== name.toLowerCase() && WEAK_NAMES.has(bare);
}

/**
 * Lifecycle words that name a status folder only beside others ("active/" beside "accepted/" and "draft/",
 * zarr-developers/zeps); alone, "active/" is as often a task board's (see isStatusFolderName).
 */
const LIFECYCLE_BESIDE_STATUS_FOLDERS = new Set(['active', 'final']);

/** Folders that say what a collection's part of the workspace is for, not which part it is ("docs", "architecture"). */
const DOCUMENTATION_FOLDERS = new Set(['architecture', 'docs', 'doc', 'documentation', 'design', 'records', 'rfcs', 'rfc']);

/** A collection's folder without the folders that only say it holds decisions: "services/billing/docs/adr" → "services/billing". */
export function collectionHome(dir: string): string {
  const segments = dir ? dir.split('/') : [];
  while (segments.length > 0 && (isWeakName(segments[segments.length - 1]!) || DOCUMENTATION_FOLDERS.has(segments[segments.length - 1]!.toLowerCase()))) segments.pop();
  return segments.join('/');
}

/**
 * The workspace's main collection, the one a bare id means from its top and the one `new` writes to: a collection
 * whose folders only say they hold decisions ("docs/adr", "doc/architecture/decisions"), else the shallowest, else
 * the first by name. By name alone, a synced copy of another project's records ("docs/crucible-go/architecture/
 * decisions", fulmenhq/gofulmen) came before the project's own "docs/development/adr", and `show ADR-0007` meant
 * another record than a citation of ADR-0007 did.
 */
export function mainCollection<C extends { dir: string }>(collections: readonly C[]): C | undefined {
  let best: C | undefined;
  let bestRank: [number, number] = [0, 0];
  for (const c of collections) {
    const rank: [number, number] = [collectionHome(c.dir) === '' ? 0 : 1, c.dir ? c.dir.split('/').length : 0];
    if (!best || rank[0] < bestRank[0] || (rank[0] === bestRank[0] && (rank[1] < bestRank[1] || (rank[1] === bestRank[1] && c.dir < best.dir)))) {
      best = c;
      bestRank = rank;
    }
  }
  return best;
}

/**
 * Docusaurus's frozen copy of the docs for each release ("versioned_docs/version-2026-3/…"), or a backup of them: the
 * records live in docs/, and a copy per release would list every record once per release.
 */
function isCopyFolder(dir: string): boolean {
  for (const segment of dir.split('/')) if (COPY_FOLDERS.has(segment.toLowerCase())) return true;
  return false;
}

/** Inside a folder of other projects' files (see isCopyFolder): their records, when the workspace has its own elsewhere. */
function inOtherProject(dir: string): boolean {
  const segments = dir.split('/');
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!.toLowerCase();
    // A generator's files to copy sit in its code ("lib/…/templates/"); a chart's "templates/" at the top is the
    // repository's own (GlueOps/platform-helm-chart-platform keeps records in "templates/<chart>/docs/adr/").
    if (OTHER_PROJECT_FOLDERS.has(segment) || (i > 0 && segment === 'templates')) return true;
  }
  return false;
}

/**
 * The folder of the other project holding collection `dir`: the one right inside the folder of projects
 * ("examples/analytics-platform" for "examples/analytics-platform/adrs"), or the collection itself when it sits right
 * there ("examples/adrs").
 */
function otherProjectRoot(dir: string): string {
  const segments = dir.split('/');
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!.toLowerCase();
    if (OTHER_PROJECT_FOLDERS.has(segment) || (i > 0 && segment === 'templates')) return segments.slice(0, Math.min(i + 2, segments.length)).join('/');
  }
  return dir;
}

// And a test suite's sample projects ("integration-tests/ro-project/"); below the top, a generator's files to copy
// ("lib/way_of_working/decision_record/madr/templates/docs/decisions/", HealthDataInsight/way_of_working).
// "pep_sphinx_extensions/tests/peps/" (python/peps): a test suite's own pages, beside the workspace's records.
const OTHER_PROJECT_FOLDERS = new Set(['examples', 'example', 'fixtures', 'fixture', '__fixtures__', 'testdata', 'test-data', 'test_data', 'tests', 'benchmarks', 'skeleton', 'integration-tests', 'integration_tests']);

/**
 * Folders of copies: Docusaurus's per-release "versioned_docs", and backups taken before a reorganisation
 * (watchout/hotel-kanri's "backups/docs-reorganization-20250912_163901/…/adr/" held a second ADR-0001).
 */
const COPY_FOLDERS = new Set(['versioned_docs', 'backup', 'backups']);
/**
 * Folders that often hold other documents (arc42 chapters are numbered too): collections only when their Markdown
 * declares statuses ("docs/architecture/0001-record-architecture-decisions.md", kgrzybek/modular-monolith-with-ddd's
 * "docs/architecture-decision-log/").
 */
const STATUS_SUFFIXES = ['docs/architecture', 'doc/architecture'];
const STATUS_NAMES = new Set(['architecture-decision-log', 'decision-log', 'decision-logs', 'adl', 'architecture-decision-records-log']);
/**
 * "docs/design/dd-003-x.md" with "| Status | approved |" and "| Obsoletes |" rows (ooni/probe-cli): a series of design
 * documents that decide, found when they are numbered and most state a status. Unnumbered design notes with statuses
 * ("docs/design/ml.md", mitodl/ol-data-platform) are notes.
 */
const DESIGN_SUFFIXES = ['docs/design', 'doc/design'];
/** Numbered, with a series' letters or without: "dd-003-throttling.md", "0007-x.md". */
const SERIES_NUMBERED_NAME = /^(?:[a-z]{1,6}[-_]?)?\d{1,5}[-_]/i;
const DESIGN_NAMES = new Set(['design-docs', 'design-documents']);

// Indexes and tables of contents, also as Spanish, Portuguese, French and German teams name them.
// "home.md" (nicolasdartayeta/TPEDiseno…): a wiki's first page, the collection's index.
// And a readme, a table of contents or an index as Portuguese ("LEIAME"), Turkish ("BENIOKU"), Russian ("ОГЛАВЛЕНИЕ"),
// Chinese and Japanese teams name it: bed 104's probe found them listed as records, each a table of links.
const NOT_RECORDS = new Set(['readme.md', 'index.md', 'home.md', 'readme.rst', 'index.rst', 'toc.md', 'summary.md', 'indice.md', 'índice.md', 'sommaire.md', 'inhalt.md', 'inhaltsverzeichnis.md',
  'leiame.md', 'benioku.md', 'оглавление.md', 'содержание.md', '目录.md', '目錄.md', '目次.md', '索引.md']);
/**
 * Pages a collection keeps beside its records, by their whole name: how to install or use the tooling, how to
 * contribute, a glossary, an introduction or overview (Docusaurus's "intro.md"), the process of writing records
 * (cosmos-sdk's "PROCESS.md" beside its ADRs; gardenlinux's
 * "docs/reference/adr/install.md" next to 37 records). A record's name says what was decided ("0001-install-with-
 * nix.md", "setup-ci-pipeline.md").
 */
// Also what a coding agent is told about the folder (konflux-ci/architecture's "ADR/AGENTS.md", a legend and an index),
// and adr-tools' "generate toc" fragments around a generated README ("intro.md", "outro.md", vwt-digital).
// And a repository's own pages where its root is the collection (npm/rfcs: "CODE_OF_CONDUCT.md", "SECURITY.md" beside
// its status folders). And kompox/kompox's "design/adr/GUIDE.md" (and GUIDE.ja.md) on writing them.
const DOCUMENTATION_PAGES = new Set(['install', 'installation', 'installing', 'setup', 'usage', 'contributing', 'changelog', 'glossary', 'faq', 'license', 'howto', 'how-to', 'getting-started', 'process', 'intro', 'introduction', 'overview', 'outro', 'agents', 'claude', 'gemini', 'register', 'decision-register', 'adr-register', 'code-of-conduct', 'security', 'support', 'governance', 'maintainers', 'authors', 'notice', 'codeowners', 'taxonomy', 'runbook', 'playbook', 'guide', 'guides', 'user-guide', 'style-guide', 'writing-guide', 'adr-guide', 'best-practices', 'adr-best-practices',
  // "principles.md" beside the records (cloudaipro/tai_mahjong): what they decide by, unnumbered.
  'principles', 'architecture-principles', 'architectural-principles', 'design-principles', 'engineering-principles',
  // The rules for writing the records: sonesuke/sid's "doc/adr/constitution.md" ("# ADR Constitution"), "adr-rules.md".
  'constitution', 'adr-constitution', 'rules', 'adr-rules',
  // A register of technical debt kept beside the records: tsorren/DonaTrack-TP-DDS's "DEUDA_TECNICA.md" among dated
  // log4brains records, visheshkhurana/predixen's "docs/adr/tech-debt.md", ESousa97/wallet-live's "technical-debt.md"
  // ("# Débitos técnicos"). A record about debt names what was decided ("0007-track-technical-debt-in-issues.md").
  'tech-debt', 'technical-debt', 'tech-debt-register', 'technical-debt-register', 'techdebt', 'deuda-tecnica', 'deuda-técnica',
  'debitos-tecnicos', 'débitos-técnicos', 'divida-tecnica', 'dívida-técnica', 'dette-technique', 'technische-schulden',
  // Questions still open and plans kept beside the records (PekkaKiviahde/ennuste-app's "docs/decisions/
  // open-questions.md", a checklist): what is not decided yet, nor a decision. A record about them names its decision.
  'open-questions', 'open-issues', 'questions', 'roadmap', 'backlog', 'parking-lot']);
/** A page numbered zero to sort first, maybe after a prefix: "000-index.md", "ADR-000-索引.md", "00-ADR-Explicaciones.md". */
const OPERATIONS_PAGE = /^(?:runbook|playbook)s?[-_ ]/;
/** A task list named so, alone or after its subject: "todo", "todo-list", "machine-specific-todo". */
/** A page of definitions, named so alone or after its subject ("glossary", "frontend-glossary", "terms-and-definitions"). */
const GLOSSARY_PAGE = /(?:^|[-_ .])(?:glossary|glossaire|glosario|glossar|glossário|terminology|definitions|vocabulary)$/;
const TODO_PAGE = /(?:^|[-_ ])to[-_ ]?dos?(?:[-_ ]list)?$/;
/**
 * "rfc-feature-view-versioning.md" in "docs/adr/" (feast-dev/feast): the request for comments a record was written
 * from, unnumbered, kept beside the numbered records. A folder named for RFCs keeps its RFCs as its records.
 */
const RFC_SOURCE_PAGE = /^rfcs?[-_ ][a-z]/i;
const TASK_OF_RECORD = /^(?:[a-z]{1,12}[-_]?)?\d{1,7}[-_:.](?:t|task|subtask|step|todo)[-_]?\d{1,3}\.(?:md|markdown|mdx|rst)$/i;
/**
 * A page that goes with a numbered record rather than deciding anything: "ADR-017-README.md", "ADR-016-QUICK-REFERENCE.md",
 * "006-EXECUTIVE-SUMMARY.md", "ADR-017-implementation-guide.md" (terrene-foundation/kailash-py keeps them beside the
 * record they serve, numbered the same). "README" only alone: "0007-sync-the-readme.md" (tkoyama010/pyvista-wasm) is a
 * record about one.
 */
// Three words at most before the kind of page ("006-EXECUTIVE-SUMMARY.md", "ADR-017-api-design-summary.md"):
// "0018-skills-announce-criteria-and-end-with-a-spec-summary.md" (matthewalton/speccle) is a record whose subject ends so.
// "ADR-003-ADDENDUM-dual-approach-analysis.md" beside "ADR-003-semantic-versioning-tool-choice.md", "ADR-APPENDIX-what-is-
// adr.md" (awesomecit/thc-app): what is added to a record, or to the collection, named by the word for it.
const ADDED_PAGE = /^(?:[a-z]{1,12}[-_]?)?(?:\d{1,7}[-_])?(?:addendum|addenda|appendix|annex|annexe|supplement|supplemental|supplementary)(?:[-_]\d{0,3}|\.(?:md|markdown|mdx|rst)$)/i;
// "cm003-implementation-spec.md" and "co007-scope-assessment.md" beside "adr-0006-….md" (HTT-BRANDS/azure-governance-
// platform): the spec a record is carried out by, and a task's scope write-up, named by a work item's id.
const COMPANION_OF_RECORD = /^(?:[a-z]{1,12}[-_]?)?\d{1,7}[-_](?:readme|(?:[^/_-]+[-_]){0,3}(?:quick[-_]?ref(?:erence)?(?:[-_]card)?|cheat[-_]?sheet|summary|implementation[-_](?:guide|status|plan|notes|checklist|report|spec|specification)|scope[-_]assessment|requirements[-_]matrix|traceability[-_]matrix|(?:validation|verification|review|test)[-_]report))\.(?:md|markdown|mdx|rst)$/i;
/** "L0-system-design.md", "d2-ordinal-reproject.md", "v2-plan.md": a level, version or phase, not a record's id. */
const LEVEL_NAMED = /^[a-z][-_]?\d{1,2}(?![\d])/i;
const OVERVIEW_PAGE = /(?:^|[-_ ])(?:overview|index)$|^adrs?[-_ ](?:high[-_ ]level|overview|summary|components|list|log)(?:$|[-_ ])/;
// And zarr-developers/zeps' "accepted/accepted_zeps.md" (and "active/active_zep.md"): the listing of a status's records, named by their kind.
const STATUS_LISTING = /^(?:accepted|proposed|superseded|deprecated|rejected|drafts?|active|approved|retired)[-_ ](?:log|list|index|records|decisions|adrs|rfcs|proposals|[a-z]{1,3}eps?)$/;
/** A small letter then a capital: a name written in CamelCase ("DoxAdrIndex", "AdrOverview"). */
const CAMEL_HUMP = /[a-z][A-Z]/;
/** A CamelCase name's words, hyphenated and lower-cased: "DoxAdrIndex" → "dox-adr-index". */
const camelWords = (stem: string): string => stem.replace(/([a-z])(?=[A-Z])/g, '$1-').toLowerCase();
/** Whether a name starts with a letter A to Z, as a WORK_REPORT does. */
const startsWithCapital = (name: string): boolean => name.charCodeAt(0) >= 65 && name.charCodeAt(0) <= 90;
const TRANSLATED_INDEX_PAGE = /^(?:readme|index)[._-][a-z]{2}(?:[-_][a-z]{2,4})?\.(?:md|markdown|mdx|rst)$/i;
// "IMPLEMENTATION-TRACKER.md", "INVESTMENT-ANALYSIS.md" (tosin2013/openshift-aiops-platform, rjdscott/k2-market-data-platform).
const WORK_REPORT = /^[A-Z][A-Z]*(?:[-_][A-Z]+)*[-_](?:COMPLETE|COMPLETED|COMPLETION|REPORT|SUMMARY|STATUS|DONE|CHECKLIST|PROGRESS|HANDOFF|HANDOVER|TRACKER|TRACKING|ANALYSIS|AUDIT|GUIDE|DIAGRAM|DIAGRAMS|GLOSSARY|ROADMAP|VERIFICATION|EXAMPLES)$/;
// "implementation-status.md", "# ADR Implementation Status" (TomRiddelsdell/tomriddelsdell.com): how far each record is.
// "working-with.adoc", "= Working with ADRs" (vshn/application-catalog-docs): the how-to guide of the collection.
const COLLECTION_TRACKER = /^(?:status|working[-_ ]+with(?:[-_ ]+(?:adrs?|decisions?|records?))?|(?:(?:adrs?|decisions?|records?)[-_ ]+)?(?:implementation[-_ ]+)?(?:tracker|tracking|status[-_ ]tracker)|(?:(?:adrs?|decisions?|records?)[-_ ]+)?implementation[-_ ]+status|(?:how[-_ ]to[-_ ]+)?writ(?:e|ing)[-_ ]+(?:an?[-_ ]+)?(?:adrs?|decisions?|decision[-_ ]records?|records?))$/;
const LAST_PAGE = /^9{3,}[-_. ]+(?:end|the[-_ ]end|last|fin|ende|outro|no[-_ ]more[-_ ]records)$/;
const ZERO_NUMBERED = /^(?:[a-z]+[-_ ]?)?0+(?![0-9])[-_. ]*(.*)$/;
/** Words a collection's page about itself starts with (after tool words): its index, overview or an explainer of ADRs. */
// "decision-list.md" (genebarker/shrikenet), "adr-log.md", "decision-register.md": lists of the records.
// "adr-relationships.md", "# ADR Relationship Matrix" (TomRiddelsdell/tomriddelsdell.com): how they depend on each other.
const ABOUT_PAGE_WORD = /^(?:index|overview|toc|contents|readme|summary|intro|introduction|basics|list|log|register|classification|taxonomy|matrix|relationships|relations|catalog|catalogue|索引|目录|目錄|目次|índice|indice|sommaire|inhalt|inhaltsverzeichnis|übersicht|explica\p{L}*|explain\p{L}*)$/u;
/** Words that name the tool or the kind of document, not its subject ("00-ADR-…", "0000-architecture-decision-records"). */
const TOOL_WORDS = new Set(['adr', 'adrs', 'madr', 'architecture', 'architectural', 'decision', 'decisions', 'record', 'records']);
const TEMPLATE_FOLDERS = new Set(['templates', 'template', '_templates']);
/** Folders of a collection that hold what records link to (decentraland/adr's "resources/ADR-51/profile-files.md"). */
// And the specifications records link to as companions (nextflow-io/nextflow's "adr/specs/agent-rpc.md").
/**
 * A docs site's translation of its pages ("docs/i18n/fr/docusaurus-plugin-content-docs/current/…", UrbanNote/UrbanNote):
 * the same decisions in another language, not a collection of their own.
 */
const TRANSLATED_SITE = /(?:^|\/)i18n\/[a-z]{2,3}(?:[-_][A-Za-z]{2,4})?\/docusaurus-plugin-content-[^/]+\//;
/**
 * Reviews of the records, named after the record each reviews ("Ship/adr/feedback/ADR-FN-001-….md" beside
 * "Ship/adr/functional/", arunmenon/PortiQ), and worked examples ("example_migrations/…/README.md",
 * ElektraInitiative/PermaplanT): companions of a collection, inside it or beside it, and no collection of their own.
 */
// And research appendices, each named after the record it supports ("dev/adrs/research/004-vector-search.md", DartClaw).
// And reports checking the code against records ("docs/adr/audits/x-compliance-audit.md", CzarSibelius/AudioAnalyzer).
// And the prompts an agent was given to carry records out ("docs/adr/prompts/0001-x_prompt.md", nshkrdotcom/flowstone).
const COMPANION_FOLDERS = new Set(['feedback', 'reviews', 'examples', 'example_migrations', 'mockups', 'wireframes', 'research', 'appendices', 'appendix', 'audits', 'audit', 'prompts',
  // "ADR/supporting_info/info-002-methodology.md" (RamanGodun/State-symmetric-blueprint-mono-repo): analyses the records cite.
  'supporting_info', 'supporting-info', 'supporting-docs', 'supporting-documents',
  // "design-decisions/sidenotes/0001-x.md" (katsujukou/purvasm): investigations and case studies numbered beside the records.
  'sidenotes', 'side-notes', 'investigations', 'case-studies', 'retrospectives', 'postmortems', 'post-mortems',
  // "docs/adr/addenda/ADR-0005-x-addendum.md" carrying "adr: ADR-0005" (skyoxu/sanguo): a record's amendment, not a second ADR-0005.
  'addenda', 'addendums',
  // "docs/adrs/audit-reports/phase1-…-verification-2026-01-25.md" (tosin2013/openshift-aiops-platform): reports on the records.
  'audit-reports', 'audits', 'verification-reports', 'review-reports',
  // "Docs/decisions/reports/report-accepted.md" (kreghek/SynAdor): digests generated from the records, each a table of
  // contents and then whole copies of the accepted (or proposed) ones.
  'reports']);
/**
 * A folder named for reports about the work, not decisions: rvdbreemen/OTGW-firmware's "docs/reviews/<date>_<topic>/
 * README.md" are code reviews and post-mortems whose "Status: COMPLETE" says the review is done, beside its "docs/adr/".
 */
const isReportsFolder = (dir: string): boolean => COMPANION_FOLDERS.has(posixBasename(dir).toLowerCase());
const RESOURCE_FOLDERS = new Set(['resources', 'assets', 'attachments', 'images', 'img', 'media', 'files', 'diagrams', 'specs', 'spec', 'specifications', ...COMPANION_FOLDERS]);

/**
 * One folder per record (eclipse-edc/Connector: "decision-records/2022-02-03-integration-testing/README.md", images
 * and notes beside it): a folder named like a record (keys.ts isRecordFolderName) that holds a README.md, else an
 * index.md. That file is the record: it is what GitHub shows for the folder, and the folder's name is the record's name.
 */
// "README.adoc" too (in-toto/ITE's "ITE/1/README.adoc").
const README_NAMES = ['README.md', 'readme.md', 'Readme.md', 'README.markdown', 'readme.markdown', 'README.rst', 'README.adoc'];
const INDEX_NAMES = ['index.md', 'INDEX.md', 'index.markdown', 'index.rst'];
/** A Markdown file named like a record ("0003-x.md", "adr-007-x.md", "20230604-x.md"), not like an attachment. */
const RECORD_NAMED_FILE = /^(?:[A-Za-z]+[-_]?)?\d/;

/**
 * "0016-handle-concurrent-git-operations" at the top of a collection: a record that lost its ".md" (adr-tools wrote it;
 * a rename dropped it), read as one so its id and links resolve, and reported so it gets its extension back. A number
 * or a day ("20230123-…", log4brains), then two words or more, and no dot: "0001-init" or "LICENSE" are no such names.
 */
const EXTENSIONLESS_RECORD = /^(?:[A-Za-z]{1,12}[-_]?)?(?:\d{4}-\d{2}-\d{2}|\d{1,8})[-_][\p{L}\p{N}]+(?:[-_][\p{L}\p{N}]+)+$/u;

/**
 * "ADR-007-Lifecycle" beside "ADR-006-….md" (Ramanan-Natarajan/arch-kata): the "ADR-" its siblings are named by makes
 * one word after the number enough.
 */
const EXTENSIONLESS_ADR_ONE_WORD = /^adr[-_]?\d{1,8}[-_][\p{L}\p{N}]+$/iu;

export function isExtensionlessRecordName(name: string): boolean {
  return !name.includes('.') && (EXTENSIONLESS_RECORD.test(name) || EXTENSIONLESS_ADR_ONE_WORD.test(name));
}

/**
 * "0008-controller-specs.txt" beside "0001-record-architecture-decisions.md" … (rubyforgood/casa): a record saved as
 * plain text, named as its siblings are. Read as Markdown, and reported so it gets its ".md".
 */
export function isPlainTextRecordName(name: string): boolean {
  return name.endsWith('.txt') && isExtensionlessRecordName(name.slice(0, -4));
}

/**
 * "0007-use-kafka" beside "0007-use-kafka.md": a copy an editor, a merge or a script left beside the record, not the
 * record with its extension lost (and "0008-x.txt" beside "0008-x.md" a plain-text export of it). The record is the
 * one with the extension; the leftover is no second record with its number and title.
 */
const SIBLING_EXTENSIONS = ['.md', '.markdown', '.rst', '.adoc'];
function copyOfSibling(path: string, name: string, hasFile: HasFile): boolean {
  const stem = name.endsWith('.txt') ? path.slice(0, -'.txt'.length) : path;
  return SIBLING_EXTENSIONS.some((ext) => hasFile(stem + ext));
}

/**
 * A watcher glob that takes in every such name: editors' globs cannot say "no dot", so it takes more (the engine
 * drops what is not a record), but without it a record renamed to take its ".md" back would stay listed under its
 * old name until the next load.
 */
export const EXTENSIONLESS_RECORD_GLOB = '**/*[0-9][-_]*';

/** Whether a workspace file exists; discovery and the index answer from the files of their walk. */
export type HasFile = (path: string) => boolean;

const isReadmeName = (name: string): boolean => /^readme\.(?:md|markdown|mdx|rst|adoc|asciidoc)$/i.test(name);

/** A folder named by a number alone ("1", "12") right inside a folder named for its series ("ITE/", in-toto/ITE): ITE-1's. */
const SERIES_NUMBER_FOLDER = /^\d{1,5}$/;

/**
 * Whether folder `name` right inside collection `dir` holds one record: named like one (isRecordFolderName), or by a
 * number alone inside a folder named for its series ("ITE/1/", see seriesPrefixOfFolder), where it is the record's
 * number. Elsewhere "1/" is a chapter or a version.
 */
function isRecordFolderIn(dir: string, name: string): boolean {
  return isRecordFolderName(name) || isSeriesNumberFolder(dir, name);
}

/**
 * A folder named by its series' id, the series' prefix before the number ("geps/gep-1748/index.md",
 * kubernetes-sigs/gateway-api), as well as by the number alone (SERIES_NUMBER_FOLDER).
 */
// Not number zero: "rfcs/RFC-0000/README.md" is the series' template (fluxcd/flux2). Or the letters glued to a padded
// number ("slep007/", scikit-learn/enhancement_proposals), zero among them: "slep000/" is the process's own proposal.
const PREFIXED_SERIES_NUMBER_FOLDER = /^([a-z]{1,4})(?:-(?!0+$)(\d{1,5})|(\d{3,5}))$/i;

/** A folder named by a series' letters and a number, then maybe a slug: "ics-002-client-semantics" (cosmos/ibc). */
const SERIES_ID_SLUG_FOLDER = /^([a-z]{2,5})-(\d{1,5})(?:[-_]\p{L}[\p{L}\p{N}_-]*)?$/iu;

/** The number of the proposal whose page is `page`, as its folder's name gives it (SERIES_ID_SLUG_FOLDER). */
function seriesIdFolderNumber(page: string): number | undefined {
  const m = SERIES_ID_SLUG_FOLDER.exec(posixBasename(posixDirname(page)));
  return m ? Number(m[2]) : undefined;
}

/**
 * Whether `name` in a folder at the workspace root named by a series' id ("CIP-0001") is that proposal's page, its
 * README.md or index.md, or its "proposal.rst" ("slep007/proposal.rst" beside the SLEP's scripts and "other.rst").
 * The root has no name to say which series it holds: the collection's prefix, learned from these folders' names, picks
 * its own among them (numberedInCollection), so "CPS-0003/" beside "CIP-0001/" is not one.
 */
function rootSeriesFolder(folder: string, name: string): boolean {
  return PREFIXED_SERIES_NUMBER_FOLDER.test(folder) && (isReadmeName(name) || isIndexName(name) || isProposalPageName(name));
}

/** Whether folder `name` right inside folder `dir`, named for a series, is named by one of its numbers. */
function isSeriesNumberFolder(dir: string, name: string): boolean {
  const series = seriesPrefixOfFolder(dir);
  if (series === undefined) return false;
  if (SERIES_NUMBER_FOLDER.test(name)) return true;
  return PREFIXED_SERIES_NUMBER_FOLDER.exec(name)?.[1]!.toUpperCase() === series;
}
const isIndexName = (name: string): boolean => /^index\.(?:md|markdown|mdx|rst)$/i.test(name);

/** The file that stands for record folder `folder` (README.md, else index.md), if the folder holds one. */
function recordFolderFile(folder: string, hasFile: HasFile): string | undefined {
  for (const n of README_NAMES) if (hasFile(`${folder}/${n}`)) return `${folder}/${n}`;
  for (const n of INDEX_NAMES) if (hasFile(`${folder}/${n}`)) return `${folder}/${n}`;
  return undefined;
}

/**
 * The page of a folder right inside a collection of record folders named by their subject (Collection.recordFolders,
 * giantswarm/rfc's "app-prefix/README.md"): its README.md, else its index.md. Nothing else there is a record.
 */
export function isSubjectFolderPage(dir: string, path: string, hasFile: HasFile): boolean {
  const name = posixBasename(path);
  if (!isReadmeName(name) && !isIndexName(name)) return false;
  const folder = posixDirname(path);
  if (folder === dir || posixDirname(folder) !== dir || !isRecordFolderPlace(posixBasename(folder))) return false;
  return recordFolderFile(folder, hasFile) === path;
}

/** A folder that may hold a record as its page: not templates, attachments, drafts kept aside ("_x") or tools' (".x"). */
function isRecordFolderPlace(name: string): boolean {
  const lower = name.toLowerCase();
  return !(TEMPLATE_FOLDERS.has(lower) || RESOURCE_FOLDERS.has(lower) || COPY_FOLDERS.has(lower) || name.startsWith('_') || name.startsWith('.'));
}

/**
 * Whether a file inside collection `dir` is a decision record (not a README, template, partial or a record folder's
 * attachment). `hasFile` tells record folders ("0002-use-kafka/" holding a README.md) from other folders; without
 * it no folder is taken for one, except by the README.md or index.md asked about.
 */
export function isRecordFile(dir: string, path: string, hasFile: HasFile = () => false, companionAlone = false): boolean {
  const name = posixBasename(path);
  if (!hasRecordExtension(path)) return (isExtensionlessRecordName(name) || isPlainTextRecordName(name)) && posixDirname(path) === dir && !copyOfSibling(path, name, hasFile);
  if (name.startsWith('_') || name.startsWith('.') || isTemplateFileName(name)) return false;
  const rest = dir ? path.slice(dir.length + 1) : path;
  // (Its folders without splitting off the name: most records lie right in the collection.)
  const lastSlash = rest.lastIndexOf('/');
  const folders = lastSlash < 0 ? [] : rest.slice(0, lastSlash).split('/');
  // The workspace root as a collection holds the records at its top (and in its status folders: "accepted/x.md"), not
  // every Markdown file of the repository.
  // Nor its folders' pages, unless the folder is named by a series' id ("CIP-0001/README.md" at cardano-foundation/CIPs'
  // root, see rootSeriesFolder).
  if (dir === '' && folders.length > 0 && !(folders.length === 1 && (isStatusFolderName(folders[0]) || rootSeriesFolder(folders[0], name)))) return false;
  if (folders.some((f) => TEMPLATE_FOLDERS.has(f.toLowerCase()) || RESOURCE_FOLDERS.has(f.toLowerCase()) || (f.startsWith('_') && !isStatusFolderName(f)) || f.startsWith('.'))) return false;
  const holder = folders[folders.length - 1];
  // "README.ja.md", "index.zh-CN.md": the collection's index in another language, with or without the English one.
  const untranslated = untranslatedName(name);
  if (untranslated !== undefined && (isReadmeName(untranslated) || isIndexName(untranslated) || isCollectionPage(untranslated))) return false;
  if (isReadmeName(name)) return holder !== undefined && (isRecordFolderName(holder) || (folders.length === 1 && (isRecordFolderIn(dir, holder) || (dir === '' && rootSeriesFolder(holder, name)))));
  // "geps/gep-1748/index.md" (kubernetes-sigs/gateway-api): a series' folder named by its id, as a README's may be.
  if (isIndexName(name)) return holder !== undefined && (isRecordFolderName(holder) || (folders.length === 1 && (isRecordFolderIn(dir, holder) || (dir === '' && rootSeriesFolder(holder, name))))) && recordFolderFile(posixDirname(path), hasFile) === path;
  // "slep007/proposal.rst", a root series' page (rootSeriesFolder), when no README or index is.
  if (dir === '' && holder !== undefined && isProposalPageName(name) && rootSeriesFolder(holder, name)) return recordFolderFile(posixDirname(path), hasFile) === undefined;
  if (isCollectionPage(name)) return false;
  // A status folder that is a collection by itself keeps a series' proposals filed by state (proposalsFiledByStatus:
  // bytecodealliance/rfcs' "accepted/rfc-process.md", "# RFC process for the Bytecode Alliance", beside
  // "accepted/tail-calls.md"): its RFCs are its records, as a folder named for RFCs keeps.
  if (RFC_SOURCE_PAGE.test(name) && !/rfc/i.test(dir) && !(dir !== '' && folders.length === 0 && isStatusFolderName(posixBasename(dir)))) return false;
  // "adr-0001-T01.md" (0ryant/driftlock's tasks/): a work order derived from record 0001, named by it and its task.
  if (TASK_OF_RECORD.test(name) || (COMPANION_OF_RECORD.test(name) && !companionAlone) || ADDED_PAGE.test(name)) return false;
  // "docs/architecture/architecture.md" (informalsystems/hermes): the page about the folder it is named after.
  if (namedAfterItsFolder(path, name)) return false;
  // "decisions.md", "adr-index.md" among the records: a page about the collection (fhemery/owl-writey's table of
  // contents), named by what it lists rather than by a decision. Inside a record folder ("0004-use-x/decision.md") it
  // is the record.
  if (!(holder !== undefined && isRecordFolderName(holder)) && namedByToolWords(name)) return false;
  const attachedTo = attachedRecordName(path);
  if (attachedTo !== undefined && hasFile(attachedTo)) return false;
  if (attachedTo !== undefined && translatedTwin(path, hasFile) !== undefined) return false;
  // Inside a record folder, Markdown is the record's attachment ("renaming.md" beside the README), unless it is named
  // like a record itself: a numbered category folder ("01-backend/") keeps its "0001-x.md" records, README or not.
  // "2026-07-10-x/README.md" is FgForrest/evitaDB's record; "2026-07-10-x/design/2026-06-29-plan.md" one of the notes
  // its template keeps beside it, in a folder of the record's folder. A category folder ("01-backend/") holds its
  // records itself.
  let above = dir;
  for (const f of folders.slice(0, -1)) {
    above = above ? `${above}/${f}` : f;
    if (isRecordFolderName(f) && recordFolderFile(above, hasFile) !== undefined) return false;
  }
  if (folders.length > 0 && inRecordNumberFolder(dir, folders, name)) return false;
  if (RECORD_NAMED_FILE.test(name)) return true;
  let folder = dir;
  for (const f of folders) {
    folder = folder ? `${folder}/${f}` : f;
    if (isRecordFolderName(f) && recordFolderFile(folder, hasFile) !== undefined) return false;
  }
  return true;
}

/**
 * A folder named by a padded number alone, three digits or more ("0001/", "001/"): not a year, a month or a version
 * ("2023/", "01/", "2/"), but a record's number.
 */
const RECORD_NUMBER_FOLDER = /^0\d{2,7}$/;
/** A file named by a number first ("0001-overview.md", "001.md", "adr-0001-x.md"), as a record is. */
const NUMBER_FIRST_NAME = /^(?:adr[-_]?)?\d/i;

/**
 * Whether a file (`name`, in `folders` below collection `dir`) lies in a folder right in the collection named by a
 * record's padded number, and is not that record: its plan, checklist, examples or amendments. kwojtasinski-repo/
 * ECommerceApp keeps "docs/adr/0009/0009-x.md" with "README.md", "checklist.md", "migration-plan.md",
 * "example-implementation/*.md" and "amendments/a1-x.md" beside it; jaegertracing/jaeger-ui kept "docs/adr/0001/
 * IMPLEMENTATION-PLAN.md" and "phase-0-1-audit-findings.md" beside "docs/adr/0001-x.md". Each was read as a record (a
 * score of duplicate titles "Migration plan", "PHASE-0" numbers taken from "phase-0-1-…"). The file named by a number
 * right in the folder is the record ("0009/0009-x.md"). A series' number folder
 * ("ITE/001/", isSeriesNumberFolder) is left to its README.
 */
function inRecordNumberFolder(dir: string, folders: readonly string[], name: string): boolean {
  const first = folders[0]!;
  if (!RECORD_NUMBER_FOLDER.test(first) || isSeriesNumberFolder(dir, first)) return false;
  return folders.length > 1 || !NUMBER_FIRST_NAME.test(name);
}

/** "0012D-use-cim.md": a number, one letter, then a name; the groups are the number's side and the name's. */
const LETTERED_NUMBER = /^((?:[A-Za-z]+[-_]?)?\d+)[A-Za-z]([-_ .].*)$/;
/** "adr-050-sign-mode-textual-annex1.md": a record's name, then the word for a part of it, maybe numbered. */
// And the write-up of how a record is carried out ("004-dedicated-audit-logging-implementation.md" beside
// "004-dedicated-audit-logging.md", kyma-project/kyma-infrastructure-manager), or the prompt an agent was given for it.
const ANNEX_SUFFIX = /^(.+?)[-_](?:annex|annexe|appendix|addendum|implementation(?:[-_]details)?|prompt)(?:[-_]?[0-9a-z]{1,3})?(\.(?:md|markdown|mdx|rst))$/i;

/**
 * The record a page beside it belongs to, named after it: "0012D-use-cim.md" is ctekinay/aion-ainstein's approval
 * page of "0012-use-cim.md" (each such page was a record titled "Decision Approval Record List", all duplicates of
 * each other), "adr-050-sign-mode-textual-annex1.md" an annex of cosmos-sdk's "adr-050-sign-mode-textual.md" (two
 * false duplicate-number errors). A lettered record with a name of its own ("0005a-use-y.md" beside "0005-use-x.md")
 * stays a record; so does an annex whose record is not there. A translation named by a language suffix ("x-zh.md",
 * see LANGUAGE_SUFFIXED) is its record's page too.
 */
export function attachedRecordName(path: string): string | undefined {
  const name = posixBasename(path);
  // Asked of every Markdown file of a load: most names are settled without a pattern.
  const lettered = hasLetterAfterNumber(name) ? LETTERED_NUMBER.exec(name) : null;
  const annex = lettered ? null : ANNEX_WORD.test(name) ? ANNEX_SUFFIX.exec(name) : null;
  const m = lettered ?? annex;
  const plain = m ? `${m[1]}${m[2]}` : untranslatedName(name) ?? suffixTranslatedName(name);
  if (plain === undefined || !hasRecordExtension(name)) return undefined;
  const folder = posixDirname(path);
  return `${folder ? `${folder}/` : ''}${plain}`;
}

/**
 * Language tags of translated pages: ISO 639-1 codes of languages records are written in, with a region or script
 * ("zh-CN", "pt_BR", "zh-Hant"). Only these: "socket.io.md" or "next.js.md" name no language.
 */
const LANGUAGE_CODES = new Set(['ar', 'bg', 'ca', 'cs', 'da', 'de', 'el', 'en', 'es', 'et', 'fa', 'fi', 'fr', 'he', 'hi', 'hr', 'hu', 'id', 'it', 'ja', 'jp', 'ko', 'kr', 'lt', 'lv', 'ms', 'nb', 'nl', 'nn', 'no', 'pl', 'pt', 'ro', 'ru', 'sk', 'sl', 'sr', 'sv', 'th', 'tr', 'uk', 'vi', 'zh', 'cn', 'tw']);
const LANGUAGE_TAGGED = /^(.+)\.([A-Za-z]{2})(?:[-_][A-Za-z]{2,4})?(\.(?:md|markdown|mdx|rst))$/;

/**
 * "0001-keep-offline.ja.md" → "0001-keep-offline.md": the name of the page a translation translates (Yos-K/localmd-
 * reader: "the English ADR is canonical; each ADR gets a .ja.md"), undefined for a name without a language tag.
 */
export function untranslatedName(name: string): string | undefined {
  const first = name.indexOf('.');
  // Asked of every Markdown file: most names have one dot.
  if (first < 0 || first === name.lastIndexOf('.')) return undefined;
  const m = LANGUAGE_TAGGED.exec(name);
  return m && LANGUAGE_CODES.has(m[2]!.toLowerCase()) ? `${m[1]}${m[3]}` : undefined;
}

/**
 * "0001-x.fr.md" beside "0001-x.en.md" with no "0001-x.md" (Reefact/diagnostic-catalog keeps every record in English
 * and French): the twin that is the record, the English one, else the one whose language tag sorts first; undefined
 * when this page is that one, or has no twin.
 */
export function translatedTwin(path: string, hasFile: HasFile): string | undefined {
  const m = LANGUAGE_TAGGED.exec(posixBasename(path));
  const own = m?.[2]!.toLowerCase();
  if (!m || own === undefined || own === 'en' || !LANGUAGE_CODES.has(own)) return undefined;
  const folder = posixDirname(path);
  const twin = (code: string) => `${folder ? `${folder}/` : ''}${m[1]}.${code}${m[3]}`;
  if (hasFile(twin('en'))) return twin('en');
  let first: string | undefined;
  for (const code of LANGUAGE_CODES) if (code < own && (first === undefined || code < first) && hasFile(twin(code))) first = code;
  return first === undefined ? undefined : twin(first);
}

/**
 * A language code after a dash ("-zh", "_ja", "-zh-CN") at a name's end: openkruise/kruise's "20240626-asts-volume-
 * resize-zh.md" beside "20240626-asts-volume-resize.md". Not the codes that are English words too ("use-it.md",
 * "say-no.md", "user-id.md", "say-hi.md", "he").
 */
const LANGUAGE_SUFFIXED = /^(.+)[-_]([a-z]{2})(?:[-_](?:[A-Z]{2}|Han[st]))?(\.(?:md|markdown|mdx|rst))$/;
const WORD_LIKE_LANGUAGE_CODES = new Set(['it', 'no', 'id', 'hi', 'he']);

/** "x-zh.md" → "x.md": the page a language-suffixed one translates (see LANGUAGE_SUFFIXED), if the name has such a suffix. */
function suffixTranslatedName(name: string): string | undefined {
  const m = LANGUAGE_SUFFIXED.exec(name);
  return m && LANGUAGE_CODES.has(m[2]!) && !WORD_LIKE_LANGUAGE_CODES.has(m[2]!) ? `${m[1]}${m[3]}` : undefined;
}

/**
 * "website/i18n/en/docusaurus-plugin-content-docs/current/adr/0001-x.md": a Docusaurus site's translation of the page
 * its docs folder holds at "adr/0001-x.md", in "docs/" beside "i18n/" or, for a site whose docs lie outside it
 * (fedcal/Telemedic's website/ with "path: '../docs'"), in the "docs/" beside the site's folder or at the top.
 */
const SITE_TRANSLATION = /^(?:(.*)\/)?i18n\/[a-z]{2,3}(?:[-_][A-Za-z]{2,4})?\/docusaurus-plugin-content-docs\/current\/(.+)$/;

function siteTranslationSource(path: string, hasFile: HasFile): string | undefined {
  const m = SITE_TRANSLATION.exec(path);
  if (!m) return undefined;
  const site = m[1] ?? '';
  const rest = m[2]!;
  const above = site.includes('/') ? site.slice(0, site.lastIndexOf('/')) : '';
  const sources = [`${site ? `${site}/` : ''}docs/${rest}`, `${above ? `${above}/` : ''}docs/${rest}`, `docs/${rest}`];
  return sources.find((f) => hasFile(f));
}

/** The record a translated page translates: the untranslated page beside it, else its twin that is the record (see translatedTwin). */
export function translatedRecordPath(path: string, hasFile: HasFile): string | undefined {
  // Asked of citing pages only: a site's translations are few beside the other pages.
  if (path.includes('i18n/')) {
    const source = siteTranslationSource(path, hasFile);
    if (source !== undefined) return source;
  }
  const plain = untranslatedName(posixBasename(path));
  if (plain === undefined) return undefined;
  const folder = posixDirname(path);
  const untranslated = folder ? `${folder}/${plain}` : plain;
  return hasFile(untranslated) ? untranslated : translatedTwin(path, hasFile);
}

const ANNEX_WORD = /annex|appendix|addendum|implementation|prompt/i;

/** Whether the first run of digits in the name is followed by one letter and a separator ("0012D-…"). */
function hasLetterAfterNumber(name: string): boolean {
  let i = 0;
  while (i < name.length && !(name.charCodeAt(i) >= 48 && name.charCodeAt(i) <= 57)) i++;
  while (i < name.length && name.charCodeAt(i) >= 48 && name.charCodeAt(i) <= 57) i++;
  const c = name.charCodeAt(i) | 32;
  const next = name.charAt(i + 1);
  return i > 0 && c >= 97 && c <= 122 && (next === '-' || next === '_' || next === ' ' || next === '.');
}

/** "architecture/architecture.md": a page named after the folder it is in; a record folder's own file is not one. */
function namedAfterItsFolder(path: string, name: string): boolean {
  const slash = path.length - name.length - 1;
  if (slash <= 0) return false;
  const start = path.lastIndexOf('/', slash - 1) + 1;
  const folderLength = slash - start;
  const ext = name.length - folderLength;
  // Quick length test first: ".md" or ".markdown" after a name as long as the folder's.
  if (ext !== 3 && ext !== 9) return false;
  const folder = path.slice(start, slash).toLowerCase();
  return name.slice(0, folderLength).toLowerCase() === folder && /^\.(?:md|markdown|mdx|rst)$/i.test(name.slice(folderLength)) && !isRecordFolderName(folder);
}

/**
 * A page of the collection that is no record: an index or table of contents, a page documenting the tooling
 * ("install.md"), or one numbered zero about the collection itself, sorted first ("000-index.md", "ADR-000-索引.md",
 * "00-ADR-ExplicacionesBasicas.md"). A zero-numbered record has a subject ("0000-use-markdown-architectural-decision-
 * records.md"); a name of tool words alone ("000-architecture-decision-records.md") is the record adopting ADRs.
 */
function isCollectionPage(name: string): boolean {
  const lower = name.toLowerCase();
  if (NOT_RECORDS.has(lower)) return true;
  // "README_ja.md", "README.zh-CN.md", "index-ko.md" (Fukuchan77/pptx-agent): the folder's page in another language.
  if (TRANSLATED_INDEX_PAGE.test(lower)) return true;
  const stem = recordStem(lower);
  if (stem === undefined) return false;
  // Most tests below are of unnumbered pages, settled at once for a numbered name, as most records' are (asked of every
  // record's name: the patterns and the replace cost most of this test on the 10,000-record corpus). The whole-name
  // sets and patterns of such pages hold no digit.
  const numberless = !/\d/.test(stem);
  if (numberless && DOCUMENTATION_PAGES.has(stem.replace(/[_ ]+/g, '-'))) return true;
  // "adr-0008.prompts.md" (douhuaa/Zss.BilliardHall): prompts for a coding agent about a record, not the record.
  if (stem.endsWith('.prompt') || stem.endsWith('.prompts')) return true;
  // "STATUS.md" (aureat/phalcom-lang), "ADR - Implementation Tracker.md" (lucaschallamel/UMIG), "writing-adrs.md"
  // (holos-run/holos-substrate): the collection's tracker, or a guide to writing its records.
  if (numberless && COLLECTION_TRACKER.test(stem)) return true;
  // "todo.md", "machine-specific-todo.md" beside the records (tosin2013/qubinode_navigator's "docs/adrs/", "# ADR
  // Implementation Todo List"): a task list, unnumbered.
  if (numberless && TODO_PAGE.test(stem)) return true;
  // "frontend-glossary.rst" among openedx's OEP-65 decisions, "terminology.md": the words the records use, defined.
  if (numberless && GLOSSARY_PAGE.test(stem)) return true;
  if (numberless && isGuidancePage(stem)) return true;
  // "RUNBOOK_TROUBLESHOOTING.md" (marinho-thiago-s/bees-brewery_case): an operations page, unnumbered.
  if (OPERATIONS_PAGE.test(stem)) return true;
  // archivematica's "accepted-log.md", a listing its Jekyll site builds of the records of one status.
  if (numberless && STATUS_LISTING.test(stem)) return true;
  // "library-interface-overview.md", "adr_high_level_components.md" beside "adr_0001_x.md" (axsaucedo/kaos-adrs): an
  // overview of what the records decide, unnumbered.
  if (numberless && OVERVIEW_PAGE.test(stem)) return true;
  // "DoxAdrIndex.md" (a Doxygen page of "@subpage" lines, one a record): the same words run together in CamelCase, read
  // as the hyphenated name would be. Only a name with a hump (a small letter, then a capital) is split.
  if (numberless && CAMEL_HUMP.test(name) && OVERVIEW_PAGE.test(camelWords(recordStem(name) ?? ''))) return true;
  // "CANON_BUILD_COMPLETE.md" in the records' folder (pohlai88/AI-BOS-Finance): a work report, named in capitals by what
  // it reports, no number. (The pattern's first letter is the name's: most names are settled without taking its stem.)
  if (numberless && startsWithCapital(name) && WORK_REPORT.test(recordStem(name) ?? '')) return true;
  // The rest are numbered.
  if (numberless) return false;
  // "9999-end.md", "No more records" (the ministryofjustice hmpps-* template's last page): numbered to sort last.
  if (LAST_PAGE.test(stem)) return true;
  // "01_adr_index.md" (mikeybeezy/goldenpath-idp-infra): numbered to sort first, named by tool words and an index word.
  const numbered = /^\d{1,3}[-_. ]+(.+)$/.exec(stem);
  if (numbered) {
    if (aboutPageWords(numbered[1]!.split(/[-_. ]+/).filter((w) => w))) return true;
  }
  const zero = ZERO_NUMBERED.exec(stem);
  if (!zero) return false;
  const subject = zero[1].split(/[-_. ]+/).find((w) => w && !TOOL_WORDS.has(w));
  return subject !== undefined && ABOUT_PAGE_WORD.test(subject);
}

/**
 * How to write the records, named by tool words and a word for guidance: "adr-guidelines.md" ("# … Formatting
 * Checklist", CDCgov/trusted-intermediary), "ADR-Guidelines.md" (ecmwf/codex), "writing-checklist.md". Unnumbered, and
 * no word of a subject: "code-review-guidelines.md" may be a decision about reviews.
 */
// And the implementations to copy from that a collection points contributors at: bpg/terraform-provider-proxmox's
// "docs/adr/reference-examples.md" ("# ADR: Reference Examples for New Framework Resource Implementations").
const GUIDANCE_WORD = /^(?:guidelines?|checklists?|guide|examples)$/;
const GUIDANCE_COMPANION_WORDS = new Set(['writing', 'formatting', 'review', 'authoring', 'style', 'reference', 'copy', 'from']);

function isGuidancePage(stem: string): boolean {
  if (/\d/.test(stem)) return false;
  const words = stem.split(/[-_. ]+/).filter((w) => w);
  return words.some((w) => GUIDANCE_WORD.test(w)) && words.every((w) => GUIDANCE_WORD.test(w) || TOOL_WORDS.has(w) || GUIDANCE_COMPANION_WORDS.has(w));
}

/**
 * A page named by what it lists: one plural tool word ("decisions.md", "adrs.md", "records.md"), or tool words with
 * an index word ("adr-index.md", "decisions-overview.md"). "record-architecture-decisions.md", all tool words, is the
 * usual first record.
 */
function namedByToolWords(name: string): boolean {
  // A digit anywhere settles it (extensions hold none, lower case changes none): most names are numbered.
  if (/\d/.test(name)) return false;
  const stem = recordStem(name.toLowerCase());
  if (stem === undefined) return false;
  const words = stem.split(/[-_. ]+/).filter((w) => w);
  if (words.length === 1) return TOOL_WORDS.has(words[0]!) && words[0]!.endsWith('s');
  return words.some((w) => TOOL_WORDS.has(w)) && aboutPageWords(words);
}

/** Words of a page about the collection: an index word ("index", "overview"…) among tool words only. */
function aboutPageWords(words: readonly string[]): boolean {
  return words.some((w) => ABOUT_PAGE_WORD.test(w)) && words.every((w) => TOOL_WORDS.has(w) || ABOUT_PAGE_WORD.test(w));
}

/**
 * The README.md or index.md of a record folder inside collection `dir`: its coming or going changes which of the
 * folder's other files are records, so the index reads the workspace again.
 */
export function isRecordFolderFile(dir: string, path: string): boolean {
  const name = posixBasename(path);
  if (!isReadmeName(name) && !isIndexName(name)) return false;
  const folder = posixDirname(path);
  return folder !== dir && folder.length > dir.length && isRecordFolderName(posixBasename(folder));
}

/** A folder whose name lets discovery take it for a collection once it holds records ("architecture/adr", "decisions"). */
export function mayBeCollectionDir(dir: string): boolean {
  if (isConventionalCollectionDir(dir)) return true;
  const name = posixBasename(dir);
  // A status folder ("Accepted/") may make the folder above it a collection (statusFiledFolders).
  return isWeakName(name) || STATUS_NAMES.has(name.toLowerCase()) || isStatusFolderName(name) || WEAK_SUFFIXES.some((s) => endsWithSegments(dir, s)) || STATUS_SUFFIXES.some((s) => endsWithSegments(dir, s));
}

/** A folder that is a collection by its name alone ("docs/adr", "doc/adr", …). */
export function isConventionalCollectionDir(dir: string): boolean {
  return dir === 'adr' || STRONG.some((s) => endsWithSegments(dir, s));
}

/** A template inside a collection: "template.md", "0000-template.md", or anything under a "templates" folder. */
export function isTemplatePath(dir: string, path: string): boolean {
  const rest = dir ? path.slice(dir.length + 1) : path;
  const parts = rest.split('/');
  return isTemplateFileName(parts[parts.length - 1]) || parts.slice(0, -1).some((f) => TEMPLATE_FOLDERS.has(f.toLowerCase()));
}

/**
 * A series' template named by the placeholder of its pages' day or number, then the series' word: "yyyymmdd-flip-
 * template.md" (onflow/flips, its proposals in topic folders beside it), "0000-rfc-template.md" (linkerd/rfc, its
 * RFCs in the stage folders "problem/" and "design/"). The placeholder says how the pages are named, the word the
 * series they are of ("# FLIP 343: …").
 */
const SERIES_TEMPLATE_NAME = /^(0{3,5}|n{3,5}|x{3,5}|y{4}[-_]?m{2}[-_]?d{2})[-_](?:([a-z]{1,12})[-_])?template\.(?:md|markdown|rst)$/i;
/** Words that may stand before "template" in a template's name ("adr-template.md", "decision-record-template.md"). */
const TEMPLATE_WORDS = new Set(['adr', 'madr', 'architecture', 'architectural', 'decision', 'record']);
/** "template" in the languages records are written in (Spanish, Portuguese, German, French with or without its accent, Japanese, Chinese, Korean). */
// French Canadian "gabarit" (CQEN's "Decisions/gabarit.md").
// "modelo-adr.md" (Ar3secchim/challenge-fadesp): Portuguese and Spanish; Italian "modello"; Dutch, Polish, Russian.
// Turkish "şablon" ("ŞABLON.md", bed 104's probe).
const TEMPLATE_NAMES = new Set(['template', 'plantilla', 'vorlage', 'modèle', 'modele', 'modelo', 'modello', 'gabarit', 'sjabloon', 'szablon', 'şablon', 'vzor', 'шаблон', 'テンプレート', '模板', '템플릿']);
const MODEL_TOO = new Set(['modèle', 'modele', 'modelo', 'modello']);
// Only the placeholder, or it and a placeholder's words: "ADR-XXX_Agree_CICD_pipeline_structure.md" (bed 48) is a
// record whose number is still to give.
const PLACEHOLDER_NAMED = /^(?:[a-z]{1,12}[-_])?(?:NNN|NNNN|nnnn|XXX|XXXX|xxxx)(?:[-_](?:title|name|slug|short[-_]title|decision|template|example|your[-_]title))?\.(?:md|markdown|mdx|rst)$/i;
const TEMPLATE_NAME_HINT = /templ|plantilla|vorlage|mod[eè]l[eo]|modello|gabarit|sjabloon|szablon|şablon|vzor|шаблон|sample|example|テンプレート|模板|템플릿/i;
/**
 * A collection's sample record, numbered zero ("000-sample-example.md", devFancy/springboot-coupon-system, titled
 * "{제목}"): a template by another name. Only in a collection: elsewhere "example.md" is a page that may cite decisions.
 */
const SAMPLE_NAMES = new Set(['sample', 'example']);
/**
 * Which template of a set: "adr-short-template.md", "adr-template-minimal.md"; in which language ("0000-adr-template-de.md",
 * meldestelle); or the placeholder of the record's name ("YYYYMMDD-template-name.md", nextflow-io/nextflow).
 */
const TEMPLATE_KINDS = new Set([
  'short', 'long', 'minimal', 'full', 'bare', 'lite', 'simple', 'default', 'basic', 'sample', 'example',
  'de', 'en', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'ru', 'ja', 'zh', 'ko',
  'name', 'title', 'slug',
]);
/** What a file manager adds to the name of a copy: "NNNN-adr-template copy.md" (derickandrade/Design-Atlas), "template (1).md". */
const COPY_MARK = /^(?:copy|kopie|copie|copia|\(\d{1,2}\))$/;
/** Where a template puts the record's number or day: "0000", "adr000", "XXXX", "ADRXXX", "NNNN", "yyyy-mm-dd". */
const PLACEHOLDER_NUMBER = /^(?:[a-z]{0,5}(?:0+|x{3,}|n{3,})|y{2,4}|mm|dd|yyyymmdd)$/;
/** A number that only holds a record's place: "0000", "adr000". */
const ZERO_NUMBER = /^[a-z]{0,5}0+$/;
/** A record's number, maybe with its prefix: "0001", "adr001", "2022". */
const NUMBER_WORD = /^[a-z]{0,5}\d+$/;

/**
 * A template's file name: the word "template" after nothing but tool words ("template.md", "adr-template.md",
 * "adr-template-minimal.md"), or last after a number ("0000-template.md", "adr000-template.md",
 * "0000-madr-template.md", "0000-modele-adr.md") or in a name numbered with a placeholder ("0000-use-markdown-
 * architectural-decision-records-template.md", "scs-XXXX-vN-decision-record-template.md"). Tools copy them into the collection, where they
 * read as record 0 titled "NUMBER. TITLE" with status "STATUS". A record's slug may hold the word, so a number
 * followed by more than the word ("0001-template-engine.md", "0000-madr-template-choice.md") or by other words before
 * it ("0039-use-apache-velocity-as-template-engine.md", "0002-use-pull-request-template.md") names a record.
 * In a collection, where records are numbered or dated, other words before the word in a name without a number name
 * the template too (V-Sekai's "present-proposal-template.md", which its script copies to "20240621-x.md"); elsewhere
 * such a name is another kind of template ("pull_request_template.md"), and may cite decisions.
 */
export function isTemplateFileName(name: string, inCollection = true): boolean {
  // "adr-NNN.md" (pmd/pmd's Jekyll pages, titled "ADR NNN - Template"), "XXXX-title.md": a number still to fill in.
  if (PLACEHOLDER_NAMED.test(name)) return true;
  // Asked of every Markdown file: a name without any of the words is settled at once.
  if (!TEMPLATE_NAME_HINT.test(name)) return false;
  const stem = recordStem(name);
  if (stem === undefined) return false;
  const words = stem.toLowerCase().split(/[-_. ]+/).filter(Boolean);
  // "template2.md" (iodepo/odis-arch): a second template.
  // "APEtemplate.rst" (astropy/astropy-APEs): the kind of record and the word written together.
  const at = words.findIndex((w) => TEMPLATE_NAMES.has(w) || TEMPLATE_NAMES.has(w.replace(/\d{1,2}$/, '')) || (inCollection && SAMPLE_NAMES.has(w)) || /^[a-z]{2,5}template$/.test(w));
  if (at < 0) return false;
  // Nothing after the word but tool words: "0000-modele-adr.md" is "0000-adr-modele.md" written the French way round.
  const last = words.slice(at + 1).every((w) => TEMPLATE_WORDS.has(w) || TEMPLATE_KINDS.has(w) || COPY_MARK.test(w));
  let numbered = false;
  for (const w of words.slice(0, at)) {
    if (TEMPLATE_WORDS.has(w) || TEMPLATE_KINDS.has(w)) continue;
    if (!NUMBER_WORD.test(w) && !PLACEHOLDER_NUMBER.test(w)) return last && (words.some((x) => PLACEHOLDER_NUMBER.test(x)) || (inCollection && !/\d/.test(stem)));
    numbered = true;
  }
  // French "modèle" is also a model: "modele-de-domaine.md" is a record about one, "modele-adr.md" a template.
  return (!numbered && !MODEL_TOO.has(words[at])) || last || isZeroNumberedTemplateOfKind(words, at);
}

/**
 * A template's file name that says "sample" or "example" and no word for a template ("example.md", "000-sample-example.md").
 */
export function namesSampleOnly(name: string): boolean {
  const words = (recordStem(name) ?? name).toLowerCase().split(/[-_. ]+/);
  return words.some((w) => SAMPLE_NAMES.has(w)) && !words.some((w) => TEMPLATE_NAMES.has(w) || TEMPLATE_NAMES.has(w.replace(/\d{1,2}$/, '')) || /^[a-z]{2,5}template$/.test(w));
}

/**
 * "0000-template-lightway-adr.md" (wireapp/wire-android): the placeholder number, the word "template", then any
 * word naming which template, and the record's kind last. A record numbered 0000 about templates would not end in
 * the kind word.
 */
function isZeroNumberedTemplateOfKind(words: string[], at: number): boolean {
  const before = words.slice(0, at);
  return before.some((w) => ZERO_NUMBER.test(w)) && before.every((w) => ZERO_NUMBER.test(w) || TEMPLATE_WORDS.has(w))
    && at < words.length - 1 && TEMPLATE_WORDS.has(words[words.length - 1]);
}

/**
 * A Markdown file that is a decision template wherever it lives ("template.md", "adr-template-minimal.md", or
 * any Markdown under a "templates" folder): tools ship them outside collections too, with placeholder ids and
 * links ("ADR-0123", "yyyymmdd-xxx.md") that are not citations.
 */
export function isTemplateDocument(path: string): boolean {
  if (!hasRecordExtension(path)) return false;
  const parts = path.split('/');
  if (isTemplateFileName(parts[parts.length - 1], false)) return true;
  return parts.slice(0, -1).some((f) => TEMPLATE_FOLDERS.has(f.toLowerCase()));
}

/**
 * A status declared near the top: front matter or a field ("status: accepted", "* Status: Accepted", "**Status:**",
 * also as a heading: "### **Status:** ACCEPTED"),
 * then its value; or a Status heading, then the first line under it.
 */
// "Status" in the record's language too ("## Statut" / "**Proposed**", MohETS).
const STATUS_LABEL = `(?:status|${STATUS_LABELS_BEYOND_ENGLISH.map((l) => l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`;
const DECLARES_STATUS = new RegExp(
  // ":Status: Accepted": a reStructuredText field (networkx's NXEPs); "   :status: Accepted", indented, a directive's
  // option (google/pigweed's ".. seed::").
  `^(?:[ \\t]{1,4}(?=:))?(?:#{1,6}[ \\t]+)?(?:[*+-][ \\t]+)?(?:\\*\\*|__|:)?${STATUS_LABEL}(?:\\*\\*|__)?[ \\t]*[:：](.*)$|^#{1,6}[ \\t]+${STATUS_LABEL}[ \\t]*\\r?\\n(?:[ \\t]*\\r?\\n)*(.*)$` +
    // "Status" over "******" (reStructuredText, a setext heading in Markdown), then its value.
    `|^${STATUS_LABEL}[ \\t]*\\r?\\n[=*#~^"+\`'-]{3,}[ \\t]*\\r?\\n(?:[ \\t]*\\r?\\n)*(.*)$` +
    // A header table's row: "| status | accepted |" (sunpy's SEPs), "<tr><td> Status </td><td> Accepted </td></tr>"
    // (conda's CEPs).
    `|^\\|[ \\t]*(?:\\*\\*|__)?${STATUS_LABEL}(?:\\*\\*|__)?[ \\t]*\\|[ \\t]*([^|\\n]*)|<td>[ \\t]*${STATUS_LABEL}[ \\t]*<\\/td>[ \\t]*<td>[ \\t]*([^<\\n]*)`,
  'imu',
);

/**
 * Whether a page's head declares a decision status: a "Status:" whose value is a status word of the vocabulary
 * ("Accepted", "*Implemented in v7*", "2020-11-23 - Proposed", "Aceito"). A design document's "**Status:** mostly
 * green" or "- **Status**: chunked plus streaming" (HubEvolution's docs/architecture) states no decision's status.
 */
function declaresStatus(head: string, statusMap: Readonly<Record<string, Lifecycle>>): boolean {
  const m = DECLARES_STATUS.exec(head);
  if (!m) return false;
  // A date, a bullet, a quote mark or an emoji before the word is not part of it.
  const value = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? '').replace(/^[^\p{L}]+/u, '');
  const phrase = statusPhrase(value, statusMap);
  return phrase !== undefined && lifecycleOf(phrase.text, statusMap) !== 'unknown';
}

/**
 * Whether a folder named like a collection ("architecture-decisions", "docs/architecture") holds decision records
 * that its name or numbering alone does not show (open-feature/flagd: "docs/architecture-decisions/flag-set-
 * support.md" with "status: accepted"): two of its pages (not READMEs, indexes or templates) declare a known status
 * near their top, and they are at least half of the pages read: two status lines among fourteen design documents
 * make no decision log. Reads at most 16 files' heads.
 */
function holdsStatusedRecords(fs: WorkspaceFs, files: readonly string[], statusMap: Readonly<Record<string, Lifecycle>>): boolean {
  const pages = files.filter((f) => {
    const name = posixBasename(f);
    return !(isReadmeName(name) || isIndexName(name) || isCollectionPage(name) || isTemplateFileName(name) || name.startsWith('_') || name.startsWith('.'));
  });
  // adr-tools' first record: one is enough when it is there ("0001-record-architecture-decisions.md").
  return mostDeclareStatuses(fs, pages, files.some((f) => /(?:^|\/)0*1-record-architecture-decisions\.(?:md|rst)$/i.test(f)) ? 1 : 2, statusMap);
}

/**
 * "* State: Ready for Implementation" (dapr/proposals): a bulleted field naming the page's state. Bounded: read only
 * as a series' own field (statedAsTemplateAsks), not as a status anywhere.
 */
const STATE_FIELD = /^[-*+][ \t]{1,4}(?:\*\*|__)?state(?:\*\*|__)?[ \t]{0,4}:[ \t]{0,8}([^\n]{1,80})$/im;

/**
 * Whether folder `d`'s pages named by a day or number (three or more, most of the first 16) state a known state in
 * the field their template asks for: a template in the folder's "templates/" with a STATE_FIELD line (dapr/proposals'
 * "templates/proposal.md": "* State: {Ready for Implementation, Implemented}").
 */
function statedAsTemplateAsks(fs: WorkspaceFs, d: string, markdownIn: ReadonlyMap<string, readonly string[]>, numbered: (f: string) => boolean, statusMap: Readonly<Record<string, Lifecycle>>): boolean {
  const templates = [...TEMPLATE_FOLDERS].flatMap((t) => markdownIn.get(d ? `${d}/${t}` : t) ?? []);
  if (!templates.some((f) => STATE_FIELD.test(readText(fs, f)?.slice(0, 2048) ?? ''))) return false;
  const pages = (markdownIn.get(d) ?? []).filter((f) => {
    const name = posixBasename(f);
    return !isReadmeName(name) && !isTemplateFileName(name) && (dayOfName(name) !== undefined || numbered(f));
  }).sort().slice(0, 16);
  const stated = pages.filter((f) => {
    const value = STATE_FIELD.exec(readText(fs, f)?.slice(0, 2048) ?? '')?.[1]?.replace(/^[^\p{L}]+/u, '');
    const phrase = value === undefined ? undefined : statusPhrase(value, statusMap);
    return phrase !== undefined && lifecycleOf(phrase.text, statusMap) !== 'unknown';
  }).length;
  return stated >= 3 && stated * 2 >= pages.length;
}

/** Whether `least` of the pages (of the first 16) and half of them declare a known status near their top. */
function mostDeclareStatuses(fs: WorkspaceFs, all: readonly string[], least: number, statusMap: Readonly<Record<string, Lifecycle>>): boolean {
  const pages = all.slice(0, 16);
  const needed = Math.max(least, Math.ceil(pages.length / 2));
  let found = 0;
  for (let i = 0; i < pages.length && found + pages.length - i >= needed; i++) {
    const head = readText(fs, pages[i])?.slice(0, 2048);
    if (head !== undefined && declaresStatus(head, statusMap) && !declaresOtherDocumentType(head) && ++found >= needed) return true;
  }
  return false;
}

/** A front matter's "state: approved" (giantswarm/rfc, straw-hat-team/adr): the parser reads it as the status. */
const FRONT_MATTER_STATE = /^state:([^\n]{0,200})/m;

/** Whether a page's front matter (at its very top) gives a state that is a known status. */
function declaresFrontMatterState(head: string, statusMap: Readonly<Record<string, Lifecycle>>): boolean {
  if (!head.startsWith('---')) return false;
  const end = head.indexOf('\n---', 3);
  const m = FRONT_MATTER_STATE.exec(end < 0 ? head : head.slice(0, end));
  const phrase = m ? statusPhrase(m[1]!.trim(), statusMap) : undefined;
  return phrase !== undefined && lifecycleOf(phrase.text, statusMap) !== 'unknown';
}

/** A status line of any value ("**Status**: first sketch, work in progress", GIG-Cymru-NHS-Wales). */
const ANY_STATUS_LINE = /^(?:[-*+][ \t]+)?(?:\*\*|__)?status(?:\*\*|__)?[ \t]*:(?:\*\*|__)?[ \t]*\S/im;
/** A date line ("**Date**: 2025-04-17"), or a day in front matter ("creation_date: 2022-02-15", giantswarm/rfc). */
const DATE_LINE = /^(?:[-*+][ \t]+)?(?:\*\*|__)?date(?:\*\*|__)?[ \t]*:|^(?:[a-z]{1,12}_)?date:[ \t]*['"]?\d/im;

/**
 * Whether the page of a folder named by its subject heads a decision as a record's header does: a status (a known one,
 * in a status line or front matter, or a status line in the team's own words) and the day. A design page's
 * "**Status:** mostly green", or a prototype's "## Status" beside the days it was tested (alphagov/forms'
 * "design/prototype-version-1/"), has no date line.
 */
function headsDecision(head: string, statusMap: Readonly<Record<string, Lifecycle>>): boolean {
  return DATE_LINE.test(head) && (ANY_STATUS_LINE.test(head) || declaresStatus(head, statusMap) || declaresFrontMatterState(head, statusMap));
}

/** "**Document Type:** Architecture Specification" (Clemens865/Perpetua): a page that says it is no decision record. */
// "doc_type: design-note" in front matter too (alfadb/pi-astack's "docs/notes/adr0040-proposition-contracts.md").
const DOCUMENT_TYPE = /^(?:[-*+][ \t]+)?(?:\*\*|__)?(?:document|doc)(?:[ \t]+|_|-)type(?:\*\*|__)?[ \t]*:[ \t]*(?:\*\*|__)?[ \t]*([^\n]*)/im;
const declaresOtherDocumentType = (head: string): boolean => {
  const type = DOCUMENT_TYPE.exec(head)?.[1]?.trim();
  return type !== undefined && type !== '' && !/\b(?:ADRs?|decisions?|records?)\b/i.test(type);
};

/**
 * What a work plan's template asks for and an ADR's does not: a title naming a plan, gap or task ("# Gap N: [Name]"),
 * or a priority or effort field (BrianMills2718/agent_ecology2's "docs/plans/TEMPLATE.md", "**Priority:** High |
 * Medium | Low", beside 83 numbered plans marked "**Status:** Complete").
 */
const WORK_PLAN_HEAD = /^#[ \t]+(?:plan|gap|task|phase|milestone|sprint|epic)\b|^(?:[-*+][ \t]+)?(?:\*\*|__)?(?:priority|effort|estimate)(?:\*\*|__)?[ \t]*:/im;

/** A decision's context and decision sections, the decision maybe one level down (SAP/jenkins-library's "### Decision"). */
const CONTEXT_SECTION = /^#{2,3}[ \t]+Context\b/m;
const DECISION_SECTION = /^#{2,4}[ \t]+Decision\b/m;

/**
 * Whether one page of a folder named "architecture/decisions" is a whole Nygard record: a known status, a context and
 * a decision section (SAP/jenkins-library's "documentation/architecture/decisions/nexusUpload.md", the folder's only
 * page). A folder holding one record cannot show two (holdsStatusedRecords); its name and the page's shape tell.
 */
function holdsNygardRecord(fs: WorkspaceFs, files: readonly string[], statusMap: Readonly<Record<string, Lifecycle>>): boolean {
  return files.slice(0, 16).some((f) => {
    const name = posixBasename(f);
    if (isReadmeName(name) || isIndexName(name) || isCollectionPage(name) || isTemplateFileName(name)) return false;
    const text = readText(fs, f)?.slice(0, 8192) ?? '';
    return declaresStatus(text.slice(0, 2048), statusMap) && CONTEXT_SECTION.test(text) && DECISION_SECTION.test(text);
  });
}

/**
 * A feature specification's title, "# Feature: [Name]" (anowarislam/ado's "docs/features/TEMPLATE.md", whose pages
 * point to their ADR in a metadata table and carry an implementation status): a spec citing a decision, not one.
 */
const FEATURE_SPEC_HEAD = /^#[ \t]+Feature[ \t]*:/im;

/** Whether a plain "template.md" is a work plan's template (WORK_PLAN_HEAD) or a feature spec's, not a decision's: an "adr-template.md" is one by its name. */
function isWorkPlanTemplate(fs: WorkspaceFs, path: string): boolean {
  if (!PLAIN_TEMPLATE_NAME.test(posixBasename(path))) return false;
  const head = readText(fs, path)?.slice(0, 2048) ?? '';
  return WORK_PLAN_HEAD.test(head) || FEATURE_SPEC_HEAD.test(head);
}

/** MADR's first heading: its own words, not any record's "## Context". */
const MADR_CONTEXT_HEADING = /^#{1,3}[ \t]+Context and Problem Statement[ \t]*$/m;

/** Whether three in four of a folder's pages (at most 8 read) open a section under MADR's first heading. */
function madrShaped(fs: WorkspaceFs, files: readonly string[]): boolean {
  const pages = files.slice(0, 8);
  let shaped = 0;
  for (const f of pages) {
    const head = readText(fs, f)?.slice(0, 4096);
    if (head !== undefined && head.includes('Context and Problem Statement') && MADR_CONTEXT_HEADING.test(head)) shaped++;
  }
  return shaped * 4 >= pages.length * 3;
}

/** A date field, or a heading of a decision's context, problem, options, decision or consequences, near the top. */
const DECISION_SHAPE = /^(?:[-*+]\s+)?(?:\*\*|__)?(?:date|datum|fecha|data|дата)(?:\*\*|__)?\s*[:：]|^#{1,6}[ \t]+.*\b(?:context|problem|considered options|decision|consequences)\b/im;

/** Whether most of a folder's pages (at most 8 read) are shaped as decisions: see DECISION_SHAPE. */
function decisionShaped(fs: WorkspaceFs, files: readonly string[]): boolean {
  const pages = files.filter((f) => !isTemplateFileName(posixBasename(f))).slice(0, 8);
  let shaped = 0;
  for (const f of pages) if (DECISION_SHAPE.test(readText(fs, f)?.slice(0, 4096) ?? '')) shaped++;
  return pages.length > 0 && shaped * 2 >= pages.length;
}

/**
 * The numbered template a series of proposals or designs keeps among its pages, as Rust's RFCs and Kubernetes' KEPs do:
 * "000-template.md", "0000-template.md".
 */
const NUMBERED_TEMPLATE = /^0{3,4}[-_]template\.(?:md|markdown|rst)$/i;

/**
 * A note named in capitals and underscores, a level or phase before its subject: "PHASE_2_COMPLETION_SUMMARY.md",
 * "H3_IMPLEMENTATION_SUMMARY.md" (honua-io/Honua.Server's root). Records are named in lower case or by their id.
 */
const SHOUTY_NOTE_NAME = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?:\.[A-Z0-9]+)?\.(?:md|markdown|mdx|rst)$/;
const isWorkNoteName = (name: string): boolean => SHOUTY_NOTE_NAME.test(name) || LEVEL_NAMED.test(name);

/** A page named as a decision record by its words, not its number: "adr_embedding_compute.md", "adr-cache-policy.md". */
const ADR_WORD_NAMED = /^adr[-_][a-z]/i;

/** Whether a page is a record by itself: named so (ADR_WORD_NAMED), its first heading "ADR: …", a status declared. */
function isLoneRecord(fs: WorkspaceFs, path: string, statusMap: Readonly<Record<string, Lifecycle>>): boolean {
  if (!ADR_WORD_NAMED.test(posixBasename(path)) || isTemplateFileName(posixBasename(path))) return false;
  const head = readText(fs, path)?.slice(0, 2048) ?? '';
  const title = /^#[ \t]+(.+)$/m.exec(head)?.[1] ?? '';
  return LABELLED_AS_RECORD.test(title) && declaresStatus(head, statusMap);
}

/**
 * A front matter's own number for the page, the file named by its subject: "RFC: 14" (valkey-io/valkey-rfc's
 * "Compression.md"-like pages at the repository's root), "ADR: 3", "number: 7". Read in the first 1 KB.
 */
const FRONT_MATTER_NUMBER = /^---[ \t]*\n(?:[^\n]{0,200}\n){0,20}?(?:rfc|adr|number)[ \t]*:[ \t]*['"]?\d{1,5}['"]?[ \t]*\n/i;

/**
 * Whether three of the pages (not READMEs, indexes or templates; the first 24), and half of them, number themselves
 * in their front matter (FRONT_MATTER_NUMBER) and declare a status: a series whose numbers are not in its file names.
 */
function numberedInFrontMatter(fs: WorkspaceFs, files: readonly string[], statusMap: Readonly<Record<string, Lifecycle>>): boolean {
  const pages = files.filter((f) => {
    const name = posixBasename(f);
    return !isReadmeName(name) && !isIndexName(name) && !isTemplateFileName(name) && !isCollectionPage(name);
  }).sort().slice(0, 24);
  let found = 0;
  for (const f of pages) {
    const head = readText(fs, f)?.slice(0, 1024) ?? '';
    if (FRONT_MATTER_NUMBER.test(head) && declaresStatus(head, statusMap)) found++;
  }
  return found >= 3 && found * 2 >= pages.length;
}

/**
 * Whether three of a series' pages (the first 16), and half of them, give their own number in a field named by the
 * series' letters: tock/tock's "doc/reference/trd104-syscalls.md" opens with "**TRD:** 104" and "**Status:** Draft",
 * beside drafts not numbered yet ("trd-spi.md", "**TRD:**" empty) and other reference pages. `letters`: lower case.
 */
function numberedBySeriesField(fs: WorkspaceFs, series: readonly string[], letters: string, numberOf: (f: string) => number | undefined, least = 3): boolean {
  if (!/^[a-z]{2,5}$/.test(letters)) return false;
  const field = new RegExp(`^(?:\\*\\*|__)?${letters}(?:\\*\\*|__)?:(?:\\*\\*|__)?[ \\t]{0,8}(?:\\*\\*|__)?0*(\\d{1,7})`, 'im');
  const pages = [...series].sort().slice(0, 16);
  let found = 0;
  for (const f of pages) {
    const n = field.exec(readText(fs, f)?.slice(0, 2048) ?? '')?.[1];
    if (n !== undefined && Number(n) === numberOf(f)) found++;
  }
  return found >= least && found * 2 >= pages.length;
}

/**
 * The files a Kubernetes-style enhancement proposal keeps its metadata in, beside its README: "kep.yaml"
 * (kubernetes-sigs/kueue), "metadata.yaml" (open-cluster-management-io/enhancements, kubernetes-sigs/gateway-api).
 */
export const KEP_METADATA_FILES = new Set(['kep.yaml', 'metadata.yaml']);

/**
 * The sidecar a proposal's page is read with (KEP_METADATA_FILES): "keps/693-multikueue/kep.yaml" beside the README.md
 * of a record folder right inside a proposal series. Nowhere else: a "metadata.yaml" beside other pages is some other
 * tool's.
 */
export function kepMetadataFileOf(path: string, collections: readonly Collection[], hasFile: HasFile): string | undefined {
  const name = posixBasename(path);
  if (!isReadmeName(name) && !isIndexName(name)) return undefined;
  const collection = collectionOf(collections, path);
  if (!collection?.proposals) return undefined;
  const folder = posixDirname(path);
  if (folder === collection.dir || posixDirname(folder) !== collection.dir) return undefined;
  for (const file of KEP_METADATA_FILES) if (hasFile(`${folder}/${file}`)) return `${folder}/${file}`;
  return undefined;
}

/** The Rust RFC template's metadata list, kept by other communities' proposals: "- Start Date: 2022-07-30". */
const PROPOSAL_START_DATE = /^[-*][ \t]+(?:\*\*)?start[ \t]date(?:\*\*)?[ \t]*:/im;

/**
 * The Kubernetes KEP template's front matter, kept by other communities' enhancements: "creation-date: 2020-03-09"
 * between the "---" lines, after the authors and reviewers (operator-framework/enhancements' "bundle-validation.md",
 * karmada-io/karmada's "docs/proposals/caching/README.md"). Bounded: the lists before it are short.
 */
const KEP_FRONT_MATTER_DATE = /^creation-date[ \t]{0,8}:/m;

/** Whether a page's head carries the Rust RFC template's metadata list or the KEP template's front matter. */
function carriesProposalMeta(head: string): boolean {
  if (PROPOSAL_START_DATE.test(head.slice(0, 1024))) return true;
  if (!head.startsWith('---')) return false;
  const close = head.indexOf('\n---', 3);
  return KEP_FRONT_MATTER_DATE.test(close < 0 ? head : head.slice(0, close));
}

/** Whether three of the pages (of the first 24) and half of them carry proposal metadata near their top (carriesProposalMeta). */
function carryProposalMeta(fs: WorkspaceFs, files: readonly string[]): boolean {
  const pages = [...files].sort().slice(0, 24);
  let found = 0;
  for (const f of pages) if (carriesProposalMeta(readText(fs, f)?.slice(0, 2048) ?? '')) found++;
  return found >= 3 && found * 2 >= pages.length;
}

/** A title that starts by naming the page a decision record: "ADR: Naming", "ADR - Logging", "Architecture Decision Record: X". */
const LABELLED_AS_RECORD = /^["']?\s*(?:ADR|architect(?:ure|ural)\s+decision(?:\s+record)?|decision\s+record)\s*(?::|\s[-–—])\s*\S/i;

/**
 * Whether pages call themselves decision records by their title's label, in front matter or the first heading
 * (Unleash: "contributing/ADRs/back-end/naming.md" titled "ADR: Naming", no number, status or date): two of them, and
 * at least half of the pages read. Reads at most 16 files' heads.
 */
function holdsLabelledRecords(fs: WorkspaceFs, files: readonly string[]): boolean {
  const pages = files.filter((f) => !isCollectionPage(posixBasename(f)) && !isTemplateFileName(posixBasename(f))).slice(0, 16);
  let found = 0;
  for (const page of pages) {
    const head = readText(fs, page)?.slice(0, 1024) ?? '';
    const title = /^title:\s*(.+)$/m.exec(head)?.[1] ?? /^#\s+(.+)$/m.exec(head)?.[1] ?? '';
    if (LABELLED_AS_RECORD.test(title)) found++;
  }
  return found >= 2 && found * 2 >= pages.length;
}

/**
 * How many of a folder's numbered pages (the first 16) are as adr-tools writes them: "# 2. Title" with the file's own
 * number, a "Date:" line and a "## Status" heading in the head of the page; or with the status and the day in front
 * matter instead ("status: Accepted", "date: 2023-08-11": kyma-project/telemetry-manager's "docs/contributor/arch/").
 */
/** A status heading, with or without its value, then a context heading, nothing else between but text. */
const NYGARD_OPENING = /^##[ \t]+Status\b[^\n]*\n(?:(?!#)[^\n]*\n)*##[ \t]+Context\b/m;

/**
 * Nygard's sections in his own order, the status after the decision: "## Context", "## Decision", then "## Status"
 * (simpledotorg/simple-server's "doc/arch/", where the status sits some sixty lines down).
 */
const CONTEXT_HEADING = /^##[ \t]+Context\b/m;
const DECISION_HEADING = /^##[ \t]+Decision\b/m;
const STATUS_HEADING = /^##[ \t]+Status[ \t]*$/m;

function statusAfterDecision(text: string): boolean {
  const context = CONTEXT_HEADING.exec(text)?.index;
  const decision = DECISION_HEADING.exec(text)?.index;
  const status = STATUS_HEADING.exec(text)?.index;
  return context !== undefined && decision !== undefined && status !== undefined && context < decision && decision < status;
}

function adrToolsShaped(fs: WorkspaceFs, files: readonly string[], numberOf: (f: string) => number | undefined): number {
  let shaped = 0;
  for (const page of files.slice(0, 16)) {
    const n = numberOf(page);
    if (n === undefined) continue;
    const head = readText(fs, page)?.slice(0, 1024) ?? '';
    // Nygard's sections in their order, under any title: "# React Native", "## Status: Accepted", "## Context"
    // (guardian/editions' "docs/02-✅-react-native.md").
    if (/^#\s+\S/.test(head) && (NYGARD_OPENING.test(head) || statusAfterDecision(readText(fs, page)?.slice(0, 8192) ?? ''))) {
      shaped++;
      continue;
    }
    // The title opens the page, or follows its front matter.
    const title = /^#\s+0*(\d{1,7})\.\s+\S/.exec(head) ?? (head.startsWith('---') ? /^#\s+0*(\d{1,7})\.\s+\S/m.exec(head) : null);
    if (!title || Number(title[1]) !== n) continue;
    if ((/^Date:\s*\d/m.test(head) && /^##\s+Status\s*$/m.test(head)) || (head.startsWith('---') && /^status:[ \t]*\S/m.test(head) && /^date:[ \t]*['"]?\d/m.test(head))) shaped++;
  }
  return shaped;
}

/**
 * Whether numbered pages call themselves decision records in their first heading, without a status line:
 * buildbarn/bb-adrs keeps "0001-buffer.md" titled "Buildbarn Architecture Decision Record #1: Buffer layer" at its
 * repository's root. Two of the pages, and at least half of them.
 */
function titledAsDecisionRecords(fs: WorkspaceFs, files: readonly string[], numbered: (f: string) => boolean): boolean {
  const pages = files.filter((f) => numbered(f)).slice(0, 16);
  let found = 0;
  for (const page of pages) {
    const head = readText(fs, page)?.slice(0, 1024) ?? '';
    const title = /^#\s+(.+)$/m.exec(head)?.[1] ?? '';
    if (DECISION_RECORD_TITLE.test(title)) found++;
  }
  return found >= 2 && found * 2 >= pages.length;
}

/**
 * Folders that file their records by status in sub-folders (LBHackney-IT/lbh-adrs: "Platform/Accepted/x.md",
 * "Platform/Draft/y.md", records named by their subject alone): two status folders or more under one folder, whose
 * Markdown declares statuses, or under a folder named like a collection ("decisions/accepted/"). One "accepted/"
 * folder alone, or status folders of pages that state none (links to records kept elsewhere), make no collection.
 */
function statusFiledFolders(
  fs: WorkspaceFs,
  markdownIn: ReadonlyMap<string, readonly string[]>,
  statusMap: Readonly<Record<string, Lifecycle>>,
  known: (dir: string) => boolean,
): string[] {
  const statusFoldersOf = new Map<string, string[]>();
  for (const dir of markdownIn.keys()) {
    if (!isStatusFolderName(posixBasename(dir)) || isCopyFolder(dir) || known(dir)) continue;
    const parent = posixDirname(dir);
    const list = statusFoldersOf.get(parent);
    if (list) list.push(dir);
    else statusFoldersOf.set(parent, [dir]);
  }
  const out: string[] = [];
  for (const [parent, folders] of statusFoldersOf) {
    // Prompts or reviews filed by their state ("docs/developers/prompts/implemented/", "prompts/superseded/",
    // BjornMelin/docmind-ai-llm: a coding agent's prompts marked "status: Completed") are companions of the records.
    if (folders.length < 2 || COMPANION_FOLDERS.has(posixBasename(parent).toLowerCase())) continue;
    const named = parent !== '' && mayBeCollectionDir(parent) && !isStatusFolderName(posixBasename(parent));
    if (named || holdsStatusedRecords(fs, folders.sort().flatMap((d) => markdownIn.get(d) ?? []), statusMap)) out.push(parent);
  }
  return out.sort();
}

/**
 * The request-for-comments template's opening sections, "Summary" then "Motivation", at any of the first three levels
 * ("# Summary", bytecodealliance/rfcs; "## Summary", seL4/rfcs): what a folder's pages are when the folder, not a
 * status line, says their state.
 */
const SUMMARY_HEADING = /^#{1,3}[ \t]+Summary[ \t]*$/im;
const MOTIVATION_HEADING = /^#{1,3}[ \t]+Motivation\b/im;

/**
 * Whether `path`, right in a collection of proposals whose records are its numbered files only, is one of them though
 * unnumbered: it opens as its numbered siblings do, with the Rust RFC template's metadata list ("- Start Date:") and
 * its "Summary" then "Motivation" (hyperledger/fabric-rfcs' "text/orderer-v3.md" beside "text/0001-x.md"). Not a
 * README, index, template or page about the collection. Read only for such a file, Markdown, in the collection's folder.
 */
export function unnumberedProposalOfSeries(c: Collection, path: string, text: (path: string) => string | undefined): boolean {
  if (!c.proposals || !c.numberedOnly || posixDirname(path) !== c.dir || !/\.md$/i.test(path)) return false;
  const name = posixBasename(path);
  if (isReadmeName(name) || isIndexName(name) || isTemplateFileName(name) || isCollectionPage(name) || /template/i.test(name)) return false;
  const head = text(path)?.slice(0, 8192);
  if (head === undefined || !carriesProposalMeta(head.slice(0, 2048))) return false;
  const summary = SUMMARY_HEADING.exec(head);
  return summary !== null && MOTIVATION_HEADING.test(head.slice(summary.index));
}

/** Whether a page opens as a request for comments (SUMMARY_HEADING, then MOTIVATION_HEADING, in its first 8 KB). */
function opensAsProposal(fs: WorkspaceFs, path: string): boolean {
  const head = readText(fs, path)?.slice(0, 8192) ?? '';
  const summary = SUMMARY_HEADING.exec(head);
  return summary !== null && MOTIVATION_HEADING.test(head.slice(summary.index));
}

/**
 * Status folders of proposals with no status line of their own, the folder's name their state: bytecodealliance/rfcs
 * merges an RFC by moving it into "accepted/" (its only status folder, at the root), seL4/rfcs files them in
 * "src/implemented/" and "src/active/". Under one parent, three pages or more of its status folders (not READMEs,
 * indexes or templates; the first 24), and half of them, open as requests for comments (opensAsProposal); then each
 * of its status folders holding such a page is a collection, and "active/" beside them too. A status folder of links
 * or notes stays none (see statusFiledFolders).
 */
function proposalsFiledByStatus(fs: WorkspaceFs, markdownIn: ReadonlyMap<string, readonly string[]>, known: (dir: string) => boolean): string[] {
  const foldersOf = new Map<string, string[]>();
  for (const dir of markdownIn.keys()) {
    const name = posixBasename(dir);
    if (!(isStatusFolderName(name) || LIFECYCLE_BESIDE_STATUS_FOLDERS.has(name.toLowerCase())) || isCopyFolder(dir) || known(dir)) continue;
    const parent = posixDirname(dir);
    foldersOf.set(parent, [...(foldersOf.get(parent) ?? []), dir]);
  }
  const out: string[] = [];
  for (const folders of foldersOf.values()) {
    if (!folders.some((d) => isStatusFolderName(posixBasename(d)))) continue;
    const pagesOf = (d: string): string[] => (markdownIn.get(d) ?? []).filter((f) => {
      const name = posixBasename(f);
      return posixDirname(f) === d && !isReadmeName(name) && !isIndexName(name) && !isTemplateFileName(name) && !isCollectionPage(name);
    });
    const pages = folders.sort().flatMap(pagesOf).slice(0, 24);
    const shaped = new Set(pages.filter((f) => opensAsProposal(fs, f)));
    if (shaped.size < 3 || shaped.size * 2 < pages.length) continue;
    for (const d of folders) if (pagesOf(d).some((f) => shaped.has(f))) out.push(d);
  }
  return out.sort();
}

/**
 * Topic folders numbering one series between them (wagov-dtt/architecture-decision-records: "security/001-isolation.md",
 * "operations/002-workloads.md", "development/003-apis.md"), their pages titled by their own id ("# ADR 001: …"): each
 * folder is a collection. Two folders or more under one parent, at least half of each one's numbered pages titled so
 * (at most 16 read per folder), and no number used in two of them: chapters or parts that each count from 1 are no
 * series, and numbered pages with other titles (a guide, a book) are no records.
 */
function seriesFolders(
  fs: WorkspaceFs,
  numberedIn: ReadonlyMap<string, readonly string[]>,
  numberOf: (f: string) => number | undefined,
  prefixes: readonly string[],
  known: (dir: string) => boolean,
): string[] {
  const childrenOf = new Map<string, string[]>();
  /** Per parent, the numbers of its sub-folders found as collections already. */
  const takenIn = new Map<string, Set<number>>();
  for (const dir of numberedIn.keys()) {
    if (dir === '' || isCopyFolder(dir)) continue;
    const parent = posixDirname(dir);
    if (known(dir)) {
      let taken = takenIn.get(parent);
      if (!taken) takenIn.set(parent, (taken = new Set()));
      for (const f of numberedIn.get(dir)!) {
        const n = numberOf(f);
        if (n !== undefined) taken.add(n);
      }
      continue;
    }
    const list = childrenOf.get(parent);
    if (list) list.push(dir);
    else childrenOf.set(parent, [dir]);
  }
  const out: string[] = [];
  for (const [parent, children] of childrenOf) {
    if (children.length < 2) continue;
    // "docs/operations/adr-0033-data-recovery.md" beside "docs/adr/0033-…" (Stellar-Index/StellarIndex): pages about the
    // records of a collection beside them, numbered after those, are no series of their own.
    const taken = takenIn.get(parent);
    const titled = children.filter((d) => titledByOwnIds(fs, numberedIn.get(d) ?? [], numberOf, prefixes) && !(taken && (numberedIn.get(d) ?? []).some((f) => taken.has(numberOf(f) ?? -1))));
    if (titled.length < 2) continue;
    if (!sharesNumbers(titled.map((d) => (numberedIn.get(d) ?? []).map(numberOf)))) out.push(...titled);
  }
  return out.sort();
}

/** Whether a number is used in two of the folders (each folder's numbers given). */
function sharesNumbers(folders: ReadonlyArray<ReadonlyArray<number | undefined>>): boolean {
  const used = new Set<number>();
  for (const numbers of folders) {
    const own = new Set(numbers);
    for (const n of own) if (n !== undefined && used.has(n)) return true;
    for (const n of own) if (n !== undefined) used.add(n);
  }
  return false;
}

/** Whether one numbered page carries its own id in its title ("# ADR 001: …" in 001-x.md): a page of a topic series. */
export function titledByOwnId(fs: WorkspaceFs, file: string, number: number | undefined, prefixes: readonly string[]): boolean {
  return number !== undefined && titledByOwnIds(fs, [file], () => number, prefixes);
}

/** Whether at least half of a folder's numbered pages (and one) carry their own id in their title ("# ADR 001: …" in 001-x.md). */
function titledByOwnIds(fs: WorkspaceFs, files: readonly string[], numberOf: (f: string) => number | undefined, prefixes: readonly string[], least = 1): boolean {
  const pages = files.filter((f) => !isTemplateFileName(posixBasename(f))).slice(0, 16);
  const idTitle = new RegExp(`^(?:${prefixes.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|') || DEFAULT_PREFIX})[-_ ]?0*(\\d{1,7})(?!\\d)`, 'i');
  let titled = 0;
  for (let i = 0; i < pages.length && (titled + pages.length - i) * 2 >= pages.length; i++) {
    const head = readText(fs, pages[i]!)?.slice(0, 1024) ?? '';
    const title = /^#[ \t]+(.+)$/m.exec(head)?.[1] ?? (asciiDocTitleOf(pages[i]!, head) || plainIdLineOf(head));
    const m = idTitle.exec(title.trim());
    if (m && Number(m[1]) === numberOf(pages[i]!)) titled++;
  }
  return titled >= least && titled * 2 >= pages.length;
}

/** An AsciiDoc page's document title, "= ADR 001 - CI strategy" (get10101/10101's "docs/001-ci-strategy.adoc"). */
const ASCIIDOC_TITLE = /^=[ \t]+(\S[^\n]{0,200})$/m;
const asciiDocTitleOf = (path: string, head: string): string => (/\.a(?:scii)?doc$/i.test(path) ? ASCIIDOC_TITLE.exec(head)?.[1] ?? '' : '');

/**
 * A page with no heading whose first line is its id and title, over a status line: "ADR 0001: Frontend Framework
 * Selection" then "Status: Accepted" (henrylee746/JOCA's "docs/0001-choice-of-fe.md").
 */
const PLAIN_ID_FIRST_LINE = /^(ADR[-_ ]?\d{1,7}[ \t]{0,3}[:：][^\n]{1,200})\r?\n[ \t]{0,3}[*_]{0,2}Status[*_]{0,2}[ \t]{0,3}:/i;
const plainIdLineOf = (head: string): string => PLAIN_ID_FIRST_LINE.exec(head.replace(/^\uFEFF/, ''))?.[1] ?? '';

const DECISION_RECORD_TITLE = /\b(?:architect(?:ure|ural)\s+)?decision\s+records?\b|\bADR\b/i;

/** Whether `path` ends with the lower-case segments `suffix`, in any case ("docs/Technical-Documentation/Architecture-Decision-Record", raft-tech/TANF-app). */
function endsWithSegments(path: string, suffix: string): boolean {
  if (path.length < suffix.length) return false;
  const tail = path.slice(path.length - suffix.length).toLowerCase();
  return tail === suffix && (path.length === suffix.length || path.charCodeAt(path.length - suffix.length - 1) === 47);
}

function readText(fs: WorkspaceFs, path: string): string | undefined {
  const bytes = fs.readFile(path);
  const text = bytes ? decodeBytes(bytes, 64 * 1024).text : undefined;
  return text === undefined ? undefined : blankAnchorDefinitions(text);
}

/**
 * A heading opening with a decision's id and its title ("### ADR-003: Resumen por subfases", "## 🧭 ADR-12 — Cache"):
 * the id's prefix and number. Bounded: a heading line, a short decoration before the id.
 */
const LOG_ENTRY_HEADING = /^#{2,6}[ \t]{1,4}(?:[^\p{L}\p{N}\s]{1,4}[ \t]{0,2})?(\p{L}{1,12})[-_ ]?(\d{1,6})[ \t]{0,4}[:：.—–-][ \t]{0,4}[`"'“‘«(*_]{0,2}\p{L}/gmu;

/** How many ids open titled headings of a page for it to be a decision log's chapter (as DECISION_LOG_HEADINGS). */
const LOG_CHAPTER_ENTRIES = 5;

/**
 * Whether the numbered pages of a folder named for decisions are the chapters of one decision log rather than records:
 * FelipePepe/TeamHub splits its "docs/decisiones.md" into "docs/decisiones/01-adrs-por-categoria.md" …
 * "04-progreso-releases-cobertura.md", each keeping many decisions under "### ADR-003: …" headings with their own
 * "- Estado:" and "- Fecha:" lines. A record opens with its own id, if any; a chapter keeps five or more. Half of the
 * numbered pages (of the first 16), two at least, are such chapters. Reads at most 16 pages, stopping once settled.
 */
function chaptersOfALog(fs: WorkspaceFs, numbered: readonly string[], prefixes: readonly string[]): boolean {
  const pages = numbered.filter((f) => !isTemplateFileName(posixBasename(f))).sort().slice(0, 16);
  const needed = Math.max(2, Math.ceil(pages.length / 2));
  if (pages.length < needed) return false;
  const known = new Set(prefixes.map((p) => p.toLowerCase()));
  known.add(DEFAULT_PREFIX.toLowerCase());
  let found = 0;
  for (let i = 0; i < pages.length && found + pages.length - i >= needed; i++) {
    const text = readText(fs, pages[i]!);
    if (text === undefined) continue;
    const ids = new Set<string>();
    for (const m of text.matchAll(LOG_ENTRY_HEADING)) {
      if (known.has(m[1]!.toLowerCase())) ids.add(`${m[1]!.toLowerCase()}-${Number(m[2])}`);
      if (ids.size >= LOG_CHAPTER_ENTRIES) break;
    }
    if (ids.size >= LOG_CHAPTER_ENTRIES && ++found >= needed) return true;
  }
  return false;
}

/** A value still to choose or fill in: "[Proposed | Accepted]", "{Draft | Accepted}", "<status>", "Proposed | Accepted", "# 1. Title". */
const PLACEHOLDER_VALUE = /[[{<|]|\b(?:X{3,}|N{3,}|YYYY|[Tt]itle|TITLE)\b/;

/**
 * Whether `text`, the text of a file named as a template ("0001-adr-template.md"), is a record all the same: numbered
 * as records are (not 0), titled without a placeholder, and declaring a known status near its top, outside code
 * blocks, with nothing left to choose. arsnova-dev/arsnova-click-v3's "docs/architecture/decisions/0001-adr-template.md"
 * ("# ADR-0001: ADR-Template & Konventionen", "**Status:** Accepted", "**Datum:** 2026-02-18") and tovrleaf/obscvratfi's
 * "docs/adr/0001-adr-template.md" ("# 1. ADR Template Structure", "**Status:** Accepted") decide their collections'
 * template, showing it in a fenced block; nckhrdy/smart-recipe-planner's file of the same name is the template
 * ("# ADR XXXX: [Title]", "[Proposed | Accepted | …]"), and daemin-kim/hamalog-backend's ("# ADR 템플릿") gives its
 * status only inside the fenced template.
 */
export function filledAsRecord(name: string, text: string, statusMap: Readonly<Record<string, Lifecycle>>): boolean {
  const number = numberFromFileName(name, [DEFAULT_PREFIX])?.number;
  if (number === undefined || number === 0) return false;
  const head: string[] = [];
  let fenced = false;
  for (const line of text.slice(0, 4096).replace(/^\uFEFF/, '').split(/\r?\n/)) {
    if (/^[ \t]{0,3}(?:```|~~~)/.test(line)) fenced = !fenced;
    else if (!fenced) head.push(line);
    if (head.length >= 30) break;
  }
  const title = head.find((l) => /^#[ \t]/.test(l));
  if (title === undefined || PLACEHOLDER_VALUE.test(title)) return false;
  const joined = head.join('\n');
  const m = DECLARES_STATUS.exec(joined);
  return m !== null && !PLACEHOLDER_VALUE.test(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? '') && declaresStatus(joined, statusMap);
}

export interface DiscoveryInput {
  files: readonly string[];
  directories: ReadonlySet<string>;
  /** isRecordFile over these files (see recordFileTest); one is made when absent. */
  isRecord?: RecordFileTest;
  /**
   * Filled in with the folders of other projects whose collections were left out (see inOtherProject): an example
   * project's "examples/analytics-platform/" beside the workspace's own records. What is written there cites that
   * project's decisions, not the workspace's. And with a docs site's copies of a collection (see siteCopies): their
   * pages are the records again, not documents citing them.
   */
  otherProjects?: string[];
}

/** isRecordFile(dir, path, hasFile) for one set of files. */
export type RecordFileTest = (dir: string, path: string) => boolean;

/**
 * isRecordFile over one unchanging set of files, each answer kept: discovery asks it of every file up to three times
 * (numbering, series folders, prefixes) and the load once more to classify, and the name tests add up to tens of
 * milliseconds on a large workspace. Valid only while `hasFile` answers the same.
 */
export function recordFileTest(hasFile: HasFile, filled?: FilledTest): RecordFileTest {
  const byDir = new Map<string, Map<string, boolean>>();
  return (dir, path) => {
    let known = byDir.get(dir);
    if (!known) byDir.set(dir, (known = new Map()));
    let answer = known.get(path);
    if (answer === undefined) known.set(path, (answer = isRecordFile(dir, path, hasFile) || (filled !== undefined && (filledTemplateNamedRecord(dir, path, filled) || loneCompanionNamed(dir, path, hasFile, filled)))));
    return answer;
  };
}

/** A file's text, when `filledAsRecord` is to be asked of it (see filledTemplateNamedRecord). */
export interface FilledTest {
  text(path: string): string | undefined;
  statusMap: Readonly<Record<string, Lifecycle>>;
  /** Whether another file in the folder of `path` starts with the number its name does ("006-x.md" for "006-summary.md"). */
  numberShared?(path: string): boolean;
}

/**
 * numberShared over a set of files: the folders' file names grouped by the number they open with, once. Valid while
 * the set holds the same files.
 */
export function sharedNumbers(files: Iterable<string>): (path: string) => boolean {
  let counts: Map<string, number> | undefined;
  const keyOf = (path: string): string | undefined => {
    const m = /^(?:[a-z]{1,12}[-_]?)?0*(\d{1,7})[-_.]/i.exec(posixBasename(path));
    return m ? `${posixDirname(path)}\n${m[1]}` : undefined;
  };
  return (path) => {
    if (!counts) {
      counts = new Map();
      for (const f of files) {
        const key = keyOf(f);
        if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    const key = keyOf(path);
    return key !== undefined && (counts.get(key) ?? 0) > 1;
  };
}

/**
 * Whether a file right in collection `dir`, named as a template, is a record all the same (see filledAsRecord). Reads
 * only files so named, and numbered.
 */
export function filledTemplateNamedRecord(dir: string, path: string, filled: FilledTest): boolean {
  const name = posixBasename(path);
  const template = isTemplateFileName(name);
  // Or named as a companion of a record ("004-implementation-notes.md", gestima's "docs/ADR/"), yet the record itself:
  // titled by its own number with a subject that is no companion's ("# ADR-004: Audit + WAL + Optimistic Locking").
  const companion = !template && COMPANION_OF_RECORD.test(name);
  if (posixDirname(path) !== dir || !(template || companion) || !/^(?:[a-z]{1,12}[-_]?)?0*[1-9]/i.test(name)) return false;
  const text = filled.text(path);
  return text !== undefined && filledAsRecord(name, text, filled.statusMap) && (!companion || titledAsOwnRecord(name, text));
}

/**
 * A file named as a companion page ("2946-spaces-summary.md") with no other file of its number beside it: there is no
 * record for it to go with, so it is judged as any other file (matrix-org/matrix-spec-proposals' "MSC2946: Spaces
 * Summary", "MSC3266: Room Summary API").
 */
function loneCompanionNamed(dir: string, path: string, hasFile: HasFile, filled: FilledTest): boolean {
  const name = posixBasename(path);
  // Numbered alone: "cm003-implementation-spec.md" is a work item's spec (HTT-BRANDS/azure-governance-platform).
  return /^\d/.test(name) && COMPANION_OF_RECORD.test(name) && filled.numberShared !== undefined && !filled.numberShared(path) && isRecordFile(dir, path, hasFile, true);
}

/** A title naming the record by its file's number, then a subject that is not a companion page's ("Implementation Guide"). */
function titledAsOwnRecord(name: string, text: string): boolean {
  const number = numberFromFileName(name, [DEFAULT_PREFIX])?.number;
  const title = /^#[ \t]+(.+)$/m.exec(text.slice(0, 4096))?.[1];
  if (number === undefined || title === undefined) return false;
  const m = /^(?:[A-Za-z]{1,12}[-_ ]?)?0*(\d{1,7})[ \t]*[:.\u2013\u2014-][ \t]*(\S.*)$/.exec(title.trim());
  return m !== null && Number(m[1]) === number && !COMPANION_SUBJECT.test(m[2]!);
}

const COMPANION_SUBJECT = /\b(?:summary|notes|guide|quick[- ]?ref(?:erence)?|cheat[- ]?sheet|checklist|report|plan|status|spec(?:ification)?|readme|matrix)\b/i;

/**
 * Whether a file of collection `c` is one of its records by its place and name, when only numbered files are
 * (Collection.numberedOnly): right in the folder and named by a number, or a numbered record folder's page.
 */
export function numberedInCollection(c: Collection, path: string, prefixes: readonly string[]): boolean {
  if (!c.numberedOnly) return true;
  const rest = c.dir ? path.slice(c.dir.length + 1) : path;
  const parts = rest.split('/');
  // In a folder named for decisions ("proposed-adrs/", guardian/dotcom-rendering) or a status, every page is one.
  if (parts.slice(0, -1).some((f) => isWeakName(f) || isStatusFolderName(f))) return true;
  if (parts.length === 1) {
    // "adr-draft-spectrum-spec.md" (celestiaorg/celestia-app): named by the records' prefix, if not yet numbered.
    const lower = parts[0]!.toLowerCase();
    // Named by a day ("20190826-grpc-outputs.md", a collection of proposals) is numbered too.
    // "RFC-015-tag-functions.md" beside "0001-error-model.md" in "docs/rfcs/" (janus-lang/janus): named by the
    // collection's own prefix, which the workspace's may not hold (not "RFC": prose cites the IETF's).
    const own = ownPrefixes(c, prefixes);
    return numberFromFileName(parts[0]!, own) !== undefined || namedByMisspelledPrefix(parts[0]!, own) || own.some((p) => lower.startsWith(`${p.toLowerCase()}-`) || lower.startsWith(`${p.toLowerCase()}_`)) || (c.proposals === true && (dayOfName(parts[0]!) !== undefined || isMonthNamed(parts[0]!)));
  }
  if (parts.length !== 2) return false;
  // "docs/architecture/old/adr-002-x.md", "archive/" (cosmos/ibc-go, where `mv` put a retired record): a record kept in
  // the collection's archive, numbered as the others.
  if (parts[0]!.toLowerCase().split(/[-_ ]+/).some((w) => ARCHIVE_WORDS.has(w)) && numberFromFileName(parts[1]!, ownPrefixes(c, prefixes)) !== undefined) return true;
  // A proposals series filed by topic ("oteps/trace/0006-sampling.md" beside "oteps/0100-x.md",
  // open-telemetry/opentelemetry-specification): its topic folders' numbered pages are proposals of the series.
  if (c.proposals === true && !isRecordFolderName(parts[0]!) && numberFromFileName(parts[1]!, ownPrefixes(c, prefixes)) !== undefined) return true;
  if (c.dir === '' && rootSeriesFolder(parts[0]!, parts[1]!)) {
    const letters = PREFIXED_SERIES_NUMBER_FOLDER.exec(parts[0]!)![1]!.toLowerCase();
    return ownPrefixes(c, prefixes).some((p) => p.toLowerCase() === letters);
  }
  if (!isReadmeName(parts[1]!) && !isIndexName(parts[1]!)) return false;
  // "spec/core/ics-002-client-semantics/README.md" (cosmos/ibc): a record folder named by the collection's own prefix.
  return isRecordFolderIn(c.dir, parts[0]!) || (c.recordFolders === true && numberFromFileName(`${parts[0]!}.md`, [c.prefix])?.prefix !== undefined);
}

/** Letters, then a number, at a file name's start ("ARD019-IO-manager.md" → "ARD"). */
const LETTERS_BEFORE_NUMBER = /^([A-Za-z]{3,5})[-_]?\d{1,7}(?:[-_. ]|$)/;

/**
 * Whether a file's name starts with one of the prefixes with two of its letters swapped, then a number:
 * quick-lint/quick-lint-js's "ARD019-IO-manager.md", titled "# ADR019: I/O manager", beside "ADR001" to "ADR018". A typo in
 * the name, not another series: the title gives the record its id.
 */
function namedByMisspelledPrefix(name: string, prefixes: readonly string[]): boolean {
  const letters = LETTERS_BEFORE_NUMBER.exec(name)?.[1]?.toUpperCase();
  if (letters === undefined) return false;
  const sorted = [...letters].sort().join('');
  return prefixes.some((p) => p.length === letters.length && p.toUpperCase() !== letters && [...p.toUpperCase()].sort().join('') === sorted);
}

/** The workspace's prefixes and the collection's own ("RFC" of "docs/rfcs/"). */
function ownPrefixes(c: Collection, prefixes: readonly string[]): readonly string[] {
  return c.prefix && !prefixes.some((p) => p.toLowerCase() === c.prefix.toLowerCase()) ? [...prefixes, c.prefix] : prefixes;
}

/** The deepest collection holding `path`, if any. */
export function collectionOf(collections: readonly Collection[], path: string): Collection | undefined {
  let best: Collection | undefined;
  for (const c of collections) {
    // "docs/adr/x.md" is inside "docs/adr", "docs/adrs/x.md" is not: the folder, then a slash. Tested without
    // building `${dir}/` for every collection and every file of a load.
    const inside = c.dir === '' || (path.length > c.dir.length && path.charCodeAt(c.dir.length) === 47 && path.startsWith(c.dir));
    if (inside && (!best || c.dir.length > best.dir.length)) best = c;
  }
  return best;
}

export function discoverCollections(fs: WorkspaceFs, config: ResolvedConfig, input: DiscoveryInput): Collection[] {
  /** Number of each file's record name, asked once per file (numbering, series folders, prefixes). */
  const numbers = new Map<string, ReturnType<typeof numberFromFileName> | null>();
  const numberOf = (f: string) => {
    let n = numbers.get(f);
    if (n === undefined) numbers.set(f, (n = numberFromFileName(recordFileName(f), config.idPrefixes) ?? null));
    return n ?? undefined;
  };
  const found = new Map<string, Collection['source']>();
  /** Collections of a folder of other documents, whose numbered files alone are records (see Collection.numberedOnly). */
  const numberedOnlyDirs = new Set<string>();
  /** Folders of a series filed beside its template, and the series the template names (see SERIES_TEMPLATE_NAME). */
  let templatedSeriesOf: Map<string, string> | undefined;
  /** Folders of proposal folders named by their ids, and the series those name ("ICS"; see holdsSeriesIdFolders). */
  const idFolderSeriesOf = new Map<string, string>();
  /** Collections of proposals (see PROPOSAL_FOLDER). */
  const proposalDirs = new Set<string>();
  /** Collections of proposals named by their subjects, not numbered (see carryProposalMeta). */
  const unnumberedProposalDirs = new Set<string>();
  const add = (dir: string | undefined, source: Collection['source']) => {
    if (dir === undefined || found.has(dir) || !input.directories.has(dir)) return;
    // Not a folder named for work items, nor one right inside it, unless its own name says decisions: "docs/ticket-specs/
    // TAS-71.md" and "docs/ticket-specs/TAS-100/analysis.md" (tasker-systems/tasker-core-rs) are tickets' pages. (A
    // service named "task-service" higher up keeps its docs.)
    if (source !== 'config' && dir.split('/').slice(-2).some((s) => WORK_ITEM_FOLDER.test(s)) && !(STRONG.some((s) => endsWithSegments(dir, s)) || WEAK_SUFFIXES.some((s) => endsWithSegments(dir, s)) || isWeakName(posixBasename(dir)))) return;
    found.set(dir, source);
  };
  /** Inside a collection found already (its subfolders hold its records). */
  // A collection of record folders named by their subject holds only its folders' pages: the folders beside them
  // ("doc/meta-decisions/" beside "doc/containerization/index.md", GIG-Cymru-NHS-Wales) may be collections of their own.
  // So does a series at the root (rootSeriesPages): "CIP-0088/CIPs/0025/README.md" is a page of CIP-0088, not a
  // collection of proposals of its own; "BiweeklyMeetings/" beside it may be one.
  const isInsideFound = (dir: string): boolean =>
    [...found.keys()].some((c) => (c === '' ? subjectFolderDirs.has(c) || inRootSeriesFolder(dir) : dir.startsWith(`${c}/`)) && !(subjectFolderDirs.has(c) && !inRecordFolderOf(c, dir)));
  const inRootSeriesFolder = (dir: string): boolean => rootSeriesFolders?.has(dir.split('/', 1)[0]!) === true;
  /** The folders of the series at the root (see rootSeriesPages), once asked: the root is its collection when any. */
  let rootSeriesFolders: Set<string> | undefined;
  /** That series' prefix ("CIP") and the width its folders pad their numbers to, as their names say. */
  let rootSeriesId: { prefix: string; width: number } | undefined;
  /** Collections of record folders named by their subject (Collection.recordFolders). */
  const subjectFolderDirs = new Set<string>();
  /** Whether `dir` is (or is inside) one of the record folders of collection `c`. */
  const inRecordFolderOf = (c: string, dir: string): boolean => {
    const rest = c === '' ? dir : dir.slice(c.length + 1);
    const slash = rest.indexOf('/');
    const folder = slash < 0 ? dir : dir.slice(0, dir.length - rest.length + slash);
    pageFolders ??= new Set(input.files.filter((f) => isReadmeName(posixBasename(f)) || isIndexName(posixBasename(f))).map(posixDirname));
    return pageFolders.has(folder);
  };
  /** The folders holding a README.md or index.md, gathered when first asked. */
  let pageFolders: Set<string> | undefined;
  /** The folders holding a KEP's metadata (KEP_METADATA_FILES), gathered when first asked. */
  let kepFolders: Set<string> | undefined;
  if (config.collections.length > 0) {
    const globs = config.collections.filter((c) => /[*?[{]/.test(c));
    for (const c of config.collections) if (!globs.includes(c)) add(c, 'config');
    const match = globMatcher(globs);
    for (const d of [...input.directories].sort()) if (match(d)) add(d, 'config');
  } else {
    for (const f of input.files) {
      const name = posixBasename(f);
      if (name === '.adr-dir') {
        const target = adrDirTarget(fs, f);
        if (target) add(target, 'adr-dir');
      } else if (name === 'adr.properties' && isAdrPropertiesPath(f)) {
        const target = adrPropertiesTarget(fs, f);
        if (target) add(target, 'adr-dir');
      } else if (name === '.log4brains.yml' || name === '.log4brains.yaml') {
        for (const folder of log4brainsFolders(readText(fs, f))) add(joinRelative(posixDirname(f), folder), 'log4brains');
      }
    }
    const numberedMarkdown = new Set<string>();
    /** Per folder, Markdown files named by id ("adr-007-x.md", "ADR-0012-y.md"). */
    const prefixNamed = new Map<string, string[]>();
    /** Per folder, its Markdown files (folders named like collections are looked into for statuses). */
    const markdownIn = new Map<string, string[]>();
    /** Per folder, its Markdown files named by a number ("001-isolation.md"; not record folders' READMEs). */
    const numberedIn = new Map<string, string[]>();
    for (const f of input.files) {
      if (!hasRecordExtension(f) || TRANSLATED_SITE.test(f)) continue;
      const dir = posixDirname(f);
      if (COMPANION_FOLDERS.has(posixBasename(dir).toLowerCase())) continue;
      const inFolder = markdownIn.get(dir);
      if (inFolder) inFolder.push(f);
      else markdownIn.set(dir, [f]);
      const name = posixBasename(f);
      // A record folder's README.md ("decision-records/2022-02-03-integration-testing/README.md") numbers the folder above it.
      if (isReadmeName(name) || isIndexName(name)) {
        const folder = posixDirname(f);
        if (folder && isRecordFolderName(posixBasename(folder))) numberedMarkdown.add(posixDirname(folder));
        continue;
      }
      // (Not a README or index: the record's name is the file's.)
      const n = numberOf(f);
      // Named by a day ("2018-07-25 Attributes as patterns.md", runtimeverification/haskell-backend's
      // design-decisions/): dated records, as a weakly named folder's numbered ones are.
      if (!n && (dayOfName(name) || isMonthDayNamed(name))) numberedMarkdown.add(dir);
      if (!n) continue;
      numberedMarkdown.add(dir);
      const numbered = numberedIn.get(dir);
      if (numbered) numbered.push(f);
      else numberedIn.set(dir, [f]);
      if (n.prefix) {
        const named = prefixNamed.get(dir);
        if (named) named.push(f);
        else prefixNamed.set(dir, [f]);
      }
    }
    /** A folder named for decisions ("docs/adr", "decisions", "architecture-decision-records"). */
    const namedForDecisions = (d: string): boolean =>
      STRONG.some((s) => endsWithSegments(d, s)) || d === 'adr' || WEAK_SUFFIXES.some((s) => endsWithSegments(d, s)) || isWeakName(posixBasename(d));
    /** The numbers of the files in folders named for decisions: the ids the workspace's records have. */
    const decisionNumbers = new Map<number, Set<string>>();
    for (const [d, list] of numberedIn) {
      if (!namedForDecisions(d)) continue;
      for (const f of list) {
        const n = numberOf(f)!.number;
        let subjects = decisionNumbers.get(n);
        if (!subjects) decisionNumbers.set(n, (subjects = new Set()));
        subjects.add(wordsAfterNumber(posixBasename(f)) ?? '');
      }
    }
    /**
     * A page named after a record of the decision folders ("adr-0033-data-recovery.md" for "0033-data-recovery.md"),
     * rather than a record of another series that reuses the number ("adr-001-home-manager-for-darwin.md" beside
     * "docs/adr/001-go-workspace-….md", LarsArtmann/Setup-Mac).
     */
    const aboutADecision = (f: string): boolean => {
      const subjects = decisionNumbers.get(numberOf(f)!.number);
      return subjects !== undefined && subjects.has(wordsAfterNumber(posixBasename(f)) ?? '');
    };
    /**
     * Two files named by id or more, which are most of the folder's Markdown or declare statuses: CERTCC/Vultron's
     * plan/history/2608/learning holds 96 "ISSUE-2266.md" and "CONCERN-1667.md" notes and 4 "ADR-0015.md" notes about
     * its decisions, none with a status; docs/architecture/ may hold "ADR-001-x.md" among other pages.
     */
    /** Whether a file name's prefix is the workspace's own or "ADR": a decision's id, not a tracker's. */
    const knownPrefix = (prefix: string | undefined): boolean => prefix !== undefined && (prefix.toLowerCase() === 'adr' || config.idPrefixes.some((p) => p.toLowerCase() === prefix.toLowerCase()));
    const namedByIdMostly = (d: string): 'most' | 'few' | false => {
      const named = (prefixNamed.get(d) ?? []).filter((f) => {
        const name = posixBasename(f);
        return !TASK_OF_RECORD.test(name) && !COMPANION_OF_RECORD.test(name) && !ADDED_PAGE.test(name) && !LEVEL_NAMED.test(name);
      });
      if (named.length < 2) return false;
      // A folder of work notes named by their tracker's ids ("docs/internal/review/bead-0034-adr-0028-review.md", 297
      // of them in 45ck/Portarium, none with a status): reviews of the decisions, not decisions.
      if (WORK_NOTES_FOLDER.test(posixBasename(d)) && !named.some((f) => knownPrefix(numberOf(f)?.prefix)) && !holdsStatusedRecords(fs, named, config.statusMap)) return false;
      if (named.length * 2 >= (markdownIn.get(d)?.length ?? 0)) return 'most';
      // A few among other documents: not "docs/operations/adr-0033-data-recovery.md" beside "docs/adr/0033-…"
      // (Stellar-Index/StellarIndex), a page about that record named after it.
      const own = named.filter((f) => namedForDecisions(d) || !aboutADecision(f));
      // A series of its own reusing the decision folders' numbers is a longer one than two pages ("runbooks/
      // adr-0001-failover.md", "adr-0002-cache.md": runbooks for records 1 and 2, under other names).
      // Titled by their own ids too ("# ADR-001: Use Home Manager"), as notes about those records are not
      // ("docs/notes/adr0034-impl-plan.md", "# 实施计划", alfadb/pi-astack).
      const reused = !namedForDecisions(d) && own.some((f) => decisionNumbers.has(numberOf(f)!.number));
      if (reused && (own.length < 3 || !titledByOwnIds(fs, own, (f) => numberOf(f)?.number, config.idPrefixes))) return false;
      return own.length >= 2 && holdsStatusedRecords(fs, own, config.statusMap) ? 'few' : false;
    };
    /**
     * Whether the pages of folder `d` not named by id are guides rather than records: two or more, none stating a
     * status near its top. gaborage/go-bricks keeps "wiki/adr_001_x.md" … beside its deep-dive guides ("wiki/cache.md",
     * "wiki/troubleshooting.md") and their index; the folder's name says nothing of decisions, its naming does.
     */
    const guidesBesideNamedRecords = (d: string): boolean => {
      const named = new Set(prefixNamed.get(d) ?? []);
      // A README, an index and a template are any decision folder's own pages (cometbft's docs/references/architecture,
      // whose older records are in tendermint-core/ below it), no guides.
      const others = (markdownIn.get(d) ?? []).filter((f) => {
        const name = posixBasename(f);
        return posixDirname(f) === d && !named.has(f) && !isReadmeName(name) && !isIndexName(name) && !isTemplateFileName(name);
      });
      return others.length >= 2 && !others.slice(0, 16).some((f) => {
        const head = readText(fs, f)?.slice(0, 2048);
        return head !== undefined && declaresStatus(head, config.statusMap);
      });
    };
    /**
     * A series named by a prefix the workspace does not know yet, titled as decision records: ecmwf/codex keeps
     * "MARS language/MARS-001-x.md" … "MARS-008-y.md", each "# MARS Language Decision Record 001: …", beside its "ADR/".
     * Or a community's improvement proposals stating their statuses: aptos-foundation/AIPs' "aips/aip-001-x.md"
     * ("Status: Accepted" in front matter), stellar/stellar-protocol's "core/cap-0001.md" and "ecosystem/sep-0001.md"
     * (in a fenced preamble). Three pages or more, nearly all of the folder's, named by one prefix; the prefix is learned
     * from them afterwards (ownCollectionPrefixes).
     */
    /**
     * Nearly all of a folder's pages named by one improvement-proposal prefix ("aips/aip-001-x.md", aptos-foundation/
     * AIPs): a community's proposals, whose template is its own, not an ADR's.
     */
    const namedAsProposals = (d: string): boolean => {
      const pages = (markdownIn.get(d) ?? []).filter((f) => posixDirname(f) === d && !isReadmeName(posixBasename(f)) && !isTemplateFileName(posixBasename(f)));
      // Letters cited far beyond their repository ("EIP", "ERC", "BIP") are its own in a folder named for them
      // ("ERCS/erc-20.md", ethereum/ERCs).
      const folderSeries = seriesPrefixOfFolder(d)?.toLowerCase();
      const named = pages.filter((f) => {
        const letters = unknownPrefixOf(f, NO_PREFIXES);
        return (letters !== undefined && PROPOSAL_SERIES_PREFIX.test(letters)) || (folderSeries !== undefined && prefixLettersOf(f) === folderSeries);
      });
      // Half is enough in a folder named for the series ("XIPs/", beside xmtp's "xrc-19-x.md" and "z-stagnant_xip-14-x.md").
      return named.length >= 3 && (named.length * 4 >= pages.length * 3 || (folderSeries !== undefined && named.length * 2 >= pages.length));
    };
    const ownPrefixedDecisionRecords = (d: string): 'records' | 'proposals' | false => {
      if (WORK_NOTES_FOLDER.test(posixBasename(d)) && !(markdownIn.get(d) ?? []).some((f) => knownPrefix(numberOf(f)?.prefix)) && !holdsStatusedRecords(fs, markdownIn.get(d) ?? [], config.statusMap)) return false;
      const pages = (markdownIn.get(d) ?? []).filter((f) => {
        const name = posixBasename(f);
        return !isTemplateFileName(name) && !isReadmeName(name) && !isIndexName(name) && !isCollectionPage(name);
      });
      const known = new Set(config.idPrefixes.map((p) => p.toLowerCase()));
      const byPrefix = new Map<string, string[]>();
      const folderSeries = seriesPrefixOfFolder(d)?.toLowerCase();
      for (const f of pages) {
        // "ERCS/erc-20.md": letters cited far beyond their repository are its own in the folder named for them.
        const letters = unknownPrefixOf(f, known) ?? (folderSeries !== undefined && prefixLettersOf(f) === folderSeries ? folderSeries : undefined);
        if (letters !== undefined) byPrefix.set(letters, [...(byPrefix.get(letters) ?? []), f]);
      }
      const [letters, series] = [...byPrefix].sort((a, b) => b[1].length - a[1].length)[0] ?? ['', []];
      // Not a folder with Markdown of its own further down: openedx/openedx-proposals keeps "oeps/best-practices/
      // oep-0067-x.rst" above "oep-0067/decisions/frontend/0001-y.rst", records a collection of their own holds.
      if (series.length < 3 || [...markdownIn.keys()].some((k) => k.startsWith(`${d}/`))) return false;
      const most = series.length * 4 >= pages.length * 3;
      if (most && titledAsDecisionRecords(fs, series, () => true)) return 'records';
      // Proposals, as those of a folder named for them are: their template is the community's, not an ADR's.
      if (most && (PROPOSAL_SERIES_PREFIX.test(letters) || letters === folderSeries) && holdsStatusedRecords(fs, series, config.statusMap)) return 'proposals';
      // Or, among other pages too, giving their own number in a field of the series' name (see numberedBySeriesField).
      return numberedBySeriesField(fs, series, letters, (f) => numberFromFileName(recordFileName(f), [letters])?.number) && holdsStatusedRecords(fs, series, config.statusMap) ? 'proposals' : false;
    };
    /**
     * The Markdown one folder down, when the folder holds none of its own records: topic folders of unnumbered records
     * (Unleash's "contributing/ADRs/back-end/", MohETS's "docs/ADR/iteration1/").
     */
    const recordsInTopicFolders = (d: string): boolean => {
      const below: string[] = [];
      // A folder below named as a collection ("06_design_decisions/adr/", pulseengine/wrt) is one of its own, not a
      // topic of the folder above, whose analysis pages are then no records.
      for (const [dir, list] of markdownIn) if (dir !== d && posixDirname(dir) === d && !isWeakName(posixBasename(dir))) below.push(...list);
      if (below.length === 0) return false;
      below.sort();
      return holdsStatusedRecords(fs, below, config.statusMap) || holdsLabelledRecords(fs, below);
    };
    /**
     * A template beside three pages or more shaped as decisions, with no numbers or statuses (Skyscanner/backpack's
     * "decisions/": "TEMPLATE.md" with "## TL;DR", "## Decision", and 21 records written from it).
     */
    /**
     * "ADRs/adr-cloud.md", "ADRs/adr-api-gw.md" … (ingeniala/heybluekata): unnumbered pages named as decision records
     * by their "adr-" prefix, three or more and most of the folder's, shaped as decisions (a decision section).
     */
    const adrNamedRecords = (d: string): boolean => {
      const pages = (markdownIn.get(d) ?? []).filter((f) => {
        const name = posixBasename(f);
        return posixDirname(f) === d && !isTemplateFileName(name) && !isReadmeName(name) && !isIndexName(name) && !isCollectionPage(name);
      });
      const named = pages.filter((f) => /^adr[-_][a-z]/i.test(posixBasename(f)));
      return named.length >= 3 && named.length * 4 >= pages.length * 3 && decisionShaped(fs, named);
    };
    /**
     * Unnumbered pages under MADR's own heading, "## Context and Problem Statement" (a Hugo site's "blog/content/decisions/",
     * the MADR template its archetype, the title in front matter): three or more, most of those read.
     */
    const madrRecords = (d: string): boolean => {
      const pages = (markdownIn.get(d) ?? []).filter((f) => {
        const name = posixBasename(f);
        return posixDirname(f) === d && !isTemplateFileName(name) && !isReadmeName(name) && !isIndexName(name) && !isCollectionPage(name) && !name.startsWith('_');
      });
      return pages.length >= 3 && madrShaped(fs, pages);
    };
    const templatedRecords = (d: string): boolean => {
      const pages = markdownIn.get(d) ?? [];
      if (!pages.some((f) => posixDirname(f) === d && isTemplateFileName(posixBasename(f)))) return false;
      const records = pages.filter((f) => {
        const name = posixBasename(f);
        return !isTemplateFileName(name) && !isReadmeName(name) && !isIndexName(name) && !isCollectionPage(name);
      });
      return records.length >= 3 && decisionShaped(fs, records);
    };
    /**
     * See PROPOSAL_FOLDER: at least three pages named as proposals are, and either nearly all its pages in a folder named
     * in the plural (or "rfc", "text"), or most of them stating a decision's status.
     */
    /** Folders whose proposals were counted in their area folders (see holdsProposals). */
    const pagesByArea = new Set<string>();
    /** Series of proposals found so: a proposal's own decisions folder below them is a collection of its own. */
    const filedByArea = new Set<string>();
    const holdsProposals = (d: string): boolean => {
      // Folders filing proposals by lifecycle ("proposals-rejected/" holds two) are weighed together.
      const folders = proposalsByStatus(posixBasename(d)) ? [...markdownIn.keys()].filter((s) => posixDirname(s) === posixDirname(d) && proposalsByStatus(posixBasename(s))) : [d];
      const pages = folders.flatMap((s) => markdownIn.get(s) ?? []).filter((f) => {
        const name = posixBasename(f);
        return folders.includes(posixDirname(f)) && !isTemplateFileName(name) && !isReadmeName(name) && !isIndexName(name) && !isCollectionPage(name);
      });
      // A proposal kept as a folder, its README the page ("rfcs/0001-authorization/README.md", fluxcd/flux2), named by the folder.
      for (const [s, list] of markdownIn) {
        if (!folders.includes(posixDirname(s)) || !isRecordFolderName(posixBasename(s))) continue;
        const page = list.find((f) => isReadmeName(posixBasename(f))) ?? list.find((f) => isIndexName(posixBasename(f)));
        if (page) pages.push(page);
      }
      // A series filed by area only, each page named by the series ("oeps/best-practices/oep-0067-x.rst" under "oeps/",
      // openedx/openedx-proposals): those pages are the folder's (numberedInCollection reads them so).
      const series = folders.length === 1 ? seriesPrefixOfFolder(d)?.toLowerCase() : undefined;
      if (series !== undefined) {
        for (const [s, list] of markdownIn) {
          if (posixDirname(s) !== d || isRecordFolderName(posixBasename(s))) continue;
          for (const f of list) {
            if (posixDirname(f) !== s || !posixBasename(f).toLowerCase().startsWith(`${series}-`)) continue;
            pages.push(f);
            pagesByArea.add(d);
          }
        }
      }
      const named = pages.filter((f) => PROPOSAL_NAMED.test(isReadmeName(posixBasename(f)) || isIndexName(posixBasename(f)) ? posixBasename(posixDirname(f)) : posixBasename(f)));
      // Named by their subject only, in a folder named in the plural, half of them carrying the Rust RFC template's
      // "- Start Date:" (kyverno/KDP's "proposals/cleanup.md"): every page of the folder is a proposal.
      if (named.length < 3 && /s$/i.test(posixBasename(d)) && folders.length === 1 && carryProposalMeta(fs, pages)) {
        unnumberedProposalDirs.add(d);
        return true;
      }
      // Named so, nearly all of them, in a folder named in the plural ("rfcs/0041_object_native_api.md", apache/opendal:
      // no status lines; not "research/enhancement/01-gap-analysis.md", Codeseys-Labs/chimera), or stating statuses.
      return named.length >= 3 && ((named.length * 4 >= pages.length * 3 && /(?:s|^rfc|^text)$/i.test(posixBasename(d))) || holdsStatusedRecords(fs, named, config.statusMap));
    };
    /**
     * A status folder holding one numbered record that states its status, beside status folders found as collections
     * ("active/ZEP0000.md", "# ZEP 0 — Purpose and process", "Status: Active", beside "accepted/" and "draft/":
     * zarr-developers/zeps). One record is too few to tell a collection alone; its siblings tell.
     */
    const loneRecordBesideStatusFolders = (d: string): boolean => {
      const name = posixBasename(d);
      if (!isStatusFolderName(name) && !LIFECYCLE_BESIDE_STATUS_FOLDERS.has(name.toLowerCase())) return false;
      const parent = posixDirname(d);
      if (![...found.keys()].some((c) => c !== d && posixDirname(c) === parent && isStatusFolderName(posixBasename(c)))) return false;
      return (numberedIn.get(d) ?? []).some((f) => !isTemplateFileName(posixBasename(f)) && declaresStatus(readText(fs, f)?.slice(0, 2048) ?? '', config.statusMap));
    };
    /**
     * Record folders right inside a folder of any name ("concepts/0003-protocols/README.md", hyperledger/aries-rfcs,
     * beside "features/"): their pages, three or more, most declaring statuses. Numbered chapters of a guide
     * ("tutorials/01-setup/README.md") state none.
     */
    /** Per folder, the folders right inside it that hold Markdown (or other pages). */
    const childFoldersOf = new Map<string, string[]>();
    for (const s of markdownIn.keys()) {
      if (s === '') continue;
      const list = childFoldersOf.get(posixDirname(s));
      if (list) list.push(s);
      else childFoldersOf.set(posixDirname(s), [s]);
    }
    const recordFolderPagesIn = new Map<string, string[]>();
    for (const [s, list] of markdownIn) {
      if (s === '' || !isRecordFolderName(posixBasename(s))) continue;
      const page = list.find((f) => isReadmeName(posixBasename(f))) ?? list.find((f) => isIndexName(posixBasename(f)));
      if (page === undefined) continue;
      const pages = recordFolderPagesIn.get(posixDirname(s));
      if (pages) pages.push(page);
      else recordFolderPagesIn.set(posixDirname(s), [page]);
    }
    /** Per folder, the pages of the folders right inside it named by their subject ("app-prefix/README.md"). */
    const subjectFolderPagesIn = new Map<string, string[]>();
    for (const [s, list] of markdownIn) {
      if (s === '' || isRecordFolderName(posixBasename(s)) || !isRecordFolderPlace(posixBasename(s))) continue;
      const page = list.find((f) => isReadmeName(posixBasename(f))) ?? list.find((f) => isIndexName(posixBasename(f)));
      if (page === undefined) continue;
      const pages = subjectFolderPagesIn.get(posixDirname(s));
      if (pages) pages.push(page);
      else subjectFolderPagesIn.set(posixDirname(s), [page]);
    }
    /**
     * A folder of record folders named by their subject, each page heading a decision (headsDecision): giantswarm/rfc's
     * "<subject>/README.md" with "state: approved" at the repository's root, GIG-Cymru-NHS-Wales' "doc/<subject>/
     * index.md" with "**Status**:" and "**Date**:". Three pages or more, and three in four of them (of the first 16): a
     * docs site's page folders ("docs/install/index.md") head no decisions, or few.
     */
    const holdsSubjectRecordFolders = (d: string): boolean => {
      const pages = [...(subjectFolderPagesIn.get(d) ?? [])].sort().slice(0, 16);
      if (pages.length < 3) return false;
      const needed = Math.ceil((pages.length * 3) / 4);
      let found = 0;
      for (let i = 0; i < pages.length && found + pages.length - i >= needed; i++) {
        const head = readText(fs, pages[i]!)?.slice(0, 2048);
        if (head !== undefined && headsDecision(head, config.statusMap) && !declaresOtherDocumentType(head) && ++found >= needed) return true;
      }
      return false;
    };
    /** In a folder named for decisions, two subject folders' pages or more that state statuses or are shaped as decisions. */
    const subjectPagesDecide = (d: string): boolean => {
      const pages = [...(subjectFolderPagesIn.get(d) ?? [])].sort().slice(0, 16);
      return pages.length >= 2 && (holdsSubjectRecordFolders(d) || holdsStatusedRecords(fs, pages, config.statusMap) || decisionShaped(fs, pages));
    };
    /** Whether a folder holds pages of its own besides its README, index, templates and collection pages. */
    const holdsOwnPages = (d: string): boolean =>
      (markdownIn.get(d) ?? []).some((f) => {
        const name = posixBasename(f);
        return posixDirname(f) === d && !isReadmeName(name) && !isIndexName(name) && !isTemplateFileName(name) && !isCollectionPage(name);
      });
    /**
     * A folder named for its series holding three numbered folders or more, each with its page ("ITE/1/README.adoc",
     * in-toto/ITE): the series' proposals, numbered by their folders.
     */
    const holdsSeriesNumberFolders = (d: string): boolean => {
      if (d === '') return rootSeriesPages().length > 0;
      if (seriesPrefixOfFolder(d) === undefined) return false;
      let numbered = 0;
      for (const s of childFoldersOf.get(d) ?? []) {
        if (isSeriesNumberFolder(d, posixBasename(s)) && (markdownIn.get(s) ?? []).some((f) => isReadmeName(posixBasename(f)) || isIndexName(posixBasename(f)))) numbered++;
      }
      return numbered >= 3;
    };
    /**
     * The pages of the workspace root's folders named by one series' ids, when they are a series of proposals:
     * cardano-foundation/CIPs keeps "CIP-0001/README.md" … (front matter "CIP: 1", "Status: Active") at its root, beside
     * "CPS-0003/README.md" … (its problem statements) and its meetings' notes. The prefix most of them share, three
     * folders or more, most of whose pages state a status (of the first 16). No folder's name says what the root holds,
     * so the statuses must.
     */
    let rootSeries: string[] | undefined;
    const rootSeriesPages = (): string[] => {
      if (rootSeries) return rootSeries;
      const byPrefix = new Map<string, string[]>();
      for (const s of childFoldersOf.get('') ?? []) {
        const letters = PREFIXED_SERIES_NUMBER_FOLDER.exec(s)?.[1]?.toLowerCase();
        if (letters === undefined || NOT_SERIES_FOLDER_WORDS.has(letters)) continue;
        const page = (markdownIn.get(s) ?? []).find((f) => rootSeriesFolder(s, posixBasename(f)));
        if (page === undefined) continue;
        const pages = byPrefix.get(letters);
        if (pages) pages.push(page);
        else byPrefix.set(letters, [page]);
      }
      const [letters, largest] = [...byPrefix].sort((a, b) => b[1].length - a[1].length)[0] ?? ['', []];
      rootSeries = largest.length >= 3 && mostDeclareStatuses(fs, largest.sort(), 3, config.statusMap) ? largest : [];
      rootSeriesFolders = new Set(rootSeries.map(posixDirname));
      if (rootSeries.length > 0) {
        // "CIP-0001", "slep007": the digits after the letters.
        const widths = new Map<number, number>();
        for (const f of rootSeriesFolders) {
          const m = PREFIXED_SERIES_NUMBER_FOLDER.exec(f)!;
          const width = (m[2] ?? m[3])!.length;
          widths.set(width, (widths.get(width) ?? 0) + 1);
        }
        rootSeriesId = { prefix: letters.toUpperCase(), width: mode(widths)! };
      }
      return rootSeries;
    };
    /**
     * Record folders, three or more, three in four of them holding the KEP process's metadata beside their page
     * (KEP_METADATA_FILES: "enhancements/sig-architecture/10-deletepropagationstrategy/metadata.yaml",
     * open-cluster-management-io/enhancements): a community's enhancement proposals, their statuses in the metadata.
     */
    const holdsKepFolders = (d: string): boolean => {
      const pages = recordFolderPagesIn.get(d) ?? [];
      if (pages.length < 3) return false;
      kepFolders ??= new Set(input.files.filter((f) => KEP_METADATA_FILES.has(posixBasename(f))).map(posixDirname));
      const withMetadata = pages.filter((f) => kepFolders!.has(posixDirname(f))).length;
      return withMetadata >= 3 && withMetadata * 4 >= pages.length * 3;
    };
    /**
     * The pages of the folders right inside `d` named by one series' letters and a number, a slug maybe after
     * (SERIES_ID_SLUG_FOLDER: "ics-002-client-semantics/README.md"), the letters most of them share (lower case), and
     * how many folders right inside `d` have a page at all.
     */
    const seriesIdFolderPages = (d: string): { letters: string; pages: string[]; all: number } | undefined => {
      const all = subjectFolderPagesIn.get(d) ?? [];
      const byLetters = new Map<string, string[]>();
      for (const page of all) {
        const letters = SERIES_ID_SLUG_FOLDER.exec(posixBasename(posixDirname(page)))?.[1]!.toLowerCase();
        if (letters === undefined || letters === 'adr' || NOT_SERIES_FOLDER_WORDS.has(letters)) continue;
        byLetters.set(letters, [...(byLetters.get(letters) ?? []), page]);
      }
      const [letters, pages] = [...byLetters].sort((a, b) => b[1].length - a[1].length)[0] ?? ['', []];
      return pages.length > 0 ? { letters, pages: [...pages].sort(), all: all.length } : undefined;
    };
    /** Per folder keeping a series' template (SERIES_TEMPLATE_NAME), the folders right inside it that hold the series. */
    const seriesBesideTemplate = new Map<string, ReadonlySet<string>>();
    /** Per folder of such a series, the series its template names ("FLIP" of "yyyymmdd-flip-template.md"). */
    templatedSeriesOf = new Map<string, string>();
    /**
     * The folders right inside `parent` whose pages are named as its series template names them (by a day for
     * "yyyymmdd-…", else by a number), most of each folder's pages, three or more in all, most stating a status or
     * carrying the proposal template's metadata: the series filed by topic or by stage (see SERIES_TEMPLATE_NAME).
     */
    const templatedSeriesFolders = (parent: string): ReadonlySet<string> => {
      const template = (markdownIn.get(parent) ?? []).map((f) => SERIES_TEMPLATE_NAME.exec(posixBasename(f))).find((m) => m !== null && m[2] !== undefined);
      if (!template) return new Set();
      const byDay = /^y/i.test(template[1]!);
      const folders = new Map<string, string[]>();
      for (const s of childFoldersOf.get(parent) ?? []) {
        if (!isRecordFolderPlace(posixBasename(s)) || isCopyFolder(s) || isReportsFolder(s)) continue;
        const pages = (markdownIn.get(s) ?? []).filter((f) => {
          const name = posixBasename(f);
          return !isReadmeName(name) && !isIndexName(name) && !isTemplateFileName(name);
        });
        const named = pages.filter((f) => (byDay ? dayOfName(posixBasename(f)) !== undefined : numberOf(f) !== undefined));
        if (named.length > 0 && named.length * 2 >= pages.length) folders.set(s, named);
      }
      const pages = [...folders.values()].flat().sort();
      if (pages.length < 3 || !(holdsStatusedRecords(fs, pages, config.statusMap) || carryProposalMeta(fs, pages))) return new Set();
      if (template[2] !== undefined) for (const s of folders.keys()) templatedSeriesOf!.set(s, template[2].toUpperCase());
      return new Set(folders.keys());
    };
    const inTemplatedSeries = (d: string): boolean => {
      if (d === '') return false;
      const parent = posixDirname(d);
      let held = seriesBesideTemplate.get(parent);
      if (!held) seriesBesideTemplate.set(parent, (held = templatedSeriesFolders(parent)));
      return held.has(d);
    };
    const holdsStatusedRecordFolders = (d: string): boolean => {
      const pages = recordFolderPagesIn.get(d) ?? [];
      return pages.length >= 3 && mostDeclareStatuses(fs, [...pages].sort(), 3, config.statusMap);
    };
    /** See NUMBERED_TEMPLATE: a folder's numbered pages, three or more, stating statuses or listed by its README. */
    const numberedSeriesWithTemplate = (d: string): boolean => {
      const numbered = (numberedIn.get(d) ?? []).filter((f) => !isTemplateFileName(posixBasename(f)));
      if (numbered.length < 3) return false;
      if (holdsStatusedRecords(fs, numbered, config.statusMap)) return true;
      const readme = (markdownIn.get(d) ?? []).find((f) => posixDirname(f) === d && isReadmeName(posixBasename(f)));
      const index = readme === undefined ? undefined : readText(fs, readme);
      if (index === undefined) return false;
      const listed = numbered.filter((f) => index.includes(`(./${posixBasename(f)})`) || index.includes(`(${posixBasename(f)})`)).length;
      return listed * 4 >= numbered.length * 3;
    };
    /**
     * A folder of one page or two named by a series' prefix, when two folders beside it found already name their records
     * by the same prefix: fsharp/fslang-design files its "FS-NNNN-x.md" records by release, and "FSharp-4.6/" holds one,
     * "FS-1030-anonymous-records.md", beside "FSharp-4.1/" with 21. Those named so are most of the folder's pages.
     */
    const seriesPageBesideSeriesFolders = (d: string): boolean => {
      if (d === '' || isCopyFolder(d)) return false;
      const named = (prefixNamed.get(d) ?? []).filter((f) => !isTemplateFileName(posixBasename(f)) && !COMPANION_OF_RECORD.test(posixBasename(f)) && !TASK_OF_RECORD.test(posixBasename(f)));
      const pages = (markdownIn.get(d) ?? []).filter((f) => !isReadmeName(posixBasename(f)) && !isIndexName(posixBasename(f)));
      if (named.length === 0 || named.length * 2 < pages.length) return false;
      const prefix = numberOf(named[0]!)?.prefix?.toLowerCase();
      if (prefix === undefined || named.some((f) => numberOf(f)?.prefix?.toLowerCase() !== prefix)) return false;
      const parent = posixDirname(d);
      let siblings = 0;
      for (const c of found.keys()) {
        if (c === d || c === '' || posixDirname(c) !== parent) continue;
        if ((prefixNamed.get(c) ?? []).filter((f) => numberOf(f)?.prefix?.toLowerCase() === prefix).length >= 2 && ++siblings >= 2) return true;
      }
      return false;
    };
    /**
     * The Rust RFC process's "text/" beside a plain "template.md" (tikv/rfcs: "text/0002-unsafe-destroy-range.md", no
     * status lines): its numbered pages, three or more of the first 16 and half of them, open as requests for comments.
     */
    /** The pages right in folder `d` named by a day ("2021-12-09-logging.md"), which numberedIn does not hold. */
    const dayNamedPagesIn = (d: string): string[] => (markdownIn.get(d) ?? []).filter((f) => posixDirname(f) === d && dayOfName(posixBasename(f)) !== undefined && !(numberedIn.get(d) ?? []).includes(f));
    const textOfRequestsForComments = (d: string): boolean => {
      if (!input.files.includes(d.includes('/') ? `${posixDirname(d)}/template.md` : 'template.md')) return false;
      // Named by their day as well as numbered ("text/2021-12-09-logging.md", chaos-mesh/rfcs).
      const numbered = [...(numberedIn.get(d) ?? []), ...dayNamedPagesIn(d)].sort().slice(0, 16);
      const shaped = numbered.filter((f) => opensAsProposal(fs, f)).length;
      return shaped >= 3 && shaped * 2 >= numbered.length;
    };
    /**
     * A folder found by its name, with no numbered or dated page and two pages at most, whose README names another
     * collection found as the place of the records (sebastienrousseau/euxis' "docs/decisions/README.md": "`docs/adr/`
     * — all Architecture Decision Records", beside a "Status: Frozen" snapshot of the command surface): an index.
     */
    const sendsReadersElsewhere = (d: string): boolean => {
      if (found.get(d) !== 'conventional' || numberedMarkdown.has(d)) return false;
      const own = (markdownIn.get(d) ?? []).filter((f) => !isReadmeName(posixBasename(f)) && !isIndexName(posixBasename(f)));
      const readme = (markdownIn.get(d) ?? []).find((f) => isReadmeName(posixBasename(f)));
      if (own.length > 2 || readme === undefined) return false;
      const lines = (readText(fs, readme) ?? '').slice(0, 8192).split('\n').filter((l) => DECISION_RECORD_TITLE.test(l));
      return [...found.keys()].some((o) => o !== '' && o !== d && !o.startsWith(`${d}/`) && lines.some((l) => l.includes(`\`${o}/\``) || l.includes(`\`${o}\``) || l.includes(`(${o}/)`)));
    };
    /** Folders found by their pages' statuses alone ("docs/architecture"), not by a name that says "decisions". */
    const byStatusesOnly = new Set<string>();
    let byId: 'most' | 'few' | false;
    let ownSeries: 'records' | 'proposals' | false;
    for (const d of [...input.directories].sort()) {
      if (isCopyFolder(d)) continue;
      if (STRONG.some((s) => endsWithSegments(d, s)) || d === 'adr') {
        add(d, 'conventional');
        // "docs/adr/css-framework/index.md", "docs/adr/secrets-storage/index.md" (a Hugo site's page bundles, as
        // joelparkerhenderson's examples keep records): with no record of its own, its folders named by their subject
        // are its records.
        if (found.has(d) && !holdsOwnPages(d) && subjectPagesDecide(d)) subjectFolderDirs.add(d);
      }
      else if (
        (WEAK_SUFFIXES.some((s) => endsWithSegments(d, s)) || isWeakName(posixBasename(d))) &&
        // Chapters of a decision log, not records (see chaptersOfALog): its pages are read as the log's.
        !(numberedIn.has(d) && chaptersOfALog(fs, numberedIn.get(d)!, config.idPrefixes)) &&
        (numberedMarkdown.has(d) || holdsStatusedRecords(fs, markdownIn.get(d) ?? [], config.statusMap) || (WEAK_SUFFIXES.some((s) => endsWithSegments(d, s)) && holdsNygardRecord(fs, markdownIn.get(d) ?? [], config.statusMap)) || ((!isInsideFound(d) || [...filedByArea].some((a) => d.startsWith(`${a}/`))) && recordsInTopicFolders(d)) || templatedRecords(d) || adrNamedRecords(d) || madrRecords(d))
      )
        add(d, 'conventional');
      else if ((STATUS_SUFFIXES.some((s) => endsWithSegments(d, s)) || STATUS_NAMES.has(posixBasename(d).toLowerCase()) || ((DESIGN_SUFFIXES.some((s) => endsWithSegments(d, s)) || DESIGN_NAMES.has(posixBasename(d).toLowerCase())) && (markdownIn.get(d) ?? []).filter((f) => SERIES_NUMBERED_NAME.test(posixBasename(f))).length >= 2)) && holdsStatusedRecords(fs, markdownIn.get(d) ?? [], config.statusMap)) {
        add(d, 'conventional');
        byStatusesOnly.add(d);
      }
      // Any folder, the workspace root included, holding files named by decision id is a collection whatever its name.
      else if (!isInsideFound(d) && (byId = namedByIdMostly(d))) {
        add(d, 'conventional');
        // A few among the folder's other documents ("docs/architecture/adr-001-x.md" beside guides and reports,
        // LarsArtmann/Setup-Mac): those named by id are its records.
        if (byId === 'few') numberedOnlyDirs.add(d);
        else if (found.has(d) && namedAsProposals(d)) proposalDirs.add(d);
        else if (found.has(d) && !namedForDecisions(d) && guidesBesideNamedRecords(d)) numberedOnlyDirs.add(d);
      }
      else if (!isInsideFound(d) && (ownSeries = ownPrefixedDecisionRecords(d))) {
        add(d, 'conventional');
        if (ownSeries === 'proposals' && found.has(d)) proposalDirs.add(d);
      }
      // A community's proposals, decided one by one ("hips/hip-0001.md" with "status: accepted", helm/community;
      // "teps/0002-custom-tasks.md", tektoncd/community; "proposals/20190826-grpc-outputs.md", falcosecurity/falco):
      // a folder named for proposals or RFCs, three numbered, dated or self-prefixed pages or more, most stating a status.
      // The Rust RFC process's "text/" beside its "0000-template.md" (buildpacks/rfcs, getsentry/rfcs, electron/rfcs).
      // Or holding it (cedar-policy/rfcs: "text/0000-template.md").
      // Not inside a folder of research or reports ("docs/research/enhancement/01-gap-analysis.md", Codeseys-Labs/chimera:
      // reports that say "status: complete").
      else if (!/(?:^|\/)(?:research|reports?|notes)(?:\/|$)/i.test(d) && (PROPOSAL_FOLDER.test(posixBasename(d)) || proposalsByStatus(posixBasename(d)) || (posixBasename(d) === 'text' && (input.files.includes(d.includes('/') ? `${posixDirname(d)}/0000-template.md` : '0000-template.md') || input.files.includes(`${d}/0000-template.md`) || textOfRequestsForComments(d) || (d.includes('/') && PROPOSAL_FOLDER.test(posixBasename(posixDirname(d))))))) && !isInsideFound(d) && holdsProposals(d)) {
        add(d, 'conventional');
        if (found.has(d)) proposalDirs.add(d);
        if (found.has(d) && pagesByArea.has(d)) filedByArea.add(d);
      }
      // A folder of any name keeping an ADR template beside numbered pages that declare statuses (elastic/cloud-on-k8s's
      // "docs/design/": "adr-template.md" and "0001-no-stateful-sets.md" … with "* Status: accepted").
      // MADR 2 shipped its template as a plain "template.md" (febus982/mkdocs-macros-adr-summary's "docs/adr_madr2_example/").
      // A plain "TEMPLATE.md" of work plans is no decision's template (see isWorkPlanTemplate).
      else if (!isInsideFound(d) && (markdownIn.get(d) ?? []).some((f) => isAdrTemplateName(posixBasename(f)) && !isWorkPlanTemplate(fs, f)) && (numberedIn.get(d)?.length ?? 0) >= 2 && holdsStatusedRecords(fs, numberedIn.get(d)!, config.statusMap)) add(d, 'conventional');
      // A series' own numbered template, "000-template.md", beside three numbered pages or more that state statuses
      // (external-secrets/external-secrets' "design/": "status: implemented") or that its README lists one by one
      // (strimzi/proposals, a repository of proposals only: "| 153 | [Title](./153-x.md) |" at its root, few statuses).
      else if (!isInsideFound(d) && (markdownIn.get(d) ?? []).some((f) => NUMBERED_TEMPLATE.test(posixBasename(f))) && numberedSeriesWithTemplate(d)) {
        add(d, 'conventional');
        if (found.has(d)) proposalDirs.add(d);
      }
      // A folder of any name holding record folders with statuses: the records say what it is. Not a folder of
      // specifications ("specs/004-compose-runtime/README.md", "Status: Implemented": finos/traderX's feature packs,
      // spec-kit's layout): features built, not decisions. Nor one of reports (see isReportsFolder).
      else if (!isInsideFound(d) && !SPECIFICATION_FOLDERS.has(posixBasename(d).toLowerCase()) && !isReportsFolder(d) && holdsStatusedRecordFolders(d)) {
        add(d, 'conventional');
        // Their pages carrying the Rust RFC template's "- Start Date:" (hyperledger/aries-rfcs' "concepts/0004-agents/
        // README.md"): proposals, whose template is the community's, not an ADR's.
        if (found.has(d) && carryProposalMeta(fs, recordFolderPagesIn.get(d) ?? [])) proposalDirs.add(d);
      }
      // A series' template at the top, its pages filed in the folders beside it by topic ("protocol/20210201-x.md" under
      // "yyyymmdd-flip-template.md", onflow/flips) or by stage ("design/0001-x.md" under "0000-rfc-template.md",
      // linkerd/rfc): proposals, each folder a part of the series.
      else if (!isInsideFound(d) && inTemplatedSeries(d)) {
        add(d, 'conventional');
        if (found.has(d)) proposalDirs.add(d);
      }
      else if (!isInsideFound(d) && holdsKepFolders(d)) {
        add(d, 'conventional');
        if (found.has(d)) proposalDirs.add(d);
      }
      else if (!isInsideFound(d) && holdsSeriesNumberFolders(d)) {
        add(d, 'conventional');
        if (found.has(d)) proposalDirs.add(d);
      }
      else if (!isInsideFound(d) && !WORK_ITEM_FOLDER.test(posixBasename(d)) && holdsSubjectRecordFolders(d)) {
        add(d, 'conventional');
        if (found.has(d)) subjectFolderDirs.add(d);
      }
    }
    // "docs/architecture/" with statused design notes over "docs/architecture/decisions/" (fulmenhq/goneat): the team
    // keeps its decisions in the folder named for them, and the unnumbered pages above are its design documents. Numbered
    // records above "historic-adrs/" and "proposed-adrs/" (guardian/dotcom-rendering) are records.
    for (const d of byStatusesOnly) {
      const numbered = (numberedIn.get(d) ?? []).length * 2 >= (markdownIn.get(d) ?? []).length;
      // So with a folder named for decisions beside it ("docs/adr" next to "docs/architecture", 0YHR0/AgentMesh: module
      // designs marked "Status: Accepted for MVP").
      // Its own records named by id among them stay its records, the rest not (LarsArtmann/Setup-Mac's second series).
      if (!numbered && [...found.keys()].some((c) => (c.startsWith(`${d}/`) && !byStatusesOnly.has(c)) || (c !== d && posixDirname(c) === posixDirname(d) && namedForDecisions(c)))) {
        if (namedByIdMostly(d) === 'few') numberedOnlyDirs.add(d);
        else found.delete(d);
      }
      // Three numbered records or more: the folder's numbering says which of its pages are records.
      else if ((numberedIn.get(d) ?? []).length >= 3) numberedOnlyDirs.add(d);
    }
    for (const d of [...found.keys()]) if (sendsReadersElsewhere(d)) found.delete(d);
    // Folders found already, and theirs, are not read again: their records are known.
    const known = (d: string): boolean => found.has(d) || isInsideFound(d);
    // Only its numbered pages: the folder's other page is its listing ("active/active_zep.md").
    for (const d of [...numberedIn.keys()].sort()) {
      if (known(d) || !loneRecordBesideStatusFolders(d)) continue;
      add(d, 'conventional');
      numberedOnlyDirs.add(d);
    }
    for (const d of statusFiledFolders(fs, markdownIn, config.statusMap, known)) add(d, 'conventional');
    for (const d of proposalsFiledByStatus(fs, markdownIn, known)) {
      add(d, 'conventional');
      // Named by subject ("accepted/tail-calls.md"): every page of the folder is one of its proposals.
      if (found.has(d)) {
        proposalDirs.add(d);
        unnumberedProposalDirs.add(d);
      }
    }
    for (const d of seriesFolders(fs, numberedIn, (f) => numberOf(f)?.number, config.idPrefixes, known)) add(d, 'conventional');
    // Proposals kept as folders named by their series' id, whose pages give their own number in a field of the series'
    // name (numberedBySeriesField): cosmos/ibc's standards, "spec/core/ics-002-client-semantics/README.md" opening with
    // "ics: 2", filed by area ("spec/app/", "spec/relayer/") beside the first of them ("spec/ics-001-ics-standard/").
    // A folder's and those of the folders right inside it are weighed together: three or more in all, most of each
    // folder's page folders. All are told before any is added: a series above would hold those below as its pages'.
    const byArea = new Map<string, string[]>();
    for (const d of subjectFolderPagesIn.keys()) {
      byArea.set(d, [...(byArea.get(d) ?? []), d]);
      if (d !== '') byArea.set(posixDirname(d), [...(byArea.get(posixDirname(d)) ?? []), d]);
    }
    const idFolderAreas = new Map<string, string>();
    for (const [, areas] of [...byArea].sort(([a], [b]) => a.localeCompare(b))) {
      const held = areas.filter((d) => !known(d) && !isCopyFolder(d)).map((d) => [d, seriesIdFolderPages(d)] as const).filter(([, s]) => s !== undefined && s.pages.length * 2 >= s.all);
      const counts = new Map<string, number>();
      for (const [, s] of held) counts.set(s!.letters, (counts.get(s!.letters) ?? 0) + s!.pages.length);
      const letters = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
      const series = held.filter(([, s]) => s!.letters === letters);
      const pages = series.flatMap(([, s]) => s!.pages);
      if (letters === undefined || pages.length < 3 || !numberedBySeriesField(fs, pages, letters, seriesIdFolderNumber)) continue;
      for (const [d] of series) idFolderAreas.set(d, letters.toUpperCase());
    }
    for (const [d, series] of idFolderAreas) {
      add(d, 'conventional');
      if (!found.has(d)) continue;
      idFolderSeriesOf.set(d, series);
      proposalDirs.add(d);
      subjectFolderDirs.add(d);
    }
    for (const d of [...prefixNamed.keys()].sort()) if (!known(d) && seriesPageBesideSeriesFolders(d)) add(d, 'conventional');
    // Numbered pages loose among a folder's other documents, three or more each titled by its own id ("docs/
    // 001-ci-strategy.adoc", "= ADR 001 - …": get10101/10101): a series of records; its other pages are not.
    for (const d of [...numberedIn.keys()].sort()) {
      if (known(d) || isCopyFolder(d) || !titledByOwnIds(fs, numberedIn.get(d)!, (f) => numberOf(f)?.number, config.idPrefixes, 3)) continue;
      add(d, 'conventional');
      numberedOnlyDirs.add(d);
    }
    // Nothing else found, and the root itself holds numbered records with statuses: the workspace is the collection
    // ("adr-lens check --root docs/adr", or a repository of records only).
    if (found.size === 0 && numberedMarkdown.has('')) {
      const atRoot = markdownIn.get('') ?? [];
      if (holdsStatusedRecords(fs, atRoot, config.statusMap) || titledAsDecisionRecords(fs, atRoot, (f) => numberOf(f) !== undefined)) add('', 'conventional');
    }
    // Or pages at the root named by their day or number, stating the state their template asks for: proposals.
    if (found.size === 0 && numberedMarkdown.has('') && statedAsTemplateAsks(fs, '', markdownIn, (f) => numberOf(f) !== undefined, config.statusMap)) {
      add('', 'conventional');
      proposalDirs.add('');
    }
    // Or pages at the root named by their subject, numbered and given a status in their front matter: proposals.
    if (found.size === 0 && numberedInFrontMatter(fs, (markdownIn.get('') ?? []).filter((f) => posixDirname(f) === ''), config.statusMap)) {
      add('', 'conventional');
      proposalDirs.add('');
      unnumberedProposalDirs.add('');
    }
    // Still nothing: a repository of records only, filed by topic, each topic numbering its own ("dev/0002-x.md",
    // "nubus/deployment/0001-y.md": univention/decision-records; "golang/001-z.md": alextanhongpin's), or named by a
    // prefix of its own at the root ("DR_0001_x.md": Cadasta/decision-records). Folders whose numbered pages declare
    // statuses are collections, as the root is above.
    if (found.size === 0) {
      // Two such folders at least, of pages shaped as decisions (a date, or a context or decision section): one folder of
      // numbered pages with statuses, or a guide's chapters each marked "Status: accepted", is not enough to tell.
      const topics = [...numberedIn]
        .filter(([d, numbered]) => d !== '' && !isCopyFolder(d) && numbered.length >= 2 && holdsStatusedRecords(fs, numbered, config.statusMap) && decisionShaped(fs, numbered))
        .map(([d]) => d)
        .sort();
      if (topics.length >= 2) for (const d of topics) if (!isInsideFound(d)) add(d, 'conventional');
      // Not work notes named in capitals ("PHASE_2_COMPLETION_SUMMARY.md", see isWorkNoteName).
      const prefixedAtRoot = (markdownIn.get('') ?? []).filter((f) => {
        OWN_PREFIXED_NAME.lastIndex = 0;
        return OWN_PREFIXED_NAME.test(f) && !isWorkNoteName(f);
      });
      if (found.size === 0 && prefixedAtRoot.length >= 2 && holdsStatusedRecords(fs, prefixedAtRoot, config.statusMap)) add('', 'conventional');
    }
    // Still nothing: a folder of any name holding adr-tools' own output, three records or more ("product/002-x.md" as
    // "# 2. Make iterative changes", "Date: 2019-05-30", "## Status": heritagefund/decision-records), and the folders
    // beside it holding such records too ("architecture/001-x.md").
    if (found.size === 0) {
      // Each folder's pages read once: how many are shaped so.
      const shaped = new Map<string, number>();
      for (const [d, numbered] of numberedIn) if (!isCopyFolder(d)) shaped.set(d, adrToolsShaped(fs, numbered, (f) => numberOf(f)?.number));
      const parents = new Set([...shaped].filter(([, n]) => n >= 3).map(([d]) => posixDirname(d)));
      for (const [d, n] of [...shaped].sort(([a], [b]) => a.localeCompare(b))) {
        if (n >= 3 || (n >= 1 && parents.has(posixDirname(d)))) add(d, 'conventional');
      }
    }
    // Still nothing: a lone record among design documents, named and titled as one and stating its status
    // ("docs/design/adr_embedding_compute_strategy.md", "# ADR: Where … runs", "Status: **proposed**": mitodl/ol-data-platform).
    // Its folder is a collection of the pages so named only.
    if (found.size === 0) {
      for (const [d, pages] of [...markdownIn].sort(([a], [b]) => a.localeCompare(b))) {
        if (isCopyFolder(d) || !pages.some((f) => isLoneRecord(fs, f, config.statusMap))) continue;
        add(d, 'conventional');
        numberedOnlyDirs.add(d);
      }
    }
  }
  // The records of other projects kept as inputs beside the workspace's own: an example or a test fixture
  // ("examples/fixture-repo/docs/adrs/", 0ryant/driftlock), a benchmark's scenario ("benchmarks/scenario2/specs/…",
  // jabrena/plinth), a generator's skeleton. Their paths and ids are that project's. A repository of examples only
  // keeps them.
  // A fixture's own .log4brains.yml or .adr-dir ("packages/core/integration-tests/ro-project/.log4brains.yml",
  // thomvaill/log4brains) names that project's folders, not the workspace's.
  if ([...found].some(([d, source]) => source !== 'config' && !inOtherProject(d))) {
    for (const [d, source] of [...found]) {
      if (source !== 'config' && inOtherProject(d)) {
        found.delete(d);
        input.otherProjects?.push(otherProjectRoot(d));
      }
    }
  }
  const fileSet = new Set(input.files);
  const hasFile: HasFile = (p) => fileSet.has(p);
  const isRecord = input.isRecord ?? recordFileTest(hasFile);
  const newCollection = (dir: string, source: Collection['source']): Collection => ({
    dir,
    source,
    prefix: config.idPrefixes[0] ?? DEFAULT_PREFIX,
    format: 'nygard',
    numberWidth: 4,
    ...(numberedOnlyDirs.has(dir) ? { numberedOnly: true } : {}),
    ...(subjectFolderDirs.has(dir) ? { recordFolders: true } : {}),
    // A series parted from a collection of proposals ("hips/archives/") is proposals too. Its numbered (or dated) pages
    // are its records: "peps/contents.rst" and "peps/docs/build.rst" (python/peps) are the site's pages. So is an area
    // of the series, whatever its name ("oeps/architectural-decisions/": its "oep-0026/xapi-realtime-events.rst" is a
    // page of OEP-26). A proposal's own decisions folder is not ("oeps/<area>/oep-0055/decisions/", openedx/
    // openedx-proposals): ADRs, held to their template's sections.
    ...(source !== 'config' && [...found.keys()].some((p) => inheritsProposals(dir, p) && (proposalDirs.has(p) || PROPOSAL_FOLDER.test(posixBasename(p)))) ? { proposals: true, ...(unnumberedProposalDirs.has(dir) ? {} : { numberedOnly: true }) } : {}),
  });
  const collections: Collection[] = [];
  for (const [dir, source] of found) collections.push(newCollection(dir, source));
  for (const dir of ownSeriesFolders(collections, input.files, hasFile, isRecord, numberOf, config.idPrefixes)) collections.push(newCollection(dir, collections.find((c) => dir.startsWith(`${c.dir}/`))?.source === 'config' ? 'config' : 'conventional'));
  for (const copy of siteCopies(fs, collections, input.files, isRecord)) {
    collections.splice(collections.indexOf(copy), 1);
    input.otherProjects?.push(copy.dir);
  }
  collections.sort((a, b) => a.dir.localeCompare(b.dir));
  // Prefix and number width follow the file names the collection already has.
  // Widths per prefix ("" for files named by number alone); a width counts as padding only when a number was padded.
  const stats = new Map(collections.map((c) => [c.dir, { widths: new Map<string, Map<number, number>>(), prefixes: new Map<string, number>(), numbers: new Set<number>(), numberedAlone: [] as string[], latestAlone: [] as string[] }]));
  for (const f of input.files) {
    const c = collectionOf(collections, f);
    // A collection of record folders counts their pages, as the index reads them (isSubjectFolderPage).
    if (!c || !(c.recordFolders ? isSubjectFolderPage(c.dir, f, hasFile) : isRecord(c.dir, f))) continue;
    // A record folder's README counts by the folder's name, as the parser names the record.
    const n = numberOf(f) ?? requestForCommentsNumber(f);
    if (!n) continue;
    const s = stats.get(c.dir)!;
    const key = (n.prefix ?? '').toLowerCase();
    let widths = s.widths.get(key);
    if (!widths) s.widths.set(key, (widths = new Map()));
    // "ADR-7" beside "ADR-102": unpadded numbers, width 1; "0007": padded to 4.
    const padded = n.width > String(n.number).length || n.width === 1;
    widths.set(padded ? n.width : 0, (widths.get(padded ? n.width : 0) ?? 0) + 1);
    if (n.prefix) s.prefixes.set(n.prefix, (s.prefixes.get(n.prefix) ?? 0) + 1);
    else s.numbers.add(n.number);
    if (!n.prefix && s.numberedAlone.length < SERIES_SAMPLE) s.numberedAlone.push(f);
    if (!n.prefix && s.numberedAlone.length === SERIES_SAMPLE && s.numberedAlone[SERIES_SAMPLE - 1] !== f) {
      s.latestAlone.push(f);
      if (s.latestAlone.length > SERIES_SAMPLE) s.latestAlone.shift();
    }
  }
  const configured = new Set(config.idPrefixes.filter((p) => !p.includes('-')).map((p) => p.toLowerCase()));
  /**
   * "RFC" for a collection of proposals numbered alone whose README calls them RFCs, when another collection's records
   * use its numbers (alphagov/govuk-design-system-architecture: "proposals/001-x.md" beside "decision-records/ADR-001-y.md"):
   * "ADR-001" names the decision record, and the proposals are the team's RFCs.
   */
  const requestsForComments = (c: Collection): string | undefined => {
    if (!c.proposals) return undefined;
    const own = stats.get(c.dir)!;
    if (own.prefixes.size > 0 || own.numbers.size === 0) return undefined;
    const shared = collections.some((o) => o !== c && [...stats.get(o.dir)!.widths.values()].length > 0 && sharesRecordNumber(o, own.numbers));
    if (!shared) return undefined;
    const readme = README_NAMES.map((n) => (c.dir ? `${c.dir}/${n}` : n)).find((p) => fileSet.has(p));
    return readme !== undefined && /\bRFCs?\b/.test(readText(fs, readme) ?? '') ? 'RFC' : undefined;
  };
  /**
   * The id form the README of a collection of records numbered alone, or of the folder above it, states for them
   * ("referenced as `PROM-<PR ID>`", prometheus/proposals), upper case; not letters of other documents.
   */
  const seriesStatedForRecords = (dir: string, numberedAlone: readonly string[]): string | undefined => {
    if (numberedAlone.length < 2) return undefined;
    for (const d of dir === '' ? [''] : [dir, posixDirname(dir)]) {
      const readme = README_NAMES.map((n) => (d ? `${d}/${n}` : n)).find((p) => fileSet.has(p));
      const letters = readme === undefined ? undefined : seriesStatedInReadme(readText(fs, readme) ?? '');
      if (letters !== undefined) return NOT_DECISION_PREFIXES.has(letters.toLowerCase()) ? undefined : letters;
    }
    return undefined;
  };
  /**
   * "RFC" for records numbered alone in a lifecycle folder ("src/active/0190-x.md" beside "src/implemented/"), when the
   * README of a folder above heads the series as requests for comments (seL4/rfcs: "# … Request for Comments (RFC)
   * Process"); the folder's name is the records' state, not their series.
   */
  const requestsFiledByLifecycle = (dir: string, numberedAlone: readonly string[]): string | undefined => {
    const name = posixBasename(dir).toLowerCase();
    if (numberedAlone.length < 2 || dir === '' || !(isStatusFolderName(name) || LIFECYCLE_BESIDE_STATUS_FOLDERS.has(name))) return undefined;
    for (let d = posixDirname(dir), depth = 0; depth < 3; d = posixDirname(d), depth++) {
      const readme = README_NAMES.map((n) => (d ? `${d}/${n}` : n)).find((p) => fileSet.has(p));
      if (readme !== undefined) return RFC_SERIES_HEADING.test(firstHeading(readText(fs, readme) ?? '')) ? 'RFC' : undefined;
      if (d === '') break;
    }
    return undefined;
  };
  /**
   * The series a folder's name gives ("teps/" → TEP), except that "text/" (rust-lang/rfcs' folder, so RFC) yields to the
   * series a README states (keptn/enhancement-proposals keeps KEPs in "text/").
   */
  const seriesOfFolderOrReadme = (c: Collection, numberedAlone: readonly string[]): string | undefined => {
    const stated = posixBasename(c.dir) === 'text' ? seriesStatedForRecords(c.dir, numberedAlone) : undefined;
    if (stated !== undefined) c.seriesNamed = true;
    // "keps/sig-node/1287-x/README.md" (kubernetes/enhancements): a SIG's folder inside the series' folder is part of it.
    return stated ?? seriesPrefixOfFolder(c.dir) ?? (c.dir.includes('/') ? seriesPrefixOfFolder(posixDirname(c.dir)) : undefined);
  };
  /** Whether collection `o` has a record numbered as one of `numbers`. */
  const sharesRecordNumber = (o: Collection, numbers: ReadonlySet<number>): boolean =>
    input.files.some((f) => collectionOf(collections, f) === o && isRecord(o.dir, f) && numbers.has(numberOf(f)?.number ?? -1));
  for (const c of collections) {
    const s = stats.get(c.dir)!;
    // A collection's own prefix: the configured one its files use most ("ADR" over the categories "ADR-SEC"…).
    const base = new Map([...s.prefixes].filter(([p]) => configured.has(p.toLowerCase())));
    let prefix = mode(base.size ? base : s.prefixes);
    // A category ("ADR-SEC") among records named by number alone ("0001-x.md") is a series of its own, not the
    // collection's prefix: the plain records keep the configured one, as their citations ("ADR-0002") say.
    const category = prefix === undefined ? undefined : categoryBase(String(prefix), configured);
    if (category !== undefined && sum(s.widths.get('')) >= (s.prefixes.get(prefix!) ?? 0)) prefix = config.idPrefixes.find((p) => p.toLowerCase() === category) ?? category;
    // So is a series named by a prefix of its own beside records numbered alone, two or more and not a stray few:
    // "MASTER_01_x.md" … beside "0060_y.md" … titled "# ADR 0060: …" (BrucePerens/hams_community).
    else if (category === undefined && prefix !== undefined && config.idPrefixes[0] !== undefined && String(prefix).toLowerCase() !== config.idPrefixes[0].toLowerCase() && ownSeriesBesideNumbered(sum(s.widths.get('')), s.prefixes.get(prefix) ?? 0) && seriesPrefixOfFolder(c.dir) !== prefix) prefix = config.idPrefixes[0];
    // "teps/0002-custom-tasks.md": numbered alone, in a folder naming its series (the records call themselves TEP-0002).
    prefix ??= c.source === 'config' ? undefined : seriesOfFolderOrReadme(c, s.numberedAlone);
    // A series at the root, named by its folders ("CIP-0001/README.md"; see rootSeriesPages).
    if (prefix === undefined && c.dir === '' && c.source !== 'config' && rootSeriesId !== undefined) {
      prefix = rootSeriesId.prefix;
      c.numberWidth = rootSeriesId.width;
      c.seriesNamed = true;
    }
    // Titled by the series their template names ("# FLIP 343: …" under "yyyymmdd-flip-template.md"): cited by it too,
    // unless it is a kind of document others number as well ("RFC").
    // Named by the series its folders' names give ("ICS" of "spec/core/ics-002-x/"; see holdsSeriesIdFolders).
    const byIdFolders = prefix === undefined && c.source !== 'config' ? idFolderSeriesOf.get(c.dir) : undefined;
    if (byIdFolders !== undefined) {
      prefix = byIdFolders;
      c.seriesNamed = true;
    }
    const templated = prefix === undefined ? templatedSeriesOf?.get(c.dir) : undefined;
    if (templated !== undefined) {
      prefix = templated;
      if (!NOT_DECISION_PREFIXES.has(templated.toLowerCase())) c.seriesNamed = true;
      // Named by their day, they write their numbers unpadded ("FLIP 45"); numbered file names say otherwise below.
      c.numberWidth = 1;
    }
    if (prefix === undefined && c.source !== 'config') {
      // The latest too: a series that took to naming itself later ("# MSC1772: …", matrix-org/matrix-spec-proposals,
      // whose first proposals have titles alone).
      prefix = seriesNamedByRecords(fs, s.numberedAlone, numberOf) ?? seriesNamedByRecords(fs, s.latestAlone, numberOf) ?? seriesStatedForRecords(c.dir, s.numberedAlone);
      if (prefix !== undefined && prefix !== c.prefix) c.seriesNamed = true;
    }
    prefix ??= c.source === 'config' ? undefined : requestsForComments(c) ?? requestsFiledByLifecycle(c.dir, s.numberedAlone);
    if (prefix !== undefined) c.prefix = String(prefix);
    const widthOf = (counts: Map<number, number> | undefined): number | undefined => {
      if (!counts?.size) return undefined;
      const padded = new Map([...counts].filter(([w]) => w > 0));
      // Numbers never padded beyond their digits: shown as written ("ADR-7").
      return padded.size ? mode(padded) : 1;
    };
    const own = new Map<number, number>();
    for (const key of ['', c.prefix.toLowerCase()]) for (const [w, k] of s.widths.get(key) ?? []) own.set(w, (own.get(w) ?? 0) + k);
    const width = widthOf(own);
    if (width !== undefined) c.numberWidth = width;
    for (const [key, counts] of s.widths) {
      if (key === '' || key === c.prefix.toLowerCase()) continue;
      const w = widthOf(counts);
      if (w !== undefined) (c.prefixWidths ??= {})[key] = w;
    }
  }
  return collections;
}

/** A README's heading naming its series requests for comments: "# Widget Request for Comments (RFC) Process". */
const RFC_SERIES_HEADING = /\b(?:requests? for comments?|RFCs?)\b/i;

/** The text of a page's first ATX heading within its first lines, or "". */
function firstHeading(text: string): string {
  for (const line of text.slice(0, 4096).split('\n', 40)) {
    const m = /^#{1,2}[ \t]+(\S.{0,199})/.exec(line);
    if (m) return m[1]!;
  }
  return '';
}

/**
 * A docs site's copy of a collection ("website/docs/adr/" beside "docs/adr/", josedab/pocket, for Docusaurus to build
 * from): the same records under the same names, byte for byte, in a folder outside the other's. The decisions are
 * listed once, from the shallower folder; a copy that differs in any record is kept, since then neither can be read for
 * the other. Found ones are returned.
 */
function siteCopies(fs: WorkspaceFs, collections: readonly Collection[], files: readonly string[], isRecord: (dir: string, path: string) => boolean): Collection[] {
  const recordsOf = new Map<Collection, string[]>();
  for (const f of files) {
    const c = collectionOf(collections, f);
    if (!c || c.source === 'config' || !isRecord(c.dir, f)) continue;
    const own = recordsOf.get(c);
    if (own) own.push(c.dir === '' ? f : f.slice(c.dir.length + 1));
    else recordsOf.set(c, [c.dir === '' ? f : f.slice(c.dir.length + 1)]);
  }
  /** The first collection seen with each list of record names (shallowest first). */
  const byNames = new Map<string, Collection>();
  const copies: Collection[] = [];
  const depth = (c: Collection) => (c.dir === '' ? 0 : c.dir.split('/').length);
  // Only a list as long, joined, as another's can be the same list: the others are not sorted and joined (the cost of
  // this search on a large workspace, thousands of names per collection).
  const keyLength = (names: readonly string[]): number => names.reduce((n, name) => n + name.length + 1, -1);
  const keyLengths = new Map<number, number>();
  for (const names of recordsOf.values()) if (names.length >= 2) keyLengths.set(keyLength(names), (keyLengths.get(keyLength(names)) ?? 0) + 1);
  for (const [c, names] of [...recordsOf].sort(([a], [b]) => depth(a) - depth(b) || a.dir.localeCompare(b.dir))) {
    if (names.length < 2 || keyLengths.get(keyLength(names))! < 2) continue;
    const key = names.sort().join('\n');
    const original = byNames.get(key);
    if (original === undefined) byNames.set(key, c);
    // A sub-folder of the collection is a series of its own (a translation, an archive), whatever its text.
    else if (!c.dir.startsWith(original.dir === '' ? '' : `${original.dir}/`) && (siteCopyOf(c.dir, original.dir) ? names.every((n) => sameTitle(fs, joinRelative(original.dir, n)!, joinRelative(c.dir, n)!)) : names.every((n) => sameText(fs, joinRelative(original.dir, n)!, joinRelative(c.dir, n)!)))) copies.push(c);
  }
  return copies;
}

/** Whether two pages have the same title: the first heading, or the copy's front matter title for the original's heading. */
function sameTitle(fs: WorkspaceFs, original: string, copy: string): boolean {
  const a = readText(fs, original);
  const b = readText(fs, copy);
  if (a === undefined || b === undefined) return false;
  const title = firstHeading(a).trim();
  if (title === '') return false;
  const fmTitle = /^---\r?\n(?:[^\n]*\n){0,30}?title:[ \t]*["']?([^"'\n]+?)["']?[ \t]*\r?\n/.exec(b)?.[1]?.trim();
  return firstHeading(b).trim() === title || fmTitle === title;
}

/** A site generator's folder of pages: Starlight's and Astro's "src/content/docs/", Docusaurus' "website/docs/". */
const SITE_CONTENT = /(?:^|\/)(?:src\/content\/docs|src\/content|website\/docs|website\/content)(?:\/|$)/;

/**
 * Whether `copy` lies in a site's folder of pages and `original` does not: its pages are the records made pages, front
 * matter added and sometimes a line changed (sebastian-software/python2ts' "docs/src/content/docs/adr/"), so the same
 * names are enough.
 */
function siteCopyOf(copy: string, original: string): boolean {
  return SITE_CONTENT.test(copy) && !SITE_CONTENT.test(original);
}

/** Whether two files read the same (both readable). */
function sameText(fs: WorkspaceFs, a: string, b: string): boolean {
  const x = readText(fs, a);
  return x !== undefined && x === readText(fs, b);
}

/** How many of a collection's records numbered alone are looked into for the series they name themselves by. */
const SERIES_SAMPLE = 6;

/**
 * The series a collection's records numbered alone ("0042-x.md") name themselves by in their headers ("* Proposal:
 * [SE-0042](0042-x.md)", swiftlang/swift-evolution), upper case; not letters of other documents ("RFC-0012").
 */
function seriesNamedByRecords(fs: WorkspaceFs, sample: readonly string[], numberOf: (f: string) => { number: number } | null | undefined): string | undefined {
  if (sample.length < 2) return undefined;
  const letters = seriesNamedInHeaders(sample.map((f) => seriesNamedInHeader(readText(fs, f) ?? '', numberOf(f)?.number ?? -1)));
  return letters === undefined || NOT_DECISION_PREFIXES.has(letters.toLowerCase()) ? undefined : letters;
}

/** Letters that number chapters, steps and periods: "ch-3", "week-1", "v-2". */
const CHAPTER_WORDS = ['ch', 'chap', 'part', 'step', 'lab', 'week', 'day', 'sprint', 'fy', 'v', 'ver'];
/**
 * Letters that number documents other than a team's own decisions, or chapters: a collection named by them keeps its
 * records' own names, and a citation "RFC 7231" in code stays no citation of a record.
 */
const NOT_DECISION_PREFIXES = new Set(['rfc', 'cve', 'cwe', 'iso', 'pep', 'jep', 'jsr', 'bip', 'eip', 'erc', 'nist', 'sec', ...CHAPTER_WORDS]);
/** Words that number parts of other things, not a series' proposals ("week-1/", "lab-3/", "part-2/"). */
const NOT_SERIES_FOLDER_WORDS = new Set([...CHAPTER_WORDS, 'q', 'iter', 'task', 'bug', 'issu', 'pr', 'test', 'demo', 'ex', 'hw']);
/** "DR002-no-charges.md", "KDR-12-x.md": a record's number after letters of the collection's own, at a name's start. */
const OWN_PREFIXED_NAME = /([A-Za-z]{2,5})[-_]?\d{1,7}(?:[-_. ]|$)/y;
/**
 * In a collection, six capitals as well: "MASTER_01_SECURITY_ZERO_SUDO.md" beside "0060_x.md" (BrucePerens/
 * hams_community, titled "# MASTER 01: …"), a series of its own. Capitals only: a word in lower case ("module01",
 * "lesson_02") names a chapter more often than a series; and not at a root, where capitals name work notes.
 */
const OWN_PREFIXED_NAME_IN_COLLECTION = /([A-Za-z]{2,5}|[A-Z]{6})[-_]?\d{1,7}(?:[-_. ]|$)/y;

/**
 * The letters a Markdown file's name starts its number with, lower case, when they are no known prefix (`known`, lower
 * case) nor letters of other documents ("DR002-x.md" → "dr"). Asked of every file of a load: the pattern runs where
 * the name starts, with no name cut out first.
 */
function unknownPrefixOf(path: string, known: ReadonlySet<string>): string | undefined {
  const letters = prefixLettersOf(path);
  return letters === undefined || known.has(letters) || NOT_DECISION_PREFIXES.has(letters) ? undefined : letters;
}

/** The letters, lower case, a Markdown file's name starts its number with ("erc-20.md" → "erc"), or undefined. */
function prefixLettersOf(path: string): string | undefined {
  const start = path.lastIndexOf('/') + 1;
  const first = path.charCodeAt(start) | 0x20;
  if (first < 0x61 || first > 0x7a) return undefined;
  OWN_PREFIXED_NAME_IN_COLLECTION.lastIndex = start;
  const m = OWN_PREFIXED_NAME_IN_COLLECTION.exec(path);
  if (!m || !hasRecordExtension(path)) return undefined;
  return m[1]!.toLowerCase();
}

/** Whether a file's name starts with letters and a number where the letters are no known prefix ("DR002-x.md"). */
export function namedByUnknownPrefix(path: string, prefixes: readonly string[]): boolean {
  return unknownPrefixOf(path, new Set(prefixes.map((p) => p.toLowerCase()))) !== undefined;
}

/**
 * How many of a folder's page names (lower case) are drafts of the series `letters` not numbered yet: its letters, then a
 * word ("trd-spi.md" beside "trd104-syscalls.md", tock/tock's reference documents waiting for their number).
 */
function draftsOfSeries(names: readonly string[], letters: string): number {
  let drafts = 0;
  for (const name of names) if (name.length > letters.length + 1 && name.startsWith(letters) && (name[letters.length] === '-' || name[letters.length] === '_') && /[a-z]/.test(name[letters.length + 1]!)) drafts++;
  return drafts;
}

/**
 * Prefixes collections name their records by that the configuration does not know: alphagov/forms keeps "DR000" to
 * "DR009" in "decision-record/" beside its "ADR/" and cites "Superseded by DR008". A prefix counts when at least two of
 * a collection's own Markdown files, and at least half, are named by it. Upper-cased, as ids are shown.
 */
export function ownCollectionPrefixes(collections: readonly Collection[], files: readonly string[], prefixes: readonly string[]): string[] {
  if (collections.length === 0) return [];
  const known = new Set(prefixes.map((p) => p.toLowerCase()));
  // A series named after its folder ("teps/", "hips/"): its records and their citations are read with that prefix.
  const series = new Set<string>();
  for (const c of collections) {
    const prefix = c.source === 'config' ? undefined : seriesPrefixOfFolder(c.dir);
    // Not "RFC": code and prose cite the IETF's ("RFC 7232"), a series of another kind.
    if (prefix !== undefined && prefix !== 'RFC' && !known.has(prefix.toLowerCase())) series.add(prefix);
    // A series its records name themselves by in their headers ("SE-0281"): cited by it too.
    if (c.seriesNamed === true && !known.has(c.prefix.toLowerCase())) series.add(c.prefix);
  }
  /** Per collection, the files named by an unknown prefix, counted per prefix. */
  const named = new Map<string, Map<string, number>>();
  for (const f of files) {
    const letters = unknownPrefixOf(f, known);
    if (letters === undefined) continue;
    const c = collectionOf(collections, f);
    if (!c) continue;
    // A collection's folder, or one of the topic folders right inside it: CasteloBrancoLab/Bedrock keeps
    // "docs/adrs/code-style/CS-001-x.md" beside "docs/adrs/domain-entities/DE-001-y.md", each topic its own prefix. Not
    // deeper, nor an archive ("ADRs/cartesian/archived/GDPs/gdp-0001-x.rst", gt4py: older proposals of another kind).
    const dir = posixDirname(f);
    if (dir !== c.dir && (posixDirname(dir) !== c.dir || ARCHIVE_WORDS.has(posixBasename(dir).toLowerCase()))) continue;
    let counts = named.get(dir);
    if (!counts) named.set(dir, (counts = new Map()));
    counts.set(letters, (counts.get(letters) ?? 0) + 1);
  }
  if (named.size === 0) return [...series];
  const pages = new Map<string, number>();
  /** Per folder, the names of its pages, lower case (drafts of a series are counted with it: see draftsOfSeries). */
  const namesIn = new Map<string, string[]>();
  /** Per folder, its pages named by a known prefix and a number ("ADR-0001-x.md"). */
  const knownNamed = new Map<string, number>();
  for (const f of files) {
    const dir = posixDirname(f);
    if (!named.has(dir) || !hasRecordExtension(f)) continue;
    const name = posixBasename(f);
    if (isReadmeName(name) || isIndexName(name) || isTemplateFileName(name)) continue;
    pages.set(dir, (pages.get(dir) ?? 0) + 1);
    namesIn.set(dir, [...(namesIn.get(dir) ?? []), name.toLowerCase()]);
    if (namedByKnownPrefix(name, known)) knownNamed.set(dir, (knownNamed.get(dir) ?? 0) + 1);
  }
  const out = new Set<string>(series);
  for (const [dir, counts] of named) {
    const sorted = [...counts].sort((a, b) => b[1] - a[1]);
    const [letters, n] = sorted[0]!;
    if (n >= 2 && (n + draftsOfSeries(namesIn.get(dir) ?? [], letters)) * 2 >= (pages.get(dir) ?? 0)) out.add(letters.toUpperCase());
    else for (const own of seriesBesideKnown(sorted, knownNamed.get(dir) ?? 0, pages.get(dir) ?? 0)) out.add(own);
  }
  return [...out];
}

/**
 * Series that share a folder with a known one, none of them half of it: "ADR-0001-x.md" beside "EPR-0001-y.md" and
 * "PDR-0001-z.md" (a team's architecture, principle and process records, each with "id: EPR-0001" in front matter).
 * Each counts when it has two pages at least and the folder's pages are nearly all named by some prefix and a number.
 */
function seriesBesideKnown(counts: readonly (readonly [string, number])[], knownNamed: number, pages: number): string[] {
  if (knownNamed < 2) return [];
  let prefixed = knownNamed;
  for (const [, n] of counts) prefixed += n;
  // Nearly all: a stray guide or two beside the series, not a folder of notes where a few carry letters and numbers.
  if (prefixed * 5 < pages * 4) return [];
  return counts.filter(([, n]) => n >= 2).map(([letters]) => letters.toUpperCase());
}

/** Whether a page's name starts with a known prefix (`known`, lower case) and a number ("ADR-0001-x.md"). */
function namedByKnownPrefix(name: string, known: ReadonlySet<string>): boolean {
  OWN_PREFIXED_NAME.lastIndex = 0;
  const m = OWN_PREFIXED_NAME.exec(name);
  return m !== null && known.has(m[1]!.toLowerCase());
}

/**
 * Folders of proposals and RFCs: "rfcs", "proposals", "design-proposals", "enhancements", and the short names of
 * communities' series ("keps", "teps", "hips", "nxeps", "sips", "cfps", "reps", "ites").
 */
// Not the words "steps", "deps", "preps", "keeps" (rjdscott/k2-market-data-platform's "phase-7/steps/step-01-x.md": work).
const PROPOSAL_FOLDER = /^(?!(?:st|d|pr|ke|sl|cr|pe)eps$)(?:rfcs?|proposals?|design[-_]proposals?|enhancements?|enhancement[-_]proposals?|[a-z]{1,4}eps|hips|sips|cfps|reps|ites|naps|kdps?|cips|seeds?)$/i;
/**
 * Proposals filed by their lifecycle, the word after the kind: thanos-io/thanos's "docs/proposals-accepted/",
 * "proposals-done/" and "proposals-rejected/" (dated pages with "status:" in front matter).
 */
const PROPOSALS_BY_STATUS = /^(?:proposals?|rfcs?|enhancements?)[-_](?:accepted|approved|implemented|proposed|drafts?|done|completed|rejected|declined|withdrawn|deferred|superseded|deprecated)$/i;
/** PROPOSALS_BY_STATUS, or the state first (STATE_OF_PROPOSALS: vuejs/rfcs' "active-rfcs/0001-x.md", beside "0000-template.md"). */
const proposalsByStatus = (name: string): boolean => PROPOSALS_BY_STATUS.test(name) || STATE_OF_PROPOSALS.test(name);
/** A proposal's page: numbered ("0002-x.md", "0041_x.md"), dated ("20190826-x.md"), or named by its series ("hip-0001.md", "CFP-1189-x.md"). */
const PROPOSAL_NAMED = /^(?:\d{1,5}(?:[-_. ]|\.(?:md|rst)$)|(?:19|20)\d\d-?\d{1,2}-?\d{1,2}[-_]|[a-z]{2,8}[-_]?\d{1,5}(?:[-_.]|$))/i;

/**
 * The letters of a series of proposals, "… Proposal" last: "AIP", "CAP", "SEP", "FLIP" (the Python, Bitcoin and
 * Ethereum ones, cited far beyond their repositories, are NOT_DECISION_PREFIXES).
 */
const PROPOSAL_SERIES_PREFIX = /^[a-z]{1,4}p$/;
const NO_PREFIXES: ReadonlySet<string> = new Set();

/** A series named after its folder: "teps" holds TEP-0002, "hips" HIP-0001, "rfcs" RFC-0041, "nxeps" NXEP-1, "naps" NAP-3. */
// "seed/0101.rst" (google/pigweed's SEEDs, "SEED-0101").
// "ACPs/13-subnet-only-validators/README.md" (avalanche-foundation/ACPs, "| ACP | 13 |"), "XIPs/xip-9-x.md" (xmtp/XIPs),
// "ERCS/erc-20.md" (ethereum/ERCs, "eip: 20"), "EIPS/eip-1559.md", "bips/bip-0003.md": in their own repository, cited anywhere.
const SERIES_FOLDER = /^(?!(?:st|d|pr|ke|sl|cr|pe)eps?$)([a-z]{1,4}ep|hip|sip|cfp|rep|ite|nap|kdp|rfc|cip|seed|acp|xip|eip|erc|bip|rfd|chip)s?$/i;

/** The prefix of a series named after its folder (SERIES_FOLDER; the Rust RFC process's "text/"), upper-case, or undefined. */
export function seriesPrefixOfFolder(dir: string): string | undefined {
  // "active-rfcs" (vuejs/rfcs): the series' folder, named for the state of what it holds too.
  const base = posixBasename(dir);
  const state = STATE_OF_PROPOSALS.exec(base);
  const name = state ? base.slice(state[1]!.length + 1) : base;
  if (name === 'text') return 'RFC';
  const kind = LETTER_DR_FOLDER.exec(name);
  if (kind && kind[1]!.toLowerCase() !== 'adr') return kind[1]!.toUpperCase();
  const m = SERIES_FOLDER.exec(name);
  return m ? m[1]!.toUpperCase() : undefined;
}

/** Whether collection `dir` is the series `p` of proposals or a part of it (see newCollection in discoverCollections). */
function inheritsProposals(dir: string, p: string): boolean {
  if (dir === p) return true;
  if (!dir.startsWith(`${p}/`)) return false;
  return !isWeakName(posixBasename(dir)) || posixDirname(dir) === p;
}

/** Folders of feature specifications, spec-kit's "specs/" among them. */
const SPECIFICATION_FOLDERS = new Set(['specs', 'spec', 'specifications', 'features-specs', 'feature-specs']);

/** "tickets/", "ticket-specs/", "issues/", "tasks/", "user_stories/": a tracker's items, however they are named. */
const WORK_ITEM_FOLDER = /(?:^|[-_ .])(?:tickets?|issues?|tasks?|stories|story|bugs?|epics?)(?:$|[-_ .])/i;

/** Folders of retired records ("deprecated/", "archive/", "historic-adrs/"): kept apart, their numbers may be used again. */
/** Folders of work notes, reviews and meetings: named by a tracker's ids, their pages are no records unless they state statuses. */
const WORK_NOTES_FOLDER = /^(?:reviews?|notes?|tasks?|issues?|tickets?|work[-_ ]?logs?|journals?|retros?|retrospectives?|meetings?|minutes|closeouts?)$/i;

const ARCHIVE_WORDS = new Set(['archive', 'archives', 'archived', 'old', 'deprecated', 'superseded', 'obsolete', 'outdated', 'historic', 'historical', 'legacy', 'retired']);
/** Languages records are translated into, as folders name them ("en/", "pt-BR/", "zh_Hans/"). */
const LANGUAGE_FOLDER = /^(?:en|pt|es|fr|de|it|nl|zh|ja|ko|ru|pl|uk|tr|sv|da|nb|no|fi|cs|hu|ro|el|he|ar|hi|id|vi|th|ca)(?:[-_][a-z]{2,4})?$/i;

/** A sub-folder whose name says it holds another copy or an archive of records: one shared number is enough to part it. */
function isTranslationOrArchiveFolder(name: string): boolean {
  return LANGUAGE_FOLDER.test(name) || name.toLowerCase().split(/[-_ ]+/).some((w) => ARCHIVE_WORDS.has(w));
}

/**
 * Sub-folders of collections that number a series of their own, as new collections (separate collections may share
 * numbers). A translation ("exemplos/en-US/adr-001-x.md" beside "exemplos/adr-001-y.md"), an archive ("adrs/
 * deprecated/0001-x.md" beside "adrs/0001-y.md") or a team's series restarting at 1 repeats the numbers of the
 * collection's other records: a sub-folder is parted when most of its numbers (at least two) are used outside it in
 * the collection, or any is and its name is a language or an archive. Category folders continuing one series
 * ("01-backend/0001-x.md", "02-frontend/0003-y.md", "outdated/0002-z.md") share none and stay; a single clash among
 * them is a duplicate number to report. A record folder ("0002-use-kafka/README.md") is one record, never a series.
 * Every sub-folder of a collection is judged against the same records, then the parted ones are judged in turn.
 */
function ownSeriesFolders(
  collections: readonly Collection[],
  files: readonly string[],
  hasFile: HasFile,
  isRecord: RecordFileTest,
  numberOf: (f: string) => ReturnType<typeof numberFromFileName>,
  prefixes: readonly string[],
): string[] {
  const simple = new Set(prefixes.filter((p) => !p.includes('-')).map((p) => p.toLowerCase()));
  const parted: string[] = [];
  let judged: readonly Collection[] = collections;
  while (judged.length > 0) {
    const all = [...collections, ...parted.map((dir) => ({ dir }) as Collection)];
    /** Per collection judged: its records' numbers ("" or a category prefix, then the number), per first sub-folder ("" for its own files). */
    const numbers = new Map<string, Map<string, string[]>>(judged.map((c) => [c.dir, new Map()]));
    for (const f of files) {
      const c = collectionOf(all, f);
      const bySub = c && numbers.get(c.dir);
      if (!bySub || !isRecord(c.dir, f)) continue;
      const n = numberOf(f);
      if (!n) continue;
      const rest = c.dir ? f.slice(c.dir.length + 1) : f;
      const slash = rest.indexOf('/');
      const sub = slash < 0 ? '' : rest.slice(0, slash);
      // A record folder right under the collection ("0002-use-kafka/README.md") holds one of the collection's own records.
      const own = sub === '' || (isRecordFolderIn(c.dir, sub) && recordFolderFile(`${c.dir ? `${c.dir}/` : ''}${sub}`, hasFile) !== undefined);
      const prefix = n.prefix === undefined || simple.has(n.prefix.toLowerCase()) ? '' : n.prefix.toLowerCase();
      const key = own ? '' : sub;
      let list = bySub.get(key);
      if (!list) bySub.set(key, (list = []));
      list.push(`${prefix} ${n.number}`);
    }
    const next: Collection[] = [];
    for (const [dir, bySub] of numbers) {
      // No sub-folder of numbered records, nothing to part (most collections: counting their numbers was the cost).
      if (bySub.size === 0 || (bySub.size === 1 && bySub.has(''))) continue;
      // The numbers each record of the collection uses, counted (a sub-folder's own use is taken out when it is judged).
      const uses = new Map<string, number>();
      for (const list of bySub.values()) for (const k of list) uses.set(k, (uses.get(k) ?? 0) + 1);
      const partedHere = new Set<string>();
      const countingFromOne: string[] = [];
      for (const [sub, list] of bySub) {
        if (sub === '') continue;
        const own = new Map<string, number>();
        for (const k of list) own.set(k, (own.get(k) ?? 0) + 1);
        let shared = 0;
        for (const [k, n] of own) if ((uses.get(k) ?? 0) > n) shared++;
        const needed = isTranslationOrArchiveFolder(sub) ? 1 : Math.max(2, Math.ceil(own.size / 2));
        if (shared < needed && !(shared >= 2 && restartsTheCount(own, uses))) {
          if (shared === own.size && countsFromOne(own)) countingFromOne.push(sub);
          continue;
        }
        partedHere.add(sub);
      }
      // "text/rust/0001-rustup.md" beside "text/java/0001-…", "0002-…" (paketo-buildpacks/rfcs' team-level RFCs): once
      // sibling folders are series of their own, a folder whose few records count from 1 again is one more.
      if (partedHere.size > 0) for (const sub of countingFromOne) partedHere.add(sub);
      for (const sub of partedHere) {
        const folder = dir ? `${dir}/${sub}` : sub;
        parted.push(folder);
        next.push({ dir: folder } as Collection);
      }
    }
    judged = next;
  }
  return parted;
}

/**
 * Whether a sub-folder's numbers begin again where the others do: the numbers it shares with the rest of the
 * collection are its lowest ones, all of them (gustavovalverde/zentity's "docs/adr/privacy/" numbers 1–15, beside
 * "fhe/" 1–5, "platform/" 1–6 and "zk/" 1–7: its 1–7 are shared, fewer than half its numbers, yet a series of its
 * own). A category folder continuing one series with a clash or two ("0005", "0006" written twice) shares numbers
 * above its first, and stays, its clashes reported.
 */
function restartsTheCount(own: ReadonlyMap<string, number>, uses: ReadonlyMap<string, number>): boolean {
  const byNumber = [...own.keys()].sort((a, b) => Number(a.slice(a.lastIndexOf(' ') + 1)) - Number(b.slice(b.lastIndexOf(' ') + 1)));
  let i = 0;
  while (i < byNumber.length && (uses.get(byNumber[i]!) ?? 0) > own.get(byNumber[i]!)!) i++;
  // Past the run of shared numbers at the bottom, no other is shared.
  for (let j = i; j < byNumber.length; j++) if ((uses.get(byNumber[j]!) ?? 0) > own.get(byNumber[j]!)!) return false;
  return i >= 2;
}

/** Whether a sub-folder's numbers are 1, 2, … with none missing: a count of its own, begun again. */
function countsFromOne(own: ReadonlyMap<string, number>): boolean {
  const numbers = [...own.keys()].map((k) => Number(k.slice(k.lastIndexOf(' ') + 1))).sort((a, b) => a - b);
  return numbers.length > 0 && numbers.every((n, i) => n === i + 1);
}

/** The configured prefix a category prefix extends ("ADR-SEC" → "adr"), or undefined when it is not a category. */
function categoryBase(prefix: string, configured: ReadonlySet<string>): string | undefined {
  const dash = prefix.indexOf('-');
  if (dash <= 0) return undefined;
  const base = prefix.slice(0, dash).toLowerCase();
  return configured.has(base) ? base : undefined;
}

/**
 * "docs/decisions/RFC-0001-x.md" (or "rfc-0001-x.md", GiantCroissant-Lunar/pinto-bean's in "docs/rfcs/"): the number
 * a record's name gives after "RFC", which is no prefix citations are scanned for (ADR 18) but names the collection's
 * series when its records are named so.
 */
// Padded ("RFC-0001", "rfc-015"), as a team numbers its own series: "rfc-7231-notes.md" is about the IETF's RFC 7231.
function requestForCommentsNumber(path: string): ReturnType<typeof numberFromFileName> {
  const at = path.lastIndexOf('/') + 1;
  const first = path.charCodeAt(at) | 0x20;
  const n = first === 0x72 ? numberFromFileName(recordFileName(path), RFC_PREFIX) : undefined;
  return n !== undefined && n.width > String(n.number).length ? n : undefined;
}
const RFC_PREFIX = ['RFC'];

/** Whether records numbered alone are a series of their own beside `named` named by a prefix: two or more, half as many at least. */
function ownSeriesBesideNumbered(alone: number, named: number): boolean {
  return alone >= 2 && alone * 2 >= named;
}

function sum(counts: Map<number, number> | undefined): number {
  let n = 0;
  for (const k of counts?.values() ?? []) n += k;
  return n;
}

function mode<K>(counts: Map<K, number>): K | undefined {
  let best: K | undefined;
  let n = 0;
  for (const [k, v] of counts) if (v > n) [best, n] = [k, v];
  return best;
}

function log4brainsFolders(text: string | undefined): string[] {
  if (!text) return [];
  try {
    // Warnings are the file's business, not lines on the user's stderr.
    const data = parseYaml(text, { logLevel: 'error' }) as { project?: { adrFolder?: unknown; packages?: Array<{ adrFolder?: unknown }> } } | null;
    const folders: string[] = [];
    if (typeof data?.project?.adrFolder === 'string') folders.push(data.project.adrFolder);
    for (const p of Array.isArray(data?.project?.packages) ? data!.project!.packages! : []) if (typeof p?.adrFolder === 'string') folders.push(p.adrFolder);
    return folders.map((f) => withoutTrailingSlashes(f.replace(/^\.\//, '')));
  } catch {
    return [];
  }
}
