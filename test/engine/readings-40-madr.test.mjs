// MADR and log4brains records read in session 40 (fixtures written for these tests, in the shapes the records had).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const findings = (engine, rule) => engine.check().filter((d) => d.rule === rule).map((d) => `${d.path}:${d.range.start.line + 1}`);
const record = (engine, path) => engine.records().find((r) => r.path === path);
/** Relations as a reader sees them resolved: kind and the record's id. */
const resolved = (engine, path) => engine.getDecision(record(engine, path).key).relations.map((r) => `${r.kind} ${r.targetId}`);

describe('a log4brains link written for the knowledge base\'s page ("../20260519-x", no extension)', { skip }, () => {
  // tsorren/DonaTrack-TP-DDS, docs/adr/notificaciones-service/20260519-comunicacion-con-el-servicio-de-notificaciones.md:
  // "## Links" then "* [Eventos …](../20260519-eventos-como-disparadores-de-notificaciones)". log4brains serves a record
  // at /adr/<package>/<slug>/ (a trailing slash), so "../x" is the sibling record x of the same package.
  const L4B = 'project:\n  name: Shop\n  tz: Europe/Madrid\n  adrFolder: ./docs/adr\n  packages:\n    - name: pagos\n      path: pagos-service\n      adrFolder: docs/adr/pagos-service\n';
  const rec = (title, links = '') => `# ${title}\n\n- Status: accepted\n- Date: 2026-03-02\n\n## Contexto y Problema\n\nTexto.\n\n## Resultado de la Decisión\n\nAlternativa elegida: "Una".\n${links}`;
  const files = (link) => ({
    '.log4brains.yml': L4B,
    'pagos-service/pom.xml': '<project/>\n',
    'docs/adr/20260301-usar-markdown.md': rec('Usar Markdown'),
    'docs/adr/pagos-service/20260301-cobros-por-cola.md': rec('Cobros por cola'),
    'docs/adr/pagos-service/20260302-reintentos-de-cobro.md': rec('Reintentos de cobro', `\n## Links\n\n* [Cobros por cola](${link})\n`),
  });
  const citing = 'docs/adr/pagos-service/20260302-reintentos-de-cobro.md';

  it('relates the record to its sibling', () => {
    const { engine } = workspace(files('../20260301-cobros-por-cola'));
    assert.deepEqual(resolved(engine, citing), ['relates-to 20260301-cobros-por-cola']);
  });

  it('is no broken link there', () => {
    const { engine } = workspace(files('../20260301-cobros-por-cola'));
    assert.deepEqual(findings(engine, 'broken-link'), []);
  });

  it('relates an extensionless link beside the file too, which GitHub still shows broken', () => {
    const { engine } = workspace(files('20260301-cobros-por-cola'));
    assert.deepEqual(resolved(engine, citing), ['relates-to 20260301-cobros-por-cola']);
    assert.deepEqual(findings(engine, 'broken-link'), [`${citing}:16`]);
  });

  it('is still broken without log4brains, and a missing record is broken with it', () => {
    const plain = files('../20260301-cobros-por-cola');
    delete plain['.log4brains.yml'];
    assert.deepEqual(findings(workspace(plain).engine, 'broken-link'), [`${citing}:16`]);
    assert.deepEqual(findings(workspace(files('../20260309-no-escrito')).engine, 'broken-link'), [`${citing}:16`]);
  });
});
