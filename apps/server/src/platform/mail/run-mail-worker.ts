import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { type MailWorker, startMailWorker } from './mail-worker.ts';
import type { Mailer, MailLog } from './mailer.ts';

/**
 * Runs the mail worker from ready to close when the app has a mailer (else mail stays queued in mail_outbox) and
 * answers the nudge that wakes it; before ready, or without a mailer, a nudge does nothing.
 */
export function runMailWorker(
  app: FastifyInstance,
  deps: { createMailer?: (log: MailLog) => Mailer; mailPollIntervalMs?: number },
  { db, now }: { db: Database; now: () => Date },
): () => void {
  const { createMailer } = deps;
  let worker: MailWorker | undefined;
  if (createMailer) {
    app.addHook('onReady', async () => {
      const log = app.log.child({ component: 'mail' });
      worker = startMailWorker({
        db,
        mailer: createMailer(log),
        log,
        intervalMs: deps.mailPollIntervalMs ?? 5_000,
        now,
      });
      // Mail queued before a restart goes out now, not at the first poll.
      worker.nudge();
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
    });
  }
  return () => worker?.nudge();
}
