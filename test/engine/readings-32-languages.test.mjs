// Readings of records written in other languages, checked against real repositories in session 32 (fixtures written
// for these tests, in the shape those records take).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const records = (files) => workspace(files).engine.records();
const rules = (files, rule) => workspace(files).engine.check().filter((d) => d.rule === rule);
const filler = (n) => `# ${n}. Filler ${n}\n\nDate: 2024-01-0${n}\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;
const fillers = (dir) => ({ [`${dir}/0001-f.md`]: filler(1), [`${dir}/0002-g.md`]: filler(2) });
/** One record among two fillers: what the listing says of it. */
function read(text, path = 'docs/adr/0003-x.md') {
  const dir = path.slice(0, path.lastIndexOf('/'));
  const r = records({ ...fillers(dir), [path]: text }).find((x) => x.path === path);
  return r && { title: r.title.value, status: r.status?.value, lifecycle: r.lifecycle, dates: r.dates.map((d) => d.iso) };
}

describe('status words of languages read for status only', { skip }, () => {
  const lifecycleOf = (word) => read(`# 3. X\n\nStatus: ${word}\n\nDate: 2024-03-05\n\n## Context\n\nx\n`).lifecycle;

  it('reads Swedish "Antagen" with a day after it as accepted, dated, with no unknown-status (viscalyx/Kravhantering)', () => {
    const text = '# 3. Katalog för inställningar\n\nStatus: Antagen 2026-05-26.\n\n## Kontext\n\nx\n';
    const r = read(text);
    assert.deepEqual([r.status, r.lifecycle, r.dates], ['Antagen', 'accepted', ['2026-05-26']]);
    assert.deepEqual(rules({ ...fillers('docs/adr'), 'docs/adr/0003-x.md': text }, 'unknown-status'), []);
  });

  it('reads the Nordic and Finnish words for proposal, draft, accepted, rejected and replaced', () => {
    const words = ['Forslag', 'Utkast', 'Udkast', 'Förslag', 'Hyväksytty', 'Ehdotettu', 'Hylätty', 'Korvattu', 'Luonnos'];
    assert.deepEqual(
      words.map((w) => [w, lifecycleOf(w)]),
      [['Forslag', 'proposed'], ['Utkast', 'proposed'], ['Udkast', 'proposed'], ['Förslag', 'proposed'], ['Hyväksytty', 'accepted'], ['Ehdotettu', 'proposed'], ['Hylätty', 'rejected'], ['Korvattu', 'superseded'], ['Luonnos', 'proposed']],
    );
  });

  it('reads Vietnamese, Indonesian, Hebrew, Arabic, Persian and Thai words as the lifecycle they say', () => {
    const words = ['Đã chấp nhận', 'Đề xuất', 'Diterima', 'Disetujui', 'Diusulkan', 'Ditolak', 'מאושר', 'מוצע', 'مقبول', 'مقترح', 'پذیرفته شده', 'پیشنهادی', 'ยอมรับแล้ว'];
    assert.deepEqual(
      words.map((w) => [w, lifecycleOf(w)]),
      [
        ['Đã chấp nhận', 'accepted'], ['Đề xuất', 'proposed'], ['Diterima', 'accepted'], ['Disetujui', 'accepted'], ['Diusulkan', 'proposed'], ['Ditolak', 'rejected'],
        ['מאושר', 'accepted'], ['מוצע', 'proposed'], ['مقبول', 'accepted'], ['مقترح', 'proposed'], ['پذیرفته شده', 'accepted'], ['پیشنهادی', 'proposed'], ['ยอมรับแล้ว', 'accepted'],
      ],
    );
  });

  it('reads "in force", "lapsed", "abandoned" and the Dutch and Italian words missing so far', () => {
    const words = ['Aangenomen', 'Vervallen', 'Verworpen', 'Deprecata', 'Abandonné', 'En vigueur', 'In Kraft', 'Em vigor'];
    assert.deepEqual(
      words.map((w) => [w, lifecycleOf(w)]),
      [['Aangenomen', 'accepted'], ['Vervallen', 'deprecated'], ['Verworpen', 'rejected'], ['Deprecata', 'deprecated'], ['Abandonné', 'rejected'], ['En vigueur', 'accepted'], ['In Kraft', 'accepted'], ['Em vigor', 'accepted']],
    );
  });

  it('reads a Finnish "Tila:" field and its day written D.M.YYYY', () => {
    const r = read('# 3. Tunnistautuminen\n\nTila: hyväksytty 22.9.2026\n\n## Konteksti\n\nx\n');
    assert.deepEqual([r.status, r.lifecycle, r.dates], ['hyväksytty', 'accepted', ['2026-09-22']]);
  });
});

describe('a status followed by the template\'s list of allowed values', { skip }, () => {
  it('reads the bold word before "(possible states are: …)" (Altinn/altinn-platform)', () => {
    const text = (state) => `- Feature Name: cache_tiers\n- Start Date: 2025-01-10\n- State: **${state}** (possible states are: **REVIEW**, **ACCEPTED** and **REJECTED**)\n\n# Summary\n\nx\n`;
    const one = (state) => {
      const r = read(text(state), 'rfcs/0003-cache-tiers.md');
      return [r?.status, r?.lifecycle];
    };
    assert.deepEqual(one('ACCEPTED'), ['ACCEPTED', 'accepted']);
    assert.deepEqual(one('REVIEW'), ['REVIEW', 'proposed']);
  });
});

describe('the header list under a first section heading in another language', { skip }, () => {
  it('reads "## Beskrivelse af beslutningen" over the date and status bullets as the header (OS2borgerPC)', () => {
    const text = '# Titel A\n\n## Beskrivelse af beslutningen\n\nEn kort tekst.\n\n- **Dato**: 2025-08-14\n- **Status**: Accepteret\n\n## Kontekst\n\nx\n';
    const r = read(text, 'docs/decisions/2025-05-29-titel-a.md');
    assert.deepEqual([r.status, r.lifecycle, r.dates], ['Accepteret', 'accepted', ['2025-08-14']]);
  });

  it('still reads no status from bullets under an English "## Context"', () => {
    const r = read('# Titel B\n\n## Context\n\n- **Status**: Accepted by the old team\n\n## Decision\n\nx\n', 'docs/decisions/2025-05-29-titel-b.md');
    assert.equal(r.lifecycle, 'unknown');
  });
});

