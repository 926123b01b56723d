import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUser } from '../../../../test/factories.ts';
import { jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderWithRouter } from '../../../../test/render.tsx';
import { AccountMenu } from './account-menu.tsx';
import { SignInModalProvider } from './sign-in-modal-provider.tsx';

// OWASP ASVS 5.0 §14.3.1: after sign-out, nothing the signed-in user fetched is left in the query cache.
describe('useLogout', () => {
  it('drops every cached answer of the signed-in user when the session ends', async () => {
    let isSignedIn = true;
    stubRoutes({
      'GET /api/check-auth/': () => jsonResponse(isSignedIn ? currentUser() : {}),
      'POST /api/logout/': () => {
        isSignedIn = false;
        return jsonResponse({ is_logged_in: 'not_logged_in' });
      },
    });
    const { user, queryClient } = renderWithRouter(
      <SignInModalProvider>
        <AccountMenu />
      </SignInModalProvider>,
    );
    const ordersKey = ['orders', 'mine'];
    queryClient.setQueryData(ordersKey, { results: [{ po_number: 'PO-SECRET-1' }] });

    await user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryData(ordersKey)).toBeUndefined());
  });
});
