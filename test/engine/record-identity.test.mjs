// A record's number: the file name's when tools named the file ("0033-ip-ranges.md", "adr-007-x.md"), else the
// title's. Titles get copied from the record before; other records cite the file's number.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { engineModule, writeWorkspace } from './engine-helpers.mjs';

const body = (title) => `# ${title}\n\nDate: 2026-01-01\n\n## Status\n\nAccepted\n\n## Context\n\nC.\n\n## Decision\n\nD.\n\n## Consequences\n\nE.\n`;

test('a tool-named file gives the number; a title copied from another record does not', (t) => {
  const root = writeWorkspace(
    {
      'docs/adr/0003-networking-outline.md': body('3. Networking outline'),
      'docs/adr/0033-ip-ranges.md': body('3. Networking outline'),
      'docs/adr/0034-cites.md': body('34. Cites').replace('C.', 'Follows ADR-0033 and ADR-0003.'),
      'docs/adr/notes.md': body('4. Notes without a numbered file name'),
      'docs/adr/000_a6d0.md': body('ADR-0085 — A stored copy named by hash'),
    },
    'adr-lens-identity-',
  );
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const engine = engineModule.createEngine({ root });
  engine.load();
  const ids = Object.fromEntries(engine.records().map((r) => [r.path.replace('docs/adr/', ''), r.id]));
  assert.deepEqual(ids, {
    '0003-networking-outline.md': 'ADR-0003',
    '0033-ip-ranges.md': 'ADR-0033',
    '0034-cites.md': 'ADR-0034',
    'notes.md': 'ADR-0004',
    '000_a6d0.md': 'ADR-0085',
  });
  const found = engine.check().map((d) => `${d.rule} ${d.path.replace('docs/adr/', '')}`);
  assert.ok(found.includes('number-mismatch 0033-ip-ranges.md'), found.join(' | '));
  assert.ok(!found.some((f) => f.startsWith('duplicate-number') || f.startsWith('unknown-reference')), found.join(' | '));
});
