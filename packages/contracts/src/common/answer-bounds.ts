import { attributeKeyRule } from '../attribute-keys.ts';
import type { PartStructure } from '../parts.ts';
import { convertUnit } from './unit-scales.ts';

type Attribute =
  PartStructure['partclassification_set'][number]['partclassificationattribute_set'][number]['attribute'];

/** One limit on a number answer, in `unit` (null: the attribute has no units, or the limit holds in any). */
export interface Bound {
  readonly side: 'min' | 'max';
  readonly limit: number;
  readonly unit: string | null;
  readonly isExclusive: boolean;
}

function quantity(limit: number, unit: string | null): string {
  return unit === null ? String(limit) : `${limit} ${unit}`;
}

export const BOUND_MESSAGES = {
  belowMin: (min: number, unit: string | null = null) => `Enter ${quantity(min, unit)} or more`,
  notAboveMin: (min: number, unit: string | null = null) => `Enter more than ${quantity(min, unit)}`,
  aboveMax: (max: number, unit: string | null = null) => `Enter ${quantity(max, unit)} or less`,
  notBelowMax: (max: number, unit: string | null = null) => `Enter less than ${quantity(max, unit)}`,
} as const;

/**
 * The limits on an attribute's number: its own bounds (stored in its first unit), then what its key demands
 * (a flow or head above 0, in any unit: zero is zero whatever the scale).
 */
export function boundsOf(attribute: Attribute): Bound[] {
  const unit = attribute.unit[0]?.title ?? null;
  const bounds: Bound[] = [];
  if (attribute.min_value !== undefined && attribute.min_value !== null) {
    bounds.push({
      side: 'min',
      limit: attribute.min_value,
      unit,
      isExclusive: attribute.min_exclusive === true,
    });
  }
  if (attribute.max_value !== undefined && attribute.max_value !== null) {
    bounds.push({
      side: 'max',
      limit: attribute.max_value,
      unit,
      isExclusive: attribute.max_exclusive === true,
    });
  }
  if (attributeKeyRule(attribute.key)?.isPositive === true) {
    bounds.push({ side: 'min', limit: 0, unit: null, isExclusive: true });
  }
  return bounds;
}

// Converted values carry floating-point dust (0 °C is 32.00000000000006 °F); it must not decide a bound.
const CONVERSION_TOLERANCE = 1e-9;

/**
 * Whether `value` (typed in `unit`) keeps within `bound`. A value in another unit than the bound's is converted
 * (common/unit-scales.ts); when no conversion is known the bound is not checked, rather than compared wrongly.
 */
export function isWithin(value: number, unit: string | null, bound: Bound): boolean {
  if (bound.unit !== null && unit === null) {
    return true;
  }
  const isSameUnit = bound.unit === null || unit === bound.unit;
  const converted = isSameUnit || unit === null ? value : convertUnit(value, unit, bound.unit ?? unit);
  if (converted === null) {
    return true;
  }
  const slack = isSameUnit ? 0 : CONVERSION_TOLERANCE * Math.max(1, Math.abs(bound.limit));
  const beyond = bound.side === 'min' ? bound.limit - converted : converted - bound.limit;
  return bound.isExclusive ? beyond < -slack : beyond <= slack;
}

const SHOWN_DIGITS = 4;

/**
 * A converted limit to four significant digits, rounded into the allowed side (a minimum up, a maximum down),
 * so a value typed as the message says is accepted.
 */
function shownLimit(limit: number, side: Bound['side']): number {
  const clean = Number(limit.toPrecision(12));
  if (clean === 0 || Number.isInteger(clean)) {
    return clean;
  }
  const exponent = Math.floor(Math.log10(Math.abs(clean))) - SHOWN_DIGITS + 1;
  const round = side === 'min' ? Math.ceil : Math.floor;
  return exponent < 0
    ? round(clean * 10 ** -exponent) / 10 ** -exponent
    : round(clean / 10 ** exponent) * 10 ** exponent;
}

/** What to tell the user about a bound their value broke, in the unit they typed it in. */
export function boundMessage(bound: Bound, unit: string | null, hasUnits: boolean): string {
  const boundUnit = bound.unit ?? unit;
  const inTheirUnit =
    unit === null || boundUnit === null ? bound.limit : convertUnit(bound.limit, boundUnit, unit);
  const limit = inTheirUnit === null ? bound.limit : shownLimit(inTheirUnit, bound.side);
  const shownUnit = hasUnits ? (inTheirUnit === null ? boundUnit : unit) : null;
  if (bound.side === 'min') {
    return bound.isExclusive
      ? BOUND_MESSAGES.notAboveMin(limit, shownUnit)
      : BOUND_MESSAGES.belowMin(limit, shownUnit);
  }
  return bound.isExclusive
    ? BOUND_MESSAGES.notBelowMax(limit, shownUnit)
    : BOUND_MESSAGES.aboveMax(limit, shownUnit);
}
