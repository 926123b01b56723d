import { describe, expect, it } from 'vitest';
import { buildPath } from './endpoint.ts';

describe('buildPath', () => {
  it('substitutes and encodes parameters', () => {
    expect(buildPath('/api/part/:slug', { slug: 'a b/c' })).toBe('/api/part/a%20b%2Fc');
    expect(buildPath('/api/order/:id/', { id: 12 })).toBe('/api/order/12/');
  });

  it('refuses a missing parameter', () => {
    expect(() => buildPath('/api/part/:slug')).toThrow("Missing path parameter 'slug'");
  });
});
