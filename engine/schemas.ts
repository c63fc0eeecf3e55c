// The output shapes, described once. The CLI's --json output, the MCP tools' outputSchema /
// structuredContent and the engine's result types are all checked against these schemas, so a
// change in shape fails a test instead of silently breaking a reader.
// Plain z.object shapes only (MCP clients turn them into JSON Schema); keep in sync with api.ts / types.ts.
import { z } from 'zod';
import type { Diagnostic, RuleDefinition } from './types.js';
import type {
  ConfigProblem,
  DecisionDetail,
  DecisionSummary,
  GoverningDecision,
  GraphResult,
  NewRecordPlan,
  Page,
  SearchHit,
} from './api.js';

// Described once per range, not per line and column: ranges recur in most outputs, and every description is read into
// an agent's context with the MCP tools' output schemas.
export const PositionSchema = z.object({ line: z.number().int().nonnegative(), character: z.number().int().nonnegative() });

export const RangeSchema = z.object({ start: PositionSchema, end: PositionSchema }).describe('0-based line, UTF-16 column (LSP)');

export const LifecycleSchema = z.enum(['proposed', 'accepted', 'rejected', 'deprecated', 'superseded', 'unknown']);

export const SeveritySchema = z.enum(['error', 'warning', 'info', 'hint']);

export const TextEditSchema = z.object({
  path: z.string().describe('Workspace-relative path of the file to edit'),
  range: RangeSchema,
  newText: z.string(),
});

export const FixSchema = z.object({
  title: z.string(),
  edits: z.array(TextEditSchema),
  // Editor fixes only (a renumbering): findings and fix_decisions never carry it. Kept short: tools/list repeats it.
  renames: z.array(z.object({ from: z.string(), to: z.string() })).optional().describe('Renamed after the edits'),
  isPreferred: z.boolean().optional(),
  mechanical: z.boolean().optional().describe('Follows from the workspace itself, not a choice (fix_decisions applies it)'),
});

export const RelatedLocationSchema = z.object({ path: z.string(), range: RangeSchema, message: z.string() });

export const DiagnosticSchema = z.object({
  path: z.string().describe('Workspace-relative path'),
  range: RangeSchema,
  severity: SeveritySchema,
  ruleId: z.string().describe('Stable rule id, e.g. ADR001'),
  rule: z.string().describe('Kebab-case rule name, e.g. missing-status'),
  message: z.string(),
  fixes: z.array(FixSchema).optional(),
  related: z.array(RelatedLocationSchema).optional(),
  tags: z.array(z.enum(['deprecated', 'unnecessary'])).optional(),
});

export const ConfigProblemSchema = z.object({
  path: z.string(),
  key: z.string(),
  message: z.string(),
  range: RangeSchema,
});

export const DecisionSummarySchema = z.object({
  id: z.string().describe('Display id, e.g. ADR-0019'),
  key: z.string().describe('Normalised lookup key, e.g. adr-19'),
  number: z.number().int().optional(),
  title: z.string(),
  status: z.string().optional().describe('Status as written'),
  lifecycle: LifecycleSchema,
  date: z.string().optional(),
  path: z.string(),
  collection: z.string(),
  tags: z.array(z.string()),
  currentId: z.string().optional().describe("The current decision's id, when superseded"),
});

export const SearchHitSchema = z.object({
  decision: DecisionSummarySchema,
  score: z.number(),
  snippet: z.string(),
  matchedFields: z.array(z.string()),
});

export const PageOfDecisionSummarySchema = z.object({
  items: z.array(DecisionSummarySchema),
  total: z.number().int().nonnegative(),
  nextCursor: z.string().optional(),
});

export const PageOfSearchHitSchema = z.object({
  items: z.array(SearchHitSchema),
  total: z.number().int().nonnegative(),
  nextCursor: z.string().optional(),
});

export const DecisionDetailSchema = z.object({
  decision: DecisionSummarySchema,
  body: z.string(),
  relations: z.array(
    z.object({
      kind: z.string(),
      targetId: z.string().optional(),
      targetText: z.string(),
      condition: z.string().optional(),
      resolved: z.boolean(),
    }),
  ),
  citedBy: z.array(z.object({ path: z.string(), range: RangeSchema, fromId: z.string().optional(), kind: z.string().optional() })),
  current: DecisionSummarySchema.optional(),
  supersedeChain: z.array(z.string()),
  codePaths: z.array(z.string()),
  people: z.array(z.object({ role: z.string(), names: z.array(z.string()) })),
  dates: z.array(z.object({ kind: z.string(), raw: z.string(), iso: z.string().optional() })),
  sections: z.array(z.string()),
  format: z.string().optional(),
  sameId: z.array(DecisionSummarySchema).optional().describe('Other records with the same id; ask by path for one of them'),
  qualifiedSuccessors: z
    .array(z.object({ id: z.string(), title: z.string(), lifecycle: LifecycleSchema, condition: z.string() }))
    .optional()
    .describe('Records superseding it in part or on a condition'),
});

