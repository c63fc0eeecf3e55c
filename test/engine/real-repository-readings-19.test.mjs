// Readings checked against real repositories in session 19, each in the shape those records take (fixtures written
// for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const rules = (files, rule) => workspace(files).engine.check().filter((d) => d.rule === rule);
const record = (files, id) => workspace(files).engine.records().find((r) => r.id === id);

describe('dates listed under "- Date(s):" (sul-dlss-labs/engineering-design-adrs, MADR 2)', { skip }, () => {
  const madr = (dates, status = 'Approved') =>
    `# Use X\n\n- Status: ${status}\n- Decider(s): <!-- required -->\n  - Jane Doe\n- Date(s): <!-- required -->\n${dates}\n\n## Context and Problem Statement\n\nWhy.\n\n## Decision Outcome\n\nWhat.\n`;

  it('dates the record by its latest event, whatever the event is called', () => {
    const files = {
      'docs/adr/0001-a.md': madr('  - Drafted: 2024-03-14\n  - Approved: 2024-04-28'),
      'docs/adr/0002-b.md': madr('  * drafted: 2019-10-29', 'drafted'),
      'docs/adr/0003-c.md': madr('  * Status (from above): 2023-02-01'),
      'docs/adr/0004-d.md': madr('  * proposed: 2022-05-17', 'proposed'),
    };
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => r.dates[0]?.iso), ['2024-04-28', '2019-10-29', '2023-02-01', '2022-05-17']);
    assert.deepEqual(rules(files, 'missing-date'), []);
  });

  it('still finds no date in a list with none', () => {
    const files = { 'docs/adr/0001-a.md': madr('  - Drafted: <!-- when -->'), 'docs/adr/0002-b.md': madr('  - Approved: TBD') };
    assert.equal(rules(files, 'missing-date').length, 2);
  });
});

describe('"- Date last updated:" (HUD-Data-Lab/Data.Exchange.and.Interoperability)', { skip }, () => {
  it('is the record\'s date', () => {
    const files = {
      'docs/adr/0004-use-case-walkthrough.md': '# Use case walkthrough\n\n- Status: draft\n- Deciders: ICF, HUD\n- Date last updated: 2024-10-18\n\n## Context and Problem Statement\n\nWhy.\n',
    };
    assert.equal(record(files, 'ADR-0004').dates[0]?.iso, '2024-10-18');
  });
});

describe('translation twins with no untranslated page (Reefact/diagnostic-catalog: "0001-x.en.md" and "0001-x.fr.md")', { skip }, () => {
  const rec = (n, title, status, body = 'Why.') => `# ADR-${n} | ${title}\n\n* Status: ${status}\n* Date: 2026-01-0${Number(n)}\n\n## Context\n\n${body}\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n`;
  const files = {
    'doc/adr/0001-floor-the-libraries.en.md': rec('0001', 'Floor the libraries', 'Superseded by [ADR-0002](0002-raise-the-floor.en.md)'),
    'doc/adr/0001-floor-the-libraries.fr.md': rec('0001', 'Plancher des bibliothèques', 'Remplacé par [ADR-0002](0002-raise-the-floor.fr.md)'),
    'doc/adr/0002-raise-the-floor.en.md': rec('0002', 'Raise the floor', 'Accepted', 'Supersedes [ADR-0001](0001-floor-the-libraries.en.md): ADR-0001 floored at 4.6.'),
    'doc/adr/0002-raise-the-floor.fr.md': rec('0002', 'Relever le plancher', 'Accepté', 'Le plancher de ADR-0001 était 4.6.'),
    'doc/adr/0003-only-german.de.md': rec('0003', 'Nur Deutsch', 'Akzeptiert'),
    'doc/adr/0004-two-others.de.md': rec('0004', 'Zwei andere', 'Akzeptiert'),
    'doc/adr/0004-two-others.fr.md': rec('0004', 'Deux autres', 'Accepté'),
  };

  it('reads one record per decision: the English twin, else the first by language tag', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => r.path), [
      'doc/adr/0001-floor-the-libraries.en.md',
      'doc/adr/0002-raise-the-floor.en.md',
      'doc/adr/0003-only-german.de.md',
      'doc/adr/0004-two-others.de.md',
    ]);
    assert.deepEqual(rules(files, 'duplicate-number'), []);
  });

  it('judges a twin\'s citations as its record\'s: the successor may name what it replaces', () => {
    assert.deepEqual(rules(files, 'citing-superseded').map((d) => d.path), []);
  });

  it('turns a twin into a translation when its English twin comes', () => {
    const partial = { ...files };
    delete partial['doc/adr/0002-raise-the-floor.en.md'];
    const { engine, fs } = workspace(partial);
    assert.ok(engine.records().some((r) => r.path === 'doc/adr/0002-raise-the-floor.fr.md'));
    fs.write('doc/adr/0002-raise-the-floor.en.md', files['doc/adr/0002-raise-the-floor.en.md']);
    assert.equal(engine.update('doc/adr/0002-raise-the-floor.en.md').recordsChanged, true);
    assert.ok(!engine.records().some((r) => r.path === 'doc/adr/0002-raise-the-floor.fr.md'));
    assert.ok(engine.records().some((r) => r.path === 'doc/adr/0002-raise-the-floor.en.md'));
  });
});

