// Record spellings found by the seventh audit (formats): localised MADR headings and status labels, dates as teams
// write them, a Status section under a level-1 heading, "NNN-slug" titles and "superseded_by:" keys.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadedWorkspace } from './engine-helpers.mjs';

let titles = 0;
const madr = (fields, sections) => `# Title ${++titles}\n\n${fields.map((f) => `* ${f}`).join('\n')}\n\n${sections.map((s) => `## ${s}\n\nText.\n\n`).join('')}`;

function rulesByFile(engine, rules) {
  const out = {};
  for (const d of engine.check()) if (!rules || rules.includes(d.rule)) (out[d.path.split('/').pop()] ??= []).push(d.rule);
  return out;
}

test('localised MADR: "Résultat de la décision" and its translations are the Decision Outcome; "Situação" is the status label', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-pt.md': madr(['Situação: Aceito', 'Data: 2022-02-04'], ['Contexto e Declaração do Problema', 'Opções consideradas', 'Resultado da decisão']),
    'docs/adr/0002-fr.md': '---\nstatus: accepted\ndate: 2025-05-27\n---\n\n# Choisir\n\n## Contexte et énoncé du problème\n\nx\n\n## Résultat de la Décision\n\ny\n',
    'docs/adr/0003-es.md': madr(['Estado: aceptado', 'Fecha: 2024-01-03'], ['Contexto y planteamiento del problema', 'Resultado de la decisión principal']),
    'docs/adr/0004-de.md': madr(['Status: akzeptiert', 'Datum: 2024-01-04'], ['Kontext und Problemstellung', 'Entscheidungsergebnis']),
    'docs/adr/0005-it.md': madr(['Stato: accettato', 'Data: 2024-01-05'], ['Contesto e problema', 'Risultato della decisione']),
    'docs/adr/0006-it.md': madr(['Stato: accettato', 'Data: 2024-01-06'], ['Contesto e problema', 'Esito della decisione']),
    'docs/adr/0007-nl.md': madr(['Status: geaccepteerd', 'Datum: 2024-01-07'], ['Context en probleemstelling', 'Beslissingsresultaat']),
    'docs/adr/0008-pt-unaccented.md': madr(['Situacao: Proposto', 'Data: 2024-01-08'], ['Contexto', 'Resultado da decisao']),
    // A heading that only starts like one is not it: "Resultados" (results) is no decision outcome.
    'docs/adr/0009-results.md': madr(['Situação: Aceito', 'Data: 2024-01-09'], ['Contexto', 'Resultados']),
  });
  assert.deepEqual(
    engine.list().items.map((d) => `${d.id} ${d.lifecycle}`),
    ['ADR-0001 accepted', 'ADR-0002 accepted', 'ADR-0003 accepted', 'ADR-0004 accepted', 'ADR-0005 accepted', 'ADR-0006 accepted', 'ADR-0007 accepted', 'ADR-0008 proposed', 'ADR-0009 accepted'],
  );
  assert.deepEqual(rulesByFile(engine), { '0009-results.md': ['missing-sections'] });

  // Headings read by their first word map as before.
  const nygard = (n, status, sections) => `# ${n}. R${n}\n\nDatum: 2024-01-0${n}\n\n## ${status[0]}\n\n${status[1]}\n\n${sections.map((s) => `## ${s}\n\nx\n\n`).join('')}`;
  const { engine: before } = loadedWorkspace(t, {
    'docs/adr/0001-pt.md': nygard(1, ['Status', 'Aceito'], ['Contexto', 'Decisão tomada', 'Consequências']),
    'docs/adr/0002-de.md': nygard(2, ['Status', 'Akzeptiert'], ['Kontext', 'Entscheidung', 'Konsequenzen']),
    'docs/adr/0003-es.md': nygard(3, ['Estado', 'Aceptado'], ['Contexto', 'Decisión', 'Consecuencias']),
  });
  assert.deepEqual(before.list().items.map((d) => d.lifecycle), ['accepted', 'accepted', 'accepted']);
  assert.deepEqual(rulesByFile(before), {});
});

