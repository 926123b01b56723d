import type { Issue } from '../issues.ts';
import { issueError } from '../issues.ts';
import { isFiniteNumber } from '../units/brand.ts';
import type { ElectricalSupply, Redundancy } from './constraints.ts';
import {
  MATERIAL_CLASSES,
  ORIENTATIONS,
  PUMP_TYPE_PREFERENCES,
  REDUNDANCIES,
  SHAFT_SEALS,
  SUCTION_CONDITIONS,
} from './constraints.ts';
import type { Duty, SelectionConstraints } from './duty-types.ts';

export type { SelectionConstraints } from './duty-types.ts';

/** Pumps installed and running for each arrangement: the share of the duty flow one pump carries is 1/running. */
export const ARRANGEMENTS: Record<Redundancy, { readonly installed: number; readonly running: number }> = {
  single: { installed: 1, running: 1 },
  'duty-standby': { installed: 2, running: 1 },
  '2x50': { installed: 2, running: 2 },
  '3x50': { installed: 3, running: 2 },
};

// A requested speed is met by a motor whose full-load speed is within its slip of it: 1780 rpm meets a request for
// 1750 or 1800 (4-pole), 3560 meets 3600 (NEMA MG 1 slip of 1–3 %).
export const SPEED_TOLERANCE = 0.03;

function member<T extends string>(
  vocabulary: readonly T[],
  value: unknown,
  path: string,
  issues: Issue[],
): T | null {
  if (value === undefined || value === null) {
    return null;
  }
  if (typeof value === 'string' && (vocabulary as readonly string[]).includes(value)) {
    return value as T;
  }
  issues.push(issueError('out_of_range', [path], `${path} must be one of ${vocabulary.join(', ')}.`));
  return null;
}

function supplyOf(supply: ElectricalSupply | undefined, issues: Issue[]): ElectricalSupply | null {
  if (supply === undefined || supply === null) {
    return null;
  }
  const isValid =
    (supply.phase === 1 || supply.phase === 3) &&
    (supply.frequencyHz === 50 || supply.frequencyHz === 60) &&
    isFiniteNumber(supply.voltage) &&
    supply.voltage >= 100 &&
    supply.voltage <= 15_000;
  if (!isValid) {
    issues.push(
      issueError(
        'out_of_range',
        ['supply'],
        'The electrical supply must give a voltage of 100–15,000 V, 1 or 3 phases and 50 or 60 Hz.',
      ),
    );
    return null;
  }
  return supply;
}

/**
 * Validates the duty's selection constraints (constraints.ts vocabularies) and folds the supply into one frequency:
 * a supply and a frequencyHz that disagree are refused, naming both.
 */
export function normaliseConstraints(
  duty: Duty,
  frequencyHz: number | undefined,
  speedRpm: number | undefined,
  issues: Issue[],
): SelectionConstraints {
  const supply = supplyOf(duty.supply, issues);
  if (supply !== null && frequencyHz !== undefined && frequencyHz !== supply.frequencyHz) {
    issues.push(
      issueError(
        'out_of_range',
        ['frequencyHz'],
        `frequencyHz ${frequencyHz} contradicts the ${supply.frequencyHz} Hz electrical supply.`,
      ),
    );
  }
  const pumpType = member(PUMP_TYPE_PREFERENCES, duty.pumpType, 'pumpType', issues);
  if (
    duty.variableSpeed !== undefined &&
    duty.variableSpeed !== null &&
    typeof duty.variableSpeed !== 'boolean'
  ) {
    issues.push(issueError('invalid_number', ['variableSpeed'], 'variableSpeed must be true or false.'));
  }
  const given = supply?.frequencyHz ?? frequencyHz;
  return {
    frequencyHz: given === 50 || given === 60 ? given : null,
    phase: supply?.phase ?? null,
    voltage: supply?.voltage ?? null,
    pumpType: pumpType === 'any' ? null : pumpType,
    materials: member(MATERIAL_CLASSES, duty.materials, 'materials', issues),
    orientation: member(ORIENTATIONS, duty.orientation, 'orientation', issues),
    suctionCondition: member(SUCTION_CONDITIONS, duty.suctionCondition, 'suctionCondition', issues),
    shaftSeal: member(SHAFT_SEALS, duty.shaftSeal, 'shaftSeal', issues),
    variableSpeed: typeof duty.variableSpeed === 'boolean' ? duty.variableSpeed : null,
    redundancy: member(REDUNDANCIES, duty.redundancy, 'redundancy', issues) ?? 'single',
    maxSpeedRpm: speedRpm ?? null,
  };
}
