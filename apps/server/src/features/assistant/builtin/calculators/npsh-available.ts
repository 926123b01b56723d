import { npshAvailableFt } from '@specsource/pump-engine';
import { type Facts, FROM_QUESTION, LABEL_REACH, wizardSource } from '../facts.ts';
import { formatNumber, withUnit } from '../format.ts';
import { quantitiesOf } from '../quantities.ts';
import { FIELDS } from '../wizard-values.ts';

// NPSH available from an open tank's geometry: elevation, static suction (or lift), friction and water temperature.

export const NPSH_GUIDANCE =
  'ANSI/HI 9.6.1 recommends an NPSHa/NPSH3 margin ratio of about 1.1–1.3 for low suction energy general service, rising to 2.0–2.5 for high suction energy and critical services such as boiler feed; never below 1.0, and a few feet more where the liquid is near boiling or carries gas.';

export function npshAvailableFromTank(facts: Facts): string {
  const lengths = quantitiesOf(facts.quantities, 'length');
  const find = (pattern: RegExp) =>
    lengths.find(
      (quantity) =>
        pattern.test(quantity.before.slice(-LABEL_REACH)) ||
        pattern.test((quantity.after.split(/[,;]/)[0] ?? '').slice(0, LABEL_REACH)),
    );
  const feet = (quantity: { value: number; unit: string } | undefined) =>
    quantity === undefined ? null : quantity.unit === 'm' ? quantity.value / 0.3048 : quantity.value;
  const elevation = find(/elevation|altitude|above sea|sea level/);
  const lift = find(/\blift\b|below the pump/);
  const submergence = find(/submergence|above the pump|level|flooded|static/);
  const friction = find(/friction|loss/);
  const temperature = quantitiesOf(facts.quantities, 'temperature')[0];
  const temperatureF =
    temperature !== undefined
      ? temperature.unit === 'C'
        ? temperature.value * 1.8 + 32
        : temperature.value
      : (facts.wizard.temperatureF ?? 68);
  const staticFt = lift !== undefined ? -(feet(lift) ?? 0) : (feet(submergence) ?? 0);
  const elevationFt = feet(elevation) ?? 0;
  const frictionFt = feet(friction) ?? 0;
  const result = npshAvailableFt({
    temperatureF,
    elevationFt,
    staticSuctionFt: staticFt,
    frictionLossFt: frictionFt,
  });
  const src = (quantity: unknown, fallback: string) => (quantity !== undefined ? FROM_QUESTION : fallback);
  return [
    `**NPSH available ≈ ${withUnit(result, 'ft')}** (${withUnit(result * 0.3048, 'm')}) for water from an open tank`,
    `**Inputs:** site elevation ${formatNumber(elevationFt)} ft (${src(elevation, 'assumed sea level')}); static suction ${formatNumber(staticFt)} ft, negative for a lift (${src(lift ?? submergence, 'assumed 0')}); suction friction loss ${formatNumber(frictionFt)} ft (${src(friction, 'assumed 0')}); water at ${formatNumber(temperatureF)} °F (${temperature !== undefined ? FROM_QUESTION : facts.wizard.temperatureF !== null ? wizardSource(FIELDS.temperature) : 'assumed 68 °F'}).`,
    'NPSHa = (p_atm − p_vapour)·144/ρ + z_s − h_f, pressures psia, ρ lb/ft³ (Hydraulic Institute ANSI/HI 9.6.1 / HI Engineering Data Book); atmospheric pressure from the US Standard Atmosphere 1976 at the elevation, vapour pressure and density of water (IAPWS) at the temperature — as the pump engine computes it.',
    `Compare with the pump's NPSH3 at the rated flow: ${NPSH_GUIDANCE} Enter the result in the wizard's '${FIELDS.npshAvailable}' field.`,
  ].join('\n\n');
}
