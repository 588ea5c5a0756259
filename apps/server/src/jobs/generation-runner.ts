import type { FastifyBaseLogger } from 'fastify';
import type { Readable } from 'node:stream';
import { GENERATION_MAX_BYTES } from '@halaqa/shared/generation';
import { GENERATION_UI_MESSAGES, type GenerationResultBody } from '@halaqa/shared/generation-api';
import { createGenerationPool, type GenerationPool } from '@halaqa/generator/pool/generation-pool';
import type { AiConfig } from '@halaqa/generator/select-generator';
import { GeneratorError } from '@halaqa/generator/types';
import type { Db } from '../db/database.ts';
import { asBool } from '../db/schema.ts';
import type { Storage } from '../storage/storage.ts';
import {
  claimNext,
  finishJob,
  recoverLapsed,
  renewLease,
  type JobOptions,
  type JobRow,
} from './generation-jobs.repo.ts';

/** How often an idle runner looks for work (other instances' jobs, lapsed claims). */
const POLL_MS = 1000;

export interface GenerationRunner {
  /** Looks for work now (a job was just queued here). */
  kick(): void;
  close(): Promise<void>;
}

async function bytesOf(body: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > GENERATION_MAX_BYTES + 1) break;
    chunks.push(chunk as Buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * Runs queued generation jobs in a pool of worker threads, as many at once as it has workers.
 * Claims are leases renewed while a job runs, so if this process dies its jobs are retried by
 * whichever process looks next (once; then they fail with a clear message).
 */
export function startGenerationRunner(deps: {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  ai: AiConfig | undefined;
  workers: number;
  leaseSeconds: number;
}): GenerationRunner {
  const { db, storage, log, ai, workers } = deps;
  const leaseMs = deps.leaseSeconds * 1000;
  const pool: GenerationPool = createGenerationPool({ size: workers });
  let running = 0;
  let closed = false;
  let looking = false;

  async function perform(job: JobRow): Promise<void> {
    const renewal = setInterval(
      () => void renewLease(db, job, Date.now() + leaseMs).catch(() => {}),
      leaseMs / 3,
    );
    try {
      const object = await storage.read(job.sourceKey);
      if (!object) throw new GeneratorError('corrupt', GENERATION_UI_MESSAGES.sourceGone);
      const options = JSON.parse(job.options) as JobOptions;
      const file = { bytes: await bytesOf(object.body), fileName: job.fileName };
      const result = await pool.run(
        job.kind === 'quiz'
          ? {
              kind: 'quiz',
              file,
              quiz: {
                count: options.count,
                difficulty: options.difficulty ?? 'medium',
                subject: options.subject,
              },
              ai,
            }
          : { kind: 'flashcards', file, flashcards: { count: options.count }, ai },
      );
      const body: GenerationResultBody = {
        kind: result.kind,
        pageCount: result.pageCount,
        subject: options.subject ?? null,
        difficulty: options.difficulty ?? null,
        fileName: job.fileName,
        asked: options.count,
        questions: result.questions,
        flashcards: result.flashcards,
      };
      await finishJob(db, job, {
        status: 'done',
        content: result.content,
        result: JSON.stringify(body),
      });
    } catch (err) {
      // Closing stops the pool under running jobs: their leases lapse and they run again later.
      if (closed) return;
      const expected = err instanceof GeneratorError;
      if (!expected) log.error({ err, jobId: job.id }, 'generation failed');
      const error = expected ? err.message : GENERATION_UI_MESSAGES.failed;
      await finishJob(db, job, { status: 'failed', error });
    } finally {
      clearInterval(renewal);
    }
    if (!asBool(job.fromMaterial))
      await storage
        .delete(job.sourceKey)
        .catch((err: unknown) => log.warn({ err }, 'source not removed'));
  }

  async function look(): Promise<void> {
    if (looking || closed) return;
    looking = true;
    try {
      for (const key of await recoverLapsed(db, Date.now()))
        await storage.delete(key).catch(() => {});
      while (!closed && running < workers) {
        const job = await claimNext(db, Date.now() + leaseMs);
        if (!job) break;
        running += 1;
        void perform(job).finally(() => {
          running -= 1;
          void look();
        });
      }
    } catch (err) {
      if (!closed) log.error({ err }, 'the generation queue could not be read');
    } finally {
      looking = false;
    }
  }

  const timer = setInterval(() => void look(), POLL_MS);
  timer.unref();
  void look();
  return {
    kick: () => void look(),
    async close() {
      closed = true;
      clearInterval(timer);
      await pool.close();
    },
  };
}
