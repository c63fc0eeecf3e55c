// Query features over the "basic" fixture workspace, through the built engine bundle.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { basicRoot as root, engineModule, lineText, openBasic, positionOf } from './engine-helpers.mjs';

const engine = openBasic();
const ADR2 = 'docs/adr/0002-use-sqlite-for-storage.md';
const ADR3 = 'docs/adr/0003-expose-a-rest-api.md';
const ADR4 = 'docs/adr/0004-cache-responses-in-memory.md';
const ADR5 = 'docs/adr/0005-use-postgresql-for-storage.md';
const SQLITE = 'src/storage/sqlite.ts';

test('hover on a citation of a superseded decision names its successor, status, date, decision text and file', () => {
  const hover = engine.hover(SQLITE, positionOf(root, SQLITE, 'ADR-0002', 3));
  assert.ok(hover, 'expected a hover');
  assert.match(hover.contents, /\*\*ADR-0002 — Use SQLite for storage\*\*/);
  assert.match(hover.contents, /Superseded by ADR-0005/);
  assert.match(hover.contents, /2024-02-03/);
  assert.match(hover.contents, /one SQLite file/, 'first lines of the Decision section');
  assert.match(hover.contents, /\(\.\.\/\.\.\/docs\/adr\/0002-use-sqlite-for-storage\.md\)/, 'relative link from src/storage/');
  assert.equal(hover.range.start.line, positionOf(root, SQLITE, 'ADR-0002').line);
});

test('hover on a record title and on its status line', () => {
  const title = engine.hover(ADR5, positionOf(root, ADR5, 'Use PostgreSQL', 2));
  assert.match(title?.contents ?? '', /\*\*ADR-0005 — Use PostgreSQL for storage\*\*/);
  assert.doesNotMatch(title.contents, /Superseded by/);
  const status = engine.hover(ADR5, positionOf(root, ADR5, 'Accepted', 1));
  assert.match(status?.contents ?? '', /lifecycle `accepted`/);
});

test('hover on an unknown id says so and suggests close ones', () => {
  const hover = engine.hover(ADR4, positionOf(root, ADR4, 'ADR-0009', 2));
  assert.match(hover?.contents ?? '', /ADR-0009\*\* — no such decision/);
  assert.match(hover.contents, /Did you mean ADR-/);
});

test('definition goes from a code comment to the record title', () => {
  const [location, ...rest] = engine.definition('src/storage/postgres.ts', positionOf(root, 'src/storage/postgres.ts', 'ADR-0005', 4));
  assert.equal(rest.length, 0);
  assert.equal(location.path, ADR5);
  assert.equal(location.range.start.line, 0);
  // Short numbers resolve too: "ADR-5" in server.ts.
  const short = engine.definition('src/api/server.ts', positionOf(root, 'src/api/server.ts', 'ADR-5', 2));
  assert.deepEqual(short.map((l) => l.path), [ADR5]);
});

test('definition follows a relative link in a README to the record', () => {
  const locations = engine.definition('README.md', positionOf(root, 'README.md', 'the REST API decision', 3));
  assert.deepEqual(locations.map((l) => l.path), [ADR3]);
});

test('references list every place citing ADR-0002, from records, code and Markdown', () => {
  const locations = engine.references(ADR2, positionOf(root, ADR2, 'Use SQLite', 1), false);
  const paths = [...new Set(locations.map((l) => l.path))];
  for (const expected of [ADR4, ADR5, SQLITE, 'src/jobs/cleanup.py', 'README.md']) assert.ok(paths.includes(expected), `${expected} cites ADR-0002; got ${paths.join(', ')}`);
  assert.ok(!paths.includes(ADR3));
  const withDeclaration = engine.references(ADR2, positionOf(root, ADR2, 'Use SQLite', 1), true);
  assert.ok(withDeclaration.some((l) => l.path === ADR2 && l.range.start.line === 0));
});

test('completion after "ADR-" offers ids with titles; superseded ones sorted last and marked', () => {
  const line = 'Relates to work in ADR-';
  const items = engine.completion('src/api/server.ts', { line: 2, character: line.length }, line);
  const labels = items.map((i) => i.label);
  assert.ok(labels.includes('ADR-0005'), labels.join(', '));
  const adr5 = items.find((i) => i.label === 'ADR-0005');
  assert.match(adr5.detail, /Use PostgreSQL for storage/);
  assert.equal(adr5.insertText, 'ADR-0005');
  assert.equal(adr5.range.start.character, line.length - 4);
  const superseded = items.find((i) => i.label.startsWith('ADR-0002'));
  assert.match(superseded.label, /superseded/);
  assert.match(superseded.detail, /superseded by ADR-0005/);
  const sorted = [...items].sort((a, b) => (a.sortText < b.sortText ? -1 : 1));
  assert.ok(sorted.indexOf(superseded) > sorted.indexOf(adr5));
});

