// Coding agents' instruction files: where they live, and how their links read.
import { isDocumentPath } from './lines.js';

/**
 * Coding agents' folders of rules, skills, commands and steering files, which tell an agent which decisions to follow
 * (CzarSibelius/AudioAnalyzer's ".cursor/rules/adr.mdc" cites 86 records; iog-creator/Gemantria's rules cite an id two
 * records share): an agent reads them before every task, so a superseded or unknown id there misleads it most.
 */
export const AGENT_DIRECTORIES: ReadonlySet<string> = new Set([
  '.cursor', '.claude', '.kiro', '.windsurf', '.clinerules', '.roo', '.continue', '.gemini', '.junie', '.amazonq', '.augment', '.codex', '.opencode', '.agents', '.specify',
]);

/** Cursor's rules: Markdown under front matter, never records. */
const CURSOR_RULE = /\.mdc$/i;

/**
 * Whether a document is an agent's instruction file, whose links name paths from the workspace root: the agent runs
 * there, and these files are written so ("[ADR-0061](docs/adr/0061-x.md)" in ".cursor/rules/adr.mdc", 85 links in
 * CzarSibelius/AudioAnalyzer).
 */
export function isAgentInstructionPath(path: string): boolean {
  if (CURSOR_RULE.test(path)) return true;
  const slash = path.indexOf('/');
  return slash > 0 && AGENT_DIRECTORIES.has(path.slice(0, slash));
}

/**
 * Whether a file's links name paths from the workspace root rather than from its own folder: a code comment's ("see
 * docs/adr/0007-x.md"), and an agent's instruction file's. Go to definition, references and broken-link read them so.
 */
export function readsLinksFromRoot(path: string): boolean {
  return !isDocumentPath(path) || isAgentInstructionPath(path);
}
