// Shapes met in the forty-ninth session's readings of real repositories, in fixtures written for these tests.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyFix, engineAvailable, one, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';
const nygard = (n, title, status) => `# ${n}. ${title}\n\nDate: 2024-01-0${n}\n\n## Status\n\n${status}\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;

describe('a config that names folders that are not there', { skip }, () => {
  const files = (config) => ({
    '.adr-lens.json': config,
    'docs/adr/0001-use-go.md': nygard(1, 'Use Go', 'Accepted'),
    'docs/tdr/0001-use-jest.md': nygard(1, 'Use Jest', 'Accepted'),
    'src/main.go': 'package main\n',
  });
  const problems = (engine) => engine.check().filter((d) => d.rule === 'invalid-config').map((d) => `${d.range.start.line}:${d.range.start.character} ${d.message}`);

  it('a collection folder with a typo is an invalid-config finding at the entry, with the folder it likely meant', () => {
    const { engine } = workspace(files('{\n  "collections": ["docs/adr", "docs/tdrs"]\n}\n'));
    assert.deepEqual(problems(engine), [
      '1:30 "collections[1]": there is no folder "docs/tdrs" (did you mean "docs/tdr"?), so no records are read from it (with "collections" set, ADR Lens looks in no other folder).',
    ]);
    assert.deepEqual(engine.records().map((r) => r.path), ['docs/adr/0001-use-go.md'], 'the config is still obeyed');
  });

  it('a pattern that matches no folder, and a code root that is not there, are findings too; folders that are there are none', () => {
    const { engine } = workspace(files('{"collections": ["docs/*dr", "services/*/adr"], "codeRoots": ["src", "lib"]}'));
    assert.deepEqual(problems(engine), [
      '0:29 "collections[1]": the pattern "services/*/adr" matches no folder, so no records are read by it.',
      '0:69 "codeRoots[1]": there is no folder "lib", so no code path is looked up under it.',
    ]);
    assert.equal(engine.records().length, 2);
    assert.deepEqual(engine.configuredCollections(), ['docs/*dr', 'services/*/adr']);
  });

  it('without "collections" nothing is said of folders', () => {
    const { engine } = workspace(files('{"rules": {"missing-status": "off"}}'));
    assert.deepEqual(problems(engine), []);
    assert.deepEqual(engine.configuredCollections(), []);
  });
});

describe('status words of the config', { skip }, () => {
  const files = () => ({
    '.adr-lens.json': JSON.stringify({ statuses: { sanctioned: 'accepted', retired: 'superseded', 'approved in 2025 workshop': 'proposed', 'approved by board': 'deprecated' } }),
    'docs/adr/0001-one.md': nygard(1, 'One', 'Sanctioned'),
    'docs/adr/0002-two.md': nygard(2, 'Two', 'Retired'),
    'docs/adr/0003-three.md': nygard(3, 'Three', 'Approved in 2025 workshop'),
    'docs/adr/0004-four.md': nygard(4, 'Four', 'Approved by board on 2023-04-27'),
    'docs/adr/0005-five.md': nygard(5, 'Five', 'Approved in 2024 by the board'),
  });

  it('a status filter reads them as the records are read: "retired" is what the config says, not the built-in deprecated', () => {
    const { engine } = workspace(files());
    assert.equal(engine.statusFilter('retired'), 'superseded');
    assert.equal(engine.statusFilter('Sanctioned'), 'accepted');
    assert.equal(engine.statusFilter('approved'), 'accepted', 'the built-in words stay');
    assert.equal(engine.statusFilter('nonsense'), undefined);
    const { engine: plain } = workspace({ 'docs/adr/0001-one.md': nygard(1, 'One', 'Accepted') });
    assert.equal(plain.statusFilter('retired'), 'deprecated');
    assert.equal(plain.statusFilter('sanctioned'), undefined);
  });

  it('a configured status with a year in it is the status, as written; a configured phrase is matched at a word\'s end only', () => {
    const { engine } = workspace(files());
    const read = Object.fromEntries(engine.records().map((r) => [r.number, `${r.status.value} → ${r.lifecycle}`]));
    assert.deepEqual(read, {
      1: 'Sanctioned → accepted',
      2: 'Retired → superseded',
      3: 'Approved in 2025 workshop → proposed',
      4: 'Approved by board → deprecated',
      5: 'Approved → accepted',
    });
  });
});

describe('a record\'s path written in a page\'s prose', { skip }, () => {
  const files = () => ({
    'docs/decisions/0001-use-widgets.md': nygard(1, 'Use widgets', 'Accepted'),
    'docs/decisions/0002-use-gadgets.md': nygard(2, 'Use gadgets', 'Accepted'),
    // No link, no id: only paths (NC1107/slim-m's PRODUCT.md).
    'PRODUCT.md': '# Product\n\n- **Widgets.** Reasoning is in `docs/decisions/0001-use-widgets.md`.\n- **Gadgets.** Per docs/decisions/0002-use-gadgets.md.\n- A new one would go in docs/decisions/0003-use-sprockets.md, e.g. docs/decisions/0004-x.md.\n',
    'NOTES.md': '# Notes\n\nThe [guide](docs/guide.md) and docs/README.md are pages, not decisions.\n',
  });

  it('names the record, as the same path in a code comment does; a path to no record is no finding', () => {
    const { engine } = workspace(files());
    assert.deepEqual(engine.getDecision('ADR-0001').citedBy.map((c) => `${c.path}:${c.range.start.line}`), ['PRODUCT.md:2']);
    assert.deepEqual(engine.getDecision('ADR-0002').citedBy.map((c) => `${c.path}:${c.range.start.line}:${c.range.start.character}`), ['PRODUCT.md:3:19']);
    assert.deepEqual(engine.check().map((d) => `${d.path} ${d.rule}`), []);
  });
});

describe('"Add a status" in a record without metadata', { skip }, () => {
  it('a body list item that opens with "Date" is no metadata bullet: the status goes under the title (alphagov/email-alert-api)', () => {
    const path = 'docs/adr/adr-002-digests.md';
    const f = {
      'docs/adr/adr-001-use-records.md': nygard(1, 'Use records', 'Accepted'),
      'docs/adr/adr-003-queues.md': nygard(3, 'Queues', 'Accepted'),
      [path]: '# Decision Record: Digests\n\n## Specifics\n\n- Store information such as:\n  - Date digest is run on\n  - The period\n\n## Consequences\n\nMore email.\n',
    };
    const fixed = applyFix(f, one(f, 'missing-status', path).fixes[0])[path];
    assert.equal(fixed, '# Decision Record: Digests\n\nStatus: Proposed\n\n## Specifics\n\n- Store information such as:\n  - Date digest is run on\n  - The period\n\n## Consequences\n\nMore email.\n');
  });

  it('MADR 2 metadata bullets under the title still take the status bullet', () => {
    const path = 'docs/adr/0002-b.md';
    const f = {
      'docs/adr/0001-a.md': nygard(1, 'A', 'Accepted'),
      'docs/adr/0003-c.md': nygard(3, 'C', 'Accepted'),
      [path]: '# Use B\n\n* Deciders: Ann\n* Date: 2024-01-02\n\n## Context and Problem Statement\n\nWhy.\n',
    };
    const fixed = applyFix(f, one(f, 'missing-status', path).fixes[0])[path];
    assert.match(fixed, /^# Use B\n\n\* Status: proposed\n\* Deciders: Ann\n/);
  });
});

describe('front matter shown as a YAML code block', { skip }, () => {
  const design = (n, title, status) => `\`\`\`yaml\n---\ntitle: ${title}\ncreation-date: 2024-10-0${n}\nstatus: ${status}\n---\n\`\`\`\n\n# ${title}\n\n## Summary\n\nKeep state in \`pkg/state.go\`.\n`;
  it('is the record\'s front matter: status, date; the title under it (external-secrets/external-secrets\' design records)', () => {
    const { engine } = workspace({
      'docs/adr/001-push-secret.md': design(1, 'Push Secret', 'implemented'),
      'docs/adr/002-generator-state.md': design(2, 'Generator State', 'draft'),
      'docs/adr/003-thing.md': design(3, 'Thing', 'accepted'),
      'pkg/state.go': 'package pkg\n',
    });
    assert.deepEqual(
      engine.records().map((r) => `${r.id} ${r.lifecycle} ${r.dates[0]?.iso} ${r.title.value}`),
      ['ADR-001 accepted 2024-10-01 Push Secret', 'ADR-002 proposed 2024-10-02 Generator State', 'ADR-003 accepted 2024-10-03 Thing'],
    );
    assert.deepEqual(engine.check().filter((d) => d.rule === 'missing-status' || d.rule === 'front-matter-invalid'), []);
  });

  it('a YAML code block that opens a page with other text is not front matter', () => {
    const { engine } = workspace({
      'docs/adr/0001-a.md': nygard(1, 'A', 'Accepted'),
      'docs/adr/0002-config.md': '```yaml\nstatus: rejected\n```\n\n# 2. Config\n\nDate: 2024-01-02\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n',
    });
    assert.equal(engine.record('ADR-0002').lifecycle, 'accepted');
  });
});

