import { getRequestReviewsEndpoint, type RequestReview } from '@specsource/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const requestReviewsQueryKey = (orderId: string) =>
  ['admin', 'review-selection', 'reviews', orderId] as const;

/** Every offer on the request, with its supplier and whether the customer sees it. */
export function getRequestReviewsQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: requestReviewsQueryKey(orderId),
    queryFn: ({ signal }): Promise<RequestReview[]> =>
      call(getRequestReviewsEndpoint, { params: { order_id: orderId }, signal }),
  });
}

/** `orderId` null: no request chosen yet, nothing is fetched. */
export function useRequestReviews(orderId: string | null) {
  return useQuery({ ...getRequestReviewsQueryOptions(orderId ?? ''), enabled: orderId !== null });
}