const nygard = (n, title, status, body = 'Why.') => `# ${Number(n)}. ${title}\n\nDate: 2024-01-${String(Number(n)).padStart(2, "0")}\n\n## Status\n\n${status}\n\n## Context\n\n${body}\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n`;

describe('supersede verbs of more languages (probes of bed 20)', { skip }, () => {
  for (const [language, superseded, supersedes] of [
    ['Dutch', 'Vervangen door [ADR-0002](0002-new.md)', 'Vervangt [ADR-0001](0001-old.md)'],
    ['Polish', 'Zastąpione przez [ADR-0002](0002-new.md)', 'Zastępuje [ADR-0001](0001-old.md)'],
    ['Italian', 'Sostituito da [ADR-0002](0002-new.md)', 'Sostituisce [ADR-0001](0001-old.md)'],
    ['Norwegian', 'Erstattet av [ADR-0002](0002-new.md)', 'Erstatter [ADR-0001](0001-old.md)'],
  ]) {
    it(`reads ${language} "superseded by" and "supersedes" both ways`, () => {
      const files = { 'docs/adr/0001-old.md': nygard(1, 'Old', superseded), 'docs/adr/0002-new.md': nygard(2, 'New', `Accepted\n\n${supersedes}`) };
      const { engine } = workspace(files);
      const old = engine.records().find((r) => r.id === 'ADR-0001');
      assert.equal(old.lifecycle, 'superseded');
      assert.deepEqual(old.relations.map((r) => `${r.kind} ${r.href}`), ['superseded-by 0002-new.md']);
      assert.deepEqual(engine.records().find((r) => r.id === 'ADR-0002').relations.map((r) => `${r.kind} ${r.href}`), ['supersedes 0001-old.md']);
      assert.deepEqual(engine.check().map((d) => d.rule), []);
    });
  }
});

describe('a relation for part of a record, said between the verb and the citation (filipeiack/reiche-academy)', { skip }, () => {
  const header = (relation) => `# ADR-002: Matriz de indicadores\n\n**Status:** Aprovado\n**Data:** 2026-01-15\n${relation}\n\n## Contexto\n\nx\n\n## Decisão\n\ny\n\n## Consequências\n\nz\n`;
  const old = '# ADR-001: Tela Excel\n\n**Status:** Aprovado\n**Data:** 2026-01-10\n\n## Contexto\n\nx\n\n## Decisão\n\ny\n\n## Consequências\n\nz\n';
  for (const line of ['**Substitui:** Parcialmente ADR-001 (especificação de implementação)', '**Supersedes:** Partially ADR-001', 'Supersedes in part ADR-001', 'Replaces, partly, nothing; supersedes partially [ADR-001](ADR-001-tela-excel.md)']) {
    it(`"${line}" leaves the other record in force, with nothing to fix`, () => {
      const files = { 'docs/adr/ADR-001-tela-excel.md': old, 'docs/adr/ADR-002-matriz.md': header(line) };
      const { engine } = workspace(files);
      const rel = engine.records().find((r) => r.id === 'ADR-002').relations.find((r) => r.kind === 'supersedes');
      assert.equal(rel?.condition, 'in part', JSON.stringify(engine.records().find((r) => r.id === 'ADR-002').relations));
      assert.equal(engine.records().find((r) => r.id === 'ADR-001').lifecycle, 'accepted');
      assert.deepEqual(engine.check().map((d) => d.rule), []);
    });
  }

  it('reads "**Relacionado:**" as "Related:"', () => {
    const files = { 'docs/adr/ADR-001-tela-excel.md': old, 'docs/adr/ADR-002-matriz.md': header('**Relacionado:** ADR-001 (UX Excel-like)') };
    const rel = workspace(files).engine.records().find((r) => r.id === 'ADR-002').relations;
    assert.deepEqual(rel.map((r) => r.kind), ['relates-to']);
  });
});

