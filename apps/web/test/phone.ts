import { vi } from 'vitest';
import { PHONE_MEDIA_QUERY } from '../src/lib/use-is-phone.ts';

/** The window answers the phone media query as a 375 px screen would; restored after the test (restoreMocks). */
export function onPhone(): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string): MediaQueryList => ({
      matches: query === PHONE_MEDIA_QUERY,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  );
}
