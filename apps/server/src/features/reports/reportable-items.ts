import type { FastifyRequest } from 'fastify';
import { displayName, type SessionUser } from '@halaqa/shared/account';
import { ANONYMOUS } from '@halaqa/shared/comments';
import type { ReportType } from '@halaqa/shared/reports';
import type { Db } from '../../db/database.ts';
import { asBool } from '../../db/schema.ts';
import { flagComment, removeComment } from '../comments/comment-moderation.ts';
import { findLiveComment } from '../comments/comments.repo.ts';
import { removeFile } from '../materials/file-removal.ts';
import { findFile, uploaderName } from '../materials/materials.repo.ts';

/** What a report records of the item when it is made. */
export interface ReportedItem {
  ownerId: string | null;
  offenderName: string;
  text: string;
  courseId: string;
}

/** The item as the moderation queue shows it now. */
export interface ItemContext {
  courseId: string | null;
  courseTitle: string | null;
  link: string | null;
  exists: boolean;
  flagged: boolean;
}

/**
 * Each reportable type: how to find an item, show it in context, and act on it (only comments
 * can be flagged).
 */
interface Reportable {
  find(db: Db, id: string): Promise<ReportedItem | undefined>;
  context(db: Db, id: string): Promise<ItemContext>;
  remove(req: FastifyRequest, id: string, admin: SessionUser): Promise<void>;
  flag?(req: FastifyRequest, id: string, admin: SessionUser): Promise<void>;
}

export const reportables: Record<ReportType, Reportable> = {
  Comment: {
    async find(db, id) {
      const c = await findLiveComment(db, id);
      if (!c) return undefined;
      return {
        ownerId: c.userId,
        offenderName: displayName(c.userId ? c : null, ANONYMOUS),
        text: c.text,
        courseId: c.courseId,
      };
    },
    async context(db, id) {
      const c = await db.kysely
        .selectFrom('comments')
        .innerJoin('courses', 'courses.id', 'comments.courseId')
        .select(['comments.courseId', 'comments.flagged', 'comments.deleted', 'courses.title'])
        .where('comments.id', '=', id)
        .executeTakeFirst();
      if (!c || asBool(c.deleted))
        return { courseId: null, courseTitle: null, link: null, exists: false, flagged: false };
      return {
        courseId: c.courseId,
        courseTitle: c.title,
        link: `/course/${encodeURIComponent(c.courseId)}#comment-${encodeURIComponent(id)}`,
        exists: true,
        flagged: asBool(c.flagged),
      };
    },
    remove: removeComment,
    flag: flagComment,
  },
  Material: {
    async find(db, id) {
      const f = await findFile(db, id);
      if (!f) return undefined;
      return {
        ownerId: f.uploaderId,
        offenderName: uploaderName(f),
        text: f.fileName,
        courseId: f.courseId,
      };
    },
    async context(db, id) {
      const f = await db.kysely
        .selectFrom('files')
        .innerJoin('courses', 'courses.id', 'files.courseId')
        .innerJoin('sections', 'sections.id', 'files.sectionId')
        .select(['files.courseId', 'courses.title', 'sections.name'])
        .where('files.id', '=', id)
        .executeTakeFirst();
      if (!f)
        return { courseId: null, courseTitle: null, link: null, exists: false, flagged: false };
      return {
        courseId: f.courseId,
        courseTitle: f.title,
        link: `/material/${encodeURIComponent(f.courseId)}?section=${encodeURIComponent(f.name)}`,
        exists: true,
        flagged: false,
      };
    },
    remove: removeFile,
  },
};
