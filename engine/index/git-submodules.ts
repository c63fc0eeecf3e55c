// Submodules: folders of the work tree that another repository fills (`.gitmodules`, "path = jaeger-ui"). A clone made
// without --recurse-submodules leaves them empty, so what a record names inside one cannot be judged missing here.

/** The paths a `.gitmodules` file gives its submodules, as written there (from the top of the work tree). */
export function submodulePaths(text: string): string[] {
  const out: string[] = [];
  let inSubmodule = false;
  for (const line of text.split(/\r?\n/)) {
    const section = /^\s*\[\s*([^\]\s"]+)/.exec(line);
    if (section) {
      inSubmodule = section[1]!.toLowerCase() === 'submodule';
      continue;
    }
    const path = inSubmodule ? /^\s*path\s*=\s*"?(.*?)"?\s*$/i.exec(line)?.[1] : undefined;
    const clean = path?.replace(/\\/g, '/').replace(/^\.\/|\/+$/g, '');
    if (clean && !clean.split('/').includes('..')) out.push(clean);
  }
  return out;
}
