import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (48em, 768 px): a phone, or a small tablet held upright. */
export const PHONE_MEDIA_QUERY = '(max-width: 47.99em)';

/**
 * True on a phone-width window, read during the first render (not after it), so a page never draws its
 * wide layout first and then swaps.
 */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
}
