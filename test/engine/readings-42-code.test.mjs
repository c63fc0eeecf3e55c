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

  it('a route after an HTTP method is no citation: "GET decisions/42" in an API that serves decisions', () => {
    const { engine } = workspace({
      'docs/decisions/0042-use-one-queue.md': nygard('42. Use one queue'),
      'src/api.ts': '// GET decisions/42 returns one decision; POST v1/decisions/42 amends it\n// see docs/decisions/42 for the queue\n',
    });
    assert.deepEqual(citers(engine, 'ADR-0042'), ['src/api.ts:2']);
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

describe('a repository written in two languages: "x.en.md" and "x.es.md" for each page and record', { skip }, () => {
  // impalah/capataz: docs/adr/007-runtime-frontend-config.en.md and .es.md, docs/07-operations.en.md and .es.md; its
  // records name "docs/07-operations.md" (the page, in whichever language), and its Spanish comments link the Spanish
  // page of the record ("# ver docs/adr/007-runtime-frontend-config.es.md"). Four stale-code-path warnings, and the
  // citations of the Spanish page counted for no record.
  const rec = (title, decision) => nygard(title, decision);
  const files = {
    'docs/adr/007-runtime-config.en.md': rec('ADR-007: Runtime config', 'See the Standalone section of `docs/07-operations.md`.'),
    'docs/adr/007-runtime-config.es.md': rec('ADR-007: Configuración en tiempo de ejecución', 'Ver `docs/07-operations.md`.'),
    'docs/07-operations.en.md': '# Operations\n',
    'docs/07-operations.es.md': '# Operación\n',
    'frontend/Makefile': '# Valores de ejecución: ver docs/adr/007-runtime-config.es.md.\nall:\n\ttrue\n',
    'frontend/render.sh': '#!/bin/sh\n# See docs/adr/007-runtime-config.en.md.\n',
    'docs/guide.md': '# Guide\n\nLa [decisión](adr/007-runtime-config.es.md) explica por qué.\n',
  };

  it('finds the page in its languages, and counts a link to a translation as a citation of its record', () => {
    const { engine } = workspace(files);
    assert.deepEqual(rulesOf(engine), []);
    assert.deepEqual(citers(engine, 'ADR-007').filter((p) => !p.startsWith('docs/adr/')), ['docs/guide.md:3', 'frontend/Makefile:1', 'frontend/render.sh:2']);
    assert.deepEqual(engine.decisionsForPath('frontend/Makefile').map((d) => d.decision.id), ['ADR-007']);
    assert.deepEqual(engine.decisionsForPath('docs/07-operations.es.md').map((d) => d.decision.id), ['ADR-007']);
    // A page that is in no language is still missing.
    const other = workspace({ ...files, 'docs/adr/007-runtime-config.en.md': rec('ADR-007: Runtime config', 'See `docs/07-operations.md` and `docs/08-debugging.md`.') });
    assert.deepEqual(rulesOf(other.engine), ['stale-code-path docs/adr/007-runtime-config.en.md:15']);
    assert.match(other.engine.check()[0].message, /names docs\/08-debugging\.md/);
  });
});

describe('"`x/routers.py` (a single file) was split into `x/routers/`": the file the decision broke up', { skip }, () => {
  // impalah/capataz ADR-005: "`adapters/inbound/routers.py` (a single file with every endpoint) was split into
  // `adapters/inbound/routers/`, one router per domain". The old file is gone by the decision itself.
  const rec = (sentence) => nygard('5. Split the routers', sentence);
  const present = { 'api/adapters/inbound/routers/health.py': '', 'api/adapters/inbound/deps.py': '' };

  it('does not call the old file stale, and still reports a missing file the sentence does not split', () => {
    const { engine } = workspace({ ...present, 'docs/adr/0005-split-routers.md': rec('`api/adapters/inbound/routers.py` (a single file with every endpoint) was split into `api/adapters/inbound/routers/`, one router per domain.') });
    assert.deepEqual(rulesOf(engine), []);
    const other = workspace({ ...present, 'docs/adr/0005-split-routers.md': rec('`api/adapters/inbound/routers.py` holds every endpoint; the config is split into two files.') });
    assert.deepEqual(rulesOf(other.engine), ['stale-code-path docs/adr/0005-split-routers.md:15']);
  });
});

describe('a file, then a symbol or lines in it: "`models/client.go::Client`", "`src/retry.ts:42`"', { skip }, () => {
  // orkestra-cc/orkestra ADR-0001: its Context lists the files an audit found ("`backend/…/models/client.go` — separate
  // `Client` collection"), and "### What we remove" lists "`backend/…/models/client.go::Client`". The "::Client" kept the
  // second from being read as a path at all, so the first was reported stale though the record removes the file.
  const rec = (context, decision) =>
    `# ADR-0001 — One tenant model\n\nDate: 2026-04-18\n\n## Status\n\nAccepted\n\n## Context\n\n${context}\n\n## Decision\n\n${decision}\n\n## Consequences\n\nSome.\n`;
  const present = { 'backend/tenant/models/tenant.go': '', 'backend/subscriptions/models/invoice.go': '' };
  const context = 'An audit found the model flat:\n\n- `backend/subscriptions/models/client.go` — a separate collection.\n\nComments say so too (e.g. `subscriptions/models/client.go:17`).';

  it('reads the file, so that what the record removes is not stale, and a missing one with a line is', () => {
    const { engine } = workspace({ ...present, 'docs/adr/0001-tenant.md': rec(context, '### What we remove\n\n1. `backend/subscriptions/models/client.go::Client` — clients are tenants.') });
    assert.deepEqual(rulesOf(engine), []);
    assert.deepEqual(engine.getDecision('ADR-0001').codePaths, ['backend/subscriptions/models/client.go', 'subscriptions/models/client.go']);
    const lines = workspace({ ...present, 'docs/adr/0001-tenant.md': rec('Why.', 'Retries live in `backend/retry/policy.go:42-57`; tenants in `backend/tenant/models/tenant.go#L10`.') });
    assert.deepEqual(lines.engine.check().filter((d) => d.rule === 'stale-code-path').map((d) => d.message.split(',')[0]), ['ADR-0001 names backend/retry/policy.go']);
    assert.deepEqual(lines.engine.decisionsForPath('backend/tenant/models/tenant.go').map((d) => d.decision.id), ['ADR-0001']);
  });
});

describe('"Outside the workspace at `../loom-worktrees/`": a place the record says is not in the tree', { skip }, () => {
  // rjwalters/loom ADR-0004 weighs where worktrees go: "Inside the workspace at `.loom/worktrees/`", "Outside the
  // workspace at `../loom-worktrees/`". The second, read from the record's folder, was reported stale.
  const rec = (item) => nygard('4. Worktrees inside the workspace', `Where to create worktrees:\n\n- Inside the workspace at \`.loom/worktrees/\`\n- ${item}\n\nWe keep them inside.`);

  it('does not call it stale, and still judges a sibling path said otherwise', () => {
    const present = { '.loom/worktrees/.keep': '', 'docs/notes/x.md': '# x\n' };
    const { engine } = workspace({ ...present, 'docs/adr/0004-worktrees.md': rec('Outside the workspace at `../loom-worktrees/`') });
    assert.deepEqual(rulesOf(engine), []);
    const other = workspace({ ...present, 'docs/adr/0004-worktrees.md': rec('Beside the records at `../loom-worktrees/`') });
    assert.deepEqual(rulesOf(other.engine), ['stale-code-path docs/adr/0004-worktrees.md:18']);
  });
});

describe('records named in lists joined by slashes, and in a busted test\'s name', { skip }, () => {
  // kamegoro/tobira.nvim's Lua: "-- header rule 3 and docs/adr/0020/docs/adr/0106/docs/adr/0107.", "-- docs/adr/0006/0095
  // (cmdline pattern state)", "describe('when … recorded a higher peak_avg (#307, docs/adr/0117)', function()".
  const files = {};
  for (const n of ['0006', '0020', '0095', '0106', '0107', '0117']) files[`docs/adr/${n}-rule-${n}.md`] = nygard(`${Number(n)}. Rule ${n}`);
  files['tests/model.lua'] = '-- header rule 3 and docs/adr/0020/docs/adr/0106/docs/adr/0107.\n-- docs/adr/0006/0095 (cmdline pattern state)\nlocal M = {}\nreturn M\n';
  files['tests/logger_spec.lua'] = "describe('when another instance recorded a higher peak (#307, docs/adr/0117)', function()\n  it('keeps it', function() assert.is_true(true) end)\nend)\nlocal s = 'docs/adr/0006 in a string'\n";

  it('reads each number of the list, and the test\'s name, not a plain string', () => {
    const { engine } = workspace(files);
    const by = (id) => citers(engine, id).filter((p) => !p.startsWith('docs/'));
    assert.deepEqual(['ADR-0020', 'ADR-0106', 'ADR-0107', 'ADR-0006', 'ADR-0095', 'ADR-0117'].map(by), [['tests/model.lua:1'], ['tests/model.lua:1'], ['tests/model.lua:1'], ['tests/model.lua:2'], ['tests/model.lua:2'], ['tests/logger_spec.lua:1']]);
    assert.deepEqual(rulesOf(engine), []);
  });
});

describe('comments wrapped after a record\'s folder, and paths between full-width marks', { skip }, () => {
  // wakuwaku3/agentic-loop-foundation wraps its shell comments at 80 columns: "(requires --verbose; see docs/decisions/"
  // over "# 0031) streams one JSON object …"; its Makefile writes "（docs/policies/x.md、docs/decisions/0021-x.md）。".
  const files = {
    'docs/decisions/0021-affected-checks.md': nygard('21. Affected checks'),
    'docs/decisions/0031-stage-stall.md': nygard('31. Stage stall threshold'),
    'bin/lib/agent.sh': '#!/bin/sh\nrun() {\n  # --output-format stream-json (requires --verbose; see docs/decisions/\n  # 0031) streams one JSON object per line\n  echo "docs/decisions/\n0021" >/dev/null\n}\n',
    Makefile: '# 編集中のfeedback短縮専用（docs/policies/harness.md、docs/decisions/0021-affected-checks.md）。\naffected:\n\t./check.sh\n',
  };

  it('reads the number that begins the next comment line, and the path inside the marks', () => {
    const { engine } = workspace(files);
    assert.deepEqual(citers(engine, 'ADR-0031').filter((p) => !p.startsWith('docs/')), ['bin/lib/agent.sh:4']);
    assert.deepEqual(citers(engine, 'ADR-0021').filter((p) => !p.startsWith('docs/')), ['Makefile:1']);
  });
});

describe('ids the text says were never written, and a path it says is not there', { skip }, () => {
  // ysrgroup26/IOMS: its CHANGELOG says "ADRs 002, 003, and 005 were not written, since …" (records 001, 004, 006 … are
  // there), and ADR-020 says "No `Mail` usage or `config/mail.php` exists anywhere in the codebase".
  const files = {
    'docs/ADR/001-approval-engine.md': nygard('ADR-001: Approval engine'),
    'docs/ADR/004-timeline-engine.md': nygard('ADR-004: Timeline engine'),
    'docs/ADR/020-report-center.md': nygard('ADR-020: Report center', 'Deliberately not an email dispatcher. No `Mail` usage or `config/mail.php` exists anywhere in the codebase; reports are read in the app.'),
    'config/app.php': '<?php return [];\n',
    'CHANGELOG.md': '# Changelog\n\n## 1.2.0\n\nPriorities 3 to 7 are untouched; ADRs 002, 003, and 005 were not written, since they would document a guess. ADR-007 is cited here.\n',
  };

  it('reports neither, and still an id cited with no such word', () => {
    const { engine } = workspace(files);
    assert.deepEqual(rulesOf(engine), ['unknown-reference CHANGELOG.md:5']);
    assert.match(engine.check().find((d) => d.rule === 'unknown-reference').message, /^ADR-007 does not match/);
  });
});

describe('a comment citing the translation of a superseded record', { skip }, () => {
  // The shape of impalah/capataz (records in .en.md and .es.md, Spanish comments linking the .es.md page), with the
  // record cited superseded: the citation of its translation is a citation of it, and the hint's fix names the successor
  // from the root, as the comment wrote the path.
  const rec = (title, status) => `# ${title}\n\nDate: 2026-05-01\n\n## Status\n\n${status}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSome.\n`;
  const files = {
    'docs/adr/006-old-config.en.md': rec('ADR-006: Build-time config', 'Superseded by [ADR-007](007-runtime-config.en.md)'),
    'docs/adr/006-old-config.es.md': rec('ADR-006: Configuración en compilación', 'Reemplazada por ADR-007'),
    'docs/adr/007-runtime-config.en.md': rec('ADR-007: Runtime config', 'Accepted\n\nSupersedes [ADR-006](006-old-config.en.md)'),
    'frontend/Makefile': '# Ver docs/adr/006-old-config.es.md.\nall:\n\ttrue\n',
  };

  it('hints at the successor, and its fix keeps the path written from the root', () => {
    const { engine } = workspace(files);
    const hint = engine.check().find((d) => d.rule === 'citing-superseded' && d.path === 'frontend/Makefile');
    assert.ok(hint, 'no citing-superseded hint on the Makefile');
    assert.deepEqual(hint.fixes[0].edits.map((e) => e.newText), ['docs/adr/007-runtime-config.en.md']);
  });
});
