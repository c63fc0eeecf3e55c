// Code comments often write paths from the repository root ("see docs/guides/setup.md"), not from
// the code file's folder: definition and document links follow them like the broken-link rule does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadedWorkspace } from './engine-helpers.mjs';

test('a root-relative link in a code comment leads to the file (definition and document link)', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/guides/setup.md': '# Setup\n',
    'docs/adr/0001-use-x.md': '# 1. Use X\n\nDate: 2026-01-01\n\n## Status\n\nAccepted\n',
    'src/app/main.ts': '// see [setup](docs/guides/setup.md) and ADR-0001\nexport {};\n',
    'docs/notes.md': 'A Markdown link is relative to its file: [setup](guides/setup.md), [nowhere](docs/guides/setup.md).\n',
  });
  const at = { line: 0, character: '// see [setup]('.length + 2 };
  assert.deepEqual(engine.definition('src/app/main.ts', at).map((l) => l.path), ['docs/guides/setup.md']);
  assert.ok(engine.documentLinks('src/app/main.ts').some((l) => l.target === 'docs/guides/setup.md'));
  const markdownTargets = engine.documentLinks('docs/notes.md').map((l) => l.target);
  assert.deepEqual(markdownTargets, ['docs/guides/setup.md'], 'Markdown links stay relative to the file');
});

test('a bare file name in a code comment is prose, not a broken link; a path to nothing is', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-use-x.md': '# 1. Use X\n\nDate: 2026-01-01\n\n## Status\n\nAccepted\n',
    'src/app/main.ts': '// Reload when index.md or README.md change (see ADR-0001).\n// Details: docs/adr/0009-missing.md\nexport {};\n',
  });
  const broken = engine.check().filter((d) => d.rule === 'broken-link').map((d) => `${d.path}:${d.range.start.line}`);
  assert.deepEqual(broken, ['src/app/main.ts:1']);
});

test('a broken path in a code comment is read from the root when only that folder exists, and the record meant is named', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-clean-architecture-foundation.md': '# 1. Clean architecture foundation\n\nDate: 2026-01-01\n\n## Status\n\nAccepted\n',
    'tests/Core/Architecture/LayerTests.cs': '/// References:\n/// - docs/adr/0001-clean-architecure-foundation.md\n/// - docs/adr/0001-clean-architecture-foundation.md\n/// - docs/adr/0001-layers.md\nclass LayerTests {}\n',
  });
  const broken = engine.check().filter((d) => d.rule === 'broken-link');
  assert.deepEqual(broken.map((d) => `${d.path}:${d.range.start.line}`), ['tests/Core/Architecture/LayerTests.cs:1', 'tests/Core/Architecture/LayerTests.cs:3']);
  assert.equal(
    broken[0].message,
    'Link "docs/adr/0001-clean-architecure-foundation.md" points to docs/adr/0001-clean-architecure-foundation.md, which does not exist: did you mean docs/adr/0001-clean-architecture-foundation.md?',
  );
  assert.match(broken[1].message, /points to docs\/adr\/0001-layers\.md, which does not exist: correct the path/);
});

test('templates and placeholder links are not judged, wherever they live', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-use-x.md': '# 1. Use X\n\nDate: 2026-01-01\n\n## Status\n\nAccepted\n\nNext: [the new one]({SLUG}.md).\n',
    'template/adr-template-minimal.md': '# {short title}\n\nSupersedes [ADR-0123](0123-example.md).\n',
    'tools/init/assets/template.md': '# Title\n\nSee [yyyymmdd-xxx](yyyymmdd-xxx.md) and ADR-0456.\n',
    'docs/guide.md': 'Read ADR-0789 in [the record](adr/0789-missing.md).\n',
  });
  const found = engine.check().filter((d) => d.rule === 'broken-link' || d.rule === 'unknown-reference').map((d) => `${d.rule} ${d.path}`);
  assert.deepEqual(found.sort(), ['broken-link docs/guide.md', 'unknown-reference docs/guide.md']);
  assert.equal(engine.classify('template/adr-template-minimal.md'), 'ignored');
  assert.equal(engine.classify('tools/init/assets/template.md'), 'ignored');
});

