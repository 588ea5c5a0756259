import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageResponse } from '@halaqa/shared/account';
import { ReactionBody, ReactionResponse } from '@halaqa/shared/comments';
import { COURSE_MESSAGES, CourseParams } from '@halaqa/shared/courses';
import {
  CreatedMaterialFile,
  CreatedSection,
  MATERIAL_MESSAGES,
  MaterialFileList,
  MaterialParams,
  NewSectionBody,
  SectionList,
  SectionParams,
} from '@halaqa/shared/materials';
import { UPLOAD_MAX_BYTES } from '@halaqa/shared/uploads';
import { currentUser, signedIn, userOf } from '../../auth/session.ts';
import { notFound } from '../../errors.ts';
import { announce } from '../../events/event-bus.ts';
import { findCourse } from '../courses/courses.repo.ts';
import { removeFile } from './file-removal.ts';
import { receiveMaterial } from './material-upload.ts';
import {
  findFile,
  findSection,
  insertSection,
  listFiles,
  listSections,
  reactToFile,
  toFileDto,
} from './materials.repo.ts';

/** The Material page (spec "Material page", §4 Upload, §5 Section and Upload, §6). */
export async function materialsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const requireCourse = async (id: string) => {
    if (!(await findCourse(app.db, id))) throw notFound(COURSE_MESSAGES.notFound);
  };
  const requireSection = async (courseId: string, sectionId: string) => {
    await requireCourse(courseId);
    const section = await findSection(app.db, courseId, sectionId);
    if (!section) throw notFound(MATERIAL_MESSAGES.sectionNotFound);
    return section;
  };

  app.get(
    '/api/courses/:id/sections',
    { schema: { params: CourseParams, response: { 200: SectionList } } },
    async (req) => {
      await requireCourse(req.params.id);
      return { sections: await listSections(app.db, req.params.id) };
    },
  );

  app.post(
    '/api/courses/:id/sections',
    {
      onRequest: signedIn,
      schema: { params: CourseParams, body: NewSectionBody, response: { 201: CreatedSection } },
    },
    async (req, reply) => {
      const courseId = req.params.id;
      await requireCourse(courseId);
      const section = await insertSection(app.db, {
        courseId,
        name: req.body.name,
        createdBy: userOf(req).id,
      });
      announce(app.events, req.log, { courseId, kind: 'section-added', id: section.id });
      return reply.code(201).send({ section });
    },
  );

  app.get(
    '/api/courses/:id/sections/:sectionId/files',
    { schema: { params: SectionParams, response: { 200: MaterialFileList } } },
    async (req, reply) => {
      await requireSection(req.params.id, req.params.sectionId);
      const viewer = await currentUser(req, reply);
      reply.header('cache-control', 'private, no-store');
      return { files: await listFiles(app.db, req.params.sectionId, viewer) };
    },
  );

  app.post(
    '/api/courses/:id/sections/:sectionId/files',
    {
      onRequest: signedIn,
      config: { uploadBytes: UPLOAD_MAX_BYTES },
      schema: { params: SectionParams, response: { 201: CreatedMaterialFile } },
    },
    async (req, reply) => {
      const { id: courseId, sectionId } = req.params;
      await requireSection(courseId, sectionId);
      const user = userOf(req);
      const id = await receiveMaterial(req, { courseId, sectionId, uploaderId: user.id });
      announce(app.events, req.log, { courseId, kind: 'file-added', id });
      const file = await findFile(app.db, id);
      if (!file) throw notFound(MATERIAL_MESSAGES.fileNotFound);
      return reply.code(201).send({ file: toFileDto(file, user) });
    },
  );

  app.delete(
    '/api/materials/:id',
    { onRequest: signedIn, schema: { params: MaterialParams, response: { 200: MessageResponse } } },
    async (req) => {
      await removeFile(req, req.params.id, userOf(req));
      return { message: MATERIAL_MESSAGES.deleted };
    },
  );

  app.put(
    '/api/materials/:id/reaction',
    {
      onRequest: signedIn,
      schema: { params: MaterialParams, body: ReactionBody, response: { 200: ReactionResponse } },
    },
    async (req) => {
      const id = req.params.id;
      const { courseId, ...result } = await reactToFile(
        app.db,
        id,
        userOf(req).id,
        req.body.reaction,
      );
      announce(app.events, req.log, { courseId, kind: 'file-reacted', id });
      return result;
    },
  );

  // Opens the file: PDFs in the browser's viewer, Office files as a download under their name.
  app.get(
    '/api/materials/:id/file',
    { schema: { params: MaterialParams, hide: true } },
    async (req, reply) => {
      const file = await findFile(app.db, req.params.id);
      const object = file && (await app.storage.read(file.storageKey));
      if (!file || !object) throw notFound(MATERIAL_MESSAGES.fileNotFound);
      const disposition = file.contentType === 'application/pdf' ? 'inline' : 'attachment';
      const asciiName = file.storedName.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return reply
        .header('content-type', file.contentType)
        .header('content-length', object.size)
        .header(
          'content-disposition',
          `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(object.body);
    },
  );
}
