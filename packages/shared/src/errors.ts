// zod/mini: every page's API client parses error bodies, so this must not pull in all of zod.
import * as z from 'zod/mini';

/** The one error body every API failure uses: `{ error: { code, message } }`. */
export const ApiErrorBody = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

export const ERROR_CODES = {
  validation: 'validation_error',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  tooLarge: 'too_large',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
} as const;

export const GENERIC_MESSAGES = {
  unauthorized: 'Please log in to continue.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found.',
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  internal: 'Something went wrong. Please try again.',
  malformedJson: 'The request body is not valid JSON.',
} as const;

/** The message of a rate limit that lifts in `seconds`. */
export function rateLimitMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const wait = minutes === 1 ? 'a minute' : `${minutes} minutes`;
  return `Too many attempts. Please wait ${wait} and try again.`;
}
