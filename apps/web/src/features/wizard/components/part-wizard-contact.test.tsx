import { MESSAGES } from '@specsource/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUser, loginResponse } from '../../../../test/factories.ts';
import { callsTo, jsonResponse } from '../../../../test/fetch-stub.ts';
import {
  fillSpecification,
  flowRate,
  next,
  openWizard,
  type View,
  type WizardRoutes,
} from '../test/part-wizard.ts';
import { draftCreatedBody, searchRoutes, stubWizard } from '../test/wizard-fixtures.ts';

beforeEach(() => {
  window.localStorage.clear();
});

describe('PartWizard contact info (visitors)', () => {
  async function openContact(routes: WizardRoutes = {}) {
    const fetchMock = stubWizard({ routes });
    const view = await openWizard('/part/pump');
    await fillSpecification(view.user);
    await next(view.user);
    await screen.findByRole('radiogroup', { name: 'Have an account?' }).catch(() => null);
    return { ...view, fetchMock };
  }

  it('Register: the contract’s messages', async () => {
    const { user } = await openContact();

    await next(user);

    expect(await screen.findByText(MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.companyNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Password/), 'secret-one');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'secret-two');
    expect(await screen.findByText(MESSAGES.confirmPasswordMismatch)).toBeInTheDocument();
  });

  it('refuses a disposable e-mail on leaving the field', async () => {
    const { user, fetchMock } = await openContact({
      'GET /api/disposable-email/': () => jsonResponse({ result: 'yes' }),
    });

    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'x@mailinator.com');
    await user.tab();

    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/disposable-email/')[0]?.url.searchParams.get('email')).toBe(
      'x@mailinator.com',
    );
  });

  async function fillRegistration(user: View['user']) {
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Grace');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'grace@example.com');
    await user.type(screen.getByRole('textbox', { name: /Company Name/ }), 'Navy');
    await user.type(screen.getByLabelText(/^Password/), 'cobol-forever');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'cobol-forever');
  }

  it('an existing account with another password: says so and stays', async () => {
    const { user } = await openContact({
      'GET /api/disposable-email/': () => jsonResponse({ result: 'no' }),
      'POST /user_exists/': () => jsonResponse({ success: 'failed' }),
    });
    await fillRegistration(user);

    await next(user);

    expect((await screen.findAllByText(MESSAGES.userExistsWrongPassword)).length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: /First name/ })).toBeInTheDocument();
  });

  it('a visitor who registers saves the search as a draft with contact_info and is told to activate', async () => {
    const { user, fetchMock, router } = await openContact({
      'GET /api/disposable-email/': () => jsonResponse({ result: 'no' }),
      'POST /user_exists/': () => jsonResponse({ success: 'success' }),
      'POST /api/request/': () => jsonResponse(draftCreatedBody('new'), 201),
    });
    await fillRegistration(user);
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Search' }));

    // The page says what happens next and stays: the activation link opens the request with its results.
    expect(await screen.findByText(MESSAGES.registrationSubmitted)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/opens your request with its search results/);
    expect(router.state.location.pathname).toBe('/part/pump');
    const [sent] = callsTo(fetchMock, 'POST /api/request/');
    expect(sent?.body).toMatchObject({
      part: 1,
      quantity: '1',
      draft_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      contact_info: { email: 'grace@example.com', first_name: 'Grace', existUser: false },
    });
    expect(callsTo(fetchMock, 'POST /api/dispatcher/')).toHaveLength(0);
    expect(window.localStorage.getItem('specsource.wizard.pump')).toBeNull();
  });

  it('Login: signs in, says so, and comes back on the next step with the data kept', async () => {
    let isSignedIn = false;
    const { user } = await openContact({
      'POST /api/api_login/': () => {
        isSignedIn = true;
        return jsonResponse(loginResponse());
      },
    });
    // The session now exists: check-auth answers with the user.
    stubWizard({
      user: null,
      routes: {
        'GET /api/check-auth/': () => jsonResponse(isSignedIn ? currentUser() : {}),
        'POST /api/api_login/': () => {
          isSignedIn = true;
          return jsonResponse(loginResponse());
        },
      },
    });
    await user.click(screen.getByRole('radio', { name: 'Sign in' }));
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in and continue' }));

    expect(await screen.findByText(MESSAGES.loginSuccessful)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Quantity/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Contact Info/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await flowRate()).toHaveValue('500');
  });

  it('Login with two-step sign-in: the code in a modal, without the password again, then Submit', async () => {
    let isSignedIn = false;
    const fetchMock = stubWizard({
      routes: {
        'GET /api/check-auth/': () => jsonResponse(isSignedIn ? currentUser() : {}),
        'POST /api/api_login/': () => jsonResponse({ is_logged_in: 'not_logged_in', mfa_required: true }),
        'POST /api/login/mfa/': () => {
          isSignedIn = true;
          return jsonResponse({ is_logged_in: 'logged_in' });
        },
      },
    });
    const { user } = await openWizard('/part/pump');
    await fillSpecification(user);
    await next(user);
    await user.click(await screen.findByRole('radio', { name: 'Sign in' }));
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in and continue' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Two-step sign-in' }));
    expect(dialog.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    // Escape gives up: still on Contact Info, where Login asks again.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: 'Contact Info' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in and continue' }));
    const again = within(await screen.findByRole('dialog', { name: 'Two-step sign-in' }));
    await user.type(again.getByRole('textbox', { name: /^Authentication code/ }), '123456{Enter}');

    expect(await screen.findByText(MESSAGES.loginSuccessful)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Quantity/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/api_login/')).toHaveLength(2);
    expect(callsTo(fetchMock, 'POST /api/login/mfa/')[0]?.body).toEqual({ code: '123456' });
  });

  it('a visitor who presses Search without registering gets the sign-in modal, back to this page and step', async () => {
    window.localStorage.setItem(
      'specsource.wizard.pump',
      JSON.stringify({ specification: { '1': { value: '500', unit: 'gpm' } } }),
    );
    const fetchMock = stubWizard();
    const { user } = await openWizard('/part/pump?tab=Submit');

    await user.click(await screen.findByRole('button', { name: 'Search' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Sign in' }));
    expect(await dialog.findByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
      'href',
      `/accounts/google/login/?next=${encodeURIComponent('/part/pump?tab=Submit')}`,
    );
    expect(callsTo(fetchMock, 'POST /api/request/')).toHaveLength(0);
  });
});

describe('PartWizard sign-in round trip', () => {
  it('a visitor signs in with e-mail in the modal and comes back to the same step, data kept, to search', async () => {
    window.localStorage.setItem(
      'specsource.wizard.pump',
      JSON.stringify({ specification: { '1': { value: '500', unit: 'gpm' } }, comment: 'Boiler feed' }),
    );
    let isSignedIn = false;
    const fetchMock = stubWizard({
      routes: {
        'GET /api/check-auth/': () => jsonResponse(isSignedIn ? currentUser() : {}),
        'POST /api/api_login/': () => {
          isSignedIn = true;
          return jsonResponse(loginResponse());
        },
        ...searchRoutes(),
      },
    });
    const { user, router } = await openWizard('/part/pump?tab=Submit');

    await user.click(await screen.findByRole('button', { name: 'Search' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sign in' }));
    await user.type(dialog.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(dialog.getByLabelText(/^Password/), 'correct horse');
    await user.click(dialog.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Contact Info/ })).not.toBeInTheDocument(),
    );
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/part/pump?tab=Submit');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('cell', { name: 'KS-100' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/request/')[0]?.body).toMatchObject({
      comment: 'Boiler feed',
      contact_info: null,
    });
  });
});
