import { ORDER_MESSAGES } from '@specsource/contracts';
import { spendOrRefuse } from '../../platform/security/rate-limit.ts';
import type { SessionUser } from '../../platform/sessions/session-manager.ts';
import type { OrderRouteDeps } from './order-route-deps.ts';

const HOUR_MS = 3_600_000;

/**
 * One customer's order edits and payment attempts share an hourly ceiling (ORDER_WRITES_PER_CUSTOMER_PER_HOUR):
 * each writes an audit row or calls the payment provider, and a script should not be able to do either without
 * end. Taken before the body is read; every call counts.
 */
export async function takeOrderWriteSlot(deps: OrderRouteDeps, user: SessionUser): Promise<void> {
  const limit = deps.orderWritesPerHour;
  await spendOrRefuse(
    deps.rateLimiter,
    [{ key: `order-write:customer:${user.id}`, limit, windowMs: HOUR_MS }],
    (waitMinutes) => ORDER_MESSAGES.hourlyLimitReached(limit, waitMinutes),
  );
}
