import type { CataloguePump } from '../analysis/catalogue.ts';
import { interpolateCurve, prepareCurve } from '../analysis/catalogue.ts';
import { DESIGN_SUCTION_SPECIFIC_SPEED } from '../formulas/specific-speed.ts';

/** A catalogue prepared for matching: compact typed arrays; opaque to callers. */
export interface CatalogueIndex {
  readonly size: number;
}

/** Pumps sharing a rated frequency and a control mode (trim or VFD), sorted by BEP flow for a binary-searched window. */
export interface IndexGroup {
  readonly frequencyHz: 50 | 60;
  readonly isVariableSpeed: boolean;
  /** Pump indices in BEP-flow order. */
  readonly order: Uint32Array;
  /** BEP flow at max diameter and nominal speed, gpm, in the same order. */
  readonly bepFlow: Float64Array;
  /** Smallest and largest affinity ratio (vs nominal speed, max diameter) any pump of the group can run at. */
  readonly ratioMin: number;
  readonly ratioMax: number;
}

/** The index proper: one slot per pump in the struct-of-arrays columns, curves packed by offset. */
export interface IndexData extends CatalogueIndex {
  readonly pumps: readonly CataloguePump[];
  readonly groups: readonly IndexGroup[];
  /** Curve points of pump i are [curveStart[i], curveStart[i+1]): flow gpm, head ft, efficiency, NPSH3 ft (NaN: none). */
  readonly curveStart: Uint32Array;
  readonly flow: Float64Array;
  readonly head: Float64Array;
  readonly efficiency: Float64Array;
  readonly npsh: Float64Array;
  readonly bepFlow: Float64Array;
  readonly bepHead: Float64Array;
  readonly bepEfficiency: Float64Array;
  /** Min and max head of the max-diameter curve over its allowable span 40–130 % of BEP flow (pre-filter bounds). */
  readonly aorHeadMin: Float64Array;
  readonly aorHeadMax: Float64Array;
  readonly nominalRpm: Float64Array;
  /** Trim: D_min/D_max and 1; VFD: min and max speed over the nominal speed. */
  readonly ratioLo: Float64Array;
  readonly ratioHi: Float64Array;
  /** Minimum continuous stable flow at max diameter and nominal speed, gpm (NaN: not published). */
  readonly minStableFlow: Float64Array;
  /** Suction specific speed at BEP per eye (US), for the ANSI/HI 9.6.1 margin class; 8500 when NPSH3 is not published. */
  readonly suctionSpecificSpeed: Float64Array;
  readonly frequencyHz: Uint8Array;
  readonly isVariableSpeed: Uint8Array;
  readonly eyes: Uint8Array;
  /** Bytes held by the typed arrays (the pump objects themselves are the caller's). */
  readonly typedBytes: number;
}

// Allowable operating region as % of BEP flow: the engine's bepZone (40–130 %, a project choice on HI 9.6.3).
export const AOR_MIN_FRACTION = 0.4;
export const AOR_MAX_FRACTION = 1.3;

/** Min and max of a piecewise-linear curve over [a, b] (clamped at the ends as interpolateCurve does). */
function headRange(flow: readonly number[], head: readonly number[], a: number, b: number): [number, number] {
  let lo = Math.min(interpolateCurve(flow, head, a), interpolateCurve(flow, head, b));
  let hi = Math.max(interpolateCurve(flow, head, a), interpolateCurve(flow, head, b));
  flow.forEach((q, i) => {
    if (q > a && q < b) {
      lo = Math.min(lo, head[i] ?? lo);
      hi = Math.max(hi, head[i] ?? hi);
    }
  });
  return [lo, hi];
}

function buildGroup(data: Omit<IndexData, 'groups' | 'typedBytes'>, members: number[]): IndexGroup {
  const first = members[0] ?? 0;
  members.sort(
    (a, b) =>
      (data.bepFlow[a] as number) - (data.bepFlow[b] as number) ||
      ((data.pumps[a]?.id ?? '') < (data.pumps[b]?.id ?? '') ? -1 : 1),
  );
  const order = Uint32Array.from(members);
  const bepFlow = Float64Array.from(members, (i) => data.bepFlow[i] as number);
  let ratioMin = Number.POSITIVE_INFINITY;
  let ratioMax = 0;
  for (const i of members) {
    ratioMin = Math.min(ratioMin, data.ratioLo[i] as number);
    ratioMax = Math.max(ratioMax, data.ratioHi[i] as number);
  }
  return {
    frequencyHz: data.frequencyHz[first] === 50 ? 50 : 60,
    isVariableSpeed: data.isVariableSpeed[first] === 1,
    order,
    bepFlow,
    ratioMin,
    ratioMax,
  };
}

