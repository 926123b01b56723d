import { MFA_MESSAGES } from '@specsource/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUser, errorBody, findPartsBody, partSummary } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render.tsx';

const CHECK_AUTH = 'GET /api/check-auth/';
const GATE = { level: 1, name: 'Set up two-step sign-in' } as const;
// A page every role may open: '/' sends a signed-in admin on to the dashboard (config/role-home.ts).
const PAGE_PATH = '/terms/';
const PAGE = { level: 1, name: 'Terms of sale' } as const;
const CODES = ['AAAAA-BBBBB', 'CCCCC-DDDDD'];
const MUST_SET_UP = currentUser({ role: 'admin', mfa_setup_required: true });

/** The home page's data, and check-auth answering `user()` each time (its flag can change mid-test). */
function stubApi(user: () => unknown, routes: Parameters<typeof stubRoutes>[0] = {}) {
  return stubRoutes({
    'GET /api/part/': () => jsonResponse(findPartsBody([partSummary()])),
    [CHECK_AUTH]: () => jsonResponse(user()),
    ...routes,
  });
}

/** The server's setup routes: the flag goes once `enable` succeeds, as on the server. */
function stubSetup({ isCheckAuthDown = () => false }: { isCheckAuthDown?: () => boolean } = {}) {
  let isOn = false;
  return stubApi(() => (isOn ? currentUser({ role: 'admin' }) : MUST_SET_UP), {
    [CHECK_AUTH]: () =>
      isCheckAuthDown()
        ? jsonResponse(errorBody(), 500)
        : jsonResponse(isOn ? currentUser({ role: 'admin' }) : MUST_SET_UP),
    'POST /api/account/mfa/setup/': () =>
      jsonResponse({
        secret: 'JBSWY3DPEHPK3PXP',
        otpauth_uri: 'otpauth://totp/SpecSource:ada?secret=JBSWY3DPEHPK3PXP&issuer=SpecSource',
        expires_at: '2026-11-25T20:00:00.000Z',
      }),
    'POST /api/account/mfa/enable/': () => {
      isOn = true;
      return jsonResponse({ detail: MFA_MESSAGES.enabled, recovery_codes: CODES });
    },
  });
}

/** From the gate's button to the recovery codes; returns the dialog. */
async function setUpToCodes(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Set up two-step sign-in' }));
  await user.type(dialog.getByLabelText(/^Current password/), 'right password{Enter}');
  await user.type(await dialog.findByRole('textbox', { name: /^Code from the app/ }), '123456{Enter}');
  await dialog.findByRole('list', { name: 'Recovery codes' });
  return dialog;
}

describe('MfaSetupGate', () => {
  it('a user who must set up two-step sign-in sees the gate on every page, the account page too', async () => {
    const fetchMock = stubApi(() => MUST_SET_UP);
    const { user, router } = renderApp(PAGE_PATH);

    expect(await screen.findByRole('heading', GATE)).toBeInTheDocument();
    expect(screen.getByText(MFA_MESSAGES.setupRequired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', PAGE)).not.toBeInTheDocument();

    // The header stays, and its link to the account page leads to the gate as well.
    await user.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Password and sessions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/account/'));
    expect(await screen.findByRole('heading', GATE)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your account' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/account/sessions/')).toHaveLength(0);
  });

  it('setup → enable → recovery codes → Done: only then the user is asked for again, and the page shows', async () => {
    const fetchMock = stubSetup();
    const { user, router } = renderApp(PAGE_PATH);

    expect(await screen.findByRole('heading', GATE)).toBeInTheDocument();
    expect(screen.queryByRole('heading', PAGE)).not.toBeInTheDocument();
    const dialog = await setUpToCodes(user);

    // The codes cannot be closed away, and the gate waits for Done even though the server is satisfied.
    expect(dialog.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
    expect(callsTo(fetchMock, CHECK_AUTH)).toHaveLength(1);
    expect(dialog.getByRole('button', { name: 'Done' })).toBeDisabled();
    await user.click(dialog.getByRole('checkbox', { name: 'I have saved these codes' }));
    await user.click(dialog.getByRole('button', { name: 'Done' }));

    expect(await screen.findByRole('heading', PAGE)).toBeInTheDocument();
    expect(screen.queryByRole('heading', GATE)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, CHECK_AUTH)).toHaveLength(2);
    expect(router.state.location.pathname).toBe(PAGE_PATH);
    expect(callsTo(fetchMock, 'POST /api/account/mfa/setup/')[0]?.body).toEqual({
      password: 'right password',
    });
  });

  it('the user cannot be loaded after Done: an alert offers a retry, which shows the page', async () => {
    let isDown = false;
    stubSetup({ isCheckAuthDown: () => isDown });
    const { user } = renderApp(PAGE_PATH);

    const dialog = await setUpToCodes(user);
    isDown = true;
    await user.click(dialog.getByRole('checkbox', { name: 'I have saved these codes' }));
    await user.click(dialog.getByRole('button', { name: 'Done' }));

    const alert = await screen.findByRole('alert', { name: /could not be loaded/ });
    expect(within(alert).getByText(errorBody().detail)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set up two-step sign-in' })).not.toBeInTheDocument();
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', PAGE)).toBeInTheDocument();
  });

  it('Escape closes the setup and gives the focus back to its button', async () => {
    stubSetup();
    const { user } = renderApp(PAGE_PATH);

    const button = await screen.findByRole('button', { name: 'Set up two-step sign-in' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Set up two-step sign-in' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Current password/)).toHaveFocus());
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    expect(screen.getByRole('heading', GATE)).toBeInTheDocument();
  });

  it('Sign out ends the session; the visitor sees the page', async () => {
    let isSignedIn = true;
    const fetchMock = stubApi(() => (isSignedIn ? MUST_SET_UP : {}), {
      'POST /api/logout/': () => {
        isSignedIn = false;
        return jsonResponse({ is_logged_in: 'not_logged_in' });
      },
    });
    const { user } = renderApp(PAGE_PATH);

    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', PAGE)).toBeInTheDocument();
    expect(screen.getByText('You are signed out.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/logout/')).toHaveLength(1);
  });

  it('a signed-in user without the flag, and a visitor, never see the gate', async () => {
    stubApi(() => currentUser({ role: 'admin' }));
    const { unmount } = renderApp(PAGE_PATH);

    expect(await screen.findByRole('button', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', PAGE)).toBeInTheDocument();
    expect(screen.queryByRole('heading', GATE)).not.toBeInTheDocument();
    unmount();

    stubApi(() => ({}));
    renderApp(PAGE_PATH);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('heading', PAGE)).toBeInTheDocument();
    expect(screen.queryByRole('heading', GATE)).not.toBeInTheDocument();
  });
});
