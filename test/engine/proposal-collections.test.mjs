// Communities that decide by proposals keep them as decision records of their own kind: Helm's HIPs, Tekton's TEPs,
// RFCs after Rust's process, numbered design proposals (docs/adr/0018). Fixtures written for these tests, in the
// shapes of those collections.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const listed = (files) => workspace(files).engine.records().map((r) => [r.path, r.id, r.title.value, r.lifecycle, r.dates.map((d) => d.iso)[0] ?? null]);
const rules = (files) => workspace(files).engine.check().map((d) => `${d.rule} ${d.path}:${d.range.start.line + 1}`);

describe('proposal collections', { skip }, () => {
  const hip = (n, title, status = 'accepted') => `---\nhip: "${n}"\ntitle: "${title}"\nauthors: [ "Ann <ann@example.com>" ]\ncreated: "2020-08-13"\ntype: "process"\nstatus: "${status}"\n---\n\n## Abstract\n\nx\n`;

  it('finds a series named after its folder ("hips/hip-0001.md"), its ids and its citations', () => {
    const files = {
      'hips/README.md': '# HIPs\n\nSee hip-0001.\n',
      'hips/hip-0001.md': hip('0001', 'Writing a HIP'),
      'hips/hip-0002.md': hip('0002', 'Release dates'),
      'hips/hip-0003.md': hip('0003', 'Chart dependencies', 'draft'),
      'docs/guide.md': 'Releases follow HIP-0002; HIP-0042 is not written yet.\n',
    };
    assert.deepEqual(listed(files), [
      ['hips/hip-0001.md', 'HIP-0001', 'Writing a HIP', 'accepted', '2020-08-13'],
      ['hips/hip-0002.md', 'HIP-0002', 'Release dates', 'accepted', '2020-08-13'],
      ['hips/hip-0003.md', 'HIP-0003', 'Chart dependencies', 'proposed', '2020-08-13'],
    ]);
    assert.deepEqual(rules(files), ['unknown-reference docs/guide.md:1'], 'HIP-0002 resolves; HIP-0042 is unknown; no MADR sections asked of a proposal');
  });

  it('numbers a numbered series by its folder ("teps/0002-custom-tasks.md" is TEP-0002) and reads KEP-style front matter', () => {
    const tep = (n, title, status) => `---\nstatus: ${status}\ntitle: ${title}\ncreation-date: '2020-06-18'\nlast-updated: '2021-01-28'\nauthors:\n- '@ann'\n---\n\n# TEP-${n}: ${title}\n\n## Summary\n\nx\n`;
    const files = {
      'teps/0001-tep-process.md': tep('0001', 'Tekton Enhancement Proposal Process', 'implemented'),
      'teps/0002-custom-tasks.md': tep('0002', 'Enable Custom Tasks', 'implemented'),
      'teps/0037-remove-gcs-fetcher.md': tep('0037', 'Remove GCS fetcher', 'implementing'),
    };
    assert.deepEqual(listed(files).map((r) => r.slice(1, 4)), [
      ['TEP-0001', 'Tekton Enhancement Proposal Process', 'accepted'],
      ['TEP-0002', 'Enable Custom Tasks', 'accepted'],
      ['TEP-0037', 'Remove GCS fetcher', 'accepted'],
    ]);
    assert.deepEqual(rules(files), []);
  });

  it('reads RFCs after Rust\'s template: "# Meta" or "# Summary" under a name field, "- Start Date:"', () => {
    const meta = (name, date) => `# Meta\n[meta]: #meta\n- Name: ${name}\n- Start Date: ${date}\n- Status: Implemented\n- Supersedes: N/A\n\n# Summary\n[summary]: #summary\n\nx\n`;
    const files = {
      '0000-template.md': '# Meta\n- Name: (fill in the feature name: My Feature)\n',
      'text/0001-pack-suggest-stacks.md': meta('Suggest Stacks', '2019-04-25'),
      'text/0018-remove-pack-run.md': meta('Remove `pack run`', '2019-12-11'),
      'text/0046-pack-pull-policy.md': meta('`pack` Image Pull Policy', '2020-02-01'),
    };
    assert.deepEqual(listed(files).map((r) => r.slice(1)), [
      ['RFC-0001', 'Suggest Stacks', 'accepted', '2019-04-25'],
      ['RFC-0018', 'Remove `pack run`', 'accepted', '2019-12-11'],
      ['RFC-0046', '`pack` Image Pull Policy', 'accepted', '2020-02-01'],
    ]);
    const opendal = (name) => `- Proposal Name: \`${name}\`\n- Start Date: 2022-02-18\n- RFC PR: [apache/opendal#41](https://github.com/apache/opendal/pull/41)\n\n# Summary\n\nx\n`;
    const rfcs = {
      'core/src/docs/rfcs/0041_object_native_api.md': opendal('object_native_api'),
      'core/src/docs/rfcs/0044_error_handle.md': opendal('error_handle'),
      'core/src/docs/rfcs/0057_auto_region.md': opendal('auto_region'),
      'core/src/http.rs': '// Conditional requests as RFC 7232 defines them.\n',
    };
    assert.deepEqual(listed(rfcs).map((r) => r.slice(1, 3)), [['RFC-0041', 'object_native_api'], ['RFC-0044', 'error_handle'], ['RFC-0057', 'auto_region']]);
    assert.deepEqual(rules(rfcs).filter((d) => d.startsWith('unknown-reference')), [], 'the IETF\'s RFC 7232 is no citation of this series');
  });

  it('labels an RFC series\' titles with its prefix ("# RFC-0007: …"), and reads napari\'s NAPs as a series', () => {
    const rfc = (n, title) => `# RFC-000${n}: ${title}\n\n**Status:** Accepted\n\n## Summary\n\nx\n`;
    const files = { 'docs/rfcs/0001-a.md': rfc(1, 'Permission model'), 'docs/rfcs/0002-b.md': rfc(2, 'Payments'), 'docs/rfcs/0007-c.md': rfc(7, 'Deterministic entropy') };
    assert.deepEqual(listed(files).map((r) => [r[1], r[2]]), [['RFC-0001', 'Permission model'], ['RFC-0002', 'Payments'], ['RFC-0007', 'Deterministic entropy']]);
    const nap = (n, title) => `# NAP-${n} — ${title}\n\n**Status:** Accepted\n\nx\n`;
    const naps = { 'docs/naps/0-nap-process.md': nap(0, 'Purpose and Process'), 'docs/naps/1-partners.md': nap(1, 'Partners'), 'docs/naps/3-spaces.md': nap(3, 'Spaces'), 'docs/guide.md': 'See NAP-3.\n' };
    assert.deepEqual(listed(naps).map((r) => [r[1], r[2]]), [['NAP-0', 'Purpose and Process'], ['NAP-1', 'Partners'], ['NAP-3', 'Spaces']]);
    assert.deepEqual(rules(naps), [], 'NAP-3 resolves');
  });

  it('reads numbered design proposals titled "Proposal 001 - …"', () => {
    const files = Object.fromEntries([1, 2, 3].map((n) => [`proposals/00${n}-p${n}.md`, `# Proposal 00${n} - Operator API v${n}\n\nA Kubernetes operator.\n`]));
    assert.deepEqual(listed(files).map((r) => [r[0], r[2]]), [
      ['proposals/001-p1.md', 'Operator API v1'],
      ['proposals/002-p2.md', 'Operator API v2'],
      ['proposals/003-p3.md', 'Operator API v3'],
    ]);
  });

  it('dates a record named by a day without zeros ("2023-8-18-ray-on-spark.md")', () => {
    const files = {
      'reps/2023-8-18-ray-on-spark.md': '# Ray on Spark\n\n## Summary\n\nx\n',
      'reps/2024-12-4-incremental-upgrade.md': '# Incremental upgrade\n\nx\n',
      'reps/2022-03-08-serve-pipeline.md': '# Serve pipeline\n\nx\n',
    };
    assert.deepEqual(listed(files).map((r) => [r[1], r[4]]), [['2022-03-08-serve-pipeline', '2022-03-08'], ['2023-8-18-ray-on-spark', '2023-08-18'], ['2024-12-4-incremental-upgrade', '2024-12-04']]);
  });

  it('lists a collection\'s numbered pages only, asks no title of a proposal named by its file, and reads its community\'s stages', () => {
    const pep = (n, status) => `PEP: ${n}\nTitle: Proposal ${n}\nStatus: ${status}\nCreated: 15-Mar-2001\n\nAbstract\n========\n\nx\n`;
    const peps = {
      'peps/pep-0005.rst': pep(5, 'Active'),
      'peps/pep-0006.rst': pep(6, 'Final'),
      'peps/pep-0007.rst': pep(7, 'Draft'),
      'peps/contents.rst': 'Index\n=====\n\n.. toctree::\n',
      'peps/docs/build.rst': 'Building\n========\n\nx\n',
      'pep_sphinx_extensions/tests/peps/pep-9002.rst': pep(9002, 'Draught'),
    };
    assert.deepEqual(listed(peps).map((r) => r[1]), ['PEP-0005', 'PEP-0006', 'PEP-0007'], 'no site page, no test fixture');
    const keep = (n, status) => `# ${n}\n\n* **Type**: Design proposal\n* **Status**: ${status}\n\n## Summary\n\nx\n`;
    const keeps = { 'proposals/KEEP-0004-type-aliases.md': keep('Type aliases', 'Stable in 1.1'), 'proposals/KEEP-0005-callable-references.md': keep('Callable references', 'Public discussion'), 'proposals/KEEP-0014-js-name.md': keep('JsName', 'Design review') };
    assert.deepEqual(listed(keeps).map((r) => [r[1], r[3]]), [['KEEP-0004', 'accepted'], ['KEEP-0005', 'proposed'], ['KEEP-0014', 'proposed']]);
    assert.deepEqual(rules(keeps), [], 'no MADR 2 sections asked of a proposal written with bullet fields');
    const ember = { 'text/0001-a.md': '---\nstage: released\nstart-date: 2014-08-14T00:00:00.000Z\n---\n\n# Summary\n\nx\n', 'text/0002-b.md': '---\nstage: accepted\n---\n\n# Summary\n\nx\n', 'text/0003-c.md': '---\nstage: recommended\n---\n\n# Summary\n\ny\n', '0000-template.md': '# Summary\n' };
    assert.deepEqual(rules(ember).filter((d) => d.startsWith('missing-title') || d.startsWith('duplicate-title')), []);
    assert.deepEqual(listed(ember).map((r) => r[3]), ['accepted', 'accepted', 'accepted'], 'Ember\'s stages: released, accepted, recommended');
    assert.deepEqual(listed({ ...ember, 'text/0004-d.md': '---\nstage: discontinued\n---\n\n# Summary\n' }).map((r) => r[3]).at(-1), 'deprecated');
  });

  it('reads a page saying the proposal moved as superseded by it, with no supersede asked back', () => {
    const files = {
      'proposals/0028-utf8.md': '# UTF-8 support\n\n* **Status:** Accepted\n\nx\n',
      'proposals/0029-timestamps.md': '# Created timestamps\n\n* **Status:** Accepted\n\nSee [the old page](2024-01-29_utf8.md).\n',
      'proposals/0030-migration.md': '# Migration\n\n* **Status:** Accepted\n\nx\n',
      'proposals/2024-01-29_utf8.md': '> IMPORTANT: This document was moved to [0028-utf8.md](./0028-utf8.md)\n',
    };
    const stub = workspace(files).engine.records().find((r) => r.path.endsWith('2024-01-29_utf8.md'));
    assert.deepEqual([stub.status?.value, stub.lifecycle, stub.relations.map((r) => r.kind)], ['moved', 'superseded', ['superseded-by']]);
    assert.deepEqual(rules(files).filter((d) => !d.startsWith('citing-superseded')), []);
    // Moved elsewhere, to a page named as its target is, or to another site: no number, title or successor to judge.
    const gardener = {
      'docs/proposals/01-extensibility.md': '# Extensibility\n\n* **Status:** Accepted\n',
      'docs/proposals/02-backup.md': '# Backup\n\n* **Status:** Accepted\n',
      'docs/proposals/03-networking.md': 'This document was moved to https://example.org/gep-03.\n',
      'docs/proposals/02-backup-infra.md': 'This document was moved to [02-backup.md](02-backup.md).\n',
      'docs/guide.md': 'See [the networking proposal](proposals/03-networking.md).\n',
    };
    assert.deepEqual(rules(gardener), []);
  });

  it('finds no collection in a folder of two proposals, of unnumbered pages, or of work items', () => {
    assert.deepEqual(listed({ 'proposals/001-a.md': '# A\n\nStatus: accepted\n', 'proposals/002-b.md': '# B\n\nStatus: accepted\n' }), []);
    assert.deepEqual(listed({ 'docs/rfcs/caching.md': '# Caching\n\nStatus: accepted\n', 'docs/rfcs/auth.md': '# Auth\n', 'docs/rfcs/queues.md': '# Queues\n', 'docs/rfcs/logs.md': '# Logs\n' }), []);
    assert.deepEqual(listed({ 'tasks/001-a.md': '# A\n\nStatus: done\n', 'tasks/002-b.md': '# B\n\nStatus: done\n', 'tasks/003-c.md': '# C\n\nStatus: done\n' }), []);
  });
});

