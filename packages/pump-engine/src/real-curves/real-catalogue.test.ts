import { describe, expect, it } from 'vitest';
import { prepareCurve, validateCataloguePump } from '../analysis/catalogue.ts';
import { realPumpCatalogue } from './real-catalogue.ts';
import { REAL_CURVE_EXCLUDED, REAL_CURVE_LICENCES } from './real-pump-data.ts';

const real = realPumpCatalogue();

describe('realPumpCatalogue', () => {
  it('holds the 47 real pumps of the data set less the one suspect record, each valid and unique', () => {
    expect(real).toHaveLength(46);
    expect(Object.keys(REAL_CURVE_EXCLUDED)).toEqual(['AixLib/Pump_DN65_H1_16_V26']);
    expect(new Set(real.map((pump) => pump.id)).size).toBe(46);
    for (const pump of real) {
      expect(validateCataloguePump(pump)).toEqual([]);
      expect(pump.productUrl).toBeNull();
    }
  });

  it('carries its source, copyright and licence in dataSource, and the full licence texts alongside', () => {
    for (const pump of real) {
      expect(pump.dataSource).toMatch(
        /^Real published curve .*(lbl-srg\/modelica-buildings|RWTH-EBC\/AixLib) /,
      );
      expect(pump.dataSource).toMatch(/Copyright \(c\)/);
      expect(pump.dataSource).toMatch(/revised 3-clause BSD/);
    }
    for (const text of Object.values(REAL_CURVE_LICENCES)) {
      expect(text).toMatch(/Redistribution and use in source and binary forms/);
      expect(text).toMatch(/THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS/);
    }
    expect(
      real
        .filter((pump) => pump.manufacturer === 'Wilo')
        .every((p) => /did not publish or endorse/.test(p.dataSource)),
    ).toBe(true);
  });

  it('converts units exactly: the Cronoline-IL BEP is 77.14 m³/h, 13.12 m, η 0.7661 as in pumps.csv', () => {
    const cronoline = real.find(
      (pump) => pump.id === 'real-modelica-buildings--CronolineIL80slash220dash4slash4',
    );
    expect(cronoline).toBeDefined();
    if (cronoline === undefined) {
      return;
    }
    const curve = prepareCurve(cronoline);
    expect((curve.flow[curve.bepIndex] ?? 0) / (1000 / 60 / 3.785411784)).toBeCloseTo(77.14285714, 6);
    expect((curve.head[curve.bepIndex] ?? 0) * 0.3048).toBeCloseTo(13.12080135, 6);
    // pumps.csv uses ρ = 998.2 kg/m³; Q·H/3960 assumes 62.34 lb/ft³ (≈ 998.6): 0.04 % apart.
    expect(curve.efficiency[curve.bepIndex]).toBeCloseTo(0.7661, 3);
    expect(cronoline).toMatchObject({ manufacturer: 'Wilo', series: 'Cronoline-IL', model: '80/220-4/4' });
    expect(cronoline.impellerDiameterMaxIn).toBeCloseTo(220 / 25.4, 12);
    expect(cronoline.impellerDiameterMinIn).toBe(6.875);
    expect(cronoline.suctionNozzleIn).toBe(3);
  });

  it('keeps the AixLib speed range, assumes one for EC circulators, and names unnamed records as such', () => {
    const dn100 = real.find((pump) => pump.id === 'real-AixLib--Pump_DN100');
    expect(dn100).toMatchObject({
      manufacturer: 'Unnamed maker (AixLib record)',
      nominalSpeedRpm: 2960,
      variableSpeed: { minSpeedRpm: 746, maxSpeedRpm: 2960 },
      suctionNozzleIn: 4,
    });
    const stratos = real.find((pump) => pump.id === 'real-modelica-buildings--Stratos25slash1to4');
    expect(stratos?.variableSpeed).toEqual({ minSpeedRpm: 900, maxSpeedRpm: 1800 });
    const topS = real.find((pump) => pump.id === 'real-modelica-buildings--TopS25slash10');
    expect(topS?.variableSpeed).toBeNull();
  });
});
