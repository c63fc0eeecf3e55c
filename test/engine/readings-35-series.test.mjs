// Readings of series of records in systems and developer-tool repositories, checked in session 35 (fixtures written for
// these tests, in the shapes those records take).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

describe('a reference document series naming its successor by number (tock)', { skip }, () => {
  const trd = (n, title, status, extra = '') => `${title}\n${'='.repeat(title.length)}\n\n**TRD:** ${n} <br/>\n**Status:** ${status} <br/>\n${extra}**Author:** A. Writer <br/>\n\nAbstract\n--------\n\nHow ${title.toLowerCase()} work.\n`;
  const files = {
    'doc/reference/trd1-process.md': trd(1, 'Document Process', 'Final'),
    'doc/reference/trd7-timers.md': trd(7, 'Timer Interface', 'Obsolete', '**Obsoleted By:** 9 <br/>\n'),
    'doc/reference/trd9-timers.md': trd(9, 'Timer Interface Again', 'Final', '**Obsoletes:** 7 <br/>\n'),
    'doc/reference/trd11-sensors.md': trd(11, 'Sensor Interface', 'Draft', '**Obsoleted By:** xxx <br/>\n'),
  };
  it('"Obsoleted By: 9" names the record that replaces it', () => {
    const { engine } = workspace(files);
    const r = engine.records().find((x) => x.path === 'doc/reference/trd7-timers.md');
    assert.ok(r, engine.records().map((x) => x.path).join());
    assert.deepEqual(r.relations.filter((x) => x.kind === 'superseded-by').map((x) => x.targetKey), ['trd-9']);
  });
  it('"Obsoletes: 7" names the record it replaces, and a placeholder names none', () => {
    const { engine } = workspace(files);
    const r9 = engine.records().find((x) => x.path === 'doc/reference/trd9-timers.md');
    assert.deepEqual(r9.relations.filter((x) => x.kind === 'supersedes').map((x) => x.targetKey), ['trd-7']);
    const r11 = engine.records().find((x) => x.path === 'doc/reference/trd11-sensors.md');
    assert.deepEqual(r11.relations.filter((x) => x.kind === 'superseded-by'), []);
  });
});
