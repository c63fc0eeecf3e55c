// Readings of session 41 (helper "cites"): how repositories cite their decisions outside the records, by a record's
// file name rather than its id (fixtures written for these tests, in the shapes the repositories had).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const findings = (engine) => engine.check().map((d) => `${d.rule} ${d.path}:${d.range.start.line + 1}`).sort();
const governing = (engine, path) => engine.decisionsForPath(path).map((g) => `${g.decision.id} ${g.match}`);
const fixTexts = (d) => (d.fixes ?? []).flatMap((f) => f.edits.map((e) => e.newText));
const citedBy = (engine, id) => engine.getDecision(id).citedBy.map((c) => `${c.path}:${c.range.start.line + 1}`).sort();

describe('a record named by its file name, without ".md", in a code comment', { skip }, () => {
  // terrylica/cc-skills: records named by their day (docs/adr/2025-12-05-itp-setup-todowrite-workflow.md), cited from
  // scripts and hooks as "# ADR: 2025-12-05-itp-setup-todowrite-workflow" (plugins/itp/scripts/install-dependencies.sh)
  // and " * ADR: 2026-01-22-pyproject-toml-root-only-policy" (plugins/itp-hooks/hooks/*.ts), two records sharing a day.
  // cpp-for-everything/MPAPP: "# Per ADR-0011-cross-compilation-toolchain." heading cmake/toolchains/*.cmake, for
  // vault/20_ADRs/ADR-0011-cross-compilation-toolchain.md.
  const dated = (day, title, status = 'accepted', extra = '') => `---\nstatus: ${status}\ndate: ${day}\n${extra}---\n\n# ADR: ${title}\n\n## Context and Problem Statement\n\nWhy.\n\n## Decision Outcome\n\nWhat.\n`;
  const files = () => ({
    'docs/adr/2025-12-05-setup-workflow.md': dated('2025-12-05', 'Setup workflow'),
    'docs/adr/2025-12-08-env-config.md': dated('2025-12-08', 'Env config', 'superseded', 'superseded-by: 2026-01-02-env-loading.md\n'),
    'docs/adr/2025-12-08-task-runner.md': dated('2025-12-08', 'Task runner'),
    'docs/adr/2026-01-02-env-loading.md': dated('2026-01-02', 'Env loading', 'accepted', 'supersedes: 2025-12-08-env-config.md\n'),
    'scripts/install.sh': '#!/bin/bash\n# Install the tools.\n# ADR: 2025-12-05-setup-workflow\nset -e\n',
    'hooks/runner-guard.ts': '/**\n * Blocks a stray task runner.\n *\n * ADR: 2025-12-08-task-runner\n */\nexport const guard = 1;\n',
    'scripts/env.sh': '#!/bin/bash\n# Load the environment (ADR: 2025-12-08-env-config).\nexport A=1\n',
    // "// ADR: 20260328-whisper-groq-gpu-budget" (a Go package's header): a record named by its day without hyphens.
    'docs/adr/20260328-speech-budget.md': dated('2026-03-28', 'Speech budget'),
    'voice/stt.go': '// Package voice transcribes speech.\n// ADR: 20260328-speech-budget\npackage voice\n',
    'scripts/release.sh': '#!/bin/bash\n# ADR: 2025-12-23-release-preflight-guard\n# See ADR-0180-era sweeps.\nexit 0\n',
  });

  it('governs the file that cites it, the record of that name among those of its day', () => {
    const { engine } = workspace(files());
    assert.deepEqual(governing(engine, 'scripts/install.sh'), ['2025-12-05-setup-workflow cites']);
    assert.deepEqual(governing(engine, 'hooks/runner-guard.ts'), ['2025-12-08-task-runner cites']);
    assert.deepEqual(governing(engine, 'voice/stt.go'), ['20260328-speech-budget cites']);
    assert.deepEqual(citedBy(engine, '2025-12-08-task-runner'), ['hooks/runner-guard.ts:4']);
  });

  it('a superseded record cited so is a hint, rewritten to its successor’s name', () => {
    const { engine } = workspace(files());
    const hints = engine.check().filter((d) => d.rule === 'citing-superseded');
    assert.deepEqual(hints.map((d) => `${d.path}:${d.range.start.line + 1}`), ['scripts/env.sh:2']);
    assert.deepEqual(fixTexts(hints[0]), ['2026-01-02-env-loading']);
  });

  it('a path from the root, "* ADR: /docs/adr/<name>.md", cites the record and keeps its form when rewritten', () => {
    // terrylica/cc-skills' scripts/validate-plugins.mjs, scripts/install-hooks.sh: " * ADR: /docs/adr/2025-12-05-….md".
    const f = { ...files(), 'scripts/sync.mjs': '/**\n * Sync versions.\n * ADR: /docs/adr/2025-12-08-env-config.md (lesson learned)\n */\n' };
    const { engine } = workspace(f);
    assert.deepEqual(governing(engine, 'scripts/sync.mjs'), ['2025-12-08-env-config cites']);
    const hint = engine.check().find((d) => d.rule === 'citing-superseded' && d.path === 'scripts/sync.mjs');
    assert.deepEqual(fixTexts(hint), ['/docs/adr/2026-01-02-env-loading.md']);
  });

  it('a name no record has, and an id with one word after it, are neither reported nor cited', () => {
    const { engine } = workspace(files());
    assert.deepEqual(findings(engine), ['citing-superseded scripts/env.sh:2']);
    assert.deepEqual(governing(engine, 'scripts/release.sh'), []);
  });

  it('"Per ADR-0011-cross-compilation-toolchain." cites ADR-0011, however its file is named', () => {
    const record = (n, slug, title) => `---\ntype: adr\nid: ADR-${n}\ntitle: ${title}\nstatus: accepted\ndate: 2026-05-12\n---\n\n# ADR-${n} — ${title}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n`;
    const toolchain = '# cmake/toolchains/linux-arm64.cmake\n#\n# Cross-compile for Linux aarch64.\n# Per ADR-0011-zig-cross-toolchain.\n\nset(CMAKE_SYSTEM_NAME Linux)\n';
    for (const name of ['ADR-0011-zig-cross-toolchain.md', '0011-zig-cross-toolchain.md']) {
      const { engine } = workspace({
        'vault/20_ADRs/ADR-0001-cpp-baseline.md': record('0001', 'cpp-baseline', 'C++ baseline'),
        [`vault/20_ADRs/${name}`]: record('0011', 'zig-cross-toolchain', 'Zig cross toolchain'),
        'cmake/toolchains/linux-arm64.cmake': toolchain,
      });
      assert.deepEqual(governing(engine, 'cmake/toolchains/linux-arm64.cmake'), ['ADR-0011 cites'], name);
      assert.deepEqual(findings(engine), [], name);
    }
  });
});

