// Readings of session 40 (helper "left"): file names and id prefixes (fixtures written for these tests, in the shapes
// the records had).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const rulesOf = (engine) => engine.check().map((d) => `${d.rule} ${d.path}`).sort();
const listed = (engine) => engine.records().map((r) => `${r.id} ${r.path}`).sort();

const nygard = (n, title, status = 'Accepted') =>
  `# ${n}. ${title}\n\nDate: 2024-0${n % 9 + 1}-01\n\n## Status\n\n${status}\n\n## Context\n\nWhy it came up.\n\n## Decision\n\nWhat we do.\n\n## Consequences\n\nWhat follows.\n`;

describe('a leftover copy without ".md" beside the record of the same name', { skip }, () => {
  // A shape of adr-tools trees: "doc/adr/0007-use-kafka" (an editor's save, a merge's or a script's leftover) lying
  // beside "doc/adr/0007-use-kafka.md". The record is the file with the extension.
  const files = () => ({
    'doc/adr/0001-record-architecture-decisions.md': nygard(1, 'Record architecture decisions'),
    'doc/adr/0007-use-kafka.md': `${nygard(7, 'Use Kafka')}\nSee ADR-1.\n`,
    'doc/adr/0007-use-kafka': nygard(7, 'Use Kafka', 'Proposed'),
    'doc/adr/0008-keep-events-small.md': nygard(8, 'Keep events small'),
    'doc/adr/0008-keep-events-small.txt': nygard(8, 'Keep events small'),
  });

  it('is no second record: listed once, no duplicate number or title, no extension asked for', () => {
    const { engine } = workspace(files());
    assert.deepEqual(listed(engine), ['ADR-0001 doc/adr/0001-record-architecture-decisions.md', 'ADR-0007 doc/adr/0007-use-kafka.md', 'ADR-0008 doc/adr/0008-keep-events-small.md']);
    assert.deepEqual(rulesOf(engine), []);
    assert.equal(engine.records().find((r) => r.path === 'doc/adr/0007-use-kafka.md').status.value, 'Accepted');
  });

  it('a record that lost its ".md", with no sibling, is still read and reported', () => {
    const f = files();
    delete f['doc/adr/0007-use-kafka.md'];
    const { engine } = workspace(f);
    assert.ok(listed(engine).includes('ADR-0007 doc/adr/0007-use-kafka'));
    assert.deepEqual(rulesOf(engine), ['record-without-extension doc/adr/0007-use-kafka']);
  });

  it('follows the ".md" coming and going on disk', () => {
    const f = files();
    const text = f['doc/adr/0007-use-kafka.md'];
    const { engine, fs } = workspace(f);
    fs.delete('doc/adr/0007-use-kafka.md');
    engine.remove('doc/adr/0007-use-kafka.md');
    assert.ok(listed(engine).includes('ADR-0007 doc/adr/0007-use-kafka'));
    fs.write('doc/adr/0007-use-kafka.md', text);
    engine.update('doc/adr/0007-use-kafka.md');
    assert.deepEqual(listed(engine).filter((l) => l.startsWith('ADR-0007')), ['ADR-0007 doc/adr/0007-use-kafka.md']);
    assert.deepEqual(rulesOf(engine), []);
  });
});
