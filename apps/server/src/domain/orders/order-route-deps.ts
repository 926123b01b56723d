import type { Database } from '../../platform/db/database.ts';
import type { RateLimiter } from '../../platform/security/rate-limit.ts';
import type { SessionManager } from '../../platform/sessions/session-manager.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';

/** What the order, payment and order-lifecycle routes are built from (app.ts passes one object to all three). */
export interface OrderRouteDeps {
  db: Database;
  sessions: SessionManager;
  now: () => Date;
  /** Who takes the card payment and makes refunds. */
  payments: PaymentProvider;
  /** Where links in mail point (`config.publicOrigin`), never the request's Host. */
  publicOrigin: string;
  /** Wakes the mail worker once a queued mail is committed. */
  onMailQueued: () => void;
  rateLimiter: RateLimiter;
  /** ORDER_WRITES_PER_CUSTOMER_PER_HOUR: order edits and payment attempts one customer may make in an hour. */
  orderWritesPerHour: number;
}