describe('"relations:" as typed entries in front matter (windlasstech/slsa-builder)', { skip }, () => {
  const madr = (status, extra = '') => `---\nstatus: ${status}\ndate: 2026-07-06\n${extra}---\n\n# Title\n\n## Context and Problem Statement\n\nx\n\n## Decision Outcome\n\ny\n`;
  const files = {
    'docs/decisions/0021-a.md': madr('superseded by ADR-0042'),
    'docs/decisions/0029-b.md': madr('accepted'),
    'docs/decisions/0041-c.md': madr('superseded by ADR-0042'),
    'docs/decisions/0042-d.md': madr('accepted', 'relations:\n  - type: supersedes\n    target: ADR-0021\n  - type: supersedes\n    target: ADR-0041\n  - type: partially-supersedes\n    target: ADR-0029\n  - type: relates-to\n    target: ADR-0099\n'),
  };

  it('reads each entry as its relation, and a partial one as partial', () => {
    const { engine } = workspace(files);
    const rels = engine.records().find((r) => r.id === 'ADR-0042').relations.map((r) => `${r.kind} ${r.targetKey}${r.condition ? ` (${r.condition})` : ''}`);
    assert.deepEqual(rels, ['supersedes adr-21', 'supersedes adr-41', 'supersedes adr-29 (in part)', 'relates-to adr-99']);
    assert.equal(engine.records().find((r) => r.id === 'ADR-0029').lifecycle, 'accepted');
  });

  it('finds both sides of each supersede stated', () => {
    assert.deepEqual(rules(files, 'one-sided-supersede'), []);
  });
});

describe('"[ADR-0032](…) — the record this supersedes" in a list of references (Reefact/diagnostic-catalog)', { skip }, () => {
  it('is a supersede, so the older record\'s "superseded by" has its other side', () => {
    const files = {
      'doc/adr/0032-badge-with-prefix.md': nygard(32, 'Badge with prefix', 'Superseded by [ADR-0033](0033-cap-the-badge.md)'),
      'doc/adr/0033-cap-the-badge.md': nygard(33, 'Cap the badge', 'Accepted', 'Why.\n\n## References\n\n* [ADR-0032](0032-badge-with-prefix.md) — the record this supersedes,\n* [ADR-0011](0011-x.md) — the catalogue.'),
      'doc/adr/0011-x.md': nygard(11, 'X', 'Accepted'),
    };
    assert.deepEqual(rules(files, 'one-sided-supersede'), []);
  });
});

describe('Norwegian and Polish records (navikt/tilleggsstonader, malipie/pim)', { skip }, () => {
  it('reads "**Dato:**" as the date and "Besluttet" as accepted', () => {
    const files = { 'doc/adr/0001-bruke-tema.md': '# Bruke tema\n\n**Dato:** 2023-09-27\n\n## Status\nBesluttet\n\n## Kontekst\n\nx\n\n## Beslutning\n\ny\n\n## Konsekvenser\n\nz\n' };
    const r = record(files, 'ADR-0001');
    assert.equal(r.lifecycle, 'accepted');
    assert.equal(r.dates[0]?.iso, '2023-09-27');
    assert.deepEqual(workspace(files).engine.check().map((d) => d.rule), []);
  });

  it('takes Kontekst, Decyzja and Konsekwencje for the Nygard sections', () => {
    const pl = (n) => `# ADR-00${n} — Tytuł ${n}\n\n## Status\n\nZaakceptowane\n\nData: 2026-01-0${n}\n\n## Kontekst\n\nx\n\n## Decyzja\n\ny\n\n## Konsekwencje\n\nz\n`;
    const files = { 'docs/adr/0001-a.md': pl(1), 'docs/adr/0002-b.md': pl(2), 'docs/adr/0003-c.md': nygard(3, 'C', 'Accepted') };
    assert.deepEqual(workspace(files).engine.check().map((d) => `${d.rule} ${d.path}`), []);
    assert.equal(record(files, 'ADR-0001').lifecycle, 'accepted');
  });
});

