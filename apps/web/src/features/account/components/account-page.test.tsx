import { ACCOUNT_SECURITY_MESSAGES, type AccountSession, MESSAGES } from '@specsource/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authProvidersBody, currentUser, errorBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render.tsx';

function session(overrides: Partial<AccountSession> = {}): AccountSession {
  return {
    id: 'a'.repeat(32),
    created_at: '2026-11-20T09:00:00.000Z',
    last_seen_at: '2026-11-23T18:00:00.000Z',
    ip: '10.0.0.1',
    user_agent: 'Laptop Browser/1.0',
    is_current: true,
    ...overrides,
  };
}

const PHONE = session({
  id: 'b'.repeat(32),
  ip: '10.0.0.2',
  user_agent: 'Phone Browser/2.0',
  is_current: false,
});

function stubAccount(endAnswer: () => Response = () => jsonResponse({ ended: 1, is_current_ended: false })) {
  let sessions = [session(), PHONE];
  const fetchMock = stubRoutes({
    'GET /api/check-auth/': () => jsonResponse(currentUser()),
    'GET /api/account/sessions/': () => jsonResponse({ sessions }),
    'GET /api/account/mfa/': () => jsonResponse({ enabled: false, enabled_at: null, recovery_codes_left: 0 }),
    'POST /api/account/sessions/end/': () => {
      const answer = endAnswer();
      if (answer.ok) {
        sessions = [session()];
      }
      return answer;
    },
  });
  return fetchMock;
}

describe('/user/account/', () => {
  it('sends a visitor to sign in and back', async () => {
    stubRoutes({
      'GET /api/check-auth/': () => jsonResponse({}),
      'GET /api/auth/providers': () => jsonResponse(authProvidersBody()),
      'GET /api/account/sessions/': () =>
        jsonResponse(errorBody({ code: 'UNAUTHENTICATED', detail: MESSAGES.signInRequired }), 401),
    });
    const { router } = renderApp('/user/account/');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?url=%2Fuser%2Faccount%2F');
  });

  it('shows the password form and the sessions, this browser marked, and is linked from the user menu', async () => {
    stubAccount();
    const { user } = renderApp('/user/account/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Change password' })).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Two-step sign-in' })).findByRole('button', {
        name: 'Turn on two-step sign-in',
      }),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Laptop Browser/1.0 (10.0.0.1)');
    expect(within(rows[1] as HTMLElement).getByText('This browser')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Phone Browser/2.0 (10.0.0.2)');

    await user.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    expect(await screen.findByRole('menuitem', { name: 'Password and sessions' })).toHaveAttribute(
      'href',
      '/user/account/',
    );
  });

  it('ends one session after the password is typed again in a modal', async () => {
    const fetchMock = stubAccount();
    const { user } = renderApp('/user/account/');

    await user.click(await screen.findByRole('button', { name: /^End the session of Phone Browser/ }));
    const dialog = await screen.findByRole('dialog', { name: 'End this session' });
    await user.click(within(dialog).getByRole('button', { name: 'End session' }));
    expect(await within(dialog).findByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/account/sessions/end/')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Password/), 'my password');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByText('Phone Browser/2.0 (10.0.0.2)')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST /api/account/sessions/end/')[0]?.body).toEqual({
      session_id: PHONE.id,
      password: 'my password',
    });
    expect(await screen.findByText('The session was ended.')).toBeInTheDocument();
  });

  it('ends all other sessions; a wrong password is shown in the modal, which stays open', async () => {
    let isWrong = true;
    const fetchMock = stubAccount(() =>
      isWrong
        ? jsonResponse(
            errorBody({
              code: 'VALIDATION',
              detail: 'Check the field',
              field_errors: { password: [ACCOUNT_SECURITY_MESSAGES.currentPasswordWrong] },
            }),
            400,
          )
        : jsonResponse({ ended: 1, is_current_ended: false }),
    );
    const { user } = renderApp('/user/account/');

    await user.click(await screen.findByRole('button', { name: 'End all other sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'End all other sessions' });
    await user.type(within(dialog).getByLabelText(/^Password/), 'a guess');
    await user.click(within(dialog).getByRole('button', { name: 'End all other sessions' }));
    expect(
      await within(dialog).findByText(ACCOUNT_SECURITY_MESSAGES.currentPasswordWrong),
    ).toBeInTheDocument();

    isWrong = false;
    await user.click(within(dialog).getByRole('button', { name: 'End all other sessions' }));

    expect(await screen.findByText('Your account is signed in only in this browser.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/account/sessions/end/').map((call) => call.body)).toEqual([
      { all_others: true, password: 'a guess' },
      { all_others: true, password: 'a guess' },
    ]);
  });

  it('the sign-in form links to the forgotten-password page', async () => {
    stubRoutes({
      'GET /api/check-auth/': () => jsonResponse({}),
      'GET /api/auth/providers': () => jsonResponse(authProvidersBody()),
    });
    const { user, router } = renderApp('/login');

    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeInTheDocument();
  });
});
