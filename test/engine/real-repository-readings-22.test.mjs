// Readings checked against real repositories in session 22, each in the shape those records take (fixtures written
// for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

describe('an id the page links to one of two same-numbered records (getwyrd/wyrd)', { skip }, () => {
  const adr = (n, title) => `# ADR-${n}: ${title}\n\n- Status: Accepted\n- Date: 2026-06-13\n\n## Context\n\nx\n\n## Decision\n\ny\n`;
  const proposal = (title, body) => `---\ntype: proposal\nstatus: accepted\n---\n# Proposal: ${title}\n\n## Summary\n\n${body}\n`;
  const files = (body) => ({
    'docs/design/adr/0002-spec-first.md': adr('0002', 'Spec first'),
    'docs/design/adr/0003-apache-license.md': adr('0003', 'Apache licence'),
    'docs/design/proposals/accepted/0001-walking-skeleton.md': proposal('Walking skeleton', body),
    'docs/design/proposals/accepted/0002-implementation-arc.md': proposal('Implementation arc', 'The arc.'),
    'docs/design/proposals/accepted/0003-erasure-coding.md': proposal('Erasure coding', 'Codes.'),
    'docs/design/proposals/draft/0004-lifecycle.md': proposal('Lifecycle', 'Later.'),
    'docs/design/proposals/draft/0005-performance.md': proposal('Performance', 'Later.'),
  });
  const cited = (body) =>
    workspace(files(body))
      .engine.decisionsForPath('docs/design/proposals/accepted/0001-walking-skeleton.md')
      .filter((g) => g.match === 'cites')
      .map((g) => g.decision.path)
      .sort();

  it('follows "[ADR-0002][a2]" to the file its label defines, not to the proposal numbered 0002', () => {
    const body = 'The reader is spec-first ([ADR-0002][a2]); licensing per [ADR-0003 Apache][a3].\n\n[a2]: ../../adr/0002-spec-first.md\n[a3]: ../../adr/0003-apache-license.md\n';
    assert.deepEqual(cited(body), ['docs/design/adr/0002-spec-first.md', 'docs/design/adr/0003-apache-license.md']);
  });

  it('reads an unlinked "ADR-0002" as the page\'s own links read it, by reference or inline', () => {
    const byLabel = 'Spec-first ([ADR-0002][a2]). The sixth ADR-0002 metric waits.\n\n[a2]: ../../adr/0002-spec-first.md\n';
    assert.deepEqual(cited(byLabel), ['docs/design/adr/0002-spec-first.md']);
    const inline = 'Spec-first ([ADR-0002](../../adr/0002-spec-first.md)). The sixth ADR-0002 metric waits.\n';
    assert.deepEqual(cited(inline), ['docs/design/adr/0002-spec-first.md']);
  });

  it('keeps the nearest record for an id the page never links, or links to two different files', () => {
    assert.deepEqual(cited('See ADR-0002.\n'), ['docs/design/proposals/accepted/0002-implementation-arc.md']);
    const twoWays = 'See [ADR-0002](../../adr/0002-spec-first.md) and [ADR-0002](0002-implementation-arc.md); ADR-0002 again.\n';
    assert.deepEqual(cited(twoWays), ['docs/design/adr/0002-spec-first.md', 'docs/design/proposals/accepted/0002-implementation-arc.md']);
  });
});

describe('one list of "in part" words for every place a relation may say it', { skip }, () => {
  const rec = (n, head, fields = '') => `${head}# ${n}. Record ${n}\n${fields}\n## Context\n\nx\n`;

  it('reads a YAML comment in another language, and an aside in Dutch or Polish, as a supersede in part', () => {
    const { engine } = workspace({
      'docs/adr/0001-a.md': rec(1, '---\nstatus: accepted\n---\n'),
      'docs/adr/0002-b.md': rec(2, '---\nstatus: accepted\nsupersedes: ADR-0001  # teilweise, nur die API\n---\n'),
      'docs/adr/0003-c.md': rec(3, '', '\n- Status: Accepted\n- Supersedes: ADR-0001 (deels: de opslag)\n'),
      'docs/adr/0004-d.md': rec(4, '', '\n- Status: Accepted\n- Supersedes: ADR-0001 (częściowo)\n'),
    });
    const conditions = ['ADR-0002', 'ADR-0003', 'ADR-0004'].map((id) => engine.record(id).relations.filter((r) => r.kind === 'supersedes').map((r) => r.condition));
    assert.deepEqual(conditions, [['in part'], ['in part'], ['in part']]);
    assert.equal(engine.record('ADR-0001').lifecycle, 'accepted');
  });

  it('still reads a whole supersede when the aside says something else', () => {
    const { engine } = workspace({
      'docs/adr/0001-a.md': rec(1, '', '\n- Status: Superseded by ADR-0002\n'),
      'docs/adr/0002-b.md': rec(2, '---\nstatus: accepted\nsupersedes: ADR-0001  # parceria com o time\n---\n'),
    });
    assert.deepEqual(engine.record('ADR-0002').relations.filter((r) => r.kind === 'supersedes').map((r) => r.condition), [undefined]);
  });
});
