// (c) Incremental re-check in-process: load the 10k corpus with dist/engine.js once, then time
// engine.update(path, editedText) + diagnosticsFor(path) for 200 edits of different records.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { round, summarise } from './stats.mjs';

const EDITS = 200;

const editKind = (i) => (i % 10 === 9 ? 'status change' : i % 10 >= 7 ? 'new citation' : 'typing in prose');

/** An edit a person makes: mostly typing in prose, sometimes a new citation or a status change. */
export function editRecord(text, i) {
  const lines = text.split('\n');
  const kind = i % 10;
  if (kind === 9) {
    const at = lines.findIndex((l) => /\b(accepted|Accepted)\b/.test(l));
    if (at >= 0) {
      lines[at] = lines[at].replace(/\b(accepted|Accepted)\b/, (w) => (w[0] === 'a' ? 'deprecated' : 'Deprecated'));
      return lines.join('\n');
    }
  }
  // a prose line well inside the body
  let at = lines.findIndex((l, k) => k > lines.length / 3 && /^[A-Z][^|`#>*-].{40,}\.$/.test(l));
  if (at < 0) at = lines.length - 1;
  lines[at] = kind >= 7 ? `${lines[at]} See ADR-${String((i % 40) + 1).padStart(4, '0')} as well.` : lines[at].replace(/ /, ' really ');
  return lines.join('\n');
}

export function benchIncremental({ repo, corpus }) {
  const require = createRequire(import.meta.url);
  const engineModule = require(join(repo, 'dist/engine.js'));
  const heapBefore = process.memoryUsage().heapUsed;
  const t0 = performance.now();
  const engine = engineModule.createEngine({ root: corpus });
  const load = engine.load();
  const all = engine.check();
  const loadMs = performance.now() - t0;
  const heapMB = (process.memoryUsage().heapUsed - heapBefore) / 1048576;
  const records = engine.records();
  if (records.length < EDITS) throw new Error(`engine found only ${records.length} records in ${corpus}`);

  const step = Math.floor(records.length / EDITS);
  const samples = [];
  const updateOnly = [];
  const byKind = {};
  let changedPaths = 0;
  for (let i = 0; i < EDITS; i++) {
    const rec = records[i * step];
    const text = readFileSync(join(corpus, rec.path), 'utf8');
    const edited = editRecord(text, i);
    const start = performance.now();
    const change = engine.update(rec.path, edited);
    const mid = performance.now();
    engine.diagnosticsFor(rec.path);
    const end = performance.now();
    samples.push(end - start);
    updateOnly.push(mid - start);
    (byKind[editKind(i)] ??= []).push(end - start);
    changedPaths += change.diagnosticsChanged.length;
  }
  const s = summarise(samples);
  return {
    rows: [
      { id: 'engine.load', label: 'engine load + check, in-process (informational)', value: round(loadMs, 0), unit: 'ms' },
      { id: 'engine.update.p50', label: 'incremental re-check after editing one record, p50', value: round(s.p50, 2), unit: 'ms', target: { max: 5 } },
      { id: 'engine.update.p95', label: 'incremental re-check after editing one record, p95', value: round(s.p95, 2), unit: 'ms', target: { max: 5 } },
    ],
    details: {
      records: records.length,
      collections: load.collections.length,
      citingDocuments: load.citingDocuments,
      diagnostics: all.length,
      heapGrowthMB: round(heapMB, 1),
      edits: EDITS,
      updateOnlyP50: round(summarise(updateOnly).p50, 3),
      max: round(s.max, 2),
      avgDiagnosticsChangedPerEdit: round(changedPaths / EDITS, 2),
      byEditKind: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, { n: v.length, p50: round(summarise(v).p50, 2), p95: round(summarise(v).p95, 2) }])),
    },
  };
}
