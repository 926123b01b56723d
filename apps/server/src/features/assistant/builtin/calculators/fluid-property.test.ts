import { describe, expect, it } from 'vitest';
import { wizardAnswer } from '../../../../../test/part-answer.ts';
import { factsOf } from '../facts.ts';
import { fluidPropertiesAsked } from '../intent.ts';
import { NO_WIZARD_VALUES, type WizardValues, wizardValuesOf } from '../wizard-values.ts';
import { fluidPropertyAnswer } from './fluid-property.ts';

// Worked values from published tables, not from the engine: IAPWS-IF97 steam tables, Sharqawy et al. (2010)
// seawater properties (S = 35 g/kg), and ISO 3448 viscosity grades.

function ask(question: string, wizard: WizardValues = NO_WIZARD_VALUES): string {
  const facts = factsOf(question, wizard);
  const properties = fluidPropertiesAsked(facts);
  if (properties === null) {
    throw new Error(`not a property question: ${question}`);
  }
  return fluidPropertyAnswer(facts, properties);
}

/** The first number after a label in the answer, e.g. "Vapour pressure: 3.723 psia" → 3.723. */
function numberAfter(answer: string, label: string): number {
  const at = answer.indexOf(label);
  const match = /-?\d[\d,]*(?:\.\d+)?/.exec(answer.slice(at + label.length));
  if (at < 0 || match === null) {
    throw new Error(`no "${label}" number in:\n${answer}`);
  }
  return Number(match[0].replace(/,/g, ''));
}

describe('fluid properties from the engine library', () => {
  it('gives water vapour pressure at 150 °F in psia, as a °F question', () => {
    // IAPWS-IF97 tables: 25.042 kPa at 65 °C, 26.163 kPa at 66 °C → 25.66 kPa at 65.56 °C = 3.72 psia.
    const answer = ask('What is the vapour pressure of water at 150 °F?');
    expect(answer).toContain('**Vapour pressure: 3.');
    expect(numberAfter(answer, 'Vapour pressure:')).toBeCloseTo(3.72, 2);
    expect(answer).toContain('psia');
    expect(answer).toContain('IAPWS');
  });

  it('leads with the unit the question names', () => {
    // IAPWS-IF97 table: 25.042 kPa at 65 °C.
    expect(ask('vapor pressure of water at 65 C in kPa')).toContain('**Vapour pressure: 25.04 kPa**');
  });

  it('gives seawater density at 20 °C in kg/m³ with the Sharqawy source', () => {
    // Sharqawy et al. (2010), S = 35 g/kg, 20 °C, 0.1 MPa: 1024.8 kg/m³.
    const answer = ask("What's the density of seawater at 20 °C?");
    expect(Math.abs(numberAfter(answer, 'Density:') - 1024.8) / 1024.8).toBeLessThan(0.001);
    expect(answer).toContain('kg/m³**');
    expect(answer).toContain('Sharqawy');
  });

  it('gives ISO VG 46 at 40 °C as 46 cSt, kinematic first when cSt is asked', () => {
    // ISO 3448: the grade number is the kinematic viscosity at 40 °C in mm²/s.
    const answer = ask('Viscosity of ISO VG 46 at 40 °C in cSt?');
    expect(answer).toContain('**Viscosity: 46 cSt (mm²/s, kinematic)**');
    expect(answer).toContain('ISO 3448');
  });

  it('gives water density at 60 °F in lb/ft³', () => {
    // Steam tables: v_f(60 °F) = 0.016035 ft³/lb → 62.36 lb/ft³.
    expect(numberAfter(ask('density of water at 60 °F in lb/ft3'), 'Density:')).toBeCloseTo(62.36, 1);
  });

  it('takes the liquid and temperature from the wizard when the question points at them', () => {
    // Sharqawy (2010): p_v,sw = 3.1699 kPa/(1 + 0.57357·35/965) = 3.105 kPa at 25 °C = 0.4504 psia.
    const wizard = wizardValuesOf(
      wizardAnswer({ Fluid: { value: 'Seawater' }, Temperature: { value: 25, unit: '°C' } }),
    );
    const answer = ask('What is the vapour pressure of my fluid?', wizard);
    expect(Math.abs(numberAfter(answer, 'Vapour pressure:') - 0.4504) / 0.4504).toBeLessThan(0.005);
    expect(answer).toContain("fluid Seawater (the wizard's 'Fluid' field)");
    expect(answer).toContain("(the wizard's 'Temperature' field)");
  });

  it('asks plainly for a missing temperature or liquid', () => {
    const noTemperature = ask('What is the vapour pressure of water?');
    expect(noTemperature).toContain('I need the **temperature**');
    expect(noTemperature).not.toMatch(/psia|kPa/);
    expect(ask('What is the viscosity at 40 C?')).toContain('I need the **fluid**');
  });

  it('says a liquid is not in the library rather than answering for another', () => {
    expect(ask('What is the density of ammonia at 20 °C?')).toContain(
      '"ammonia" (your question) is not in the pump engine\'s fluid library',
    );
    expect(ask('density of 40 % glycol at 20 C')).toContain(
      'The library holds: Ethylene glycol 30 %, Ethylene glycol 50 %.',
    );
  });

  it('gives no value outside the library range', () => {
    // The library's water runs to 400 °F (IAPWS saturation, hot water and condensate service).
    const answer = ask('vapour pressure of water at 450 °F');
    expect(answer).toContain('outside that range');
    expect(answer).toContain('400 °F');
    expect(answer).not.toContain('psia');
  });
});
