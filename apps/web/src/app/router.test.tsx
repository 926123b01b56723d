import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPartsBody, partStructure, partSummary } from '../../test/factories.ts';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { renderApp } from '../../test/render.tsx';

function stubApi() {
  return stubFetch(({ url }) =>
    url.pathname === '/api/part/'
      ? jsonResponse(findPartsBody([partSummary()]))
      : jsonResponse(partStructure()),
  );
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
  });

  it('home → part: choosing a part opens its page', async () => {
    stubApi();
    const { user, router } = renderApp('/');

    await user.type(await screen.findByPlaceholderText('Select or Search your part'), 'pu');
    await user.click(await screen.findByRole('option', { name: 'Pump' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Pump' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/part/pump');
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
});