describe('code a record names that the path reading missed', { skip }, () => {
  const record = (body) => `# 1. Use linters\n\n- Status: Accepted\n- Date: 2024-04-10\n\n## Context\n\nx\n\n## Decision\n\n${body}\n`;

  it('a template\'s file (".html.erb") is a code path (DFE-Digital/register-trainee-teachers)', () => {
    const { engine } = workspace({
      'docs/adr/0001-use-linters.md': record('Forms live in `app/views/users/_form.html.erb` and `app/views/posts/show.html.haml`.'),
      'app/views/users/_form.html.erb': '<%= x %>\n',
      'app/views/posts/show.html.haml': '%p x\n',
    });
    assert.deepEqual(engine.getDecision('ADR-0001').codePaths, ['app/views/users/_form.html.erb', 'app/views/posts/show.html.haml']);
    assert.deepEqual(engine.decisionsForPath('app/views/users/_form.html.erb').map((d) => d.decision.id), ['ADR-0001']);
  });

  it('a file named alone as code governs it where the workspace has it, and is never called stale (mozilla/fx-private-relay)', () => {
    const { engine } = workspace({
      'docs/adr/0001-use-linters.md': record('`black` reads `pyproject.toml`; `Makefile` runs it. See the `README.md`. Nothing reads `settings.toml` any more.'),
      'docs/adr/0002-b.md': nygard(2, 'B', 'Accepted'),
      'pyproject.toml': '[tool.black]\n',
      'Makefile': 'all:\n',
      'README.md': '# R\n',
    });
    assert.deepEqual(engine.decisionsForPath('pyproject.toml').map((d) => d.decision.id), ['ADR-0001']);
    assert.deepEqual(engine.decisionsForPath('Makefile').map((d) => d.decision.id), ['ADR-0001']);
    assert.deepEqual(engine.decisionsForPath('README.md').map((d) => d.decision.id), [], 'a page named is no code');
    assert.deepEqual(engine.check().filter((d) => d.rule === 'stale-code-path'), []);
  });
});

