import { describe, expect, it } from 'vitest';
import { wizardAnswer } from '../../../../../test/part-answer.ts';
import { factsOf } from '../facts.ts';
import { NO_WIZARD_VALUES, wizardValuesOf } from '../wizard-values.ts';
import { calculate } from './registry.ts';

// Worked values in the comments are computed by hand from the cited formula, not by the code under test.

function ask(question: string, wizard = NO_WIZARD_VALUES): string {
  const answer = calculate(factsOf(question, wizard));
  if (answer === null) {
    throw new Error(`not a calculation: ${question}`);
  }
  return answer;
}

describe('motor sizing', () => {
  it('computes BHP with the stated efficiency and the next NEMA rating with the API 610 margin', () => {
    // BHP = 200·250·0.85/(3960·0.70) = 15.33 hp = 11.4 kW ≤ 22 kW → ×1.25 = 19.2 hp → NEMA 20 hp.
    const answer = ask('What size motor for 200 gpm at 250 ft with SG 0.85 at 70% efficiency?');
    expect(answer).toContain('**15.3 hp**');
    expect(answer).toContain('**20 hp**');
    expect(answer).toContain('BHP = Q·H·SG / (3960·η)');
    expect(answer).toContain('SG 0.85 (your question)');
  });

  it('uses 115 % above 22 kW', () => {
    // 1000·200·1.1/(3960·0.8) = 69.44 hp = 51.8 kW → ×1.15 = 79.9 hp → 100 hp.
    const answer = ask('brake horsepower at 1000 gpm, 200 ft, SG 1.1 and 80% efficiency?');
    expect(answer).toContain('**69.4 hp**');
    expect(answer).toContain('× 1.15');
    expect(answer).toContain('**100 hp**');
  });

  it('estimates efficiency when none is given and says so', () => {
    // η about 0.8 at 500 gpm/120 ft (HI charts) → BHP ≈ 19 hp → ×1.25 ≈ 24 → 25 hp.
    const answer = ask('what motor for 500 gpm at 120 ft?');
    expect(answer).toContain('PSAT');
    expect(answer).toContain('**25 hp**');
  });

  it('sizes the motor from a stated shaft power', () => {
    // 42 hp = 31.3 kW (22–55 kW) → ×1.15 = 48.3 hp → NEMA 50 hp.
    expect(ask('What NEMA motor for a pump absorbing 42 hp?')).toContain('42 hp × 1.15 = 48.3 hp');
  });

  it('names the missing wizard fields', () => {
    const answer = ask('What motor do I need?');
    expect(answer).toContain("'Flow rate'");
    expect(answer).toContain("'Differential head'");
  });

  it('takes flow and head from the wizard when the question has none', () => {
    // 100 m³/h = 440.3 gpm and 40 m = 131.2 ft.
    const wizard = wizardValuesOf(
      wizardAnswer({
        'Flow rate': { value: 100, unit: 'm3/h' },
        'Differential head': { value: 40, unit: 'm' },
      }),
    );
    const answer = ask('What motor do I need?', wizard);
    expect(answer).toContain("flow 100 m3/h (the wizard's 'Flow rate' field)");
    expect(answer).toContain("head 40 m (the wizard's 'Differential head' field)");
    expect(answer).toContain('440 gpm × 131 ft');
  });
});

describe('unit conversions', () => {
  it.each([
    // 30·1000/60/3.785411784 = 132.09
    ['convert 30 m3/h to gpm', '**132 gpm**'],
    // 250·3.785411784/60 = 15.77
    ['convert 250 gpm to L/s', '**15.8 L/s**'],
    // 144·50/(1.2·62.3666) = 96.2
    ['How many feet of head is 50 psi for a liquid with SG 1.2?', '**96.2 ft**'],
    // 300 kPa = 43.51 psi → 43.51·144/62.3666 = 100.5 ft = 30.6 m
    ['how much head in meters is 3 bar?', '**30.6 m**'],
    // 1.8·80 + 32 = 176
    ['convert 80 °C to °F', '**176 °F**'],
    // 75/0.7457 = 100.6
    ['75 kW in hp?', '**101 hp**'],
    // 5/0.9 = 5.56
    ['Convert 5 cP to cSt for SG 0.9', '**5.56 cSt**'],
  ])('%s', (question, expected) => {
    expect(ask(question)).toContain(expected);
  });
});

