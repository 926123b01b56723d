import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  answerWith,
  type ChatCompletionsPeer,
  failWith,
  hang,
  sseFrames,
  startChatCompletionsPeer,
  streamRaw,
  unusedLoopbackUrl,
} from '../../../../test/chat-completions-peer.ts';
import { pumpAnswerOf } from '../../../../test/part-answer.ts';
import { type AssistantQuestion, AssistantUnavailableError } from '../assistant.ts';
import { SYSTEM_PROMPT } from './chat-messages.ts';
import { createOpenAiAssistant, type OpenAiAssistantOptions } from './openai-assistant.ts';

const peer: ChatCompletionsPeer = await startChatCompletionsPeer();
afterAll(() => peer.close());

const host = new URL(peer.baseUrl).host;
let delays: number[] = [];
beforeEach(() => {
  peer.requests.length = 0;
  delays = [];
});

function assistant(overrides: Partial<OpenAiAssistantOptions> = {}) {
  return createOpenAiAssistant({
    baseUrl: peer.baseUrl,
    apiKey: 'sk-test-secret',
    model: 'test-model',
    timeoutMs: 5_000,
    connectTimeoutMs: 2_000,
    maxRetries: 2,
    random: () => 0.5,
    // Records the waits instead of sleeping them, so retry tests take milliseconds.
    sleep: async (ms) => {
      delays.push(ms);
    },
    ...overrides,
  });
}

const pumpAnswer = pumpAnswerOf(
  [
    { title: 'Flow Rate', value: 500, units: ['gpm'], unit_value: 'gpm' },
    { title: 'NPSH Available', value: null, units: ['ft'], is_optional: true },
  ],
  'Performance',
);

const question: AssistantQuestion = {
  prompt: 'What motor do I need for 120 ft of head?',
  context: { part: 'pump', answer: pumpAnswer },
};

async function collect(pieces: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const piece of pieces) {
    all.push(piece);
  }
  return all;
}

async function unavailable(promise: Promise<unknown>): Promise<AssistantUnavailableError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AssistantUnavailableError);
  return error as AssistantUnavailableError;
}

