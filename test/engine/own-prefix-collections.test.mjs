// Collections that name their records by a prefix the configuration does not know (alphagov/forms keeps "DR000" to
// "DR009" in "decision-record/" beside its "ADR/"): fixtures written for these tests in the shape of those records.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { diagnostics, engineAvailable, none, only, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const record = (id, title, status, date = '2022-03-01') => `# ${id}: ${title}\n\nDate: ${date}\n\n## Status\n\n${status}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n`;

const files = {
  'ADR/ADR001-use-notify.md': record('ADR001', 'Use Notify', 'Accepted'),
  'ADR/ADR002-use-signon.md': record('ADR002', 'Use Signon', 'Accepted'),
  'decision-record/README.md': '# Decision records\n\nProduct decisions, following the ADR process.\n',
  'decision-record/DRXXX-decision-record-template.md': record('DRXXX', 'Title', 'Proposed'),
  'decision-record/DR002-no-charges-for-small-services.md': record('DR002', 'No charges for small services', 'Superseded by DR008'),
  'decision-record/DR005-first-partner.MD': record('DR005', 'Choose a first partner', 'Accepted'),
  'decision-record/DR008-no-charges-at-all.md': record('DR008', 'No charges at all', 'Accepted\n\nSupersedes [DR002](DR002-no-charges-for-small-services.md)', '2023-05-09'),
  'src/billing.rb': '# No charges for anyone: DR008.\nclass Billing; end\n',
};

describe('records named by a prefix of their collection\'s own ("DR002-…md")', { skip }, () => {
  it('are found in a "decision-record" folder, upper-case extension too, and go by that prefix', () => {
    const { engine } = workspace(files);
    const dr = engine.records().filter((r) => r.collection === 'decision-record');
    assert.deepEqual(dr.map((r) => [r.id, r.title.value, r.path]), [
      ['DR-002', 'No charges for small services', 'decision-record/DR002-no-charges-for-small-services.md'],
      ['DR-005', 'Choose a first partner', 'decision-record/DR005-first-partner.MD'],
      ['DR-008', 'No charges at all', 'decision-record/DR008-no-charges-at-all.md'],
    ]);
    // The ADR collection beside it keeps its own ids.
    assert.deepEqual(engine.records().filter((r) => r.collection === 'ADR').map((r) => r.id), ['ADR-001', 'ADR-002']);
  });

  it('resolve "Superseded by DR008", and code citing DR008', () => {
    const { engine } = workspace(files);
    const old = engine.records().find((r) => r.id === 'DR-002');
    assert.equal(old.lifecycle, 'superseded');
    assert.equal(engine.currentDecision(old).id, 'DR-008');
    none(files, 'one-sided-supersede');
    none(files, 'unknown-reference');
    const cited = engine.getDecision('DR-008').citedBy;
    assert.ok(cited.some((c) => c.path === 'src/billing.rb'), JSON.stringify(cited));
  });

  it('are not taken for a prefix when standards name them, or when few of the folder\'s records are', () => {
    const rfcs = {
      'docs/adr/0001-record-decisions.md': record('1', 'Record decisions', 'Accepted'),
      'docs/adr/rfc-7231-notes.md': record('RFC 7231', 'HTTP semantics notes', 'Accepted'),
      'docs/adr/rfc-9110-notes.md': record('RFC 9110', 'HTTP semantics, again', 'Accepted'),
      'src/http.go': '// Follows RFC 7231 section 6.\npackage http\n',
    };
    const { engine } = workspace(rfcs);
    assert.ok(!engine.records().some((r) => /^RFC-/.test(r.id)), JSON.stringify(engine.records().map((r) => r.id)));
    assert.deepEqual(only(diagnostics(rfcs), 'unknown-reference'), []);
    const minority = {
      'docs/adr/0001-record-decisions.md': record('1', 'Record decisions', 'Accepted'),
      'docs/adr/0002-use-kafka.md': record('2', 'Use Kafka', 'Accepted'),
      'docs/adr/0003-use-go.md': record('3', 'Use Go', 'Accepted'),
      'docs/adr/0004-use-grpc.md': record('4', 'Use gRPC', 'Accepted'),
      'docs/adr/0005-use-helm.md': record('5', 'Use Helm', 'Accepted'),
      'docs/adr/tf1-terraform-state.md': record('TF1', 'Terraform state', 'Accepted'),
      'docs/adr/tf2-terraform-modules.md': record('TF2', 'Terraform modules', 'Accepted'),
    };
    assert.ok(!workspace(minority).engine.records().some((r) => /^TF-/.test(r.id)));
  });

  it('a record with a new prefix written later is read as the load would read it', () => {
    const start = { ...files };
    delete start['decision-record/DR005-first-partner.MD'];
    delete start['decision-record/DR008-no-charges-at-all.md'];
    const { engine, fs } = workspace(start);
    assert.ok(!engine.records().some((r) => r.id === 'DR-002'), 'one file is no habit');
    fs.write('decision-record/DR008-no-charges-at-all.md', files['decision-record/DR008-no-charges-at-all.md']);
    engine.update('decision-record/DR008-no-charges-at-all.md');
    assert.deepEqual(engine.records().filter((r) => r.collection === 'decision-record').map((r) => r.id), ['DR-002', 'DR-008']);
    assert.equal(engine.records().find((r) => r.id === 'DR-002').lifecycle, 'superseded');
  });
});
