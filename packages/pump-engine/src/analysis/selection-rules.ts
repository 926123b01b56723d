import type { CataloguePump, CataloguePumpType } from './catalogue.ts';
import { offersShaftSeal } from './catalogue-traits.ts';
import type { MaterialClass, PumpTypePreference } from './constraints.ts';
import { MATERIAL_CLASSES } from './constraints.ts';
import type { NormalisedDuty } from './duty.ts';
import type { SelectionConstraints } from './duty-constraints.ts';
import { SPEED_TOLERANCE } from './duty-constraints.ts';
import type { FluidMaterialRule } from './material-compatibility.ts';
import { fluidMaterialRule, meetsMaterialClass } from './material-compatibility.ts';

/** The selection constraints the matcher applies (each a hard filter, or named when a relaxed pump breaks it). */
export type ConstraintId =
  | 'supply_frequency'
  | 'supply_phase'
  | 'fluid_materials'
  | 'materials'
  | 'pump_type'
  | 'orientation'
  | 'suction_lift'
  | 'shaft_seal'
  | 'variable_speed'
  | 'speed'
  | 'redundancy';

/** Every constraint in the order they are reported. */
export const CONSTRAINT_IDS: readonly ConstraintId[] = [
  'supply_frequency',
  'supply_phase',
  'fluid_materials',
  'materials',
  'pump_type',
  'orientation',
  'suction_lift',
  'shaft_seal',
  'variable_speed',
  'speed',
  'redundancy',
];

/** The duty field each constraint comes from (issue paths, so the server can show it under its wizard field). */
export const CONSTRAINT_FIELDS: Record<ConstraintId, readonly string[]> = {
  supply_frequency: ['supply'],
  supply_phase: ['supply'],
  fluid_materials: ['fluid', 'name'],
  materials: ['materials'],
  pump_type: ['pumpType'],
  orientation: ['orientation'],
  suction_lift: ['suctionCondition'],
  shaft_seal: ['shaftSeal'],
  variable_speed: ['variableSpeed'],
  speed: ['speedRpm'],
  redundancy: ['redundancy'],
};

/** Catalogue types a pump-type preference admits ('multistage' is horizontal or vertical). */
export function typesForPreference(preference: Exclude<PumpTypePreference, 'any'>): CataloguePumpType[] {
  return preference === 'multistage' ? ['horizontal-multistage', 'vertical-multistage'] : [preference];
}

/**
 * Wet-pit types that stand in the liquid and cannot draw it up to themselves: a suction lift excludes them (ANSI/HI
 * 2.1-2.2 vertical pumps; a submersible pump is flooded by definition).
 */
export const WET_PIT_TYPES: readonly CataloguePumpType[] = ['vertical-turbine', 'submersible'];

/** The material classes the duty admits: the fluid's compatibility rule, and at least the requested class. */
export function materialRules(duty: Pick<NormalisedDuty, 'fluid' | 'constraints'>): {
  fluid: FluidMaterialRule;
  requested: readonly MaterialClass[];
} {
  const requested = duty.constraints.materials;
  return {
    fluid: fluidMaterialRule(duty.fluid.service, duty.fluid.temperatureF),
    requested: requested === null ? MATERIAL_CLASSES : (MEETING.get(requested) ?? []),
  };
}

// For each requested class, the classes that meet it (computed once).
const MEETING = new Map<MaterialClass, readonly MaterialClass[]>(
  MATERIAL_CLASSES.map((requested) => [
    requested,
    MATERIAL_CLASSES.filter((offered) => meetsMaterialClass(offered, requested)),
  ]),
);

/** The fastest speed a requested speed admits, rpm (SPEED_TOLERANCE for slip), or null when none was requested. */
export function speedCeilingRpm(constraints: SelectionConstraints): number | null {
  return constraints.maxSpeedRpm === null ? null : constraints.maxSpeedRpm * (1 + SPEED_TOLERANCE);
}

/**
 * Whether a pump rated at its own frequency may serve the site: on the site's frequency; or through a drive, which runs
 * the motor at its rated frequency — the pump's own (a VFD pump) unless the duty says there is none, or the site's.
 */
export function isSupplyServed(
  pump: { frequencyHz: number; isVariableSpeed: boolean },
  constraints: Pick<SelectionConstraints, 'frequencyHz' | 'variableSpeed'>,
): boolean {
  if (constraints.frequencyHz === null || pump.frequencyHz === constraints.frequencyHz) {
    return true;
  }
  return pump.isVariableSpeed ? constraints.variableSpeed !== false : constraints.variableSpeed === true;
}

/**
 * The constraints a catalogue pump breaks before any hydraulics: supply frequency, fluid and requested materials,
 * type, orientation, suction lift (wet-pit types), shaft seal, variable speed (a drive where there is none), and a
 * requested speed its nominal (trim) or lowest (VFD) speed already exceeds. The matcher's index encodes the same rules
 * as bits (matching/match-rules.ts).
 */
export function pumpViolations(
  pump: CataloguePump,
  duty: Pick<NormalisedDuty, 'fluid' | 'constraints'>,
): ConstraintId[] {
  const c = duty.constraints;
  const isVariableSpeed = pump.variableSpeed !== null;
  const materials = materialRules(duty);
  const violations: ConstraintId[] = [];
  const check = (id: ConstraintId, isMet: boolean) => {
    if (!isMet) {
      violations.push(id);
    }
  };
  check('supply_frequency', isSupplyServed({ frequencyHz: pump.frequencyHz, isVariableSpeed }, c));
  check('fluid_materials', materials.fluid.allowed.includes(pump.materialClass));
  check('materials', materials.requested.includes(pump.materialClass));
  check('pump_type', c.pumpType === null || typesForPreference(c.pumpType).includes(pump.type));
  check('orientation', c.orientation === null || pump.orientation === c.orientation);
  check('suction_lift', c.suctionCondition !== 'lift' || !WET_PIT_TYPES.includes(pump.type));
  check('shaft_seal', c.shaftSeal === null || offersShaftSeal(pump.shaftSeals, c.shaftSeal));
  check('variable_speed', c.variableSpeed !== false || !isVariableSpeed);
  const ceiling = speedCeilingRpm(c);
  const slowest = pump.variableSpeed === null ? pump.nominalSpeedRpm : pump.variableSpeed.minSpeedRpm;
  check('speed', ceiling === null || slowest <= ceiling);
  return violations;
}
