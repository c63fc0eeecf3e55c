// Readings checked against real repositories in session 20, each in the shape those records take (fixtures written
// for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const rules = (files, rule) => workspace(files).engine.check().filter((d) => d.rule === rule);
const record = (files, id) => workspace(files).engine.records().find((r) => r.id === id);

describe('a record written before the decision that replaced the one it cites (windlasstech/slsa-builder)', { skip }, () => {
  const rec = (title, status, day, body) => `# ${title}\n\n* Status: ${status}\n* Date: ${day}\n\n## Context\n\n${body}\n\n## Decision\n\nWhat.\n`;
  const files = {
    'docs/decisions/0020-pin-builder-by-tag.md': rec('Pin the builder by tag', 'Superseded by [ADR 0028](0028-pin-builder-by-sha.md)', '2026-07-01', 'Why.'),
    'docs/decisions/0022-npm-entrypoint.md': rec('Use an npm entry point', 'Accepted', '2026-07-02', 'ADR 0020 decided that builder ids name the tag.'),
    'docs/decisions/0028-pin-builder-by-sha.md': rec('Pin the builder by SHA', 'Accepted', '2026-07-04', 'Supersedes [ADR 0020](0020-pin-builder-by-tag.md).'),
    'docs/decisions/0030-later.md': rec('A later decision', 'Accepted', '2026-07-09', 'We keep ADR 0020 as it was.'),
    'docs/guide.md': '# Guide\n\nBuilders follow ADR 0020.\n',
  };

  it('cites the decision of its time: no finding in the older record, one in the later record and the living page', () => {
    assert.deepEqual(rules(files, 'citing-superseded').map((d) => d.path).sort(), ['docs/decisions/0030-later.md', 'docs/guide.md']);
  });

  it('tells the order by date when the records are in different collections', () => {
    const other = {
      'docs/adr/0001-pin-by-tag.md': rec('Pin by tag', 'Superseded by [ADR-0002](0002-pin-by-sha.md)', '2024-01-01', 'Why.'),
      'docs/adr/0002-pin-by-sha.md': rec('Pin by SHA', 'Accepted', '2024-06-01', 'Supersedes [ADR-0001](0001-pin-by-tag.md).'),
      'services/api/docs/adr/0007-api-builds.md': rec('API builds', 'Accepted', '2024-03-01', 'See [ADR-0001](../../../../docs/adr/0001-pin-by-tag.md).'),
      'services/web/docs/adr/0009-web-builds.md': rec('Web builds', 'Accepted', '2024-09-01', 'See [ADR-0001](../../../../docs/adr/0001-pin-by-tag.md).'),
    };
    assert.deepEqual(rules(other, 'citing-superseded').map((d) => d.path), ['services/web/docs/adr/0009-web-builds.md']);
  });
});

describe('a supersede verb that ends the line before its citation, and "superseded for <scope> by" (fcrozetta/nephos)', { skip }, () => {
  const rec = (title, status, body) => `# ${title}\n\n- Status: ${status}\n- Date: 2026-05-22\n\n${body}\n\n## Context\n\nWhy.\n`;
  const successor = rec('Runtime target', 'accepted', 'This supersedes [K3s mechanics](0001-k3s-mechanics.md) for runtime naming.');
  const relationsOf = (body, status = 'superseded') => {
    const files = { 'docs/adr/0001-k3s-mechanics.md': rec('K3s mechanics', status, body), 'docs/adr/0002-runtime-target.md': successor };
    const { engine } = workspace(files);
    return { relations: engine.records()[0].relations.map((r) => `${r.kind} ${r.targetText} ${r.condition ?? ''}`.trim()), rules: engine.check().map((d) => d.rule) };
  };

  it('reads the scoped supersede wrapped onto the next line as a supersede in part, so the pair agrees', () => {
    const { relations, rules } = relationsOf('Superseded for API 0.0.1 runtime target naming and integration test naming by\n[Runtime target](./0002-runtime-target.md).\nThe retained decision is that tests never manage the cluster.');
    assert.deepEqual(relations, ['superseded-by [Runtime target](./0002-runtime-target.md) in part']);
    assert.ok(!rules.includes('one-sided-supersede'), rules.join());
  });

  it('reads "superseded for <scope> by" on one line as a supersede in part', () => {
    assert.deepEqual(relationsOf('Superseded for runtime naming by [Runtime target](0002-runtime-target.md). The rest stands.').relations, ['superseded-by [Runtime target](0002-runtime-target.md) in part']);
  });

  it('reads a whole supersede wrapped after its verb', () => {
    assert.deepEqual(relationsOf('This decision has been superseded by\n[Runtime target](0002-runtime-target.md).').relations, ['superseded-by [Runtime target](0002-runtime-target.md)']);
  });

  it('reads no relation when the line before negates the verb, names another record as the subject, or ends a paragraph', () => {
    assert.deepEqual(relationsOf('This decision is not superseded by\n[Runtime target](0002-runtime-target.md), whatever it says.', 'accepted').relations, []);
    assert.deepEqual(relationsOf('In the end [ADR-0009](0009-x.md) was replaced by\n[Runtime target](0002-runtime-target.md) as well.', 'accepted').relations, []);
    assert.deepEqual(relationsOf('Our first runtime was replaced by something.\n\n[Runtime target](0002-runtime-target.md) has the details.', 'accepted').relations, []);
    assert.deepEqual(relationsOf('Nothing here was superseded for now by\n[Runtime target](0002-runtime-target.md).', 'accepted').relations, []);
  });
});

