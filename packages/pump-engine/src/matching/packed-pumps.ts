// The catalogue's pumps as compact typed columns in shared memory, instead of one object per pump: about 13 MB for the
// 20,000-pump demo catalogue where its objects took about 60 MB (curve points as boxed doubles), and one copy for the
// server and all its search workers (docs/decisions/0012-embedded-server-memory.md). A pump is rebuilt as an object
// only when something reads it whole: the few a search confirms, the pump page.

import type { CataloguePump, CataloguePumpType, CurvePoint } from '../analysis/catalogue.ts';
import { prepareCurve } from '../analysis/catalogue.ts';
import type { MaterialClass, Orientation, ShaftSeal } from '../analysis/constraints.ts';
import { intoSharedMemory, typedArrayBytes } from './shared-memory.ts';

/** Pumps by position: an array of objects, or packed columns that rebuild one on demand. */
export interface PumpSource {
  readonly count: number;
  pumpAt(position: number): CataloguePump;
  idAt(position: number): string;
}

// Per pump, NUMBER_FIELDS float64 values; NaN stands for null (catalogue numbers are finite when present).
const NOMINAL_SPEED = 0;
const FREQUENCY = 1;
const DIAMETER_MIN = 2;
const DIAMETER_MAX = 3;
const STAGES = 4;
const SUCTION_NOZZLE = 5;
const DISCHARGE_NOZZLE = 6;
const MIN_STABLE_FLOW = 7;
const VFD_MIN_SPEED = 8;
const VFD_MAX_SPEED = 9;
const LIST_PRICE = 10;
const LEAD_TIME = 11;
const NUMBER_FIELDS = 12;

// Per pump, TEXT_FIELDS string numbers into the text table; -1 stands for null.
const TEXT_FIELD_NAMES = [
  'id',
  'manufacturer',
  'series',
  'model',
  'type',
  'casing',
  'impeller',
  'shaft',
  'materialClass',
  'shaftSeals',
  'orientation',
  'currency',
  'productUrl',
  'dataSource',
] as const;
export type PumpTextField = (typeof TEXT_FIELD_NAMES)[number];
const TEXT_FIELD = Object.fromEntries(TEXT_FIELD_NAMES.map((name, k) => [name, k])) as Record<
  PumpTextField,
  number
>;
const TEXT_FIELDS = TEXT_FIELD_NAMES.length;
const NO_TEXT = -1;
// Shaft seal names hold no comma, so a pump's list is kept as one text in its order.
const SEAL_SEPARATOR = ',';

// Which of a point's values were published (PackedCurves.published).
const PUBLISHED_EFFICIENCY = 1;
const PUBLISHED_POWER = 2;
const PUBLISHED_NPSH = 4;

/**
 * Every pump's curve points, column by column; the matcher's index reads them in place. Efficiency and power are
 * prepareCurve's (one filled from the other where only one is published), with `published` saying which were given,
 * so a pump is rebuilt exactly as it came.
 */
export interface PackedCurves {
  /**
   * Points of pump i are [start[i], end[i]): packed in the pumps' order, then laid out in the matcher's slot order by
   * the index that reads them (layCurvesOut), so a block's curves are neighbours in memory.
   */
  readonly start: Uint32Array;
  readonly end: Uint32Array;
  readonly flow: Float64Array;
  readonly head: Float64Array;
  readonly efficiency: Float64Array;
  readonly power: Float64Array;
  /** NaN where not published. */
  readonly npsh: Float64Array;
  /** Per point: PUBLISHED_EFFICIENCY | PUBLISHED_POWER | PUBLISHED_NPSH. */
  readonly published: Uint8Array;
}

/** The packed form's typed arrays: what is posted to a worker (shared, not copied). */
export interface PackedPumpColumns {
  readonly count: number;
  readonly numbers: Float64Array;
  readonly texts: Int32Array;
  readonly curves: PackedCurves;
  /** UTF-8 of every distinct text once; text k is bytes [textStart[k], textStart[k+1]). */
  readonly textBytes: Uint8Array;
  readonly textStart: Uint32Array;
}

const orNaN = (value: number | null | undefined) => value ?? Number.NaN;
const orNull = (value: number) => (Number.isNaN(value) ? null : value);