describe('Obsidian wikilinks to records, by file name or vault path', { skip }, () => {
  // cpp-for-everything/MPAPP keeps its records in an Obsidian vault (vault/20_ADRs/ADR-0011-cross-compilation-
  // toolchain.md) and links them "[[ADR-0007-cross-platform-tooling]]" from records and notes (vault/00_Index/
  // Decisions MOC.md), with "supersedes:"/"supersededBy:" front matter fields for the same links. Other vaults write
  // "- Status: superseded by [[adr/0004-control-room-design-system]]" and "- Supersedes: [[adr/0002-…]]", or
  // "superseded by [[ADR-NNNN-slug|ADR-NNNN]]".
  const vault = (n, slug, title, status = 'accepted', fm = '', body = '') => [
    `vault/20_ADRs/ADR-${n}-${slug}.md`,
    `---\ntype: adr\nid: ADR-${n}\ntitle: ${title}\nstatus: ${status}\ndate: 2026-05-12\n${fm}---\n\n# ADR-${n} — ${title}\n\n## Context\n\nWhy.${body}\n\n## Decision\n\nWhat.\n`,
  ];
  const vaultFiles = () => Object.fromEntries([
    vault('0001', 'language-baseline', 'Language baseline'),
    vault('0002', 'plain-config', 'Plain config', 'superseded', 'supersededBy: "[[ADR-0003-typed-config]]"\n'),
    vault('0003', 'typed-config', 'Typed config', 'accepted', 'supersedes: "[[ADR-0002-plain-config]]"\n', '\n\nBuilds on [[ADR-0001-language-baseline|the baseline]].'),
    ['vault/10_Architecture/Build System.md', '# Build System\n\nConfig is read per [[ADR-0002-plain-config]]; see [[Roadmap]] and ![[ADR-0001-language-baseline]].\n\nOpen: [[ADR-0019]].\n'],
  ]);

  it('a front matter field that links the successor names it: no superseded-without-successor', () => {
    const { engine } = workspace(vaultFiles());
    assert.equal(engine.check().filter((d) => d.rule === 'superseded-without-successor').length, 0);
    assert.deepEqual(engine.getDecision('ADR-0002').relations.map((r) => `${r.kind} ${r.targetId}`), ['superseded-by ADR-0003']);
  });

  it('a note that links a superseded record is told of its successor, the link rewritten', () => {
    const { engine } = workspace(vaultFiles());
    assert.deepEqual(findings(engine), ['citing-superseded vault/10_Architecture/Build System.md:3', 'unknown-reference vault/10_Architecture/Build System.md:5']);
    const hint = engine.check().find((d) => d.rule === 'citing-superseded');
    assert.deepEqual(fixTexts(hint), ['[[ADR-0003-typed-config]]']);
    assert.deepEqual(citedBy(engine, 'ADR-0001'), ['vault/20_ADRs/ADR-0003-typed-config.md:16']);
    assert.deepEqual(engine.documentLinks('vault/10_Architecture/Build System.md').map((l) => l.target), ['vault/20_ADRs/ADR-0002-plain-config.md']);
  });

  it('"superseded by [[adr/0003-x]]" and "Supersedes: [[0004-x]]" in a record are its relations', () => {
    const nygard = (n, title, lines) => `# ${n}. ${title}\n\n${lines}\n- Date: 2026-01-0${n}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n`;
    const { engine } = workspace({
      'docs/adr/0002-editorial-design.md': nygard(2, 'Editorial design', '- Status: superseded by [[adr/0003-utility-design]]'),
      'docs/adr/0003-utility-design.md': nygard(3, 'Utility design', '- Status: accepted\n- Supersedes: [[adr/0002-editorial-design]]'),
      'docs/adr/0004-cache.md': nygard(4, 'Cache', '- Status: superseded by [[0005-cache-v2|ADR-0005]]'),
      'docs/adr/0005-cache-v2.md': nygard(5, 'Cache v2', '- Status: accepted\n- Supersedes: [[0004-cache]]'),
    });
    assert.deepEqual(findings(engine), []);
    assert.deepEqual(engine.getDecision('ADR-0002').relations.map((r) => `${r.kind} ${r.targetId}`), ['superseded-by ADR-0003']);
    assert.deepEqual(engine.getDecision('ADR-0005').relations.map((r) => `${r.kind} ${r.targetId}`), ['supersedes ADR-0004']);
  });
});

