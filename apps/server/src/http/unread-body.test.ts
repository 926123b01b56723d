import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { buildListeningTestApps } from '../../test/build-test-app.ts';
import '../../test/provided-context.ts';

// A refusal before the body has arrived: a large body's connection is closed (Node would read it all to discard
// it), a small one's is kept. Real sockets: inject() hands the app the whole body at once.

const { urls } = await buildListeningTestApps();
const url = urls[0] as string;

/** POSTs `body` to /api/request/ without a CSRF token (refused in onRequest, before any body is read). */
function postWithoutCsrf(
  contentType: string,
  body: Buffer,
): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL('/api/request/', url), {
      method: 'POST',
      headers: { 'content-type': contentType, 'content-length': String(body.length) },
    });
    request.on('response', (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, connection: response.headers.connection });
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('a refusal before the body is read', () => {
  it('closes the connection of a large body instead of reading it to discard it', async () => {
    const upload = Buffer.alloc(2 * 1024 * 1024, 0x20);
    const answer = await postWithoutCsrf('multipart/form-data; boundary=x', upload);
    expect(answer).toEqual({ status: 403, connection: 'close' });
  });

  it('keeps the connection of a small body', async () => {
    const answer = await postWithoutCsrf('application/json', Buffer.from('{"quantity":1}'));
    expect(answer).toEqual({ status: 403, connection: 'keep-alive' });
  });
});
