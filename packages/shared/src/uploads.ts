/**
 * Caps on every multipart request, whatever its transfer encoding: one file, a few small text
 * fields beside it. Text fields are held in memory, so these bound what one request can cost.
 */
export const MULTIPART_LIMITS = {
  files: 1,
  fields: 10,
  fieldSize: 16 * 1024,
  fieldNameSize: 100,
  parts: 12,
  headerPairs: 100,
} as const;

/** The largest upload any route takes (course materials and lecture files: 10 MB). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  unreadable: 'The upload could not be read. Please try again.',
  tooManyParts: 'The upload has too many parts.',
} as const;
