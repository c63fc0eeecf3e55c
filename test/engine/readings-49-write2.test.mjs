// Shapes met in the forty-ninth session's readings of real repositories (the commands that write), in fixtures written
// for these tests.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

describe('a series numbered across release folders, one number used twice', { skip }, () => {
  const rfc = (n, title) => `# Proposal FS-${n} - ${title}\n\nStatus: Accepted\n\n# Summary\n\nText.\n`;
  const files = {
    'RFCs/FS-1001-one.md': rfc(1001, 'One'),
    'RFCs/FS-1002-two.md': rfc(1002, 'Two'),
    'RFCs/FS-1010-ten.md': rfc(1010, 'Ten'),
    'v2/FS-1002-twice.md': rfc(1002, 'Twice'),
    'v2/FS-1005-five.md': rfc(1005, 'Five'),
    'v1/FS-1003-three.md': rfc(1003, 'Three'),
    'v1/FS-1004-four.md': rfc(1004, 'Four'),
  };

  it('the next number is above every number of the series', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.collections().map((c) => c.dir).sort(), ['RFCs', 'v1', 'v2']);
    assert.equal(engine.planNewRecord({ title: 'Next', supersedes: 'FS-1004' }).id, 'FS-1011');
    assert.equal(engine.nextNumber('v2'), 1011);
  });

  it('folders that share most of their numbers (translations, teams counting from 1) still count apart', () => {
    const { engine } = workspace({
      'RFCs/FS-1001-one.md': rfc(1001, 'One'),
      'RFCs/FS-1002-two.md': rfc(1002, 'Two'),
      'RFCs/FS-1003-three.md': rfc(1003, 'Three'),
      'RFCs/FS-1004-four.md': rfc(1004, 'Four'),
      'v2/FS-1001-one.md': rfc(1001, 'Un'),
      'v2/FS-1002-two.md': rfc(1002, 'Deux'),
    });
    assert.equal(engine.nextNumber('v2'), 1003);
    assert.equal(engine.nextNumber('RFCs'), 1005);
  });
});
