// Import rules per folder, checked on every build and by the unit tests:
// the engine is protocol-free, and the fronts never import each other.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const rules = {
  engine: { forbid: [/^vscode($|-)/, /^@modelcontextprotocol\//, /^\.\.\/(cli|server|language-server|extension)\//], why: 'engine/ must stay protocol-free' },
  'language-server': { forbid: [/^vscode$/, /^@modelcontextprotocol\//, /^\.\.\/(cli|server|extension)\//], why: 'the language server must not import another front' },
  server: { forbid: [/^vscode($|-)/, /^\.\.\/(cli|language-server|extension)\//], why: 'the MCP server must not import another front' },
  cli: { forbid: [/^vscode($|-)/, /^\.\.\/(language-server|extension)\//], why: 'the CLI must not import the editor fronts' },
  boot: { forbid: [/^vscode($|-)/, /^@modelcontextprotocol\//, /^\.\.\/(cli|server|language-server|extension)\//], why: 'a process start only compiles and runs its main bundle' },
  extension: { forbid: [/^\.\.\/(cli|server|language-server|engine)\//, /^@modelcontextprotocol\//], why: 'the extension talks to its servers over processes, not imports' },
};

const importRe = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;

function* walk(dir) {
  let entries;
  try { entries = readdirSync(dir); } catch { return; }
  for (const name of entries) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* walk(p);
    else if (/\.(ts|mts|cts|js|mjs)$/.test(name)) yield p;
  }
}

export function findViolations(root = process.cwd()) {
  const violations = [];
  for (const [folder, rule] of Object.entries(rules)) {
    for (const file of walk(join(root, folder))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(importRe)) {
        const spec = m[1] ?? m[2] ?? m[3] ?? m[4];
        // Nested folders: normalise "../../server/x" style specifiers to the top-level folder they reach.
        const normalised = spec.replace(/^(\.\.\/)+/, '../');
        if (rule.forbid.some((re) => re.test(spec) || re.test(normalised))) {
          violations.push(`${relative(root, file)}: imports '${spec}' (${rule.why})`);
        }
      }
    }
  }
  return violations;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const v = findViolations();
  if (v.length) {
    console.error('Import boundary violations:\n  ' + v.join('\n  '));
    process.exit(1);
  }
}
