import { describe, expect, it } from 'vitest';
import { emptyContact, type WizardData } from './wizard-data.ts';
import {
  clearAllWizardData,
  forgetWizardsOfOtherOwner,
  loadWizardData,
  saveWizardData,
} from './wizard-storage.ts';

// OWASP ASVS 5.0 §14.3.3: what the wizard keeps in localStorage (for reloads and sign-in round trips) is the
// visitor's own form, never a password; and it is all forgotten at once when the account signed in changes.
const data: WizardData = {
  specification: {},
  comment: 'Needs a stainless impeller',
  contact: {
    ...emptyContact(),
    email: 'ada@example.com',
    password: 'a long secret passphrase',
    confirmPassword: 'a long secret passphrase',
  },
  submit: { quantity: '2', zip_code: '30301' },
};

describe('wizard storage', () => {
  it('never writes the password or its confirmation', () => {
    saveWizardData('pump', data, window.localStorage);
    const stored = JSON.stringify(loadWizardData('pump', window.localStorage));
    expect(stored).toContain('ada@example.com');
    expect(stored).not.toContain('a long secret passphrase');
    expect(window.localStorage.getItem('specsource.wizard.pump')).not.toContain('passphrase');
  });

  it('forgets every part’s data and nothing else', () => {
    saveWizardData('pump', data, window.localStorage);
    saveWizardData('valve', data, window.localStorage);
    window.localStorage.setItem('unrelated', 'kept');
    clearAllWizardData(window.localStorage);
    expect(loadWizardData('pump', window.localStorage)).toBeNull();
    expect(loadWizardData('valve', window.localStorage)).toBeNull();
    expect(window.localStorage.getItem('unrelated')).toBe('kept');
    window.localStorage.removeItem('unrelated');
  });

  it('keeps the data for a visitor who signs in, and forgets it when that account signs out or another signs in', () => {
    const storage = window.localStorage;
    forgetWizardsOfOtherOwner(null, storage);
    saveWizardData('pump', data, storage);
    forgetWizardsOfOtherOwner('ada', storage);
    expect(loadWizardData('pump', storage)).not.toBeNull();
    forgetWizardsOfOtherOwner('ada', storage);
    expect(loadWizardData('pump', storage)).not.toBeNull();
    forgetWizardsOfOtherOwner(null, storage);
    expect(loadWizardData('pump', storage)).toBeNull();

    forgetWizardsOfOtherOwner('ada', storage);
    saveWizardData('pump', data, storage);
    forgetWizardsOfOtherOwner('grace', storage);
    expect(loadWizardData('pump', storage)).toBeNull();
    forgetWizardsOfOtherOwner(null, storage);
  });
});
