// Supersedes as the forty-ninth session's readings of real repositories met them (two successors, a successor saying so
// in its prose, a part replaced in the middle of a sentence), in fixtures written for these tests.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { engineAvailable, engineModule, workspace } from '../fixtures/rules/harness.mjs';
import { tempDir } from '../temp-dir.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const rules = (engine, rule) => engine.check().filter((d) => d.rule === rule).map((d) => `${d.path}:${d.range.start.line + 1}`);
const relations = (engine, id) => engine.record(id).relations.filter((r) => r.kind === 'supersedes' || r.kind === 'superseded-by').map((r) => `${r.kind} ${r.targetKey ?? r.href}${r.condition ? ` (${r.condition})` : ''}`);

function onDisk(files) {
  const root = tempDir('adr-lens-readings-49-');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('a record with two successors (bed 49C)', { skip }, () => {
  // A meta list as proposal series keep it: the status, then what the proposal supersedes.
  const rfc = (name, status, supersedes, body = 'Text.') => `# Meta\n- Name: ${name}\n- Start Date: 2020-01-01\n- Status: ${status}\n- Supersedes: ${supersedes}\n\n# Summary\n\n${body}\n`;
  const files = () => ({
    '0000-template.md': rfc('(fill in)', 'Draft', '"N/A"'),
    'text/0001-flow.md': rfc('Flow', 'Superseded', 'N/A'),
    'text/0002-board.md': rfc('Board', 'Superseded', '[RFC 0001](0001-flow.md)'),
    'text/0003-flow-v2.md': rfc('Flow v2', 'Implemented', '[RFC 0001](0001-flow.md)'),
    'text/0004-tool.md': rfc('Tool', 'Implemented', 'N/A', 'Follows [the flow](0001-flow.md).'),
  });

  it('the one still in force is the current decision, not the first one numbered', () => {
    const { engine } = workspace(files());
    assert.equal(engine.currentDecision(engine.record('RFC-0001')).id, 'RFC-0003');
    const hint = engine.check().find((d) => d.rule === 'citing-superseded');
    assert.match(hint.message, /cite RFC-0003 instead/);
  });

  it('among successors a record names itself, the one in force; when none is, the latest', () => {
    const nygard = (n, status) => `# ${n}. Thing ${n}\n\nDate: 2024-01-0${n}\n\n## Status\n\n${status}\n\n## Context\n\nx\n\n## Decision\n\ny\n`;
    const { engine } = workspace({
      'docs/adr/0001-a.md': nygard(1, 'Superseded by [2. Thing 2](0002-b.md) and [3. Thing 3](0003-c.md)'),
      'docs/adr/0002-b.md': nygard(2, 'Deprecated'),
      'docs/adr/0003-c.md': nygard(3, 'Accepted'),
      'docs/adr/0004-d.md': nygard(4, 'Superseded by [5. Thing 5](0005-e.md) and [6. Thing 6](0006-f.md)'),
      'docs/adr/0005-e.md': nygard(5, 'Deprecated'),
      'docs/adr/0006-f.md': nygard(6, 'Rejected'),
    });
    assert.equal(engine.currentDecision(engine.record('ADR-0001')).id, 'ADR-0003');
    assert.equal(engine.currentDecision(engine.record('ADR-0004')).id, 'ADR-0006');
  });

  it('check --fix names both successors on the status line, and both findings are settled', () => {
    const root = onDisk(files());
    const engine = engineModule.createEngine({ root });
    engine.load();
    assert.deepEqual(rules(engine, 'one-sided-supersede'), ['text/0002-board.md:5', 'text/0003-flow-v2.md:5']);
    const written = engineModule.fixWorkspace(engine, {});
    assert.equal(written.findings, 2);
    assert.match(readFileSync(join(root, 'text/0001-flow.md'), 'utf8'), /^- Status: Superseded by \[RFC-0002\]\(0002-board\.md\), \[RFC-0003\]\(0003-flow-v2\.md\)$/m);
    assert.deepEqual(rules(engine, 'one-sided-supersede'), []);
    assert.deepEqual(relations(engine, 'RFC-0001'), ['superseded-by 0002-board.md', 'superseded-by 0003-flow-v2.md']);
    assert.equal(engine.currentDecision(engine.record('RFC-0001')).id, 'RFC-0003');
  });
});

describe('a successor that says in its prose that it supersedes (bed 49C, 49D)', { skip }, () => {
  const madr = (status, body) => `---\nstatus: ${status}\ndate: 2024-01-02\n---\n\n# Picking a store\n\n## Context and Problem Statement\n\n${body}\n\n## Decision Outcome\n\nB.\n`;

  it('"The behaviour supersedes that description in [ADR-2]": its own word, for that part', () => {
    const { engine } = workspace({
      'docs/decisions/0002-store.md': madr('superseded by [ADR-0003](0003-store-v2.md)', 'Why.'),
      'docs/decisions/0003-store-v2.md': madr('accepted', 'Writes go to the queue first.\n\nThe behaviour supersedes that description in [ADR-0002](0002-store.md)'),
    });
    assert.deepEqual(rules(engine, 'one-sided-supersede'), []);
    assert.deepEqual(relations(engine, 'ADR-0003'), ['supersedes adr-2 (in part)']);
    assert.equal(engine.currentDecision(engine.record('ADR-0002')).id, 'ADR-0003');
  });

  const nygard = (n, status, consequences) => `# ${n}. Thing ${n}\n\nDate: 2024-01-0${n}\n\n## Status\n\n${status}\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\n${consequences}\n`;

  it('"[ADR-N] is superseded." as a sentence of the successor answers the predecessor\'s "superseded by"; a mere mention does not', () => {
    const files = (consequences) => ({
      'docs/adr/0002-escape.md': nygard(2, 'Superseded by ADR-0004', 'Fine.'),
      'docs/adr/0004-bind.md': nygard(4, 'Accepted', consequences),
      'docs/adr/0005-other.md': nygard(5, 'Accepted', 'Unrelated. ADR-0002 is superseded.'),
    });
    const { engine } = workspace(files('- **The old escaping is gone**: values are bound;\n  nothing is quoted any more. ADR-0002 is superseded.'));
    assert.deepEqual(rules(engine, 'one-sided-supersede'), []);
    // The sentence in a third record is no relation of it.
    assert.deepEqual(relations(engine, 'ADR-0005'), []);
    for (const text of ['We read ADR-0002 before it was superseded.', 'ADR-0002 is superseded by the new runtime.', 'ADR-0002 is superseded in part.']) {
      assert.deepEqual(rules(workspace(files(text)).engine, 'one-sided-supersede'), ['docs/adr/0002-escape.md:7'], text);
    }
  });
});

describe('a part replaced, said in the middle of a sentence (bed 49D)', { skip }, () => {
  const rec = (n, title, header, decision) => `# ADR-0${n}: ${title}\n\n**Status**: Accepted\n**Date**: 2026-01-0${n % 9}\n${header}\n## Decision\n\n${decision}\n`;
  const older = (sentence) => rec(41, 'Extraction adapter', '', `1. Provider precedence: flag, then environment.\n2. Calls fail at call time, distinct from "no provider at all", which was originally a fatal\nerror at startup — superseded by [ADR-0331](0331-lazy.md), which defers that\n${sentence}`);
  const newer = (header) => rec(331, 'Check the provider on first use', header, 'Move the check to call time.');

  it('"— superseded by [ADR-0331](…), …; the order below is unchanged" on the next line: in part, the status stays', () => {
    const files = {
      'docs/adr/0041-adapter.md': older('check to first use as well; the precedence order above is unchanged.'),
      'docs/adr/0331-lazy.md': newer('**Issues**: #331; supersedes the "fatal at startup" sub-claim of ADR-0041 Decision 2\n'),
    };
    const { engine } = workspace(files);
    assert.deepEqual(relations(engine, 'ADR-0041'), ['superseded-by adr-331 (in part)']);
    assert.deepEqual(rules(engine, 'status-superseded-mismatch'), []);
    assert.equal(engine.currentDecision(engine.record('ADR-0041')).id, 'ADR-0041');
    const root = onDisk(files);
    const cli = engineModule.createEngine({ root });
    cli.load();
    engineModule.fixWorkspace(cli, {});
    assert.equal(readFileSync(join(root, 'docs/adr/0041-adapter.md'), 'utf8'), files['docs/adr/0041-adapter.md']);
  });

  it('"supersedes" ending a header line, the part of the record it replaces opening the next (not after "never")', () => {
    const { engine } = workspace({
      'docs/adr/0041-adapter.md': older('check to first use as well; the precedence order above is unchanged.'),
      'docs/adr/0331-lazy.md': newer('**Issues**: #331 (this change); reported in #330; supersedes\nthe "fatal at startup" sub-claim of ADR-0041 Decision 2/3 (#212)\n'),
    });
    assert.deepEqual(relations(engine, 'ADR-0331'), ['supersedes adr-41 (in part)']);
    assert.deepEqual(rules(engine, 'one-sided-supersede'), []);
    // Negated, it is none: the older record's sentence (no "unchanged" after it) then sets the status.
    const negated = workspace({
      'docs/adr/0041-adapter.md': older('check to first use as well.'),
      'docs/adr/0331-lazy.md': newer('**Issues**: #331; it never replaces\nthe "fatal at startup" sub-claim of ADR-0041 Decision 2\n'),
    }).engine;
    assert.deepEqual(relations(negated, 'ADR-0331'), []);
    assert.deepEqual(rules(negated, 'status-superseded-mismatch'), ['docs/adr/0041-adapter.md:3']);
  });

  it('a successor that says it replaces a part keeps the status as it is, whatever the older record\'s sentence says', () => {
    const { engine } = workspace({
      'docs/adr/0041-adapter.md': older('check to first use as well.'),
      'docs/adr/0331-lazy.md': newer('**Issues**: #331; supersedes the "fatal at startup" sub-claim of ADR-0041 Decision 2\n'),
    });
    assert.deepEqual(relations(engine, 'ADR-0041'), ['superseded-by adr-331']);
    assert.deepEqual(rules(engine, 'status-superseded-mismatch'), []);
  });

});