describe('NPSH', () => {
  it('compares a given NPSHa and NPSHr', () => {
    // ratio 8/6 = 1.33, margin 2 ft < 5 ft → Moderate.
    const answer = ask('NPSHa 8 ft, NPSHr 6 ft - is that enough margin?');
    expect(answer).toContain('margin **2 ft**, ratio **1.33** → cavitation risk **Moderate**');
  });

  it('estimates NPSH3 from Nss 8,500 at the given speed', () => {
    // NPSH3 = (3550·√400/8500)^(4/3) = 16.95 ft; 12/16.95 = 0.71 → High.
    const answer = ask('What is the NPSH margin with NPSHa 12 ft at 400 gpm and 3550 rpm?');
    expect(answer).toContain('= 16.9 ft');
    expect(answer).toContain('ratio **0.71** → cavitation risk **High**');
    expect(answer).toContain('ANSI/HI 9.6.1');
  });

  it('computes NPSHa for an open tank', () => {
    // p_atm(5000 ft) = 12.23 psia, p_v(140 °F) = 2.889 psia, ρ = 61.38 lb/ft³ → 21.9 − 10 − 2 = 9.9 ft.
    const answer = ask(
      'NPSH available for an open tank of water at 5000 ft elevation, 140 F, with a 10 ft suction lift and 2 ft friction loss',
    );
    expect(answer).toContain('**NPSH available ≈ 9.9');
  });

  it('reads tank geometry as geometry even when the question names NPSHa first', () => {
    // (14.696 − 0.339 psia)·144/62.32 lb/ft³ + 8 − 1.5 = 39.7 ft.
    const answer = ask(
      "what's the NPSHa if the tank is 8 ft above the pump, water at 68F, sea level, 1.5 ft friction loss",
    );
    expect(answer).toContain('**NPSH available ≈ 39.7 ft**');
  });

  it('asks for NPSH available when it is missing', () => {
    const wizard = wizardValuesOf(wizardAnswer({ 'Flow rate': { value: 400, unit: 'gpm' } }));
    expect(ask('What is my NPSH margin?', wizard)).toContain("'NPSH available'");
  });
});

