import doc from '../../docs/rules/parse-problem.md';
import { problemRule } from './problem-rule.js';

export default problemRule({
  id: 'ADR026',
  name: 'parse-problem',
  description: 'Any other problem met while reading a record (reported so that no problem is silently dropped).',
  defaultSeverity: 'warning',
  doc,
  advice: 'correct the text at this position.',
});
