import { afterAll, describe, expect, it } from 'vitest';
import {
  type ChatCompletionsPeer,
  failWith,
  startChatCompletionsPeer,
} from '../../../../test/chat-completions-peer.ts';
import { pumpAnswerOf } from '../../../../test/part-answer.ts';
import { AssistantUnavailableError } from '../assistant.ts';
import { createOpenAiAssistant } from './openai-assistant.ts';

// OWASP ASVS 5.0 §15.3.2: the model endpoint is configured (AI_BASE_URL); a redirect from it is not
// followed, so neither the question nor the API key goes to an address nobody configured.
const peer: ChatCompletionsPeer = await startChatCompletionsPeer();
afterAll(() => peer.close());

const assistant = createOpenAiAssistant({
  baseUrl: peer.baseUrl,
  apiKey: 'sk-test-secret',
  model: 'test-model',
  timeoutMs: 5_000,
  connectTimeoutMs: 2_000,
  maxRetries: 2,
  sleep: async () => undefined,
});

describe('OpenAI-compatible assistant and redirects', () => {
  it.each([302, 307, 308])('answers a %i as a refusal and sends nothing to its Location', async (status) => {
    peer.requests.length = 0;
    peer.reply(failWith(status, { location: `${peer.baseUrl}/elsewhere/chat/completions` }));
    const error = await assistant
      .answer({ prompt: 'Which pump?', context: { part: 'pump', answer: pumpAnswerOf([], 'Performance') } })
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(AssistantUnavailableError);
    expect((error as Error).message).toContain(`refused the request (HTTP ${status})`);
    expect(peer.requests.map((request) => request.path)).toEqual(['/v1/chat/completions']);
  });
});
