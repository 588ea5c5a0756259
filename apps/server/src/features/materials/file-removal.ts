import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@halaqa/shared/account';
import { announce } from '../../events/event-bus.ts';
import { closeReportsOf } from '../reports/reports.repo.ts';
import { deleteFileRecord } from './materials.repo.ts';

/**
 * Deletes a file from its section or from the moderation queue: the record first, then the stored
 * object (a failure there leaves an orphaned object, logged, never a record without one), then
 * the file's open reports are closed and open pages told.
 */
export async function removeFile(req: FastifyRequest, id: string, actor: SessionUser) {
  const { db, storage, events } = req.server;
  const file = await deleteFileRecord(db, id, actor);
  await storage
    .delete(file.storageKey)
    .catch((err: unknown) =>
      req.log.error({ err, key: file.storageKey }, 'stored file not removed'),
    );
  await closeReportsOf(db.kysely, 'Material', id, 'deleted', actor.id);
  announce(events, req.log, { courseId: file.courseId, kind: 'file-deleted', id });
}
