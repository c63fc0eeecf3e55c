// The decision graph as an arc diagram (engine/features/graph-svg.ts): `adr-lens graph --format svg` and VS Code's
// Decision Graph view. Fixtures written for these tests.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tempDir } from '../temp-dir.mjs';
import fc from 'fast-check';
import { engineAvailable, engineModule, repoRoot, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';
const cli = join(repoRoot, 'dist', 'cli.js');

const nygard = (n, title, status) => `# ${n}. ${title}\n\nDate: 2026-01-0${n}\n\n## Status\n\n${status}\n\n## Context\n\nWhy.\n`;

const chain = {
  'docs/adr/0001-use-a-queue.md': nygard(1, 'Use a queue', 'Superseded by [3. Use a log](0003-use-a-log.md)'),
  'docs/adr/0002-keep-sessions-in-memory.md': nygard(2, 'Keep sessions in memory', 'Accepted'),
  'docs/adr/0003-use-a-log.md': nygard(3, 'Use a log', 'Accepted\n\nSupersedes [1. Use a queue](0001-use-a-queue.md)'),
  'docs/adr/0004-name-the-topics.md': nygard(4, 'Name the topics', 'Proposed\n\nAmends [3. Use a log](0003-use-a-log.md)'),
  'docs/adr/0005-retry-twice.md': nygard(5, 'Retry twice', 'Proposed\n\nSupersedes [2. Keep sessions in memory](0002-keep-sessions-in-memory.md) when accepted'),
  'docs/adr/0006-log-in-json.md': nygard(6, 'Log in JSON', 'Accepted'),
};

/**
 * Well-formed enough for any XML reader: tags balance, no markup character stands bare in text or attribute values,
 * and every entity is one XML knows.
 */
function assertWellFormed(svg) {
  const stack = [];
  let rest = svg;
  while (rest.length) {
    const lt = rest.indexOf('<');
    const text = lt < 0 ? rest : rest.slice(0, lt);
    assert.doesNotMatch(text, /&(?!(?:amp|lt|gt|quot|#39);)|>/, `bare markup in text: ${JSON.stringify(text.slice(0, 80))}`);
    if (lt < 0) break;
    const gt = rest.indexOf('>', lt);
    assert.ok(gt > lt, 'an unclosed tag');
    const tag = rest.slice(lt + 1, gt);
    const m = /^(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)$/.exec(tag);
    assert.ok(m, `a tag no XML reader accepts: <${tag.slice(0, 120)}>`);
    for (const [, value] of m[3].matchAll(/="([^"]*)"/g)) assert.doesNotMatch(value, /&(?!(?:amp|lt|gt|quot|#39);)/, `a bare & in ${value}`);
    if (m[1]) assert.equal(stack.pop(), m[2], `</${m[2]}> closes another element`);
    else if (!m[4]) stack.push(m[2]);
    rest = rest.slice(gt + 1);
  }
  assert.deepEqual(stack, [], 'elements left open');
  // XML 1.0 holds no C0 control character but tab, line feed and carriage return.
  assert.doesNotMatch(svg, /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/);
}

/** The y of each decision row, by id, and the rows' ids in order. */
function rows(svg) {
  const body = svg.slice(svg.indexOf('<g transform'));
  const ids = [...body.matchAll(/<g class="[^"]*row[^"]*" data-id="([^"]+)"[^>]*>\n<title>[^<]*<\/title>\n<rect class="band" x="0" y="([\d.]+)"/g)];
  return new Map(ids.map(([, id, y]) => [id, Number(y) + 13]));
}

/** Each arc's two ends (y of its start and end) and its classes. */
function arcs(svg) {
  const body = svg.slice(svg.indexOf('<g transform'));
  return [...body.matchAll(/<path class="(edge[^"]*)" d="M[\d.]+,([\d.]+) C[^ ]+ [^ ]+ [\d.]+,([\d.]+)"[^>]*><title>([^<]*)<\/title>/g)].map(([, cls, y1, y2, title]) => ({
    cls,
    y1: Number(y1),
    y2: Number(y2),
    title,
  }));
}

describe('graph as an arc diagram', { skip }, () => {
  it('draws one row per decision and each relation as an arc between its two rows, from the newer to the older', () => {
    const { engine } = workspace(chain);
    const graph = engine.graph();
    const svg = engineModule.toSvg(graph, { caption: engineModule.graphCaption(graph, 'docs/adr') });
    assertWellFormed(svg);
    const y = rows(svg);
    assert.deepEqual([...y.keys()], ['ADR-0001', 'ADR-0002', 'ADR-0003', 'ADR-0004', 'ADR-0005', 'ADR-0006']);
    const drawn = arcs(svg);
    assert.equal(drawn.length, graph.edges.length);
    assert.equal(graph.edges.length, 3);
    for (const e of graph.edges) {
      const arc = drawn.find((a) => a.title.startsWith(`${e.from} ${e.kind.replace(/-/g, ' ')} ${e.to}`));
      assert.ok(arc, `an arc for ${e.from} ${e.kind} ${e.to}`);
      assert.equal(arc.y1, y.get(e.from));
      assert.equal(arc.y2, y.get(e.to));
      assert.match(arc.cls, new RegExp(`k-${e.kind}`));
    }
    const conditional = drawn.find((a) => a.title.startsWith('ADR-0005 supersedes ADR-0002'));
    assert.match(conditional.cls, /conditional/);
    assert.match(conditional.title, /on a condition/);
    // The caption and a legend naming the kinds drawn, and only those.
    assert.match(svg, />docs\/adr: 6 decisions, 3 relations</);
    assert.match(svg, />supersedes</);
    assert.match(svg, />amends</);
    assert.doesNotMatch(svg, />relates to</);
    assert.match(svg, />on a condition</);
    // Status as a class (colour) and as words; the retired title is muted.
    assert.match(svg, /<g class="row retired" data-id="ADR-0001" data-path="docs\/adr\/0001-use-a-queue.md">/);
    assert.match(svg, /<circle class="lc-superseded"/);
    assert.match(svg, /<circle class="lc-proposed"/);
  });

  it('gives each decision its day, when its record gives one', () => {
    const files = { ...chain, 'docs/adr/0007-undated.md': '# 7. Undated\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n' };
    const graph = workspace(files).engine.graph();
    assert.equal(graph.nodes.find((n) => n.id === 'ADR-0003').date, '2026-01-03');
    assert.equal(graph.nodes.find((n) => n.id === 'ADR-0007').date, undefined);
    const svg = engineModule.toSvg(graph);
    assertWellFormed(svg);
    const days = [...svg.matchAll(/<g class="row[^"]*" data-id="([^"]+)"[\s\S]*?<\/g>/g)].map((m) => [m[1], /class="muted date">([^<]+)</.exec(m[0])?.[1]]);
    assert.deepEqual(days.find(([id]) => id === 'ADR-0003'), ['ADR-0003', '2026-01-03']);
    assert.deepEqual(days.find(([id]) => id === 'ADR-0007'), ['ADR-0007', undefined]);
  });

  it('marks the highlighted decision, and keeps the one asked about when only related decisions are drawn', () => {
    const { engine } = workspace(chain);
    const connected = engine.graph({ connectedOnly: true });
    assert.ok(!connected.nodes.some((n) => n.id === 'ADR-0006'), 'ADR-0006 has no relation');
    const kept = engine.graph({ connectedOnly: true, keep: 'docs/adr/0006-log-in-json.md' });
    assert.deepEqual(
      kept.nodes.map((n) => n.id),
      ['ADR-0001', 'ADR-0002', 'ADR-0003', 'ADR-0004', 'ADR-0005', 'ADR-0006'],
    );
    const svg = engineModule.toSvg(kept, { highlight: 'ADR-0006' });
    assert.match(svg, /<g class="row highlight" data-id="ADR-0006"/);
    assert.equal((svg.match(/ highlight"/g) ?? []).length, 1);
  });

  it('heads each collection when the graph spans several, and drops the collection from ids it qualifies', () => {
    const { engine } = workspace({
      ...chain,
      'services/billing/docs/adr/0001-bill-monthly.md': nygard(1, 'Bill monthly', 'Superseded by [2. Bill weekly](0002-bill-weekly.md)'),
      'services/billing/docs/adr/0002-bill-weekly.md': nygard(2, 'Bill weekly', 'Accepted\n\nSupersedes [1. Bill monthly](0001-bill-monthly.md)'),
    });
    const graph = engine.graph({ connectedOnly: true });
    const svg = engineModule.toSvg(graph);
    assertWellFormed(svg);
    assert.match(svg, /class="muted id">docs\/adr</);
    assert.match(svg, /class="muted id">services\/billing\/docs\/adr</);
    const qualified = graph.nodes.find((n) => n.collection === 'services/billing/docs/adr' && n.title === 'Bill monthly');
    assert.equal(qualified.id, 'services/billing/docs/adr/ADR-0001');
    assert.match(svg, /data-id="services\/billing\/docs\/adr\/ADR-0001"[^>]*>\n<title>[^<]*<\/title>\n<rect[^>]*\/>\n<circle[^>]*\/>\n<text[^>]*><tspan class="id">ADR-0001</);
    assert.equal(rows(svg).size, graph.nodes.length);
  });

  it('draws an empty graph as a well-formed picture', () => {
    const svg = engineModule.toSvg({ nodes: [], edges: [] }, { caption: '0 decisions, 0 relations' });
    assertWellFormed(svg);
    assert.equal(rows(svg).size, 0);
  });

  it('a relation to a decision outside the graph gets a row of its own, marked missing', () => {
    const svg = engineModule.toSvg({
      nodes: [{ id: 'ADR-0002', title: 'Two', lifecycle: 'accepted', path: 'docs/adr/0002-two.md', collection: 'docs/adr' }],
      edges: [{ from: 'ADR-0002', to: 'ADR-0001', kind: 'supersedes' }],
    });
    assertWellFormed(svg);
    assert.deepEqual([...rows(svg).keys()], ['ADR-0002', 'ADR-0001']);
    assert.match(svg, /<circle class="lc-missing"/);
    assert.match(svg, /\(missing\)/);
  });

  it('any title, id, path or relation kind stays text: the picture is always well-formed and never holds the raw markup', () => {
    const text = fc.string({ unit: fc.constantFrom('<', '>', '&', '"', "'", 'a', ' ', '\n', '\u0000', '\u001b', '\ud800', '😀', 'é', ';', 'script', '/') , maxLength: 40 });
    fc.assert(
      fc.property(fc.array(fc.record({ title: text, id: text, path: text }), { minLength: 1, maxLength: 6 }), text, text, (items, kind, caption) => {
        const nodes = items.map((it, i) => ({ id: `${it.id}#${i}`, title: it.title, lifecycle: 'accepted', path: it.path, collection: 'docs/adr' }));
        const edges = nodes.length > 1 ? [{ from: nodes[1].id, to: nodes[0].id, kind }] : [];
        const svg = engineModule.toSvg({ nodes, edges }, { caption, highlight: nodes[0].id });
        assertWellFormed(svg);
        assert.doesNotMatch(svg, /<script/i);
      }),
      { numRuns: 300 },
    );
  });
});

describe('adr-lens graph --format svg', { skip: existsSync(cli) ? false : 'dist/cli.js not built (npm run build)' }, () => {
  it('writes the example workspace as one SVG document, every decision a row', () => {
    const res = spawnSync(process.execPath, [cli, 'graph', '--format', 'svg', '--no-cache', '--root', join(repoRoot, 'examples')], { encoding: 'utf8' });
    assert.equal(res.status, 0, res.stderr);
    assert.match(res.stdout, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    assert.match(res.stdout, /<\/svg>\n$/);
    assertWellFormed(res.stdout);
    // Standing alone (a README on a code host in dark mode) its text follows the viewer's scheme.
    assert.match(res.stdout, /@media \(prefers-color-scheme:dark\)\{\n\.adr-graph text\{fill:var\(--adr-text,#e6edf3\)\}/);
    const list = JSON.parse(spawnSync(process.execPath, [cli, 'list', '--json', '--no-cache', '--root', join(repoRoot, 'examples')], { encoding: 'utf8' }).stdout);
    const count = (list.decisions ?? list.items ?? list.records).length;
    assert.equal(rows(res.stdout).size, count);
    assert.match(res.stdout, new RegExp(`>${count} decisions, \\d+ relations<`));
  });

  it('names the formats in its usage error', () => {
    const res = spawnSync(process.execPath, [cli, 'graph', '--format', 'png', '--root', join(repoRoot, 'examples')], { encoding: 'utf8' });
    assert.equal(res.status, 2);
    assert.match(res.stderr, /svg/);
  });

  describe('--around, --depth, --related', () => {
    const files = {
      ...chain,
      'docs/adr/0007-partition-the-log.md': nygard(7, 'Partition the log', 'Accepted\n\nAmends [4. Name the topics](0004-name-the-topics.md)'),
    };
    const root = tempDir('adr-lens-graph-');
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    const graph = (...args) => spawnSync(process.execPath, [cli, 'graph', '--no-cache', '--root', root, ...args], { encoding: 'utf8' });
    const ids = (res) => JSON.parse(res.stdout).graph.nodes.map((n) => n.id);

    it('keeps the decisions within --depth links of one, either way, and marks it in the SVG', () => {
      assert.deepEqual(ids(graph('--json', '--around', 'ADR-0004')), ['ADR-0001', 'ADR-0003', 'ADR-0004', 'ADR-0007']);
      assert.deepEqual(ids(graph('--json', '--around', 'ADR-4', '--depth', '1')), ['ADR-0003', 'ADR-0004', 'ADR-0007']);
      const svg = graph('--format', 'svg', '--around', '0004-name-the-topics.md', '--depth', '1');
      assert.equal(svg.status, 0, svg.stderr);
      assertWellFormed(svg.stdout);
      assert.deepEqual([...rows(svg.stdout).keys()], ['ADR-0003', 'ADR-0004', 'ADR-0007']);
      assert.match(svg.stdout, /<g class="row highlight" data-id="ADR-0004"/);
      assert.match(svg.stdout, />ADR-0004 and the decisions within 1 link: 3 decisions, 2 relations</);
    });

    it('--related leaves out the decisions without a relation', () => {
      assert.deepEqual(ids(graph('--json', '--related')), ['ADR-0001', 'ADR-0002', 'ADR-0003', 'ADR-0004', 'ADR-0005', 'ADR-0007']);
    });

    it('an unknown id, or --depth without --around or past 10, is a usage error', () => {
      const unknown = graph('--around', 'ADR-0044');
      assert.equal(unknown.status, 2);
      assert.match(unknown.stderr, /unknown decision 'ADR-0044'[\s\S]*did you mean ADR-0004/);
      for (const args of [['--depth', '2'], ['--around', 'ADR-0004', '--depth', '11'], ['--around', 'ADR-0004', '--depth', '0']]) {
        const res = graph(...args);
        assert.equal(res.status, 2, args.join(' '));
        assert.match(res.stderr, /depth/);
      }
    });
  });
});
