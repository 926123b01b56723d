import { MESSAGES } from '@specsource/contracts';
import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { activateResponse, currentUser, errorBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, pending, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { ActivationLanding } from './activation-landing.tsx';

const TOKEN = 'a-token-of-at-least-sixteen-chars';

function renderLanding() {
  return renderRoutes(
    [
      {
        path: '/activate/:token',
        element: (
          <StrictMode>
            <ActivationLanding token={TOKEN} />
          </StrictMode>
        ),
      },
      { path: '*', element: <p>Landed</p> },
    ],
    `/activate/${TOKEN}`,
  );
}

describe('ActivationLanding', () => {
  it('shows progress while the server activates', async () => {
    stubRoutes({ 'POST /api/activate/': () => pending() });
    renderLanding();

    expect(await screen.findByRole('status')).toHaveTextContent('Activating your account…');
  });

  it('activates once (even under StrictMode), refreshes the user and opens next', async () => {
    const fetchMock = stubRoutes({
      'POST /api/activate/': () => jsonResponse(activateResponse('/part/pump?tab=Comment')),
      'GET /api/check-auth/': () => jsonResponse(currentUser()),
    });
    const { router, queryClient } = renderLanding();
    queryClient.setQueryData(['auth', 'current-user'], null);

    await waitFor(() => expect(router.state.location.pathname).toBe('/part/pump'));
    expect(router.state.location.search).toBe('?tab=Comment');
    expect(await screen.findByText('Your account is active and you are signed in.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/activate/')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST /api/activate/')[0]?.body).toEqual({ token: TOKEN });
    expect(queryClient.getQueryState(['auth', 'current-user'])?.isInvalidated).toBe(true);
  });

  it('an account with two-step sign-in goes on to the code, keeping next', async () => {
    stubRoutes({
      'POST /api/activate/': () =>
        jsonResponse({
          ...activateResponse('/part/pump'),
          is_logged_in: 'not_logged_in',
          mfa_required: true,
        }),
    });
    const { router } = renderLanding();

    await waitFor(() => expect(router.state.location.pathname).toBe('/login/verify/'));
    expect(router.state.location.search).toBe('?next=%2Fpart%2Fpump');
    expect(
      await screen.findByText('Your account is active. Enter your code to sign in.'),
    ).toBeInTheDocument();
  });

  it('never follows an unsafe next', async () => {
    stubRoutes({ 'POST /api/activate/': () => jsonResponse(activateResponse('//evil.example')) });
    const { router } = renderLanding();

    await waitFor(() => expect(screen.getByText('Landed')).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
  });

  it('a refused link explains and offers to resend the e-mail', async () => {
    const fetchMock = stubRoutes({
      'POST /api/activate/': () =>
        jsonResponse(errorBody({ code: 'BAD_REQUEST', detail: MESSAGES.activationInvalid }), 400),
      'POST /api/activation/resend/': () => jsonResponse({ detail: MESSAGES.activationResent }, 202),
    });
    const { user } = renderLanding();

    expect(await screen.findByText(MESSAGES.activationInvalid)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend activation e-mail' }));
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend activation e-mail' }));

    expect(await screen.findByText(MESSAGES.activationResent)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/activation/resend/')[0]?.body).toEqual({ email: 'ada@example.com' });
  });

  it('a server failure offers to try again', async () => {
    let isDown = true;
    stubRoutes({
      'POST /api/activate/': () =>
        isDown
          ? jsonResponse(errorBody({ code: 'UNAVAILABLE', detail: MESSAGES.databaseUnavailable }), 503)
          : jsonResponse(activateResponse('/part/pump')),
    });
    const { user, router } = renderLanding();

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.databaseUnavailable);
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/part/pump'));
  });
});
