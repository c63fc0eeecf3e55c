// Readings checked against real repositories in session 25, each in the shape those records take (fixtures written
// for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const rules = (files, rule) => workspace(files).engine.check().filter((d) => d.rule === rule);

/** An Open edX record in RST: the title underlined, sections underlined with "*". */
const edx = (title, status, body = 'x') =>
  `${title}\n${'#'.repeat(title.length)}\n\nStatus\n******\n\n${status}\n\nContext\n*******\n\n${body}\n\nDecision\n********\n\ny\n\nConsequences\n************\n\nz\n`;

describe('numbers and dates as Open edX writes them (bed 46)', { skip }, () => {
  it('takes the number of a file named "0011_multiple_event_types.rst" over a title that repeats the last one (event-bus-kafka)', () => {
    const files = {
      'docs/decisions/0010_audit_logging.rst': edx('10. Audit logging', 'Accepted'),
      'docs/decisions/0011_multiple_event_types.rst': edx('10. Multiple event types', 'Accepted'),
    };
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => r.id), ['ADR-0010', 'ADR-0011']);
    const found = workspace(files).engine.check().filter((d) => /number/.test(d.rule)).map((d) => `${d.rule} ${d.path}`);
    assert.deepEqual(found, ['number-mismatch docs/decisions/0011_multiple_event_types.rst']);
  });

  it('dates a record by the month after its status: "(circa May 2022)", "- July 2022", "July 2021", "(April 2025)"', () => {
    const statuses = ['Accepted (circa May 2022)', 'Accepted - July 2022', '**Accepted** July 2021', 'Accepted (April 2025)', 'Accepted in 2022 by the team', 'Accepted May be revisited 2023'];
    const files = Object.fromEntries(statuses.map((s, i) => [`docs/decisions/000${i + 1}-r${i + 1}.rst`, edx(`${i + 1}. R${i + 1}`, s)]));
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => r.dates.map((d) => d.raw)), [['May 2022'], ['July 2022'], ['July 2021'], ['April 2025'], [], []]);
    assert.deepEqual(engine.records().map((r) => r.lifecycle), statuses.map(() => 'accepted'));
  });

  it('dates a status by a day or month standing alone in its section: "**Accepted**" over "March 2023" (enterprise-access)', () => {
    const files = {
      'docs/decisions/0004-policy.rst': edx('4. Policy', '**Accepted**\nMarch 2023'),
      'docs/decisions/0005-locks.rst': edx('5. Locks', '**Accepted**\n\n2023-03-14\n\n*Superceded by `<0007-locks-revised.rst>`_*'),
      'docs/decisions/0007-locks-revised.rst': edx('7. Locks revised', 'Accepted (April 2023)\n\nSupersedes `<0005-locks.rst>`_'),
      'docs/decisions/0008-prose.rst': edx('8. Prose', 'Accepted\n\nWe talked it over in March 2023 and agreed.'),
    };
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => r.dates.map((d) => d.iso ?? d.raw)), [['March 2023'], ['2023-03-14'], ['April 2023'], []]);
    // "`<0007-x.rst>`_" links its target: the record knows its successor, and its status says otherwise.
    assert.equal(engine.currentDecision(engine.record('ADR-0005')).id, 'ADR-0007');
    assert.deepEqual(rules(files, 'status-superseded-mismatch').map((d) => d.message.split(':')[0]), ['ADR-0005 says it is superseded by ADR-0007, but its status is "Accepted"']);
  });

  it('reads a status written as a heading one level below a "Status" as high as the title (license-manager)', () => {
    const text = '2. Auto enrolment\n=================\n\nStatus\n======\n\nRejected April 2022\n-------------------\n\nWe decided to abandon this.\n\nContext\n=======\n\nx\n';
    const { engine } = workspace({ 'docs/decisions/0002-auto-enrolment.rst': text, 'docs/adr/0005-e.md': '# 5. E\n\n# Status\n\n## Rejected April 2022\n\nWe decided\n\n# Context\n\nx\n' });
    assert.deepEqual(engine.records().map((r) => [r.id, r.lifecycle, r.dates.map((d) => d.raw)]), [['ADR-0005', 'rejected', ['April 2022']], ['ADR-0002', 'rejected', ['April 2022']]]);
    // Hedged, it is still that status: "Mostly Rejected May 2021".
    const hedged = workspace({ 'docs/decisions/0003-renewals.rst': text.replace(/Rejected April 2022\n-+/, 'Mostly Rejected May 2021\n------------------------') }).engine.records()[0];
    assert.deepEqual([hedged.status.value, hedged.lifecycle, hedged.dates.map((d) => d.raw)], ['Mostly Rejected', 'rejected', ['May 2021']]);
  });

  it('names a title\'s inline literal as Markdown does: "2. ``react-intl``" is "`react-intl`" (paragon)', () => {
    const { engine } = workspace({ 'docs/decisions/0002-react-i18n.rst': edx('2. ``react-intl``', 'Accepted') });
    assert.equal(engine.record('ADR-0002').title.value, '`react-intl`');
  });
});

