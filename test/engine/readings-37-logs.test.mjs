// Decisions kept in one page that were still not listed in session 37 (beds 94 and 102): a log written as bold list
// items under a section named for decision records, and a page named for decision records whose entries are numbered
// headings with no id (fixtures written for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { workspace, engineAvailable } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const titles = ['Compiled core, scripted tools', 'Permissive licence', 'Simple filter first', 'Native shell', 'One build tool', 'Plain fallback'];
const listed = (engine) => engine.list({}).items.map((d) => `${d.id} ${d.lifecycle} ${d.date ?? '-'} ${d.title} ${d.path}`);

/** Where `needle` first stands in `text`, one character into it. */
function at(text, needle) {
  const rows = text.slice(0, text.indexOf(needle)).split('\n');
  return { line: rows.length - 1, character: rows[rows.length - 1].length + 1 };
}

describe('a log of bold list items under a section named for decision records (Londopy/akribia)', { skip }, () => {
  const items = titles.map((t, i) => `- **ADR-00${i + 1} — ${t}.** Rationale: reason ${i + 1}, see ADR-00${((i + 1) % 6) + 1}.\n  More about it.`).join('\n');
  const page = `# Design\n\n## 1. Layers\n\nText.\n\n## 9. Architecture Decision Records (ADR log)\n\n> Decision, then why.\n\n${items}\n\n## 10. Next\n\nLater.\n`;
  const files = { 'docs/design.md': page, 'wiki/Architecture-Decisions.md': '# Decisions\n\nSee the design page, ADR-003 first.\n', 'src/main.rs': '// ADR-004: the shell is native.\n' };

  it('lists each item as a decision: its id and title, no status or day written', () => {
    const { engine } = workspace(files);
    assert.deepEqual(listed(engine), titles.map((t, i) => `ADR-00${i + 1} unknown - ${t} docs/design.md`));
  });

  it('shows an entry from its item alone, with the citations of it', () => {
    const { engine } = workspace(files);
    const detail = engine.getDecision('ADR-003');
    assert.ok(detail);
    assert.equal(detail.decision.title, 'Simple filter first');
    assert.match(detail.body, /reason 3/);
    assert.doesNotMatch(detail.body, /reason 4|Native shell/);
    assert.deepEqual(detail.citedBy.map((c) => `${c.path}:${c.range.start.line + 1}`).sort(), ['docs/design.md:13', 'wiki/Architecture-Decisions.md:3']);
  });

  it('answers hover and definition on a citation of an entry', () => {
    const { engine } = workspace(files);
    const hover = engine.hover('src/main.rs', at(files['src/main.rs'], 'ADR-004'));
    assert.match(hover.contents, /Native shell/);
    assert.deepEqual(engine.definition('src/main.rs', at(files['src/main.rs'], 'ADR-004')).map((l) => `${l.path}:${l.range.start.line + 1}`), ['docs/design.md:17']);
  });

  it('bold items under any other section are no log', () => {
    const other = page.replace('Architecture Decision Records (ADR log)', 'Work items');
    assert.deepEqual(listed(workspace({ 'docs/design.md': other, 'wiki/Architecture-Decisions.md': '# Decisions\n' }).engine), []);
  });
});

describe('numbered headings in a page named for decision records (input-output-hk/mithril\'s DEV-ADR.md)', { skip }, () => {
  const entry = (n, level, fields) => `${'#'.repeat(level)} ${n}. ${titles[n - 1]}\n\n${fields(n)}\n\n${'#'.repeat(level + 1)} Context\n\nWhy ${n}.\n\n${'#'.repeat(level + 1)} Decision\n\nWe do ${n}.\n\n${'#'.repeat(level + 3)} 1. A step of it\n\nStep.\n\n---\n`;
  const bold = (n) => `**Date:** 2025-0${n}-10\n**Status:** ${n === 4 ? 'Draft' : 'Accepted'}`;
  const plain = (n) => `date: 2025-0${n}-10\nstatus: Accepted`;
  const page = `# Team Architecture Decision Records\n\n---\n\n<!--\n## ID. TITLE\n\ndate: 2025-XX-XX\n-->\n\n${[4, 3].map((n) => entry(n, 3, bold)).join('\n')}\n${[2, 1].map((n) => entry(n, 2, plain)).join('\n')}`;
  const record = (n) => `# ${n}. Record ${n}\n\nDate: 2024-01-0${n}\n\n## Status\n\nAccepted\n\n## Context\n\nC.\n`;
  const files = {
    'DEV-ADR.md': page.replace('Why 3.', 'As [the second](#2-permissive-licence) says.'),
    'docs/adr/001-first.md': record(1),
    'docs/adr/002-second.md': record(2),
  };

  it('lists each numbered entry with the page\'s name as its prefix, beside the records of the same numbers', () => {
    const { engine } = workspace(files);
    assert.deepEqual(listed(engine), [
      'ADR-001 accepted 2024-01-01 Record 1 docs/adr/001-first.md',
      'ADR-002 accepted 2024-01-02 Record 2 docs/adr/002-second.md',
      'DEV-ADR-4 proposed 2025-04-10 Native shell DEV-ADR.md',
      'DEV-ADR-3 accepted 2025-03-10 Simple filter first DEV-ADR.md',
      'DEV-ADR-2 accepted 2025-02-10 Permissive licence DEV-ADR.md',
      'DEV-ADR-1 accepted 2025-01-10 Compiled core, scripted tools DEV-ADR.md',
    ]);
  });

  it('is listed with no citation on the page, and without a collection when the page is named as a log', () => {
    const plainPage = { 'DEV-ADR.md': page, 'docs/adr/001-first.md': record(1) };
    assert.equal(listed(workspace(plainPage).engine).length, 5);
    assert.deepEqual(listed(workspace({ 'docs/decision-log.md': page }).engine).map((d) => d.split(' ')[0]), ['ADR-4', 'ADR-3', 'ADR-2', 'ADR-1']);
  });

  it('shows an entry by its id, from its heading to the next as high', () => {
    const { engine } = workspace(files);
    const detail = engine.getDecision('DEV-ADR-3');
    assert.ok(detail);
    assert.equal(detail.decision.title, 'Simple filter first');
    assert.match(detail.body, /says/);
    assert.doesNotMatch(detail.body, /We do 2/);
    assert.deepEqual(detail.sections.slice(1), ['Context', 'Decision', '1. A step of it']);
  });

  it('a page titled otherwise, or numbered headings without status or day, list nothing', () => {
    const guide = { 'GUIDE.md': page.replace('Team Architecture Decision Records', 'Team guide'), 'docs/adr/001-first.md': record(1) };
    assert.deepEqual(listed(workspace(guide).engine), ['ADR-001 accepted 2024-01-01 Record 1 docs/adr/001-first.md']);
    const setup = `# Architecture Decision Records\n\nHow we write them.\n\n### 1. Setup\n\nInstall it.\n\n### 2. Write\n\nWrite one.\n\n### 3. Review\n\nAsk.\n`;
    assert.deepEqual(listed(workspace({ 'docs/adr/README.md': setup, 'docs/adr/001-first.md': record(1) }).engine), ['ADR-001 accepted 2024-01-01 Record 1 docs/adr/001-first.md']);
  });

  it('numbered entries whose numbers records have are a summary of them, and list nothing', () => {
    const summary = { 'NOTES.md': page, 'docs/adr/001-first.md': record(1) };
    assert.deepEqual(listed(workspace(summary).engine), ['ADR-001 accepted 2024-01-01 Record 1 docs/adr/001-first.md']);
  });
});
