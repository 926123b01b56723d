import { MESSAGES } from '@specsource/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { RegisterPage } from './register-page.tsx';

// OWASP ASVS 5.0 §6.2.6 / §6.2.7: password fields are masked (type=password), tell password managers what
// they hold (autocomplete new-password) and take a pasted password as it is.
describe('password fields on the register page', () => {
  it('are masked, marked for password managers, and accept a paste', async () => {
    stubRoutes({
      'GET /api/disposable-email/': () => jsonResponse({ result: 'no' }),
      'POST /api/register/': () => jsonResponse({ detail: MESSAGES.activationSent }, 201),
    });
    const { user } = renderRoutes([{ path: '/register', element: <RegisterPage /> }], '/register');
    const password = screen.getByLabelText(/^Password/);
    const confirm = screen.getByLabelText(/^Confirm Password/);
    for (const input of [password, confirm]) {
      expect(input).toHaveAttribute('type', 'password');
      expect(input).toHaveAttribute('autocomplete', 'new-password');
    }
    await user.click(password);
    await user.paste('a pasted passphrase from a manager');
    expect(password).toHaveValue('a pasted passphrase from a manager');
  });
});