describe('links and supersedes the way Sphinx projects write them (bed 46)', { skip }, () => {
  it('follows a link to the page Sphinx builds ("0008_x.html") to its RST source, and reports one to no page (openedx-aspects)', () => {
    const files = {
      'docs/decisions/0006_areas.rst': edx('6. Areas', 'Superseded by `ADR 8 Project structure`_', 'x\n\n.. _ADR 8 Project structure: 0008_project_structure.html'),
      'docs/decisions/0008_project_structure.rst': edx('8. Project structure', 'Accepted', 'See `the old one <0006_areas.html>`_ and `a gone one <0007_gone.html>`_.\n\nSupersedes `ADR 6`_.\n\n.. _ADR 6: 0006_areas.html'),
    };
    const { engine } = workspace(files);
    assert.equal(engine.record('ADR-0006').lifecycle, 'superseded');
    assert.deepEqual(engine.currentDecision(engine.record('ADR-0006')).id, 'ADR-0008');
    const broken = rules(files, 'broken-link');
    assert.deepEqual(broken.map((d) => d.message), ['Link "0007_gone.html" points to docs/decisions/0007_gone.rst, which does not exist: correct the path or remove the link.']);
    assert.deepEqual(rules(files, 'one-sided-supersede'), []);
  });

  it('reads a successor or predecessor named by its file: "Superseded by ADR: 0003-x.rst", "Supersedes 0005-x.rst" (enterprise-catalog, license-manager)', () => {
    const files = {
      'docs/decisions/0001-data-dump.rst': edx('1. Data dump', 'Superseded by ADR: 0003-deprecating-devstack.rst'),
      'docs/decisions/0003-deprecating-devstack.rst': edx('3. Deprecating devstack', 'Accepted\n\nSupersedes 0001-data-dump.rst'),
      'docs/decisions/0005-unrevoking.rst': edx('5. Unrevoking', 'Accepted'),
      'docs/decisions/0012-new-license.rst': edx('12. New license', 'Supersedes 0005-unrevoking.rst'),
      'docs/adr/0001-a.md': '# 1. A\n\n## Status\n\nSuperseded by 0002_b_side.md\n',
      'docs/adr/0002_b_side.md': '# 2. B\n\n## Status\n\nAccepted\n',
    };
    const { engine } = workspace(files);
    assert.equal(engine.currentDecision(engine.records().find((r) => r.path === 'docs/decisions/0001-data-dump.rst')).path, 'docs/decisions/0003-deprecating-devstack.rst');
    assert.equal(engine.currentDecision(engine.records().find((r) => r.path === 'docs/adr/0001-a.md')).path, 'docs/adr/0002_b_side.md');
    assert.deepEqual(rules(files, 'superseded-without-successor'), []);
    assert.deepEqual(rules(files, 'one-sided-supersede').map((d) => `${d.path}: ${d.message.split(',')[0]}`), [
      'docs/adr/0001-a.md: ADR-0001 says it is superseded by ADR-0002',
      'docs/decisions/0012-new-license.rst: ADR-0012 says it supersedes ADR-0005',
    ]);
  });

  it('reads "Supercedes" lines that close the record under its rejected alternatives, not one among them', () => {
    const record = (n, title, status, tail) => `# ${n}. ${title}\n\n## Status\n\n${status}\n\n## Context\n\nx\n\n## Rejected Alternatives\n\n${tail}\n`;
    const files = {
      'docs/adr/0006-areas.md': record(6, 'Areas', 'Superseded by [ADR 8](0008-structure.md)', 'None.'),
      'docs/adr/0007-other.md': record(7, 'Other', 'Accepted', 'None.'),
      'docs/adr/0008-structure.md': record(8, 'Structure', 'Accepted', '**Separate plugins**\n\nSupercedes [ADR 6 Areas].\nSupersedes [ADR 7](0007-other.md).\n\n[ADR 6 Areas]: 0006-areas.md'),
      'docs/adr/0009-weighed.md': record(9, 'Weighed', 'Accepted', '**Option B**\n\nSupersedes [ADR 7](0007-other.md).\n\nWe kept ADR 7 in the end.'),
    };
    const { engine } = workspace(files);
    assert.deepEqual(engine.record('ADR-0008').relations.map((r) => `${r.kind} ${r.targetKey}`), ['supersedes adr-6', 'supersedes adr-7']);
    assert.deepEqual(engine.record('ADR-0009').relations.filter((r) => r.kind === 'supersedes'), [], 'an option weighed mid-section');
    assert.deepEqual(rules(files, 'one-sided-supersede').map((d) => d.path), ['docs/adr/0008-structure.md']);
  });
});

