import { findLiquid, LIQUIDS } from '@specsource/pump-engine';
import { type Facts, FROM_QUESTION, inputsLine, type Sourced, wizardSource } from '../facts.ts';
import { fluidNamedIn, type Liquid } from '../fluid-named.ts';
import { quantitiesOf } from '../quantities.ts';
import { FIELDS } from '../wizard-values.ts';
import {
  type FluidProperty,
  otherPropertiesLine,
  propertyLine,
  temperatureText,
} from './fluid-property-lines.ts';

// "Vapour pressure of water at 150 °F", "density of seawater at 20 °C": the pump engine's fluid library at that
// temperature, with the library's source — the values the analysis itself uses — or what is missing, said plainly.

/** The liquid after the property word ("density of ammonia at 20 °C" → "ammonia"), when the library lacks it. */
function unknownLiquidWords(lower: string): string | null {
  const match =
    /(?:pressure|density|gravity|viscosity|heat|capacity|properties)\s+(?:of|for)\s+([a-z][a-z0-9 %.-]*?)(?=\s+(?:at|@|in|when|and)\b|[?,.!]|$)/.exec(
      lower,
    );
  const words = match?.[1]?.replace(/^(?:a|an|the|my|our|this)\s+/, '').trim();
  return words === undefined || words === '' || /^(?:fluid|liquid|product|it)$/.test(words) ? null : words;
}

type Resolved<T> = { readonly value: T; readonly input: Sourced } | { readonly answer: string } | null;

function notInLibrary(words: string, nearest: readonly Liquid[], where: string): string {
  const held = (nearest.length > 0 ? nearest : LIQUIDS).map((liquid) => liquid.name).join(', ');
  return [
    `"${words}" (${where}) is not in the pump engine's fluid library, so I have no property values for it.`,
    `${nearest.length > 0 ? 'The library holds' : 'The library holds these liquids'}: ${held}. For another liquid, enter its specific gravity and viscosity at the pumping temperature in the wizard's '${FIELDS.specificGravity}' and '${FIELDS.viscosity}' fields; the analysis then uses them.`,
  ].join('\n\n');
}

/** The liquid: named in the question, else the wizard's Fluid field; an unknown name is said, not guessed. */
function liquidOf(facts: Facts): Resolved<Liquid> {
  const named = fluidNamedIn(facts.text);
  if (named?.kind === 'not-in-library') {
    return { answer: notInLibrary(named.words, named.nearest, FROM_QUESTION) };
  }
  if (named?.kind === 'library') {
    const spelled = named.words.toLowerCase() === named.liquid.name.toLowerCase();
    return {
      value: named.liquid,
      input: {
        value: 0,
        shown: spelled ? named.liquid.name : `${named.liquid.name}, the library's entry for "${named.words}"`,
        source: FROM_QUESTION,
      },
    };
  }
  const unknown = unknownLiquidWords(facts.lower);
  if (unknown !== null) {
    return { answer: notInLibrary(unknown, [], FROM_QUESTION) };
  }
  const wizardFluid = facts.wizard.fluid;
  if (wizardFluid === null) {
    return null;
  }
  const liquid = findLiquid(wizardFluid);
  return liquid === null
    ? { answer: notInLibrary(wizardFluid, [], wizardSource(FIELDS.fluid)) }
    : { value: liquid, input: { value: 0, shown: liquid.name, source: wizardSource(FIELDS.fluid) } };
}

/** The temperature, °F: the question's first, else the wizard's Temperature field; isSi when written in °C. */
function temperatureOf(facts: Facts): (Sourced & { readonly isSi: boolean }) | null {
  const typed = quantitiesOf(facts.quantities, 'temperature')[0];
  if (typed !== undefined) {
    const temperatureF = typed.unit === 'C' ? typed.value * 1.8 + 32 : typed.value;
    return {
      value: temperatureF,
      shown: temperatureText(temperatureF),
      source: FROM_QUESTION,
      isSi: typed.unit === 'C',
    };
  }
  const wizard = facts.wizard.temperatureF;
  return wizard === null
    ? null
    : {
        value: wizard,
        shown: temperatureText(wizard),
        source: wizardSource(FIELDS.temperature),
        isSi: false,
      };
}

const PROPERTY_NAMES: Record<FluidProperty, string> = {
  vapourPressure: 'vapour pressure',
  density: 'density',
  viscosity: 'viscosity',
  specificHeat: 'specific heat',
};

function namesOf(properties: readonly FluidProperty[]): string {
  const names = properties.map((property) => PROPERTY_NAMES[property]);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function askFor(
  what: 'fluid' | 'temperature',
  properties: readonly FluidProperty[],
  liquid: Liquid | null,
  why: string,
): string {
  const example = `"${namesOf(properties)} of ${(liquid?.name ?? 'water').toLowerCase()} at 150 °F"`;
  return [
    `To give the ${namesOf(properties)} I need the **${what}**: ${why}`,
    `Put it in the question, e.g. ${example}, or enter it in the wizard's '${what === 'temperature' ? FIELDS.temperature : FIELDS.fluid}' field.`,
  ].join('\n\n');
}

const ALL: readonly FluidProperty[] = ['vapourPressure', 'density', 'viscosity', 'specificHeat'];

/** The asked properties of the liquid at the temperature, or a plain request for what is missing. */
export function fluidPropertyAnswer(facts: Facts, properties: readonly FluidProperty[]): string {
  const liquid = liquidOf(facts);
  if (liquid !== null && 'answer' in liquid) {
    return liquid.answer;
  }
  const temperature = temperatureOf(facts);
  if (liquid === null) {
    return askFor(
      'fluid',
      properties,
      null,
      `name a liquid of the fluid library (${LIQUIDS.map((entry) => entry.name).join(', ')}).`,
    );
  }
  if (temperature === null) {
    return askFor(
      'temperature',
      properties,
      liquid.value,
      `${liquid.value.name}'s properties change with it (vapour pressure most of all). Give °F or °C.`,
    );
  }
  const model = liquid.value;
  const { min, max } = model.rangeF;
  const values = model.at(temperature.value);
  const isKnown = Object.values(values).every((value) => Number.isFinite(value) && value >= 0);
  if (temperature.value < min || temperature.value > max || !isKnown) {
    return `${model.name}'s properties in the pump engine's fluid library cover ${temperatureText(min)} to ${temperatureText(max)}; ${temperatureText(temperature.value)} is outside that range, so I give no value rather than an extrapolation. Source: ${model.source}.`;
  }
  const others = ALL.filter((property) => !properties.includes(property) && property !== 'specificHeat');
  return [
    `**${model.name} at ${temperature.shown} — the pump engine's fluid library**`,
    inputsLine([
      ['fluid', liquid.input],
      ['temperature', temperature],
    ]),
    properties.map((property) => propertyLine(property, values, facts.lower, temperature.isSi)).join('\n'),
    ...(others.length > 0 ? [otherPropertiesLine(others, values)] : []),
    `Source: ${model.source} (the library's range ${temperatureText(min)} to ${temperatureText(max)}); the analysis and the matcher use these same values. Units by NIST SP 811.`,
  ].join('\n\n');
}
