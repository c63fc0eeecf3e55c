// Records written in reStructuredText (Open edX's "docs/decisions/0003-x.rst", Ballet's ":Status:" fields), read
// through a projection that keeps every offset of the RST file (fixtures written for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';
import { loadModel } from '../fixtures/formats/model.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

/** An Open edX record: "####" under the title, "****" under the sections. */
const edx = (n, title, status, body = 'x') =>
  `${String(n).padStart(4, '0')} ${title}\n${'#'.repeat(title.length + 5)}\n\nStatus\n******\n\n${status}\n\nContext\n*******\n\n${body}\n\nDecision\n********\n\ny\n\nConsequences\n************\n\nz\n`;

const textAt = (text, range) => text.split(/\r\n|\r|\n/)[range.start.line].slice(range.start.character, range.end.character);

describe('reStructuredText records', { skip }, () => {
  it('lists them with their titles, numbers and statuses, and no index page', () => {
    const { engine } = workspace({
      'docs/decisions/0001-purpose-of-this-repo.rst': edx(1, 'Purpose of This Repo', '**Accepted**'),
      'docs/decisions/0002-use-kafka.rst': edx(2, 'Use Kafka', 'Proposed'),
      'docs/decisions/index.rst': 'Decisions\n=========\n\n.. toctree::\n   :glob:\n\n   *\n',
    });
    assert.deepEqual(engine.records().map((r) => [r.id, r.title.value, r.lifecycle]), [
      ['ADR-0001', 'Purpose of This Repo', 'accepted'],
      ['ADR-0002', 'Use Kafka', 'proposed'],
    ]);
  });

  it('ranks titles by the order their adornments appear, overlines included', () => {
    const text = '=================\n 3. Use Postgres\n=================\n\n:Status: Accepted\n:Date: 2026-10-01\n\nContext\n-------\n\nx\n\nDetails\n~~~~~~~\n\ny\n';
    const { engine } = workspace({ 'docs/adr/0003-use-postgres.rst': text });
    const r = engine.record('ADR-0003');
    assert.equal(r.title.value, 'Use Postgres');
    assert.equal(r.status.value, 'Accepted');
    assert.equal(textAt(text, r.status.range), 'Accepted');
    assert.deepEqual(r.dates.map((d) => d.iso), ['2026-10-01']);
    assert.deepEqual(r.sections.map((s) => [s.heading, s.level]), [['3. Use Postgres', 1], ['Context', 2], ['Details', 3]]);
  });

  it('reads ":doc:" successors and embedded links, with ranges in the RST text', () => {
    const old = edx(2, 'Use X', 'Superseded by :doc:`0003-use-y`', 'See `the first <0001-a.rst>`_ and ADR 1.');
    const { engine } = workspace({
      'docs/decisions/0001-a.rst': edx(1, 'A', 'Accepted'),
      'docs/decisions/0002-use-x.rst': old,
      'docs/decisions/0003-use-y.rst': edx(3, 'Use Y', 'Accepted\n\nSupersedes :doc:`ADR 2 <0002-use-x>`'),
    });
    const x = engine.record('ADR-0002');
    assert.equal(x.lifecycle, 'superseded');
    assert.equal(engine.currentDecision(x).id, 'ADR-0003');
    assert.deepEqual(engine.getDecision('ADR-0002').relations.map((r) => [r.kind, r.targetId]), [['superseded-by', 'ADR-0003']]);
    // A link's range is the projected link's: from its text to its target's end ("the first <0001-a.rst>").
    assert.deepEqual(x.references.map((r) => textAt(old, r.range)), [':doc:`0003-use-y`', '`the first <0001-a.rst>', 'ADR 1']);
    assert.deepEqual(engine.check().filter((d) => ['one-sided-supersede', 'superseded-without-successor', 'broken-link', 'unknown-reference'].includes(d.rule)), []);
  });

  it('resolves a named reference through its target, and a document named from the Sphinx project top', () => {
    const { engine } = workspace({
      'docs/conf.py': 'project = "x"\n',
      'docs/decisions/0001-a.rst': edx(1, 'A', 'Superseded by `ADR 2`_\n\n.. _ADR 2: 0002-b.rst'),
      'docs/decisions/0002-b.rst': edx(2, 'B', 'Accepted\n\nSupersedes :doc:`/decisions/0001-a`'),
    });
    assert.equal(engine.record('ADR-0001').lifecycle, 'superseded');
    assert.deepEqual(engine.check().filter((d) => ['one-sided-supersede', 'broken-link'].includes(d.rule)).map((d) => d.message), []);
  });

  it('checks a ":doc:" link by the document it names, without its extension', () => {
    const found = workspace({
      'docs/decisions/0001-a.rst': edx(1, 'A', 'Accepted', 'See :doc:`0009-missing`, :doc:`0002-b` and `B <0002-b.rst>`_.'),
      'docs/decisions/0002-b.rst': edx(2, 'B', 'Accepted'),
    }).engine.check().filter((d) => d.rule === 'broken-link');
    assert.deepEqual(found.map((d) => [d.range.start.line, d.message]), [[11, 'Link "0009-missing" points to docs/decisions/0009-missing.rst, which does not exist: correct the path or remove the link.']]);
  });

  it('reads a link as each document\'s markup does, an RST and a Markdown record side by side', () => {
    const { engine } = workspace({
      'docs/decisions/0001-a.rst': edx(1, 'A', 'Superseded by :doc:`0003-c`'),
      'docs/decisions/0002-b.md': '# 2. B\n\nDate: 2026-01-01\n\n## Status\n\nSuperseded by [C](0003-c)\n',
      'docs/decisions/0003-c.rst': edx(3, 'C', 'Accepted\n\nSupersedes :doc:`0001-a` and :doc:`0002-b`'),
    });
    assert.equal(engine.currentDecision(engine.record('ADR-0001')).id, 'ADR-0003');
    // In Markdown, "0003-c" is a file that is not there (GitHub shows a 404), whichever was asked first.
    assert.deepEqual(engine.check().filter((d) => d.rule === 'broken-link').map((d) => d.path), ['docs/decisions/0002-b.md']);
  });

  it('reads a title whose number is escaped ("\\0018 Grouping")', () => {
    const { engine } = workspace({ 'docs/decisions/0018-grouping.rst': '\\0018 Access Policy Grouping\n*****************************\n\nStatus\n======\n\nAccepted\n' });
    assert.equal(engine.record('ADR-0018').title.value, 'Access Policy Grouping');
  });

  it('reads nothing in comments, literal blocks and code directives', () => {
    const body = 'Prose.\n\n.. ADR-0042 is a note to self\n   and ADR-0043 too\n\nExample::\n\n   ADR-0044 in a literal block\n\n.. code-block:: python\n\n   # ADR-0045\n\n.. note:: Read ADR-0046.\n';
    const found = workspace({ 'docs/decisions/0001-a.rst': edx(1, 'A', 'Accepted', body) }).engine.check().filter((d) => d.rule === 'unknown-reference');
    assert.deepEqual(found.map((d) => d.message.split(' ')[0]), ['ADR-0046']);
  });

  it('writes its fixes in RST: a Status section, a ":doc:" link, a date below the underline', () => {
    const files = {
      'docs/decisions/0001-a.rst': 'Use A\n#####\n\nContext\n*******\n\nx\n\nDecision\n********\n\ny\n\nConsequences\n************\n\nz\n',
      'docs/decisions/0002-b.rst': edx(2, 'B', 'Accepted\n\nSupersedes :doc:`0003-c`'),
      'docs/decisions/0003-c.rst': edx(3, 'C', 'Accepted'),
    };
    const checks = workspace(files).engine.check();
    const status = checks.find((d) => d.rule === 'missing-status' && d.path.endsWith('0001-a.rst'));
    assert.equal(status.fixes[0].edits[0].newText, 'Status\n******\n\nProposed\n\n');
    assert.equal(status.fixes[0].edits[0].range.start.line, 3);
    const oneSided = checks.find((d) => d.rule === 'one-sided-supersede');
    assert.match(oneSided.fixes[0].edits[0].newText, /^Superseded by :doc:`ADR-0002 <0002-b>`$/);
  });

  it('drafts a new record in the collection\'s RST, shaped like its latest record', () => {
    const { engine } = workspace({
      'docs/decisions/0001-a.rst': edx(1, 'A', 'Accepted'),
      'docs/decisions/0002-b.rst': edx(2, 'B', 'Accepted'),
    });
    const plan = engine.planNewRecord({ title: 'Use Z', supersedes: 'ADR-0002' });
    assert.equal(plan.path, 'docs/decisions/0003-use-z.rst');
    // Labelled as the fix labels the other side (the collection has no habit of its own): by id.
    assert.match(plan.content, /^0003 Use Z\n#{10}\n\nStatus\n\*{6}\n\nAccepted\n\nSupersedes :doc:`ADR-0002 <0002-b>`\n\nContext\n\*{7}\n/);
    assert.deepEqual(plan.edits.map((e) => e.newText), ['Superseded by :doc:`ADR-0003 <0003-use-z>`']);
    const again = workspace({ 'docs/decisions/0001-a.rst': edx(1, 'A', 'Accepted'), 'docs/decisions/0002-b.rst': edx(2, 'B', 'Accepted'), [plan.path]: plan.content }).engine.record('ADR-0003');
    assert.equal(again.title.value, 'Use Z');
    assert.deepEqual(again.relations.map((r) => [r.kind, r.href]), [['supersedes', '0002-b']]);
  });

  it('reads a Sphinx page that links a record with :doc:, and one that names its id', () => {
    const { engine } = workspace({
      'docs/decisions/0001-a.rst': edx(1, 'A', 'Accepted'),
      'docs/guide/setup.rst': 'Setup\n=====\n\nWhy: :doc:`../decisions/0001-a`. See `the docs <https://example.org/2020/x>`_.\n',
      'docs/guide/other.rst': 'Other\n=====\n\nAs ADR-0001 says.\n',
    });
    const citers = (path) => engine.decisionsForPath(path).filter((g) => g.match === 'cites').map((g) => g.decision.id);
    assert.deepEqual(citers('docs/guide/setup.rst'), ['ADR-0001']);
    assert.deepEqual(citers('docs/guide/other.rst'), ['ADR-0001']);
  });

  it('drafts a new record with the field list its collection keeps (":Status:", ":Date:")', () => {
    const fielded = (n, title, status) => `${String(n).padStart(4, '0')} ${title}\n${'#'.repeat(title.length + 5)}\n\n:Status: ${status}\n:Date: 2024-03-0${n}\n\nContext\n*******\n\nx\n\nDecision\n********\n\ny\n`;
    const files = { 'docs/decisions/0001-a.rst': fielded(1, 'A', 'Accepted'), 'docs/decisions/0002-b.rst': fielded(2, 'B', 'Accepted') };
    const plan = workspace(files).engine.planNewRecord({ title: 'Use Z', supersedes: 'ADR-0002', date: '2026-11-29' });
    assert.match(plan.content, /^0003 Use Z\n#{10}\n\n:Status: Accepted\n:Date: 2026-11-29\n\nSupersedes :doc:`[^`]+<0002-b>`\n\nContext\n\*{7}\n/);
    assert.doesNotMatch(plan.content, /^Status$/m);
    assert.deepEqual(plan.edits.map((e) => e.newText), ['Superseded by :doc:`ADR-0003 <0003-use-z>`']);
    const again = workspace({ ...files, [plan.path]: plan.content }).engine;
    assert.deepEqual([again.record('ADR-0003').lifecycle, again.record('ADR-0003').dates.map((d) => d.iso)], ['accepted', ['2026-11-29']]);
  });

  it('completes a relation in RST with a :doc: link', () => {
    const text = edx(2, 'B', 'Accepted\n\nSupersedes ');
    const { engine } = workspace({ 'docs/decisions/0001-a.rst': edx(1, 'A', 'Accepted'), 'docs/decisions/0002-b.rst': text });
    const line = text.split('\n').findIndex((l) => l.startsWith('Supersedes'));
    const items = engine.completion('docs/decisions/0002-b.rst', { line, character: 'Supersedes '.length }, 'Supersedes ');
    assert.deepEqual(items.map((i) => i.insertText), [':doc:`1. A <0001-a>`']);
  });

  it('completes a document name inside :doc:, from the document\'s folder, with the closing it lacks', () => {
    const text = edx(3, 'C', 'Accepted\n\nSee :doc:`00 and :doc:`the queue <../ad') ;
    const files = {
      'docs/decisions/0001-a.rst': edx(1, 'A', 'Superseded by :doc:`0002-b`'),
      'docs/decisions/0002-b.rst': edx(2, 'B', 'Accepted\n\nSupersedes :doc:`0001-a`'),
      'docs/decisions/0003-c.rst': text,
      'docs/adr/0001-use-queues.md': '# 1. Use queues\n\n## Status\n\nAccepted\n',
      'docs/adr/0002-use-html.html': '<h1>not a document Sphinx names</h1>\n',
    };
    const { engine } = workspace(files);
    const line = text.split('\n').findIndex((l) => l.startsWith('See'));
    const lineText = text.split('\n')[line];
    const at = (needle, tail = '') => engine.completion('docs/decisions/0003-c.rst', { line, character: lineText.indexOf(needle) + needle.length }, lineText.slice(0, lineText.indexOf(needle) + needle.length) + tail);
    const plain = at(':doc:`00');
    assert.deepEqual(plain.map((i) => [i.insertText, i.labelDescription]).sort(), [
      ['../adr/0001-use-queues`', 'ADR-0001: Use queues'],
      ['0001-a`', 'ADR-0001: A'],
      ['0002-b`', 'ADR-0002: B'],
    ]);
    assert.deepEqual(plain[0].range, { start: { line, character: lineText.indexOf(':doc:`00') + 6 }, end: { line, character: lineText.indexOf(':doc:`00') + 8 } });
    // The superseded record sorts after the one that replaced it.
    const order = [...plain].sort((a, b) => a.sortText.localeCompare(b.sortText)).map((i) => i.label);
    assert.ok(order.indexOf('0002-b') < order.indexOf('0001-a'), order.join());
    assert.match(plain.find((i) => i.label === '0001-a').detail, /superseded by ADR-0002/);
    assert.deepEqual(at('<../ad').map((i) => i.insertText).sort(), ['../adr/0001-use-queues>`', '0001-a>`', '0002-b>`']);
    assert.deepEqual(at(':doc:`00', '`').map((i) => i.insertText).sort(), ['../adr/0001-use-queues', '0001-a', '0002-b'], 'the closing backtick is there already');
    assert.deepEqual(engine.completion('docs/decisions/0003-c.rst', { line, character: 19 }, 'See :doc:`the queue'), [], 'link text, not a name');
    assert.deepEqual(engine.completion('docs/adr/0001-use-queues.md', { line: 4, character: 8 }, ':doc:`00').filter((i) => i.kind === 'decision'), [], 'Markdown has no :doc:');
  });

  it('resolves ":ref:" links to the record whose ".. _label:" line they name, in any folder, as Sphinx matches labels', () => {
    const old = edx(2, 'Use Redux', 'Replaced\n\n(See :ref:`Use React Query`)');
    const { engine } = workspace({
      'docs/decisions/0001-location.rst': edx(1, 'Location', 'Superceded by :ref:`the decision not to <deciding   not to use it>`.'),
      'docs/decisions/0002-use-redux.rst': old,
      'docs/decisions/0003-not.rst': `.. _Deciding Not To Use It:\n\n${edx(3, 'Deciding Not To Use It', 'Accepted\n\nSupersedes :doc:`0001-location`')}`,
      'docs/frontend/decisions/0010-react-query.rst': `.. _Use React Query:\n\n${edx(10, 'Use React Query', 'Accepted')}`,
      'docs/index.rst': 'Pages\n=====\n\nSee :ref:`a label on no record` and :ref:`Use React Query`.\n',
    });
    assert.equal(engine.currentDecision(engine.record('docs/decisions/0001-location.rst')).path, 'docs/decisions/0003-not.rst');
    const redux = engine.record('docs/decisions/0002-use-redux.rst');
    assert.equal(engine.currentDecision(redux).path, 'docs/frontend/decisions/0010-react-query.rst');
    // The link's range covers the role in the RST text.
    assert.deepEqual(redux.references.map((r) => textAt(old, r.range)), [':ref:`Use React Query`']);
    const found = engine.check().filter((d) => ['superseded-without-successor', 'broken-link', 'unknown-reference'].includes(d.rule));
    // A label no record defines may be another page's: not a broken link.
    assert.deepEqual(found.map((d) => d.message), []);
  });

  it('follows a ":ref:" label as records change: removed, it resolves to nothing; written again, to its record', () => {
    const target = `.. _Use React Query:\n\n${edx(10, 'Use React Query', 'Accepted')}`;
    const { engine } = workspace({
      'docs/decisions/0002-use-redux.rst': edx(2, 'Use Redux', 'Superseded by :ref:`Use React Query`'),
      'docs/decisions/0010-react-query.rst': target,
    });
    const current = () => engine.currentDecision(engine.record('ADR-0002')).id;
    assert.equal(current(), 'ADR-0010');
    engine.update('docs/decisions/0010-react-query.rst', target.replace('.. _Use React Query:', '.. _Use Query:'));
    assert.equal(current(), 'ADR-0002');
    assert.deepEqual(engine.check().filter((d) => d.rule === 'superseded-without-successor').map((d) => d.path), ['docs/decisions/0002-use-redux.rst']);
    engine.update('docs/decisions/0010-react-query.rst', target);
    assert.equal(current(), 'ADR-0010');
  });

  it('finds an RST record cited from code by its path', () => {
    const { engine } = workspace({
      'docs/decisions/0001-a.rst': edx(1, 'A', 'Accepted'),
      'src/app.py': '# See docs/decisions/0001-a.rst for why.\nx = 1\n',
    });
    assert.deepEqual(engine.decisionsForPath('src/app.py').filter((g) => g.match === 'cites').map((g) => g.decision.id), ['ADR-0001']);
  });
});

describe('the RST projection', { skip }, () => {
  it('keeps the text\'s length and its line breaks, whatever the text', async () => {
    const m = await loadModel();
    const piece = fc.constantFrom(':ref:`t <u>`', ':ref:`u`', ':ref:`', '`t <u>`_', '`t  <u>`__', ':doc:`t <u>`', ':doc:`t<u>`', ':doc:`u`', '`t`_', 'Title\n', '=====\n', '#####', '****', ':Status: ', ':doc:`', '`', '<', '>', '`_', '__', '.. ', '.. _x: ', '.. note::', '.. code-block:: py', '::', '\n   ', '\r\n', '\r', 'ADR-0001', ' ', 'x', '\\');
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string({ maxLength: 8 })), { maxLength: 60 }).map((a) => a.join('')), (text) => {
        const { text: projected, headings } = m.projectRst(text);
        assert.equal(projected.length, text.length);
        const breaks = (t) => [...t.matchAll(/\r\n|\r|\n/g)].map((b) => `${b.index}:${b[0]}`);
        assert.deepEqual(breaks(projected), breaks(text));
        const lines = text.split(/\r\n|\r|\n/);
        for (const h of headings) assert.equal(lines[h.line].slice(h.start, h.end), h.text);
      }),
      { numRuns: 500 },
    );
  });
});
