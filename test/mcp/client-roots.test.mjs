// The MCP server started without --root (as clients with one global configuration start it: Claude Desktop, Cursor…)
// serves the folder the client shares as its first root, follows the client when its roots change, and never indexes
// the home folder or the whole disk by accident. Driven by the SDK's own Client over stdio, spawned from the bundle.
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ListRootsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { copyFixture, serverBundle, waitFor } from './mcp-client.mjs';
import { sourceModule } from '../engine/engine-helpers.mjs';

const skip = !existsSync(serverBundle) && 'dist/mcp-server.js not built';

/** Spawns the server in `cwd` (HOME as given) and connects a client that lists `roots()` when asked, if it has roots. */
async function connect({ cwd, home = tmpdir(), args = [], roots }) {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [serverBundle, '--no-cache', ...args],
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: home },
    stderr: 'pipe',
  });
  let log = '';
  transport.stderr?.on('data', (chunk) => (log += chunk.toString()));
  const client = new Client({ name: 'roots-test', version: '0.0.0' }, { capabilities: roots ? { roots: { listChanged: true } } : {} });
  if (roots) client.setRequestHandler(ListRootsRequestSchema, async () => ({ roots: await roots() }));
  await client.connect(transport);
  return { client, stderr: () => log, close: () => client.close() };
}

const ids = async (client) => {
  const result = await client.callTool({ name: 'list_decisions', arguments: { limit: 100 } });
  assert.equal(result.isError, undefined, JSON.stringify(result.content));
  return result.structuredContent.decisions.map((d) => d.id).sort();
};

