// Readings checked against product and SaaS repositories in session 34 (bed 99), in the shapes those records take
// (fixtures written for these tests): German status words of a Swiss project (hitobito/hitobito), partial
// supersession phrased after the link and successors named in a notice (gaborage/go-bricks), guides beside records
// in a mixed folder (go-bricks), and records in places discovery missed (henrylee746/JOCA, profoundry-us/loco_motion,
// rubyforgood/casa).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const findingsOf = (engine, path) => engine.check().filter((d) => d.path === path).map((d) => d.rule);
const relationsOf = (record) => (record?.relations ?? []).map((r) => `${r.kind} ${r.targetKey}${r.condition ? ` (${r.condition})` : ''}`);

describe('German status words of a Swiss project', { skip }, () => {
  const page = (word) => `# ADR-004 Dateien ablegen\n\nStatus: **${word}**\n\nEntscheid: **Wir legen Dateien im Objektspeicher ab.**\n`;
  for (const [word, lifecycle] of [['Abgeschlossen', 'accepted'], ['Vorschlag', 'proposed'], ['Entscheid', 'accepted']]) {
    it(`reads "${word}" as ${lifecycle}, with no unknown-status`, () => {
      const { engine } = workspace({ 'doc/adr/004_dateien.md': page(word), 'doc/adr/005_andere.md': page('Akzeptiert').replace('004', '005') });
      const record = engine.records().find((r) => r.path === 'doc/adr/004_dateien.md');
      assert.deepEqual([record.status?.value, record.lifecycle], [word, lifecycle]);
      assert.deepEqual(findingsOf(engine, 'doc/adr/004_dateien.md').filter((r) => r === 'unknown-status'), []);
    });
  }
});
