import { type EndpointResponse, getReviewForOrderEndpoint } from '@specsource/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export type OrderReview = EndpointResponse<typeof getReviewForOrderEndpoint>;

/**
 * The offer as the order-now page shows it, with its part title and the request's quantity
 * (docs/spec/marketplace-spec.md §2).
 */
export function getReviewForOrderQueryOptions(reviewId: number) {
  return queryOptions({
    queryKey: ['orders', 'review', reviewId],
    queryFn: ({ signal }): Promise<OrderReview> =>
      call(getReviewForOrderEndpoint, { params: { review_id: reviewId }, signal }),
  });
}

export function useReviewForOrder(reviewId: number) {
  return useQuery(getReviewForOrderQueryOptions(reviewId));
}