/** A workspace of one record, to tell it from the fixture. */
function oneRecordWorkspace() {
  const dir = mkdtempSync(join(tmpdir(), 'adr-lens-roots-other-'));
  writeFileSync(join(dir, '.adr-lens.json'), JSON.stringify({ collections: ['decisions'] }));
  mkdirSync(join(dir, 'decisions'));
  writeFileSync(join(dir, 'decisions', '0042-use-one-queue.md'), '# 42. Use one queue\n\nDate: 2026-01-05\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n## Decision\n\nOne queue.\n\n## Consequences\n\nFewer moving parts.\n');
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

describe('MCP server without --root: the client\'s roots', { skip }, () => {
  const cleanups = [];
  after(() => cleanups.forEach((c) => c()));
  const temp = (prefix) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };

  it('serves the first folder root, and follows the client when its roots change', async () => {
    const fixture = copyFixture('basic');
    const other = oneRecordWorkspace();
    cleanups.push(fixture.cleanup, other.cleanup);
    let roots = [{ uri: pathToFileURL(fixture.dir).href, name: 'basic' }];
    // Started in an empty folder: what it serves comes from the roots, not from where it runs.
    const conn = await connect({ cwd: temp('adr-lens-roots-cwd-'), roots: () => roots });
    try {
      const first = await ids(conn.client);
      assert.ok(first.length >= 6 && first.includes('ADR-0005'), first.join());
      assert.match(conn.stderr(), new RegExp(`serving the client's root ${fixture.dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

      roots = [{ uri: pathToFileURL(other.dir).href }, { uri: pathToFileURL(fixture.dir).href }];
      await conn.client.sendRootsListChanged();
      await waitFor(async () => (await ids(conn.client)).join() === 'ADR-0042', { timeoutMs: 15000, what: 'the new root served' });
      assert.match(conn.stderr(), /1 more root not served/);
      const found = await conn.client.callTool({ name: 'get_decision', arguments: { id: 'ADR-42' } });
      assert.equal(found.structuredContent.decision.decision.title, 'Use one queue');
    } finally {
      await conn.close();
    }
  });

  it('when the roots change while the client is still answering the first ask, the last answer decides', async () => {
    const fixture = copyFixture('basic');
    const other = oneRecordWorkspace();
    cleanups.push(fixture.cleanup, other.cleanup);
    let calls = 0;
    const transportRoots = async () => {
      calls++;
      // The first answer (the fixture) comes late, after the second (the other workspace).
      if (calls === 1) await new Promise((r) => setTimeout(r, 1500));
      return calls === 1 ? [{ uri: pathToFileURL(fixture.dir).href }] : [{ uri: pathToFileURL(other.dir).href }];
    };
    const conn = await connect({ cwd: temp('adr-lens-roots-cwd-'), roots: transportRoots });
    try {
      await conn.client.sendRootsListChanged();
      assert.deepEqual(await ids(conn.client), ['ADR-0042']);
      await new Promise((r) => setTimeout(r, 2000));
      assert.deepEqual(await ids(conn.client), ['ADR-0042'], 'the late first answer did not take over');
      assert.equal(calls, 2);
    } finally {
      await conn.close();
    }
  });

  it('leaves out the whole disk, the home folder and missing folders, and serves the next root', async () => {
    const fixture = copyFixture('basic');
    cleanups.push(fixture.cleanup);
    const home = temp('adr-lens-roots-home-');
    const roots = [
      { uri: 'file:///' },
      { uri: pathToFileURL(home).href },
      { uri: pathToFileURL(join(home, 'gone')).href },
      { uri: pathToFileURL(fixture.dir).href },
    ];
    const conn = await connect({ cwd: home, home, roots: () => roots });
    try {
      assert.ok((await ids(conn.client)).includes('ADR-0005'));
      const log = conn.stderr();
      assert.match(log, /left out \/ \(the root of the file system\), /);
      assert.match(log, /\(your home folder\)/);
      assert.match(log, /gone \(not a readable folder\)/);
    } finally {
      await conn.close();
    }
  });

  it('a client whose roots do not validate gets the current directory, told in one line', async () => {
    const fixture = copyFixture('basic');
    cleanups.push(fixture.cleanup);
    // The protocol allows file: roots only; the SDK rejects the whole answer.
    const conn = await connect({ cwd: fixture.dir, roots: () => [{ uri: 'https://example.com/repo' }] });
    try {
      assert.ok((await ids(conn.client)).includes('ADR-0005'));
      assert.match(conn.stderr(), /the client did not list its roots \(its answer is not a list of roots\); serving the current directory/);
    } finally {
      await conn.close();
    }
  });

  it('a client without roots gets the current directory', async () => {
    const fixture = copyFixture('basic');
    cleanups.push(fixture.cleanup);
    const conn = await connect({ cwd: fixture.dir });
    try {
      assert.ok((await ids(conn.client)).includes('ADR-0005'));
      assert.match(conn.stderr(), /the client shares no roots; serving the current directory/);
    } finally {
      await conn.close();
    }
  });

  it('started in the home folder by a client without roots, it indexes nothing and every call says what to do', async () => {
    const home = temp('adr-lens-roots-home-');
    // A record in the home folder must not be read: the folder is not a project.
    mkdirSync(join(home, 'docs', 'adr'), { recursive: true });
    writeFileSync(join(home, 'docs', 'adr', '0001-x.md'), '# 1. X\n\n## Status\n\nAccepted\n');
    const conn = await connect({ cwd: home, home });
    try {
      const result = await conn.client.callTool({ name: 'list_decisions', arguments: {} });
      assert.equal(result.isError, true);
      const text = result.content.map((c) => c.text).join('\n');
      assert.match(text, /does not index .*: it is your home folder, and the client shares no roots/);
      assert.match(text, /--root DIR/);
      // Tools are still listed: the client can show the server, and its answer says why it serves nothing.
      assert.ok((await conn.client.listTools()).tools.length >= 7);
    } finally {
      await conn.close();
    }
  });

  it('with --root, the client\'s roots are not asked for', async () => {
    const fixture = copyFixture('basic');
    const other = oneRecordWorkspace();
    cleanups.push(fixture.cleanup, other.cleanup);
    let asked = 0;
    const conn = await connect({
      cwd: temp('adr-lens-roots-cwd-'),
      args: ['--root', fixture.dir],
      roots: () => {
        asked++;
        return [{ uri: pathToFileURL(other.dir).href }];
      },
    });
    try {
      assert.ok((await ids(conn.client)).includes('ADR-0005'));
      assert.equal(asked, 0);
    } finally {
      await conn.close();
    }
  });

  it('over HTTP, started in the home folder without --root, it refuses to start and says how', () => {
    const home = temp('adr-lens-roots-home-');
    const run = spawnSync(process.execPath, [serverBundle, '--http', '--port', '0', '--no-cache'], { cwd: home, env: { PATH: process.env.PATH ?? '', HOME: home }, encoding: 'utf8', timeout: 20000 });
    assert.equal(run.status, 2, run.stderr);
    assert.match(run.stderr, /refusing to serve .*: it is your home folder\. Give the project folder with --root DIR/);
  });
});

describe('choosing among a client\'s roots', () => {
  const roots = sourceModule('server/client-roots.ts');

  it('takes the first readable local folder, saying what it left out', () => {
    const isDirectory = (p) => p === '/work/a' || p === '/work/b';
    assert.deepEqual(roots.firstServableRoot([{ uri: 'file:///work/missing' }, { uri: 'file:///work/a' }, { uri: 'file:///work/b' }], isDirectory), {
      root: '/work/a',
      skipped: ['/work/missing (not a readable folder)'],
    });
    assert.equal(roots.firstServableRoot([{ uri: 'file:///' }, { uri: 'vscode-vfs://github/x/y' }], () => true), undefined);
    assert.equal(roots.firstServableRoot([], isDirectory), undefined);
  });

  it('the current directory as the fallback, unless it is the whole disk', () => {
    assert.deepEqual(roots.currentDirectoryChoice('/work/a', 'the client shares no roots'), { root: '/work/a', note: 'the client shares no roots; serving the current directory' });
    assert.match(roots.currentDirectoryChoice('/', 'the client shares no roots').refused, /does not index \/: it is the root of the file system, and the client shares no roots\. Start the server with --root DIR/);
  });
});
