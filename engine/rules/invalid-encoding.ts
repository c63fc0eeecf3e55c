import doc from '../../docs/rules/invalid-encoding.md';
import { problemRule } from './problem-rule.js';

export default problemRule({
  id: 'ADR023',
  name: 'invalid-encoding',
  description: 'A record is not valid UTF-8; unreadable bytes were replaced while reading it.',
  defaultSeverity: 'warning',
  doc,
  codes: ['invalid-utf8'],
  advice: 're-save the file as UTF-8 in your editor.',
});
