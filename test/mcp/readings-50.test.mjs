// Shapes met in the fiftieth session's readings of real repositories, through the MCP server.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { serverBundle, servedFiles } from './mcp-client.mjs';

const nygard = (n, title, status) => `# ${n}. ${title}\n\nDate: 2024-01-0${n}\n\n## Status\n\n${status}\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;

describe('draft_decision in a workspace of two collections with the same ids', { skip: !existsSync(serverBundle) && 'dist/mcp-server.js not built' }, () => {
  let served;
  before(async () => {
    served = await servedFiles(
      {
        'api/doc/adr/0001-use-rest.md': nygard(1, 'Use REST', 'Accepted'),
        'api/doc/adr/0002-store-projections.md': nygard(2, 'Store projections', 'Accepted'),
        'logstream/doc/adr/0001-use-kafka.md': nygard(1, 'Use Kafka', 'Accepted'),
        'logstream/doc/adr/0002-archive-logs.md': nygard(2, 'Archive logs', 'Accepted'),
      },
      'adr-lens-mcp-50-',
    );
  });
  after(async () => served?.close());

  it('advises a command that writes into the collection drafted for and supersedes the record drafted against', async () => {
    const result = await served.conn.client.getPrompt({ name: 'draft_decision', arguments: { title: 'Move log archives to S3', collection: 'logstream/doc/adr', supersedes: 'ADR-0002' } });
    const t = result.messages[0].content.text;
    assert.match(t, /for logstream\/doc\/adr\/0003-move-log-archives-to-s3\.md/);
    assert.match(t, /`adr-lens new "Move log archives to S3" --supersedes logstream\/doc\/adr\/0002-archive-logs\.md --collection logstream\/doc\/adr`/);
  });
});
