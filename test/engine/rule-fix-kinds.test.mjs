// The rules table's "Fix" column (RuleDefinition.fix) says which rules `check --fix` acts on. It must agree with the
// fixes the rules actually return: a mechanical fix only from a rule declared "mechanical", any fix only from a rule
// that declares one, and every declared rule seen fixing something on these workspaces.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { engineModule, repoRoot } from './engine-helpers.mjs';
import { tempDir } from '../temp-dir.mjs';

const nygard = (n, title, status, body = 'Why.') =>
  `# ${n}. ${title}\n\nDate: 2025-01-0${n}\n\n## Status\n\n${status}\n\n## Context\n\n${body}\n\n## Decision\n\nWe will.\n\n## Consequences\n\nSome.\n`;

/** One workspace with a finding of every rule that offers a fix. */
function everyFix() {
  const root = tempDir('adr-lens-fix-kinds-');
  const files = {
    'docs/adr/0001-kafka.md': nygard(1, 'Kafka', 'Accepted\n\nSupersedes [ADR-0002](0002-rabbit.md)'),
    'docs/adr/0002-rabbit.md': nygard(2, 'Rabbit', 'Accepted'),
    'docs/adr/0003-typo.md': nygard(3, 'Typo', 'Acepted'),
    'docs/adr/0004-number.md': nygard(9, 'Number', 'Accepted'),
    'docs/adr/0005-nospace.md': nygard(5, 'x', 'Accepted').replace('# 5. x', '#5. No space'),
    'docs/adr/0006-nostatus.md': '# 6. No status\n\nDate: 2025-01-06\n\n## Context\n\nC.\n\n## Decision\n\nD.\n\n## Consequences\n\nE.\n',
    'docs/adr/0007-short.md': '# 7. Short\n\nDate: 2025-01-07\n\n## Status\n\nAccepted\n\n## Context\n\nC.\n',
    'docs/adr/0008-mismatch.md': nygard(8, 'Mismatch', 'Accepted\n\nSuperseded by [ADR-0001](0001-kafka.md)'),
    'docs/adr/0010-links.md': nygard(10, 'Links', 'Accepted', 'See [the typo record](0003-tipo.md).'),
    'docs/adr/0011-moved.md': nygard(11, 'Moved', 'Accepted', 'The helpers live in `src/util/strings.ts`.'),
    'src/core/util/strings.ts': 'export {};\n',
    'src/a.ts': '// As decided in ADR-0008.\nexport {};\n',
    'docs/adr/README.md': '# Decisions\n\n- [ADR-0002](0001-kafka.md) Kafka\n',
    'docs/adr/0012-queues.md': nygard(12, 'Queues', 'Accepted'),
    'docs/adr/0012-streams.md': nygard(12, 'Streams', 'Accepted'),
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

test('each rule declares the kind of fix it gives, and gives no other', () => {
  const declared = new Map(engineModule.ruleDefinitions.map((r) => [r.name, r.fix]));
  const seen = new Map();
  for (const root of [everyFix(), join(repoRoot, 'examples'), join(repoRoot, 'test/fixtures/workspaces/basic')]) {
    const engine = engineModule.createEngine({ root });
    engine.load();
    for (const d of engine.check()) {
      // What the editor offers: the finding's own fixes, and those worked out when asked (a renumbering).
      const fixes = engine.codeActions(d.path, d.range).filter((a) => a.rule === d.rule && a.diagnostic?.message === d.message);
      if (!fixes.length) continue;
      const kind = fixes.some((f) => f.mechanical) ? 'mechanical' : 'quick fix';
      assert.ok(declared.get(d.rule), `${d.rule} offers a fix but declares none (${d.path})`);
      if (kind === 'mechanical') assert.equal(declared.get(d.rule), 'mechanical', `${d.rule} gives a mechanical fix but declares "${declared.get(d.rule)}"`);
      if (seen.get(d.rule) !== 'mechanical') seen.set(d.rule, kind);
    }
  }
  for (const [rule, kind] of declared) {
    if (!kind) continue;
    assert.equal(seen.get(rule), kind, `${rule} declares "${kind}" but these workspaces saw ${seen.get(rule) ?? 'no fix'} from it`);
  }
});
