import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authProvidersBody, currentUser } from '../../../test/factories.ts';
import { callsTo, jsonResponse, stubRoutes } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render.tsx';
import {
  adminPartRow,
  pageBody,
  partDetailsBody,
  taxonomyRoutes,
} from '../../features/admin-parts/test/part-admin-bodies.ts';

function stubApi() {
  return stubRoutes({
    'GET /api/check-auth/': () => jsonResponse(currentUser({ role: 'admin' })),
    'GET /api/auth/providers': () => jsonResponse(authProvidersBody()),
    'GET /api/admin/parts/': () => jsonResponse(pageBody([adminPartRow({ id: 7 })])),
    'GET /api/part-details/7': () => jsonResponse(partDetailsBody()),
    ...taxonomyRoutes(),
  });
}

describe('/super-admin/product/part/*', () => {
  it('Parts follows the dashboard in the admin nav and opens the list; Add part and Edit open the form', async () => {
    stubApi();
    const { router, user } = renderApp('/super-admin/feedback/');

    const nav = await screen.findByRole('navigation', { name: 'Administration' });
    expect(within(nav).getAllByRole('link')[1]).toHaveTextContent('Parts');
    await user.click(within(nav).getByRole('link', { name: 'Parts' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Parts' })).toBeInTheDocument();
    // Only Parts is current, not Part types, whose address starts the same way.
    expect(
      within(nav)
        .getAllByRole('link', { current: 'page' })
        .map((link) => link.textContent),
    ).toEqual(['Parts']);

    await user.click(screen.getByRole('link', { name: 'Add part' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add part' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/super-admin/product/part/add/');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: '← Parts' }));
    await user.click(await screen.findByRole('link', { name: 'Edit Centrifugal pump' }));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Centrifugal pump');
    expect(router.state.location.pathname).toBe('/super-admin/product/part/7/change/');
  });

  it('an edit address without a numeric id is not found, and asks for nothing', async () => {
    const fetchMock = stubApi();
    renderApp('/super-admin/product/part/add-pump/change/');

    expect(await screen.findByRole('heading', { name: 'Part not found' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/part-details/'))).toBe(false);
    expect(callsTo(fetchMock, 'GET /api/admin/parts/')).toHaveLength(0);
  });
});
