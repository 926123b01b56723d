import {
  type CheckoutQuote,
  type CreateOrderBody,
  type CreateOrderResponse,
  cancelOrderEndpoint,
  createOrderEndpoint,
  type EndpointResponse,
  getCheckoutQuoteEndpoint,
  getOrderInfoEndpoint,
  getReviewForOrderEndpoint,
  IDEMPOTENCY_KEY_HEADER,
  listAdminOrdersEndpoint,
  listCustomerOrdersEndpoint,
  listSupplierOrdersEndpoint,
  type ORDER_SORT_FIELDS,
  type OrderDetail,
  type SupplierOrderStatusBody,
  setSupplierOrderStatusEndpoint,
  type UpdateOrderBody,
  updateOrderEndpoint,
} from '@specsource/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api-client.ts';
import type { ListParams } from './list-page.ts';
import { listQuery } from './list-page.ts';
import { queryScopes } from './query-scopes.ts';

/**
 * Each audience's orders sit under its own prefix, so a write refreshes its lists and details at once: the
 * customer's (`customer`), every order for an admin (`admin`), the orders of a supplier's offers (`supplier`).
 * The checkout's reads sit under the resource's name.
 */
export const orderKeys = {
  all: ['orders'] as const,
  checkoutQuote: ({ requestId, reviewId, quantity }: QuoteInput) =>
    [...orderKeys.all, 'checkout-quote', requestId, reviewId, quantity ?? null] as const,
  reviewForOrder: (reviewId: number) => [...orderKeys.all, 'review', reviewId] as const,
  customer: () => [...queryScopes.customer, 'orders'] as const,
  customerDetail: (orderId: number) => [...orderKeys.customer(), 'detail', orderId] as const,
  admin: () => [...queryScopes.admin, 'orders'] as const,
  adminList: () => [...orderKeys.admin(), 'list'] as const,
  adminDetail: (orderId: number) => [...orderKeys.admin(), 'order', orderId] as const,
  adminFigure: () => [...orderKeys.admin(), 'figure'] as const,
  supplier: () => [...queryScopes.supplier, 'orders'] as const,
  supplierList: () => [...orderKeys.supplier(), 'list'] as const,
  supplierDetail: (orderId: number) => [...orderKeys.supplier(), 'order', orderId] as const,
};

/**
 * `POST /api/order/` with its Idempotency-Key: a double click or a retry after a lost answer sends the same key,
 * so the server records one order. No amount is sent: the server computes the money.
 */
export function sendCreateOrder(
  body: CreateOrderBody,
  { idempotencyKey }: { idempotencyKey: string },
): Promise<CreateOrderResponse> {
  return call(createOrderEndpoint, { body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}

export interface QuoteInput {
  requestId: number;
  reviewId: number;
  /** Without one, the server quotes the request's own quantity. */
  quantity?: number;
}

/**
 * Whether the offer can be ordered, and what this quantity costs by the server's arithmetic
 * (docs/spec/marketplace-spec.md §7 `GET /request-checkout/`, the availability probe). Order now probes it; checkout
 * shows its totals.
 */
export function getCheckoutQuoteQueryOptions({ requestId, reviewId, quantity }: QuoteInput) {
  return queryOptions({
    queryKey: orderKeys.checkoutQuote({ requestId, reviewId, quantity }),
    queryFn: ({ signal }): Promise<CheckoutQuote> =>
      call(getCheckoutQuoteEndpoint, {
        query: { request_id: requestId, review_id: reviewId, quantity },
        signal,
      }),
  });
}

export function useCheckoutQuote(input: QuoteInput) {
  return useQuery(getCheckoutQuoteQueryOptions(input));
}

/**
 * One order with its addresses, totals, payment and history (`GET /api/order-info/{order_id}`). The server
 * answers its customer, the supplier of its offer, or an admin; each reads it under their own key.
 */
export function getOrder(orderId: number, signal?: AbortSignal): Promise<OrderDetail> {
  return call(getOrderInfoEndpoint, { params: { order_id: orderId }, signal });
}

export function getOrderInfoQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: orderKeys.customerDetail(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
  });
}

