import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../demo-catalogue/prng.ts';
import { curveGrid } from '../demo-catalogue/variant.ts';
import {
  curveShape,
  efficiencyRatio,
  headRatio,
  npshRatio,
  powerRatio,
  runOutPowerRatio,
  runOutRatio,
  shutOffRise,
} from './curve-shape.ts';

describe('curve shape', () => {
  it('rises more to shut-off as Ns grows (API 610 minimum 10 %)', () => {
    expect(shutOffRise(300)).toBe(0.1);
    expect(shutOffRise(2000)).toBeCloseTo(0.18, 12);
    expect(shutOffRise(5000)).toBeCloseTo(0.5, 12);
    expect(shutOffRise(12000)).toBe(1.4);
  });

  it('passes through the BEP (h = P = η = 1 at q = 1) and peaks there', () => {
    for (const ns of [600, 1500, 3000, 5000, 8000]) {
      const shape = curveShape(ns);
      expect(headRatio(shape, 1)).toBeCloseTo(1, 12);
      expect(powerRatio(shape, 1)).toBeCloseTo(1, 12);
      expect(efficiencyRatio(shape, 1)).toBeCloseTo(1, 12);
      for (let q = 0.05; q <= runOutRatio(ns); q += 0.05) {
        expect(efficiencyRatio(shape, q)).toBeLessThanOrEqual(1 + 1e-12);
        expect(powerRatio(shape, q)).toBeGreaterThan(0);
      }
    }
    // A radial pump at 50 % flow: ~80 % of its BEP efficiency; at 125 %: ~96 %.
    expect(efficiencyRatio(curveShape(1000), 0.5)).toBeCloseTo(0.816, 2);
    expect(efficiencyRatio(curveShape(1000), 1.25)).toBeCloseTo(0.965, 2);
    expect(npshRatio(0)).toBe(0.35);
    expect(npshRatio(1)).toBe(1);
  });

  it('spaces the points from shut-off through q = 1 to run-out', () => {
    expect(curveGrid(8, 1.3).map((q) => Math.round(q * 1000) / 1000)).toEqual([
      0, 0.2, 0.4, 0.6, 0.8, 1, 1.15, 1.3,
    ]);
    expect(curveGrid(12, 1.2)).toHaveLength(12);
    expect(curveGrid(12, 1.2)).toContain(1);
  });
});

describe('mulberry32', () => {
  it('repeats its sequence for a seed and stays in [0, 1)', () => {
    const a = mulberry32(1);
    const b = mulberry32(1);
    const values = Array.from({ length: 1000 }, () => a.next());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b.next()));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(mulberry32(2).next()).not.toBe(values[0]);
  });

  it('run-out power of a typical curve: radial pumps peak at run-out, near-axial ones near shut-off', () => {
    // Ns 2000: rise 0.18, p = 2.5, p0 0.5; P'(1) = 1 − 0.18·(0.85·2.5 + 0.15) = 0.5905, b = 0.5905 − 0.5 = 0.0905,
    // a = 0.5 − 0.0905 = 0.4095; at q = 1.3: 0.5 + 0.4095·1.3 + 0.0905·1.69 = 1.185295.
    expect(runOutPowerRatio(2000)).toBeCloseTo(1.185295, 9);
    // Ns 10,000: p0 1.6, rise 1.4, p = 2: P'(1) = 1 − 1.4·1.85 = −1.59, b = −1.59 + 0.6 = −0.99, a = 0.39; the power
    // peaks near shut-off, at the vertex q = 0.39/1.98 = 0.19697: 1.6 + 0.39²/(4·0.99) = 1.638409.
    expect(runOutPowerRatio(10_000)).toBeCloseTo(1.638409, 6);
  });
});
