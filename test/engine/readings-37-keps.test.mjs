// A Kubernetes-style enhancement proposal keeps its status and days in a sidecar beside its page: "keps/<n>-<slug>/
// README.md" with "kep.yaml" (kubernetes-sigs/kueue), "geps/gep-N/index.md" with "metadata.yaml" (kubernetes-sigs/
// gateway-api), "enhancements/<sig>/<n>-<slug>/README.md" with "metadata.yaml" (open-cluster-management-io). Fixtures
// written for these tests, in the shape of bed 103's report (section 3).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';
import { engineModule, writeWorkspace } from './engine-helpers.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const kepPage = (n, title) => `# KEP-${n}: ${title}\n\n## Summary\n\nText.\n\n## Motivation\n\nText.\n`;
const kepYaml = (n, status, day) => `title: Topic ${n}\nkep-number: ${n}\nauthors:\n  - "@someone"\nstatus: ${status}\ncreation-date: ${day}\nlast-updated: 2024-02-01\n`;

/** Five KEP folders, as the series needs before it is found; KEP-12 replaced by KEP-30 (said in a comment only). */
const KEPS = {
  'keps/12-widgets/README.md': kepPage(12, 'Widgets'),
  'keps/12-widgets/kep.yaml': kepYaml(12, 'replaced  # Replaced by KEP #30', '2023-01-02'),
  'keps/30-widgets-v2/README.md': kepPage(30, 'Widgets v2'),
  'keps/30-widgets-v2/kep.yaml': kepYaml(30, 'implementable', '2023-05-02'),
  'keps/41-gadgets/README.md': kepPage(41, 'Gadgets'),
  'keps/41-gadgets/kep.yaml': kepYaml(41, 'provisional', '2023-06-04'),
  'keps/52-sprockets/README.md': kepPage(52, 'Sprockets'),
  'keps/52-sprockets/kep.yaml': kepYaml(52, 'provisional', '2023-06-05'),
  'keps/63-levers/README.md': kepPage(63, 'Levers'),
  'keps/63-levers/kep.yaml': kepYaml(63, 'draft', '2023-06-06'),
  'keps/NNNN-template/README.md': '# KEP-NNNN: Your short, descriptive title\n\n## Summary\n',
  'keps/NNNN-template/kep.yaml': 'title: KEP Template\nkep-number: NNNN\nstatus: provisional|implementable|implemented|deferred|rejected|withdrawn|replaced\ncreation-date: yyyy-mm-dd\n',
};

const byId = (engine) => new Map(engine.records().map((r) => [r.id, r]));
const reading = (r) => ({ status: r.status?.value, lifecycle: r.lifecycle, dates: r.dates.map((d) => `${d.kind} ${d.iso}`), relations: r.relations.map((x) => `${x.kind} ${x.targetKey}`) });

