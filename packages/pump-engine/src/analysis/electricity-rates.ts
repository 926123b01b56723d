/**
 * Average commercial electricity price by state, ¢/kWh, 2023: U.S. EIA, Electric Power Annual 2023 (released
 * 17 Oct 2024), "Average revenue per kilowatthour by state and sector" (eia.gov/electricity/annual). Wyoming's
 * 2023 row was not retrieved: its 2022 commercial value (EIA, 9.55 ¢) is used and marked.
 */
export const STATE_COMMERCIAL_RATES_CENTS: Readonly<Record<string, { cents: number; year: number }>> = {
  AL: { cents: 13.16, year: 2023 },
  AK: { cents: 20.87, year: 2023 },
  AZ: { cents: 11.79, year: 2023 },
  AR: { cents: 10.34, year: 2023 },
  CA: { cents: 23.91, year: 2023 },
  CO: { cents: 11.64, year: 2023 },
  CT: { cents: 19.99, year: 2023 },
  DE: { cents: 11.83, year: 2023 },
  DC: { cents: 16.94, year: 2023 },
  FL: { cents: 11.95, year: 2023 },
  GA: { cents: 10.7, year: 2023 },
  HI: { cents: 39.03, year: 2023 },
  ID: { cents: 8.78, year: 2023 },
  IL: { cents: 11.24, year: 2023 },
  IN: { cents: 12.55, year: 2023 },
  IA: { cents: 10.33, year: 2023 },
  KS: { cents: 10.85, year: 2023 },
  KY: { cents: 11.38, year: 2023 },
  LA: { cents: 10.45, year: 2023 },
  ME: { cents: 17.88, year: 2023 },
  MD: { cents: 12.77, year: 2023 },
  MA: { cents: 19.62, year: 2023 },
  MI: { cents: 13.4, year: 2023 },
  MN: { cents: 12.39, year: 2023 },
  MS: { cents: 12.37, year: 2023 },
  MO: { cents: 10.14, year: 2023 },
  MT: { cents: 12.11, year: 2023 },
  NE: { cents: 8.76, year: 2023 },
  NV: { cents: 11.91, year: 2023 },
  NH: { cents: 20.4, year: 2023 },
  NJ: { cents: 14.0, year: 2023 },
  NM: { cents: 10.68, year: 2023 },
  NY: { cents: 18.01, year: 2023 },
  NC: { cents: 9.67, year: 2023 },
  ND: { cents: 7.38, year: 2023 },
  OH: { cents: 10.75, year: 2023 },
  OK: { cents: 9.34, year: 2023 },
  OR: { cents: 9.92, year: 2023 },
  PA: { cents: 11.26, year: 2023 },
  RI: { cents: 17.68, year: 2023 },
  SC: { cents: 10.39, year: 2023 },
  SD: { cents: 10.16, year: 2023 },
  TN: { cents: 11.8, year: 2023 },
  TX: { cents: 8.82, year: 2023 },
  UT: { cents: 8.51, year: 2023 },
  VT: { cents: 18.0, year: 2023 },
  VA: { cents: 8.95, year: 2023 },
  WA: { cents: 9.92, year: 2023 },
  WV: { cents: 11.03, year: 2023 },
  WI: { cents: 12.76, year: 2023 },
  WY: { cents: 9.55, year: 2022 },
};

/** National average commercial price used without a zip code: EIA, U.S. 2022 commercial average 12.41 ¢/kWh. */
export const US_AVERAGE_COMMERCIAL_CENTS = { cents: 12.41, year: 2022 } as const;

