import { MESSAGES } from '@specsource/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authProvidersBody, currentUser, loginResponse } from '../../../../test/factories.ts';
import { jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { SignInPage } from './sign-in-page.tsx';

function renderLogin(path: string, { isSignedIn = false } = {}) {
  let hasSession = isSignedIn;
  stubRoutes({
    'GET /api/check-auth/': () => jsonResponse(hasSession ? currentUser() : {}),
    'GET /api/auth/providers': () => jsonResponse(authProvidersBody()),
    'POST /api/api_login/': () => {
      hasSession = true;
      return jsonResponse(loginResponse('logged_in'));
    },
  });
  return renderRoutes(
    [
      { path: '/login', element: <SignInPage /> },
      { path: '*', element: <p>Landed</p> },
    ],
    path,
  );
}

async function logIn(user: ReturnType<typeof renderLogin>['user']) {
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
  await user.click(
    within(screen.getByRole('form', { name: 'Sign in with e-mail' })).getByRole('button', {
      name: 'Sign in',
    }),
  );
}

describe('SignInPage', () => {
  it('signs in and goes to url', async () => {
    const { user, router } = renderLogin('/login?url=%2Fpart%2Fpump%3Ftab%3DComment');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
      'href',
      '/accounts/google/login/?next=%2Fpart%2Fpump%3Ftab%3DComment',
    );
    await logIn(user);

    expect(await screen.findByText(MESSAGES.loginSuccessful)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/part/pump'));
    expect(router.state.location.search).toBe('?tab=Comment');
  });

  it('goes home instead of to a foreign url', async () => {
    const { user, router } = renderLogin('/login?url=https%3A%2F%2Fevil.example');

    await logIn(user);

    await waitFor(() => expect(screen.getByText('Landed')).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in user straight on', async () => {
    const { router } = renderLogin('/login?url=%2Fpart%2Fvalve', { isSignedIn: true });

    await waitFor(() => expect(router.state.location.pathname).toBe('/part/valve'));
  });
});
