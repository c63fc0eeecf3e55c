// Readings of session 42 (helper "code"): decisions cited from code and configuration files, and the code paths
// records name (fixtures written for these tests, in the shapes the repositories had).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const rulesOf = (engine) => engine.check().filter((d) => d.rule !== 'missing-date').map((d) => `${d.rule} ${d.path}:${d.range.start.line + 1}`).sort();
const citers = (engine, id) => [...new Set(engine.getDecision(id).citedBy.map((c) => `${c.path}:${c.range.start.line + 1}`))].sort();

const nygard = (title, decision = 'We do it.') => `# ${title}\n\nDate: 2026-05-01\n\n## Status\n\nAccepted\n\n## Context\n\nWhy it came up.\n\n## Decision\n\n${decision}\n\n## Consequences\n\nSome.\n`;

describe('a record cited by its folder and number alone: "See docs/adr/0006."', { skip }, () => {
  // cybernexcorps/kelvatech-telegram-events-parser cites its six records so from Python, docstrings and pyproject.toml
  // ("see docs/adr/0001", "Alerting policy: see docs/adr/0005.", "Both halves of the docs/adr/0006 fix live here");
  // none of them counted as a citation.
  const files = {
    'docs/adr/0001-weekly-cron.md': nygard('1. Weekly cron on a named day'),
    'docs/adr/0005-guarded-runs.md': nygard('5. One guarded run entry'),
    'docs/adr/0006-misfire-grace.md': nygard('6. The weekly fire survives a misfire'),
    'docs/decisions/0013-open-port.md': nygard('13. Open the port'),
    'pyproject.toml': '[project]\ndependencies = [\n  "sched>=3.10,<4",  # v4 changes the weekday rules; see docs/adr/0001\n]\n',
    'src/app/runner.py': '"""Runs the digest.\n\nAlerting policy: see docs/adr/0005.\n"""\n\n\ndef run():\n    # The fire the scheduler drops is alerted on (docs/adr/0006).\n    return 1\n',
    'src/app/schedule.ts': "// Both halves of the docs/adr/0006 fix live here; see docs/adr/0006's Status too.\nexport const grace = 3600;\n",
    'infra/open-port.sh': '#!/bin/sh\n# See docs/decisions/0013 and the README of this folder.\nufw allow 3456/tcp\n',
  };

  it('reads each as a citation of the record of that number', () => {
    const { engine } = workspace(files);
    assert.deepEqual(citers(engine, 'ADR-0001'), ['pyproject.toml:3']);
    assert.deepEqual(citers(engine, 'ADR-0005'), ['src/app/runner.py:3']);
    assert.deepEqual(citers(engine, 'ADR-0006'), ['src/app/runner.py:8', 'src/app/schedule.ts:1']);
    assert.deepEqual(citers(engine, 'ADR-0013'), ['infra/open-port.sh:2']);
    assert.deepEqual(engine.decisionsForPath('src/app/runner.py').map((d) => d.decision?.id ?? d.id).sort(), ['ADR-0005', 'ADR-0006']);
    assert.deepEqual(rulesOf(engine), []);
  });

  it('reports a number no record has, and leaves a file name, a link and a folder to what they are', () => {
    const { engine } = workspace({
      ...files,
      'src/app/gone.py': '# see docs/adr/0157 for why\n# docs/adr/0006-misfire-grace.md, docs/adr/0001.md and docs/adr/0005/ are no ids\nX = 1\n',
    });
    assert.deepEqual(rulesOf(engine), ['broken-link src/app/gone.py:2', 'unknown-reference src/app/gone.py:1']);
    assert.match(engine.check().find((d) => d.rule === 'unknown-reference').message, /^docs\/adr\/0157 does not match/);
  });
});

describe('citations in linker scripts, GDB command files, GDScript and Cedar policies', { skip }, () => {
  // theovil1/obc-zero: "justified in docs/adr/0001-target-platform.md" in the header of emu/sifive_e.ld, "# ADR 0007 left
  // the middle rung empty" in harness/runner/*.gdb; timbermania/exmateria-gambit-tactics: "## See docs/adr/0067-x.md" in
  // a Godot test script; orkestra-cc/orkestra: "// ADR-0001 reframes tenancy" in policies/tenant_scope.cedar.
  const files = {
    'docs/adr/0001-target-platform.md': nygard('1. Target platform'),
    'docs/adr/0007-escalation.md': nygard('7. The escalation ladder'),
    'emu/board.ld': 'OUTPUT_ARCH("riscv")\n/*\n * Memory map, justified in docs/adr/0001-target-platform.md.\n */\nMEMORY { RAM (rwx) : ORIGIN = 0x80000000, LENGTH = 16K }\n',
    'harness/rung2.gdb': '# ADR 0007 left the middle rung empty.\nbreak main\n',
    'tests/stack_test.gd': '## See docs/adr/0007-escalation.md for the ladder.\nextends Node\nvar name = "ADR-0001 is not cited in a string"\n',
    'policies/tenant.cedar': '// ADR-0001 puts each tenant in one tier.\npermit (principal, action, resource) when { principal.tier == "ADR-0007" };\n',
  };

  it('reads their comments as other code is read, and not their strings', () => {
    const { engine } = workspace(files);
    assert.deepEqual(citers(engine, 'ADR-0001'), ['emu/board.ld:3', 'policies/tenant.cedar:1']);
    assert.deepEqual(citers(engine, 'ADR-0007'), ['harness/rung2.gdb:1', 'tests/stack_test.gd:1']);
  });
});
