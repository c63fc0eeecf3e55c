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
