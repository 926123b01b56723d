import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUser } from '../../../../test/factories.ts';
import { jsonResponse } from '../../../../test/fetch-stub.ts';
import { fillSpecification, flowRate, next, openWizard } from '../test/part-wizard.ts';
import { stubWizard } from '../test/wizard-fixtures.ts';

beforeEach(() => {
  window.localStorage.clear();
});

describe('PartWizard storage', () => {
  it('restores every step after a reload and a visit elsewhere; signing out forgets it', async () => {
    stubWizard({ user: currentUser() });
    const first = await openWizard();
    await fillSpecification(first.user, '640');
    await first.user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Cooling loop');
    first.unmount();

    const second = await openWizard('/part/pump?tab=Comment');
    expect(await screen.findByRole('textbox', { name: 'Comment' })).toHaveValue('Cooling loop');
    await second.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await flowRate()).toHaveValue('640');

    await second.router.navigate('/user/requests/');
    await second.router.navigate(-1);
    expect(await flowRate()).toHaveValue('640');
    expect(window.localStorage.getItem('specsource.wizard.pump')).toContain('640');

    // Another person on this browser never finds it: signing out forgets every wizard.
    stubWizard({
      user: null,
      routes: {
        'GET /api/check-auth/': () => jsonResponse({}),
        'POST /api/logout/': () => jsonResponse({ is_logged_in: 'not_logged_in' }),
      },
    });
    await second.user.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    await second.user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(window.localStorage.getItem('specsource.wizard.pump')).toBeNull());
  });

  it('never stores a password', async () => {
    stubWizard();
    const { user } = await openWizard();
    await fillSpecification(user);
    await next(user);
    await user.type(await screen.findByLabelText(/^Password/), 'hunter2-hunter2');

    await waitFor(() => expect(window.localStorage.getItem('specsource.wizard.pump')).toContain('"contact"'));
    expect(window.localStorage.getItem('specsource.wizard.pump')).not.toContain('hunter2');
  });
});
