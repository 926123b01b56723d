import { describe, expect, it } from 'vitest';
import { partIdOf } from './part-id.ts';

describe('partIdOf', () => {
  it('reads a positive whole number', () => {
    expect(partIdOf('7')).toBe(7);
    expect(partIdOf('2147483647')).toBe(2_147_483_647);
  });

  it('refuses anything the server could not know', () => {
    for (const param of [
      undefined,
      '',
      '0',
      '007',
      '-1',
      '1.5',
      '1e3',
      'add',
      '7abc',
      '2147483648',
      '99999999999',
    ]) {
      expect(partIdOf(param), String(param)).toBeNull();
    }
  });
});
