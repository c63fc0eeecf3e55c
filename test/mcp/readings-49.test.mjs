// The workspace config's own status words in the MCP tools' status filters (bed 49I: a user's .adr-lens.json).
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { serverBundle, servedFiles } from './mcp-client.mjs';

const nygard = (n, title, status) => `# ${n}. ${title}\n\nDate: 2024-01-0${n}\n\n## Status\n\n${status}\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;

describe('status filters with the config\'s words', { skip: !existsSync(serverBundle) && 'dist/mcp-server.js not built' }, () => {
  let served;
  before(async () => {
    served = await servedFiles(
      {
        '.adr-lens.json': JSON.stringify({ statuses: { sanctioned: 'accepted', retired: 'superseded' } }),
        'docs/adr/0001-use-go.md': nygard(1, 'Use Go', 'Sanctioned'),
        'docs/adr/0002-use-rest.md': nygard(2, 'Use REST', 'Retired'),
      },
      'adr-lens-mcp-49-',
    );
  });
  after(async () => served?.close());

  it('list_decisions and search_decisions read "retired" and "sanctioned" as the config maps them', async () => {
    const { client } = served.conn;
    const retired = await client.callTool({ name: 'list_decisions', arguments: { status: 'retired' } });
    assert.deepEqual(retired.structuredContent.decisions.map((d) => d.id), ['ADR-0002']);
    const sanctioned = await client.callTool({ name: 'list_decisions', arguments: { status: 'Sanctioned' } });
    assert.equal(sanctioned.isError, undefined);
    assert.deepEqual(sanctioned.structuredContent.decisions.map((d) => d.id), ['ADR-0001']);
    const found = await client.callTool({ name: 'search_decisions', arguments: { query: 'Go', status: 'sanctioned' } });
    assert.deepEqual(found.structuredContent.results.map((r) => r.decision.id), ['ADR-0001']);
  });
});
