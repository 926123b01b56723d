import type { WizardData } from './wizard-data.ts';
import type { WizardProgress } from './wizard-progress.ts';

const KEY_PREFIX = 'specsource.wizard.';

function keyOf(slug: string): string {
  return `${KEY_PREFIX}${slug}`;
}

/**
 * What the user typed for the part `slug`, kept across reloads and sign-in round trips (docs/spec/marketplace-spec.md
 * §2). localStorage rather than sessionStorage: a Google/Microsoft sign-in may come back in a new tab.
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

/**
 * The form and (when given) the wizard's progress, under one key. Passwords are never written: they only serve
 * the submit they were typed for.
 */
export function saveWizardData(
  slug: string,
  data: WizardData,
  storage: Storage = window.localStorage,
  progress?: WizardProgress,
): void {
  const { password: _password, confirmPassword: _confirm, ...contact } = data.contact;
  try {
    storage.setItem(keyOf(slug), JSON.stringify({ ...data, contact, progress }));
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

const OWNER_KEY = 'specsource.wizard-owner';

/**
 * The wizards' data belong to whoever filled them in: they survive leaving the wizard (Back, other pages,
 * a reload), but when the account signed in here changes — a sign-out, another account — they are forgotten,
 * so the next person on this browser never sees them. A visitor who signs in keeps what they typed.
 */
export function forgetWizardsOfOtherOwner(
  owner: string | null,
  storage: Storage = window.localStorage,
): void {
  try {
    const previous = storage.getItem(OWNER_KEY);
    if (previous !== null && previous !== owner) {
      clearAllWizardData(storage);
    }
    if (owner === null) {
      storage.removeItem(OWNER_KEY);
    } else {
      storage.setItem(OWNER_KEY, owner);
    }
  } catch {
    // Nothing stored when storage is disabled.
  }
}
