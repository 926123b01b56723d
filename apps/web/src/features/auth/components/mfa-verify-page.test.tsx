import { MFA_MESSAGES } from '@specsource/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render.tsx';

function stubVerify(answer: () => Response) {
  return stubRoutes({
    'GET /api/check-auth/': () => jsonResponse({}),
    'GET /api/auth/providers': () => jsonResponse({ google: true, microsoft: true }),
    'POST /api/login/mfa/': answer,
  });
}

describe('/login/verify/', () => {
  it("finishes a provider's sign-in with the code and goes to the answer's next", async () => {
    const fetchMock = stubVerify(() =>
      jsonResponse({ is_logged_in: 'logged_in', next: '/part/pump?tab=Submit' }),
    );
    const { user, router } = renderApp('/login/verify/?next=%2Fpart%2Fvalve');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: /^Authentication code/ }), '123456{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/part/pump'));
    expect(router.state.location.search).toBe('?tab=Submit');
    expect(callsTo(fetchMock, 'POST /api/login/mfa/')[0]?.body).toEqual({ code: '123456' });
  });

  it("without a next in the answer, goes to the query's next", async () => {
    stubVerify(() => jsonResponse({ is_logged_in: 'logged_in' }));
    const { user, router } = renderApp('/login/verify/?next=%2Fpart%2Fvalve');

    await user.type(await screen.findByRole('textbox', { name: /^Authentication code/ }), '123456{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/part/valve'));
  });

  it('never follows a foreign next', async () => {
    stubVerify(() => jsonResponse({ is_logged_in: 'logged_in', next: 'https://evil.example/' }));
    const { user, router } = renderApp('/login/verify/?next=%2Fpart%2Fvalve');

    await user.type(await screen.findByRole('textbox', { name: /^Authentication code/ }), '123456{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('a gone sign-in goes back to /login, keeping next', async () => {
    stubVerify(() =>
      jsonResponse(errorBody({ code: 'VALIDATION', detail: MFA_MESSAGES.tooManyAttempts }), 400),
    );
    const { user, router } = renderApp('/login/verify/?next=%2Fpart%2Fvalve');

    await user.type(await screen.findByRole('textbox', { name: /^Authentication code/ }), '123456{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Sign in again' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?url=%2Fpart%2Fvalve');
  });
});