describe('search: a number beside words', { skip }, () => {
  const rec = (n, title, status, decision, day = '2024-01-02') => `# ${n}. ${title}\n\nDate: ${day}\n\n## Status\n\n${status}\n\n## Decision\n\n${decision}\n`;
  const files = () => ({
    'docs/adr/0004-java-17.md': rec(4, 'Use Java 17', 'Superseded by [22. Use Java 21](0022-java-21.md)', 'We migrate to Java 17.'),
    'docs/adr/0007-ports.md': rec(7, 'Ports and adapters', 'Accepted', 'Keep domain logic free of frameworks.', '2022-06-21'),
    'docs/adr/0021-saving.md': rec(21, 'Saving behaviour', 'Accepted', 'Map JSON patches onto our Java model objects.'),
    'docs/adr/0022-java-21.md': rec(22, 'Use Java 21', 'Accepted', 'We migrate to Java 21.'),
  });
  const ids = (engine, q) => engine.search(q).items.map((h) => h.decision.id);

  it('"Java 21" is no search for record 21, and a record matching only the number (in a date) is no hit (digitalservicebund/ris-backend-service)', () => {
    const { engine } = workspace(files());
    assert.deepEqual(ids(engine, 'Java 21'), ['ADR-0022', 'ADR-0004', 'ADR-0021']);
  });

  it('a number alone, or after the collection\'s prefix, still finds the record of that number first', () => {
    const { engine } = workspace(files());
    assert.equal(ids(engine, '21')[0], 'ADR-0021');
    assert.equal(ids(engine, 'ADR 21')[0], 'ADR-0021');
  });
});

describe('completion of a Markdown link\'s target', { skip }, () => {
  const files = () => ({
    'docs/adr/adr-001-notify-integration.md': nygard(1, 'Notify integration', 'Accepted'),
    'docs/adr/adr-002-send-email.md': nygard(2, 'Send email', 'Accepted'),
    'docs/decisions/0007-queues.md': nygard(7, 'Queues', 'Accepted'),
  });
  const complete = (engine, path, line) => engine.completion(path, { line: 3, character: line.length }, line);

  it('offers the records\' files from this document, narrowed by what is typed (alphagov/email-alert-api: "adr-0" inserted "adr-001")', () => {
    const { engine } = workspace(files());
    const typed = complete(engine, 'docs/adr/adr-002-send-email.md', 'See [x](adr-0');
    assert.deepEqual(typed.map((i) => [i.insertText, i.range.start.character, i.range.end.character]), [['adr-001-notify-integration.md', 8, 13]]);
    const none = complete(engine, 'docs/adr/adr-002-send-email.md', 'See [x](');
    assert.deepEqual(none.map((i) => i.insertText).sort(), ['../decisions/0007-queues.md', 'adr-001-notify-integration.md']);
    assert.deepEqual(complete(engine, 'README.md', 'See [q](./docs/dec').map((i) => i.insertText), ['./docs/decisions/0007-queues.md']);
  });

  it('not in an image, nor outside Markdown', () => {
    const { engine } = workspace(files());
    assert.deepEqual(complete(engine, 'docs/adr/adr-002-send-email.md', 'See ![diagram]('), []);
    assert.deepEqual(complete(engine, 'src/a.ts', '// see [x]('), []);
  });
});

describe('hover: the record\'s links, from the hovered file', { skip }, () => {
  it('a relative link of the quoted text is written from where the hover shows (zooniverse/front-end-monorepo)', () => {
    const record = '# ADR 12: Docker setup\n\nDate: 2019-03-21\n\n## Status\n\nAccepted\n\n## Decision\n\nThe [Jenkinsfile](../../Jenkinsfile) builds images, as [the compose file](./compose.yml#L3) and [below](#consequences) and [the site](https://example.com/x) say.\n\n## Consequences\n\nx\n';
    const { engine } = workspace({
      'docs/arch/adr-12.md': record,
      'docs/arch/adr-13.md': record.replace('ADR 12: Docker setup', 'ADR 13: Other'),
      'README.md': '# App\n\nSee ADR 12.\n',
      'Jenkinsfile': 'pipeline {}\n',
    });
    const text = engine.hover('README.md', { line: 2, character: 6 }).contents;
    assert.match(text, /The \[Jenkinsfile\]\(Jenkinsfile\) builds images, as \[the compose file\]\(docs\/arch\/compose\.yml#L3\) and \[below\]\(docs\/arch\/adr-12\.md#consequences\) and \[the site\]\(https:\/\/example\.com\/x\)/);
    const inRecord = engine.hover('docs/arch/adr-13.md', { line: 0, character: 3 });
    assert.ok(inRecord === undefined || !/\(Jenkinsfile\)/.test(inRecord.contents), 'from a file of the same folder, the links stay as written');
  });
});

describe('a hidden folder an include glob names', { skip }, () => {
  const files = (config) => ({
    ...(config ? { '.adr-lens.json': config } : {}),
    'docs/adr/0001-confine-writes.md': nygard(1, 'Confine writes', 'Accepted'),
    'docs/adr/0002-b.md': nygard(2, 'B', 'Accepted'),
    '.loom/hooks/guard.sh': '#!/bin/sh\n# Root-caused per ADR-0001 and ADR-0009\n',
    '.cache/x/notes.sh': '# ADR-0001\n',
    'src/app.sh': '# see ADR-0002\n',
  });
  const citers = (engine) => engine.getDecision('ADR-0001').citedBy.map((c) => c.path);

  it('is read for citations and checked, as rjwalters/loom\'s committed .loom/ is; others stay skipped (hiddenFoldersNamed)', () => {
    assert.deepEqual(citers(workspace(files()).engine), []);
    const { engine } = workspace(files('{"include": [".loom/**", "**/*"]}'));
    assert.deepEqual(citers(engine), ['.loom/hooks/guard.sh']);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'unknown-reference').map((d) => d.path), ['.loom/hooks/guard.sh']);
    assert.deepEqual(engine.getDecision('ADR-0002').citedBy.map((c) => c.path), ['src/app.sh']);
    assert.deepEqual(citers(workspace(files('{"include": ["**/.cache/**", "**/*"]}')).engine), [], 'a pattern names no folder to enter');
  });
});