describe('days written where and how real records put them', { skip }, () => {
  const rec = (head) => `# 1. T\n\n${head}\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;
  for (const [source, head, iso] of [
    ['rancher/rke2: "## Established"', '## Established\n2026-04-06\n\n## Status\n\nAccepted', '2026-04-06'],
    ['rancher/rke2: "Proposal date:"', 'Proposal date: 2025-06-18\n\n## Status\n\nAccepted', '2025-06-18'],
    ['jordigilh/kubernaut: "**ACCEPTED** - October 12, 2025"', '## Status\n**ACCEPTED** - October 12, 2025', '2025-10-12'],
    ['desmos-labs/desmos: "- 2022, June 06th: First draft;"', '## Status\n\nAccepted\n\n## Changelog\n\n- 2022, June 06th: First draft;', '2022-06-06'],
    ['nolus-protocol/nolus-core: "- Date: (2023-12-15)"', '- Status: accepted\n- Date: (2023-12-15)', '2023-12-15'],
    ['jabrena/plinth: Unix date output', 'Date: Fri Mar 20 20:23:52 CET 2026\n\n## Status\n\nAccepted', '2026-03-20'],
    ['a day with its weekday', 'Date: Thu Jul 16 2026\n\n## Status\n\nAccepted', '2026-07-16'],
  ]) {
    it(source, () => {
      const files = { 'docs/adr/0001-t.md': rec(head) };
      assert.equal(record(files, 'ADR-0001').dates[0]?.iso, iso);
      assert.deepEqual(workspace(files).engine.check().map((d) => d.rule), []);
    });
  }

  it('reports a year that lost a digit ("Date: 202-10-13", wmde/fundraising-application)', () => {
    const found = rules({ 'docs/adr/0001-t.md': rec('Date: 202-10-13\n\n## Status\n\nAccepted') }, 'invalid-date');
    assert.equal(found.length, 1);
    assert.match(found[0].message, /fewer than four digits/);
  });
});

describe('status words met in bed 17 to 19', { skip }, () => {
  for (const [word, lifecycle] of [
    ['In Design', 'proposed'], ['Investigating', 'proposed'], ['PLANNED', 'proposed'], ['Parked', 'proposed'], ['To be discussed with wider team', 'proposed'],
    ['Under implementation in [#2800](https://github.com/o/r/pull/2800)', 'accepted'], ['Piloting', 'accepted'], ['Confirmed', 'accepted'], ['AUTHORITATIVE', 'accepted'], ['Directive', 'accepted'],
    ['Besluttet', 'accepted'], ['Zaakceptowane', 'accepted'], ['Odrzucone', 'rejected'],
  ]) {
    it(`"${word}" is ${lifecycle}`, () => {
      const files = { 'docs/adr/0001-t.md': nygard(1, 'T', word) };
      assert.equal(record(files, 'ADR-0001').lifecycle, lifecycle);
      assert.deepEqual(rules(files, 'unknown-status'), []);
    });
  }

  it('"Invalidated by [0018-x.md](…)" names its successor (cloudfoundry/korifi)', () => {
    const files = {
      'docs/adr/0012-prefixes.md': nygard(12, 'Prefixes', 'Invalidated by [0018-uuid-names.md](./0018-uuid-names.md)'),
      'docs/adr/0018-uuid-names.md': nygard(18, 'UUID names', 'Accepted\n\nSupersedes [ADR-0012](0012-prefixes.md)'),
    };
    const old = record(files, 'ADR-0012');
    assert.deepEqual(old.relations.map((r) => r.kind), ['superseded-by']);
    assert.deepEqual(workspace(files).engine.check().map((d) => d.rule), []);
  });
});

describe('"**Supersedes**: Nothing (enhances ADR-048)" (jordigilh/kubernaut)', { skip }, () => {
  it('supersedes nothing', () => {
    const files = {
      'docs/adr/ADR-048-rate-limiting.md': '# ADR-048: Rate limiting\n\n**Status**: Accepted\n**Date**: 2025-10-01\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n',
      'docs/adr/ADR-049-throttle.md': '# ADR-049: Throttle\n\n**Status**: Accepted\n**Date**: 2025-10-02\n**Supersedes**: Nothing (enhances ADR-048)\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n',
    };
    assert.deepEqual(record(files, 'ADR-049').relations.filter((r) => r.kind === 'supersedes'), []);
    assert.equal(record(files, 'ADR-048').lifecycle, 'accepted');
  });
});

describe('titles, pages and notes that are not records (beds 17 to 20)', { skip }, () => {
  it('strips an id in brackets before the title ("# [ADR-001] Amplitude model", ComPWA/expertsystem)', () => {
    const files = { 'docs/adr/001.md': '# [ADR-001] Amplitude model\n\n* Status: accepted\n* Date: 2020-06-01\n\n## Context and Problem Statement\n\nx\n\n## Decision Outcome\n\ny\n' };
    const r = workspace(files).engine.records()[0];
    assert.equal(r.title.value, 'Amplitude model');
    assert.equal(r.number, 1);
  });

  const listing = {
    'docs/architecture/decisions/0001-use-go.md': nygard(1, 'Use Go', 'Accepted'),
    'docs/architecture/decisions/0002-use-cobra.md': nygard(2, 'Use Cobra', 'Accepted'),
    // daddia/zen-cli: the collection's index, by another name.
    'docs/architecture/decisions/register.md': '# Architecture Decision Register\n\n| ADR | Title | Status |\n|---|---|---|\n| [0001](0001-use-go.md) | Use Go | Accepted |\n',
    // archivematica: a Jekyll listing of the records of one status.
    'docs/architecture/decisions/accepted-log.md': "---\ntitle: Accepted log\n---\n\n## Currently accepted records\n\n{% assign subpage = site.pages | where: 'status', 'accepted' %}\n",
    // The hmpps-* template's last page, which every record links to as "Next".
    'docs/architecture/decisions/9999-end.md': 'No more records\n\n[Back to Contents](README.md)\n',
    'docs/architecture/decisions/README.md': '# Contents\n\n- [Use Go](0001-use-go.md)\n- [Use Cobra](0002-use-cobra.md)\n',
  };

  it('takes an index named "register.md", a status listing and a last page for pages, not records', () => {
    const { engine } = workspace(listing);
    assert.deepEqual(engine.records().map((r) => r.path), ['docs/architecture/decisions/0001-use-go.md', 'docs/architecture/decisions/0002-use-cobra.md']);
    assert.deepEqual(engine.check().map((d) => `${d.rule} ${d.path}`), []);
  });

  it('takes notes in a folder of a record folder for the record\'s, not records (FgForrest/evitaDB)', () => {
    const files = {
      'documentation/adr/2026-07-01-use-x.md': '# Use X\n\n**Status:** Accepted\n**Date:** 2026-07-01\n\n## Context\n\nx\n\n## Decision\n\ny\n',
      'documentation/adr/2026-07-10-faster-structures/README.md': '# Faster structures\n\n**Status:** Accepted\n**Date:** 2026-07-10\n\n## Context\n\nSee design/.\n\n## Decision\n\ny\n',
      'documentation/adr/2026-07-10-faster-structures/design/2026-06-29-paging-plan.md': '# Paging plan\n\n**Status:** plan ready\n\nSteps.\n',
      'documentation/adr/2026-07-10-faster-structures/reports/2026-07-09-jmh-phase2.md': '# JMH phase 2\n\nNumbers.\n',
      'documentation/adr/01-backend/0001-use-y.md': '# Use Y\n\n**Status:** Accepted\n**Date:** 2026-07-02\n\n## Context\n\nx\n\n## Decision\n\ny\n',
    };
    const paths = workspace(files).engine.records().map((r) => r.path).sort();
    assert.deepEqual(paths, ['documentation/adr/01-backend/0001-use-y.md', 'documentation/adr/2026-07-01-use-x.md', 'documentation/adr/2026-07-10-faster-structures/README.md']);
  });
});

describe('a link written with backslashes (DFE-Digital/find-information-about-academies-and-trusts)', { skip }, () => {
  const files = {
    'docs/databases.md': '# Databases\n\n## Migrations for FIAT db\n',
    'docs/adrs/0015-use-test-containers.md': nygard(15, 'Use test containers', 'Accepted'),
    'docs/adrs/0016-run-migrations.md': nygard(16, 'Run migrations', 'Accepted', 'See [migrations](..\\databases.md#migrations-for-fiat-db) and [ADR-0015](.\\0015-use-test-containers.md).'),
    'docs/adrs/0021-add-table.md': nygard(21, 'Add table', 'Accepted', 'As in [temporal tables](docs\\adrs\\0015-use-test-containers.md).'),
  };

  it('is followed as a browser follows it, and still judged', () => {
    const found = rules(files, 'broken-link');
    assert.deepEqual(found.map((d) => d.path), ['docs/adrs/0021-add-table.md']);
  });
});

describe('"Accepted; <a part> superseded by ADR-N" (headrace-rs/headrace, equinor/design-system)', { skip }, () => {
  for (const status of [
    'Accepted; interface and authoring superseded by ADR-0002, sourcing extended by ADR-0003',
    'Accepted (CSS naming convention superseded by [ADR 0002](0002-b.md))',
  ]) {
    it(`leaves the record in force: "${status}"`, () => {
      const files = {
        'adr/0001-a.md': `# 1. A\n\n- Status: ${status}\n- Date: 2026-08-17\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`,
        'adr/0002-b.md': '# 2. B\n\n- Status: Accepted\n- Date: 2026-08-19\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n',
        'adr/0003-c.md': '# 3. C\n\n- Status: Accepted\n- Date: 2026-08-20\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n',
      };
      assert.equal(record(files, 'ADR-0001').lifecycle, 'accepted');
      assert.deepEqual(workspace(files).engine.check().map((d) => d.rule), []);
    });
  }

  for (const status of ['Superseded; replaced by [ADR 0002](0002-b.md)', 'Deprecated (superseded by [ADR 0002](0002-b.md))', 'Superseded (later superseded by [ADR 0002](0002-b.md))']) {
    it(`still reads a whole supersede: "${status}"`, () => {
      const files = {
        'adr/0001-a.md': `# 1. A\n\n- Status: ${status}\n- Date: 2026-08-17\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`,
        'adr/0002-b.md': '# 2. B\n\n- Status: Accepted\n- Date: 2026-08-19\n- Supersedes: [ADR 0001](0001-a.md)\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n',
      };
      const rel = record(files, 'ADR-0001').relations.find((r) => r.kind === 'superseded-by');
      assert.equal(rel?.condition, undefined);
    });
  }
});

