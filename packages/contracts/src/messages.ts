/**
 * Every user-facing validation and error string, once. Texts come verbatim from the specs unless
 * DESIGN.md decided otherwise (noted beside the entry).
 */
export const MESSAGES = {
  // DESIGN.md: one required-field message for the whole specification step.
  fieldRequired: 'This field is required',
  selectUnit: 'please select a unit',
  // DESIGN.md: wizard and order-now share this text.
  quantityMin: 'Quantity must be greater than or equal to 1',
  zipCodeDigits: 'Zip code should be at least 5 digits',
  partNotFound: 'No part matches this address. Check the link or search for the part on the home page.',
  routeNotFound: 'This address does not exist. Check the URL or start again from the home page.',
  internalError: 'Something went wrong on our side. Please try again in a moment.',
  databaseUnavailable: 'The database is not reachable.',
} as const;

export type MessageKey = keyof typeof MESSAGES;
