import { audit, uniqueSuffix, visit } from './accessibility-audit.ts';
import { expect, test } from './fixtures.ts';

test.describe('a visitor', () => {
  // The activation page POSTs a token the server refuses with 400 on purpose; Chromium notes every 4xx.
  test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

  test('home, sign-in modal, login, register, a refused activation link, terms, coming soon and not-found pass axe and fit 375 px', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await visit(page, '/', 'home', page.getByPlaceholder('Select or Search your part'));

    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await expect(signIn.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await audit(page, 'sign-in modal');
    await page.keyboard.press('Escape');
    await expect(signIn).toBeHidden();

    await visit(
      page,
      '/login',
      'login',
      page.getByRole('form', { name: 'Sign in with e-mail' }).getByRole('button', { name: 'Sign in' }),
    );
    await visit(page, '/register', 'register', page.getByRole('button', { name: 'Register' }));
    await visit(
      page,
      `/activate/not-a-real-token-${uniqueSuffix()}`,
      'activate (refused link)',
      page.getByRole('heading', { name: 'Activation link not valid' }),
    );
    await visit(
      page,
      '/login/verify/?next=%2Fuser%2Forders%2F',
      'two-step sign-in (the code)',
      page.getByRole('form', { name: 'Two-step sign-in' }),
    );
    await visit(page, '/forgot-password/', 'forgot password');
    await visit(
      page,
      `/reset-password/?token=${'e2e-reset-token-'.padEnd(43, 'x')}`,
      'reset password (the form)',
      page.getByRole('form', { name: 'Choose a new password' }),
    );
    await visit(
      page,
      '/reset-password/',
      'reset password (no token)',
      page.getByRole('link', { name: 'Ask for a new link' }),
    );
    await visit(page, '/terms/', 'terms of sale');
    await visit(
      page,
      '/coming-soon/compressor/',
      'coming soon',
      page.getByRole('form', { name: 'Notify me at launch' }),
    );
    await visit(page, '/no/such/page', 'not found', page.getByRole('heading', { name: 'Page not found' }));
  });
});