test('dates: "Introduced:", ISO basic "20220711", "[2025-03-07]" and day-first "04-02-2022" are read; impossible days are reported', (t) => {
  const rec = (n, fields) => `# ${n}. R${n}\n\n${fields.join('\n\n')}\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-introduced.md': rec(1, ['Introduced: 2022-04-11']),
    'docs/adr/0002-basic.md': rec(2, ['Introduced: 20220513', 'Updated: 20220711']),
    'docs/adr/0003-brackets.md': rec(3, ['- Date: [2025-03-07]']),
    'docs/adr/0004-dashes.md': rec(4, ['Date: 04-02-2022']),
    'docs/adr/0005-us-dashes.md': rec(5, ['Date: 12-25-2022']),
    'docs/adr/0006-updated-first.md': rec(6, ['Last updated: 2023-09-01', 'Created: 2023-01-15']),
    'docs/adr/0007-no-such-day.md': rec(7, ['Date: 31-02-2022']),
    'docs/adr/0008-no-such-basic-day.md': rec(8, ['Date: 20221340']),
    'docs/adr/0009-no-such-bracketed-day.md': rec(9, ['Date: [2025-02-30]']),
    'docs/adr/0010-changelog.md': '# 10. R10\n\n## Changelog\n\n- 18-09-2018: Updates\n- 16-07-2018: Initial draft\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n',
  });
  assert.deepEqual(
    engine.list().items.map((d) => `${d.id} ${d.date}`),
    ['ADR-0001 2022-04-11', 'ADR-0002 2022-05-13', 'ADR-0003 2025-03-07', 'ADR-0004 2022-02-04', 'ADR-0005 2022-12-25', 'ADR-0006 2023-01-15', 'ADR-0007 31-02-2022', 'ADR-0008 20221340', 'ADR-0009 [2025-02-30]', 'ADR-0010 2018-07-16'],
  );
  assert.deepEqual(engine.record('ADR-0002').dates.map((d) => `${d.kind} ${d.iso}`), ['created 2022-05-13', 'updated 2022-07-11']);
  assert.deepEqual(engine.record('ADR-0010').dates.map((d) => `${d.kind} ${d.raw} ${d.iso}`), ['created 16-07-2018 2018-07-16']);
  assert.deepEqual(rulesByFile(engine), {
    '0007-no-such-day.md': ['invalid-date'],
    '0008-no-such-basic-day.md': ['invalid-date'],
    '0009-no-such-bracketed-day.md': ['invalid-date'],
  });
  const messages = engine.check().map((d) => d.message);
  assert.ok(messages.some((m) => m.includes('"20221340" has month 13')), messages.join('\n'));
  assert.ok(messages.some((m) => m.includes('"[2025-02-30]" has day 30')), messages.join('\n'));
});

test('a Status section under a level-1 heading after the title is read, and ends at the next heading', (t) => {
  const body = '## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n';
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-sessions.md': `# 1. Keep sessions server-side\n\nDate: 2025-05-29\n\n# Status\n\nApproved\n\n${body}`,
    'docs/adr/0002-status-page.md': `# 2. Status page\n\nDate: 2025-05-30\n\n## Status\n\nProposed\n\n${body}`,
    'docs/adr/0003-old.md': `# 3. Old\n\nDate: 2025-05-31\n\n# Status\n\nSuperseded\n\n## Context\n\nWe first tried [ADR-0002](0002-status-page.md).\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`,
  });
  assert.deepEqual(engine.list().items.map((d) => `${d.id} ${d.lifecycle} ${d.title}`), ['ADR-0001 accepted Keep sessions server-side', 'ADR-0002 proposed Status page', 'ADR-0003 superseded Old']);
  assert.equal(engine.record('ADR-0001').status.value, 'Approved');
  // The Context section is not part of the Status section: the record it cites there is no successor.
  assert.deepEqual(engine.record('ADR-0003').relations, []);
  assert.deepEqual(rulesByFile(engine, ['missing-status', 'missing-sections']), {});
});

