import { describe, expect, it } from 'vitest';
import { readSseEvents, type SseEvent } from './sse-events.ts';

async function eventsOf(chunks: Uint8Array[]): Promise<SseEvent[]> {
  async function* source() {
    yield* chunks;
  }
  const events: SseEvent[] = [];
  for await (const event of readSseEvents(source())) {
    events.push(event);
  }
  return events;
}

const encode = (text: string) => new TextEncoder().encode(text);

describe('readSseEvents', () => {
  const stream =
    ': ping\n\ndata: {"a":"°C"}\r\n\r\nevent: done\rdata: x\rdata:y\r\rid: 7\nretry: 10\ndata\n\n';
  const expected: SseEvent[] = [
    { event: 'message', data: '{"a":"°C"}' },
    { event: 'done', data: 'x\ny' },
  ];

  it('parses comments, CRLF/CR/LF line ends, named events, multi-line data and bare fields (an empty event is dropped)', async () => {
    expect(await eventsOf([encode(stream)])).toEqual(expected);
  });

  it('gives the same events wherever the bytes are split', async () => {
    const bytes = encode(stream);
    for (let at = 1; at < bytes.length; at++) {
      expect(await eventsOf([bytes.slice(0, at), bytes.slice(at)])).toEqual(expected);
    }
  });

  it('keeps the last event when the server closes without a blank line', async () => {
    expect(await eventsOf([encode('data: [DONE]')])).toEqual([{ event: 'message', data: '[DONE]' }]);
  });
});
