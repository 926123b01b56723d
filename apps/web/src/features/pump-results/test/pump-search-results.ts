import { screen, within } from '@testing-library/react';
import { jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { BEST_MATCH_PUMP } from '../test-data.ts';

// Shared by the pump-search-results*.test.tsx files.

const PUMP_ROUTE = 'GET /api/pumps/demo-il-001658';

export function stubPumps(extra: Parameters<typeof stubRoutes>[0] = {}) {
  return stubRoutes({
    [PUMP_ROUTE]: () => jsonResponse(BEST_MATCH_PUMP),
    'GET /api/pumps/demo-il-001660': () => jsonResponse({ ...BEST_MATCH_PUMP, id: 'demo-il-001660' }),
    ...extra,
  });
}

/** The value cell beside the row header `label` inside the section titled `section`. */
export function valueIn(section: string, label: string): string | null {
  const region = screen.getByRole('region', { name: `${section} table` });
  return within(region).getByRole('rowheader', { name: label }).nextElementSibling?.textContent ?? null;
}