describe('the decision text of an AsciiDoc record', { skip }, () => {
  it('is its "== Decision" section, as get_decision\'s body "decision" and decisions_for_path quote it', async () => {
    const { decisionText } = await import('../../dist/engine.js').then((m) => m.default ?? m);
    assert.deepEqual(decisionText('= ADR-0001: Use X\n:toc:\n\n== Status\n\nAccepted\n\n== Decision\n\nWe use X.\n\n== Consequences\n\nOk.\n'), { text: 'We use X.', cut: false, decided: true });
  });
});

describe('a file named alone, away from the record', { skip }, () => {
  it('governs the one file of that name in the workspace, and none when several have it (verveguy/liminis-context-graph)', () => {
    const { engine } = workspace({
      'docs/adr/0001-wal.md': nygard(1, 'WAL checkpoints', 'Accepted').replace('y\n\n## Consequences', '`wal_min_seq` was added to `wal.rs`; `mod.rs` re-exports it.\n\n## Consequences'),
      'docs/adr/0002-b.md': nygard(2, 'B', 'Accepted'),
      'crates/core/src/wal.rs': 'pub fn f() {}\n',
      'crates/core/src/mod.rs': 'mod wal;\n',
      'crates/cli/src/mod.rs': 'mod x;\n',
    });
    assert.deepEqual(engine.decisionsForPath('crates/core/src/wal.rs').map((d) => d.decision.id), ['ADR-0001']);
    assert.deepEqual(engine.decisionsForPath('crates/core/src/mod.rs').map((d) => d.decision.id), []);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'stale-code-path'), []);
  });
});

describe('a Middleman site\'s index page', { skip }, () => {
  it('"index.html.md" is served as its folder: its links to records\' pages resolve, and cite them (alphagov/paas-team-manual)', () => {
    const rec = (n) => `---\ntitle: ADR00${n}\n---\n\n# ADR00${n}: Thing ${n}\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Status\n\nAccepted\n\n## Consequences\n\nz\n`;
    const { engine } = workspace({
      'config.rb': 'activate :directory_indexes\n',
      'source/architecture_decision_records/ADR001-thing-1.html.md': rec(1),
      'source/architecture_decision_records/ADR002-thing-2.html.md': rec(2),
      'source/architecture_decision_records/ADR003-thing-3.html.md': rec(3),
      'source/index.html.md': '# Team manual\n\n- [ADR-001](architecture_decision_records/ADR001-thing-1/)\n- [ADR-002](architecture_decision_records/ADR002-thing-2)\n- [Gone](architecture_decision_records/ADR009-gone/)\n',
    });
    assert.deepEqual(engine.check().filter((d) => d.rule === 'broken-link').map((d) => `${d.path}:${d.range.start.line}`), ['source/index.html.md:4']);
    assert.deepEqual(engine.getDecision('ADR-002').citedBy.map((c) => `${c.path}:${c.range.start.line}`), ['source/index.html.md:3']);
  });
});

describe('a path with shell braces', { skip }, () => {
  it('names each path the braces give, each at its own name (BubblePtr/Pig\'s `packages/{core,backend}`)', () => {
    const { engine } = workspace({
      'docs/adr/0001-split.md': nygard(1, 'Split packages', 'Accepted').replace('y\n\n## Consequences', 'Code lives in `packages/{core,backend}` and `src/{api,web}/index.ts`.\n\n## Consequences'),
      'docs/adr/0002-b.md': nygard(2, 'B', 'Accepted'),
      'packages/core/a.ts': 'export {};\n',
      'packages/backend/b.ts': 'export {};\n',
      'src/api/index.ts': 'export {};\n',
      'src/web/index.ts': 'export {};\n',
    });
    assert.deepEqual(engine.getDecision('ADR-0001').codePaths, ['packages/core', 'packages/backend', 'src/api/index.ts', 'src/web/index.ts']);
    for (const p of ['packages/backend/b.ts', 'src/web/index.ts']) assert.deepEqual(engine.decisionsForPath(p).map((d) => d.decision.id), ['ADR-0001'], p);
    const record = engine.records().find((r) => r.number === 1);
    assert.deepEqual(record.codePaths.map((c) => `${c.value}@${c.range.start.character}`), ['packages/core@25', 'packages/backend@30', 'src/api/index.ts@50', 'src/web/index.ts@54']);
  });
});

describe('missing-sections says where the requirement comes from', { skip }, () => {
  it('a "*" entry of the config is no template of the record\'s format', () => {
    const files = (config) => ({
      '.adr-lens.json': config,
      'docs/adr/0001-a.md': nygard(1, 'A', 'Accepted'),
      'docs/adr/0002-b.md': nygard(2, 'B', 'Accepted'),
    });
    const message = (config) => workspace(files(config)).engine.check().filter((d) => d.rule === 'missing-sections').map((d) => d.message)[0];
    assert.match(message('{"requiredSections": {"*": ["Context", "Risks"]}}'), /^ADR-0001 lacks the "Risks" section \.adr-lens\.json requires \("requiredSections": "\*"\): add it/);
    assert.match(message('{"requiredSections": {"nygard": ["Context", "Risks"]}}'), /lacks the "Risks" section \.adr-lens\.json requires of nygard records: add it/);
  });
});

