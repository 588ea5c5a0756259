import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { ERROR_CODES } from '@halaqa/shared/errors';
import { GENERATION_MAX_BYTES, GENERATION_MESSAGES } from '@halaqa/shared/generation';
import { GENERATION_UI_MESSAGES } from '@halaqa/shared/generation-api';
import { MATERIAL_MESSAGES, displayFileName, extensionOf } from '@halaqa/shared/materials';
import { AppError, badRequest } from '../../errors.ts';
import { readForm } from '../../storage/multipart.ts';
import { sniffStream, UploadTooLargeError } from '../../storage/sniff.ts';
import { storageKeys } from '../../storage/storage.ts';

/** The types each generator takes, by extension, with the content signatures they may carry. */
const ACCEPTED: Record<string, (string | undefined)[]> = {
  pdf: ['application/pdf'],
  pptx: [
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/zip',
  ],
  docx: [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/zip',
  ],
  // Plain text has no signature.
  txt: [undefined],
};

const tooLarge = () => new AppError(413, ERROR_CODES.tooLarge, GENERATION_MESSAGES.tooLarge);

/**
 * Receives a generation form (its fields and one file, in any order) and stores the file as the
 * job's source. A quiz takes PDFs only (spec §5); flashcards take PDF, PowerPoint, Word or text.
 * Returns the fields and the stored source; on any failure nothing stays stored.
 */
export async function receiveSource(
  req: FastifyRequest,
  kind: 'quiz' | 'flashcards',
): Promise<{ fields: Record<string, string>; sourceKey: string; fileName: string }> {
  const { storage } = req.server;
  if (Number(req.headers['content-length'] ?? 0) > GENERATION_MAX_BYTES + 64 * 1024)
    throw tooLarge();
  const sourceKey = storageKeys.generationSource(randomUUID());
  let fileName = '';
  const store = async (part: MultipartFile) => {
    fileName = displayFileName(part.filename) || 'upload';
    const ext = extensionOf(part.filename);
    const { mime, empty, stream } = await sniffStream(part.file);
    const refuse = (message: string) => {
      stream.resume();
      return badRequest(message);
    };
    if (empty) throw refuse(MATERIAL_MESSAGES.emptyFile);
    if (kind === 'quiz' && mime !== 'application/pdf')
      throw refuse(GENERATION_UI_MESSAGES.quizPdfOnly);
    const signatures = ACCEPTED[ext];
    if (!signatures) throw refuse(GENERATION_MESSAGES.unsupported);
    if (!signatures.includes(mime)) throw refuse(GENERATION_MESSAGES.typeMismatch);
    try {
      await storage.write(sourceKey, stream, mime ?? 'text/plain');
    } catch (err) {
      if (err instanceof UploadTooLargeError) throw tooLarge();
      throw err;
    }
    return true;
  };
  try {
    const { fields, stored } = await readForm(
      req,
      GENERATION_MAX_BYTES,
      GENERATION_UI_MESSAGES.flashcardsNeedFile,
      store,
    );
    if (!stored)
      throw badRequest(
        kind === 'quiz'
          ? GENERATION_UI_MESSAGES.quizNeedsFields
          : GENERATION_UI_MESSAGES.flashcardsNeedFile,
      );
    return { fields, sourceKey, fileName };
  } catch (err) {
    await storage.delete(sourceKey).catch(() => {});
    throw err;
  }
}
