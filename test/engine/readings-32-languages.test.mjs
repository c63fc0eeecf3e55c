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

describe('relation phrases beyond "supersede" in other languages', { skip }, () => {
  const rec = (n, head) => `# ADR ${String(n).padStart(4, '0')} — Titel ${n}\n\n${head}\n\n## Contexto\n\nx\n`;
  const base = Object.fromEntries([1, 2, 3].map((n) => [`docs/adr/000${n}-a${n}.md`, rec(n, '**Status:** Aceita · **Data:** 2026-01-0' + n)]));
  const relationsOf = (head) => {
    const r = records({ ...base, 'docs/adr/0010-t.md': rec(10, head) }).find((x) => x.path === 'docs/adr/0010-t.md');
    return r.relations.map((x) => [x.kind, x.targetKey]);
  };

  it('reads "**Revisa:** ADR 0001 (…) e ADR 0002 (…)" on a one-line header as amending both (jhonatasfender/nur)', () => {
    assert.deepEqual(relationsOf('**Status:** Aceita · **Data:** 2026-06-29 · **Revisa:** ADR 0001 (parte do formato) e ADR 0002 (o escopo).'), [
      ['amends', 'adr-1'],
      ['amends', 'adr-2'],
    ]);
  });

  it('reads amends, extends and superseded-by in German, French, Spanish, Dutch and the Nordic languages', () => {
    const cases = [
      ['Altera: ADR-0001', 'amends'],
      ['Modifica: ADR-0001', 'amends'],
      ['Modifie : ADR-0001', 'amends'],
      ['Ändert: ADR-0001', 'amends'],
      ['Wijzigt: ADR-0001', 'amends'],
      ['Complète : ADR-0001', 'extends'],
      ['Complété par : ADR-0001', 'extended-by'],
      ['Ergänzt: ADR-0001', 'extends'],
      ['Ergänzt durch: ADR-0001', 'extended-by'],
      ['Erweitert: ADR-0001', 'extends'],
      ['Kompletterar: ADR-0001', 'extends'],
      ['Uzupełnia: ADR-0001', 'extends'],
      ['Doplňuje: ADR-0001', 'extends'],
      ['Abgelöst von: ADR-0001', 'superseded-by'],
      ['Korvaa: ADR-0001', 'supersedes'],
      ['Menggantikan: ADR-0001', 'supersedes'],
      ['Digantikan oleh: ADR-0001', 'superseded-by'],
      ['Thay thế: ADR-0001', 'supersedes'],
      ['Được thay thế bởi: ADR-0001', 'superseded-by'],
      ['Relacionado con: ADR-0001', 'relates-to'],
      ['Bezieht sich auf: ADR-0001', 'relates-to'],
      ['Gerelateerd aan: ADR-0001', 'relates-to'],
    ];
    assert.deepEqual(
      cases.map(([head]) => [head, relationsOf(`Status: Accepted\n\n${head}`).map(([k]) => k).join()]),
      cases.map(([head, kind]) => [head, kind]),
    );
  });

  it('reads no relation from Swedish prose that says "ersätter" about something else than a record', () => {
    assert.deepEqual(relationsOf('Status: Accepted\n\nDen nya katalogen ersätter den gamla filen; se ADR-0001 för bakgrund.'), []);
  });

  it('reads Spanish "Revisa ADR-0001" in prose as the imperative "check", not as amending it; "see also" is no relation', () => {
    assert.deepEqual(relationsOf('Status: Accepted\n\nRevisa ADR-0001 antes de cambiar el formato.\n\nSiehe auch ADR-0002.'), []);
  });
});
