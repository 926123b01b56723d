import { ASSISTANT_MESSAGES } from '@specsource/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { partStructure } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderWithRouter } from '../../../../test/render.tsx';
import { readServerEvents } from '../../../api/assistant.ts';
import { AssistantBar } from './assistant-bar.tsx';

/** A text/event-stream answer sent in `chunks`, as the server writes it. */
function eventStream(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) {
        controller.enqueue(encoder.encode(chunk));
      }
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

const delta = (text: string) => `data: ${JSON.stringify({ delta: text })}\n\n`;

function renderBar() {
  const part = partStructure();
  return renderWithRouter(<AssistantBar slug="pump" answer={() => part} delayMs={0} />, {
    path: '/part/pump',
  });
}

async function ask(user: ReturnType<typeof renderBar>['user'], question: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Your question' }), question);
  await user.keyboard('{Enter}');
}

describe('AssistantBar', () => {
  it('refuses a blank question without calling the server', async () => {
    const fetchMock = stubRoutes({});
    const { user } = renderBar();

    await ask(user, '   ');

    expect(await screen.findByRole('alert')).toHaveTextContent(ASSISTANT_MESSAGES.promptRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Shift+Enter is a new line; Enter sends, and the answer streams in with the wizard’s values', async () => {
    const fetchMock = stubRoutes({
      'POST /aiapi/gpt3-assistant/stream/': () =>
        eventStream([delta('**NPSH** margin: '), delta('at least 1.5 m.'), 'event: done\ndata: {}\n\n']),
    });
    const { user } = renderBar();
    const box = await screen.findByRole('textbox', { name: 'Your question' });

    await user.type(box, 'NPSH margin?{Shift>}{Enter}{/Shift}for hot water');
    expect(box).toHaveValue('NPSH margin?\nfor hot water');
    await user.keyboard('{Enter}');

    const answer = await screen.findByRole('region', { name: 'Assistant answer' });
    await waitFor(() => expect(answer).toHaveTextContent('NPSH margin: at least 1.5 m.'));
    expect(answer.querySelector('strong')).toHaveTextContent('NPSH');
    const [sent] = callsTo(fetchMock, 'POST /aiapi/gpt3-assistant/stream/');
    expect(sent?.body).toMatchObject({ prompt: 'NPSH margin?\nfor hot water', context: { part: 'pump' } });
    expect(((sent?.body ?? {}) as { context: { answer: { id: number } } }).context.answer.id).toBe(1);
  });

  it('shows each piece as it arrives, before the answer is complete', async () => {
    const encoder = new TextEncoder();
    let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        stream = controller;
      },
    });
    stubRoutes({
      'POST /aiapi/gpt3-assistant/stream/': () =>
        new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    });
    const { user } = renderBar();

    await ask(user, 'Head?');
    stream?.enqueue(encoder.encode(delta('First half, ')));
    const answer = await screen.findByRole('region', { name: 'Assistant answer' });
    await waitFor(() => expect(answer).toHaveTextContent('First half,'));
    expect(answer).toHaveAttribute('aria-busy', 'true');

    stream?.enqueue(encoder.encode(`${delta('second half.')}event: done\ndata: {}\n\n`));
    stream?.close();
    await waitFor(() => expect(answer).toHaveTextContent('First half, second half.'));
    expect(answer).toHaveAttribute('aria-busy', 'false');
  });

  it('an error event part-way says so', async () => {
    stubRoutes({
      'POST /aiapi/gpt3-assistant/stream/': () =>
        eventStream([delta('Partly'), 'event: error\ndata: {"detail":"down","code":"UNAVAILABLE"}\n\n']),
    });
    const { user } = renderBar();

    await ask(user, 'What head?');

    expect(await screen.findByRole('alert')).toHaveTextContent(ASSISTANT_MESSAGES.requestFailed);
  });

  it('a failed call says so', async () => {
    stubRoutes({
      'POST /aiapi/gpt3-assistant/stream/': () => jsonResponse({ code: 'INTERNAL', detail: 'x' }, 500),
    });
    const { user } = renderBar();

    await ask(user, 'What head?');

    expect(await screen.findByRole('alert')).toHaveTextContent(ASSISTANT_MESSAGES.requestFailed);
  });

  it('an empty answer: No response received', async () => {
    stubRoutes({ 'POST /aiapi/gpt3-assistant/stream/': () => eventStream(['event: done\ndata: {}\n\n']) });
    const { user } = renderBar();

    await ask(user, 'What head?');

    expect(await screen.findByRole('alert')).toHaveTextContent(ASSISTANT_MESSAGES.noResponse);
  });

  it('falls back to the one-shot call when the server does not stream', async () => {
    const fetchMock = stubRoutes({
      'POST /aiapi/gpt3-assistant/stream/': () =>
        jsonResponse({ code: 'NOT_FOUND', detail: 'No route' }, 404),
      'POST /aiapi/gpt3-assistant/': () => jsonResponse({ response: 'Use a 4 inch suction line.' }),
    });
    const { user } = renderBar();

    await ask(user, 'Suction size?');

    expect(await screen.findByText('Use a 4 inch suction line.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /aiapi/gpt3-assistant/')).toHaveLength(1);
  });

  it('shows raw HTML in an answer as text', async () => {
    stubRoutes({
      'POST /aiapi/gpt3-assistant/stream/': () =>
        eventStream([delta('<img src=x onerror=alert(1)>'), 'event: done\n\n']),
    });
    const { user } = renderBar();

    await ask(user, 'Anything?');

    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('readServerEvents', () => {
  it('splits complete events and keeps the unfinished rest', () => {
    expect(readServerEvents('data: {"delta":"a"}\n\nevent: done\r\ndata: {}\r\n\r\ndata: {"del')).toEqual({
      events: [
        { event: 'message', data: '{"delta":"a"}' },
        { event: 'done', data: '{}' },
      ],
      rest: 'data: {"del',
    });
  });
});
