// A loaded workspace keeps what it parsed, not the texts it parsed it from (unless asked to retain them): a cache
// keyed by a slice of a text keeps the whole text alive (V8 represents a slice of 13 characters or more as a view
// into its parent string). Session 37 found the heading cache doing that for ~1,400 of the corpus's 10,000 texts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { engineAvailable, repoRoot } from '../fixtures/rules/harness.mjs';
import { tempDir } from '../temp-dir.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const RECORDS = 150;
/** Each record's text is about this long: its prose, unique per record, is what must not stay in memory. */
const PROSE = 40_000;

function writeWorkspace(records) {
  const root = tempDir('adr-lens-texts-');
  mkdirSync(join(root, 'docs', 'adr'), { recursive: true });
  for (let n = 1; n <= records; n++) {
    const id = String(n).padStart(4, '0');
    // Headings and labels unique to each record (as real collections have), long enough to be slices, not copies.
    const prose = `Record ${n} explains its reasons at length. `.repeat(Math.ceil(PROSE / 40)).slice(0, PROSE);
    const text = [
      `# ${n}. Decision number ${n} about the widget pipeline`,
      '',
      '## Status',
      '',
      'Accepted',
      '',
      `## Context and problem statement for widgets ${n}`,
      '',
      // Sections written as bold labels, as some collections do.
      `**Considered options for widgets ${n}:**`,
      '',
      prose,
      '',
      `## Decision outcome for the widget pipeline ${n}`,
      '',
      'We do it.',
      '',
    ].join('\n');
    writeFileSync(join(root, 'docs', 'adr', `${id}-decision-${n}.md`), text);
  }
  return root;
}

test('a loaded and judged workspace does not keep its records\' texts alive', { skip }, () => {
  const root = writeWorkspace(RECORDS);
  const small = writeWorkspace(3);
  const script = `
    const { createEngine } = require(${JSON.stringify(join(repoRoot, 'dist', 'engine.js'))});
    const run = (root) => { const engine = createEngine({ root, retainTexts: false }); engine.load(); engine.check(); return engine; };
    // A small workspace of the same shape first: the code a load and a check compile is not counted.
    const warm = run(${JSON.stringify(small)});
    gc(); const before = process.memoryUsage().heapUsed;
    const engine = run(${JSON.stringify(root)});
    gc(); gc();
    const kept = process.memoryUsage().heapUsed - before;
    globalThis.keep = [warm, engine];
    process.stdout.write(JSON.stringify({ kept, records: engine.records().length }));
  `;
  const run = spawnSync(process.execPath, ['--expose-gc', '-e', script], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  const { kept, records } = JSON.parse(run.stdout);
  assert.equal(records, RECORDS);
  const texts = RECORDS * PROSE;
  // The parsed records, the engine's tables and the code compiled for this workspace's size take ~1.3 MB; a cache
  // holding half the texts would not pass (the build before the fix kept 6.8 MB).
  assert.ok(kept < texts / 2, `kept ${(kept / 1048576).toFixed(1)} MB after load and check, texts ${(texts / 1048576).toFixed(1)} MB`);
});
