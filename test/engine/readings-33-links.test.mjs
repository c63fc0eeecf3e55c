// Relations and citations read against real repositories in session 33, each in the shape those records take
// (fixtures written for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const nygard = (n, title, status = 'Accepted', extra = '') =>
  `# ${n}. ${title}\n\nDate: 2024-01-0${n}\n\n## Status\n\n${status}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.${extra}\n\n## Consequences\n\nThen.\n`;
const findings = (files) => workspace(files).engine.check();
const on = (list, path) => list.filter((d) => d.path === path).map((d) => d.rule);
const relationsOf = (engine, id) => {
  const record = engine.records().find((r) => r.id === id);
  return (record?.relations ?? []).map((r) => `${r.kind} ${r.targetText}`);
};

describe('a superseded record cited together with its successor', { skip }, () => {
  it('"(ADR 2 / 7)" already names the successor, so citing-superseded stays quiet', () => {
    const list = findings({
      'docs/adr/002-log-as-text.md': nygard(2, 'Log as text', 'Superseded by [ADR 7](007-log-as-json.md)'),
      'docs/adr/007-log-as-json.md': nygard(7, 'Log as JSON', 'Accepted', '\n\nSupersedes [ADR 2](002-log-as-text.md).'),
      'AGENTS.md': '# Notes\n\n- Logging: structured JSON (ADR 2 / 7)\n',
    });
    assert.deepEqual(on(list, 'AGENTS.md'), []);
  });
});

describe('a title that reverts an earlier decision', { skip }, () => {
  it('"Revert decision 0003 and …" is the other side of 0003\'s "Superseded by"', () => {
    const { engine } = workspace({
      'docs/adr/0003-spec-by-hand.md': '# 0003 - Keep the spec by hand\n\nDate: 2024-01-03\n\n## Status\n\nSuperseded by [ADR-0011](./0011-generate-spec.md)\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nThen.\n',
      'docs/adr/0011-generate-spec.md': '# 0011 - Revert decision 0003 and generate the spec\n\nDate: 2024-01-11\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nThen.\n',
    });
    assert.deepEqual(on(engine.check(), 'docs/adr/0003-spec-by-hand.md'), []);
    assert.deepEqual(relationsOf(engine, 'ADR-0011'), ['supersedes 0003']);
  });
  it('"revert to" a decision in prose is no relation, nor a revert of something else', () => {
    const { engine } = workspace({
      'docs/adr/0003-spec-by-hand.md': '# 0003 - Keep the spec by hand\n\nDate: 2024-01-03\n\n## Status\n\nAccepted\n',
      'docs/adr/0011-generate-spec.md': '# 0011 - Revert the commit 3 of the generator\n\nDate: 2024-01-11\n\n## Status\n\nAccepted\n',
    });
    assert.deepEqual(relationsOf(engine, 'ADR-0011'), []);
  });
});

describe('a supersede note in a blockquote, through the repository\'s own address', { skip }, () => {
  it('"[ADR-7] which supersedes this decision" makes the record superseded by ADR-7', () => {
    const { engine } = workspace({
      'docs/adr/adr-003-keep-forever.md': '# Decision Record: Keep data forever\n\n> **Note**\n> This policy was revisited in [ADR-7] which supersedes this decision.\n\n[ADR-7]: https://github.com/acme/app/blob/main/docs/adr/adr-007-keep-one-year.md\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n',
      'docs/adr/adr-007-keep-one-year.md': '# Decision Record: Keep data one year\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n',
    });
    assert.deepEqual(relationsOf(engine, 'ADR-003'), ['superseded-by ADR-7']);
    assert.ok(!on(engine.check(), 'docs/adr/adr-003-keep-forever.md').includes('missing-status'));
  });
});

describe('superseded by a document outside the workspace', { skip }, () => {
  it('a "superseded by" sentence naming an address is a successor', () => {
    const list = findings({
      'docs/adr/0001-a.md': nygard(1, 'First'),
      'docs/adr/0002-old-code.md': '# 2. Old code of conduct\n\nDate: 2024-01-02\n\n## Status\n\nSuperseded\n\n## Context\n\nThis code is superseded by the\nFoundation Code of Conduct, which can be found at\nhttps://example.org/coc/.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nThen.\n',
    });
    assert.deepEqual(on(list, 'docs/adr/0002-old-code.md'), []);
  });
});