export function useOrderInfo(orderId: number) {
  return useQuery(getOrderInfoQueryOptions(orderId));
}

export type OrderReview = EndpointResponse<typeof getReviewForOrderEndpoint>;

/**
 * The offer as the order-now page shows it, with its part title and the request's quantity
 * (docs/spec/marketplace-spec.md §2).
 */
export function getReviewForOrderQueryOptions(reviewId: number) {
  return queryOptions({
    queryKey: orderKeys.reviewForOrder(reviewId),
    queryFn: ({ signal }): Promise<OrderReview> =>
      call(getReviewForOrderEndpoint, { params: { review_id: reviewId }, signal }),
  });
}

export function useReviewForOrder(reviewId: number) {
  return useQuery(getReviewForOrderQueryOptions(reviewId));
}

export type CustomerOrdersPage = EndpointResponse<typeof listCustomerOrdersEndpoint>;

type SortField = (typeof ORDER_SORT_FIELDS)[number];

/** One page of the customer's orders, newest first unless a column sorts them. */
export function listCustomerOrdersPage(
  params: ListParams,
  signal?: AbortSignal,
): Promise<CustomerOrdersPage> {
  return call(listCustomerOrdersEndpoint, { query: listQuery<SortField>(params), signal });
}

export function sendUpdateOrder(input: { orderId: number; body: UpdateOrderBody }): Promise<OrderDetail> {
  return call(updateOrderEndpoint, { params: { id: input.orderId }, body: input.body });
}

/** The order update screen's save (docs/spec/marketplace-spec.md §2); the order and the list are fetched again. */
export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendUpdateOrder,
    onSuccess: (order) => queryClient.setQueryData(orderKeys.customerDetail(order.id), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.customer() }),
  });
}

export function cancelOrder(input: { orderId: number; reason: string }) {
  return call(cancelOrderEndpoint, { params: { id: input.orderId }, body: { reason: input.reason } });
}

/** Cancels (and, when paid, refunds) the order; the answer is the order as it now stands. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.adminDetail(order.id), order);
      return queryClient.invalidateQueries({ queryKey: orderKeys.adminList() });
    },
  });
}

export function adminOrderQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: orderKeys.adminDetail(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
  });
}

export function useAdminOrder(orderId: number) {
  return useQuery(adminOrderQueryOptions(orderId));
}

export type AdminOrdersPage = EndpointResponse<typeof listAdminOrdersEndpoint>;

/** One page of every order; newest first unless a column sorts them. */
export function listAdminOrdersPage(params: ListParams, signal?: AbortSignal): Promise<AdminOrdersPage> {
  return call(listAdminOrdersEndpoint, { query: listQuery<SortField>(params), signal });
}

export function supplierOrderQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: orderKeys.supplierDetail(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
  });
}

export function useSupplierOrder(orderId: number) {
  return useQuery(supplierOrderQueryOptions(orderId));
}

export type SupplierOrdersPage = EndpointResponse<typeof listSupplierOrdersEndpoint>;

/** One page of the orders of this supplier's offers; newest first unless a column sorts them. */
export function listSupplierOrdersPage(
  params: ListParams,
  signal?: AbortSignal,
): Promise<SupplierOrdersPage> {
  return call(listSupplierOrdersEndpoint, { query: listQuery<SortField>(params), signal });
}

export function setOrderStatus(input: { orderId: number; body: SupplierOrderStatusBody }) {
  return call(setSupplierOrderStatusEndpoint, { params: { id: input.orderId }, body: input.body });
}

/** Moves the order on; the answer is the order as it now stands, and the list's status column goes stale. */
export function useSetOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOrderStatus,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.supplierDetail(order.id), order);
      return queryClient.invalidateQueries({ queryKey: orderKeys.supplierList() });
    },
  });
}

/** The admin dashboard's orders figure: the first page of every order, read for its count. */
export function adminOrdersFigureOptions() {
  return queryOptions({
    queryKey: orderKeys.adminFigure(),
    queryFn: ({ signal }) => call(listAdminOrdersEndpoint, { query: { page: 1 }, signal }),
  });
}
