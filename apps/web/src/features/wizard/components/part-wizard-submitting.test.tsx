import { MESSAGES, type PartStructure } from '@specsource/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUser, errorBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, pending } from '../../../../test/fetch-stub.ts';
import { SUBMIT_MESSAGES } from '../hooks/use-submit-request.ts';
import { chooseFile, fillSpecification, next, openWizard, type WizardRoutes } from '../test/part-wizard.ts';
import {
  compressorPart,
  compressorType,
  createdBody,
  ORDER_ID,
  requestDetail,
  searchRoutes,
  stubWizard,
} from '../test/wizard-fixtures.ts';

beforeEach(() => {
  window.localStorage.clear();
});

describe('PartWizard submitting (signed in)', () => {
  async function submitCompressor(routes: WizardRoutes) {
    const fetchMock = stubWizard({
      user: currentUser(),
      part: compressorPart(),
      partType: compressorType(),
      routes,
    });
    const view = await openWizard('/part/compressor');
    await fillSpecification(view.user);
    await next(view.user);
    return { ...view, fetchMock };
  }

  it('a type without instant results: JSON body, then its request details', async () => {
    const { user, fetchMock, router } = await submitCompressor({
      'POST /api/request/': () => jsonResponse(createdBody(), 201),
    });

    await user.click(await screen.findByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(SUBMIT_MESSAGES.received)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/requests/'));
    expect(router.state.location.search).toBe(`?template=request-details&order_id=${ORDER_ID}`);
    const [sent] = callsTo(fetchMock, 'POST /api/request/');
    expect(sent?.headers.get('Content-Type')).toBe('application/json');
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent?.body).toMatchObject({
      part: 2,
      quantity: '1',
      zip_code: '',
      contact_info: null,
      comment: '',
    });
    const { answer } = (sent?.body ?? {}) as { answer: PartStructure };
    expect(answer.partclassification_set[0]?.partclassificationattribute_set[0]?.attribute).toMatchObject({
      value: 500,
      unit_value: 'gpm',
    });
  });

  it('with a file: multipart with form_data and file_comment', async () => {
    const fetchMock = stubWizard({
      user: currentUser(),
      part: compressorPart(),
      partType: compressorType(),
      routes: { 'POST /api/request/': () => jsonResponse(createdBody(), 201) },
    });
    const { user } = await openWizard('/part/compressor');
    await fillSpecification(user);
    chooseFile(new File(['%PDF-1.7'], 'datasheet.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('datasheet.pdf')).toBeInTheDocument();
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));

    await screen.findByText(SUBMIT_MESSAGES.received);
    const init = fetchMock.mock.calls.find(([url]) => String(url) === '/api/request/')?.[1];
    const form = init?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(JSON.parse(String(form.get('form_data')))).toMatchObject({ part: 2, quantity: '1' });
    expect((form.get('file_comment') as File).name).toBe('datasheet.pdf');
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
  });

  it('a retry after a failure sends the same Idempotency-Key', async () => {
    let calls = 0;
    const { user, fetchMock } = await submitCompressor({
      'POST /api/request/': () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(errorBody({ code: 'UNAVAILABLE', detail: 'Try again in a moment.' }), 503)
          : jsonResponse(createdBody(), 201);
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Try again in a moment.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));

    await screen.findByText(SUBMIT_MESSAGES.received);
    const keys = callsTo(fetchMock, 'POST /api/request/').map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('a second click while the first is on its way sends nothing', async () => {
    const { user, fetchMock } = await submitCompressor({ 'POST /api/request/': () => pending() });
    const button = await screen.findByRole('button', { name: 'Submit' });

    await user.click(button);
    fireEvent.click(button);

    expect(await screen.findByText(SUBMIT_MESSAGES.processing)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/request/')).toHaveLength(1);
  });

  it('a double click sends one Idempotency-Key', async () => {
    const { user, fetchMock } = await submitCompressor({
      'POST /api/request/': () => jsonResponse(createdBody(), 201),
    });

    await user.dblClick(await screen.findByRole('button', { name: 'Submit' }));

    expect((await screen.findAllByText(SUBMIT_MESSAGES.received)).length).toBeGreaterThan(0);
    // A click while the first is on its way sends nothing; one after it sends the same key, which the
    // server answers by replaying the first request.
    const keys = callsTo(fetchMock, 'POST /api/request/').map((call) => call.headers.get('Idempotency-Key'));
    expect(new Set(keys).size).toBe(1);
  });

  it('an answer without a detail toasts the catalogue’s fallback', async () => {
    const { user } = await submitCompressor({
      'POST /api/request/': () => new Response('<html>bad gateway</html>', { status: 502 }),
    });

    await user.click(await screen.findByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(SUBMIT_MESSAGES.failed)).toBeInTheDocument();
  });

  it("a pump: saves the search as a private draft, shows its results at the draft's address, searches again into the same draft, then Request quotes sends it", async () => {
    const fetchMock = stubWizard({
      user: currentUser(),
      routes: {
        ...searchRoutes(),
        [`POST /api/request/send/${ORDER_ID}`]: () => jsonResponse(requestDetail({ status: 'submitted' })),
      },
    });
    const { user, router } = await openWizard('/part/pump');
    await fillSpecification(user);
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('cell', { name: 'KS-100' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'First Principles Analysis Results' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Feedback' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `/part/pump/${ORDER_ID}?tab=Submit`,
    );
    const [saved] = callsTo(fetchMock, 'POST /api/request/');
    expect(saved?.body).toMatchObject({ part: 1, draft_key: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(callsTo(fetchMock, 'POST /api/dispatcher/')[0]?.body).toEqual({
      part: 'pump',
      order_id: ORDER_ID,
    });

    // Searching again changes the same draft: no second request.
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/dispatcher/')).toHaveLength(2));
    expect(callsTo(fetchMock, `PUT /api/request/update/${ORDER_ID}`)).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST /api/request/')).toHaveLength(1);

    await user.click(await screen.findByRole('button', { name: 'Request quotes' }));
    expect(await screen.findByText(SUBMIT_MESSAGES.sent)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/requests/'));
    expect(router.state.location.search).toBe(`?template=request-details&order_id=${ORDER_ID}`);
    expect(callsTo(fetchMock, `POST /api/request/send/${ORDER_ID}`)).toHaveLength(1);
    // The wizard is done with: a new visit to the part starts a new request.
    expect(window.localStorage.getItem('specsource.wizard.pump')).toBeNull();
  });

  it('a reload after a search comes back to the step and its results; a change marks them out of date', async () => {
    stubWizard({ user: currentUser(), routes: searchRoutes() });
    const first = await openWizard('/part/pump');
    await fillSpecification(first.user);
    await next(first.user);
    await first.user.click(await screen.findByRole('button', { name: 'Search' }));
    await screen.findByRole('cell', { name: 'KS-100' });
    first.unmount();

    // The address names the draft: the search is read back from the server.
    const second = await openWizard(`/part/pump/${ORDER_ID}?tab=Submit`);
    expect(await screen.findByRole('cell', { name: 'KS-100' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request quotes' })).toBeInTheDocument();
    // The old address of the wizard leads to its draft too.
    const third = await openWizard('/part/pump?tab=Comment');
    await waitFor(() => expect(third.router.state.location.pathname).toBe(`/part/pump/${ORDER_ID}`));
    third.unmount();

    const quantity = screen.getByRole('textbox', { name: /Quantity/ });
    await second.user.clear(quantity);
    await second.user.type(quantity, '4');
    expect(await screen.findByText('These results are for your previous search')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request quotes' })).not.toBeInTheDocument();
  });

  it('a failed search says so and ends the loading', async () => {
    stubWizard({
      user: currentUser(),
      routes: {
        ...searchRoutes(),
        'POST /api/dispatcher/': () => jsonResponse(errorBody(), 500),
      },
    });
    const { user } = await openWizard('/part/pump');
    await fillSpecification(user);
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Search' }));

    expect(await screen.findByText(SUBMIT_MESSAGES.dispatcherFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled());
  });

  it("a search over the account's hourly limit says when to search again", async () => {
    const detail = MESSAGES.searchLimitReached(600, 12);
    stubWizard({
      user: currentUser(),
      routes: {
        ...searchRoutes(),
        'POST /api/dispatcher/': () => jsonResponse(errorBody({ code: 'RATE_LIMITED', detail }), 429),
      },
    });
    const { user } = await openWizard('/part/pump');
    await fillSpecification(user);
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Search' }));

    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(screen.queryByText(SUBMIT_MESSAGES.dispatcherFailed)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled());
  });

  it("'No sub-code available' (reason no_sub_code, whatever its wording): the coming-soon message instead of an error", async () => {
    stubWizard({
      user: currentUser(),
      routes: {
        ...searchRoutes(),
        'POST /api/dispatcher/': () =>
          jsonResponse(
            errorBody({
              code: 'BAD_REQUEST',
              detail: 'Reworded: no sub-code for this part.',
              reason: 'no_sub_code',
            }),
            400,
          ),
      },
    });
    const { user } = await openWizard('/part/pump');
    await fillSpecification(user);
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Search' }));

    expect(await screen.findByText(SUBMIT_MESSAGES.received)).toBeInTheDocument();
    expect(screen.queryByText(SUBMIT_MESSAGES.dispatcherFailed)).not.toBeInTheDocument();
  });

  it('a wrong password in contact_info shows the catalogue message', async () => {
    const { user } = await submitCompressor({
      'POST /api/request/': () =>
        jsonResponse(
          errorBody({ code: 'VALIDATION', detail: 'User already exists, But wrong password given' }),
          400,
        ),
    });

    await user.click(await screen.findByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('User already exists, But wrong password given')).toBeInTheDocument();
  });
});