describe('records and relations in MADR collections (bed 44)', { skip }, () => {
  const madr = (title, status, body = 'x') => `# ${title}\n\n* Status: ${status}\n* Date: 2022-01-01\n\n## Context and Problem Statement\n\n${body}\n\n## Decision Outcome\n\ny\n`;

  it('lists a record whose slug ends in "readme", and still leaves out a record\'s README companion (pyvista-wasm)', () => {
    const { engine } = workspace({
      'docs/decisions/0006-use-sphinx.md': madr('Use Sphinx', 'accepted'),
      'docs/decisions/0007-sync-the-readme.md': madr('Sync the README', 'accepted'),
      'docs/decisions/0006-README.md': '# How to read ADR 6\n\nx\n',
    });
    assert.deepEqual(engine.records().map((r) => r.path), ['docs/decisions/0006-use-sphinx.md', 'docs/decisions/0007-sync-the-readme.md']);
  });

  it('reads "Status: augmented by [ADR-0004](…)" as a record in force that another amends (navapbc)', () => {
    const files = {
      'docs/decisions/0000-use-markdown.md': madr('Use Markdown ADRs', 'augmented by [ADR-0004](0004-decision-making.md)'),
      'docs/decisions/0004-decision-making.md': madr('Decision making', 'accepted', 'Augments [ADR-0000](0000-use-markdown.md).'),
    };
    const { engine } = workspace(files);
    assert.equal(engine.record('ADR-0000').lifecycle, 'accepted');
    assert.deepEqual(engine.record('ADR-0000').relations.map((r) => `${r.kind} ${r.targetKey}`), ['amended-by adr-4']);
    assert.deepEqual(engine.check().filter((d) => d.rule !== 'missing-sections').map((d) => d.rule), []);
  });

  it('takes "Implications" for the Consequences section (course-discovery)', () => {
    const text = '# 22. Field trackers\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Implications\n\nz\n';
    assert.deepEqual(rules({ 'docs/adr/0022-field-trackers.md': text }, 'missing-sections'), []);
  });
});

