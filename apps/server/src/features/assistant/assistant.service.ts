import { ASSISTANT_MESSAGES, type AssistantBodySchema } from '@specsource/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { type RateLimiter, spendOrRefuse } from '../../platform/security/rate-limit.ts';
import type { Assistant, AssistantQuestion } from './assistant.ts';

type AssistantBody = z.output<typeof AssistantBodySchema>;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Limits per user and per IP. An address may be an office behind one NAT, so it gets more
 * than one person; a signed-in user is held to their own budget from any address.
 */
export const ASSISTANT_LIMITS = {
  perIpPerMinute: { limit: 30, windowMs: MINUTE_MS },
  perIpPerHour: { limit: 300, windowMs: HOUR_MS },
  perUserPerMinute: { limit: 10, windowMs: MINUTE_MS },
  perUserPerHour: { limit: 100, windowMs: HOUR_MS },
} as const;

/** Counts one question against every limit that applies; 429 with Retry-After once one is spent. */
export async function enforceAssistantLimits(
  rateLimiter: RateLimiter,
  asker: { ip: string; userId: string | null },
): Promise<void> {
  const rules = [
    { key: `assistant:ip-minute:${asker.ip}`, ...ASSISTANT_LIMITS.perIpPerMinute },
    { key: `assistant:ip-hour:${asker.ip}`, ...ASSISTANT_LIMITS.perIpPerHour },
    ...(asker.userId === null
      ? []
      : [
          { key: `assistant:user-minute:${asker.userId}`, ...ASSISTANT_LIMITS.perUserPerMinute },
          { key: `assistant:user-hour:${asker.userId}`, ...ASSISTANT_LIMITS.perUserPerHour },
        ]),
  ];
  await spendOrRefuse(rateLimiter, rules, ASSISTANT_MESSAGES.rateLimited);
}

export function questionOf(body: AssistantBody, signal: AbortSignal): AssistantQuestion {
  return {
    prompt: body.prompt,
    context: { part: body.context?.part, answer: body.context?.answer },
    signal,
  };
}

export type AssistantOutcome = 'answered' | 'unavailable' | 'aborted' | 'failed';

/**
 * One log line per question. Prompts and answers are never logged: only their sizes, the timing,
 * the adapter and the outcome. An unexpected error is logged by type and stack frames, without its message,
 * which could quote the question.
 */
export function logAssistantOutcome(
  log: FastifyBaseLogger,
  entry: {
    assistant: Assistant['kind'];
    isStreamed: boolean;
    promptChars: number;
    startedAt: number;
    answerChars: number;
    outcome: AssistantOutcome;
    error?: unknown;
  },
): void {
  const { error, startedAt, ...fields } = entry;
  const line = { ...fields, durationMs: Math.round(performance.now() - startedAt) };
  if (entry.outcome === 'failed') {
    const errorName = error instanceof Error ? error.name : typeof error;
    const stackFrames = error instanceof Error ? error.stack?.split('\n').slice(1).join('\n') : undefined;
    log.error({ ...line, errorName, stackFrames }, 'assistant question failed');
    return;
  }
  if (entry.outcome === 'unavailable') {
    // The adapter's message names the model's host only; it is what the user sees too.
    log.warn(
      { ...line, reason: error instanceof Error ? error.message : undefined },
      'assistant unavailable',
    );
    return;
  }
  log.info(line, 'assistant question');
}
