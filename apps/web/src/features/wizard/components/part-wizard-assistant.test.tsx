import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUser } from '../../../../test/factories.ts';
import { fillSpecification, openWizard } from '../test/part-wizard.ts';
import { stubWizard } from '../test/wizard-fixtures.ts';

beforeEach(() => {
  window.localStorage.clear();
});

describe('PartWizard assistant', () => {
  it('appears on the Specification step 2 s after it shows, and on no other step', async () => {
    stubWizard({ user: currentUser() });
    const { user } = await openWizard();

    expect(screen.queryByRole('textbox', { name: 'Your question' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('textbox', { name: 'Your question' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    await fillSpecification(user);
    expect(screen.queryByRole('textbox', { name: 'Your question' })).not.toBeInTheDocument();
  });
});
