// What every command gets: its parsed arguments, where to write, and the workspace (opened on demand).
import type { ParsedArgs } from './args.js';
import type { Io } from './io.js';
import { defaultCacheDirectory } from '../engine/index.js';
import { openWorkspace, toWorkspacePath, type Workspace } from './workspace.js';

export interface CommandContext {
  args: ParsedArgs;
  io: Io;
  /** --json, or --format json. */
  json: boolean;
  workspace(): Workspace;
  /** The workspace if a command opened it (to leave a snapshot after it). */
  openedWorkspace(): Workspace | undefined;
  /** A path as typed → workspace-relative. */
  workspacePath(typed: string, mustExist: boolean): string;
}

export function createContext(args: ParsedArgs, io: Io): CommandContext {
  let opened: Workspace | undefined;
  const workspace = () =>
    (opened ??= openWorkspace({
      root: args.values.root as string | undefined,
      config: args.values.config as string | undefined,
      cwd: io.cwd,
      // Only search reads every record's text; the other commands read a few at most, again from disk.
      retainTexts: args.command === 'search',
      cacheDirectory: args.values['no-cache'] === true ? undefined : defaultCacheDirectory(io.env),
      replayFindings: args.command === 'check',
      answers: args.command === 'search' ? 'read-and-write' : args.command === 'list' ? 'read' : undefined,
    }));
  return {
    args,
    io,
    json: args.values.json === true || args.values.format === 'json',
    workspace,
    openedWorkspace: () => opened,
    workspacePath: (typed, mustExist) => toWorkspacePath(typed, workspace().root, io.cwd, mustExist),
  };
}

export type Command = (ctx: CommandContext) => number | Promise<number>;
