import { MESSAGES } from '@specsource/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUser, errorBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render.tsx';
import { SUBMIT_MESSAGES } from '../hooks/use-submit-request.ts';
import {
  compressorPart,
  compressorType,
  ORDER_ID,
  requestDetail,
  searchRoutes,
  stubWizard,
} from '../test/wizard-fixtures.ts';

// A 400's field_errors go under their fields, on the step that holds the first; the toast keeps the rest.

beforeEach(() => {
  window.localStorage.clear();
});

type View = ReturnType<typeof renderApp>;
type WizardRoutes = NonNullable<Parameters<typeof stubWizard>[0]>['routes'];

const flowRate = () => screen.findByRole('textbox', { name: /Flow rate/ });
const next = (user: View['user']) => user.click(screen.getByRole('button', { name: 'Next' }));
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

/** A 400 as the server's validation answers it (its detail names the first field). */
function validation(
  fieldErrors: Record<string, string[]>,
  detail = 'Check the field: the server refused it',
) {
  return jsonResponse(errorBody({ code: 'VALIDATION', detail, field_errors: fieldErrors }), 400);
}

/** A signed-in customer on a compressor (no instant results) reaches the Submit step with a valid form. */
async function toSubmit(routes: WizardRoutes) {
  const fetchMock = stubWizard({
    user: currentUser(),
    part: compressorPart(),
    partType: compressorType(),
    routes,
  });
  const view = renderApp('/part/compressor');
  await view.user.type(await flowRate(), '500');
  await next(view.user);
  await stepHeading('Comment');
  await next(view.user);
  await stepHeading('Submit');
  return { ...view, fetchMock };
}

/** A signed-in customer fills the pump's flow and searches; the request is recorded, the search answers `dispatcher`. */
async function searchPump(dispatcher: () => Response) {
  stubWizard({
    user: currentUser(),
    routes: { ...searchRoutes(), 'POST /api/dispatcher/': dispatcher },
  });
  const { user } = renderApp('/part/pump');
  await user.type(await flowRate(), '500');
  await next(user);
  await stepHeading('Comment');
  await next(user);
  await user.click(await screen.findByRole('button', { name: 'Search' }));
}

