import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SecurityHeaders } from './web/security-headers.ts';
import { UPLOAD_MESSAGES } from '@halaqa/shared/uploads';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, GENERIC_MESSAGES } from '@halaqa/shared/errors';

/** An expected failure: its status, code and message go to the client as they are. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const unauthorized = () =>
  new AppError(401, ERROR_CODES.unauthorized, GENERIC_MESSAGES.unauthorized);
export const forbidden = (message: string = GENERIC_MESSAGES.forbidden) =>
  new AppError(403, ERROR_CODES.forbidden, message);
export const notFound = (message: string = GENERIC_MESSAGES.notFound) =>
  new AppError(404, ERROR_CODES.notFound, message);
export const conflict = (message: string) => new AppError(409, ERROR_CODES.conflict, message);
export const badRequest = (message: string) => new AppError(400, ERROR_CODES.validation, message);

// Busboy's words for a body that is not well-formed multipart.
const MALFORMED =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data)/;

/** A body that is not well-formed multipart (garbage, no boundary, a truncated part): a 400. */
export const isMalformedMultipart = (err: unknown): boolean =>
  err instanceof Error && MALFORMED.test(err.message);

const send = (status: number, code: string, message: string) => ({
  status,
  body: { error: { code, message } },
});

function describe(error: FastifyError): { status: number; body: unknown } {
  if (error instanceof AppError) return send(error.status, error.code, error.message);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message = issue?.message ?? 'Invalid request.';
    // Messages written for users (the spec's) stand alone; zod's defaults get the field name.
    const userFacing = /[.!?]$/.test(message) ? message : `${field || 'request'}: ${message}`;
    return send(400, ERROR_CODES.validation, userFacing);
  }
  if (
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
  )
    return send(400, ERROR_CODES.validation, GENERIC_MESSAGES.malformedJson);
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return send(415, ERROR_CODES.validation, 'Unsupported content type.');
  // The client went away mid-request: nothing failed on our side, and nobody reads the answer.
  if (error.code === 'ECONNRESET' || error.message === 'The upload was interrupted.')
    return send(400, ERROR_CODES.validation, UPLOAD_MESSAGES.unreadable);
  if (isMalformedMultipart(error))
    return send(400, ERROR_CODES.validation, UPLOAD_MESSAGES.unreadable);
  if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.statusCode === 413)
    return send(413, ERROR_CODES.tooLarge, 'The upload is too large.');
  if (error.statusCode === 429)
    return send(429, ERROR_CODES.rateLimited, GENERIC_MESSAGES.rateLimited);
  if (error.statusCode === 403) return send(403, ERROR_CODES.forbidden, GENERIC_MESSAGES.forbidden);
  if (error.statusCode === 404) return send(404, ERROR_CODES.notFound, GENERIC_MESSAGES.notFound);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    return send(error.statusCode, ERROR_CODES.validation, 'Invalid request.');
  return send(500, ERROR_CODES.internal, GENERIC_MESSAGES.internal);
}

/** The one error handler: known errors keep their status and message, the rest become a logged 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const { status, body } = describe(error);
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    return reply.code(status).send(body);
  });
}

/**
 * Errors Fastify raises before routing (a malformed URL, a bad content type header): the same
 * error shape, with the security headers the skipped hooks would have set.
 */
export function frameworkErrorHandler(secure: SecurityHeaders) {
  return (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = describe(error);
    secure(req.raw, reply.raw, () => void reply.code(status).send(body));
  };
}
