import { bigint, char } from 'drizzle-orm/pg-core';

/** An amount in integer minor units (cents); JS numbers are exact up to 2^53. */
export function minorUnits() {
  return bigint({ mode: 'number' });
}

/** An ISO 4217 code such as USD. */
export function currencyCode() {
  return char({ length: 3 }).notNull().default('USD');
}