export const GraphNodeSchema = z.object({
  id: z.string(),
  title: z.string(),
  lifecycle: LifecycleSchema,
  path: z.string(),
  collection: z.string(),
  date: z.string().optional().describe("The record's day, if it gives one."),
});

export const GraphEdgeSchema = z.object({
  from: z.string(),
  to: z.string(),
  kind: z.string(),
  conditional: z.boolean().optional(),
});

export const GraphResultSchema = z.object({ nodes: z.array(GraphNodeSchema), edges: z.array(GraphEdgeSchema) });

export const GoverningDecisionSchema = z.object({
  decision: DecisionSummarySchema,
  matchedPath: z.string(),
  namedPath: z.string().optional().describe('Where the code path was found in the workspace, when not where it is written.'),
  match: z.enum(['exact', 'directory', 'cites']),
  qualifiedSuccessors: z
    .array(z.object({ id: z.string(), condition: z.string() }))
    .optional()
    .describe('As in get_decision'),
});

export const RuleDefinitionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  defaultSeverity: z.enum(['error', 'warning', 'info', 'hint', 'off']),
  tags: z.array(z.string()),
  fix: z.enum(['mechanical', 'quick fix']).optional().describe('mechanical: check --fix applies its fixes; quick fix: offered only'),
  doc: z.string().describe('Markdown: what, why, how to fix, example'),
});

export const NewRecordPlanSchema = z.object({
  path: z.string(),
  id: z.string(),
  number: z.number().int(),
  content: z.string(),
  edits: z.array(TextEditSchema),
});

// ---- CLI --json top-level objects (objects, so fields can be added without breaking readers) ----

export const CheckSummarySchema = z.object({
  errors: z.number().int().nonnegative(),
  warnings: z.number().int().nonnegative(),
  infos: z.number().int().nonnegative(),
  hints: z.number().int().nonnegative(),
  files: z.number().int().nonnegative().describe('Files with at least one diagnostic'),
});

/** A file a mechanical fix would edit but that is left alone (`check --fix`, fix_decisions). */
export const SkippedFileSchema = z.object({
  path: z.string(),
  reason: z.string().describe('Why, e.g. "it is read-only"'),
  findings: z.number().int().nonnegative().describe('Findings whose fix waits for it'),
});

/** `adr-lens check --format json` */
export const CheckOutputSchema = z.object({
  diagnostics: z.array(DiagnosticSchema),
  summary: CheckSummarySchema,
  configProblems: z.array(ConfigProblemSchema).optional(),
  fixed: z
    .object({
      findings: z.number().int().nonnegative().describe('Findings whose preferred fix was applied'),
      files: z.array(z.string()).describe('Workspace-relative paths written'),
      skipped: z.array(SkippedFileSchema).optional(),
    })
    .optional()
    .describe('With --fix: what was fixed; `diagnostics` and `summary` are what remains afterwards'),
  omitted: z
    .object({
      below: z.enum(['error', 'warning', 'info', 'hint']).describe('The --min-severity given'),
      count: z.number().int().nonnegative().describe('Findings less severe than that, left out of `diagnostics` and `summary`'),
    })
    .optional()
    .describe('With --min-severity above hint: what was left out, so a filtered run is not read as clean'),
});

/** `adr-lens list --json` */
export const ListOutputSchema = z.object({
  decisions: z.array(DecisionSummarySchema),
  total: z.number().int().nonnegative(),
});

/** `adr-lens show ID --json` */
export const ShowOutputSchema = z.object({ decision: DecisionDetailSchema });

/** `adr-lens search QUERY --json` */
export const SearchOutputSchema = z.object({
  results: z.array(SearchHitSchema),
  total: z.number().int().nonnegative(),
  nextCursor: z.string().optional(),
});

/** `adr-lens graph --format json` */
export const GraphOutputSchema = z.object({ graph: GraphResultSchema });

/** `adr-lens refs PATH --json` */
export const RefsOutputSchema = z.object({ path: z.string(), governing: z.array(GoverningDecisionSchema) });

