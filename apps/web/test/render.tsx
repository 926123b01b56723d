import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '../src/app/provider.tsx';
import { createAppRoutes } from '../src/app/router.tsx';

// Errors the router's errorElement shows are expected in tests; reporting them is not.
const ignoreError = () => {};

function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });
}

function renderRouter(buildRoutes: (queryClient: QueryClient) => RouteObject[], initialPath: string) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(buildRoutes(queryClient), { initialEntries: [initialPath] });
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} onError={ignoreError} />
    </AppProvider>,
    { onCaughtError: ignoreError },
  );
  return { ...view, router, user, queryClient };
}

/** Renders the whole app (real routes, shell, providers) at `path`. */
export function renderApp(path = '/') {
  return renderRouter(createAppRoutes, path);
}

/** Renders hand-made `routes` at `path`, for testing routing pieces such as error boundaries. */
export function renderRoutes(routes: RouteObject[], path = '/') {
  return renderRouter(() => routes, path);
}

/**
 * Renders `ui` alone at `path` inside the providers and a memory router; any other path renders
 * nothing, so tests read where a navigation went from `router.state.location`.
 */
export function renderWithRouter(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  return renderRouter(
    () => [
      { path, element: ui },
      { path: '*', element: null },
    ],
    path,
  );
}
