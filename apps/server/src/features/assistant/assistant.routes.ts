import { Readable } from 'node:stream';
import { askAssistantEndpoint, MESSAGES, streamAssistantEndpoint } from '@specsource/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors/app-error.ts';
import { registerEndpoint } from '../../platform/http/register-endpoint.ts';
import type { RateLimiter } from '../../platform/security/rate-limit.ts';
import type { SessionManager, SessionUser } from '../../platform/sessions/session-manager.ts';
import {
  type AssistantOutcome,
  enforceAssistantLimits,
  logAssistantOutcome,
  questionOf,
} from './assistant.service.ts';
import { type Assistant, AssistantUnavailableError } from './assistant.ts';
import { answerEvents } from './assistant-events.ts';

export interface AssistantRoutesDeps {
  assistant: Assistant;
  sessions: SessionManager;
  rateLimiter: RateLimiter;
}

/** Aborted when the client goes away before the answer is complete, so the model stops working for nobody. */
function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) {
      controller.abort();
    }
  });
  return controller.signal;
}

/** What the user sees for an error the adapter raised; anything unexpected stays a generic 500. */
function outcomeOf(error: unknown, signal: AbortSignal): { outcome: AssistantOutcome; appError: AppError } {
  if (error instanceof AssistantUnavailableError) {
    return { outcome: 'unavailable', appError: new AppError('UNAVAILABLE', error.message) };
  }
  return {
    outcome: signal.aborted ? 'aborted' : 'failed',
    appError: new AppError('INTERNAL', MESSAGES.internalError),
  };
}

/**
 * docs/spec/pump-selection-spec.md §7 — POST /aiapi/gpt3-assistant/ {prompt, context?} → {response}, plus the streamed
 * variant as server-sent events. Public like the wizard (docs/design.md: visitors may fill it); rate-limited per
 * user and per IP; CSRF applies as to every unsafe call.
 */
export function registerAssistantRoutes(app: FastifyInstance, deps: AssistantRoutesDeps): void {
  const { assistant } = deps;

  async function begin(user: SessionUser | null, request: FastifyRequest, reply: FastifyReply) {
    await enforceAssistantLimits(deps.rateLimiter, { ip: request.ip, userId: user ? String(user.id) : null });
    return { signal: abortOnDisconnect(reply), startedAt: performance.now() };
  }

  registerEndpoint(app, askAssistantEndpoint, {
    access: 'public',
    handler: async ({ body, user, request, reply }) => {
      const { signal, startedAt } = await begin(await user, request, reply);
      const log = {
        assistant: assistant.kind,
        isStreamed: false,
        promptChars: body.prompt.length,
        startedAt,
      };
      try {
        const response = await assistant.answer(questionOf(body, signal));
        logAssistantOutcome(request.log, { ...log, answerChars: response.length, outcome: 'answered' });
        return { response };
      } catch (error) {
        const { outcome, appError } = outcomeOf(error, signal);
        logAssistantOutcome(request.log, { ...log, answerChars: 0, outcome, error });
        throw appError;
      }
    },
  });

  registerEndpoint(app, streamAssistantEndpoint, {
    access: 'public',
    handler: async ({ body, user, request, reply }) => {
      const { signal, startedAt } = await begin(await user, request, reply);
      const log = { assistant: assistant.kind, isStreamed: true, promptChars: body.prompt.length, startedAt };
      const pieces = assistant.stream(questionOf(body, signal))[Symbol.asyncIterator]();
      // The first piece is awaited before any byte is sent, so a model that cannot be reached at all is a
      // plain 503 with a JSON body; later failures can only be an `error` event inside the stream.
      let first: IteratorResult<string>;
      try {
        first = await pieces.next();
      } catch (error) {
        const { outcome, appError } = outcomeOf(error, signal);
        logAssistantOutcome(request.log, { ...log, answerChars: 0, outcome, error });
        throw appError;
      }
      const events = answerEvents(first, pieces, {
        errorOf: (error) => outcomeOf(error, signal),
        onEnd: (end) => logAssistantOutcome(request.log, { ...log, ...end }),
      });
      reply.headers({
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // Proxies such as nginx would otherwise hold the events back until the answer is complete.
        'x-accel-buffering': 'no',
      });
      // Fastify pipes a stream as it is; the response schema only documents the route.
      return Readable.from(events) as unknown as string;
    },
  });
}
