import { describe, expect, it } from 'vitest';
import { electricityRate, STATE_COMMERCIAL_RATES_CENTS, stateForZip } from './electricity-rates.ts';

describe('electricity rates (EIA Electric Power Annual 2023)', () => {
  it('has the 50 states and DC', () => {
    expect(Object.keys(STATE_COMMERCIAL_RATES_CENTS)).toHaveLength(51);
  });
  it('maps zip prefixes to states', () => {
    expect(
      ['10001', '02139', '90210', '77001', '60601', '20001', '20166', '99501', '96813', '05501', '82001'].map(
        stateForZip,
      ),
    ).toEqual(['NY', 'MA', 'CA', 'TX', 'IL', 'DC', 'VA', 'AK', 'HI', 'MA', 'WY']);
    expect(stateForZip('1234')).toBeNull();
    expect(stateForZip('00901')).toBeNull();
  });
  it('prefers the duty rate, then the state, then the US average', () => {
    expect(electricityRate({ ratePerKwh: 0.2, zipCode: '90210' }).ratePerKwh).toBe(0.2);
    // California 2023 commercial: 23.91 ¢/kWh
    expect(electricityRate({ zipCode: '90210' })).toMatchObject({ ratePerKwh: 0.2391 });
    expect(electricityRate({ zipCode: '90210' }).basis).toMatch(/CA average commercial price, 2023/);
    expect(electricityRate({}).ratePerKwh).toBe(0.1241);
    expect(electricityRate({ zipCode: 'abcde' }).basis).toMatch(/not recognised/);
  });
});
