// engine/schemas.ts is the one description of ADR Lens's output shapes. These tests hold the engine's
// own results to it (the CLI and MCP tests hold their outputs to it too), and check that every schema
// is a plain object schema that converts to JSON Schema, as MCP's outputSchema needs.
import { test, describe, before } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const engineApi = require('../dist/engine.js');
const { schemas } = engineApi;
const { z } = require('zod');

const CLI_OUTPUTS = ['CheckOutputSchema', 'ListOutputSchema', 'ShowOutputSchema', 'SearchOutputSchema', 'GraphOutputSchema', 'RefsOutputSchema', 'ExplainOutputSchema', 'ExplainListOutputSchema', 'NewOutputSchema'];
const RESULT_TYPES = [
  'DecisionSummarySchema',
  'DiagnosticSchema',
  'SearchHitSchema',
  'PageOfDecisionSummarySchema',
  'PageOfSearchHitSchema',
  'DecisionDetailSchema',
  'GraphResultSchema',
  'GoverningDecisionSchema',
  'RuleDefinitionSchema',
  'NewRecordPlanSchema',
];

function assertValid(schema, value, what) {
  const r = schema.safeParse(value);
  assert.ok(r.success, `${what} does not match its schema: ${r.error?.message}\n${JSON.stringify(value).slice(0, 500)}`);
}

describe('the schemas themselves', () => {
  test('every output and result schema is exported by name as a plain object schema', () => {
    for (const name of [...CLI_OUTPUTS, ...RESULT_TYPES]) {
      const schema = schemas[name];
      assert.ok(schema, `${name} is exported`);
      assert.equal(typeof schema.shape, 'object', `${name} is a z.object`);
    }
  });

  test('each converts to a JSON Schema of type object (usable as an MCP outputSchema)', () => {
    for (const name of [...CLI_OUTPUTS, ...RESULT_TYPES]) {
      const json = z.toJSONSchema(schemas[name]);
      assert.equal(json.type, 'object', name);
      assert.ok(Object.keys(json.properties).length > 0, name);
    }
  });

  const range = { start: { line: 2, character: 0 }, end: { line: 2, character: 8 } };
  const diagnostic = {
    path: 'docs/adr/0001-x.md',
    range,
    severity: 'warning',
    ruleId: 'ADR003',
    rule: 'unknown-status',
    message: 'Unknown status "Acepted"',
    fixes: [{ title: 'Change to "Accepted"', edits: [{ path: 'docs/adr/0001-x.md', range, newText: 'Accepted' }], isPreferred: true }],
  };

  test('a diagnostic with fixes is accepted; wrong severities, missing rules and negative lines are not', () => {
    assertValid(schemas.DiagnosticSchema, diagnostic, 'diagnostic');
    assert.equal(schemas.DiagnosticSchema.safeParse({ ...diagnostic, severity: 'fatal' }).success, false);
    const { rule, ...withoutRule } = diagnostic;
    void rule;
    assert.equal(schemas.DiagnosticSchema.safeParse(withoutRule).success, false);
    assert.equal(schemas.DiagnosticSchema.safeParse({ ...diagnostic, range: { ...range, start: { line: -1, character: 0 } } }).success, false);
    assert.equal(schemas.DiagnosticSchema.safeParse({ ...diagnostic, fixes: [{ title: 'x' }] }).success, false);
  });

  test('top-level CLI objects require their key, and tolerate added fields', () => {
    assert.equal(schemas.ListOutputSchema.safeParse({ total: 0 }).success, false);
    assertValid(schemas.ListOutputSchema, { decisions: [], total: 0, addedLater: true }, 'list with an extra field');
    assert.equal(schemas.CheckOutputSchema.safeParse({ diagnostics: [diagnostic] }).success, false, 'summary is required');
    assertValid(schemas.CheckOutputSchema, { diagnostics: [diagnostic], summary: { errors: 0, warnings: 1, infos: 0, hints: 0, files: 1 } }, 'check');
  });
});

describe("the engine's results match the schemas", () => {
  let engine;
  before(() => {
    engine = engineApi.createEngine({ root: join(repo, 'examples') });
    engine.load();
  });

  test('list, search and summaries', () => {
    const page = engine.list({ limit: 100 });
    assertValid(schemas.PageOfDecisionSummarySchema, page, 'list page');
    assert.ok(page.items.length >= 10);
    for (const r of engine.records()) assertValid(schemas.DecisionSummarySchema, engine.summary(r), `summary of ${r.path}`);
    const hits = engine.search('booking events', { limit: 5 });
    assertValid(schemas.PageOfSearchHitSchema, hits, 'search page');
    assert.ok(hits.items.length > 0);
  });

  test('check, with fixes', () => {
    const diagnostics = engine.check();
    assert.ok(diagnostics.length > 0);
    for (const d of diagnostics) assertValid(schemas.DiagnosticSchema, d, `diagnostic ${d.rule} in ${d.path}`);
    assert.ok(diagnostics.some((d) => d.fixes?.length), 'at least one planted defect has a fix');
  });

  test('decision detail, graph, governing decisions, rules, new-record plans', () => {
    for (const r of engine.records()) assertValid(schemas.DecisionDetailSchema, engine.getDecision(r.id) ?? engine.getDecision(r.path), `detail of ${r.path}`);
    assertValid(schemas.GraphResultSchema, engine.graph(), 'graph');
    const governing = engine.decisionsForPath('src/bookings/repository.ts');
    assert.ok(governing.length > 0);
    for (const g of governing) assertValid(schemas.GoverningDecisionSchema, g, 'governing decision');
    assert.ok(engine.rules().length >= 15);
    for (const rule of engine.rules()) assertValid(schemas.RuleDefinitionSchema, rule, `rule ${rule.name}`);
    assertValid(schemas.NewRecordPlanSchema, engine.planNewRecord({ title: 'Plan only', supersedes: 'ADR-0005' }), 'new-record plan');
  });
});
