// The editor's "fix all in the workspace": the passes `adr-lens check --fix` would write (fixPasses), run on texts in
// memory (the editor's buffers, the disk's text of the other files), and handed back as one set of edits from those
// texts to the final ones, for the editor to apply as one step. The engine holds the in-between texts only while
// planning: it is given back what the editor and the disk hold before this returns.
import type { ChangeSet, Engine } from './api.js';
import { readEditable } from './apply.js';
import { EditComposer } from './compose-edits.js';
import { preferredFix } from './features/fix-all.js';
import { fixPasses, inScope, type FixScope, type WorkspaceFixes } from './fix-workspace.js';
import type { TextEdit } from './types.js';

export interface InMemoryFixOptions extends FixScope {
  /** The editor's text of an open file; undefined when the disk is the truth. */
  bufferOf(path: string): string | undefined;
  /** Why a file is not this run's to edit (another workspace folder fixes it), or undefined. */
  leaveAlone?(path: string): string | undefined;
}

export interface PlannedFixes extends WorkspaceFixes {
  /** Per file, edits from the text it was planned on (buffer or disk) to the final one. */
  edits: TextEdit[];
  /**
   * Findings in scope that still have a mechanical fix after the last pass (one that came back after its fix, one in
   * a file that cannot be edited), not counting those waiting on a file left alone (leaveAlone).
   */
  left: number;
  /** What planning changed in the engine on the way, to publish again: files read afresh may judge differently now. */
  changes: ChangeSet;
}

export function planWorkspaceFixes(engine: Engine, options: InMemoryFixOptions): PlannedFixes {
  const texts = new Map<string, EditComposer>();
  const changes: ChangeSet[] = [];
  const leftAlone = new Set<string>();
  let planned: Omit<PlannedFixes, 'changes'>;
  try {
    const fixes = fixPasses(engine, options, {
      prepare(path) {
        const reason = options.leaveAlone?.(path);
        if (reason !== undefined) {
          leftAlone.add(path);
          return reason;
        }
        let text = options.bufferOf(path);
        if (text === undefined) {
          // A file no editor holds is edited as the disk has it, read again as check --fix does (the engine may not
          // have heard of a change yet); one check --fix leaves alone (read-only, hard links, not UTF-8) is left alone
          // here too.
          changes.push(engine.update(path));
          const read = readEditable(engine.root, path);
          if ('refused' in read) return read.refused;
          text = read.text;
        }
        texts.set(path, new EditComposer(text));
        changes.push(engine.update(path, text));
        return undefined;
      },
      apply(edits) {
        const byPath = new Map<string, TextEdit[]>();
        for (const e of edits) byPath.set(e.path, [...(byPath.get(e.path) ?? []), e]);
        for (const [path, list] of byPath) {
          const composer = texts.get(path);
          if (!composer) throw new Error(`${path} was not read before its edit`);
          changes.push(engine.update(path, composer.apply(list, path)));
        }
        return [...byPath.keys()];
      },
    });
    const left = inScope(engine, options).filter((d) => {
      const fix = preferredFix(d.fixes, { unattended: true });
      return fix && fix.edits.length > 0 && !fix.edits.some((e) => leftAlone.has(e.path));
    }).length;
    const edits = fixes.files.flatMap((path) => texts.get(path)!.edits(path));
    planned = { ...fixes, edits, left };
  } finally {
    for (const path of texts.keys()) changes.push(engine.update(path, options.bufferOf(path)));
  }
  return { ...planned, changes: merged(changes) };
}

function merged(sets: readonly ChangeSet[]): ChangeSet {
  return {
    diagnosticsChanged: [...new Set(sets.flatMap((s) => s.diagnosticsChanged))],
    recordsChanged: sets.some((s) => s.recordsChanged),
    citationsChanged: sets.some((s) => s.citationsChanged),
  };
}
