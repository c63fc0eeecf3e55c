// Structure, code-path, parse-problem and config rules; severities from config; the incremental re-judge.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyFix, diagnostics, engineAvailable, none, one, only, workspace } from '../fixtures/rules/harness.mjs';
import { files, madr3, nygard } from '../fixtures/rules/records.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';
const complete = nygard({ n: 1, slug: 'record-decisions', title: 'Record decisions' });

describe('structure and code rules', { skip }, () => {
  describe('missing-sections', () => {
    it('Nygard: names the missing sections and adds them in template order', () => {
      const f = files(nygard({ n: 2, sections: '## Decision\n\nWe use Terraform.\n' }));
      const d = one(f, 'missing-sections');
      assert.match(d.message, /ADR-0002 lacks the "Context" and "Consequences" sections its nygard template requires/);
      const fixed = applyFix(f, d.fixes[0]);
      assert.match(fixed['docs/adr/0002-decision.md'], /Accepted\n\n## Context\n\n## Decision\n\nWe use Terraform\.\n\n## Consequences\n$/);
      none(fixed, 'missing-sections');
    });
    it('MADR: requires Context and Problem Statement and Decision Outcome', () => {
      const d = one(files(madr3({ n: 2, body: '## Context and Problem Statement\n\nWhy.\n' })), 'missing-sections');
      assert.match(d.message, /"Decision Outcome"/);
    });
    it('free-form records are not held to a template', () => {
      none(files(['docs/adr/0002-x.md', '# ADR-0002: X\n\n**Status:** Accepted\n**Date:** 2026-01-01\n\nWe chose X.\n']), 'missing-sections');
    });
    it('"*" in requiredSections applies to every format without one of its own', () => {
      const f = files(['.adr-lens.json', JSON.stringify({ requiredSections: { '*': ['Context', 'Risks'] } })], nygard({ n: 2 }));
      assert.match(one(f, 'missing-sections').message, /lacks the "Risks" section/);
      const own = files(['.adr-lens.json', JSON.stringify({ requiredSections: { '*': ['Risks'], nygard: ['Context'] } })], nygard({ n: 2 }));
      none(own, 'missing-sections');
    });
    it('config can require other sections', () => {
      const f = files(['.adr-lens.json', JSON.stringify({ requiredSections: { nygard: ['Context', 'Decision', 'Alternatives'] } })], nygard({ n: 2 }));
      assert.match(one(f, 'missing-sections').message, /"Alternatives"/);
    });
  });

  describe('stale-code-path', () => {
    const withCode = (status, path) =>
      files(['src/app.ts', 'export {};\n'], nygard({ n: 2, status, sections: `## Context\n\nC.\n\n## Decision\n\nRendering lives in \`${path}\` next to \`src/app.ts\`.\n\n## Consequences\n\nE.\n` }));
    it('flags a path an accepted record names that does not exist', () => {
      const d = one(withCode('Accepted', 'src/billing/invoice.ts'), 'stale-code-path');
      assert.match(d.message, /ADR-0002 names src\/billing\/invoice\.ts, which does not exist/);
    });
    it('is quiet when the path exists', () => none(withCode('Accepted', 'src/app.ts'), 'stale-code-path'));
    it('is quiet for a proposed record', () => none(withCode('Proposed', 'src/billing/invoice.ts'), 'stale-code-path'));
    it('is quiet when no named path exists at all (records kept apart from the code)', () => {
      none(files(nygard({ n: 2, sections: '## Context\n\nC.\n\n## Decision\n\nSee `src/mcp.rs`.\n\n## Consequences\n\nE.\n' })), 'stale-code-path');
    });
  });

  describe('duplicate-title', () => {
    it('flags two records with the same title', () => {
      const f = files(complete, nygard({ n: 4, slug: 'queue', title: 'Use a message queue' }), nygard({ n: 9, slug: 'queue-again', title: 'Use a Message Queue' }));
      assert.equal(only(diagnostics(f), 'duplicate-title').length, 2);
    });
    it('is quiet for distinct titles', () => none(files(complete, nygard({ n: 4, slug: 'q', title: 'Use a queue' })), 'duplicate-title'));
  });
});

describe('parse problems and config', { skip }, () => {
  it('broken front matter is an error at its position, and the rest is still judged', () => {
    const f = files(['docs/adr/0002-x.md', '---\nstatus: accepted\ndeciders: [Ana, Bo\n---\n# X\n\n## Context and Problem Statement\n\nC.\n\n## Decision Outcome\n\nD.\n']);
    const d = one(f, 'invalid-front-matter');
    assert.equal(d.severity, 'error');
    assert.ok(d.range.start.line >= 0 && d.range.start.line <= 3, `line ${d.range.start.line}`);
    assert.match(d.message, /still read. Fix the YAML/);
  });
  it('a binary file named .md is reported, not judged', () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const list = diagnostics(files(complete, ['docs/adr/0002-diagram.md', bytes])).filter((d) => d.path === 'docs/adr/0002-diagram.md');
    assert.deepEqual(list.map((d) => d.rule), ['binary-file']);
  });
  it('a file over 1 MB is skipped with an info diagnostic', () => {
    const big = `# 2. Huge\n\n${'x'.repeat(80)}\n`.repeat(14000);
    const list = diagnostics(files(complete, ['docs/adr/0002-huge.md', big])).filter((d) => d.path === 'docs/adr/0002-huge.md');
    assert.deepEqual(list.map((d) => `${d.rule}/${d.severity}`), ['file-too-large/info']);
  });
  it('invalid UTF-8 is reported', () => {
    const text = new TextEncoder().encode(nygard({ n: 2, title: 'Caf_' })[1]);
    const bytes = new Uint8Array(text);
    bytes[text.indexOf(0x5f)] = 0xe9; // a Latin-1 "é"
    one(files(['docs/adr/0002-decision.md', bytes]), 'invalid-encoding');
  });
  it('a bad config value is a diagnostic on the config file naming the key', () => {
    const f = files(['.adr-lens.json', '{\n  "rules": { "missing-status": "warn" }\n}\n'], complete);
    const d = one(f, 'invalid-config');
    assert.equal(d.path, '.adr-lens.json');
    assert.match(d.message, /missing-status/);
  });
  it('config switches rules off and changes severities, by name or id', () => {
    const f = files(['.adr-lens.json', JSON.stringify({ rules: { 'missing-date': 'off', ADR002: 'error' } })], complete, nygard({ n: 2, status: null, date: null }));
    const list = diagnostics(f);
    assert.equal(only(list, 'missing-date').length, 0);
    assert.equal(only(list, 'missing-status')[0]?.severity, 'error');
  });
});

