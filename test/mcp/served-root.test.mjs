// The MCP server's workspace when it is settled after start (server/served-root.ts), with stand-in warm engines:
// requests wait for the first settlement, go to the folder served now, and hear why when nothing is served.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sourceModule } from '../engine/engine-helpers.mjs';

const { servedRoot } = sourceModule('server/served-root.ts');

function standIns() {
  const started = [];
  const start = (root) => {
    const listeners = new Set();
    const warm = {
      root,
      closed: false,
      engine: { root },
      fresh: async () => ({ root }),
      ensureLoaded: () => ({ records: 0 }),
      warmInBackground() {},
      startedAt: Date.now(),
      onChange(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      change(change) {
        for (const l of listeners) l(change);
      },
      close() {
        this.closed = true;
      },
    };
    started.push(warm);
    return warm;
  };
  return { started, start };
}

describe('served root', () => {
  it('holds requests until the folder is settled, then serves it', async () => {
    const { started, start } = standIns();
    const served = servedRoot({ start, started: () => {}, log: () => {} });
    let answered;
    const request = served.fresh().then((engine) => (answered = engine.root));
    await new Promise((r) => setTimeout(r, 20));
    assert.equal(answered, undefined, 'no answer before the folder is settled');
    assert.equal(served.settled, false);
    served.settle({ root: '/work/a', note: '' });
    await request;
    assert.equal(answered, '/work/a');
    assert.equal(served.root, '/work/a');
    assert.equal(started.length, 1);
  });

  it('another folder starts a new warm engine, closes the old, and tells listeners everything changed', async () => {
    const { started, start } = standIns();
    const announced = [];
    const served = servedRoot({ start, started: (_warm, root, note) => announced.push(`${root}: ${note}`), log: () => {} });
    const heard = [];
    served.onChange((change) => heard.push(change));
    served.settle({ root: '/work/a', note: 'first' });
    served.settle({ root: '/work/a', note: 'again' });
    assert.equal(started.length, 1, 'the same folder again starts nothing');
    assert.deepEqual(heard, []);
    started[0].change({ recordsChanged: false, paths: ['docs/adr/0001-x.md'], reloaded: false });
    assert.equal(heard.length, 1, 'changes of the engine served reach listeners');
    served.settle({ root: '/work/b', note: 'second' });
    assert.equal(started[0].closed, true);
    assert.equal((await served.fresh()).root, '/work/b');
    assert.deepEqual(heard.at(-1), { recordsChanged: true, paths: [], reloaded: true });
    assert.deepEqual(announced, ['/work/a: first', '/work/b: second']);
    started[0].change({ recordsChanged: true, paths: [], reloaded: false });
    assert.equal(heard.length, 2, 'the closed engine is no longer heard');
  });

  it('refused: every request fails with the reason, logged once; closed: it serves nothing', async () => {
    const { started, start } = standIns();
    const lines = [];
    const served = servedRoot({ start, started: () => {}, log: (line) => lines.push(line) });
    served.settle({ refused: 'ADR Lens does not index /home/me: pass --root.' });
    served.settle({ refused: 'ADR Lens does not index /home/me: pass --root.' });
    await assert.rejects(served.fresh(), /does not index \/home\/me: pass --root/);
    assert.throws(() => served.engine, /does not index/);
    assert.equal(lines.length, 1);
    assert.equal(started.length, 0);
    served.settle({ root: '/work/a', note: '' });
    assert.equal((await served.fresh()).root, '/work/a');
    served.close();
    assert.equal(started[0].closed, true);
    served.settle({ root: '/work/b', note: '' });
    assert.equal(started.length, 1, 'nothing starts after close');
  });
});
