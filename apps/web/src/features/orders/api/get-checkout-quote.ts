import { type CheckoutQuote, getCheckoutQuoteEndpoint } from '@specsource/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

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
    queryKey: ['orders', 'checkout-quote', requestId, reviewId, quantity ?? null],
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
