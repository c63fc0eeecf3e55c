// New record names in collections named without numbers (smoke audit 7): a long digitless name must not stall the
// name reader, a number glued to a word is not the record's number, and the collection's id word leads a new name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadedWorkspace, sourceModule } from './engine-helpers.mjs';

const { shapeOf } = sourceModule('engine/features/naming.ts');

test('a long name without a digit is read at once (it took minutes of regex backtracking)', { timeout: 10_000 }, () => {
  const stem = 'adr_' + 'abcdefghij_'.repeat(8).slice(0, -1);
  assert.equal(shapeOf(stem, '.md', undefined, 4).pattern.kind, 'plain');
});

test('"adr_auth0_email_provider" names Auth0, not record 0; "adr001-x" and "ADR-SEC-012-x" are numbered', () => {
  assert.equal(shapeOf('adr_auth0_email_provider', '.md', undefined, 4).pattern.kind, 'plain');
  assert.deepEqual(pick(shapeOf('adr001-use-x', '.md', undefined, 4).pattern), { kind: 'numbered', prefix: 'adr' });
  assert.deepEqual(pick(shapeOf('ADR-SEC-012-use-x', '.md', undefined, 4).pattern), { kind: 'numbered', prefix: 'ADR-SEC-' });
});

const pick = ({ kind, prefix }) => ({ kind, prefix });
const rec = (title) => `# ${title}\n\n* Status: accepted\n* Date: 2024-01-02\n`;

test('a new record in a collection of "adr_<slug>" names is "adr_<slug>" too; another shared word is not copied', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/adr_auth0_email_provider.md': rec('Auth0 email provider'),
    'docs/adr/adr_i18n.md': rec('I18n'),
    'docs/adr/adr_monorepo.md': rec('Monorepo'),
  });
  assert.equal(engine.planNewRecord({ title: 'Use smoke tests', date: '2026-01-02' }).path, 'docs/adr/adr_use_smoke_tests.md');
  const { engine: other } = loadedWorkspace(t, {
    'docs/adr/use-queues.md': rec('Use queues'),
    'docs/adr/use-kafka.md': rec('Use Kafka'),
  });
  assert.equal(other.planNewRecord({ title: 'Move to Redis', date: '2026-01-02' }).path, 'docs/adr/move-to-redis.md');
});
