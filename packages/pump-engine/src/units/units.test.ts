import { describe, expect, it } from 'vitest';
import { expectClose } from '../__fixtures__/vectors.ts';
import { flowToGpm, gpmToFlow, parseFlow } from './flow.ts';
import { feetToPsi, headToFeet, parseHead, psiToFeet } from './head.ts';
import { feetToMetres, inchesToMillimetres, metresToFeet, millimetresToInches } from './length.ts';
import { hpToKw, kwToHp } from './power.ts';
import { parseQuantityText } from './quantity-text.ts';
import { celsiusToFahrenheit, fahrenheitToCelsius, temperatureToFahrenheit } from './temperature.ts';

describe('flow conversions (NIST SP 811: 1 gal = 3.785411784 L)', () => {
  it('converts each unit to gpm', () => {
    // 100 m³/h = 100 000 L / 60 min = 1666.667 L/min ÷ 3.785411784 = 440.2868 gpm
    expectClose(flowToGpm(100, 'm3/h'), 440.2868, 1e-6);
    // 10 L/s = 600 L/min ÷ 3.785411784 = 158.5032 gpm
    expectClose(flowToGpm(10, 'L/s'), 158.5032, 1e-6);
    // 3785.411784 L/min = 1000 gpm exactly
    expectClose(flowToGpm(3785.411784, 'L/min'), 1000, 1e-12);
    // 0.0630901964 m³/s = 63.0901964 L/s = 3785.411784 L/min = 1000 gpm
    expectClose(flowToGpm(0.0630901964, 'm3/s'), 1000, 1e-12);
    expect(flowToGpm(500, 'gpm')).toBe(500);
  });
  it('converts gpm back to each unit', () => {
    // 1 gpm = 3.785411784·60/1000 m³/h = 0.22712470704 m³/h
    expectClose(gpmToFlow(flowToGpm(1, 'gpm'), 'm3/h'), 0.22712470704, 1e-12);
  });
  it('returns issues for bad input, never throws', () => {
    expect(parseFlow({ value: 500, unit: 'GPM' }, ['flowRate'])).toEqual({ ok: true, value: 500 });
    expect(parseFlow({ value: 1, unit: 'bbl/d' }, ['flowRate'])).toMatchObject({
      ok: false,
      issue: { code: 'unknown_unit', path: ['flowRate', 'unit'], severity: 'error' },
    });
    expect(parseFlow({ value: Number.NaN, unit: 'gpm' }, ['flowRate'])).toMatchObject({
      ok: false,
      issue: { code: 'invalid_number', path: ['flowRate', 'value'] },
    });
    expect(parseFlow({ value: -5, unit: 'gpm' }, ['flowRate'])).toMatchObject({
      ok: false,
      issue: { code: 'out_of_range' },
    });
    expect(parseFlow({ value: '5', unit: 'gpm' }, ['flowRate'])).toMatchObject({ ok: false });
  });
});

describe('head and pressure (H = 144·p/(SG·62.3666 lb/ft³))', () => {
  it('converts metres and pressures to feet of liquid', () => {
    // 30 m ÷ 0.3048 = 98.4252 ft
    expectClose(headToFeet(30, 'm', 1), 98.4252, 1e-6);
    // 100 psi, SG 1: 14400/62.3666 = 230.8928 ft (the familiar 2.31 ft/psi)
    expectClose(psiToFeet(100, 1), 230.8928, 1e-6);
    // SG 0.85 raises the head for the same pressure: 230.8928/0.85 = 271.6386 ft
    expectClose(headToFeet(100, 'psi', 0.85), 271.6386, 1e-6);
    // 1 bar = 100/6.894757293 psi = 14.503774 psi → × 2.308928 = 33.48817 ft
    expectClose(headToFeet(1, 'bar', 1), 33.48817, 1e-6);
    // 100 kPa = 1 bar
    expectClose(headToFeet(100, 'kPa', 1), 33.48817, 1e-6);
    expectClose(feetToPsi(230.8928, 1), 100, 1e-6);
  });
  it('rejects unknown units and non-positive heads', () => {
    expect(parseHead({ value: 120, unit: 'feet' }, 1, ['head'])).toEqual({ ok: true, value: 120 });
    expect(parseHead({ value: 120, unit: 'inH2O' }, 1, ['head'])).toMatchObject({
      ok: false,
      issue: { code: 'unknown_unit', path: ['head', 'unit'] },
    });
    expect(parseHead({ value: 0, unit: 'ft' }, 1, ['head'])).toMatchObject({ ok: false });
    expect(parseHead({ value: 0, unit: 'ft' }, 1, ['x'], { allowZero: true })).toEqual({
      ok: true,
      value: 0,
    });
    expect(parseHead({ value: -3, unit: 'ft' }, 1, ['x'], { allowNegative: true })).toEqual({
      ok: true,
      value: -3,
    });
  });
});

describe('length, temperature, power', () => {
  it('converts exactly', () => {
    expect(feetToMetres(10)).toBeCloseTo(3.048, 12);
    expect(metresToFeet(3.048)).toBeCloseTo(10, 12);
    expect(inchesToMillimetres(2)).toBeCloseTo(50.8, 12);
    expect(millimetresToInches(50.8)).toBeCloseTo(2, 12);
    // 100 °C = 212 °F; 68 °F = 20 °C
    expect(celsiusToFahrenheit(100)).toBeCloseTo(212, 12);
    expect(fahrenheitToCelsius(68)).toBeCloseTo(20, 12);
    expect(temperatureToFahrenheit(60, '°C')).toBeCloseTo(140, 12);
    expect(temperatureToFahrenheit(60, 'K')).toBeNull();
    // 1 hp = 550·0.3048·4.4482216152605 W = 745.69987 W
    expectClose(hpToKw(1), 0.74569987, 1e-8);
    expectClose(kwToHp(0.74569987158227), 1, 1e-12);
  });
  it('parses quantity text', () => {
    expect(parseQuantityText('500gpm', 'gpm')).toEqual({ value: 500, unit: 'gpm' });
    expect(parseQuantityText(' 36.5 m3/h', 'gpm')).toEqual({ value: 36.5, unit: 'm3/h' });
    expect(parseQuantityText('120', 'ft')).toEqual({ value: 120, unit: 'ft' });
    expect(parseQuantityText('abc', 'ft')).toBeNull();
  });
});
