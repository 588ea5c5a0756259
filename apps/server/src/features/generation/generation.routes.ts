import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ERROR_CODES } from '@halaqa/shared/errors';
import { GENERATION_MAX_BYTES } from '@halaqa/shared/generation';
import {
  CheckStatusQuery,
  CheckStatusResponse,
  FlashcardFields,
  GENERATION_LIMITS,
  GENERATION_UI_MESSAGES,
  GenerationResultBody,
  MaterialGenerationBody,
  QuizFields,
  StartedGeneration,
  type CheckStatusResponse as Status,
} from '@halaqa/shared/generation-api';
import { MATERIAL_MESSAGES, MaterialParams, extensionOf } from '@halaqa/shared/materials';
import { noStore, signedIn, userOf } from '../../auth/session.ts';
import { countAttempt } from '../../auth/rate-limit.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import {
  activeJobs,
  findJob,
  insertJob,
  type JobOptions,
} from '../../jobs/generation-jobs.repo.ts';
import { findFile } from '../materials/materials.repo.ts';
import { receiveSource } from './generation-upload.ts';

const HOURLY = { name: 'user-generations', max: GENERATION_LIMITS.perHour, windowSeconds: 3600 };
const tooMany = (message: string) => new AppError(429, ERROR_CODES.rateLimited, message);

/** The spec's three generation endpoints (§7), and starting one from a course file. */
export async function generationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** Per learner: at most 3 jobs at once, and 30 started an hour. */
  async function admit(req: FastifyRequest, reply: FastifyReply, userId: string) {
    if ((await activeJobs(app.db, userId)) >= GENERATION_LIMITS.active)
      throw tooMany(GENERATION_UI_MESSAGES.tooManyActive);
    const verdict = await countAttempt(app.db, HOURLY, userId);
    if (!verdict.allowed) {
      reply.header('retry-after', String(verdict.retryAfter));
      throw tooMany(GENERATION_UI_MESSAGES.tooManyPerHour);
    }
  }

  async function start(
    req: FastifyRequest,
    reply: FastifyReply,
    job: {
      kind: 'quiz' | 'flashcards';
      options: JobOptions;
      fileName: string;
      sourceKey: string;
      fromMaterial: boolean;
    },
  ) {
    const { id, runId } = await insertJob(app.db, { userId: userOf(req).id, ...job });
    app.generationRunner.kick();
    return reply.code(202).send({ thread_id: id, run_id: runId });
  }

  /** Reads the form, checks its fields, or removes the stored source and answers 400. */
  async function upload<S extends z.ZodType>(
    req: FastifyRequest,
    kind: 'quiz' | 'flashcards',
    schema: S,
  ) {
    const source = await receiveSource(req, kind);
    const parsed = schema.safeParse(source.fields);
    if (!parsed.success) {
      await app.storage.delete(source.sourceKey).catch(() => {});
      throw badRequest(parsed.error.issues[0]?.message ?? GENERATION_UI_MESSAGES.failed);
    }
    return { ...source, fields: parsed.data as z.infer<S> };
  }

  const uploadRoute = {
    onRequest: [noStore, signedIn],
    config: { uploadBytes: GENERATION_MAX_BYTES },
    schema: { response: { 202: StartedGeneration } },
  };

  app.post('/api/generate-quiz', uploadRoute, async (req, reply) => {
    await admit(req, reply, userOf(req).id);
    const { fields, sourceKey, fileName } = await upload(req, 'quiz', QuizFields);
    const options = {
      count: fields.numQuestions,
      difficulty: fields.difficulty,
      subject: fields.subject,
    };
    return start(req, reply, { kind: 'quiz', options, fileName, sourceKey, fromMaterial: false });
  });

  app.post('/api/generate-flashcards', uploadRoute, async (req, reply) => {
    await admit(req, reply, userOf(req).id);
    const { fields, sourceKey, fileName } = await upload(req, 'flashcards', FlashcardFields);
    const options = { count: fields.numFlashcards };
    return start(req, reply, {
      kind: 'flashcards',
      options,
      fileName,
      sourceKey,
      fromMaterial: false,
    });
  });

  app.post(
    '/api/materials/:id/generate',
    {
      onRequest: [noStore, signedIn],
      schema: {
        params: MaterialParams,
        body: MaterialGenerationBody,
        response: { 202: StartedGeneration },
      },
    },
    async (req, reply) => {
      const file = await findFile(app.db, req.params.id);
      if (!file) throw notFound(MATERIAL_MESSAGES.fileNotFound);
      if (!['pdf', 'pptx', 'docx'].includes(extensionOf(file.storedName)))
        throw badRequest(
          'Quizzes and flashcards can be made from PDF, PowerPoint (.pptx) and Word (.docx) files.',
        );
      await admit(req, reply, userOf(req).id);
      const body = req.body;
      const options: JobOptions =
        body.kind === 'quiz'
          ? { count: body.numQuestions, difficulty: body.difficulty, subject: body.subject }
          : { count: body.numFlashcards };
      return start(req, reply, {
        kind: body.kind,
        options,
        fileName: file.storedName,
        sourceKey: file.storageKey,
        fromMaterial: true,
      });
    },
  );

  app.get(
    '/check-status',
    {
      onRequest: [noStore, signedIn],
      schema: { querystring: CheckStatusQuery, response: { 200: CheckStatusResponse } },
    },
    async (req): Promise<Status> => {
      const job = await findJob(app.db, req.query.thread_id, req.query.run_id, userOf(req).id);
      if (!job) throw notFound(GENERATION_UI_MESSAGES.jobNotFound);
      if (job.status === 'done' && job.result && job.content !== null)
        return {
          status: 'done',
          content: job.content,
          result: GenerationResultBody.parse(JSON.parse(job.result)),
        };
      if (job.status === 'failed')
        return { status: 'failed', content: '', error: job.error ?? GENERATION_UI_MESSAGES.failed };
      return { status: job.status === 'done' ? 'running' : job.status, content: '' };
    },
  );
}
