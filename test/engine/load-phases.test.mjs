// load(signal, { afterRecords }) lets a front publish the open records' diagnostics once every record is read,
// before the documents citing them are: those must already be final, and nothing may differ afterwards.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { basicRoot, engineModule, repoRoot } from './engine-helpers.mjs';

for (const [name, root] of [['basic fixture', basicRoot], ['examples', join(repoRoot, 'examples')]]) {
  test(`${name}: records' diagnostics given during the load are the final ones, and the load ends the same`, () => {
    const reference = engineModule.createEngine({ root });
    reference.load();
    const expected = reference.check();
    const records = reference.records().map((r) => r.path);
    const citing = [...new Set(expected.map((d) => d.path))].filter((p) => !records.includes(p));
    assert.ok(citing.length > 0, 'the fixture has findings on citing documents');

    const phased = engineModule.createEngine({ root });
    const early = new Map();
    let citingSeen;
    phased.load(undefined, {
      afterRecords() {
        for (const path of records) early.set(path, phased.diagnosticsFor(path));
        citingSeen = phased.diagnosticsFor(citing[0]);
      },
    });
    for (const path of records) assert.deepEqual(early.get(path), expected.filter((d) => d.path === path), path);
    // A citing document asked about mid-load is judged again once it is read.
    assert.deepEqual(citingSeen, []);
    assert.deepEqual(phased.diagnosticsFor(citing[0]), expected.filter((d) => d.path === citing[0]));
    assert.deepEqual(phased.check(), expected);
  });
}
