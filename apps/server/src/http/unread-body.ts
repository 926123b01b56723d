import type { IncomingMessage } from 'node:http';

// Bodies smaller than this are read and discarded after a refusal, as Node does, so the connection is kept.
const UNREAD_BODY_CLOSE_BYTES = 64 * 1024;

/**
 * A refusal sent before a large body has arrived (a limit, a sign-in, a role on an upload route) closes the
 * connection. Kept open, Node reads the rest of the body only to discard it so the connection can be reused:
 * 40 refused 10 MiB uploads were read whole, 400 MiB, and the resident memory rose by +36 to +129 MiB while they
 * were (+0 MiB once closed; apps/server/test/faults/upload-faults.test.ts). A small body is still read: closing
 * on unread bytes resets the connection, and a reset can lose the answer on its way to the client.
 */
export function isLargeBodyUnread(raw: IncomingMessage): boolean {
  if (raw.complete) {
    return false;
  }
  const declared = raw.headers['content-length'];
  return declared === undefined
    ? raw.headers['transfer-encoding'] !== undefined
    : Number(declared) > UNREAD_BODY_CLOSE_BYTES;
}
