/**
 * Every user-facing validation and error string, once. Texts come verbatim from the specs unless
 * docs/design.md decided otherwise (noted beside the entry).
 */
export const MESSAGES = {
  // docs/design.md 'required-field message': one required-field message for the whole specification step.
  fieldRequired: 'This field is required',
  selectUnit: 'please select a unit',
  // docs/design.md 'quantity message': wizard and order-now share this text.
  quantityMin: 'Quantity must be greater than or equal to 1',
  zipCodeDigits: 'Zip code should be at least 5 digits',
  // Accounts (docs/spec/marketplace-spec.md §5 'Contact step', docs/spec/pump-selection-spec.md §5, §8).
  emailInvalid: 'This email field is required and provide a valid email',
  firstNameRequired: 'This first name is required',
  phoneRequired: 'This phone is required',
  companyNameRequired: 'This company name is required',
  passwordRequired: 'This password field is required',
  confirmPasswordMismatch: 'Confirm password not match',
  // OWASP ASVS 5.0 §6.2: length only, no composition rules, common passwords refused.
  passwordTooShort: 'Use at least 8 characters for the password',
  passwordTooLong: 'Use at most 128 characters for the password',
  passwordTooCommon: 'This password is one of the most common ones. Choose one that is harder to guess',
  // ASVS 5.0 §6.2.11: the service's name and the user's own details (docs/security.md).
  passwordContextSpecific:
    "This password is too easy to guess from SpecSource's name or your own details. Choose another one",
  emailTaken: 'An account with this email already exists. Sign in instead, or reset your password.',
  loginSuccessful: 'login successful',
  loginFailed: 'please enter valid email or password',
  accountNotActivated:
    'Your account is not activated yet. Open the activation link we e-mailed you, or ask for a new one.',
  userExistsWrongPassword: 'This email has already an account. But password not match',
  registrationSubmitted: 'order submitted please check your email for account activation',
  activationSent: 'Account created. Check your email for the activation link.',
  activationResent: 'If an account with this email is waiting for activation, a new link is on its way.',
  activationInvalid: 'This activation link has expired or was already used. Ask for a new one below.',
  signInRequired: 'Sign in to continue.',
  forbidden: 'Your account does not have access to this. Sign in with an account that does.',
  csrfMissing: 'Your session token is missing or out of date. Reload the page and try again.',
  originRejected: 'This request came from another site and was refused. Use SpecSource directly.',
  rateLimited: 'Too many attempts. Wait a moment and try again.',
  providerNotConfigured:
    'Sign-in with this provider is not set up on this server. Use e-mail and password instead.',
  // Google and Microsoft sign-in pages.
  providerSignInFailed:
    'This sign-in could not be completed: it expired, was already used, or was started in another browser. Try again.',
  providerSignInCancelled:
    'The sign-in was cancelled or refused at the provider. Try again, or use e-mail and password.',
  providerUnreachable:
    'The sign-in provider cannot be reached right now. Try again in a moment, or use e-mail and password.',
  providerEmailMissing:
    'The provider did not share your e-mail address, which your SpecSource account needs. Allow it and try again, or register with e-mail and password.',
  providerEmailNeedsPassword:
    'An account with this e-mail address already exists, and the provider did not confirm that the address is yours. Sign in with your e-mail and password first; you can link this sign-in method afterwards.',
  // Pump search (docs/spec/pump-selection-spec.md §8, docs/spec/marketplace-spec.md §7).
  noSubCode: 'No sub-code available',
  dispatcherNeedsInput: 'Send either the order_id of your request or the filled specification (answer).',
  requestNotFound: 'No request with this order id is yours. Check the link or start a new request.',
  searchSessionNotFound: 'This search is not available any more. Run the search again.',
  /** Per-account search ceiling (OWASP ASVS 5.0 §2.4.1): every search is stored as a search session. */
  searchLimitReached: (limit: number, minutes: number) =>
    `This account has run ${limit.toLocaleString('en-US')} searches in the past hour, the most one account may. Search again in ${minutesText(minutes)}.`,
  feedbackEmpty: 'Please provide at least some feedback before submitting.',
  feedbackThanks: 'Thank you for your feedback! It helps us improve the analysis.',
  partNotFound: 'No part matches this address. Check the link or search for the part on the home page.',
  routeNotFound: 'This address does not exist. Check the URL or start again from the home page.',
  internalError: 'Something went wrong on our side. Please try again in a moment.',
  databaseUnavailable: 'The database is not reachable.',
  // OWASP ASVS 5.0 §5.4.3: uploaded files are scanned for malware before anything is stored.
  uploadMalwareFound:
    'Our virus scanner found malware in this file, so nothing was saved. Check the file with your own antivirus and send a clean copy.',
  uploadScanUnavailable:
    'Files cannot be checked for viruses right now, so nothing was saved. Try again in a few minutes.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** '1 minute', '12 minutes': the wait a rate-limited answer names. */
export function minutesText(minutes: number): string {
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
