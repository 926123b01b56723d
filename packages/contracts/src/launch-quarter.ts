// A coming-soon part type's estimated launch is free text an admin writes, usually a quarter such as 'Q3 2027'
// (docs/spec/pump-selection-spec.md §9). Written as a quarter, the app can tell when it has passed.

const QUARTER = /^Q([1-4])\s+(\d{4})$/i;

/** 'Q3 2027' for the quarter `quartersAhead` after the one `day` falls in (UTC). */
export function quarterLabel(day: Date, quartersAhead = 0): string {
  const index = day.getUTCFullYear() * 4 + Math.floor(day.getUTCMonth() / 3) + quartersAhead;
  return `Q${(index % 4) + 1} ${Math.floor(index / 4)}`;
}

/**
 * Whether `estimatedLaunch` names a quarter that ended before `today` (YYYY-MM-DD); text that is not a quarter
 * ('Spring 2027', 'soon') never counts as passed.
 */
export function isLaunchQuarterPast(estimatedLaunch: string, today: string): boolean {
  const match = QUARTER.exec(estimatedLaunch.trim());
  if (!match) {
    return false;
  }
  const [, quarter = '1', year = '0'] = match;
  // The quarter's last day: the day before the next quarter's first.
  const nextStartMonth = Number(quarter) * 3;
  const lastDay = new Date(Date.UTC(Number(year), nextStartMonth, 0)).toISOString().slice(0, 10);
  return lastDay < today;
}
