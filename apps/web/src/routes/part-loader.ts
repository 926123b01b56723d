import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { getPartQueryOptions } from '../features/parts/api/get-part.ts';

/**
 * Starts loading the part while the page's code is still downloading. It does not wait: the page
 * shows its own loading and not-found states.
 */
export function partLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    if (params.slug) {
      void queryClient.prefetchQuery(getPartQueryOptions(params.slug));
    }
    return null;
  };
}
