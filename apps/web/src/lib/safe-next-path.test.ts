import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next-path.ts';

describe('safeNextPath', () => {
  it.each(['/', '/part/pump?tab=Comment', '/part/pump#specification', '/part/centrifugal%20pump'])(
    'keeps the same-origin path %s',
    (path) => {
      expect(safeNextPath(path)).toBe(path);
    },
  );

  it.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '/%5Cevil',
    '/%2F/evil.example',
    '/%252F/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /part/pump',
    'part/pump',
    '/%E0%A4%A',
    '',
  ])('falls back to / for %j', (path) => {
    expect(safeNextPath(path)).toBe('/');
  });

  it('falls back to / when there is no value', () => {
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath(undefined)).toBe('/');
  });
});
