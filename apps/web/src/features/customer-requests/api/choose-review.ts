import { chooseReviewEndpoint } from '@specsource/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { CUSTOMER_REQUESTS_QUERY_KEY } from './list-customer-requests.ts';

export function chooseReview(input: { requestId: number; reviewId: number }) {
  return call(chooseReviewEndpoint, { body: { id: input.reviewId, request_id: input.requestId } });
}

/** Picks an offer; the comparison and the list (its chosen offer) are fetched again. */
export function useChooseReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseReview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CUSTOMER_REQUESTS_QUERY_KEY }),
  });
}
