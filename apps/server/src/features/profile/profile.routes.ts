import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SessionResponse } from '@halaqa/shared/account';
import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  PROFILE_MESSAGES,
  UpdateProfileBody,
} from '@halaqa/shared/profile';
import { ERROR_CODES } from '@halaqa/shared/errors';
import { AppError, badRequest } from '../../errors.ts';
import { signedIn, userOf } from '../../auth/session.ts';
import { storageKeys } from '../../storage/storage.ts';
import { sniffStream, UploadTooLargeError } from '../../storage/sniff.ts';
import { findUserById, toSessionUser, updateProfile } from './profile.repo.ts';

const tooLarge = () => new AppError(413, ERROR_CODES.tooLarge, PROFILE_MESSAGES.avatarTooLarge);

/** Profile read and update, avatar upload and removal. */
export async function profileRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const respond = async (userId: string) => {
    const row = await findUserById(app.db, userId);
    if (!row) throw new AppError(401, ERROR_CODES.unauthorized, PROFILE_MESSAGES.notSignedIn);
    return { user: toSessionUser(row, app.storage) };
  };

  app.get(
    '/api/profile',
    { onRequest: signedIn, schema: { response: { 200: SessionResponse } } },
    async (req) => {
      const user = userOf(req);
      return respond(user.id);
    },
  );

  app.patch(
    '/api/profile',
    {
      onRequest: signedIn,
      schema: { body: UpdateProfileBody, response: { 200: SessionResponse } },
    },
    async (req) => {
      const user = userOf(req);
      await updateProfile(app.db, user.id, req.body);
      return respond(user.id);
    },
  );

  app.put(
    '/api/profile/avatar',
    { onRequest: signedIn, schema: { response: { 200: SessionResponse } } },
    async (req) => {
      const user = userOf(req);
      if (!req.isMultipart()) throw badRequest(PROFILE_MESSAGES.avatarType);
      if (Number(req.headers['content-length'] ?? 0) > AVATAR_MAX_BYTES + 64 * 1024)
        throw tooLarge();
      const part = await req.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
      if (!part) throw badRequest(PROFILE_MESSAGES.avatarType);
      // The type is read from the first bytes, never from the name or the client's claim.
      const { mime, stream } = await sniffStream(part.file);
      if (!mime || !(AVATAR_TYPES as readonly string[]).includes(mime)) {
        stream.resume();
        throw badRequest(PROFILE_MESSAGES.avatarType);
      }
      const key = storageKeys.avatar(user.id);
      try {
        await app.storage.write(key, stream, mime);
      } catch (err) {
        if (err instanceof UploadTooLargeError) throw tooLarge();
        throw err;
      }
      await updateProfile(app.db, user.id, { image: key });
      return respond(user.id);
    },
  );

  app.delete(
    '/api/profile/avatar',
    { onRequest: signedIn, schema: { response: { 200: SessionResponse } } },
    async (req) => {
      const user = userOf(req);
      await app.storage.delete(storageKeys.avatar(user.id));
      await updateProfile(app.db, user.id, { image: null });
      return respond(user.id);
    },
  );
}
