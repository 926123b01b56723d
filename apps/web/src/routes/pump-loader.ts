import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { pumpQueryOptions } from '../api/pumps.ts';

/** Starts loading the pump while the page's code downloads; the page shows its own states. */
export function pumpLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    if (params.id) {
      void queryClient.prefetchQuery(pumpQueryOptions(params.id));
    }
    return null;
  };
}
