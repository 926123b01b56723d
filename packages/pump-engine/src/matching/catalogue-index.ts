import type { CataloguePump } from '../analysis/catalogue.ts';
import { interpolateCurve, prepareCurve } from '../analysis/catalogue.ts';
import { polesForSpeed } from '../formulas/motor.ts';
import { DESIGN_SUCTION_SPECIFIC_SPEED } from '../formulas/specific-speed.ts';
import { BLOCK, buildBlocks, tileGroup } from './index-blocks.ts';
import type { CatalogueIndex, IndexData, IndexGroup, Slab } from './index-data.ts';
import { pumpTraits } from './match-rules.ts';
import { type PackedCurves, type PackedPumpColumns, PackedPumps } from './packed-pumps.ts';
import { leadTimeTerm } from './score.ts';
import { intoSharedMemory, typedArrayBytes } from './shared-memory.ts';

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

/** The curve columns the index reads in the packed pumps rather than holding its own (index-data.ts). */
type CurveColumns = 'flow' | 'head' | 'efficiency' | 'npsh';

type Columns = Omit<
  IndexData,
  'size' | 'source' | 'sourceOf' | 'idOrder' | 'groups' | 'blocks' | 'typedBytes' | CurveColumns
>;

function allocate(n: number): Columns {
  const columns = () => new Float64Array(n);
  return {
    rank: new Uint32Array(n),
    curveStart: new Uint32Array(n),
    curveEnd: new Uint32Array(n),
    hasNpsh: new Uint8Array(n),
    bepFlow: columns(),
    bepHead: columns(),
    bepEfficiency: columns(),
    aorFlowLo: columns(),
    aorFlowHi: columns(),
    aorHeadMin: columns(),
    aorHeadMax: columns(),
    nominalRpm: columns(),
    ratioLo: columns(),
    ratioHi: columns(),
    minStableFlow: columns(),
    suctionSpecificSpeed: columns(),
    listUsd: columns(),
    poles: new Uint8Array(n),
    stages: columns(),
    isInline: new Uint8Array(n),
    leadTerm: columns(),
    frequencyHz: new Uint8Array(n),
    isVariableSpeed: new Uint8Array(n),
    eyes: new Uint8Array(n),
    traits: new Uint32Array(n),
    maxPowerHp: columns(),
  };
}

/** Fills slot i's columns from its pump, packed at `position` (its curve's points are the packed ones). */
function fillSlot(
  data: Columns,
  i: number,
  pump: CataloguePump,
  position: number,
  curves: PackedCurves,
): void {
  const curve = prepareCurve(pump);
  data.curveStart[i] = curves.start[position] as number;
  data.curveEnd[i] = curves.end[position] as number;
  data.hasNpsh[i] = curve.npsh === null ? 0 : 1;
  const bepFlow = curve.flow[curve.bepIndex] ?? 0;
  const lastFlow = curve.flow[curve.flow.length - 1] ?? 0;
  const aorFlowHi = Math.min(AOR_MAX_FRACTION * bepFlow, lastFlow);
  const [headMin, headMax] = headRange(curve.flow, curve.head, AOR_MIN_FRACTION * bepFlow, aorFlowHi);
  const eyes = pump.type === 'split-case' ? 2 : 1;
  const bepNpsh = curve.npsh === null ? 0 : (curve.npsh[curve.bepIndex] ?? 0);
  data.bepFlow[i] = bepFlow;
  data.bepHead[i] = curve.head[curve.bepIndex] ?? 0;
  data.bepEfficiency[i] = curve.efficiency[curve.bepIndex] ?? 0;
  data.aorFlowLo[i] = AOR_MIN_FRACTION * bepFlow;
  data.aorFlowHi[i] = aorFlowHi;
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
  data.listUsd[i] = pump.listPrice?.currency.toUpperCase() === 'USD' ? pump.listPrice.amount : Number.NaN;
  data.poles[i] = polesForSpeed({ speedRpm: pump.nominalSpeedRpm, frequencyHz: pump.frequencyHz });
  data.stages[i] = pump.stages;
  data.isInline[i] = pump.type === 'inline' ? 1 : 0;
  data.leadTerm[i] = leadTimeTerm(pump.leadTimeWeeks);
  data.frequencyHz[i] = pump.frequencyHz;
  data.isVariableSpeed[i] = pump.variableSpeed === null ? 0 : 1;
  data.eyes[i] = eyes;
  data.traits[i] = pumpTraits(pump);
  // Rounded up to float32, so the run-out check never sees less power than the curve has.
  data.maxPowerHp[i] = Math.max(...curve.power);
}

