import type { CataloguePump, CataloguePumpType } from '../analysis/catalogue.ts';
import { CATALOGUE_PUMP_TYPES } from '../analysis/catalogue.ts';
import { offersShaftSeal } from '../analysis/catalogue-traits.ts';
import type { MaterialClass, Orientation, ShaftSeal } from '../analysis/constraints.ts';
import { MATERIAL_CLASSES, ORIENTATIONS, SHAFT_SEALS } from '../analysis/constraints.ts';
import type { NormalisedDuty } from '../analysis/duty.ts';
import { ARRANGEMENTS } from '../analysis/duty-constraints.ts';
import type { MotorSizingPractice } from '../analysis/motor-sizing.ts';
import { motorSizingPractice, SINGLE_PHASE_MAX_HP } from '../analysis/motor-sizing.ts';
import type { ConstraintId } from '../analysis/selection-rules.ts';
import {
  isSupplyServed,
  materialRules,
  speedCeilingRpm,
  typesForPreference,
  WET_PIT_TYPES,
} from '../analysis/selection-rules.ts';
import { liftNpshCeilingFt } from '../analysis/suction.ts';

/**
 * A pump's selection attributes packed in one 32-bit word of the index, one-hot per field: type (bits 0–6), orientation
 * (7–8), material class (9–15), and the seals it is offered with (16–19, any number set). A rule on a field is a mask of
 * the admitted values; a pump passes when its word shares a bit with every rule's mask.
 */
const TYPES: readonly CataloguePumpType[] = CATALOGUE_PUMP_TYPES;
const TYPE_SHIFT = 0;
const ORIENTATION_SHIFT = TYPES.length;
const MATERIAL_SHIFT = ORIENTATION_SHIFT + ORIENTATIONS.length;
const SEAL_SHIFT = MATERIAL_SHIFT + MATERIAL_CLASSES.length;

const bit = <T>(values: readonly T[], shift: number, value: T) =>
  (1 << (shift + values.indexOf(value))) >>> 0;
const maskOf = <T>(values: readonly T[], shift: number, admitted: readonly T[]) =>
  admitted.reduce((mask, value) => (mask | bit(values, shift, value)) >>> 0, 0);

/** The pump's attribute word (see above). */
export function pumpTraits(pump: CataloguePump): number {
  return (
    (bit(TYPES, TYPE_SHIFT, pump.type) |
      bit(ORIENTATIONS, ORIENTATION_SHIFT, pump.orientation) |
      bit(MATERIAL_CLASSES, MATERIAL_SHIFT, pump.materialClass) |
      maskOf(SHAFT_SEALS, SEAL_SHIFT, pump.shaftSeals)) >>>
    0
  );
}

/** One pre-solve rule: the constraint it enforces and the attribute values it admits, as a mask. */
export interface TraitRule {
  readonly constraint: ConstraintId;
  readonly mask: number;
}

/** A query's constraints in the form the matcher applies them (from the normalised duty; RELAXED applies none). */
export interface MatchRules {
  /** Rules on the attribute word; only the constraints the duty states (plus the fluid's materials, always). */
  readonly traits: readonly TraitRule[];
  /** Site frequency and drive, for isSupplyServed; null frequency: any rating. */
  readonly frequencyHz: 50 | 60 | null;
  readonly siteDrive: boolean | null;
  /** Fastest running speed admitted, rpm (a requested speed with slip tolerance); null: any. */
  readonly speedCeilingRpm: number | null;
  /** Largest motor admitted, hp (single-phase); null: up to 500 hp. */
  readonly maxMotorHp: number | null;
  /** Pumps running together (2 for 2 × 50 % and 3 × 50 %): checked running alone when more than 1. */
  readonly runningPumps: number;
  /** On a suction lift without a given NPSHa: the most NPSHa any lift can give, ft (suction.ts). */
  readonly liftNpshCeilingFt: number | null;
  readonly motorPractice: MotorSizingPractice;
}

const seals = (requested: ShaftSeal): ShaftSeal[] =>
  SHAFT_SEALS.filter((offered) => offersShaftSeal([offered], requested));

/** The rules of a normalised duty (selection-rules.ts is the reference each mask is built from). */
export function matchRules(duty: NormalisedDuty): MatchRules {
  const c = duty.constraints;
  const materials = materialRules(duty);
  const traits: TraitRule[] = [];
  const add = (constraint: ConstraintId, mask: number) => traits.push({ constraint, mask });
  if (materials.fluid.allowed.length < MATERIAL_CLASSES.length) {
    add('fluid_materials', maskOf<MaterialClass>(MATERIAL_CLASSES, MATERIAL_SHIFT, materials.fluid.allowed));
  }
  if (c.materials !== null) {
    add('materials', maskOf<MaterialClass>(MATERIAL_CLASSES, MATERIAL_SHIFT, materials.requested));
  }
  if (c.pumpType !== null) {
    add('pump_type', maskOf(TYPES, TYPE_SHIFT, typesForPreference(c.pumpType)));
  }
  if (c.orientation !== null) {
    add('orientation', maskOf<Orientation>(ORIENTATIONS, ORIENTATION_SHIFT, [c.orientation]));
  }
  if (c.suctionCondition === 'lift') {
    add(
      'suction_lift',
      maskOf(
        TYPES,
        TYPE_SHIFT,
        TYPES.filter((type) => !WET_PIT_TYPES.includes(type)),
      ),
    );
  }
  if (c.shaftSeal !== null) {
    add('shaft_seal', maskOf(SHAFT_SEALS, SEAL_SHIFT, seals(c.shaftSeal)));
  }
  return {
    traits,
    frequencyHz: c.frequencyHz,
    siteDrive: c.variableSpeed,
    speedCeilingRpm: speedCeilingRpm(c),
    maxMotorHp: c.phase === 1 ? SINGLE_PHASE_MAX_HP : null,
    runningPumps: ARRANGEMENTS[c.redundancy].running,
    liftNpshCeilingFt:
      c.suctionCondition === 'lift' && duty.npshAvailableFt === null ? liftNpshCeilingFt(duty) : null,
    motorPractice: motorSizingPractice(duty.fluid.service),
  };
}

/** No selection constraint: a single pump, any rating and attribute, NEMA general-service motor sizing. */
export const UNCONSTRAINED_RULES: MatchRules = {
  traits: [],
  frequencyHz: null,
  siteDrive: null,
  speedCeilingRpm: null,
  maxMotorHp: null,
  runningPumps: 1,
  liftNpshCeilingFt: null,
  motorPractice: 'nema-general-service',
};

/**
 * The same duty with every selection constraint relaxed: hydraulics, NPSH and the 500 hp motor limit only (each pump
 * still carries its share of a parallel set's flow; running alone is checked as the redundancy constraint).
 */
export function relaxedRules(rules: MatchRules): MatchRules {
  return { ...UNCONSTRAINED_RULES, motorPractice: rules.motorPractice };
}

/** Whether a whole index group (one rated frequency, trim or VFD) may serve the site (isSupplyServed). */
export function groupServes(
  group: { frequencyHz: 50 | 60; isVariableSpeed: boolean },
  rules: MatchRules,
): boolean {
  const byDrive = rules.siteDrive !== false || !group.isVariableSpeed;
  return byDrive && isSupplyServed(group, { frequencyHz: rules.frequencyHz, variableSpeed: rules.siteDrive });
}

/** Whether an attribute word passes every trait rule. */
export function traitsPass(traits: number, rules: MatchRules): boolean {
  for (const rule of rules.traits) {
    if ((traits & rule.mask) === 0) {
      return false;
    }
  }
  return true;
}
