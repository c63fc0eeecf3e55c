// .adr-lens.json: zero config works; a bad key is named with file, line and fix, and only that key falls back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadModel, memoryFs, repoRoot } from '../fixtures/formats/model.mjs';

const m = await loadModel();

test('zero config: defaults', () => {
  const { config, problems, source } = m.loadConfig(memoryFs({}));
  assert.equal(source, 'defaults');
  assert.deepEqual(problems, []);
  assert.deepEqual(config.idPrefixes, ['ADR']);
  assert.equal(config.maxFileSize, 1024 * 1024);
  assert.equal(config.statusMap.approved, 'accepted');
  assert.equal(config.statusMap.obsolete, 'deprecated');
});

test('valid config applies every key', () => {
  const fs = memoryFs({
    '.adr-lens.json': JSON.stringify({ collections: ['./docs/rfcs/'], idPrefixes: ['RFC', 'ADR'], statuses: { Ratified: 'accepted' }, rules: { 'missing-date': 'off', ADR008: 'error' }, requiredSections: { nygard: ['Context', 'Decision'] }, codeRoots: ['./app'], include: ['src/**'], exclude: ['legacy/**'], maxFileSize: 5000 }),
  });
  const { config, problems } = m.loadConfig(fs);
  assert.deepEqual(problems, []);
  assert.deepEqual(config.collections, ['docs/rfcs']);
  assert.deepEqual(config.idPrefixes, ['RFC', 'ADR']);
  assert.equal(config.statusMap.ratified, 'accepted');
  assert.deepEqual({ ...config.rules }, { 'missing-date': 'off', ADR008: 'error' });
  assert.deepEqual({ ...config.requiredSections }, { nygard: ['Context', 'Decision'] });
  assert.deepEqual(config.codeRoots, ['app']);
  assert.deepEqual(config.citingInclude, ['src/**']);
  assert.deepEqual(config.exclude, ['legacy/**']);
  assert.equal(config.maxFileSize, 5000);
});

test('bad keys are named with file, line and key; the others still apply', () => {
  const text = '{\n  "idPrefixes": ["RFC"],\n  "rules": {\n    "missing-date": "loud",\n    "unknown-status": "error"\n  },\n  "maxFileSize": -3,\n  "colections": ["x"]\n}\n';
  const { config, problems } = m.loadConfig(memoryFs({ '.adr-lens.json': text }));
  assert.deepEqual(problems.map((p) => [p.path, p.key, p.range.start.line]), [
    ['.adr-lens.json', 'rules.missing-date', 3],
    ['.adr-lens.json', 'maxFileSize', 6],
    ['.adr-lens.json', 'colections', 7],
  ]);
  assert.match(problems[0].message, /^\.adr-lens\.json:4:5: "rules\.missing-date": .*"error".*got "loud"/);
  assert.match(problems[1].message, /maxFileSize.*default/i);
  assert.match(problems[2].message, /unknown key.*did you mean "collections"/);
  assert.deepEqual(config.idPrefixes, ['RFC'], 'good keys apply');
  assert.deepEqual({ ...config.rules }, { 'unknown-status': 'error' }, 'good entries of a map apply');
  assert.equal(config.maxFileSize, 1024 * 1024, 'bad key falls back to its default');
});

test('invalid JSON: one problem at the error position, defaults used', () => {
  const { config, problems } = m.loadConfig(memoryFs({ '.adr-lens.json': '{\n  "idPrefixes": ["RFC"],\n}\n' }));
  assert.equal(problems.length, 1);
  assert.equal(problems[0].path, '.adr-lens.json');
  assert.match(problems[0].message, /^\.adr-lens\.json:\d+:\d+: not valid JSON/);
  assert.ok(problems[0].range.start.line >= 1);
  assert.deepEqual(config.idPrefixes, ['ADR']);
});

test('session config is used when the workspace has none, and validated the same way', () => {
  const { config, problems, source } = m.loadConfig(memoryFs({}), { idPrefixes: ['DR'], rules: { x: 7 } });
  assert.equal(source, 'session');
  assert.deepEqual(config.idPrefixes, ['DR']);
  assert.equal(problems[0].key, 'rules.x');
});

test('the committed JSON Schema is the one generated from the zod schema', () => {
  const committed = JSON.parse(readFileSync(join(repoRoot, 'schema/adr-lens.schema.json'), 'utf8'));
  assert.deepEqual(committed, m.configJsonSchema(), 'regenerate schema/adr-lens.schema.json from configJsonSchema()');
  assert.ok(committed.properties.idPrefixes.description);
  assert.equal(committed.additionalProperties, false);
});

test('an unknown rule or record format under "rules" / "requiredSections" is reported, with the near name, and ignored', () => {
  const { config, problems } = m.loadConfig(memoryFs({}), { rules: { 'missing-dates': 'off', ADR015: 'off', adr004: 'info' }, requiredSections: { madr4: ['X'], '*': ['Context'] } });
  assert.deepEqual(problems.map((p) => p.key), ['rules.missing-dates', 'requiredSections.madr4']);
  assert.match(problems[0].message, /unknown rule, ignored \(did you mean "missing-date"\?\)/);
  assert.match(problems[1].message, /unknown record format, ignored/);
  assert.deepEqual({ ...config.rules }, { ADR015: 'off', adr004: 'info' });
  assert.deepEqual(Object.keys(config.requiredSections).includes('madr4'), false);
});

test('the rule names a config may use are exactly the registry\'s', async () => {
  const engineModule = (await import('node:module')).createRequire(import.meta.url)(join(repoRoot, 'dist', 'engine.js'));
  const registry = engineModule.createEngine({ root: join(repoRoot, 'examples') }).rules().map((r) => [r.id, r.name]);
  const schemaNames = m.configJsonSchema().properties.rules.propertyNames.enum;
  assert.deepEqual(schemaNames, registry.flatMap(([id, name]) => [name, id, id.toLowerCase()]));
});
