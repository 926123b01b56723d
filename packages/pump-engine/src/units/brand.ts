declare const unitBrand: unique symbol;

/** A number tagged with its unit at the type level only (excalidraw `packages/math` style). */
export type Branded<Unit extends string> = number & { readonly [unitBrand]: Unit };

export type UsGpm = Branded<'gpm'>;
export type CubicMetresPerHour = Branded<'m3/h'>;
export type LitresPerSecond = Branded<'L/s'>;
export type LitresPerMinute = Branded<'L/min'>;
export type CubicMetresPerSecond = Branded<'m3/s'>;
export type Feet = Branded<'ft'>;
export type Metres = Branded<'m'>;
export type Inches = Branded<'in'>;
export type Millimetres = Branded<'mm'>;
export type Psi = Branded<'psi'>;
export type Bar = Branded<'bar'>;
export type Kilopascals = Branded<'kPa'>;
export type Fahrenheit = Branded<'°F'>;
export type Celsius = Branded<'°C'>;
export type Horsepower = Branded<'hp'>;
export type Kilowatts = Branded<'kW'>;

/** Tags a plain number with a unit; the only unchecked way in, used by the conversions. */
export function asUnit<Q extends Branded<string>>(value: number): Q {
  return value as Q;
}

/** True when `value` is a finite number (guards every unit constructor). */
export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
