// After any sequence of edits, the incremental engine's diagnostics equal a fresh load's over the same files.
// Edits that leave a record's signature alone (prose, a new citation) re-judge only that record; the others
// (status, title, relations) re-judge its dependents: both must end where a fresh load does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { copyOfFixture, engineModule } from './engine-helpers.mjs';

const KINDS = ['prose', 'citation', 'status', 'title', 'supersede', 'unknown', 'drop-relations', 'drop-status'];

for (const seed of [1, 2, 3]) {
  test(`seed ${seed}: 40 random edits, each followed by a comparison with a fresh load`, () => {
    const root = copyOfFixture('basic');
    const engine = engineModule.createEngine({ root });
    engine.load();
    engine.check();
    let state = seed;
    const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
    const records = engine.records();
    for (let i = 0; i < 40; i++) {
      const record = records[Math.floor(random() * records.length)];
      const other = records[Math.floor(random() * records.length)];
      const kind = KINDS[Math.floor(random() * KINDS.length)];
      const file = join(root, record.path);
      let text = readFileSync(file, 'utf8');
      if (kind === 'prose') text += '\nMore words.\n';
      else if (kind === 'citation') text += `\nSee ${other.id} too.\n`;
      else if (kind === 'status') text = text.replace(/\b(Accepted|Proposed|Superseded|Deprecated)\b/, (m) => (m === 'Accepted' ? 'Deprecated' : 'Accepted'));
      else if (kind === 'title') text = text.replace(/^(#[^\n]*)/m, '$1 revised');
      else if (kind === 'supersede') text += `\nSupersedes ${other.id}\n`;
      else if (kind === 'unknown') text += `\nCites ADR-09${i}1, which nobody wrote.\n`;
      else if (kind === 'drop-status') text = text.replace(/^## Status\s*\n+[^\n#]*\n/m, '').replace(/^\W*Status\W*:.*$/gim, '');
      else text = text.replace(/^.*\b(Supersedes|Superseded by|Amends|Relates to)\b.*$/gm, '');
      writeFileSync(file, text);
      // Half the edits arrive as an editor's buffer, half as a change on disk.
      if (i % 2) engine.update(record.path, text);
      else engine.update(record.path);
      const fresh = engineModule.createEngine({ root });
      fresh.load();
      assert.deepEqual(engine.check(), fresh.check(), `after edit ${i} (${kind}) of ${record.path}`);
    }
  });
}

test('an image a record links to appearing or going on disk re-judges the record (its broken-link finding follows)', () => {
  const root = copyOfFixture('basic');
  const engine = engineModule.createEngine({ root });
  engine.load();
  const record = engine.records()[0].path;
  const file = join(root, record);
  writeFileSync(file, `${readFileSync(file, 'utf8')}\n![diagram](./img/flow.png)\n`);
  engine.update(record);
  const broken = () => engine.diagnosticsFor(record).some((d) => d.rule === 'broken-link' && d.message.includes('flow.png'));
  assert.ok(broken(), 'missing at first');
  mkdirSync(join(root, dirname(record), 'img'));
  writeFileSync(join(root, dirname(record), 'img', 'flow.png'), 'png');
  const created = engine.update(`${dirname(record)}/img/flow.png`);
  assert.ok(created.diagnosticsChanged.includes(record));
  assert.ok(!broken(), 'found once written');
  rmSync(join(root, dirname(record), 'img'), { recursive: true });
  engine.remove(`${dirname(record)}/img/flow.png`);
  assert.ok(broken(), 'missing again once removed');
});
