// Readings checked against real repositories in session 17, each in the shape those records take (fixtures written
// for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { diagnostics, engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

describe("old ids of a renumbered collection count as citations of the records they stand for (KimYeonWook511/commerce-backend)", { skip }, () => {
  const record = (title, status, more = '') => `# ${title}\n\nDate: 2026-04-22\n\n## Status\n\n${status}${more}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n`;
  const files = {
    'docs/adr/README.md': '# Legacy ADR mapping\n\n| Old id | File |\n| --- | --- |\n| ADR-001 | [20260422-jwt-auth.md](20260422-jwt-auth.md) |\n| ADR-002 | [20260422-idempotency-key.md](20260422-idempotency-key.md) |\n',
    'docs/adr/20260422-jwt-auth.md': record('Keep JWT and Redis for auth', 'Superseded', '\n\nSuperseded by [sessions](20260501-sessions.md)'),
    'docs/adr/20260501-sessions.md': record('Server-side sessions', 'Accepted', '\n\nSupersedes [JWT](20260422-jwt-auth.md)'),
    'docs/adr/20260422-idempotency-key.md': record('Idempotency keys for orders', 'Accepted'),
    'docs/tasks/payments/notes.md': 'Payments follow ADR-002.\n\nLogin still follows ADR-001.\n',
    'src/auth.ts': '// Tokens as in ADR-001.\nexport const ttl = 900;\n',
  };

  it('finds the places that cite a record by its old id', () => {
    const { engine } = workspace(files);
    const refs = engine.references('docs/adr/20260422-idempotency-key.md', { line: 0, character: 3 }, false).map((l) => `${l.path}:${l.range.start.line}`);
    assert.ok(refs.includes('docs/tasks/payments/notes.md:0'), JSON.stringify(refs));
    const lens = engine.codeLenses('docs/adr/20260422-jwt-auth.md').map((l) => l.title).join(' | ');
    // The successor, the index page, the task notes and the code comment.
    assert.match(lens, /cited by 4\b/);
  });

  it('says that a citation by old id names a superseded decision', () => {
    const found = diagnostics(files, 'citing-superseded').map((d) => `${d.path}:${d.range.start.line}`);
    assert.deepEqual(found.sort(), ['docs/tasks/payments/notes.md:2', 'src/auth.ts:0']);
  });

  it('re-judges those citations when the record they stand for becomes superseded', () => {
    const { engine, fs } = workspace({ ...files, 'docs/adr/20260422-jwt-auth.md': record('Keep JWT and Redis for auth', 'Accepted') });
    assert.deepEqual(engine.check().filter((d) => d.rule === 'citing-superseded'), []);
    const text = record('Keep JWT and Redis for auth', 'Superseded', '\n\nSuperseded by [sessions](20260501-sessions.md)');
    fs.write?.('docs/adr/20260422-jwt-auth.md', text);
    const changed = engine.update('docs/adr/20260422-jwt-auth.md', text);
    assert.ok(changed.diagnosticsChanged.includes('src/auth.ts'), JSON.stringify(changed));
    assert.deepEqual(engine.diagnosticsFor('src/auth.ts').map((d) => d.rule), ['citing-superseded']);
  });
});

describe("a task's own decisions, written inline, beside a renumbered collection (KimYeonWook511/commerce-backend's docs/tasks)", { skip }, () => {
  const record = (title) => `# ${title}\n\nDate: 2026-04-22\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n`;
  const files = {
    'docs/adr/README.md': '# Legacy ADR mapping\n\n| Old id | File |\n| --- | --- |\n| ADR-001 | [20260422-jwt-auth.md](20260422-jwt-auth.md) |\n| ADR-002 | [20260422-idempotency-key.md](20260422-idempotency-key.md) |\n| ADR-003 | [20260423-stock-lock.md](20260423-stock-lock.md) |\n',
    'docs/adr/20260422-jwt-auth.md': record('Keep JWT and Redis for auth'),
    'docs/adr/20260422-idempotency-key.md': record('Idempotency keys for orders'),
    'docs/adr/20260423-stock-lock.md': record('Pessimistic lock for stock'),
    'docs/tasks/auth-timing/adr.md':
      '# Task decisions\n\n## ADR-1: Strict failure when Redis is down\n\n### Context\n\nRedis may fail.\n\n### Decision\n\nFail.\n\n' +
      '## ADR-2: `Propagation.NOT_SUPPORTED` for sign-up\n\n### Context\n\nLong transactions.\n\n### Decision\n\nSplit them.\n\nAs ADR-1 says, and unlike ADR-003.\n',
    'docs/tasks/auth-timing/phases/0-impl/step5.md': '# Step 5\n\n- ADR-1: strict failure\n- ADR-2: split transactions\n',
    'docs/tasks/cart/prd.md': 'Orders follow ADR-002.\n',
  };

  it("reads the task's ids as its own, also in the task's plans below it, and old ids elsewhere by the table", () => {
    const { engine } = workspace(files);
    const at = (path, line, character) => [engine.definition(path, { line, character })].flat()[0];
    assert.equal(at('docs/tasks/auth-timing/phases/0-impl/step5.md', 3, 4), undefined);
    assert.equal(at('docs/tasks/cart/prd.md', 0, 16)?.path, 'docs/adr/20260422-idempotency-key.md');
    assert.equal(at('docs/tasks/auth-timing/adr.md', 22, 30)?.path, 'docs/adr/20260423-stock-lock.md');
    assert.deepEqual(diagnostics(files, 'unknown-reference').map((d) => `${d.path}: ${d.message}`), []);
  });

  it('reports an id the task does not define and no record has', () => {
    const found = diagnostics({ ...files, 'docs/tasks/auth-timing/retro-notes.md': 'See ADR-7.\n' }, 'unknown-reference');
    assert.deepEqual(found.map((d) => d.path), ['docs/tasks/auth-timing/retro-notes.md']);
  });
});

describe('citations that know the decision is retired, and retrospectives (KimYeonWook511/commerce-backend)', { skip }, () => {
  const record = (n, title, status, more = '') => `# ${n}. ${title}\n\nDate: 2026-05-20\n\n## Status\n\n${status}${more}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n`;
  const files = {
    'docs/adr/0014-completion-guard.md': record(14, 'Completion guard before a refund', 'Superseded by [ADR-0033](0033-unconditional-cancel.md)'),
    'docs/adr/0033-unconditional-cancel.md': record(33, 'Cancel unconditionally', 'Accepted', '\n\nSupersedes [ADR-0014](0014-completion-guard.md)'),
    // "ADR-0014's completion guard policy is discarded", in Korean.
    'docs/tasks/guard-removal/notes.md': '- ADR-0014의 완료 가드 정책은 폐기되고, 멱등성은 상태 가드에 의존한다.\n',
    'docs/tasks/guard-removal/retrospective.md': '- We kept ADR-0014 until the redesign.\n',
    'docs/tasks/guard-removal/plan.md': '- Keep the guard of ADR-0014.\n',
  };

  it('reports only the plan that still leans on it', () => {
    assert.deepEqual(diagnostics(files, 'citing-superseded').map((d) => d.path), ['docs/tasks/guard-removal/plan.md']);
  });
});
