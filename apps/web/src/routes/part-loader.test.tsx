import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authProvidersBody, errorBody, partStructure } from '../../test/factories.ts';
import { callsTo, jsonResponse, stubRoutes } from '../../test/fetch-stub.ts';
import { renderApp } from '../../test/render.tsx';

function stubApi(routes: Parameters<typeof stubRoutes>[0]) {
  return stubRoutes({
    'GET /api/check-auth/': () => jsonResponse({}),
    'GET /api/auth/providers': () => jsonResponse(authProvidersBody()),
    ...routes,
  });
}

describe('partLoader', () => {
  it('replaces a renamed part’s old address with its current one', async () => {
    // The browser followed the server's 301: the old slug answers with the part under its new slug.
    const renamed = partStructure({ title: 'Inline pump', slug: 'inline-pump' });
    const fetchMock = stubApi({
      'GET /api/part/pump': () => jsonResponse(renamed),
      'GET /api/part/inline-pump': () => jsonResponse(renamed),
    });
    const { router } = renderApp('/part/pump');

    expect(await screen.findByRole('heading', { level: 1, name: 'Inline pump' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/part/inline-pump');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(callsTo(fetchMock, 'GET /api/part/pump')).toHaveLength(1);
  });

  it('stays on a current address', async () => {
    stubApi({ 'GET /api/part/pump': () => jsonResponse(partStructure()) });
    const { router } = renderApp('/part/pump');

    expect(await screen.findByRole('heading', { level: 1, name: 'Pump' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/part/pump');
  });

  it('leaves an unknown part to the page’s not-found state', async () => {
    stubApi({
      'GET /api/part/gearbox': () =>
        jsonResponse(errorBody({ code: 'NOT_FOUND', detail: 'Part not found' }), 404),
    });
    const { router } = renderApp('/part/gearbox');

    expect(await screen.findByRole('heading', { name: 'Part not found' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/part/gearbox'));
  });
});