describe('folders named like a series that are none', { skip }, () => {
  it('finds no proposals in "steps/" of a plan ("step-01-x.md" with "Status: Complete")', () => {
    const step = (n) => `# Step ${n}: Work\n\n**Status**: Complete\n\nx\n`;
    assert.deepEqual(listed({ 'docs/phases/phase-7/steps/step-01-infra.md': step(1), 'docs/phases/phase-7/steps/step-02-schemas.md': step(2), 'docs/phases/phase-7/steps/step-03-writer.md': step(3) }), []);
  });

  it('finds none in a folder of research reports, nor in a singular folder of numbered pages without statuses', () => {
    const report = (n) => `---\ntitle: "Report ${n}"\nstatus: complete\n---\n\n# Report ${n}\n`;
    assert.deepEqual(listed({ 'docs/research/enhancement/01-gaps.md': report(1), 'docs/research/enhancement/02-storage.md': report(2), 'docs/research/enhancement/03-identity.md': report(3) }), []);
    assert.deepEqual(listed({ 'docs/proposal/01-a.md': '# A\n', 'docs/proposal/02-b.md': '# B\n', 'docs/proposal/03-c.md': '# C\n' }), []);
    assert.deepEqual(listed({ 'rfc/0001-a.md': '# A\n', 'rfc/0002-b.md': '# B\n', 'rfc/0003-c.md': '# C\n' }).map((r) => r[1]), ['RFC-0001', 'RFC-0002', 'RFC-0003'], '"rfc" is a name strong enough alone');
  });
});
