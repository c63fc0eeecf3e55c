// Shapes met in the forty-ninth session's readings of real repositories, for the commands that write (status,
// renumber, new --supersedes, check --fix), in fixtures written for these tests.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyEdits, engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

describe('a status in an HTML metadata table (read 49A)', { skip }, () => {
  const cep = (n, status) => `# CEP ${n} - Plan ${n}\n\n<table>\n<tr><td> Title </td><td> Plan ${n} </td>\n<tr><td> Status </td><td> ${status} </td></tr>\n<tr><td> Created </td><td> Mar 3, 2022</td></tr>\n</table>\n\n## Abstract\n\nx\n`;

  it('is changed inside its cell: the closing tags stay', () => {
    const files = { 'cep-0001.md': cep(1, 'Accepted'), 'cep-0002.md': cep(2, 'Draft') };
    const { engine } = workspace(files);
    const after = applyEdits(files['cep-0002.md'], engine.planStatusChange('cep-0002.md', 'rejected').edits);
    assert.ok(after.includes('\n<tr><td> Status </td><td> Rejected </td></tr>\n'), after);
  });
});
