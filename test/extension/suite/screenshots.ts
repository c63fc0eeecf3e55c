// Not a test: stages the workbench for the README screenshots (`node scripts/vscode-offline.mjs
// screenshots`). Each shot is requested with a console line the runner turns into page.screenshot().
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { activateExtension, openDocument, positionOf, waitFor } from './helpers.js';

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms)); // rendering has no event to wait on

async function shoot(dir: string, name: string): Promise<void> {
  await settle(1200);
  fs.rmSync(path.join(dir, `${name}.png`), { force: true });
  console.log(`ADR_LENS_SCREENSHOT ${name}`);
  await waitFor(`screenshot ${name}`, () => fs.existsSync(path.join(dir, `${name}.png`)), 30_000);
}

export async function takeScreenshots(dir: string): Promise<void> {
  const api = await activateExtension();
  await api.listDecisions();
  await vscode.commands.executeCommand('workbench.action.closeAuxiliaryBar');
  await vscode.commands.executeCommand('workbench.view.explorer');
  await vscode.commands.executeCommand('adrLens.decisions.focus');

  const record = await openDocument('docs/adr/0003-write-services-in-go.md');
  await waitFor('diagnostics on the record', () => vscode.languages.getDiagnostics(record.uri).length > 0);
  await vscode.commands.executeCommand('workbench.files.action.collapseExplorerFolders');
  await vscode.commands.executeCommand('workbench.actions.view.problems');
  const editor = vscode.window.activeTextEditor!;
  const at = positionOf(record, 'ADR-0042', 2);
  editor.selection = new vscode.Selection(at, at);
  await shoot(dir, 'diagnostics');

  await vscode.commands.executeCommand('workbench.action.closePanel');
  const code = await openDocument('src/events/publisher.ts');
  const cite = positionOf(code, 'ADR-0002', 3);
  vscode.window.activeTextEditor!.selection = new vscode.Selection(cite, cite);
  await vscode.commands.executeCommand('workbench.files.action.collapseExplorerFolders');
  await vscode.commands.executeCommand('workbench.action.closeAuxiliaryBar');
  await waitFor('a hover on ADR-0002', async () => {
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', code.uri, cite);
    return hovers?.length;
  });
  await vscode.commands.executeCommand('editor.action.showHover');
  await shoot(dir, 'hover');

  await vscode.commands.executeCommand('editor.action.hideHover');
  // The command waits until the quick pick closes: shown, shot, then closed.
  const searching = vscode.commands.executeCommand('adrLens.searchDecisions', 'ticket events');
  await waitFor('search results', async () => (await api.searchDecisions('ticket events'))?.length);
  await shoot(dir, 'search');
  await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
  await searching;

  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  // A few more relations than the fixture has, in this copy of it only: an amendment and a conditional supersede.
  const nygard = (n: number, title: string, status: string) =>
    `# ${n}. ${title}\n\nDate: 2024-0${n - 1}-10\n\n## Status\n\n${status}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n`;
  const write = (name: string, text: string) => fs.writeFileSync(path.join(vscode.workspace.workspaceFolders![0]!.uri.fsPath, 'docs', 'adr', name), text);
  write('0007-partition-ticket-events-by-customer.md', nygard(7, 'Partition ticket events by customer', 'Accepted\n\nAmends [4. Use Kafka for ticket events](0004-use-kafka-for-events.md)'));
  write('0008-write-the-ticket-service-in-rust.md', nygard(8, 'Write the ticket service in Rust', 'Proposed\n\nSupersedes [3. Write services in Go](0003-write-services-in-go.md) when accepted'));
  await openDocument('docs/adr/0004-use-kafka-for-events.md');
  await vscode.commands.executeCommand('adrLens.showGraph', { all: true });
  await waitFor('the Decision Graph', () => api.decisionGraph()?.shown?.decisions === 8);
  await shoot(dir, 'graph');
}
