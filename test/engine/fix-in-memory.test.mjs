// The editor's workspace-wide fix plans the passes of `check --fix` in memory and sends one edit: EditComposer turns
// the passes into edits on the text before the first, and planWorkspaceFixes runs the passes on the engine and
// hands it back the texts it held.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { engineModule } from './engine-helpers.mjs';
import { tempDir } from '../temp-dir.mjs';

const { EditComposer, applyEditsToText, createEngine, fixWorkspace, planWorkspaceFixes } = engineModule;

const at = (line, character) => ({ line, character });
const edit = (sl, sc, el, ec, newText) => ({ path: 'f.md', range: { start: at(sl, sc), end: at(el, ec) }, newText });

function composed(original, passes) {
  const composer = new EditComposer(original);
  for (const pass of passes) composer.apply(pass, 'f.md');
  return { text: composer.text, edits: composer.edits('f.md') };
}

describe('EditComposer', () => {
  test('a pass that rewrites what an earlier pass wrote becomes one edit of the original', () => {
    const { text, edits } = composed('## Status\n\nAcepted\n', [[edit(2, 0, 2, 7, 'Accepted')], [edit(2, 0, 2, 8, 'Superseded by ADR-2')]]);
    assert.equal(text, '## Status\n\nSuperseded by ADR-2\n');
    assert.deepEqual(edits, [edit(2, 0, 2, 7, 'Superseded by ADR-2')]);
  });

  test('an edit right after an earlier insertion joins it; edits elsewhere stay as they were', () => {
    // "#7. Title": the missing space, then the number behind it.
    const { text, edits } = composed('#7. Title\n\nBody\n', [[edit(0, 1, 0, 1, ' '), edit(2, 0, 2, 4, 'Text')], [edit(0, 2, 0, 3, '3')]]);
    assert.equal(text, '# 3. Title\n\nText\n');
    assert.deepEqual(edits, [edit(0, 1, 0, 2, ' 3'), edit(2, 0, 2, 4, 'Text')]);
  });

  test('a single pass comes back as its own edits', () => {
    const pass = [edit(0, 0, 0, 1, 'X'), edit(1, 2, 1, 2, 'inserted')];
    assert.deepEqual(composed('abc\ndef\n', [pass]).edits, pass);
  });

  test('new lines take the text\'s line ending, and positions count CRLF and lone CR as one break', () => {
    const crlf = composed('a\r\nb\r\nc\r\n', [[edit(1, 0, 1, 1, 'B\nB')], [edit(3, 1, 3, 1, 'D')]]);
    assert.equal(crlf.text, 'a\r\nB\r\nB\r\ncD\r\n');
    assert.deepEqual(crlf.edits, [edit(1, 0, 1, 1, 'B\r\nB'), edit(2, 1, 2, 1, 'D')]);
    const cr = composed('a\rb\rc\r', [[edit(1, 0, 1, 1, 'B')], [edit(2, 1, 2, 1, 'C')]]);
    assert.equal(cr.text, 'a\rB\rcC\r');
    assert.equal(applyEditsToText('a\rb\rc\r', cr.edits), cr.text);
  });

  test('any passes compose to edits that give the same text (random passes)', () => {
    let seed = 7;
    const random = (n) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return Math.floor((seed / 2147483648) * n); // the high bits: the low ones of this generator repeat early
    };
    const pieces = ['', 'a', 'bc', '\n', 'xyz\n', ' ', 'é'];
    for (let round = 0; round < 2000; round++) {
      const original = Array.from({ length: 1 + random(8) }, () => pieces[random(pieces.length)]).join('');
      const composer = new EditComposer(original);
      for (let pass = 0; pass < 1 + random(4); pass++) {
        // Non-overlapping offsets into the current text, as positions.
        const current = composer.text;
        const cuts = Array.from({ length: 2 * random(3) }, () => random(current.length + 1)).sort((x, y) => x - y);
        const edits = [];
        for (let i = 0; i + 1 < cuts.length; i += 2) {
          if (i > 0 && cuts[i] === cuts[i - 1]) continue; // two edits meeting at a point are not one pass's
          edits.push({ path: 'f.md', range: { start: positionIn(current, cuts[i]), end: positionIn(current, cuts[i + 1]) }, newText: pieces[random(pieces.length)] });
        }
        const expected = applyEditsToText(current, edits);
        assert.equal(composer.apply(edits, 'f.md'), expected);
      }
      const edits = composer.edits('f.md');
      assert.equal(applyEditsToText(original, edits), composer.text, JSON.stringify({ original, edits }));
    }
  });
});

