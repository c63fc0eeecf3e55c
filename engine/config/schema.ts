// The .adr-lens.json schema, written once in zod: validation here, JSON Schema for editors (schema/adr-lens.schema.json).
import { z } from 'zod';
import { FORMAT_KEYS, RULE_KEYS } from './rule-keys.js';

// Built at first use, not at start: the zod schemas cost every process ~12-19 ms of CPU, and a workspace without
// .adr-lens.json (the usual one) never needs them.
function buildSchemas() {
  const lifecycleSchema = z.enum(['proposed', 'accepted', 'rejected', 'deprecated', 'superseded', 'unknown']);
  const severitySettingSchema = z.enum(['error', 'warning', 'info', 'hint', 'off']);

  const keySchemas = {
    $schema: z.string().describe('JSON Schema reference, for editors.'),
    collections: z
      .array(z.string().min(1))
      .describe('Decision collections: folders ("docs/adr") or globs ("packages/*/docs/adr"). When set, replaces discovery.'),
    idPrefixes: z
      .array(z.string().regex(/^[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z][A-Za-z0-9]*)*$/, 'a prefix is letters and digits, starting with a letter, e.g. "ADR", "RFC" or "ADR-SEC"'))
      .min(1)
      .describe('Id prefixes recognised in titles and references, case-insensitive. Default ["ADR"].'),
    statuses: z
      .record(z.string(), lifecycleSchema)
      .describe('Extra status words mapped to a lifecycle, e.g. {"ratified": "accepted"}. Merged over the built-in mapping.'),
    rules: z
      .partialRecord(z.enum(RULE_KEYS as [string, ...string[]]), severitySettingSchema)
      .describe('Rule name or id → severity ("error", "warning", "info", "hint") or "off".'),
    requiredSections: z
      .partialRecord(z.enum(FORMAT_KEYS), z.array(z.string()))
      .describe('Required section headings per record format (nygard, madr2, madr3, log4brains, freeform, or "*" for all).'),
    codeRoots: z.array(z.string()).describe('Folders that code paths named in records are resolved against. Default [""] (the workspace root).'),
    include: z.array(z.string()).describe('Globs of documents scanned for citations of decisions (Markdown and code). Default: all.'),
    exclude: z.array(z.string()).describe('Globs never scanned (records or citing documents).'),
    gitignore: z
      .boolean()
      .describe('Skip the files and folders that .gitignore files and .git/info/exclude name, as git does (configured collections are read whatever ignores them). Default true.'),
    maxFileSize: z.number().int().positive().describe('Files larger than this many bytes are skipped with an info diagnostic. Default 1048576 (1 MB).'),
  } as const;

  const configSchema = z
    .object(Object.fromEntries(Object.entries(keySchemas).map(([k, s]) => [k, s.optional()])) as {
      [K in keyof typeof keySchemas]: z.ZodOptional<(typeof keySchemas)[K]>;
    })
    .strict()
    .describe('ADR Lens configuration (.adr-lens.json at the workspace root). Every key is optional; zero config works.');
  return { lifecycleSchema, severitySettingSchema, keySchemas, configSchema };
}

let built: ReturnType<typeof buildSchemas> | undefined;
const schemas = () => (built ??= buildSchemas());

export const lifecycleSchema = () => schemas().lifecycleSchema;
export const severitySettingSchema = () => schemas().severitySettingSchema;
/** One schema per top-level key, so that a bad key can be reported and dropped while the others still apply. */
export const configKeySchemas = () => schemas().keySchemas;
export const configSchema = () => schemas().configSchema;

export type ConfigKey = keyof ReturnType<typeof configKeySchemas>;

export type AdrLensConfig = z.infer<ReturnType<typeof configSchema>>;

/** JSON Schema (draft 2020-12) for editors and the MCP resource adr://schema/config. */
export function configJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(configSchema(), { target: 'draft-2020-12' }) as Record<string, unknown>;
  return { ...schema, $id: 'https://adr-lens.dev/schema/adr-lens.schema.json', title: 'ADR Lens configuration' };
}
