import { ACCOUNT_SECURITY_MESSAGES, MESSAGES } from '@specsource/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

const TOKEN = 'a-reset-token-of-at-least-sixteen-chars';
const NEW_PASSWORD = 'quiet copper meadow 42';

function renderPage(answer: () => Response, search = `?token=${TOKEN}`) {
  const fetchMock = stubRoutes({ 'POST /api/password/reset/confirm/': answer });
  const view = renderRoutes(
    [{ path: '/reset-password', element: <ResetPasswordPage /> }],
    `/reset-password/${search}`,
  );
  return { ...view, fetchMock };
}

async function choose(user: ReturnType<typeof renderPage>['user'], password: string, confirm = password) {
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Set the new password' }));
}

const refusedLink = () =>
  jsonResponse(
    errorBody({
      code: 'BAD_REQUEST',
      detail: ACCOUNT_SECURITY_MESSAGES.resetLinkInvalid,
      field_errors: { token: [ACCOUNT_SECURITY_MESSAGES.resetLinkInvalid] },
    }),
    400,
  );

describe('ResetPasswordPage', () => {
  it('checks the new password and its confirmation before sending', async () => {
    const { user, fetchMock } = renderPage(() => jsonResponse({ detail: 'unused' }));

    await choose(user, 'short', 'other');

    expect(await screen.findByText(MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.confirmPasswordMismatch)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/password/reset/confirm/')).toHaveLength(0);
  });

  it('sends the token from the link with the new password and says to sign in', async () => {
    const { user, fetchMock } = renderPage(() =>
      jsonResponse({ detail: ACCOUNT_SECURITY_MESSAGES.passwordReset }),
    );

    await choose(user, NEW_PASSWORD);

    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_SECURITY_MESSAGES.passwordReset);
    expect(callsTo(fetchMock, 'POST /api/password/reset/confirm/')[0]?.body).toEqual({
      token: TOKEN,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('a used or expired link explains and offers a new one', async () => {
    const { user } = renderPage(refusedLink);

    await choose(user, NEW_PASSWORD);

    expect(await screen.findByText(ACCOUNT_SECURITY_MESSAGES.resetLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password/',
    );
  });

  it('a link without a token says so at once', () => {
    renderPage(refusedLink, '');

    expect(screen.getByText(ACCOUNT_SECURITY_MESSAGES.resetLinkInvalid)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('shows the server’s password rule on the field and keeps the form', async () => {
    const { user } = renderPage(() =>
      jsonResponse(
        errorBody({
          code: 'VALIDATION',
          detail: 'Check the field',
          field_errors: { new_password: [MESSAGES.passwordTooCommon] },
        }),
        400,
      ),
    );

    await choose(user, 'password123');

    expect(await screen.findByText(MESSAGES.passwordTooCommon)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set the new password' })).toBeInTheDocument();
  });
});
