import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { addresses, orders, parts, requests, reviewVersions } from '../../platform/db/schema/index.ts';
import { orderedVersion, rowColumns } from './order-row.ts';

const billing = alias(addresses, 'billing_address');
const shipping = alias(addresses, 'shipping_address');

/** One order with what its detail shows besides: the ordered version's terms and both addresses. */
export async function findOrderDetailRecord(db: DatabaseOrTransaction, orderId: number) {
  const [row] = await db
    .select({
      ...rowColumns,
      costUnit: reviewVersions.costUnit,
      leadTime: reviewVersions.leadTime,
      leadTimeUnit: reviewVersions.leadTimeUnit,
      offerNotes: reviewVersions.notes,
      billing,
      shipping,
    })
    .from(orders)
    .innerJoin(requests, eq(requests.id, orders.requestId))
    .innerJoin(parts, eq(parts.id, requests.partId))
    .innerJoin(reviewVersions, orderedVersion)
    .innerJoin(billing, eq(billing.id, orders.billingAddressId))
    .innerJoin(shipping, eq(shipping.id, orders.shippingAddressId))
    .where(eq(orders.id, orderId));
  return row;
}
