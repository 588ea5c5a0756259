import { afterEach, describe, expect, it } from 'vitest';
import { GENERATION_MESSAGES } from '@halaqa/shared/generation';
import { GeneratorError } from '../types.ts';
import { createLlmGenerator } from './llm-generator.ts';
import { retryAfterMs } from './chat-client.ts';
import {
  startOpenAiTestServer,
  type OpenAiTestServer,
  type Responder,
} from './openai-test-server.ts';
import { goodQuizItems, lectureDocument } from './llm-test-fixtures.ts';

let server: OpenAiTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const doc = lectureDocument();

async function generatorFor(
  respond: Responder,
  options: { timeoutMs?: number; maxRetries?: number } = {},
) {
  server = await startOpenAiTestServer(respond);
  return createLlmGenerator({ baseUrl: `${server.baseUrl}/`, model: 'm', ...options });
}

describe('talking to the provider', () => {
  it('waits as long as Retry-After says after a 429, then succeeds', async () => {
    const used = new Set<string>();
    const generator = await generatorFor((req, i) =>
      i === 0
        ? {
            status: 429,
            headers: { 'retry-after': '1' },
            body: { error: { message: 'slow down' } },
          }
        : { content: JSON.stringify({ items: goodQuizItems(req, used) }) },
    );
    const started = Date.now();
    const questions = await generator.quiz(doc, { count: 5, difficulty: 'medium' });
    const waited = Date.now() - started;

    expect(questions).toHaveLength(5);
    expect(server?.requests.length).toBe(2);
    expect(waited).toBeGreaterThanOrEqual(950);
    // No key configured: no authorization header at all.
    expect(server?.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('retries a 503 with backoff', async () => {
    const used = new Set<string>();
    const generator = await generatorFor((req, i) =>
      i < 2
        ? { status: 503, body: 'upstream down' }
        : { content: JSON.stringify({ items: goodQuizItems(req, used) }) },
    );
    await expect(generator.quiz(doc, { count: 5, difficulty: 'medium' })).resolves.toHaveLength(5);
    expect(server?.requests.length).toBe(3);
  });

  it('gives up with the provider message after maxRetries', async () => {
    const generator = await generatorFor(() => ({ status: 500, body: 'boom' }), { maxRetries: 1 });
    const error = await generator.quiz(doc, { count: 5, difficulty: 'medium' }).catch((e) => e);
    expect(error).toMatchObject({ code: 'provider', message: GENERATION_MESSAGES.provider });
    expect(String(error.cause)).toContain('HTTP 500');
    expect(server?.requests.length).toBe(2);
  });

  it('does not retry a rejected key', async () => {
    const generator = await generatorFor(() => ({
      status: 401,
      body: { error: { message: 'Incorrect API key provided' } },
    }));
    const error = await generator.quiz(doc, { count: 5, difficulty: 'medium' }).catch((e) => e);
    expect(error).toBeInstanceOf(GeneratorError);
    expect(error.code).toBe('provider');
    expect(String(error.cause)).toContain('Incorrect API key');
    expect(server?.requests.length).toBe(1);
  });

  it('fails with a clear timeout error when the server never answers', async () => {
    const generator = await generatorFor(() => 'hang', { timeoutMs: 300 });
    const started = Date.now();
    const error = await generator.quiz(doc, { count: 5, difficulty: 'medium' }).catch((e) => e);
    const elapsed = Date.now() - started;

    expect(error).toBeInstanceOf(GeneratorError);
    expect(error).toMatchObject({ code: 'timeout', message: GENERATION_MESSAGES.providerTimeout });
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(4_000);
  });

  it('reports an unreachable server as a provider error', async () => {
    const closed = await startOpenAiTestServer(() => ({ content: '' }));
    await closed.close();
    const generator = createLlmGenerator({ baseUrl: closed.baseUrl, model: 'm', maxRetries: 1 });
    const error = await generator.quiz(doc, { count: 5, difficulty: 'easy' }).catch((e) => e);
    expect(error).toMatchObject({ code: 'provider' });
    expect(String(error.cause)).toContain('unreachable');
  });

  it('falls back to plain JSON in prose when the server rejects response_format', async () => {
    const used = new Set<string>();
    const generator = await generatorFor((req) => {
      if (req.body.response_format) {
        return {
          status: 400,
          body: { error: { message: 'Unrecognized request argument supplied: response_format' } },
        };
      }
      const items = JSON.stringify({ items: goodQuizItems(req, used) }, null, 2);
      return {
        content: `Sure! Here are your questions:\n\n\`\`\`json\n${items}\n\`\`\`\nGood luck!`,
      };
    });
    const first = await generator.quiz(doc, { count: 5, difficulty: 'medium' });
    const second = await generator.quiz(doc, { count: 5, difficulty: 'medium' });

    expect(first).toHaveLength(5);
    expect(second).toHaveLength(5);
    const formats = server?.requests.map((r) => r.body.response_format !== undefined);
    // Rejected once, then never sent again by the same generator.
    expect(formats).toEqual([true, false, false]);
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates, and caps long waits', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(
      retryAfterMs(new Date(Date.UTC(2030, 0, 1, 0, 0, 5)).toUTCString(), Date.UTC(2030, 0, 1)),
    ).toBe(5000);
    expect(retryAfterMs('3600')).toBe(60_000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });
});
