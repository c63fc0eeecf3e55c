// Cursor pagination shared by list and search: the cursor is an opaque base64url token holding the offset.
import type { Page } from '../api.js';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 500;

export class InvalidCursorError extends Error {
  constructor(cursor: string) {
    super(`Invalid cursor "${cursor.slice(0, 40)}": pass the nextCursor of the previous page unchanged, or omit it to start over.`);
    this.name = 'InvalidCursorError';
  }
}

export function encodeCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ o: offset }), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined || cursor === '') return 0;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o?: unknown };
    if (typeof parsed.o === 'number' && Number.isInteger(parsed.o) && parsed.o >= 0) return parsed.o;
  } catch {
    // fall through to the error below: the message says what to do
  }
  throw new InvalidCursorError(cursor);
}

/** `defaultLimit` applies when the caller gives none (Infinity: everything in one page). */
export function paginate<T>(all: T[], options: { limit?: number; cursor?: string }, defaultLimit = DEFAULT_PAGE_SIZE): Page<T> {
  const { offset, limit } = pageWindow(options, defaultLimit);
  return pageFrom(all.slice(offset, offset + limit), all.length, offset, limit);
}

/** Where the page asked for starts and how long it is. */
export function pageWindow(options: { limit?: number; cursor?: string }, defaultLimit = DEFAULT_PAGE_SIZE): { offset: number; limit: number } {
  const offset = decodeCursor(options.cursor);
  const limit = options.limit === undefined ? defaultLimit : Math.max(1, Math.min(MAX_PAGE_SIZE, Math.floor(options.limit) || DEFAULT_PAGE_SIZE));
  return { offset, limit };
}

/** The page of `items` (those from `offset` on, at most `limit`) out of `total`. */
export function pageFrom<T>(items: T[], total: number, offset: number, limit: number): Page<T> {
  const page: Page<T> = { items, total };
  if (offset + limit < total) page.nextCursor = encodeCursor(offset + limit);
  return page;
}
