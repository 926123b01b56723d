import { type Facts, speedsOf } from '../facts.ts';
import { FIELDS } from '../wizard-values.ts';

// What every calculator shares: its shape (null when the question is not its kind, else the answer), the answer to
// give when an input is missing, and the constants several calculators quote.

export type Calculator = (facts: Facts) => string | null;

export const HI_POWER =
  'Hydraulic Institute ANSI/HI 1.1–1.2 / 14.1 power definitions; 3960 = 33,000 ft·lbf/min ÷ 8.33 lb/gal';
/** Suction specific speed the engine designs to (pump engine: DESIGN_SUCTION_SPECIFIC_SPEED; HI 9.6.1 guidance). */
export const DESIGN_NSS = 8500;
/** 60 Hz full-load speeds of 2- and 4-pole motors (NEMA MG 1 catalogue speeds). */
const SPEEDS_60HZ = [3560, 1780] as const;
const SPEEDS_50HZ = [2900, 1450] as const;

/** The speed the question states, else the 2- and 4-pole speeds of the wizard's supply frequency (60 Hz default). */
export function candidateSpeeds(facts: Facts): number[] {
  const typedSpeed = speedsOf(facts)[0];
  if (typedSpeed !== undefined) {
    return [typedSpeed];
  }
  return facts.wizard.frequencyHz === 50 ? [...SPEEDS_50HZ] : [...SPEEDS_60HZ];
}

/** Every "an input is missing" answer starts so; `calculate` lets a general question fall through to the articles. */
export const MISSING_INPUT_PREFIX = 'To calculate ';

const WIZARD_FIELD_TITLES: ReadonlySet<string> = new Set(Object.values(FIELDS));

export function missing(what: string, needs: string[], example: string): string {
  const inWizard = needs.filter((need) => WIZARD_FIELD_TITLES.has(need));
  const where =
    inWizard.length > 0
      ? `Enter ${inWizard.map((field) => `'${field}'`).join(' and ')} in the wizard, or put the values in the question`
      : 'Put them in the question';
  return [
    `${MISSING_INPUT_PREFIX}${what} I need ${needs.map((need) => `**${need}**`).join(' and ')}.`,
    `${where}, e.g. "${example}".`,
  ].join('\n\n');
}

export function hasAny(facts: Facts, pattern: RegExp): boolean {
  return pattern.test(facts.lower);
}
