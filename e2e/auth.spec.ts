import { newUser, registerInBrowser } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { readActivationLink } from './outbox.ts';

test.describe('registration', () => {
  // Opening a used link answers 400 on purpose; Chromium notes every 4xx in the console.
  test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

  test('a visitor registers, opens the activation link from the e-mail, and is signed in', async ({
    page,
  }) => {
    const user = newUser();
    await registerInBrowser(page, user);

    const link = await readActivationLink(user.email);
    await page.goto(link);
    const account = page
      .getByRole('banner')
      .getByRole('button', { name: `${user.firstName} ${user.lastName}` });
    await expect(account).toBeVisible();

    // The link is single use: opening it again is refused with a way to get a new one.
    await page.goto(link);
    await expect(page.getByText(/expired or was already used/)).toBeVisible();
  });
});

test('a user signs out, then signs in again from the header', async ({ page }) => {
  const user = newUser();
  await registerInBrowser(page, user);
  await page.goto(await readActivationLink(user.email));
  const banner = page.getByRole('banner');
  const account = banner.getByRole('button', { name: `${user.firstName} ${user.lastName}` });
  await expect(account).toBeVisible();

  await account.click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(banner.getByRole('button', { name: 'Sign in' })).toBeVisible();

  await banner.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(
    dialog
      .getByRole('link', { name: /Sign in with Google/ })
      .or(dialog.getByRole('button', { name: /Sign in with Google/ })),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password-here');
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('please enter valid email or password')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('login successful')).toBeVisible();
  await expect(account).toBeVisible();
});
