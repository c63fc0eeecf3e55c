// Every rule: a record that breaks it gets the diagnostic a user would read; a record that keeps it gets none;
// where the rule offers a fix, applying the edits yields the expected text and the diagnostic goes away.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyFix, diagnostics, engineAvailable, none, one, only, workspace } from '../fixtures/rules/harness.mjs';
import { files, madr2, madr3, nygard } from '../fixtures/rules/records.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

/** Applies the diagnostic's preferred (or first) fix and checks the rule no longer fires. */
function fixAndRecheck(fileMap, diagnostic) {
  assert.ok(diagnostic.fixes?.length, `${diagnostic.rule} should offer a fix`);
  const fix = diagnostic.fixes.find((f) => f.isPreferred) ?? diagnostic.fixes[0];
  const fixed = applyFix(fileMap, fix);
  const again = only(diagnostics(fixed), diagnostic.rule).filter((d) => d.path === diagnostic.path);
  assert.deepEqual(again.map((d) => d.message), [], 'the fix should make the diagnostic go away');
  return fixed;
}

describe('rules', { skip }, () => {
  const complete = nygard({ n: 1, slug: 'record-decisions', title: 'Record decisions' });

  it('a complete Nygard record passes every rule', () => {
    assert.deepEqual(diagnostics(files(complete)).map((d) => `${d.rule}: ${d.message}`), []);
  });

  describe('missing-title', () => {
    it('flags a record without a heading and adds one from the file name', () => {
      const f = files(complete, ['docs/adr/0002-use-postgres.md', 'Date: 2026-01-06\n\n## Status\n\nAccepted\n\n## Context\n\nC.\n\n## Decision\n\nD.\n\n## Consequences\n\nE.\n']);
      const d = one(f, 'missing-title', 'docs/adr/0002-use-postgres.md');
      assert.match(d.message, /has no title/);
      const fixed = fixAndRecheck(f, d);
      assert.match(fixed['docs/adr/0002-use-postgres.md'], /^# (2\. )?Use postgres\n\nDate: 2026-01-06/);
    });
    it('is quiet when the record has a title', () => none(files(complete), 'missing-title'));
  });

  describe('missing-status', () => {
    it('Nygard: inserts a Status section before Context', () => {
      const f = files(complete, nygard({ n: 2, status: null }));
      const d = one(f, 'missing-status');
      assert.match(d.message, /ADR-0002 has no status/);
      const fixed = fixAndRecheck(f, d);
      assert.match(fixed['docs/adr/0002-decision.md'], /Date: 2026-01-05\n\n## Status\n\nProposed\n\n## Context/);
      none(fixed, 'missing-sections');
    });
    it('MADR 3: inserts status into the front matter', () => {
      const f = files(complete, madr3({ n: 3, status: null }));
      const fixed = fixAndRecheck(f, one(f, 'missing-status'));
      assert.match(fixed['docs/adr/0003-decision.md'], /^---\nstatus: proposed\ndate: 2026-02-01\n---/);
    });
    it('MADR 2: inserts a status bullet', () => {
      const f = files(complete, madr2({ n: 4, status: null }));
      const fixed = fixAndRecheck(f, one(f, 'missing-status'));
      assert.match(fixed['docs/adr/0004-decision.md'], /\n\* Status: proposed\n\* Deciders: Ana, Bo\n/);
    });
    it('free-form: copies the shape of the date line', () => {
      const f = files(complete, ['docs/adr/0005-cache.md', '# ADR-0005: Cache pages\n\n**Date:** 2026-03-01\n\n## Context\n\nSlow.\n']);
      const fixed = fixAndRecheck(f, one(f, 'missing-status'));
      assert.match(fixed['docs/adr/0005-cache.md'], /\n\*\*Status:\*\* Proposed\n\*\*Date:\*\* 2026-03-01\n/);
    });
    it('is quiet when a status is given', () => none(files(complete, madr3({ n: 2 }), madr2({ n: 3 })), 'missing-status'));
    it('leaves a collection alone where most records have no status (MADR lets teams leave it out)', () =>
      none(files(madr3({ n: 2, status: null }), madr3({ n: 3, status: null }), madr3({ n: 4 })), 'missing-status'));
    it('reports the records that lack a status where at least half have one', () => {
      const found = only(diagnostics(files(complete, madr3({ n: 2 }), madr3({ n: 3, status: null }))), 'missing-status');
      assert.deepEqual(found.map((d) => d.path), ['docs/adr/0003-decision.md']);
    });
  });

  describe('unknown-status', () => {
    it('suggests and fixes the closest status for a typo', () => {
      const f = files(nygard({ n: 2, status: 'Acepted' }));
      const d = one(f, 'unknown-status');
      assert.match(d.message, /Status "Acepted" of ADR-0002 is not a known status: did you mean "Accepted"\?/);
      const fixed = fixAndRecheck(f, d);
      assert.match(fixed['docs/adr/0002-decision.md'], /## Status\n\nAccepted\n/);
    });
    it('keeps lower case in front matter', () => {
      const f = files(madr3({ n: 2, status: 'propsed' }));
      const fixed = fixAndRecheck(f, one(f, 'unknown-status'));
      assert.match(fixed['docs/adr/0002-decision.md'], /\nstatus: proposed\n/);
    });
    it('points at the statuses key when no status is close', () => {
      const d = one(files(nygard({ n: 2, status: 'Frobnicated' })), 'unknown-status');
      assert.match(d.message, /"statuses"/);
      assert.equal(d.fixes, undefined);
    });
    it('accepts mapped words such as Draft', () => none(files(nygard({ n: 2, status: 'Draft' })), 'unknown-status'));
  });

  describe('missing-date and invalid-date', () => {
    it('flags a record without a date (info)', () => {
      const d = one(files(nygard({ n: 2, date: null })), 'missing-date');
      assert.equal(d.severity, 'info');
      assert.match(d.message, /ADR-0002 has no date/);
    });
    it('leaves a collection alone where most records carry no date (MADR leaves it out of its template)', () =>
      none(files(nygard({ n: 2, date: null }), nygard({ n: 3, date: null }), nygard({ n: 4 })), 'missing-date'));
    it('reports the records without a date where at least half carry one, and in a collection of two or fewer', () => {
      const found = only(diagnostics(files(complete, nygard({ n: 2 }), nygard({ n: 3, date: null }))), 'missing-date');
      assert.deepEqual(found.map((d) => d.path), ['docs/adr/0003-decision.md']);
      assert.equal(only(diagnostics(files(nygard({ n: 2, date: null }), nygard({ n: 3, date: null }))), 'missing-date').length, 2);
    });
    it('follows edits: dating records turns the collection to one that dates them', () => {
      const { engine } = workspace(files(nygard({ n: 2, date: null }), nygard({ n: 3, date: null }), nygard({ n: 4, date: null }), nygard({ n: 5 })));
      assert.equal(only(engine.check(), 'missing-date').length, 0);
      engine.update('docs/adr/0002-decision.md', nygard({ n: 2 })[1]);
      assert.deepEqual(only(engine.check(), 'missing-date').map((d) => d.path), ['docs/adr/0003-decision.md', 'docs/adr/0004-decision.md']);
    });
    it('flags an impossible day', () => {
      const d = one(files(nygard({ n: 2, date: '2026-02-30' })), 'invalid-date');
      assert.match(d.message, /day 30, but 2026-02 has 28 days/);
      assert.equal(d.range.start.line, 2);
    });
    it('flags month 13', () => {
      assert.match(one(files(nygard({ n: 2, date: '2026-13-01' })), 'invalid-date').message, /month 13/);
    });
    it('leaves deliberate words such as "Retroactive" alone', () => {
      none(files(['docs/adr/0009-x.md', '# ADR-0009: X\n\n**Status:** Accepted\n**Date:** Retroactive\n']), 'invalid-date');
    });
    it('is quiet for a valid date', () => none(files(complete), 'invalid-date'));
  });

  describe('duplicate-number', () => {
    it('flags the record to renumber when two share a number in a collection: the one written later', () => {
      const f = files(complete, nygard({ n: 4, slug: 'use-redis', title: 'Use Redis' }), nygard({ n: 4, slug: 'use-kafka', title: 'Use Kafka' }));
      const found = only(diagnostics(f), 'duplicate-number');
      // Same day: the file name decides, as a listing orders them.
      assert.deepEqual(found.map((d) => d.path), ['docs/adr/0004-use-redis.md']);
      assert.equal(found[0].severity, 'error');
      assert.match(found[0].message, /also the number of 0004-use-kafka\.md .*which keeps it \(their dates do not tell which came first\): give this record the next free number \(5\) in its file name and title, or renumber the other if this one came first\./);
      assert.deepEqual(found[0].related.map((r) => r.message), ['ADR-0004 keeps the number here']);
    });
    it('with several namesakes, the earliest keeps the number and each other gets a number of its own', () => {
      const dated = (slug, date) => {
        const [path, text] = nygard({ n: 4, slug, title: slug });
        return [path, text.replace(/Date: \S+/, `Date: ${date}`)];
      };
      const f = files(complete, dated('c', '2024-03-01'), dated('a', '2024-05-01'), dated('b', '2024-01-01'));
      const found = only(diagnostics(f), 'duplicate-number').sort((x, y) => x.path.localeCompare(y.path));
      assert.deepEqual(found.map((d) => `${d.path} ${/next free number \((\d+)\)/.exec(d.message)[1]}`), ['docs/adr/0004-a.md 6', 'docs/adr/0004-c.md 5']);
    });
    it('allows the same number in different collections', () => {
      const [, text] = nygard({ n: 4, slug: 'a', title: 'A' });
      none(files(complete, ['docs/adr/0004-a.md', text], ['services/api/docs/adr/0004-b.md', text.replace('4. A', '4. B')]), 'duplicate-number');
    });
  });

  describe('number-mismatch', () => {
    it('fixes the title number to match the file name', () => {
      const [, text] = nygard({ n: 11, title: 'Use gRPC' });
      const f = files(complete, ['docs/adr/0012-use-grpc.md', text]);
      const d = one(f, 'number-mismatch');
      assert.match(d.message, /says 11 but the file name says 12/);
      const fixed = fixAndRecheck(f, d);
      assert.match(fixed['docs/adr/0012-use-grpc.md'], /^# 12\. Use gRPC/);
    });
    it('keeps the padding written in the title', () => {
      const f = files(['docs/adr/0007-x.md', '# ADR-0006: X\n\n**Status:** Accepted\n**Date:** 2026-01-01\n']);
      const fixed = fixAndRecheck(f, one(f, 'number-mismatch'));
      assert.match(fixed['docs/adr/0007-x.md'], /^# ADR-0007: X/);
    });
    it('is quiet when the numbers agree', () => none(files(complete), 'number-mismatch'));
  });

  describe('unknown-reference', () => {
    it('flags an id no record has, in a record and in code', () => {
      const f = files(complete, nygard({ n: 2, sections: '## Context\n\nSee ADR-0042.\n\n## Decision\n\nD.\n\n## Consequences\n\nE.\n' }), ['src/retry.ts', '// Retries follow ADR-0042.\nexport const retries = 3;\n']);
      const found = only(diagnostics(f), 'unknown-reference');
      assert.deepEqual(found.map((d) => d.path).sort(), ['docs/adr/0002-decision.md', 'src/retry.ts']);
      assert.ok(found.every((d) => d.severity === 'warning' && /ADR-0042 does not match any decision record/.test(d.message)));
    });
    it('is quiet for ids that exist, in any number format', () => {
      none(files(complete, ['src/a.ts', '// ADR-1, adr-0001 and ADR 1 all mean the same record\n']), 'unknown-reference');
    });
  });

  describe('broken-link', () => {
    it('flags a relative link to a missing file', () => {
      const f = files(complete, nygard({ n: 2, sections: '## Context\n\nSee [the design](../design/overview.md) and [site](https://example.com).\n\n## Decision\n\nD.\n\n## Consequences\n\nE.\n' }));
      const d = one(f, 'broken-link');
      assert.match(d.message, /Link "..\/design\/overview.md" points to docs\/design\/overview.md, which does not exist/);
    });
    it('is quiet when the target exists', () => {
      none(files(complete, ['docs/design/overview.md', '# Overview\n'], nygard({ n: 2, sections: '## Context\n\nSee [the design](../design/overview.md#top).\n\n## Decision\n\nD.\n\n## Consequences\n\nE.\n' })), 'broken-link');
    });
  });
});