/** `adr-lens explain RULE --json` */
export const ExplainOutputSchema = z.object({ rule: RuleDefinitionSchema });

/** `adr-lens explain --json` without a rule: every rule, without its doc page (`explain RULE --json` has it). */
export const ExplainListOutputSchema = z.object({ rules: z.array(RuleDefinitionSchema.omit({ doc: true })) });

/** `adr-lens new TITLE --json` */
export const NewOutputSchema = z.object({
  created: z.string().describe('Workspace-relative path of the new record'),
  id: z.string(),
  edited: z.array(z.string()).describe('Existing records edited, e.g. the superseded one'),
});

export const StatusOutputSchema = z.object({
  id: z.string(),
  path: z.string().describe('Workspace-relative path of the record'),
  from: z.object({ status: z.string().optional().describe('The status as the record wrote it; absent when it had none'), lifecycle: LifecycleSchema }),
  to: z.object({ status: z.string().describe('The status as now written'), lifecycle: LifecycleSchema }),
  changed: z.boolean().describe('False when the record already had that status: nothing was written'),
});

const FileRenameSchema = z.object({ from: z.string().describe('Workspace-relative path before'), to: z.string().describe('Workspace-relative path after') });

const LeftLinkSchema = z.object({
  path: z.string(),
  line: z.number().int().positive().describe('1-based'),
});

export const RenumberOutputSchema = z.object({
  id: z.string().describe('The id the record had'),
  path: z.string().describe('Workspace-relative path the record had'),
  number: z.number().int().describe('Its number now'),
  newId: z.string().describe('Its id now'),
  renamed: z.array(FileRenameSchema).describe('Its file (or folder) renamed; empty when its name holds no number or nothing changed'),
  edited: z.array(z.string()).describe('Files edited, by their paths before the rename: its title, and the links to it'),
  leftAt: z.array(LeftLinkSchema).describe('Links to it left as written: check by hand'),
});

export const MoveOutputSchema = z.object({
  renamed: z.array(FileRenameSchema),
  edited: z.array(z.string()).describe('Files edited so that links keep working, by their paths before the move'),
  left: z.number().int().describe('Links to a moved record written in a form that could not be rewritten (a site generator\'s tag)'),
  leftAt: z.array(LeftLinkSchema).describe('Where those links are'),
});

export type CheckOutput = z.infer<typeof CheckOutputSchema>;
export type CheckSummary = z.infer<typeof CheckSummarySchema>;
export type ListOutput = z.infer<typeof ListOutputSchema>;
export type ShowOutput = z.infer<typeof ShowOutputSchema>;
export type SearchOutput = z.infer<typeof SearchOutputSchema>;
export type GraphOutput = z.infer<typeof GraphOutputSchema>;
export type RefsOutput = z.infer<typeof RefsOutputSchema>;
export type ExplainOutput = z.infer<typeof ExplainOutputSchema>;
export type ExplainListOutput = z.infer<typeof ExplainListOutputSchema>;
export type NewOutput = z.infer<typeof NewOutputSchema>;
export type StatusOutput = z.infer<typeof StatusOutputSchema>;
export type RenumberOutput = z.infer<typeof RenumberOutputSchema>;
export type MoveOutput = z.infer<typeof MoveOutputSchema>;

// Compile-time drift tripwire: each schema must describe exactly the engine type it mirrors.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
type Holds<T extends true> = T;
export type SchemaDriftChecks = [
  Holds<Same<z.infer<typeof DiagnosticSchema>, Diagnostic>>,
  Holds<Same<z.infer<typeof DecisionSummarySchema>, DecisionSummary>>,
  Holds<Same<z.infer<typeof SearchHitSchema>, SearchHit>>,
  Holds<Same<z.infer<typeof PageOfDecisionSummarySchema>, Page<DecisionSummary>>>,
  Holds<Same<z.infer<typeof PageOfSearchHitSchema>, Page<SearchHit>>>,
  Holds<Same<z.infer<typeof DecisionDetailSchema>, DecisionDetail>>,
  Holds<Same<z.infer<typeof GraphResultSchema>, GraphResult>>,
  Holds<Same<z.infer<typeof GoverningDecisionSchema>, GoverningDecision>>,
  Holds<Same<z.infer<typeof RuleDefinitionSchema>, RuleDefinition>>,
  Holds<Same<z.infer<typeof NewRecordPlanSchema>, NewRecordPlan>>,
  Holds<Same<z.infer<typeof ConfigProblemSchema>, ConfigProblem>>,
];
