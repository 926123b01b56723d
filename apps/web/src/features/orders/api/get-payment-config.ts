import { getPaymentConfigEndpoint, type PaymentConfig } from '@specsource/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Which card provider runs (Stripe or the sandbox) and Stripe's publishable key; fixed while the app runs. */
export function getPaymentConfigQueryOptions() {
  return queryOptions({
    queryKey: ['payments', 'config'],
    queryFn: ({ signal }): Promise<PaymentConfig> => call(getPaymentConfigEndpoint, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePaymentConfig() {
  return useQuery(getPaymentConfigQueryOptions());
}
