import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.ts';
import { ERROR_CODES } from './common/errors.ts';
import { PartStructureSchema } from './parts.ts';

// The engineering assistant (docs/spec/pump-selection-spec.md §2 'AI assistant bar', §7).

/** The longest question the assistant takes. */
export const ASSISTANT_PROMPT_MAX_LENGTH = 2_000;
/** Bounds on the wizard context sent with a question: a part has far fewer attributes than this. */
export const ASSISTANT_CONTEXT_MAX_ATTRIBUTES = 300;
export const ASSISTANT_CONTEXT_MAX_CHARS = 64_000;

export const ASSISTANT_MESSAGES = {
  // docs/spec/pump-selection-spec.md §5 — an empty or blank question.
  promptRequired: 'Please enter a question before sending.',
  promptTooLong: `Your question is too long. Keep it to ${ASSISTANT_PROMPT_MAX_LENGTH.toLocaleString('en-US')} characters or fewer.`,
  contextTooLarge: `The wizard values sent with the question are too large (at most ${ASSISTANT_CONTEXT_MAX_ATTRIBUTES} attributes).`,
  rateLimited: 'You have asked a lot of questions in a short time. Wait a minute, then ask again.',
  // docs/spec/pump-selection-spec.md §8 — shown by the web bar: an empty answer, and a failed call.
  noResponse: 'No response received',
  requestFailed: 'There was an error processing your request.',
} as const;

const PromptSchema = z
  .string({ error: ASSISTANT_MESSAGES.promptRequired })
  .trim()
  .min(1, { error: ASSISTANT_MESSAGES.promptRequired, abort: true })
  .max(ASSISTANT_PROMPT_MAX_LENGTH, { error: ASSISTANT_MESSAGES.promptTooLong });

function attributeCount(answer: z.output<typeof PartStructureSchema>): number {
  return answer.partclassification_set.reduce(
    (count, classification) => count + classification.partclassificationattribute_set.length,
    0,
  );
}

/** What the wizard knows when the question is asked: the part and the specification filled in so far. */
export const AssistantContextSchema = z.object({
  /** The part's slug or title, e.g. 'pump'. */
  part: z.string().trim().max(255).optional(),
  /** The part structure with the user's values (docs/design.md 'Wire shapes': a request's answer). */
  answer: z
    .object(PartStructureSchema.shape)
    .refine(
      (answer) =>
        attributeCount(answer) <= ASSISTANT_CONTEXT_MAX_ATTRIBUTES &&
        JSON.stringify(answer).length <= ASSISTANT_CONTEXT_MAX_CHARS,
      { error: ASSISTANT_MESSAGES.contextTooLarge },
    )
    .optional(),
});
export type AssistantWizardContext = z.output<typeof AssistantContextSchema>;

export const AssistantBodySchema = z.object({
  prompt: PromptSchema,
  context: AssistantContextSchema.optional(),
});
export type AssistantBody = z.input<typeof AssistantBodySchema>;

export const AssistantResponseSchema = z.object({
  /** The answer as Markdown; empty when the model had nothing to say (the web shows 'No response received'). */
  response: z.string(),
});
export type AssistantResponse = z.infer<typeof AssistantResponseSchema>;

// docs/spec/pump-selection-spec.md §7 — POST /aiapi/gpt3-assistant/ with a JSON prompt, answered with field `response`.
// Public (visitors may use the wizard, docs/design.md 'visitors'), CSRF-protected like every unsafe call, rate-limited
// per user and per IP (429 + Retry-After); 503 UNAVAILABLE when the configured model cannot be reached.
export const askAssistantEndpoint = defineEndpoint({
  method: 'POST',
  path: '/aiapi/gpt3-assistant/',
  summary: 'Ask the engineering assistant a question about the part being specified',
  tags: ['assistant'],
  body: AssistantBodySchema,
  response: AssistantResponseSchema,
});

/**
 * The streamed answer is `text/event-stream` (server-sent events over a POST, read with fetch):
 * - unnamed events, `data: {"delta": "..."}` — the next piece of the answer; joined they give `response`;
 * - `event: done`, `data: {}` — the answer is complete;
 * - `event: error`, `data: {"detail": "...", "code": "UNAVAILABLE" | "INTERNAL"}` — it stopped part-way.
 * Validation, rate limits and a model that cannot be reached at all are answered before the stream starts,
 * as the usual JSON error bodies (400, 429, 503).
 */
export const ASSISTANT_STREAM_EVENTS = { done: 'done', error: 'error' } as const;

export const AssistantStreamDeltaSchema = z.object({ delta: z.string() });
export type AssistantStreamDelta = z.infer<typeof AssistantStreamDeltaSchema>;
export const AssistantStreamErrorSchema = z.object({ detail: z.string(), code: z.enum(ERROR_CODES) });
export type AssistantStreamError = z.infer<typeof AssistantStreamErrorSchema>;

export const streamAssistantEndpoint = defineEndpoint({
  method: 'POST',
  path: '/aiapi/gpt3-assistant/stream/',
  summary: 'The same question answered as server-sent events (delta, done, error)',
  tags: ['assistant'],
  body: AssistantBodySchema,
  // Documentation only: the body is text/event-stream, which the OpenAPI generator lists under JSON.
  response: z
    .string()
    .describe(
      'text/event-stream: `data: {"delta": "..."}` per piece, then `event: done`; `event: error` with `{detail, code}` if it fails part-way',
    ),
});
