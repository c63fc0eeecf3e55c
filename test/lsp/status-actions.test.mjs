// Status changes from the light bulb on a record's status line, as an editor asks for them: refactorings whose edit
// rewrites the status, and, for a client that has the command, superseding the record.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startLspClient, positionOf, applyChange } from './lsp-client.mjs';
import { copyWorkspace } from './workspace.mjs';

const R0005 = 'docs/adr/0005-use-postgresql-for-storage.md';

/** The code actions an editor asks for with the cursor on the first line holding `needle` (no `only`: the light bulb). */
async function actionsOn(client, path, needle) {
  await client.open(path);
  const { line } = positionOf(client.text(path), needle);
  return client.codeActions(path, { start: { line, character: 0 }, end: { line, character: 0 } });
}

function applied(text, action) {
  const edits = Object.values(action.edit.changes).flat();
  return [...edits].sort((a, b) => b.range.start.line - a.range.start.line || b.range.start.character - a.range.start.character).reduce((t, e) => applyChange(t, { range: e.range, text: e.newText }), text);
}

describe('language server: status changes on a status line', () => {
  let ws;
  let plain;
  let ours;

  before(async () => {
    ws = copyWorkspace();
    plain = await startLspClient({ root: ws.root });
    ours = await startLspClient({ root: ws.root, initializationOptions: { commands: ['adrLens.supersedeDecision'] } });
  });

  after(async () => {
    await plain?.stop();
    await ours?.stop();
    ws?.dispose();
  });

  it('announces refactorings beside quick fixes', () => {
    assert.ok(plain.initializeResult.capabilities.codeActionProvider.codeActionKinds.includes('refactor.rewrite'));
  });

  it('offers deprecating an accepted decision; its edit writes the new status in place', async () => {
    const actions = await actionsOn(plain, R0005, 'Accepted');
    const rewrite = actions.filter((a) => a.kind === 'refactor.rewrite');
    assert.deepEqual(rewrite.map((a) => a.title), ['Change status to "Deprecated"']);
    const text = plain.text(R0005);
    assert.equal(applied(text, rewrite[0]), text.replace('\nAccepted\n', '\nDeprecated\n'));
  });

  it('offers superseding only to a client that has the command, with the record and its folder', async () => {
    const actions = await actionsOn(ours, R0005, 'Accepted');
    const supersede = actions.find((a) => a.command?.command === 'adrLens.supersedeDecision');
    assert.ok(supersede, JSON.stringify(actions));
    assert.equal(supersede.title, 'Supersede ADR-0005 with a new decision…');
    assert.deepEqual(supersede.command.arguments, [{ id: 'ADR-0005', folder: ws.root }]);
    assert.ok(!(await actionsOn(plain, R0005, 'Accepted')).some((a) => a.command), 'a client without the command is offered none');
  });

  it('stays out of the way elsewhere in the record and when only quick fixes are asked for', async () => {
    assert.deepEqual((await actionsOn(plain, R0005, '## Context')).filter((a) => a.kind === 'refactor.rewrite'), []);
    await plain.open(R0005);
    const { line } = positionOf(plain.text(R0005), 'Accepted');
    const quickOnly = await plain.codeActions(R0005, { start: { line, character: 0 }, end: { line, character: 0 } }, { only: ['quickfix'] });
    assert.ok(!quickOnly.some((a) => a.kind === 'refactor.rewrite'));
  });
});
