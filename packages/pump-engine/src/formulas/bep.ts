/**
 * Operating flow as a percentage of best-efficiency flow: 100·Q/Q_BEP (definition; docs/reference/pump-engineering.md
 * §1).
 */
export function percentOfBep(input: { flowGpm: number; bepFlowGpm: number }): number {
  return (100 * input.flowGpm) / input.bepFlowGpm;
}

// AOR: vendor-defined; 40–130 % of BEP flow is a common commercial span (HI 9.6.3 typical), a project choice.
export const AOR_MIN_PERCENT = 40;
export const AOR_MAX_PERCENT = 130;

export type BepZone = 'preferred' | 'allowable' | 'outside';

/** POR per ANSI/HI 9.6.3 (70–120 % of BEP) and API 610's rated-flow window (80–110 %) for a % of BEP. */
export function bepZone(percent: number): { zone: BepZone; inApi610RatedWindow: boolean } {
  const inApi610RatedWindow = percent >= 80 && percent <= 110;
  if (percent >= 70 && percent <= 120) {
    return { zone: 'preferred', inApi610RatedWindow };
  }
  return {
    zone: percent >= AOR_MIN_PERCENT && percent <= AOR_MAX_PERCENT ? 'allowable' : 'outside',
    inApi610RatedWindow,
  };
}
