import type { PumpDetail } from '@specsource/contracts';
import { formatMoney } from '../../../lib/money.ts';

const QUANTITY = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A quantity with its unit: 1,750 rpm, 7.5 in. */
export function formatQuantity(value: number, unit: string): string {
  return `${QUANTITY.format(value)} ${unit}`;
}

/** The list price in the app's money format ('$1,234.50'), or null when there is none. */
export function formatListPrice(pump: Pick<PumpDetail, 'list_price' | 'currency'>): string | null {
  return pump.list_price === null ? null : formatMoney(pump.list_price, pump.currency ?? 'USD');
}

/** '3 weeks', '1 week', 'In stock' for 0, or null when unknown. */
export function formatLeadTime(weeks: number | null): string | null {
  if (weeks === null) {
    return null;
  }
  if (weeks === 0) {
    return 'In stock';
  }
  return weeks === 1 ? '1 week' : `${QUANTITY.format(weeks)} weeks`;
}

/** '1,750 rpm at 60 Hz', plus the variable-speed range when the pump has one. */
export function formatSpeed(pump: PumpDetail): string {
  const nominal = `${formatQuantity(pump.nominal_speed_rpm, 'rpm')} at ${pump.frequency_hz} Hz`;
  if (pump.variable_speed_min_rpm === null || pump.variable_speed_max_rpm === null) {
    return nominal;
  }
  const range = `${QUANTITY.format(pump.variable_speed_min_rpm)}–${formatQuantity(pump.variable_speed_max_rpm, 'rpm')}`;
  return `${nominal}; variable speed ${range}`;
}

/** '7–9 in', or '9 in' for a single diameter. */
export function formatImpellerRange(pump: PumpDetail): string {
  const { impeller_diameter_min_in: min, impeller_diameter_max_in: max } = pump;
  return min === max ? formatQuantity(max, 'in') : `${QUANTITY.format(min)}–${formatQuantity(max, 'in')}`;
}