describe("missing-sections holds a record to its format's sections only where its collection has them (kimak-irmagi/taidon, 0x63616c/agent-runtime)", { skip }, () => {
  const qa = (n, body = '## Question discussed\n\nWhy.\n\n## Alternatives considered\n\n- A\n\n## Chosen solution\n\nWhat.\n\n## Brief rationale\n\nSo.\n') =>
    `---\nstatus: accepted\ndate: 2026-03-0${n}\n---\n\n# 2026-03-0${n} Decision ${n}\n\n${body}`;
  const madr = (n) => qa(n, '## Context and Problem Statement\n\nWhy.\n\n## Considered Options\n\n- A\n\n## Decision Outcome\n\nWhat.\n');

  it('asks no MADR section of a collection none of whose records has it', () => {
    const files = { 'docs/adr/2026-03-01-a.md': qa(1), 'docs/adr/2026-03-02-b.md': qa(2), 'docs/adr/2026-03-03-c.md': qa(3), 'docs/adr/2026-03-04-d.md': qa(4) };
    const { engine } = workspace(files);
    assert.ok(engine.records().every((r) => r.format === 'madr3'), engine.records().map((r) => r.format).join());
    assert.deepEqual(rules(files, 'missing-sections'), []);
  });

  it('still tells the record that lacks what most of its collection has, and a collection too small to have a habit', () => {
    const files = { 'docs/adr/2026-03-01-a.md': madr(1), 'docs/adr/2026-03-02-b.md': madr(2), 'docs/adr/2026-03-03-c.md': qa(3) };
    assert.deepEqual(rules(files, 'missing-sections').map((d) => d.path), ['docs/adr/2026-03-03-c.md']);
    const two = { 'docs/adr/2026-03-01-a.md': qa(1), 'docs/adr/2026-03-02-b.md': qa(2) };
    assert.equal(rules(two, 'missing-sections').length, 2);
  });

  it("judges the collection again when a record's sections move its habit", async () => {
    const { createMemoryFs } = await import('../fixtures/rules/memory-fs.mjs');
    const { engineModule } = await import('../fixtures/rules/harness.mjs');
    const files = { 'docs/adr/2026-03-01-a.md': madr(1), 'docs/adr/2026-03-02-b.md': qa(2), 'docs/adr/2026-03-03-c.md': qa(3) };
    const fs = createMemoryFs(files);
    const engine = engineModule.createEngine({ root: fs.root, fs });
    engine.load();
    const sectionsOf = (e, path) => e.diagnosticsFor(path).filter((d) => d.rule === 'missing-sections').length;
    assert.equal(sectionsOf(engine, 'docs/adr/2026-03-02-b.md'), 0);
    // Two of three records now have MADR's sections: the third lacks what its collection has.
    const edited = 'docs/adr/2026-03-03-c.md';
    fs.write(edited, madr(3));
    const change = engine.update(edited, madr(3));
    const fresh = engineModule.createEngine({ root: fs.root, fs });
    fresh.load();
    assert.equal(sectionsOf(fresh, 'docs/adr/2026-03-02-b.md'), 1);
    assert.deepEqual(engine.diagnosticsFor('docs/adr/2026-03-02-b.md'), fresh.diagnosticsFor('docs/adr/2026-03-02-b.md'));
    assert.ok(change.diagnosticsChanged.includes('docs/adr/2026-03-02-b.md'), change.diagnosticsChanged.join());
  });
});

describe("adr-tools' status section of a record in the middle of a supersede chain (NERC-CEH/datalab)", { skip }, () => {
  const rec = (n, t, s) => `# ${n}. ${t}\n\nDate: 2020-01-0${n}\n\n## Status\n\n${s}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n`;
  const files = {
    'doc/adr/0001-a.md': rec(1, 'A', 'Superceded by [2. B](0002-b.md)'),
    'doc/adr/0002-b.md': rec(2, 'B', 'Supercedes [1. A](0001-a.md)\n\nSuperceded by [3. C](0003-c.md)'),
    'doc/adr/0003-c.md': rec(3, 'C', 'Accepted\n\nSupercedes [2. B](0002-b.md)\n\nAmended by [4. D](0004-d.md)'),
    'doc/adr/0004-d.md': rec(4, 'D', 'Amends [3. C](0003-c.md)\n\nSuperseded by [5. E](0005-e.md)'),
    'doc/adr/0005-e.md': rec(5, 'E', 'Supersedes [4. D](0004-d.md)'),
  };

  it('reads the status after the link line adr-tools left first, and a link line alone as before', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => `${r.id} ${r.lifecycle}`), ['ADR-0001 superseded', 'ADR-0002 superseded', 'ADR-0003 accepted', 'ADR-0004 superseded', 'ADR-0005 accepted']);
    assert.deepEqual(engine.check().map((d) => d.rule), []);
  });
});

