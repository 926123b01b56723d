// An order's money (docs/design.md 'totals'), computed here from the ordered offer version's
// unit cost and the quantity — never read from the client. Integer minor units throughout.

const BASIS_POINTS = 10_000n;

export interface OrderTotals {
  subtotalMinor: number;
  taxMinor: number;
  totalMinor: number;
}

/**
 * Tax on `subtotalMinor` at `rateBps` basis points (825 = 8.25 %), rounded half up to a whole minor unit:
 * 82.5 cents is 83 cents (commercial rounding, as invoices do; not banker's rounding).
 */
export function taxOf(subtotalMinor: number, rateBps: number): number {
  if (!Number.isSafeInteger(subtotalMinor) || subtotalMinor < 0) {
    throw new RangeError(`not a non-negative whole amount: ${subtotalMinor}`);
  }
  if (!Number.isInteger(rateBps) || rateBps < 0) {
    throw new RangeError(`not a tax rate in basis points: ${rateBps}`);
  }
  // BigInt: subtotal × rate can pass 2^53 long before the tax itself does.
  const scaled = BigInt(subtotalMinor) * BigInt(rateBps);
  return Number((scaled + BASIS_POINTS / 2n) / BASIS_POINTS);
}

/**
 * subtotal = quantity × unit cost; tax = taxOf(subtotal); total = subtotal + tax. Null when the total would
 * not be a whole number JavaScript holds exactly (an absurd order the caller refuses).
 */
export function orderTotalsOf(input: {
  quantity: number;
  unitCostMinor: number;
  taxRateBps: number;
}): OrderTotals | null {
  const subtotal = BigInt(input.quantity) * BigInt(input.unitCostMinor);
  if (subtotal > BigInt(Number.MAX_SAFE_INTEGER)) {
    return null;
  }
  const subtotalMinor = Number(subtotal);
  const taxMinor = taxOf(subtotalMinor, input.taxRateBps);
  const totalMinor = subtotalMinor + taxMinor;
  return Number.isSafeInteger(totalMinor) ? { subtotalMinor, taxMinor, totalMinor } : null;
}
