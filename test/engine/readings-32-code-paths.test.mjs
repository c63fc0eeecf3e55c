// Session 32: paths a record names that are no claim about the repository as it is (plans, examples, history, runtime
// data, another bucket's keys), each in the shape the real records take (fixtures written for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const filler = (n) => `# ${n}. Filler ${n}\n\nDate: 2024-01-0${n}\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n`;
/** The paths stale-code-path reports for one accepted record, its body given, beside the code files given. */
function stale(body, code = {}) {
  const files = {
    'docs/adr/0001-f.md': filler(1),
    'docs/adr/0002-g.md': filler(2),
    'docs/adr/0003-x.md': `# 3. The record\n\nDate: 2024-01-03\n\n## Status\n\nAccepted\n\n${body}\n`,
    // The top folders the paths below start from are there: a path under a folder the repository lacks is not judged.
    'src/app.py': 'x\n',
    'docs/runbooks/001-a.md': 'x\n',
    'rfcs/0001-a.md': 'x\n',
    'env-dev/apps/web/main.tf': 'x\n',
    'appname/README.md': 'x\n',
    '.claude/settings.json': '{}\n',
    'internal/cli/main.go': 'x\n',
    'runner/main.py': 'x\n',
    '.changeset/config.json': '{}\n',
    'src/Modules/Users/Module.cs': 'x\n',
    'scripts/run.sh': 'x\n',
    ...code,
  };
  return workspace(files)
    .engine.check()
    .filter((d) => d.rule === 'stale-code-path')
    .map((d) => /names (\S+), which/.exec(d.message)?.[1]);
}

describe('paths replaced, from the past, given as examples, made at run time or still to add (bed 90)', { skip }, () => {
  it('holds none of them to exist (BjornMelin/tripsage-ai, b3tascape/agt-sea, GabrielFranciscoSM/TFG-Chatbot)', () => {
    const body = [
      '## Context',
      '',
      'The service began with handlers in `src/handlers_old.py`.',
      '',
      '## Decision',
      '',
      '- Replace `src/gateway.py` with `src/proxy.py`.',
      '- Adding a new kind later (e.g. `src/kinds/extra/`) needs no change.',
      '- Snapshots go to `data/snapshots/` at run time. Add a small `docs/adr/GUIDE.md`.',
    ].join('\n');
    assert.deepEqual(stale(body, { 'src/proxy.py': 'x\n', 'data/.keep': '' }), []);
  });

  it('still reports a path stated as where the code is', () => {
    assert.deepEqual(stale('## Decision\n\nThe handlers live in `src/handlers.py`.\n'), ['src/handlers.py']);
  });
});

describe('paths named as plans, options, history or made-up names (bed 92)', { skip }, () => {
  it('holds a module extracted "once a second consumer appears" and other conditional plans not to exist (BinHsu/aegis-aws-landing-zone)', () => {
    const code = { 'infra/stacks/main.tf': 'x\n' };
    assert.deepEqual(stale('## Decision\n\nKeep the network inline. A module at `infra/modules/net/` extracts the pattern once a second consumer appears.\n', code), []);
    assert.deepEqual(stale('## Decision\n\nThe runbook is to be formalized in `docs/runbooks/004-drill.md`.\n', code), []);
    assert.deepEqual(stale('## Decision\n\nThe fallback is to migrate to a `scripts/make-providers.sh` template if this fails.\n', code), []);
    assert.deepEqual(stale('## Decision\n\nThe rules were originally authored in `infra/stacks/old/rules.tf` for the first stack.\n', code), []);
    assert.deepEqual(stale('## Decision\n\nWe avoid forking a new `infra/edge/` stack.\n', code), []);
    assert.deepEqual(stale('## Decision\n\n`infra/modules/roles/` is a candidate future refactor, out of scope here.\n', code), []);
    assert.deepEqual(stale('## Decision\n\nLater: add `infra/stacks/a/alarms.tf` and `infra/stacks/b/alarms.tf` with one shape.\n', code), []);
  });

  it('holds example names ("my-feature", "service-a") not to exist (NixOS/rfcs, dr3dr3/terraform)', () => {
    assert.deepEqual(stale('## Decision\n\nCopy the template to `rfcs/0000-my-feature.md` and open a pull request.\n'), []);
    assert.deepEqual(stale('## Decision\n\nWhere: this repository (`env-dev/apps/service-a/`).\n'), []);
  });
});

describe('paths in a remote bucket, planned in a nested list, or gone with the change told (bed 91)', { skip }, () => {
  it('holds bucket keys and a "_(planned)_" folder not to exist (Nick2bad4u/Uptime-Watcher)', () => {
    const body = '## Decision\n\nCurrent layout in the remote bucket:\n\n- `appname/manifest.json`\n- `appname/backups/`\n\nCode:\n\n- `src/sync/`\n  - _(planned)_ `providers/ftp/`\n';
    assert.deepEqual(stale(body, { 'src/sync/a.py': 'x\n' }), []);
    assert.deepEqual(stale('## Decision\n\n### Key naming\n\nAll keys are plain.\n\nCurrent layout:\n\n- `appname/manifest.json`\n'), []);
  });

  it('holds a file an abolished layer held not to exist (Takenori-Kusaka/process-compass)', () => {
    assert.deepEqual(stale('## Context\n\nThe change abolished the guard layer (`.claude/guard.json` and its hooks).\n'), []);
    assert.deepEqual(stale('## Context\n\n前回の変更で強制層（`.claude/guard.json`）を全廃した。\n'), []);
  });
});

describe('paths removed on purpose, withdrawn, shown as examples or to document (beds 87 and 89)', { skip }, () => {
  it('holds a nested list under "Removed components" not to exist, and keeps the modified ones judged (choplin/amux)', () => {
    const body = '## Implementation details\n\n1. **Removed components**:\n   - `internal/mailbox/` - entire package\n2. **Modified components**:\n   - `internal/store/store.go` - new field\n';
    assert.deepEqual(stale(body), ['internal/store/store.go']);
  });

  it('holds withdrawn work and an example changeset file not to exist (curie-eng/curie, sapientpants/sonarqube-mcp-server)', () => {
    assert.deepEqual(stale('## Context\n\nThe withdrawn runner work needed `runner/tools/installer.py` at 500 lines.\n'), []);
    assert.deepEqual(stale('## Decision\n\n**Example changeset file** (`.changeset/cool-thing.md`):\n'), []);
  });

  it('holds a page the record says to write not to exist (Darkona/java-springboot-archetype, viklev-consid/modulith)', () => {
    assert.deepEqual(stale('## Follow-up\n\n1. Documentation\n   - Describe the switch in `docs/feature-flags.md`.\n'), []);
    assert.deepEqual(stale('## Decision\n\nDocument this pattern in `Users/GUIDE.md`.\n'), []);
  });
});