describe('OpenAI-compatible assistant: answer()', () => {
  it('posts the model, the scoped system prompt, the wizard values and the question, with the bearer key', async () => {
    peer.reply(answerWith('A 25 hp motor.'));
    await expect(assistant().answer(question)).resolves.toBe('A 25 hp motor.');

    const [request] = peer.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test-secret');
    expect(request?.body).toMatchObject({ model: 'test-model', stream: false });
    const [system, user] = request?.body.messages ?? [];
    expect(system).toEqual({ role: 'system', content: SYSTEM_PROMPT });
    expect(SYSTEM_PROMPT).toMatch(/never invent catalogue prices/i);
    expect(user.role).toBe('user');
    expect(user.content).toContain('Part: Pump (pump)');
    expect(user.content).toContain('Performance: Flow Rate = 500 gpm');
    // An empty field is left out rather than sent as null.
    expect(user.content).not.toContain('NPSH Available');
    expect(user.content).toMatch(/What motor do I need for 120 ft of head\?$/);
  });

  it('sends no Authorization header without an API key (local llama.cpp, Ollama, vLLM)', async () => {
    peer.reply(answerWith('Fine.'));
    await assistant({ apiKey: undefined }).answer(question);
    expect(peer.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('retries after a 503 with backoff and then answers', async () => {
    peer.reply(failWith(503), answerWith('Second time lucky.'));
    await expect(assistant({ backoffBaseMs: 400 }).answer(question)).resolves.toBe('Second time lucky.');
    expect(peer.requests).toHaveLength(2);
    // Equal jitter: between half and all of 400 ms × 2^0; random() = 0.5 gives 300.
    expect(delays).toEqual([300]);
  });

  it('waits as long as a 429 Retry-After asks, then answers', async () => {
    peer.reply(failWith(429, { 'retry-after': '2' }), answerWith('Now there is room.'));
    await expect(assistant().answer(question)).resolves.toBe('Now there is room.');
    expect(delays).toEqual([2_000]);
  });

  it('does not wait out a Retry-After longer than 20 s: busy', async () => {
    peer.reply(failWith(429, { 'retry-after': '120' }));
    const error = await unavailable(assistant().answer(question));
    expect(error.message).toBe(`The assistant model at ${host} is busy right now. Try again in a minute.`);
    expect(peer.requests).toHaveLength(1);
  });

  it('does not retry a 400: the request itself is wrong', async () => {
    // A retry would get the peer's default answer and succeed.
    peer.reply(failWith(400));
    const error = await unavailable(assistant().answer(question));
    expect(error.message).toContain('refused the request (HTTP 400)');
    expect(peer.requests).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('gives up after the last retry of repeated 5xx', async () => {
    peer.reply(failWith(502), failWith(500), failWith(503));
    const error = await unavailable(assistant({ backoffBaseMs: 100 }).answer(question));
    expect(error.message).toBe(
      `The assistant model at ${host} cannot be reached right now. Try again in a minute.`,
    );
    expect(peer.requests).toHaveLength(3);
    expect(delays).toEqual([75, 150]);
  });

  it('turns a model that takes too long into an unavailable error, without retrying', async () => {
    peer.reply(hang());
    const started = performance.now();
    const error = await unavailable(assistant({ timeoutMs: 1_000 }).answer(question));
    expect(error.message).toBe(
      `The assistant model at ${host} did not answer in time. Try again in a minute.`,
    );
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(peer.requests).toHaveLength(1);
  });

  it('says the model cannot be reached when nothing listens, naming the host but never the key', async () => {
    const downUrl = await unusedLoopbackUrl();
    const error = await unavailable(assistant({ baseUrl: downUrl }).answer(question));
    expect(error.message).toBe(
      `The assistant model at ${new URL(downUrl).host} cannot be reached right now. Try again in a minute.`,
    );
    expect(error.message).not.toContain('sk-test-secret');
    expect(error.message).not.toContain('/v1');
    expect(delays).toHaveLength(2);
  });

  it('stops at once when the caller aborts, with the abort rather than an unavailable error', async () => {
    peer.reply(hang());
    const controller = new AbortController();
    const pending = assistant().answer({ ...question, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('answers an empty string when the model sends no content', async () => {
    peer.reply(answerWith(''));
    await expect(assistant().answer(question)).resolves.toBe('');
  });
});

describe('OpenAI-compatible assistant: stream()', () => {
  it('streams the pieces with stream: true; joined they are the whole answer', async () => {
    peer.reply(answerWith('Use a 25 hp motor with a 1.15 service factor.'));
    const pieces = await collect(assistant().stream(question));
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe('Use a 25 hp motor with a 1.15 service factor.');
    expect(peer.requests[0]?.body).toMatchObject({ model: 'test-model', stream: true });
    expect(peer.requests[0]?.headers.accept).toBe('text/event-stream');
  });

  it('reads frames split across chunks, CRLF line ends, split UTF-8 and keep-alive comments', async () => {
    const frames = sseFrames(['NPSH margin ', 'is 4.5 ft ', 'at 68 °F.']).join('').replaceAll('\n', '\r\n');
    const bytes = new TextEncoder().encode(`: keep-alive\r\n\r\n${frames}`);
    // 7-byte chunks cut through field names, JSON, the CR/LF pairs and the two bytes of '°'.
    const chunks: Uint8Array[] = [];
    for (let at = 0; at < bytes.length; at += 7) {
      chunks.push(bytes.slice(at, at + 7));
    }
    peer.reply(streamRaw(chunks, 0));
    const pieces = await collect(assistant().stream(question));
    expect(pieces).toEqual(['NPSH margin ', 'is 4.5 ft ', 'at 68 °F.']);
  });

  it('retries a stream that fails before its first piece', async () => {
    peer.reply(failWith(503), answerWith('Streamed after a retry.'));
    const pieces = await collect(assistant().stream(question));
    expect(pieces.join('')).toBe('Streamed after a retry.');
    expect(peer.requests).toHaveLength(2);
  });

  it('stops with an unavailable error, not a repeat, when the model fails part-way', async () => {
    const [role, first] = sseFrames(['Half an answer']);
    peer.reply(streamRaw([role ?? '', first ?? '', 'data: {"error":{"message":"overloaded"}}\n\n']));
    const received: string[] = [];
    const error = await unavailable(
      (async () => {
        for await (const piece of assistant().stream(question)) {
          received.push(piece);
        }
      })(),
    );
    expect(received).toEqual(['Half an answer']);
    expect(error.message).toContain('stopped part-way');
    expect(peer.requests).toHaveLength(1);
  });

  it('treats a stream whose connection closes without [DONE] as cut off', async () => {
    const [role] = sseFrames([]);
    peer.reply(streamRaw([role ?? '']), streamRaw([role ?? '']), streamRaw([role ?? '']));
    const error = await unavailable(collect(assistant().stream(question)));
    expect(error.message).toContain('stopped part-way');
    expect(peer.requests).toHaveLength(3);
  });

  it('fails fast when a streamed answer does not start within the connect timeout', async () => {
    peer.reply(hang(), hang());
    const started = performance.now();
    const error = await unavailable(
      collect(assistant({ connectTimeoutMs: 300, maxRetries: 1 }).stream(question)),
    );
    expect(error.message).toContain('cannot be reached right now');
    expect(peer.requests).toHaveLength(2);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('cuts a stream that outlasts the total timeout', async () => {
    const frames = sseFrames(['slow ', 'slower ', 'slowest']);
    peer.reply(streamRaw(frames, 500));
    const received: string[] = [];
    const error = await unavailable(
      (async () => {
        for await (const piece of assistant({ timeoutMs: 1_500 }).stream(question)) {
          received.push(piece);
        }
      })(),
    );
    expect(error.message).toContain('did not answer in time');
    expect(received.length).toBeGreaterThan(0);
  });

  it('releases the model connection when the caller stops reading', async () => {
    peer.reply(streamRaw(sseFrames(['one ', 'two ', 'three']), 50));
    for await (const piece of assistant().stream(question)) {
      expect(piece).toBe('one ');
      break;
    }
    // The next request is served normally: nothing is left hanging.
    await expect(assistant().answer(question)).resolves.toBe('Default answer.');
  });
});
