// Readings checked against real repositories in session 18, each in the shape those records take (fixtures written
// for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, engineModule, workspace } from '../fixtures/rules/harness.mjs';
import { createMemoryFs } from '../fixtures/rules/memory-fs.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

/** A loaded engine over files in a workspace whose root folder is `/src/<name>`. */
function namedWorkspace(name, files) {
  const fs = createMemoryFs(files, `/src/${name}`);
  const engine = engineModule.createEngine({ root: fs.root, fs });
  engine.load();
  return engine;
}

describe('paths written from the repository\'s own name (ahmadshalabi/luqma: "luqma/backend/")', { skip }, () => {
  const files = {
    'docs/decisions/0002-use-a-monorepo.md':
      '# Use a monorepo\n\n## Status\n\nAccepted\n\n## Decision Outcome\n\nStructure: `luqma/backend/`, `luqma/frontend/src/`, `luqma/mobile/`\n',
    'backend/src/main/java/app/luqma/App.java': 'class App {}\n',
    'frontend/src/main.ts': 'export {};\n',
  };

  it('reads them from the root when the workspace folder has that name, and still reports what is not there', () => {
    const found = namedWorkspace('luqma', files).check().filter((d) => d.rule === 'stale-code-path').map((d) => d.message);
    assert.equal(found.length, 1, JSON.stringify(found));
    assert.match(found[0], /luqma\/mobile\//);
  });

  it('lets the record govern the files those paths name', () => {
    const governing = namedWorkspace('luqma', files).decisionsForPath('frontend/src/main.ts').map((g) => g.decision.id);
    assert.deepEqual(governing, ['ADR-0002']);
  });

  it('keeps reporting them in a workspace folder of another name', () => {
    const found = namedWorkspace('other', files).check().filter((d) => d.rule === 'stale-code-path');
    assert.equal(found.length, 3);
  });
});