test('outside records only links to decisions are checked; a workspace without records has none', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-use-x.md': '# 1. Use X\n\nDate: 2026-01-01\n\n## Status\n\nAccepted\n',
    'README.md': 'See [contributing](CONTRIBUTING.md), [ADR-0002](docs/adr/0002-use-y.md) and [the rules](docs/adr/0003-z.md).\n',
  });
  const broken = engine.check().filter((d) => d.rule === 'broken-link').map((d) => d.message.match(/"([^"]+)"/)[1]);
  assert.deepEqual(broken, ['docs/adr/0002-use-y.md', 'docs/adr/0003-z.md']);
  const { engine: none } = loadedWorkspace(t, { 'README.md': 'See [contributing](CONTRIBUTING.md) and [ADR-0005](0005-example.md).\n' });
  assert.deepEqual(none.check(), []);
});

test('an SVG image is not read for citations; an HTML or XML comment is', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-a.md': '# 1. A\n\nDate: 2024-01-01\n\n## Status\n\nAccepted\n',
    'docs/img/flow.svg': '<svg><!-- exported from the ADR-0099 diagram --><text>ADR-0001</text></svg>\n',
    'web/index.html': '<html><!-- see ADR-0001 --></html>\n',
    'pom.xml': '<project><!-- ADR-0098 pins this --></project>\n',
  });
  assert.deepEqual(['docs/img/flow.svg', 'web/index.html', 'pom.xml'].map((p) => engine.classify(p)), ['ignored', 'citing', 'citing']);
  assert.equal(engine.loadReport().files, 3, 'the record and the two markup files are read, the SVG is not');
  assert.deepEqual(engine.check().filter((d) => d.rule === 'unknown-reference').map((d) => d.path), ['pom.xml']);
});

test("a documentation site's routes and Doxygen references are not files to find; a root-absolute file link is", (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0018-chain.md': '---\nslug: 18\n---\n# 18. Chain\n\nDate: 2024-01-01\n\n## Status\n\nAccepted\n',
    'docs/adr/0023-state.md':
      '# 23. State\n\nDate: 2024-01-02\n\n## Status\n\nAccepted\n\n## Context\n\nBuilds on [ADR 18](/adr/18) and [the docs](/docs/dev/architecture/).\n\n' +
      'See [store][s] and [the old one](/docs/img/gone.png).\n\n[s]: @ref Wikibase::Store\n',
  });
  assert.deepEqual(engine.check().filter((d) => d.rule === 'broken-link').map((d) => d.message.match(/"([^"]+)"/)[1]), ['/docs/img/gone.png']);
  assert.deepEqual(engine.getDecision('ADR-0023').citedBy, []);
  assert.ok(engine.getDecision('ADR-0018').citedBy.some((c) => c.path === 'docs/adr/0023-state.md'));
});

test('a record cited by its URL on the code host, in a code comment or a Markdown link, is cited; the fix keeps the URL form', (t) => {
  const url = (n, slug) => `https://github.com/o/r/blob/main/docs/decisions/${n}-${slug}.md`;
  const { engine } = loadedWorkspace(t, {
    'docs/decisions/0062-payload.md': '---\nstatus: superseded by ADR-0070\ndate: 2024-01-01\n---\n# Payload\n',
    'docs/decisions/0070-payload-v2.md': '---\nstatus: accepted\ndate: 2024-02-01\n---\n# Payload v2\n\nSupersedes ADR-0062.\n',
    'src/Payload.cs': `/// See the payload ADR for details: ${url('0062', 'payload')}.\nclass Payload {}\n/// Elsewhere: https://github.com/other/repo/blob/main/docs/decisions/0099-theirs.md\n`,
    'docs/guide.md': `# Guide\n\nRead [the payload decision](${url('0062', 'payload')}#context) and https://gitlab.com/o/r/-/blob/main/docs/decisions/0070-payload-v2.md too.\n`,
  });
  const cited = engine.getDecision('ADR-0062').citedBy.map((c) => `${c.path}:${c.range.start.line}`);
  assert.deepEqual(cited, ['docs/decisions/0070-payload-v2.md:6', 'docs/guide.md:2', 'src/Payload.cs:0']);
  assert.ok(engine.getDecision('ADR-0070').citedBy.some((c) => c.path === 'docs/guide.md'));
  const found = engine.check();
  assert.deepEqual(found.filter((d) => d.rule === 'broken-link' || d.rule === 'unknown-reference'), [], 'a URL to another repository is not judged');
  const hint = found.find((d) => d.rule === 'citing-superseded' && d.path === 'src/Payload.cs');
  assert.equal(hint.fixes[0].edits[0].newText, url('0070', 'payload-v2'));
});

