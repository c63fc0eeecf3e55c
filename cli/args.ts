// Command-line parsing with node:util parseArgs: global flags work before or after the command;
// anything unknown is a usage error (exit 2), never silently ignored.
import { parseArgs } from 'node:util';
import { UsageError } from './errors.js';
import { editDistance } from '../engine/text.js';
import { FILTER_LIFECYCLES } from '../engine/index.js';
import type { Lifecycle } from '../engine/types.js';
import type { Engine } from '../engine/api.js';

type OptionSpec = { type: 'string' | 'boolean'; short?: string; multiple?: boolean };

export const GLOBAL_OPTIONS: Record<string, OptionSpec> = {
  root: { type: 'string' },
  config: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
  'no-cache': { type: 'boolean' },
};

export const COMMAND_OPTIONS: Record<string, Record<string, OptionSpec>> = {
  check: { format: { type: 'string' }, fix: { type: 'boolean' }, 'min-severity': { type: 'string' } },
  list: { status: { type: 'string' }, collection: { type: 'string' } },
  show: {},
  search: { limit: { type: 'string' }, cursor: { type: 'string' }, status: { type: 'string' } },
  graph: { format: { type: 'string' }, collection: { type: 'string' }, around: { type: 'string' }, depth: { type: 'string' }, related: { type: 'boolean' } },
  refs: {},
  explain: {},
  new: { supersedes: { type: 'string' }, collection: { type: 'string' }, status: { type: 'string' }, date: { type: 'string' } },
  status: {},
  renumber: {},
  mv: {},
  help: {},
};

/** Commands that hand the rest of the command line to another process (their flags are theirs to judge). */
export const PASSTHROUGH_COMMANDS = new Set(['lsp', 'mcp']);

export const COMMANDS = [...Object.keys(COMMAND_OPTIONS).filter((c) => c !== 'help'), 'lsp', 'mcp'];

export interface ParsedArgs {
  command?: string;
  positionals: string[];
  values: Record<string, string | boolean | undefined>;
  /** For lsp/mcp: every argument except the command word, in order. */
  rest: string[];
}

const allOptions = (): Record<string, OptionSpec> => {
  const merged: Record<string, OptionSpec> = { ...GLOBAL_OPTIONS };
  for (const opts of Object.values(COMMAND_OPTIONS)) Object.assign(merged, opts);
  return merged;
};

export function parseCommandLine(argv: string[]): ParsedArgs {
  // First pass, lenient: find the command word (the first positional) without judging flags yet.
  const loose = parseArgs({ args: argv, options: allOptions(), strict: false, allowPositionals: true, tokens: true });
  const commandToken = loose.tokens?.find((t) => t.kind === 'positional');
  const command = commandToken?.kind === 'positional' ? commandToken.value : undefined;

  if (command && PASSTHROUGH_COMMANDS.has(command) && commandToken?.kind === 'positional') {
    const rest = [...argv.slice(0, commandToken.index), ...argv.slice(commandToken.index + 1)];
    const help = rest.includes('--help') || rest.includes('-h');
    return { command, positionals: [], values: { help }, rest };
  }

  if (command !== undefined && !(command in COMMAND_OPTIONS)) {
    const close = closest(command, COMMANDS);
    throw new UsageError(`unknown command '${command}'`, close ? `did you mean '${close}'?` : undefined);
  }

  const options = { ...GLOBAL_OPTIONS, ...(command ? COMMAND_OPTIONS[command] : {}) };
  // "--limit -1": the parser takes "-1" for an option and says the value is missing; it is there, and negative.
  for (let i = 0; i + 1 < argv.length; i++) {
    const name = /^--([\w-]+)$/.exec(argv[i]!)?.[1];
    if (name && options[name]?.type === 'string' && /^-\d/.test(argv[i + 1]!)) {
      throw new UsageError(`--${name} ${argv[i + 1]}: a value starting with '-' reads as an option; write --${name}=${argv[i + 1]} if you mean it`);
    }
  }
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, strict: true, allowPositionals: true });
  } catch (err) {
    throw new UsageError(describeParseError(err, command));
  }
  const positionals = parsed.positionals.slice(1);
  return { command, positionals, values: parsed.values as ParsedArgs['values'], rest: [] };
}

function describeParseError(err: unknown, command: string | undefined): string {
  const code = (err as { code?: string }).code;
  const message = err instanceof Error ? err.message : String(err);
  const flag = /'(-{1,2}[^' ]+)/.exec(message)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && flag) {
    return `unknown option '${flag}'${command ? ` for '${command}'` : ''}`;
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && flag) {
    return `option '${flag}' needs a value`;
  }
  return message;
}

/** A choice-valued option: undefined when absent, else one of `choices` (usage error otherwise). */
export function choice<T extends string>(value: unknown, name: string, choices: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && (choices as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`--${name} must be one of ${choices.join(', ')} (got '${String(value)}')`);
}

/**
 * --status: a lifecycle, or a status word as records write it ("Draft", "Approved"), the config's `statuses` included,
 * as the MCP tools read it. `engine` reads the workspace's config, so call it once the workspace is loaded.
 */
export function statusFilter(value: unknown, engine: Pick<Engine, 'statusFilter'>): Lifecycle | undefined {
  if (value === undefined) return undefined;
  const lifecycle = typeof value === 'string' ? engine.statusFilter(value) : undefined;
  if (lifecycle === undefined) throw new UsageError(`--status must be one of ${FILTER_LIFECYCLES.join(', ')}, or a status word records use such as "approved" or "draft" (got '${String(value)}')`);
  return lifecycle;
}

export function positiveInteger(value: unknown, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new UsageError(`--${name} must be a positive whole number (got '${String(value)}')`);
  return n;
}

/** Closest candidate by edit distance, when close enough to be a plausible typo. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = editDistance(word.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}
