// The warm index: discovery, lookups, resolution, reverse references, supersede chains, and incremental updates.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadModel, memoryFs } from '../fixtures/formats/model.mjs';

const m = await loadModel();

const nygard = (n, title, status, extra = '') => `# ${n}. ${title}\n\nDate: 2024-01-0${n % 9 || 1}\n\n## Status\n\n${status}\n${extra}\n## Context\n\nText.\n`;

function workspace() {
  return memoryFs({
    'docs/adr/0001-record-decisions.md': nygard(1, 'Record decisions', 'Accepted'),
    'docs/adr/0002-use-rabbitmq.md': nygard(2, 'Use RabbitMQ', 'Superseded by [3. Use Kafka](0003-use-kafka.md)'),
    'docs/adr/0003-use-kafka.md': nygard(3, 'Use Kafka', 'Accepted', '\nSupersedes [2. Use RabbitMQ](0002-use-rabbitmq.md)\n'),
    'docs/adr/0004-use-pulsar.md': nygard(4, 'Use Pulsar', 'Accepted', '\nSupersedes ADR-0003\n\nSee `src/events/bus.ts`.\n'),
    'docs/adr/README.md': '# Decisions\n\nSee ADR-0001.\n',
    'docs/adr/templates/template.md': '# NUMBER. TITLE\n',
    'src/events/bus.ts': '// Event bus, see ADR-0003 and docs/adr/0002-use-rabbitmq.md\nexport const bus = "ADR-0001"; // ids in strings are not citations\n',
    'src/app.py': '"""Entry point (ADR-0001)."""\nx = "ADR-0004"\n# follows adr-4\n',
    'node_modules/lib/index.js': '// ADR-0001 inside dependencies is ignored\n',
    'packages/web/docs/adr/0001-use-react.md': nygard(1, 'Use React', 'Accepted', '\nDepends on ADR-0002.\n'),
    'packages/web/docs/adr/0002-use-vite.md': nygard(2, 'Use Vite', 'Accepted'),
    'packages/web/src/main.ts': '// see ADR-0002 (Vite)\n',
  });
}

function loaded(fs = workspace(), options) {
  const index = m.createWorkspaceIndex(fs, options);
  index.load();
  return { fs, index };
}

test('discovers several collections and reads only records (no README, templates, node_modules)', () => {
  const { index } = loaded();
  assert.deepEqual(index.collections().map((c) => [c.dir, c.source, c.prefix, c.numberWidth, c.format]), [
    ['docs/adr', 'conventional', 'ADR', 4, 'nygard'],
    ['packages/web/docs/adr', 'conventional', 'ADR', 4, 'nygard'],
  ]);
  assert.deepEqual(index.records().map((r) => r.path), [
    'docs/adr/0001-record-decisions.md', 'docs/adr/0002-use-rabbitmq.md', 'docs/adr/0003-use-kafka.md', 'docs/adr/0004-use-pulsar.md',
    'packages/web/docs/adr/0001-use-react.md', 'packages/web/docs/adr/0002-use-vite.md',
  ]);
  assert.equal(index.classify('docs/adr/README.md'), 'citing');
  assert.equal(index.classify('docs/adr/templates/template.md'), 'ignored');
  assert.equal(index.classify('node_modules/lib/index.js'), 'ignored');
  assert.equal(index.classify('.adr-lens.json'), 'config');
  assert.equal(index.classify('docs/adr/0009-new.md'), 'record');
  assert.equal(index.recordsByKey('adr-1').length, 2, 'same key in two collections');
});

test('citations in code comments only; ids resolve within the nearest collection', () => {
  const { index } = loaded();
  const bus = index.citingDocument('src/events/bus.ts');
  assert.deepEqual(bus.references.map((r) => r.text), ['ADR-0003', 'docs/adr/0002-use-rabbitmq.md'], 'ids in strings are not citations');
  assert.deepEqual(index.citingDocument('src/app.py').references.map((r) => r.text), ['ADR-0001', 'adr-4'], 'docstring and # comment, not the string');
  const web = index.citingDocument('packages/web/src/main.ts').references[0];
  assert.equal(index.resolve(web, 'packages/web/src/main.ts').path, 'packages/web/docs/adr/0002-use-vite.md');
  const react = index.recordByPath('packages/web/docs/adr/0001-use-react.md');
  assert.equal(index.resolve(react.relations[0], react.path).path, 'packages/web/docs/adr/0002-use-vite.md', 'same collection first');
  assert.equal(index.resolve(bus.references[1], bus.path).path, 'docs/adr/0002-use-rabbitmq.md', 'root-relative path in a code comment');
  assert.equal(index.lookup('ADR-3').path, 'docs/adr/0003-use-kafka.md');
  assert.equal(index.lookup('adr-0003').path, 'docs/adr/0003-use-kafka.md');
  assert.equal(index.lookup('3').path, 'docs/adr/0003-use-kafka.md');
  assert.equal(index.lookup('docs/adr/0003-use-kafka.md').key, 'adr-3');
});

