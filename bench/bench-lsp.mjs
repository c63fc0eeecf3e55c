// (d) The language server over stdio on the 10k corpus: spawn → first diagnostics, hover and
// definition round trips on references in records, and keystroke → re-published diagnostics.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startLspServer } from './lsp-client.mjs';
import { codeCacheLeft, snapshotLeft } from './snapshot-cache.mjs';
import { round, summarise } from './stats.mjs';

const REQUESTS = 200;
const KEYSTROKES = 50;
const TYPING_GAP_MS = 100; // about 10 characters a second
const BURST = 20;
const DOCS = 25;
const COLD_STARTS = 5;
const UNKNOWN_ID = ' ADR-9876';

/** Reference positions ("ADR-0019", "adr-0085", "ADR 7") in the bodies of a spread of records. */
/** URIs of up to `max` code files under src/ whose comments cite a decision, spread over the tree. */
function codeFilesCiting(corpus, max) {
  const files = readdirSync(join(corpus, 'src'), { recursive: true })
    .map(String)
    .filter((f) => /\.(?:ts|py|go|rs|java|rb)$/.test(f))
    .sort();
  const step = Math.max(1, Math.floor(files.length / (max * 4)));
  const picked = [];
  for (let i = 0; i < files.length && picked.length < max; i += step) {
    const path = join(corpus, 'src', files[i]);
    if (/\bADR[- ]?\d/i.test(readFileSync(path, 'utf8'))) picked.push(pathToFileURL(path).href);
  }
  return picked;
}

export function referenceTargets(corpus, collections) {
  const docs = [];
  for (const c of collections) {
    const files = readdirSync(join(corpus, c.dir)).filter((f) => f.endsWith('.md')).sort();
    const step = Math.max(1, Math.floor(files.length / 20));
    for (let i = step; i < files.length; i += step) {
      const path = join(corpus, c.dir, files[i]);
      const text = readFileSync(path, 'utf8');
      const positions = [];
      text.split('\n').forEach((line, n) => {
        if (n < 3) return; // the record's own title and metadata
        for (const m of line.matchAll(/\b(?:ADR|adr)[- ]\d{1,4}\b/g)) positions.push({ line: n, character: m.index + 1 });
        // relative links to records: "[Title](20210312-x.md)", "[12. Title](0012-x.md)"
        for (const m of line.matchAll(/\]\((?:\.\/)?[\w.-]+\.md\)/g)) positions.push({ line: n, character: m.index + 3 });
      });
      if (positions.length) docs.push({ uri: pathToFileURL(path).href, text, positions, format: c.format });
    }
  }
  // take from every collection in turn, so every format's parser is exercised
  const byFormat = collections.map((c) => docs.filter((d) => d.format === c.format));
  const picked = [];
  for (let i = 0; picked.length < DOCS && byFormat.some((list) => i < list.length); i++) {
    for (const list of byFormat) if (i < list.length && picked.length < DOCS) picked.push(list[i]);
  }
  return picked;
}

function syncKind(capabilities) {
  const s = capabilities?.textDocumentSync;
  return typeof s === 'number' ? s : (s?.change ?? 1);
}

async function timed(fn) {
  const start = performance.now();
  const value = await fn();
  return { ms: performance.now() - start, value };
}

/** Nothing cached: no snapshot read or written, no code cache (every start compiles the server and reads the workspace). */
const NO_SNAPSHOT = { ...process.env, ADR_LENS_CACHE: 'off' };

