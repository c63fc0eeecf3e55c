import doc from '../../docs/rules/unreadable-file.md';
import { problemRule } from './problem-rule.js';
import type { RuleModule } from '../model.js';

const READABLE = 'Check that the file exists and is readable.';
/** A name that is not valid UTF-8 is no permission problem: the file reads once it has a name a string can hold. */
const RENAME = 'Rename the file to a name in UTF-8.';

const rule: RuleModule = problemRule({
  id: 'ADR024',
  name: 'unreadable-file',
  description: 'A record could not be read (permissions or an I/O error; a dangling symbolic link is skipped).',
  defaultSeverity: 'error',
  doc,
  codes: ['unreadable'],
  advice: 'check that the file exists and is readable.',
});

const checkRecord = rule.checkRecord!;

export default {
  ...rule,
  checkRecord: (record, ctx) =>
    checkRecord(record, ctx).map((d) =>
      d.message.includes('file name is not valid UTF-8') && d.message.endsWith(READABLE) ? { ...d, message: d.message.slice(0, -READABLE.length) + RENAME } : d,
    ),
} satisfies RuleModule;
