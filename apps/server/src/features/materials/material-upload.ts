import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@halaqa/shared/errors';
import {
  MATERIAL_MESSAGES,
  STORED_SUFFIX_LENGTH,
  displayFileName,
  extensionOf,
  isMaterialExtension,
  storedFileName,
  type MaterialExtension,
} from '@halaqa/shared/materials';
import { UPLOAD_MAX_BYTES } from '@halaqa/shared/uploads';
import { AppError, badRequest } from '../../errors.ts';
import { readFilePart } from '../../storage/multipart.ts';
import { sniffStream, UploadTooLargeError } from '../../storage/sniff.ts';
import { storageKeys } from '../../storage/storage.ts';
import { insertFile, storedNameTaken } from './materials.repo.ts';

const tooLarge = () => new AppError(413, ERROR_CODES.tooLarge, MATERIAL_MESSAGES.tooLarge);

/** The type each extension is served with, and the content signatures it may carry. */
const TYPES: Record<MaterialExtension, { contentType: string; signatures: string[] }> = {
  pdf: { contentType: 'application/pdf', signatures: ['application/pdf'] },
  doc: { contentType: 'application/msword', signatures: ['application/x-cfb'] },
  ppt: { contentType: 'application/vnd.ms-powerpoint', signatures: ['application/x-cfb'] },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    // An OOXML file is a zip; file-type names it by its first entries when it can.
    signatures: [
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/zip',
    ],
  },
  pptx: {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    signatures: [
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/zip',
    ],
  },
};

const SUFFIX_LETTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';
const randomSuffix = () =>
  Array.from({ length: STORED_SUFFIX_LENGTH }, () => SUFFIX_LETTERS[randomInt(36)]).join('');

/**
 * Receives one material file into a section: extension in the list and content signature
 * matching it, at most 10 MB, streamed to storage. The object is written first and the record
 * after; if the record cannot be written the object is removed again, so neither is ever left
 * without the other (an interrupted upload leaves neither).
 */
export async function receiveMaterial(
  req: FastifyRequest,
  target: { courseId: string; sectionId: string; uploaderId: string },
): Promise<string> {
  const { db, storage } = req.server;
  if (Number(req.headers['content-length'] ?? 0) > UPLOAD_MAX_BYTES + 64 * 1024) throw tooLarge();
  const part = await readFilePart(req, UPLOAD_MAX_BYTES, MATERIAL_MESSAGES.selectFile);
  const ext = extensionOf(part.filename);
  if (!isMaterialExtension(ext)) {
    part.file.resume();
    throw badRequest(MATERIAL_MESSAGES.wrongType);
  }
  const { mime, empty, stream } = await sniffStream(part.file);
  const refuse = (message: string) => {
    stream.resume();
    return badRequest(message);
  };
  if (empty) throw refuse(MATERIAL_MESSAGES.emptyFile);
  if (!mime || !TYPES[ext].signatures.includes(mime))
    throw refuse(MATERIAL_MESSAGES.contentMismatch);
  const storedName = storedFileName(part.filename, randomSuffix());
  if (await storedNameTaken(db, target.sectionId, storedName)) {
    stream.resume();
    throw new AppError(409, ERROR_CODES.conflict, MATERIAL_MESSAGES.exists);
  }
  const storageKey = storageKeys.material(target.courseId, target.sectionId, storedName);
  let size: number;
  try {
    ({ size } = await storage.write(storageKey, stream, TYPES[ext].contentType));
  } catch (err) {
    if (err instanceof UploadTooLargeError) throw tooLarge();
    throw err;
  }
  try {
    return await insertFile(db, {
      ...target,
      storedName,
      fileName: displayFileName(part.filename) || storedName,
      storageKey,
      contentType: TYPES[ext].contentType,
      size,
    });
  } catch (err) {
    await storage.delete(storageKey).catch(() => {});
    if (err instanceof AppError) throw err;
    req.log.error({ err }, 'file stored but its record was not');
    throw new AppError(500, ERROR_CODES.internal, MATERIAL_MESSAGES.recordFailed);
  }
}