describe('headers where real records put them (bed 19)', { skip }, () => {
  it('reads the day of a status line under front matter that holds no date (get-forge/forge-docs)', () => {
    const files = { 'docs/adr/0002-quarkus.md': '---\ntitle: "0002. Adoption of Quarkus"\nsummary: "We require a framework"\n---\n\n**Status:** Accepted **Date:** 2025-10-08 **Context:** Early-stage decision.\n\n## Decision\n\nx\n' };
    assert.equal(record(files, 'ADR-0002').dates[0]?.iso, '2025-10-08');
  });

  it('keeps the front matter\'s day when it has one', () => {
    const files = { 'docs/adr/0002-quarkus.md': '---\ntitle: Quarkus\ndate: 2025-01-01\n---\n\n**Status:** Accepted (2025-10-08)\n\n## Decision\n\nx\n' };
    assert.deepEqual(record(files, 'ADR-0002').dates.map((d) => d.iso), ['2025-01-01']);
  });

  it('reads status and date bullets in a first "## Overview" section (nhsd-exeter/dos-integration)', () => {
    const files = { 'documentation/adr/002-reporting.md': '# ADR-002: Reporting approach\n\n## Overview\n\nReporting approach - how to report\n\n* Date: 2021/11/12\n* Status: Decided\n\n## Context\n\nx\n\n## Decision\n\ny\n' };
    const r = record(files, 'ADR-002');
    assert.equal(r.lifecycle, 'accepted');
    assert.equal(r.dates[0]?.iso, '2021-11-12');
  });

  it('takes the heading under a banner for the title (ThoughtWorks-DPS/dps-starterkit-java, DFE-Digital)', () => {
    const files = {
      'docs/adr/0001-record.md': '# [dps-starterkit-java] Architecture Decision Record (ADR)\n\n## 1. Record the architecture decision\n\nDate: 2020-11-12\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n',
      'docs/adr/0008-release-notes.md': '# Architectural Decision Record (ADR)\n\n## ADR: Adoption of Keep a Changelog\n\n## Status\n\nProposed\n\nDate: 2024-01-01\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n',
    };
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => r.title.value), ['Record the architecture decision', 'Adoption of Keep a Changelog']);
    assert.equal(record(files, 'ADR-0001').dates[0]?.iso, '2020-11-12');
    assert.deepEqual(engine.check().map((d) => d.rule), []);
  });
});

