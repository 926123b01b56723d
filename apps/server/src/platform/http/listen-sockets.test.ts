import http from 'node:http';
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultListenSockets, listenOnSockets } from './listen-sockets.ts';

const LOOPBACK = '127.0.0.1';
const opened: FastifyInstance[] = [];
const held: net.Server[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((app) => app.close()));
  await Promise.all(held.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

function appWithRoutes(): FastifyInstance {
  const app = Fastify();
  app.get('/hello', async (request) => ({ hello: 'world', remotePort: request.socket.remotePort }));
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { slow: true };
  });
  opened.push(app);
  return app;
}

/** One request on a connection of its own (no agent, `Connection: close`), as a fresh client makes it. */
function getOnNewConnection(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: LOOPBACK, port, path, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

function holdPort(options: net.ListenOptions): Promise<net.Server> {
  const server = net.createServer((socket) => socket.destroy());
  held.push(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options, () => resolve(server));
  });
}

function portOf(server: net.Server): number {
  const address = server.address();
  return typeof address === 'object' && address !== null ? address.port : 0;
}

function connectOutcome(port: number): Promise<'connected' | string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: LOOPBACK, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('listenOnSockets', () => {
  it.runIf(process.platform === 'linux')(
    'answers a burst of fresh connections through every socket of the group, the kernel spreading them',
    async () => {
      const app = appWithRoutes();
      const listening = await listenOnSockets(app, { port: 0, host: LOOPBACK, sockets: 4 });
      const answers = await Promise.all(
        Array.from({ length: 200 }, () => getOnNewConnection(listening.port, '/hello')),
      );
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(JSON.parse(answers[0]?.body ?? '{}')).toMatchObject({ hello: 'world' });

      const accepted = listening.acceptedPerSocket();
      expect(accepted).toHaveLength(4);
      expect(accepted.reduce((sum, count) => sum + count, 0)).toBe(200);
      // 200 connections hashed over 4 sockets: all on one would be a 4^-199 chance, so this shows the spread.
      expect(accepted.filter((count) => count > 0).length).toBeGreaterThan(1);
    },
  );

  it('with one socket listens plainly: no SO_REUSEPORT, so nothing else can join the port', async () => {
    const app = appWithRoutes();
    const listening = await listenOnSockets(app, { port: 0, host: LOOPBACK, sockets: 1 });
    expect((await getOnNewConnection(listening.port, '/hello')).status).toBe(200);
    expect(listening.acceptedPerSocket()).toEqual([1]);
    await expect(holdPort({ port: listening.port, host: LOOPBACK, reusePort: true })).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
  });

  it.runIf(process.platform === 'linux')(
    'refuses a port another process listens on, even one that would share it (SO_REUSEPORT)',
    async () => {
      const other = await holdPort({ port: 0, host: LOOPBACK, reusePort: true });
      const app = appWithRoutes();
      await expect(
        listenOnSockets(app, { port: portOf(other), host: LOOPBACK, sockets: 4 }),
      ).rejects.toMatchObject({ code: 'EADDRINUSE' });
      // Every connection still reaches the other listener: the refused app joined nothing.
      expect(await connectOutcome(portOf(other))).toBe('connected');
      expect(app.server.listening).toBe(false);
    },
  );

  it.runIf(process.platform === 'linux')(
    'on close stops every socket, and lets requests already in flight finish',
    async () => {
      const app = appWithRoutes();
      const listening = await listenOnSockets(app, { port: 0, host: LOOPBACK, sockets: 4 });
      const inFlight = Array.from({ length: 16 }, () => getOnNewConnection(listening.port, '/slow'));
      await expect.poll(() => listening.acceptedPerSocket().reduce((sum, count) => sum + count, 0)).toBe(16);
      const closed = app.close();
      const answers = await Promise.all(inFlight);
      await closed;
      expect(answers.map((answer) => answer.status)).toEqual(Array(16).fill(200));
      expect(await connectOutcome(listening.port)).toBe('ECONNREFUSED');
    },
  );
});

describe('defaultListenSockets', () => {
  it('is 32 on Linux, where the kernel spreads connections over a reuse-port group, and 1 elsewhere', () => {
    expect(defaultListenSockets('linux')).toBe(32);
    expect(defaultListenSockets('darwin')).toBe(1);
    expect(defaultListenSockets('win32')).toBe(1);
  });
});
