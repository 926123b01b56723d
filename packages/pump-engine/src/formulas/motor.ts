/** NEMA MG-1 standard horsepower ratings used for motor selection (1–500 hp; CSA 4 and 5.5 hp excluded). */
export const NEMA_RATINGS_HP = [
  1, 1.5, 2, 3, 5, 7.5, 10, 15, 20, 25, 30, 40, 50, 60, 75, 100, 125, 150, 200, 250, 300, 350, 400, 450, 500,
] as const;

/** Synchronous speed, rpm: 120·f[Hz]/poles (IEC 60034-1; CalebBell fluids speed_synchronous). */
export function synchronousSpeedRpm(input: { frequencyHz: number; poles: number }): number {
  return (120 * input.frequencyHz) / input.poles;
}

/**
 * Catalogue full-load speed, rpm, for a pole count: 60 Hz 3560/1780/1180, 50 Hz 2900/1450/960
 * (docs/reference/pump-engineering.md §1 RPM).
 */
export function fullLoadSpeedRpm(input: { frequencyHz: number; poles: number }): number {
  const slip = input.frequencyHz === 50 ? { 2: 2900, 4: 1450, 6: 960 } : { 2: 3560, 4: 1780, 6: 1180 };
  const known = slip[input.poles as 2 | 4 | 6];
  // Other poles/frequencies: ~1.5 % slip, the middle of the 1–3 % range.
  return known ?? Math.round(synchronousSpeedRpm(input) * 0.985);
}

/** Pole count whose synchronous speed is nearest above a running speed, rpm, at f Hz (IEC 60034-1). */
export function polesForSpeed(input: { speedRpm: number; frequencyHz: number }): number {
  const exact = (120 * input.frequencyHz) / input.speedRpm;
  return Math.max(2, 2 * Math.floor(exact / 2 + 1e-9));
}

/** Next standard NEMA rating, hp, at or above the required hp; null above 500 hp (NEMA MG-1; fluids motor_round_size). */
export function nemaMotorRatingHp(requiredHp: number): number | null {
  return NEMA_RATINGS_HP.find((rating) => rating >= requiredHp - 1e-9) ?? null;
}

/**
 * API 610 driver-sizing rule (docs/reference/pump-engineering.md §1, [R]): margin on pump rated power: 125 % ≤ 22 kW,
 * 115 % for 22–55 kW, 110 % > 55 kW.
 */
export function api610DriverMarginFactor(ratedPowerKw: number): number {
  if (ratedPowerKw <= 22) {
    return 1.25;
  }
  return ratedPowerKw <= 55 ? 1.15 : 1.1;
}

// NEMA MG-1 Table 12-12 = 10 CFR 431.25 NEMA Premium TEFC, % (2-, 4-, 6-pole); 1–200 hp exactly as
// docs/reference/pump-engineering.md §2.1 [V]. 250–500 hp (95.8 / 96.2 / 95.8) are NOT in the reference (its table and
// fluids' nema_high_P stop at 200 hp): recalled from MG-1 Table 12-12 [R], unverified — check against the eCFR before
// relying on them.
const PREMIUM_TEFC: Record<number, readonly [number, number, number]> = {
  1: [77.0, 85.5, 82.5],
  1.5: [84.0, 86.5, 87.5],
  2: [85.5, 86.5, 88.5],
  3: [86.5, 89.5, 89.5],
  5: [88.5, 89.5, 89.5],
  7.5: [89.5, 91.7, 91.0],
  10: [90.2, 91.7, 91.0],
  15: [91.0, 92.4, 91.7],
  20: [91.0, 93.0, 91.7],
  25: [91.7, 93.6, 93.0],
  30: [91.7, 93.6, 93.0],
  40: [92.4, 94.1, 94.1],
  50: [93.0, 94.5, 94.1],
  60: [93.6, 95.0, 94.5],
  75: [93.6, 95.4, 94.5],
  100: [94.1, 95.4, 95.0],
  125: [95.0, 95.4, 95.0],
  150: [95.0, 95.8, 95.8],
  200: [95.4, 96.2, 95.8],
  250: [95.8, 96.2, 95.8],
  300: [95.8, 96.2, 95.8],
  350: [95.8, 96.2, 95.8],
  400: [95.8, 96.2, 95.8],
  450: [95.8, 96.2, 95.8],
  500: [95.8, 96.2, 95.8],
};

