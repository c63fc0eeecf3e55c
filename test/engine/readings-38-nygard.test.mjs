// Readings of session 38 (adr-tools / Nygard trees): statuses edited by hand into sentences or team words, a record's
// own subject read as a part of it, an index page named in CamelCase, and a superseded status that says the code went.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

/** An adr-tools record: number, title, date, then the status section's lines. */
const nygard = (n, title, ...status) => `# ${n}. ${title}\n\nDate: 2021-03-${String(n).padStart(2, '0')}\n\n## Status\n\n${status.join('\n\n')}\n\n## Context\n\nThe team needs a way to ship.\n\n## Decision\n\nWe will do it.\n\n## Consequences\n\nSome work.\n`;
const file = (n, slug) => `doc/adr/${String(n).padStart(4, '0')}-${slug}.md`;

/** "ADR-0003 superseded Spiked" per record: id, lifecycle, status as read. */
const states = (engine) => engine.records().map((r) => `${r.id} ${r.lifecycle} ${r.status?.value ?? '-'}`).sort();
const rules = (engine, rule) => engine.check().filter((d) => d.rule === rule).map((d) => `${d.path.replace(/^.*\//, '')} ${d.message}`);

describe('a status told as a sentence about the record', { skip }, () => {
  const tree = {
    [file(1, 'keep-records')]: nygard(1, 'Keep records', 'Accepted'),
    [file(2, 'queue-jobs-in-redis')]: nygard(2, 'Queue jobs in Redis', 'This decision was superseded by [5. Queue jobs in SQS](0005-queue-jobs-in-sqs.md).'),
    [file(3, 'render-on-the-server')]: nygard(3, 'Render on the server', 'This ADR is accepted on 2021-04-02.'),
    [file(4, 'pin-the-toolchain')]: nygard(4, 'Pin the toolchain', 'This record has been deprecated.'),
    [file(5, 'queue-jobs-in-sqs')]: nygard(5, 'Queue jobs in SQS', 'Accepted', 'Supersedes [2. Queue jobs in Redis](0002-queue-jobs-in-redis.md)'),
    [file(6, 'split-the-monolith')]: nygard(6, 'Split the monolith', 'This ADR is in the proposed state until the spike ends.'),
    [file(7, 'write-a-style-guide')]: nygard(7, 'Write a style guide', 'This decision was made by the platform guild.'),
  };

  it('reads the state the sentence puts the record in', () => {
    const { engine } = workspace(tree);
    assert.deepEqual(states(engine), [
      'ADR-0001 accepted Accepted',
      'ADR-0002 superseded superseded',
      'ADR-0003 accepted accepted',
      'ADR-0004 deprecated deprecated',
      'ADR-0005 accepted Accepted',
      'ADR-0006 proposed proposed',
      'ADR-0007 unknown This decision was made',
    ]);
  });

  it('reports no unknown status but for a sentence that names none', () => {
    const { engine } = workspace(tree);
    assert.deepEqual(rules(engine, 'unknown-status').map((l) => l.split(' ')[0]), ['0007-write-a-style-guide.md']);
  });
});

describe('"The decision is superseded by" names the record, not a part of it', { skip }, () => {
  const tree = {
    [file(1, 'cache-pages')]: nygard(1, 'Cache pages', 'The decision is superseded by ADR-0003'),
    [file(2, 'retry-calls')]: nygard(2, 'Retry calls', 'Accepted', 'The backoff schedule is superseded by ADR-0003'),
    [file(3, 'serve-from-the-edge')]: nygard(3, 'Serve from the edge', 'Accepted', 'Supersedes ADR-0001'),
  };

  it('takes the whole record as superseded, and a named part as replaced in part', () => {
    const { engine } = workspace(tree);
    assert.deepEqual(states(engine), ['ADR-0001 superseded superseded', 'ADR-0002 accepted Accepted', 'ADR-0003 accepted Accepted']);
    const byId = new Map(engine.records().map((r) => [r.id, r]));
    const succession = (id) => byId.get(id).relations.filter((r) => r.kind === 'superseded-by').map((r) => `${r.targetText} ${r.condition ?? 'whole'}`);
    assert.deepEqual(succession('ADR-0001'), ['ADR-0003 whole']);
    assert.deepEqual(succession('ADR-0002'), ['ADR-0003 in part']);
  });
});

