// `adr-lens check [paths] [--format text|json|sarif|github|gitlab] [--min-severity S] [--fix]`: exit 1 when any finding is an error.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FixWriteError, SEVERITIES, atLeast, fixWorkspace, fixableOnDisk, summarizeFindings, type FixScope, type WorkspaceFixes } from '../../engine/index.js';
import type { Engine } from '../../engine/api.js';
import type { CheckOutput } from '../../engine/schemas.js';
import { choice } from '../args.js';
import type { CommandContext } from '../context.js';
import { EXIT_FINDINGS, EXIT_OK, RuntimeError } from '../errors.js';
import { printJson } from '../io.js';
import { formatDiagnosticLine, formatSummaryLine, sortDiagnostics } from '../render/diagnostics-text.js';
import { checkoutRelative } from '../render/checkout-paths.js';
import { formatGithubAnnotation } from '../render/github.js';
import { toCodeQuality } from '../render/gitlab.js';
import { safeText } from '../render/safe-text.js';
import { toSarif } from '../render/sarif.js';
import { CLI_VERSION } from '../version.js';

export function check(ctx: CommandContext): number {
  const format = choice(ctx.args.values.format, 'format', ['text', 'json', 'sarif', 'github', 'gitlab'] as const) ?? (ctx.json ? 'json' : 'text');
  const { engine, load: scan } = ctx.workspace();
  const load = scan();
  const paths = ctx.args.positionals.map((p) => ctx.workspacePath(p, true)).filter((p, i, all) => all.indexOf(p) === i);
  const wholeWorkspace = paths.length === 0 || paths.includes('');
  const scope = wholeWorkspace ? {} : { paths };
  // Below the threshold a finding is neither reported, in any format, nor fixed; the exit code, about errors, is the
  // same either way.
  const minSeverity = choice(ctx.args.values['min-severity'], 'min-severity', SEVERITIES) ?? 'hint';
  const fixed = ctx.args.values.fix === true ? fixOnDisk(engine, { paths: wholeWorkspace ? undefined : paths, minSeverity }) : undefined;
  const found = engine.check(scope);
  const diagnostics = sortDiagnostics(atLeast(found, minSeverity));
  const hidden = { count: found.length - diagnostics.length, below: minSeverity };
  const summary = summarizeFindings(diagnostics);
  // Config mistakes are also diagnostics (rule invalid-config); JSON readers get the raw list too.
  const configProblems = load.configProblems;
  // A workspace whose decisions are all a log's entries (docs/decisions.md with "## ADR-001: …") has no collection:
  // its entries are what was checked, as list shows them.
  const loggedOnly = () => (load.collections.length === 0 && load.records === 0 ? engine.list({ limit: 1 }).total : 0);
  const recordsChecked = () => (wholeWorkspace ? load.records || loggedOnly() : engine.records().filter((r) => paths.some((p) => within(r.path, p))).length);

  if (format === 'json') {
    const output: CheckOutput = {
      diagnostics,
      summary,
      ...(configProblems.length ? { configProblems } : {}),
      ...(fixed ? { fixed } : {}),
      ...(minSeverity !== 'hint' ? { omitted: hidden } : {}),
    };
    printJson(ctx.io, output);
  } else if (format === 'sarif') {
    // Code scanning resolves the URIs against the checkout (github/codeql-action's checkout_path, the working folder).
    const fileOf = checkoutRelative(ctx.workspace().root, process.env.GITHUB_WORKSPACE || process.cwd());
    printJson(ctx.io, toSarif({ diagnostics, rules: engine.rules(), version: CLI_VERSION, lineText: lineReader(ctx.workspace().root), fileOf }));
  } else if (format === 'gitlab') {
    const fileOf = checkoutRelative(ctx.workspace().root, process.env.CI_PROJECT_DIR || process.cwd());
    printJson(ctx.io, toCodeQuality(diagnostics, fileOf, lineReader(ctx.workspace().root)));
  } else if (format === 'github') {
    const fileOf = checkoutRelative(ctx.workspace().root, process.env.GITHUB_WORKSPACE || process.cwd());
    for (const d of diagnostics) ctx.io.out(formatGithubAnnotation(d, fileOf(d.path)) + '\n');
    // The runner shows only the first annotations of each kind per step; the log keeps the count of all.
    ctx.io.out(formatSummaryLine(summary, recordsChecked(), ctx.io.colour, hidden) + '\n');
  } else {
    const c = ctx.io.colour;
    for (const d of diagnostics) ctx.io.out(formatDiagnosticLine(d, c) + '\n');
    ctx.io.out(formatSummaryLine(summary, recordsChecked(), c, hidden) + '\n');
    // As eslint does: say what --fix would settle, since "(fixable)" alone does not tell a quick fix from a mechanical one.
    // Not those whose fix would go into a file --fix leaves alone (read-only, hard links, not UTF-8): it would not.
    const mechanical = fixed ? 0 : fixableOnDisk(engine, diagnostics);
    if (mechanical) ctx.io.out(c.dim(`${mechanical} of them can be fixed with 'adr-lens check --fix'.`) + '\n');
    // A clean result over nothing is easy to misread as "all good": say where we looked.
    const configured = engine.configuredCollections();
    if (load.collections.length === 0 && loggedOnly() === 0 && configured.length > 0) {
      // The config chose the folders: the list of conventional ones would say what was not looked at.
      ctx.io.err(
        `No decision records in the folders .adr-lens.json names ("collections": ${configured.map((c) => `"${safeText(c)}"`).join(', ')}); ` +
          `with "collections" set, ADR Lens reads no other folder.\n`,
      );
    } else if (load.collections.length === 0 && loggedOnly() === 0) {
      ctx.io.err(
        `No decision collection found under ${ctx.workspace().root} (looked for docs/adr, doc/adr, docs/decisions, ` +
          `docs/architecture/decisions, docs/decision-records, architecture-decision-records/, adr/, .adr-dir, .log4brains.yml, ` +
          `and folders of files named like adr-001-….md). ` +
          `Create the first record with 'adr-lens new "Title"', or name your folders in .adr-lens.json ("collections").\n`,
      );
    }
  }
  if (fixed && format !== 'json') {
    // On stderr: stdout stays a pure SARIF, Code Quality or annotation stream for whatever reads it.
    const files = fixed.files.length;
    ctx.io.err(
      fixed.findings === 0
        ? 'Nothing to fix.\n'
        : `Fixed ${fixed.findings} problem${fixed.findings === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}: ${fixed.files.map(safeText).join(', ')}.\n`,
    );
    for (const s of fixed.skipped ?? []) {
      ctx.io.err(`Left alone: ${safeText(s.path)} (${s.reason}); ${s.findings} problem${s.findings === 1 ? '' : 's'} there still ${s.findings === 1 ? 'has' : 'have'} a fix.\n`);
    }
  }
  return summary.errors > 0 ? EXIT_FINDINGS : EXIT_OK;
}

function within(path: string, folderOrFile: string): boolean {
  return path === folderOrFile || path.startsWith(folderOrFile.endsWith('/') ? folderOrFile : folderOrFile + '/');
}

function lineReader(root: string): (path: string, line: number) => string | undefined {
  const cache = new Map<string, string[] | undefined>();
  return (path, line) => {
    if (!cache.has(path)) {
      let lines: string[] | undefined;
      try {
        // Every line break the engine counts (a lone CR too), or the fingerprint anchors on another line than the finding.
        lines = readFileSync(join(root, path), 'utf8').split(/\r\n|\r|\n/);
      } catch {
        lines = undefined;
      }
      cache.set(path, lines);
    }
    return cache.get(path)?.[line];
  };
}

function fixOnDisk(engine: Engine, scope: FixScope): WorkspaceFixes {
  try {
    return fixWorkspace(engine, scope);
  } catch (error) {
    if (error instanceof FixWriteError) throw new RuntimeError(error.message);
    throw error;
  }
}
