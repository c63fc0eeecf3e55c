// Readings checked against real repositories in session 34 (bed real100): decisions cited where code and agent files
// keep their prose outside comments — the text of YAML review configurations and specs, test names and task help in
// code, ids set in monospace in agent instructions (fixtures written for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const record = (n, title, status = 'Accepted', extra = '') => `# ${n}. ${title}\n\nDate: 2024-01-0${n % 9 || 1}\n\n## Status\n\n${status}\n${extra}\n## Context\n\nWhy.\n`;
const records = {
  'docs/adr/0006-serial-runs.md': record(6, 'Serial runs'),
  'docs/adr/0007-reasoning-first.md': record(7, 'Reasoning first', 'Superseded by [9. Tools first](0009-tools-first.md)'),
  'docs/adr/0009-tools-first.md': record(9, 'Tools first', 'Accepted\n\nSupersedes [7. Reasoning first](0007-reasoning-first.md)'),
  'docs/adr/0003-ports.md': record(3, 'Ports'),
};

/** What a file cites, as "line:id" (lines from 1), and the findings on it as "line:rule". */
function readFile(files, path) {
  const { engine } = workspace({ ...records, ...files });
  const cited = [];
  for (const r of engine.records()) {
    const detail = engine.getDecision(r.path);
    for (const c of detail?.citedBy ?? []) if (c.path === path) cited.push(`${c.range.start.line + 1}:${r.id}`);
  }
  const found = engine.check().filter((d) => d.path === path).map((d) => `${d.range.start.line + 1}:${d.rule}`);
  return { cited: cited.sort(), found: found.sort() };
}

describe('the prose of YAML files', { skip }, () => {
  it('reads a review configuration\'s instructions block as prose (nexusnv/paxman, Ranvier-Technologies/pixir)', () => {
    const yaml = 'reviews:\n  path_instructions:\n    - path: "src/**"\n      instructions: |\n        Runs stay serial (ADR-0006); flag any thread pool.\n        Never reuse a retired flag (ADR-0099).\n';
    assert.deepEqual(readFile({ '.coderabbit.yaml': yaml }, '.coderabbit.yaml'), { cited: ['5:ADR-0006'], found: ['6:unknown-reference'] });
  });

  it('reads folded blocks, sentences in plain or quoted values and their continuation lines, and lists of ids (jetdream/steward)', () => {
    const yaml = [
      'decisions:',
      '  - id: D-1',
      '    statement: >',
      '      Reach a service only through its ADR-0003 port.',
      '    binds: [ADR-0006, G-2]',
      '    note: "kept serial, see ADR 0006"',
      '    summary: Ports first as ADR-0003 says,',
      '      and nothing else (ADR-0009).',
      '',
    ].join('\n');
    assert.deepEqual(readFile({ '.spec/decisions.yaml': yaml }, '.spec/decisions.yaml').cited, ['4:ADR-0003', '5:ADR-0006', '6:ADR-0006', '7:ADR-0003', '8:ADR-0009']);
  });

  it('leaves values that are one id alone (data), scripts, keys, and comments are read once', () => {
    const yaml = [
      'policy_ref: "ADR-0099"',
      'adr: ADR-0098',
      'steps:',
      '  - run: |',
      '      echo "ADR-0097 done"',
      '  - name: Build',
      '    script:',
      '      - make ADR-0096 target',
      'ADR-0095: value',
      'notes: |',
      '  Serial, as in ADR-0006 # and ADR-0003',
      '# ADR-0009 in a comment',
      '',
    ].join('\n');
    assert.deepEqual(readFile({ 'config.yml': yaml }, 'config.yml'), { cited: ['11:ADR-0003', '11:ADR-0006', '12:ADR-0009'], found: [] });
  });
});

describe('documentation strings in code', { skip }, () => {
  it('reads ExUnit test names and a mix task\'s @shortdoc (Ranvier-Technologies/pixir)', () => {
    const exs = 'defmodule TurnTest do\n  use ExUnit.Case\n  @shortdoc "Smoke for ADR 0006"\n  test "reasoning precedes the tool call (ADR 0007)" do\n    assert "ADR 0099" == x\n  end\n  describe "permissions (ADR 0003)" do\n  end\nend\n';
    assert.deepEqual(readFile({ 'test/turn_test.exs': exs }, 'test/turn_test.exs'), { cited: ['3:ADR-0006', '4:ADR-0007', '7:ADR-0003'], found: ['4:citing-superseded'] });
  });

  it('reads test and suite names and schema descriptions in JavaScript and TypeScript (supernova-labs/merovingian, co-native-ab/graphdo-ts)', () => {
    const ts = [
      'describe("scoped inbox (ADR 0006)", () => {',
      "  it('keeps runs serial per ADR-0003', () => {",
      '    expect(run("ADR-0099")).toBe(true);',
      '  });',
      '  test.skip(`ports first, ADR-0006`, () => {});',
      '});',
      'const s = z.string().meta({ description: "Serial runs (ADR-0006)" });',
      'const label = "ADR-0098 in a plain string";',
      '',
    ].join('\n');
    assert.deepEqual(readFile({ 'test/inbox.test.ts': ts }, 'test/inbox.test.ts'), { cited: ['1:ADR-0006', '2:ADR-0003', '5:ADR-0006', '7:ADR-0006'], found: [] });
  });
});

describe('ids set in monospace in agent Markdown', { skip }, () => {
  it('reads a code span that is exactly an id as a citation (jetdream/steward, GriffinAD/dns-fabric)', () => {
    const md = '# Backend\n\nReach services only through ports (`ADR-0003`).\nThe cache rule is in `ADR-0042`.\nAn example file name: `adr-0001-sample.md`, and `ADR-0006 x` is a longer span.\n';
    assert.deepEqual(readFile({ 'AGENTS.md': md }, 'AGENTS.md'), { cited: ['3:ADR-0003'], found: ['4:unknown-reference'] });
  });
});

describe('a number the text says no record has', { skip }, () => {
  it('is no unknown reference where the line says it was never created (syntropic137/syntropic137)', () => {
    const md = '# Decisions\n\n## Numbering\n\n- ADR-0025 was never created (numbering gap — do not reuse)\n- ADR-0026 is the next one to cite\n';
    assert.deepEqual(readFile({ 'docs/AGENTS.md': md }, 'docs/AGENTS.md').found, ['6:unknown-reference']);
  });
});

describe('two records that share a number', { skip }, () => {
  const twins = {
    'docs/adr/0012-queue-retries.md': '# ADR-0012: Queue retries\n\nDate: 2024-02-01\n\n## Status\n\nProposed\n\n## Context\n\nWhy.\n',
    'docs/adr/0012-cache-warmup.md': '# ADR-0012: Cache warmup\n\nDate: 2024-02-02\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n',
  };
  const citedIn = (text) => {
    const { engine } = workspace({ ...twins, 'src/cache.py': text });
    return ['docs/adr/0012-queue-retries.md', 'docs/adr/0012-cache-warmup.md'].filter((p) => engine.getDecision(p).citedBy.some((c) => c.path === 'src/cache.py'));
  };

  it('a citation that names one by its title after the id goes to that one (syntropic137/syntropic137)', () => {
    assert.deepEqual(citedIn('"""Warm the cache.\n\nSee ADR-0012: Cache warmup.\n"""\n'), ['docs/adr/0012-cache-warmup.md']);
    assert.deepEqual(citedIn('# Retry loop (ADR-0012 — Queue retries)\n'), ['docs/adr/0012-queue-retries.md']);
  });
});
