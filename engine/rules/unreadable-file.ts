import doc from '../../docs/rules/unreadable-file.md';
import { problemRule } from './problem-rule.js';

export default problemRule({
  id: 'ADR024',
  name: 'unreadable-file',
  description: 'A record could not be read (permissions, a broken link or an I/O error).',
  defaultSeverity: 'error',
  doc,
  codes: ['unreadable'],
  advice: 'check that the file exists and is readable.',
});
