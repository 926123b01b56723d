import { describe, expect, it } from 'vitest';
import { formatCostUnit, formatDateTime, formatFileSize } from './format.ts';

describe('formatDateTime', () => {
  it('formats an ISO time as a medium date and short time', () => {
    expect(formatDateTime('2026-06-01T12:00:00.000Z')).toMatch(/^Jun 1, 2026, \d{1,2}:\d{2}\s[AP]M$/);
  });

  it('returns text that is not a date unchanged', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('formatFileSize', () => {
  it('uses the largest unit below 1024 with one decimal at most', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
  });
});

describe('formatCostUnit', () => {
  it("reads 'each' as it is and puts 'per' before other units", () => {
    expect(formatCostUnit('each')).toBe('each');
    expect(formatCostUnit(' Each ')).toBe('each');
    expect(formatCostUnit('ea.')).toBe('each');
    expect(formatCostUnit('set')).toBe('per set');
    expect(formatCostUnit('lot of 10')).toBe('per lot of 10');
  });

  it("keeps one 'per' when the supplier wrote it already", () => {
    expect(formatCostUnit('per unit')).toBe('per unit');
    expect(formatCostUnit('Per Set')).toBe('per Set');
    expect(formatCostUnit('/pair')).toBe('per pair');
    expect(formatCostUnit('per each')).toBe('each');
  });
});