export async function benchLsp({ repo, corpus, collections, outDir }) {
  const targets = referenceTargets(corpus, collections);
  if (!targets.length) throw new Error('no references found in corpus records');
  const t0 = performance.now();
  const lsp = startLspServer(join(repo, 'dist/language-server.js'), { cwd: corpus, env: NO_SNAPSHOT });
  const { connection } = lsp;
  try {
    const firstAny = lsp.nextDiagnostics(() => true, 60_000);
    const init = await connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: pathToFileURL(corpus).href,
      workspaceFolders: [{ uri: pathToFileURL(corpus).href, name: 'bench' }],
      capabilities: {
        textDocument: {
          synchronization: { didSave: true },
          publishDiagnostics: { versionSupport: true, relatedInformation: true },
          hover: { contentFormat: ['markdown', 'plaintext'] },
          definition: { linkSupport: false },
        },
        workspace: { configuration: true, workspaceFolders: true, didChangeWatchedFiles: { dynamicRegistration: true } },
      },
    });
    const initMs = performance.now() - t0;
    connection.sendNotification('initialized', {});
    const [edited, ...rest] = targets;
    const openedFirst = lsp.nextDiagnostics((e) => e.uri === edited.uri, 60_000);
    connection.sendNotification('textDocument/didOpen', { textDocument: { uri: edited.uri, languageId: 'markdown', version: 1, text: edited.text } });
    const first = await firstAny;
    const firstOpen = await openedFirst;

    // Open the other documents like an editor with tabs, and let their first diagnostics arrive.
    await Promise.all(
      rest.map((d) => {
        const published = lsp.nextDiagnostics((e) => e.uri === d.uri, 30_000).catch(() => undefined);
        connection.sendNotification('textDocument/didOpen', { textDocument: { uri: d.uri, languageId: 'markdown', version: 1, text: d.text } });
        return published;
      }),
    );

    const positions = [];
    for (let k = 0; positions.length < REQUESTS; k++) {
      const d = targets[k % targets.length];
      positions.push({ uri: d.uri, position: d.positions[Math.floor(k / targets.length) % d.positions.length] });
    }
    const hover = [];
    let hoverAnswered = 0;
    for (const p of positions) {
      const r = await timed(() => connection.sendRequest('textDocument/hover', { textDocument: { uri: p.uri }, position: p.position }));
      hover.push(r.ms);
      if (r.value?.contents) hoverAnswered++;
    }
    const definition = [];
    let definitionAnswered = 0;
    for (const p of positions) {
      const r = await timed(() => connection.sendRequest('textDocument/definition', { textDocument: { uri: p.uri }, position: p.position }));
      definition.push(r.ms);
      if (Array.isArray(r.value) ? r.value.length : r.value) definitionAnswered++;
    }

    // Inlay hints over whole code files that cite decisions, as an editor asks when one is shown.
    const codeFiles = codeFilesCiting(corpus, DOCS);
    const inlay = [];
    let inlayHints = 0;
    for (let k = 0; k < REQUESTS && codeFiles.length; k++) {
      const uri = codeFiles[k % codeFiles.length];
      const r = await timed(() => connection.sendRequest('textDocument/inlayHint', { textDocument: { uri }, range: { start: { line: 0, character: 0 }, end: { line: 100000, character: 0 } } }));
      inlay.push(r.ms);
      inlayHints += r.value?.length ?? 0;
    }

    // Keystrokes: add and remove an unknown citation so each edit changes the diagnostics.
    const lines = edited.text.split('\n');
    let line = lines.findIndex((l, k) => k > 5 && /^[A-Z].{40,}\.$/.test(l));
    if (line < 0) line = lines.length - 1;
    const end = lines[line].length;
    const mode = syncKind(init.capabilities);
    let version = 1;
    let timeouts = 0;
    /** `count` edits, `gapMs` apart; each sample is didChange sent → publishDiagnostics for that version. */
    async function type(count, gapMs) {
      const samples = [];
      for (let i = 0; i < count; i++) {
        if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
        const v = ++version;
        const adding = lines[line].length === end;
        lines[line] = adding ? lines[line] + UNKNOWN_ID : lines[line].slice(0, end);
        const change =
          mode === 2
            ? adding
              ? { range: { start: { line, character: end }, end: { line, character: end } }, text: UNKNOWN_ID }
              : { range: { start: { line, character: end }, end: { line, character: end + UNKNOWN_ID.length } }, text: '' }
            : { text: lines.join('\n') };
        const published = lsp.nextDiagnostics((e) => e.uri === edited.uri && (e.version === undefined || e.version === v), 3000);
        const start = performance.now();
        connection.sendNotification('textDocument/didChange', { textDocument: { uri: edited.uri, version: v }, contentChanges: [change] });
        try {
          samples.push((await published).at - start);
        } catch {
          timeouts++;
        }
      }
      return samples;
    }
    // At typing pace (a keystroke every TYPING_GAP_MS) and, for information, back to back: a server
    // may coalesce bursts on purpose, which the burst figure shows.
    const keystroke = await type(KEYSTROKES, TYPING_GAP_MS);
    const keystrokeTimeouts = timeouts;
    const burst = await type(BURST, 0);
    const serverRss = lsp.peakRssMB();
    await lsp.stop();
    // One cold start is one sample of a noisy figure: start the server a few more times (nothing else
    // running) and report the median spawn → first diagnostics of all of them.
    const coldStarts = [first.at - t0];
    for (let i = 1; i < COLD_STARTS; i++) coldStarts.push(await coldStart(repo, corpus, edited, NO_SNAPSHOT));
    const cold = summarise(coldStarts);
    // No snapshot (--no-cache) but the code cache an earlier start of this build left: a new workspace, or one whose
    // snapshot is gone. The priming start stays up until it has taken the cache (after its first full load).
    const codeCache = join(outDir, 'code-cache-lsp');
    rmSync(codeCache, { recursive: true, force: true });
    const codeCacheEnv = { ...process.env, ADR_LENS_CACHE_DIR: codeCache };
    await coldStart(repo, corpus, edited, codeCacheEnv, undefined, ['--no-cache'], () => codeCacheLeft(codeCache, 'language server', 'language-server-main'));
    const codeCacheStarts = [];
    for (let i = 0; i < COLD_STARTS; i++) codeCacheStarts.push(await coldStart(repo, corpus, edited, codeCacheEnv, undefined, ['--no-cache']));
    rmSync(codeCache, { recursive: true, force: true });
    const compiled = summarise(codeCacheStarts);
    // The usual start: the last session left a snapshot (a first start writes it once its load is judged).
    const cache = join(outDir, 'snapshot-cache-lsp');
    rmSync(cache, { recursive: true, force: true });
    const withCache = { ...process.env, ADR_LENS_CACHE_DIR: cache };
    const priming = await coldStart(repo, corpus, edited, withCache, cache, [], () => codeCacheLeft(cache, 'language server', 'language-server-main'));
    const snapshotStarts = [];
    for (let i = 0; i < COLD_STARTS; i++) snapshotStarts.push(await coldStart(repo, corpus, edited, withCache));
    rmSync(cache, { recursive: true, force: true });
    const warm = summarise(snapshotStarts);
    const h = summarise(hover);
    const d = summarise(definition);
    const k = summarise(keystroke);
    return {
      rows: [
        { id: 'lsp.firstDiagnostics', label: `LSP: spawn → first publishDiagnostics, nothing cached (median of ${COLD_STARTS} starts)`, value: round(cold.p50, 0), unit: 'ms', target: { max: 1000 } },
        { id: 'lsp.firstDiagnostics.codeCache', label: `LSP: spawn → first publishDiagnostics, no snapshot, code cache (median of ${COLD_STARTS})`, value: round(compiled.p50, 0), unit: 'ms', target: { max: 1000 } },
        { id: 'lsp.firstDiagnostics.snapshot', label: `LSP: spawn → first publishDiagnostics, from the last start's snapshot (median of ${COLD_STARTS})`, value: round(warm.p50, 0), unit: 'ms', target: { max: 1000 } },
        { id: 'lsp.hover.p95', label: `LSP: hover round trip p95 (${REQUESTS}; ${hoverAnswered} answered)`, value: round(h.p95, 2), unit: 'ms', target: { max: 10 } },
        { id: 'lsp.definition.p95', label: `LSP: definition round trip p95 (${REQUESTS}; ${definitionAnswered} answered)`, value: round(d.p95, 2), unit: 'ms', target: { max: 10 } },
        { id: 'lsp.inlayHints.p95', label: `LSP: inlay hints of a whole code file, round trip p95 (${inlay.length}; ${inlayHints} hints)`, value: round(summarise(inlay).p95, 2), unit: 'ms', target: { max: 10 } },
        { id: 'lsp.keystroke.p50', label: `LSP: keystroke → diagnostics p50 (${KEYSTROKES} edits, ${TYPING_GAP_MS} ms apart)`, value: round(k.p50, 2), unit: 'ms', target: { max: 20 } },
        { id: 'lsp.keystroke.p95', label: `LSP: keystroke → diagnostics p95${keystrokeTimeouts ? ` (${keystrokeTimeouts} never re-published)` : ''}`, value: round(k.p95, 2), unit: 'ms', target: { max: 20 } },
        { id: 'lsp.burst.p50', label: `LSP: back-to-back edits → diagnostics p50 (${BURST}, informational)`, value: round(summarise(burst).p50, 2), unit: 'ms' },
        { id: 'lsp.rss', label: 'LSP: server peak RSS (VmHWM, informational)', value: round(serverRss, 1), unit: 'MB' },
      ],
      details: {
        initializeMs: round(initMs, 0),
        coldStartsMs: coldStarts.map((v) => round(v, 0)),
        codeCacheStartsMs: codeCacheStarts.map((v) => round(v, 0)),
        primingStartMs: round(priming, 0),
        snapshotStartsMs: snapshotStarts.map((v) => round(v, 0)),
        firstDiagnosticsForOpenedMs: round(firstOpen.at - t0, 0),
        firstDiagnosticsUri: first.uri,
        publishedTotal: lsp.diagnostics.length,
        syncKind: mode,
        hover: roundAll(h),
        definition: roundAll(d),
        inlayHints: roundAll(summarise(inlay)),
        keystroke: roundAll(k),
        hoverAnswered,
        definitionAnswered,
        keystrokeTimeouts,
        burstTimeouts: timeouts - keystrokeTimeouts,
        burst: roundAll(summarise(burst)),
        documentsOpen: targets.length,
      },
    };
  } finally {
    await lsp.stop();
  }
}

