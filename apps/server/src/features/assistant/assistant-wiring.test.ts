import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import {
  answerWith,
  failWith,
  startChatCompletionsPeer,
  unusedLoopbackUrl,
} from '../../../test/chat-completions-peer.ts';
import { createTestClient } from '../../../test/test-client.ts';
import { ConfigError, loadConfig } from '../../platform/config/env.ts';
import { createAssistant } from './create-assistant.ts';

// buildApp picks the adapter from the configuration: these run the real adapters end to end.

const peer = await startChatCompletionsPeer();
afterAll(() => peer.close());

const withModel = await buildTestApp({
  AI_BASE_URL: peer.baseUrl,
  AI_MODEL: 'llama3.1:8b',
  AI_MAX_RETRIES: '0',
});

describe('assistant adapter chosen by configuration', () => {
  it('asks the OpenAI-compatible endpoint when AI_BASE_URL and AI_MODEL are set', async () => {
    peer.reply(answerWith('About 19 hp at the shaft; pick a 25 hp motor.'));
    const client = createTestClient(withModel.app);
    const response = await client.post('/aiapi/gpt3-assistant/', { prompt: 'Motor for 500 gpm at 120 ft?' });
    expect(response.json()).toEqual({ response: 'About 19 hp at the shaft; pick a 25 hp motor.' });
    expect(peer.requests.at(-1)?.body.model).toBe('llama3.1:8b');
    // No AI_API_KEY: a local server gets no Authorization header.
    expect(peer.requests.at(-1)?.headers.authorization).toBeUndefined();

    peer.reply(answerWith('Streamed through the route.'));
    const streamed = await client.post('/aiapi/gpt3-assistant/stream/', { prompt: 'Stream it' });
    expect(streamed.body).toContain('data: {"delta":"Streamed "}');
    expect(streamed.body).toMatch(/event: done\ndata: \{\}\n\n$/);
  });

  it('answers 503 with the adapter message when the model refuses or is down', async () => {
    peer.reply(failWith(503));
    const response = await createTestClient(withModel.app).post('/aiapi/gpt3-assistant/', {
      prompt: 'Hello?',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'UNAVAILABLE',
      detail: `The assistant model at ${new URL(peer.baseUrl).host} cannot be reached right now. Try again in a minute.`,
    });
  });

  it('uses the built-in answer engine without AI_* (embedded mode)', () => {
    expect(createAssistant(loadConfig({})).kind).toBe('built-in');
  });

  it('is the OpenAI-compatible adapter for any such endpoint, even one that is down at start-up', async () => {
    const config = loadConfig({ AI_BASE_URL: await unusedLoopbackUrl(), AI_MODEL: 'gpt-4o-mini' });
    expect(createAssistant(config).kind).toBe('openai-compatible');
  });
});

describe('AI_* configuration', () => {
  it('reads the timeouts and retries, with defaults', () => {
    expect(loadConfig({ AI_BASE_URL: 'http://127.0.0.1:8080/v1', AI_MODEL: 'local' }).ai).toEqual({
      baseUrl: 'http://127.0.0.1:8080/v1',
      apiKey: undefined,
      model: 'local',
      timeoutMs: 30_000,
      connectTimeoutMs: 10_000,
      maxRetries: 2,
    });
    const tuned = loadConfig({
      AI_BASE_URL: 'https://api.openai.com/v1',
      AI_MODEL: 'gpt-4o-mini',
      AI_API_KEY: 'sk-x',
      AI_TIMEOUT_MS: '60000',
      AI_CONNECT_TIMEOUT_MS: '2000',
      AI_MAX_RETRIES: '0',
    }).ai;
    expect(tuned).toMatchObject({
      apiKey: 'sk-x',
      timeoutMs: 60_000,
      connectTimeoutMs: 2_000,
      maxRetries: 0,
    });
  });

  it('requires AI_MODEL with AI_BASE_URL and refuses nonsense timeouts, naming the variable', () => {
    expect(() => loadConfig({ AI_BASE_URL: 'http://127.0.0.1:8080/v1' })).toThrow(/AI_MODEL: is required/);
    expect(() => loadConfig({ AI_TIMEOUT_MS: 'soon' })).toThrow(ConfigError);
    expect(() => loadConfig({ AI_TIMEOUT_MS: '10' })).toThrow(/AI_TIMEOUT_MS/);
  });
});
