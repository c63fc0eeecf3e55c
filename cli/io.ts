// Where a command writes, and how: injected so tests and the entry point share one code path.
import { palette, wantsColour, type Palette } from './colour.js';

export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** Colours for stdout. */
  colour: Palette;
  /** Colours for stderr (may differ: stdout piped to a file, stderr still on a terminal). */
  errColour: Palette;
  cwd: string;
  env: NodeJS.ProcessEnv;
}

export function processIo(): Io {
  // `adr-lens check | head`: the reader went away; stop quietly like other Unix tools instead of crashing.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
      throw error;
    });
  }
  return {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    colour: palette(wantsColour(process.stdout, process.env)),
    errColour: palette(wantsColour(process.stderr, process.env)),
    cwd: process.cwd(),
    env: process.env,
  };
}

export function printJson(io: Io, value: unknown): void {
  io.out(JSON.stringify(value, null, 2) + '\n');
}