describe('a successor only proposed (kompox/kompox: "supersededBy: [K4x-ADR-009]")', { skip }, () => {
  it('asks to accept it or restore the status, not to set the status to Superseded', () => {
    const files = {
      'design/adr/0007-a.md': '---\nstatus: accepted\ndate: 2025-01-01\nsupersededBy: [ADR-0009]\n---\n\n# A\n\n## Context\n\nx\n\n## Decision\n\ny\n',
      'design/adr/0009-b.md': '---\nstatus: proposed\ndate: 2025-02-01\nsupersedes: [ADR-0007]\n---\n\n# B\n\n## Context\n\nx\n\n## Decision\n\ny\n',
    };
    assert.deepEqual(workspace(files).engine.check().map((d) => d.rule), ['superseded-by-unaccepted']);
  });
});

describe('code paths spelled otherwise, and paths of later phases (nimble-123/cap-fiori-timetracking, SandrineCipolla/stockhub_back)', { skip }, () => {
  const files = {
    'docs/adr/0008-logging.md': nygard(8, 'Logging', 'Accepted', 'In `srv/handler/utils/logger.ts`, run by `.github/workflows/test.yml`; later `src/infrastructure/notifications/` (Phase 3).'),
    'srv/handler/utils/Logger.ts': 'export {};\n',
    '.github/workflows/test.yaml': 'on: push\n',
  };

  it('names the file as it is spelled, and offers to write it so', () => {
    const found = rules(files, 'stale-code-path');
    assert.deepEqual(found.map((d) => d.message), [
      'ADR-0008 names srv/handler/utils/logger.ts, which does not exist; srv/handler/utils/Logger.ts does, spelled otherwise: write the name as the file has it.',
      'ADR-0008 names .github/workflows/test.yml, which does not exist; .github/workflows/test.yaml does, spelled otherwise: write the name as the file has it.',
    ]);
    assert.equal(found[0].fixes[0].edits[0].newText, 'srv/handler/utils/Logger.ts');
  });
});

