// Readings checked against real repositories in session 24, each in the shape those records take (fixtures written
// for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const rules = (files, rule) => workspace(files).engine.check().filter((d) => d.rule === rule);

describe('days records are named by, one reading for aliases and for unknown ids', { skip }, () => {
  const madr = (title) => `# ${title}\n\n- Status: accepted\n- Date: 2025-09-02\n\n## Context and Problem Statement\n\nx\n\n## Decision Outcome\n\ny\n`;

  it('counts a day-named record folder (its README.md) among the days two records share', () => {
    const found = rules({
      'docs/decisions/20250902-ansible-config/README.md': madr('Ansible config'),
      'docs/decisions/20250902-docs-layout/README.md': madr('Docs layout'),
      'docs/decisions/20250903-other/README.md': madr('Other'),
      'docs/ROADMAP.md': '# Roadmap\n\nPer ADR-20250902 and ADR-20250918.\n',
    }, 'unknown-reference');
    assert.deepEqual(found.map((d) => d.message.split(' ')[0]), ['ADR-20250918']);
  });
});

describe('a Status section kept as a history: the latest line counts (bed 43)', { skip }, () => {
  const record = (n, status) => `# ${n}. Record ${n}\n\nDate: 2022-04-2${n}\n\n## Status\n\n${status}\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;

  it('reads "Proposed (Apr 20, 2022)" over "Accepted (Apr 21, 2022)" as accepted (consensus-shipyard/mir)', () => {
    const { engine } = workspace({ 'docs/adr/0001-ids.md': record(1, 'Proposed (Apr 20, 2022)\nAccepted (Apr 21, 2022)') });
    assert.equal(engine.record('ADR-0001').lifecycle, 'accepted');
  });

  it('reads "Accepted" over "* Superseded by [ADR 2](…)" as superseded, with no mismatch to report (adoble/adr-j)', () => {
    const files = {
      'doc/adr/0001-java.md': record(1, 'Accepted\n\n* Superseded by [ADR 2](0002-kotlin.md)'),
      'doc/adr/0002-kotlin.md': record(2, 'Accepted\n\nSupersedes [ADR 1](0001-java.md)'),
    };
    const { engine } = workspace(files);
    assert.equal(engine.record('ADR-0001').lifecycle, 'superseded');
    assert.equal(engine.record('ADR-0002').lifecycle, 'accepted');
    assert.deepEqual(engine.check().filter((d) => ['status-superseded-mismatch', 'one-sided-supersede'].includes(d.rule)), []);
  });

  it('leaves a bare "Superseded by" paragraph under a bare "Accepted" to status-superseded-mismatch', () => {
    const found = rules({
      'docs/adr/0001-a.md': record(1, 'Accepted\n\nSuperseded by [ADR 2](0002-b.md)'),
      'docs/adr/0002-b.md': record(2, 'Accepted\n\nSupersedes [ADR 1](0001-a.md)'),
    }, 'status-superseded-mismatch');
    assert.deepEqual(found.map((d) => d.path), ['docs/adr/0001-a.md']);
  });

  it('keeps the first line when what follows is prose about the status, or a relation', () => {
    const { engine } = workspace({
      'docs/adr/0001-a.md': record(1, 'Accepted\n\nDeprecated parts of the old API stay until 2.0.'),
      'docs/adr/0002-b.md': record(2, 'Proposed\n\nSupersedes [ADR 1](0001-a.md) when accepted.'),
      'docs/adr/0003-c.md': record(3, 'Accepted. We will review it in a year.\n\nRejected (2023-01-01)'),
    });
    assert.deepEqual(['ADR-0001', 'ADR-0002', 'ADR-0003'].map((id) => engine.record(id).lifecycle), ['accepted', 'proposed', 'accepted']);
  });
});
