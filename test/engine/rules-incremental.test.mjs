// Incremental judgement must equal a fresh load: after an edit, every document whose diagnostics depend on it is re-judged.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, engineModule } from '../fixtures/rules/harness.mjs';
import { createMemoryFs } from '../fixtures/rules/memory-fs.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built';

function record(title, status, body = '') {
  return `# ${title}\n\nDate: 2026-01-05\n\n## Status\n\n${status}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n${body}`;
}

/** Diagnostics of one path from the incremental engine and from a fresh engine over the same files. */
function compare(fs, engine, path) {
  const fresh = engineModule.createEngine({ root: fs.root, fs });
  fresh.load();
  return { incremental: engine.diagnosticsFor(path), fresh: fresh.diagnosticsFor(path) };
}

describe('incremental judgement', { skip }, () => {
  it('a record whose key moves re-points namesake citations: citers of the changed chain are re-judged', () => {
    // Two collections both number from ADR-0001 (the namesake's number is its title's: its file name has none).
    // docs/adr/0001 is superseded by docs/adr/0002 (a link);
    // docs/decisions/0003 supersedes "ADR-0002", which means its own collection's 0002 while that exists.
    const files = {
      'docs/adr/0001-old.md': record('1. Old', 'Superseded by [ADR-0002](0002-middle.md)'),
      // Middle says it is superseded (naming no successor), so a later record's claim carries the chain on from it.
      'docs/adr/0002-middle.md': record('2. Middle', 'Superseded'),
      'docs/adr/0004-citer.md': record('4. Citer', 'Accepted', '\nWe still follow ADR-0001 here.\n'),
      'docs/decisions/namesake.md': record('2. Namesake', 'Accepted'),
      'docs/decisions/0003-newest.md': record('3. Newest', 'Accepted\n\nSupersedes ADR-0002'),
    };
    const fs = createMemoryFs(files);
    const engine = engineModule.createEngine({ root: fs.root, fs });
    engine.load();
    const citer = 'docs/adr/0004-citer.md';
    const before = engine.diagnosticsFor(citer).find((d) => d.rule === 'citing-superseded');
    assert.match(before?.message ?? '', /ADR-0001 is superseded by ADR-0002 \(Middle\)/);

    // Retitling the namesake to another number leaves docs/adr/0002 the only ADR-0002: docs/decisions/0003 now
    // supersedes it, so the current decision for ADR-0001 becomes ADR-0003.
    const renamed = 'docs/decisions/namesake.md';
    const text = files[renamed].replace('# 2. Namesake', '# ADR-0042: Namesake');
    fs.write(renamed, text);
    const change = engine.update(renamed, text);
    const { incremental, fresh } = compare(fs, engine, citer);
    assert.match(fresh.find((d) => d.rule === 'citing-superseded')?.message ?? '', /ADR-0001 is superseded by ADR-0003 \(Newest\)/);
    assert.deepEqual(incremental, fresh);
    assert.ok(change.diagnosticsChanged.includes(citer), `diagnosticsChanged should name ${citer}: ${change.diagnosticsChanged.join(', ')}`);
  });

  it('dropping a "Supersedes" line re-judges the citers of the record it named', () => {
    const files = {
      'docs/adr/0001-old.md': record('1. Old', 'Superseded'),
      'docs/adr/0002-new.md': record('2. New', 'Accepted\n\nSupersedes [ADR-0001](0001-old.md)'),
      'docs/adr/0003-citer.md': record('3. Citer', 'Accepted', '\nWe still follow ADR-0001 here.\n'),
    };
    const fs = createMemoryFs(files);
    const engine = engineModule.createEngine({ root: fs.root, fs });
    engine.load();
    const citer = 'docs/adr/0003-citer.md';
    assert.match(engine.diagnosticsFor(citer).find((d) => d.rule === 'citing-superseded')?.message ?? '', /superseded by ADR-0002/);
    const edited = 'docs/adr/0002-new.md';
    const text = files[edited].replace('Supersedes [ADR-0001](0001-old.md)', 'Builds on the old approach.');
    fs.write(edited, text);
    engine.update(edited, text);
    const { incremental, fresh } = compare(fs, engine, citer);
    assert.match(fresh.find((d) => d.rule === 'citing-superseded')?.message ?? '', /names no successor/);
    assert.deepEqual(incremental, fresh);
  });
});
