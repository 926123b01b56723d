import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** One HTTP/1.1 request, written as raw bytes on a socket of its own. */
export interface BurstRequest {
  method: 'POST' | 'PUT';
  path: string;
  /** Beside Host, Content-Type, Content-Length and Connection, which the burst writes itself. */
  headers?: Record<string, string>;
  json: unknown;
  /**
   * Its last byte goes this long after the others': still inside the burst (the others' password checks take
   * far longer), but after they have reached the limit's count.
   */
  lateByMs?: number;
}

export interface BurstResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The body parsed as JSON, or null when it is not JSON. */
  json: unknown;
}

export interface BurstTarget {
  /** `http://127.0.0.1:<port>` of a listening instance. */
  url: string;
}

// Long enough for every instance to have read every request's head and all but the last byte of its body.
const SETTLE_MS = 150;

function encode(request: BurstRequest, host: string): Buffer {
  const body = Buffer.from(JSON.stringify(request.json));
  const head = [
    `${request.method} ${request.path} HTTP/1.1`,
    `Host: ${host}`,
    'Content-Type: application/json',
    `Content-Length: ${body.length}`,
    'Connection: close',
    ...Object.entries(request.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  return Buffer.concat([Buffer.from(head), body]);
}

function parse(raw: Buffer): BurstResponse {
  const text = raw.toString('utf8');
  const split = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = text.slice(split + 4);
  let json: unknown = null;
  try {
    json = JSON.parse(body);
  } catch {
    json = null;
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body, json };
}

function open(target: BurstTarget): Promise<{ socket: Socket; response: Promise<BurstResponse> }> {
  const { hostname, port } = new URL(target.url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => {
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      const response = new Promise<BurstResponse>((done, fail) => {
        socket.once('close', () => done(parse(Buffer.concat(chunks))));
        socket.once('error', fail);
      });
      resolve({ socket, response });
    });
    socket.once('error', reject);
  });
}

/**
 * Sends every request on its own connection so that they arrive together: each socket first writes all of
 * its request but the last byte, and once every instance has had time to read those, the last bytes go out
 * in one loop. Requests are spread over the targets in turn (several instances on one database). This is
 * the shape of a scripted guessing burst that a check-then-count limit cannot hold.
 */
export async function sendTogether(
  targets: readonly BurstTarget[],
  requests: readonly BurstRequest[],
): Promise<BurstResponse[]> {
  const opened = await Promise.all(
    requests.map(async (request, index) => {
      const target = targets[index % targets.length] as BurstTarget;
      const bytes = encode(request, new URL(target.url).host);
      const connection = await open(target);
      connection.socket.write(bytes.subarray(0, bytes.length - 1));
      return { ...connection, last: bytes.subarray(bytes.length - 1), lateByMs: request.lateByMs ?? 0 };
    }),
  );
  await sleep(SETTLE_MS);
  for (const { socket, last, lateByMs } of opened) {
    if (lateByMs === 0) {
      socket.write(last);
    }
  }
  await Promise.all(
    opened
      .filter(({ lateByMs }) => lateByMs > 0)
      .map(async ({ socket, last, lateByMs }) => {
        await sleep(lateByMs);
        socket.write(last);
      }),
  );
  return Promise.all(opened.map(({ response }) => response));
}
