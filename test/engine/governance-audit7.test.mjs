// "Which decisions govern this file" and the stale-code-path rule place a written code path the same way
// (audit7-code defects 3, 4 and 15, audit7-formats defect 12, audit7-docs defect 4).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadedWorkspace } from './engine-helpers.mjs';

const rec = (n, body, extra = '') => `# ${n}. R${n}\n\nDate: 2024-01-01\n\n## Status\n\nAccepted\n\n## Decision\n\n${body}\n${extra}`;
const governing = (engine, path) => engine.decisionsForPath(path).map((g) => `${g.decision.id} ${g.match}`);
const stale = (engine) => engine.check().filter((d) => d.rule === 'stale-code-path').map((d) => `${d.path}:${d.range.start.line}`);

test('a path stale-code-path finds (from the record, under a folder above the record, below any folder, a version filled in) governs what it found', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-layout.md': rec(1, 'Queue consumers sit in `./src/queue/`. Ingress values are in `edge/values.yaml`; releases in `ops/releases/release-3.x/`.'),
    'services/ledger/docs/adr/0001-rounding.md': rec(1, 'Rounding is done in `src/round.ts`.'),
    'src/queue/consumer.ts': 'export const consume = 1;\n',
    'services/ledger/src/round.ts': 'export const round = 1;\n',
    'ops/releases/release-3.4/edge/values.yaml': 'replicas: 2\n',
  });
  assert.deepEqual(stale(engine), [], 'every named path is present');
  assert.deepEqual(governing(engine, 'src/queue/consumer.ts'), ['ADR-0001 directory']);
  assert.deepEqual(governing(engine, 'services/ledger/src/round.ts').map((g) => g.split(' ')[1]), ['exact']);
  assert.deepEqual(governing(engine, 'ops/releases/release-3.4/edge/values.yaml'), ['ADR-0001 exact']);
  assert.deepEqual(governing(engine, 'ops/releases/release-3.4'), ['ADR-0001 exact']);
});

test('a top-level folder written as code or as a link governs its files; a word in passing and a folder every project has do not', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-payments.md': rec(1, 'All payment code lives in `payments/`.'),
    'docs/adr/0002-ledger.md': rec(2, 'Ledger code lives in [the ledger folder](../../ledger/).'),
    'docs/adr/0003-passing.md': rec(3, 'Builds run on reports/ changes only. Nothing is referenced anywhere under `src/` yet.'),
    'payments/charge.ts': 'export const charge = 1;\n',
    'ledger/book.ts': 'export const book = 1;\n',
    'reports/daily.ts': 'export const daily = 1;\n',
    'src/main.ts': 'export const main = 1;\n',
  });
  assert.deepEqual(governing(engine, 'payments/charge.ts'), ['ADR-0001 directory']);
  assert.deepEqual(governing(engine, 'payments'), ['ADR-0001 exact']);
  assert.deepEqual(governing(engine, 'ledger/book.ts'), ['ADR-0002 directory']);
  assert.deepEqual(governing(engine, 'reports/daily.ts'), []);
  assert.deepEqual(governing(engine, 'src/main.ts'), []);
  assert.deepEqual(governing(engine, 'src'), ['ADR-0003 exact']);
});

test('stale-code-path: no finding for options under a heading in another language, planned to-do items, or URL routes', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-layout.md': rec(
      1,
      'Code lives in `src/app/main.go`.\n\n- [ ] Create `src/app/locales/` for translations\n- [x] Create `src/app/gone/` for caches\n\nThe `app/search/advanced/` URL path redirects to the `app/find/` route.',
      '\n## 選択肢\n\n### 選択肢 B: `src/platform/` に置く\n\n## Optionen\n\n- `src/kern/`\n\n## Opciones consideradas\n\n- `src/nucleo/`\n',
    ),
    'src/app/main.go': 'package main\n',
  });
  assert.deepEqual(stale(engine), ['docs/adr/0001-layout.md:13'], 'only the done to-do item names a missing path');
});

test('stale-code-path: a record naming a moved file is reported even when it is the only path any record names', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-invoices.md': rec(1, 'Invoices are rendered in `src/billing/invoice.ts`.'),
    'src/invoicing/render.ts': 'export const render = 1;\n',
  });
  assert.deepEqual(stale(engine), ['docs/adr/0001-invoices.md:10']);
});

test('a governing decision says where the path it wrote was found (namedPath), for refs to show the workspace path', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-layout.md': rec(1, 'Queue consumers sit in `./src/queue/`; rounding in `src/round.ts`.'),
    'src/queue/consumer.ts': 'export const consume = 1;\n',
    'services/core/src/round.ts': 'export const round = 1;\n',
  });
  const [queue] = engine.decisionsForPath('src/queue/consumer.ts');
  assert.deepEqual([queue.matchedPath, queue.namedPath], ['./src/queue/', 'src/queue/']);
  const [round] = engine.decisionsForPath('services/core/src/round.ts');
  assert.deepEqual([round.matchedPath, round.namedPath], ['src/round.ts', 'services/core/src/round.ts']);
});
