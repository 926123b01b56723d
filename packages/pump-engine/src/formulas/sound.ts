/** Pump sound pressure at 1 m, dB (Bies & Hansen, Engineering Noise Control ch. 11): K + 10 log kW (< 75 kW) or K + 3 log kW. */
export function pumpSoundPressureDb(input: { powerKw: number; speedRpm: number }): number {
  const small = input.powerKw < 75;
  // Speed bands 3000–3600 / 1600–1800 / 1000–1500 / 450–900 rpm; gaps go to the nearer band.
  let k: number;
  if (input.speedRpm >= 2400) {
    k = small ? 72 : 86;
  } else if (input.speedRpm >= 1550) {
    k = small ? 75 : 89;
  } else if (input.speedRpm >= 950) {
    k = small ? 70 : 84;
  } else {
    k = small ? 68 : 82;
  }
  return k + (small ? 10 : 3) * Math.log10(input.powerKw);
}

/** Motor sound pressure at 1 m, dB (Bies & Hansen ch. 11): 17 + 17 log kW + 15 log rpm (< 40 kW), else 28 + 10 log kW + 15 log rpm. */
export function motorSoundPressureDb(input: { powerKw: number; speedRpm: number }): number {
  const speedTerm = 15 * Math.log10(input.speedRpm);
  if (input.powerKw < 40) {
    return 17 + 17 * Math.log10(input.powerKw) + speedTerm;
  }
  return 28 + 10 * Math.log10(input.powerKw) + speedTerm;
}

/** Sum of incoherent sources, dB: 10·log Σ 10^(L/10) (acoustics; Bies & Hansen ch. 1). */
export function combineDb(levels: readonly number[]): number {
  return 10 * Math.log10(levels.reduce((sum, level) => sum + 10 ** (level / 10), 0));
}

/** Sound power from pressure at radius r over a hemisphere: Lw = Lp + 10·log(2πr²) (ISO 3744 form). */
export function soundPowerFromPressureDb(input: { pressureDb: number; radiusM: number }): number {
  return input.pressureDb + 10 * Math.log10(2 * Math.PI * input.radiusM ** 2);
}