describe('paths of records named by a day, and of a DSL\'s files', { skip }, () => {
  it('a day-named record\'s path in a page\'s prose or code names it (HotariTobu/Yuruppu); a .pine file is code (tradingview-mcp)', () => {
    const day = (slug, title, body = 'y') => `# ${title}\n\nDate: 2025-12-24\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\n${body}\n`;
    const { engine } = workspace({
      'docs/adr/20251224-llm-provider.md': day('llm-provider', 'LLM provider'),
      'docs/adr/20251226-overlay.md': day('overlay', 'Overlay', 'Track the overlay as `pine/overlay.pine`.'),
      'notes/plan.md': '# Plan\n\nSee `docs/adr/20251224-llm-provider.md`, and docs/adr/20251224-llm-provider.md again.\n',
      'pine/overlay.pine': '//@version=5\n',
    });
    const record = engine.records().find((r) => r.path === 'docs/adr/20251224-llm-provider.md');
    assert.deepEqual(engine.getDecision(record.path).citedBy.map((c) => `${c.path}:${c.range.start.line}`), ['notes/plan.md:2', 'notes/plan.md:2']);
    assert.deepEqual(engine.decisionsForPath('pine/overlay.pine').map((d) => d.decision.title), ['Overlay']);
  });
});

describe('a relation field naming items of another document', { skip }, () => {
  it('"Supersedes: `docs/x/plan.md` Decisions 1 and 4" supersedes no record 4 (KaolaBrother/Kaola-Workflow); "1 and 4" alone does', () => {
    const rec = (n, extra = '') => `# ${n}. R${n}\n\nDate: 2026-06-0${n}\nStatus: Accepted\n${extra}\n## Context\n\nC.\n\n## Decision\n\nD.\n`;
    const files = (value) => ({
      'docs/decisions/0001-a.md': rec(1),
      'docs/decisions/0002-realign.md': rec(2, `Supersedes: ${value}\n`),
      'docs/decisions/0003-c.md': rec(3),
      'docs/decisions/0004-d.md': rec(4),
      'docs/investigations/plan.md': '# Plan\n\n1. Decision one.\n',
    });
    const read = (value) => workspace(files(value)).engine.getDecision('ADR-0002').relations.map((r) => `${r.kind} ${r.targetText}`);
    assert.deepEqual(read('`docs/investigations/plan.md` Decisions 1 and 4'), []);
    assert.deepEqual(read('items 1 and 4'), []);
    assert.deepEqual(read('1 and 4'), ['supersedes 1', 'supersedes 4']);
    assert.deepEqual(workspace(files('`docs/investigations/plan.md` Decisions 1 and 4')).engine.check().filter((d) => d.rule === 'one-sided-supersede'), []);
  });
});

describe('a relation field naming what of the record it replaces', { skip }, () => {
  it('"Supersedes: Invitation Message in [0023-…]" supersedes in part; the record stays current (hyperledger/aries-rfcs)', () => {
    const madr = (n, title, status, extra = '') => `# ${n}: ${title}\n\n- Status: ${status}\n- Date: 2021-04-15\n${extra}\n## Summary\n\nx\n`;
    const { engine } = workspace({
      'docs/adr/0023-did-exchange.md': madr('0023', 'DID Exchange', 'Adopted'),
      'docs/adr/0160-connections.md': madr('0160', 'Connections', 'Adopted'),
      'docs/adr/0200-whole.md': madr('0200', 'Whole', 'Superseded by [0434](0434-out-of-band.md)'),
      'docs/adr/0434-out-of-band.md': madr('0434', 'Out-of-Band', 'Adopted', '- Supersedes: Invitation Message in [0023-DID-Exchange](0023-did-exchange.md#invitation) and Invitation Message in [0160-Connections](0160-connections.md), [0200](0200-whole.md)\n'),
    });
    const relations = engine.getDecision('ADR-0434').relations.map((r) => `${r.kind} ${r.targetId}${r.condition ? ` (${r.condition})` : ''}`);
    assert.deepEqual(relations, ['supersedes ADR-0023 (in part)', 'supersedes ADR-0160 (in part)', 'supersedes ADR-0200']);
    assert.equal(engine.getDecision('ADR-0023').current, undefined, 'in force');
    assert.deepEqual(engine.check().filter((d) => d.rule === 'one-sided-supersede' || d.rule === 'citing-superseded').map((d) => d.message), []);
  });
});

describe('who a body sentence says is replaced (fvermaut/timone)', { skip }, () => {
  const rec = (n, title, extra = '', body = 'y') => `# ADR-000${n}: ${title}\n\n- **Status:** accepted\n- **Date:** 2026-08-0${n}\n${extra}\n## Context\n\nx\n\n## Decision\n\n${body}\n`;
  it('a list item whose subject is a thing of this record ("- The setup skill is replaced by ADR-0001\'s binding") replaces it in part', () => {
    const { engine } = workspace({
      'doc/adr/0001-github.md': rec(1, 'GitHub adapter'),
      'doc/adr/0002-maps.md': rec(2, 'Maps', '', '- The setup skill is replaced by ADR-0001\'s GitHub binding.'),
    });
    assert.deepEqual(engine.getDecision('ADR-0002').relations.map((r) => `${r.kind} ${r.targetId} ${r.condition ?? ''}`.trim()), ['superseded-by ADR-0001 in part']);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'status-superseded-mismatch' || d.rule === 'one-sided-supersede'), []);
  });

  it('"…[a page](../notes.md); supersedes [ADR-0001](…)": the clause after the semicolon is the record\'s', () => {
    const { engine } = workspace({
      'doc/adr/0001-heartbeat.md': rec(1, 'Heartbeat').replace('accepted', 'superseded by [ADR-0002](0002-witnessed.md)'),
      'doc/adr/0002-witnessed.md': rec(2, 'Witnessed', '- **Source:** [the phase 15 finding](../notes.md); supersedes [ADR-0001](0001-heartbeat.md)\n'),
      'doc/notes.md': '# Notes\n',
    });
    assert.deepEqual(engine.getDecision('ADR-0002').relations.map((r) => `${r.kind} ${r.targetId}`), ['supersedes ADR-0001']);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'one-sided-supersede'), []);
  });
});

