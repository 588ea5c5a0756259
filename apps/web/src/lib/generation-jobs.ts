import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  CheckStatusResponse,
  type CheckStatusResponse as Status,
  type StartedGeneration,
} from '@halaqa/shared/generation-api';
import { ApiError, request, upload } from './api-client.ts';
import { GENERIC_MESSAGES, ERROR_CODES } from '@halaqa/shared/errors';

// Read loosely, so a reply without the ids is told apart from a failed call (spec §8).
const Started = z.object({ thread_id: z.optional(z.string()), run_id: z.optional(z.string()) });

/** Thrown when the server's reply lacks thread_id or run_id: 'Invalid response from server.' */
export class InvalidJobResponse extends Error {}

/** Starts a quiz or flashcard generation from a form (file and fields), with upload progress. */
export async function startGeneration(
  kind: 'quiz' | 'flashcards',
  form: FormData,
): Promise<StartedGeneration> {
  const url = kind === 'quiz' ? '/api/generate-quiz' : '/api/generate-flashcards';
  const reply = await upload(url, form, undefined, { schema: Started });
  if (!reply.thread_id || !reply.run_id) throw new InvalidJobResponse();
  return { thread_id: reply.thread_id, run_id: reply.run_id };
}

/** Starts one from a course file that is already stored. */
export async function startFromMaterial(
  fileId: string,
  body: { kind: 'quiz'; subject: string } | { kind: 'flashcards' },
): Promise<StartedGeneration> {
  return request(`/api/materials/${encodeURIComponent(fileId)}/generate`, {
    method: 'POST',
    body,
    schema: z.object({ thread_id: z.string(), run_id: z.string() }),
  });
}

export const checkStatus = (job: StartedGeneration, signal?: AbortSignal): Promise<Status> =>
  request(
    `/check-status?thread_id=${encodeURIComponent(job.thread_id)}&run_id=${encodeURIComponent(job.run_id)}`,
    { schema: CheckStatusResponse, signal },
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks /check-status every `intervalMs` until the job is done or failed, at most `maxTries`
 * times (spec §9: quizzes every 3 s, 20 tries; flashcards every 2 s, no cap). Returns the last
 * answer, or null when the tries ran out.
 */
export async function pollJob(
  job: StartedGeneration,
  options: { intervalMs: number; maxTries?: number },
): Promise<Status | null> {
  for (let tries = 0; tries < (options.maxTries ?? Infinity); tries++) {
    await sleep(options.intervalMs);
    const status = await checkStatus(job);
    if (status.status === 'done' || status.status === 'failed') return status;
  }
  return null;
}

/** The job named in the results page's address (?job=…&run=…), polled until it has ended. */
export function useJobFromAddress(params: URLSearchParams, intervalMs: number) {
  const job = params.get('job');
  const run = params.get('run');
  return useQuery({
    queryKey: ['generation', job, run],
    enabled: Boolean(job && run),
    queryFn: ({ signal }) => checkStatus({ thread_id: job ?? '', run_id: run ?? '' }, signal),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'pending' || status === 'running' ? intervalMs : false;
    },
    retry: (count, error) =>
      !(error instanceof ApiError && error.code === ERROR_CODES.notFound) && count < 2,
    staleTime: Infinity,
  });
}

/** The message a failed start shows after the spec's alert text. */
export function reasonOf(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? ` ${error.message}`
    : error instanceof ApiError && error.status === 0
      ? ` ${GENERIC_MESSAGES.internal}`
      : '';
}
