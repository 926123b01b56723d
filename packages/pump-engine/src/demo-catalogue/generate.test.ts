import { describe, expect, it } from 'vitest';
import { validateCataloguePump } from '../analysis/catalogue.ts';
import { DEMO_CATALOGUE_VERSION, generateDemoCatalogue } from './generate.ts';

const catalogue = generateDemoCatalogue();

describe('generateDemoCatalogue', () => {
  it('makes 20,000 pumps by default with unique ids, and exactly the count asked for', () => {
    expect(catalogue).toHaveLength(20_000);
    expect(new Set(catalogue.map((pump) => pump.id)).size).toBe(20_000);
    expect(generateDemoCatalogue({ count: 37 })).toHaveLength(37);
    expect(generateDemoCatalogue({ count: 0 })).toEqual([]);
  });

  it('is deterministic: same seed → identical output; another seed → different; a smaller count is a prefix', () => {
    expect(generateDemoCatalogue({ count: 500, seed: 7 })).toEqual(
      generateDemoCatalogue({ count: 500, seed: 7 }),
    );
    expect(generateDemoCatalogue({ count: 500, seed: 8 })).not.toEqual(
      generateDemoCatalogue({ count: 500, seed: 7 }),
    );
    expect(generateDemoCatalogue({ count: 300 })).toEqual(catalogue.slice(0, 300));
  });

  it('passes validateCataloguePump for every pump', () => {
    const failures = catalogue.filter((pump) => validateCataloguePump(pump).length > 0);
    expect(failures.map((pump) => pump.id)).toEqual([]);
  });

  it('is labelled as fictitious demo data, with no external link', () => {
    for (const pump of catalogue) {
      expect(pump.manufacturer).toMatch(/\(fictitious/);
      expect(pump.productUrl).toBeNull();
      expect(pump.dataSource).toBe(
        `SpecSource demo catalogue generator ${DEMO_CATALOGUE_VERSION} (fictitious data)`,
      );
    }
  });

  it('covers every type, 50 and 60 Hz, 2/4/6-pole speeds, 5–10,000 gpm and 10–1,500 ft at the BEP', () => {
    const types = new Set(catalogue.map((pump) => pump.type));
    expect([...types].sort()).toEqual([
      'end-suction',
      'horizontal-multistage',
      'inline',
      'split-case',
      'submersible',
      'vertical-multistage',
      'vertical-turbine',
    ]);
    expect(new Set(catalogue.map((pump) => pump.frequencyHz))).toEqual(new Set([50, 60]));
    expect(new Set(catalogue.map((pump) => pump.nominalSpeedRpm))).toEqual(
      new Set([3560, 1780, 1180, 2900, 1450, 960]),
    );
    const beps = catalogue.map((pump) =>
      pump.curve.reduce((a, b) => ((b.efficiency ?? 0) > (a.efficiency ?? 0) ? b : a)),
    );
    const flows = beps.map((point) => point.flowGpm);
    const heads = beps.map((point) => point.headFt);
    expect(Math.min(...flows)).toBeGreaterThanOrEqual(5);
    expect(Math.max(...flows)).toBeLessThanOrEqual(10_000);
    expect(Math.min(...flows)).toBeLessThan(10);
    expect(Math.max(...flows)).toBeGreaterThan(9000);
    expect(Math.min(...heads)).toBeGreaterThanOrEqual(10);
    expect(Math.max(...heads)).toBeLessThanOrEqual(1500);
    expect(Math.max(...heads)).toBeGreaterThan(1200);
  });

  it('gives trims, nozzles, stable flow, materials, a price and a lead time to every pump', () => {
    for (const pump of catalogue) {
      expect(pump.impellerDiameterMinIn).toBeLessThan(pump.impellerDiameterMaxIn);
      expect(pump.impellerDiameterMinIn / pump.impellerDiameterMaxIn).toBeGreaterThanOrEqual(0.69);
      expect(pump.suctionNozzleIn).toBeGreaterThanOrEqual(pump.dischargeNozzleIn);
      expect(pump.minContinuousStableFlowGpm).toBeGreaterThan(0);
      expect(pump.materials.casing.length).toBeGreaterThan(0);
      expect(pump.listPrice?.currency).toBe('USD');
      expect(pump.listPrice?.amount).toBeGreaterThan(500);
      expect(pump.leadTimeWeeks).toBeGreaterThanOrEqual(1);
    }
  });

  it('offers each design at other speeds by the affinity laws (Q ∝ N, H ∝ N²)', () => {
    const byModel = new Map<string, (typeof catalogue)[number][]>();
    for (const pump of catalogue.slice(0, 2000)) {
      const key = `${pump.manufacturer}|${pump.series}|${pump.model}`;
      byModel.set(key, [...(byModel.get(key) ?? []), pump]);
    }
    let pairs = 0;
    for (const variants of byModel.values()) {
      const [a, b] = variants;
      if (a === undefined || b === undefined) {
        continue;
      }
      pairs += 1;
      const ratio = b.nominalSpeedRpm / a.nominalSpeedRpm;
      const last = (pump: typeof a) => pump.curve[pump.curve.length - 1];
      expect(a.impellerDiameterMaxIn).toBe(b.impellerDiameterMaxIn);
      expect(a.curve[0]?.headFt ?? 0).toBeCloseTo((b.curve[0]?.headFt ?? 0) / ratio ** 2, 0);
      expect((last(b)?.flowGpm ?? 0) / (last(a)?.flowGpm ?? 1)).toBeCloseTo(ratio, 2);
    }
    expect(pairs).toBeGreaterThan(300);
  });
});
