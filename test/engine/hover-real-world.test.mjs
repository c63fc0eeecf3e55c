// Hover and go to definition on records as real repositories write them (audit of the language server on 11
// repositories): what the excerpt quotes, which links get a hover, duplicate numbers, and the id in a title.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { engineModule, loadedWorkspace } from './engine-helpers.mjs';

/** The "> …" excerpt line of the hover on a record's title, or undefined when the hover quotes nothing. */
function excerptOf(engine, path) {
  const record = engine.records().find((r) => r.path === path);
  const { start } = record.title.range;
  const hover = engine.hover(path, { line: start.line, character: start.character + 1 });
  assert.ok(hover, `expected a hover on the title of ${path}`);
  return /^> (.*)$/m.exec(hover.contents)?.[1];
}

/** Position of the `occurrence`-th `needle` in `text`, `offset` characters into it. */
function at(text, needle, offset = 1) {
  const before = text.slice(0, text.indexOf(needle));
  const rows = before.split('\n');
  return { line: rows.length - 1, character: rows[rows.length - 1].length + offset };
}

test('with no Decision section, the excerpt passes over metadata lines (Date:, - Estado: … - Fecha: …) and the status', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0003-sync.md': '# 3. Sync\n\nDate: 2024-03-01\n\n## Status\n\nAccepted\n\nWe sync with B.\n',
    'docs/adr/0004-es.md': '# 0004 - Biblioteca\n\n- Estado: aceptado\n- Fecha: 12/02/26\n\n## Contexto\n\nLa biblioteca es la fuente.\n',
    'docs/adr/0005-only-status.md': '# 5. Only status\n\n## Status\n\nAccepted\n',
  });
  assert.equal(excerptOf(engine, 'docs/adr/0003-sync.md'), 'We sync with B.');
  assert.equal(excerptOf(engine, 'docs/adr/0004-es.md'), 'La biblioteca es la fuente.');
  assert.equal(excerptOf(engine, 'docs/adr/0005-only-status.md'), undefined, 'the status is not what was decided');
});

test('a Decision section that opens with a sub-heading gives the paragraph under it (Brighter 0023)', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-sub.md': '# 1. Sub\n\n## Status\n\nAccepted\n\n## Decision\n\n### Storage\n\nWe will use X for storage.\n\n## Consequences\n\nC.\n',
  });
  assert.equal(excerptOf(engine, 'docs/adr/0001-sub.md'), 'We will use X for storage.');
});

test('"## Decision (historica)" is the decision section, for hovers and for the text agents are given', (t) => {
  const record = (title, heading) =>
    `# ${title}\n\n- Estado: reemplazado por \`0007\`\n- Fecha: 12/02/26\n\n## Contexto\n\nSQLite se usaba localmente.\n\n## ${heading}\n\nMantener SQLite en \`db/\`.\n\n## Estado actual\n\nReemplazado.\n`;
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0002-politica.md': record('0002 - Politica', 'Decision (historica)'),
    'docs/adr/0004-old.md': record('0004 - Old', 'Decision (historical)'),
  });
  assert.equal(excerptOf(engine, 'docs/adr/0002-politica.md'), 'Mantener SQLite en `db/`.');
  assert.equal(excerptOf(engine, 'docs/adr/0004-old.md'), 'Mantener SQLite en `db/`.');
  assert.equal(engineModule.decisionText(record('0002 - Politica', 'Decision (historica)')).text, 'Mantener SQLite en `db/`.');
});

