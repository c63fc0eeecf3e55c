#!/usr/bin/env node
// Deterministic generator of the benchmark corpus: N decision records (default 10,000) in five
// collections and five formats, a src/ tree whose comments cite them, and a few Markdown guides.
//
//   node bench/generate-corpus.mjs [N] [--force]      → bench/.corpus/<N>/
//
// The same N and GENERATOR_VERSION always give the same bytes; an existing corpus is reused unless
// its stamp (.bench-corpus.json) names another version. Planted defects (~2% of records): unknown
// references, one-sided supersedes, missing dates, code paths that do not exist.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { planCodeFiles, renderCodeFile } from './corpus-code.mjs';
import { cite, renderRecord } from './corpus-formats.mjs';
import { TAGS, createRng, paragraph, people, slugify, titleFor, topic } from './corpus-text.mjs';

export const GENERATOR_VERSION = 5;
const SEED = 20261122;
const STAMP = '.bench-corpus.json';
const here = dirname(fileURLToPath(import.meta.url));

/** Where collections live and how they are found; shares add up to 1. */
const COLLECTIONS = [
  { dir: 'doc/architecture/decisions', format: 'nygard', share: 0.3, via: '.adr-dir' },
  { dir: 'docs/decisions', format: 'madr3', share: 0.25, via: 'conventional' },
  { dir: 'docs/adr', format: 'madr2', share: 0.15, via: 'conventional' },
  { dir: 'docs/knowledge-base/adr', format: 'log4brains', share: 0.1, via: '.log4brains.yml' },
  { dir: 'adr', format: 'freeform', share: 0.2, via: 'conventional' },
];
const FREEFORM_VARIANTS = ['bold-status', 'quote-block', 'status-line', 'status-section', 'flat'];
const DEFECT_RATE = 0.02;

const pad = (n, w) => String(n).padStart(w, '0');

function statusWord(r) {
  const x = r.next();
  if (x < 0.72) return 'Accepted';
  if (x < 0.87) return 'Proposed';
  if (x < 0.93) return 'Rejected';
  return 'Deprecated';
}

/** Dates rise with the record number (with jitter) from 2016 to late 2026, like a real log. */
function dateFor(r, i, count) {
  const start = Date.UTC(2016, 0, 4);
  const end = Date.UTC(2026, 9, 30);
  const t = start + ((end - start) * (i + r.next() * 0.8)) / count;
  return new Date(t).toISOString().slice(0, 10);
}

