import { dictionary } from '@zxcvbn-ts/language-common';

// OWASP ASVS 5.0 §6.2.4: refuse at least the 3,000 most common passwords. zxcvbn-ts's maintained list holds
// about 49,000 (from real breach corpora); loaded once, compared lower-cased so 'PassWord1' is caught too.
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

/** Whether a password is on the common-passwords list (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
