import { Button } from '@mantine/core';
import { MESSAGES } from '@specsource/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authProvidersBody, currentUser, loginResponse } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { useSignInModal } from '../hooks/use-sign-in-modal.ts';
import { AccountMenu } from './account-menu.tsx';
import { SignInModalProvider } from './sign-in-modal-provider.tsx';

const PAGE = '/part/pump?tab=Comment';

function OpenButton({ nextPath }: { nextPath?: string }) {
  const signInModal = useSignInModal();
  return <Button onClick={() => signInModal.open(nextPath)}>Open sign-in</Button>;
}

async function openModal(
  { nextPath, login = loginResponse() } = {} as {
    nextPath?: string;
    login?: ReturnType<typeof loginResponse> | Response;
  },
) {
  let isSignedIn = false;
  const fetchMock = stubRoutes({
    'GET /api/auth/providers': () => jsonResponse(authProvidersBody()),
    'GET /api/check-auth/': () => jsonResponse(isSignedIn ? currentUser() : {}),
    'POST /api/api_login/': () => {
      if (login instanceof Response) {
        return login;
      }
      isSignedIn = login.is_logged_in === 'logged_in';
      return jsonResponse(login);
    },
    'POST /api/activation/resend/': () => jsonResponse({ detail: MESSAGES.activationResent }, 202),
  });
  const view = renderRoutes(
    [
      {
        path: '*',
        element: (
          <SignInModalProvider>
            <AccountMenu />
            <OpenButton nextPath={nextPath} />
          </SignInModalProvider>
        ),
      },
    ],
    PAGE,
  );
  await view.user.click(screen.getByRole('button', { name: 'Open sign-in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
  return { ...view, fetchMock, dialog };
}

async function submitCredentials(user: Awaited<ReturnType<typeof openModal>>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Ada@Example.com');
  await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
  await user.click(
    within(screen.getByRole('form', { name: 'Sign in with e-mail' })).getByRole('button', {
      name: 'Sign in',
    }),
  );
}

describe('SignInModal', () => {
  it('is static: a click on the backdrop keeps it open, Escape closes it', async () => {
    const { user } = await openModal();

    const overlay = document.querySelector('.mantine-Modal-overlay');
    expect(overlay).not.toBeNull();
    await user.click(overlay as Element);
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with its close button', async () => {
    const { user } = await openModal();

    await user.click(screen.getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('links Google and Microsoft sign-in back to the current page', async () => {
    await openModal();

    const next = encodeURIComponent(PAGE);
    expect(await screen.findByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
      'href',
      `/accounts/google/login/?next=${next}`,
    );
    expect(screen.getByRole('link', { name: 'Sign in with Microsoft' })).toHaveAttribute(
      'href',
      `/accounts/microsoft/login/?next=${next}`,
    );
    expect(within(screen.getByRole('dialog')).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      `/register?url=${encodeURIComponent(PAGE)}`,
    );
  });

  it('uses the path given to open() as next', async () => {
    await openModal({ nextPath: '/part/valve' });

    expect(await screen.findByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
      'href',
      '/accounts/google/login/?next=%2Fpart%2Fvalve',
    );
  });

  it('disables a provider the server has not configured, and says why', async () => {
    stubRoutes({ 'GET /api/auth/providers': () => jsonResponse(authProvidersBody({ microsoft: false })) });
    const { user } = renderRoutes(
      [
        {
          path: '*',
          element: (
            <SignInModalProvider>
              <OpenButton />
            </SignInModalProvider>
          ),
        },
      ],
      PAGE,
    );
    await user.click(screen.getByRole('button', { name: 'Open sign-in' }));

    expect(await screen.findByRole('link', { name: 'Sign in with Google' })).toBeInTheDocument();
    const microsoft = await screen.findByRole('button', { name: 'Sign in with Microsoft' });
    expect(microsoft).toBeDisabled();
    expect(microsoft).toHaveAccessibleDescription(MESSAGES.providerNotConfigured);
    expect(screen.queryByRole('link', { name: 'Sign in with Microsoft' })).not.toBeInTheDocument();
  });

  it('checks the fields with the contract before calling the server', async () => {
    const { user, fetchMock } = await openModal();

    await user.click(
      within(screen.getByRole('form', { name: 'Sign in with e-mail' })).getByRole('button', {
        name: 'Sign in',
      }),
    );

    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/api_login/')).toHaveLength(0);
  });

  it('on success: toasts, refreshes the user, closes and stays on the page', async () => {
    const { user, fetchMock, router } = await openModal();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/check-auth/')).toHaveLength(1));

    await submitCredentials(user);

    expect(await screen.findByText(MESSAGES.loginSuccessful)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST /api/api_login/')[0]?.body).toEqual({
      email: 'Ada@Example.com',
      password: 'correct horse battery',
    });
    expect(await screen.findByRole('button', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/check-auth/')).toHaveLength(2);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(PAGE);
  });

  it.each(['not_logged_in', 'no_user_found'] as const)(
    'on %s: toasts the failure and keeps the form',
    async (result) => {
      const { user } = await openModal({ login: loginResponse(result) });

      await submitCredentials(user);

      expect(await screen.findByText(MESSAGES.loginFailed)).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('Ada@Example.com');
      expect(screen.queryByRole('button', { name: 'Resend activation e-mail' })).not.toBeInTheDocument();
    },
  );

  it('not activated: shows the detail and resends the activation e-mail', async () => {
    const { user, fetchMock } = await openModal({
      login: loginResponse('not_logged_in', MESSAGES.accountNotActivated),
    });

    await submitCredentials(user);

    expect(await screen.findByText(MESSAGES.accountNotActivated)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend activation e-mail' }));

    expect(await screen.findByText(MESSAGES.activationResent)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/activation/resend/')[0]?.body).toEqual({ email: 'ada@example.com' });
  });

  it('shows the server’s reason when it refuses (too many attempts)', async () => {
    const { user } = await openModal({
      login: jsonResponse({ code: 'RATE_LIMITED', detail: MESSAGES.rateLimited }, 429),
    });

    await submitCredentials(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.rateLimited);
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('after e-mail sign-in goes to the path given to open()', async () => {
    const { user, router } = await openModal({ nextPath: '/part/valve' });

    await submitCredentials(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/part/valve'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the Register link closes the modal and opens the register page', async () => {
    const { user, router } = await openModal();

    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Register' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
