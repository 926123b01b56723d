import { describe, expect, it } from 'vitest';
import { wizardAnswer } from '../../../../../test/part-answer.ts';
import { factsOf } from '../facts.ts';
import { NO_WIZARD_VALUES, wizardValuesOf } from '../wizard-values.ts';
import { npshRequiredFromNssAnswer, suctionSpecificSpeedIn } from './npsh-required-from-nss.ts';

// Worked values by hand from Nss = N·√Q/NPSH3^0.75 (ANSI/HI 9.6.1), i.e. NPSH3 = (N·√Q/Nss)^(4/3).

function ask(question: string, wizard = NO_WIZARD_VALUES): string {
  const nss = suctionSpecificSpeedIn(question);
  if (nss === null) {
    throw new Error(`no Nss in: ${question}`);
  }
  return npshRequiredFromNssAnswer(factsOf(question, wizard), nss);
}

describe('suctionSpecificSpeedIn', () => {
  it.each([
    ['Nss 9000 at 500 gpm', 9000],
    ['if Nss is 11,000, 1000 gpm', 11000],
    ['with Nss=9000, NPSH3?', 9000],
    ['a suction specific speed of 9,500', 9500],
    ['a 10000 Nss impeller', 10000],
    ['suction specific speed S = 200 (metric, m3/s)', 200],
  ])('"%s" → %d', (text, value) => {
    expect(suctionSpecificSpeedIn(text)).toBe(value);
  });

  it('does not read a flow or a speed as Nss', () => {
    expect(suctionSpecificSpeedIn('suction specific speed at 1000 gpm, 1780 rpm, NPSHr 15 ft')).toBeNull();
    expect(suctionSpecificSpeedIn('Nss for 1000 gpm at 1780 rpm')).toBeNull();
    expect(suctionSpecificSpeedIn('suction specific speed: 1000 gpm, 1780 rpm, NPSHr 15 ft')).toBeNull();
  });
});

describe('NPSHr from suction specific speed', () => {
  it('solves the definition for NPSH3 and cites ANSI/HI 9.6.1', () => {
    // (3550·√500/9000)^(4/3) = 8.820^(4/3) = 18.22 ft = 5.55 m.
    const answer = ask('What NPSHr should I expect for Nss 9000 at 500 gpm and 3550 rpm?');
    expect(answer).toContain('**Estimated NPSHr (NPSH3) ≈ 18.2 ft (5.55 m)**');
    expect(answer).toContain('(N·√Q / Nss)^(4/3)');
    expect(answer).toContain('ANSI/HI 9.6.1');
  });

  it('takes the flow per eye of a double-suction impeller', () => {
    // 1500 gpm per eye: (1780·√1500/9000)^(4/3) = 15.10 ft.
    const answer = ask('Double suction pump, 3000 gpm at 1780 rpm, Nss 9000 - what NPSHr?');
    expect(answer).toContain('≈ 15.1 ft');
    expect(answer).toContain('per eye');
  });

  it('reads a value below 1,000 as metric S (rpm, m³/s, m)', () => {
    // (2900·√0.05/200)^(4/3) = 3.2424^(4/3) = 4.80 m.
    const answer = ask('NPSHr for suction specific speed S = 200 (metric, m3/s) at 0.05 m3/s and 2900 rpm');
    expect(answer).toContain('(4.8 m)**');
    expect(answer).toContain('metric S');
  });

  it('compares with NPSH available when it is given', () => {
    // NPSH3 = (3560·√750/12000)^(4/3) = 16.33 ft; 20/16.33 = 1.22.
    const answer = ask('What NPSHr for Nss 12000 at 750 gpm and 3560 rpm, and is 20 ft of NPSHa enough?');
    expect(answer).toContain('≈ 16.3 ft');
    expect(answer).toContain('ratio **1.22**');
  });

  it("uses the wizard's flow", () => {
    // (1780·√600/9500)^(4/3) = 7.63 ft.
    const wizard = wizardValuesOf(wizardAnswer({ 'Flow rate': { value: 600, unit: 'gpm' } }));
    const answer = ask('What NPSHr does Nss 9500 give at my flow and 1780 rpm?', wizard);
    expect(answer).toContain('≈ 7.63 ft');
    expect(answer).toContain("flow 600 gpm (the wizard's 'Flow rate' field)");
  });

  it('asks for the speed or flow that is missing', () => {
    expect(ask('What is the NPSHr for Nss 9000 at 500 gpm?')).toContain('I need **speed (rpm)**');
    expect(ask('NPSH required for a suction specific speed of 9,000 at 1780 rpm?')).toContain(
      'I need **Flow rate**',
    );
  });
});
