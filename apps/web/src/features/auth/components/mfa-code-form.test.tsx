import { MFA_MESSAGES } from '@specsource/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderWithRouter } from '../../../../test/render.tsx';
import { MfaCodeForm } from './mfa-code-form.tsx';

const VERIFY = 'POST /api/login/mfa/';

function renderForm(answer: () => Response) {
  const fetchMock = stubRoutes({
    'GET /api/check-auth/': () => jsonResponse({}),
    [VERIFY]: answer,
  });
  const onVerified = vi.fn();
  const onRestart = vi.fn();
  const view = renderWithRouter(<MfaCodeForm onVerified={onVerified} onRestart={onRestart} />);
  return { ...view, fetchMock, onVerified, onRestart };
}

const wrongCode = () =>
  jsonResponse(
    errorBody({
      code: 'VALIDATION',
      detail: 'Check the code',
      field_errors: { code: [MFA_MESSAGES.codeWrong] },
    }),
    400,
  );

describe('MfaCodeForm', () => {
  it('starts focused on the code, refuses an empty one, and sends a typed one', async () => {
    const { user, fetchMock, onVerified } = renderForm(() =>
      jsonResponse({ is_logged_in: 'logged_in', recovery_codes_left: 9 }),
    );

    const input = screen.getByRole('textbox', { name: /^Authentication code/ });
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MFA_MESSAGES.codeRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, VERIFY)).toHaveLength(0);

    await user.type(input, '123456{Enter}');

    await vi.waitFor(() =>
      expect(onVerified).toHaveBeenCalledWith({ is_logged_in: 'logged_in', recovery_codes_left: 9 }),
    );
    expect(callsTo(fetchMock, VERIFY)[0]?.body).toEqual({ code: '123456' });
  });

  it('shows a wrong code under the input and keeps the form', async () => {
    const { user, onVerified } = renderForm(wrongCode);

    await user.type(screen.getByRole('textbox', { name: /^Authentication code/ }), '000000{Enter}');

    expect(await screen.findByText(MFA_MESSAGES.codeWrong)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Authentication code/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('a sign-in that is gone: its detail, and Sign in again restarts', async () => {
    const { user, onRestart } = renderForm(() =>
      jsonResponse(errorBody({ code: 'VALIDATION', detail: MFA_MESSAGES.challengeExpired }), 400),
    );

    await user.type(screen.getByRole('textbox', { name: /^Authentication code/ }), '123456{Enter}');

    expect(await screen.findByText(MFA_MESSAGES.challengeExpired)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Two-step sign-in' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(onRestart).toHaveBeenCalledTimes(1);
  });

  it('a rate limit shows its detail and keeps the form', async () => {
    const { user } = renderForm(() =>
      jsonResponse(errorBody({ code: 'RATE_LIMITED', detail: 'Too many attempts. Wait a minute.' }), 429),
    );

    await user.type(screen.getByRole('textbox', { name: /^Authentication code/ }), '123456{Enter}');

    expect(await screen.findByText('Too many attempts. Wait a minute.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Two-step sign-in' })).toBeInTheDocument();
  });

  it('switches to a recovery code and back, and sends it as typed', async () => {
    const { user, fetchMock, onRestart } = renderForm(() =>
      jsonResponse({ is_logged_in: 'logged_in', recovery_codes_left: 2 }),
    );

    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const input = screen.getByRole('textbox', { name: /^Recovery code/ });
    expect(input).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: /^Authentication code/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use the code from your authenticator app' }));
    expect(screen.getByRole('textbox', { name: /^Authentication code/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));

    await user.type(screen.getByRole('textbox', { name: /^Recovery code/ }), 'ABCDE-FGHJK{Enter}');

    await vi.waitFor(() => expect(callsTo(fetchMock, VERIFY)[0]?.body).toEqual({ code: 'ABCDE-FGHJK' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onRestart).toHaveBeenCalledTimes(1);
  });
});
