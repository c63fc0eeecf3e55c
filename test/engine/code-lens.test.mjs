// CodeLens at the top of a code file: one "Governed by" lens per decision while they fit a line, one lens listing
// them beyond that (a Go file of a real repository had five lenses running past 1,000 pixels).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadedWorkspace } from './engine-helpers.mjs';

const rec = (n, title) => `# ${n}. ${title}\n\nDate: 2024-01-01\n\n## Status\n\nAccepted\n`;

test('up to three governing decisions get a lens each; more get one lens that lists them all', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-a.md': rec(1, 'A'),
    'docs/adr/0002-b.md': rec(2, 'B'),
    'docs/adr/0003-c.md': rec(3, 'C'),
    'docs/adr/0004-d.md': rec(4, 'D'),
    'src/few.go': '// Follows ADR-0001 and ADR-0002.\npackage few\n',
    'src/many.go': '// Follows ADR-0001, ADR-0002, ADR-0003 and ADR-0004.\npackage many\n',
  });
  assert.deepEqual(engine.codeLenses('src/few.go').map((l) => l.title), ['Governed by ADR-0001 (accepted)', 'Governed by ADR-0002 (accepted)']);
  const many = engine.codeLenses('src/many.go');
  assert.equal(many.length, 1);
  assert.match(many[0].title, /^Governed by 4 decisions: ADR-000\d, ADR-000\d and 2 more$/);
  assert.equal(many[0].command.kind, 'showLocations');
  assert.deepEqual(many[0].command.locations.map((l) => l.path).sort(), ['docs/adr/0001-a.md', 'docs/adr/0002-b.md', 'docs/adr/0003-c.md', 'docs/adr/0004-d.md']);
  assert.ok(many[0].command.locations.every((l) => l.range.start.line === 0));
});

test('a file citing a number several records of a collection share: the lens says so and lists them; a link to one is one', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0057-box.md': rec(57, 'Box schema versioning'),
    'docs/adr/0057-span.md': rec(57, 'Span-based performance'),
    'src/Box.cs': '// per ADR 0057 §A.1\nclass Box {}\n',
    'docs/span-notes.md': 'See [ADR 0057](adr/0057-span.md).\n',
  });
  const [box] = engine.codeLenses('src/Box.cs');
  assert.equal(box.title, 'Governed by ADR-0057? 2 records share that number');
  assert.equal(box.command.kind, 'showLocations');
  assert.deepEqual(box.command.locations.map((l) => l.path).sort(), ['docs/adr/0057-box.md', 'docs/adr/0057-span.md']);
  assert.deepEqual(engine.codeLenses('docs/span-notes.md').map((l) => l.title), ['Governed by ADR-0057 (accepted)']);
});
