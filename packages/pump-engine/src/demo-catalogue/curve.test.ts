import { describe, expect, it } from 'vitest';
import { prepareCurve } from '../analysis/catalogue.ts';
import { psatAchievableEfficiency } from '../formulas/psat-efficiency.ts';
import { FAMILIES } from './families.ts';
import { generateDemoCatalogue } from './generate.ts';

const catalogue = generateDemoCatalogue();
const familyOf = (id: string) =>
  FAMILIES.find((family) => id.startsWith(`demo-${family.code.toLowerCase()}-`));

describe('demo curves', () => {
  it('have 8–12 points from shut-off to 120–130 % of BEP flow, with the BEP in the interior', () => {
    for (const pump of catalogue) {
      const curve = prepareCurve(pump);
      expect(pump.curve.length).toBeGreaterThanOrEqual(8);
      expect(pump.curve.length).toBeLessThanOrEqual(12);
      expect(curve.flow[0]).toBe(0);
      expect(curve.bepIndex).toBeGreaterThan(0);
      expect(curve.bepIndex).toBeLessThan(curve.flow.length - 1);
      const runOut = (curve.flow[curve.flow.length - 1] ?? 0) / (curve.flow[curve.bepIndex] ?? 1);
      expect(runOut).toBeGreaterThan(1.19);
      expect(runOut).toBeLessThan(1.31);
    }
  });

  it('rise in head to shut-off (≥ 10 %, API 610), peak in efficiency at the BEP, and rise in NPSH3 with flow', () => {
    // Collected, then asserted once: 20,000 × 10 points through expect() would take seconds.
    const bad = new Set<string>();
    for (const pump of catalogue) {
      const curve = prepareCurve(pump);
      const { head, efficiency, bepIndex } = curve;
      const npsh = curve.npsh ?? [];
      if (npsh.length !== head.length || (head[0] ?? 0) <= 1.08 * (head[bepIndex] ?? 0)) {
        bad.add(pump.id);
      }
      for (let i = 1; i < head.length; i += 1) {
        const headFalls = (head[i] ?? 0) < (head[i - 1] ?? 0);
        const npshRises = (npsh[i] ?? 0) >= (npsh[i - 1] ?? 0);
        const etaRise = (efficiency[i] ?? 0) - (efficiency[i - 1] ?? 0);
        const etaOk = i <= bepIndex ? etaRise > 0 : etaRise < 0;
        if (!(headFalls && npshRises && etaOk)) {
          bad.add(pump.id);
        }
      }
    }
    expect([...bad]).toEqual([]);
  });

  it('carry power = Q·H/(3960·η) at every point (HI; 0.1 % rounding)', () => {
    for (const pump of catalogue.slice(0, 3000)) {
      for (const point of pump.curve) {
        if (point.efficiency !== null) {
          const power = (point.flowGpm * point.headFt) / (3960 * point.efficiency);
          expect(Math.abs((point.powerHp ?? 0) / power - 1)).toBeLessThan(2e-3);
        }
      }
    }
  });

  // The PSAT correlation: docs/reference/pump-engineering.md §3.
  it('have a BEP efficiency within 4 points of the PSAT achievable-efficiency correlation', () => {
    let sum = 0;
    for (const pump of catalogue) {
      const curve = prepareCurve(pump);
      const family = familyOf(pump.id);
      expect(family).toBeDefined();
      const psat = psatAchievableEfficiency({
        style: family?.psatStyle ?? 'END_SUCTION_ANSI_API',
        flowGpm: curve.flow[curve.bepIndex] ?? 0,
        headFt: curve.head[curve.bepIndex] ?? 0,
        speedRpm: pump.nominalSpeedRpm,
        stages: pump.stages,
        viscosityCst: null,
      });
      const bounded = Math.min(0.93, Math.max(0.2, psat));
      const diff = (curve.efficiency[curve.bepIndex] ?? 0) - bounded;
      expect(Math.abs(diff)).toBeLessThanOrEqual(0.0405);
      sum += diff;
    }
    // Centred 1.5 points below PSAT's "achievable" line (its deviation factor is best practice).
    expect(sum / catalogue.length).toBeGreaterThan(-0.025);
    expect(sum / catalogue.length).toBeLessThan(-0.005);
  });
});
