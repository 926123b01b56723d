import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next-path.ts';

describe('safeNextPath', () => {
  it.each([
    ['/part/pump?tab=Comment', '/part/pump?tab=Comment'],
    ['/user/requests/?template=request-details', '/user/requests/?template=request-details'],
    ['/', '/'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    'http:evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '%252F%252Fevil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    'evil.example',
    '',
    '%E0%A4%A',
  ])('falls back to / for %s', (input) => {
    expect(safeNextPath(input)).toBe('/');
  });

  it('falls back to / for non-strings', () => {
    expect(safeNextPath(undefined)).toBe('/');
    expect(safeNextPath(['/a'])).toBe('/');
  });
});
