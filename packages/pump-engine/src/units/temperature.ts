import type { Celsius, Fahrenheit } from './brand.ts';
import { asUnit } from './brand.ts';

/** Converts °C to °F (exact: °F = 1.8·°C + 32, NIST SP 811). */
export function celsiusToFahrenheit(temperatureC: Celsius | number): Fahrenheit {
  return asUnit<Fahrenheit>(temperatureC * 1.8 + 32);
}

/** Converts °F to °C (exact: °C = (°F − 32)/1.8, NIST SP 811). */
export function fahrenheitToCelsius(temperatureF: Fahrenheit | number): Celsius {
  return asUnit<Celsius>((temperatureF - 32) / 1.8);
}

/** Converts °F to kelvin (K = (°F − 32)/1.8 + 273.15, NIST SP 811). */
export function fahrenheitToKelvin(temperatureF: Fahrenheit | number): number {
  return (temperatureF - 32) / 1.8 + 273.15;
}

/** Validates a temperature `{value, unit: 'F' | 'C'}` and returns °F, or null for an unknown unit. */
export function temperatureToFahrenheit(value: number, unit: string): Fahrenheit | null {
  const key = unit.trim().toUpperCase().replace('°', '');
  if (key === 'F') {
    return asUnit<Fahrenheit>(value);
  }
  if (key === 'C') {
    return celsiusToFahrenheit(value);
  }
  return null;
}
