import doc from '../../docs/rules/record-without-extension.md';
import { defineRule } from './define.js';
import { memo } from './context.js';
import { posixBasename } from '../text.js';
import { isExtensionlessRecordName, isPlainTextRecordName } from '../discovery/collections.js';
import { isRstPath } from '../parse/rst.js';
import type { RuleContext } from '../model.js';
import type { DecisionRecord } from '../types.js';

export default defineRule({
  id: 'ADR027',
  name: 'record-without-extension',
  description: 'A decision record is in a file without the .md extension, so GitHub, editors and other tools do not show it as Markdown.',
  defaultSeverity: 'warning',
  tags: ['structure'],
  doc,
  scope: 'record',
  checkRecord(record, ctx) {
    const name = posixBasename(record.path);
    if (isPlainTextRecordName(name)) return [plainTextRecord(record, name)];
    if (!isExtensionlessRecordName(name)) return [];
    // In a collection of reStructuredText records (openedx/paragon's "0012-css-styling-conventions"), it lost ".rst".
    if (rstCollections(ctx).has(record.collection)) {
      return [
        {
          path: record.path,
          range: record.title.range,
          message: `${record.id} is in "${name}", without an extension, beside reStructuredText records: rename it to "${name}.rst" so GitHub, Sphinx, editors and other tools read it (links to it change with it).`,
        },
      ];
    }
    return [
      {
        path: record.path,
        range: record.title.range,
        message: `${record.id} is in "${name}", without the .md extension: rename it to "${name}.md" so GitHub, editors and other tools read it as Markdown (links to it change with it).`,
      },
    ];
  },
});

/** A record saved as ".txt" (rubyforgood/casa's "0008-controller-specs.txt"): the same advice, the extension swapped. */
function plainTextRecord(record: DecisionRecord, name: string) {
  const stem = name.slice(0, -'.txt'.length);
  return { path: record.path, range: record.title.range, message: `${record.id} is in "${name}", a plain-text file: rename it to "${stem}.md" so GitHub, editors and other tools read it as Markdown (links to it change with it).` };
}

/** Collections most of whose records are reStructuredText. */
function rstCollections(ctx: RuleContext): Set<string> {
  return memo(ctx, 'record-without-extension:rst', () => {
    const counts = new Map<string, { rst: number; all: number }>();
    for (const r of ctx.index.records()) {
      const c = counts.get(r.collection) ?? { rst: 0, all: 0 };
      c.all++;
      if (isRstPath(r.path)) c.rst++;
      counts.set(r.collection, c);
    }
    return new Set([...counts].filter(([, c]) => c.rst * 2 > c.all).map(([dir]) => dir));
  });
}
