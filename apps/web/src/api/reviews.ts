import {
  type AWAITING_SELECTION_SORT_FIELDS,
  createRequestReviewsEndpoint,
  createSupplierOfferEndpoint,
  declineSupplierRequestEndpoint,
  deleteSupplierReviewAttachmentEndpoint,
  type Endpoint,
  type EndpointResponse,
  getRequestReviewsEndpoint,
  getSupplierRequestEndpoint,
  listAwaitingSelectionEndpoint,
  listSupplierRequestsEndpoint,
  type Offer,
  type OfferBody,
  type RequestReview,
  type SUPPLIER_REQUEST_SORT_FIELDS,
  type SupplierRequestDetail,
  updateSupplierOfferEndpoint,
} from '@specsource/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callWithForm } from '../lib/api-client.ts';
import type { ListParams } from './list-page.ts';
import { listQuery } from './list-page.ts';
import { queryScopes } from './query-scopes.ts';

/**
 * Offers as the supplier's portal reads them (every read under `supplierPortal`, so a saved or declined offer
 * refreshes them all), and the admin's offer selection (the queue, a request's offers, the request search).
 */
export const reviewKeys = {
  supplierPortal: () => ['supplier-portal'] as const,
  supplierRequests: () => [...reviewKeys.supplierPortal(), 'requests'] as const,
  supplierRequest: (requestId: number) => [...reviewKeys.supplierPortal(), 'request', requestId] as const,
  selection: () => [...queryScopes.admin, 'review-selection'] as const,
  awaitingSelection: () => [...reviewKeys.selection(), 'awaiting'] as const,
  awaitingSelectionFigure: () => [...reviewKeys.awaitingSelection(), 'figure'] as const,
  requestReviews: (orderId: string) => [...reviewKeys.selection(), 'reviews', orderId] as const,
  requestSearch: (search: string) => [...reviewKeys.selection(), 'requests', search] as const,
};

export function declineRequest(input: { requestId: number; reason: string }) {
  return call(declineSupplierRequestEndpoint, {
    params: { request_id: input.requestId },
    body: { reason: input.reason },
  });
}

/** Declines with a reason; the request and the list (its 'Declined' mark) go stale. */
export function useDeclineRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.supplierPortal() }),
  });
}

export function deleteReviewAttachment(attachmentId: number) {
  return call(deleteSupplierReviewAttachmentEndpoint, { params: { id: attachmentId } });
}

/** Deletes a file of the supplier's own offer; the answer names its request, to go back to. */
export function useDeleteReviewAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReviewAttachment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.supplierPortal() }),
  });
}

export function getSupplierRequest(requestId: number, signal?: AbortSignal): Promise<SupplierRequestDetail> {
  return call(getSupplierRequestEndpoint, { params: { request_id: requestId }, signal });
}

export function supplierRequestQueryOptions(requestId: number) {
  return queryOptions({
    queryKey: reviewKeys.supplierRequest(requestId),
    queryFn: ({ signal }) => getSupplierRequest(requestId, signal),
  });
}

export function useSupplierRequest(requestId: number) {
  return useQuery(supplierRequestQueryOptions(requestId));
}

export type SupplierRequestPage = EndpointResponse<typeof listSupplierRequestsEndpoint>;

type SortField = (typeof SUPPLIER_REQUEST_SORT_FIELDS)[number];

/** One page of the requests for the supplier's parts; newest first unless a column sorts them. */
export function listSupplierRequestsPage(
  params: ListParams,
  signal?: AbortSignal,
): Promise<SupplierRequestPage> {
  return call(listSupplierRequestsEndpoint, {
    query: listQuery<SortField>(params),
    signal,
  });
}

export interface SaveOfferInput {
  /** The request a new offer is for; the offer's own id for an edit. */
  target: { requestId: number } | { reviewId: number };
  body: OfferBody;
  files: readonly File[];
}

/** JSON without files; multipart with them (docs/design.md 'Supplier portal API'). */
export function saveOffer({ target, body, files }: SaveOfferInput): Promise<Offer> {
  if ('requestId' in target) {
    const params = { request_id: target.requestId };
    return files.length === 0
      ? call(createSupplierOfferEndpoint, { params, body })
      : sendWithFiles(createSupplierOfferEndpoint, { params, body, fileField: 'attachments', files });
  }
  const params = { review_id: target.reviewId };
  return files.length === 0
    ? call(updateSupplierOfferEndpoint, { params, body })
    : sendWithFiles(updateSupplierOfferEndpoint, { params, body, fileField: 'attachments', files });
}

/** Makes or changes an offer; the request, its offers and the list's counts all go stale. */
export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.supplierPortal() }),
  });
}

/**
 * Sends a body with files as multipart/form-data: each body field as a text field, each file
 * under `fileField`. Errors become the same `ApiError` the JSON client throws, field errors included.
 */
export async function sendWithFiles<E extends Endpoint>(
  endpoint: E,
  options: {
    params: Record<string, string | number>;
    /** Text fields: each value is sent as its string form; undefined and null are left out. */
    body: Readonly<Record<string, unknown>>;
    fileField: string;
    files: readonly File[];
  },
): Promise<EndpointResponse<E>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(options.body)) {
    if (value !== undefined && value !== null) {
      form.append(name, String(value));
    }
  }
  for (const file of options.files) {
    form.append(options.fileField, file, file.name);
  }
  return callWithForm(endpoint, { params: options.params, form });
}

export function selectRequestReviews(input: { requestId: number; reviewIds: number[] }) {
  return call(createRequestReviewsEndpoint, {
    body: { request_id: input.requestId, reviews: input.reviewIds },
  });
}

/** Sets the offers the customer sees; the request list's counts and the offers' states go stale. */
export function useSelectRequestReviews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectRequestReviews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.selection() }),
  });
}

/** Every offer on the request, with its supplier and whether the customer sees it. */
export function getRequestReviewsQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: reviewKeys.requestReviews(orderId),
    queryFn: ({ signal }): Promise<RequestReview[]> =>
      call(getRequestReviewsEndpoint, { params: { order_id: orderId }, signal }),
  });
}

/** `orderId` null: no request chosen yet, nothing is fetched. */
export function useRequestReviews(orderId: string | null) {
  return useQuery({ ...getRequestReviewsQueryOptions(orderId ?? ''), enabled: orderId !== null });
}

export type AwaitingSelectionPage = EndpointResponse<typeof listAwaitingSelectionEndpoint>;
export type AwaitingSelectionRow = AwaitingSelectionPage['results'][number];

type AwaitingSelectionSortField = (typeof AWAITING_SELECTION_SORT_FIELDS)[number];

/** One page of the requests awaiting offer selection, longest waiting first unless a column sorts them. */
export function listAwaitingSelectionPage(
  params: ListParams,
  signal?: AbortSignal,
): Promise<AwaitingSelectionPage> {
  return call(listAwaitingSelectionEndpoint, {
    query: listQuery<AwaitingSelectionSortField>(params),
    signal,
  });
}

/** The admin dashboard's queue figure: the queue's first page, read for its count. */
export function awaitingSelectionFigureOptions() {
  return queryOptions({
    queryKey: reviewKeys.awaitingSelectionFigure(),
    queryFn: ({ signal }) => call(listAwaitingSelectionEndpoint, { query: { page: 1 }, signal }),
  });
}
