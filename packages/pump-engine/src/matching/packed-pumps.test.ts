import { describe, expect, it } from 'vitest';
import type { CataloguePump } from '../analysis/catalogue.ts';
import type { Duty } from '../analysis/duty.ts';
import { generateDemoCatalogue } from '../demo-catalogue/generate.ts';
import { realPumpCatalogue } from '../real-curves/real-catalogue.ts';
import { buildCatalogueIndex, catalogueIndexFromShared, shareCatalogueIndex } from './catalogue-index.ts';
import { type IndexData, pumpOfSlot } from './index-data.ts';
import { match } from './match.ts';
import { PackedPumps } from './packed-pumps.ts';

const demo = generateDemoCatalogue({ count: 2_000 });
const real = realPumpCatalogue();

// Every optional field absent or present, texts outside ASCII, and a seal list in a maker's own order.
const unusual: CataloguePump = {
  ...(real[0] as CataloguePump),
  id: 'ünïcode-ポンプ-1',
  manufacturer: 'Pompes Müller & Söhne',
  variableSpeed: { minSpeedRpm: 900, maxSpeedRpm: 3_600 },
  minContinuousStableFlowGpm: null,
  listPrice: { amount: 1_234.5, currency: 'eur' },
  leadTimeWeeks: null,
  productUrl: null,
  materials: { casing: 'CF8M', impeller: 'CF8M', shaft: null },
  shaftSeals: ['packing', 'mechanical'],
  curve: [
    { flowGpm: 0, headFt: 120, efficiency: null, npshRequiredFt: null, powerHp: 4.5 },
    { flowGpm: 100, headFt: 110.25, efficiency: 0.61, npshRequiredFt: 6, powerHp: null },
    { flowGpm: 200, headFt: 90, efficiency: 0.7, npshRequiredFt: 9.5, powerHp: 6.5 },
  ],
};

describe('packed pumps', () => {
  it('give back every pump exactly as it was packed: each field, null or not, in order', () => {
    const pumps = [...demo, ...real, unusual];
    const packed = PackedPumps.of(pumps);
    expect(packed.count).toBe(pumps.length);
    pumps.forEach((pump, i) => {
      expect(packed.pumpAt(i)).toStrictEqual(pump);
      expect(packed.idAt(i)).toBe(pump.id);
    });
  });

  it('give back every pump unchanged once an index has laid their curves out in its slot order, one after another', () => {
    const pumps = [...demo, ...real, unusual];
    const packed = PackedPumps.of(pumps);
    const data = buildCatalogueIndex(pumps, packed) as IndexData;
    pumps.forEach((pump, i) => {
      expect(packed.pumpAt(i)).toStrictEqual(pump);
    });
    // Slot by slot, each curve starts where the one before it ends, from the first point on.
    expect(data.curveStart[0]).toBe(0);
    for (let slot = 1; slot < data.size; slot += 1) {
      expect(data.curveStart[slot]).toBe(data.curveEnd[slot - 1]);
    }
    expect(() => packed.layCurvesOut([0])).toThrow(/a curve order of 1 positions/);
  });

  it('keep each distinct text once, in shared memory, in a fraction of the objects’ size', () => {
    const packed = PackedPumps.of(demo);
    const { columns } = packed;
    expect(columns.numbers.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(columns.textStart.length - 1).toBeLessThan(demo.length * 4);
    const bytes = packed.byteLength;
    expect(bytes).toBeGreaterThan(columns.curves.flow.byteLength * 5);
    // 12 numbers and 14 text numbers per pump, 5 numbers and a byte per curve point, the texts: about 0.6 kB per demo pump.
    expect(bytes / demo.length).toBeLessThan(800);
  });
});

const duties: Duty[] = [
  { flowRate: { value: 250, unit: 'gpm' }, head: { value: 120, unit: 'ft' } },
  {
    flowRate: { value: 40, unit: 'm3/h' },
    head: { value: 35, unit: 'm' },
    fluid: { name: 'Water', temperatureF: 140 },
  },
  // Nothing this size, and too little NPSH: the no-match diagnosis reads the nearest pumps whole.
  { flowRate: { value: 90_000, unit: 'gpm' }, head: { value: 3_000, unit: 'ft' } },
  {
    flowRate: { value: 400, unit: 'gpm' },
    head: { value: 150, unit: 'ft' },
    npshAvailable: { value: 2, unit: 'ft' },
  },
  // Met only by breaking a constraint: the relaxed alternative is read whole too.
  {
    flowRate: { value: 250, unit: 'gpm' },
    head: { value: 120, unit: 'ft' },
    materials: 'duplex',
    shaftSeal: 'sealless',
  },
];

describe('an index over packed pumps', () => {
  const packedHere = buildCatalogueIndex(demo);
  const onPacked = buildCatalogueIndex(demo, PackedPumps.of(demo));

  it('matches the same on pumps the caller packed as on pumps it packs itself', () => {
    for (const duty of duties) {
      expect(match(duty, onPacked)).toStrictEqual(match(duty, packedHere));
    }
  });

  it('is shared with another thread without a copy, and matches the same there', () => {
    const message = shareCatalogueIndex(onPacked);
    // What postMessage does to it: a structured clone, which shares SharedArrayBuffers and copies everything else.
    const received = catalogueIndexFromShared(structuredClone(message));
    const columns = received as IndexData;
    expect(columns.flow.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(columns.groups[0]?.order.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(pumpOfSlot(columns, 0)).toStrictEqual(pumpOfSlot(onPacked as IndexData, 0));
    for (const duty of duties) {
      expect(match(duty, received)).toStrictEqual(match(duty, packedHere));
    }
  });
});
