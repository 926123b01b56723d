import { describe, expect, it } from 'vitest';
import { readNumber } from './answer-values.ts';

describe('readNumber', () => {
  it('reads typed numbers and refuses the rest', () => {
    expect([readNumber('1,250.5'), readNumber(' 7 '), readNumber(3), readNumber('')]).toEqual([
      1250.5,
      7,
      3,
      null,
    ]);
    expect([readNumber('1e400'), readNumber(Number.NaN), readNumber({}), readNumber('12 gpm')]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});
