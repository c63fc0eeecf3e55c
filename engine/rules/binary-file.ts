import doc from '../../docs/rules/binary-file.md';
import { problemRule } from './problem-rule.js';

export default problemRule({
  id: 'ADR022',
  name: 'binary-file',
  description: 'A file in a decision collection holds binary data, not text, and was skipped.',
  defaultSeverity: 'warning',
  doc,
  codes: ['binary-file'],
  advice: 'move it out of the decision collection or give it a non-Markdown extension.',
});
