// Colour only for people: on a TTY, and never when NO_COLOR is set (https://no-color.org).
// FORCE_COLOR exists for tests and CI logs that render ANSI; NO_COLOR still wins.
export interface Palette {
  red(s: string): string;
  yellow(s: string): string;
  blue(s: string): string;
  green(s: string): string;
  dim(s: string): string;
  bold(s: string): string;
}

export function wantsColour(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '' && env.FORCE_COLOR !== '0') return true;
  return stream.isTTY === true && env.TERM !== 'dumb';
}

const wrap = (open: number, close: number) => (s: string) => `\u001b[${open}m${s}\u001b[${close}m`;
const plain = (s: string) => s;

export function palette(enabled: boolean): Palette {
  if (!enabled) return { red: plain, yellow: plain, blue: plain, green: plain, dim: plain, bold: plain };
  return { red: wrap(31, 39), yellow: wrap(33, 39), blue: wrap(34, 39), green: wrap(32, 39), dim: wrap(2, 22), bold: wrap(1, 22) };
}
