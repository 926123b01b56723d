// DOE PSAT/MEASUR "achievable pump efficiency" (docs/reference/pump-engineering.md §3 [V]; PV49, PV51). Coefficients
// are the published fits of the HI efficiency charts as coded in ORNL-AMO/AMO-Tools-Suite src/calculator/pump
// (OptimalPrePumpEff, OptimalSpecificSpeedCorrection, OptimalDeviationFactor), UT-Battelle permissive licence,
// © UT-Battelle, LLC.
import { specificSpeedUs } from './specific-speed.ts';

/** PSAT pump styles used by the engine (AMO-Tools-Suite Pump::Style). */
export type PsatPumpStyle =
  | 'END_SUCTION_ANSI_API'
  | 'END_SUCTION_STOCK'
  | 'DOUBLE_SUCTION'
  | 'MULTISTAGE_BOILER_FEED'
  | 'VERTICAL_TURBINE'
  | 'LARGE_END_SUCTION';

/** [a, b, c, d, e] per flow range: η_pre[%] = a + b·e^(−c·Q) + d·e^(−e·Q), Q gpm; the range switches at `split` gpm. */
interface PreFit {
  readonly splits: readonly number[];
  readonly ranges: readonly (readonly [number, number, number, number, number])[];
}

const PRE_FITS: Record<PsatPumpStyle, PreFit> = {
  END_SUCTION_ANSI_API: {
    splits: [1030],
    ranges: [
      [84.655455, -18.706336, 0.0016056629, -20.655962, 0.0081197589],
      [87.748473, -7.6842423, 0.0003739105, -17.336122, 0.0024096967],
    ],
  },
  END_SUCTION_STOCK: {
    splits: [4440],
    ranges: [
      [87.199887, -10.580842, 0.00027878405, -23.785033, 0.0018831236],
      [90.158464, -4.8350009, 0.000048652395, -7.2881572, 0.00027630687],
    ],
  },
  DOUBLE_SUCTION: {
    splits: [9000],
    ranges: [
      [90.190375, -7.8068742, 0.00033366482, -8.1364684, 0.0026659434],
      [91.0, -3.6664629, 0.0001264433, -14.697275, 0.00072855045],
    ],
  },
  MULTISTAGE_BOILER_FEED: {
    splits: [890],
    ranges: [
      [84.286574, -17.836167, 0.0013236525, -26.951966, 0.0068256307],
      [87.129684, -7.8144274, 0.00034998448, -19.605637, 0.0022387671],
    ],
  },
  VERTICAL_TURBINE: {
    splits: [2550, 7220],
    ranges: [
      [87.456119, -9.3556039, 0.00067139092, -9.4309496, 0.0039344122],
      [89.899894, -5.9800814, 0.00019480643, -7.0638099, 0.0010440162],
      [90.124016, -1.7332611, 0.00014953651, -3.3197451, 0.00015232542],
    ],
  },
  LARGE_END_SUCTION: {
    splits: [],
    ranges: [[90.379274, -3.000737, 0.000034054964, -4.818246, 0.00019083831]],
  },
};

// Specific-speed correction ΔSS[%] = Σ c_i·Ns^i (i = 0…6), two Ns ranges; VTP for vertical turbines (AMO-Tools-Suite).
const SS_NOT_VTP: readonly (readonly number[])[] = [
  [14.884085, -0.021342141, 0.0000121172, -0.0000000031885957, 1.4907927e-13, 1.2855352e-16, -2.3798184e-20],
  [
    6.5703317, -0.010048327, 0.0000061475098, -0.0000000019659725, 3.5079978e-13, -3.2272033e-17,
    1.1881188e-21,
  ],
];
const SS_VTP: readonly (readonly number[])[] = [
  [
    14.788539, -0.022490348, 0.000017226359, -0.0000000075690542, 1.8893534e-12, -2.4834106e-16,
    1.3345507e-20,
  ],
  [
    4.0559384, -0.0026632249, 0.0000006761157, -0.000000000087766773, 6.5103425e-15, -2.5380141e-19,
    4.007753e-24,
  ],
];

