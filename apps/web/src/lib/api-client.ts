// zod's core: parses both zod and zod/mini schemas without loading the whole of zod.
import { safeParse, type $ZodType } from 'zod/v4/core';
import { ApiErrorBody, ERROR_CODES, GENERIC_MESSAGES } from '@halaqa/shared/errors';

/** A failed API call: the HTTP status, the server's error code and the message to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Status 0 marks a request that never got an HTTP answer (offline, server down). */
export const NETWORK_ERROR_CODE = 'network_error';

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => window.location.assign('/login');

/** Replaces what happens when a private call answers 401 (the router registers an SPA redirect). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  schema: $ZodType<T>;
  /** Public calls (session, sign-in …) answer 401 as a normal outcome, so they must not redirect. */
  isPublic?: boolean;
  signal?: AbortSignal;
}

function errorFrom(status: number, payload: unknown): ApiError {
  const parsed = ApiErrorBody.safeParse(payload);
  if (parsed.success)
    return new ApiError(status, parsed.data.error.code, parsed.data.error.message);
  return new ApiError(status, ERROR_CODES.internal, GENERIC_MESSAGES.internal);
}

function parseBody<T>(status: number, payload: unknown, schema: $ZodType<T>): T {
  const parsed = safeParse(schema, payload);
  if (!parsed.success) throw new ApiError(status, ERROR_CODES.internal, GENERIC_MESSAGES.internal);
  return parsed.data;
}

function handleFailure(status: number, payload: unknown, isPublic: boolean | undefined): never {
  if (status === 401 && !isPublic) onUnauthorized();
  throw errorFrom(status, payload);
}

/** Calls the JSON API and returns the response body validated by `schema`; throws ApiError. */
export async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { method = 'GET', body, schema, isPublic, signal } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, NETWORK_ERROR_CODE, GENERIC_MESSAGES.internal);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) handleFailure(response.status, payload, isPublic);
  return parseBody(response.status, payload, schema);
}

export interface UploadOptions<T> {
  method?: 'POST' | 'PUT';
  schema: $ZodType<T>;
}

/**
 * Sends multipart form data with XMLHttpRequest, because fetch cannot report upload progress;
 * `onProgress` receives whole percentages from 0 to 100.
 */
export function upload<T>(
  url: string,
  formData: FormData,
  onProgress: ((percent: number) => void) | undefined,
  options: UploadOptions<T>,
): Promise<T> {
  const { method = 'POST', schema } = options;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) {
        onProgress(Math.round((event.loaded / event.total) * 100));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_CODE, GENERIC_MESSAGES.internal));
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        // A non-JSON answer (proxy error page) is handled as a generic failure below.
      }
      try {
        if (xhr.status < 200 || xhr.status >= 300) handleFailure(xhr.status, payload, false);
        resolve(parseBody(xhr.status, payload, schema));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    xhr.send(formData);
  });
}

/** The server's message for an error it explained, else `fallback` (network failures, crashes). */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status !== 0 && error.code !== ERROR_CODES.internal) {
    return error.message;
  }
  return fallback;
}
