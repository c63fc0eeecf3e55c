import doc from '../../docs/rules/missing-title.md';
import { defineRule } from './define.js';
import { documentText, at } from './text.js';
import { recordFileName } from '../keys.js';
import { frontMatter } from './edits.js';
import type { DecisionRecord } from '../types.js';
import { isUnparsable } from './problems.js';

/** "0007-use-postgres.md" → "Use postgres". */
export function titleFromFileName(path: string): string {
  const stem = recordFileName(path).replace(/\.[^.]+$/, '').replace(/^(?:\d{4}-\d{2}-\d{2}|(?:[A-Za-z]+[-_])?\d+)[-_.\s]*/, '');
  const words = stem.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Title';
}

function hasNoTitle(record: DecisionRecord): boolean {
  const r = record.title.range;
  return record.title.value.trim() === '' || (r.start.line === r.end.line && r.start.character === r.end.character);
}

export default defineRule({
  id: 'ADR001',
  name: 'missing-title',
  description: 'A decision record has no title heading.',
  defaultSeverity: 'warning',
  tags: ['structure'],
  doc,
  scope: 'record',
  checkRecord(record, ctx) {
    if (isUnparsable(record)) return [];
    if (!hasNoTitle(record)) return [];
    const text = documentText(ctx.index, record.path);
    const title = titleFromFileName(record.path);
    const heading = record.format === 'nygard' && record.number !== undefined ? `# ${record.number}. ${title}` : `# ${title}`;
    const fixes = [];
    if (text) {
      const fm = frontMatter(text);
      const line = fm ? fm.close + 1 : 0;
      const newText = line >= text.lines.length ? `${text.eol}${heading}${text.eol}` : `${heading}${text.eol}${text.eol}`;
      const range = line >= text.lines.length ? at(line - 1, text.lines[line - 1]!.length) : at(line, 0);
      fixes.push({ title: `Add the title "${heading}"`, edits: [{ path: record.path, range, newText }], isPreferred: true });
    }
    return [{
      path: record.path,
      range: at(0, 0),
      message: `${record.id} has no title: add a level-1 heading such as "${heading}" at the top of the record.`,
      fixes,
    }];
  },
});