describe('a KEP folder\'s sidecar gives its record status, days and successor', { skip }, () => {
  it('reads status and days from kep.yaml, and "Replaced by KEP #30" as superseded by KEP-30', () => {
    const records = byId(workspace(KEPS).engine);
    assert.deepEqual(reading(records.get('KEP-30')), { status: 'implementable', lifecycle: 'accepted', dates: ['created 2023-05-02', 'updated 2024-02-01'], relations: [] });
    assert.deepEqual(reading(records.get('KEP-12')), { status: 'replaced', lifecycle: 'superseded', dates: ['created 2023-01-02', 'updated 2024-02-01'], relations: ['superseded-by kep-30'] });
    assert.equal(records.get('KEP-63').lifecycle, 'proposed');
  });

  it('reads "replaces:" as the successor\'s side, and a day written without its zeros', () => {
    const files = { ...KEPS, 'keps/30-widgets-v2/kep.yaml': `${kepYaml(30, 'implementable', '2023-5-2')}replaces:\n  - "/keps/12-widgets"\n` };
    const { engine } = workspace(files);
    assert.deepEqual(reading(byId(engine).get('KEP-30')), { status: 'implementable', lifecycle: 'accepted', dates: ['created 2023-05-02', 'updated 2024-02-01'], relations: ['supersedes kep-12'] });
    assert.deepEqual(engine.check().filter((d) => d.rule === 'one-sided-supersede'), []);
  });

  it('places what the sidecar says on the page\'s title line, never outside the page', () => {
    const r = byId(workspace(KEPS).engine).get('KEP-12');
    for (const range of [r.status.range, ...r.dates.map((d) => d.range), ...r.relations.map((x) => x.range)]) {
      assert.deepEqual([range.start.line, range.end.line], [0, 0]);
      assert.ok(range.end.character <= '# KEP-12: Widgets'.length);
    }
  });

  it('a successor named by the sidecar is no unknown reference, and the chain ends at it', () => {
    const { engine } = workspace(KEPS);
    assert.deepEqual(engine.check().filter((d) => d.path.startsWith('keps/12-') && d.rule === 'unknown-reference'), []);
    const kep12 = engine.records().find((r) => r.id === 'KEP-12');
    assert.equal(engine.currentDecision(kep12).id, 'KEP-30');
  });

  it('the page\'s own fields win; the sidecar fills only what the page lacks', () => {
    const gep = (n, status) => `# GEP-${n}: Routing ${n}\n\n* Issue: #${n}\n${status ? `* Status: ${status}\n` : ''}\n## TLDR\n\nText.\n`;
    const meta = (n, status) => `apiVersion: internal.example/v1alpha1\nkind: GEPDetails\nnumber: ${n}\nname: Routing ${n}\nstatus: ${status}\n`;
    const files = {
      'geps/gep-42/index.md': gep(42, 'Standard'), 'geps/gep-42/metadata.yaml': meta(42, 'Experimental'),
      'geps/gep-43/index.md': gep(43, ''), 'geps/gep-43/metadata.yaml': meta(43, 'Declined'),
      'geps/gep-44/index.md': gep(44, 'Provisional'), 'geps/gep-44/metadata.yaml': meta(44, 'Provisional'),
      'geps/gep-45/index.md': gep(45, 'Memorandum'), 'geps/gep-45/metadata.yaml': meta(45, 'Memorandum'),
    };
    const records = byId(workspace(files).engine);
    assert.equal(records.get('GEP-42').status.value, 'Standard');
    assert.equal(records.get('GEP-42').status.range.start.line, 3);
    assert.deepEqual([records.get('GEP-43').status.value, records.get('GEP-43').lifecycle], ['Declined', 'rejected']);
  });

  it('reads no metadata.yaml beside records that are not a proposal series\' folder pages', () => {
    const adr = (n) => `# ${n}. Topic ${n}\n\n## Context\n\nx\n\n## Decision\n\ny\n`;
    const files = {
      'docs/adr/0001-a.md': adr(1), 'docs/adr/0002-b.md': adr(2), 'docs/adr/0003-c.md': adr(3),
      'docs/adr/metadata.yaml': 'status: accepted\ncreation-date: 2023-01-02\n',
    };
    for (const r of workspace(files).engine.records()) assert.deepEqual([r.lifecycle, r.dates], ['unknown', []]);
  });

  it('a sidecar YAML rejects gives its top-level fields; one too large, or with no status in it, gives nothing', () => {
    // kueue's "authors:\n  - @name" (unquoted) is invalid YAML; its status and day are still written plainly.
    const broken = {
      ...KEPS,
      'keps/30-widgets-v2/kep.yaml': 'title: Widgets v2\nauthors:\n  - @someone\nstatus: implementable\ncreation-date: "2023-05-02"\n',
      'keps/41-gadgets/kep.yaml': 'status: [unclosed\n  : : :\n',
      'keps/52-sprockets/kep.yaml': `status: implemented\n#${'x'.repeat(300_000)}\n`,
    };
    const records = byId(workspace(broken).engine);
    assert.deepEqual(reading(records.get('KEP-30')), { status: 'implementable', lifecycle: 'accepted', dates: ['created 2023-05-02'], relations: [] });
    assert.equal(records.get('KEP-41').lifecycle, 'unknown');
    assert.equal(records.get('KEP-52').lifecycle, 'unknown');
  });
});

describe('a record read with its sidecar is read again when only the sidecar changes', { skip }, () => {
  it('engine.update of kep.yaml alone re-reads the record', () => {
    const { engine, fs } = workspace(KEPS);
    fs.write('keps/30-widgets-v2/kep.yaml', kepYaml(30, 'implemented', '2023-05-02'));
    const u = engine.update('keps/30-widgets-v2/kep.yaml');
    assert.equal(u.recordsChanged, true);
    assert.equal(byId(engine).get('KEP-30').status.value, 'implemented');
  });

  it('engine.remove of kep.yaml leaves the page as it reads alone', () => {
    const { engine, fs } = workspace(KEPS);
    fs.delete('keps/30-widgets-v2/kep.yaml');
    engine.remove('keps/30-widgets-v2/kep.yaml');
    assert.equal(byId(engine).get('KEP-30').lifecycle, 'unknown');
  });

  it('a load from a snapshot taken before kep.yaml changed reads the new status', (t) => {
    const root = writeWorkspace(KEPS);
    t.after(() => rmSync(root, { recursive: true, force: true }));
    let clock = Date.now() / 1000 - 3600;
    const settle = (path) => utimesSync(join(root, path), (clock += 1), clock);
    for (const path of Object.keys(KEPS)) settle(path);
    const first = engineModule.createEngine({ root, snapshots: { replayFindings: true } });
    first.load();
    assert.equal(byId(first).get('KEP-30').status.value, 'implementable');
    const bytes = Buffer.concat([...first.snapshot()]);

    const sidecar = 'keps/30-widgets-v2/kep.yaml';
    mkdirSync(dirname(join(root, sidecar)), { recursive: true });
    writeFileSync(join(root, sidecar), kepYaml(30, 'implemented', '2023-05-02'));
    settle(sidecar);
    for (const replayFindings of [true, false]) {
      const second = engineModule.createEngine({ root, snapshots: { previous: bytes, replayFindings } });
      second.load();
      assert.equal(byId(second).get('KEP-30').status.value, 'implemented');
      assert.notEqual(second.loadReport().fromSnapshot, second.loadReport().files);
    }
  });
});
