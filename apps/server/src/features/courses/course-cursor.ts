import { COURSE_MESSAGES } from '@halaqa/shared/courses';
import { badRequest } from '../../errors.ts';

/** Where a page ended: the list's (createdAt, id) or a search's (searchKey, id). */
export type CursorKind = 'list' | 'search';

/** An opaque cursor: the kind and the sort key of the last row, as base64url JSON. */
export function encodeCursor(kind: CursorKind, key: string, id: string): string {
  return Buffer.from(JSON.stringify([kind, key, id])).toString('base64url');
}

/** The sort key a cursor holds; a cursor of another kind or a made-up one is a 400. */
export function decodeCursor(
  kind: CursorKind,
  cursor: string | undefined,
): [string, string] | null {
  if (cursor === undefined || cursor === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(COURSE_MESSAGES.badCursor);
  }
  if (
    !Array.isArray(value) ||
    value.length !== 3 ||
    value[0] !== kind ||
    typeof value[1] !== 'string' ||
    typeof value[2] !== 'string' ||
    (kind === 'list' && Number.isNaN(Date.parse(value[1])))
  ) {
    throw badRequest(COURSE_MESSAGES.badCursor);
  }
  return [value[1], value[2]];
}
