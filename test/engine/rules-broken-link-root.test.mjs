// broken-link in code comments: "see docs/adr/0001-x.md" in src/app/main.ts means the path from the workspace
// root (code has no Markdown link semantics), so it is only broken when neither reading finds the file.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { diagnostics, engineAvailable } from '../fixtures/rules/harness.mjs';
import { files, nygard } from '../fixtures/rules/records.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

describe('broken-link from code comments', { skip }, () => {
  const record = nygard({ n: 1, slug: 'use-postgres', title: 'Use Postgres' });

  it('a root-relative path in a code comment is not broken', () => {
    const found = diagnostics(files(record, ['src/app/db/pool.ts', '// see docs/adr/0001-use-postgres.md before changing the pool size\nexport const size = 4;\n']), 'broken-link');
    assert.deepEqual(found, []);
  });

  it('a file-relative path in a code comment still resolves', () => {
    const found = diagnostics(files(record, ['docs/tools/check.py', '# see ../adr/0001-use-postgres.md\n']), 'broken-link');
    assert.deepEqual(found, []);
  });

  it('a path that exists neither way is still reported, read from the root when only there its folder exists', () => {
    const found = diagnostics(files(record, ['src/app/db/pool.ts', '// see docs/adr/0009-gone.md\n']), 'broken-link');
    assert.equal(found.length, 1);
    assert.equal(found[0].path, 'src/app/db/pool.ts');
    assert.match(found[0].message, /"docs\/adr\/0009-gone\.md" points to docs\/adr\/0009-gone\.md, which does not exist/);
  });

  it('a path whose folder exists neither way is reported relative to the file', () => {
    const found = diagnostics(files(record, ['src/app/db/pool.ts', '// see docs/adr/old/0001-use-postgres.md\n']), 'broken-link');
    assert.equal(found.length, 1);
    assert.match(found[0].message, /points to src\/app\/db\/docs\/adr\/old\/0001-use-postgres\.md, which does not exist/);
  });

  it('Markdown documents keep Markdown semantics: a root-less path is relative to the file', () => {
    const found = diagnostics(files(record, ['guide/README.md', '# Guide\n\nRead [the decision](docs/adr/0001-use-postgres.md) (ADR-0001).\n']), 'broken-link');
    assert.equal(found.length, 1);
    assert.match(found[0].message, /points to guide\/docs\/adr\/0001-use-postgres\.md/);
  });
});

describe('broken-link: root-absolute links of a documentation site built from a sub-folder', { skip }, () => {
  const record = ['docs/reference/adr/0001-test-in-place.md', '# 1. Test in place\n\nDate: 2024-01-02\n\n## Status\n\nAccepted\n'];

  it('"/reference/adr/0001-x.md" written under docs/ is the site\'s page for docs/reference/adr/0001-x.md', () => {
    const found = diagnostics(files(record, ['docs/guides/testing.md', 'See [ADR-0001](/reference/adr/0001-test-in-place.md).\n']), 'broken-link');
    assert.deepEqual(found, []);
  });

  it('a root-absolute link found under no folder of the writing file is still broken', () => {
    const found = diagnostics(files(record, ['docs/guides/testing.md', 'See [ADR-0002](/reference/adr/0002-missing.md).\n']), 'broken-link');
    assert.equal(found.length, 1);
    assert.match(found[0].message, /points to reference\/adr\/0002-missing\.md, which does not exist/);
  });
  it('a root-absolute link to a file the site serves from its static folder (public/, static/) is not broken', () => {
    const png = ['public/resources/ADR-1/flow.png', 'png'];
    const docsStatic = ['docs/static/img/arch.svg', 'svg'];
    const text = 'See ![flow](/resources/ADR-1/flow.png) and ![arch](/img/arch.svg), not ![gone](/img/gone.svg).\n';
    const withImages = [record[0], `${record[1]}\n## Context\n\n${text}`];
    const found = diagnostics(files(withImages, png, docsStatic), 'broken-link');
    assert.deepEqual(found.map((d) => d.message.split('"')[1]), ['/img/gone.svg']);
  });
});
