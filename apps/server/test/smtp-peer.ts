import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpPeer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Every message received so far, parsed. */
  received: ParsedMail[];
  /** Resolves with the next message to arrive (or one already waiting beyond `afterCount`). */
  nextMail(afterCount?: number, timeoutMs?: number): Promise<ParsedMail>;
  /** Stops listening: connections are refused, as with a server that is down. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

/**
 * A real SMTP server on loopback (no TLS, no auth), collecting what it receives — the peer the SMTP adapter
 * talks to in tests.
 */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const received: ParsedMail[] = [];
  const waiters: Array<() => void> = [];
  let port = 0;
  let server: SMTPServer | undefined;

  function createServer(): SMTPServer {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            for (const wake of waiters.splice(0)) {
              wake();
            }
            callback();
          })
          .catch(callback);
      },
    });
  }

  async function start(): Promise<void> {
    const next = createServer();
    await new Promise<void>((resolve, reject) => {
      next.server.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    port = (next.server.address() as AddressInfo).port;
    server = next;
  }

  await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async nextMail(afterCount = received.length, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length <= afterCount) {
        if (Date.now() > deadline) {
          throw new Error(`no mail arrived within ${timeoutMs} ms`);
        }
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      const mail = received[afterCount];
      if (!mail) {
        throw new Error('mail vanished');
      }
      return mail;
    },
    async stop() {
      const current = server;
      server = undefined;
      await new Promise<void>((resolve) => (current ? current.close(() => resolve()) : resolve()));
    },
    start,
  };
}
