import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { RouteErrorFallback } from './route-error-fallback.tsx';

function BrokenPage(): never {
  throw new Error('render failed');
}

function NoFallback() {
  return null;
}

describe('RouteErrorFallback', () => {
  it('replaces a crashed page with a friendly message and a reload button, logging nothing', async () => {
    const reload = vi.fn();
    const { user } = renderRoutes([
      { path: '/', element: <BrokenPage />, errorElement: <RouteErrorFallback onReload={reload} /> },
    ]);

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText('render failed')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');

    await user.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('treats a 404 thrown by a route as "page not found"', async () => {
    renderRoutes([
      {
        path: '/',
        loader: () => {
          throw new Response('missing', { status: 404 });
        },
        element: null,
        HydrateFallback: NoFallback,
        errorElement: <RouteErrorFallback />,
      },
    ]);

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