describe('a bare id two collections use, cited from elsewhere (jordigilh/kubernaut)', { skip }, () => {
  const files = {
    'docs/architecture/decisions/ADR-004-fake-kubernetes-client.md': '# ADR-004: Fake Kubernetes client\n\n**Status**: Accepted\n**Date**: 2025-01-04\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n',
    'docs/services/apifrontend/adr/ADR-004-test-framework.md': '# ADR-004: Test framework\n\n**Status**: Superseded by ADR-015\n**Date**: 2025-01-04\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n',
    'docs/services/apifrontend/adr/ADR-015-ginkgo.md': '# ADR-015: Ginkgo\n\n**Status**: Accepted\n**Date**: 2025-02-01\n**Supersedes**: ADR-004\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n',
    'docs/services/crd-controllers/notification/TESTING.md': '# Testing\n\n### ADR-004: Fake Kubernetes Client for Unit Testing\n\nWe follow ADR-004.\n',
    'docs/services/apifrontend/README.md': '# API frontend\n\nTests follow ADR-004.\n',
  };

  it('means the main collection\'s outside the part of the workspace the other one serves', () => {
    const found = rules(files, 'citing-superseded').map((d) => d.path);
    assert.deepEqual(found, ['docs/services/apifrontend/README.md']);
  });
});

describe('numbered records in a folder of other documents (jrmoulckers/finance: "docs/architecture/")', { skip }, () => {
  const rec = (n, title) => `# ${n}. ${title}\n\n**Status:** Accepted\n**Date:** 2025-07-0${n}\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;
  const files = {
    'docs/architecture/README.md': '# Architecture Decision Records\n\nOne flat directory: docs/architecture/NNNN-kebab-slug.md\n',
    'docs/architecture/0001-use-kotlin.md': rec(1, 'Use Kotlin'),
    'docs/architecture/0002-use-powersync.md': rec(2, 'Use PowerSync'),
    'docs/architecture/0003-use-supabase.md': rec(3, 'Use Supabase'),
    'docs/architecture/privacy-audit-v1.md': '# Privacy audit v1\n\n**Status:** Assessment Complete\n\nFindings.\n',
    'docs/architecture/roadmap.md': '# Roadmap\n\n**Status:** Active\n\nQ3.\n',
    'docs/architecture/security/pentest-plan.md': '# Pentest plan\n\n**Status:** Draft\n',
    'docs/architecture/implementation/881-powersync-docker-compose.md': '# Implementation Guide: PowerSync\n\n**Status:** Planned\n**Issue:** #881\n',
  };

  it('takes the numbered files right in the folder for its records, and the rest for its documents', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => r.id), ['ADR-0001', 'ADR-0002', 'ADR-0003']);
    assert.deepEqual(engine.check().map((d) => `${d.rule} ${d.path}`), []);
  });

  it('keeps a draft named by the records\' prefix, and the pages of a folder named for decisions (celestia-app, guardian)', () => {
    const more = {
      ...files,
      'docs/architecture/adr-draft-spectrum.md': '# Spectrum ordering\n\n**Status:** Draft\n**Date:** 2025-07-09\n',
      'docs/architecture/proposed-adrs/rendering-type.md': '# Rendering type\n\n**Status:** Proposed\n**Date:** 2025-07-10\n',
    };
    const paths = workspace(more).engine.records().map((r) => r.path);
    assert.ok(paths.includes('docs/architecture/adr-draft-spectrum.md') && paths.includes('docs/architecture/proposed-adrs/rendering-type.md'), JSON.stringify(paths));
    assert.equal(paths.length, 5);
  });
});

describe('records of other projects and work orders (0ryant/driftlock, jabrena/plinth)', { skip }, () => {
  const files = {
    'docs/adrs/0001-contracts-first.md': nygard(1, 'Contracts first', 'Accepted'),
    'docs/adrs/0002-taskgraph.md': nygard(2, 'Task graph', 'Accepted'),
    'tasks/adr-0001-T01.md': '# adr-0001:T01: Define JSON schemas\n\n## Status\nComplete.\n\n## ADR evidence\n- ADR: `docs/adrs/0001-contracts-first.md`\n',
    'tasks/adr-0001-T02.md': '# adr-0001:T02: Validate\n\n## Status\nComplete.\n',
    'tasks/adr-0002-T01.md': '# adr-0002:T01: Graph\n\n## Status\nComplete.\n',
    'examples/fixture-repo/docs/adrs/0001-session-store.md': '# 1. Session store\n\n## Status\n\nAccepted\n\n## Context\n\nSee `src/session/store.ts`.\n',
    'benchmarks/scenario2/specs/adr/ADR-001-api.md': '# ADR-001: API\n\nDate: 20-03-2026 20:23\n\n## Status\n\nAccepted\n',
  };

  it('reads the workspace\'s own records only', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => r.path), ['docs/adrs/0001-contracts-first.md', 'docs/adrs/0002-taskgraph.md']);
    assert.deepEqual(engine.check().map((d) => d.rule), []);
  });

  it('keeps the examples of a repository of examples', () => {
    const only = { 'examples/docs/adr/0001-a.md': nygard(1, 'A', 'Accepted'), 'examples/docs/adr/0002-b.md': nygard(2, 'B', 'Accepted') };
    assert.equal(workspace(only).engine.records().length, 2);
  });
});

describe('ids of other projects, named after or before the id (atomone-hub/atomone, cubeos-app/meshsat, Reefact)', { skip }, () => {
  for (const line of ['as presented in ADR-014 [^2] of the Cosmos Hub', 'Same as CubeOS-family ADR-0008.', '`Reefact/first-class-errors`, ADR-0062 — the sibling repository']) {
    it(`"${line}" is not this workspace's`, () => {
      const files = { 'docs/adr/0001-a.md': nygard(1, 'A', 'Accepted', line) };
      assert.deepEqual(rules(files, 'unknown-reference'), []);
    });
  }

  it('still reports an id of this workspace that is not there', () => {
    const files = { 'docs/adr/0001-a.md': nygard(1, 'A', 'Accepted', 'As in ADR-0014 of this repository.') };
    assert.equal(rules(files, 'unknown-reference').length, 1);
  });
});

