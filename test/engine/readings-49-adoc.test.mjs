// AsciiDoc proposals met in the forty-ninth session's readings (jenkinsci/jep's shape: "jep/N/README.adoc", a
// ".Metadata" table under the title), in fixtures written for these tests.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

/** A proposal with a metadata table; `head` goes under the title, `body` after the table. */
const proposal = (n, title, { head = '', created = '2021-03-04', body = 'We propose a thing.\n' } = {}) =>
  `= JEP-${n}: ${title}\n${head}\n.Metadata\n[cols="2"]\n|===\n| JEP\n| ${n}\n\n| Title\n| ${title}\n\n| Status\n| Draft\n\n| Created\n| ${created}\n|===\n\n== Abstract\n\n${body}`;
const series = (extra) => ({
  'jep/1/README.adoc': proposal(1, 'First proposal'),
  'jep/2/README.adoc': proposal(2, 'Second proposal'),
  'jep/3/README.adoc': proposal(3, 'Third proposal'),
  ...extra,
});

describe('a Markdown fence in an AsciiDoc record (bed 49C)', { skip }, () => {
  it('hides its lines: a "# comment" in it is no title', () => {
    const { engine } = workspace(series({ 'jep/4/README.adoc': proposal(4, 'Build steps', { body: 'Run it.\n\n```sh\n# pick a number\nN=4\n```\n\nThen go on.\n' }) }));
    assert.equal(engine.record('JEP-4').title.value, 'Build steps');
  });

  it('is closed by its own "```": what follows it is read again', () => {
    const { engine } = workspace(series({ 'jep/4/README.adoc': proposal(4, 'Build steps', { body: '```\n# a\n```\n\n== Motivation\n\nSee JEP-9.\n' }) }));
    assert.equal(engine.record('JEP-4').title.value, 'Build steps');
    assert.ok(engine.record('JEP-4').sections.some((s) => s.heading === 'Motivation'));
    assert.deepEqual(engine.check().filter((d) => d.rule === 'unknown-reference').map((d) => d.range.start.line), [26]);
  });
});

describe('what a hover quotes of an AsciiDoc record (bed 49B)', { skip }, () => {
  const quoted = (files, id) => {
    const { engine } = workspace(files);
    const r = engine.record(id);
    const hover = engine.hover(r.path, r.title.range.start);
    return hover.contents.split('\n').find((l) => l.startsWith('> '));
  };

  it('past attribute entries, preprocessor lines, a block title and its table', () => {
    const head = ':toc: preamble\n:toclevels: 2\nifdef::env-github[]\n:tip-caption: :bulb:\nendif::[]\n';
    const files = series({ 'jep/4/README.adoc': proposal(4, 'Cache', { head, body: 'The cache keeps answers.\n' }) });
    assert.equal(quoted(files, 'JEP-4'), '> The cache keeps answers.');
  });

  it('past block attributes and a listing, to the paragraph after them', () => {
    const body = '[source,bash]\n----\nmake cache\n----\n\n.Example\n[NOTE]\nA cache of answers.\n';
    assert.equal(quoted(series({ 'jep/4/README.adoc': proposal(4, 'Cache', { body }) }), 'JEP-4'), '> A cache of answers.');
  });
});

describe('a created day written inside the template\'s words (bed 49C)', { skip }, () => {
  it('"Date (2021-05-06)" and ":bulb: (2021-05-07) :bulb:" are those days, with no invalid-date; the template unfilled is none', () => {
    const { engine } = workspace(series({
      'jep/4/README.adoc': proposal(4, 'Worded', { created: 'Date (2021-05-06)' }),
      'jep/5/README.adoc': proposal(5, 'Emoji', { created: ':bulb: (2021-05-07) :bulb:' }),
      'jep/6/README.adoc': proposal(6, 'Whole', { created: ':bulb: Date (2021-05-08) :bulb:' }),
      'jep/7/README.adoc': proposal(7, 'Unfilled', { created: ':bulb: Date (YYYY-MM-DD) :bulb:' }),
      'jep/8/README.adoc': proposal(8, 'Wrong', { created: ':bulb: (2021-02-30) :bulb:' }),
    }));
    assert.deepEqual(['JEP-4', 'JEP-5', 'JEP-6', 'JEP-7'].map((id) => engine.record(id).dates.map((d) => d.iso)), [['2021-05-06'], ['2021-05-07'], ['2021-05-08'], []]);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'invalid-date').map((d) => d.path), ['jep/8/README.adoc']);
  });
});

describe('another project\'s proposal, named once by its address (bed 49C)', { skip }, () => {
  it('a JEP linked on openjdk.org is the JDK\'s in all the document\'s mentions', () => {
    const body = 'The runtime has link:https://openjdk.org/jeps/411[JDK Enhancement Proposal (JEP) 411] for this.\n\nUnder JEP 411 the manager goes away.\n\nSee also JEP-77.\n';
    const { engine } = workspace(series({ 'jep/4/README.adoc': proposal(4, 'Security manager', { body }) }));
    const unknown = engine.check().filter((d) => d.rule === 'unknown-reference').map((d) => d.message.split(' does ')[0]);
    assert.deepEqual(unknown, ['JEP-77']);
  });

  it('the address excuses only the number it names', () => {
    const body = 'See https://openjdk.org/jeps/12 once.\n\nUnder JEP 411 and JEP 12 it changes.\n';
    const { engine } = workspace(series({ 'jep/4/README.adoc': proposal(4, 'Other number', { body }) }));
    const unknown = engine.check().filter((d) => d.rule === 'unknown-reference').map((d) => d.message.split(' does ')[0]);
    assert.deepEqual(unknown, ['JEP 411']);
  });
});
