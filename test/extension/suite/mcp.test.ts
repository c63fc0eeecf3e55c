// The MCP server VS Code's agents get: the provider's definition, started exactly as VS Code would
// start it, answers an MCP handshake and lists the seven tools.
import * as assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import * as vscode from 'vscode';
import type { AdrLensApi } from '../../../extension/main.js';
import { activateExtension, EXTENSION_ID, restartingServer, workspaceRoot } from './helpers.js';

const SEVEN_TOOLS = ['check_decisions', 'decision_graph', 'decisions_for_path', 'explain_rule', 'get_decision', 'list_decisions', 'search_decisions'];

export function defineMcpTests(): void {
  suite('ADR Lens MCP provider', () => {
    let api: AdrLensApi;
    let child: ChildProcess | undefined;

    suiteSetup(async () => {
      api = await activateExtension();
    });
    teardown(() => {
      child?.kill();
      child = undefined;
    });

    test('provides one stdio server per folder, run by the editor runtime', async () => {
      assert.ok(api.mcpProvider, 'the MCP provider was not registered (vscode.lm.registerMcpServerDefinitionProvider missing?)');
      const definitions = await api.mcpProvider.provideMcpServerDefinitions();
      assert.equal(definitions.length, 1);
      const [def] = definitions;
      assert.ok(def instanceof vscode.McpStdioServerDefinition);
      assert.equal(def.label, 'ADR Lens');
      assert.equal(def.command, process.execPath);
      assert.match(def.args[0], /dist[\\/]mcp-server\.js$/);
      assert.deepEqual(def.args.slice(1, 3), ['--root', workspaceRoot().fsPath]);
      assert.ok(!def.args.includes('--allow-writes'), 'writes must be off by default');
      assert.ok(!def.args.includes('--no-cache'), 'snapshots are on by default');
      assert.equal(def.env.ELECTRON_RUN_AS_NODE, '1');
      assert.equal(def.version, vscode.extensions.getExtension(EXTENSION_ID)?.packageJSON.version);
    });

    test('turning adrLens.cache.enabled off gives the server --no-cache and ADR_LENS_CACHE=off (no code cache either), and says the definitions changed', async () => {
      const provider = api.mcpProvider;
      assert.ok(provider);
      const config = vscode.workspace.getConfiguration('adrLens');
      const fired = new Promise<void>((resolve) => {
        const sub = provider.onDidChangeMcpServerDefinitions(() => {
          sub.dispose();
          resolve();
        });
      });
      await restartingServer(api, () => config.update('cache.enabled', false, vscode.ConfigurationTarget.Workspace));
      try {
        await fired;
        const [def] = await provider.provideMcpServerDefinitions();
        assert.ok(def?.args.includes('--no-cache'), JSON.stringify(def?.args));
        assert.equal(def?.env.ADR_LENS_CACHE, 'off');
      } finally {
        // The language server restarts with the setting: wait for it, or the next test's environment reaches it.
        await restartingServer(api, () => config.update('cache.enabled', undefined, vscode.ConfigurationTarget.Workspace));
      }
      const [after] = await provider.provideMcpServerDefinitions();
      assert.ok(!after?.args.includes('--no-cache'));
      assert.equal(after?.env.ADR_LENS_CACHE, undefined);
    });

    test('the defined command answers tools/list with the seven tools', async () => {
      const [def] = (await api.mcpProvider?.provideMcpServerDefinitions()) ?? [];
      assert.ok(def);
      child = spawn(def.command, def.args, { env: { ...process.env, ...stringEnv(def.env) }, cwd: def.cwd?.fsPath, stdio: ['pipe', 'pipe', 'pipe'] });
      const rpc = new StdioJsonRpc(child);
      const init = await rpc.request<{ serverInfo?: { name?: string }; capabilities?: { tools?: unknown } }>('initialize', {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 'adr-lens-extension-tests', version: '0.0.0' },
      });
      assert.ok(init.capabilities?.tools, `server did not announce tools: ${JSON.stringify(init)}`);
      rpc.notify('notifications/initialized', {});
      const listed = await rpc.request<{ tools: Array<{ name: string; annotations?: { readOnlyHint?: boolean } }> }>('tools/list', {});
      assert.deepEqual(listed.tools.map((t) => t.name).sort(), SEVEN_TOOLS);
      assert.ok(listed.tools.every((t) => t.annotations?.readOnlyHint === true), 'every tool must be read-only');
    });
  });
}

function stringEnv(env: Record<string, string | number | null>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== null).map(([k, v]) => [k, String(v)]));
}

/** Just enough of MCP's stdio transport (newline-delimited JSON-RPC) to talk to the server. */
class StdioJsonRpc {
  private nextId = 1;
  private buffer = '';
  private stderr = '';
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();

  constructor(private readonly child: ChildProcess) {
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      this.buffer += chunk;
      let nl: number;
      while ((nl = this.buffer.indexOf('\n')) >= 0) {
        const line = this.buffer.slice(0, nl).trim();
        this.buffer = this.buffer.slice(nl + 1);
        if (line) this.receive(line);
      }
    });
    child.stderr?.on('data', (d: Buffer) => (this.stderr += d.toString()));
    child.on('exit', (code) => {
      for (const p of this.pending.values()) p.reject(new Error(`MCP server exited with ${code}: ${this.stderr.slice(-2000)}`));
      this.pending.clear();
    });
  }

  request<T>(method: string, params: unknown, timeoutMs = 30_000): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`no answer to ${method} within ${timeoutMs} ms; stderr: ${this.stderr.slice(-2000)}`));
      }, timeoutMs);
      this.pending.set(id, {
        resolve: (v) => {
          clearTimeout(timer);
          resolve(v as T);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
      this.child.stdin?.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
    });
  }

  notify(method: string, params: unknown): void {
    this.child.stdin?.write(`${JSON.stringify({ jsonrpc: '2.0', method, params })}\n`);
  }

  private receive(line: string): void {
    let message: { id?: number; result?: unknown; error?: { message: string } };
    try {
      message = JSON.parse(line);
    } catch {
      return; // not ours: the server logs to stderr, but be lenient
    }
    if (typeof message.id !== 'number') return;
    const p = this.pending.get(message.id);
    if (!p) return;
    this.pending.delete(message.id);
    if (message.error) p.reject(new Error(`MCP error: ${message.error.message}`));
    else p.resolve(message.result);
  }
}
