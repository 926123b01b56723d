import type { CataloguePump } from './catalogue.ts';
import type { NormalisedDuty } from './duty.ts';
import type { SelectionConstraints } from './duty-constraints.ts';
import { materialClassText } from './material-compatibility.ts';
import { SINGLE_PHASE_MAX_HP } from './motor-sizing.ts';
import type { ConstraintId } from './selection-rules.ts';
import { materialRules, speedCeilingRpm, typesForPreference } from './selection-rules.ts';

/** How each constraint is named in sentences. */
export const CONSTRAINT_LABELS: Record<ConstraintId, string> = {
  supply_frequency: 'supply frequency',
  supply_phase: 'single-phase supply',
  fluid_materials: 'materials for the fluid',
  materials: 'requested materials',
  pump_type: 'pump type',
  orientation: 'orientation',
  suction_lift: 'suction lift',
  shaft_seal: 'shaft seal',
  variable_speed: 'no variable-speed drive',
  speed: 'requested speed',
  redundancy: 'redundancy (one pump running alone)',
};

const seals = (pump: CataloguePump) => pump.shaftSeals.join(', ');
const typeText = (c: SelectionConstraints) =>
  c.pumpType === null ? 'any type' : typesForPreference(c.pumpType).join(' or ');

/** Why `pump` breaks constraint `id` of the duty, in one clause with the numbers. */
export function violationText(
  id: ConstraintId,
  pump: CataloguePump,
  duty: Pick<NormalisedDuty, 'fluid' | 'constraints'>,
): string {
  const c = duty.constraints;
  switch (id) {
    case 'supply_frequency':
      return `it is rated for ${pump.frequencyHz} Hz and the ${c.frequencyHz} Hz site has no drive to run it (across the line it would run ${c.frequencyHz === 60 ? '20 % faster: head +44 %, power +73 %' : '17 % slower: head −31 %, power −42 %'} by the affinity laws)`;
    case 'supply_phase':
      return `it needs a motor above the ${SINGLE_PHASE_MAX_HP} hp single-phase motors are made in (NEC Table 430.248)`;
    case 'fluid_materials':
      return `it is ${materialClassText(pump.materialClass)}, and ${materialRules(duty).fluid.rule}`;
    case 'materials':
      return `it is ${materialClassText(pump.materialClass)}, below the requested ${materialClassText(c.materials ?? 'cast-iron')}`;
    case 'pump_type':
      return `it is ${pump.type}, not the requested ${typeText(c)}`;
    case 'orientation':
      return `it is mounted ${pump.orientation}, not ${c.orientation}`;
    case 'suction_lift':
      return `a ${pump.type} pump stands in the liquid or its NPSH3 leaves no room for a lift, and the duty has a suction lift`;
    case 'shaft_seal':
      return `it is offered with ${seals(pump)} seals, not ${c.shaftSeal}`;
    case 'variable_speed':
      return 'it runs off its nominal speed on a drive, and the duty has none';
    case 'speed':
      return `it runs faster than the requested ${c.maxSpeedRpm} rpm (${pump.variableSpeed === null ? pump.nominalSpeedRpm : `at least ${pump.variableSpeed.minSpeedRpm}`} rpm)`;
    case 'redundancy':
      return 'running alone it would run out past its curve or beyond 130 % of its BEP flow';
  }
}

/**
 * How `pump` meets each constraint the duty states, for the match's reasoning; the supply frequency and the fluid's
 * materials are always named (they always apply). Constraints in `broken` (a relaxed alternative's) are left out.
 */
export function constraintsMetText(
  pump: CataloguePump,
  duty: Pick<NormalisedDuty, 'fluid' | 'constraints'>,
  facts: { runningRpm: number; motorHp: number | null; broken?: readonly ConstraintId[] },
): string {
  const c = duty.constraints;
  const met: [ConstraintId, string][] = [];
  if (c.frequencyHz === null) {
    met.push([
      'supply_frequency',
      `supply not stated: rated ${pump.frequencyHz} Hz, check the site's supply`,
    ]);
  } else if (pump.frequencyHz === c.frequencyHz) {
    met.push(['supply_frequency', `rated for the ${c.frequencyHz} Hz supply`]);
  } else {
    met.push([
      'supply_frequency',
      `rated ${pump.frequencyHz} Hz: on the ${c.frequencyHz} Hz site it runs from ${pump.variableSpeed === null ? 'the site drive' : 'its own drive'} at its rated speed, so its published curve applies (re-rated by the affinity laws to the drive's output, not run across the line)`,
    ]);
  }
  if (c.phase !== null) {
    met.push([
      'supply_phase',
      c.phase === 1
        ? `single-phase ${c.voltage} V: its ${facts.motorHp ?? '?'} hp motor is within the ${SINGLE_PHASE_MAX_HP} hp single-phase motors are made in`
        : `three-phase ${c.voltage} V`,
    ]);
  }
  met.push([
    'fluid_materials',
    `${materialClassText(pump.materialClass)}: ${materialRules(duty).fluid.rule}`,
  ]);
  if (c.materials !== null) {
    met.push(['materials', `at least the requested ${materialClassText(c.materials)}`]);
  }
  if (c.pumpType !== null) {
    met.push(['pump_type', `type ${pump.type} as requested`]);
  }
  if (c.orientation !== null) {
    met.push(['orientation', `${pump.orientation} as requested`]);
  }
  if (c.suctionCondition !== null) {
    met.push([
      'suction_lift',
      c.suctionCondition === 'lift'
        ? 'suction lift: not a wet-pit type, and its NPSH3 leaves room for a lift; prime it with a foot valve or a priming system (it is not self-priming)'
        : 'flooded suction',
    ]);
  }
  if (c.shaftSeal !== null) {
    met.push(['shaft_seal', `offered with a ${c.shaftSeal} seal (${seals(pump)})`]);
  }
  if (c.variableSpeed !== null) {
    met.push([
      'variable_speed',
      c.variableSpeed ? 'on the site drive' : 'fixed speed without a drive: the duty is met by impeller trim',
    ]);
  }
  if (speedCeilingRpm(c) !== null) {
    met.push([
      'speed',
      `runs at ${Math.round(facts.runningRpm)} rpm, within the requested ${c.maxSpeedRpm} rpm`,
    ]);
  }
  const shown = met.filter(([id]) => !(facts.broken ?? []).includes(id)).map(([, text]) => text);
  return `Constraints met: ${shown.join('; ')}.`;
}
