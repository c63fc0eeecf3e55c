// What an agent is told when a filter or a path leaves nothing: the records a status filter left out, the search
// that may still find decisions about code they do not name (readings of the forty-seventh session).
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { serverBundle, servedFiles } from './mcp-client.mjs';

const text = (result) => result.content.map((c) => c.text ?? '').join('\n');

describe('MCP answers that leave nothing out unsaid', { skip: !existsSync(serverBundle) && 'dist/mcp-server.js not built' }, () => {
  let served;
  let conn;
  before(async () => {
    const files = {
      'docs/decisions/2023-01-10-token-refresh/README.md': '# Token refresh\n\nWe refresh access tokens before they expire.\n',
      'docs/decisions/2023-02-11-token-storage/README.md': '# Token storage\n\nTokens are kept in the vault.\n',
      'docs/decisions/2023-03-12-release-workflow/README.md': '# Release workflow\n\n## Status\n\nAccepted\n\nReleases are cut from main.\n',
      'docs/decisions/2023-04-13-logging/README.md': '# Logging\n\n## Status\n\nAccepted\n\nWe log JSON lines.\n',
      'docs/decisions/2023-05-14-listeners/README.md': '# Listeners\n\n## Status\n\nSuperseded by [Distributed listeners](../2023-06-15-distributed-listeners/README.md)\n\nx\n',
      'docs/decisions/2023-06-15-distributed-listeners/README.md': '# Distributed listeners\n\n## Status\n\nProposed\n\nx\n',
      'docs/adr/0001-use-response-dtos.md': '# 1. Use response DTOs\n\nDate: 2022-05-09\n\n## Status\n\nsuperseded by ADR 2 - the headline still applies\n\n## Context\n\nx\n',
      'docs/adr/0002-introduce-read-models.md': '# 2. Introduce read models\n\nDate: 2022-06-09\n\n## Status\n\naccepted\n\n## Context\n\nx\n',
      'docs/adr/0003-logging.md': '# 3. Logging\n\nDate: 2022-07-09\n\n## Status\n\naccepted\n\n## Context\n\nx\n',
      'src/queue/worker.ts': 'export const worker = 1;\n',
    };
    served = await servedFiles(files, 'adr-lens-mcp-47-');
    conn = served.conn;
  });
  after(async () => {
    await served?.close();
  });

  it('list_decisions with status accepted says how many state no status, and how to list them', async () => {
    const result = await conn.client.callTool({ name: 'list_decisions', arguments: { status: 'accepted', collection: 'docs/decisions' } });
    assert.equal(result.structuredContent.decisions.length, 2);
    assert.match(text(result), /2 more state no status and are left out; status "unknown" lists them\./);
    const unknown = await conn.client.callTool({ name: 'list_decisions', arguments: { status: 'unknown', collection: 'docs/decisions' } });
    assert.equal(unknown.structuredContent.decisions.length, 2);
    assert.doesNotMatch(text(unknown), /state no status/);
  });

  it('search_decisions filtered by status says when other statuses match, rather than blaming the words', async () => {
    const result = await conn.client.callTool({ name: 'search_decisions', arguments: { query: 'token', status: 'accepted' } });
    assert.equal(result.structuredContent.results.length, 0);
    assert.match(text(result), /No accepted decisions match "token", though decisions of other statuses do: search without status\./);
    const none = await conn.client.callTool({ name: 'search_decisions', arguments: { query: 'kubernetes', status: 'accepted' } });
    assert.match(text(none), /^No accepted decisions match "kubernetes"\.$/);
  });

  it('a path no record names points to search_decisions, in decisions_for_path and review_change', async () => {
    const result = await conn.client.callTool({ name: 'decisions_for_path', arguments: { path: 'src/queue/worker.ts' } });
    assert.match(text(result), /No decision names src\/queue\/worker\.ts or is cited by it\. Decisions about this code may name no paths: search_decisions for its subject\./);
    const prompt = await conn.client.getPrompt({ name: 'review_change', arguments: { paths: 'src/queue/worker.ts' } });
    assert.match(prompt.messages[0].content.text, /search_decisions for the subject of the change/);
  });

  it('get_decision says a record superseded by a proposal only is still the decision in force, as check_decisions does', async () => {
    const list = await conn.client.callTool({ name: 'list_decisions', arguments: {} });
    const id = list.structuredContent.decisions.find((d) => d.title === 'Listeners').id;
    const successor = list.structuredContent.decisions.find((d) => d.title === 'Distributed listeners').id;
    const result = await conn.client.callTool({ name: 'get_decision', arguments: { id, body: 'none' } });
    assert.match(text(result), new RegExp(`${successor} is only proposed: until it is accepted, ${id} is the decision in force\\.`));
  });

  it('a record superseded in part is labelled so where the filters count it in force', async () => {
    const result = await conn.client.callTool({ name: 'list_decisions', arguments: { collection: 'docs/adr', status: 'accepted' } });
    assert.match(text(result), /^ADR-0001 \[superseded; in force in part\] Use response DTOs/m);
  });
});
