// Collections found by their files' names: a folder (the workspace root included) whose Markdown files are named
// by decision id ("adr-007-x.md", "ADR-0012-y.md") holds decisions whatever the folder is called.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadedWorkspace } from './engine-helpers.mjs';

test('files named by decision id make a collection of any folder, the workspace root included', (t) => {
  const { engine: atRoot } = loadedWorkspace(t, {
    'adr-001-use-adrs.md': '# Use ADRs\n\n## Status\n\nAccepted\n\nSee [ADR-002](adr-002-config.md).\n',
    'adr-002-config.md': '# Configuration\n\n## Status\n\nProposed\n',
    'README.md': '# The decisions of this project\n',
    'docs/guide.md': '# A guide, not a record\n\nIt follows ADR-001.\n',
  });
  const { engine: inFolder } = loadedWorkspace(t, {
    'architecture/ADR-0001-first.md': '# ADR-0001: First\n\nStatus: Accepted\n',
    'architecture/ADR-0002-second.md': '# ADR-0002: Second\n\nStatus: Accepted\n',
    'architecture/overview.md': '# Overview\n',
  });
  assert.deepEqual(atRoot.records().map((r) => r.path), ['adr-001-use-adrs.md', 'adr-002-config.md']);
  assert.equal(atRoot.classify('docs/guide.md'), 'citing');
  assert.deepEqual(atRoot.check().filter((d) => d.severity !== 'info').map((d) => `${d.rule} ${d.path}`), []);
  assert.deepEqual(inFolder.collections().map((c) => c.dir), ['architecture']);
  // "overview.md" beside them is a page about the collection, as "intro.md" is (session 15), not a record.
  assert.deepEqual(inFolder.records().map((r) => r.id), ['ADR-0001', 'ADR-0002']);
});

test('a second file named by id, written after the load, makes its folder a collection', (t) => {
  const { root, engine } = loadedWorkspace(t, {
    'notes/adr-001-first.md': '# First\n\n## Status\n\nAccepted\n',
    'notes/readme-ish.md': 'Mentions adr-001.\n',
  });
  assert.deepEqual(engine.collections(), []);
  writeFileSync(join(root, 'notes/adr-002-second.md'), '# Second\n\n## Status\n\nProposed\n');
  const change = engine.update('notes/adr-002-second.md');
  assert.equal(change.recordsChanged, true);
  assert.deepEqual(engine.collections().map((c) => c.dir), ['notes']);
  assert.deepEqual(engine.records().map((r) => r.id).sort(), ['ADR-001', 'ADR-002', 'readme-ish']);
});