describe('incremental re-judge', { skip }, () => {
  it('an edit to one record re-publishes the record that depends on it', () => {
    const oldRec = nygard({ n: 3, slug: 'use-mysql', title: 'Use MySQL' });
    const newRec = nygard({ n: 7, slug: 'use-postgres', title: 'Use PostgreSQL', statusExtra: 'Supersedes [ADR-0003](0003-use-mysql.md)' });
    const { engine } = workspace(files(oldRec, newRec));
    assert.equal(only(engine.diagnosticsFor(newRec[0]), 'one-sided-supersede').length, 1);
    const change = engine.update(oldRec[0], oldRec[1].replace('## Status\n\nAccepted', '## Status\n\nSuperseded by [ADR-0007](0007-use-postgres.md)'));
    assert.ok(change.diagnosticsChanged.includes(newRec[0]), JSON.stringify(change));
    assert.deepEqual(engine.diagnosticsFor(newRec[0]), []);
  });
  it('unchanged diagnostics are not reported as changed', () => {
    const rec = nygard({ n: 2, date: null });
    const other = nygard({ n: 5, slug: 'other', title: 'Other' });
    const { engine } = workspace(files(rec, other));
    const change = engine.update(rec[0], `${rec[1]}\nMore text.\n`);
    assert.equal(change.diagnosticsChanged.includes(other[0]), false);
    assert.equal(change.diagnosticsChanged.includes(rec[0]), false, 'same missing-date before and after');
  });
  it('when a chain grows, documents citing its first record learn the new current decision', () => {
    const a = nygard({ n: 1, slug: 'a', title: 'A', status: 'Superseded by [ADR-0002](0002-b.md)' });
    // B says it is superseded (naming no successor): a later record's claim carries the chain on from a record that says
    // so, not from one that says it is accepted (citing-superseded then names the successor the cited record names).
    const b = nygard({ n: 2, slug: 'b', title: 'B', status: 'Superseded', statusExtra: 'Supersedes [ADR-0001](0001-a.md)' });
    const c = nygard({ n: 3, slug: 'c', title: 'C' });
    const code = ['src/a.ts', '// see ADR-1\n'];
    const { engine } = workspace(files(a, b, c, code));
    assert.match(only(engine.diagnosticsFor('src/a.ts'), 'citing-superseded')[0].message, /^ADR-0001 is superseded by ADR-0002 /);
    // Only C is edited: the index re-reads C and names B as affected, not the code that cites A.
    const change = engine.update(c[0], nygard({ n: 3, slug: 'c', title: 'C', statusExtra: 'Supersedes [ADR-0002](0002-b.md)' })[1]);
    assert.ok(change.diagnosticsChanged.includes('src/a.ts'), JSON.stringify(change));
    assert.match(only(engine.diagnosticsFor('src/a.ts'), 'citing-superseded')[0].message, /^ADR-0001 is superseded by ADR-0003 /);
  });
  it('removing a record clears its diagnostics and flags citations of it', () => {
    const rec = nygard({ n: 2, date: null });
    const code = ['src/a.ts', '// see ADR-2\n'];
    const { engine, fs } = workspace(files(rec, code, complete));
    assert.equal(engine.diagnosticsFor(rec[0]).length, 1);
    fs.delete(rec[0]);
    const change = engine.remove(rec[0]);
    assert.ok(change.diagnosticsChanged.includes(rec[0]));
    assert.deepEqual(engine.diagnosticsFor(rec[0]), []);
    assert.equal(only(engine.diagnosticsFor('src/a.ts'), 'unknown-reference').length, 1);
  });
});
