// Summarises a V8 .cpuprofile into the functions with the most self time. Bundles are minified (blanks and syntax,
// names kept), so a hot spot's place is mapped back through the bundle's source map (Node's own `SourceMap`) to the
// TypeScript module to look at; without a map, the "// path/to/file.ts" markers an unminified esbuild bundle leaves.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

/** A function from a 0-based (line, column) of the bundle to its source module, or undefined when none is known. */
function bundleLocator(bundlePath) {
  try {
    const map = new SourceMap(JSON.parse(readFileSync(`${bundlePath}.map`, 'utf8')));
    return (line, column) => {
      const entry = map.findEntry(line, column);
      return entry?.originalSource?.replace(/^(?:\.\.\/)+/, '');
    };
  } catch {
    const markers = moduleMarkers(bundlePath);
    return (line) => moduleAt(markers, line);
  }
}

function moduleMarkers(bundlePath) {
  const markers = [];
  let lines;
  try {
    lines = readFileSync(bundlePath, 'utf8').split('\n');
  } catch {
    return markers;
  }
  lines.forEach((line, i) => {
    const m = /^\/\/ ((?:[\w@.-]+\/)*[\w@.-]+\.(?:ts|js|mjs|cjs|json))$/.exec(line);
    if (m) markers.push({ line: i, file: m[1] });
  });
  return markers;
}

function moduleAt(markers, line) {
  let lo = 0;
  let hi = markers.length - 1;
  let best;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (markers[mid].line <= line) {
      best = markers[mid];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return best?.file;
}

/** Top `k` functions and source modules by self time: { totalMs, top: [{ fn, where, selfMs, share }], modules }. */
export function topSelfTime(profilePath, k = 10) {
  const profile = JSON.parse(readFileSync(profilePath, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    total += dt;
    self.set(id, (self.get(id) ?? 0) + dt);
  });
  const locators = new Map();
  const agg = new Map();
  for (const [id, ms] of self) {
    const { callFrame: cf } = byId.get(id);
    let where = cf.url ? cf.url.replace(/^file:\/\//, '') : '(native)';
    if (cf.url && cf.url.includes('/dist/')) {
      const file = fileURLToPath(cf.url.startsWith('file:') ? cf.url : `file://${cf.url}`);
      if (!locators.has(file)) locators.set(file, bundleLocator(file));
      where = locators.get(file)(cf.lineNumber, cf.columnNumber) ?? where;
    } else if (cf.url) where = where.replace(/^.*node_modules\//, 'node_modules/');
    const key = `${cf.functionName || '(anonymous)'}\u0000${where}`;
    agg.set(key, (agg.get(key) ?? 0) + ms);
  }
  const entry = (fn, where, ms) => ({ fn, where, selfMs: Number(ms.toFixed(1)), share: Number(((100 * ms) / total).toFixed(1)) });
  const byModule = new Map();
  const functions = [...agg.entries()].map(([key, ms]) => {
    const [fn, where] = key.split('\u0000');
    byModule.set(where, (byModule.get(where) ?? 0) + ms);
    return entry(fn, where, ms);
  });
  return {
    totalMs: Number(total.toFixed(0)),
    top: functions.sort((a, b) => b.selfMs - a.selfMs).slice(0, k),
    modules: [...byModule.entries()].map(([where, ms]) => entry('', where, ms)).sort((a, b) => b.selfMs - a.selfMs).slice(0, k),
  };
}
