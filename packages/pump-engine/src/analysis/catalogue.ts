import type { Issue } from '../issues.ts';
import { issueError } from '../issues.ts';
import { isFiniteNumber } from '../units/brand.ts';
import type { MaterialClass, Orientation, ShaftSeal } from './constraints.ts';
import { MATERIAL_CLASSES, ORIENTATIONS, SHAFT_SEALS } from './constraints.ts';

/** Construction types of catalogue pumps. */
export const CATALOGUE_PUMP_TYPES = [
  'end-suction',
  'inline',
  'split-case',
  'vertical-multistage',
  'horizontal-multistage',
  'vertical-turbine',
  'submersible',
] as const;
export type CataloguePumpType = (typeof CATALOGUE_PUMP_TYPES)[number];

/** One measured point of the curve at maximum impeller diameter and nominal speed, on water: gpm, ft, fraction, ft, hp. */
export interface CurvePoint {
  readonly flowGpm: number;
  /** Total head of the pump (all stages), ft. */
  readonly headFt: number;
  /** Pump efficiency, fraction; null when only power is published (then η = Q·H/(3960·P)). */
  readonly efficiency: number | null;
  /** NPSH3, ft; null when not published (then estimated from Nss = 8500). */
  readonly npshRequiredFt: number | null;
  /** Shaft power on water, hp; null when only efficiency is published. */
  readonly powerHp: number | null;
}

/** A catalogue pump: what the matcher stores and analyzeWithPump reads. US units; curve at max diameter. */
export interface CataloguePump {
  readonly id: string;
  readonly manufacturer: string;
  readonly series: string;
  readonly model: string;
  readonly type: CataloguePumpType;
  /** Nominal (full-load) speed of the published curve, rpm, at `frequencyHz`. */
  readonly nominalSpeedRpm: number;
  readonly frequencyHz: 50 | 60;
  readonly impellerDiameterMinIn: number;
  readonly impellerDiameterMaxIn: number;
  readonly stages: number;
  readonly suctionNozzleIn: number;
  readonly dischargeNozzleIn: number;
  /** At least 3 points, flow strictly rising, at max diameter and nominal speed. */
  readonly curve: readonly CurvePoint[];
  /** Minimum continuous stable flow at max diameter and nominal speed, gpm; null when not published. */
  readonly minContinuousStableFlowGpm: number | null;
  /** Speed range on a VFD, rpm; null for a fixed-speed pump (then the duty is met by trimming). */
  readonly variableSpeed: { readonly minSpeedRpm: number; readonly maxSpeedRpm: number } | null;
  readonly materials: { readonly casing: string; readonly impeller: string; readonly shaft: string | null };
  /** The wetted-materials class the fluid and materials filters read (material-compatibility.ts). */
  readonly materialClass: MaterialClass;
  /** Shaft seals the maker offers on this model (at least one). */
  readonly shaftSeals: readonly ShaftSeal[];
  readonly orientation: Orientation;
  readonly listPrice: { readonly amount: number; readonly currency: string } | null;
  readonly leadTimeWeeks: number | null;
  readonly productUrl: string | null;
  /** Where the data came from (manufacturer sheet, demo generator, digitised source and licence). */
  readonly dataSource: string;
}

// Efficiency over 95 % is not credible for a centrifugal pump (an importer rule).
const MAX_EFFICIENCY = 0.95;

