/** A number with its unit as typed by a user, e.g. `{value: 500, unit: 'gpm'}`. */
export interface QuantityInput {
  readonly value: number;
  readonly unit: string;
}

const QUANTITY_TEXT = /^\s*([-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)\s*([^\d\s].*?)?\s*$/i;

/** Splits text such as `500gpm`, `36.5 m3/h` or `140F` into value and unit; null when it is not a number. */
export function parseQuantityText(text: string, defaultUnit: string): QuantityInput | null {
  const match = QUANTITY_TEXT.exec(text);
  if (match === null || match[1] === undefined) {
    return null;
  }
  const value = Number(match[1]);
  if (!Number.isFinite(value)) {
    return null;
  }
  return { value, unit: match[2] ?? defaultUnit };
}
