// Numbers the question states after a word rather than with a unit: specific gravity, pump efficiency.

/** A bare number after a label, e.g. "SG 1.2", "specific gravity of 0.85", "efficiency 78". */
export function numberAfterLabel(text: string, label: RegExp): number | null {
  const pattern = new RegExp(
    `(?:${label.source})\\s*(?:of|is|=|:|at|about|around)?\\s*(?:of|is|=|:)?\\s*(\\d*\\.?\\d+)`,
    'i',
  );
  const match = pattern.exec(text);
  if (match === null || match[1] === undefined) {
    return null;
  }
  const value = Number(match[1]);
  return Number.isFinite(value) ? value : null;
}

/** Specific gravity stated in the question ("SG 1.2", "specific gravity of 0.85"), or null. */
export function specificGravityIn(text: string): number | null {
  const value = numberAfterLabel(text, /\bs\.?g\.?|specific\s+gravity|relative\s+density/);
  return value !== null && value > 0.2 && value < 5 ? value : null;
}

/** Pump efficiency stated in the question ("at 75 % efficiency", "efficiency of 0.8"), as a fraction, or null. */
export function efficiencyIn(text: string): number | null {
  const before = /(\d+(?:\.\d+)?)\s*(?:%|percent)\s*(?:pump\s+)?(?:efficiency|efficient|eff\b)/i.exec(text);
  const value = before ? Number(before[1]) : numberAfterLabel(text, /\b(?:pump\s+)?efficiency|\beff\.?/);
  if (value === null || value <= 0) {
    return null;
  }
  const fraction = value > 1 ? value / 100 : value;
  return fraction > 0.05 && fraction <= 0.95 ? fraction : null;
}
