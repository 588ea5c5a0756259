import { setTimeout as sleep } from 'node:timers/promises';
import { GENERATION_MESSAGES } from '@halaqa/shared/generation';
import { GeneratorError } from '../types.ts';

export interface LlmConfig {
  /** OpenAI-compatible base URL ending before /chat/completions, e.g. http://host/v1. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Limit for one HTTP call, default 60 s. */
  timeoutMs?: number;
  /** Retries after 429, 5xx and network errors, default 3. */
  maxRetries?: number;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  /** JSON schema for structured output; dropped for good if the server rejects it. */
  schema?: { name: string; schema: Record<string, unknown> };
  seed?: number;
}

export type ChatClient = (request: ChatRequest, signal?: AbortSignal) => Promise<string>;

const MAX_BACKOFF_MS = 8_000;
const MAX_RETRY_AFTER_MS = 60_000;

function providerError(detail: string): GeneratorError {
  const error = new GeneratorError('provider', GENERATION_MESSAGES.provider);
  // The user sees the message; the operator's log needs the reason.
  error.cause = new Error(detail);
  return error;
}

/** Reads Retry-After as seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS) : undefined;
}

function backoffMs(attempt: number): number {
  const base = Math.min(MAX_BACKOFF_MS, 500 * 2 ** attempt);
  return base / 2 + Math.random() * (base / 2);
}

function rejectsResponseFormat(status: number, body: string): boolean {
  return (status === 400 || status === 422) && /response_format|json_schema/i.test(body);
}

/** Takes the assistant text out of a chat completion body; '' when there is none. */
function contentOf(body: unknown): string {
  const message = (body as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]
    ?.message;
  const content = message?.content;
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content.map((part) => (typeof part?.text === 'string' ? part.text : '')).join('');
  }
  return '';
}

/**
 * A client for `POST {baseUrl}/chat/completions` with a per-call timeout, retries with
 * exponential backoff (honouring Retry-After) and a one-way fallback from structured output
 * to plain text for servers that reject `response_format`.
 */
export function createChatClient(config: LlmConfig): ChatClient {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = config.timeoutMs ?? 60_000;
  const maxRetries = config.maxRetries ?? 3;
  let structuredOutput = true;

  return async function complete(request, signal) {
    for (let attempt = 0; ; attempt++) {
      const body: Record<string, unknown> = { model: config.model, messages: request.messages };
      if (request.seed !== undefined) body.seed = request.seed;
      if (request.schema && structuredOutput) {
        body.response_format = {
          type: 'json_schema',
          json_schema: { name: request.schema.name, strict: true, schema: request.schema.schema },
        };
      }
      const timeout = AbortSignal.timeout(timeoutMs);
      let status: number;
      let text: string;
      let retryAfter: string | null;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify(body),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        status = response.status;
        retryAfter = response.headers.get('retry-after');
        text = await response.text();
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        if (timeout.aborted) {
          const timedOut = new GeneratorError('timeout', GENERATION_MESSAGES.providerTimeout);
          timedOut.cause = new Error(`No answer from ${url} within ${timeoutMs} ms`);
          throw timedOut;
        }
        if (attempt >= maxRetries) throw providerError(`${url} unreachable: ${String(error)}`);
        await sleep(backoffMs(attempt), undefined, { signal });
        continue;
      }

      if (status >= 200 && status < 300) {
        try {
          return contentOf(JSON.parse(text));
        } catch {
          // A proxy answering 200 with HTML is as transient as a 502.
          if (attempt >= maxRetries)
            throw providerError(`${url} answered non-JSON: ${text.slice(0, 200)}`);
          await sleep(backoffMs(attempt), undefined, { signal });
          continue;
        }
      }
      if (structuredOutput && body.response_format && rejectsResponseFormat(status, text)) {
        structuredOutput = false;
        attempt--; // the fallback is not a retry
        continue;
      }
      if ((status === 408 || status === 429 || status >= 500) && attempt < maxRetries) {
        await sleep(retryAfterMs(retryAfter) ?? backoffMs(attempt), undefined, { signal });
        continue;
      }
      throw providerError(`${url} answered HTTP ${status}: ${text.slice(0, 300)}`);
    }
  };
}
