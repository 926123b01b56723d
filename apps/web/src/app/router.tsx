import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorFallback } from '../components/errors/route-error-fallback.tsx';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { PageLoading } from '../components/page-state.tsx';
import { paths } from '../config/paths.ts';
import { partLoader } from '../routes/part-loader.ts';

// Each page is its own chunk, fetched when first visited.
const loadHomeRoute = async () => (await import('../routes/home.tsx')).HomeRoute;
const loadPartRoute = async () => (await import('../routes/part.tsx')).PartRoute;
const loadNotFoundRoute = async () => (await import('../routes/not-found.tsx')).NotFoundRoute;

/** The app's routes. */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      Component: AppLayout,
      // Shown when the shell itself fails; page errors below keep the header.
      errorElement: <RouteErrorFallback />,
      hydrateFallbackElement: <PageLoading label="Loading SpecSource…" />,
      children: [
        {
          errorElement: <RouteErrorFallback />,
          children: [
            {
              path: paths.home.path,
              lazy: { Component: loadHomeRoute },
            },
            {
              path: paths.part.path,
              loader: partLoader(queryClient),
              lazy: { Component: loadPartRoute },
            },
            {
              path: paths.notFound.path,
              lazy: { Component: loadNotFoundRoute },
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createAppRoutes(queryClient));
}
