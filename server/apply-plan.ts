// Carries out a new-record plan from the engine. The engine's applyNewRecordPlan holds the workspace
// guarantees (inside a collection, never over an existing file, no symlink escapes); this adapts its
// refusals into messages for the caller and tells the warm index about the new files at once.
import { applyNewRecordPlan, UnsafeWriteError } from '../engine/index.js';
import type { Engine, NewRecordPlan } from '../engine/api.js';
import { ToolInputError } from './tool-kit.js';

export interface AppliedPlan {
  created: string;
  edited: string[];
}

export function applyPlan(engine: Engine, plan: NewRecordPlan): AppliedPlan {
  let result;
  try {
    result = applyNewRecordPlan(engine.root, plan, { collections: engine.collections().map((c) => c.dir) });
  } catch (error) {
    if (error instanceof UnsafeWriteError) throw new ToolInputError(`${error.message} Nothing was written.`);
    throw error;
  }
  // Not waiting for the watcher: the very next call must see the new record and the edited one.
  for (const path of [...result.created, ...result.edited]) engine.update(path);
  return { created: result.created[0] ?? plan.path, edited: result.edited };
}