describe('a folder of decisions written from its template, with no numbers or statuses (Skyscanner/backpack)', { skip }, () => {
  const rec = (title) => `# ${title}\n\n## TL;DR\n\nShort.\n\n## Decision\n\nWe do it.\n\n## Thinking\n\nBecause.\n`;
  const files = {
    'decisions/README.md': '# Decisions\n\nThis directory is a collection of decisions that the squad has made on various topics.\n',
    'decisions/TEMPLATE.md': '# Title\n\n## TL;DR\n\n## Decision\n\n## Thinking\n',
    'decisions/versioning-rules.md': rec('Versioning approach for component releases'),
    'decisions/colocated-stories.md': rec('Colocated Storybook stories'),
    'decisions/accessibility-tests.md': rec('Accessibility tests'),
    'src/Button.tsx': '// See decisions/versioning-rules.md\nexport {};\n',
  };

  it('is a collection of those records', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => r.path).sort(), ['decisions/accessibility-tests.md', 'decisions/colocated-stories.md', 'decisions/versioning-rules.md']);
    assert.deepEqual(engine.check().map((d) => d.rule), []);
  });

  it('needs the template: notes in a folder of that name are no collection', () => {
    const without = { ...files };
    delete without['decisions/TEMPLATE.md'];
    assert.deepEqual(workspace(without).engine.records(), []);
  });
});

describe('MADR\'s title placeholder left in place (microsoft/semantic-kernel)', { skip }, () => {
  it('is reported with a title from the file name to put there', () => {
    const files = {
      'docs/decisions/0039-set-plugin-name-in-metadata.md': '---\nstatus: accepted\ndate: 2024-04-10\n---\n\n# {short title of solved problem and solution}\n\n## Context and Problem Statement\n\nx\n\n## Decision Outcome\n\ny\n',
      'docs/decisions/0040-use-x.md': '---\nstatus: accepted\ndate: 2024-04-11\n---\n\n# [ADR-040] Use X {for now}\n\n## Context and Problem Statement\n\nx\n\n## Decision Outcome\n\ny\n',
    };
    const found = rules(files, 'missing-title');
    assert.deepEqual(found.map((d) => d.message), ['ADR-0039\'s title is the template\'s placeholder "{short title of solved problem and solution}": write what was decided, such as "Set plugin name in metadata".']);
  });
});

describe('which of two records sharing a number came first (Brownie2002/Boxing-Round-Splitter)', { skip }, () => {
  it('says the dates do not tell when one record has none', () => {
    const files = {
      'docs/adr/0005-logo-parameter.md': '# 5. Logo parameter\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n',
      'docs/adr/0005-spectral-bell.md': nygard(5, 'Spectral bell', 'Accepted'),
    };
    const found = rules(files, 'duplicate-number');
    assert.equal(found.length, 1);
    assert.equal(found[0].path, 'docs/adr/0005-logo-parameter.md');
    assert.match(found[0].message, /which keeps it \(their dates do not tell which came first\): .* or renumber the other if this one came first\.$/);
  });

  it('says which was written first when both days say so', () => {
    const files = { 'docs/adr/0005-a.md': nygard(5, 'A', 'Accepted').replace('2024-01-05', '2024-01-01'), 'docs/adr/0005-b.md': nygard(5, 'B', 'Accepted').replace('2024-01-05', '2024-02-01') };
    const found = rules(files, 'duplicate-number');
    assert.deepEqual(found.map((d) => d.path), ['docs/adr/0005-b.md']);
    assert.match(found[0].message, /which was written first: give this record the next free number \(6\) in its file name and title\.$/);
  });
});