describe('a label "ADR:" and its numbers heading a source file', { skip }, () => {
  // Seen in many files' headers (find_string "// ADR: 00"): "// ADR: 0030 (bulk-runner) · 0005 (modular) · 0036
  // (page-control)." above a JS module, "// ADR: 0088" in a Go test, "// adr: 003" under "// spec: §4.6", "# ADR: 0189"
  // heading a Python script. The id pattern takes no colon between prefix and number: none of these cited anything.
  const nygard = (n, title, status = 'Accepted') => `# ${n}. ${title}\n\nDate: 2024-01-0${n}\n\n## Status\n\n${status}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nThen.\n`;
  const files = () => ({
    'doc/adr/0001-record-architecture-decisions.md': nygard(1, 'Record architecture decisions'),
    'doc/adr/0002-modular-tools.md': nygard(2, 'Modular tools'),
    'doc/adr/0003-bulk-runner.md': nygard(3, 'Bulk runner', 'Superseded by [5. Queue runner](0005-queue-runner.md)'),
    'doc/adr/0005-queue-runner.md': nygard(5, 'Queue runner', 'Accepted\n\nSupersedes [3. Bulk runner](0003-bulk-runner.md)'),
    'src/tools.js': "// Builds the tools.\n//\n// ADR: 0002 (modular) · 0003 (bulk-runner).\n\n'use strict'\n",
    'cmd/serve/env.go': '// Reads the environment.\n//\n// spec: §4.6\n// adr: 2\npackage main\n',
    'scripts/report.py': '#!/usr/bin/env python3\n# ADR: 0009\n# Count of ADR: 2 records per run.\nprint(1)\n',
  });

  it('cites each number of the label’s list', () => {
    const { engine } = workspace(files());
    assert.deepEqual(governing(engine, 'src/tools.js'), ['ADR-0002 cites', 'ADR-0003 cites']);
    assert.deepEqual(governing(engine, 'cmd/serve/env.go'), ['ADR-0002 cites']);
  });

  it('is checked like any citation; a count in a sentence is none', () => {
    const { engine } = workspace(files());
    assert.deepEqual(findings(engine), ['citing-superseded src/tools.js:3', 'unknown-reference scripts/report.py:2']);
    assert.deepEqual(fixTexts(engine.check().find((d) => d.rule === 'citing-superseded')), ['0005']);
  });
});

