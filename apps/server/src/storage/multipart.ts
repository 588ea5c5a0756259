import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { MULTIPART_LIMITS, UPLOAD_MESSAGES } from '@halaqa/shared/uploads';
import { ERROR_CODES } from '@halaqa/shared/errors';
import { AppError, badRequest, isMalformedMultipart } from '../errors.ts';

/** Multipart parsing for every upload route, with the shared caps. */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: MULTIPART_LIMITS });
}

/**
 * A dropped connection leaves busboy's file stream waiting for ever; end it with an error, so the
 * storage driver removes its partial file. 'close' also comes once a body has fully arrived,
 * while storage may still be reading it: only an incomplete body is an interruption.
 */
function endOnInterruption(req: FastifyRequest, part: MultipartFile): void {
  const file = part.file;
  req.raw.once('close', () => {
    if (!req.raw.complete && !file.readableEnded)
      file.destroy(new Error('The upload was interrupted.'));
  });
}

/**
 * The request's one file part, its content capped at `maxBytes` (the stream is then cut and
 * marked truncated). Text fields before it count against the shared caps.
 */
export async function readFilePart(
  req: FastifyRequest,
  maxBytes: number,
  notMultipart: string,
): Promise<MultipartFile> {
  if (!req.isMultipart()) throw badRequest(notMultipart);
  let part: MultipartFile | undefined;
  try {
    part = await req.file({ limits: { ...MULTIPART_LIMITS, fileSize: maxBytes } });
  } catch (err) {
    if (isMalformedMultipart(err)) throw badRequest(UPLOAD_MESSAGES.unreadable);
    if ((err as { statusCode?: number }).statusCode === 413)
      throw new AppError(413, ERROR_CODES.tooLarge, UPLOAD_MESSAGES.tooManyParts);
    throw err;
  }
  if (!part) throw badRequest(notMultipart);
  endOnInterruption(req, part);
  return part;
}

/**
 * A form of text fields and at most one file, in any order (the spec's generation forms send the
 * file first). `store` consumes the file part when it comes; the text fields are returned.
 */
export async function readForm<T>(
  req: FastifyRequest,
  maxBytes: number,
  notMultipart: string,
  store: (part: MultipartFile) => Promise<T>,
): Promise<{ fields: Record<string, string>; stored: T | undefined }> {
  if (!req.isMultipart()) throw badRequest(notMultipart);
  const fields: Record<string, string> = {};
  let stored: T | undefined;
  try {
    for await (const part of req.parts({ limits: { ...MULTIPART_LIMITS, fileSize: maxBytes } })) {
      if (part.type === 'file') {
        endOnInterruption(req, part);
        stored = await store(part);
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (err) {
    if (isMalformedMultipart(err)) throw badRequest(UPLOAD_MESSAGES.unreadable);
    if ((err as { statusCode?: number }).statusCode === 413)
      throw new AppError(413, ERROR_CODES.tooLarge, UPLOAD_MESSAGES.tooManyParts);
    throw err;
  }
  return { fields, stored };
}