test('decisions_for_path: a top-level folder named in passing governs nothing below it; relative links from the record count, a source file on a code host does not (it may be another repository); a folder gets what its files cite', (t) => {
  const rec = (n, body) => `# ${n}. R${n}\n\nDate: 2024-01-01\n\n## Status\n\nAccepted\n\n## Decision\n\n${body}\n`;
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-passing.md': rec(1, 'Nothing is referenced anywhere under `src/` yet.'),
    'docs/adr/0002-processor.md': rec(2, 'See [the interface](../../src/core/IProcessor.cs).'),
    'docs/adr/0003-node.md': rec(3, 'Implemented in [Node.hs](https://github.com/o/r/blob/0123abc/src/core/Node.hs).'),
    'docs/adr/0004-core.md': rec(4, 'Everything in `src/core/` follows this.'),
    'src/core/IProcessor.cs': '// Processor contract, see ADR-0004.\ninterface IProcessor {}\n',
    'src/core/Node.hs': 'module Node where\n',
    'src/jobs/Job.cs': '// Retries follow ADR-0002.\nclass Job {}\n',
  });
  const answer = (p) => engine.decisionsForPath(p).map((g) => `${g.decision.id} ${g.match}`);
  assert.deepEqual(answer('src/core/IProcessor.cs'), ['ADR-0002 exact', 'ADR-0004 cites']);
  assert.deepEqual(answer('src/core/Node.hs'), ['ADR-0004 directory']);
  assert.deepEqual(answer('src/jobs'), ['ADR-0002 cites']);
  assert.deepEqual(answer('src'), ['ADR-0001 exact', 'ADR-0002 cites', 'ADR-0004 cites']);
});

test('a relation line gives one link, on the citation: the verb before it is not clickable, and links never overlap', (t) => {
  const { engine } = loadedWorkspace(t, {
    'adr/0002-python.md': '# 2. Python 3.7\n\nDate: 2019-05-13\n\n## Status\n\nSuperseded by [ADR-0020](./0020-python.md)\n\nAmends [1. Record](0001-record.md) and relates to ADR-0020.\n',
    'adr/0001-record.md': '# 1. Record\n\nDate: 2019-05-13\n\n## Status\n\nAccepted\n',
    'adr/0020-python.md': '# 20. Python 3.8\n\nDate: 2021-01-01\n\n## Status\n\nAccepted\n\nSupersedes [ADR-0002](./0002-python.md)\n',
  });
  const links = engine.documentLinks('adr/0002-python.md');
  const text = (l) => ({ 6: 'Superseded by [ADR-0020](./0020-python.md)', 8: 'Amends [1. Record](0001-record.md) and relates to ADR-0020.' })[l.range.start.line].slice(l.range.start.character, l.range.end.character);
  assert.deepEqual(links.map(text), ['[ADR-0020](./0020-python.md)', '[1. Record](0001-record.md)', 'ADR-0020']);
  for (let i = 1; i < links.length; i++) {
    const [a, b] = [links[i - 1].range, links[i].range];
    assert.ok(a.end.line < b.start.line || (a.end.line === b.start.line && a.end.character <= b.start.character), 'links overlap');
  }
});