describe('PartWizard: the server’s field errors on submit', () => {
  it('moves to the earliest step with one, shows each under its field, and toasts nothing placed', async () => {
    const { user } = await toSubmit({
      'POST /api/request/': () =>
        validation({
          zip_code: ['Zip code should be at least 5 digits'],
          'answer.1': ['Use a flow rate between 1 and 50,000 gpm'],
          'answer.1.unit': ['please select a unit'],
        }),
    });

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    // The answer comes before the zip code in the wizard: Specification, with the focus on the field, and an
    // alert saying why the page came back here.
    expect(await stepHeading('Specification')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Flow rate/ })).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('The server did not accept this');
    expect(await screen.findByText('Use a flow rate between 1 and 50,000 gpm')).toBeInTheDocument();
    expect(screen.getByText('please select a unit')).toBeInTheDocument();
    expect(screen.queryByText('Check the field: the server refused it')).not.toBeInTheDocument();

    // An edited field loses the server's message (and its unit's); the others stay until edited.
    await user.type(await flowRate(), '0');
    await waitFor(() =>
      expect(screen.queryByText('Use a flow rate between 1 and 50,000 gpm')).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('please select a unit')).not.toBeInTheDocument();
    await next(user);
    await stepHeading('Comment');
    await next(user);
    await stepHeading('Submit');
    expect(screen.getByText('Zip code should be at least 5 digits')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Zip code/ }), '9');
    expect(screen.queryByText('Zip code should be at least 5 digits')).not.toBeInTheDocument();
  });

  it('stays on the step that holds the field; what maps to no field is toasted', async () => {
    const { user } = await toSubmit({
      'POST /api/request/': () =>
        validation({
          quantity: ['Order at most 1,000,000'],
          'answer.classification.1': ['Fill in the Hydraulics card'],
        }),
    });

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Order at most 1,000,000')).toBeInTheDocument();
    expect(await screen.findByText('Fill in the Hydraulics card')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Submit' })).toBeInTheDocument();
    expect(screen.queryByText('Check the field: the server refused it')).not.toBeInTheDocument();
  });

  it('field errors no field shows (a signed-in user has no Contact Info): the server’s detail, as before', async () => {
    const { user } = await toSubmit({
      'POST /api/request/': () =>
        validation(
          { 'contact_info.password': ['User already exists, But wrong password given'] },
          'User already exists, But wrong password given',
        ),
    });

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('User already exists, But wrong password given')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Submit' })).toBeInTheDocument();
  });

  it('a new submit clears the last answer’s messages', async () => {
    let calls = 0;
    const { user, fetchMock } = await toSubmit({
      'POST /api/request/': () => {
        calls += 1;
        return validation(
          calls === 1
            ? { quantity: ['Order at most 1,000,000'] }
            : { zip_code: ['Zip code should be at least 5 digits'] },
        );
      },
    });

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Order at most 1,000,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    // The second answer only speaks of the zip code: the quantity's old message is gone.
    expect(await screen.findByText('Zip code should be at least 5 digits')).toBeInTheDocument();
    expect(screen.queryByText('Order at most 1,000,000')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/request/')).toHaveLength(2);
  });

  it('editing: a 400 from PUT /api/request/update/{order_id} shows the comment’s message on Comment', async () => {
    stubWizard({
      user: currentUser(),
      routes: {
        [`GET /api/request/part/${ORDER_ID}`]: () => jsonResponse(requestDetail()),
        [`PUT /api/request/update/${ORDER_ID}`]: () =>
          validation({ comment: ['Use at most 2,000 characters'] }),
      },
    });
    const { user, router } = renderApp(`/part/pump/${ORDER_ID}?tab=Submit`);
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));

    expect(await stepHeading('Comment')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveFocus());
    expect(screen.getByText('Use at most 2,000 characters')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=Comment');
    expect(router.state.location.pathname).toBe(`/part/pump/${ORDER_ID}`);
  });

  it('a visitor who registers: contact_info.<field> shows on Contact Info under that field', async () => {
    stubWizard({
      routes: {
        'GET /api/disposable-email/': () => jsonResponse({ result: 'no' }),
        'POST /user_exists/': () => jsonResponse({ success: 'success' }),
        'POST /api/request/': () =>
          validation({
            'contact_info.email': [MESSAGES.emailInvalid],
            'contact_info.phone': ['Use a real phone'],
          }),
      },
    });
    const { user } = renderApp('/part/pump');
    await user.type(await flowRate(), '500');
    await next(user);
    await stepHeading('Comment');
    await next(user);
    await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Grace');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'grace@example.com');
    await user.type(screen.getByRole('textbox', { name: /Company Name/ }), 'Navy');
    await user.type(screen.getByLabelText(/^Password/), 'cobol-forever');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'cobol-forever');
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Search' }));

    expect(await stepHeading('Contact Info')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Email/ })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(MESSAGES.emailInvalid);
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveAccessibleDescription('Use a real phone');
  });

  it('a pump search’s refusal of a value shows under that field on Specification', async () => {
    const refusal = 'Enter a temperature below the boiling point at the suction pressure';
    await searchPump(() => validation({ 'answer.1': [refusal] }, `Check the field 'Flow rate': ${refusal}`));

    expect(await stepHeading('Specification')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Flow rate/ })).toHaveFocus());
    expect(await flowRate()).toHaveAccessibleDescription(refusal);
    expect(screen.queryByText(SUBMIT_MESSAGES.dispatcherFailed)).not.toBeInTheDocument();
  });

  it('a pump search’s refusal no field shows is toasted as the server says it', async () => {
    const detail = "This part's specification has no flow rate field (key 'flow_rate').";
    await searchPump(() => validation({ answer: [detail] }, detail));

    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(screen.queryByText(SUBMIT_MESSAGES.dispatcherFailed)).not.toBeInTheDocument();
  });
});
