// The import boundaries of DESIGN.md, held by scripts/check-boundaries.mjs: engine/ imports no protocol,
// fronts never import each other. This runs the real check on the repository, and proves it can fail.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findViolations } from '../scripts/check-boundaries.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');

function tempTree(files) {
  const root = mkdtempSync(join(tmpdir(), 'adr-lens-boundaries-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

test('the repository respects its import boundaries', () => {
  assert.deepEqual(findViolations(repo), []);
});

test('an engine file importing vscode is flagged, naming the file and the import', () => {
  const root = tempTree({ 'engine/hover.ts': "import * as vscode from 'vscode';\nexport const x = vscode;\n" });
  try {
    const violations = findViolations(root);
    assert.equal(violations.length, 1);
    assert.match(violations[0], /engine\/hover\.ts/);
    assert.match(violations[0], /'vscode'/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('engine importing the MCP SDK or LSP libraries, and fronts importing each other, are flagged', () => {
  const root = tempTree({
    'engine/a.ts': "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\n",
    'engine/b.ts': "import { createConnection } from 'vscode-languageserver/node';\n",
    'server/tools.ts': "import { x } from '../language-server/server.js';\n",
    'cli/deep/cmd.ts': "const ext = require('../../extension/main.js');\n",
    'engine/ok.ts': "import { readFileSync } from 'node:fs';\nimport type { Range } from './types.js';\n",
  });
  try {
    const violations = findViolations(root).join('\n');
    assert.match(violations, /engine\/a\.ts: imports '@modelcontextprotocol\/sdk/);
    assert.match(violations, /engine\/b\.ts: imports 'vscode-languageserver\/node'/);
    assert.match(violations, /server\/tools\.ts: imports '\.\.\/language-server\/server\.js'/);
    assert.match(violations, /cli\/deep\/cmd\.ts: imports '\.\.\/\.\.\/extension\/main\.js'/);
    assert.doesNotMatch(violations, /engine\/ok\.ts/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
