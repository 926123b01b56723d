import { describe, expect, it } from 'vitest';
import { expectClose, num, vector } from '../__fixtures__/vectors.ts';
import { corripioPumpCostUsd, lifeCycleCostUsd, presentValueFactor } from './economics.ts';
import { annualEnergyKwh, motorInputKw, thermalLossBtuH } from './energy.ts';
import { combineDb, motorSoundPressureDb, pumpSoundPressureDb, soundPowerFromPressureDb } from './sound.ts';
import { api610VibrationLimitMmS } from './vibration.ts';

describe('energy (HI/Europump LCC, C_e)', () => {
  it('PV61: 900 gpm, 155 ft, 78 %, 50 hp motor at 94.5 %', () => {
    const v = vector('PV61');
    // BHP 45.1632 hp·0.7457/0.945 = 35.6383 kW; ×8760 h = 312 191 kWh
    const kw = motorInputKw({ brakeHp: 45.1632, motorEfficiency: 0.945 });
    expectClose(kw, num(v.expected, 'motor_input_kW'), v.tolerance_rel);
    expectClose(
      annualEnergyKwh({ inputKw: kw, hoursPerDay: 24, daysPerYear: 365 }),
      num(v.expected, 'annual_energy_kWh'),
      v.tolerance_rel,
    );
  });
  it('PV63: PSAT cross-check', () => {
    const v = vector('PV63');
    const kwh = annualEnergyKwh({ inputKw: 79.741528, hoursPerDay: 24, daysPerYear: 365 });
    expectClose(kwh / 1000, num(v.expected, 'annual_energy_MWh'), v.tolerance_rel);
    expectClose(kwh * 0.05, num(v.expected, 'annual_cost_usd'), v.tolerance_rel);
  });
  it('thermal loss: (40 − 30) kW·3412.14 = 34 121 BTU/h', () => {
    expectClose(thermalLossBtuH({ inputKw: 40, hydraulicKw: 30 }), 34121.4, 1e-5);
  });
});

describe('life-cycle cost', () => {
  it('PV65: 20 yr at 8 %', () => {
    const v = vector('PV65');
    const pv = presentValueFactor({ rate: 0.08, years: 20, escalation: 0 });
    // (1 − 1.08^−20)/0.08 = 9.818147
    expectClose(pv, 9.818147, 1e-6);
    const input = {
      initialUsd: 15_000,
      installationUsd: 7_500,
      annualEnergyUsd: 31_219.1,
      annualMaintenanceUsd: 1_200,
    };
    expectClose(
      lifeCycleCostUsd({ ...input, presentValueFactor: pv }),
      num(v.expected, 'tco_present_value_usd'),
      v.tolerance_rel,
    );
    expectClose(
      lifeCycleCostUsd({
        ...input,
        presentValueFactor: presentValueFactor({ rate: 0, years: 20, escalation: 0 }),
      }),
      num(v.expected, 'tco_undiscounted_usd'),
      v.tolerance_rel,
    );
  });
  it('escalation equal to the rate gives n years', () => {
    expect(presentValueFactor({ rate: 0.05, years: 15, escalation: 0.05 })).toBe(15);
  });
  it('PV81: Corripio base cost at 500 gpm, 150 ft', () => {
    const v = vector('PV81');
    expectClose(
      corripioPumpCostUsd({ flowGpm: 500, headFt: 150 }),
      num(v.expected, 'base_cost_usd_1982_basis'),
      v.tolerance_rel,
    );
  });
});

describe('sound (Bies & Hansen) and vibration (API 610)', () => {
  it.each(['PV69', 'PV71'])('%s', (id) => {
    const v = vector(id);
    const input = { powerKw: num(v.inputs, 'pump_power_kW'), speedRpm: num(v.inputs, 'speed_rpm') };
    const pump = pumpSoundPressureDb(input);
    const motor = motorSoundPressureDb(input);
    expectClose(pump, num(v.expected, 'pump_Lp_1m_dB'), v.tolerance_rel);
    expectClose(motor, num(v.expected, 'motor_Lp_1m_dB'), v.tolerance_rel);
    const combined = combineDb([pump, motor]);
    expectClose(combined, num(v.expected, 'combined_Lp_1m_dB'), v.tolerance_rel);
    expectClose(
      soundPowerFromPressureDb({ pressureDb: combined, radiusM: 1 }),
      num(v.expected, 'combined_Lw_dB'),
      v.tolerance_rel,
    );
  });
  it('large pumps and motors use the ≥75 kW and ≥40 kW forms', () => {
    // 100 kW at 1780 rpm: pump 89 + 3·2 = 95 dB; motor 28 + 10·2 + 15·log 1780 = 48 + 48.7563 = 96.7563 dB
    expectClose(pumpSoundPressureDb({ powerKw: 100, speedRpm: 1780 }), 95, 1e-9);
    expectClose(motorSoundPressureDb({ powerKw: 100, speedRpm: 1780 }), 96.7563, 1e-5);
  });
  it('vibration limits 3.0 / 3.9 / 5.0 mm/s', () => {
    expect(api610VibrationLimitMmS({ isVertical: false, isInPor: true })).toBe(3);
    expect(api610VibrationLimitMmS({ isVertical: false, isInPor: false })).toBe(3.9);
    expect(api610VibrationLimitMmS({ isVertical: true, isInPor: true })).toBe(5);
  });
});