describe('stale-code-path: what a record says was, and what is no file (beds 44, 47)', { skip }, () => {
  const record = (body) => `# 1. Layout\n\nDate: 2024-01-01\n\n## Status\n\nAccepted\n\n## Context\n\n${body}\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;
  const stale = (body, files = {}) => rules({ 'docs/adr/0001-layout.md': record(body), 'src/app.ts': 'x\n', 'src/browser/open.ts': 'x\n', ...files }, 'stale-code-path').map((d) => d.message.match(/names (\S+),/)[1]);

  it('leaves out versioned HTTP routes (dapr: "v1.0/state/storeA/")', () => {
    assert.deepEqual(stale('The state API targets a store by name, for example:\n\nv1.0/state/storeA/\n\nThe new one is `v1.0/state/<store-name>/`, as `v1/state/storeB/`, which `src/gone.ts` served.'), ['src/gone.ts']);
  });

  it('leaves out what the record says was: "old `charts/base/`", "the original … had … (`scripts/publish.mjs`)", "`src/browser.ts` becomes …"', () => {
    assert.deepEqual(stale([
      'Clean up old `charts/base/` directory.',
      'The original decision had a single hand-rolled script (`scripts/publish.mjs`) that did it all.',
      '`src/browser.ts` becomes `src/browser/open.ts`.',
      'We keep `src/vanished.ts` as it is.',
    ].join('\n\n')), ['src/vanished.ts']);
  });

  it('takes a template the project renders for the file it names (navapbc/template-infra: main.tf.jinja)', () => {
    assert.deepEqual(stale('Set it in `infra/project-config/main.tf` and `infra/other/main.tf`.', { 'infra/project-config/main.tf.jinja': 'x\n' }), ['infra/other/main.tf']);
  });
});

describe('links to the pages a site builds from the records (bed 45)', { skip }, () => {
  it('follows "[ADR 30](0030-x.html)" to 0030-x.md beside it, and reports one to no record (konflux-ci/architecture)', () => {
    const rec = (n, title, status) => `# ${n}. ${title}\n\nDate: 2024-01-0${n}\n\n## Status\n\n${status}\n\n## Context\n\nx\n`;
    const files = {
      'ADR/0003-results.md': rec(3, 'Results', 'Deprecated by [ADR 5. Naming](0005-naming.html)'),
      'ADR/0005-naming.md': rec(5, 'Naming', 'Accepted\n\nSupersedes [ADR 3](0003-results.html#status); see [gone](0009-gone.html).'),
    };
    const { engine } = workspace(files);
    assert.equal(engine.currentDecision(engine.record('ADR-0003')).id, 'ADR-0005');
    assert.deepEqual(rules(files, 'broken-link').map((d) => d.message.split(' ')[1]), ['"0009-gone.html"']);
    assert.deepEqual(rules(files, 'one-sided-supersede'), []);
  });
});

describe('records named after their tickets (bed 47: tasker-systems/tasker-core-rs)', { skip }, () => {
  const rec = (id, title) => `# ${id}: ${title}\n\n**Status**: Accepted\n**Date**: 2025-10-01\n**Related Tickets**: ${id}, TAS-40\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;
  const files = {
    'docs/decisions/TAS-51-bounded-channels.md': rec('TAS-51', 'Bounded channels'),
    'docs/decisions/TAS-46-actor-pattern.md': rec('TAS-46', 'Actor pattern'),
    'docs/decisions/TAS-57-backoff.md': rec('TAS-57', 'Backoff'),
    'docs/ticket-specs/TAS-111.md': '# Standardize cargo-make\n\n## Summary\n\nx\n',
    'docs/ticket-specs/TAS-112.md': '# Composition\n\n**Status**: Todo\n',
    'docs/ticket-specs/TAS-100/analysis.md': '# Analysis\n\nDecision Made - FFI Approach\n',
    'docs/ticket-specs/TAS-100/plan.md': '# Plan\n\nx\n',
    ...Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`src/m${i}.rs`, `// TAS-${130 + i}: handle the queue (see TAS-51)\nfn x() {}\n`])),
  };

  it('lists the records and not the tickets\' pages', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => r.id).sort(), ['TAS-46', 'TAS-51', 'TAS-57']);
  });

  it('reports no ticket cited in code as a missing decision, and still resolves the records', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'unknown-reference'), []);
    assert.equal(engine.decisionsForPath('src/m0.rs').filter((g) => g.match === 'cites').map((g) => g.decision.id).join(), 'TAS-51');
  });

  it('still reports ADR ids no record has, however many', () => {
    const adrs = {
      'docs/adr/0001-a.md': '# 1. A\n\n## Status\n\nAccepted\n',
      ...Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`src/m${i}.ts`, `// ADR-${30 + i}: why\n`])),
    };
    assert.equal(rules(adrs, 'unknown-reference').length, 12);
  });
});