/**
 * Builds the matcher's index (issue 5 §4): per pump the BEP, the head bounds over its allowable region, the trim or
 * speed envelope and the packed max-diameter curve, in typed arrays; pumps grouped by frequency and mode and sorted by
 * BEP flow. Pumps are expected to pass validateCataloguePump (the importer's rule); the exact solve re-checks them.
 */
export function buildCatalogueIndex(pumps: readonly CataloguePump[]): CatalogueIndex {
  const n = pumps.length;
  const points = pumps.reduce((sum, pump) => sum + pump.curve.length, 0);
  const columns = () => new Float64Array(n);
  const data = {
    size: n,
    pumps,
    curveStart: new Uint32Array(n + 1),
    flow: new Float64Array(points),
    head: new Float64Array(points),
    efficiency: new Float64Array(points),
    npsh: new Float64Array(points),
    bepFlow: columns(),
    bepHead: columns(),
    bepEfficiency: columns(),
    aorHeadMin: columns(),
    aorHeadMax: columns(),
    nominalRpm: columns(),
    ratioLo: columns(),
    ratioHi: columns(),
    minStableFlow: columns(),
    suctionSpecificSpeed: columns(),
    frequencyHz: new Uint8Array(n),
    isVariableSpeed: new Uint8Array(n),
    eyes: new Uint8Array(n),
  };
  const members = new Map<string, number[]>();
  let offset = 0;
  pumps.forEach((pump, i) => {
    const curve = prepareCurve(pump);
    data.curveStart[i] = offset;
    curve.flow.forEach((q, k) => {
      data.flow[offset + k] = q;
      data.head[offset + k] = curve.head[k] ?? 0;
      data.efficiency[offset + k] = curve.efficiency[k] ?? 0;
      data.npsh[offset + k] = curve.npsh === null ? Number.NaN : (curve.npsh[k] ?? 0);
    });
    offset += curve.flow.length;
    const bepFlow = curve.flow[curve.bepIndex] ?? 0;
    const lastFlow = curve.flow[curve.flow.length - 1] ?? 0;
    const [headMin, headMax] = headRange(
      curve.flow,
      curve.head,
      AOR_MIN_FRACTION * bepFlow,
      Math.min(AOR_MAX_FRACTION * bepFlow, lastFlow),
    );
    const eyes = pump.type === 'split-case' ? 2 : 1;
    const bepNpsh = curve.npsh === null ? 0 : (curve.npsh[curve.bepIndex] ?? 0);
    data.bepFlow[i] = bepFlow;
    data.bepHead[i] = curve.head[curve.bepIndex] ?? 0;
    data.bepEfficiency[i] = curve.efficiency[curve.bepIndex] ?? 0;
    data.aorHeadMin[i] = headMin;
    data.aorHeadMax[i] = headMax;
    data.nominalRpm[i] = pump.nominalSpeedRpm;
    data.ratioLo[i] =
      pump.variableSpeed === null
        ? pump.impellerDiameterMinIn / pump.impellerDiameterMaxIn
        : pump.variableSpeed.minSpeedRpm / pump.nominalSpeedRpm;
    data.ratioHi[i] = pump.variableSpeed === null ? 1 : pump.variableSpeed.maxSpeedRpm / pump.nominalSpeedRpm;
    data.minStableFlow[i] = pump.minContinuousStableFlowGpm ?? Number.NaN;
    // Nss = N·√(Q_BEP per eye)/NPSH3_BEP^0.75 (HI EDB Eq. 1.D.4).
    data.suctionSpecificSpeed[i] =
      bepNpsh > 0
        ? (pump.nominalSpeedRpm * Math.sqrt(bepFlow / eyes)) / bepNpsh ** 0.75
        : DESIGN_SUCTION_SPECIFIC_SPEED;
    data.frequencyHz[i] = pump.frequencyHz;
    data.isVariableSpeed[i] = pump.variableSpeed === null ? 0 : 1;
    data.eyes[i] = eyes;
    const key = `${pump.frequencyHz}/${pump.variableSpeed === null ? 'trim' : 'vfd'}`;
    const list = members.get(key) ?? [];
    list.push(i);
    members.set(key, list);
  });
  data.curveStart[n] = offset;
  // Fixed group order so iteration (and nothing else) never depends on the catalogue's order.
  const groups = ['50/trim', '50/vfd', '60/trim', '60/vfd'].flatMap((key) => {
    const list = members.get(key);
    return list === undefined ? [] : [buildGroup(data, list)];
  });
  const typedBytes =
    Object.values(data).reduce(
      (sum: number, value) => sum + (ArrayBuffer.isView(value) ? value.byteLength : 0),
      0,
    ) + groups.reduce((sum, group) => sum + group.order.byteLength + group.bepFlow.byteLength, 0);
  const index: IndexData = { ...data, groups, typedBytes };
  return index;
}

/** The index's own typed-array memory, bytes (what the index adds on top of the pump objects). */
export function catalogueIndexBytes(index: CatalogueIndex): number {
  return (index as IndexData).typedBytes;
}