function planCollection(r, spec, count, codeFiles, totalRecords) {
  const collection = { ...spec };
  const records = [];
  const names = new Set();
  const titles = new Set();
  for (let i = 0; i < count; i++) {
    const number = i + 1;
    // Titles are unique within a collection, as in real logs (a repeat would be a planted defect).
    let t = topic(r);
    let title = number === 1 && spec.format === 'nygard' ? 'Record architecture decisions' : titleFor(r, t);
    for (let tries = 0; titles.has(title.toLowerCase()) && tries < 20; tries++) title = titleFor(r, (t = topic(r)));
    if (titles.has(title.toLowerCase())) title = `${title} (${t.component}, round ${number})`;
    titles.add(title.toLowerCase());
    const slug = slugify(title);
    const date = dateFor(r, i, count);
    let fileName;
    if (spec.format === 'log4brains') {
      fileName = `${date.replaceAll('-', '')}-${slug}.md`;
      for (let k = 2; names.has(fileName); k++) fileName = `${date.replaceAll('-', '')}-${slug}-${k}.md`;
    } else if (spec.format === 'freeform') fileName = `ADR-${pad(number, 4)}-${slug}.md`;
    else fileName = `${pad(number, 4)}-${slug}.md`;
    names.add(fileName);
    const u = r.next();
    records.push({
      collection,
      number,
      title,
      slug,
      fileName,
      path: `${spec.dir}/${fileName}`,
      date,
      status: statusWord(r),
      topic: t,
      variant: spec.format === 'freeform' ? r.pick(FREEFORM_VARIANTS) : spec.format === 'madr3' && r.chance(0.5) ? 'madr4' : undefined,
      deciders: people(r, r.int(1, 4)),
      consulted: people(r, r.int(1, 2)),
      tags: r.sample(TAGS, r.int(1, 3)),
      targetBytes: 1024 + Math.floor(7168 * Math.pow(u, 2.2)),
      wrap: spec.format === 'nygard' || (spec.format === 'freeform' && r.chance(0.5)),
      supersedes: [],
      supersededBy: undefined,
      amends: [],
      amendedBy: [],
      related: [],
      refs: [],
      conditional: undefined,
      unknownRef: undefined,
      codePaths: [],
      defect: undefined,
    });
  }

  const earlier = (j, window = 150) => records[r.int(Math.max(0, j - window), j - 1)];
  for (let j = 1; j < records.length; j++) {
    const rec = records[j];
    // Supersede chains: a later record replaces an earlier accepted one, written on both sides.
    if (r.chance(0.07)) {
      const old = earlier(j);
      if (!old.supersededBy && old.status !== 'Rejected' && !old.conditional) {
        rec.supersedes.push(old);
        old.supersededBy = rec;
        rec.status = 'Accepted';
      }
    }
    if (spec.format === 'freeform' && rec.variant === 'status-section' && !rec.supersedes.length && r.chance(0.2)) {
      rec.conditional = earlier(j);
      rec.status = 'Proposed';
    }
    if (r.chance(0.03)) {
      const base = earlier(j);
      rec.amends.push(base);
      if (spec.format !== 'freeform') base.amendedBy.push(rec);
    }
    if (rec.variant === 'quote-block' && r.chance(0.6)) rec.related = [earlier(j, 60), earlier(j, 60)].filter((x, k, a) => a.indexOf(x) === k);
    if (r.chance(0.65)) {
      for (let k = r.int(1, 4); k > 0; k--) {
        const t = earlier(j, 400);
        if (!rec.refs.includes(t)) rec.refs.push(t);
      }
    }
    if (r.chance(0.3)) {
      for (let k = r.int(1, 2); k > 0; k--) {
        const f = r.pick(codeFiles).path;
        rec.codePaths.push(r.chance(0.6) ? f : `${posix.dirname(f)}/`);
      }
    }
  }

  // Planted defects, ~2% of records, each of one kind.
  for (let j = 1; j < records.length; j++) {
    if (!r.chance(DEFECT_RATE)) continue;
    const rec = records[j];
    const kind = r.pick(['unknown-reference', 'one-sided-supersede', 'missing-date', 'missing-code-path']);
    rec.defect = kind;
    if (kind === 'unknown-reference') rec.unknownRef = totalRecords + r.int(1000, 4000);
    else if (kind === 'missing-date') rec.date = undefined;
    else if (kind === 'missing-code-path') rec.codePaths.push(`src/${rec.topic.component}/legacy/${rec.slug.slice(0, 24)}.ts`);
    else {
      const old = earlier(j);
      if (old.supersededBy || rec.supersedes.includes(old)) rec.defect = undefined;
      else rec.supersedes.push(old); // no supersededBy on the old side: the defect
    }
    // log4brains file names carry the date; keep the file name, drop only the Date line.
  }
  return { collection, records };
}

function guide(r, index, numbered, guidePath) {
  const picks = r.sample(numbered, r.int(3, 6));
  const lines = [`# ${['Onboarding', 'Runbook', 'Service map', 'Release process', 'Data handling'][index % 5]} notes ${index + 1}`, ''];
  for (const rec of picks) {
    const rel = posix.relative(posix.dirname(guidePath), rec.path);
    lines.push(r.chance(0.5) ? `- [${rec.title}](${rel})` : `- ${cite(r, rec).replace(/\]\(\.?\/?([^)]+)\)/, `](${rel})`)}: ${rec.title.toLowerCase()}`);
  }
  lines.push('', paragraph(r, picks[0].topic, 3, 6), '');
  return lines.join('\n');
}