describe('fields written with links, and days a digit off', { skip }, () => {
  it('tags written as links are their texts (hyperledger/aries-rfcs)', () => {
    const { engine } = workspace({
      'docs/adr/0001-a.md': '# 0001: A\n\n- Status: Accepted\n- Tags: [feature](/tags.md#feature), [protocol](/tags.md#protocol)\n\n## Summary\n\nx\n',
      'docs/adr/0002-b.md': '# 0002: B\n\n- Status: Accepted\n- Tags: plain\n\n## Summary\n\nx\n',
    });
    assert.deepEqual(engine.records()[0].tags, ['feature', 'protocol']);
  });

  it('"2018-07-018" is an invalid day, not the 1st (wmde/fundraising-application); "April, 2025" after a status is its month (openedx/course-discovery)', () => {
    const { engine } = workspace({
      'doc/adr/001_Use_ADRs.md': '# 001 Use ADRs\n\nDate: 2018-06-22\n\n## Status\n\nAccepted\n\n## Context\n\nx\n',
      'doc/adr/003_Validation.md': '# 003 Validation\n\nDate: 2018-07-018\n\n## Status\n\nAccepted (April, 2025)\n\n## Context\n\nx\n',
    });
    const record = engine.records().find((r) => r.number === 3);
    assert.deepEqual(record.dates.map((d) => `${d.raw}${d.iso ? ` ${d.iso}` : ''}`).sort(), ['2018-07-018', 'April, 2025']);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'invalid-date').map((d) => d.path), ['doc/adr/003_Validation.md']);
  });
});

describe('a page that only includes a record kept elsewhere', { skip }, () => {
  it('is no record to list or judge (openedx/edx-django-utils\' Sphinx include stubs)', () => {
    const rst = (n, title) => `${n}. ${title}\n${'='.repeat(title.length + 4)}\n\nStatus\n------\n\nAccepted\n\nContext\n-------\n\nx\n\nDecision\n--------\n\ny\n`;
    const { engine } = workspace({
      'pkg/docs/decisions/0001-plugin-contexts.rst': rst(1, 'Plugin Contexts'),
      'pkg/docs/decisions/0002-other.rst': rst(2, 'Other'),
      'docs/plugins/decisions/0001-plugin-contexts.rst': '.. include:: ../../../pkg/docs/decisions/0001-plugin-contexts.rst\n',
      'docs/plugins/decisions/0002-other.rst': '\n.. include:: ../../../pkg/docs/decisions/0002-other.rst\n\n',
    });
    assert.deepEqual(engine.list().items.map((d) => d.path), ['pkg/docs/decisions/0001-plugin-contexts.rst', 'pkg/docs/decisions/0002-other.rst']);
    assert.deepEqual(engine.check().filter((d) => d.path.startsWith('docs/plugins/')).map((d) => d.rule), []);
  });
});

describe('a successor named by an id of no series, and a predecessor by its path (KaolaBrother/Kaola-Workflow)', { skip }, () => {
  it('"Superseded by D-538-01" is the record D-538-01.md, which "Supersedes: docs/decisions/0007-x.md" answers', () => {
    const { engine } = workspace({
      'docs/decisions/0006-a.md': '# 6. A\n\nDate: 2026-06-08\nStatus: Accepted\n\n## Context\n\nC.\n',
      'docs/decisions/0007-adaptive-default.md': '# 7. Adaptive default\n\nDate: 2026-06-09\nStatus: Superseded by D-538-01\n\n## Context\n\nC.\n',
      'docs/decisions/D-538-01.md': '# D-538-01. Adaptive always\n\nDate: 2026-06-20\nStatus: Accepted\nSupersedes: docs/decisions/0007-adaptive-default.md\n\n## Context\n\nC.\n',
    });
    assert.equal(engine.getDecision('ADR-0007').current?.path, 'docs/decisions/D-538-01.md');
    assert.deepEqual(engine.getDecision('docs/decisions/D-538-01.md').relations.map((r) => `${r.kind} ${r.targetId}`), ['supersedes ADR-0007']);
    assert.deepEqual(engine.check().map((d) => d.rule).filter((r) => /supersed/.test(r)), []);
  });
});

describe('a status written as a link (hyperledger/aries-rfcs)', { skip }, () => {
  const files = () => ({
    'docs/adr/0010-old-proto.md': '# 0010: Old Protocol\n\n- Status: [ACCEPTED](/README.md#accepted)\n- Date: 2020-01-01\n\n## Summary\n\nx\n',
    'docs/adr/0020-new-proto.md': '# 0020: New Protocol\n\n- Status: [ACCEPTED](/README.md#accepted)\n- Date: 2021-01-01\n- Supersedes: [RFC 0010 Old Protocol](0010-old-proto.md)\n\n## Summary\n\ny\n',
  });

  it('is no relation of the record; the supersede fix keeps it one link, and the successor after it, once', () => {
    const f = files();
    const { engine } = workspace(f);
    assert.deepEqual(engine.getDecision('ADR-0010').relations.map((r) => r.kind), []);
    const finding = one(f, 'one-sided-supersede');
    const fixed = applyFix(f, finding.fixes[0]);
    assert.equal(fixed['docs/adr/0010-old-proto.md'].split('\n')[2], '- Status: [SUPERSEDED](/README.md#superseded) by [New Protocol](0020-new-proto.md)');
    assert.deepEqual(workspace(fixed).engine.check().filter((d) => d.rule === 'one-sided-supersede'), [], 'settled: a second run has nothing to add');
  });
});

