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
