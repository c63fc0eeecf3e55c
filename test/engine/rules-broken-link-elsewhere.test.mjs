// broken-link names the record a link meant when it lives in another folder than the link says: the workspace's only
// record of that file name, or of the id the link's text names. Offered as a quick fix, never applied without a reader.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyFix, diagnostics, engineAvailable } from '../fixtures/rules/harness.mjs';
import { files, nygard } from '../fixtures/rules/records.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

describe('broken-link: the record meant, found in another folder', { skip }, () => {
  const target = nygard({ n: 81, slug: 'minimum-transport', title: 'Minimum transport' });
  const writer = (line) => nygard({ n: 114, slug: 'p2p-adapter', title: 'P2P adapter', sections: `## Context\n\n${line}\n\n## Decision\n\nx\n\n## Consequences\n\ny\n` });

  it('a link whose file name is that of one record elsewhere suggests it, with a fix that is offered, not applied by --fix', () => {
    const workspace = files(target, writer('See [transport](/ADR/0081-minimum-transport.md#goals).'));
    const [finding, ...rest] = diagnostics(workspace, 'broken-link');
    assert.equal(rest.length, 0);
    assert.match(finding.message, /did you mean docs\/adr\/0081-minimum-transport\.md\?/);
    const [fix] = finding.fixes;
    assert.equal(fix.isPreferred, false);
    assert.equal(fix.mechanical, undefined);
    const fixed = applyFix(workspace, fix);
    assert.match(fixed['docs/adr/0114-p2p-adapter.md'], /\[transport\]\(0081-minimum-transport\.md#goals\)/);
    assert.deepEqual(diagnostics(fixed, 'broken-link'), []);
  });

  it('a link whose text is a decision id suggests that decision, wherever its link points', () => {
    const [finding] = diagnostics(files(target, writer('Details in [ADR-81](adr/ADR-81).')), 'broken-link');
    assert.match(finding.message, /did you mean docs\/adr\/0081-minimum-transport\.md\?/);
    assert.equal(finding.fixes[0].edits[0].newText, '0081-minimum-transport.md');
  });

  it('two records of that file name in different collections: no guess', () => {
    const twin = ['services/pay/docs/adr/0081-minimum-transport.md', target[1]];
    const [finding] = diagnostics(files(target, twin, writer('See [transport](/ADR/0081-minimum-transport.md).')), 'broken-link');
    assert.match(finding.message, /correct the path or remove the link/);
    assert.equal(finding.fixes, undefined);
  });

  it('a guide linking a record through the wrong folder is told where it is', () => {
    const [finding] = diagnostics(files(target, writer('x'), ['guide/README.md', 'Read [ADR-81](../decisions/0081-minimum-transport.md).\n']), 'broken-link');
    assert.equal(finding.path, 'guide/README.md');
    assert.match(finding.message, /did you mean docs\/adr\/0081-minimum-transport\.md\?/);
    assert.equal(finding.fixes[0].edits[0].newText, '../docs/adr/0081-minimum-transport.md');
  });
});

describe('broken-link: a link with a name of its own is not taken for the id its text names, nor for its number', { skip }, () => {
  it('"[ADR-81](other-name.md)" in another collection gets no guess from the id', () => {
    const target = nygard({ n: 81, slug: 'minimum-transport', title: 'Minimum transport' });
    const writer = ['docs/decisions/0002-writer.md', '# 2. Writer\n\nDate: 2026-01-05\n\n## Status\n\nAccepted\n\n## Context\n\nSee [ADR-81](other-name.md).\n'];
    const found = diagnostics(files(target, writer), 'broken-link').filter((d) => d.path === writer[0]);
    assert.equal(found.length, 1);
    assert.match(found[0].message, /correct the path or remove the link/);
    assert.equal(found[0].fixes, undefined);
  });

  it('"0005-wallet-balance.md" is not the record 0005 of another name in the same folder', () => {
    const five = nygard({ n: 5, slug: 'use-tsc', title: 'Use tsc' });
    const one = nygard({ n: 1, slug: 'wallet-state', title: 'Wallet state', sections: '## Context\n\nSee [ADR-0005](0005-wallet-balance.md).\n\n## Decision\n\nx\n\n## Consequences\n\ny\n' });
    const [finding] = diagnostics(files(five, one), 'broken-link');
    assert.match(finding.message, /correct the path or remove the link/);
  });
});

describe('broken-link: a record linked by its name without the id in front', { skip }, () => {
  it('"module-loading.md" beside "0004-module-loading.md" is offered', () => {
    const four = nygard({ n: 4, slug: 'module-loading', title: 'Module loading' });
    const six = nygard({ n: 6, slug: 'core-runtime', title: 'Core runtime', sections: '## Context\n\nAs in [loading](module-loading.md).\n\n## Decision\n\nx\n\n## Consequences\n\ny\n' });
    const [finding] = diagnostics(files(four, six), 'broken-link');
    assert.match(finding.message, /did you mean docs\/adr\/0004-module-loading\.md\?/);
    assert.equal(finding.fixes[0].isPreferred, false);
    assert.equal(finding.fixes[0].edits[0].newText, '0004-module-loading.md');
  });
});

describe('broken-link: web addresses without a scheme, and placeholders', { skip }, () => {
  const record = (line) => nygard({ n: 2, slug: 'use-conan', title: 'Use Conan', sections: `## Context\n\n${line}\n\n## Decision\n\nx\n\n## Consequences\n\ny\n` });

  it('"conan.io" is told to be a web address, with a fix that writes https://', () => {
    const workspace = files(record('See [Conan](conan.io) and [semver](www.semver.org/spec).'));
    const found = diagnostics(workspace, 'broken-link');
    assert.deepEqual(found.map((d) => d.message.split(': ')[1]), ['it looks like a web address, write https://conan.io.', 'it looks like a web address, write https://www.semver.org/spec.']);
    const fixed = applyFix(workspace, found[0].fixes[0]);
    assert.match(fixed['docs/adr/0002-use-conan.md'], /\[Conan\]\(https:\/\/conan\.io\)/);
  });

  it('a file named like a script is still a path ("scripts/setup.js")', () => {
    const [finding] = diagnostics(files(record('Run [setup](scripts/setup.js).')), 'broken-link');
    assert.match(finding.message, /correct the path or remove the link/);
  });

  it('example paths with a placeholder number or a gap are not checked', () => {
    const found = diagnostics(files(record('Name them [like this](docs/adr/ADR-XXXX-foo.md), [or](NNNN-title.md), [see](docs/adr/0009-hexagonal-...md).')), 'broken-link');
    assert.deepEqual(found, []);
  });

  it('example paths with a date to fill in are neither broken links nor stale code paths; a real date is checked', () => {
    const text = [
      'Notes go to `plan/history/YYMM/learning/` and [entries](log/YYYY-MM-DD-entry.md) or [monthly](log/YYYYMM/index.md).',
      'The real one: [March](log/2024-03-01-entry.md).',
    ].join(' ');
    const found = [...diagnostics(files(record(text)), 'broken-link'), ...diagnostics(files(record(text)), 'stale-code-path')];
    assert.deepEqual(found.map((d) => d.message.match(/log\/[^ ,"]*|plan\/[^ ,"]*/)?.[0]), ['log/2024-03-01-entry.md']);
  });
});