// USPS 3-digit ZIP prefixes by state (USPS Publication 65 / National Five-Digit ZIP Code directory ranges).
const ZIP3_RANGES: readonly (readonly [number, number, string])[] = [
  [5, 5, 'NY'],
  [10, 27, 'MA'],
  [28, 29, 'RI'],
  [30, 38, 'NH'],
  [39, 49, 'ME'],
  [50, 54, 'VT'],
  [55, 55, 'MA'],
  [56, 59, 'VT'],
  [60, 69, 'CT'],
  [70, 89, 'NJ'],
  [100, 149, 'NY'],
  [150, 196, 'PA'],
  [197, 199, 'DE'],
  [200, 200, 'DC'],
  [201, 201, 'VA'],
  [202, 205, 'DC'],
  [206, 219, 'MD'],
  [220, 246, 'VA'],
  [247, 268, 'WV'],
  [270, 289, 'NC'],
  [290, 299, 'SC'],
  [300, 319, 'GA'],
  [320, 339, 'FL'],
  [341, 349, 'FL'],
  [350, 369, 'AL'],
  [370, 385, 'TN'],
  [386, 397, 'MS'],
  [398, 399, 'GA'],
  [400, 427, 'KY'],
  [430, 459, 'OH'],
  [460, 479, 'IN'],
  [480, 499, 'MI'],
  [500, 528, 'IA'],
  [530, 549, 'WI'],
  [550, 567, 'MN'],
  [569, 569, 'DC'],
  [570, 577, 'SD'],
  [580, 588, 'ND'],
  [590, 599, 'MT'],
  [600, 629, 'IL'],
  [630, 658, 'MO'],
  [660, 679, 'KS'],
  [680, 693, 'NE'],
  [700, 715, 'LA'],
  [716, 729, 'AR'],
  [730, 732, 'OK'],
  [733, 733, 'TX'],
  [734, 749, 'OK'],
  [750, 799, 'TX'],
  [800, 816, 'CO'],
  [820, 831, 'WY'],
  [832, 838, 'ID'],
  [840, 847, 'UT'],
  [850, 865, 'AZ'],
  [870, 884, 'NM'],
  [885, 885, 'TX'],
  [889, 898, 'NV'],
  [900, 961, 'CA'],
  [967, 968, 'HI'],
  [970, 979, 'OR'],
  [980, 994, 'WA'],
  [995, 999, 'AK'],
];

/** US state (or DC) of a 5-digit ZIP code from its 3-digit prefix (USPS ranges); null when unknown or malformed. */
export function stateForZip(zipCode: string): string | null {
  const match = /^\s*(\d{3})\d{2}(?:-\d{4})?\s*$/.exec(zipCode);
  if (match === null || match[1] === undefined) {
    return null;
  }
  const prefix = Number(match[1]);
  const range = ZIP3_RANGES.find(([from, to]) => prefix >= from && prefix <= to);
  return range?.[2] ?? null;
}

// Each published rate as the basis quotes it, in $/kWh to 4 decimals: written once, not at every analysis.
const rateText = (cents: number): string => (cents / 100).toFixed(4);
const STATE_RATE_TEXT = new Map(
  Object.entries(STATE_COMMERCIAL_RATES_CENTS).map(([state, row]) => [state, rateText(row.cents)]),
);
const US_AVERAGE_RATE_TEXT = rateText(US_AVERAGE_COMMERCIAL_CENTS.cents);

/** Electricity price, $/kWh, and where it came from: the duty's rate, else the zip's state average, else the US average. */
export function electricityRate(input: { ratePerKwh?: number; zipCode?: string }): {
  ratePerKwh: number;
  basis: string;
} {
  if (input.ratePerKwh !== undefined) {
    return { ratePerKwh: input.ratePerKwh, basis: `Electricity rate $${input.ratePerKwh}/kWh as given.` };
  }
  const state = input.zipCode === undefined ? null : stateForZip(input.zipCode);
  const row = state === null ? undefined : STATE_COMMERCIAL_RATES_CENTS[state];
  if (state !== null && row !== undefined) {
    return {
      ratePerKwh: row.cents / 100,
      basis: `Electricity rate $${STATE_RATE_TEXT.get(state) ?? rateText(row.cents)}/kWh: ${state} average commercial price, ${row.year} (U.S. EIA).`,
    };
  }
  const national = US_AVERAGE_COMMERCIAL_CENTS;
  return {
    ratePerKwh: national.cents / 100,
    basis: `Electricity rate $${US_AVERAGE_RATE_TEXT}/kWh: U.S. average commercial price, ${national.year} (U.S. EIA)${input.zipCode === undefined ? '' : `; zip ${input.zipCode} not recognised`}.`,
  };
}
