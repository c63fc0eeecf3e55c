// Findings as GitHub Actions workflow commands ("::error file=…,line=…::message"): the runner turns each into an
// annotation on the pull request's diff and the run's summary. SARIF needs code scanning, which private repositories
// only have with GitHub Advanced Security; these lines need nothing but a step that prints them.
import type { Diagnostic, Severity } from '../../engine/types.js';
import { lastLine } from './checkout-paths.js';
import { fixNote } from './diagnostics-text.js';

const COMMAND: Record<Severity, 'error' | 'warning' | 'notice'> = { error: 'error', warning: 'warning', info: 'notice', hint: 'notice' };

/**
 * The runner reads a command per line and splits its properties at "," and ":". `%`, CR and LF are escaped in the
 * message, and "," and ":" too in a property, as the runner unescapes them; otherwise a newline in a record's file
 * name or title would start a forged command on the next line ("::add-mask::", "::error file=SECURITY.md::…").
 */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** One workflow command per finding; ranges become 1-based lines and columns, columns only on a one-line range. */
export function formatGithubAnnotation(d: Diagnostic, file: string): string {
  const { start, end } = d.range;
  const props = [`file=${escapeProperty(file)}`, `line=${start.line + 1}`, `endLine=${lastLine(d.range) + 1}`];
  if (end.line === start.line) props.push(`col=${start.character + 1}`, `endColumn=${Math.max(end.character, start.character + 1)}`);
  props.push(`title=${escapeProperty(`ADR Lens ${d.ruleId} ${d.rule}`)}`);
  const fixable = fixNote(d) ? ` ${fixNote(d)}` : '';
  return `::${COMMAND[d.severity]} ${props.join(',')}::${escapeData(d.message + fixable)}`;
}
