import {
  ASSISTANT_MESSAGES,
  ASSISTANT_STREAM_EVENTS,
  type AssistantBody,
  AssistantStreamDeltaSchema,
  askAssistantEndpoint,
  streamAssistantEndpoint,
} from '@specsource/contracts';
import { call } from '../lib/api-client.ts';
import { isApiError } from '../lib/api-error.ts';
import { CSRF_HEADER, readCsrfToken } from '../lib/csrf.ts';

/** A failure whose message the assistant bar shows as it is. */
export class AssistantError extends Error {}

interface ServerEvent {
  event: string;
  data: string;
}

/** Splits server-sent events out of `buffer`; returns the complete events and what is left over. */
export function readServerEvents(buffer: string): { events: ServerEvent[]; rest: string } {
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.map((block) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) {
        event = line.slice('event:'.length).trim();
      } else if (line.startsWith('data:')) {
        data.push(line.slice('data:'.length).trimStart());
      }
    }
    return { event, data: data.join('\n') };
  });
  return { events, rest };
}

function failureOf(status: number, body: unknown): AssistantError {
  // A question that is too long, or too many questions: the server's sentence says what to do.
  const detail =
    (status === 400 || status === 429) && typeof body === 'object' && body !== null && 'detail' in body
      ? String((body as { detail: unknown }).detail)
      : ASSISTANT_MESSAGES.requestFailed;
  return new AssistantError(detail);
}

/**
 * Asks the assistant; `onDelta` gets each piece of the answer as it streams in. The
 * stream is a POST, so it is read with fetch rather than EventSource; a server or browser that cannot stream
 * falls back to the one-shot POST /aiapi/gpt3-assistant/. Resolves with the whole answer.
 */
export async function askAssistantStreaming(
  body: AssistantBody,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<string> {
  const headers = new Headers({
    Accept: 'text/event-stream',
    'Content-Type': 'application/json',
  });
  const csrfToken = readCsrfToken();
  if (csrfToken !== null) {
    headers.set(CSRF_HEADER, csrfToken);
  }
  let response: Response;
  try {
    response = await fetch(streamAssistantEndpoint.path, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) {
      throw error;
    }
    throw new AssistantError(ASSISTANT_MESSAGES.requestFailed);
  }
  const reader = response.body?.getReader();
  const isStream = response.headers.get('Content-Type')?.includes('text/event-stream') === true;
  if (response.status === 404 || response.status === 405 || (response.ok && (!isStream || !reader))) {
    return askOnce(body, onDelta, signal);
  }
  if (!response.ok || !reader) {
    throw failureOf(response.status, await response.json().catch(() => undefined));
  }

  const decoder = new TextDecoder();
  let buffer = '';
  let answer = '';
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      throw new AssistantError(ASSISTANT_MESSAGES.requestFailed);
    });
    buffer += decoder.decode(value, { stream: !done });
    const { events, rest } = readServerEvents(done ? `${buffer}\n\n` : buffer);
    buffer = rest;
    for (const { event, data } of events) {
      if (event === ASSISTANT_STREAM_EVENTS.done) {
        return answer;
      }
      if (event === ASSISTANT_STREAM_EVENTS.error) {
        throw new AssistantError(ASSISTANT_MESSAGES.requestFailed);
      }
      const delta = AssistantStreamDeltaSchema.safeParse(safeJson(data));
      if (delta.success) {
        answer += delta.data.delta;
        onDelta(answer);
      }
    }
    if (done) {
      return answer;
    }
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function askOnce(body: AssistantBody, onDelta: (text: string) => void, signal?: AbortSignal) {
  try {
    const { response } = await call(askAssistantEndpoint, { body, signal });
    onDelta(response);
    return response;
  } catch (error) {
    if (signal?.aborted) {
      throw error;
    }
    throw isApiError(error) && (error.status === 400 || error.status === 429)
      ? new AssistantError(error.detail)
      : new AssistantError(ASSISTANT_MESSAGES.requestFailed);
  }
}
