import type { Config } from '../../platform/config/env.ts';
import type { Assistant } from './assistant.ts';
import { createBuiltInAssistant } from './builtin/builtin-assistant.ts';
import { createOpenAiAssistant } from './openai/openai-assistant.ts';

/**
 * The adapter the configuration asks for (docs/design.md 'Runtime modes'): any OpenAI-compatible endpoint when
 * AI_BASE_URL and AI_MODEL are set, else the built-in answer engine, which needs nothing outside the machine.
 * Built at start-up, so a knowledge base that cannot be read stops the server rather than the first question.
 */
export function createAssistant(config: Readonly<Pick<Config, 'ai'>>): Assistant {
  if (config.ai) {
    return createOpenAiAssistant(config.ai);
  }
  return createBuiltInAssistant();
}