describe('a successor wrapped onto the next line as an autolink (aws/aws-cdk-rfcs)', { skip }, () => {
  it('"has been superseded by\\n<https://github.com/o/r/blob/main/text/0249-x.md>." names the record of this repository', () => {
    const { engine } = workspace({
      '.git/config': '[remote "origin"]\n\turl = https://github.com/aws/aws-cdk-rfcs.git\n',
      '.adr-lens.json': '{"collections": ["text"], "idPrefixes": ["RFC"]}',
      'text/0248-v2-experiments.expired.md': '---\nfeature name: Experiments\nstart date: 2020-09-08\n---\n\n# Summary\n\n**NOTE:** This RFC is expired and has been superseded by\n<https://github.com/aws/aws-cdk-rfcs/blob/main/text/0249-v2-experiments.md>.\nKept for context.\n',
      'text/0249-v2-experiments.md': '---\nfeature name: CDKv2 Experiments\nstart date: 2020-10-01\n---\n\n# Summary\n\nNew.\n',
    });
    assert.equal(engine.getDecision('RFC-0248').current?.id, 'RFC-0249');
    // The header's "feature name:" names the record when the first heading is the template's "# Summary".
    assert.deepEqual(engine.records().map((r) => r.title.value), ['Experiments', 'CDKv2 Experiments']);
  });
});

describe('team series beside a project series (paketo-buildpacks/rfcs)', { skip }, () => {
  it('a folder whose one record counts from 1 again is a series of its own once its siblings are; a category clash is still reported', () => {
    const rfc = (title) => `# ${title}\n\n## Summary\n\nx\n\n## Motivation\n\ny\n`;
    const { engine } = workspace({
      'text/0000-template.md': '# Title\n\n## Summary\n',
      'text/0001-repo-migration.md': rfc('Repo Migration'),
      'text/0002-governance.md': rfc('Governance'),
      'text/0003-naming.md': rfc('Naming'),
      'text/java/0001-microsoft-jdk.md': rfc('Microsoft JDK'),
      'text/java/0002-alibaba-jdk.md': rfc('Alibaba JDK'),
      'text/rust/0001-rustup.md': rfc('Rustup'),
      'text/tooling/0001-extract-jam.md': rfc('Extract jam'),
    });
    assert.deepEqual(engine.collections().map((c) => c.dir).sort(), ['text', 'text/java', 'text/rust', 'text/tooling']);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'duplicate-number'), []);
  });
});

describe('status on a record without front matter, among records that keep it there (DFE-Digital/find-a-tuition-partner)', { skip }, () => {
  it('goes into front matter of its own; among records that write it in the body, into the body', () => {
    const fm = (n, title) => `---\nstatus: accepted\ndate: 2023-04-1${n}\n---\n# ${title}\n\n## Context and Problem Statement\n\nx\n`;
    const files = {
      'docs/decisions/0000-use-madr.md': '# Use MADR\n\n## Context and Problem Statement\n\ny\n',
      'docs/decisions/0001-alpha.md': fm(1, 'Alpha'),
      'docs/decisions/0002-beta.md': fm(2, 'Beta'),
    };
    const { engine } = workspace(files);
    const plan = engine.planStatusChange('docs/decisions/0000-use-madr.md', 'deprecated');
    assert.deepEqual(plan.edits.map((e) => [e.range.start.line, e.newText]), [[0, '---\nstatus: deprecated\n---\n']]);
    const body = (n, title) => `# ${n}. ${title}\n\nDate: 2023-04-1${n}\n\n## Status\n\nAccepted\n\n## Context\n\nx\n`;
    const { engine: prose } = workspace({ ...files, 'docs/decisions/0001-alpha.md': body(1, 'Alpha'), 'docs/decisions/0002-beta.md': body(2, 'Beta') });
    assert.doesNotMatch(prose.planStatusChange('docs/decisions/0000-use-madr.md', 'deprecated').edits[0].newText, /^---/);
  });
});

describe('status in a metadata table row left as the template\'s menu (Qiskit/RFCs)', { skip }, () => {
  it('takes the word in the row\'s cell, in its emphasis and width, instead of a body line under the table', () => {
    const rfc = (n, status) => `# Feature ${n}\n\n| **Status**        | **${status}** |\n|:------------------|:---------------------------------------------|\n| **RFC #**         | 000${n}                                         |\n\n## Summary\n\nx\n`;
    const { engine } = workspace({
      'docs/adr/0001-rfc-1.md': rfc(1, 'Accepted'),
      'docs/adr/0002-rfc-2.md': rfc(2, 'Accepted'),
      'docs/adr/0003-rfc-3.md': rfc(3, 'Proposed/Accepted/Deprecated'),
    });
    const plan = engine.planStatusChange('docs/adr/0003-rfc-3.md', 'rejected');
    assert.equal(plan.edits.length, 1);
    const line = '| **Status**        | **Proposed/Accepted/Deprecated** |';
    const e = plan.edits[0];
    const after = line.slice(0, e.range.start.character) + e.newText + line.slice(e.range.end.character);
    assert.match(after, /^\| \*\*Status\*\* {8}\| \*\*Rejected\*\* +\|$/);
    assert.equal(after.length, line.length, 'the column keeps its width');
  });
});

