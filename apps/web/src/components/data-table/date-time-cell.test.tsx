import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/render.tsx';
import { DateTimeCell } from './date-time-cell.tsx';

const cellText = (iso: string) => {
  renderWithRouter(
    <div data-testid="cell">
      <DateTimeCell iso={iso} />
    </div>,
  );
  return screen.getByTestId('cell').textContent;
};

describe('DateTimeCell', () => {
  it('keeps the date and the time whole, so a line breaks only between them', () => {
    // No-break spaces inside each part; a plain space only after the date's comma.
    expect(cellText('2026-11-26T12:05:00Z')).toMatch(/^Nov\u00a026,\u00a02026, \d{1,2}:05\u00a0[AP]M$/);
  });

  it('shows text that is not a date as it is', () => {
    expect(cellText('soon')).toBe('soon');
  });
});
