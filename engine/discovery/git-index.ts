// The paths git tracks, read from its index file ("DIRC", versions 2 to 4). Git never ignores a tracked file: a
// repository whose .gitignore names "/doc/" but that added its records with `git add -f` has them all the same, and so
// must the walk (Captive-Studio/gitlab-ci's two records were not read).

/** The tracked files and the folders holding them, as workspace paths (relative to the workspace root). */
export interface TrackedPaths {
  hasFile(path: string): boolean;
  /** Whether a tracked file lies anywhere below the folder. */
  holdsFiles(dir: string): boolean;
}

const SIGNATURE = 0x44495243; // "DIRC"
/** ctime, mtime (seconds, nanoseconds), dev, ino, mode, uid, gid, size: ten 32-bit fields before the object id. */
const STAT_BYTES = 40;
const EXTENDED_FLAG = 0x4000;
const NAME_MASK = 0x0fff;

/**
 * The entries of an index file whose paths lie below `prefix` (the workspace root's path from the top of the work
 * tree, "" at the top), relative to it. Undefined when the bytes are not an index this reader knows: the walk then
 * goes by the ignore rules alone, as before. Object ids of 20 bytes (SHA-1) are tried first, then 32 (SHA-256).
 */
export function trackedPathsFromIndex(bytes: Uint8Array, prefix: string): TrackedPaths | undefined {
  return entriesOf(bytes, prefix, 20) ?? entriesOf(bytes, prefix, 32);
}

function entriesOf(bytes: Uint8Array, prefix: string, hashBytes: number): TrackedPaths | undefined {
  if (bytes.length < 12) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0) !== SIGNATURE) return undefined;
  const version = view.getUint32(4);
  if (version < 2 || version > 4) return undefined;
  const count = view.getUint32(8);
  const decoder = new TextDecoder('utf-8');
  const under = prefix === '' ? '' : `${prefix}/`;
  const files = new Set<string>();
  const dirs = new Set<string>();
  let offset = 12;
  let previous: Uint8Array = new Uint8Array(0);
  for (let e = 0; e < count; e++) {
    const start = offset;
    const flagsAt = start + STAT_BYTES + hashBytes;
    if (flagsAt + 2 > bytes.length) return undefined;
    const flags = view.getUint16(flagsAt);
    let nameAt = flagsAt + 2;
    if (flags & EXTENDED_FLAG) {
      if (version < 3) return undefined;
      nameAt += 2;
    }
    let name: Uint8Array;
    if (version === 4) {
      // The path is the previous one less its last N bytes, then a NUL-terminated suffix; N is git's offset varint.
      let c = bytes[nameAt++];
      if (c === undefined) return undefined;
      let strip = c & 0x7f;
      while (c & 0x80) {
        c = bytes[nameAt++];
        if (c === undefined) return undefined;
        strip = ((strip + 1) << 7) | (c & 0x7f);
      }
      const end = bytes.indexOf(0, nameAt);
      if (end < 0 || strip > previous.length) return undefined;
      const kept = previous.length - strip;
      name = new Uint8Array(kept + end - nameAt);
      name.set(previous.subarray(0, kept));
      name.set(bytes.subarray(nameAt, end), kept);
      offset = end + 1;
    } else {
      const length = flags & NAME_MASK;
      const end = length < NAME_MASK ? nameAt + length : bytes.indexOf(0, nameAt);
      // The name ends in at least one NUL: anything else is no entry of this layout (another object id length).
      if (end < 0 || end >= bytes.length || bytes[end] !== 0) return undefined;
      name = bytes.subarray(nameAt, end);
      // NUL padding to a multiple of eight bytes from the entry's start, at least one.
      offset = start + ((end - start + 8) & ~7);
    }
    previous = name;
    const path = decoder.decode(name);
    if (!path.startsWith(under)) continue;
    // A sparse index keeps a whole folder outside the sparse cone as one entry, named with a trailing slash.
    const own = path.endsWith('/') ? path.slice(0, -1) : path;
    const relative = own.slice(under.length);
    if (relative === '') continue;
    if (!path.endsWith('/')) files.add(relative);
    else dirs.add(relative);
    for (let slash = relative.lastIndexOf('/'); slash > 0; slash = relative.lastIndexOf('/', slash - 1)) {
      const dir = relative.slice(0, slash);
      if (dirs.has(dir)) break;
      dirs.add(dir);
    }
  }
  return { hasFile: (path) => files.has(path), holdsFiles: (dir) => dirs.has(dir) };
}