test('code fences, the "---" of unreadable front matter and comments are never quoted', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-state-sync.md': '# State-sync\n\n## Creating Snapshot\n\n```mermaid\nsequenceDiagram\n  participant TM as Tendermint\n```\n',
    'docs/adr/0002-fence-then-text.md': '# 2. Fence\n\n## Decision\n\n```yaml\na: 1\n```\n\nWe configure A.\n',
    'docs/adr/0003-bad-fm.md': '---\nid: x\ntitle: ADR007: Front matter title\n---\n\nWe chose B.\n',
    'docs/adr/0004-comment.md': '# 4. Comment\n\n## Decision\n\n<!-- What was decided,\n and why -->\n\nWe chose C.\n',
    'docs/adr/0005-inline.md': '# 5. Inline\n\n## Context\n\n```Support::Case``` has states.\n',
    'docs/adr/0006-authors.md': '---\nadr: 6\ntitle: Authors\nstatus: Living\nauthors:\n  - menduz\n---\n\n## Abstract\n\nThis RFC describes D.\n',
  });
  assert.equal(excerptOf(engine, 'docs/adr/0001-state-sync.md'), undefined);
  assert.equal(excerptOf(engine, 'docs/adr/0002-fence-then-text.md'), 'We configure A.');
  assert.equal(excerptOf(engine, 'docs/adr/0003-bad-fm.md'), 'We chose B.');
  assert.equal(excerptOf(engine, 'docs/adr/0004-comment.md'), 'We chose C.');
  assert.equal(excerptOf(engine, 'docs/adr/0005-inline.md'), '```Support::Case``` has states.', 'inline code, not a fence');
  assert.equal(excerptOf(engine, 'docs/adr/0006-authors.md'), 'This RFC describes D.', 'front matter is not the text');
});

test('a Decision section that is a list is quoted item by item', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0004-biblioteca.md': '# 0004 - Biblioteca\n\n- Estado: aceptado\n\n## Decision (historica)\n\n- fuente de verdad: `library/`\n- SQLite como cache\n\n## Estado actual\n\nX.\n',
  });
  assert.equal(excerptOf(engine, 'docs/adr/0004-biblioteca.md'), 'fuente de verdad: `library/`; SQLite como cache');
});

test('an excerpt that ends in "because" takes the list that gives the reasons; with no list it ends before the word', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/20200926-number.md':
      '# Use the ADR number\n\n- Status: accepted\n\n## Decision Outcome\n\nChosen option: "ADR number", because\n\n- It is possible to have duplicated titles\n- The filename is too long\n\n## Links\n',
    'docs/adr/20200927-dangling.md': '# Dangling\n\n- Status: accepted\n\n## Decision Outcome\n\nChosen option: "B", because\n\n## Links\n',
  });
  assert.equal(excerptOf(engine, 'docs/adr/20200926-number.md'), 'Chosen option: "ADR number", because It is possible to have duplicated titles; The filename is too long');
  assert.equal(excerptOf(engine, 'docs/adr/20200927-dangling.md'), 'Chosen option: "B"');
});

test('links that are not decision citations get no hover; an unknown id still does', (t) => {
  const notes = 'See ADR-0001 and ADR-0042.\n\nAlso [readme](README.md), [gone](GONE.md) and [c](https://github.com/foo/bar/blob/main/CONTRIBUTING.md).\n';
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-x.md': '# 1. X\n\n## Status\n\nAccepted\n',
    'README.md': '# Readme\n',
    'NOTES.md': notes,
  });
  assert.equal(engine.hover('NOTES.md', at(notes, '[readme]')), undefined, 'a link to a file that is not a record');
  assert.equal(engine.hover('NOTES.md', at(notes, '[gone]')), undefined, 'a broken link is broken-link\'s to report');
  assert.equal(engine.hover('NOTES.md', at(notes, 'https://github.com/foo')), undefined, 'another repository');
  assert.match(engine.hover('NOTES.md', at(notes, 'ADR-0042'))?.contents ?? '', /ADR-0042\*\* — no such decision/);
  assert.match(engine.hover('NOTES.md', at(notes, 'ADR-0001'))?.contents ?? '', /ADR-0001 — X/);
});

