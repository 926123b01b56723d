import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  authProvidersBody,
  catalogueSummaryBody,
  currentUser,
  feedbackItem,
  feedbackPageBody,
} from '../../../test/factories.ts';
import { callsTo, jsonResponse, stubRoutes } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render.tsx';

function stubApi(user: ReturnType<typeof currentUser> | null) {
  return stubRoutes({
    'GET /api/check-auth/': () => jsonResponse(user ?? {}),
    'GET /api/auth/providers': () => jsonResponse(authProvidersBody()),
    'GET /api/admin/feedback/': () => jsonResponse(feedbackPageBody([feedbackItem()])),
    'GET /api/catalogue/summary': () => jsonResponse(catalogueSummaryBody()),
    'GET /api/admin/parts/': () => jsonResponse({ count: 0, next: null, previous: null, results: [] }),
    'GET /api/admin/orders/': () => jsonResponse({ count: 12, next: null, previous: null, results: [] }),
    'GET /api/request/awaiting-selection/': () =>
      jsonResponse({ count: 3, next: null, previous: null, results: [] }),
  });
}

describe('/super-admin/*', () => {
  it('sends a visitor to sign in, coming back here afterwards', async () => {
    const fetchMock = stubApi(null);
    const { router } = renderApp('/super-admin/feedback/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?url=%2Fsuper-admin%2Ffeedback%2F');
    expect(callsTo(fetchMock, 'GET /api/admin/feedback/')).toHaveLength(0);
  });

  it('tells a customer the area is for administrators, and asks for no admin data', async () => {
    const fetchMock = stubApi(currentUser({ role: 'customer' }));
    renderApp('/super-admin/feedback/');

    expect(
      await screen.findByRole('heading', { name: 'This area is for administrators' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/signed in as ada@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Administration' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/admin/feedback/')).toHaveLength(0);
  });

  it('refuses a supplier too', async () => {
    stubApi(currentUser({ role: 'supplier' }));
    renderApp('/super-admin/feedback/');

    expect(
      await screen.findByRole('heading', { name: 'This area is for administrators' }),
    ).toBeInTheDocument();
  });

  it('lets an admin in: the admin nav and the feedback page', async () => {
    stubApi(currentUser({ role: 'admin' }));
    renderApp('/super-admin/feedback/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Feedback' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('cell', { name: 'grace@example.com' })).toBeInTheDocument();
  });

  it('/super-admin/ is the dashboard: what waits, with only its tab current; an unknown address is not found', async () => {
    stubApi(currentUser({ role: 'admin' }));
    const { router } = renderApp('/super-admin/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const awaiting = screen.getByRole('region', { name: 'Requests awaiting offer selection' });
    expect(await within(awaiting).findByText('3')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Orders' })).findByText('12')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Administration' });
    expect(
      within(nav)
        .getAllByRole('link', { current: 'page' })
        .map((link) => link.textContent),
    ).toEqual(['Dashboard']);

    await router.navigate('/super-admin/nothing-here/');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Administration' })).toBeInTheDocument(),
    );
  });

  it('the nav opens the catalogue page', async () => {
    stubApi(currentUser({ role: 'admin' }));
    const { router, user } = renderApp('/super-admin/feedback/');

    await user.click(await screen.findByRole('link', { name: 'Catalogue' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Catalogue' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/super-admin/catalogue/');
    expect(screen.getByRole('link', { name: 'Catalogue' })).toHaveAttribute('aria-current', 'page');
  });
});