/** The column of the NEMA Premium table for a pole count: 2, 4, or 6 and more. */
export function poleColumn(poles: number): 0 | 1 | 2 {
  if (poles <= 2) {
    return 0;
  }
  return poles <= 4 ? 1 : 2;
}

/** NEMA Premium TEFC nominal full-load efficiency as a fraction (NEMA MG-1 Table 12-12); null if not a rating. */
export function nemaPremiumEfficiency(input: { ratedHp: number; poles: number }): number | null {
  const row = PREMIUM_TEFC[input.ratedHp];
  return row === undefined ? null : row[poleColumn(input.poles)] / 100;
}

// NEMA MG-1 Part 13 T-frame assignments, TEFC (docs/reference/pump-engineering.md §2.2 [R]); 3600 / 1800 / 1200 rpm.
// 150–300 hp in 445T–449T (MG-1 Part 4 dimensions); above 449T MG-1 standardises no frame, so the 5000/5800
// "above-NEMA" frames are the makers' usual TEFC designations (WEG W22, ABB Baldor catalogues) [R — verify against the
// chosen maker's data sheet].
const T_FRAMES: Record<number, readonly [string, string, string]> = {
  1: ['143T', '143T', '145T'],
  1.5: ['143T', '145T', '182T'],
  2: ['145T', '145T', '184T'],
  3: ['182T', '182T', '213T'],
  5: ['184T', '184T', '215T'],
  7.5: ['213T', '213T', '254T'],
  10: ['215T', '215T', '256T'],
  15: ['254T', '254T', '284T'],
  20: ['256T', '256T', '286T'],
  25: ['284TS', '284T', '324T'],
  30: ['286TS', '286T', '326T'],
  40: ['324TS', '324T', '364T'],
  50: ['326TS', '326T', '365T'],
  60: ['364TS', '364T', '404T'],
  75: ['365TS', '365T', '405T'],
  100: ['405TS', '405T', '444T'],
  125: ['444TS', '444T', '445T'],
  150: ['445TS', '445T', '447T'],
  200: ['447TS', '447T', '449T'],
  250: ['449TS', '449T', '5008L'],
  300: ['449TS', '449T', '5008L'],
  350: ['5008S', '5008L', '5010L'],
  400: ['5008S', '5010L', '5010L'],
  450: ['5010S', '5010L', '5810L'],
  500: ['5010S', '5010L', '5810L'],
};

/** NEMA frame, TEFC, for a rating and synchronous speed (NEMA MG-1 Part 13; makers' 5000/5800 frames above 449T); null off the ratings. */
export function nemaFrame(input: { ratedHp: number; synchronousRpm: number }): string | null {
  const row = T_FRAMES[input.ratedHp];
  if (row === undefined) {
    return null;
  }
  if (input.synchronousRpm >= 2400) {
    return row[0];
  }
  return input.synchronousRpm >= 1500 ? row[1] : row[2];
}

/** NEMA frame shaft height D, in: first two digits ÷ 4 (NEMA MG-1 §4.4.1; HI EDB motor-horizontal-4.4.1); 5008 → 12.5, 5810 → 14.5. */
export function frameShaftHeightIn(frame: string): number {
  return Number.parseInt(frame.slice(0, 2), 10) / 4;
}

/** NEMA frame maximum width A, in: 2·D (NEMA MG-1 §4.4.1 via HI EDB; docs/reference/pump-engineering.md §2.3). */
export function frameWidthIn(frame: string): number {
  return 2 * frameShaftHeightIn(frame);
}
