// Rules about how records relate: supersede in both directions, cycles, stale foundations, citations of
// superseded decisions. Fixes edit the other record in its own format; applying them must settle the finding.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyFix, diagnostics, engineAvailable, none, one, only } from '../fixtures/rules/harness.mjs';
import { files, madr2, madr3, nygard } from '../fixtures/rules/records.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';
function applyPreferred(fileMap, d) {
  assert.ok(d.fixes?.length, `${d.rule} should offer a fix`);
  return applyFix(fileMap, d.fixes.find((f) => f.isPreferred) ?? d.fixes[0]);
}

const OLD = { n: 3, slug: 'use-mysql', title: 'Use MySQL' };
const NEW = { n: 7, slug: 'use-postgres', title: 'Use PostgreSQL' };
const supersedesOld = 'Supersedes [ADR-0003](0003-use-mysql.md)';

describe('relation rules', { skip }, () => {
  describe('one-sided-supersede', () => {
    it('Nygard: marks the old record superseded by the new one', () => {
      const f = files(nygard(OLD), nygard({ ...NEW, statusExtra: supersedesOld }));
      const d = one(f, 'one-sided-supersede');
      assert.equal(d.path, 'docs/adr/0007-use-postgres.md');
      assert.equal(d.message, 'ADR-0007 says it supersedes ADR-0003, but ADR-0003 does not say "Superseded by ADR-0007": add that to the status of ADR-0003 (Use MySQL).');
      assert.equal(d.related[0].path, 'docs/adr/0003-use-mysql.md');
      const fixed = applyPreferred(f, d);
      assert.match(fixed['docs/adr/0003-use-mysql.md'], /## Status\n\nSuperseded by \[ADR-0007\]\(0007-use-postgres\.md\)\n/);
      const after = diagnostics(fixed);
      assert.deepEqual(after.map((x) => `${x.rule}: ${x.message}`), []);
    });
    it('MADR 3: sets the front matter status', () => {
      const f = files(madr3({ n: 3, slug: 'use-mysql', title: 'Use MySQL' }), nygard({ ...NEW, statusExtra: supersedesOld }));
      const fixed = applyPreferred(f, one(f, 'one-sided-supersede'));
      assert.match(fixed['docs/adr/0003-use-mysql.md'], /^---\nstatus: superseded by ADR-0007\n/);
      none(fixed, 'one-sided-supersede');
    });
    it('MADR 2: sets the status bullet', () => {
      const f = files(madr2({ n: 3, slug: 'use-mysql', title: 'Use MySQL' }), nygard({ ...NEW, statusExtra: supersedesOld }));
      const fixed = applyPreferred(f, one(f, 'one-sided-supersede'));
      assert.match(fixed['docs/adr/0003-use-mysql.md'], /\n\* Status: superseded by \[ADR-0007\]\(0007-use-postgres\.md\)\n/);
      none(fixed, 'one-sided-supersede');
    });
    it('keeps CRLF line endings', () => {
      const f = files(nygard({ ...OLD, eol: '\r\n' }), nygard({ ...NEW, statusExtra: supersedesOld }));
      const fixed = applyPreferred(f, one(f, 'one-sided-supersede'));
      const text = fixed['docs/adr/0003-use-mysql.md'];
      assert.match(text, /## Status\r\n\r\nSuperseded by \[ADR-0007\]/);
      assert.equal(/[^\r]\n/.test(text), false, 'no bare LF in a CRLF file');
    });
    it('the other direction: adds "Supersedes" to the successor', () => {
      const f = files(nygard({ ...OLD, status: 'Superseded by [ADR-0007](0007-use-postgres.md)' }), nygard(NEW));
      const d = one(f, 'one-sided-supersede');
      assert.equal(d.path, 'docs/adr/0003-use-mysql.md');
      assert.match(d.message, /ADR-0003 says it is superseded by ADR-0007, but ADR-0007 does not say it supersedes ADR-0003/);
      const fixed = applyPreferred(f, d);
      assert.match(fixed['docs/adr/0007-use-postgres.md'], /## Status\n\nAccepted\n\nSupersedes \[ADR-0003\]\(0003-use-mysql\.md\)\n/);
      none(fixed, 'one-sided-supersede');
    });
    it('the other direction, MADR 3 successor: adds "supersedes:" to its front matter', () => {
      const f = files(nygard({ ...OLD, status: 'Superseded by [ADR-0007](0007-use-postgres.md)' }), madr3({ ...NEW }));
      const fixed = applyPreferred(f, one(f, 'one-sided-supersede'));
      assert.match(fixed['docs/adr/0007-use-postgres.md'], /^---\nstatus: accepted\nsupersedes: ADR-0003\ndate: 2026-02-01\n---/);
      none(fixed, 'one-sided-supersede');
    });
    it('the other direction, MADR 2 successor: adds a "Supersedes" bullet after its status', () => {
      const f = files(nygard({ ...OLD, status: 'Superseded by [ADR-0007](0007-use-postgres.md)' }), madr2({ ...NEW }));
      const fixed = applyPreferred(f, one(f, 'one-sided-supersede'));
      assert.match(fixed['docs/adr/0007-use-postgres.md'], /\n\* Status: accepted\n\* Supersedes: \[ADR-0003\]\(0003-use-mysql\.md\)\n/);
      none(fixed, 'one-sided-supersede');
    });
    it('free-form records: both sides written in their bold-label style', () => {
      const freeform = (n, slug, status, extra = '') => [`docs/adr/000${n}-${slug}.md`, `# ADR-000${n}: ${slug}\n\n**Status:** ${status}\n**Date:** 2026-01-0${n}\n${extra}\nWe decided.\n`];
      const f = files(freeform(3, 'use-mysql', 'Accepted'), freeform(7, 'use-postgres', 'Accepted', '**Supersedes:** [ADR-0003](0003-use-mysql.md)\n'));
      const fixed = applyPreferred(f, one(f, 'one-sided-supersede'));
      assert.match(fixed['docs/adr/0003-use-mysql.md'], /\*\*Status:\*\* Superseded by \[ADR-0007\]\(0007-use-postgres\.md\)\n/);
      none(fixed, 'one-sided-supersede');
      const g = files(freeform(3, 'use-mysql', 'Superseded by [ADR-0007](0007-use-postgres.md)'), freeform(7, 'use-postgres', 'Accepted'));
      const fixedG = applyPreferred(g, one(g, 'one-sided-supersede'));
      assert.match(fixedG['docs/adr/0007-use-postgres.md'], /\*\*Status:\*\* Accepted\n\*\*Supersedes:\*\* \[ADR-0003\]\(0003-use-mysql\.md\)\n/);
      none(fixedG, 'one-sided-supersede');
    });
    it('a conditional supersede on a proposed record is not one-sided', () => {
      none(files(nygard(OLD), nygard({ ...NEW, status: 'Proposed (supersedes ADR-0003 when accepted)' })), 'one-sided-supersede');
    });
    it('two-sided supersede is quiet', () => {
      none(files(nygard({ ...OLD, status: 'Superseded by [ADR-0007](0007-use-postgres.md)' }), nygard({ ...NEW, statusExtra: supersedesOld })), 'one-sided-supersede');
    });
  });

  describe('superseded-without-successor', () => {
    it('flags "Superseded" with no successor', () => {
      const d = one(files(nygard({ ...OLD, status: 'Superseded' })), 'superseded-without-successor');
      assert.match(d.message, /ADR-0003 is marked superseded but names no successor/);
    });
    it('is quiet when the successor is named', () => {
      none(files(nygard({ ...OLD, status: 'Superseded by [ADR-0007](0007-use-postgres.md)' }), nygard({ ...NEW, statusExtra: supersedesOld })), 'superseded-without-successor');
    });
  });

  describe('status-superseded-mismatch', () => {
    it('leaves the "Superseded by" paragraph under the status word as the status, as adr-tools writes it', () => {
      const f = files(nygard({ ...OLD, statusExtra: 'Superseded by [ADR-0007](0007-use-postgres.md)' }), nygard({ ...NEW, statusExtra: supersedesOld }));
      const d = one(f, 'status-superseded-mismatch');
      assert.match(d.message, /status is "Accepted": set the status to Superseded/);
      const fixed = applyPreferred(f, d);
      assert.match(fixed['docs/adr/0003-use-mysql.md'], /## Status\n\nSuperseded by \[ADR-0007\]\(0007-use-postgres\.md\)\n\n## Context/);
      none(fixed, 'status-superseded-mismatch');
    });
    it('is quiet when the status says superseded', () => {
      none(files(nygard({ ...OLD, status: 'Superseded by [ADR-0007](0007-use-postgres.md)' }), nygard({ ...NEW, statusExtra: supersedesOld })), 'status-superseded-mismatch');
    });
  });

  describe('superseded-by-unaccepted', () => {
    it('flags a record superseded by a proposal', () => {
      const f = files(nygard({ ...OLD, status: 'Superseded by [ADR-0007](0007-use-postgres.md)' }), nygard({ ...NEW, status: 'Proposed', statusExtra: supersedesOld }));
      assert.match(one(f, 'superseded-by-unaccepted').message, /ADR-0007 is only proposed/);
    });
    it('is quiet when the successor is accepted', () => {
      none(files(nygard({ ...OLD, status: 'Superseded by [ADR-0007](0007-use-postgres.md)' }), nygard({ ...NEW, statusExtra: supersedesOld })), 'superseded-by-unaccepted');
    });
  });

  describe('supersede-cycle', () => {
    it('reports a two-record loop as an error on both', () => {
      const f = files(
        nygard({ ...OLD, status: 'Superseded by [ADR-0007](0007-use-postgres.md)' }),
        nygard({ ...NEW, status: 'Superseded by [ADR-0003](0003-use-mysql.md)' }),
      );
      const found = only(diagnostics(f), 'supersede-cycle');
      assert.equal(found.length, 2);
      assert.ok(found.every((d) => d.severity === 'error' && d.message.startsWith('Supersede cycle (ADR-0003 → ADR-0007 → ADR-0003)')));
    });
    it('reports a record that supersedes itself', () => {
      const f = files(nygard({ ...OLD, statusExtra: 'Supersedes [ADR-0003](0003-use-mysql.md)' }));
      assert.equal(only(diagnostics(f), 'supersede-cycle').length, 1);
    });
    it('is quiet for a chain', () => {
      none(files(
        nygard({ n: 1, slug: 'a', title: 'A', status: 'Superseded by [ADR-0002](0002-b.md)' }),
        nygard({ n: 2, slug: 'b', title: 'B', status: 'Superseded by [ADR-0003](0003-c.md)', statusExtra: 'Supersedes [ADR-0001](0001-a.md)' }),
        nygard({ n: 3, slug: 'c', title: 'C', statusExtra: 'Supersedes [ADR-0002](0002-b.md)' }),
      ), 'supersede-cycle');
    });
  });

  const chain = [
    nygard({ ...OLD, status: 'Superseded by [ADR-0007](0007-use-postgres.md)' }),
    nygard({ ...NEW, statusExtra: supersedesOld }),
  ];

  describe('depends-on-superseded', () => {
    it('flags an accepted record refining a superseded one and names the current decision', () => {
      const f = files(...chain, nygard({ n: 9, slug: 'tune', title: 'Tune indexes', statusExtra: 'Refines [ADR-0003](0003-use-mysql.md)' }));
      const d = one(f, 'depends-on-superseded');
      assert.equal(d.message, 'ADR-0009 is accepted and refines ADR-0003, which is superseded by ADR-0007: check whether ADR-0009 still holds, and point it at ADR-0007 instead.');
    });
    it('flags an accepted record amending a rejected one', () => {
      const f = files(nygard({ n: 2, slug: 'x', title: 'X', status: 'Rejected' }), nygard({ n: 9, slug: 'y', title: 'Y', statusExtra: 'Amends [ADR-0002](0002-x.md)' }));
      assert.match(one(f, 'depends-on-superseded').message, /^ADR-0009 is accepted and amends ADR-0002, which is rejected: /);
    });
    it('is quiet when the foundation is current', () => {
      none(files(...chain, nygard({ n: 9, slug: 'tune', title: 'Tune indexes', statusExtra: 'Refines [ADR-0007](0007-use-postgres.md)' })), 'depends-on-superseded');
    });
  });

  describe('citing-superseded', () => {
    it('hints in code that cites a superseded decision, and rewrites the citation', () => {
      const f = files(...chain, ['src/db.ts', '// Connection pooling follows ADR-3.\nexport {};\n']);
      const d = one(f, 'citing-superseded');
      assert.equal(d.severity, 'hint');
      assert.deepEqual(d.tags, ['deprecated']);
      assert.match(d.message, /^ADR-0003 is superseded by ADR-0007 \(Use PostgreSQL\): cite ADR-0007 instead/);
      const fixed = applyPreferred(f, d);
      assert.equal(fixed['src/db.ts'], '// Connection pooling follows ADR-7.\nexport {};\n');
      none(fixed, 'citing-superseded');
    });
    it('re-points a Markdown link to the current record', () => {
      const f = files(...chain, ['docs/guide.md', '# Guide\n\nWe store data as [ADR-0003](adr/0003-use-mysql.md) says.\n']);
      const fixed = applyPreferred(f, one(f, 'citing-superseded'));
      assert.match(fixed['docs/guide.md'], /\[ADR-0007\]\(adr\/0007-use-postgres\.md\)/);
    });
    it('hints in a record that builds on a superseded decision in its prose', () => {
      const f = files(...chain, nygard({ n: 9, slug: 'tune', title: 'Tune indexes', sections: '## Context\n\nOur schema follows ADR-0003.\n\n## Decision\n\nD.\n\n## Consequences\n\nE.\n' }));
      const d = one(f, 'citing-superseded');
      assert.equal(d.path, 'docs/adr/0009-tune.md');
      assert.match(applyPreferred(f, d)['docs/adr/0009-tune.md'], /Our schema follows ADR-0007\./);
    });
    it('is quiet for the successor writing about its predecessor', () => {
      none(files(nygard({ ...OLD, status: 'Superseded by [ADR-0007](0007-use-postgres.md)' }), nygard({ ...NEW, statusExtra: supersedesOld, sections: '## Context\n\nADR-0003 chose MySQL.\n\n## Decision\n\nD.\n\n## Consequences\n\nE.\n' })), 'citing-superseded');
    });
    it('is quiet for citations of current decisions', () => {
      none(files(...chain, ['src/db.ts', '// follows ADR-7\n']), 'citing-superseded');
    });
  });
});
