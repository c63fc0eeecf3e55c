// Rule findings an audit of real repositories showed to be wrong or unhelpful, each stated as a small workspace:
// advice naming a config key that does not exist, duplicate titles of records that replace each other, code paths
// that are not stale, and template sections written under another common name.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { applyFix, diagnostics, engineAvailable, none, one, only, repoRoot } from '../fixtures/rules/harness.mjs';
import { files, madr2, nygard } from '../fixtures/rules/records.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

/** A Nygard record with these sections (a map of heading → body, or Markdown as written). */
function record(n, { slug = 'decision', title = 'Decision', status = 'Accepted', statusExtra = '', body } = {}) {
  return nygard({ n, slug, title, status, statusExtra, sections: body });
}

describe('unknown-status and invalid-config name the config key that exists', { skip }, () => {
  it('the unknown-status advice is a config that maps the word, and it does', () => {
    const rec = record(2, { status: 'Blessed' });
    const d = one(files(rec), 'unknown-status');
    assert.doesNotMatch(d.message, /statusMap/);
    const example = /e\.g\. (\{.*\})\.$/.exec(d.message)?.[1];
    assert.ok(example, `the message shows a config: ${d.message}`);
    assert.deepEqual(JSON.parse(example), { statuses: { blessed: 'proposed' } });
    const fixed = files(rec, ['.adr-lens.json', example]);
    none(fixed, 'unknown-status');
    none(fixed, 'invalid-config');
  });

  it('a long status text gets a short example key', () => {
    const d = one(files(record(2, { status: 'Waiting for the architecture board to meet again' })), 'unknown-status');
    assert.match(d.message, /under "statuses" in \.adr-lens\.json to the lifecycle it means, e\.g\. \{"statuses": \{"ratified": "accepted"\}\}\.$/);
  });

  it('the example guesses the lifecycle from the word', () => {
    const example = (status) => JSON.parse(/e\.g\. (\{.*\})\.$/.exec(one(files(record(2, { status })), 'unknown-status').message)[1]).statuses;
    assert.deepEqual(example('Mothballed'), { mothballed: 'proposed' });
    assert.deepEqual(example('Partially replaced'), { 'partially replaced': 'accepted' });
    assert.deepEqual(example('Not-Implemented'), { 'not-implemented': 'proposed' });
    assert.deepEqual(example('Sunset'), { sunset: 'deprecated' });
    assert.deepEqual(example('Rolled back by'), { 'rolled back by': 'deprecated' });
  });

  it('no user-facing text names a "statusMap" key, and every config in the rule pages is accepted as written', () => {
    const pages = readdirSync(join(repoRoot, 'docs/rules')).map((f) => join('docs/rules', f));
    for (const page of [...pages, 'docs/configuration.md', 'README.md']) {
      const text = readFileSync(join(repoRoot, page), 'utf8');
      assert.doesNotMatch(text, /statusMap/, page);
      if (!page.startsWith('docs/rules')) continue;
      // Inline configs such as `{"rules": {"x": "off"}}` and `{"statuses": {...}}`.
      for (const [, json] of text.matchAll(/`(\{"[^`]*\})`/g)) {
        assert.doesNotThrow(() => JSON.parse(json), `${page}: ${json}`);
        const list = diagnostics(files(record(1, { slug: 'record-decisions', title: 'Record decisions' }), ['.adr-lens.json', json]), 'invalid-config');
        assert.deepEqual(list.map((d) => d.message), [], `${page}: ${json}`);
      }
    }
  });

  it('an unknown key is reported with its location once (the diagnostic has the file and range)', () => {
    const f = files(record(1), ['.adr-lens.json', '{"statusMap":{"aceito":"accepted"}}']);
    const d = one(f, 'invalid-config');
    assert.equal(d.path, '.adr-lens.json');
    assert.deepEqual(d.range.start, { line: 0, character: 1 });
    assert.match(d.message, /^"statusMap": unknown key, ignored\. Known keys: .*statuses/);
    assert.doesNotMatch(d.message, /adr-lens\.json/);
    assert.equal(d.message.match(/statusMap/g).length, 1);
  });

  it('a bad value and broken JSON: no file name or position in the message either', () => {
    const bad = one(files(record(1), ['.adr-lens.json', '{\n  "rules": { "missing-date": "loud" }\n}\n']), 'invalid-config');
    assert.match(bad.message, /^"rules\.missing-date": .*got "loud"/);
    const broken = one(files(record(1), ['.adr-lens.json', '{\n  "idPrefixes": ["RFC"],\n}\n']), 'invalid-config');
    assert.match(broken.message, /^not valid JSON/);
  });
});

describe('duplicate-title leaves out records joined by a supersede', { skip }, () => {
  const link = (n, slug) => `[${n}. Distributed work queue](${String(n).padStart(4, '0')}-${slug}.md)`;

  it('one side says "Superseded by", the other says "Supersedes": no finding', () => {
    const f = files(
      record(3, { slug: 'queue', title: 'Distributed work queue', status: 'Superseded', statusExtra: `Superseded by ${link(16, 'queue-again')}` }),
      record(16, { slug: 'queue-again', title: 'Distributed Work Queue', statusExtra: `Supersedes ${link(3, 'queue')}` }),
    );
    none(f, 'duplicate-title');
  });

  it('only one side names the other (either direction), or says "Replaces:": no finding', () => {
    const olderSays = files(
      record(2, { slug: 'python', title: 'Minimum supported Python version', status: 'Superseded', statusExtra: 'Superseded by [ADR-0020](./0020-python.md)' }),
      record(20, { slug: 'python', title: 'Minimum supported Python version' }),
    );
    none(olderSays, 'duplicate-title');
    const newerSays = files(
      record(2, { slug: 'python', title: 'Minimum supported Python version' }),
      ['docs/adr/0020-python.md', '# 0020. Minimum supported Python version\n\nDate: 2023-05-29\n\nReplaces: [ADR-0002](./0002-python.md)\n\n## Status\n\nAccepted\n\n## Context\n\nC.\n\n## Decision\n\nD.\n\n## Consequences\n\nE.\n'],
    );
    none(newerSays, 'duplicate-title');
  });

  it('a chain of versions and a conditional supersede count too; a namesake outside them is still reported', () => {
    const f = files(
      record(1, { slug: 'cache', title: 'Cache pages', status: 'Superseded', statusExtra: 'Superseded by ADR-0002' }),
      record(2, { slug: 'cache', title: 'Cache pages', status: 'Superseded', statusExtra: 'Supersedes ADR-0001\n\nSuperseded by ADR-0003' }),
      record(3, { slug: 'cache', title: 'Cache pages', status: 'Proposed', statusExtra: 'Supersedes ADR-0002 when accepted' }),
      record(4, { slug: 'cache', title: 'Cache Pages' }),
    );
    const found = only(diagnostics(f), 'duplicate-title');
    assert.deepEqual(found.map((d) => d.path).sort(), ['docs/adr/0001-cache.md', 'docs/adr/0002-cache.md', 'docs/adr/0003-cache.md', 'docs/adr/0004-cache.md']);
    const lone = found.find((d) => d.path === 'docs/adr/0004-cache.md');
    assert.match(lone.message, /^ADR-0004 has the same title as ADR-0001, ADR-0002, ADR-0003:/);
    for (const d of found.filter((x) => x !== lone)) assert.match(d.message, /has the same title as ADR-0004:/);
  });

  it('an amendment is no replacement: both are in force under one title', () => {
    const f = files(
      record(5, { slug: 'retry', title: 'Retry failed payments', statusExtra: 'Amended by ADR-0006' }),
      record(6, { slug: 'retry', title: 'Retry failed payments', statusExtra: 'Amends ADR-0005' }),
    );
    assert.equal(only(diagnostics(f), 'duplicate-title').length, 2);
  });
});

describe('stale-code-path reports drift, not paths that live elsewhere', { skip }, () => {
  const code = {
    'src/app.ts': 'export {};\n',
    'charts/platform-8.6/templates/connectors/deployment.yaml': 'kind: Deployment\n',
    'charts/platform-8.6/openshift/values.yaml': 'x: 1\n',
    'charts/platform-8.7/templates/connectors/deployment.yaml': 'kind: Deployment\n',
    '.github/workflows/ci.yml': 'on: push\n',
    'lib/Cape/Compile.hs': 'module Cape.Compile where\n',
  };
  // Every record also names code that exists: a workspace where no named path exists is taken for docs-only.
  const withDecision = (decision, extra = '') =>
    files(...Object.entries(code), record(2, { body: `## Context\n\nThe app starts in \`src/app.ts\`.\n\n## Decision\n\n${decision}\n\n## Consequences\n\nE.\n${extra}` }));
  const flagged = (f) => only(diagnostics(f), 'stale-code-path').map((d) => /names (\S+), which/.exec(d.message)[1]);

  it('a path with two or more segments that exists nowhere is reported', () => {
    assert.deepEqual(flagged(withDecision('Previews deploy from `.github/workflows/pr-preview.yml` and build `src/preview/site.ts`.')), [
      '.github/workflows/pr-preview.yml',
      'src/preview/site.ts',
    ]);
  });

  it('a path that exists below some folder, or with a version placeholder filled in, is not', () => {
    none(withDecision('Each component has a folder (`templates/connectors/`); OpenShift uses `openshift/values.yaml` in `charts/platform-8.x/`.'), 'stale-code-path');
  });

  it('single folder names, paths with a gap, and paths whose first folder exists nowhere are not', () => {
    none(withDecision('Components: connectors/, console/, core/. Sibling repositories `UPLC-CAPE/` and `cape-submissions/`.'), 'stale-code-path');
    none(withDecision('Migration guides are in `camunda-docs/.../migration-from-bitnami/`.'), 'stale-code-path');
    none(withDecision('The deployed `pr-199/preview/compilers/Plinth_Unisay.html` showed the wrong title; see `camunda-deployment-references/generic/kubernetes/migration/`.'), 'stale-code-path');
  });

  it('a path the record says is gone is not, nor what lies below it', () => {
    none(withDecision('The custom format is **removed entirely**: `lib/Compact/` modules are deleted.', '\n## Notes\n\nThe parser lived in `lib/Compact/Parser.hs`.\n'), 'stale-code-path');
    none(withDecision('A one-shot migration script lives at `scripts/migrate.py` and is\ndeleted after the migration commits.'), 'stale-code-path');
    none(withDecision('Rename `report/preview/` to `report/evolution/` everywhere.'), 'stale-code-path');
    none(withDecision('- `src/old/ui.ts` → `src/new/ui.ts` (done with git mv)'), 'stale-code-path');
  });

  it('the old side of "from a to b" is gone, the new side must exist', () => {
    assert.deepEqual(flagged(withDecision('Identity was promoted from `charts/platform/charts/identity/` to `charts/platform/templates/identity/`.')), ['charts/platform/templates/identity/']);
  });

  it('a removal word inside a list of names is no removal', () => {
    assert.deepEqual(flagged(withDecision('A shared layer (`src/infra/search/`) comes with deploy/delete/cleanup workflows.')), ['src/infra/search/']);
  });

  it('options the record weighed need not exist', () => {
    const body = '## Context\n\nC.\n\n## Considered Options\n\n1. **Directory structure** - use `src/fixed/` and `src/open/`\n2. **Front matter**\n\n## Decision\n\nFront matter, read by `src/app.ts`.\n\n## Consequences\n\nE.\n';
    none(files(...Object.entries(code), record(2, { body })), 'stale-code-path');
  });
});

describe('missing-sections accepts the common names of a section', { skip }, () => {
  const nygardWith = (...headings) => record(2, { body: headings.map((h) => `${h}\n\nText.\n`).join('\n') });

  it('Nygard: "Consequence", MADR-style positive and negative consequences, "Proposal", "Decision Outcome"', () => {
    none(files(nygardWith('## Context', '## Decision', '## Consequence')), 'missing-sections');
    none(files(nygardWith('## Context', '## Decision', '### Positive Consequences', '### Negative Consequences')), 'missing-sections');
    none(files(nygardWith('## Context', '## Proposal', '## Consequences')), 'missing-sections');
    none(files(nygardWith('## Context & Problem Statement', '## Decision Outcome', '## Consequences')), 'missing-sections');
  });

  it('MADR and log4brains records written with plain Context and Decision', () => {
    none(files(['docs/adr/0001-x.md', '# Use X\n\n* Status: accepted\n* Date: 2026-01-01\n\n## Context\n\nWhy.\n\n## Decision\n\nX.\n\n## Consequences\n\nY.\n']), 'missing-sections');
    const log4brains = [
      ['.log4brains.yml', 'project:\n  name: Team\n  adrFolder: ./decisions\n'],
      ['decisions/20250909-external-groups.md', '# External groups\n\n- Status: proposed\n- Tags: [groups]\n\n## Context\nWhy.\n\n## Decision\n- What.\n'],
    ];
    none(files(...log4brains), 'missing-sections');
  });

  it('"Decision Drivers" is not the Decision, and a record lacking both context names is still reported', () => {
    const d = one(files(nygardWith('## Context', '## Decision Drivers', '## Consequences')), 'missing-sections');
    assert.match(d.message, /lacks the "Decision" section/);
    const m = one(files(madr2({ n: 3 }).map((x, i) => (i ? x.replace('## Context and Problem Statement\n\nWhy.\n\n', '') : x))), 'missing-sections');
    assert.match(m.message, /lacks the "Context and Problem Statement" section/);
  });

  it('a section required by config may itself be named "Decision Drivers"', () => {
    const f = files(['.adr-lens.json', JSON.stringify({ requiredSections: { nygard: ['Context', 'Decision Drivers'] } })], nygardWith('## Context', '## Decision Drivers'));
    none(f, 'missing-sections');
  });

  it('the fix inserts a missing section before the next required one, whatever its name', () => {
    const f = files(nygardWith('## Proposal', '## Consequences'));
    const d = one(f, 'missing-sections');
    assert.match(d.message, /lacks the "Context" section/);
    const fixed = applyFix(f, d.fixes[0]);
    assert.match(fixed['docs/adr/0002-decision.md'], /## Status\n\nAccepted\n\n## Context\n\n## Proposal\n/);
    none(fixed, 'missing-sections');
  });
});

describe('unknown-reference and ids made up to show a form', { skip }, () => {
  const existing = nygard({ n: 1, slug: 'use-postgres', title: 'Use Postgres' });
  it('an id after "e.g." or "for example" on its line (a tool\'s usage text) is an example, not a citation', () => {
    const found = diagnostics(files(existing, ['src/adr-link', '#!/bin/bash\n## E.g. to create link ADR 12 to ADR 10\n## for example: adr new -s 9 Use MySQL\necho done\n']), 'unknown-reference');
    assert.deepEqual(found, []);
  });
  it('an id before the words, or on a line without them, is still judged', () => {
    const found = diagnostics(files(existing, ['src/db.go', '// ADR-0042, for example, says so\n// see ADR-0043\n']), 'unknown-reference');
    assert.deepEqual(found.map((d) => d.message.split(' ')[0]), ['ADR-0042', 'ADR-0043']);
  });
});

describe('unknown-reference and ids linked to another repository (cometbft)', { skip }, () => {
  const existing = nygard({ n: 1, slug: 'use-postgres', title: 'Use Postgres' });
  const citing = [
    'docs/notes.md',
    [
      'The proposed [ADR 083](https://github.com/tendermint/tendermint/pull/9651) inspired this.',
      'According to [Cosmos-SDK ADR-27][cosmos-sdk-adr-27], serialisation is stable; see also [ADR-0031][].',
      'ADR-0032 is ours and missing, whatever https://github.com/acme/other/pull/7 says.',
      '',
      '[cosmos-sdk-adr-27]: https://github.com/cosmos/cosmos-sdk/blob/main/docs/architecture/adr-020-x.md',
      '[adr-0031]: https://gitlab.com/acme/other/-/merge_requests/31',
      '',
    ].join('\n'),
  ];
  it('an id that is the text of a link into another repository on a code host is that project\'s decision', () => {
    const found = diagnostics(files(existing, citing), 'unknown-reference');
    assert.deepEqual(found.map((d) => d.message.split(' does')[0]), ['ADR-0032']);
  });
  it('a link into this very repository does not make a missing id someone else\'s', () => {
    const own = ['.git/config', '[remote "origin"]\n\turl = git@github.com:tendermint/tendermint.git\n'];
    const found = diagnostics(files(existing, citing, own), 'unknown-reference');
    assert.deepEqual(found.map((d) => d.message.split(' does')[0]), ['ADR 083', 'ADR-0032']);
  });
});

describe('stale-code-path and version placeholders in a path', { skip }, () => {
  it('"docs/release-notes/app-vX.Y.Z.md" is a template for a file, not a file that should exist', () => {
    const rec = nygard({ n: 7, slug: 'release-process', title: 'Release process', sections: '## Decision\n\nWrite `docs/release-notes/app-vX.Y.Z.md` and bump `src/version.go`; keep `docs/release-notes/app-v2.md`.\n' });
    const found = diagnostics(files(rec, ['src/version.go', 'package main\n'], ['docs/release-notes/app-v1.0.0.md', '# 1.0.0\n']), 'stale-code-path');
    assert.deepEqual(found.map((d) => d.message.split(',')[0]), ['ADR-0007 names docs/release-notes/app-v2.md']);
  });
});

describe('a record marked superseded by a proposal', { skip }, () => {
  it('gets superseded-by-unaccepted only, not one-sided-supersede telling the proposal to claim it', () => {
    const old = nygard({ n: 3, slug: 'old', title: 'Old', status: 'Superseded by [ADR-0007](0007-new.md)' });
    const proposal = nygard({ n: 7, slug: 'new', title: 'New', status: 'Proposed' });
    const found = diagnostics(files(old, proposal));
    assert.deepEqual(found.filter((d) => /supersed/.test(d.rule)).map((d) => d.rule), ['superseded-by-unaccepted']);
  });
});

describe('test fixtures cite nothing of the project', { skip }, () => {
  it('a fixture file citing an unknown id gets no unknown-reference; the same file elsewhere does', () => {
    const existing = nygard({ n: 1, slug: 'use-postgres', title: 'Use Postgres' });
    const cite = '# Sample\n\nSee ADR-0077.\n';
    assert.deepEqual(diagnostics(files(existing, ['test/fixtures/sample.md', cite], ['pkg/testdata/in.go', '// ADR-0078\n']), 'unknown-reference'), []);
    assert.equal(diagnostics(files(existing, ['docs/guide.md', cite]), 'unknown-reference').length, 1);
  });
});
