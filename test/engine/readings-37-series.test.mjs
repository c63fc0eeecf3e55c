// Series of proposals discovery missed, and pages it listed that are no records of their own (session 37, beds 94,
// 102 and 103; fixtures written for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const paths = (engine) => engine.records().map((r) => r.path).sort();
const findings = (engine, rule) => engine.check().filter((d) => d.rule === rule).map((d) => `${d.path}:${d.range.start.line + 1}`);

describe('a series template at the top, its pages in topic or stage folders beside it', { skip }, () => {
  // onflow/flips: "yyyymmdd-flip-template.md" at the root, the proposals day-named in "protocol/", "governance/", …
  // each with "status:" in front matter. linkerd/rfc: "0000-rfc-template.md" at the root, numbered pages with the Rust
  // RFC metadata list in the stage folders "problem/" and "design/".
  const dayPage = (n, status) => `---\nstatus: ${status}\nwip: ${n}\nupdated: 2021-02-0${n}\n---\n\n# WIP ${n}: Topic ${n}\n\n## Objective\n\nText.\n`;
  const dayNamed = (template = { 'yyyymmdd-wip-template.md': '---\nstatus: draft\nwip: NNN\n---\n\n# WIP NNN: Title\n' }) => ({
    'README.md': '# Proposals\n\nWrite one from the template.\n',
    ...template,
    'network/README.md': '# Network proposals\n',
    'network/20210118-quiet-peers.md': dayPage(1, 'Accepted'),
    'network/20210201-slow-links.md': dayPage(2, 'Released'),
    'ledger/README.md': '# Ledger proposals\n',
    'ledger/20220101-fees.md': dayPage(3, 'Rejected'),
    'ledger/20220315-limits.md': dayPage(4, 'Implemented'),
    '.github/ISSUE_TEMPLATE/ledger-wip-template.md': '---\nname: ledger\n---\n',
  });

  it('lists the day-named pages of the topic folders, with their statuses', () => {
    const { engine } = workspace(dayNamed());
    assert.deepEqual(paths(engine), ['ledger/20220101-fees.md', 'ledger/20220315-limits.md', 'network/20210118-quiet-peers.md', 'network/20210201-slow-links.md']);
    assert.deepEqual(engine.records().map((r) => r.lifecycle).sort(), ['accepted', 'accepted', 'accepted', 'rejected']);
  });

  it('names them by the series the template names, from the title or the front matter\'s key', () => {
    const files = dayNamed();
    files['ledger/20220315-limits.md'] = files['ledger/20220315-limits.md'].replace('# WIP 4: Topic 4', '# Topic 4');
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => `${r.id} ${r.title.value}`).sort(), ['WIP-1 Topic 1', 'WIP-2 Topic 2', 'WIP-3 Topic 3', 'WIP-4 Topic 4']);
  });

  it('lists nothing without the template above them', () => {
    const files = dayNamed({});
    assert.deepEqual(paths(workspace(files).engine), []);
  });

  it('lists nothing when the pages state no status', () => {
    const files = dayNamed();
    for (const f of Object.keys(files)) if (/\/2\d+-/.test(f)) files[f] = files[f].replace(/^status: .*\n/m, '');
    assert.deepEqual(paths(workspace(files).engine), []);
  });

  const stagePage = (title, date) => `# ${title}\n\n- Contribution Name: ${title.toLowerCase()}\n- Start Date: ${date}\n- Reviewers: @someone\n\n## Summary\n\n[summary]: #summary\n\nText.\n`;
  const staged = (template = { '0000-rfc-template.md': stagePage('Title', 'YYYY-MM-DD') }) => ({
    'README.md': '# RFCs\n',
    ...template,
    'problem/0002-widget-limits.md': stagePage('Widget limits', '2020-05-04'),
    'design/0001-widget-release.md': stagePage('Widget release', '2020-02-17'),
    'design/0003-widget-metrics.md': stagePage('Widget metrics', '2020-03-16'),
    'bin/README.md': '# Scripts\n',
  });

  it('lists the numbered pages of the stage folders', () => {
    const { engine } = workspace(staged());
    assert.deepEqual(paths(engine), ['design/0001-widget-release.md', 'design/0003-widget-metrics.md', 'problem/0002-widget-limits.md']);
    assert.deepEqual(engine.records().map((r) => r.dates[0]?.iso).sort(), ['2020-02-17', '2020-03-16', '2020-05-04']);
    assert.deepEqual(engine.records().map((r) => r.id).sort(), ['RFC-0001', 'RFC-0002', 'RFC-0003']);
  });

  it('lists nothing beside a template that names no number or day', () => {
    assert.deepEqual(paths(workspace(staged({ 'rfc-template.md': stagePage('Title', 'YYYY-MM-DD') })).engine), []);
    // CMSgov/beneficiary-fhir-data's "docs/rfcs/0000-template.md" names no series: its status folders are the series'.
    assert.deepEqual(paths(workspace(staged({ '0000-template.md': stagePage('Title', 'YYYY-MM-DD') })).engine), []);
    assert.deepEqual(paths(workspace(staged({})).engine), []);
  });
});