test('citationsOf lists records and documents, by id and by link', () => {
  const { index } = loaded();
  const kafka = index.lookup('ADR-0003');
  assert.deepEqual(index.citationsOf(kafka).map((c) => `${c.path}:${c.reference.range.start.line}`), [
    'docs/adr/0002-use-rabbitmq.md:6',
    'docs/adr/0004-use-pulsar.md:8',
    'src/events/bus.ts:0',
  ]);
  const rabbit = index.lookup('ADR-0002');
  assert.ok(index.citationsOf(rabbit).some((c) => c.path === 'src/events/bus.ts' && c.reference.kind === 'link'));
  assert.ok(index.citationsOf(rabbit).some((c) => c.fromRecord?.key === 'adr-3'));
});

test('supersede chain: explicit "superseded by", then the implicit "B supersedes A"; cycles stop', () => {
  const { fs, index } = loaded();
  const chain = index.supersedeChain(index.lookup('ADR-0002'));
  assert.deepEqual(chain.chain.map((r) => r.id), ['ADR-0003', 'ADR-0004']);
  assert.equal(chain.current.id, 'ADR-0004');
  assert.equal(chain.cycle, false);
  assert.equal(index.supersedeChain(index.lookup('ADR-0001')).current.id, 'ADR-0001');
  fs.set('docs/adr/0004-use-pulsar.md', nygard(4, 'Use Pulsar', 'Superseded by ADR-0002'));
  index.update('docs/adr/0004-use-pulsar.md');
  fs.set('docs/adr/0003-use-kafka.md', nygard(3, 'Use Kafka', 'Superseded by ADR-0004'));
  index.update('docs/adr/0003-use-kafka.md');
  const looped = index.supersedeChain(index.lookup('ADR-0002'));
  assert.equal(looped.cycle, true);
  assert.ok(looped.chain.length <= 3);
});

test('a conditional supersede does not end the old decision', () => {
  const fs = memoryFs({
    'docs/adr/0001-a.md': nygard(1, 'A', 'Accepted'),
    'docs/adr/0002-b.md': '# 2. B\n\n## Status\n\nProposed (supersedes ADR-0001 when accepted)\n',
  });
  const { index } = loaded(fs);
  assert.equal(index.supersedeChain(index.lookup('ADR-1')).current.id, 'ADR-0001');
});

test('update: affected = the file, what it cites before and after, and who cites it', () => {
  const { fs, index } = loaded();
  const path = 'docs/adr/0001-record-decisions.md';
  const text = nygard(1, 'Record decisions', 'Accepted', '\nRelates to ADR-0004.\n');
  const u = index.update(path, text);
  assert.deepEqual(u.affected, ['docs/adr/0001-record-decisions.md', 'docs/adr/0004-use-pulsar.md', 'docs/adr/README.md', 'packages/web/docs/adr/0001-use-react.md', 'src/app.py']);
  assert.equal(u.recordsChanged, true, 'a relation was added');
  assert.ok(index.citationsOf(index.lookup('ADR-4')).some((c) => c.path === path), 'citationsOf follows the edit');
  assert.equal(index.text(path), text, 'editor text is what the index holds');
  const again = index.update(path, text.replace('Text.', 'More text.'));
  assert.equal(again.recordsChanged, false, 'prose edits do not refresh trees');
  const removed = index.update(path, nygard(1, 'Record decisions', 'Accepted'));
  assert.ok(removed.affected.includes('docs/adr/0004-use-pulsar.md'), 'the old target is affected too');
  assert.ok(!index.citationsOf(index.lookup('ADR-4')).some((c) => c.path === path));
  void fs;
});

