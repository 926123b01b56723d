import { fluidNamedIn, type Liquid } from './fluid-named.ts';
import { type Quantity, quantitiesOf } from './quantities.ts';

// A library liquid a calculation question names ("what motor for 500 gpm of seawater at 120 ft?"), with the
// temperature to take its properties at, so the calculators use the liquid the user wrote instead of water.

/** The SG reference temperature (API/HI): where no temperature is known, SG is read at 60 °F. */
const SPECIFIC_GRAVITY_REFERENCE_F = 60;

export interface NamedLiquid {
  readonly liquid: Liquid;
  /** °F from the question, else from the wizard, else null. */
  readonly temperatureF: number | null;
  readonly isTemperatureFromQuestion: boolean;
}

/** The library liquid the question names and its temperature, or null when it names none. */
export function namedLiquidOf(
  text: string,
  quantities: readonly Quantity[],
  wizardTemperatureF: number | null,
): NamedLiquid | null {
  const named = fluidNamedIn(text);
  if (named?.kind !== 'library') {
    return null;
  }
  const typed = quantitiesOf(quantities, 'temperature')[0];
  const typedF = typed === undefined ? null : typed.unit === 'C' ? typed.value * 1.8 + 32 : typed.value;
  return {
    liquid: named.liquid,
    temperatureF: typedF ?? wizardTemperatureF,
    isTemperatureFromQuestion: typedF !== null,
  };
}

/** A liquid's specific gravity at a temperature kept inside the library's range (60 °F when none is known). */
export function specificGravityAt(
  liquid: Liquid,
  temperatureF: number | null,
): { value: number; atF: number } {
  const atF = Math.min(
    liquid.rangeF.max,
    Math.max(liquid.rangeF.min, temperatureF ?? SPECIFIC_GRAVITY_REFERENCE_F),
  );
  return { value: liquid.at(atF).specificGravity, atF };
}
