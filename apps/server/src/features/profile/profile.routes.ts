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
import { noStore, signedIn, userOf } from '../../auth/session.ts';
import { userTag } from '../../auth/auth.ts';
import { storageKeys } from '../../storage/storage.ts';
import { sniffStream, UploadTooLargeError } from '../../storage/sniff.ts';
import { readFilePart } from '../../storage/multipart.ts';
import { isPixelFlood, reencodeAvatar } from './avatar-image.ts';
import { findUserById, toSessionUser, updateProfile } from './profile.repo.ts';

const tooLarge = () => new AppError(413, ERROR_CODES.tooLarge, PROFILE_MESSAGES.avatarTooLarge);

/** Profile read and update, avatar upload and removal. */
export async function profileRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // After every change: the cached sessions of this user are dropped on every instance.
  const respond = async (userId: string) => {
    app.readCache.changed([userTag(userId)]);
    const row = await findUserById(app.db, userId);
    if (!row) throw new AppError(401, ERROR_CODES.unauthorized, PROFILE_MESSAGES.notSignedIn);
    return { user: toSessionUser(row, app.storage) };
  };

  app.get(
    '/api/profile',
    { onRequest: [noStore, signedIn], schema: { response: { 200: SessionResponse } } },
    // The session check has just read the user: no second read.
    async (req) => ({ user: userOf(req) }),
  );

  app.patch(
    '/api/profile',
    {
      onRequest: [noStore, signedIn],
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
    {
      onRequest: [noStore, signedIn],
      config: { uploadBytes: AVATAR_MAX_BYTES },
      schema: { response: { 200: SessionResponse } },
    },
    async (req) => {
      const user = userOf(req);
      if (Number(req.headers['content-length'] ?? 0) > AVATAR_MAX_BYTES + 64 * 1024)
        throw tooLarge();
      const part = await readFilePart(req, AVATAR_MAX_BYTES, PROFILE_MESSAGES.avatarType);
      // The type is read from the first bytes, never from the name or the client's claim.
      const { mime, stream } = await sniffStream(part.file);
      if (!mime || !(AVATAR_TYPES as readonly string[]).includes(mime)) {
        stream.resume();
        throw badRequest(PROFILE_MESSAGES.avatarType);
      }
      const key = storageKeys.avatar(user.id);
      try {
        await app.storage.write(key, reencodeAvatar(stream), 'image/webp');
      } catch (err) {
        if (err instanceof UploadTooLargeError) throw tooLarge();
        if (isPixelFlood(err)) throw badRequest(PROFILE_MESSAGES.avatarPixels);
        if (err instanceof Error && !(err as NodeJS.ErrnoException).code)
          throw badRequest(PROFILE_MESSAGES.avatarType);
        throw err;
      }
      await updateProfile(app.db, user.id, { image: key });
      return respond(user.id);
    },
  );

  app.delete(
    '/api/profile/avatar',
    { onRequest: [noStore, signedIn], schema: { response: { 200: SessionResponse } } },
    async (req) => {
      const user = userOf(req);
      await app.storage.delete(storageKeys.avatar(user.id));
      await updateProfile(app.db, user.id, { image: null });
      return respond(user.id);
    },
  );
}
