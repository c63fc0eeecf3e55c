// broken-link answers its first questions about where records lie by scanning, then from tables once a workspace
// has raised many (SCANS_BEFORE_TABLES in rules/broken-link.ts): a workspace of thousands of broken links was
// quadratic, one of a few kept ~4 MB of tables in a 10,000-record check. Both ways must suggest the same records.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { diagnostics, engineAvailable } from '../fixtures/rules/harness.mjs';
import { files, nygard } from '../fixtures/rules/records.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

/** Four broken links, one of each suggestion: misspelt, without its number, renumbered, moved to another folder. */
const LINKS = [
  'See [ADR 3](0003-generated-test.md).', // 0003-geneated-test.md: nearly the same name
  'See [loading](module-loading.md).', // 0004-module-loading.md: the name without its number
  'See [ADR 9: Provide DLQ](0009-provide-dlq-where-missing.md).', // renumbered to 0020-provide-dlq-where-missing.md, beyond what resolution follows
  'See [transport](/ADR/0081-minimum-transport.md).', // docs/adr/0081-…: the one record of that name
  'See [nothing](0099-never-written.md).', // no suggestion
];

function workspace(writers) {
  const meant = [
    nygard({ n: 3, slug: 'geneated-test', title: 'Generated test' }),
    nygard({ n: 4, slug: 'module-loading', title: 'Module loading' }),
    nygard({ n: 9, slug: 'other-subject', title: 'Other subject' }),
    nygard({ n: 20, slug: 'provide-dlq-where-missing', title: 'Provide DLQ where missing' }),
    nygard({ n: 81, slug: 'minimum-transport', title: 'Minimum transport' }),
  ];
  const writing = Array.from({ length: writers }, (_, i) =>
    nygard({ n: 100 + i, slug: `writer-${i}`, title: `Writer ${i}`, sections: `## Context\n\n${LINKS.join('\n\n')}\n\n## Decision\n\nx\n\n## Consequences\n\ny\n` }),
  );
  return files(...meant, ...writing);
}

/** Each writer's findings (line, message, fix), by writer. */
function findingsByWriter(writers) {
  const by = new Map();
  for (const d of diagnostics(workspace(writers), 'broken-link')) {
    const list = by.get(d.path) ?? [];
    list.push({ line: d.range.start.line, message: d.message, fix: d.fixes?.[0]?.edits[0]?.newText });
    by.set(d.path, list);
  }
  for (const list of by.values()) list.sort((a, b) => a.line - b.line);
  return by;
}

describe('broken-link: many broken links are answered from tables, with the suggestions a scan gives', { skip }, () => {
  it('one writer (a scan) and each of 40 writers (200 broken links: tables after the first) suggest the same records', () => {
    const scanned = findingsByWriter(1).get('docs/adr/0100-writer-0.md');
    assert.deepEqual(
      scanned.map((f) => f.fix),
      ['0003-geneated-test.md', '0004-module-loading.md', '0020-provide-dlq-where-missing.md', '0081-minimum-transport.md', undefined],
    );
    const many = findingsByWriter(40);
    assert.equal(many.size, 40);
    for (const [path, found] of many) assert.deepEqual(found, scanned, path);
  });
});
