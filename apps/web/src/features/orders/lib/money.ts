// DESIGN.md 'Money on the wire': decimal strings with two places plus a currency. Arithmetic here is on integer
// minor units (cents), never on floats, so 3 × 0.10 is 0.30.

const DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;

/** '1250.5' → 125050n; null when `amount` is not a plain non-negative decimal with at most two places. */
export function toMinorUnits(amount: string): bigint | null {
  const match = DECIMAL.exec(amount.trim());
  if (match === null) {
    return null;
  }
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** 125050n → '1250.50'. */
export function fromMinorUnits(minor: bigint): string {
  const cents = (minor % 100n).toString().padStart(2, '0');
  return `${minor / 100n}.${cents}`;
}

/**
 * What `quantity` of an offer costing `cost` comes to, as order now shows it before the server's quote (spec:
 * marketplace §9 'subtotal is quantity times review cost'); null when either is unusable.
 */
export function lineSubtotal(cost: string, quantity: number): string | null {
  const unit = toMinorUnits(cost);
  if (unit === null || !Number.isSafeInteger(quantity) || quantity < 1) {
    return null;
  }
  return fromMinorUnits(unit * BigInt(quantity));
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat | null {
  const known = formatters.get(currency);
  if (known) {
    return known;
  }
  try {
    const formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, formatter);
    return formatter;
  } catch {
    return null;
  }
}

/** '$1,250.50' for ('1250.50', 'USD'); the amount and code as they came when either is not understood. */
export function formatMoney(amount: string, currency: string): string {
  const formatter = formatterFor(currency.toUpperCase());
  const minor = toMinorUnits(amount);
  if (formatter === null || minor === null) {
    return `${amount} ${currency}`;
  }
  // Intl takes the decimal string itself, so no float rounding happens on large amounts.
  return formatter.format(fromMinorUnits(minor) as `${number}`);
}