describe('what a reviewing agent asks of real commits (bed 49E2)', { skip }, () => {
  const rec = (n, title, body) => `# ${n}. ${title}\n\nDate: 2024-01-0${n}\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\n${body}\n`;
  it('a root page named in capitals (`CHANGELOG.md`) and a folder linked without its "/" are governed; a commit subject\'s scope is searched', () => {
    const { engine } = workspace({
      'docs/adr/0001-keep-a-changelog.md': rec(1, 'Keep a changelog', 'We keep `CHANGELOG.md`; the `README.md` links it.'),
      'doc/architecture/decisions/0002-package-structure.md': rec(2, 'Use a rich domain model in payments', 'The model is used in the [visualization](../../../visualization).'),
      'docs/adr/0003-dataflow.md': rec(3, 'Keep a clear dataflow', 'Every filter goes through the store.'),
      'CHANGELOG.md': '# Changes\n',
      'README.md': '# R\n',
      'visualization/src/app.ts': 'export {};\n',
    });
    assert.deepEqual(engine.decisionsForPath('CHANGELOG.md').map((d) => d.decision.id), ['ADR-0001']);
    assert.deepEqual(engine.decisionsForPath('visualization/src/app.ts').map((d) => d.decision.id), ['ADR-0002']);
    assert.equal(engine.search('feat(payments): add filter').items[0]?.decision.id, 'ADR-0002');
  });
});

describe('a record moved into the collection\'s archive folder (cosmos/ibc-go)', { skip }, () => {
  it('stays a record of docs/architecture, where the collection holds numbered pages among others', () => {
    const adr = (n) => `# ADR 00${n}: Title ${n}\n\n## Changelog\n\n- 2020-01-0${n}: first\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n`;
    const files = { 'docs/architecture/README.md': '# Architecture\n\nSee the records.\n', 'docs/architecture/overview.md': '# Overview\n\nThe system.\n' };
    for (const n of [1, 3, 4, 5, 6]) files[`docs/architecture/adr-00${n}-title-${n}.md`] = adr(n);
    files['docs/architecture/old/adr-002-title-2.md'] = adr(2);
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => r.number), [1, 2, 3, 4, 5, 6]);
    assert.deepEqual(engine.records().map((r) => r.collection).filter((c, i, all) => all.indexOf(c) === i), ['docs/architecture']);
  });
});

describe('a folder of review notes named by a tracker\'s ids (45ck/Portarium)', { skip }, () => {
  it('is no collection: its ids cited in records are no unknown references', () => {
    const note = (n) => `# bead-00${n} ADR-0001 review: caching checks ${n}\n\n## Scope reviewed\n\n- Caching.\n\n## Findings\n\n1. None.\n`;
    const { engine } = workspace({
      'docs/adr/0001-pwa-delivery.md': '# 1. Use PWA delivery\n\nDate: 2026-02-22\n\n## Status\n\nAccepted\n\n**Bead:** bead-0714\n\n## Context\n\nx\n\n## Decision\n\ny\n',
      'docs/adr/0002-b.md': '# 2. B\n\nDate: 2026-02-23\n\n## Status\n\nAccepted\n\n## Context\n\nx\n',
      'docs/review/bead-0034-adr-001-review.md': note(34),
      'docs/review/bead-0036-adr-001-review.md': note(36),
      'docs/review/bead-0037-adr-001-review.md': note(37),
    });
    assert.deepEqual(engine.collections().map((c) => c.dir), ['docs/adr']);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'unknown-reference' || d.rule === 'duplicate-title'), []);
  });
});

describe('a Clojure docstring (Flexiana/chachaml)', { skip }, () => {
  it('cites a record as a comment does; another string is code', () => {
    const { engine } = workspace({
      'docs/adr/0001-store.md': nygard(1, 'Store', 'Accepted'),
      'docs/adr/0002-b.md': nygard(2, 'B', 'Accepted'),
      'src/context.clj': '(ns demo.context\n  "Holds the store.\n  See ADR-0001 for the rationale.")\n\n(defn ^:private put!\n  [k v]\n  "Writes k (ADR-0002)."\n  (str "ADR-0009 is a string"))\n',
    });
    assert.deepEqual(engine.getDecision('ADR-0001').citedBy.map((c) => `${c.path}:${c.range.start.line}`), ['src/context.clj:2']);
    assert.deepEqual(engine.getDecision('ADR-0002').citedBy.map((c) => `${c.path}:${c.range.start.line}`), ['src/context.clj:6']);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'unknown-reference'), []);
  });
});

describe('renumber a record named by its id (nats-io/nats-architecture-and-design)', { skip }, () => {
  it('"See [ADR-2](ADR-2.md)" becomes "[ADR-7](ADR-7.md)", one edit for the id, none overlapping', () => {
    const rec = (n) => `# Title ${n}\n\n|Metadata|Value|\n|--|--|\n|Date|2021-0${n}-01|\n|Status|Approved|\n\n## Context\n\nx\n`;
    const { engine } = workspace({ 'adr/ADR-1.md': rec(1), 'adr/ADR-2.md': rec(2), 'adr/ADR-3.md': rec(3) + '\nSee [ADR-2](ADR-2.md).\n' });
    const plan = engine.planRenumber('adr/ADR-2.md', 7);
    const line = 'See [ADR-2](ADR-2.md).';
    const edits = plan.edits.filter((e) => e.path === 'adr/ADR-3.md').sort((a, b) => b.range.start.character - a.range.start.character);
    let after = line;
    for (const e of edits) after = after.slice(0, e.range.start.character) + e.newText + after.slice(e.range.end.character);
    assert.equal(after, 'See [ADR-7](ADR-7.md).');
  });
});
