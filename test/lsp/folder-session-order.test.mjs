// The first diagnostics of a document opened while the workspace loads: published as soon as the load ends,
// judging just that document. A buffer that says what the disk says is not an edit, and applying it as one
// would judge the whole workspace first (a quarter of a second on 10,000 records).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { basicRoot, engineModule, sourceModule } from '../engine/engine-helpers.mjs';


const { FolderSession } = sourceModule('language-server/folder-session.ts');
const path = 'docs/adr/0002-use-sqlite-for-storage.md';

/** A session over the basic fixture whose engine records what it was asked, in order, with the publishes. */
function observedSession(buffers) {
  const events = [];
  const host = {
    createEngine(root, sessionConfig) {
      const engine = engineModule.createEngine({ root, sessionConfig });
      return new Proxy(engine, {
        get(target, key) {
          const value = target[key];
          if (typeof value !== 'function') return value;
          return (...args) => {
            if (key === 'update' || key === 'check') events.push(key);
            return value.apply(target, args);
          };
        },
      });
    },
    bufferOf: (uri) => buffers.get(uri),
    publish: (uri, diagnostics) => events.push(`publish ${uri.slice(uri.indexOf('/docs/') + 1)} ${diagnostics.length}`),
    recordsChanged: () => events.push('lenses'),
    log: () => undefined,
    error: (message, err) => events.push(`error ${message} ${err}`),
  };
  const session = new FolderSession('file://' + basicRoot, basicRoot, host);
  return { session, events };
}

test('a document opened before the load, unchanged, is published right after the load without judging the workspace', async () => {
  const uri = 'file://' + join(basicRoot, path);
  const buffers = new Map([[uri, { text: readFileSync(join(basicRoot, path), 'utf8'), version: 1 }]]);
  const { session, events } = observedSession(buffers);
  session.opened(path, uri);
  await new Promise((resolve) => setImmediate(resolve));
  const first = events.findIndex((e) => e.startsWith('publish '));
  assert.ok(first >= 0, `nothing published: ${events.join(' | ')}`);
  assert.match(events[first], /^publish docs\/adr\/0002-use-sqlite-for-storage\.md \d+$/);
  assert.deepEqual(events.slice(0, first), [], `before the first publish: ${events.join(' | ')}`);
  session.dispose();
});

test('a document opened before the load with unsaved changes is judged from the buffer', async () => {
  const uri = 'file://' + join(basicRoot, path);
  const text = readFileSync(join(basicRoot, path), 'utf8') + '\nSee ADR-0999 for more.\n';
  const buffers = new Map([[uri, { text, version: 2 }]]);
  const { session, events } = observedSession(buffers);
  session.opened(path, uri);
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(events[0], 'update', events.join(' | '));
  const engine = session.ready();
  assert.ok(engine.diagnosticsFor(path).some((d) => d.rule === 'unknown-reference' && d.message.includes('ADR-0999')));
  session.dispose();
});

test('lenses refresh when an edit changes what a document cites, not when it only adds prose', async () => {
  const uri = 'file://' + join(basicRoot, path);
  const disk = readFileSync(join(basicRoot, path), 'utf8');
  const buffers = new Map([[uri, { text: disk, version: 1 }]]);
  const { session, events } = observedSession(buffers);
  session.opened(path, uri);
  await new Promise((resolve) => setImmediate(resolve));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 120));
  await settle();
  events.length = 0;
  buffers.set(uri, { text: `${disk}\nJust more words.\n`, version: 2 });
  session.changed(path);
  await settle();
  assert.ok(!events.includes('lenses'), events.join(' | '));
  buffers.set(uri, { text: `${disk}\nJust more words, and ADR-0001.\n`, version: 3 });
  session.changed(path);
  await settle();
  assert.ok(events.includes('lenses'), events.join(' | '));
  session.dispose();
});
