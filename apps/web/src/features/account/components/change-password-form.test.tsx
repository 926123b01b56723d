import { ACCOUNT_SECURITY_MESSAGES, MESSAGES } from '@specsource/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderWithRouter } from '../../../../test/render.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

const NEW_PASSWORD = 'quiet copper meadow 42';

function renderForm(answer: () => Response) {
  const fetchMock = stubRoutes({ 'POST /api/password/change/': answer });
  const view = renderWithRouter(<ChangePasswordForm />);
  return { ...view, fetchMock };
}

async function fillIn(user: ReturnType<typeof renderForm>['user'], values: string[]) {
  const labels = [/^Current password/, /^New password/, /^Confirm new password/];
  for (const [index, value] of values.entries()) {
    if (value !== '') {
      await user.type(screen.getByLabelText(labels[index] as RegExp), value);
    }
  }
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  it('shows the shared rules’ messages and sends nothing while a field is wrong', async () => {
    const { user, fetchMock } = renderForm(() => jsonResponse({ detail: 'unused' }));

    await fillIn(user, ['', 'short', 'other']);

    expect(await screen.findByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.confirmPasswordMismatch)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/password/change/')).toHaveLength(0);
  });

  it('sends the three passwords, then confirms and empties the form', async () => {
    const { user, fetchMock } = renderForm(() =>
      jsonResponse({ detail: ACCOUNT_SECURITY_MESSAGES.passwordChanged }),
    );

    await fillIn(user, ['old password here', NEW_PASSWORD, NEW_PASSWORD]);

    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_SECURITY_MESSAGES.passwordChanged);
    expect(callsTo(fetchMock, 'POST /api/password/change/')[0]?.body).toEqual({
      current_password: 'old password here',
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('puts the server’s refusal on its field, and a rate limit above the button', async () => {
    let answer = jsonResponse(
      errorBody({
        code: 'VALIDATION',
        detail: 'Check the field',
        field_errors: { current_password: [ACCOUNT_SECURITY_MESSAGES.currentPasswordWrong] },
      }),
      400,
    );
    const { user } = renderForm(() => answer);

    await fillIn(user, ['wrong password', NEW_PASSWORD, NEW_PASSWORD]);
    expect(await screen.findByText(ACCOUNT_SECURITY_MESSAGES.currentPasswordWrong)).toBeInTheDocument();

    answer = jsonResponse(errorBody({ code: 'RATE_LIMITED', detail: MESSAGES.rateLimited }), 429);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(MESSAGES.rateLimited)).toBeInTheDocument();
  });
});
