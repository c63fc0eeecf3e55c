// Self-check of the benchmark corpus generator: `node --test bench/`.
// Same N → same bytes; every format present; defects planted at about 2%.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { ensureCorpus } from './generate-corpus.mjs';

function digest(dir) {
  const hash = createHash('sha256');
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else hash.update(`${p.slice(dir.length)}\0`).update(readFileSync(p));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

test('the corpus is reproducible and mixes every format', () => {
  const first = ensureCorpus(500, { force: true });
  const a = digest(first.dir);
  const second = ensureCorpus(500, { force: true });
  assert.equal(digest(second.dir), a, 'two generations of the same size differ');
  assert.equal(ensureCorpus(500).generated, false, 'an up-to-date corpus was regenerated');

  const { stamp, dir } = second;
  assert.deepEqual(stamp.collections.map((c) => c.format).sort(), ['freeform', 'log4brains', 'madr2', 'madr3', 'nygard']);
  assert.equal(stamp.collections.reduce((n, c) => n + c.records, 0), 500);
  const defects = Object.values(stamp.defects).reduce((a, b) => a + b, 0);
  assert.ok(defects >= 3 && defects <= 25, `expected about 2% defects, got ${defects}`);

  const nygard = readdirSync(join(dir, 'doc/architecture/decisions')).sort();
  assert.match(readFileSync(join(dir, 'doc/architecture/decisions', nygard[0]), 'utf8'), /^# 1\. Record architecture decisions\n/);
  const madr3 = readFileSync(join(dir, 'docs/decisions', readdirSync(join(dir, 'docs/decisions'))[0]), 'utf8');
  assert.match(madr3, /^---\nstatus: /);
  const sizes = nygard.map((f) => statSync(join(dir, 'doc/architecture/decisions', f)).size);
  assert.ok(Math.min(...sizes) >= 900 && Math.max(...sizes) <= 12000, `record sizes out of range: ${Math.min(...sizes)}–${Math.max(...sizes)}`);
  rmSync(dir, { recursive: true, force: true });
});
