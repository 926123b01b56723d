/** One server-sent event: its `event` name ('message' when unnamed) and its joined `data` lines. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Reads server-sent events from a byte stream as the WHATWG 'event stream' parser does: lines end with
 * \n, \r\n or \r; `:` lines are comments (keep-alives); `data` lines join with \n; a blank line ends an
 * event. Chunks may split anywhere, even inside a UTF-8 character or between \r and \n.
 */
export async function* readSseEvents(body: AsyncIterable<Uint8Array>): AsyncGenerator<SseEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];

  function* takeLine(line: string): Generator<SseEvent> {
    if (line === '') {
      const joined = data.join('\n');
      // As the standard says, an event whose data is empty is not dispatched.
      if (joined !== '') {
        yield { event: event || 'message', data: joined };
      }
      event = '';
      data = [];
      return;
    }
    if (line.startsWith(':')) {
      return;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) {
      value = value.slice(1);
    }
    if (field === 'data') {
      data.push(value);
    } else if (field === 'event') {
      event = value;
    }
  }

  function* drain(isEnd: boolean): Generator<SseEvent> {
    for (;;) {
      const match = /\r\n|\n|\r/.exec(buffer);
      if (!match) {
        return;
      }
      // A \r at the very end may be the first half of \r\n: wait for the next chunk unless there is none.
      if (match[0] === '\r' && match.index === buffer.length - 1 && !isEnd) {
        return;
      }
      const line = buffer.slice(0, match.index);
      buffer = buffer.slice(match.index + match[0].length);
      yield* takeLine(line);
    }
  }

  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    yield* drain(false);
  }
  buffer += decoder.decode();
  yield* drain(true);
  // Tolerate a server that closes without the final blank line.
  if (buffer !== '') {
    yield* takeLine(buffer);
    buffer = '';
  }
  yield* takeLine('');
}
