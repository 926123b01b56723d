import {
  api610DriverMarginFactor,
  brakeHorsepower,
  nemaMotorRatingHp,
  waterHorsepower,
} from '@specsource/pump-engine';
import {
  FROM_QUESTION,
  flowOf,
  headOf,
  inputsLine,
  KW_PER_HP,
  powerHpOf,
  type Sourced,
  specificGravityOf,
} from '../facts.ts';
import { formatNumber, withUnit } from '../format.ts';
import { efficiencyIn } from '../quantities.ts';
import { FIELDS } from '../wizard-values.ts';
import { type Calculator, HI_POWER, hasAny, missing } from './calculator.ts';
import { estimateEfficiency } from './efficiency-estimate.ts';

// Pump power and motor size: brake horsepower from flow, head, SG and efficiency (or a stated shaft power), then the
// next NEMA rating with and without the API 610 driver margin.

const POWER_WORDS =
  /\bmotor\b|\bhp\b|horsepower|\bbhp\b|brake|\bpower\b|\bkw\b|\bdriver\b|\bsize the motor\b|what size motor/;

export const motorSizing: Calculator = (facts) => {
  if (!hasAny(facts, POWER_WORDS) || hasAny(facts, /\bconvert\b|cost|kwh|per year|annual|energy|bill/)) {
    return null;
  }
  if (hasAny(facts, /\bpoles?\b|synchronous/)) {
    return null;
  }
  const specificGravity = specificGravityOf(facts);
  const flow = flowOf(facts, { excludeBep: true });
  const head = headOf(facts, specificGravity.value);
  const givenPower = powerHpOf(facts);
  if ((flow === null || head === null) && givenPower !== null) {
    return [
      `**Motor for a pump absorbing ${givenPower.shown}**`,
      inputsLine([['pump shaft power', givenPower]]),
      ...motorLines(givenPower.value),
    ].join('\n\n');
  }
  if (flow === null || head === null) {
    const lacking: string[] = [];
    if (flow === null) {
      lacking.push(FIELDS.flow);
    }
    if (head === null) {
      lacking.push(FIELDS.head);
    }
    return missing('the pump power and motor size', lacking, 'what motor for 500 gpm at 120 ft?');
  }
  const typedEfficiency = efficiencyIn(facts.text);
  const estimate = typedEfficiency === null ? estimateEfficiency(facts, flow.value, head.value) : null;
  const efficiency = typedEfficiency ?? estimate?.efficiency ?? 0.7;
  const whp = waterHorsepower({
    flowGpm: flow.value,
    headFt: head.value,
    specificGravity: specificGravity.value,
  });
  const bhp = brakeHorsepower({
    flowGpm: flow.value,
    headFt: head.value,
    specificGravity: specificGravity.value,
    efficiency,
  });
  const efficiencyInput: Sourced =
    typedEfficiency !== null
      ? { value: typedEfficiency, shown: `${formatNumber(typedEfficiency * 100)} %`, source: FROM_QUESTION }
      : { value: efficiency, shown: `${formatNumber(efficiency * 100)} %`, source: 'estimated, see below' };
  const inputs: Array<readonly [string, Sourced]> = [
    ['flow', flow],
    ['head', head],
    ['specific gravity', specificGravity],
    ['pump efficiency', efficiencyInput],
  ];
  if (estimate !== null) {
    inputs.push(['speed', estimate.speed]);
  }
  const lines = [
    `**Pump power and motor size for ${flow.shown} at ${head.shown}**`,
    inputsLine(inputs),
    ...(estimate !== null ? [estimate.note] : []),
    `**Brake horsepower:** BHP = Q·H·SG / (3960·η) = ${formatNumber(flow.value)} gpm × ${formatNumber(head.value)} ft × ${Number(specificGravity.value.toPrecision(4))} / (3960 × ${efficiency.toFixed(3)}) = **${withUnit(bhp, 'hp')}** (${withUnit(bhp * KW_PER_HP, 'kW')}); water horsepower ${withUnit(whp, 'hp')}. Source: ${HI_POWER}.`,
    ...motorLines(bhp),
  ];
  return lines.join('\n\n');
};

/** The motor for a shaft power: API 610 margin → next NEMA rating, the plain next rating, and the service-factor note. */
function motorLines(bhp: number): string[] {
  const bhpKw = bhp * KW_PER_HP;
  const margin = api610DriverMarginFactor(bhpKw);
  const withMargin = bhp * margin;
  const apiRating = nemaMotorRatingHp(withMargin);
  const plainRating = nemaMotorRatingHp(bhp);
  const marginText =
    margin === 1.25 ? '125 % up to 22 kW' : margin === 1.15 ? '115 % for 22–55 kW' : '110 % above 55 kW';
  const serviceFactor =
    'a 1.15 service factor is reserve for voltage, temperature and curve uncertainty, not capacity to plan on (NEMA MG 1). Check the power at the end of the curve (run-out) too, so the motor is non-overloading.';
  return [
    apiRating === null
      ? `**Motor:** ${withUnit(withMargin, 'hp')} with the API 610 margin is above the 500 hp NEMA MG 1 range: a large (above-NEMA) motor from the supplier.`
      : `**Motor:** with the API 610 driver margin (${marginText} of rated power): ${withUnit(bhp, 'hp')} × ${margin} = ${withUnit(withMargin, 'hp')} → next NEMA MG 1 standard rating **${withUnit(apiRating, 'hp')}**.`,
    plainRating !== null && plainRating !== apiRating
      ? `Without a margin the next standard rating is ${withUnit(plainRating, 'hp')}; ${serviceFactor}`
      : `${serviceFactor.charAt(0).toUpperCase()}${serviceFactor.slice(1)}`,
  ];
}
