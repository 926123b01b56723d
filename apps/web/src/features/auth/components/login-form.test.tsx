import { MESSAGES } from '@specsource/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderWithRouter } from '../../../../test/render.tsx';
import { recoveryCodesLeftMessage } from '../lib/notify-mfa-sign-in.ts';
import { LoginForm } from './login-form.tsx';

function renderTwoStep(verifyAnswer: Record<string, unknown> = { is_logged_in: 'logged_in' }) {
  const fetchMock = stubRoutes({
    'GET /api/check-auth/': () => jsonResponse({}),
    'POST /api/api_login/': () => jsonResponse({ is_logged_in: 'not_logged_in', mfa_required: true }),
    'POST /api/login/mfa/': () => jsonResponse(verifyAnswer),
  });
  const onSignedIn = vi.fn();
  const view = renderWithRouter(<LoginForm onSignedIn={onSignedIn} />);
  return { ...view, fetchMock, onSignedIn };
}

async function typePassword(user: ReturnType<typeof renderTwoStep>['user']) {
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
  await user.click(
    within(screen.getByRole('form', { name: 'Sign in with e-mail' })).getByRole('button', {
      name: 'Sign in',
    }),
  );
}

describe('LoginForm with two-step sign-in', () => {
  it('asks for the code after the password, then signs in', async () => {
    const { user, fetchMock, onSignedIn } = renderTwoStep();

    await typePassword(user);
    const code = await screen.findByRole('textbox', { name: /^Authentication code/ });
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.queryByText(MESSAGES.loginFailed)).not.toBeInTheDocument();
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(MESSAGES.loginSuccessful)).toBeInTheDocument();
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    expect(callsTo(fetchMock, 'POST /api/login/mfa/').map((call) => call.body)).toEqual([{ code: '654321' }]);
    expect(screen.queryByText(/recovery codes? left/)).not.toBeInTheDocument();
  });

  it('warns when a recovery code leaves few', async () => {
    const { user } = renderTwoStep({ is_logged_in: 'logged_in', recovery_codes_left: 2 });

    await typePassword(user);
    await user.type(await screen.findByRole('textbox', { name: /^Authentication code/ }), '123456{Enter}');

    expect(await screen.findByText(recoveryCodesLeftMessage(2))).toBeInTheDocument();
  });

  it('Back returns to the password form with the e-mail kept and the password cleared', async () => {
    const { user } = renderTwoStep();

    await typePassword(user);
    await user.click(await screen.findByRole('button', { name: 'Back' }));

    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('ada@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });
});
