import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authProvidersBody, currentUser } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, pending, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderWithRouter } from '../../../../test/render.tsx';
import { AccountMenu } from './account-menu.tsx';
import { SignInModalProvider } from './sign-in-modal-provider.tsx';

function renderHeaderActions(path = '/') {
  return renderWithRouter(
    <SignInModalProvider>
      <AccountMenu />
    </SignInModalProvider>,
    { path },
  );
}

describe('AccountMenu', () => {
  it('signed out: Sign in opens the modal and Register links to the register page', async () => {
    stubRoutes({
      'GET /api/check-auth/': () => jsonResponse({}),
      'GET /api/auth/providers': () => jsonResponse(authProvidersBody()),
    });
    const { user } = renderHeaderActions();

    expect(await screen.findByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('renders nothing while it does not know who is signed in', () => {
    stubRoutes({ 'GET /api/check-auth/': () => pending() });
    renderHeaderActions();

    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('signed in: shows the name, and the menu holds the links and Sign out', async () => {
    stubRoutes({ 'GET /api/check-auth/': () => jsonResponse(currentUser()) });
    const { user } = renderHeaderActions();

    await user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));

    expect(await screen.findByRole('menuitem', { name: 'Find a part' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('menuitem', { name: 'My requests' })).toHaveAttribute('href', '/user/requests/');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('an admin’s menu leads into the administration area', async () => {
    stubRoutes({ 'GET /api/check-auth/': () => jsonResponse(currentUser({ role: 'admin' })) });
    const { user } = renderHeaderActions();

    await user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));

    expect(await screen.findByRole('menuitem', { name: 'Administration' })).toHaveAttribute(
      'href',
      '/super-admin/',
    );
  });

  it('a supplier’s menu leads to the requests inbox and the orders', async () => {
    stubRoutes({ 'GET /api/check-auth/': () => jsonResponse(currentUser({ role: 'supplier' })) });
    const { user } = renderHeaderActions();

    await user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));

    expect(await screen.findByRole('menuitem', { name: 'Requests' })).toHaveAttribute(
      'href',
      '/supplier/requests/',
    );
    expect(screen.getByRole('menuitem', { name: 'Orders' })).toHaveAttribute('href', '/supplier/orders/');
  });

  it('shows the username when the account has no name', async () => {
    stubRoutes({
      'GET /api/check-auth/': () =>
        jsonResponse(currentUser({ first_name: '', last_name: '', username: 'ada99' })),
    });
    renderHeaderActions();

    expect(await screen.findByRole('button', { name: 'ada99' })).toBeInTheDocument();
  });

  it('Sign out ends the session, says so and shows the visitor actions', async () => {
    let isSignedIn = true;
    const fetchMock = stubRoutes({
      'GET /api/check-auth/': () => jsonResponse(isSignedIn ? currentUser() : {}),
      'POST /api/logout/': () => {
        isSignedIn = false;
        return jsonResponse({ is_logged_in: 'not_logged_in' });
      },
    });
    const { user } = renderHeaderActions();

    await user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByText('You are signed out.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/logout/')).toHaveLength(1);
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/check-auth/')).toHaveLength(2));
  });

  it('tells the user when signing out failed and keeps them signed in', async () => {
    stubRoutes({
      'GET /api/check-auth/': () => jsonResponse(currentUser()),
      'POST /api/logout/': () =>
        jsonResponse({ code: 'CSRF', detail: 'Your session token is missing or out of date.' }, 403),
    });
    const { user } = renderHeaderActions();

    await user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByText('Your session token is missing or out of date.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });
});
