import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUser, errorBody } from '../../../../test/factories.ts';
import { jsonResponse, pending } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render.tsx';
import { flowRate } from '../test/part-wizard.ts';
import { ORDER_ID, stubWizard } from '../test/wizard-fixtures.ts';

beforeEach(() => {
  window.localStorage.clear();
});

describe('PartWizard page states', () => {
  it('shows a loading state while the part loads', async () => {
    stubWizard({ routes: { 'GET /api/part/pump': () => pending() } });
    renderApp('/part/pump');

    // The route's loader waits for the part: the app's loading state shows meanwhile.
    expect(await screen.findByRole('status')).toHaveTextContent(/^Loading/);
  });

  it('offers a retry when the part cannot be loaded', async () => {
    stubWizard({ routes: { 'GET /api/part/pump': () => jsonResponse(errorBody(), 500) } });
    renderApp('/part/pump');

    expect(await screen.findByRole('heading', { name: 'This part could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('an order that cannot be loaded: its detail, then a new request for the part', async () => {
    stubWizard({
      user: currentUser(),
      routes: {
        [`GET /api/request/part/${ORDER_ID}`]: () =>
          jsonResponse(errorBody({ code: 'NOT_FOUND', detail: 'Request not found.' }), 404),
      },
    });
    const { router } = renderApp(`/part/pump/${ORDER_ID}`);

    expect(await screen.findByText('Request not found.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/part/pump'));
    expect(await flowRate()).toHaveValue('');
  });
});