describe('a status a team wrote for a record put off', { skip }, () => {
  it('reads "Spiked - Delay for now" and "Delayed" as not decided yet', () => {
    const { engine } = workspace({
      [file(1, 'keep-records')]: nygard(1, 'Keep records', 'Accepted'),
      [file(2, 'use-a-hosted-identity-provider')]: nygard(2, 'Use a hosted identity provider', 'Spiked - Delay for now'),
      [file(3, 'move-search-to-a-service')]: nygard(3, 'Move search to a service', 'Delayed'),
    });
    assert.deepEqual(states(engine), ['ADR-0001 accepted Accepted', 'ADR-0002 proposed Spiked', 'ADR-0003 proposed Delayed']);
    assert.deepEqual(rules(engine, 'unknown-status'), []);
  });
});

describe('an index page named in CamelCase', { skip }, () => {
  it('is no record of the collection', () => {
    const { engine } = workspace({
      [file(1, 'keep-records')]: nygard(1, 'Keep records', 'Accepted'),
      [file(2, 'use-postgres')]: nygard(2, 'Use Postgres', 'Accepted'),
      'doc/adr/TeamDecisionIndex.md': '@page decision_list Team decisions\n\nThe decisions, oldest first:\n\n* @subpage decision1\n* @subpage decision2\n',
    });
    assert.deepEqual(engine.records().map((r) => r.path).sort(), [file(1, 'keep-records'), file(2, 'use-postgres')]);
    assert.deepEqual(rules(engine, 'missing-title'), []);
  });
});

describe('a superseded status that says the code it decided on no longer exists', { skip }, () => {
  it('suggests Deprecated rather than a successor', () => {
    const { engine } = workspace({
      [file(1, 'keep-records')]: nygard(1, 'Keep records', 'Accepted'),
      [file(2, 'route-messages-through-a-broker')]: nygard(2, 'Route messages through a broker', 'Superseded — the port is finished. `BrokerRelay` and `BrokerRouter` no longer exist; services call each other directly.'),
    });
    const found = rules(engine, 'superseded-without-successor');
    assert.equal(found.length, 1);
    assert.match(found[0], /says what it decided was removed/);
    assert.match(found[0], /mark it Deprecated/);
  });
});

describe('a supersession whose link names a record since retitled and renamed', { skip }, () => {
  it('answers the other side by the number the link gives, and leaves the broken link to broken-link', () => {
    const { engine } = workspace({
      [file(1, 'keep-records')]: nygard(1, 'Keep records', 'Accepted'),
      [file(2, 'store-files-on-disk')]: nygard(2, 'Store files on disk', 'Superseded by [3. Store files in a bucket](0003-store-files-in-a-bucket.md)'),
      [file(3, 'store-files-in-object-storage')]: nygard(3, 'Store files in object storage', 'Accepted', 'Supersedes [2. Store files on disk](0002-store-files-on-disk.md)'),
      [file(4, 'log-to-stdout')]: nygard(4, 'Log to stdout', 'Superseded by [5. Ship logs to a collector](0005-ship-logs-to-a-collector.md)'),
      [file(5, 'ship-logs-to-a-collector')]: nygard(5, 'Ship logs to a collector', 'Accepted', 'Supersedes [4. Log to the console](0004-log-to-the-console.md)'),
    });
    assert.deepEqual(rules(engine, 'one-sided-supersede'), []);
    assert.deepEqual(rules(engine, 'broken-link').map((l) => l.split(' ')[0]), ['0002-store-files-on-disk.md', '0005-ship-logs-to-a-collector.md']);
  });

  it('still reports a record whose link gives another number', () => {
    const { engine } = workspace({
      [file(1, 'keep-records')]: nygard(1, 'Keep records', 'Accepted'),
      [file(2, 'store-files-on-disk')]: nygard(2, 'Store files on disk', 'Superseded by [4. Store files in a bucket](0004-store-files-in-a-bucket.md)'),
      [file(3, 'store-files-in-object-storage')]: nygard(3, 'Store files in object storage', 'Accepted', 'Supersedes [2. Store files on disk](0002-store-files-on-disk.md)'),
    });
    assert.deepEqual(rules(engine, 'one-sided-supersede').map((l) => l.split(' ').slice(0, 2).join(' ')), ['0003-store-files-in-object-storage.md ADR-0003']);
  });
});

