// The five real records in ../shared/corpus/seeds, judged as a careful reader would: a conditional supersede
// is not a one-sided one, "Date: Retroactive" is not a bad date, free-form records owe no template sections,
// and each missing decision is reported once per record, not once per mention.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { engineAvailable, repoRoot, workspace } from '../fixtures/rules/harness.mjs';

const seedsDir = join(repoRoot, '..', 'shared', 'corpus', 'seeds');
const skip = !engineAvailable ? 'dist/engine.js not built' : !existsSync(seedsDir) ? 'no ../shared/corpus/seeds' : false;

/** Each seed filed under the number its own text gives it, as it would sit in a repository. */
function seedWorkspace() {
  const files = {};
  for (const name of readdirSync(seedsDir).sort()) {
    const text = readFileSync(join(seedsDir, name), 'utf8');
    const m = /ADR[-\s]?(\d+)/i.exec(text.split('\n').slice(0, 3).join(' '));
    files[`docs/adr/${String(Number(m?.[1] ?? 0)).padStart(4, '0')}-${name.replace(/\.txt$/, '')}.md`] = text;
  }
  return files;
}

describe('rules on the seed records', { skip }, () => {
  const files = skip ? {} : seedWorkspace();
  const { engine } = skip ? {} : workspace(files);
  const diagnostics = skip ? [] : engine.check();
  const pathOf = (needle) => Object.keys(files).find((p) => files[p].includes(needle));

  it('judges every seed without a rule failing', () => {
    assert.equal(Object.keys(files).length, 5);
    assert.deepEqual(diagnostics.filter((d) => /could not check/.test(d.message)), []);
  });

  it('a conditional supersede ("when accepted") on a proposed record is not one-sided', () => {
    const path = pathOf('when accepted');
    assert.ok(path);
    assert.deepEqual(diagnostics.filter((d) => d.path === path && /supersede/.test(d.rule)), []);
  });

  it('reports a missing decision once per record, with the other mentions as related locations', () => {
    const path = pathOf('when accepted');
    const unknown = diagnostics.filter((d) => d.path === path && d.rule === 'unknown-reference' && d.message.startsWith('ADR-0019 '));
    assert.equal(unknown.length, 1);
    assert.match(unknown[0].message, /cited \d+ times here/);
    assert.ok(unknown[0].related.length >= 5);
  });

  it('"Retroactive" is a deliberate date, not an invalid one', () => {
    const path = pathOf('Retroactive');
    assert.deepEqual(diagnostics.filter((d) => d.path === path && /date/.test(d.rule)).map((d) => d.message), []);
  });

  it('free-form records owe no template sections and none lacks a status or title', () => {
    const rules = new Set(diagnostics.map((d) => d.rule));
    for (const r of ['missing-sections', 'missing-status', 'missing-title', 'unknown-status', 'number-mismatch', 'duplicate-number']) assert.equal(rules.has(r), false, r);
  });

  it('relative links to sibling records that are not in this workspace are broken links', () => {
    const broken = diagnostics.filter((d) => d.rule === 'broken-link');
    assert.ok(broken.length >= 1);
    assert.ok(broken.every((d) => /which does not exist: correct the path or remove the link/.test(d.message)));
  });
});
