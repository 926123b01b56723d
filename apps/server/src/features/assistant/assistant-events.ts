import {
  ASSISTANT_STREAM_EVENTS,
  type AssistantStreamDelta,
  type AssistantStreamError,
} from '@specsource/contracts';
import type { AppError } from '../../platform/errors/app-error.ts';
import type { AssistantOutcome } from './assistant.service.ts';

/** One server-sent event; JSON never contains a raw newline, so `data` is always a single line. */
export function sseEvent(
  data: AssistantStreamDelta | AssistantStreamError | Record<string, never>,
  event?: string,
) {
  return `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;
}

interface AnswerEventsOptions {
  errorOf: (error: unknown) => { outcome: AssistantOutcome; appError: AppError };
  onEnd: (end: { outcome: AssistantOutcome; answerChars: number; error?: unknown }) => void;
}

/**
 * The streamed answer as the contract describes it (contracts `streamAssistant`): a `{delta}` event per
 * piece, then `done`, or an `error` event if the assistant fails part-way. Stopping early (the client left)
 * closes the assistant's stream too, which releases the model's connection.
 */
export async function* answerEvents(
  first: IteratorResult<string>,
  pieces: AsyncIterator<string>,
  options: AnswerEventsOptions,
): AsyncGenerator<string> {
  let answerChars = 0;
  let isSettled = false;
  try {
    for (let next = first; !next.done; next = await pieces.next()) {
      answerChars += next.value.length;
      yield sseEvent({ delta: next.value });
    }
    isSettled = true;
    options.onEnd({ outcome: 'answered', answerChars });
    yield sseEvent({}, ASSISTANT_STREAM_EVENTS.done);
  } catch (error) {
    isSettled = true;
    const { outcome, appError } = options.errorOf(error);
    options.onEnd({ outcome, answerChars, error });
    yield sseEvent({ detail: appError.message, code: appError.code }, ASSISTANT_STREAM_EVENTS.error);
  } finally {
    if (!isSettled) {
      options.onEnd({ outcome: 'aborted', answerChars });
      await pieces.return?.();
    }
  }
}
