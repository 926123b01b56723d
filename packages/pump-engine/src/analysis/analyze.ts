import { buildOutput } from './build-output.ts';
import type { Duty } from './duty.ts';
import { normaliseDuty } from './duty.ts';
import { idealDesign } from './ideal-design.ts';
import type { Analysis } from './structured-output.ts';
import { dutyNpshAvailableFt } from './suction.ts';

/** First-principles analysis of an ideal pump for the duty (docs/design.md 'Pump engine contract'). */
export function analyze(duty: Duty): Analysis {
  const normalised = normaliseDuty(duty);
  const { issues, assumptions } = normalised;
  if (normalised.duty === null) {
    return { structured_output: null, issues, assumptions };
  }
  const d = normalised.duty;
  const given = dutyNpshAvailableFt(d, false);
  const reference = given ?? dutyNpshAvailableFt(d, true) ?? 0;
  if (given === null) {
    assumptions.push(
      `Speed chosen for an open tank at ${d.siteElevationFt} ft with the liquid at the pump centreline (NPSHa ≈ ${Math.round(reference * 10) / 10} ft); give NPSHa or suction conditions to check cavitation.`,
    );
  }
  assumptions.push(
    'Ideal pump: BEP at the duty; efficiency = DOE PSAT achievable efficiency (HI-chart fits, reference §3); NPSH3 from Nss = 8500; speed and type chosen by the highest efficiency with a low NPSH risk.',
    "Motor by the service (docs/decisions/0003-motor-sizing.md): NEMA MG 1 general service — rating ≥ the duty power at service factor 1.0, its 1.15 service factor covering a typical curve's run-out — or, in petroleum service, API 610 driver margins (125 % ≤ 22 kW, 115 % to 55 kW, 110 % above); NEMA Premium TEFC efficiency.",
    'Line sizes: smallest preferred Sch 40 size (NPS 2½ and 5 skipped) with suction ≤ 6 ft/s and discharge ≤ 10 ft/s; straight pipe 5–10 suction diameters.',
    'CapEx: Corripio (1982) pump cost × CEPCI 2023/1982 × type and material factors + motor + base, installation 0.5× equipment; maintenance 3–5 %/yr of equipment.',
  );
  // The duty as designed and reported: NPSHa only when given or derived from the suction conditions.
  const designDuty = { ...d, npshAvailableFt: given };
  const design = idealDesign(designDuty, reference);
  if (design.viscosity !== null) {
    assumptions.push(
      `Viscous duty (${Math.round(d.fluid.viscosityCst * 10) / 10} cSt): ANSI/HI 9.6.7 B = ${Math.round(design.viscosity.B * 100) / 100}, C_Q = ${design.viscosity.CQ.toFixed(3)}, C_H = ${design.viscosity.CH.toFixed(3)}, C_η = ${design.viscosity.Ceta.toFixed(3)}.`,
    );
    if (design.viscosity.B > 40) {
      issues.push({
        code: 'viscosity_out_of_range',
        path: ['fluid', 'viscosityCp'],
        message: `HI 9.6.7 parameter B = ${Math.round(design.viscosity.B)} exceeds 40: a centrifugal pump is unsuitable; consider a positive-displacement pump.`,
        severity: 'warning',
      });
    }
  }
  return {
    structured_output: buildOutput(designDuty, design, issues, assumptions),
    issues,
    assumptions,
  };
}
