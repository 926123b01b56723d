import { createRequestReviewsEndpoint } from '@specsource/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'review-selection'] }),
  });
}