/** PSAT size-only ("average") BEP efficiency, %, for a style and flow (AMO-Tools-Suite OptimalPrePumpEff; Q gpm). */
export function psatAverageEfficiencyPct(input: { style: PsatPumpStyle; flowGpm: number }): number {
  const fit = PRE_FITS[input.style];
  let index = 0;
  while (index < fit.splits.length && input.flowGpm >= (fit.splits[index] ?? 0)) {
    index += 1;
  }
  const [a, b, c, d, e] = fit.ranges[index] ?? [0, 0, 0, 0, 0];
  return a + b * Math.exp(-c * input.flowGpm) + d * Math.exp(-e * input.flowGpm);
}

/** PSAT deviation factor DF = 1 + (0.108 + 18.08·e^(−0.782·log Q) + 30.53·e^(−0.807·log Q))/100 (AMO OptimalDeviationFactor; Q gpm). */
export function psatDeviationFactor(flowGpm: number): number {
  const logQ = Math.log10(flowGpm);
  return (
    1 +
    (0.10805906 + 18.077243 * Math.exp(-0.78231304 * logQ) + 30.525232 * Math.exp(-0.80684022 * logQ)) / 100
  );
}

/** PSAT specific-speed correction, fraction: max(Σ c_i·Ns^i, 0)/100, Ns US per stage (AMO OptimalSpecificSpeedCorrection). */
export function psatSpecificSpeedCorrection(input: {
  style: PsatPumpStyle;
  specificSpeedUs: number;
}): number {
  const ns = input.specificSpeedUs;
  const isVtp = input.style === 'VERTICAL_TURBINE';
  const table = isVtp ? SS_VTP : SS_NOT_VTP;
  const row = table[ns < (isVtp ? 4550 : 2530) ? 0 : 1] ?? [];
  let sum = 0;
  let power = 1;
  for (const coefficient of row) {
    sum += coefficient * power;
    power *= ns;
  }
  return Math.max(sum, 0) / 100;
}

/**
 * Below this flow the PSAT size fit × deviation factor stops rising with flow (57.3 % at 15 gpm but 67.7 % at 1 gpm):
 * the deviation factor is held at its 15 gpm value there so the estimate never grows as the pump shrinks [J].
 */
export const PSAT_MONOTONE_MIN_GPM = 15;

/**
 * PSAT achievable BEP efficiency, fraction: (η_pre·C_η − ΔSS)·DF (DOE PSAT/MEASUR, AMO-Tools-Suite
 * OptimalPumpEfficiency; docs/reference/pump-engineering.md §3 [V]; PV49, PV51). Inputs: total flow gpm, total head ft,
 * speed rpm, stages, kinematic viscosity cSt (null: the water-test value, without PSAT's C_η, which drops below 1 for
 * pumps under ~30 gpm even at 1 cSt).
 */
export function psatAchievableEfficiency(input: {
  style: PsatPumpStyle;
  flowGpm: number;
  headFt: number;
  speedRpm: number;
  stages: number;
  viscosityCst: number | null;
}): number {
  const pre = psatAverageEfficiencyPct(input) / 100;
  // HI 9.6.7 C_η with PSAT's B (total flow, total head as PSAT passes them), capped at 1.
  const b =
    input.viscosityCst === null
      ? 0
      : (26.6 * input.viscosityCst ** 0.5 * input.headFt ** 0.0625) /
        (input.flowGpm ** 0.375 * input.speedRpm ** 0.25);
  const cEta = b <= 1 ? 1 : Math.min(1, b ** (-0.0547 * b ** 0.69));
  const ns = specificSpeedUs({
    speedRpm: input.speedRpm,
    flowGpm: input.flowGpm,
    headFt: input.headFt / input.stages,
  });
  const correction = psatSpecificSpeedCorrection({ style: input.style, specificSpeedUs: ns });
  return (pre * cEta - correction) * psatDeviationFactor(Math.max(input.flowGpm, PSAT_MONOTONE_MIN_GPM));
}
