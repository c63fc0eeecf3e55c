// The decision graph as agents and the CLI get it: node ids that name each record unambiguously (and that `show`
// and get_decision accept), a neighbourhood, the linked part only, and Mermaid labels that render as written.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadedWorkspace, sourceModule } from './engine-helpers.mjs';

const rec = (title, status = 'Accepted', extra = '') => `# ${title}\n\nDate: 2024-01-01\n\n## Status\n\n${status}\n${extra}`;

test('a number shared within a collection: each namesake goes by its path, across collections by collection/id; every node id resolves', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0037-roslyn.md': rec('37. Roslyn analyzers'),
    'docs/adr/0037-aws-cleanup.md': rec('37. AWS test resource cleanup'),
    'docs/adr/0038-x.md': rec('38. X', 'Accepted', '\nSupersedes [37. AWS](0037-aws-cleanup.md)\n'),
    'services/billing/docs/adr/0037-ledger.md': rec('37. Ledger'),
  });
  const nodes = engine.graph().nodes;
  assert.deepEqual(nodes.map((n) => n.id).sort(), ['ADR-0037', 'ADR-0038', 'docs/adr/0037-roslyn.md', 'services/billing/docs/adr/ADR-0037'].sort());
  for (const n of nodes) assert.equal(engine.record(n.id)?.path, n.path, n.id);
});

test('around a decision, and the linked decisions only', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-a.md': rec('1. A', 'Superseded by [2. B](0002-b.md)'),
    'docs/adr/0002-b.md': rec('2. B', 'Accepted', '\nSupersedes [1. A](0001-a.md)\n\nAmended by [3. C](0003-c.md)\n'),
    'docs/adr/0003-c.md': rec('3. C', 'Accepted', '\nAmends [2. B](0002-b.md)\n'),
    'docs/adr/0004-d.md': rec('4. D'),
  });
  const ids = (g) => g.nodes.map((n) => n.id).sort();
  assert.deepEqual(ids(engine.graph()), ['ADR-0001', 'ADR-0002', 'ADR-0003', 'ADR-0004']);
  assert.deepEqual(ids(engine.graph({ connectedOnly: true })), ['ADR-0001', 'ADR-0002', 'ADR-0003']);
  assert.deepEqual(ids(engine.graph({ around: 'ADR-0001', depth: 1 })), ['ADR-0001', 'ADR-0002']);
  assert.deepEqual(ids(engine.graph({ around: 'docs/adr/0001-a.md', depth: 2 })), ['ADR-0001', 'ADR-0002', 'ADR-0003']);
  assert.deepEqual(engine.graph({ around: 'ADR-0099' }), { nodes: [], edges: [] });
});

test('Mermaid labels keep what titles say: <T>, quotes, pipes and backticks are entities, not markup', () => {
  const { toMermaid } = sourceModule('engine/features/graph-render.ts');
  const text = toMermaid({ nodes: [{ id: 'ADR-0066', title: 'Opaque `Lease<T>` "x" | y', lifecycle: 'accepted', path: 'a.md', collection: '' }], edges: [] });
  assert.match(text, /n0\["ADR-0066: Opaque #96;Lease#lt;T#gt;#96; #quot;x#quot; #124; y \[accepted\]"\]/);
});

test('Mermaid labels: a title\'s own "#" is written as its code, so "#123;" or "#quot;" in a title stays as written', () => {
  const { toMermaid } = sourceModule('engine/features/graph-render.ts');
  const text = toMermaid({ nodes: [{ id: 'ADR-0001', title: 'Hotfix for #123; keep #quot;x#quot; "y"', lifecycle: 'accepted', path: 'a.md', collection: '' }], edges: [] });
  assert.match(text, /n0\["ADR-0001: Hotfix for #35;123; keep #35;quot;x#35;quot; #quot;y#quot; \[accepted\]"\]/);
});
