// Resource notifications over stdio and Streamable HTTP, seen by the SDK's own Client: the server says when its
// resource list is out of date (records came, went or were retitled) and when a resource the client subscribed to
// changed on disk; a client that did not subscribe hears only of the list.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, existsSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ResourceListChangedNotificationSchema, ResourceUpdatedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { connectHttp, connectStdio, copyFixture, serverBundle, startHttpServer, waitFor } from './mcp-client.mjs';

const skip = !existsSync(serverBundle) && 'dist/mcp-server.js not built';

/** Records the notifications a client receives. */
function listen(client) {
  const heard = { listChanged: 0, updated: [] };
  client.setNotificationHandler(ResourceListChangedNotificationSchema, () => void heard.listChanged++);
  client.setNotificationHandler(ResourceUpdatedNotificationSchema, (n) => void heard.updated.push(n.params.uri));
  return heard;
}

const NEW_RECORD = 'docs/adr/0007-log-every-request.md';

describe('MCP resource notifications over stdio', { skip }, () => {
  let ws;
  let conn;
  let heard;
  before(async () => {
    ws = copyFixture('basic');
    conn = await connectStdio({ root: ws.dir });
    heard = listen(conn.client);
    // Loaded and watching: a first answer.
    await conn.client.callTool({ name: 'list_decisions', arguments: {} });
  });
  after(async () => {
    await conn?.close();
    ws?.cleanup();
  });

  it('declares subscriptions and list changes', () => {
    assert.deepEqual(conn.client.getServerCapabilities().resources, { subscribe: true, listChanged: true });
  });

  it('a record edited on disk: its subscribers hear that it changed, others do not; the list is as it was', async () => {
    await conn.client.subscribeResource({ uri: 'adr://decisions/ADR-0005' });
    await conn.client.subscribeResource({ uri: 'adr://decisions/ADR-0003' });
    const listBefore = heard.listChanged;
    appendFileSync(join(ws.dir, 'docs/adr/0005-use-postgresql-for-storage.md'), '\nA sentence added by hand.\n');
    await waitFor(() => heard.updated.includes('adr://decisions/ADR-0005'), { what: 'resources/updated for ADR-0005' });
    assert.ok(!heard.updated.includes('adr://decisions/ADR-0003'), heard.updated.join());
    assert.equal(heard.listChanged, listBefore, 'a body edit leaves the list as it was');
    const read = await conn.client.readResource({ uri: 'adr://decisions/ADR-0005' });
    assert.match(read.contents[0].text, /A sentence added by hand/);
  });

  it('a new record, a retitled one and a deleted one change the list; the index subscriber hears of each', async () => {
    await conn.client.subscribeResource({ uri: 'adr://index' });
    let before = heard.listChanged;
    writeFileSync(join(ws.dir, NEW_RECORD), '# 7. Log every request\n\nDate: 2026-12-02\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n');
    await waitFor(() => heard.listChanged > before, { what: 'list_changed after a new record' });
    await waitFor(() => heard.updated.includes('adr://index'), { what: 'resources/updated for the index' });
    const { resources } = await conn.client.listResources();
    assert.ok(resources.some((r) => r.uri === 'adr://decisions/ADR-0007'), 'the new record is listed');

    before = heard.listChanged;
    const file = join(ws.dir, 'docs/adr/0003-expose-a-rest-api.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^# 3\. .*$/m, '# 3. Expose a GraphQL API'));
    await waitFor(() => heard.listChanged > before, { what: 'list_changed after a new title' });
    await waitFor(() => heard.updated.includes('adr://decisions/ADR-0003'), { what: 'resources/updated for the retitled record' });

    before = heard.listChanged;
    heard.updated.length = 0;
    await conn.client.unsubscribeResource({ uri: 'adr://index' });
    unlinkSync(join(ws.dir, NEW_RECORD));
    await waitFor(() => heard.listChanged > before, { what: 'list_changed after a deletion' });
    assert.ok(!heard.updated.includes('adr://index'), 'unsubscribed: no more updates of the index');
  });
});

describe('MCP resource notifications over Streamable HTTP', { skip }, () => {
  let ws;
  let server;
  before(async () => {
    ws = copyFixture('basic');
    server = await startHttpServer({ root: ws.dir });
  });
  after(async () => {
    await server?.stop();
    ws?.cleanup();
  });

  it('each session hears of its own subscriptions; a closed session is left alone', async () => {
    const a = await connectHttp(server.baseUrl);
    const b = await connectHttp(server.baseUrl);
    const gone = await connectHttp(server.baseUrl);
    try {
      const heardA = listen(a.client);
      const heardB = listen(b.client);
      await a.client.subscribeResource({ uri: 'adr://decisions/ADR-0006' });
      await gone.client.subscribeResource({ uri: 'adr://decisions/ADR-0006' });
      await gone.close();
      await a.client.callTool({ name: 'list_decisions', arguments: {} });
      appendFileSync(join(ws.dir, 'docs/adr/0006-rate-limit-the-api.md'), '\nOne more line.\n');
      await waitFor(() => heardA.updated.includes('adr://decisions/ADR-0006'), { what: 'resources/updated in session A' });
      assert.deepEqual(heardB.updated, [], 'B did not subscribe');
      // The server still serves after notifying (no write to the closed session broke it).
      const listed = await b.client.callTool({ name: 'list_decisions', arguments: {} });
      assert.equal(listed.isError, undefined);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