describe('records written in MDX (bed 47: morganstanley/ComposeUI)', { skip }, () => {
  it('lists them with their front matter, follows their links, and leaves a site\'s index page out', () => {
    const mdx = (n, title, status, body = '') => `---\ntype: ADR\nid: adr-00${n}\nstatus: ${status}\ntitle: ${title}\ndate: 2021-07-0${n}\n---\n\nimport Tabs from '@theme/Tabs';\n\n## Context\n\nx${body}\n\n## Decision\n\n<Tabs>y</Tabs>\n\n## Consequences\n\nz\n`;
    const files = {
      'site/content/architecture/adr-005-messaging.mdx': mdx(5, 'Messaging', 'Superseded by [ADR-006](adr-006-message-router.mdx)'),
      'site/content/architecture/adr-006-message-router.mdx': mdx(6, 'Message Router', 'Accepted', '\n\nSupersedes [ADR-005](adr-005-messaging.mdx).'),
      'site/content/architecture/index.mdx': '# Architecture\n\nThe decisions.\n',
      'src/Popup.cs': '// As per ADR-006 we do not allow popups.\n',
    };
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => [r.id, r.title.value, r.lifecycle]), [['ADR-005', 'Messaging', 'superseded'], ['ADR-006', 'Message Router', 'accepted']]);
    assert.equal(engine.currentDecision(engine.record('ADR-005')).id, 'ADR-006');
    assert.deepEqual(engine.check().map((d) => d.rule), []);
    assert.deepEqual(engine.decisionsForPath('src/Popup.cs').map((g) => g.decision.id), ['ADR-006']);
  });
});

describe('collections found by how their files are named and their statuses written (beds 44, 47)', { skip }, () => {
  it('numbers "001+use-monorepo.md" as 001-use-monorepo.md (fat-fuzzy/rocks)', () => {
    const rec = (id, title) => `---\ntitle: ${title}\nid: '${id}'\ndate_created: '2022'\n---\n\n## Context and Problem\n\nx\n\n## Decision\n\ny\n`;
    const { engine } = workspace({ 'apps/doc/src/assets/decisions/000+document-decisions.md': rec('000', 'Document decisions'), 'apps/doc/src/assets/decisions/001+use-monorepo.md': rec('001', 'Use Monorepo') });
    assert.deepEqual(engine.records().map((r) => [r.id, r.title.value]), [['ADR-000', 'Document decisions'], ['ADR-001', 'Use Monorepo']]);
  });

  it('reads "- **Status**: valid" as a decision in force, and finds the ADRs folder that holds such records one level down (gt4py)', () => {
    const rec = (title, status) => `# ${title}\n\n- **Status**: ${status}\n- **Created**: 2022-01-31\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;
    const { engine } = workspace({
      'docs/development/ADRs/next/0001-Frontend_Design.md': rec('Frontend Design', 'valid'),
      'docs/development/ADRs/next/0002-Lowering.md': rec('Lowering', 'valid'),
      'docs/development/ADRs/next/0009-Backend.md': rec('Backend', 'superseded'),
      'src/gt4py/common.py': '# See ADR 2.\n',
    });
    assert.deepEqual(engine.records().map((r) => [r.id, r.lifecycle]), [['ADR-0001', 'accepted'], ['ADR-0002', 'accepted'], ['ADR-0009', 'superseded']]);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'unknown-status'), []);
  });
});

describe('a successor renumbered since it was linked (bed 45: konflux-ci/architecture)', { skip }, () => {
  it('follows "[ADR 36](0036-x.md)" to 0037-x.md when ADR-0036 is another record, and says the link is off', () => {
    const rec = (n, title, status, fm = '') => `${fm}# ${n}. ${title}\n\nDate: 2023-01-01\n\n## Status\n\n${status}\n\n## Context\n\nx\n`;
    const files = {
      'ADR/0015-two-phase.md': rec(15, 'Two phase', 'Superseded by [ADR 36](0036-integration-service-promotes.md)'),
      'ADR/0036-trusted-artifacts.md': rec(36, 'Trusted Artifacts', 'Accepted'),
      'ADR/0037-integration-service-promotes.md': rec(37, 'Integration service promotes', 'Accepted\n\nSupersedes [ADR 15](0015-two-phase.md).'),
    };
    const { engine } = workspace(files);
    assert.equal(engine.currentDecision(engine.record('ADR-0015')).id, 'ADR-0037');
    assert.deepEqual(engine.check().filter((d) => !d.rule.startsWith('missing-')).map((d) => `${d.rule} ${d.message.split(':')[0]}`), [
      'broken-link Link "0036-integration-service-promotes.md" points to ADR/0036-integration-service-promotes.md, which does not exist',
    ]);
  });
});

