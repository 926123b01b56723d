import { describe, expect, it } from 'vitest';
import { wizardAnswer } from '../../../../test/part-answer.ts';
import { factsOf } from './facts.ts';
import { type Intent, intentOf } from './intent.ts';
import { NO_WIZARD_VALUES, wizardValuesOf } from './wizard-values.ts';

function intent(question: string, wizard = NO_WIZARD_VALUES): Intent {
  return intentOf(factsOf(question, wizard));
}

describe('intentOf: a property of a liquid', () => {
  it.each([
    ['What is the vapour pressure of water at 150 °F?', ['vapourPressure']],
    ['vapor pressure of water at 65 C in kPa', ['vapourPressure']],
    ["What's the density of seawater at 20 °C?", ['density']],
    ['specific gravity of water at 200 F', ['density']],
    ['How dense is diesel at 60 °F?', ['density']],
    ['Kinematic viscosity of water at 40 C?', ['viscosity']],
    ['What is the vapour pressure of water?', ['vapourPressure']],
    ['What is the density of ammonia at 20 °C?', ['density']],
    ['properties of brine at 60 F', ['vapourPressure', 'density', 'viscosity', 'specificHeat']],
  ])('"%s" asks %j', (question, properties) => {
    expect(intent(question)).toEqual({ kind: 'fluid-property', properties });
  });

  it('reads "my fluid" as the wizard liquid', () => {
    const wizard = wizardValuesOf(wizardAnswer({ Fluid: { value: 'Water' } }));
    expect(intent('What is the vapour pressure of my fluid?', wizard).kind).toBe('fluid-property');
  });
});

describe('intentOf: NPSHr from a suction specific speed', () => {
  it.each([
    ['What NPSHr should I expect for Nss 9000 at 500 gpm and 3550 rpm?', 9000],
    ['NPSH required if Nss is 11,000, 1000 gpm, 1780 rpm', 11000],
    ['Estimate NPSH3 from suction specific speed 8500 at 1200 gpm, 1780 rpm', 8500],
    ['At 3550 rpm and 500 gpm, with Nss=9000, NPSH3?', 9000],
    ['NPSHr for suction specific speed S = 200 (metric, m3/s) at 0.05 m3/s and 2900 rpm', 200],
  ])('"%s" gives Nss %d', (question, suctionSpecificSpeed) => {
    expect(intent(question)).toEqual({ kind: 'npsh-required-from-nss', suctionSpecificSpeed });
  });
});

describe('intentOf: a qualitative choice', () => {
  it.each([
    ['What speed should I choose for abrasive slurry service?', 'speed abrasive slurry'],
    ['What speed for a pump handling abrasive slurry at 500 gpm and 120 ft?', 'speed abrasive slurry'],
    ['What rpm is best for a slurry pump at 60 Hz?', 'speed slurry'],
    ['Which casing material for seawater service at 300 gpm?', 'materials seawater'],
    ['Best impeller material for sand slurry?', 'materials sand slurry'],
    ['What pump type for a viscous oil of 500 cSt?', 'pump type viscous oil'],
  ])('"%s" looks up "%s"', (question, topic) => {
    expect(intent(question)).toEqual({ kind: 'selection', topic });
  });
});

describe('intentOf: near misses stay calculations or articles', () => {
  it.each([
    'How does vapour pressure affect NPSH?',
    'What is vapour pressure?',
    'Why does hot water have a higher vapour pressure?',
    'How does the viscosity of oil change with temperature?',
    'Convert 5 cP to cSt for SG 0.9',
    'How many feet of head is 50 psi for a liquid with SG 1.2?',
    'Viscosity correction for 300 gpm at 150 ft, 3550 rpm, with an oil of 100 cSt?',
    'What is the NPSH available for water at 150 °F from an open tank at sea level with a 5 ft suction lift?',
    'What motor for 500 gpm of seawater at 120 ft?',
    'suction specific speed at 1000 gpm, 1780 rpm, NPSHr 15 ft',
    'What is the specific speed of a slurry pump at 1780 rpm, 500 gpm, 100 ft?',
    'What speed does a 4 pole motor run at on 50 Hz?',
    'What flow do I get at 3550 rpm with oil?',
    'Water at 68 °F has a viscosity of 1 cP; what is that in cSt?',
    'Pump 500 gpm of seawater at 120 ft: what motor size, allowing for its density?',
    'Check: Nss 9000, NPSHr 15 ft at 1000 gpm and 1780 rpm',
    'Mechanical seal or packing - which should I specify?',
  ])('"%s"', (question) => {
    expect(intent(question)).toEqual({ kind: 'calculation-or-article' });
  });
});
