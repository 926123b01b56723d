import { ATTACHMENT_MESSAGES, MESSAGES, type PartStructure } from '@specsource/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUser, errorBody, loginResponse } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, pending } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render.tsx';
import { SUBMIT_MESSAGES } from '../hooks/use-submit-request.ts';
import {
  compressorPart,
  compressorType,
  createdBody,
  dispatcherBody,
  draftCreatedBody,
  ORDER_ID,
  requestDetail,
  searchRoutes,
  stubWizard,
} from '../test/wizard-fixtures.ts';
import { STATUS_ICON_DELAY_MS } from './part-wizard.tsx';

beforeEach(() => {
  window.localStorage.clear();
});

type View = ReturnType<typeof renderApp>;
type WizardRoutes = NonNullable<Parameters<typeof stubWizard>[0]>['routes'];

async function openWizard(path = '/part/pump') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const flowRate = () => screen.findByRole('textbox', { name: /Flow rate/ });
const next = (user: View['user']) => user.click(screen.getByRole('button', { name: 'Next' }));

/** The file picker's hidden input, as the browser's file dialog fills it. */
function chooseFile(file: File) {
  const picker = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(picker, { target: { files: [file] } });
}

async function fillSpecification(user: View['user'], value = '500') {
  await user.type(await flowRate(), value);
  await next(user);
  await screen.findByRole('textbox', { name: 'Comment' });
}

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