describe('a record merged into another and removed', { skip }, () => {
  const files = {
    'docs/adr/adr-001-queue.md': nygard(1, 'Queue'),
    'docs/adr/adr-010-observability.md': '# ADR-010: Observability\n\nDate: 2024-01-10\n\n## Status\n\nAccepted\n\n## Context\n\nWhy, now with the logging of the former ADR-019.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nThen.\n\n## Related\n\n### Supersedes\n\n- **ADR-019**: Logging, content merged into this ADR\n',
    'docs/overview.md': '# Overview\n\nLogging (ADR-019) and metrics (ADR-010).\n',
  };
  it('a "### Supersedes" section names what the record supersedes', () => {
    const { engine } = workspace(files);
    assert.deepEqual(relationsOf(engine, 'ADR-010'), ['supersedes ADR-019']);
  });
  it('the id it absorbed is history: a hint naming the record that holds it now, not a warning to create it', () => {
    const list = findings(files);
    assert.deepEqual(on(list, 'docs/adr/adr-010-observability.md'), []);
    const cited = list.filter((d) => d.path === 'docs/overview.md');
    assert.deepEqual(cited.map((d) => [d.rule, d.severity]), [['unknown-reference', 'hint']]);
    assert.match(cited[0].message, /ADR-010 says it supersedes it/);
  });
  it('an id no record claims is still unknown', () => {
    const list = findings({ ...files, 'docs/overview.md': '# Overview\n\nTracing (ADR-020).\n' });
    assert.deepEqual(list.filter((d) => d.path === 'docs/overview.md').map((d) => [d.rule, d.severity]), [['unknown-reference', 'warning']]);
  });
});

describe("an ADR tool's own rule ids and examples", { skip }, () => {
  const records = {
    'doc/adr/0001-record.md': nygard(1, 'Record decisions'),
    'doc/adr/0002-use-x.md': nygard(2, 'Use X'),
  };
  it('"a nonexistent ADR 99" is made up to be missing', () => {
    const { engine } = workspace({
      ...records,
      'src/lint.rs': '// ADR 2 links to a nonexistent ADR 99\nfn check() {}\n',
    });
    assert.deepEqual(on(engine.check(), 'src/lint.rs'), []);
  });
  it("a linter's rule ids (ADR002 next to rule_id, ADR011 next to warning) are neither unknown nor citations of a record", () => {
    const { engine } = workspace({
      ...records,
      'src/lint.rs': '// Trips the ADR011 sequential-gap warning.\nfn check() {\n    // Expected ADR002 (missing status) violation\n    assert!(issue.rule_id == "ADR002");\n}\n',
    });
    assert.deepEqual(on(engine.check(), 'src/lint.rs'), []);
    assert.deepEqual(engine.getDecision('ADR-0002').citedBy.map((c) => c.path), []);
  });
  it('a real citation in a code comment still counts', () => {
    const { engine } = workspace({ ...records, 'src/app.rs': '// See ADR-0007 for why; ADR-0002 gives a warning here.\nfn main() {}\n' });
    assert.deepEqual(on(engine.check(), 'src/app.rs'), ['unknown-reference']);
    assert.deepEqual(engine.getDecision('ADR-0002').citedBy.map((c) => c.path), ['src/app.rs']);
  });
});

describe("a series' meeting minutes", { skip }, () => {
  const zep = (n, t) => `---\nlayout: default\ntitle: ZEP000${n}\n---\n\n# ZEP ${n} — ${t}\n\nStatus: Accepted\n\nCreated: 2023-01-0${n}\n\n## Abstract\n\nText.\n`;
  const files = {
    'accepted/ZEP0001.md': zep(1, 'Core'),
    'accepted/ZEP0002.md': zep(2, 'Sharding'),
    'draft/ZEP0003.md': zep(3, 'Chunks'),
  };
  it('proposals still under review named in dated minutes (ZEP8, ZEP0007) are history, not records to create', () => {
    const list = findings({ ...files, 'meetings/2023/2023-11-16.md': '# Meeting 2023-11-16\n\nUpdates on PR#281 to update ZEP2 status. Talk about ZEP8 and ZEP6.\n\nAlso an update on ZEP0007 (pull request #47).\n' });
    assert.deepEqual(on(list, 'meetings/2023/2023-11-16.md'), []);
  });
  it('the same ids in a page that is no minutes are still unknown', () => {
    const list = findings({ ...files, 'docs/roadmap.md': '# Roadmap\n\nWork on ZEP8 next.\n' });
    assert.deepEqual(on(list, 'docs/roadmap.md'), ['unknown-reference']);
  });
});

describe('a record that describes the code it split', { skip }, () => {
  it('"lived in" a path is the past', () => {
    const list = findings({
      'docs/adr/0001-a.md': nygard(1, 'First'),
      'docs/adr/0002-split.md': '# 2. Split the test suite\n\nDate: 2024-01-02\n\nStatus: accepted\n\n## Context\n\nOur tests lived in one big file (`app/tests/all.rs`), which we now split by module.\n\n## Decision\n\nMove each group to `app/tests/<group>/`.\n\n## Consequences\n\nThen.\n',
      'app/tests/unit/x.rs': '',
    });
    assert.deepEqual(on(list, 'docs/adr/0002-split.md'), []);
  });
});