/** Checks a catalogue pump's numbers: curve shape and ranges; issues name the point and field (never throws). */
export function validateCataloguePump(pump: CataloguePump): Issue[] {
  const issues: Issue[] = [];
  const bad = (path: (string | number)[], message: string) =>
    issues.push(issueError('invalid_curve', ['pump', ...path], message));
  if (pump.curve.length < 3) {
    bad(['curve'], 'A curve needs at least 3 points.');
  }
  if (!(pump.nominalSpeedRpm > 0)) {
    bad(['nominalSpeedRpm'], 'Nominal speed must be positive.');
  }
  if (!(pump.impellerDiameterMinIn > 0 && pump.impellerDiameterMinIn <= pump.impellerDiameterMaxIn)) {
    bad(['impellerDiameterMinIn'], 'Impeller diameters must satisfy 0 < min ≤ max.');
  }
  if (!(Number.isInteger(pump.stages) && pump.stages >= 1)) {
    bad(['stages'], 'Stages must be a whole number ≥ 1.');
  }
  if (!(MATERIAL_CLASSES as readonly string[]).includes(pump.materialClass)) {
    bad(['materialClass'], `Material class must be one of ${MATERIAL_CLASSES.join(', ')}.`);
  }
  const seals = pump.shaftSeals as readonly string[];
  if (
    seals.length === 0 ||
    new Set(seals).size !== seals.length ||
    seals.some((seal) => !(SHAFT_SEALS as readonly string[]).includes(seal))
  ) {
    bad(['shaftSeals'], `Shaft seals must list one or more of ${SHAFT_SEALS.join(', ')}, each once.`);
  }
  if (!(ORIENTATIONS as readonly string[]).includes(pump.orientation)) {
    bad(['orientation'], `Orientation must be one of ${ORIENTATIONS.join(', ')}.`);
  }
  pump.curve.forEach((point, i) => {
    if (!isFiniteNumber(point.flowGpm) || point.flowGpm < 0) {
      bad(['curve', i, 'flowGpm'], 'Flow must be a finite number ≥ 0.');
    }
    if (i > 0 && !(point.flowGpm > (pump.curve[i - 1]?.flowGpm ?? Number.POSITIVE_INFINITY))) {
      bad(['curve', i, 'flowGpm'], 'Flows must rise strictly from point to point.');
    }
    if (!isFiniteNumber(point.headFt) || point.headFt <= 0) {
      bad(['curve', i, 'headFt'], 'Head must be a finite number > 0.');
    }
    if (point.efficiency === null && point.powerHp === null) {
      bad(['curve', i], 'Each point needs an efficiency or a power.');
    }
    if (point.efficiency !== null && !(point.efficiency > 0 && point.efficiency <= MAX_EFFICIENCY)) {
      bad(['curve', i, 'efficiency'], 'Efficiency must be a fraction in (0, 0.95].');
    }
    if (point.powerHp !== null && !(point.powerHp > 0)) {
      bad(['curve', i, 'powerHp'], 'Power must be > 0.');
    }
  });
  return issues;
}

/** A curve prepared for interpolation: parallel arrays at max diameter, nominal speed, water. */
export interface PreparedCurve {
  readonly flow: readonly number[];
  readonly head: readonly number[];
  readonly efficiency: readonly number[];
  readonly power: readonly number[];
  readonly npsh: readonly number[] | null;
  readonly bepIndex: number;
}

/** Fills each point's efficiency or power from the other (η = Q·H/(3960·P), HI; water SG 1) and finds the BEP (argmax η). */
export function prepareCurve(pump: CataloguePump): PreparedCurve {
  const flow: number[] = [];
  const head: number[] = [];
  const efficiency: number[] = [];
  const power: number[] = [];
  const hasNpsh = pump.curve.every((point) => point.npshRequiredFt !== null);
  const npsh: number[] = [];
  let bepIndex = 0;
  pump.curve.forEach((point, i) => {
    const whp = (point.flowGpm * point.headFt) / 3960;
    const eta = point.efficiency ?? (point.powerHp === null ? 0 : whp / point.powerHp);
    flow.push(point.flowGpm);
    head.push(point.headFt);
    efficiency.push(eta);
    power.push(point.powerHp ?? (eta > 0 ? whp / eta : 0));
    npsh.push(point.npshRequiredFt ?? 0);
    if (eta > (efficiency[bepIndex] ?? 0)) {
      bepIndex = i;
    }
  });
  return { flow, head, efficiency, power, npsh: hasNpsh ? npsh : null, bepIndex };
}

/** Linear interpolation of ys over rising xs at x (clamped to the ends) — the curve between published points. */
export function interpolateCurve(xs: readonly number[], ys: readonly number[], x: number): number {
  const n = xs.length;
  if (x <= (xs[0] ?? 0)) {
    return ys[0] ?? 0;
  }
  for (let i = 1; i < n; i += 1) {
    const x1 = xs[i] ?? 0;
    if (x === x1) {
      return ys[i] ?? 0;
    }
    if (x < x1) {
      const x0 = xs[i - 1] ?? 0;
      const y0 = ys[i - 1] ?? 0;
      return y0 + (((ys[i] ?? 0) - y0) * (x - x0)) / (x1 - x0);
    }
  }
  return ys[n - 1] ?? 0;
}
