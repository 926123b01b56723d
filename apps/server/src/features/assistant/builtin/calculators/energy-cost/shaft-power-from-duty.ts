import { brakeHorsepower } from '@specsource/pump-engine';
import { type Facts, FROM_QUESTION, type Sourced } from '../../facts.ts';
import { formatNumber, withUnit } from '../../format.ts';
import { efficiencyIn } from '../../quantities.ts';
import { HI_POWER } from '../calculator.ts';
import { estimateEfficiency } from '../efficiency-estimate.ts';

/** Shaft power from flow, head and SG through brake horsepower, at the stated or an estimated pump efficiency. */
export function shaftPowerFromDuty(
  facts: Facts,
  flow: Sourced,
  head: Sourced,
  specificGravity: Sourced,
): { shaftHp: number; inputs: Array<readonly [string, Sourced]>; step: string } {
  const typedEfficiency = efficiencyIn(facts.text);
  const estimate = typedEfficiency === null ? estimateEfficiency(facts, flow.value, head.value) : null;
  const efficiency = typedEfficiency ?? estimate?.efficiency ?? 0.7;
  const shaftHp = brakeHorsepower({
    flowGpm: flow.value,
    headFt: head.value,
    specificGravity: specificGravity.value,
    efficiency,
  });
  const inputs: Array<readonly [string, Sourced]> = [];
  inputs.push(['flow', flow], ['head', head], ['specific gravity', specificGravity]);
  inputs.push([
    'pump efficiency',
    {
      value: efficiency,
      shown: `${formatNumber(efficiency * 100)} %`,
      source:
        typedEfficiency !== null
          ? FROM_QUESTION
          : 'estimated: DOE PSAT achievable efficiency (HI chart fits)',
    },
  ]);
  return { shaftHp, inputs, step: `BHP = Q·H·SG/(3960·η) = ${withUnit(shaftHp, 'hp')} (${HI_POWER}).` };
}
