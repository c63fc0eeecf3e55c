// "Which decisions govern this path" knows the walk's folders from memory (a folder query on the 10,000-record corpus
// had stat'ed the disk once per named path: ~10 ms a call); folders the walk leaves out are still asked of the disk.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadedWorkspace } from './engine-helpers.mjs';

const rec = (n, body) => `# ${n}. R${n}\n\nDate: 2024-01-01\n\n## Status\n\nAccepted\n\n## Decision\n\n${body}\n`;
const governing = (engine, path) => engine.decisionsForPath(path).map((g) => `${g.decision.id} ${g.match}`);

test('a folder the walk excludes is still a folder: records naming it govern what lies inside, and asking about it finds them', (t) => {
  const { engine } = loadedWorkspace(t, {
    '.adr-lens.json': JSON.stringify({ exclude: ['generated/**'] }),
    'docs/adr/0001-codegen.md': rec(1, 'Generated clients go to `generated/clients/` and are never edited by hand.'),
    'docs/adr/0002-api.md': rec(2, 'The API lives in `src/api/` and its handlers in `src/api/handlers/orders.ts`.'),
    'generated/clients/orders.ts': 'export const orders = 1;\n',
    'src/api/handlers/orders.ts': 'export const handle = 1;\n',
    'src/api.md': 'A page about the API, not its folder.\n',
  });
  assert.deepEqual(governing(engine, 'generated/clients/orders.ts'), ['ADR-0001 directory']);
  assert.deepEqual(governing(engine, 'generated'), ['ADR-0001 directory'], 'a folder asked about, outside the walk');
  assert.deepEqual(governing(engine, 'src/api/handlers/orders.ts'), ['ADR-0002 exact']);
  assert.deepEqual(governing(engine, 'src/api/handlers'), ['ADR-0002 directory'], 'one answer per record');
  assert.deepEqual(governing(engine, 'src'), ['ADR-0002 directory'], 'a folder of the walk');
  assert.deepEqual(governing(engine, 'src/api.md'), [], 'a file is no folder: nothing named inside it');
  assert.deepEqual(governing(engine, 'src/api.md/x.ts'), [], 'nor a path below a file');
});