describe('PartWizard steps', () => {
  it('numbers the steps, drops Contact Info for a signed-in user, and ?tab= picks the step', async () => {
    stubWizard({ user: currentUser() });
    await openWizard('/part/pump?tab=Comment');

    expect(screen.getByRole('textbox', { name: 'Comment' })).toBeInTheDocument();
    const stepper = within(screen.getByRole('navigation', { name: 'Request steps' }));
    // A pump's last step is its Search (its title and button say so too).
    expect(stepper.getAllByRole('button').map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^1Specification/),
      expect.stringMatching(/^2Comment/),
      expect.stringMatching(/^3Search/),
    ]);
    expect(stepper.getByRole('button', { name: /Comment/ })).toHaveAttribute('aria-current', 'step');
  });

  it('ticks only the steps completed: a deep link to the last step ticks none, a reload keeps the ticks', async () => {
    stubWizard({ user: currentUser() });
    const first = await openWizard('/part/pump?tab=Submit');
    const stepper = () => within(screen.getByRole('navigation', { name: 'Request steps' }));
    await waitFor(() =>
      expect(stepper().getByRole('button', { name: /Search/ })).toHaveAttribute('data-progress'),
    );
    expect(stepper().queryAllByRole('button', { name: /\(completed\)/ })).toHaveLength(0);
    expect(stepper().getByRole('button', { name: /Specification/ })).not.toHaveAttribute('data-completed');
    await first.user.click(screen.getByRole('button', { name: 'Back' }));
    await first.user.click(screen.getByRole('button', { name: 'Back' }));
    await fillSpecification(first.user);
    await waitFor(() =>
      expect(stepper().getByRole('button', { name: 'Step 1: Specification (completed)' })).toBeEnabled(),
    );
    first.unmount();

    await openWizard('/part/pump?tab=Comment');
    await waitFor(() =>
      expect(stepper().getByRole('button', { name: /Specification \(completed\)/ })).toHaveAttribute(
        'data-completed',
      ),
    );
    expect(stepper().getByRole('button', { name: /Search/ })).not.toHaveAttribute('data-completed');
  });

  describe('status icons', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /** The stepper's button for `name`: Mantine marks its icon's state with data-progress / data-completed. */
    const stepButton = (name: string) =>
      within(screen.getByRole('navigation', { name: 'Request steps' })).getByRole('button', {
        name: new RegExp(name),
      });
    const stateOf = (name: string) => {
      const button = stepButton(name);
      return button.hasAttribute('data-completed')
        ? 'completed'
        : button.hasAttribute('data-progress')
          ? 'progress'
          : 'inactive';
    };

    it('update 300 ms after the step changes (docs/spec/pump-selection-spec.md §9), the content at once', async () => {
      stubWizard({ user: currentUser() });
      const { user } = await openWizard();
      await user.type(await flowRate(), '500');
      expect(STATUS_ICON_DELAY_MS).toBe(300);
      expect(stateOf('Specification')).toBe('progress');

      vi.useFakeTimers();
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      // The address moves to the next step (an entry of its own in the history).
      await act(async () => {
        await Promise.resolve();
      });
      // The step itself moved: its heading and aria-current are there now.
      expect(screen.getByRole('heading', { level: 2, name: 'Comment' })).toBeInTheDocument();
      expect(stepButton('Comment')).toHaveAttribute('aria-current', 'step');
      expect(stateOf('Specification')).toBe('progress');
      expect(stateOf('Comment')).toBe('inactive');

      act(() => vi.advanceTimersByTime(STATUS_ICON_DELAY_MS - 1));
      expect(stateOf('Specification')).toBe('progress');
      act(() => vi.advanceTimersByTime(1));
      expect(stateOf('Specification')).toBe('completed');
      expect(stateOf('Comment')).toBe('progress');

      // Back: the same delay the other way.
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      await act(async () => {
        await Promise.resolve();
      });
      expect(screen.getByRole('heading', { level: 2, name: 'Specification' })).toBeInTheDocument();
      expect(stateOf('Comment')).toBe('progress');
      act(() => vi.advanceTimersByTime(STATUS_ICON_DELAY_MS));
      expect(stateOf('Specification')).toBe('progress');
      expect(stateOf('Comment')).toBe('inactive');
    });
  });

  it('falls back to Specification for an unknown tab, and shows Contact Info to a visitor', async () => {
    stubWizard();
    await openWizard('/part/pump?tab=Nonsense');

    expect(await flowRate()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Contact Info/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  });

  it('Specification: blocks Next with the shared messages, then moves on and keeps the tab in the URL', async () => {
    stubWizard();
    const { user, router } = await openWizard();

    // Only the flow rate is required: the fluid is optional, the installation card is optional.
    expect(screen.getByText('Flow rate')).toHaveTextContent(/^Flow rate\s*\*$/);
    expect(screen.getByText('Fluid')).toHaveTextContent(/^Fluid$/);
    expect(screen.getByText('Orientation')).toHaveTextContent(/^Orientation$/);
    await next(user);
    expect(await screen.findByText(MESSAGES.fieldRequired)).toBeInTheDocument();
    expect(screen.getAllByText(MESSAGES.fieldRequired)).toHaveLength(1);
    // The unit selector starts at the attribute's first unit.
    expect(screen.getByLabelText('Flow rate unit')).toHaveValue('gpm');

    await fillSpecification(user);
    expect(router.state.location.search).toBe('?tab=Comment');
    // Keyboard and screen-reader users land on the new step's heading.
    expect(screen.getByRole('heading', { level: 2, name: 'Comment' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await flowRate()).toHaveValue('500');
  });

  it('Specification: a value without a unit asks for one', async () => {
    window.localStorage.setItem(
      'specsource.wizard.pump',
      JSON.stringify({ specification: { '1': { value: '500', unit: null } } }),
    );
    stubWizard();
    const { user } = await openWizard();

    await next(user);

    expect(await screen.findByText(MESSAGES.selectUnit)).toBeInTheDocument();
  });

  it('Comment: a refused file says why and blocks Next', async () => {
    stubWizard();
    const { user } = await openWizard('/part/pump?tab=Comment');

    chooseFile(new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));

    expect(await screen.findByText(ATTACHMENT_MESSAGES.typeNotAllowed)).toBeInTheDocument();
    await next(user);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toBeInTheDocument();
  });

  it('Submit: quantity and zip code messages', async () => {
    stubWizard({ user: currentUser() });
    const { user } = await openWizard('/part/pump?tab=Submit');

    const quantity = screen.getByRole('textbox', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.type(screen.getByRole('textbox', { name: /Zip code/ }), '123');
    await user.click(await screen.findByRole('button', { name: 'Search' }));

    expect(await screen.findByText(MESSAGES.quantityMin)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.zipCodeDigits)).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '1.5');
    expect(await screen.findByText(MESSAGES.quantityMin)).toBeInTheDocument();
  });
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

describe('PartWizard assistant', () => {
  it('appears on the Specification step 2 s after it shows, and on no other step', async () => {
    stubWizard({ user: currentUser() });
    const { user } = await openWizard();

    expect(screen.queryByRole('textbox', { name: 'Your question' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('textbox', { name: 'Your question' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    await fillSpecification(user);
    expect(screen.queryByRole('textbox', { name: 'Your question' })).not.toBeInTheDocument();
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

describe('PartWizard storage', () => {
  it('restores every step after a reload and a visit elsewhere; signing out forgets it', async () => {
    stubWizard({ user: currentUser() });
    const first = await openWizard();
    await fillSpecification(first.user, '640');
    await first.user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Cooling loop');
    first.unmount();

    const second = await openWizard('/part/pump?tab=Comment');
    expect(await screen.findByRole('textbox', { name: 'Comment' })).toHaveValue('Cooling loop');
    await second.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await flowRate()).toHaveValue('640');

    await second.router.navigate('/user/requests/');
    await second.router.navigate(-1);
    expect(await flowRate()).toHaveValue('640');
    expect(window.localStorage.getItem('specsource.wizard.pump')).toContain('640');

    // Another person on this browser never finds it: signing out forgets every wizard.
    stubWizard({
      user: null,
      routes: {
        'GET /api/check-auth/': () => jsonResponse({}),
        'POST /api/logout/': () => jsonResponse({ is_logged_in: 'not_logged_in' }),
      },
    });
    await second.user.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    await second.user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(window.localStorage.getItem('specsource.wizard.pump')).toBeNull());
  });

  it('never stores a password', async () => {
    stubWizard();
    const { user } = await openWizard();
    await fillSpecification(user);
    await next(user);
    await user.type(await screen.findByLabelText(/^Password/), 'hunter2-hunter2');

    await waitFor(() => expect(window.localStorage.getItem('specsource.wizard.pump')).toContain('"contact"'));
    expect(window.localStorage.getItem('specsource.wizard.pump')).not.toContain('hunter2');
  });
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
