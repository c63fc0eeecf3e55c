// Readings of session 41 (helper "logs"): pages that keep several decisions rather than one (fixtures written for
// these tests, in the shapes the pages had).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const rulesOf = (engine) => engine.check().map((d) => `${d.rule} ${d.path}`).sort();
const paths = (engine) => [...new Set(engine.records().map((r) => r.path))].sort();

/** A log entry as the chapters write them: an id heading over dash fields in Spanish. */
const entry = (n, title, day = '2025-03-04') =>
  `### ADR-${String(n).padStart(3, '0')}: ${title}\n\n- Fecha: ${day}\n- Estado: Aceptado\n- Contexto: Algo pasaba.\n- Decision: Hacer otra cosa.\n- Consecuencias: Menos trabajo.\n\n`;

describe('a decision log split into numbered chapter files in a folder named for decisions', { skip }, () => {
  // FelipePepe/TeamHub: "docs/decisiones.md" is the index of "docs/decisiones/00-contexto-e-indice-original.md",
  // "01-adrs-por-categoria.md" ("## 1. Documentación" then "### ADR-003: …" entries with "- Fecha:" and "- Estado:"),
  // "02-adrs-registro-ejecucion.md", "03-registro-fases-y-tareas.md" and "04-progreso-releases-cobertura.md": chapters
  // of one log, each holding many decisions. Read as records, they were ADR-00 … ADR-04 with duplicate titles
  // ("Registro de Ejecución" twice) and a number-mismatch ("says 9 but the file name says 2").
  const files = () => ({
    'docs/decisiones.md': '# Decisiones (índice)\n\n| Fichero | Contenido |\n|---|---|\n| [01](decisiones/01-por-categoria.md) | Por tema |\n| [02](decisiones/02-registro.md) | Proceso |\n',
    'docs/decisiones/README.md': '# Módulos\n\n- `00-indice.md`: índice.\n- `01-por-categoria.md`: por tema.\n',
    'docs/decisiones/00-indice.md': '# Decisiones del proyecto\n\n## Índice\n\n1. [Datos](#1-datos)\n2. [Proceso](#9-proceso)\n',
    'docs/decisiones/01-por-categoria.md': `## 1. Datos\n\n${[1, 2, 3, 4, 5, 6].map((n) => entry(n, `Tema de datos ${n}`)).join('')}`,
    'docs/decisiones/02-registro.md': `## 9. Proceso\n\n- Fecha: 2025-03-01\n- Estado: Aceptado\n\n${[10, 11, 12, 13, 14].map((n) => entry(n, `Paso de proceso ${n}`)).join('')}`,
    'docs/decisiones/03-fases.md': `## Proceso\n\n### Fase 0\n\n- Tarea hecha. (2025-03-01)\n\n${[20, 21, 22, 23, 24].map((n) => entry(n, `Fase ${n}`)).join('')}`,
  });

  it('makes no records of the chapters: no duplicate titles, no number mismatch', () => {
    const { engine } = workspace(files());
    assert.deepEqual(paths(engine), []);
    const rules = rulesOf(engine);
    assert.ok(!rules.some((r) => r.startsWith('duplicate-title') || r.startsWith('number-mismatch')), rules.join('\n'));
  });

  it('reads the chapters as a log instead: their entries are listed, citations of them resolve', () => {
    const f = files();
    f['docs/plan.md'] = '# Plan\n\nSee ADR-012 and ADR-004.\n';
    const { engine } = workspace(f);
    const logged = engine.list({ limit: 100 }).items.map((d) => `${d.id} ${d.path}`);
    assert.ok(logged.includes('ADR-004 docs/decisiones/01-por-categoria.md'), logged.join('\n'));
    assert.ok(logged.includes('ADR-012 docs/decisiones/02-registro.md'), logged.join('\n'));
    assert.deepEqual(rulesOf(engine).filter((r) => r.startsWith('unknown-reference')), []);
  });

  it('a backup of the whole log beside its chapters lists each decision once', () => {
    // TeamHub's "docs/decisiones/decisiones_legacy_full.md": the log before it was split, every entry again.
    const f = files();
    f['docs/decisiones/decisiones_legacy_full.md'] = `# Decisiones del proyecto\n\n${f['docs/decisiones/01-por-categoria.md']}${f['docs/decisiones/02-registro.md']}`;
    // The same id under another title is another decision: listed too.
    f['docs/notas.md'] = `# Notas\n\n${[1, 2, 3, 4, 5].map((n) => entry(n, `Otra cosa ${n}`)).join('')}`;
    const { engine } = workspace(f);
    const logged = engine.list({ limit: 100 }).items.map((d) => `${d.id} ${d.path}`);
    assert.deepEqual(logged.filter((l) => l.startsWith('ADR-004 ')), ['ADR-004 docs/decisiones/01-por-categoria.md', 'ADR-004 docs/notas.md']);
    assert.equal(logged.filter((l) => l.startsWith('ADR-012 ')).length, 1);
  });

  it('a folder so named whose numbered pages are records stays a collection', () => {
    // A record may name another decision in a heading or two ("## ADR-002: what it replaced"): no log.
    const record = (n, title) => `# ${n}. ${title}\n\nFecha: 2025-01-0${n}\n\n## Estado\n\nAceptado\n\n## Contexto\n\nPorque.\n\n## ADR-00${n + 1}: relacionado\n\nAlgo.\n\n## Decisión\n\nEsto.\n`;
    const { engine } = workspace({
      'docs/decisiones/0001-usar-postgres.md': record(1, 'Usar Postgres'),
      'docs/decisiones/0002-usar-redis.md': record(2, 'Usar Redis'),
      'docs/decisiones/0003-usar-kafka.md': record(3, 'Usar Kafka'),
    });
    assert.deepEqual(paths(engine), ['docs/decisiones/0001-usar-postgres.md', 'docs/decisiones/0002-usar-redis.md', 'docs/decisiones/0003-usar-kafka.md']);
  });
});

