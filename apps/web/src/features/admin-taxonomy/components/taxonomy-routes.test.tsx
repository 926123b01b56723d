import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authProvidersBody, currentUser } from '../../../../test/factories.ts';
import { jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render.tsx';
import { adminAttribute, GPM, taxonomyItem } from '../testing/taxonomy-fixtures.ts';

describe('/super-admin/product/classification/ and /super-admin/product/unit/', () => {
  it('the admin nav opens classifications, one classification, and units', async () => {
    stubRoutes({
      'GET /api/check-auth/': () => jsonResponse(currentUser({ role: 'admin' })),
      'GET /api/auth/providers': () => jsonResponse(authProvidersBody()),
      'GET /api/classification': () => jsonResponse([taxonomyItem()]),
      'GET /api/attribute/1': () => jsonResponse([{ id: 21, title: 'Flow' }]),
      'GET /api/attributes/21': () => jsonResponse(adminAttribute()),
      'GET /api/units/': () => jsonResponse([GPM]),
    });
    const { router, user } = renderApp('/super-admin/product/unit/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Units' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Units' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('link', { name: 'Classifications' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Classifications' })).toBeInTheDocument();

    await user.click(await screen.findByRole('link', { name: 'Pump' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pump' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/super-admin/product/classification/1/');
    expect(screen.getByRole('link', { name: 'Classifications' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('cell', { name: 'Flow' })).toBeInTheDocument();
  });
});
