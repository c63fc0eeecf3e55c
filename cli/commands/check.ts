// `adr-lens check [paths] [--format text|json|sarif]`: exit 1 when any finding is an error.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CheckOutput } from '../../engine/schemas.js';
import { choice } from '../args.js';
import type { CommandContext } from '../context.js';
import { EXIT_FINDINGS, EXIT_OK } from '../errors.js';
import { printJson } from '../io.js';
import { formatDiagnosticLine, formatSummaryLine, sortDiagnostics, summarise } from '../render/diagnostics-text.js';
import { toSarif } from '../render/sarif.js';
import { CLI_VERSION } from '../version.js';

export function check(ctx: CommandContext): number {
  const format = choice(ctx.args.values.format, 'format', ['text', 'json', 'sarif'] as const) ?? (ctx.json ? 'json' : 'text');
  const { engine, load: scan } = ctx.workspace();
  const load = scan();
  const paths = ctx.args.positionals.map((p) => ctx.workspacePath(p, true)).filter((p, i, all) => all.indexOf(p) === i);
  const wholeWorkspace = paths.length === 0 || paths.includes('');
  const diagnostics = sortDiagnostics(engine.check(wholeWorkspace ? {} : { paths }));
  const summary = summarise(diagnostics);
  // Config mistakes are also diagnostics (rule invalid-config); JSON readers get the raw list too.
  const configProblems = load.configProblems;

  if (format === 'json') {
    const output: CheckOutput = { diagnostics, summary, ...(configProblems.length ? { configProblems } : {}) };
    printJson(ctx.io, output);
  } else if (format === 'sarif') {
    printJson(ctx.io, toSarif({ diagnostics, rules: engine.rules(), version: CLI_VERSION, lineText: lineReader(ctx.workspace().root) }));
  } else {
    const c = ctx.io.colour;
    for (const d of diagnostics) ctx.io.out(formatDiagnosticLine(d, c) + '\n');
    const records = wholeWorkspace ? load.records : engine.records().filter((r) => paths.some((p) => within(r.path, p))).length;
    ctx.io.out(formatSummaryLine(summary, records, c) + '\n');
    // A clean result over nothing is easy to misread as "all good": say where we looked.
    if (load.collections.length === 0) {
      ctx.io.err(
        `No decision collection found under ${ctx.workspace().root} (looked for docs/adr, doc/adr, docs/decisions, ` +
          `docs/architecture/decisions, docs/decision-records, architecture-decision-records/, adr/, .adr-dir, .log4brains.yml, ` +
          `and folders of files named like adr-001-….md). ` +
          `Create the first record with 'adr-lens new "Title"', or name your folders in .adr-lens.json ("collections").\n`,
      );
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
        lines = readFileSync(join(root, path), 'utf8').split(/\r?\n/);
      } catch {
        lines = undefined;
      }
      cache.set(path, lines);
    }
    return cache.get(path)?.[line];
  };
}
