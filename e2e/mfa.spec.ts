import type { Page } from '@playwright/test';
import { totpAt } from '../apps/server/src/domain/mfa/totp.ts';
import { newUser, registerInBrowser } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { readActivationLink } from './outbox.ts';

// docs/security.md G2: a user turns two-step sign-in on from the account page with a real TOTP key read off
// the screen, signs in with a code and with a recovery code, and turns it off again.

/** The code of the time step `stepsAhead` after now (0 or 1): each step's code works once. */
function codeFor(secret: string, stepsAhead: number): string {
  return totpAt(secret, new Date(Date.now() + stepsAhead * 30_000));
}

async function signOut(page: Page, accountName: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: accountName }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
}

async function passwordStep(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page
    .getByRole('form', { name: 'Sign in with e-mail' })
    .getByRole('button', { name: 'Sign in' })
    .click();
  await expect(page.getByRole('form', { name: 'Two-step sign-in' })).toBeVisible();
}

test.describe('two-step sign-in', () => {
  // A wrong code answers 400 on purpose; Chromium notes every 4xx in the console.
  test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

  test('is turned on with a scanned key, asked at sign-in, takes a recovery code once, and turned off', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const user = newUser();
    const accountName = `${user.firstName} ${user.lastName}`;
    await registerInBrowser(page, user);
    await page.goto(await readActivationLink(user.email));
    await expect(page.getByRole('banner').getByRole('button', { name: accountName })).toBeVisible();

    // Turn it on: the password, then the key shown beside the QR code, then its first code.
    await page.goto('/user/account/');
    const card = page.getByRole('region', { name: 'Two-step sign-in' });
    await card.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    const setup = page.getByRole('dialog');
    await setup.getByLabel('Current password').fill(user.password);
    await setup.getByRole('button', { name: 'Continue' }).click();
    await expect(
      setup.getByRole('img', { name: 'QR code of the key for your authenticator app' }),
    ).toBeVisible();
    const secret = ((await setup.locator('code').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await setup.getByLabel('Code from the app').fill(codeFor(secret, 0));
    await setup.getByRole('button', { name: 'Turn on' }).click();
    const codes = setup.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const [recoveryCode, spareCode] = (await codes.allTextContents()) as [string, string];
    expect(recoveryCode).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    const done = setup.getByRole('button', { name: 'Done' });
    await expect(done).toBeDisabled();
    await setup.getByLabel('I have saved these codes').check();
    await done.click();
    await expect(card.getByText(/^On since/)).toBeVisible();
    await expect(card.getByText('10 unused recovery codes left.')).toBeVisible();

    // Sign-in now asks for a code after the password; a wrong one is refused on the field.
    await signOut(page, accountName);
    await passwordStep(page, user);
    const codeInput = page.getByRole('textbox', { name: 'Authentication code' });
    await expect(codeInput).toBeFocused();
    await codeInput.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText(/This code is not right or was already used/)).toBeVisible();
    await codeInput.fill(codeFor(secret, 1));
    await page.keyboard.press('Enter');
    await expect(page.getByText('login successful')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: accountName })).toBeVisible();

    // A recovery code works once.
    await signOut(page, accountName);
    await passwordStep(page, user);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCode.toLowerCase());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: accountName })).toBeVisible();
    await page.goto('/user/account/');
    await expect(card.getByText('9 unused recovery codes left.')).toBeVisible();

    // Turning it off asks for both factors again (a recovery code serves: the app's codes of this minute are
    // used up); afterwards the password alone signs in.
    await card.getByRole('button', { name: 'Turn off' }).click();
    const off = page.getByRole('dialog');
    await off.getByLabel('Current password').fill(user.password);
    await off.getByLabel('Authentication code').fill(spareCode);
    await off.getByRole('button', { name: 'Turn off' }).click();
    await expect(card.getByRole('button', { name: 'Turn on two-step sign-in' })).toBeVisible();
    await signOut(page, accountName);
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
    await page
      .getByRole('form', { name: 'Sign in with e-mail' })
      .getByRole('button', { name: 'Sign in' })
      .click();
    await expect(page.getByRole('banner').getByRole('button', { name: accountName })).toBeVisible();
  });
});
