// Zero-config defaults: what ADR Lens assumes when a workspace has no .adr-lens.json.
import type { Lifecycle } from '../types.js';
import type { ResolvedConfig } from '../model.js';
import { STATUS_WORDS_BEYOND_ENGLISH, STATUS_WORDS_READ_ONLY } from '../parse/vocabulary.js';

export const CONFIG_FILE = '.adr-lens.json';

export const DEFAULT_MAX_FILE_SIZE = 1024 * 1024;

/** Status words seen in real records, lower-case, mapped to the lifecycle they mean (other languages after English). */
export const BUILTIN_STATUS_MAP: Readonly<Record<string, Lifecycle>> = Object.assign(Object.create(null) as Record<string, Lifecycle>, {
  accepted: 'accepted',
  approved: 'accepted',
  adopted: 'accepted',
  implemented: 'accepted',
  // Decided and rolled out: a platform team tracks both in one field (aenealabs/aura's 74 "Deployed" records).
  deployed: 'accepted',
  'ready for deployment': 'accepted',
  shipped: 'accepted',
  released: 'accepted',
  'rolled out': 'accepted',
  'in production': 'accepted',
  live: 'accepted',
  // NASA-IMPACT/admg-backend.
  developed: 'accepted',
  done: 'accepted',
  active: 'accepted',
  // GridTools/gt4py: "- **Status**: valid" for the records in force, "superseded" for the others.
  valid: 'accepted',
  agreed: 'accepted',
  decided: 'accepted',
  proposed: 'proposed',
  proposal: 'proposed',
  draft: 'proposed',
  drafted: 'proposed',
  // keptn/enhancement-proposals: "**State: DRAFTING**" beside its siblings' "Draft".
  drafting: 'proposed',
  'initial draft': 'proposed',
  // iodepo/odis-arch: "Under development"; "Decision proposed; accepting feedback" (mozilla/experimenter).
  'under development': 'proposed',
  'in development': 'proposed',
  'decision proposed': 'proposed',
  // Agreed, not yet built (ActiDoo/actidoo-workflow-engine's "To be implemented", beside "Implemented").
  'to be implemented': 'accepted',
  open: 'proposed',
  // Not decided yet (UST-QuAntiL/qhana-plugin-runner: "[undecided]"), not "decided".
  undecided: 'proposed',
  pending: 'proposed',
  'in review': 'proposed',
  // openshift/enhancements' template: an enhancement that informs, with nothing to implement; in force as written.
  informational: 'accepted',
  // ipfs/specs' IPIPs: "ratified", as a standard is.
  ratified: 'accepted',
  // cilium/design-cfps: "Dormant", no one working on it, to be picked up again.
  dormant: 'proposed',
  // apple/swift-evolution: "**Active review (July 1...July 14, 2024)**", a proposal still being reviewed.
  'active review': 'proposed',
  'scheduled for review': 'proposed',
  'awaiting review': 'proposed',
  'under review': 'proposed',
  // bazelbuild/proposals.
  'to be reviewed': 'proposed',
  'in progress': 'proposed',
  // Norwegian "work in progress" (navikt/helseopplysninger-docs).
  'under arbeid': 'proposed',
  rfc: 'proposed',
  wip: 'proposed',
  rejected: 'rejected',
  declined: 'rejected',
  refused: 'rejected',
  withdrawn: 'rejected',
  deprecated: 'deprecated',
  // A misspelling seen in Ensembl/decisions ("## Status\n\nDepreciated."): the word for a fall in value, meant as deprecated.
  depreciated: 'deprecated',
  obsolete: 'deprecated',
  // cardano-foundation/CIPs' lifecycle (Proposed, Active, Inactive): "Inactive (superseded by CIP-0001)", "Inactive
  // (abandoned for lack of interest)": no longer in force.
  inactive: 'deprecated',
  retired: 'deprecated',
  // ooni/probe-cli's design documents: "| Status | historic |" for one kept as history, "Obsoleted-by" the next.
  historic: 'deprecated',
  historical: 'deprecated',
  superseded: 'superseded',
  replaced: 'superseded',
  superceded: 'superseded',
  // "Obsoleted by [9. Use z](0009-use-z.md)": made obsolete by a later record, that is replaced by it.
  obsoleted: 'superseded',
  // Altinn/altinn-studio's template: "Status: Proposed | Accepted | Exceeded by \"adr-name\"".
  exceeded: 'superseded',
  // A status that only names the record it replaces ("Status: Replaces 2025-09-04-x", "Supersedes ADR-3"): in force.
  replaces: 'accepted',
  supersedes: 'accepted',
  supercedes: 'accepted',
  // A misspelling seen in alphagov/paas-team-manual ("Superceeded by [ADR033](…)").
  superceeded: 'superseded',
  // lyz-code/repository-orm: "Superseeded".
  superseeded: 'superseded',
  // EIP-style lifecycles (decentraland/adr and others): Idea, Draft, Review, Last Call, Final, Living, Stagnant.
  idea: 'proposed',
  review: 'proposed',
  'last call': 'proposed',
  final: 'accepted',
  // au-research/raido: "* Status: finalised" beside "final".
  finalised: 'accepted',
  finalized: 'accepted',
  // cosmos/ibc's standards: "stage: candidate" between draft and finalized, proposed still.
  candidate: 'proposed',
  living: 'accepted',
  stagnant: 'rejected',
  // algorandfoundation/ARCs' name for it: a draft left untouched for months.
  idle: 'rejected',
  // avalanche-foundation/ACPs' (not "Stable", one letter away, which would put an abandoned proposal in force).
  stale: 'rejected',
  // solana-foundation/solana-improvement-documents: "Implemented ---> Activated", live on the network.
  activated: 'accepted',
  // Qiskit/RFCs: "Not planned", beside "Implemented" and "Deprecated".
  'not planned': 'rejected',
  complete: 'accepted',
  completed: 'accepted',
  incomplete: 'proposed',
  outdated: 'deprecated',
  // alphagov/monitoring-doc: "No longer relevant." under Status.
  'no longer relevant': 'deprecated',
  // Undone after being in force: no longer holds, as a deprecated decision.
  reverted: 'deprecated',
  revoked: 'deprecated',
  rescinded: 'deprecated',
  archived: 'deprecated',
  // Dropped before it held.
  abandoned: 'rejected',
  // bazelbuild/proposals, beside "Approved" and "Implemented".
  dropped: 'rejected',
  // rollkit: "Discarded".
  discarded: 'rejected',
  cancelled: 'rejected',
  canceled: 'rejected',
  // Not decided yet.
  // DFE-Digital/teaching-vacancies: "### Status: **discussing**".
  discussing: 'proposed',
  'in discussion': 'proposed',
  // pulibrary/tigerdata-app: "## Status" over "Discussion", beside "In discussion".
  discussion: 'proposed',
  'under discussion': 'proposed',
  'on hold': 'proposed',
  // "status: Suspended" over a "suspension_reason:" (the organisation not ready for it yet): set aside for now, as on hold.
  suspended: 'proposed',
  paused: 'proposed',
  postponed: 'proposed',
  deferred: 'proposed',
  // "Spiked - Delay for now" (an adr-tools record's status edited by hand): tried out in a spike, then put off; not
  // decided, as "postponed" is not.
  delayed: 'proposed',
  spiked: 'proposed',
  experimental: 'proposed',
  // konflux-ci/architecture: "In consideration".
  'in consideration': 'proposed',
  'under consideration': 'proposed',
  // Kubernetes enhancement proposals' states (konflux-ci/architecture): agreed and ready to build, or not yet agreed.
  implementable: 'accepted',
  // Tekton's and Kubernetes' next state: agreed, being built (tektoncd/community's TEPs, NuGet/Home's specs).
  implementing: 'accepted',
  // Ember's RFC stages: "exploring", "accepted", "ready-for-release", "released", "recommended", "discontinued".
  exploring: 'proposed',
  'ready for release': 'accepted',
  // dapr/proposals' states: agreed and ready to build (as Kubernetes' "implementable"), or waiting for its reviews.
  'ready for implementation': 'accepted',
  'ready for review': 'proposed',
  recommended: 'accepted',
  discontinued: 'deprecated',
  // Kotlin's KEEPs: "Stable in 1.1", a feature shipped and in force; "Partially stable in 1.5", in force for the part
  // shipped.
  stable: 'accepted',
  'partially stable': 'accepted',
  // Swift Evolution's accepted proposals shipped in its preview package before a release ("Status: **Previewing**").
  previewing: 'accepted',
  // Swift Evolution's review outcomes: sent back to its author, or left to lapse.
  'returned for revision': 'proposed',
  // Requests for Discussion (joyent/rfd: "state: predraft | draft | publish | abandoned"; Oxide's "ideation",
  // "prediscussion", "discussion", "published", "committed"): published once the discussion has converged and the
  // document describes what was built; committed once it is in force. Before that, a draft.
  predraft: 'proposed',
  ideation: 'proposed',
  prediscussion: 'proposed',
  publish: 'accepted',
  published: 'accepted',
  committed: 'accepted',
  // A page left where a record was: "This document was moved to …" (prometheus/proposals, ghc-proposals).
  moved: 'superseded',
  // lucaschallamel/UMIG: "**VALIDATED** - Production security enhancement complete".
  validated: 'accepted',
  // Kotlin's KEEPs before a release: discussed, designed, tried.
  'public discussion': 'proposed',
  'design review': 'proposed',
  'prototype available': 'proposed',
  prototyped: 'proposed',
  expired: 'rejected',
  provisional: 'proposed',
  // Gateway API's GEPs (kubernetes-sigs/gateway-api): built and tried before graduating ("Prototyping"), graduated to
  // the API's Standard channel, or an agreed position that changes no API ("Memorandum").
  prototyping: 'proposed',
  standard: 'accepted',
  memorandum: 'accepted',
  // Being tried before it is accepted, as "experimental" (LBHackney-IT/lbh-adrs: "DRAFT | PROPOSED | TRIAL | ACCEPTED").
  trial: 'proposed',
  'in trial': 'proposed',
  // In force, and built on by a later record (eclipse-chariott/chariott: "Status: extended by [ADR-0016](…)").
  'extended by': 'accepted',
  'amended by': 'accepted',
  // "**Status:** [AMENDED](#amendment-1)" (defenseunicorns/uds-cli): in force, with an amendment below.
  amended: 'accepted',
  // Letterbook's status histories: "decided", then "revised" when the record was brought up to date, still in force.
  revised: 'accepted',
  'augmented by': 'accepted',
  'refined by': 'accepted',
  'supplemented by': 'accepted',
  'partially accepted': 'accepted',
  // In force for the part built so far (nats-io/nats-architecture-and-design: "Partially Implemented").
  'partially implemented': 'accepted',
  'partly implemented': 'accepted',
  // The question the record raised is settled (MTES-MCT/monitorenv: "Résolu, à améliorer.").
  resolved: 'accepted',
  // Still in force, in part or for now (alphagov/govuk-aws, CERTCC/Vultron's "accepted-provisional").
  'partially superseded': 'accepted',
  'partly superseded': 'accepted',
  // The same in adr-tools' spelling, and with the qualifier after the verb (marco0560/codira: "Superseded in part by ADR-028").
  'partially superceded': 'accepted',
  'partly superceded': 'accepted',
  'superseded in part': 'accepted',
  'superceded in part': 'accepted',
  'superseded partially': 'accepted',
  'superseded partly': 'accepted',
  'partially rejected': 'accepted',
  'partly rejected': 'accepted',
  'accepted provisional': 'accepted',
  'provisionally accepted': 'accepted',
  // Written as one word (cloudfoundry/bosh-bootloader).
  inprogress: 'proposed',
  // Being worked out (cd-homelab's "In Design", kubernaut's "PLANNED", "PARKED"; DFE's "To be discussed with wider team").
  'in design': 'proposed',
  investigating: 'proposed',
  'under investigation': 'proposed',
  planned: 'proposed',
  planning: 'proposed',
  parked: 'proposed',
  'to be discussed': 'proposed',
  'to discuss': 'proposed',
  // In force (cloud-foundation-fabric's "Under implementation in [#2800](…)", "Piloting"; kubernaut's "Confirmed",
  // "AUTHORITATIVE"; repository-manager's "Directive").
  'under implementation': 'accepted',
  'being implemented': 'accepted',
  // Approved and being built: getsentry/rfcs' "RFC Status: implementation", Kotlin/KEEP's "Working on the
  // implementation, it's not public yet".
  implementation: 'accepted',
  'working on the implementation': 'accepted',
  piloting: 'accepted',
  confirmed: 'accepted',
  authoritative: 'accepted',
  directive: 'accepted',
  'production ready': 'accepted',
  // "Invalidated by [0018-uuid-resource-names.md](…)" (cloudfoundry/korifi): no longer holds, another record says why.
  invalidated: 'deprecated',
  // Norwegian, Danish and Swedish (Arbeidstilsynet/design's "- [x] Akseptert"), for status only: records in these
  // languages are not read further (sections, dates), and ADR Lens writes no status in them.
  foreslått: 'proposed',
  foreslået: 'proposed',
  föreslagen: 'proposed',
  akseptert: 'accepted',
  accepteret: 'accepted',
  accepterad: 'accepted',
  godkjent: 'accepted',
  godkendt: 'accepted',
  godkänd: 'accepted',
  avvist: 'rejected',
  afvist: 'rejected',
  avvisad: 'rejected',
  erstattet: 'superseded',
  ersatt: 'superseded',
  utgått: 'deprecated',
  // "Besluttet" (decided, navikt/tilleggsstonader), "Vedtatt" (adopted).
  besluttet: 'accepted',
  vedtatt: 'accepted',
  vedtaget: 'accepted',
  beslutad: 'accepted',
  beslutat: 'accepted',
  forkastet: 'rejected',
  // Swedish "Antagen" (adopted, viscalyx/Kravhantering: "Status: Antagen 2026-05-26."); a proposal and a draft in the
  // three languages.
  antagen: 'accepted',
  antaget: 'accepted',
  forslag: 'proposed',
  förslag: 'proposed',
  utkast: 'proposed',
  udkast: 'proposed',
  // Polish, for status only as well.
  zaakceptowane: 'accepted',
  zaakceptowany: 'accepted',
  zaakceptowana: 'accepted',
  przyjęte: 'accepted',
  przyjęty: 'accepted',
  przyjęta: 'accepted',
  zatwierdzone: 'accepted',
  zatwierdzony: 'accepted',
  zatwierdzona: 'accepted',
  proponowane: 'proposed',
  proponowany: 'proposed',
  proponowana: 'proposed',
  propozycja: 'proposed',
  szkic: 'proposed',
  odrzucone: 'rejected',
  odrzucony: 'rejected',
  odrzucona: 'rejected',
  zastąpione: 'superseded',
  zastąpiony: 'superseded',
  zastąpiona: 'superseded',
  przestarzałe: 'deprecated',
  przestarzały: 'deprecated',
  wycofane: 'deprecated',
  wycofany: 'deprecated',
  // Assigned after the literal, not spread into it: V8 adds ~640 spread keys to a ~200-key literal one map at a time
  // (~15 ms at every start); the table without a prototype takes them at once. Same keys, order and values.
}, STATUS_WORDS_BEYOND_ENGLISH, STATUS_WORDS_READ_ONLY);

export function defaultConfig(): ResolvedConfig {
  return {
    collections: [],
    idPrefixes: ['ADR'],
    // Without Object's prototype: a record's status "constructor" is no lifecycle, a config's "__proto__" key no prototype.
    statusMap: Object.assign(Object.create(null) as Record<string, Lifecycle>, BUILTIN_STATUS_MAP),
    rules: Object.create(null) as ResolvedConfig['rules'],
    requiredSections: Object.create(null) as ResolvedConfig['requiredSections'],
    codeRoots: [''],
    citingInclude: ['**/*'],
    exclude: [],
    maxFileSize: DEFAULT_MAX_FILE_SIZE,
    gitignore: true,
  };
}

/** Folders never walked: dependencies, build output, VCS internals. */
export const SKIPPED_DIRECTORIES: ReadonlySet<string> = new Set(['node_modules', '.git', 'dist', 'build', 'out', 'target', 'vendor', 'bower_components', '__pycache__', '.venv', 'venv', '.hg', '.svn']);
