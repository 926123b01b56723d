import { z } from 'zod';

// docs/design.md 'Wire shapes': money on the wire is a decimal string with two places ("1234.50") plus a
// currency; inside, integer minor units (cents). Conversions go through strings, never floats, so
// "0.29" is 29 cents exactly.

/** Up to 10 whole digits and at most two decimals, no sign, no exponent. */
const MONEY_PATTERN = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

export const DEFAULT_CURRENCY = 'USD';

/** A positive amount such as "1234.50" (or "1234.5", "1234"); `messages` name the field. */
export function positiveMoneySchema(messages: { invalid: string; notPositive: string }) {
  return z
    .string({ error: messages.invalid })
    .trim()
    .regex(MONEY_PATTERN, { error: messages.invalid })
    .refine((value) => !MONEY_PATTERN.test(value) || toMinorUnits(value) > 0, {
      error: messages.notPositive,
    });
}

/** "1234.5" → 123450. Throws on anything `positiveMoneySchema` would refuse. */
export function toMinorUnits(amount: string): number {
  const match = MONEY_PATTERN.exec(amount.trim());
  if (!match) {
    throw new Error(`not a money amount: ${amount}`);
  }
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 123450 → "1234.50". */
export function formatMinorUnits(minor: number): string {
  if (!Number.isSafeInteger(minor)) {
    throw new Error(`not a whole number of minor units: ${minor}`);
  }
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(minor);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
