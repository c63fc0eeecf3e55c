// Every rule, in id order. Adding a rule: one file here, one page in docs/rules/, one line below.
import type { RuleModule } from '../model.js';
import type { RuleDefinition } from '../types.js';
import missingTitle from './missing-title.js';
import missingStatus from './missing-status.js';
import unknownStatus from './unknown-status.js';
import missingDate from './missing-date.js';
import invalidDate from './invalid-date.js';
import duplicateNumber from './duplicate-number.js';
import numberMismatch from './number-mismatch.js';
import unknownReference from './unknown-reference.js';
import brokenLink from './broken-link.js';
import oneSidedSupersede from './one-sided-supersede.js';
import supersededWithoutSuccessor from './superseded-without-successor.js';
import supersedeCycle from './supersede-cycle.js';
import dependsOnSuperseded from './depends-on-superseded.js';
import missingSections from './missing-sections.js';
import staleCodePath from './stale-code-path.js';
import citingSuperseded from './citing-superseded.js';
import statusSupersededMismatch from './status-superseded-mismatch.js';
import supersededByUnaccepted from './superseded-by-unaccepted.js';
import duplicateTitle from './duplicate-title.js';
import invalidFrontMatter from './invalid-front-matter.js';
import fileTooLarge from './file-too-large.js';
import binaryFile from './binary-file.js';
import invalidEncoding from './invalid-encoding.js';
import unreadableFile from './unreadable-file.js';
import invalidConfig from './invalid-config.js';
import parseProblem from './parse-problem.js';
import recordWithoutExtension from './record-without-extension.js';
import linkIdMismatch from './link-id-mismatch.js';

export const allRules: readonly RuleModule[] = [
  missingTitle,
  missingStatus,
  unknownStatus,
  missingDate,
  invalidDate,
  duplicateNumber,
  numberMismatch,
  unknownReference,
  brokenLink,
  oneSidedSupersede,
  supersededWithoutSuccessor,
  supersedeCycle,
  dependsOnSuperseded,
  missingSections,
  staleCodePath,
  citingSuperseded,
  statusSupersededMismatch,
  supersededByUnaccepted,
  duplicateTitle,
  invalidFrontMatter,
  fileTooLarge,
  binaryFile,
  invalidEncoding,
  unreadableFile,
  invalidConfig,
  parseProblem,
  recordWithoutExtension,
  linkIdMismatch,
];

export const ruleDefinitions: readonly RuleDefinition[] = allRules.map((r) => r.definition);

/** Rule by id ("ADR002") or name ("missing-status"), case-insensitive. */
export function findRule(idOrName: string): RuleModule | undefined {
  const wanted = idOrName.trim().toLowerCase();
  return allRules.find((r) => r.definition.id.toLowerCase() === wanted || r.definition.name === wanted);
}

/** The README / `explain` table, generated from the definitions so it cannot drift. */
export function rulesMarkdownTable(rules: readonly RuleDefinition[] = ruleDefinitions): string {
  const escape = (s: string) => s.replace(/\|/g, '\\|');
  const fix = (r: RuleDefinition) => (r.fix === 'mechanical' ? '`--fix`' : r.fix === 'quick fix' ? 'quick fix' : '');
  const rows = rules.map(
    (r) => `| ${r.id} | [${r.name}](docs/rules/${r.name}.md) | ${r.defaultSeverity} | ${escape(r.description)} | ${fix(r)} | ${r.tags.join(', ')} |`,
  );
  return ['| Id | Rule | Default | What it checks | Fix | Tags |', '| --- | --- | --- | --- | --- | --- |', ...rows].join('\n') + '\n';
}
