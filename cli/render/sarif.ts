// SARIF 2.1.0 as GitHub code scanning reads it: rules in tool.driver, results pointing at
// %SRCROOT%-relative URIs with 1-based regions, and stable fingerprints so alerts track across commits.
import type { Diagnostic, RuleDefinition, Severity } from '../../engine/types.js';
import { stableFingerprints, type LineReader } from './fingerprints.js';

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
export const RULE_DOCS_BASE = 'https://github.com/adr-lens/adr-lens/blob/main/docs/rules/';

type SarifLevel = 'error' | 'warning' | 'note' | 'none';

const LEVEL: Record<Severity | 'off', SarifLevel> = { error: 'error', warning: 'warning', info: 'note', hint: 'note', off: 'none' };

interface SarifRule {
  id: string;
  name: string;
  shortDescription: { text: string };
  fullDescription: { text: string };
  help: { text: string; markdown: string };
  helpUri: string;
  defaultConfiguration: { level: SarifLevel; enabled: boolean };
  properties: { tags: string[] };
}

function sarifRule(rule: RuleDefinition): SarifRule {
  return {
    id: rule.id,
    name: rule.name,
    shortDescription: { text: rule.description },
    fullDescription: { text: whatItChecks(rule.doc) || rule.description },
    help: { text: plainText(rule.doc), markdown: rule.doc },
    helpUri: `${RULE_DOCS_BASE}${encodeURIComponent(rule.name)}.md`,
    defaultConfiguration: { level: LEVEL[rule.defaultSeverity], enabled: rule.defaultSeverity !== 'off' },
    properties: { tags: rule.tags },
  };
}

/**
 * The paragraph under a doc page's "What it checks" heading: what the alert's rule panel on GitHub should say. (The
 * page's first paragraph is how to switch the rule off.)
 */
function whatItChecks(doc: string): string {
  const paragraphs = doc.split(/\r?\n\s*\r?\n/).map((p) => p.trim());
  const at = paragraphs.findIndex((p) => /^#{2,}\s+what it checks\b/i.test(p));
  const prose = (p: string | undefined) => !!p && !p.startsWith('#') && !p.startsWith('```');
  const found = at >= 0 && prose(paragraphs[at + 1]) ? paragraphs[at + 1] : paragraphs.find((p) => prose(p) && !/^Default severity:/.test(p));
  return found?.replace(/\s*\r?\n\s*/g, ' ') ?? '';
}

/** The doc page for viewers that show `help.text` as it is: no heading marks or code fences. */
function plainText(markdown: string): string {
  return markdown
    .split(/\r?\n/)
    .filter((line) => !/^\s*(```|~~~)/.test(line))
    .map((line) => line.replace(/^#{1,6}\s+/, '').replace(/\*\*([^*]+)\*\*/g, '$1'))
    .join('\n');
}

/** A workspace path as a relative URI reference: each segment encoded, so "c#/x?.md" is a path, not a fragment or a query. */
function pathUri(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

export interface SarifInput {
  diagnostics: Diagnostic[];
  rules: RuleDefinition[];
  version: string;
  /** Text of a line, for fingerprints; optional. */
  lineText?: LineReader;
  /**
   * Workspace path → the path code scanning resolves %SRCROOT% against, the checkout's root: a workspace root below
   * it (`--root docs`) prefixes its paths, as the github and gitlab formats do. Default: the workspace path.
   */
  fileOf?: (path: string) => string;
}

export function toSarif(input: SarifInput): object {
  const rules: SarifRule[] = input.rules.map(sarifRule);
  const indexById = new Map(rules.map((r, i) => [r.id, i]));
  for (const d of input.diagnostics) {
    if (indexById.has(d.ruleId)) continue;
    // A finding from a rule the engine did not list (e.g. a parse problem): still describe it.
    indexById.set(d.ruleId, rules.length);
    rules.push(
      sarifRule({ id: d.ruleId, name: d.rule, description: d.rule, defaultSeverity: d.severity, tags: [], doc: d.rule }),
    );
  }

  const fingerprints = stableFingerprints(input.diagnostics, input.lineText);
  const fileOf = input.fileOf ?? ((path: string) => path);
  const results = input.diagnostics.map((d, i) => {
    const startLine = d.range.start.line + 1;
    const startColumn = d.range.start.character + 1;
    let endLine = d.range.end.line + 1;
    let endColumn = d.range.end.character + 1;
    if (endLine < startLine || (endLine === startLine && endColumn <= startColumn)) {
      // SARIF regions must not be empty or reversed; mark at least one character.
      endLine = startLine;
      endColumn = startColumn + 1;
    }
    return {
      ruleId: d.ruleId,
      ruleIndex: indexById.get(d.ruleId)!,
      level: LEVEL[d.severity],
      message: { text: d.message },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: pathUri(fileOf(d.path)), uriBaseId: '%SRCROOT%' },
            region: { startLine, startColumn, endLine, endColumn },
          },
        },
      ],
      partialFingerprints: { 'adrLens/v1': fingerprints[i]! },
      ...(d.related?.length
        ? {
            relatedLocations: d.related.map((r, id) => ({
              id,
              message: { text: r.message },
              physicalLocation: {
                artifactLocation: { uri: pathUri(fileOf(r.path)), uriBaseId: '%SRCROOT%' },
                region: { startLine: r.range.start.line + 1, startColumn: r.range.start.character + 1 },
              },
            })),
          }
        : {}),
    };
  });

  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'ADR Lens',
            informationUri: 'https://github.com/adr-lens/adr-lens',
            version: input.version,
            semanticVersion: input.version,
            rules,
          },
        },
        columnKind: 'utf16CodeUnits',
        results,
      },
    ],
  };
}