test('a number two records share: definition gives both, the hover lists both, a link to one is not ambiguous', (t) => {
  const code = '// Implements ADR-0009 (Beta choice).\n// See docs/adr/0009-beta.md\n';
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0009-alpha.md': '# 9. Alpha choice\n\n## Status\n\nAccepted\n',
    'docs/adr/0009-beta.md': '# 9. Beta choice\n\n## Status\n\nProposed\n',
    'src/beta.ts': code,
  });
  const position = at(code, 'ADR-0009');
  assert.deepEqual(
    engine.definition('src/beta.ts', position).map((l) => `${l.path}:${l.range.start.line}`),
    ['docs/adr/0009-alpha.md:0', 'docs/adr/0009-beta.md:0'],
  );
  const hover = engine.hover('src/beta.ts', position);
  assert.match(hover?.contents ?? '', /\*\*ADR-0009\*\* is ambiguous: 2 decisions/);
  assert.match(hover.contents, /ADR-0009 — Alpha choice \(Accepted\) · \[docs\/adr\/0009-alpha\.md\]\(\.\.\/docs\/adr\/0009-alpha\.md\)/);
  assert.match(hover.contents, /ADR-0009 — Beta choice \(Proposed\) · \[docs\/adr\/0009-beta\.md\]\(\.\.\/docs\/adr\/0009-beta\.md\)/);
  const link = at(code, 'docs/adr/0009-beta.md', 3);
  assert.deepEqual(engine.definition('src/beta.ts', link).map((l) => l.path), ['docs/adr/0009-beta.md']);
  assert.match(engine.hover('src/beta.ts', link)?.contents ?? '', /\*\*ADR-0009 — Beta choice\*\*/);
});

test("a record's own title links to its file relative to the file, as every other hover does", (t) => {
  const { engine } = loadedWorkspace(t, {
    'adr/0002-python.md': '# 2. Minimum Python\n\n## Status\n\nAccepted\n',
    'adr/0020-newer.md': '# 20. Newer\n\n## Status\n\nAccepted\n\nSee [ADR-0002](0002-python.md).\n',
  });
  const own = engine.hover('adr/0002-python.md', { line: 0, character: 6 });
  assert.match(own?.contents ?? '', /\[adr\/0002-python\.md\]\(0002-python\.md\)/);
  const cited = engine.hover('adr/0020-newer.md', { line: 6, character: 6 });
  assert.match(cited?.contents ?? '', /\[adr\/0002-python\.md\]\(0002-python\.md\)/);
});

test("the id before a record's title answers hover and definition as the title does", (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/ADR-0001-istio.md': '# ADR-0001: Istio ambient\n\n## Status\n\nAccepted\n',
    'doc/adr/0002-implement-as-shell-scripts.md': '# 2. Implement as shell scripts\n\n## Status\n\nAccepted\n',
  });
  for (const [path, character] of [['docs/adr/ADR-0001-istio.md', 4], ['doc/adr/0002-implement-as-shell-scripts.md', 2]]) {
    const record = engine.records().find((r) => r.path === path);
    const onId = engine.hover(path, { line: 0, character });
    const onTitle = engine.hover(path, { line: 0, character: record.title.range.start.character + 1 });
    assert.ok(onId, `a hover on the id in ${path}`);
    assert.equal(onId.contents, onTitle.contents);
    const title = { path, range: record.title.range };
    assert.deepEqual(engine.definition(path, { line: 0, character }), [title]);
    assert.deepEqual(engine.definition(path, { line: 0, character: record.title.range.start.character + 1 }), [title]);
  }
});

test('a list item that announces the next ones keeps its colon in the excerpt, without a ";" after it', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0008-ui.md': '# 8. UI\n\nDate: 2026-02-16\n\n## Status\n\nAccepted\n\n## Decision\n\nWe adopt this contract:\n\n- canonical routes:\n- `/`\n- `/browse/<path>`\n',
  });
  const hover = engine.hover('docs/adr/0008-ui.md', { line: 0, character: 4 });
  assert.match(hover.contents, /We adopt this contract: canonical routes: `\/`; `\/browse\/<path>`/);
});
