import type { PartStructure } from '@specsource/contracts';

// The engineering assistant behind `POST /aiapi/gpt3-assistant/`. Two adapters implement this port,
// chosen by configuration: the built-in answer engine (embedded default: a knowledge base searched with BM25
// plus calculations by the pump engine) and any OpenAI-compatible chat-completions server (AI_BASE_URL,
// AI_API_KEY, AI_MODEL).

/** What the wizard knows when the question is asked: the part and the values typed so far. */
export interface AssistantContext {
  /** The part's slug or title, e.g. 'pump'. */
  part?: string;
  /** The part's structure with the user's values filled in (docs/design.md 'Wire shapes': answer), if any. */
  answer?: PartStructure;
}

export interface AssistantQuestion {
  prompt: string;
  context: AssistantContext;
  /** Aborted when the client goes away or the route's time limit passes. */
  signal?: AbortSignal;
}

export interface Assistant {
  /** Shown in logs and health; never a secret. */
  readonly kind: 'built-in' | 'openai-compatible';
  /** The whole answer as text (Markdown allowed). */
  answer(question: AssistantQuestion): Promise<string>;
  /** The answer in pieces as they are ready; joining them gives what `answer` would. */
  stream(question: AssistantQuestion): AsyncIterable<string>;
}

/** The model cannot be reached or failed: the route answers 503 with `message`, never a stack. */
export class AssistantUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AssistantUnavailableError';
  }
}
