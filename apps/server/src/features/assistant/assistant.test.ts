import {
  ASSISTANT_CONTEXT_MAX_ATTRIBUTES,
  ASSISTANT_MESSAGES,
  ASSISTANT_PROMPT_MAX_LENGTH,
} from '@specsource/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { pumpAnswerOf } from '../../../test/part-answer.ts';
import { seededAccount, signedInClient } from '../../../test/seeded-accounts.ts';
import { createTestClient } from '../../../test/test-client.ts';
import { ASSISTANT_LIMITS } from './assistant.service.ts';
import { type Assistant, type AssistantQuestion, AssistantUnavailableError } from './assistant.ts';

/**
 * A real assistant with canned logic: it answers from the question's context, so the tests see what the
 * route passed on. The adapters have tests of their own.
 */
class CannedAssistant implements Assistant {
  readonly kind = 'built-in';
  mode: 'answer' | 'unavailable' | 'fails-part-way' | 'broken' | 'endless' = 'answer';
  questions: AssistantQuestion[] = [];
  /** Set when a stream is closed, as an adapter closes its model connection. */
  isStreamClosed = false;

  textFor(question: AssistantQuestion): string {
    const flow =
      question.context.answer?.partclassification_set[0]?.partclassificationattribute_set[0]?.attribute;
    return `For ${question.context.part ?? 'this part'} at ${String(flow?.value ?? '?')} ${flow?.unit_value ?? ''}: secret-answer-4471 applies.`;
  }

  async answer(question: AssistantQuestion): Promise<string> {
    this.questions.push(question);
    if (this.mode === 'unavailable') {
      throw new AssistantUnavailableError(
        'The assistant model at models.example:8080 cannot be reached right now.',
      );
    }
    if (this.mode === 'broken') {
      throw new Error(`parser choked on ${question.prompt}`);
    }
    return this.textFor(question);
  }

  async *stream(question: AssistantQuestion): AsyncGenerator<string> {
    this.questions.push(question);
    if (this.mode === 'unavailable') {
      throw new AssistantUnavailableError(
        'The assistant model at models.example:8080 cannot be reached right now.',
      );
    }
    if (this.mode === 'endless') {
      try {
        for (;;) {
          yield 'more ';
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      } finally {
        this.isStreamClosed = true;
      }
    }
    const words = this.textFor(question).split(/(?<= )/);
    for (const [index, word] of words.entries()) {
      if (this.mode === 'fails-part-way' && index === 2) {
        throw new AssistantUnavailableError('The answer from the assistant model stopped part-way.');
      }
      yield word;
    }
  }
}

const assistant = new CannedAssistant();
const logLines: string[] = [];
// The rate limits count per window on the clock, the previous one weighed by its share: a clock that only moves
// when a test moves it keeps a run that crosses a minute boundary from changing a count half-way.
let clock = new Date('2026-11-23T13:00:05Z');
const { app } = await buildTestApp(
  { LOG_LEVEL: 'info' },
  { assistant, now: () => clock, logStream: { write: (line) => logLines.push(line) } },
);

beforeEach(() => {
  assistant.mode = 'answer';
  assistant.questions = [];
});

let nextIp = 1;
/** A visitor from an address of its own, so the per-IP limit of one test never touches another. */
function visitor() {
  const ip = `10.20.${Math.floor(nextIp / 250)}.${(nextIp % 250) + 1}`;
  nextIp += 1;
  const client = createTestClient(app);
  return {
    ip,
    ask: (payload: unknown, path = '/aiapi/gpt3-assistant/') =>
      client.post(path, payload, { remoteAddress: ip }),
  };
}

const pumpAnswer = pumpAnswerOf(
  [{ title: 'Flow Rate', value: 500, units: ['gpm'], unit_value: 'gpm' }],
  'Performance',
);

interface SseFrame {
  event: string;
  data: unknown;
}

function sseFramesOf(body: string): SseFrame[] {
  return body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length) ?? 'message';
      const data = lines.find((line) => line.startsWith('data: '))?.slice('data: '.length) ?? 'null';
      return { event, data: JSON.parse(data) };
    });
}

