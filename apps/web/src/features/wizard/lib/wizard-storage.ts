import type { WizardData } from './wizard-data.ts';

const KEY_PREFIX = 'specsource.wizard.';

function keyOf(slug: string): string {
  return `${KEY_PREFIX}${slug}`;
}

/**
 * What the user typed for the part `slug`, kept across reloads and sign-in round trips (spec: marketplace §2).
 * localStorage rather than sessionStorage: a Google/Microsoft sign-in may come back in a new tab.
 */
export function loadWizardData(slug: string, storage: Storage = window.localStorage): unknown {
  try {
    const text = storage.getItem(keyOf(slug));
    return text === null ? null : JSON.parse(text);
  } catch {
    // Storage turned off, or a value some other version wrote: start afresh.
    return null;
  }
}

/** Passwords are never written: they only serve the submit they were typed for. */
export function saveWizardData(slug: string, data: WizardData, storage: Storage = window.localStorage): void {
  const { password: _password, confirmPassword: _confirm, ...contact } = data.contact;
  try {
    storage.setItem(keyOf(slug), JSON.stringify({ ...data, contact }));
  } catch {
    // Full or disabled storage: the wizard still works, it just does not survive a reload.
  }
}

export function clearWizardData(slug: string, storage: Storage = window.localStorage): void {
  try {
    storage.removeItem(keyOf(slug));
  } catch {
    // Nothing stored when storage is disabled.
  }
}

/** Forgets every part's wizard data. */
export function clearAllWizardData(storage: Storage = window.localStorage): void {
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) {
      if (key?.startsWith(KEY_PREFIX)) {
        storage.removeItem(key);
      }
    }
  } catch {
    // Nothing stored when storage is disabled.
  }
}

/** spec: marketplace §2 — visiting a path containing neither 'part' nor 'wizard' clears stored form data. */
export function isWizardPath(pathname: string): boolean {
  return pathname.includes('part') || pathname.includes('wizard');
}