/** Spawn → initialize → open one record → its first publishDiagnostics, in a fresh server; ms. With `cache`: stop only once the server left its snapshot there (and with `keepUntil`, once that resolves). */
async function coldStart(repo, corpus, doc, env, cache, args = [], keepUntil = undefined) {
  const t0 = performance.now();
  const lsp = startLspServer(join(repo, 'dist/language-server.js'), { cwd: corpus, env, args });
  try {
    const first = lsp.nextDiagnostics(() => true, 60_000);
    await lsp.connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: pathToFileURL(corpus).href,
      workspaceFolders: [{ uri: pathToFileURL(corpus).href, name: 'bench' }],
      capabilities: { textDocument: { publishDiagnostics: { versionSupport: true } }, workspace: { configuration: true, workspaceFolders: true } },
    });
    lsp.connection.sendNotification('initialized', {});
    lsp.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: doc.uri, languageId: 'markdown', version: 1, text: doc.text } });
    const ms = (await first).at - t0;
    if (cache) await snapshotLeft(cache, 'language server');
    if (keepUntil) await keepUntil();
    return ms;
  } finally {
    await lsp.stop();
  }
}

function roundAll(s) {
  return Object.fromEntries(Object.entries(s).map(([k, v]) => [k, round(v, 2)]));
}
