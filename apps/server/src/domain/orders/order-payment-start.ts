import type { PaymentStart } from '@specsource/contracts';
import { desc, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { payments } from '../../platform/db/schema/index.ts';

/**
 * The payment its owner confirms while the order waits for payment: the provider payment the order already
 * has (the newest, should the provider have changed), unless it has already succeeded.
 */
export async function findPaymentStart(
  db: DatabaseOrTransaction,
  orderId: number,
): Promise<PaymentStart | null> {
  const [row] = await db
    .select({ provider: payments.provider, clientSecret: payments.clientSecret, status: payments.status })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!row?.clientSecret || row.status === 'succeeded' || row.status === 'refunded') {
    return null;
  }
  return { provider: row.provider, client_secret: row.clientSecret };
}