test('update of a citing document and of new files; remove', () => {
  const { fs, index } = loaded();
  const u = index.update('src/events/bus.ts', '// now ADR-0001\n');
  assert.deepEqual(u.affected, ['src/events/bus.ts']);
  assert.equal(index.citationsOf(index.lookup('ADR-3')).some((c) => c.path === 'src/events/bus.ts'), false);
  fs.set('docs/adr/0005-use-nats.md', nygard(5, 'Use NATS', 'Accepted', '\nSupersedes ADR-0004\n'));
  const added = index.update('docs/adr/0005-use-nats.md');
  assert.equal(added.recordsChanged, true);
  assert.ok(added.affected.includes('docs/adr/0004-use-pulsar.md'));
  assert.equal(index.supersedeChain(index.lookup('ADR-2')).current.id, 'ADR-0005');
  fs.delete('docs/adr/0003-use-kafka.md');
  const gone = index.remove('docs/adr/0003-use-kafka.md');
  assert.ok(gone.affected.includes('docs/adr/0002-use-rabbitmq.md') && gone.affected.includes('docs/adr/0004-use-pulsar.md'));
  assert.equal(index.lookup('ADR-3'), undefined);
  assert.equal(index.exists('docs/adr/0003-use-kafka.md'), false);
  assert.equal(index.exists('src/events'), true);
  fs.delete('src/events/bus.ts');
  const code = index.remove('src/events/bus.ts');
  assert.ok(code.affected.includes('docs/adr/0004-use-pulsar.md'), 'the record naming that code path is re-judged');
});

test('.adr-dir, .log4brains.yml and configured globs find collections', () => {
  const adrTools = loaded(memoryFs({ '.adr-dir': 'architecture/records\n', 'architecture/records/0001-a.md': nygard(1, 'A', 'Accepted') })).index;
  assert.deepEqual(adrTools.collections().map((c) => [c.dir, c.source]), [['architecture/records', 'adr-dir']]);
  const l4b = loaded(memoryFs({ '.log4brains.yml': 'project:\n  name: x\n  adrFolder: ./kb/adr\n', 'kb/adr/20240101-a.md': '# A\n\n- Status: accepted\n- Tags: x\n' })).index;
  assert.deepEqual(l4b.collections().map((c) => [c.dir, c.source, c.format]), [['kb/adr', 'log4brains', 'log4brains']]);
  const configured = loaded(memoryFs({ '.adr-lens.json': '{"collections": ["services/*/rfcs"], "idPrefixes": ["RFC", "ADR"]}', 'services/a/rfcs/RFC-001-x.md': '# RFC-001: X\n\n**Status:** Accepted\n', 'docs/adr/0001-y.md': nygard(1, 'Y', 'Accepted') })).index;
  assert.deepEqual(configured.collections().map((c) => [c.dir, c.source, c.prefix, c.numberWidth]), [['services/a/rfcs', 'config', 'RFC', 3]]);
  assert.equal(configured.records()[0].id, 'RFC-001');
  assert.equal(configured.records()[0].key, 'rfc-1');
});

test('bad files: too large and binary records are listed with a problem, not parsed', () => {
  const fs = memoryFs({
    '.adr-lens.json': '{"maxFileSize": 2000}',
    'docs/adr/0001-big.md': `# 1. Big\n\n${'x'.repeat(5000)}\n`,
    'docs/adr/0002-bin.md': new Uint8Array([35, 0, 1]),
    'docs/adr/0003-ok.md': nygard(3, 'Ok', 'Accepted'),
  });
  const { index } = loaded(fs);
  const [big, bin, ok] = index.records();
  assert.equal(big.problems[0].code, 'file-too-large');
  assert.equal(big.skipped, true);
  assert.equal(bin.problems[0].code, 'binary-file');
  assert.equal(ok.lifecycle, 'accepted');
});

test('a symlink loop on disk does not hang the walk', (t) => {
  const root = mkdtempSync(join(tmpdir(), 'adr-lens-loop-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'docs/adr'), { recursive: true });
  writeFileSync(join(root, 'docs/adr/0001-a.md'), nygard(1, 'A', 'Accepted'));
  symlinkSync(join(root, 'docs'), join(root, 'docs/adr/loop'));
  symlinkSync(root, join(root, 'up'));
  const index = m.createWorkspaceIndex(m.createNodeFs(root));
  index.load();
  assert.deepEqual(index.records().map((r) => r.path), ['docs/adr/0001-a.md']);
});

test('load and queries honour cancellation', () => {
  const index = m.createWorkspaceIndex(workspace());
  assert.throws(() => index.load({ aborted: true }), /cancelled/);
});
