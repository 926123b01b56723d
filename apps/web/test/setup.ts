import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearCookies } from './cookies.ts';
import { staticMediaQueryList } from './media-query.ts';

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core CI machine a chart or a lazy chunk can take longer.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs Mantine (Combobox, ScrollArea) and embla (Carousel) call.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly scrollMargin = '';
  readonly thresholds: readonly number[] = [];
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => staticMediaQueryList(query, false),
});

window.ResizeObserver = ResizeObserverStub;
window.IntersectionObserver = IntersectionObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.HTMLElement.prototype.scrollTo = () => {};

afterEach(() => {
  cleanup();
  // Toasts live in a module-level store: one test's toast must not show in the next.
  notifications.clean();
  // Cookies (csrftoken) set by one test must not reach the next.
  clearCookies();
});