describe('POST /aiapi/gpt3-assistant/', () => {
  it('answers {response} from the assistant, passing the trimmed question and the wizard context', async () => {
    const response = await visitor().ask({
      prompt: '  What motor do I need?  ',
      context: { part: 'pump', answer: pumpAnswer },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ response: 'For pump at 500 gpm: secret-answer-4471 applies.' });
    expect(assistant.questions[0]?.prompt).toBe('What motor do I need?');
    expect(assistant.questions[0]?.context.answer?.title).toBe('Pump');
    expect(assistant.questions[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('takes a question without context', async () => {
    const response = await visitor().ask({ prompt: 'Convert 30 m3/h to gpm' });
    expect(response.json()).toEqual({ response: 'For this part at ? : secret-answer-4471 applies.' });
  });

  it.each([
    ['an empty prompt', { prompt: '' }],
    ['a blank prompt', { prompt: ' \n\t ' }],
    ['no prompt at all', {}],
  ])('refuses %s with the spec message on the prompt field (§5)', async (_label, payload) => {
    const response = await visitor().ask(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      field_errors: { prompt: [ASSISTANT_MESSAGES.promptRequired] },
    });
    expect(assistant.questions).toHaveLength(0);
  });

  it('refuses a question over 2,000 characters with a message naming the limit, and takes exactly 2,000', async () => {
    const tooLong = await visitor().ask({ prompt: 'a'.repeat(ASSISTANT_PROMPT_MAX_LENGTH + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().field_errors.prompt).toEqual([ASSISTANT_MESSAGES.promptTooLong]);
    expect(ASSISTANT_MESSAGES.promptTooLong).toContain('2,000 characters');

    const atLimit = await visitor().ask({ prompt: 'a'.repeat(ASSISTANT_PROMPT_MAX_LENGTH) });
    expect(atLimit.statusCode).toBe(200);
  });

  it('refuses a context that is not a part structure, or one too large', async () => {
    const malformed = await visitor().ask({ prompt: 'Hi', context: { answer: { title: 'Pump' } } });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().field_errors)[0]).toMatch(/^context\.answer\./);

    const links = Array.from({ length: ASSISTANT_CONTEXT_MAX_ATTRIBUTES + 1 }, (_, index) => ({
      ...pumpAnswer.partclassification_set[0]?.partclassificationattribute_set[0],
      id: index,
    }));
    const huge = structuredClone(pumpAnswer);
    (
      huge.partclassification_set[0] as { partclassificationattribute_set: unknown[] }
    ).partclassificationattribute_set = links;
    const tooLarge = await visitor().ask({ prompt: 'Hi', context: { answer: huge } });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().field_errors['context.answer']).toEqual([ASSISTANT_MESSAGES.contextTooLarge]);

    const badPart = await visitor().ask({ prompt: 'Hi', context: { part: 42 } });
    expect(Object.keys(badPart.json().field_errors)).toEqual(['context.part']);
    expect(assistant.questions).toHaveLength(0);
  });

  it('answers 503 UNAVAILABLE with the adapter message when the model cannot be reached', async () => {
    assistant.mode = 'unavailable';
    const response = await visitor().ask({ prompt: 'Anyone there?' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'UNAVAILABLE',
      detail: 'The assistant model at models.example:8080 cannot be reached right now.',
    });
  });

  it('answers a generic 500 for an unexpected failure, without echoing it', async () => {
    assistant.mode = 'broken';
    const response = await visitor().ask({ prompt: 'Break please' });
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe('INTERNAL');
    expect(response.body).not.toContain('Break please');
  });

  it('refuses a call without the CSRF token, like every unsafe call', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/aiapi/gpt3-assistant/',
      payload: { prompt: 'Hello?' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CSRF');
    expect(assistant.questions).toHaveLength(0);
  });
});

describe('POST /aiapi/gpt3-assistant/stream/', () => {
  const path = '/aiapi/gpt3-assistant/stream/';

  it('streams {delta} events that join to the answer, then done', async () => {
    const response = await visitor().ask(
      { prompt: 'Motor?', context: { part: 'pump', answer: pumpAnswer } },
      path,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['cache-control']).toContain('no-cache');
    const frames = sseFramesOf(response.body);
    expect(frames.length).toBeGreaterThan(3);
    expect(frames.at(-1)).toEqual({ event: 'done', data: {} });
    const deltas = frames.slice(0, -1);
    expect(deltas.every((frame) => frame.event === 'message')).toBe(true);
    expect(deltas.map((frame) => (frame.data as { delta: string }).delta).join('')).toBe(
      'For pump at 500 gpm: secret-answer-4471 applies.',
    );
  });

  it('ends with an error event when the assistant fails part-way', async () => {
    assistant.mode = 'fails-part-way';
    const response = await visitor().ask({ prompt: 'Motor?' }, path);
    expect(response.statusCode).toBe(200);
    const frames = sseFramesOf(response.body);
    expect(frames.map((frame) => frame.event)).toEqual(['message', 'message', 'error']);
    expect(frames.at(-1)?.data).toEqual({
      code: 'UNAVAILABLE',
      detail: 'The answer from the assistant model stopped part-way.',
    });
  });

  it('answers a plain 503 when the model cannot be reached before the first piece', async () => {
    assistant.mode = 'unavailable';
    const response = await visitor().ask({ prompt: 'Motor?' }, path);
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().code).toBe('UNAVAILABLE');
  });

  it('closes the assistant stream and logs the question as aborted when the client goes away', async () => {
    assistant.mode = 'endless';
    assistant.isStreamClosed = false;
    logLines.length = 0;
    // Over a real socket: inject cannot hang up part-way.
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    // `connection: close`: an idle keep-alive socket in fetch's pool would hold up the app's close.
    const csrf = /csrftoken=([^;]+)/.exec(
      String(
        (await fetch(`${address}/api/check-auth/`, { headers: { connection: 'close' } })).headers.get(
          'set-cookie',
        ),
      ),
    )?.[1];
    const controller = new AbortController();
    const response = await fetch(`${address}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf ?? '' },
      body: JSON.stringify({ prompt: 'Go on forever' }),
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toContain('data: {"delta":"more "}');
    controller.abort();
    await expect.poll(() => assistant.isStreamClosed, { timeout: 2_000 }).toBe(true);
    await expect
      .poll(() => logLines.some((line) => line.includes('"outcome":"aborted"')), { timeout: 2_000 })
      .toBe(true);
  });

  it('validates like the plain route', async () => {
    const response = await visitor().ask({ prompt: '   ' }, path);
    expect(response.statusCode).toBe(400);
    expect(response.json().field_errors.prompt).toEqual([ASSISTANT_MESSAGES.promptRequired]);
  });
});

describe('assistant rate limits', () => {
  it('holds one address to its per-minute budget, with Retry-After, without touching other addresses', async () => {
    const asker = visitor();
    for (let i = 0; i < ASSISTANT_LIMITS.perIpPerMinute.limit; i++) {
      expect((await asker.ask({ prompt: `Question ${i}` })).statusCode).toBe(200);
    }
    const limited = await asker.ask({ prompt: 'One more' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'RATE_LIMITED', detail: ASSISTANT_MESSAGES.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The streamed variant shares the budget.
    expect((await asker.ask({ prompt: 'Streamed' }, '/aiapi/gpt3-assistant/stream/')).statusCode).toBe(429);
    expect((await visitor().ask({ prompt: 'Someone else' })).statusCode).toBe(200);

    clock = new Date(clock.getTime() + 60_000);
    expect((await asker.ask({ prompt: 'A minute later' })).statusCode).toBe(200);
  });

  it('holds a signed-in user to their own budget from any address', async () => {
    const client = await signedInClient(app, seededAccount('customer'));
    for (let i = 0; i < ASSISTANT_LIMITS.perUserPerMinute.limit; i++) {
      const response = await client.post(
        '/aiapi/gpt3-assistant/',
        { prompt: 'Hi' },
        { remoteAddress: `10.30.0.${i + 1}` },
      );
      expect(response.statusCode).toBe(200);
    }
    const limited = await client.post(
      '/aiapi/gpt3-assistant/',
      { prompt: 'Hi' },
      { remoteAddress: '10.30.1.1' },
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toBe(ASSISTANT_MESSAGES.rateLimited);
  });
});

describe('assistant logging', () => {
  it('logs sizes, timing, adapter and outcome, never the question or the answer', async () => {
    logLines.length = 0;
    const prompt = 'zebra-canary-9913 what pump for my pond?';
    await visitor().ask({ prompt, context: { part: 'pump', answer: pumpAnswer } });
    await visitor().ask({ prompt }, '/aiapi/gpt3-assistant/stream/');
    assistant.mode = 'unavailable';
    await visitor().ask({ prompt });
    assistant.mode = 'broken';
    await visitor().ask({ prompt });

    const output = logLines.join('');
    expect(output).not.toContain('zebra-canary');
    expect(output).not.toContain('secret-answer');
    const entries = logLines.map((line) => JSON.parse(line)).filter((entry) => 'promptChars' in entry);
    expect(entries.map((entry) => [entry.outcome, entry.isStreamed])).toEqual([
      ['answered', false],
      ['answered', true],
      ['unavailable', false],
      ['failed', false],
    ]);
    expect(entries[0]).toMatchObject({
      assistant: 'built-in',
      promptChars: prompt.length,
      answerChars: 'For pump at 500 gpm: secret-answer-4471 applies.'.length,
    });
    expect(entries[0].durationMs).toBeGreaterThanOrEqual(0);
  });
});
