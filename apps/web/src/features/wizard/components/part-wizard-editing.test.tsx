import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUser } from '../../../../test/factories.ts';
import { callsTo, jsonResponse } from '../../../../test/fetch-stub.ts';
import { flowRate, next, openWizard } from '../test/part-wizard.ts';
import { dispatcherBody, ORDER_ID, requestDetail, stubWizard } from '../test/wizard-fixtures.ts';

beforeEach(() => {
  window.localStorage.clear();
});

describe('PartWizard editing a request', () => {
  it('starts from the request, saves with PUT, searches it again and opens its page', async () => {
    const fetchMock = stubWizard({
      user: currentUser(),
      routes: {
        [`GET /api/request/part/${ORDER_ID}`]: () => jsonResponse(requestDetail()),
        [`PUT /api/request/update/${ORDER_ID}`]: () => jsonResponse(requestDetail()),
        'POST /api/dispatcher/': () => jsonResponse(dispatcherBody()),
      },
    });
    const { user, router } = await openWizard(`/part/pump/${ORDER_ID}`);

    // A request that was complete: every step before the last is ticked, but the one shown.
    expect(screen.getByRole('button', { name: 'Step 2: Comment (completed)' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /\(completed\)/ })).toHaveLength(1);
    expect(await flowRate()).toHaveValue('350');
    expect(screen.getByLabelText('Flow rate unit')).toHaveValue('m3/h');
    await next(user);
    expect(await screen.findByRole('textbox', { name: 'Comment' })).toHaveValue('Replacing a worn pump');
    await next(user);
    expect(await screen.findByRole('textbox', { name: /Quantity/ })).toHaveValue('3');
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/requests/'));
    expect(router.state.location.search).toBe(`?template=request-details&order_id=${ORDER_ID}`);
    expect(callsTo(fetchMock, `PUT /api/request/update/${ORDER_ID}`)[0]?.body).toMatchObject({
      part: 1,
      quantity: '3',
      zip_code: '94103',
      comment: 'Replacing a worn pump',
    });
    expect(callsTo(fetchMock, 'POST /api/dispatcher/')[0]?.body).toEqual({
      part: 'pump',
      order_id: ORDER_ID,
    });
    expect(callsTo(fetchMock, 'POST /api/request/')).toHaveLength(0);
  });

  it("'None' is no order", async () => {
    const fetchMock = stubWizard({ user: currentUser() });
    await openWizard('/part/pump/None');

    expect(await flowRate()).toHaveValue('');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/request/part/'))).toBe(false);
    expect(within(document.body).queryByText(/Editing request/)).not.toBeInTheDocument();
  });
});