test('completion keeps the typed case ("adr-") and inserts a link after "[ADR" in Markdown', () => {
  const lower = engine.completion('src/jobs/cleanup.py', { line: 0, character: 10 }, '# see adr-');
  assert.ok(lower.some((i) => i.insertText === 'adr-0005'));
  const line = 'See [ADR';
  const links = engine.completion('README.md', { line: 3, character: line.length }, line);
  const five = links.find((i) => i.label === 'ADR-0005');
  assert.equal(five?.insertText, '[ADR-0005](docs/adr/0005-use-postgresql-for-storage.md)');
});

test('completion on a status line offers statuses in the format\'s casing', () => {
  const nygard = engine.completion(ADR3, { line: 6, character: 0 }, '');
  assert.ok(nygard.map((i) => i.label).includes('Accepted'), JSON.stringify(nygard.map((i) => i.label)));
  const madr = 'services/billing/docs/decisions/0002-store-invoices-as-pdf.md';
  const items = engine.completion(madr, { line: 1, character: 'status: '.length }, 'status: ');
  assert.ok(items.map((i) => i.label).includes('accepted'));
  assert.ok(!items.map((i) => i.label).includes('Accepted'));
});

test('completion after "Supersedes" offers relation targets as Markdown links in adr-tools style', () => {
  const path = 'docs/adr/0006-rate-limit-the-api.md';
  const line = 'Supersedes ';
  const items = engine.completion(path, { line: 9, character: line.length }, line);
  const three = items.find((i) => i.label.startsWith('ADR-0003'));
  assert.equal(three?.kind, 'relation');
  assert.equal(three.insertText, '[3. Expose a REST API](0003-expose-a-rest-api.md)');
});

test('code actions return the judge\'s fixes for diagnostics in range, and nothing elsewhere', () => {
  const diagnostics = engine.diagnosticsFor(ADR4).concat(engine.check()).filter((d) => d.fixes?.length);
  assert.ok(diagnostics.length > 0, 'the fixture has at least one fixable finding');
  const target = diagnostics[0];
  const actions = engine.codeActions(target.path, target.range);
  assert.ok(actions.length > 0);
  assert.equal(actions[0].rule, actions[0].diagnostic.rule);
  assert.ok(actions[0].edits.length > 0);
  const far = { start: { line: 9999, character: 0 }, end: { line: 9999, character: 0 } };
  assert.deepEqual(engine.codeActions(target.path, far), []);
});

test('document symbols: the record with its section tree; workspace symbols by fuzzy id and title', () => {
  const [symbol] = engine.documentSymbols(ADR5);
  assert.equal(symbol.name, 'ADR-0005: Use PostgreSQL for storage');
  assert.deepEqual(symbol.children.map((c) => c.name), ['Status', 'Context', 'Decision', 'Consequences']);
  const madr = engine.documentSymbols('services/billing/docs/decisions/0001-use-stripe-for-payments.md')[0];
  const outcome = madr.children.find((c) => c.name === 'Decision Outcome');
  assert.deepEqual(outcome.children.map((c) => c.name), ['Consequences']);
  // Other Markdown is the editor's own outline's to show: a second one adds a level to every file's Outline.
  assert.deepEqual(engine.documentSymbols('README.md'), []);
  const found = engine.workspaceSymbols('postgres');
  assert.equal(found[0].name, 'ADR-0005: Use PostgreSQL for storage');
  assert.ok(engine.workspaceSymbols('pgsql storage').some((s) => s.path === ADR5), 'fuzzy subsequence');
  assert.ok(engine.workspaceSymbols('').length >= 9);
});

test('document links point citations and relative links at their records', () => {
  const links = engine.documentLinks('README.md');
  const targets = links.map((l) => l.target);
  assert.ok(targets.includes(ADR2) && targets.includes(ADR5) && targets.includes(ADR3), targets.join(', '));
  const five = links.find((l) => l.target === ADR5);
  assert.match(five.tooltip, /ADR-0005: Use PostgreSQL for storage/);
  assert.ok(!engine.documentLinks(ADR4).some((l) => /0009/.test(l.tooltip ?? '')), 'no link for an unknown id');
});

