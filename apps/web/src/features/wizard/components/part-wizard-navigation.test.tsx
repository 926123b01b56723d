import { MESSAGES } from '@specsource/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUser, errorBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render.tsx';
import { draftCreatedBody, ORDER_ID, searchRoutes, stubWizard } from '../test/wizard-fixtures.ts';

// The wizard in the browser's history: one entry per step, nothing lost on leaving, the focus on what to fix.

beforeEach(() => {
  window.localStorage.clear();
});

type View = ReturnType<typeof renderApp>;

const flowRate = () => screen.findByRole('textbox', { name: /Flow rate/ });
const next = (user: View['user']) => user.click(screen.getByRole('button', { name: 'Next' }));
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('PartWizard in the browser history', () => {
  it('Back and Forward move between steps, Back from the first step leaves the wizard, and nothing is lost', async () => {
    stubWizard({ user: currentUser() });
    const { user, router } = renderApp('/');
    await router.navigate('/part/pump');
    await user.type(await flowRate(), '500');
    await next(user);
    await user.type(await screen.findByRole('textbox', { name: 'Comment' }), 'Boiler feed');
    await next(user);
    await stepHeading('Search');

    await router.navigate(-1);
    expect(await screen.findByRole('textbox', { name: 'Comment' })).toHaveValue('Boiler feed');
    await router.navigate(-1);
    expect(await flowRate()).toHaveValue('500');
    await router.navigate(1);
    expect(await screen.findByRole('textbox', { name: 'Comment' })).toHaveValue('Boiler feed');
    await router.navigate(-1);
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    // Forward into the wizard again: the form is as it was left.
    await router.navigate(1);
    expect(await flowRate()).toHaveValue('500');
  });

  it("the wizard's Back button and the browser's agree: one step back either way", async () => {
    stubWizard({ user: currentUser() });
    const { user, router } = renderApp('/part/pump');
    await user.type(await flowRate(), '500');
    await next(user);
    await stepHeading('Comment');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Specification');
    // Back went back in history: Forward returns to Comment.
    await router.navigate(1);
    expect(await stepHeading('Comment')).toBeInTheDocument();
  });
});

describe('PartWizard focus on what to fix', () => {
  it('a refused Next moves the focus to the first field with a message', async () => {
    stubWizard({ user: currentUser() });
    const { user } = renderApp('/part/pump');
    await flowRate();
    await next(user);

    expect(await screen.findByText(MESSAGES.fieldRequired)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Flow rate/ })).toHaveFocus());
  });

  it('Search from a deep link to the last step goes back to the first incomplete step and says why', async () => {
    const fetchMock = stubWizard({ user: currentUser() });
    const { user } = renderApp('/part/pump?tab=Submit');
    await user.click(await screen.findByRole('button', { name: 'Search' }));

    expect(await stepHeading('Specification')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Specification is not complete');
    expect(screen.getByRole('alert')).toHaveTextContent('Search needs this step first');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Flow rate/ })).toHaveFocus());
    expect(callsTo(fetchMock, 'POST /api/request/')).toHaveLength(0);
  });

  it("the search's refusal of the duty shows under its field on Specification, with the focus there", async () => {
    const refusal = 'Enter the flow rate as a number above 0 with a unit (gpm, m3/h, L/s).';
    const fetchMock = stubWizard({
      user: currentUser(),
      routes: {
        ...searchRoutes(),
        'POST /api/dispatcher/': () =>
          jsonResponse(
            errorBody({
              code: 'VALIDATION',
              detail: `Check the field 'Flow rate': ${refusal}`,
              field_errors: { 'answer.1': [refusal] },
            }),
            400,
          ),
      },
    });
    const { user, router } = renderApp('/part/pump');
    await user.type(await flowRate(), '0');
    await next(user);
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Search' }));

    expect(await stepHeading('Specification')).toBeInTheDocument();
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The server did not accept this');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Flow rate/ })).toHaveFocus());
    expect(screen.queryByText('Error running dispatcher process')).not.toBeInTheDocument();
    // The draft was saved before the search refused it: searching again changes that draft.
    expect(router.state.location.search).toBe('?tab=Specification');
    expect(window.localStorage.getItem('specsource.wizard.pump')).toContain(`"orderId":"${ORDER_ID}"`);
    expect(callsTo(fetchMock, 'POST /api/request/')).toHaveLength(1);
  });
});

describe('PartWizard signing in by the contact step', () => {
  it("says 'login successful' when the server signs the visitor in with the account's right password", async () => {
    let isSignedIn = false;
    stubWizard({
      routes: {
        ...searchRoutes(),
        'GET /api/check-auth/': () => jsonResponse(isSignedIn ? currentUser() : {}),
        'GET /api/disposable-email/': () => jsonResponse({ result: 'no' }),
        'POST /user_exists/': () => jsonResponse({ success: 'success' }),
        'POST /api/request/': () => {
          isSignedIn = true;
          return jsonResponse(draftCreatedBody('user_already_exists'), 201);
        },
      },
    });
    const { user } = renderApp('/part/pump');
    await user.type(await flowRate(), '500');
    await next(user);
    await next(user);
    await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await user.type(screen.getByRole('textbox', { name: /Company Name/ }), 'Engines');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'correct horse battery');
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Search' }));

    expect(await screen.findByText(MESSAGES.loginSuccessful)).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'KS-100' })).toBeInTheDocument();
  });
});
