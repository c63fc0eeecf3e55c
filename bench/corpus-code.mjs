// The src/ tree of the benchmark corpus: code files in several languages whose comments cite decisions,
// the way real code points at the record that explains it.
import { COMPONENTS, CONCERNS } from './corpus-text.mjs';

const MODULES = ['ledger', 'handler', 'store', 'client', 'worker', 'routes', 'schema', 'retry', 'cache', 'config',
  'events', 'policy', 'mapper', 'limits', 'session', 'export', 'queue', 'audit', 'health', 'metrics', 'loader', 'codec'];
const SUBDIRS = ['', 'internal', 'adapters', 'api', 'jobs'];
const LANGS = [
  { ext: 'ts', weight: 40, line: '//' },
  { ext: 'py', weight: 20, line: '#' },
  { ext: 'go', weight: 15, line: '//' },
  { ext: 'rs', weight: 10, line: '//' },
  { ext: 'java', weight: 10, line: '//' },
  { ext: 'rb', weight: 5, line: '#' },
];

function pickLang(r) {
  let x = r.int(1, 100);
  for (const l of LANGS) if ((x -= l.weight) <= 0) return l;
  return LANGS[0];
}

/** Unique code file paths, planned before the records so records can name files that exist. */
export function planCodeFiles(r, count) {
  const files = [];
  const seen = new Set();
  while (files.length < count) {
    const lang = pickLang(r);
    const dir = ['src', r.pick(COMPONENTS), r.pick(SUBDIRS)].filter(Boolean).join('/');
    let path = `${dir}/${r.pick(MODULES)}.${lang.ext}`;
    for (let k = 2; seen.has(path); k++) path = `${dir}/${r.pick(MODULES)}_${k}.${lang.ext}`;
    seen.add(path);
    files.push({ path, lang });
  }
  return files;
}

function fn(r, lang, name, comment) {
  const c = lang.line;
  switch (lang.ext) {
    case 'py':
      return `${comment}\ndef ${name}(payload, *, timeout=${r.int(1, 30)}):\n    result = dict(payload)\n    result["ok"] = True\n    return result\n`;
    case 'rb':
      return `${comment}\ndef ${name}(payload)\n  payload.merge(ok: true)\nend\n`;
    case 'go':
      return `${comment}\nfunc ${name}(ctx context.Context, in Request) (Response, error) {\n\tif in.ID == "" {\n\t\treturn Response{}, ErrMissingID\n\t}\n\treturn Response{ID: in.ID, Attempts: ${r.int(1, 5)}}, nil\n}\n`;
    case 'rs':
      return `${comment}\npub fn ${name}(input: &Request) -> Result<Response, Error> {\n    let attempts = ${r.int(1, 5)};\n    Ok(Response { id: input.id.clone(), attempts })\n}\n`;
    case 'java':
      return `    ${comment.split('\n').join('\n    ')}\n    public Response ${name}(Request request) {\n        return new Response(request.id(), ${r.int(1, 5)});\n    }\n`;
    default:
      return `${comment}\nexport async function ${name}(input: Request): Promise<Response> {\n  ${c} retry budget is per call, not per process\n  return { id: input.id, attempts: ${r.int(1, 5)} };\n}\n`;
  }
}

const CITE_SHAPES = [
  (id, concern) => `${id}: keep ${concern} behind this port.`,
  (id, concern) => `See ${id} for why ${concern} works this way.`,
  (id) => `Governed by ${id}; do not add a second code path.`,
  (id, concern) => `Implements ${id} (${concern}).`,
  (id) => `TODO(${id}): remove the fallback once the migration completes.`,
];

/**
 * Source text for one code file. `cite(r)` returns how this file refers to a decision
 * ("ADR-0042", "docs/decisions/0007-x.md"), or undefined for a file that cites nothing.
 */
export function renderCodeFile(r, file, citations) {
  const { lang } = file;
  const c = lang.line;
  const names = ['apply', 'load', 'save', 'resolve', 'validate', 'publish', 'schedule', 'render', 'sync', 'prune'];
  const parts = [];
  if (lang.ext === 'go') parts.push(`package ${file.path.split('/')[1]}\n\nimport "context"\n`);
  if (lang.ext === 'java') parts.push(`package com.example.${file.path.split('/')[1]};\n\npublic final class ${cls(file.path)} {\n`);
  if (lang.ext === 'ts') parts.push(`import type { Request, Response } from '../types';\n`);
  const fnCount = r.int(2, 7);
  for (let i = 0; i < fnCount; i++) {
    const cite = citations[i];
    const concern = r.pick(CONCERNS);
    const comment = cite ? `${c} ${r.pick(CITE_SHAPES)(cite, concern)}` : `${c} Handles ${concern} for the caller.`;
    parts.push(fn(r, lang, `${r.pick(names)}${i}`, comment));
  }
  if (lang.ext === 'java') parts.push('}\n');
  return parts.join('\n');
}

function cls(path) {
  const stem = path.split('/').pop().replace(/\.[a-z]+$/, '').replace(/_\d+$/, '');
  return stem.charAt(0).toUpperCase() + stem.slice(1) + 'Service';
}