describe('a record that says what superseded it in its first heading (bed 45: Enterprise-CMCS/managed-care-review)', { skip }, () => {
  it('is superseded, as the same sentence in a paragraph makes it', () => {
    const { engine } = workspace({
      'docs/architectural-decision-records/005-a11y-toolset.md': '# OUTDATED Define Frontend Toolset\n\n## This ADR has been superseded by [028-updated-a11y-toolset](028-updated-a11y-toolset.md)\n\nDecide on a toolset.\n\n## Considered Options\n\nx\n',
      'docs/architectural-decision-records/004-dynamodb.md': '# 004 — OUTDATED Use DynamoDB\nThis ADR was superceded by [ADR 028](./028-updated-a11y-toolset.md).\n\nWe need a database.\n',
      'docs/architectural-decision-records/028-updated-a11y-toolset.md': '# Updated Frontend Toolset\n\n## Status\n\nAccepted\n\nSupersedes [ADR 005](005-a11y-toolset.md) and [ADR 004](004-dynamodb.md).\n',
    });
    assert.deepEqual(engine.records().map((r) => [r.id, r.lifecycle]), [['ADR-004', 'superseded'], ['ADR-005', 'superseded'], ['ADR-028', 'accepted']]);
  });
});

describe('a decisions folder whose RST records sit one level down (bed 46: openedx/open-edx-proposals)', { skip }, () => {
  it('finds "oep-0067/decisions/frontend/0001-react.rst" by the statuses its records declare under an underlined "Status"', () => {
    const files = Object.fromEntries(['react', 'redux', 'jest'].map((slug, i) => [`oeps/best-practices/oep-0067/decisions/frontend/000${i + 1}-${slug}.rst`, edx(`${i + 1}. Use ${slug}`, 'Accepted')]));
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => r.id), ['ADR-0001', 'ADR-0002', 'ADR-0003']);
  });
});

describe('a record that lost its extension among RST records (bed 46: openedx/paragon)', { skip }, () => {
  it('is asked for ".rst", as its neighbours are', () => {
    const files = {
      'docs/decisions/0011-a.rst': edx('11. A', 'Accepted'),
      'docs/decisions/0012-css-styling-conventions': '12. Conventions Regarding CSS Styling\n-------------------------------------\n\nStatus\n======\n\nAccepted\n',
      'docs/decisions/0013-b.rst': edx('13. B', 'Accepted'),
      'docs/adr/0001-a.md': '# 1. A\n\n## Status\n\nAccepted\n',
      'docs/adr/0002-lost-its-extension': '# 2. B\n\n## Status\n\nAccepted\n',
    };
    assert.deepEqual(rules(files, 'record-without-extension').map((d) => d.message.match(/rename it to "([^"]+)"/)[1]), ['docs/adr/0002-lost-its-extension.md'.split('/').pop(), '0012-css-styling-conventions.rst']);
  });
});