describe('day-named proposals at the root, their state in the field their template asks for', { skip }, () => {
  // dapr/proposals: "20240508-S-sidecar-endpoint-tls.md" … at the repository's root, "* State: Ready for
  // Implementation" under the title, as "templates/proposal.md" asks ("* State: {Ready for Implementation, Implemented}").
  const page = (title, state) => `# ${title}\n\n* Author(s): Someone\n${state ? `* State: ${state}\n` : ''}* Updated: 05/08/2024\n\n## Overview\n\nText.\n`;
  const files = (template = { 'templates/proposal.md': page('Title of proposal', '{Ready for Implementation, Implemented}') }) => ({
    'README.md': '# Proposals\n\nName a proposal `YYYYMMDD-FLAGS-description.md`.\n',
    ...template,
    'guides/api-design.md': '# API design guidelines\n\nText.\n',
    '0012-BR-widget-scheduler.md': page('Widget scheduler', 'Ready for Review'),
    '20221025-P-widget-process.md': page('Widget process', 'Approved'),
    '20230406-B-widget-calls.md': page('Widget calls', 'Ready for Implementation'),
    '20230511-S-widget-errors.md': page('Widget errors', 'Draft'),
    '20240101-R-widget-metrics.md': page('Widget metrics'),
  });

  it('lists the numbered and day-named pages with their states', () => {
    const { engine } = workspace(files());
    assert.deepEqual(engine.records().map((r) => `${r.path} ${r.status?.value} ${r.lifecycle}`).sort(), [
      '0012-BR-widget-scheduler.md Ready for Review proposed',
      '20221025-P-widget-process.md Approved accepted',
      '20230406-B-widget-calls.md Ready for Implementation accepted',
      '20230511-S-widget-errors.md Draft proposed',
      '20240101-R-widget-metrics.md undefined unknown',
    ]);
  });

  it('lists nothing when no template asks for the state', () => {
    assert.deepEqual(paths(workspace(files({})).engine), []);
    assert.deepEqual(paths(workspace(files({ 'templates/proposal.md': page('Title of proposal') })).engine), []);
  });
});

describe('a translation named by a language suffix beside its record', { skip }, () => {
  // openkruise/kruise: "docs/proposals/20240626-asts-volume-resize-zh.md" beside "20240626-asts-volume-resize.md", the
  // same proposal in Chinese: one decision, not a second one with findings of its own.
  const page = (title) => `---\ntitle: ${title}\ncreation-date: 2024-06-26\n---\n\n# ${title}\n\n## Motivation\n\nText.\n`;
  const files = (extra) => ({
    'docs/proposals/20240101-widget-a.md': `---\ntitle: A\nstatus: implementable\n---\n\n# A\n`,
    'docs/proposals/20240202-widget-b.md': `---\ntitle: B\nstatus: implementable\n---\n\n# B\n`,
    'docs/proposals/20240303-widget-c.md': `---\ntitle: C\nstatus: provisional\n---\n\n# C\n`,
    ...extra,
  });

  it('lists "-zh" and "_ja" pages beside their record as that record\'s', () => {
    const { engine } = workspace(files({ 'docs/proposals/20240626-widget-resize.md': page('Widget resize'), 'docs/proposals/20240626-widget-resize-zh.md': page('控件扩容'), 'docs/proposals/20240626-widget-resize_ja.md': page('ウィジェット') }));
    assert.deepEqual(paths(engine).filter((p) => p.includes('resize')), ['docs/proposals/20240626-widget-resize.md']);
    assert.deepEqual(findings(engine, 'missing-status'), ['docs/proposals/20240626-widget-resize.md:6']);
  });

  it('keeps a language-suffixed page with no record beside it, and a name whose last word only looks like a code', () => {
    const { engine } = workspace(files({ 'docs/proposals/20240626-widget-resize-zh.md': page('控件扩容'), 'docs/proposals/20240707-use-it.md': page('Use it'), 'docs/proposals/20240707-use.md': page('Use') }));
    assert.deepEqual(paths(engine).filter((p) => /resize|use/.test(p)), ['docs/proposals/20240626-widget-resize-zh.md', 'docs/proposals/20240707-use-it.md', 'docs/proposals/20240707-use.md']);
  });
});

describe('a folder named for decisions whose README sends its reader to the records elsewhere', { skip }, () => {
  // sebastienrousseau/euxis: "docs/decisions/README.md" says "`docs/adr/` — all Architecture Decision Records"; the
  // one page beside it, "cli-surface-baseline.md" ("**Status**: Frozen"), is a snapshot of the command surface.
  const rec = (n) => `# ${n}. Choice ${n}\n\nDate: 2026-01-0${n}\n\n## Status\n\nAccepted\n\n## Context\n\nx\n`;
  const files = (readme) => ({
    'docs/adr/001-a.md': rec(1), 'docs/adr/002-b.md': rec(2), 'docs/adr/003-c.md': rec(3),
    'docs/decisions/README.md': readme,
    'docs/decisions/surface-baseline.md': '# Command surface baseline\n\n**Date**: 2026-03-15\n**Version**: v0.1.4\n**Status**: Frozen\n\n## Commands\n\n| Command | Handler |\n',
  });

  it('lists no record in it, and reports no unknown status', () => {
    const { engine } = workspace(files('# Decisions\n\nThis folder indexes the decision records.\n\n## Where\n\n- `docs/adr/` — all architecture decision records\n'));
    assert.deepEqual(paths(engine), ['docs/adr/001-a.md', 'docs/adr/002-b.md', 'docs/adr/003-c.md']);
    assert.deepEqual(findings(engine, 'unknown-status'), []);
  });

  it('still lists its page when its README points nowhere else', () => {
    const { engine } = workspace(files('# Decisions\n\nProduct decisions live here.\n'));
    assert.ok(paths(engine).includes('docs/decisions/surface-baseline.md'));
  });
});
