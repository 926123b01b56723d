import pg from 'pg';
import type { NotificationHandlers } from './database.ts';

const LISTEN_RETRY_MAX_MS = 5_000;

/**
 * LISTEN needs a connection of its own: a pooled one would be handed to other queries and its
 * notifications lost. When it drops (PostgreSQL restarted), it reconnects with backoff and says so through
 * `onListening`. The first connection's failure rejects, so a server that cannot listen does not start.
 */
export async function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let isStopped = false;
  let retries = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString, keepAlive: true });
    let isLost = false;
    const lose = (error?: unknown) => {
      if (error !== undefined) {
        handlers.onError?.(error);
      }
      if (isLost) {
        return;
      }
      isLost = true;
      if (current === client) {
        current = undefined;
        retryLater();
      }
    };
    // Without an 'error' listener a dropped connection would crash the process.
    client.on('error', lose);
    client.on('end', () => lose());
    client.on('notification', (message) => {
      if (message.channel === channel) {
        handlers.onNotify(message.payload ?? '');
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      isLost = true;
      await client.end().catch(() => undefined);
      throw error;
    }
    if (isStopped || isLost) {
      await client.end().catch(() => undefined);
      if (isStopped) {
        return;
      }
      throw new Error('the listening connection closed as it started');
    }
    current = client;
    retries = 0;
    handlers.onListening?.();
  }

  function retryLater(): void {
    if (isStopped) {
      return;
    }
    const delayMs = Math.min(100 * 2 ** retries, LISTEN_RETRY_MAX_MS);
    retries += 1;
    retryTimer = setTimeout(() => {
      connect().catch((error: unknown) => {
        handlers.onError?.(error);
        retryLater();
      });
    }, delayMs);
    retryTimer.unref();
  }

  await connect();
  return async () => {
    isStopped = true;
    clearTimeout(retryTimer);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}