const GROUP_KEYS = ['50/trim', '50/vfd', '60/trim', '60/vfd'];

/** Pump numbers per group (fixed group order, so nothing depends on the catalogue's order), each in BEP-flow order. */
function planGroups(pumps: readonly CataloguePump[]): {
  plans: number[][];
  bepHead: Float64Array;
  bepEfficiency: Float64Array;
} {
  const bepFlow = new Float64Array(pumps.length);
  const bepHead = new Float64Array(pumps.length);
  const bepEfficiency = new Float64Array(pumps.length);
  const members = new Map<string, number[]>(GROUP_KEYS.map((key) => [key, []]));
  pumps.forEach((pump, i) => {
    const curve = prepareCurve(pump);
    bepFlow[i] = curve.flow[curve.bepIndex] ?? 0;
    bepHead[i] = curve.head[curve.bepIndex] ?? 0;
    bepEfficiency[i] = curve.efficiency[curve.bepIndex] ?? 0;
    members.get(`${pump.frequencyHz}/${pump.variableSpeed === null ? 'trim' : 'vfd'}`)?.push(i);
  });
  const byBepFlow = (a: number, b: number) =>
    (bepFlow[a] as number) - (bepFlow[b] as number) || ((pumps[a]?.id ?? '') < (pumps[b]?.id ?? '') ? -1 : 1);
  const plans = GROUP_KEYS.map((key) => (members.get(key) ?? []).sort(byBepFlow)).filter(
    (list) => list.length > 0,
  );
  return { plans, bepHead, bepEfficiency };
}

/** A group over slots [start, start + members.length) whose tiling cut the slab boundaries `cuts` (relative). */
function buildGroup(
  data: Columns,
  start: number,
  order: Uint32Array,
  cuts: readonly number[],
  blockStarts: number[],
): IndexGroup {
  const end = start + order.length;
  const bepFlow = Float64Array.from(order, (slot) => data.bepFlow[slot] as number);
  let ratioMin = Number.POSITIVE_INFINITY;
  let ratioMax = 0;
  for (let slot = start; slot < end; slot += 1) {
    ratioMin = Math.min(ratioMin, data.ratioLo[slot] as number);
    ratioMax = Math.max(ratioMax, data.ratioHi[slot] as number);
  }
  const slabs: Slab[] = [];
  for (let j = 0; j + 1 < cuts.length; j += 1) {
    const from = start + (cuts[j] as number);
    const to = start + (cuts[j + 1] as number);
    const blockFrom = blockStarts.length;
    for (let slot = from; slot < to; slot += BLOCK) {
      blockStarts.push(slot);
    }
    const flows = data.bepFlow.subarray(from, to);
    slabs.push({
      bepMin: Math.min(...flows),
      bepMax: Math.max(...flows),
      blockFrom,
      blockTo: blockStarts.length,
    });
  }
  return {
    frequencyHz: data.frequencyHz[start] === 50 ? 50 : 60,
    isVariableSpeed: data.isVariableSpeed[start] === 1,
    start,
    end,
    order,
    bepFlow,
    ratioMin,
    ratioMax,
    slabs,
  };
}

/** Each pump's place among the catalogue's ids in code-unit order (the `<` of strings); equal ids share one. */
function idOrderOf(pumps: readonly CataloguePump[]): Uint32Array {
  const byId = Array.from(pumps.keys()).sort((a, b) => {
    const idA = (pumps[a] as CataloguePump).id;
    const idB = (pumps[b] as CataloguePump).id;
    return idA < idB ? -1 : idA > idB ? 1 : 0;
  });
  const order = new Uint32Array(pumps.length);
  let place = 0;
  byId.forEach((pump, k) => {
    if (k > 0 && (pumps[pump] as CataloguePump).id !== (pumps[byId[k - 1] as number] as CataloguePump).id) {
      place = k;
    }
    order[pump] = place;
  });
  return order;
}

