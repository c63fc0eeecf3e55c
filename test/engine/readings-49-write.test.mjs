// Shapes met in the forty-ninth session's readings of real repositories, for the commands that write (status,
// renumber, new --supersedes, check --fix), in fixtures written for these tests.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyEdits, engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

describe('a status in an HTML metadata table (read 49A)', { skip }, () => {
  const cep = (n, status) => `# CEP ${n} - Plan ${n}\n\n<table>\n<tr><td> Title </td><td> Plan ${n} </td>\n<tr><td> Status </td><td> ${status} </td></tr>\n<tr><td> Created </td><td> Mar 3, 2022</td></tr>\n</table>\n\n## Abstract\n\nx\n`;

  it('is changed inside its cell: the closing tags stay', () => {
    const files = { 'cep-0001.md': cep(1, 'Accepted'), 'cep-0002.md': cep(2, 'Draft') };
    const { engine } = workspace(files);
    const after = applyEdits(files['cep-0002.md'], engine.planStatusChange('cep-0002.md', 'rejected').edits);
    assert.ok(after.includes('\n<tr><td> Status </td><td> Rejected </td></tr>\n'), after);
  });
});

describe('renumbering a record a reference-style link names (read 49A)', { skip }, () => {
  const nygard = (n, title, body = 'x') => `# ${n}. ${title}\n\nDate: 2024-01-0${n}\n\n## Status\n\nAccepted\n\n## Context\n\n${body}\n`;
  const renumbered = (body) => {
    const files = { 'docs/adr/0001-queue.md': nygard(1, 'Queue'), 'docs/adr/0002-cache.md': nygard(2, 'Cache', body) };
    const { engine } = workspace(files);
    const edits = engine.planRenumber('ADR-0001', 7).edits.filter((e) => e.path === 'docs/adr/0002-cache.md');
    return applyEdits(files['docs/adr/0002-cache.md'], edits).split('\n').slice(10, -1).join('\n');
  };

  it('the label of the definition is renamed with its uses, or neither is', () => {
    assert.equal(renumbered('Like [ADR 1][adr-1] said.\n\n[adr-1]: 0001-queue.md'), 'Like [ADR 7][adr-7] said.\n\n[adr-7]: 0007-queue.md');
    assert.equal(renumbered('Like [ADR-0001] and [the queue][ADR-0001].\n\n[ADR-0001]: 0001-queue.md'), 'Like [ADR-0007] and [the queue][ADR-0007].\n\n[ADR-0007]: 0007-queue.md');
    // The new label is another definition's: the label stays, and so does its use.
    assert.equal(renumbered('Like [the queue][1] and [a page][7].\n\n[1]: 0001-queue.md\n[7]: https://example.com/p'), 'Like [the queue][1] and [a page][7].\n\n[1]: 0007-queue.md\n[7]: https://example.com/p');
    assert.equal(renumbered('Like [ADR-0001].\n\n[ADR-0001]: 0001-queue.md\n[ADR-0007]: 0001-queue.md'), 'Like [ADR-0001].\n\n[ADR-0001]: 0007-queue.md\n[ADR-0007]: 0007-queue.md');
  });
});

describe('a status kept as a history in front matter (read 49A)', { skip }, () => {
  const today = new Date().toISOString().slice(0, 10);
  const record = (n, entries) => `---\ntitle: Plan ${n}\ncode: adr-${n}\nstatusHistory:\n${entries}---\n\n# Plan ${n}\n\nText.\n`;
  const files = {
    '_adr/01-a.md': record(1, '- status: decided\n  date: 2023-07-24\n'),
    '_adr/02-b.md': record(2, '  - status: decided\n    date: 2024-12-16\n    note: first\n'),
  };
  const entries = (text) => text.split('---')[1].split('statusHistory:\n')[1];

  it('a new status is a new entry of today, after the others', () => {
    const { engine } = workspace(files);
    const after = applyEdits(files['_adr/02-b.md'], engine.planStatusChange('_adr/02-b.md', 'deprecated').edits);
    assert.equal(entries(after), `  - status: decided\n    date: 2024-12-16\n    note: first\n  - status: deprecated\n    date: ${today}\n`);
  });

  it('a successor is named in an entry of its own, which reads back', () => {
    const { engine } = workspace(files);
    const plan = engine.planNewRecord({ title: 'Plan 3', collection: '_adr', supersedes: '_adr/01-a.md' });
    const after = applyEdits(files['_adr/01-a.md'], plan.edits.filter((e) => e.path === '_adr/01-a.md'));
    assert.equal(entries(after), `- status: decided\n  date: 2023-07-24\n- status: superseded by ${plan.id}\n  date: ${today}\n`);
    const again = workspace({ ...files, '_adr/01-a.md': after }).engine;
    const old = again.records().find((r) => r.path === '_adr/01-a.md');
    assert.equal(old.lifecycle, 'superseded');
    assert.deepEqual(old.relations.map((r) => `${r.kind} ${r.targetKey}`), [`superseded-by adr-3`]);
  });

  it('a new record starts its own history, shaped as the latest record\'s first entry', () => {
    const { engine } = workspace(files);
    const plan = engine.planNewRecord({ title: 'Plan 3', collection: '_adr', status: 'decided', date: '2026-12-03' });
    assert.equal(entries(plan.content), '  - status: decided\n    date: 2026-12-03\n');
    assert.doesNotMatch(plan.content.split('---')[2], /status|date/i);
  });
});

