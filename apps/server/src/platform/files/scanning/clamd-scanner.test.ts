import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { EICAR, EICAR_SIGNATURE, startClamdPeer } from '../../../../test/clamd-peer.ts';
import { createClamdScanner, instreamFrames, parseClamdReply } from './clamd-scanner.ts';

const peer = await startClamdPeer({ maxStreamBytes: 64 * 1024 });
afterAll(() => peer.stop());
const scanner = createClamdScanner({ host: peer.host, port: peer.port, timeoutMs: 5_000, chunkBytes: 1000 });

describe('instreamFrames', () => {
  it('sends zINSTREAM, length-prefixed chunks (4-byte big-endian) and a zero-length end', () => {
    const frames = instreamFrames(Buffer.from('abcde'), 2);
    expect(frames.map((frame) => [...frame])).toEqual([
      [...Buffer.from('zINSTREAM\0')],
      [0, 0, 0, 2],
      [...Buffer.from('ab')],
      [0, 0, 0, 2],
      [...Buffer.from('cd')],
      [0, 0, 0, 1],
      [...Buffer.from('e')],
      [0, 0, 0, 0],
    ]);
    expect(instreamFrames(Buffer.alloc(0)).map((frame) => [...frame])).toEqual([
      [...Buffer.from('zINSTREAM\0')],
      [0, 0, 0, 0],
    ]);
    expect([...(instreamFrames(Buffer.alloc(70_000), 70_000)[1] ?? [])]).toEqual([0, 1, 0x11, 0x70]);
  });
});

describe('parseClamdReply', () => {
  it.each([
    ['stream: OK\0', { verdict: 'clean' }],
    ['stream: Win.Test.EICAR_HDB-1 FOUND\0', { verdict: 'infected', signature: 'Win.Test.EICAR_HDB-1' }],
    [
      'stream: Doc.Trojan.Agent-123 (a b) FOUND\n',
      { verdict: 'infected', signature: 'Doc.Trojan.Agent-123 (a b)' },
    ],
    [
      'INSTREAM size limit exceeded. ERROR\0',
      { verdict: 'unavailable', reason: 'INSTREAM size limit exceeded. ERROR' },
    ],
    ['', { verdict: 'unavailable', reason: 'clamd closed without a verdict' }],
    ['stream: FOUND\0', { verdict: 'unavailable', reason: 'stream: FOUND' }],
  ])('reads %j', (reply, verdict) => {
    expect(parseClamdReply(reply)).toEqual(verdict);
  });
});

describe('createClamdScanner against a clamd peer', () => {
  it('finds the EICAR test file and passes a clean one', async () => {
    expect(await scanner.scan('eicar.csv', Buffer.from(EICAR))).toEqual({
      verdict: 'infected',
      signature: EICAR_SIGNATURE,
    });
    expect(await scanner.scan('drawing.pdf', Buffer.from('%PDF-1.4\n%clean\n'))).toEqual({
      verdict: 'clean',
    });
  });

  it('streams the file in chunks of chunkBytes, whatever its size', async () => {
    const bytes = Buffer.alloc(2500, 7);
    peer.scans.length = 0;
    expect(await scanner.scan('big.step', bytes)).toEqual({ verdict: 'clean' });
    expect(peer.scans).toEqual([{ command: 'zINSTREAM\0', chunkSizes: [1000, 1000, 500], bytes }]);
  });

  it('is unavailable when clamd refuses the stream as too long (StreamMaxLength)', async () => {
    expect(await scanner.scan('huge.pdf', Buffer.alloc(200 * 1024))).toEqual({
      verdict: 'unavailable',
      reason: 'INSTREAM size limit exceeded. ERROR',
    });
  });

  it('is unavailable, not hanging, when clamd takes the file and never answers', async () => {
    peer.stall = true;
    try {
      const hasty = createClamdScanner({ host: peer.host, port: peer.port, timeoutMs: 300 });
      const started = performance.now();
      expect(await hasty.scan('a.pdf', Buffer.from('%PDF-1.4\n'))).toEqual({
        verdict: 'unavailable',
        reason: 'clamd gave no verdict within 300 ms',
      });
      expect(performance.now() - started).toBeLessThan(2_000);
    } finally {
      peer.stall = false;
    }
  });

  it('is unavailable when something that is not clamd answers, or nothing listens', async () => {
    const notClamd = createServer((socket) => socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'));
    notClamd.listen(0, '127.0.0.1');
    await new Promise((resolve) => notClamd.once('listening', resolve));
    const address = notClamd.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const wrong = await createClamdScanner({ host: '127.0.0.1', port, timeoutMs: 2_000 }).scan(
      'a',
      Buffer.from('x'),
    );
    expect(wrong.verdict).toBe('unavailable');
    notClamd.close();

    const down = await startClamdPeer();
    await down.stop();
    const gone = await createClamdScanner({ host: down.host, port: down.port, timeoutMs: 2_000 }).scan(
      'a',
      Buffer.from('x'),
    );
    expect(gone).toMatchObject({ verdict: 'unavailable', reason: expect.stringContaining('ECONNREFUSED') });
  });
});
