// `file:` URIs, as editors and MCP clients name files and folders (a document, a workspace root, a path argument).
import { fileURLToPath } from 'node:url';

/** The file-system path of a `file:` URI; undefined for other schemes (untitled:, git:, https:…) or a malformed one. */
export function fileUriToPath(uri: string): string | undefined {
  if (!/^file:/i.test(uri)) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}
