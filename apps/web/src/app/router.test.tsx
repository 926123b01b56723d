import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  activateResponse,
  authProvidersBody,
  currentUser,
  findPartsBody,
  partStructure,
  partSummary,
} from '../../test/factories.ts';
import { jsonResponse, pending, stubRoutes } from '../../test/fetch-stub.ts';
import { renderApp } from '../../test/render.tsx';
import { comingSoonPartType } from '../features/coming-soon/test/part-type.ts';

function stubApi(routes: Parameters<typeof stubRoutes>[0] = {}) {
  return stubRoutes({
    'GET /api/part/': () => jsonResponse(findPartsBody([partSummary()])),
    'GET /api/part/pump': () => jsonResponse(partStructure()),
    'GET /api/check-auth/': () => jsonResponse({}),
    'GET /api/auth/providers': () => jsonResponse(authProvidersBody()),
    ...routes,
  });
}

describe('app routes', () => {
  it('home: the brand, the carousel and the part search', async () => {
    stubApi();
    renderApp('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Technical Parts Procurement' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SpecSource home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('region', { name: 'Technical Parts Procurement' })).toBeInTheDocument();
    expect(
      screen.getByAltText('End-suction centrifugal pump with its motor on a baseplate'),
    ).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Select or Search your part')).toBeInTheDocument();
    // Each card opens the part it shows.
    expect(screen.getByRole('link', { name: 'Centrifugal pumps' })).toHaveAttribute('href', '/part/pump');
    expect(screen.getByRole('link', { name: 'Ball valves' })).toHaveAttribute('href', '/part/valve');
  });

  it('each role starts at its own page: a supplier at the requests inbox, an admin at the dashboard', async () => {
    stubApi({
      'GET /api/check-auth/': () => jsonResponse(currentUser({ role: 'supplier' })),
      'GET /supplier/api/supplier-requests': () =>
        jsonResponse({ count: 0, next: null, previous: null, results: [] }),
    });
    const supplier = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Supplier portal' })).toBeInTheDocument();
    expect(supplier.router.state.location.pathname).toBe('/supplier/requests/');
    expect(screen.getByRole('link', { name: 'SpecSource home' })).toHaveAttribute(
      'href',
      '/supplier/requests/',
    );
    const nav = screen.getByRole('navigation', { name: 'Your pages' });
    expect(within(nav).getByRole('link', { name: 'Requests' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/supplier/orders/');
    supplier.unmount();

    stubApi({ 'GET /api/check-auth/': () => jsonResponse(currentUser({ role: 'admin' })) });
    const admin = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(admin.router.state.location.pathname).toBe('/super-admin/');
  });

  it('a customer stays on the part search, with their own pages in the header', async () => {
    stubApi({ 'GET /api/check-auth/': () => jsonResponse(currentUser({ role: 'customer' })) });
    renderApp('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Technical Parts Procurement' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Your pages' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Find a part', 'My requests', 'My orders']);
  });

  it('home → part: choosing a part opens its page', async () => {
    stubApi();
    const { user, router } = renderApp('/');

    await user.type(await screen.findByPlaceholderText('Select or Search your part'), 'pu');
    await user.click(await screen.findByRole('option', { name: 'Pump' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Pump' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/part/pump');
  });

  it('a part whose instant results are coming says so above its wizard, leading to the coming-soon page', async () => {
    stubApi({
      'GET /api/part/compressor': () =>
        jsonResponse(
          partStructure({ id: 2, slug: 'compressor', title: 'Compressor', part_type: 'compressor' }),
        ),
      'GET /api/part-types/compressor': () => jsonResponse(comingSoonPartType()),
    });
    const { user, router } = renderApp('/part/compressor');

    expect(await screen.findByRole('heading', { level: 1, name: 'Compressor' })).toBeInTheDocument();
    expect(await screen.findByText(/Estimated launch: Q2 2099/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'See what is coming' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/coming-soon/compressor/?part=compressor',
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Instant compressor selection is coming soon' }),
    ).toBeInTheDocument();
  });

  it('an unknown address shows a helpful 404 page inside the shell', async () => {
    stubApi();
    const { user, router } = renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/Check the URL or start again from the home page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SpecSource home' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('the header offers Sign in (the modal) and Register to a visitor', async () => {
    stubApi();
    const { user, router } = renderApp('/part/pump');

    await screen.findByRole('heading', { level: 1, name: 'Pump' });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('link', { name: 'Register' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?url=%2Fpart%2Fpump');
  });

  it('/login shows the sign-in page', async () => {
    stubApi();
    renderApp('/login?url=%2Fpart%2Fpump');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('form', { name: 'Sign in with e-mail' })).getByRole('button', {
        name: 'Sign in',
      }),
    ).toBeInTheDocument();
  });

  it('/activate/:token shows the activation landing', async () => {
    stubApi({ 'POST /api/activate/': () => pending() });
    renderApp('/activate/a-token-of-at-least-sixteen-chars');

    expect(await screen.findByText('Activating your account…')).toBeInTheDocument();
  });

  it('/activate/:token lands signed in on the page stored with the link', async () => {
    stubApi({ 'POST /api/activate/': () => jsonResponse(activateResponse('/part/pump')) });
    const { router } = renderApp('/activate/a-token-of-at-least-sixteen-chars');

    expect(await screen.findByRole('heading', { level: 1, name: 'Pump' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/part/pump');
  });
});
