import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format.ts';

describe('formatDateTime', () => {
  it('formats an ISO time as a medium date and short time', () => {
    expect(formatDateTime('2026-06-01T12:00:00.000Z')).toMatch(/^Jun 1, 2026, \d{1,2}:\d{2}\s[AP]M$/);
  });

  it('returns text that is not a date unchanged', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
});
