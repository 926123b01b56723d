import { vi } from 'vitest';

const CHART_CONTAINER = '.recharts-responsive-container';

/**
 * Gives chart containers a layout box for one test: jsdom has no layout, and recharts' ResponsiveContainer
 * measures itself with getBoundingClientRect (and warns at 0 × 0). Other elements (the legend) stay 0 × 0.
 */
export function stubChartSize(width: number, height: number) {
  const empty = DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
  const sized = DOMRect.fromRect({ x: 0, y: 0, width, height });
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.matches(CHART_CONTAINER) ? sized : empty;
  });
}