describe('supersede words that are no relation of the record (terrene-foundation/kailash-py, k-world-monitor)', { skip }, () => {
  const rec = (body, status = 'Accepted') => `# ADR-003: Streaming\n\n**Status**: ${status}\n**Date**: 2026-04-07\n\n## Context\n\nWhy.\n\n${body}\n`;
  const relationsOf = (body, status) => {
    const files = { 'docs/adr/ADR-003.md': rec(body, status), 'docs/adr/ADR-007.md': '# ADR-007: Delegate\n\n**Status**: Accepted\n**Date**: 2026-04-09\n\n## Context\n\nWhy.\n' };
    const { engine } = workspace(files);
    return { relations: engine.records()[0].relations.map((r) => `${r.kind} ${r.targetText}`), rules: engine.check().map((d) => d.rule) };
  };

  it('reads "exceeded by" as a status only where a status stands', () => {
    const files = { 'docs/adr/012-permissions.md': '# ADR-012: Permissions\n\n## Status\n**✅ IMPLEMENTED** - Completed 2025-10-25\n\n**Performance**: All NFRs exceeded by 1000-30000x\n\n## Context\n\nWhy.\n' };
    const { engine } = workspace(files);
    assert.deepEqual(engine.records()[0].relations, []);
    assert.deepEqual(engine.check().map((d) => d.rule), []);
    assert.deepEqual(relationsOf('', 'Exceeded by [ADR-007](ADR-007.md)').relations, ['superseded-by [ADR-007](ADR-007.md)']);
  });

  it('reads nothing under a heading of the options weighed', () => {
    assert.deepEqual(relationsOf('## Alternatives considered\n\n### Alternative 2: keep Delegate separate\n\n**Superseded by ADR-007**. Keeping it separate was option C.').relations, []);
    assert.deepEqual(relationsOf('### Reject 된 옵션\n\n- 별도 ADR supersede: ADR-007 의 다른 INV 까지').relations, []);
    assert.deepEqual(relationsOf('## Decision\n\nThis supersedes ADR-007.').relations, ['supersedes ADR-007']);
  });

  it('reads nothing in a supersede only weighed', () => {
    assert.deepEqual(relationsOf('We considered whether to supersede ADR-007 but decided not to.').relations, []);
    assert.deepEqual(relationsOf('A new record would supersede ADR-007 entirely.').relations, []);
  });
});

describe('a supersede of part of a record, however it is written', { skip }, () => {
  const rec = (status, extra = '') => `# A\n\n**Status:** ${status}\n**Date:** 2026-05-22\n${extra}\n## Context\n\nWhy.\n`;
  const successor = '# B\n\n**Status:** Accepted\n**Date:** 2026-06-01\n\n## Context\n\nThis supersedes the host part of [A](0001-a.md).\n';
  const read = (first) => {
    const { engine } = workspace({ 'docs/adr/0001-a.md': first, 'docs/adr/0002-b.md': successor });
    const r = engine.records()[0];
    return [r.lifecycle, ...r.relations.map((x) => `${x.kind} ${x.targetText} ${x.condition ?? ''}`.trim())];
  };

  it('"Superseded in part by" and "Superseded partially by" (marco0560/codira): in force, replaced in part', () => {
    assert.deepEqual(read(rec('Superseded in part by ADR-0002')), ['accepted', 'superseded-by ADR-0002 in part']);
    assert.deepEqual(read(rec('Superseded partially by [B](0002-b.md)')), ['accepted', 'superseded-by [B](0002-b.md) in part']);
  });

  it('"Partially superceded [link]" in a status section (govuk-one-login/life-events-platform)', () => {
    const first = '# 3. A\n\nDate: 2022-01-03\n\n## Status\n\nAccepted - Partially superceded [Use queues](0002-b.md)\n\n## Context\n\nWhy.\n';
    assert.deepEqual(read(first), ['accepted', 'superseded-by [Use queues](0002-b.md) in part']);
  });

  it('a front matter relation whose YAML comment says it is partial (k-world-monitor)', () => {
    const first = '---\nstatus: accepted\ndate: 2026-05-01\nsuperseded_by: ADR-0002  # partial supersede, Q-2 only\n---\n\n# A\n\nWhy.\n';
    assert.deepEqual(read(first), ['accepted', 'superseded-by ADR-0002 in part']);
  });

  it('the status of one decision of several in a record (kimak-irmagi/taidon)', () => {
    const first = rec('Accepted', '\n## Decision Record 1: scope\n\nStatus: Obsolete (superseded by\n[B](0002-b.md))\n\n## Decision Record 2: order\n\nStatus: Accepted\n');
    assert.deepEqual(read(first), ['accepted', 'superseded-by [B](0002-b.md) in part']);
  });
});
