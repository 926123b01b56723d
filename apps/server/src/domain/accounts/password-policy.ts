import { dictionary } from '@zxcvbn-ts/language-common';

// OWASP ASVS 5.0 §6.2.4: refuse at least the 3,000 most common passwords. zxcvbn-ts's maintained list holds
// about 49,000 (from real breach corpora); loaded once, compared lower-cased so 'PassWord1' is caught too.
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

/** Whether a password is on the common-passwords list (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/**
 * OWASP ASVS 5.0 §6.1.2 / §6.2.11 (NIST SP 800-63B §5.1.1.2 'context-specific words'): the documented list
 * (docs/security.md) is the service's own name, refused anywhere in a password, and the account's own
 * details (e-mail address, its local part, first and last name, both names together, company), refused
 * when the password is only that detail plus digits, spaces or symbols ('Ada1815!', 'mara.quint2026').
 */
export const SERVICE_WORDS = ['specsource'] as const;

/** Details shorter than this are too common as fragments to refuse ('Al', 'Li'). */
const MIN_DETAIL_LETTERS = 3;

export interface PasswordContext {
  email: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  companyName?: string | undefined;
}

/** Letters only, lower-cased: 'Mara.Quint-2026!' → 'maraquint'. */
function lettersOf(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}]/gu, '');
}

/** Whether a password is built from a context-specific word (see SERVICE_WORDS for the rule). */
export function isContextSpecificPassword(password: string, context: PasswordContext): boolean {
  const letters = lettersOf(password);
  if (SERVICE_WORDS.some((word) => letters.includes(word))) {
    return true;
  }
  const localPart = context.email.slice(0, Math.max(0, context.email.lastIndexOf('@')));
  const first = context.firstName ?? '';
  const last = context.lastName ?? '';
  const details = [
    context.email,
    localPart,
    first,
    last,
    `${first}${last}`,
    `${last}${first}`,
    context.companyName ?? '',
  ]
    .map(lettersOf)
    .filter((detail) => detail.length >= MIN_DETAIL_LETTERS);
  return details.includes(letters);
}
