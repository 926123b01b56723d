import { describe, expect, it } from 'vitest';
import { addressLines } from './address-lines.ts';

describe('addressLines', () => {
  it('writes an address as the lines of a letter, skipping empty parts', () => {
    expect(
      addressLines({
        first_name: 'Ada',
        last_name: '',
        email: 'ada@example.com',
        phone_no: '',
        street_no: '12 Engine Row',
        building_suit_no: '',
        city: 'Austin',
        state: 'TX',
        zip_code: '73301',
      }),
    ).toEqual(['Ada', '12 Engine Row', 'Austin, TX 73301', 'ada@example.com']);
  });
});
