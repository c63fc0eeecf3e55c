import doc from '../../docs/rules/file-too-large.md';
import { problemRule } from './problem-rule.js';

export default problemRule({
  id: 'ADR021',
  name: 'file-too-large',
  description: 'A file is larger than the configured limit (1 MB by default) and was skipped.',
  defaultSeverity: 'info',
  doc,
  codes: ['file-too-large'],
  advice: 'split it, or move generated content out of the collection.',
});
