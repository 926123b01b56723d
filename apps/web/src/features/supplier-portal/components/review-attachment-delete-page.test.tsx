import { ATTACHMENT_MESSAGES } from '@specsource/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentUser } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render.tsx';

const DELETE = 'DELETE /supplier/api/review-attachments/77/';
const AUTH = 'GET /api/check-auth/';
const PATH = '/request/review_attachment/77/delete?request=5';
const asSupplier = () => jsonResponse(currentUser({ role: 'supplier' }));

describe('/request/review_attachment/{id}/delete', () => {
  it('asks first; Delete removes the file, toasts and goes back to the request', async () => {
    const fetchMock = stubRoutes({
      [AUTH]: asSupplier,
      [DELETE]: () => jsonResponse({ detail: ATTACHMENT_MESSAGES.deletedOne, request_id: 5 }),
      'GET /supplier/api/requests/5': () => new Promise(() => {}),
    });
    const { user, router } = renderApp(PATH);

    expect(await screen.findByText('Are you sure you want to do this?')).toBeInTheDocument();
    expect(callsTo(fetchMock, DELETE)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(ATTACHMENT_MESSAGES.deletedOne)).toBeInTheDocument();
    expect(callsTo(fetchMock, DELETE)).toHaveLength(1);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/supplier/requests/5/'));
  });

  it('goes back without deleting on Cancel', async () => {
    const fetchMock = stubRoutes({
      [AUTH]: asSupplier,
      'GET /supplier/api/requests/5': () => new Promise(() => {}),
    });
    const { user, router } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/supplier/requests/5/'));
    expect(callsTo(fetchMock, DELETE)).toHaveLength(0);
  });

  it('says why when the file cannot be deleted', async () => {
    stubRoutes({
      [AUTH]: asSupplier,
      [DELETE]: () => jsonResponse({ code: 'NOT_FOUND', detail: ATTACHMENT_MESSAGES.notFound }, 404),
    });
    const { user } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ATTACHMENT_MESSAGES.notFound);
  });
});
