// The language server as a user's editor sees it: spawn dist/language-server.js over stdio, talk
// LSP with a real client, and assert on what shows up (messages, hover text, locations, titles).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startLspClient, positionOf } from './lsp-client.mjs';
import { copyWorkspace } from './workspace.mjs';

const R0002 = 'docs/adr/0002-use-sqlite-for-storage.md';
const R0004 = 'docs/adr/0004-cache-responses-in-memory.md';
const R0005 = 'docs/adr/0005-use-postgresql-for-storage.md';
const R0006 = 'docs/adr/0006-rate-limit-the-api.md';
const SQLITE_TS = 'src/storage/sqlite.ts';
const POSTGRES_TS = 'src/storage/postgres.ts';

const messages = (diagnostics) => diagnostics.map((d) => d.message).join('\n');
const endsWithPath = (uri, rel) => decodeURIComponent(uri).endsWith(`/${rel}`);

describe('language server over stdio: the basic workspace', () => {
  let ws;
  let client;

  before(async () => {
    ws = copyWorkspace();
    client = await startLspClient({ root: ws.root });
  });

  after(async () => {
    await client?.stop();
    ws?.dispose();
  });

  it('announces the features an editor needs', () => {
    const caps = client.initializeResult.capabilities;
    assert.equal(client.initializeResult.serverInfo.name, 'ADR Lens');
    assert.ok(caps.hoverProvider && caps.definitionProvider && caps.referencesProvider);
    assert.deepEqual(caps.completionProvider.triggerCharacters, ['-', '[', ' ', ':', '`', '<', '(', '/']);
    assert.ok(caps.codeActionProvider.codeActionKinds.includes('quickfix'));
    assert.ok(caps.documentSymbolProvider && caps.workspaceSymbolProvider && caps.documentLinkProvider && caps.codeLensProvider);
    assert.equal(caps.textDocumentSync.change, 2, 'incremental sync');
  });

  it('registers file watchers for records, code and config files', async () => {
    const deadline = Date.now() + 5000;
    while (!client.registrations.some((r) => r.method === 'workspace/didChangeWatchedFiles') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    const watchers = client.registrations.find((r) => r.method === 'workspace/didChangeWatchedFiles')?.registerOptions.watchers ?? [];
    const globs = watchers.map((w) => w.globPattern).join(' ');
    assert.match(globs, /\*\*\/\*\.\{md/);
    assert.match(globs, /\.adr-dir/);
    assert.match(globs, /\.adr-lens\.json/);
    assert.match(globs, /\bts\b/);
    assert.match(globs, /\bpy\b/);
  });

  it('publishes diagnostics for citing Markdown documents without opening them', async () => {
    const diagnostics = await client.waitForDiagnostics('README.md', (d) => /ADR-0005/.test(messages(d)));
    const hint = diagnostics.find((d) => /ADR-0002/.test(d.message) && /ADR-0005/.test(d.message));
    assert.equal(hint.severity, 4, 'a superseded citation is a hint');
    assert.ok(hint.tags?.includes(2), 'DiagnosticTag.Deprecated: rendered struck through');
    assert.ok(hint.relatedInformation?.some((r) => endsWithPath(r.location.uri, R0005)), 'related: the current decision');
  });

  it('publishes diagnostics for citing code files without opening them: a superseded citation names the current decision', async () => {
    const diagnostics = await client.waitForDiagnostics(SQLITE_TS, (d) => /ADR-0005/.test(messages(d)));
    const hint = diagnostics.find((d) => /ADR-0002/.test(d.message) && /ADR-0005/.test(d.message));
    assert.ok(hint, messages(diagnostics));
    assert.equal(hint.severity, 4, 'a superseded citation is a hint');
    assert.equal(hint.source, 'adr-lens');
    const line = ws.read(SQLITE_TS).split('\n')[hint.range.start.line];
    assert.match(line.slice(hint.range.start.character, hint.range.end.character), /ADR-0002/);
  });

  it('publishes an unknown reference in an open record as a warning with a rule code and a doc link', async () => {
    await client.open(R0004);
    const diagnostics = await client.waitForDiagnostics(R0004, (d) => /ADR-0009/.test(messages(d)));
    const unknown = diagnostics.find((d) => /ADR-0009/.test(d.message));
    assert.equal(unknown.severity, 2, 'warning');
    assert.equal(typeof unknown.code, 'string');
    assert.match(unknown.code, /^[a-z]+(-[a-z]+)*$/, 'code is the kebab-case rule name');
    assert.ok(unknown.codeDescription.href.endsWith(`/docs/rules/${unknown.code}.md`), unknown.codeDescription.href);
    const line = client.text(R0004).split('\n')[unknown.range.start.line];
    assert.equal(line.slice(unknown.range.start.character, unknown.range.end.character), 'ADR-0009');
  });

  it('hovers a reference with the decision title, its status and the current decision', async () => {
    const hover = await client.hover(R0004, positionOf(client.text(R0004), 'ADR-0002'));
    assert.equal(hover.contents.kind, 'markdown');
    assert.match(hover.contents.value, /Use SQLite for storage/);
    assert.match(hover.contents.value, /[Ss]uperseded/);
    assert.match(hover.contents.value, /ADR-0005/);
  });

  it('hovers nothing on plain prose', async () => {
    const hover = await client.hover(R0004, positionOf(client.text(R0004), 'Catalogue reads'));
    assert.equal(hover, null);
  });

  it('goes to the definition of a reference: the record file, at its title', async () => {
    const locations = await client.definition(R0004, positionOf(client.text(R0004), 'ADR-0002'));
    assert.equal(locations.length, 1);
    assert.ok(endsWithPath(locations[0].uri, R0002), locations[0].uri);
    assert.equal(locations[0].range.start.line, 0);
  });

  it('finds every place that cites a decision, in records and in code', async () => {
    await client.open(R0005);
    const locations = await client.references(R0005, positionOf(client.text(R0005), 'Use PostgreSQL'));
    const files = locations.map((l) => decodeURIComponent(l.uri));
    assert.ok(files.some((f) => f.endsWith(`/${POSTGRES_TS}`)), files.join('\n'));
    assert.ok(files.some((f) => f.endsWith('/src/jobs/cleanup.py')), files.join('\n'));
    assert.ok(files.some((f) => f.endsWith(`/${R0002}`)), 'the superseded record links its successor');
  });

  it('completes decision ids with their titles after "ADR-"', async () => {
    const text = client.text(R0004);
    const at = positionOf(text, 'We will cache');
    await client.type(R0004, at, 'See ADR-');
    const items = await client.completion(R0004, { line: at.line, character: at.character + 'See ADR-'.length }, '-');
    const item = items.find((i) => /0005/.test(i.label));
    assert.ok(item, items.map((i) => i.label).join(', '));
    assert.match(`${item.label} ${item.detail ?? ''}`, /PostgreSQL/);
    // The title shows in the list itself, beside each id, not only on the focused item.
    assert.match(item.labelDetails?.description ?? '', /PostgreSQL/);
    assert.ok(items.some((i) => /0001/.test(i.label)));
    // put the text back for the tests that follow
    await client.edit(R0004, [{ range: { start: at, end: { line: at.line, character: at.character + 'See ADR-'.length } }, text: '' }]);
    assert.equal(client.text(R0004), text);
  });

  it('completes status values on a status line', async () => {
    const uri = 'docs/adr/0007-draft.md';
    ws.write(uri, '# 7. Draft\n\nDate: 2024-08-01\n\n## Status\n\n\n');
    await client.open(uri);
    const items = await client.completion(uri, { line: 6, character: 0 });
    const labels = items.map((i) => i.label.toLowerCase());
    assert.ok(labels.includes('accepted') && labels.includes('proposed'), labels.join(', '));
    await client.close(uri);
  });

  it('lists sections as document symbols under the record', async () => {
    const symbols = await client.documentSymbols(R0005);
    const names = JSON.stringify(symbols.map(function flat(s) { return [s.name, ...(s.children ?? []).map(flat)]; }));
    assert.match(names, /Use PostgreSQL for storage/);
    assert.match(names, /Context/);
    assert.match(names, /Consequences/);
    assert.ok(symbols.every((s) => s.range && s.selectionRange), 'hierarchical DocumentSymbols');
  });

  it('finds records by title in workspace symbols', async () => {
    const symbols = await client.workspaceSymbols('PostgreSQL');
    const hit = symbols.find((s) => /PostgreSQL/.test(s.name) || /PostgreSQL/.test(s.containerName ?? ''));
    assert.ok(hit, JSON.stringify(symbols.map((s) => s.name)));
    assert.ok(endsWithPath(hit.location.uri, R0005), hit.location.uri);
  });

  it('links relative record links to the record files', async () => {
    const links = await client.documentLinks(R0002);
    assert.ok(links.some((l) => endsWithPath(l.target.replace(/#.*$/, ''), R0005)), JSON.stringify(links));
  });

  it('shows CodeLenses: citations and successor on a superseded record, governing decisions on code', async () => {
    await client.open(R0002);
    const recordLenses = await client.codeLenses(R0002);
    const recordTitles = recordLenses.map((l) => l.command?.title).join(' | ');
    assert.match(recordTitles, /cited by \d+/i);
    assert.match(recordTitles, /ADR-0005/);
    const refsLens = recordLenses.find((l) => l.command?.command === 'adrLens.showReferences');
    if (refsLens) {
      const [uri, position, locations] = refsLens.command.arguments;
      assert.ok(endsWithPath(uri, R0002));
      assert.equal(typeof position.line, 'number');
      assert.ok(Array.isArray(locations) && locations.every((l) => typeof l.uri === 'string' && l.range));
    }
    await client.open(POSTGRES_TS);
    const codeTitles = (await client.codeLenses(POSTGRES_TS)).map((l) => l.command?.title).join(' | ');
    assert.match(codeTitles, /ADR-0005/);
  });

  it('offers "fix all" as a source action with the preferred fix of each problem', async () => {
    const actions = await client.codeActions('README.md', { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, { only: ['source.fixAll'] });
    const fixAll = actions.find((a) => a.kind === 'source.fixAll.adrLens');
    assert.ok(fixAll, JSON.stringify(actions));
    const edits = Object.entries(fixAll.edit.changes).flatMap(([uri, list]) => list.map((e) => ({ uri, ...e })));
    assert.ok(edits.some((e) => endsWithPath(e.uri, 'README.md') && e.newText.includes('ADR-0005')), JSON.stringify(edits));
    const quickFixesOnly = await client.codeActions('README.md', { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, { only: ['quickfix'] });
    assert.ok(!quickFixesOnly.some((a) => a.kind === 'source.fixAll.adrLens'));
  });

  it('a quick fix asked for one diagnostic offers that one\'s fixes, not those of another on the same range', async () => {
    const rel = 'docs/adr/0099-two-problems.md';
    await client.open(rel, '```ts\nconst a = 1;\n```\n\nWe format snippets with prettier.\n');
    const published = await client.waitForDiagnostics(rel, (ds) => ['missing-title', 'missing-status'].every((c) => ds.some((d) => d.code === c)));
    const at0 = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
    const titleOnly = await client.codeActions(rel, at0, { diagnostics: published.filter((d) => d.code === 'missing-title') });
    assert.deepEqual(titleOnly.map((a) => a.diagnostics?.[0]?.code), ['missing-title']);
    const both = await client.codeActions(rel, at0, { diagnostics: published.filter((d) => d.code === 'missing-title' || d.code === 'missing-status') });
    assert.deepEqual(both.map((a) => a.diagnostics?.[0]?.code).sort(), ['missing-status', 'missing-title']);
    await client.close(rel);
  });

  it('re-publishes the documents an edit affects, not only the edited one', async () => {
    await client.waitForDiagnostics('README.md', (d) => /ADR-0002 is superseded/.test(messages(d)));
    await client.open(R0002);
    const original = client.text(R0002);
    const status = positionOf(original, 'Superseded by [5.');
    const line = original.split('\n')[status.line];
    await client.edit(R0002, [{ range: { start: status, end: { line: status.line, character: line.length } }, text: 'Accepted' }]);
    await client.waitForDiagnostics('README.md', (d) => !/ADR-0002 is superseded/.test(messages(d)));
    await client.replace(R0002, original);
    await client.waitForDiagnostics('README.md', (d) => /ADR-0002 is superseded/.test(messages(d)));
  });

  it('offers a quick fix whose edit, once applied, makes the diagnostic go away', async () => {
    // Look through every record that has diagnostics for one the engine can fix mechanically.
    const candidates = ['docs/adr', 'services/billing/docs/decisions'];
    let applied;
    for (const [uri, diagnostics] of client.published) {
      if (!diagnostics.length || !candidates.some((c) => decodeURIComponent(uri).includes(`/${c}/`))) continue;
      const rel = decodeURIComponent(uri).slice(decodeURIComponent(`file://${ws.root}/`).length);
      if (!client.text(rel)) await client.open(rel);
      for (const d of diagnostics) {
        const actions = await client.codeActions(rel, d.range, { diagnostics: [d] });
        const fix = actions.find((a) => a.kind === 'quickfix' && a.edit?.changes);
        if (fix) {
          applied = { rel, diagnostic: d, fix };
          break;
        }
      }
      if (applied) break;
    }
    assert.ok(applied, 'some diagnostic in the fixture has a quick fix');
    // Apply the WorkspaceEdit the way an editor does: to open buffers (edits bottom-up keep positions valid).
    for (const [uri, edits] of Object.entries(applied.fix.edit.changes)) {
      const rel = decodeURIComponent(uri).slice(decodeURIComponent(`file://${ws.root}/`).length);
      if (!client.text(rel)) await client.open(rel);
      const sorted = [...edits].sort((a, b) => b.range.start.line - a.range.start.line || b.range.start.character - a.range.start.character);
      await client.edit(rel, sorted.map((e) => ({ range: e.range, text: e.newText })));
    }
    const gone = (d) => d.code === applied.diagnostic.code && d.message === applied.diagnostic.message;
    const remaining = await client.waitForDiagnostics(applied.rel, (ds) => !ds.some(gone), { fresh: false });
    assert.ok(!remaining.some(gone), `${applied.fix.title} left: ${applied.diagnostic.message}`);
  });

  it('follows files changed on disk: a new record makes an unknown reference known', async () => {
    assert.match(messages(await client.waitForDiagnostics(R0004, (d) => /ADR-0009/.test(messages(d)))), /ADR-0009/);
    const created = 'docs/adr/0009-use-a-distributed-cache.md';
    ws.write(created, '# 9. Use a distributed cache\n\nDate: 2024-03-01\n\n## Status\n\nRejected\n\n## Context\n\nCaching was discussed.\n');
    await client.filesChanged([{ path: created, type: 'created' }]);
    const diagnostics = await client.waitForDiagnostics(R0004, (d) => !/ADR-0009/.test(messages(d)));
    assert.doesNotMatch(messages(diagnostics), /ADR-0009/);
    const hover = await client.hover(R0004, positionOf(client.text(R0004), 'ADR-0009'));
    assert.match(hover.contents.value, /Use a distributed cache/);
  });

  it('follows a new citing file on disk and publishes its diagnostics', async () => {
    const file = 'src/api/limits.ts';
    ws.write(file, '// Limits per ADR-0042, which nobody wrote.\nexport const LIMIT = 100;\n');
    await client.filesChanged([{ path: file, type: 'created' }]);
    const diagnostics = await client.waitForDiagnostics(file, (d) => /ADR-0042/.test(messages(d)));
    assert.equal(diagnostics.find((d) => /ADR-0042/.test(d.message)).range.start.line, 0);
  });

  it('applies settings without a restart: a rule turned off stops reporting', async () => {
    const diagnostics = await client.waitForDiagnostics('src/api/limits.ts', (d) => /ADR-0042/.test(messages(d)));
    const rule = diagnostics.find((d) => /ADR-0042/.test(d.message)).code;
    await client.changeSettings({ rules: { [rule]: 'off' } });
    await client.waitForDiagnostics('src/api/limits.ts', (d) => !d.some((x) => x.code === rule));
    await client.changeSettings({});
    await client.waitForDiagnostics('src/api/limits.ts', (d) => d.some((x) => x.code === rule));
  });

  it('passes every .adr-lens.json key set in the settings to the engine under its own name (statuses, include)', async () => {
    const billing = 'services/billing/docs/decisions/0003-retry-failed-charges.md';
    await client.waitForDiagnostics(billing, (d) => /in-discussion-maybe/.test(messages(d)));
    await client.changeSettings({ statuses: { 'in-discussion-maybe': 'proposed' }, include: ['docs/**'] });
    await client.waitForDiagnostics(billing, (d) => !/in-discussion-maybe/.test(messages(d)));
    // "include" limits the citing documents: the code file's unknown citation goes.
    await client.waitForDiagnostics('src/api/limits.ts', (d) => d.length === 0);
    assert.ok(!/invalid-config|unknown key/.test(messages(await client.waitForDiagnostics(billing, () => true))));
    await client.changeSettings({});
    await client.waitForDiagnostics(billing, (d) => /in-discussion-maybe/.test(messages(d)));
  });

  it('turns everything off with adrLens.enable = false and back on', async () => {
    await client.changeSettings({ enable: false });
    await client.waitForDiagnostics('README.md', (d) => d.length === 0);
    await client.waitForDiagnostics(R0006, (d) => d.length === 0);
    const title = positionOf(client.text(R0004), 'Cache responses');
    assert.equal(await client.hover(R0004, title), null);
    await client.changeSettings({});
    await client.waitForDiagnostics('README.md', (d) => /ADR-0005/.test(messages(d)));
    await client.waitForDiagnostics(R0006, (d) => /ratelimit\.ts/.test(messages(d)));
    assert.match((await client.hover(R0004, title)).contents.value, /Cache responses in memory/);
  });

  it('re-reads the disk when a document is closed without saving', async () => {
    await client.open(R0006);
    const text = client.text(R0006);
    await client.replace(R0006, `${text}\nSee ADR-0077.\n`);
    await client.waitForDiagnostics(R0006, (d) => /ADR-0077/.test(messages(d)));
    await client.close(R0006);
    await client.waitForDiagnostics(R0006, (d) => !/ADR-0077/.test(messages(d)));
  });
  it('reloads when .adr-lens.json changes on disk, and again when it goes away', async () => {
    await client.waitForDiagnostics(R0006, (d) => /ratelimit\.ts/.test(messages(d)));
    ws.write('.adr-lens.json', JSON.stringify({ rules: { 'stale-code-path': 'off' } }));
    await client.filesChanged([{ path: '.adr-lens.json', type: 'created' }]);
    await client.waitForDiagnostics(R0006, (d) => !/ratelimit\.ts/.test(messages(d)));
    ws.remove('.adr-lens.json');
    await client.filesChanged([{ path: '.adr-lens.json', type: 'deleted' }]);
    await client.waitForDiagnostics(R0006, (d) => /ratelimit\.ts/.test(messages(d)));
  });

  it('stays alive through all of the above', () => {
    assert.ok(client.alive, client.stderr);
  });
});