/**
 * Builds the matcher's index: per pump the BEP, the head bounds over its allowable region, the trim or
 * speed envelope, the cost facts and the packed max-diameter curve, in typed arrays; pumps grouped by frequency and
 * mode, tiled by BEP flow and head (index-blocks.ts). Pumps are expected to pass validateCataloguePump (the importer's
 * rule); the exact solve re-checks them. The typed arrays live in one SharedArrayBuffer (shareCatalogueIndex). The index
 * reads the curves in the packed pumps, and a pump whole, for the few a search confirms, from them too: `packed` holds the
 * same pumps in the same order (the caller's, when it keeps them packed, so the objects given here can go).
 */
export function buildCatalogueIndex(
  pumps: readonly CataloguePump[],
  packed: PackedPumps = PackedPumps.of(pumps),
): CatalogueIndex {
  if (packed.count !== pumps.length) {
    throw new Error(`the packed pumps are ${packed.count} where ${pumps.length} were given`);
  }
  const { curves } = packed.columns;
  const n = pumps.length;
  const { plans, bepHead, bepEfficiency } = planGroups(pumps);
  const slotPump: number[] = [];
  const slotOf = new Uint32Array(n);
  const rankOf = new Uint32Array(n);
  const tilings = plans.map((members) => {
    const start = slotPump.length;
    const { tiled, cuts } = tileGroup(members, bepHead, bepEfficiency);
    for (const pump of tiled) {
      slotOf[pump] = slotPump.length;
      slotPump.push(pump);
    }
    return { start, members, cuts };
  });
  plans.flat().forEach((pump, rank) => {
    rankOf[pump] = rank;
  });
  packed.layCurvesOut(slotPump);
  const data = allocate(n);
  slotPump.forEach((pump, slot) => {
    data.rank[slot] = rankOf[pump] as number;
    fillSlot(data, slot, pumps[pump] as CataloguePump, pump, curves);
  });
  const blockStarts: number[] = [];
  const groups = tilings.map(({ start, members, cuts }) =>
    buildGroup(
      data,
      start,
      Uint32Array.from(members, (pump) => slotOf[pump] as number),
      cuts,
      blockStarts,
    ),
  );
  blockStarts.push(n);
  const blocks = buildBlocks(blockStarts, { ...data, ...curveColumnsOf(curves) });
  const idOrder = idOrderOf(pumps);
  const shared = intoSharedMemory({
    ...data,
    size: n,
    sourceOf: Uint32Array.from(slotPump),
    idOrder: Uint32Array.from(slotPump, (pump) => idOrder[pump] as number),
    groups,
    blocks,
  });
  const index: IndexData = {
    ...shared,
    ...curveColumnsOf(curves),
    source: packed,
    typedBytes: typedArrayBytes(shared),
  };
  return index;
}

function curveColumnsOf(curves: PackedCurves): Pick<IndexData, CurveColumns> {
  return { flow: curves.flow, head: curves.head, efficiency: curves.efficiency, npsh: curves.npsh };
}

/** The index's own typed-array memory, bytes (what the index adds on top of the packed pumps). */
export function catalogueIndexBytes(index: CatalogueIndex): number {
  return (index as IndexData).typedBytes;
}

/** What a search worker is posted to search the same catalogue: the index's columns and the packed pumps, both shared. */
export interface SharedCatalogueIndex {
  readonly index: Omit<IndexData, 'source' | CurveColumns>;
  readonly pumps: PackedPumpColumns;
}

/** The index as a message for a worker thread: all of it in shared memory, so posting it copies no catalogue data. */
export function shareCatalogueIndex(index: CatalogueIndex): SharedCatalogueIndex {
  const { source, flow, head, efficiency, npsh, ...columns } = index as IndexData;
  return { index: columns, pumps: (source as PackedPumps).columns };
}

/** The index a worker searches, from shareCatalogueIndex's message: views of the sender's memory. */
export function catalogueIndexFromShared(shared: SharedCatalogueIndex): CatalogueIndex {
  const index: IndexData = {
    ...shared.index,
    ...curveColumnsOf(shared.pumps.curves),
    source: new PackedPumps(shared.pumps),
  };
  return index;
}
