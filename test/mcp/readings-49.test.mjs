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

describe('decisions_for_path quotes what a record decided, and says what it is when it is not a decision', { skip: !existsSync(serverBundle) && 'dist/mcp-server.js not built' }, () => {
  let served;
  before(async () => {
    served = await servedFiles(
      {
        // No Decision section, proposed (DFE-Digital/register-trainee-teachers' ADR 12).
        'docs/adr/0001-rename-widget.md': '# 1. Rename Widget\n\nDate: 2025-09-15\n\n## Status\n\nProposed\n\n## Context\n\nThe term _Widget_ confuses users.\n\n## Essential changes\n\n- Locale files (`config/en.yml`)\n',
        'docs/adr/0002-locales.md': '# 2. One locale file\n\nDate: 2025-09-16\n\n## Status\n\nAccepted\n\n## Context\n\nMany files.\n\n## Decision\n\nAll strings live in `config/en.yml`.\n',
        'docs/adr/0003-plurals.md': '# 3. Plurals\n\nDate: 2025-09-17\n\n## Status\n\nProposed\n\n## Decision\n\nPlurals go in `config/en.yml` too.\n',
        'config/en.yml': 'en: {}\n',
      },
      'adr-lens-mcp-49b-',
    );
  });
  after(async () => served?.close());

  it('"Decided" from a Decision section, "Proposes" for a proposal\'s, "Says" past the metadata of a record without one', async () => {
    const r = await served.conn.client.callTool({ name: 'decisions_for_path', arguments: { path: 'config/en.yml' } });
    const text = r.content.map((c) => c.text).join('\n');
    assert.match(text, /ADR-0002[^\n]*\n {4}Decided: All strings live in `config\/en\.yml`\./);
    assert.match(text, /ADR-0003[^\n]*\n {4}Proposes: Plurals go in `config\/en\.yml` too\./);
    assert.match(text, /ADR-0001[^\n]*\n {4}Says: ## Context The term _Widget_ confuses users\./);
    assert.doesNotMatch(text, /Date: 2025|## Status/);
    const quoted = Object.fromEntries(r.structuredContent.governing.map((d) => [d.decision.id, d.decisionFromSection]));
    assert.deepEqual(quoted, { 'ADR-0001': false, 'ADR-0002': true, 'ADR-0003': true });
  });
});