describe('renumbering a record a link names by its address on the code host (read 49A)', { skip }, () => {
  const nygard = (n, title, body = 'x') => `# ${n}. ${title}\n\nDate: 2024-01-0${n}\n\n## Status\n\nAccepted\n\n## Context\n\n${body}\n`;
  const files = (remote) => ({
    ...(remote ? { '.git/config': '[remote "origin"]\n\turl = https://github.com/acme/shop.git\n' } : {}),
    'docs/adr/0001-queue.md': nygard(1, 'Queue'),
    'docs/adr/0002-cache.md': nygard(2, 'Cache', 'As in [the queue (ADR 1)](https://github.com/acme/shop/blob/develop/docs/adr/0001-queue.md), and [ADR 1](0001-queue.md).'),
  });
  for (const remote of [true, false]) {
    it(remote ? 'with the repository\'s remote: the address follows and so do the words' : 'without a remote: neither the address nor its words change', () => {
      const input = files(remote);
      const { engine } = workspace(input);
      const plan = engine.planRenumber('ADR-0001', 7);
      const after = applyEdits(input['docs/adr/0002-cache.md'], plan.edits.filter((e) => e.path === 'docs/adr/0002-cache.md'));
      const hosted = remote ? '[the queue (ADR 7)](https://github.com/acme/shop/blob/develop/docs/adr/0007-queue.md)' : '[the queue (ADR 1)](https://github.com/acme/shop/blob/develop/docs/adr/0001-queue.md)';
      assert.ok(after.includes(`As in ${hosted}, and [ADR 7](0007-queue.md).`), after);
      assert.equal(plan.leftAt.length, remote ? 0 : 1);
    });
  }
});

describe('check --fix on a status word over the successor\'s paragraph (read 49A)', { skip }, () => {
  const nygard = (n, title, status) => `# ${n}. ${title}\n\nDate: 2019-01-0${n}\n\n## Status\n\n${status}\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;
  const fixed = (status) => {
    const files = { 'doc/adr/0001-old.md': nygard(1, 'Old', status), 'doc/adr/0002-new.md': nygard(2, 'New', 'Accepted\n\nSupersedes [1. Old](0001-old.md)') };
    const { engine } = workspace(files);
    const [finding] = engine.check().filter((d) => d.rule === 'status-superseded-mismatch');
    return applyEdits(files['doc/adr/0001-old.md'], finding.fixes[0].edits).split('## Context')[0];
  };

  it('the "Superseded by" paragraph alone is the status, as adr-tools writes it', () => {
    assert.equal(fixed('Accepted\n\nSuperseded by [2. New](0002-new.md)'), '# 1. Old\n\nDate: 2019-01-01\n\n## Status\n\nSuperseded by [2. New](0002-new.md)\n\n');
  });

  it('a status with words of its own is set to Superseded where it is', () => {
    assert.equal(fixed('Accepted by the team\n\nSuperseded by [2. New](0002-new.md)'), '# 1. Old\n\nDate: 2019-01-01\n\n## Status\n\nSuperseded\n\nSuperseded by [2. New](0002-new.md)\n\n');
  });
});

describe('a new record in a collection named by days written with underscores (read 49A)', { skip }, () => {
  const madr = (title, day) => `# ${title}\n\n* Status: Accepted\n* Date: ${day}\n\n## Context and Problem Statement\n\nx\n`;

  it('is named by its day as they are, its words joined as theirs', () => {
    const { engine } = workspace({
      'adr/2023_05_02_split_checkout.md': madr('Split checkout', '2023-05-02'),
      'adr/2024_10_22_cache.md': madr('Cache', '2024-10-22'),
    });
    const plan = engine.planNewRecord({ title: 'Services naming v2', date: '2026-12-03' });
    assert.equal(plan.path, 'adr/2026_12_03_services_naming_v2.md');
    // One-word names alone: the name's own separator joins the words too.
    const one = workspace({ 'adr/2024_10_03_queue.md': madr('Queue', '2024-10-03'), 'adr/2024_10_22_cache.md': madr('Cache', '2024-10-22') }).engine;
    assert.equal(one.planNewRecord({ title: 'Services naming v2', date: '2026-12-03' }).path, 'adr/2026_12_03_services_naming_v2.md');
  });
});

describe('a new record from a template without a status, in a collection of "- Status:" lines (read 49A)', { skip }, () => {
  it('gets its status and its predecessor on lines of that shape', () => {
    const madr = (title, status) => `# ${title}\n\n- Status: ${status}\n\n## Context and Problem Statement\n\nx\n`;
    const { engine } = workspace({
      'docs/decisions/0001-use-queue.md': madr('Use a queue', 'Accepted'),
      'docs/decisions/0002-use-cache.md': madr('Use a cache', 'Accepted'),
      'docs/decisions/adr-template.md': '# {short title}\n\n## Context and Problem Statement\n\n{Describe the context}\n\n## Decision Outcome\n\n{outcome}\n',
    });
    const plan = engine.planNewRecord({ title: 'Use a bigger cache', supersedes: 'ADR-0002' });
    assert.ok(plan.content.startsWith('# Use a bigger cache\n\n- Status: Accepted\n- Supersedes: [ADR-0002](0002-use-cache.md)\n\n## Context and Problem Statement\n'), plan.content);
    assert.ok(engine.planNewRecord({ title: 'Use a log' }).content.startsWith('# Use a log\n\n- Status: Proposed\n\n## Context'));
  });
});
