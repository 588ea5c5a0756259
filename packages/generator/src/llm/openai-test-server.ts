import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// A real HTTP server for tests that speaks the OpenAI chat-completions protocol, so the LLM
// generator is exercised over the network exactly as against OpenAI, Ollama or vLLM.

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: unknown;
    seed?: number;
  };
}

export type Reply =
  | { content: string }
  | { status: number; body: unknown; headers?: Record<string, string> }
  | 'hang';

export type Responder = (request: ReceivedRequest, index: number) => Reply | Promise<Reply>;

export interface OpenAiTestServer {
  /** Base URL ending in /v1, as a user would configure it. */
  baseUrl: string;
  requests: ReceivedRequest[];
  /** Requests whose client went away before an answer (aborted or its thread ended). */
  abandoned(): number;
  close(): Promise<void>;
}

export async function startOpenAiTestServer(respond: Responder): Promise<OpenAiTestServer> {
  const requests: ReceivedRequest[] = [];
  let abandoned = 0;
  const server = createServer(async (req, res) => {
    res.on('close', () => {
      if (!res.writableEnded) abandoned++;
    });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const received: ReceivedRequest = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'),
    };
    const index = requests.push(received) - 1;
    const reply = await respond(received, index);
    if (reply === 'hang') return;
    if ('content' in reply) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${index}`,
          object: 'chat.completion',
          model: received.body.model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: reply.content },
              finish_reason: 'stop',
            },
          ],
        }),
      );
      return;
    }
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    abandoned: () => abandoned,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The user prompt of a received request. */
export function promptOf(request: ReceivedRequest): string {
  return request.body.messages?.find((m) => m.role === 'user')?.content ?? '';
}

/** The count a prompt asks for ("Write exactly N …"). */
export function askedCount(request: ReceivedRequest): number {
  return Number(/Write exactly (\d+)/.exec(promptOf(request))?.[1] ?? 0);
}

/** The pages a prompt shows, read back from its [p.N] markers. */
export function pagesOf(request: ReceivedRequest): { number: number; text: string }[] {
  const text = promptOf(request).split('\nPages:\n')[1] ?? '';
  return [...text.matchAll(/\[p\.(\d+)\]\n([\s\S]*?)(?=\n\n\[p\.\d+\]\n|$)/g)].map((m) => ({
    number: Number(m[1]),
    text: m[2] ?? '',
  }));
}