function positionIn(text, offset) {
  const before = text.slice(0, offset).split('\n');
  return at(before.length - 1, before.at(-1).length);
}

const nygard = (n, title, status) =>
  `# ${n}. ${title}\n\nDate: 2025-01-0${n}\n\n## Status\n\n${status}\n\n## Context\n\nWhy.\n\n## Decision\n\nWe will.\n\n## Consequences\n\nSome.\n`;

function workspace(files) {
  const root = tempDir('adr-lens-fix-memory-');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('planWorkspaceFixes', () => {
  const files = {
    'docs/adr/0001-use-rabbitmq.md': nygard(1, 'Use RabbitMQ', 'Acepted'),
    'docs/adr/0002-use-kafka.md': nygard(2, 'Use Kafka', 'Accepted\n\nSupersedes [ADR-0001](0001-use-rabbitmq.md)'),
    'docs/adr/0003-log-as-json.md': nygard(3, 'Log as JSON', 'Accepted').replace('# 3.', '#7.'),
  };

  test('plans what fixWorkspace writes, and leaves the engine and the disk as they were', () => {
    const onDisk = workspace(files);
    const cli = createEngine({ root: onDisk });
    cli.load();
    const written = fixWorkspace(cli, {});
    const root = workspace(files);
    const engine = createEngine({ root });
    engine.load();
    const before = JSON.stringify(engine.check());
    const planned = planWorkspaceFixes(engine, { bufferOf: () => undefined });
    assert.equal(planned.findings, written.findings);
    assert.deepEqual(planned.files, written.files);
    assert.equal(planned.left, 0);
    for (const [path, text] of Object.entries(files)) {
      const mine = planned.edits.filter((e) => e.path === path);
      assert.equal(applyEditsToText(text, mine), readFileSync(join(onDisk, path), 'utf8'), path);
      assert.equal(readFileSync(join(root, path), 'utf8'), text, path);
    }
    assert.equal(JSON.stringify(engine.check()), before);
  });

  test('a finding that comes back after its fix is not fixed again, and is counted as left', () => {
    const root = workspace({ 'f.md': 'text\n' });
    // A fix that never settles its finding (a rule bug): inserting "x" on every pass would grow the file each time.
    const texts = new Map();
    const fake = {
      root,
      update: (path, text) => (texts.set(path, text), { diagnosticsChanged: [], recordsChanged: false, citationsChanged: false }),
      check: () => [
        {
          path: 'f.md',
          ruleId: 'stubborn',
          message: 'still here',
          severity: 'warning',
          range: { start: at(0, 0), end: at(0, 0) },
          fixes: [{ title: 'x', mechanical: true, edits: [{ path: 'f.md', range: { start: at(0, 0), end: at(0, 0) }, newText: 'x' }] }],
        },
      ],
    };
    const planned = planWorkspaceFixes(fake, { bufferOf: (path) => (path === 'f.md' ? 'buffer\n' : undefined) });
    assert.equal(planned.findings, 1);
    assert.equal(planned.left, 1);
    assert.equal(applyEditsToText('buffer\n', planned.edits), 'xbuffer\n');
    // Given back the buffer's text once planned.
    assert.equal(texts.get('f.md'), 'buffer\n');
  });
});
