import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, replace } from 'react-router';
import { getPartQueryOptions } from '../api/parts.ts';
import { paths } from '../config/paths.ts';

/**
 * Loads the part before the page shows. A renamed part's old slug is answered (after the server's 301)
 * with the part under its current slug: the address is then replaced with the current one. A failed
 * load is left to the page, which shows its own not-found and error states.
 */
export function partLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const { slug } = params;
    if (!slug) {
      return null;
    }
    const part = await queryClient.ensureQueryData(getPartQueryOptions(slug)).catch(() => null);
    if (part === null || part.slug === slug) {
      return null;
    }
    // The page under the current slug starts from the part already loaded.
    queryClient.setQueryData(getPartQueryOptions(part.slug).queryKey, part);
    return replace(paths.part.getHref(part.slug));
  };
}