describe('"pre-ADR-0026", "Post-ADR-024": a decision named as the time before or after it', { skip }, () => {
  // Go comments "where the pre-ADR-0026 tester walk matched them", a table's "Legacy (Pre-ADR-037)", amiable-dev/
  // llm-council's "Pre-ADR-042 byte-identity" (tests/unit/) and "**Context:** Post-ADR-024 (Unified Routing)"
  // (docs/adr/ADR-031-…md), lusoris/vmaf's "used to live here pre-ADR-0322" (tools/vmaf-tune/…/compare.py). The id
  // pattern took no id after a hyphen, so these cited nothing: no hover, no "cited by", no unknown number reported.
  const nygard = (n, title, status = 'Accepted') => `# ${n}. ${title}\n\nDate: 2024-01-0${n}\n\n## Status\n\n${status}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nThen.\n`;
  const files = () => ({
    'doc/adr/0001-record-architecture-decisions.md': nygard(1, 'Record architecture decisions'),
    'doc/adr/0002-walk-every-rule.md': nygard(2, 'Walk every rule', 'Superseded by [3. Skip disabled rules](0003-skip-disabled-rules.md)'),
    'doc/adr/0003-skip-disabled-rules.md': nygard(3, 'Skip disabled rules', 'Accepted\n\nSupersedes [2. Walk every rule](0002-walk-every-rule.md)'),
    'internal/eval/tester.go': '// Disabled rules are skipped, where the pre-ADR-0002 walk matched them;\n// post-ADR-0003 the evaluator is shared.\npackage eval\n',
    'docs/perf.md': '| Legacy (Pre-ADR-0009) | Now |\n|---|---|\n| 44 s | 2 s |\n\nKept apart: my-adr-2 is a slug.\n',
  });

  it('cites the decision; the time before a replaced one is history, not a stale citation', () => {
    const { engine } = workspace(files());
    assert.deepEqual(governing(engine, 'internal/eval/tester.go'), ['ADR-0002 cites', 'ADR-0003 cites']);
    assert.deepEqual(findings(engine), ['unknown-reference docs/perf.md:1']);
  });
});