describe('a title whose number was left a letter', { skip }, () => {
  it('reads the title after "n. " in a numbered file', () => {
    const { engine } = workspace({
      [file(1, 'keep-records')]: nygard(1, 'Keep records', 'Accepted'),
      [file(2, 'server-templates')]: nygard(2, 'Keep records', 'Accepted').replace('# 2. Keep records', '# n. Server templates'),
    });
    assert.deepEqual(engine.records().map((r) => `${r.id} ${r.title.value}`).sort(), ['ADR-0001 Keep records', 'ADR-0002 Server templates']);
  });
});

describe('a successor named by an adr-tools link after the state it brought', { skip }, () => {
  const tree = {
    [file(1, 'keep-records')]: nygard(1, 'Keep records', 'Accepted'),
    [file(2, 'build-with-make')]: nygard(2, 'Build with make', 'Accepted, then superseded by [4. Build with Bazel](0004-build-with-bazel.md)'),
    [file(3, 'test-with-mocha')]: nygard(3, 'Test with mocha', 'Obsoleted by [4. Build with Bazel](0004-build-with-bazel.md)'),
    [file(4, 'build-with-bazel')]: nygard(4, 'Build with Bazel', 'Accepted', 'Supersedes [2. Build with make](0002-build-with-make.md)', 'Supersedes [3. Test with mocha](0003-test-with-mocha.md)'),
    [file(5, 'track-issues-upstream')]: nygard(5, 'Track issues upstream', 'Rejected, superseded by https://example.org/tracker/issues/12'),
  };

  it('reads the later state when the link goes to a record file, and not for an address', () => {
    const { engine } = workspace(tree);
    assert.deepEqual(states(engine), [
      'ADR-0001 accepted Accepted',
      'ADR-0002 superseded superseded',
      'ADR-0003 superseded Obsoleted',
      'ADR-0004 accepted Accepted',
      'ADR-0005 rejected Rejected',
    ]);
    assert.deepEqual(rules(engine, 'status-superseded-mismatch'), []);
    assert.deepEqual(rules(engine, 'unknown-status'), []);
  });
});

describe('"Deprecated in favour of" a record', { skip }, () => {
  it('names the record that took its place, which answers "Supersedes"', () => {
    const { engine } = workspace({
      [file(1, 'keep-records')]: nygard(1, 'Keep records', 'Accepted'),
      [file(2, 'deploy-by-hand')]: nygard(2, 'Deploy by hand', 'Deprecated in favour of [3. Deploy from CI](0003-deploy-from-ci.md)'),
      [file(3, 'deploy-from-ci')]: nygard(3, 'Deploy from CI', 'Accepted', 'Supersedes [2. Deploy by hand](0002-deploy-by-hand.md)'),
    });
    const two = engine.records().find((r) => r.id === 'ADR-0002');
    assert.equal(two.lifecycle, 'deprecated');
    assert.deepEqual(two.relations.map((r) => r.kind), ['superseded-by']);
    assert.deepEqual(rules(engine, 'one-sided-supersede'), []);
  });
});