test('code lenses: "cited by N · superseded by" in a record, "Governed by" at the top of code', () => {
  const [lens] = engine.codeLenses(ADR2);
  assert.match(lens.title, /^cited by \d+ · superseded by ADR-0005$/);
  assert.equal(lens.command.kind, 'showReferences');
  // The successor says what it replaced, whichever side wrote the relation.
  assert.match(engine.codeLenses(ADR5)[0].title, /^cited by \d+ · supersedes ADR-0002$/);
  assert.equal(engine.codeLenses('services/billing/docs/decisions/0002-store-invoices-as-pdf.md')[0].title, 'not cited yet');
  const postgres = engine.codeLenses('src/storage/postgres.ts').map((l) => l.title);
  assert.ok(postgres.includes('Governed by ADR-0005 (accepted)'), postgres.join(' | '));
  assert.ok(postgres.includes('Governed by ADR-0003 (accepted)'), 'src/storage/ is named by ADR-0003');
  const sqlite = engine.codeLenses(SQLITE).map((l) => l.title);
  assert.ok(sqlite.some((t) => /ADR-0002 \(superseded, current: ADR-0005\)/.test(t)), sqlite.join(' | '));
});

test('decisionsForPath: exact file, ancestor directory, and citations, superseded ones flagged', () => {
  const governing = engine.decisionsForPath('src/storage/postgres.ts');
  const byMatch = (m) => governing.filter((g) => g.match === m).map((g) => g.decision.id);
  assert.deepEqual(byMatch('exact'), ['ADR-0005']);
  assert.deepEqual(byMatch('directory'), ['ADR-0003']);
  assert.equal(governing.find((g) => g.match === 'directory').matchedPath, 'src/storage/');
  // The file also cites ADR-0005: one answer per decision, by its closest tie (it names the file).
  assert.deepEqual(byMatch('cites'), []);
  assert.equal(governing.filter((g) => g.decision.id === 'ADR-0005').length, 1);
  const server = engine.decisionsForPath('src/api/server.ts');
  assert.ok(server.some((g) => g.match === 'exact' && g.decision.id === 'ADR-0003'));
  const sqlite = engine.decisionsForPath(SQLITE);
  const old = sqlite.find((g) => g.decision.id === 'ADR-0002');
  assert.equal(old.decision.currentId, 'ADR-0005');
  assert.deepEqual(engine.decisionsForPath('src/jobs/unrelated.go'), []);
});

test('decisionsForPath follows edits: a record that starts or stops naming a path changes the answer', () => {
  const fresh = engineModule.createEngine({ root });
  fresh.load();
  const path = 'src/jobs/unrelated.go';
  assert.deepEqual(fresh.decisionsForPath(path), []);
  const record = 'docs/adr/0006-rate-limit-the-api.md';
  const original = readFileSync(join(root, record), 'utf8');
  fresh.update(record, `${original}\nThe job runner in \`src/jobs/\` is limited too.\n`);
  assert.deepEqual(fresh.decisionsForPath(path).map((g) => [g.decision.id, g.match, g.matchedPath]), [['ADR-0006', 'directory', 'src/jobs/']]);
  fresh.update(record, original);
  assert.deepEqual(fresh.decisionsForPath(path), []);
});

test('search ranks a title match above a body-only match and marks matches in snippets', () => {
  const page = engine.search('postgresql');
  assert.ok(page.items.length >= 2);
  assert.equal(page.items[0].decision.id, 'ADR-0005', 'title match first');
  assert.ok(page.items[0].matchedFields.includes('title'));
  const bodyOnly = page.items.find((h) => h.decision.path !== ADR5);
  assert.ok(bodyOnly.score < page.items[0].score);
  assert.match(bodyOnly.snippet, /\*\*PostgreSQL\*\*/i);
  assert.deepEqual(engine.search('zebra-unicorn-nothing').items, []);
});

