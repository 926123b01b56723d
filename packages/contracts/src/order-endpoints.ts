import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.ts';
import { listQueryOf, pageOf } from './common/pagination.ts';
import { OFFER_TERMS, OfferSchema } from './offers.ts';
import {
  CancelOrderBodySchema,
  CheckoutQuoteQuerySchema,
  CheckoutQuoteSchema,
  CreateOrderBodySchema,
  CreateOrderResponseSchema,
  ORDER_SORT_FIELDS,
  OrderDetailSchema,
  OrderIdPathSchema,
  OrderParamsSchema,
  OrderRequestParamsSchema,
  OrderReviewParamsSchema,
  OrderRowSchema,
  PaymentStartSchema,
  SupplierOrderStatusBodySchema,
  UpdateOrderBodySchema,
} from './orders.ts';

// The order calls (docs/spec/marketplace-spec.md §7): order now, checkout, the order page and the three roles' order
// lists.

const tags = ['orders'] as const;

export const getReviewForOrderEndpoint = defineEndpoint({
  method: 'GET',
  // Not the spec's GET /api/get_review/{id}: that path is the offers feature's (every role's view of an offer);
  // the order-now page needs the part title and the request's quantity with it.
  path: '/api/order-review/:review_id',
  summary: 'An offer selected for your request, as the order-now page shows it (owner)',
  tags,
  params: OrderReviewParamsSchema,
  // The offer's own fields as the offers feature words them, and the part's title.
  response: OfferSchema.pick({ ...OFFER_TERMS, request_id: true, version: true }).extend({
    part_title: z.string(),
  }),
});

export const getCheckoutQuoteEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/checkout-quote/',
  summary: 'Whether an offer can be ordered, and the totals for a quantity (owner)',
  tags,
  query: CheckoutQuoteQuerySchema,
  response: CheckoutQuoteSchema,
});

export const createOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/order/',
  summary:
    'Order a selected offer; totals are computed here, the payment is started (owner; Idempotency-Key)',
  tags,
  body: CreateOrderBodySchema,
  response: CreateOrderResponseSchema,
});

export const getOrderInfoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/order-info/:order_id',
  summary: 'One order with its history (owner, its supplier, admin)',
  tags,
  params: OrderParamsSchema,
  response: OrderDetailSchema,
});

export const updateOrderEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/order/:id/',
  summary: 'Change addresses, payment choice and PO number until the order ships (owner)',
  tags,
  params: OrderIdPathSchema,
  body: UpdateOrderBodySchema,
  response: OrderDetailSchema,
});

export const getOrderIdsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/get-order-ids/:request_id',
  summary: 'The ids of the orders of a request (owner, admin)',
  tags,
  params: OrderRequestParamsSchema,
  response: z.object({ ids: z.array(z.number().int()) }),
});

export const listCustomerOrdersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/user/orders/',
  summary: "The signed-in customer's orders, paged",
  tags,
  query: listQueryOf(ORDER_SORT_FIELDS),
  response: pageOf(OrderRowSchema),
});

export const listSupplierOrdersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/supplier/api/orders/',
  summary: "Orders of the signed-in supplier's offers, paged",
  tags,
  query: listQueryOf(ORDER_SORT_FIELDS),
  response: pageOf(OrderRowSchema),
});

export const listAdminOrdersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/orders/',
  summary: 'Every order, paged (admin)',
  tags,
  query: listQueryOf(ORDER_SORT_FIELDS),
  response: pageOf(OrderRowSchema),
});

export const retryOrderPaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/order/:id/payment/',
  summary: 'The payment to confirm for an order waiting for payment; the same one on every call (owner)',
  tags,
  params: OrderIdPathSchema,
  response: PaymentStartSchema,
});

export const setSupplierOrderStatusEndpoint = defineEndpoint({
  method: 'POST',
  path: '/supplier/api/orders/:id/status/',
  summary: 'Mark an order in fulfilment, shipped (with tracking) or delivered (the supplier of its offer)',
  tags,
  params: OrderIdPathSchema,
  body: SupplierOrderStatusBodySchema,
  response: OrderDetailSchema,
});

export const cancelOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/orders/:id/cancel/',
  summary: 'Cancel an order; a paid one is refunded through its provider exactly once (admin)',
  tags,
  params: OrderIdPathSchema,
  body: CancelOrderBodySchema,
  response: OrderDetailSchema,
});
