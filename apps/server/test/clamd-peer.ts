import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';

// A ClamAV daemon as far as the INSTREAM command goes (clamd(8)), on a loopback port: the command, then chunks
// each prefixed by a 4-byte big-endian length, ended by a zero-length chunk; the reply `stream: OK` or
// `stream: <signature> FOUND` ends with NUL (z-prefixed command) and the connection closes. It finds one
// thing, the EICAR test file, which every antivirus detects by agreement; built from two halves so this source
// file is not itself flagged.
export const EICAR = `X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-${'ANTIVIRUS-TEST-FILE!$H+H*'}`;
export const EICAR_SIGNATURE = 'Win.Test.EICAR_HDB-1';

export interface ClamdScan {
  /** The command as sent, NUL included. */
  command: string;
  /** The length prefix of each data chunk, in order (the zero-length end not included). */
  chunkSizes: number[];
  bytes: Buffer;
}

export interface ClamdPeer {
  host: string;
  port: number;
  /** `tcp://127.0.0.1:<port>`, as CLAMD_URL takes it. */
  url: string;
  /** Every completed INSTREAM, in order. */
  scans: ClamdScan[];
  /** While true, the peer reads everything and never answers (a hung daemon). */
  stall: boolean;
  /** Stops listening and drops open connections: the scanner is down. */
  stop(): Promise<void>;
}

export interface ClamdPeerOptions {
  /** clamd's StreamMaxLength: beyond it the reply is `INSTREAM size limit exceeded. ERROR`. */
  maxStreamBytes?: number;
}

const DEFAULT_MAX_STREAM_BYTES = 25 * 1024 * 1024;

function verdictOf(bytes: Buffer): string {
  // The EICAR file is the string itself, optionally followed by whitespace (the EICAR standard).
  return bytes.toString('latin1').trimEnd() === EICAR ? `stream: ${EICAR_SIGNATURE} FOUND` : 'stream: OK';
}

function serve(socket: Socket, peer: ClamdPeer, maxStreamBytes: number): void {
  let pending = Buffer.alloc(0);
  let command: string | null = null;
  const chunkSizes: number[] = [];
  const chunks: Buffer[] = [];
  let total = 0;
  let isDone = false;

  const answer = (reply: string) => {
    isDone = true;
    socket.end(`${reply}\0`);
  };

  socket.on('error', () => undefined);
  socket.on('data', (data: Buffer) => {
    if (isDone) {
      return;
    }
    pending = Buffer.concat([pending, data]);
    if (command === null) {
      const end = pending.indexOf(0);
      if (end === -1) {
        return;
      }
      command = pending.subarray(0, end + 1).toString('latin1');
      pending = pending.subarray(end + 1);
      if (command !== 'zINSTREAM\0') {
        answer('UNKNOWN COMMAND');
        return;
      }
    }
    while (pending.length >= 4) {
      const size = pending.readUInt32BE(0);
      if (size === 0) {
        const bytes = Buffer.concat(chunks);
        peer.scans.push({ command, chunkSizes, bytes });
        if (!peer.stall) {
          answer(verdictOf(bytes));
        }
        isDone = true;
        return;
      }
      if (total + size > maxStreamBytes) {
        answer('INSTREAM size limit exceeded. ERROR');
        return;
      }
      if (pending.length < 4 + size) {
        return;
      }
      chunkSizes.push(size);
      chunks.push(Buffer.from(pending.subarray(4, 4 + size)));
      total += size;
      pending = pending.subarray(4 + size);
    }
  });
}

/** Starts the peer on a free loopback port. */
export async function startClamdPeer(options: ClamdPeerOptions = {}): Promise<ClamdPeer> {
  const sockets = new Set<Socket>();
  const server: Server = createServer();
  const peer: ClamdPeer = {
    host: '127.0.0.1',
    port: 0,
    url: '',
    scans: [],
    stall: false,
    async stop() {
      for (const socket of sockets) {
        socket.destroy();
      }
      if (server.listening) {
        server.close();
        await once(server, 'close');
      }
    },
  };
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serve(socket, peer, options.maxStreamBytes ?? DEFAULT_MAX_STREAM_BYTES);
  });
  server.listen(0, peer.host);
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') {
    throw new Error('the clamd peer got no port');
  }
  peer.port = address.port;
  peer.url = `tcp://${peer.host}:${address.port}`;
  return peer;
}
