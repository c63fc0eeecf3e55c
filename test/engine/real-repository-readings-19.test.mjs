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
