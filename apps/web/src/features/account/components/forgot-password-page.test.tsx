import { ACCOUNT_SECURITY_MESSAGES, MESSAGES } from '@specsource/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderWithRouter } from '../../../../test/render.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

function renderPage(answer: () => Response) {
  const fetchMock = stubRoutes({ 'POST /api/password/reset/request/': answer });
  return { ...renderWithRouter(<ForgotPasswordPage />, { path: '/forgot-password' }), fetchMock };
}

describe('ForgotPasswordPage', () => {
  it('asks for a valid e-mail before sending', async () => {
    const { user, fetchMock } = renderPage(() => jsonResponse({ detail: 'unused' }));

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));

    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/password/reset/request/')).toHaveLength(0);
  });

  it('sends the address (the server normalises it) and shows the same answer whatever the address', async () => {
    const { user, fetchMock } = renderPage(() =>
      jsonResponse({ detail: ACCOUNT_SECURITY_MESSAGES.resetRequested }),
    );

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Ada@Example.com');
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_SECURITY_MESSAGES.resetRequested);
    expect(callsTo(fetchMock, 'POST /api/password/reset/request/')[0]?.body).toEqual({
      email: 'Ada@Example.com',
    });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows a rate limit and keeps the form', async () => {
    const { user } = renderPage(() =>
      jsonResponse(errorBody({ code: 'RATE_LIMITED', detail: MESSAGES.rateLimited }), 429),
    );

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));

    expect(await screen.findByText(MESSAGES.rateLimited)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the reset link' })).toBeInTheDocument();
  });
});
