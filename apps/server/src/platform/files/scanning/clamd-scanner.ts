import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { asFileBytes, type FileBytes } from '../file-bytes.ts';
import type { FileScanner, ScanVerdict } from './file-scanner.ts';

export interface ClamdScannerOptions {
  host: string;
  port: number;
  /** The whole scan (connect, send, verdict) must finish in this long; then the scan is `unavailable`. */
  timeoutMs?: number;
  /** Bytes per INSTREAM chunk; clamd reads each into a buffer of its own. */
  chunkBytes?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_CHUNK_BYTES = 64 * 1024;
// A reply is one short line (`stream: <signature> FOUND`); more than this is not clamd.
const MAX_REPLY_BYTES = 4096;

/**
 * clamd's INSTREAM command (clamd(8)): `zINSTREAM\0`, then the file as chunks each prefixed by its length as a
 * 4-byte big-endian integer, then a zero-length chunk. Returns the frames to write, in order.
 */
export function instreamFrames(bytes: Uint8Array, chunkBytes = DEFAULT_CHUNK_BYTES): Buffer[] {
  const frames: Buffer[] = [Buffer.from('zINSTREAM\0', 'latin1')];
  for (let offset = 0; offset < bytes.length; offset += chunkBytes) {
    const chunk = bytes.subarray(offset, Math.min(offset + chunkBytes, bytes.length));
    const length = Buffer.alloc(4);
    length.writeUInt32BE(chunk.length);
    frames.push(length, Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  }
  frames.push(Buffer.alloc(4));
  return frames;
}

function fileBytesOf(bytes: Uint8Array | FileBytes): FileBytes {
  return bytes instanceof Uint8Array
    ? asFileBytes(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
    : bytes;
}

/**
 * Writes INSTREAM to clamd as the file is read, waiting whenever the socket's buffer is full: a spooled 10 MiB
 * upload passes through 64 KiB at a time instead of as one buffer of frames.
 */
async function writeInstream(socket: Socket, file: FileBytes, chunkBytes: number): Promise<void> {
  const write = async (frame: Buffer) => {
    if (socket.destroyed) {
      throw new Error('clamd closed the connection');
    }
    if (!socket.write(frame)) {
      await Promise.race([once(socket, 'drain'), once(socket, 'close')]);
    }
  };
  const [command, ...rest] = instreamFrames(new Uint8Array(0), chunkBytes);
  await write(command as Buffer);
  for await (const chunk of file.stream()) {
    for (const frame of instreamFrames(chunk as Buffer, chunkBytes).slice(1, -1)) {
      await write(frame);
    }
  }
  await write(rest.at(-1) as Buffer);
}

/** clamd's reply to INSTREAM: `stream: OK`, `stream: <signature> FOUND`, or `<problem> ERROR`. */
export function parseClamdReply(raw: string): ScanVerdict {
  const reply = raw.replace(/[\0\n]+$/, '').trim();
  if (reply === 'stream: OK') {
    return { verdict: 'clean' };
  }
  const found = /^stream: (.+) FOUND$/.exec(reply);
  if (found?.[1]) {
    return { verdict: 'infected', signature: found[1] };
  }
  return { verdict: 'unavailable', reason: reply === '' ? 'clamd closed without a verdict' : reply };
}

/** A FileScanner asking a ClamAV daemon over TCP; one connection per file. */
export function createClamdScanner(options: ClamdScannerOptions): FileScanner {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const chunkBytes = options.chunkBytes ?? DEFAULT_CHUNK_BYTES;
  return {
    kind: 'clamd',
    scan: (_name, bytes) =>
      new Promise<ScanVerdict>((resolve) => {
        let reply = '';
        let isSettled = false;
        let timer: NodeJS.Timeout | undefined;
        const socket: Socket = connect({ host: options.host, port: options.port });
        const settle = (verdict: ScanVerdict) => {
          if (!isSettled) {
            isSettled = true;
            clearTimeout(timer);
            socket.destroy();
            resolve(verdict);
          }
        };
        timer = setTimeout(
          () => settle({ verdict: 'unavailable', reason: `clamd gave no verdict within ${timeoutMs} ms` }),
          timeoutMs,
        );
        socket.setEncoding('latin1');
        socket.on('connect', () => {
          writeInstream(socket, fileBytesOf(bytes), chunkBytes).catch((error: Error) =>
            settle(reply ? parseClamdReply(reply) : { verdict: 'unavailable', reason: error.message }),
          );
        });
        socket.on('data', (chunk: string) => {
          reply += chunk;
          // The reply ends with NUL (z-prefixed command); clamd then closes the connection.
          if (reply.includes('\0') || reply.length > MAX_REPLY_BYTES) {
            settle(parseClamdReply(reply.slice(0, MAX_REPLY_BYTES)));
          }
        });
        socket.on('end', () => settle(parseClamdReply(reply)));
        // A reply already read wins over the reset clamd causes by closing while we still write (size limit).
        socket.on('error', (error) =>
          settle(reply ? parseClamdReply(reply) : { verdict: 'unavailable', reason: error.message }),
        );
        socket.on('close', () => settle(parseClamdReply(reply)));
      }),
  };
}
