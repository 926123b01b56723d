/**
 * API 610 bearing-housing vibration limit, mm/s RMS overall: 3.0 in the POR, ×1.3 outside it; vertical pumps 5.0
 * (docs/reference/pump-engineering.md §2.5 [R]).
 */
export function api610VibrationLimitMmS(input: { isVertical: boolean; isInPor: boolean }): number {
  if (input.isVertical) {
    return 5.0;
  }
  return input.isInPor ? 3.0 : 3.9;
}