test('search filters by lifecycle and paginates with an opaque cursor', () => {
  const proposed = engine.search('adr', { status: 'proposed', limit: 50 });
  assert.ok(proposed.items.length > 0);
  assert.ok(proposed.items.every((h) => h.decision.lifecycle === 'proposed'));
  const all = engine.search('adr', { limit: 100 });
  const first = engine.search('adr', { limit: 2 });
  assert.equal(first.items.length, 2);
  assert.equal(first.total, all.total);
  assert.ok(first.nextCursor);
  const second = engine.search('adr', { limit: 2, cursor: first.nextCursor });
  assert.deepEqual(
    [...first.items, ...second.items].map((h) => h.decision.path),
    all.items.slice(0, 4).map((h) => h.decision.path),
  );
  assert.throws(() => engine.search('adr', { cursor: 'not-a-cursor!' }), /Invalid cursor/);
});

test('list filters by status and collection and pages through everything', () => {
  const all = engine.list();
  assert.equal(all.items.length, all.total);
  assert.equal(all.nextCursor, undefined);
  const billing = engine.list({ collection: 'services/billing/docs/decisions' });
  assert.equal(billing.total, 3);
  const superseded = engine.list({ status: 'superseded' });
  // By its status word, or replaced by a successor that says so (ADR-0004's status still reads Accepted).
  assert.deepEqual(superseded.items.map((d) => d.id), ['ADR-0002', 'ADR-0004']);
  assert.ok(!engine.list({ status: 'accepted' }).items.some((d) => d.id === 'ADR-0004'));
  const pages = [];
  let cursor;
  do {
    const page = engine.list({ limit: 4, cursor });
    pages.push(...page.items.map((d) => d.path));
    cursor = page.nextCursor;
  } while (cursor);
  assert.deepEqual(pages, all.items.map((d) => d.path));
});

test('getDecision: body, resolved relations, citedBy, current and chain', () => {
  const detail = engine.getDecision('ADR-0002');
  assert.equal(detail.decision.title, 'Use SQLite for storage');
  assert.match(detail.body, /## Decision/);
  assert.equal(detail.current.id, 'ADR-0005');
  assert.deepEqual(detail.supersedeChain, ['ADR-0002', 'ADR-0005']);
  assert.ok(detail.relations.some((r) => r.kind === 'superseded-by' && r.targetId === 'ADR-0005' && r.resolved));
  assert.ok(detail.citedBy.some((c) => c.path === SQLITE));
  assert.ok(detail.citedBy.some((c) => c.fromId === 'ADR-0005'));
  assert.ok(detail.codePaths.includes('src/storage/sqlite.ts'));
  assert.ok(detail.sections.includes('Decision'));
  assert.equal(engine.getDecision('ADR-0099'), undefined);
});

test('suggestIds proposes close ids for an unknown one', () => {
  const ids = engine.suggestIds('ADR-0009', 3);
  assert.equal(ids.length, 3);
  assert.ok(ids.every((id) => /^ADR-000\d$/.test(id)));
  assert.equal(engine.suggestIds('ADR-05', 1)[0], 'ADR-0005');
});

test('graph has a node per record and one edge per relation, supersede collapsed to one edge', () => {
  const { nodes, edges } = engine.graph({ collection: 'docs/adr' });
  assert.equal(nodes.length, 6);
  const supersedes = edges.filter((e) => e.kind === 'supersedes').map((e) => `${e.from}->${e.to}`);
  assert.deepEqual(supersedes.sort(), ['ADR-0005->ADR-0002', 'ADR-0006->ADR-0004']);
  assert.ok(edges.some((e) => e.kind === 'amends' && e.from === 'ADR-0006' && e.to === 'ADR-0003'));
  const whole = engine.graph();
  assert.equal(new Set(whole.nodes.map((n) => n.id)).size, whole.nodes.length, 'node ids are unique across collections');
  assert.ok(whole.edges.some((e) => e.kind === 'supersedes' && e.from === 'ADR-0005' && e.to === 'ADR-0002'), 'the main collection keeps plain ids');
  assert.ok(whole.nodes.some((n) => n.id === 'services/billing/docs/decisions/ADR-0001'));
});

test('cancelled signals stop queries', () => {
  const signal = { aborted: true };
  assert.throws(() => engine.hover(SQLITE, { line: 1, character: 10 }, signal), /cancelled/);
  assert.throws(() => engine.search('storage', { signal }), /cancelled/);
  assert.throws(() => engine.decisionsForPath('src/storage/postgres.ts', signal), /cancelled/);
  assert.throws(() => engine.workspaceSymbols('adr', signal), /cancelled/);
});

void lineText;
