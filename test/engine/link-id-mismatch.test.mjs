// link-id-mismatch (ADR028): a link whose text names one decision and whose target is another record.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyFix, engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';
const rec = (n, title) => `# ${n}. ${title}\n\nDate: 2025-01-01\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;
const records = { 'adr/0003-dev-environments.md': rec(3, 'Dev environments'), 'adr/0005-ci.md': rec(5, 'CI') };
const found = (files) => workspace(files).engine.check().filter((d) => d.rule === 'link-id-mismatch');

describe('link-id-mismatch', { skip }, () => {
  it('reports an index link whose text names ADR-0003 and whose target is ADR-0005, with both fixes', () => {
    const files = { ...records, 'adr/README.md': '# Decisions\n\n- [ADR-0003](0005-ci.md) Dev environments\n- [ADR-0005](./0005-ci.md) CI\n' };
    const d = found(files);
    assert.deepEqual(d.map((x) => [x.path, x.range.start.line, x.message]), [['adr/README.md', 2, "The link's text says ADR-0003, but it points to ADR-0005 (0005-ci.md): point it at ADR-0003 (0003-dev-environments.md), or change its text to ADR-0005."]]);
    assert.deepEqual(d[0].fixes.map((f) => f.title), ['Point the link at ADR-0003', 'Change the text to ADR-0005']);
    assert.equal(applyFix(files, d[0].fixes[0])['adr/README.md'], '# Decisions\n\n- [ADR-0003](0003-dev-environments.md) Dev environments\n- [ADR-0005](./0005-ci.md) CI\n');
    assert.equal(applyFix(files, d[0].fixes[1])['adr/README.md'], '# Decisions\n\n- [ADR-0005](0005-ci.md) Dev environments\n- [ADR-0005](./0005-ci.md) CI\n');
    for (const fix of d[0].fixes) assert.deepEqual(found(applyFix(files, fix)), []);
  });

  it('judges records and code comments too; a number no record has is offered the text fix only', () => {
    const files = { ...records, 'adr/0006-x.md': rec(6, 'X') + '\nSee [ADR 2003](./0003-dev-environments.md).\n', 'src/app.ts': '// Why: [ADR-0005](../adr/0003-dev-environments.md)\n' };
    const d = found(files);
    assert.deepEqual(d.map((x) => [x.path, x.fixes.map((f) => f.title)]), [['adr/0006-x.md', ['Change the text to ADR 0003']], ['src/app.ts', ['Point the link at ADR-0005', 'Change the text to ADR-0003']]]);
  });

  it('leaves links whose text names two ids, another series, a page or a missing file, and links that agree', () => {
    const files = {
      ...records,
      'adr/README.md': [
        '- [ADR-3, replaced by ADR-5](0005-ci.md)',
        '- [RFC-12](0005-ci.md)',
        '- [ADR-0003: Dev environments](0003-dev-environments.md)',
        '- [ADR-0007](../docs/guide.md)',
        '- [ADR-0008](0008-missing.md)',
        '- [ADR-0005](https://github.com/o/r/blob/main/adr/0003-dev-environments.md)',
        '- [5. CI (the alternative to ADR 0003)](0005-ci.md)',
        '- [ADR-0121](0005-ci.md#adr-0121) in the log',
        '- [ADR#21](0022-tests.md), whose title says 21',
      ].join('\n') + '\n',
      'docs/guide.md': '# Guide\n',
      'adr/0022-tests.md': rec(21, 'Move tests'),
    };
    assert.deepEqual(found(files), []);
  });

  it('is judged again when the link is edited, and when the record it points to goes', () => {
    const files = { ...records, 'adr/README.md': '- [ADR-0003](0005-ci.md)\n' };
    const mismatches = (engine) => engine.check().filter((d) => d.rule === 'link-id-mismatch').length;
    const { engine, fs } = workspace(files);
    assert.equal(mismatches(engine), 1);
    engine.update('adr/README.md', '- [ADR-0005](0005-ci.md)\n');
    assert.equal(mismatches(engine), 0);
    engine.update('adr/README.md', '- [ADR-0003](0005-ci.md)\n');
    assert.equal(mismatches(engine), 1);
    fs.delete('adr/0005-ci.md');
    engine.update('adr/0005-ci.md');
    assert.equal(mismatches(engine), 0);
    assert.equal(engine.check().filter((d) => d.rule === 'broken-link').length, 1);
  });
});
