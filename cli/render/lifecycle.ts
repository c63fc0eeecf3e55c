import type { Palette } from '../colour.js';

export function colourLifecycle(text: string, lifecycle: string, c: Palette): string {
  switch (lifecycle) {
    case 'accepted':
      return c.green(text);
    case 'proposed':
      return c.blue(text);
    case 'rejected':
      return c.red(text);
    case 'superseded':
    case 'deprecated':
      return c.dim(text);
    default:
      return c.yellow(text);
  }
}
