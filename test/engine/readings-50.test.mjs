// Shapes met in the fiftieth session's readings of real repositories, in fixtures written for these tests.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';
const nygard = (n, title, status, context = 'x') => `# ${n}. ${title}\n\nDate: 2024-01-0${n}\n\n## Status\n\n${status}\n\n## Context\n\n${context}\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;
const rfd = (n, title, state) => `---\nauthors: A. Writer <a@example.org>\nstate: ${state}\n---\n\n# RFD ${n} ${title}\n\n## Introduction\n\nWhy.\n`;

describe('Requests for Discussion: numbered folders in "rfd/", each with its README', { skip }, () => {
  const files = {
    'README.md': '# Requests for Discussion\n\n| state | RFD |\n|---|---|\n| publish | [RFD 1 Naming](./rfd/0001/README.md) |\n',
    'rfd/0001/README.md': rfd(1, 'Naming service', 'publish'),
    'rfd/0002/README.md': rfd(2, 'Log shipping', 'predraft'),
    'rfd/0003/README.md': rfd(3, 'Reboot plans', 'draft'),
    'rfd/0004/README.md': rfd(4, 'Old idea', 'abandoned'),
    'rfd/0004/diagram.md': '# A diagram\n\nboxes\n',
    'rfd/0005/README.adoc': ':author: A. Writer\n:state: draft\n:revremark: State: {state}\n\n= RFD 5 Crypto tokens\n\n== Introduction\n\nWhy.\n',
  };

  it('are one series, numbered by their folders, in the states the process names', () => {
    const { engine } = workspace(files);
    const got = engine.records().map((r) => `${r.path} ${r.id} ${r.lifecycle} ${r.title.value}`).sort();
    assert.deepEqual(got, [
      'rfd/0001/README.md RFD-0001 accepted Naming service',
      'rfd/0002/README.md RFD-0002 proposed Log shipping',
      'rfd/0003/README.md RFD-0003 proposed Reboot plans',
      'rfd/0004/README.md RFD-0004 rejected Old idea',
      'rfd/0005/README.adoc RFD-0005 proposed Crypto tokens',
    ]);
    assert.equal(engine.check().filter((d) => d.rule === 'missing-status').length, 0, 'the AsciiDoc ":state:" attribute is its status');
  });
});

describe('a code path in the text of a link to another repository', { skip }, () => {
  const context = 'We reuse\n* a [`tools/setup/setup.sh`\n  script](https://github.com/o/other/blob/master/tools/setup/setup.sh) from there;\n* a [`tools/setup/two.sh` script](https://github.com/o/other/blob/master/tools/setup/two.sh) too;\n* and [`tools/here.sh` (ours)](../../tools/here.sh), [`tools/gone.sh` too](../../tools/gone.sh), `tools/missing.sh`.';
  const files = {
    'docs/adr/0001-reuse-setup.md': nygard(1, 'Reuse setup', 'Accepted', context),
    'tools/here.sh': 'echo\n',
  };

  it('is that repository\'s file, not a stale path of this one; paths of this repository are still checked', () => {
    const { engine } = workspace(files);
    const stale = engine.check().filter((d) => d.rule === 'stale-code-path').map((d) => d.message.split(' names ')[1].split(',')[0]);
    assert.deepEqual(stale.sort(), ['tools/gone.sh', 'tools/missing.sh']);
  });
});

const citedBy = (engine, id) => engine.getDecision(id).citedBy.map((c) => `${c.path}:${c.range.start.line + 1}`).sort();

describe('citations written in ways a reader still takes for citations', { skip }, () => {
  it('an id alone in a code span right after a relation\'s verb names the related record', () => {
    const { engine } = workspace({
      'docs/architecture/adr-0020-organizations.md': '# Permissions for organizations\n\n## Context\n\nThis ADR has been superseded by `ADR-0023` concerning access rules.\n',
      'docs/architecture/adr-0023-access-rules.md': '# Access rules\n\n## Context\n\nThis ADR supersedes `ADR-0020` for access rules.\n',
      'notes.md': '# Notes\n\nSee `ADR-0020`; name new files like `ADR-0024-x.md` and run `grep ADR-0023`.\n',
    });
    const old = engine.records().find((r) => r.path.endsWith('0020-organizations.md'));
    assert.equal(old.lifecycle, 'superseded');
    assert.equal(engine.currentDecision(old).id, 'ADR-0023');
    assert.deepEqual(citedBy(engine, 'ADR-0020'), ['docs/architecture/adr-0023-access-rules.md:5'], 'elsewhere an id in code is an example');
    assert.deepEqual(citedBy(engine, 'ADR-0023'), ['docs/architecture/adr-0020-organizations.md:5'], 'a code span with more than an id is code');
  });

  it('a ":ref:" to the label over an RST record is one of its citations', () => {
    const { engine } = workspace({
      'docs/decisions/0002-config-location.rst': '.. _ADR-2:\n\n2. Configuration location\n=========================\n\nStatus\n------\n\nAccepted\n',
      'docs/reference/configuration.rst': 'Configuration\n=============\n\nFor the reasons, see :ref:`ADR-2` and :ref:`the record <ADR-2>`.\n',
    });
    assert.deepEqual(citedBy(engine, 'ADR-0002'), ['docs/reference/configuration.rst:4', 'docs/reference/configuration.rst:4']);
  });

  it('a comment in pip\'s requirement files cites, as in any file commented with "#"', () => {
    const { engine } = workspace({
      'docs/adr/ADR-001-core-boundaries.md': '# ADR-001: Core boundaries\n\nStatus: Accepted\n',
      'requirements.txt': 'numpy>=1.26\n# See ADR-001 for why the core stays small.\n',
      'requirements/dev-requirements.txt': '# ADR-001: test tools only\npytest\n',
      'notes.txt': 'ADR-001 in plain text of no known syntax.\n',
    });
    assert.deepEqual(citedBy(engine, 'ADR-001'), ['requirements.txt:2', 'requirements/dev-requirements.txt:1']);
  });
});