/** Packs pumps into columns in one SharedArrayBuffer, in the given order. */
export function packPumpColumns(pumps: readonly CataloguePump[]): PackedPumpColumns {
  const count = pumps.length;
  const numbers = new Float64Array(count * NUMBER_FIELDS);
  const texts = new Int32Array(count * TEXT_FIELDS);
  const points = pumps.reduce((sum, pump) => sum + pump.curve.length, 0);
  const curves = {
    start: new Uint32Array(count),
    end: new Uint32Array(count),
    flow: new Float64Array(points),
    head: new Float64Array(points),
    efficiency: new Float64Array(points),
    power: new Float64Array(points),
    npsh: new Float64Array(points),
    published: new Uint8Array(points),
  };
  const textNumbers = new Map<string, number>();
  const textOf = (text: string | null): number => {
    if (text === null) {
      return NO_TEXT;
    }
    let k = textNumbers.get(text);
    if (k === undefined) {
      k = textNumbers.size;
      textNumbers.set(text, k);
    }
    return k;
  };
  let point = 0;
  pumps.forEach((pump, i) => {
    const n = i * NUMBER_FIELDS;
    numbers[n + NOMINAL_SPEED] = pump.nominalSpeedRpm;
    numbers[n + FREQUENCY] = pump.frequencyHz;
    numbers[n + DIAMETER_MIN] = pump.impellerDiameterMinIn;
    numbers[n + DIAMETER_MAX] = pump.impellerDiameterMaxIn;
    numbers[n + STAGES] = pump.stages;
    numbers[n + SUCTION_NOZZLE] = pump.suctionNozzleIn;
    numbers[n + DISCHARGE_NOZZLE] = pump.dischargeNozzleIn;
    numbers[n + MIN_STABLE_FLOW] = orNaN(pump.minContinuousStableFlowGpm);
    numbers[n + VFD_MIN_SPEED] = orNaN(pump.variableSpeed?.minSpeedRpm);
    numbers[n + VFD_MAX_SPEED] = orNaN(pump.variableSpeed?.maxSpeedRpm);
    numbers[n + LIST_PRICE] = orNaN(pump.listPrice?.amount);
    numbers[n + LEAD_TIME] = orNaN(pump.leadTimeWeeks);
    // In TEXT_FIELD_NAMES order.
    const t = i * TEXT_FIELDS;
    texts[t] = textOf(pump.id);
    texts[t + 1] = textOf(pump.manufacturer);
    texts[t + 2] = textOf(pump.series);
    texts[t + 3] = textOf(pump.model);
    texts[t + 4] = textOf(pump.type);
    texts[t + 5] = textOf(pump.materials.casing);
    texts[t + 6] = textOf(pump.materials.impeller);
    texts[t + 7] = textOf(pump.materials.shaft);
    texts[t + 8] = textOf(pump.materialClass);
    texts[t + 9] = textOf(pump.shaftSeals.join(SEAL_SEPARATOR));
    texts[t + 10] = textOf(pump.orientation);
    texts[t + 11] = textOf(pump.listPrice?.currency ?? null);
    texts[t + 12] = textOf(pump.productUrl);
    texts[t + 13] = textOf(pump.dataSource);
    curves.start[i] = point;
    const prepared = prepareCurve(pump);
    pump.curve.forEach((p, k) => {
      curves.flow[point] = p.flowGpm;
      curves.head[point] = p.headFt;
      curves.efficiency[point] = prepared.efficiency[k] as number;
      curves.power[point] = prepared.power[k] as number;
      curves.npsh[point] = orNaN(p.npshRequiredFt);
      curves.published[point] =
        (p.efficiency === null ? 0 : PUBLISHED_EFFICIENCY) |
        (p.powerHp === null ? 0 : PUBLISHED_POWER) |
        (p.npshRequiredFt === null ? 0 : PUBLISHED_NPSH);
      point += 1;
    });
    curves.end[i] = point;
  });
  // Every text encoded into one buffer (UTF-8 takes at most 3 bytes per UTF-16 code unit), then cut to size.
  const encoder = new TextEncoder();
  let units = 0;
  for (const text of textNumbers.keys()) {
    units += text.length;
  }
  const encoded = new Uint8Array(units * 3);
  const textStart = new Uint32Array(textNumbers.size + 1);
  let k = 0;
  for (const text of textNumbers.keys()) {
    const start = textStart[k] as number;
    textStart[k + 1] = start + encoder.encodeInto(text, encoded.subarray(start)).written;
    k += 1;
  }
  const textBytes = encoded.slice(0, textStart[k]);
  return intoSharedMemory({ count, numbers, texts, curves, textBytes, textStart });
}

/**
 * Packed pumps with this thread's reading of them: texts are decoded once each, on first use, and kept; pumps are
 * rebuilt on every `pumpAt` (the caller keeps what it needs).
 */
export class PackedPumps implements PumpSource {
  readonly columns: PackedPumpColumns;
  readonly count: number;
  readonly #decoded: (string | undefined)[] = [];
  readonly #decoder = new TextDecoder();

  constructor(columns: PackedPumpColumns) {
    this.columns = columns;
    this.count = columns.count;
  }

  static of(pumps: readonly CataloguePump[]): PackedPumps {
    return new PackedPumps(packPumpColumns(pumps));
  }

