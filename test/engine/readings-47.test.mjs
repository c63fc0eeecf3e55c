// Shapes met in the forty-seventh session's readings of real repositories, in fixtures written for these tests.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

describe('code paths through a file-system router\'s folders', { skip }, () => {
  const files = () => ({
    'docs/adr/0001-use-the-app-router.md':
      '# 1. Use the app router\n\nDate: 2024-01-02\n\n## Status\n\nAccepted\n\n## Context\n\nSign-in lives in `src/app/(auth)/login/page.tsx`, a user in `src/app/users/[id]/page.tsx`,\nthe docs in `src/app/docs/[[...slug]]/page.tsx` and the blog in `src/pages/blog/[...slug].astro`.\n\n## Decision\n\nKeep them there.\n\n## Consequences\n\nNone.\n',
    'src/app/(auth)/login/page.tsx': 'export default function Login() {}\n',
    'src/app/users/[id]/page.tsx': 'export default function User() {}\n',
    'src/app/docs/[[...slug]]/page.tsx': 'export default function Docs() {}\n',
  });

  it('a route group or a dynamic segment is part of the path a record names', () => {
    const { engine } = workspace(files());
    for (const path of ['src/app/(auth)/login/page.tsx', 'src/app/users/[id]/page.tsx', 'src/app/docs/[[...slug]]/page.tsx']) {
      assert.deepEqual(engine.decisionsForPath(path).map((g) => g.decision.id), ['ADR-0001'], path);
    }
  });

  it('such a path that is gone is stale, and only that one', () => {
    const { engine } = workspace(files());
    const stale = engine.check().filter((d) => d.rule === 'stale-code-path').map((d) => d.message.split(' ')[2].replace(/,$/, ''));
    assert.deepEqual(stale, ['src/pages/blog/[...slug].astro']);
  });

  it('brackets and parentheses in prose are still not paths', () => {
    const { engine } = workspace({
      'docs/adr/0001-x.md': '# 1. X\n\nDate: 2024-01-02\n\n## Status\n\nAccepted\n\n## Context\n\nWe (and/or they) read [the docs](https://example.com/a/b.md) and a[0]/b.ts and x(y)/z.ts.\n\n## Decision\n\nx\n\n## Consequences\n\nx\n',
    });
    assert.deepEqual(engine.record('ADR-0001').codePaths.map((c) => c.value), []);
  });
});

describe('a status kept as a history in front matter', { skip }, () => {
  const letterbook = (n, title, history, body = '') =>
    `---\ntitle: ${title}\ncode: adr-${n}\norder: ${n}\nstatusHistory:\n${history.map(([s, d]) => `- status: ${s}\n  date: ${d}`).join('\n')}\n---\n\n# ${title}\n\nWhy.\n\n# Decision\n\nWhat.\n${body}`;
  const files = () => ({
    '_adr/01-guidance.md': letterbook(1, 'Guidance', [['decided', '2023-06-20'], ['revised', '2024-07-26']]),
    '_adr/02-patterns.md': letterbook(2, 'Patterns', [['decided', '2023-07-24'], ['superseded', '2024-02-16']]),
    '_adr/03-errors.md': letterbook(3, 'Error Reporting', [['deferred', '2023-12-30']]).replace('# Error Reporting', '# Subject'),
    '_adr/04-update.md': letterbook(4, 'Architecture Update', [['decided', '2024-02-25']], '\nSee [ADR-02][adr-02] for the patterns.\n\n[adr-02]: ./02-patterns.md\n'),
  });

  it('the last entry is the status, the first entry dates the record and the last one its change', () => {
    const { engine } = workspace(files());
    const got = engine.records().map((r) => [r.id, r.lifecycle, r.status?.value, r.dates.map((d) => `${d.kind} ${d.iso}`).join(', ')]);
    assert.deepEqual(got, [
      ['ADR-01', 'accepted', 'revised', 'date 2023-06-20, updated 2024-07-26'],
      ['ADR-02', 'superseded', 'superseded', 'date 2023-07-24, updated 2024-02-16'],
      ['ADR-03', 'proposed', 'deferred', 'date 2023-12-30'],
      ['ADR-04', 'accepted', 'decided', 'date 2024-02-25'],
    ]);
  });

  it('the status and the days point at where the entries write them', () => {
    const { engine } = workspace(files());
    const r = engine.record('ADR-02');
    assert.deepEqual([r.status.range.start.line, r.status.range.start.character], [7, 10]);
    assert.deepEqual(r.dates.map((d) => [d.range.start.line, d.range.start.character]), [[6, 8], [8, 8]]);
  });

  it('a heading "Subject" under a front matter title is a section, not the title', () => {
    const { engine } = workspace(files());
    assert.equal(engine.record('ADR-03').title.value, 'Error Reporting');
  });

  it('"[ADR-02][adr-02]" cites ADR-02 once on its line; the label alone still cites', () => {
    const { engine } = workspace(files());
    const onLine = engine.check().filter((d) => d.rule === 'citing-superseded' && d.path === '_adr/04-update.md').map((d) => d.range.start.line);
    assert.equal(onLine.filter((l) => l === 17).length, 1);
    const { engine: e2 } = workspace({ ...files(), '_adr/04-update.md': letterbook(4, 'Update', [['decided', '2024-02-25']], '\nSee [the patterns][ADR-02].\n\n[ADR-02]: ./02-patterns.md\n') });
    assert.ok(e2.check().some((d) => d.rule === 'citing-superseded' && d.range.start.line === 17));
  });
});
