// Money on the wire is a decimal string with two places plus a currency (docs/ARCHITECTURE.md 'Orders and
// payments'). Arithmetic here is on integer minor units (cents), never on floats, so 3 × 0.10 is 0.30.

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
 * docs/spec/marketplace-spec.md §9 'subtotal is quantity times review cost'); null when either is unusable.
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

/**
 * The one money format of every page and the confirmation PDF: '$1,250.50' for ('1250.50', 'USD'), en-US with
 * two decimals. `amount` is the wire's decimal string, or a number from the pump engine or the catalogue (rounded
 * to the cent). The amount and code as they came when either is not understood.
 */
export function formatMoney(amount: string | number, currency = 'USD'): string {
  const formatter = formatterFor(currency.toUpperCase());
  const minor = typeof amount === 'number' ? centsOf(amount) : toMinorUnits(amount);
  if (formatter === null || minor === null) {
    return `${amount} ${currency}`;
  }
  const sign = minor < 0n ? '-' : '';
  const magnitude = minor < 0n ? -minor : minor;
  // Intl takes the decimal string itself, so no float rounding happens on large amounts.
  return formatter.format(`${sign}${fromMinorUnits(magnitude)}` as `${number}`);
}

/** A finite number of dollars (or euros…) as whole cents, half away from zero; null when not finite. */
function centsOf(amount: number): bigint | null {
  if (!Number.isFinite(amount)) {
    return null;
  }
  const cents = Math.round(Math.abs(amount) * 100);
  return BigInt(amount < 0 ? -cents : cents);
}