  /**
   * Rewrites the curve columns in place so that the points of pump order[0] come first, then order[1]'s, and so on
   * (`order` a permutation of the positions). The matcher's index lays them out in its slot order: a query opens the
   * pumps of a block one after another, and at a million specs reading their curves from neighbouring memory instead of
   * from across the catalogue took a third off the time per query (docs/decisions/0010-matcher-block-bounds.md).
   */
  layCurvesOut(order: ArrayLike<number>): void {
    const { curves } = this.columns;
    if (order.length !== this.count) {
      throw new Error(`a curve order of ${order.length} positions for ${this.count} pumps`);
    }
    const start = new Uint32Array(this.count);
    let point = 0;
    for (let k = 0; k < order.length; k += 1) {
      const position = order[k] as number;
      start[position] = point;
      point += (curves.end[position] as number) - (curves.start[position] as number);
    }
    for (const column of [
      curves.flow,
      curves.head,
      curves.efficiency,
      curves.power,
      curves.npsh,
      curves.published,
    ]) {
      const before = column.slice();
      for (let position = 0; position < this.count; position += 1) {
        let to = start[position] as number;
        for (let p = curves.start[position] as number; p < (curves.end[position] as number); p += 1) {
          column[to] = before[p] as number;
          to += 1;
        }
      }
    }
    for (let position = 0; position < this.count; position += 1) {
      curves.end[position] =
        (start[position] as number) + (curves.end[position] as number) - (curves.start[position] as number);
      curves.start[position] = start[position] as number;
    }
  }

  /** Bytes of shared memory the packed pumps hold (their curves, numbers and texts). */
  get byteLength(): number {
    return typedArrayBytes(this.columns);
  }

  /** Text field `field` of pump `position`; null where the pump has none. */
  text(position: number, field: PumpTextField): string | null {
    const k = this.columns.texts[position * TEXT_FIELDS + TEXT_FIELD[field]] as number;
    if (k === NO_TEXT) {
      return null;
    }
    let text = this.#decoded[k];
    if (text === undefined) {
      const { textBytes, textStart } = this.columns;
      text = this.#decoder.decode(textBytes.subarray(textStart[k], textStart[k + 1]));
      this.#decoded[k] = text;
    }
    return text;
  }

  idAt(position: number): string {
    return this.text(position, 'id') as string;
  }

  /** Every pump in order, each rebuilt as it is reached. */
  *[Symbol.iterator](): IterableIterator<CataloguePump> {
    for (let position = 0; position < this.count; position += 1) {
      yield this.pumpAt(position);
    }
  }

  pumpAt(position: number): CataloguePump {
    const { numbers, curves } = this.columns;
    const n = position * NUMBER_FIELDS;
    const number = (field: number) => numbers[n + field] as number;
    const text = (field: PumpTextField) => this.text(position, field) as string;
    const curve: CurvePoint[] = [];
    for (let p = curves.start[position] as number; p < (curves.end[position] as number); p += 1) {
      const published = curves.published[p] as number;
      curve.push({
        flowGpm: curves.flow[p] as number,
        headFt: curves.head[p] as number,
        efficiency: published & PUBLISHED_EFFICIENCY ? (curves.efficiency[p] as number) : null,
        npshRequiredFt: published & PUBLISHED_NPSH ? (curves.npsh[p] as number) : null,
        powerHp: published & PUBLISHED_POWER ? (curves.power[p] as number) : null,
      });
    }
    const seals = text('shaftSeals');
    const vfdMin = number(VFD_MIN_SPEED);
    const price = number(LIST_PRICE);
    return {
      id: text('id'),
      manufacturer: text('manufacturer'),
      series: text('series'),
      model: text('model'),
      type: text('type') as CataloguePumpType,
      nominalSpeedRpm: number(NOMINAL_SPEED),
      frequencyHz: number(FREQUENCY) as 50 | 60,
      impellerDiameterMinIn: number(DIAMETER_MIN),
      impellerDiameterMaxIn: number(DIAMETER_MAX),
      stages: number(STAGES),
      suctionNozzleIn: number(SUCTION_NOZZLE),
      dischargeNozzleIn: number(DISCHARGE_NOZZLE),
      curve,
      minContinuousStableFlowGpm: orNull(number(MIN_STABLE_FLOW)),
      variableSpeed: Number.isNaN(vfdMin)
        ? null
        : { minSpeedRpm: vfdMin, maxSpeedRpm: number(VFD_MAX_SPEED) },
      materials: {
        casing: text('casing'),
        impeller: text('impeller'),
        shaft: this.text(position, 'shaft'),
      },
      materialClass: text('materialClass') as MaterialClass,
      shaftSeals: (seals === '' ? [] : seals.split(SEAL_SEPARATOR)) as ShaftSeal[],
      orientation: text('orientation') as Orientation,
      listPrice: Number.isNaN(price) ? null : { amount: price, currency: text('currency') },
      leadTimeWeeks: orNull(number(LEAD_TIME)),
      productUrl: this.text(position, 'productUrl'),
      dataSource: text('dataSource'),
    };
  }
}
