// Readings checked against a real repository in session 35 (kubernetes-sigs/gateway-api: proposals rendered by a Hugo
// site that mounts their folder into its content), in the shapes those pages take (fixtures written for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const proposal = (n, body) => `# WEP-${n}: Widget part ${n}\n\n* Issue: #${n}\n* Status: Standard\n\n## Summary\n\n${body}\n`;
const metadata = (n) => `number: ${n}\nname: Widget part ${n}\nstatus: Standard\n`;

/** A proposals folder beside a Hugo site that mounts it, and the site's own pages. */
function mountedSite(links, config = SITE_TOML, configName = 'site/hugo.toml') {
  const files = {
    [configName]: config,
    'site/content/en/_index.md': '# Widgets\n',
    'site/content/en/weps/overview.md': '# Proposal process\n\n## States\n',
    'site/content/en/docs/concepts/personas.md': '# Personas\n',
    'site/content/en/reference/attachment.md': '# Attachment\n',
  };
  for (const n of [10, 11, 12]) {
    files[`weps/wep-${n}/index.md`] = proposal(n, n === 10 ? links.join('\n\n') : 'Widgets.');
    files[`weps/wep-${n}/metadata.yaml`] = metadata(n);
  }
  return workspace(files).engine;
}

const SITE_TOML = `baseURL = "/"
title = "Widgets"

[module]
  [[module.imports]]
    path = "example.org/theme"

  [[module.mounts]]
    source = "content/en"
    target = "content"

  [[module.mounts]]
    source = "../weps"
    target = "content/weps"
`;

const brokenLinks = (engine) => engine.check().filter((d) => d.rule === 'broken-link' && d.path === 'weps/wep-10/index.md').map((d) => d.message);

describe('links written for a Hugo site that mounts the proposals (gateway-api)', { skip }, () => {
  it('a relative link read from the mounted place, and a root-absolute one from the content root, find the site\'s pages', () => {
    const engine = mountedSite([
      'The [states](../overview.md#states).',
      'The [personas](/docs/concepts/personas.md#ana).',
      'See [attachment](../../reference/attachment.md).',
    ]);
    assert.ok(engine.records().some((r) => r.path === 'weps/wep-10/index.md'));
    assert.deepEqual(brokenLinks(engine), []);
  });

  it('a link that misses in the site\'s view too stays broken', () => {
    const engine = mountedSite([
      'The [next part](../wep-99/index.md).',
      'The [list](../../vendors.md).',
      'The [terms](/docs/terms.md).',
    ]);
    assert.equal(brokenLinks(engine).length, 3);
  });

  it('without the mounts the same links are broken', () => {
    const engine = mountedSite(['The [states](../overview.md#states).', 'The [personas](/docs/concepts/personas.md).'], 'baseURL = "/"\ntitle = "Widgets"\n');
    assert.equal(brokenLinks(engine).length, 2);
  });

  it('mounts written as a list under [module] and a hugo.yaml are read too', () => {
    const inline = 'baseURL = "/"\n\n[module]\nmounts = [\n  { source = "content/en", target = "content" },\n  { source = "../weps", target = "content/weps" },\n]\n';
    assert.deepEqual(brokenLinks(mountedSite(['The [states](../overview.md#states).', 'The [personas](/docs/concepts/personas.md).'], inline)), []);
    const yaml = 'baseURL: /\nmodule:\n  mounts:\n    - source: content/en\n      target: content\n    - source: ../weps\n      target: content/weps\n';
    assert.deepEqual(brokenLinks(mountedSite(['The [states](../overview.md#states).', 'The [personas](/docs/concepts/personas.md).'], yaml, 'site/hugo.yaml')), []);
  });

  it('a site that mounts only the proposals has no other pages: Hugo drops its own content folder then', () => {
    const config = '[module]\n  [[module.mounts]]\n    source = "../weps"\n    target = "content/weps"\n';
    const engine = workspace({
      'site/hugo.toml': config,
      'site/content/weps/overview.md': '# Process\n',
      ...Object.fromEntries([10, 11, 12].flatMap((n) => [[`weps/wep-${n}/index.md`, proposal(n, n === 10 ? 'The [states](../overview.md).' : 'Widgets.')], [`weps/wep-${n}/metadata.yaml`, metadata(n)]])),
    }).engine;
    assert.equal(brokenLinks(engine).length, 1);
  });
});

describe('an example id in a script', { skip }, () => {
  const script = (id) => `#!/usr/bin/env bash\n# Checks that every proposal page starts with a header holding a title, e.g.:\n#\n#   ---\n#   title: "${id}: Some Title"\n#   ---\nset -e\n`;
  const unknown = (id) => {
    const files = { 'hack/verify-headers.sh': script(id) };
    for (const n of [10, 11, 12]) {
      files[`weps/wep-${n}/index.md`] = proposal(n, 'Widgets.');
      files[`weps/wep-${n}/metadata.yaml`] = metadata(n);
    }
    return workspace(files).engine.check().filter((d) => d.rule === 'unknown-reference' && d.path === 'hack/verify-headers.sh');
  };
  it('the counting number 1234 is made up to show the form (gateway-api)', () => {
    assert.deepEqual(unknown('WEP-1234'), []);
  });
  it('another missing number is still reported', () => {
    assert.equal(unknown('WEP-13').length, 1);
  });
});