test('a title written as "NNN-slug" is shown without its number, and number-mismatch compares that number', (t) => {
  const rec = (title, date) => `# ${title}\n\n- Status: proposed\n- Date: ${date}\n\n## Context and Problem Statement\n\nx\n\n## Decision Outcome\n\ny\n`;
  const { engine } = loadedWorkspace(t, {
    'architecture-decision-records/011-plugin-lifecycle.md': rec('011-plugin-lifecycle', '2025-04-01'),
    'architecture-decision-records/012-plugin-catalog.md': rec('013-plugin-catalog', '2025-04-02'),
    // Words that start with a number are no number prefix.
    'architecture-decision-records/013-tiers.md': rec('3-tier-architecture', '2025-04-03'),
    'architecture-decision-records/014-roadmap.md': rec('2024-roadmap', '2025-04-04'),
    'architecture-decision-records/015-factor.md': rec('12-factor-app', '2025-04-05'),
  });
  assert.deepEqual(
    engine.list().items.map((d) => `${d.id} ${d.title}`),
    ['ADR-011 plugin-lifecycle', 'ADR-012 plugin-catalog', 'ADR-013 3-tier-architecture', 'ADR-014 2024-roadmap', 'ADR-015 12-factor-app'],
  );
  const found = engine.check().filter((d) => d.rule === 'number-mismatch');
  assert.deepEqual(found.map((d) => `${d.path} ${d.range.start.line}:${d.range.start.character}-${d.range.end.character}`), ['architecture-decision-records/012-plugin-catalog.md 0:2-5']);
  assert.match(found[0].message, /says 013 but the file name says 12/);
});

test('"superseded_by:" and "supersedes:" with an underscore are relation keys, in header lines and in front matter', (t) => {
  const rec = (n, head) => `# ${n}. R${n}\n\n${head}\ndate: 2024-01-0${n}\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-stdio.md': rec(1, 'status: superseded\nsuperseded_by: 0002-http'),
    'docs/adr/0002-http.md': rec(2, 'status: accepted\nsupersedes: 0001-stdio'),
    'docs/adr/0003-by-id.md': rec(3, 'status: superseded\nsuperseded_by: ADR-0004'),
    'docs/adr/0004-by-number.md': rec(4, 'status: accepted\nsupersedes: 0003'),
    'docs/adr/0005-front-matter.md': '---\nstatus: superseded\ndate: 2024-01-05\nsuperseded_by: ADR-0006\n---\n\n# R5\n\n## Context\n\nx\n',
    'docs/adr/0006-front-matter.md': '---\nstatus: accepted\ndate: 2024-01-06\nsupersedes: 0005-front-matter\n---\n\n# R6\n\n## Context\n\nx\n',
    // Nothing named: no relation.
    'docs/adr/0007-none.md': rec(7, 'status: accepted\nsuperseded_by: none'),
  });
  const rel = (id) => engine.record(id).relations.map((r) => `${r.kind} ${r.targetText}${r.targetKey ? ` → ${r.targetKey}` : ''}`);
  assert.deepEqual(rel('ADR-0001'), ['superseded-by 0002-http']);
  assert.deepEqual(rel('ADR-0002'), ['supersedes 0001-stdio']);
  assert.deepEqual(engine.getDecision('ADR-0003').supersedeChain, ['ADR-0003', 'ADR-0004']);
  assert.deepEqual(engine.getDecision('ADR-0004').relations.map((r) => `${r.kind} ${r.targetId}`), ['supersedes ADR-0003']);
  assert.deepEqual(engine.getDecision('ADR-0005').supersedeChain, ['ADR-0005', 'ADR-0006']);
  assert.deepEqual(rel('ADR-0006'), ['supersedes 0005-front-matter']);
  assert.deepEqual(rel('ADR-0007'), []);
  const relationRange = engine.record('ADR-0001').relations[0].range;
  assert.deepEqual([relationRange.start.line, relationRange.start.character, relationRange.end.character], [3, 15, 24]);
});