describe('affinity laws, specific speed, BEP, viscosity, energy, motor speed', () => {
  it('applies the speed laws to the stated duty', () => {
    // 600·2900/3550 = 490.1 gpm; 150·(2900/3550)² = 100.1 ft.
    const answer = ask(
      'My pump gives 600 gpm at 150 ft at 3550 rpm. What flow and head if I slow it from 3550 to 2900 rpm?',
    );
    expect(answer).toContain('**490 gpm**');
    expect(answer).toContain('**100 ft**');
  });

  it('applies a trim given as a percentage', () => {
    // 0.95² = 0.9025 → 90.3 % head; 0.95³ = 0.857 → 85.7 % power.
    const answer = ask('How much does the head drop if I trim the impeller 5%?');
    expect(answer).toContain('**90.3 %** of the present head');
    expect(answer).toContain('**85.7 %** of the present power');
  });

  it('finds the trimmed diameter for a wanted head', () => {
    // 10·√(100/120) = 9.13 in.
    expect(
      ask('impeller diameter to reduce the head from 120 ft to 100 ft with a 10 inch impeller'),
    ).toContain('**9.13 in**');
  });

  it('computes specific speed and names the pump type', () => {
    // 1780·√1000/150^0.75 = 1313 → radial.
    const answer = ask('Specific speed for 1000 gpm at 150 ft and 1780 rpm?');
    expect(answer).toContain('Ns ≈ 1,313');
    expect(answer).toContain('radial');
  });

  it('places a flow against the BEP', () => {
    // 100·300/450 = 66.7 % → below the 70 % POR limit.
    const answer = ask('We operate at 300 gpm and the BEP is 450 gpm - is that OK?');
    expect(answer).toContain('66.7 % of BEP');
    expect(answer).toContain('outside the POR');
  });

  it('classifies a stated % of BEP', () => {
    // 45 % is below the 70 % POR limit and above the typical 40 % AOR limit.
    expect(ask('Is 45% of BEP acceptable?')).toContain('within a typical allowable operating region');
  });

  it('treats a duty with "how many" as a duty, not a conversion', () => {
    expect(ask('how many horsepower to pump 1200 gpm to 180 ft?')).toContain('**Brake horsepower:**');
  });

  it('gives the HI 9.6.7 factors', () => {
    // B = 5.55, C_Q = 0.937, C_η = 0.736.
    const answer = ask('Viscosity correction for 300 gpm at 150 ft, 3550 rpm, with an oil of 100 cSt?');
    expect(answer).toContain('B = 5.55');
    expect(answer).toContain('C_Q = **0.937**');
    expect(answer).toContain('C_η = **0.736**');
  });

  it('computes energy and cost per year', () => {
    // 30 kW/0.945 (NEMA Premium 50 hp 4-pole) = 31.75 kW × 6000 h = 190,476 kWh × $0.12 = $22,857.
    const answer = ask(
      'energy cost per year for a pump shaft power of 30 kW, 6000 hours per year at 0.12 $/kWh?',
    );
    expect(answer).toContain('190,476 kWh/year');
    expect(answer).toContain('$22,857 per year');
  });

  it('does not apply a motor efficiency to a stated electrical input', () => {
    // 15 kW × 4000 h = 60,000 kWh × $0.14 = $8,400.
    const answer = ask('Energy cost for 15 kW motor input running 4000 h/yr at $0.14/kWh?');
    expect(answer).toContain('**60,000 kWh/year**');
    expect(answer).toContain('**$8,400 per year**');
    expect(answer).not.toContain('η_motor');
  });

  it('asks for the electricity rate when it is missing', () => {
    expect(ask('annual energy for 30 kW shaft power')).toContain("'Electricity rate'");
  });

  it('gives the synchronous speed', () => {
    // 120·50/4 = 1500.
    expect(ask("What's the synchronous speed of a 4-pole motor at 50 Hz?")).toContain('**1,500 rpm**');
  });
});

describe('a library liquid the question names', () => {
  it('sizes the motor with its specific gravity, not water', () => {
    // Sharqawy et al. (2010): seawater (S = 35 g/kg) at 15.6 °C is 1025.9 kg/m³; ÷ 999.0 (water at 60 °F) = 1.027.
    expect(ask('What motor for 500 gpm of seawater at 120 ft?')).toContain(
      "SG 1.027 (Seawater at 60 °F in the engine's fluid library; your question names it)",
    );
  });

  it('corrects for its viscosity at the stated temperature', () => {
    // ISO 3448: VG 46 is 46 cSt at 40 °C; B = 26.6·46^0.5·150^0.0625/(300^0.375·1780^0.25) = 4.47, C_Q = 0.958.
    const answer = ask('Viscosity correction for VG 46 at 40 °C, 300 gpm, 150 ft, 1780 rpm');
    expect(answer).toContain('viscosity 46 cSt (Hydraulic oil (ISO VG 46) at 104 °F');
    expect(answer).toContain('B = 4.47');
    expect(answer).toContain('C_Q = **0.958**');
  });

  it('asks for the temperature its viscosity depends on', () => {
    expect(ask('Viscosity correction for VG 46, 300 gpm, 150 ft')).toContain('I need **Temperature**');
  });
});

describe('not a calculation', () => {
  it('leaves knowledge questions to the articles', () => {
    for (const question of [
      'What is specific speed?',
      'Explain the affinity laws',
      'What driver margin does API 610 require?',
    ]) {
      expect(calculate(factsOf(question, NO_WIZARD_VALUES))).toBeNull();
    }
  });
});
