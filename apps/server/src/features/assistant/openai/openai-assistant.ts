import { type Assistant, type AssistantQuestion, AssistantUnavailableError } from '../assistant.ts';
import { chatMessagesFor } from './chat-messages.ts';
import { backoffMs, isRetryableStatus, MAX_RETRY_AFTER_MS, retryAfterMs, sleep } from './retry-policy.ts';
import { readSseEvents } from './sse-events.ts';

export interface OpenAiAssistantOptions {
  /** The API root that `/chat/completions` hangs off, e.g. `https://api.openai.com/v1`. */
  baseUrl: string;
  /** Sent as a bearer token when set; local servers (llama.cpp, Ollama, vLLM) usually need none. */
  apiKey?: string | undefined;
  model: string;
  /** One attempt in all: request to the whole answer (or the last streamed chunk). */
  timeoutMs: number;
  /** Until a streamed answer's response headers arrive. */
  connectTimeoutMs: number;
  /** Extra attempts after a network error, a 408/429 or a 5xx. */
  maxRetries: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Tests replace these to see the delays without waiting them. */
  random?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

// Factual answers: little sampling randomness.
const TEMPERATURE = 0.2;

/** Messages a user sees (route: 503 with the message). They name the host only: never the path or the key. */
function unavailableMessages(host: string) {
  return {
    unreachable: `The assistant model at ${host} cannot be reached right now. Try again in a minute.`,
    timedOut: `The assistant model at ${host} did not answer in time. Try again in a minute.`,
    busy: `The assistant model at ${host} is busy right now. Try again in a minute.`,
    refused: (status: number) =>
      `The assistant model at ${host} refused the request (HTTP ${status}). The assistant's settings on this server need attention.`,
    unreadable: `The assistant model at ${host} sent an answer that could not be read. Try again in a minute.`,
    cutOff: `The answer from the assistant model at ${host} stopped part-way. Try again in a minute.`,
  };
}

/** Why one attempt failed, and whether another may succeed. */
class AttemptFailure extends Error {
  readonly error: AssistantUnavailableError;
  readonly isRetryable: boolean;
  /** The server's Retry-After, when it gave one. */
  readonly waitMs: number | null;

  constructor(error: AssistantUnavailableError, isRetryable: boolean, waitMs: number | null = null) {
    super(error.message);
    this.error = error;
    this.isRetryable = isRetryable;
    this.waitMs = waitMs;
  }
}

interface Attempt {
  signal: AbortSignal;
  /** Which of our limits aborted the attempt, if one did. */
  timeout(): 'total' | 'headers' | null;
  headersArrived(): void;
  /** Clears the timers and releases the connection (a no-op once the body has been read). */
  finish(): void;
}

function startAttempt(callerSignal: AbortSignal | undefined, totalMs: number, headersMs?: number): Attempt {
  const controller = new AbortController();
  let firedTimeout: 'total' | 'headers' | null = null;
  const fire = (which: 'total' | 'headers') => () => {
    firedTimeout = which;
    controller.abort(new DOMException('The assistant model did not answer in time.', 'TimeoutError'));
  };
  const totalTimer = setTimeout(fire('total'), totalMs);
  const headersTimer = headersMs === undefined ? undefined : setTimeout(fire('headers'), headersMs);
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) {
    onCallerAbort();
  }
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  return {
    signal: controller.signal,
    timeout: () => firedTimeout,
    headersArrived: () => clearTimeout(headersTimer),
    finish() {
      clearTimeout(totalTimer);
      clearTimeout(headersTimer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
      controller.abort();
    },
  };
}

interface ChatPayload {
  error?: unknown;
  choices?: Array<{
    message?: { content?: unknown };
    delta?: { content?: unknown };
    finish_reason?: unknown;
  }>;
}

function parsePayload(text: string): ChatPayload | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as ChatPayload) : null;
  } catch {
    return null;
  }
}

/**
 * The OpenAI-compatible adapter: `POST {baseUrl}/chat/completions`, non-streamed for
 * `answer` and with `stream: true` (server-sent events) for `stream`. Works with hosted APIs, vLLM,
 * llama.cpp's server and Ollama. Retries network errors, 408/429 (honouring Retry-After) and 5xx with
 * exponential backoff; a stream is only retried before its first piece reaches the caller.
 */
