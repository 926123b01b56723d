import { z } from 'zod';
import { optionalString, optionalUrl, withDefault } from '../env-values.ts';

/** The model behind the assistant, and how long and how often it is tried. */
export const assistantEnv = {
  /** Any OpenAI-compatible endpoint; unset: the built-in assistant. */
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  /** The model name the endpoint serves (e.g. `gpt-4o-mini`, `llama3.1:8b`); required with AI_BASE_URL. */
  AI_MODEL: optionalString,
  /** One attempt at the model may take this long in all (a streamed answer: from request to last chunk). */
  AI_TIMEOUT_MS: withDefault(z.coerce.number().int().min(1_000).max(600_000), 30_000),
  /** A streamed answer must start (response headers) this soon; non-streamed ones have AI_TIMEOUT_MS only. */
  AI_CONNECT_TIMEOUT_MS: withDefault(z.coerce.number().int().min(100).max(120_000), 10_000),
  /** Extra attempts after a network error, a 429 or a 5xx (never after another 4xx). */
  AI_MAX_RETRIES: withDefault(z.coerce.number().int().min(0).max(10), 2),
};

export function checkAssistantEnv(
  env: { AI_BASE_URL?: string | undefined; AI_MODEL?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (env.AI_BASE_URL && !env.AI_MODEL) {
    // Hosted APIs, Ollama and vLLM all refuse a request without the model's name.
    ctx.addIssue({
      code: 'custom',
      path: ['AI_MODEL'],
      message: 'is required when AI_BASE_URL is set (the model name the endpoint serves)',
    });
  }
}
