import doc from '../../docs/rules/invalid-config.md';
import { defineRule } from './define.js';
import { configProblemDetail } from '../config/load.js';

export default defineRule({
  id: 'ADR025',
  name: 'invalid-config',
  description: 'A setting in .adr-lens.json is invalid; analysis goes on with the default for that setting.',
  defaultSeverity: 'error',
  tags: ['config'],
  doc,
  scope: 'workspace',
  checkWorkspace(ctx) {
    return ctx.index.configProblems.map((p) => ({
      path: p.path,
      range: p.range,
      // The diagnostic carries the file and range itself: the message says the key and the problem, once.
      message: p.key ? `"${p.key}": ${configProblemDetail(p)}` : configProblemDetail(p),
    }));
  },
});