/** Writes the corpus into `dir` (which must not exist) and returns its stamp. */
function writeCorpus(dir, n) {
  const r = createRng(SEED ^ n);
  const codeCount = Math.max(10, Math.round(n / 5));
  const codeFiles = planCodeFiles(r, codeCount);
  const counts = COLLECTIONS.map((c) => Math.floor(n * c.share));
  counts[0] += n - counts.reduce((a, b) => a + b, 0);
  const planned = COLLECTIONS.map((spec, k) => planCollection(r, spec, counts[k], codeFiles, n));

  let files = 0;
  let bytes = 0;
  const write = (rel, text) => {
    const abs = join(dir, rel);
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, text);
    files++;
    bytes += Buffer.byteLength(text);
  };

  write('.adr-dir', 'doc/architecture/decisions\n');
  write('.log4brains.yml', '---\nproject:\n  name: Benchmark Corp\n  tz: Etc/UTC\n  adrFolder: ./docs/knowledge-base/adr\n');
  write('README.md', `# Benchmark Corp platform\n\nGenerated benchmark workspace (${n} decision records). Decisions live in ${COLLECTIONS.map((c) => `\`${c.dir}\``).join(', ')}.\n`);

  const defects = {};
  const recordPaths = [];
  for (const { records } of planned) {
    for (const rec of records) {
      write(rec.path, renderRecord(r, rec));
      recordPaths.push(rec.path);
      if (rec.defect) defects[rec.defect] = (defects[rec.defect] ?? 0) + 1;
    }
  }

  const numbered = planned.filter((p) => p.collection.format !== 'log4brains').flatMap((p) => p.records);
  for (const file of codeFiles) {
    const citations = [];
    if (r.chance(0.7)) {
      for (let k = r.int(1, 3); k > 0; k--) {
        const rec = r.pick(numbered);
        const x = r.next();
        citations.push(x < 0.7 ? `ADR-${pad(rec.number, 4)}` : x < 0.8 ? `ADR-${rec.number}` : x < 0.9 ? rec.path : `adr-${pad(rec.number, 4)}`);
      }
      if (r.chance(0.01)) {
        citations.push(`ADR-${n + r.int(2000, 5000)}`);
        defects['unknown-reference-in-code'] = (defects['unknown-reference-in-code'] ?? 0) + 1;
      }
    }
    write(file.path, renderCodeFile(r, file, citations));
  }

  const guideCount = Math.max(5, Math.round(n / 250));
  for (let g = 0; g < guideCount; g++) {
    const p = `docs/guides/guide-${pad(g + 1, 3)}.md`;
    write(p, guide(r, g, numbered, p));
  }

  const stamp = {
    version: GENERATOR_VERSION,
    seed: SEED,
    records: n,
    collections: planned.map((p) => ({ dir: p.collection.dir, format: p.collection.format, records: p.records.length })),
    codeFiles: codeFiles.length,
    guides: guideCount,
    files: files + 1,
    bytes,
    defects,
    // Files and folders that records name as governed code: what the MCP bench asks decisions_for_path about.
    sampleCodePaths: [...new Set(planned.flatMap((p) => p.records).filter((rec) => rec.defect !== 'missing-code-path').flatMap((rec) => rec.codePaths))].slice(0, 40),
  };
  writeFileSync(join(dir, STAMP), `${JSON.stringify(stamp, null, 2)}\n`);
  return stamp;
}

/** Path of the N-record corpus, generated on first use or when the generator version changed. */
export function ensureCorpus(n = 10000, { force = false, log = () => {} } = {}) {
  const dir = resolve(here, '.corpus', String(n));
  const stampPath = join(dir, STAMP);
  if (!force && existsSync(stampPath)) {
    try {
      const stamp = JSON.parse(readFileSync(stampPath, 'utf8'));
      if (stamp.version === GENERATOR_VERSION && stamp.records === n) return { dir, stamp, generated: false };
    } catch {
      // unreadable stamp: regenerate
    }
  }
  // Write beside, then swap in: an interrupted run never leaves a half corpus that looks complete.
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  log(`generating ${n}-record corpus in ${dir} …`);
  const stamp = writeCorpus(tmp, n);
  rmSync(dir, { recursive: true, force: true });
  renameSync(tmp, dir);
  return { dir, stamp, generated: true };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const n = Number(args.find((a) => /^\d+$/.test(a)) ?? 10000);
  const started = performance.now();
  const { dir, stamp, generated } = ensureCorpus(n, { force: args.includes('--force'), log: (m) => console.error(m) });
  const took = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${generated ? 'generated' : 'reused'} ${dir} in ${took} s: ${stamp.records} records, ${stamp.codeFiles} code files, ${(stamp.bytes / 1e6).toFixed(1)} MB`);
  console.log(`defects: ${JSON.stringify(stamp.defects)}`);
}
