import { describe, expect, it } from 'vitest';
import {
  electricityRate,
  STATE_COMMERCIAL_RATES_CENTS,
  stateForZip,
  US_AVERAGE_COMMERCIAL_CENTS,
} from './electricity-rates.ts';

// One zip code per state or DC, from the USPS prefix ranges electricity-rates.ts reads.
function zipForState(state: string): string {
  for (let prefix = 5; prefix <= 999; prefix += 1) {
    const zip = `${String(prefix).padStart(3, '0')}01`;
    if (stateForZip(zip) === state) {
      return zip;
    }
  }
  throw new Error(`no zip code for ${state}`);
}

describe('electricity rate basis', () => {
  it('quotes each rate, written once at load, as toFixed(4) of its price in $/kWh', () => {
    for (const [state, row] of Object.entries(STATE_COMMERCIAL_RATES_CENTS)) {
      expect(electricityRate({ zipCode: zipForState(state) }).basis).toBe(
        `Electricity rate $${(row.cents / 100).toFixed(4)}/kWh: ${state} average commercial price, ${row.year} (U.S. EIA).`,
      );
    }
    const national = (US_AVERAGE_COMMERCIAL_CENTS.cents / 100).toFixed(4);
    expect(electricityRate({}).basis).toBe(
      `Electricity rate $${national}/kWh: U.S. average commercial price, 2022 (U.S. EIA).`,
    );
    expect(electricityRate({ zipCode: '00000' }).basis).toBe(
      `Electricity rate $${national}/kWh: U.S. average commercial price, 2022 (U.S. EIA); zip 00000 not recognised.`,
    );
  });
});