describe('a record named as a template ("0001-adr-template.md") that decides the template', { skip }, () => {
  // arsnova-dev/arsnova-click-v3's "docs/architecture/decisions/0001-adr-template.md" ("# ADR-0001: ADR-Template &
  // Konventionen", "**Status:** Accepted", "**Datum:** …", the template itself in a fenced block) and tovrleaf/
  // obscvratfi's "docs/adr/001-adr-template.md" ("# 1. ADR Template Structure", "**Status:** Accepted"), which later
  // records cite as ADR-001. Skipped as a template, it was no record and the citations were unknown references.
  const filled = '# ADR-0001: Vorlage und Regeln\n\n**Status:** Accepted\n**Datum:** 2025-04-01\n\n## Kontext\n\nWir brauchen ein Format.\n\n## Entscheidung\n\nJede ADR folgt diesem Muster:\n\n```markdown\n# ADR-NNNN: [Titel]\n\n**Status:** Proposed | Accepted\n**Datum:** YYYY-MM-DD\n```\n\n## Konsequenzen\n\nEinheitlich.\n';
  const record = (n, title) => `# ADR-000${n}: ${title}\n\n**Status:** Accepted\n**Datum:** 2025-04-0${n}\n\n## Kontext\n\nWarum.\n\n## Entscheidung\n\nWas (nach ADR-0001).\n\n## Konsequenzen\n\nFolgen.\n`;
  const files = (first) => ({
    'docs/architecture/decisions/0001-adr-template.md': first,
    'docs/architecture/decisions/0002-use-postgres.md': record(2, 'Postgres nutzen'),
    'docs/architecture/decisions/0003-use-redis.md': record(3, 'Redis nutzen'),
  });

  it('is a record: listed, and the citations of it resolve', () => {
    const { engine } = workspace(files(filled));
    assert.deepEqual(paths(engine), ['docs/architecture/decisions/0001-adr-template.md', 'docs/architecture/decisions/0002-use-postgres.md', 'docs/architecture/decisions/0003-use-redis.md']);
    const first = engine.records().find((r) => r.path.endsWith('0001-adr-template.md'));
    assert.equal(first.status.value, 'Accepted');
    assert.deepEqual(rulesOf(engine), []);
  });

  it('stays a record when it is edited', () => {
    const { engine, fs } = workspace(files(filled));
    fs.write('docs/architecture/decisions/0001-adr-template.md', filled.replace('Einheitlich.', 'Einheitlich und klar.'));
    engine.update('docs/architecture/decisions/0001-adr-template.md');
    assert.ok(paths(engine).includes('docs/architecture/decisions/0001-adr-template.md'));
    assert.deepEqual(rulesOf(engine), []);
  });

  it('a template of that name, with placeholders, stays a template', () => {
    // nckhrdy/smart-recipe-planner's file of the same name: "# ADR XXXX: [Title]" over "[Proposed | Accepted | …]".
    const template = '# ADR XXXX: [Title]\n\n## Status\n\n[Proposed | Accepted | Deprecated]\n\n## Date\n\nYYYY-MM-DD\n\n## Context\n\nWhat is the issue?\n\n## Decision\n\nWhat do we do?\n';
    const { engine } = workspace(files(template));
    assert.ok(!paths(engine).includes('docs/architecture/decisions/0001-adr-template.md'));
  });

  it('a page about the template whose status is only inside its fenced template stays a template', () => {
    // daemin-kim/hamalog-backend's "docs/adr/0001-adr-template.md": "# ADR 템플릿", the fields in a fenced block.
    const page = '# ADR 템플릿\n\n> 설명.\n\n```markdown\n# ADR-{번호}: {제목}\n\n## Status\nAccepted\n```\n';
    const { engine } = workspace(files(page));
    assert.ok(!paths(engine).includes('docs/architecture/decisions/0001-adr-template.md'));
  });
});

describe('Spanish status words a decision log uses as English ones are', { skip }, () => {
  // FelipePepe/TeamHub's "docs/decisiones/03-registro-fases-y-tareas.md": "- **Estado:** Desplegado", "Completado",
  // "En Progreso", "Pendiente" beside "Aceptado" (English "deployed", "completed", "in progress", "pending").
  const record = (n, status) => `# ${n}. Decisión ${n}\n\nFecha: 2025-02-0${n}\n\n## Estado\n\n${status}\n\n## Contexto\n\nPorque.\n\n## Decisión\n\nEsto.\n\n## Consecuencias\n\nAquello.\n`;
  it('are read as their lifecycle, not unknown', () => {
    const { engine } = workspace({
      'docs/adr/0001-a.md': record(1, 'Desplegado'),
      'docs/adr/0002-b.md': record(2, 'Completado'),
      'docs/adr/0003-c.md': record(3, 'En Progreso'),
      'docs/adr/0004-d.md': record(4, 'Pendiente'),
    });
    assert.deepEqual(engine.records().map((r) => `${r.path} ${r.lifecycle}`).sort(), [
      'docs/adr/0001-a.md accepted',
      'docs/adr/0002-b.md accepted',
      'docs/adr/0003-c.md proposed',
      'docs/adr/0004-d.md proposed',
    ]);
  });
});
