import {
  type CreateRequestBody,
  type CreateRequestResponse,
  type CUSTOMER_REQUEST_SORT_FIELDS,
  type CustomerRequestDetail,
  chooseReviewEndpoint,
  createRequestEndpoint,
  type DispatcherResponse,
  type EndpointResponse,
  getCustomerRequestEndpoint,
  getRequestByOrderIdEndpoint,
  getRequestHistoryEndpoint,
  getRequestSearchEndpoint,
  IDEMPOTENCY_KEY_HEADER,
  listCustomerRequestsEndpoint,
  listRequestsEndpoint,
  type RequestDetail,
  runDispatcherEndpoint,
  sendRequestEndpoint,
  type UpdateRequestBody,
  updateRequestEndpoint,
  withdrawRequestEndpoint,
} from '@specsource/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callWithForm } from '../lib/api-client.ts';
import type { ListParams } from './list-page.ts';
import { listQuery } from './list-page.ts';
import { queryScopes } from './query-scopes.ts';
import { reviewKeys } from './reviews.ts';

/**
 * A request as the wizard and its page read it (`detail`, `search`, `history`: one cache entry each, whichever
 * page fetched it), and the customer's own list and comparison under the customer scope.
 */
export const requestKeys = {
  all: ['requests'] as const,
  detail: (orderId: string) => [...requestKeys.all, 'part', orderId] as const,
  search: (orderId: string) => [...requestKeys.all, 'search', orderId] as const,
  history: (orderId: string) => [...requestKeys.all, 'history', orderId] as const,
  customer: () => [...queryScopes.customer, 'requests'] as const,
  customerDetail: (orderId: string) => [...requestKeys.customer(), 'detail', orderId] as const,
};

// A request as the wizard and the request's page both read it: one cache entry each, whichever page fetched it.
// A request changes from other pages (the wizard's save, a supplier's offer): each page that opens reads it again.

/** GET /api/request/part/{order_id}: the request's specification, comment and files. */
export function requestDetailQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: requestKeys.detail(orderId),
    queryFn: ({ signal }) => call(getRequestByOrderIdEndpoint, { params: { order_id: orderId }, signal }),
    staleTime: 0,
  });
}

/** The request's latest stored search (null before its first): its analysis and matches. */
export function requestSearchQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: requestKeys.search(orderId),
    queryFn: ({ signal }) => call(getRequestSearchEndpoint, { params: { order_id: orderId }, signal }),
  });
}

export function chooseReview(input: { requestId: number; reviewId: number }) {
  return call(chooseReviewEndpoint, { body: { id: input.reviewId, request_id: input.requestId } });
}

/** Picks an offer; the comparison and the list (its chosen offer) are fetched again. */
export function useChooseReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseReview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestKeys.customer() }),
  });
}

/** One request with the offers selected for it, for the comparison. */
export function getCustomerRequestQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: requestKeys.customerDetail(orderId),
    queryFn: ({ signal }): Promise<CustomerRequestDetail> =>
      call(getCustomerRequestEndpoint, { params: { order_id: orderId }, signal }),
    // Offers and the status change from elsewhere (suppliers, admins, the wizard): read again on every visit.
    staleTime: 0,
  });
}

export function useCustomerRequest(orderId: string) {
  return useQuery(getCustomerRequestQueryOptions(orderId));
}

/** The request's status history, oldest first. */
export function useRequestHistory(orderId: string) {
  return useQuery(
    queryOptions({
      queryKey: requestKeys.history(orderId),
      queryFn: ({ signal }) => call(getRequestHistoryEndpoint, { params: { order_id: orderId }, signal }),
      // The wizard's edits and the suppliers' offers add to it from elsewhere: read again on every visit.
      staleTime: 0,
    }),
  );
}

export type CustomerRequestsPage = EndpointResponse<typeof listCustomerRequestsEndpoint>;

type SortField = (typeof CUSTOMER_REQUEST_SORT_FIELDS)[number];

/** One page of the customer's requests, newest first unless a column sorts them. */
export function listCustomerRequestsPage(
  params: ListParams,
  signal?: AbortSignal,
): Promise<CustomerRequestsPage> {
  return call(listCustomerRequestsEndpoint, {
    query: listQuery<SortField>(params),
    signal,
  });
}

const MOVES = { send: sendRequestEndpoint, withdraw: withdrawRequestEndpoint } as const;

/**
 * 'Request quotes' (POST /api/request/send/{order_id}) or 'Withdraw' (POST /api/request/withdraw/{order_id}):
 * the request's page, its history and the list are fetched again.
 */
export function useMoveRequest(orderId: string, move: keyof typeof MOVES) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<RequestDetail> => call(MOVES[move], { params: { order_id: orderId } }),
    onSuccess: (detail) => queryClient.setQueryData(requestDetailQueryOptions(orderId).queryKey, detail),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: requestKeys.customer() }),
        queryClient.invalidateQueries({ queryKey: requestKeys.history(orderId) }),
      ]),
  });
}

// docs/spec/marketplace-spec.md §8 — a failed submit toasts the server's message, or this.
export const SUBMIT_FAILED = 'An error occurred';

/**
 * POST /api/request/ (docs/spec/marketplace-spec.md §7): JSON, or multipart with `form_data` (the JSON body) and
 * `file_comment` when there is a file. The Idempotency-Key lets the server replay a second send of the same
 * body instead of recording a second request.
 */
export function sendCreateRequest(
  body: CreateRequestBody,
  { file, idempotencyKey }: { file: File | null; idempotencyKey: string },
): Promise<CreateRequestResponse> {
  const options = { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, fallbackDetail: SUBMIT_FAILED };
  if (file === null) {
    return call(createRequestEndpoint, { body, ...options });
  }
  const form = new FormData();
  form.append('form_data', JSON.stringify(body));
  form.append('file_comment', file, file.name);
  return callWithForm(createRequestEndpoint, { form, ...options });
}

export function sendUpdateRequest(orderId: string, body: UpdateRequestBody): Promise<RequestDetail> {
  return call(updateRequestEndpoint, { params: { order_id: orderId }, body });
}

/**
 * docs/spec/marketplace-spec.md §7 — POST /api/dispatcher/ {part, order_id}: the instant search of a recorded request.
 */
export function sendDispatcher(part: string, orderId: string) {
  return call(runDispatcherEndpoint, { body: { part, order_id: orderId } });
}

/** POST /api/request/send/{order_id}: 'Request quotes' — the draft goes to the part's suppliers, once. */
export function sendRequestForQuotes(orderId: string): Promise<RequestDetail> {
  return call(sendRequestEndpoint, { params: { order_id: orderId } });
}

/**
 * POST /api/dispatcher/ {part, order_id}: searches a recorded request (its answer is read on the server) and
 * keeps the answer as the request's latest search.
 */
export function useSearchRequest(orderId: string, partSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<DispatcherResponse> =>
      call(runDispatcherEndpoint, { body: { part: partSlug, order_id: orderId } }),
    onSuccess: (response) =>
      queryClient.setQueryData(requestSearchQueryOptions(orderId).queryKey, {
        search: { ...response, created_at: new Date().toISOString() },
      }),
  });
}

export type RequestRow = EndpointResponse<typeof listRequestsEndpoint>['results'][number];

/** The admin's request choice: the newest requests matching `search` (order id or part title). */
export function searchRequestsQueryOptions(search: string) {
  return queryOptions({
    queryKey: reviewKeys.requestSearch(search),
    queryFn: ({ signal }) => call(listRequestsEndpoint, { query: { search }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSearchRequests(search: string) {
  return useQuery(searchRequestsQueryOptions(search));
}
