import { z } from 'zod';
import { schemas } from '../../engine/index.js';
import { defineTool } from '../tool-kit.js';
import { workspacePath } from './common.js';
import { summaryLine } from '../render.js';

export const decisionsForPath = defineTool({
  name: 'decisions_for_path',
  title: 'Decisions governing a path',
  description:
    'Finds the architecture decisions that govern a file or folder: records that name the path (or a folder ' +
    'containing it) and decisions the file itself cites in comments. Use it before changing code, to learn which ' +
    'decisions constrain that code. Returns each governing decision with how it matched (exact, directory, cites); ' +
    'superseded ones carry the id of the current decision.',
  kind: 'read-only',
  input: {
    path: z.string().trim().min(1).describe('Workspace-relative path of a file or folder, e.g. "src/db/pool.ts" or "src/db/".'),
  },
  output: schemas.RefsOutputSchema.shape,
  run({ engine, signal }, args) {
    const path = workspacePath(engine, args.path);
    const governing = engine.decisionsForPath(path, signal);
    const text = governing.length
      ? governing.map((g) => `${summaryLine(g.decision)} (${g.match}: ${g.matchedPath})`).join('\n')
      : `No decision names ${path || 'the workspace root'} or is cited by it.`;
    return { structured: { path, governing }, text };
  },
});
