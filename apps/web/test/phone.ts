import { vi } from 'vitest';
import { PHONE_MEDIA_QUERY } from '../src/lib/use-is-phone.ts';
import { staticMediaQueryList } from './media-query.ts';

/** The window answers the phone media query as a 375 px screen would; restored after the test (restoreMocks). */
export function onPhone(): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    staticMediaQueryList(query, query === PHONE_MEDIA_QUERY),
  );
}
