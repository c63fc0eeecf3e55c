import doc from '../../docs/rules/invalid-front-matter.md';
import { problemRule } from './problem-rule.js';

export default problemRule({
  id: 'ADR020',
  name: 'invalid-front-matter',
  description: 'The YAML (or TOML) front matter at the top of a record cannot be parsed; the rest of the record is still read.',
  defaultSeverity: 'error',
  doc,
  codes: ['front-matter-invalid'],
  // Hugo's TOML headers (spinframework/spin's SIPs) break on other things than YAML does: a quote inside a string.
  advice: (message) =>
    /\bTOML\b/.test(message)
      ? 'fix the TOML header (one `key = value` a line; a quote inside a string is written \\").'
      : 'fix the YAML between the "---" lines (quote values that contain ": " or start with "[", "{", "*", "@" or a backtick).',
});