export function createOpenAiAssistant(options: OpenAiAssistantOptions): Assistant {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const messages = unavailableMessages(new URL(options.baseUrl).host);
  const wait = options.sleep ?? sleep;
  const random = options.random ?? Math.random;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.apiKey) {
    headers.authorization = `Bearer ${options.apiKey}`;
  }

  async function send(attempt: Attempt, question: AssistantQuestion, isStream: boolean): Promise<Response> {
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...headers, accept: isStream ? 'text/event-stream' : 'application/json' },
      body: JSON.stringify({
        model: options.model,
        messages: chatMessagesFor(question),
        temperature: TEMPERATURE,
        stream: isStream,
      }),
      signal: attempt.signal,
      // OWASP ASVS 5.0 §15.3.2: a redirect is answered as the refusal it is, never followed (with the key).
      redirect: 'manual',
    });
    attempt.headersArrived();
    if (response.ok) {
      return response;
    }
    // Read nothing of an error body (it may echo the request); just free the connection.
    await response.body?.cancel().catch(() => undefined);
    if (!isRetryableStatus(response.status)) {
      throw new AttemptFailure(new AssistantUnavailableError(messages.refused(response.status)), false);
    }
    const waitMs = retryAfterMs(response.headers.get('retry-after'));
    const isWorthWaiting = waitMs === null || waitMs <= MAX_RETRY_AFTER_MS;
    const message = response.status === 429 ? messages.busy : messages.unreachable;
    throw new AttemptFailure(new AssistantUnavailableError(message), isWorthWaiting, waitMs);
  }

  /** Turns whatever ended an attempt into an AttemptFailure; the caller's own abort passes through as is. */
  function failureOf(
    error: unknown,
    attempt: Attempt,
    callerSignal: AbortSignal | undefined,
  ): AttemptFailure {
    if (callerSignal?.aborted) {
      throw callerSignal.reason;
    }
    if (error instanceof AttemptFailure) {
      return error;
    }
    if (error instanceof AssistantUnavailableError) {
      return new AttemptFailure(error, false);
    }
    const timeout = attempt.timeout();
    if (timeout === 'total') {
      return new AttemptFailure(new AssistantUnavailableError(messages.timedOut, { cause: error }), false);
    }
    // Refused or reset connections, DNS failures, a server that never started its answer.
    return new AttemptFailure(new AssistantUnavailableError(messages.unreachable, { cause: error }), true);
  }

  async function pause(failure: AttemptFailure, retry: number, signal: AbortSignal | undefined) {
    const delay =
      failure.waitMs ?? backoffMs(retry, options.backoffBaseMs ?? 500, options.backoffMaxMs ?? 8_000, random);
    await wait(delay, signal);
  }

  async function* contentPieces(response: Response): AsyncGenerator<string> {
    if (!response.body) {
      throw new AssistantUnavailableError(messages.unreadable);
    }
    let isFinished = false;
    for await (const event of readSseEvents(response.body)) {
      if (event.data === '[DONE]') {
        return;
      }
      const payload = parsePayload(event.data);
      if (payload === null || event.event === 'error' || payload.error !== undefined) {
        throw new AssistantUnavailableError(payload === null ? messages.unreadable : messages.cutOff);
      }
      const choice = payload.choices?.[0];
      const content = choice?.delta?.content;
      if (typeof content === 'string' && content !== '') {
        yield content;
      }
      isFinished ||= typeof choice?.finish_reason === 'string';
    }
    // Without [DONE] or a finish_reason the connection closed mid-answer.
    if (!isFinished) {
      throw new AttemptFailure(new AssistantUnavailableError(messages.cutOff), true);
    }
  }

  return {
    kind: 'openai-compatible',

    async answer(question) {
      for (let retry = 0; ; retry++) {
        const attempt = startAttempt(question.signal, options.timeoutMs);
        let failure: AttemptFailure;
        try {
          const response = await send(attempt, question, false);
          const payload = parsePayload(await response.text());
          const content = payload?.choices?.[0]?.message?.content;
          if (payload === null || payload.error !== undefined) {
            throw new AssistantUnavailableError(messages.unreadable);
          }
          return typeof content === 'string' ? content : '';
        } catch (error) {
          failure = failureOf(error, attempt, question.signal);
        } finally {
          attempt.finish();
        }
        if (!failure.isRetryable || retry >= options.maxRetries) {
          throw failure.error;
        }
        await pause(failure, retry, question.signal);
      }
    },

    async *stream(question) {
      for (let retry = 0; ; retry++) {
        const attempt = startAttempt(question.signal, options.timeoutMs, options.connectTimeoutMs);
        let hasYielded = false;
        let failure: AttemptFailure;
        try {
          const response = await send(attempt, question, true);
          for await (const piece of contentPieces(response)) {
            hasYielded = true;
            yield piece;
          }
          return;
        } catch (error) {
          failure = failureOf(error, attempt, question.signal);
        } finally {
          attempt.finish();
        }
        // Once a piece has reached the caller a retry would repeat it: the answer stops here instead.
        if (hasYielded || !failure.isRetryable || retry >= options.maxRetries) {
          throw failure.error;
        }
        await pause(failure, retry, question.signal);
      }
    },
  };
}
