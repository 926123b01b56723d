import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A model server on 127.0.0.1 that speaks the OpenAI chat-completions wire format, streamed (server-sent
// events) and not, for the assistant adapter's tests ('tested against a local HTTP server').

export interface RecordedChatRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  // biome-ignore lint/suspicious/noExplicitAny: the wire JSON as sent; tests pick fields out of it.
  body: any;
}

export type ChatResponder = (request: RecordedChatRequest, response: ServerResponse) => void | Promise<void>;

export interface ChatCompletionsPeer {
  /** What AI_BASE_URL would be: `http://127.0.0.1:{port}/v1`. */
  baseUrl: string;
  requests: RecordedChatRequest[];
  /** Responders for the next requests, one each, in order; afterwards `answerWith('Default answer.')`. */
  reply(...responders: ChatResponder[]): void;
  close(): Promise<void>;
}

function completionChunk(content: string | null, finishReason: string | null = null) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'test-model',
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finishReason }],
  };
}

/** Raw bytes as a streaming server sends them: status 200, SSE headers, each chunk flushed on its own. */
export function streamRaw(chunks: Array<string | Uint8Array>, pauseMs = 5): ChatResponder {
  return async (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    for (const chunk of chunks) {
      response.write(chunk);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    response.end();
  };
}

/** SSE frames for `pieces`: a role chunk, one content chunk per piece, a finish chunk and [DONE]. */
export function sseFrames(pieces: string[]): string[] {
  const frames = [
    { ...completionChunk(null), choices: [{ index: 0, delta: { role: 'assistant' }, finish_reason: null }] },
    ...pieces.map((piece) => completionChunk(piece)),
    completionChunk(null, 'stop'),
  ].map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`);
  return [...frames, 'data: [DONE]\n\n'];
}

/** A well-behaved model: `text` as one JSON completion, or in word-sized pieces when the request streams. */
export function answerWith(text: string): ChatResponder {
  return async (request, response) => {
    if (request.body?.stream === true) {
      await streamRaw(sseFrames(text.split(/(?<= )/)), 1)(request, response);
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: 1_700_000_000,
        model: request.body?.model ?? 'test-model',
        choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
      }),
    );
  };
}

export function failWith(status: number, headers: Record<string, string> = {}): ChatResponder {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify({ error: { message: `test failure ${status}`, type: 'test_error' } }));
  };
}

/** Never answers: the client's timeout has to end the request. */
export function hang(): ChatResponder {
  return () => undefined;
}

export async function startChatCompletionsPeer(): Promise<ChatCompletionsPeer> {
  const requests: RecordedChatRequest[] = [];
  const queue: ChatResponder[] = [];
  const server = createServer(async (incoming, response) => {
    const parts: Buffer[] = [];
    for await (const part of incoming) {
      parts.push(part as Buffer);
    }
    const text = Buffer.concat(parts).toString('utf8');
    const request: RecordedChatRequest = {
      method: incoming.method ?? '',
      path: incoming.url ?? '',
      headers: incoming.headers,
      body: text ? JSON.parse(text) : null,
    };
    requests.push(request);
    if (request.method !== 'POST' || request.path !== '/v1/chat/completions') {
      await failWith(404)(request, response);
      return;
    }
    await (queue.shift() ?? answerWith('Default answer.'))(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (...responders) => queue.push(...responders),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback address where nothing listens (a port just freed), for 'the model server is down'. */
export async function unusedLoopbackUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}
