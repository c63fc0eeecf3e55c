import doc from '../../docs/rules/invalid-front-matter.md';
import { problemRule } from './problem-rule.js';

export default problemRule({
  id: 'ADR020',
  name: 'invalid-front-matter',
  description: 'The YAML (or TOML) front matter at the top of a record cannot be parsed; the rest of the record is still read.',
  defaultSeverity: 'error',
  doc,
  codes: ['front-matter-invalid'],
  advice: 'fix the YAML between the "---" lines (quote values that contain ": " or start with "[", "{", "*", "@" or a backtick).',
});
